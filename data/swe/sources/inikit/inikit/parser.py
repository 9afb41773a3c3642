"""Parsing INI-style text: `[section]` headers, `key = value` lines, `#` and `;` comments."""

from __future__ import annotations


class ParseError(ValueError):
    """The text is not valid configuration; `line_number` counts from 1."""

    def __init__(self, message: str, line_number: int) -> None:
        super().__init__(f"line {line_number}: {message}")
        self.line_number = line_number


def parse(text: str) -> dict[str, dict[str, str]]:
    """The sections of `text`, each a mapping of keys to their (stripped) string values.

    Duplicate sections or keys, keys outside a section and lines that are neither a header nor
    a `key = value` pair are errors.
    """
    sections: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("["):
            name = _section_name(line, number)
            if name in sections:
                raise ParseError(f"duplicate section [{name}]", number)
            current = sections[name] = {}
            continue
        if current is None:
            raise ParseError("a key outside any section", number)
        key, value = _key_value(line, number)
        if key in current:
            raise ParseError(f"duplicate key {key!r}", number)
        current[key] = value
    return sections


def _section_name(line: str, number: int) -> str:
    if not line.endswith("]") or not line[1:-1].strip():
        raise ParseError(f"malformed section header {line!r}", number)
    return line[1:-1].strip()


def _key_value(line: str, number: int) -> tuple[str, str]:
    key, sep, value = line.partition("=")
    if not sep or not key.strip():
        raise ParseError(f"expected 'key = value', got {line!r}", number)
    return key.strip(), value.strip()
