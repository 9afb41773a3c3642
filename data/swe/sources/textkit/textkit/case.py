"""Case conversion between identifiers written in different styles."""

from __future__ import annotations

import re

_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
"""A word: an acronym (capitals not followed by a lower-case letter), a capitalised or
lower-case word, or a run of digits. Everything else separates words."""


def words(text: str) -> list[str]:
    """The words of `text`, split at separators and at case changes ("parseHTMLFile" gives
    "parse", "HTML", "File")."""
    return _WORD.findall(text)


def snake_case(text: str) -> str:
    """`text` as lower-case words joined by underscores: "HTTPServer" -> "http_server"."""
    return "_".join(word.lower() for word in words(text))


def kebab_case(text: str) -> str:
    """`text` as lower-case words joined by hyphens: "HTTPServer" -> "http-server"."""
    return "-".join(word.lower() for word in words(text))


def camel_case(text: str) -> str:
    """`text` as one word, each word but the first capitalised: "http_server" -> "httpServer"."""
    parts = [word.lower() for word in words(text)]
    return "".join(parts[:1] + [part.capitalize() for part in parts[1:]])
