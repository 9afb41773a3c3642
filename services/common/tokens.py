"""Token bookkeeping: the conversation as the exact token ids the model saw and produced.

Sampled tokens are kept as vLLM returned them and never re-tokenised. A new message is
rendered through the model's chat template and only the text it adds after the kept
conversation is tokenised and appended. At the end, `prefix_stable()` renders the whole
conversation once more and checks that the kept ids spell a prefix of it; a trajectory records
the answer instead of silently training on a conversation the template would not produce.

The check is on text, not ids: a sampled turn may be a non-canonical tokenisation of its
text (the reason to keep ids at all), and re-encoding it would differ without anything
being wrong.

Messages are OpenAI-shaped dicts as the chat template reads them (`role`, `content`, and for
a tool-calling template `tool_calls`); `tools`, when given, are rendered by the template too
(the chat sessions of `chat.py` use both).

Only the template's own markers become control tokens: text in messages and tools that spells
one (an observation holding `<|im_end|>`) is encoded as text (`control_tokens.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from services.common.control_tokens import ControlTokens, Rendered, control_tokens


class ChatTokenizer(Protocol):
    """The slice of a Hugging Face tokenizer the bookkeeping needs."""

    def apply_chat_template(self, conversation: Any, **kwargs: Any) -> Any: ...
    def encode(self, text: str, add_special_tokens: bool = ...) -> list[int]: ...
    def decode(self, token_ids: list[int], skip_special_tokens: bool = ...) -> str: ...


@dataclass
class Conversation:
    tokenizer: ChatTokenizer
    messages: list[dict[str, Any]] = field(default_factory=list)
    token_ids: list[int] = field(default_factory=list)
    loss_mask: list[int] = field(default_factory=list)
    logprobs: list[float] = field(default_factory=list)
    template_mismatches: int = 0
    tools: list[dict[str, Any]] = field(default_factory=list)
    control: ControlTokens = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.control = control_tokens(self.tokenizer)

    @classmethod
    def start(cls, tokenizer: ChatTokenizer, messages: list[dict[str, Any]],
              tools: list[dict[str, Any]] | None = None) -> Conversation:
        conversation = cls(tokenizer, tools=list(tools or []))
        conversation.messages = list(messages)
        rendered = conversation._render(messages, add_generation_prompt=True)
        conversation._append_context(conversation.control.encode(rendered))
        return conversation

    @property
    def prompt_tokens(self) -> int:
        return len(self.token_ids) - self.generated_tokens

    @property
    def generated_tokens(self) -> int:
        return sum(self.loss_mask)

    def add_generated(self, token_ids: list[int], logprobs: list[float], text: str,
                      message: dict[str, Any] | None = None) -> tuple[int, int]:
        """Append one sampled turn exactly as returned; returns its span in `token_ids`. The turn
        is remembered as `message` (default: an assistant message of `text`)."""
        if len(token_ids) != len(logprobs):
            raise ValueError(f"{len(token_ids)} sampled tokens but {len(logprobs)} logprobs")
        start = len(self.token_ids)
        self.token_ids += token_ids
        self.loss_mask += [1] * len(token_ids)
        self.logprobs += logprobs
        self.messages.append(message or {"role": "assistant", "content": text})
        return start, len(self.token_ids)

    def add_message(self, message: dict[str, Any]) -> None:
        """Append a non-sampled message and the generation prompt after it."""
        self.add_messages([message])

    def add_messages(self, messages: list[dict[str, Any]]) -> None:
        """Append non-sampled messages and the generation prompt after them.

        Where the kept text is not a prefix of the new rendering (a sampled turn the template
        would render otherwise), the mismatch is counted and the new messages' own rendering is
        appended after the end of the last turn as the template closes it.
        """
        before = self.messages
        self.messages = [*before, *messages]
        full = self._render(self.messages, add_generation_prompt=True)
        kept = self.tokenizer.decode(self.token_ids, skip_special_tokens=False)
        if full.text.startswith(kept):
            delta = full.tail(len(kept))
        else:
            self.template_mismatches += 1
            delta = full.tail(len(self._render(before, add_generation_prompt=False).text)).after(self._turn_close())
        self._append_context(self.control.encode(delta))

    def prefix_stable(self) -> bool:
        """Whether the kept ids spell a prefix of the whole conversation's rendering (with the
        generation prompt where they end in one)."""
        if self.template_mismatches:
            return False
        ends_in_prompt = bool(self.loss_mask) and self.loss_mask[-1] == 0
        rendered = self._render(self.messages, add_generation_prompt=ends_in_prompt).text
        return rendered.startswith(self.tokenizer.decode(self.token_ids, skip_special_tokens=False))

    def _render(self, messages: list[dict[str, Any]], add_generation_prompt: bool) -> Rendered:
        """The template's text of `messages` and the tools, with what they spell of control tokens protected."""
        def render(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> str:
            extra = {"tools": tools} if tools else {}
            return str(self.tokenizer.apply_chat_template(
                messages, tokenize=False, add_generation_prompt=add_generation_prompt, **extra))

        return self.control.render(render, messages, self.tools)

    def _turn_close(self) -> str:
        """What the template writes after an assistant turn's text (ChatML: `<|im_end|>` and a
        newline) that the last kept turn lacks: all of it, or what follows the special token the
        turn ended with."""
        probe = "\x00probe\x00"
        rendered = self._render([{"role": "user", "content": ""}, {"role": "assistant", "content": probe}],
                                add_generation_prompt=False).text
        close = rendered[rendered.find(probe) + len(probe):] if probe in rendered else ""
        if self.token_ids and not self.tokenizer.decode(self.token_ids[-1:], skip_special_tokens=True):
            last = self.tokenizer.decode(self.token_ids[-1:], skip_special_tokens=False)
            if last and close.startswith(last):
                return close[len(last):]
        return close

    def _append_context(self, token_ids: list[int]) -> None:
        self.token_ids += token_ids
        self.loss_mask += [0] * len(token_ids)
        self.logprobs += [0.0] * len(token_ids)
