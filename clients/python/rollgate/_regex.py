"""Bounds on a job's `sampling.regex`, checked before any worker compiles it.

Every turn of every episode hands the regex to the worker's grammar compiler, so a regex is
refused when its shape makes that compilation (or a backtracking match) blow up: too long,
a quantifier nested in another when either is unbounded (`(a+)+`, `(a*)*`), a counted
repetition over `MAX_REPEAT_COUNT`, or nested counted repetitions whose counts multiply past
`MAX_REPEAT_PRODUCT`.
"""

from __future__ import annotations

import re
from re import _constants as sre_constants  # type: ignore[attr-defined]
from re import _parser as sre_parser  # type: ignore[attr-defined]

MAX_REGEX_LENGTH = 1024
MAX_REPEAT_COUNT = 256
MAX_REPEAT_PRODUCT = 1024

_REPEATS = {sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT, getattr(sre_constants, "POSSESSIVE_REPEAT", None)}
_UNBOUNDED = sre_constants.MAXREPEAT


def check_regex(regex: str) -> None:
    """Raise ValueError, saying why, unless `regex` compiles and stays within the bounds above."""
    if len(regex) > MAX_REGEX_LENGTH:
        raise ValueError(f"longer than {MAX_REGEX_LENGTH} characters")
    try:
        re.compile(regex)
        parsed = sre_parser.parse(regex)
    except re.error as exc:
        raise ValueError(f"not a regular expression: {exc}") from None
    _check_items(parsed, outer=1, outer_unbounded=False)


def _check_items(items: object, outer: int, outer_unbounded: bool) -> None:
    for op, arg in items:  # type: ignore[attr-defined]
        if op in _REPEATS:
            low, high, body = arg
            _check_repeat(low, high, body, outer, outer_unbounded)
        else:
            for child in _children(op, arg):
                _check_items(child, outer, outer_unbounded)


def _check_repeat(low: int, high: int, body: object, outer: int, outer_unbounded: bool) -> None:
    unbounded = high == _UNBOUNDED
    if low > MAX_REPEAT_COUNT or (not unbounded and high > MAX_REPEAT_COUNT):
        raise ValueError(f"repetition count over {MAX_REPEAT_COUNT}")
    repeats = high > 1
    if repeats and (outer_unbounded or (unbounded and outer > 1)):
        raise ValueError("nested quantifier with no upper bound, e.g. (a+)+")
    count = max(low, 1) if unbounded else max(high, 1)
    if outer * count > MAX_REPEAT_PRODUCT:
        raise ValueError(f"nested repetition counts multiply past {MAX_REPEAT_PRODUCT}")
    _check_items(body, outer * count, outer_unbounded or (repeats and unbounded))


def _children(op: object, arg: object) -> list[object]:
    """The sub-patterns of one parsed item (groups, alternations, conditionals, lookarounds)."""
    if op is sre_constants.SUBPATTERN:
        return [arg[-1]]  # type: ignore[index]
    if op is sre_constants.BRANCH:
        return list(arg[1])  # type: ignore[index]
    if op is sre_constants.GROUPREF_EXISTS:
        return [branch for branch in arg[1:] if branch is not None]  # type: ignore[index]
    if op in (sre_constants.ASSERT, sre_constants.ASSERT_NOT):
        return [arg[1]]  # type: ignore[index]
    if op is getattr(sre_constants, "ATOMIC_GROUP", None):
        return [arg]
    return []
