"""Stand-ins behind the runner's interfaces, for unit tests that need no model."""

from __future__ import annotations

from typing import Any


class CharTokenizer:
    """One token per character, its code point; the chat template writes each message as
    `<role>content` and `end`, so every token can be found in the text. `marks` gives the
    role mark's format (ChatML-like: `"<|{}|>"`, with `end="<|end|>"`)."""

    def __init__(self, marks: str = "<{}>", end: str = "\n") -> None:
        self.marks, self.end = marks, end

    def apply_chat_template(self, conversation: Any, **kwargs: Any) -> str:
        text = "".join(f"{self.marks.format(m['role'])}{m['content']}{self.end}" for m in conversation)
        return text + (self.marks.format("assistant") if kwargs.get("add_generation_prompt") else "")

    def encode(self, text: str, add_special_tokens: bool = False) -> list[int]:
        return [ord(char) for char in text]

    def decode(self, token_ids: list[int], skip_special_tokens: bool = False) -> str:
        return "".join(map(chr, token_ids))
