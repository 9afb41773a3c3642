"""An assistant turn read out of its sampled tokens by vLLM's own parsers.

A session's reply holds the model's tool calls, and for a reasoning model its reasoning, in the
model family's own format: Hermes `<tool_call>` JSON (Qwen2.5, Qwen3), Llama 3's JSON, Mistral's
`[TOOL_CALLS]`, Qwen3-Coder's XML, pythonic lists, DeepSeek's special tokens, and more. Rollgate
reads them with the parsers `vllm serve` takes by name (`--tool-call-parser`,
`--reasoning-parser`; the runner settings `tool_call_parser` and `reasoning_parser`), the way
vLLM's chat completions do: the turn decoded as the parser asks (special tokens kept where its
markers are special tokens), without the stop token that ended it and cut at a stop string that
did, then parsed. A session so answers what vLLM's own server would for the same tokens, and any
model family vLLM supports works in sessions.

vLLM (and torch with it: about 0.5 GiB, and seconds) is imported on the first turn that needs a
parser, in a thread: a runner whose sessions send no tools never loads it (`common/tokenizer.py`
keeps the runner free of torch otherwise).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

DEFAULT_TOOL_CALL_PARSER = "hermes"
log = logging.getLogger("rollgate.runner")


@dataclass(frozen=True)
class Reply:
    content: str | None
    """The text outside the calls and the reasoning (None where the parser found none)."""
    reasoning: str | None
    calls: list[dict[str, str]] = field(default_factory=list)
    """Each call's {"name", "arguments" (a JSON string)}, in order."""


class ReplyReader:
    """vLLM's tool-call and reasoning parsers for one model's tokenizer, loaded once, on first use."""

    def __init__(self, tokenizer_path: str, tool_call_parser: str = DEFAULT_TOOL_CALL_PARSER,
                 reasoning_parser: str = "") -> None:
        self.tokenizer_path = tokenizer_path
        self.tool_call_parser = tool_call_parser
        self.reasoning_parser = reasoning_parser
        self._lock = threading.Lock()
        self._loaded: _Loaded | None = None

    @property
    def loads_at_start(self) -> bool:
        """Whether the runner loads the parsers when it starts: when they are named other than by
        default, so that a name vLLM does not know stops it at once."""
        return bool(self.reasoning_parser) or self.tool_call_parser not in ("", DEFAULT_TOOL_CALL_PARSER)

    def needed(self, tools: Sequence[dict[str, Any]], tool_choice: Any) -> bool:
        """Whether a turn offered `tools` under `tool_choice` is parsed: when a call may be in it
        (as vLLM's server, which reads calls only where tools are offered and not refused) and a
        tool-call parser is named, or when the model's reasoning is read apart."""
        return bool(self.reasoning_parser) or (bool(self.tool_call_parser) and bool(tools) and tool_choice != "none")

    async def ready(self) -> None:
        """Load the parsers (once) without holding up the event loop."""
        if self._loaded is None:
            await asyncio.to_thread(self.load)

    def load(self) -> None:
        """Import vLLM, load the tokenizer and the parsers; ValueError naming vLLM's parsers for a
        name it does not know."""
        with self._lock:
            if self._loaded is None:
                self._loaded = _Loaded.build(self.tokenizer_path, self.tool_call_parser, self.reasoning_parser)

    def read(self, token_ids: Sequence[int], finish_reason: str, stop: Sequence[str],
             tools: list[dict[str, Any]], tool_choice: Any = "auto") -> Reply:
        """The turn `token_ids` (as sampled; `finish_reason` and the request's `stop` strings say
        how it ended) read with the parsers, calls of `tools` looked for unless `tool_choice` is
        "none"."""
        self.load()
        assert self._loaded is not None
        return self._loaded.read(token_ids, finish_reason, stop, tools, tool_choice == "none")


@dataclass(frozen=True)
class _Loaded:
    tokenizer: Any
    parser_class: Any
    request_class: Any
    special_ids: frozenset[int]

    @classmethod
    def build(cls, tokenizer_path: str, tool_call_parser: str, reasoning_parser: str) -> _Loaded:
        from vllm.entrypoints.openai.chat_completion.protocol import ChatCompletionRequest
        from vllm.parser import ParserManager
        from vllm.reasoning import ReasoningParserManager
        from vllm.tokenizers import get_tokenizer
        from vllm.tool_parsers import ToolParserManager

        if not tool_call_parser and not reasoning_parser:
            raise ValueError("name a tool-call parser or a reasoning parser")
        for setting, name, known in (("tool_call_parser", tool_call_parser, ToolParserManager.list_registered()),
                                     ("reasoning_parser", reasoning_parser, ReasoningParserManager.list_registered())):
            if name and name not in known:
                raise ValueError(f"{setting}: vLLM has no parser {name!r}; it has {', '.join(known)}")

        # A policy's malformed calls are answered as content; vLLM's parsers log each with a
        # traceback, which an RL run's untrained policy would make most of a runner's log.
        for name in ("vllm.tool_parsers", "vllm.reasoning", "vllm.parser"):
            logging.getLogger(name).setLevel(logging.CRITICAL)
        tokenizer = get_tokenizer(tokenizer_path)
        parser_class = ParserManager.get_parser(tool_parser_name=tool_call_parser or None,
                                                reasoning_parser_name=reasoning_parser or None,
                                                enable_auto_tools=True, tokenizer=tokenizer)
        return cls(tokenizer, parser_class, ChatCompletionRequest, frozenset(tokenizer.all_special_ids))

    def read(self, token_ids: Sequence[int], finish_reason: str, stop: Sequence[str],
             tools: list[dict[str, Any]], refused: bool) -> Reply:
        # "auto" even where the request forced a call: Rollgate's grammar forces it in the model's
        # own format (toolcalls.py), read as any other.
        choice = ("none" if refused else "auto") if tools else None
        request = self.request_class(model="", messages=[], tools=tools or None, tool_choice=choice)
        parser = self.parser_class(self.tokenizer, request.tools)
        request = parser.adjust_request(request) if hasattr(parser, "adjust_request") else request
        ids = list(token_ids)
        if finish_reason == "stop" and ids and ids[-1] in self.special_ids:
            ids.pop()  # the stop token: vLLM's detokenizer leaves it out of the text
        text = before_stop(self.tokenizer.decode(ids, skip_special_tokens=request.skip_special_tokens),
                           stop if finish_reason == "stop" else ())
        try:
            reasoning, content, calls = parser.parse(text, request, enable_auto_tools=True, model_output_token_ids=ids)
        except Exception:  # the policy's text, whatever it is, never fails a turn
            log.debug("the %s parser failed on a reply; answered as its text", type(parser).__name__, exc_info=True)
            return Reply(content=text, reasoning=None)
        return Reply(content=content, reasoning=reasoning,
                     calls=[{"name": call.name, "arguments": call.arguments} for call in calls or []])


def before_stop(text: str, stop: Sequence[str]) -> str:
    """`text` up to the first occurrence of any of the `stop` strings (where the sampler stopped)."""
    cuts = [text.find(string) for string in stop if string and string in text]
    return text[:min(cuts)] if cuts else text
