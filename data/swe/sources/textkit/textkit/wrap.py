"""Fitting text into a width: truncation with an ellipsis, greedy word wrapping."""

from __future__ import annotations


def truncate(text: str, width: int, ellipsis: str = "...") -> str:
    """`text` cut to at most `width` characters, ending in `ellipsis` when it was cut."""
    if width < 0:
        raise ValueError(f"width must not be negative, got {width}")
    if len(text) <= width:
        return text
    if width <= len(ellipsis):
        return ellipsis[:width]
    return text[: width - len(ellipsis)] + ellipsis


def wrap(text: str, width: int) -> list[str]:
    """The words of `text` in lines of at most `width` characters; a longer word gets a line
    of its own."""
    if width < 1:
        raise ValueError(f"width must be positive, got {width}")
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines
