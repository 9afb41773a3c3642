"""The Countdown reward: parse an answer safely and judge it against a puzzle (the verifier).

The answer is parsed with `ast` and checked against a whitelist (integer literals, binary
+ - * /, parentheses); nothing is ever evaluated by Python. Arithmetic is exact and rational
(`fractions.Fraction`): `(7 / 2) * 4` is 14, fractions are allowed along the way, and only
the final value must equal the target. Each given number may be used at most as often as it
is given; not all need be used.
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

MAX_CHARS = 300
_ALLOWED_OPS: dict[type[ast.operator], str] = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/"}
_OP_SYMBOLS = {
    ast.Pow: "**",
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.MatMult: "@",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.BitOr: "|",
    ast.BitXor: "^",
    ast.BitAnd: "&",
}
_STRUCTURE = (ast.Expression, ast.BinOp, ast.Constant, *_ALLOWED_OPS)


class Rejected(Exception):
    """The answer is not a usable expression; the message is feedback for the agent."""


@dataclass(frozen=True)
class Verdict:
    """The judgement of one answer: `value` is None when the answer could not be evaluated."""

    correct: bool
    value: Fraction | None
    feedback: str


def verify(answer: str, numbers: Sequence[int], target: int) -> Verdict:
    """Judge `answer` for the puzzle (`numbers`, `target`); never raises on any string."""
    try:
        tree = _parse(answer)
        _check_numbers(tree, numbers)
        value = _evaluate(tree.body)
    except Rejected as exc:
        return Verdict(correct=False, value=None, feedback=str(exc))
    if value != target:
        return Verdict(correct=False, value=value, feedback=f"evaluates to {value}, not {target}")
    return Verdict(correct=True, value=value, feedback=f"{answer.strip()} = {target}")


def _parse(answer: str) -> ast.Expression:
    text = answer.strip()
    if not text:
        raise Rejected("not a valid expression: it is empty")
    if len(text) > MAX_CHARS:
        raise Rejected(f"not a valid expression: longer than {MAX_CHARS} characters")
    try:
        tree = ast.parse(text, mode="eval")
    except (SyntaxError, ValueError, MemoryError, RecursionError) as exc:
        raise Rejected(f"not a valid expression: {getattr(exc, 'msg', None) or exc}") from None
    for node in ast.walk(tree):
        _check_node(node, text)
    return tree


def _check_node(node: ast.AST, text: str) -> None:
    if isinstance(node, ast.BinOp) and type(node.op) in _OP_SYMBOLS:
        raise Rejected(f"the {_OP_SYMBOLS[type(node.op)]} operator is not allowed (only + - * /)")
    if isinstance(node, ast.UnaryOp):
        raise Rejected("unary signs are not allowed: write a - b, not -b")
    if isinstance(node, ast.Constant) and type(node.value) is not int:
        raise Rejected(f"not a valid expression: {node.value!r:.40} is not a whole number")
    if isinstance(node, ast.Constant) and not _is_plain_decimal(ast.get_source_segment(text, node)):
        raise Rejected("not a valid expression: write numbers in plain decimal digits")
    if not isinstance(node, _STRUCTURE):
        raise Rejected("not a valid expression: only numbers, + - * / and parentheses are allowed")


def _check_numbers(tree: ast.Expression, numbers: Sequence[int]) -> None:
    constants = (node.value for node in ast.walk(tree) if isinstance(node, ast.Constant))
    used = Counter(value for value in constants if isinstance(value, int))  # _check_node allows no other
    given = Counter(numbers)
    for number, count in sorted(used.items()):
        if number not in given:
            raise Rejected(f"uses {number}, which is not one of the numbers")
        if count > given[number]:
            raise Rejected(f"uses {number} {_times(count)} (it is given {_times(given[number])})")


def _evaluate(node: ast.expr) -> Fraction:
    if isinstance(node, ast.Constant) and isinstance(node.value, int):  # _check_node allows no other constant
        return Fraction(node.value)
    assert isinstance(node, ast.BinOp)
    left, right = _evaluate(node.left), _evaluate(node.right)
    if isinstance(node.op, ast.Div):
        if right == 0:
            raise Rejected("divides by zero")
        return left / right
    return {ast.Add: left + right, ast.Sub: left - right, ast.Mult: left * right}[type(node.op)]


def _is_plain_decimal(segment: str | None) -> bool:
    return segment is not None and segment.isascii() and segment.isdigit()


def _times(count: int) -> str:
    return {1: "once", 2: "twice"}.get(count, f"{count} times")
