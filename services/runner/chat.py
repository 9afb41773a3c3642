"""An OpenAI chat session as exact token ids: the token layer of bring-your-own-agent sessions.

An external agent sends its whole history on every request. `ChatSession.prompt` decides
whether that history extends what the session holds (the messages it was sent before plus,
after each sampled turn, the assistant message it answered); if so only the new messages are
rendered through the model's chat template and appended (`tokens.Conversation`), else a new
segment starts from the history as sent, its whole prefix context (loss mask 0). A sampled
span is never re-tokenised, and a segment once left is never changed. The rule, what counts
as the same message, and the segments' shape: docs/agents.md, "The token rule".

Tool calls (and a reasoning model's reasoning) are read from the sampled tokens by vLLM's own
parsers (`replies.py`); a call the request forces is forced by Rollgate's grammar (`toolcalls.py`).
"""

from __future__ import annotations

import copy
import itertools
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from services.common.tokens import ChatTokenizer, Conversation
from services.common.toolcalls import chosen_tools, hermes_constraint
from services.runner.replies import DEFAULT_TOOL_CALL_PARSER, ReplyReader, before_stop

ROLES = frozenset({"system", "user", "assistant", "tool"})
ROLE_ALIASES = {"developer": "system"}
FINISH_REASONS = frozenset({"stop", "length"})


class Segment(Conversation):
    """One token sequence of a session: its ids, loss mask (1 = sampled), logprobs (0.0 where not
    sampled), the normalised messages it holds and the tools its template was rendered with.
    `prefix_stable()` tells whether the kept ids spell the template's rendering of them."""

    @property
    def sampled(self) -> bool:
        return self.generated_tokens > 0


@dataclass(frozen=True)
class ChatReply:
    message: dict[str, Any]
    """The OpenAI assistant message: role, content (None when only tool calls), tool_calls."""
    finish_reason: str
    """"stop", "length", or "tool_calls" when a turn that stopped holds tool calls."""
    start: int
    end: int
    """The sampled span in the segment's token_ids."""
    segment: int
    """The index of that segment in `ChatSession.segments`."""


class ChatSession:
    """The token ids of one agent's chat history, kept across its requests."""

    def __init__(self, tokenizer: ChatTokenizer, replies: ReplyReader | None = None,
                 call_id_prefix: str = "call_") -> None:
        self.tokenizer = tokenizer
        self.replies = replies
        """vLLM's parsers for the model's replies; None: replies are read as text only."""
        self.segments: list[Segment] = []
        self._keys: list[Any] = []
        self._tools_key = ""
        self._call_ids: Iterator[str] = (f"{call_id_prefix}{n}" for n in itertools.count())

    def prompt(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None) -> list[int]:
        """The ids to generate from; ValueError naming the bad field if the request is malformed.

        Extends the current segment when `messages` extend its history (compared normalised:
        `message_key`) with the same tools, after a sampled turn; repeats it unchanged when
        `messages` are its history exactly and it ends in a prompt; else starts a new segment.
        """
        normal = normalise_messages(messages)
        tools = normalise_tools(tools)
        tools_key = json.dumps(tools, sort_keys=True)
        segment = self.segments[-1] if self.segments else None
        if segment is not None and tools_key == self._tools_key and self._holds(segment, normal):
            new = normal[len(segment.messages):]
            if new and self._last_sampled(segment):
                segment.add_messages(new)
                self._keys += [message_key(message) for message in new]
                return list(segment.token_ids)
            if not new and not self._last_sampled(segment):
                return list(segment.token_ids)
        return self._start(normal, tools, tools_key)

    def constraint(self, tools: list[dict[str, Any]] | None, tool_choice: Any) -> dict[str, Any] | None:
        """vLLM's `structured_outputs` that force a tool call when `tool_choice` is "required" or
        names a function; None for "auto", "none" or no tools. ValueError for a bad choice, or
        for a forced call in a format Rollgate cannot force (any but Hermes')."""
        tools = normalise_tools(tools)
        parser = self.replies.tool_call_parser if self.replies is not None else ""
        if chosen_tools(tools, tool_choice) and parser != DEFAULT_TOOL_CALL_PARSER:
            raise ValueError(f"tool_choice: a call is forced in the {DEFAULT_TOOL_CALL_PARSER} format only, and this "
                             f"deployment reads {parser or 'no'} tool calls: send tool_choice \"auto\"")
        return hermes_constraint(tools, tool_choice)

    def add_completion(self, token_ids: list[int], logprobs: list[float], finish_reason: str,
                       stop: Sequence[str] = (), tool_choice: Any = "auto") -> ChatReply:
        """Record a sampled turn (ids and logprobs as vLLM returned them) in the current segment
        and answer it as an OpenAI assistant message, read by vLLM's parsers where the turn was
        offered tools (`tool_choice` not "none") or a reasoning parser is set. `stop`: the
        request's stop strings; a turn they stopped answers with the text before the first
        (OpenAI's content), its ids kept as sampled."""
        if not self.segments or self._last_sampled(self.segments[-1]):
            raise RuntimeError("add_completion needs a prompt() first")
        if finish_reason not in FINISH_REASONS:
            raise ValueError(f"finish_reason {finish_reason!r} is not one of {sorted(FINISH_REASONS)}")
        segment = self.segments[-1]
        text = self.tokenizer.decode(token_ids, skip_special_tokens=True)
        if finish_reason == "stop":
            text = before_stop(text, stop)
        content: str | None = text
        calls: list[dict[str, Any]] = []
        reasoning = None
        if self.replies is not None and self.replies.needed(segment.tools, tool_choice):
            reply = self.replies.read(token_ids, finish_reason, stop, segment.tools, tool_choice)
            content, reasoning = reply.content, reply.reasoning
            calls = [{"id": next(self._call_ids), "type": "function", "function": call} for call in reply.calls]
        message: dict[str, Any] = {"role": "assistant", "content": (content or None) if calls else content or ""}
        if reasoning is not None:
            message["reasoning"] = reasoning
        if calls:
            message["tool_calls"] = calls
        # Kept as the template renders it back: its content beside calls without the newlines
        # that part them (vLLM answers the text before the first call as it is).
        kept = {"role": "assistant", "content": (content or "").strip() if calls else content or "",
                **({"tool_calls": copy.deepcopy(calls)} if calls else {})}
        start, end = segment.add_generated(token_ids, logprobs, text, message=kept)
        self._keys.append(message_key(kept))
        reason = "tool_calls" if calls and finish_reason == "stop" else finish_reason
        return ChatReply(message=message, finish_reason=reason, start=start, end=end, segment=len(self.segments) - 1)

    def _holds(self, segment: Segment, messages: list[dict[str, Any]]) -> bool:
        """Whether `messages` begin with the segment's history, message by message the same
        (equal, or equal by `message_key`)."""
        kept = segment.messages
        return len(messages) >= len(kept) and all(
            sent == mine or message_key(sent) == key
            for sent, mine, key in zip(messages[:len(kept)], kept, self._keys, strict=True))

    def _start(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]], tools_key: str) -> list[int]:
        """A new segment, its whole prefix rendered; a last segment with nothing sampled is replaced."""
        if not messages:
            raise ValueError("messages: at least one message is needed")
        if self.segments and not self.segments[-1].sampled:
            self.segments.pop()
        segment = Segment.start(self.tokenizer, messages, tools)
        assert isinstance(segment, Segment)
        self.segments.append(segment)
        self._keys = [message_key(message) for message in messages]
        self._tools_key = tools_key
        return list(segment.token_ids)

    @staticmethod
    def _last_sampled(segment: Segment) -> bool:
        """Whether the segment ends in a sampled turn (not in a generation prompt)."""
        return bool(segment.loss_mask) and segment.loss_mask[-1] == 1


def normalise_messages(messages: Any) -> list[dict[str, Any]]:
    """The messages as the template renders them: content as one string (text parts joined by
    newlines, as vLLM's OpenAI server joins them), tool calls with string arguments, nothing else."""
    if not isinstance(messages, list):
        raise ValueError("messages: expected a list of messages")
    return [normalise_message(message, f"messages[{i}]") for i, message in enumerate(messages)]


def normalise_message(message: Any, where: str) -> dict[str, Any]:
    if not isinstance(message, dict):
        raise ValueError(f"{where}: expected an object")
    role = message.get("role")
    role = ROLE_ALIASES.get(role, role) if isinstance(role, str) else role
    if role not in ROLES:
        raise ValueError(f"{where}.role: {message.get('role')!r} is not one of {sorted(ROLES | set(ROLE_ALIASES))}")
    calls = message.get("tool_calls") or [] if role == "assistant" else []
    content = normalise_content(message.get("content"), f"{where}.content", optional=role == "assistant")
    out: dict[str, Any] = {"role": role, "content": content}
    if calls:
        if not isinstance(calls, list):
            raise ValueError(f"{where}.tool_calls: expected a list")
        out["tool_calls"] = [normalise_call(call, f"{where}.tool_calls[{i}]") for i, call in enumerate(calls)]
    if role == "tool" and isinstance(message.get("tool_call_id"), str):
        out["tool_call_id"] = message["tool_call_id"]
    return out


def normalise_content(content: Any, where: str, optional: bool) -> str:
    if isinstance(content, str):
        return content
    if content is None and optional:
        return ""
    if not isinstance(content, list) or not content:
        raise ValueError(f"{where}: expected a string or a list of text parts")
    texts = []
    for i, part in enumerate(content):
        if not isinstance(part, dict) or part.get("type") != "text" or not isinstance(part.get("text"), str):
            raise ValueError(f"{where}[{i}]: only text parts ({{\"type\": \"text\", \"text\": ...}}) are supported")
        texts.append(part["text"])
    return "\n".join(texts)


def normalise_call(call: Any, where: str) -> dict[str, Any]:
    function = call.get("function") if isinstance(call, dict) else None
    if not isinstance(function, dict) or not isinstance(function.get("name"), str):
        raise ValueError(f"{where}.function: expected an object with a string name")
    arguments = function.get("arguments", "{}")
    if not isinstance(arguments, str):
        arguments = json.dumps(arguments, ensure_ascii=False)
    return {"id": str(call.get("id") or ""), "type": "function",
            "function": {"name": function["name"], "arguments": arguments}}


def normalise_tools(tools: Any) -> list[dict[str, Any]]:
    """The tools as sent, checked: a list of {"type": "function", "function": {"name", ...}}."""
    if tools is None:
        return []
    if not isinstance(tools, list):
        raise ValueError("tools: expected a list")
    for i, tool in enumerate(tools):
        function = tool.get("function") if isinstance(tool, dict) else None
        if not isinstance(tool, dict) or tool.get("type", "function") != "function" or not isinstance(function, dict) \
                or not isinstance(function.get("name"), str) or not function["name"]:
            raise ValueError(f"tools[{i}]: expected {{\"type\": \"function\", \"function\": {{\"name\": ...}}}}")
    return list(tools)


def message_key(message: dict[str, Any]) -> tuple[Any, ...]:
    """What must be equal for two normalised messages to count as the same message in a history.

    Exact role and content, except that an assistant message's content may differ in leading
    and trailing whitespace; tool calls by name and arguments as JSON values (key order and
    spacing are the client's re-serialisation); tool-call ids are not compared (the template
    does not render them).
    """
    role, content = message["role"], message["content"]
    if role != "assistant":
        return role, content
    calls = tuple((call["function"]["name"], canonical_json(call["function"]["arguments"]))
                  for call in message.get("tool_calls", []))
    return role, content.strip(), calls


def canonical_json(text: str) -> str:
    """`text` as a JSON value with sorted keys and fixed spacing; `text` itself if not JSON."""
    try:
        return json.dumps(json.loads(text), sort_keys=True, ensure_ascii=False)
    except ValueError:
        return text
