"""Converting configuration values from strings."""

from __future__ import annotations

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


def to_bool(value: str) -> bool:
    """True for 1/true/yes/on, False for 0/false/no/off, in any case; ValueError otherwise."""
    word = value.strip().lower()
    if word in _TRUE:
        return True
    if word in _FALSE:
        return False
    raise ValueError(f"not a boolean: {value!r}")


def to_int(value: str) -> int:
    """A decimal integer, surrounding whitespace allowed; ValueError otherwise."""
    return int(value.strip())


def to_list(value: str, sep: str = ",") -> list[str]:
    """The non-empty, stripped items of `value` split at `sep`."""
    return [item.strip() for item in value.split(sep) if item.strip()]
