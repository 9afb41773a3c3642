"""Countdown tasks: puzzles generated from task ids, or given inline, always validated.

A task id `<split>-<index>` (six digits, e.g. `train-000123`) seeds a private RNG with a hash
of the id, so a puzzle depends on its id alone, on every machine and Python version. Each
generated puzzle is built from a random expression over all or all but one of its numbers,
every intermediate result a positive integer, so it is solvable; that expression is kept as
`solution`. The splits cannot share a puzzle: a hash of the puzzle itself (its sorted
numbers and target) assigns it to `eval` (about 1 in EVAL_SHARE) or `train`, and each split
keeps drawing until it gets one of its own.

The easy level (`train-easy`, `eval-easy`) is two numbers from 1 to EASY_MAX and one
operation: every such puzzle is enumerated once (numbers, target and a solution), each
split's share is shuffled by a fixed seed, and task `<split>-easy-<index>` is its index-th
puzzle, so no easy puzzle repeats within or across the splits. It is small enough for a
135M-parameter model to learn on CPUs (see docs/training.md).
"""

from __future__ import annotations

import functools
import hashlib
import random
import re
from dataclasses import dataclass
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.protocol import from_task

MAX_TARGET = 999
EVAL_SHARE = 50
EASY_MAX = 50
EASY_EVAL_SHARE = 8
_TASK_ID = re.compile(r"(?P<split>[a-z]+(?:-easy)?)-(?P<index>\d{6})")
_INLINE_KEYS = {"numbers", "target"}
_MAX_INLINE_NUMBER = 10_000
_MAX_INLINE_TARGET = 1_000_000


@dataclass(frozen=True)
class Puzzle:
    """Numbers to combine and the target to reach; `solution` is empty for inline tasks."""

    numbers: tuple[int, ...]
    target: int
    solution: str = ""


def puzzle_for_task(task: dict[str, Any]) -> Puzzle:
    """The puzzle a wire task (`{"id": str, "data": dict}`) names; EnvError if it is invalid.

    Inline data (`{"numbers": [...], "target": n}`) wins over the id, which is then a label.
    """
    return from_task(task, "countdown", "an id like 'train-000123' or inline data", inline=inline_puzzle,
                     by_id=generate_puzzle)


def inline_puzzle(data: Any) -> Puzzle:
    """Validate an inline task: 2-6 integers in 1..10000 and an integer target."""
    if not isinstance(data, dict) or set(data) != _INLINE_KEYS:
        raise EnvError(f"inline countdown data needs exactly 'numbers' and 'target', got {data!r:.200}")
    numbers, target = data["numbers"], data["target"]
    if not isinstance(numbers, list) or not 2 <= len(numbers) <= 6:
        raise EnvError(f"'numbers' must be a list of 2 to 6 integers, got {numbers!r:.200}")
    if not all(_is_int(n) and 1 <= n <= _MAX_INLINE_NUMBER for n in numbers):
        raise EnvError(f"numbers must be integers from 1 to {_MAX_INLINE_NUMBER}, got {numbers!r:.200}")
    if not _is_int(target) or abs(target) > _MAX_INLINE_TARGET:
        raise EnvError(f"'target' must be an integer within ±{_MAX_INLINE_TARGET}, got {target!r:.100}")
    return Puzzle(numbers=tuple(numbers), target=target)


def generate_puzzle(task_id: str) -> Puzzle:
    """The puzzle for a task-set id such as `eval-000045`; EnvError for an unknown id."""
    match = _TASK_ID.fullmatch(task_id)
    if not match or match["split"] not in SPLITS or int(match["index"]) >= SPLITS[match["split"]]:
        splits = ", ".join(f"{name}-000000..{name}-{size - 1:06d}" for name, size in SPLITS.items())
        raise EnvError(f"unknown countdown task id {task_id!r:.100}: ids are {splits}")
    if match["split"].endswith("-easy"):
        return _easy_puzzles()[match["split"]][int(match["index"])]
    digest = hashlib.sha256(f"countdown/v1/{task_id}".encode()).digest()
    rng = random.Random(int.from_bytes(digest[:8], "big"))
    for _ in range(100 * EVAL_SHARE):
        puzzle = _draw(rng)
        if puzzle is not None and split_of(puzzle) == match["split"]:
            return puzzle
    raise RuntimeError(f"no countdown puzzle found for {task_id}")  # never happens: see tests


def split_of(puzzle: Puzzle, eval_share: int = EVAL_SHARE) -> str:
    """The only split that may contain `puzzle`, by a hash of its sorted numbers and target."""
    return "eval" if _bucket(puzzle) % eval_share == 0 else "train"


def _bucket(puzzle: Puzzle) -> int:
    canonical = f"{sorted(puzzle.numbers)}->{puzzle.target}".encode()
    return int.from_bytes(hashlib.sha256(canonical).digest()[:4], "big")


@functools.cache
def _easy_puzzles() -> dict[str, list[Puzzle]]:
    """Every two-number, one-operation puzzle over 1..EASY_MAX (a target that is a positive
    integer and not one of the numbers), once, split and shuffled; the numbers are shown in an
    order picked by the puzzle's hash, so neither the larger nor the smaller always comes first."""
    puzzles: dict[tuple[int, int, int], Puzzle] = {}
    for a in range(1, EASY_MAX + 1):
        for b in range(1, a + 1):
            for op in "+-*/":
                built = _combine(op, (a, str(a)), (b, str(b)))
                if built is not None and built[0] not in (a, b):
                    numbers = (a, b) if _bucket(Puzzle((a, b), built[0])) % 2 else (b, a)
                    puzzles.setdefault((a, b, built[0]), Puzzle(numbers, built[0], built[1]))
    splits: dict[str, list[Puzzle]] = {"train-easy": [], "eval-easy": []}
    for puzzle in puzzles.values():
        splits[f"{split_of(puzzle, EASY_EVAL_SHARE)}-easy"].append(puzzle)
    for name, members in splits.items():
        random.Random(f"countdown/easy/v1/{name}").shuffle(members)
    return splits



def _draw(rng: random.Random) -> Puzzle | None:
    """One attempt: 3-4 numbers, an expression over all or all but one of them, accepted if its
    value is a target in 1..999 that is not itself one of the numbers."""
    numbers = [rng.randint(1, 100) for _ in range(rng.choice((3, 4)))]
    used = rng.sample(numbers, rng.randint(len(numbers) - 1, len(numbers)))
    built = _random_expression(rng, [(n, str(n)) for n in used])
    if built is None or not 1 <= built[0] <= MAX_TARGET or built[0] in numbers:
        return None
    return Puzzle(numbers=tuple(numbers), target=built[0], solution=built[1])


def _random_expression(rng: random.Random, pool: list[tuple[int, str]]) -> tuple[int, str] | None:
    """Combine the pool's (value, text) items pairwise with random operators until one is
    left; None if a step would leave the positive integers (so every intermediate is one)."""
    while len(pool) > 1:
        left, right = (pool.pop(rng.randrange(len(pool))) for _ in range(2))
        combined = _combine(rng.choice("+-*/"), left, right)
        if combined is None:
            return None
        pool.append(combined)
    return pool[0]


def _combine(op: str, left: tuple[int, str], right: tuple[int, str]) -> tuple[int, str] | None:
    if op in "-/" and left[0] < right[0]:
        left, right = right, left
    a, b = left[0], right[0]
    values = {"+": a + b, "-": a - b, "*": a * b, "/": a // b if a % b == 0 else 0}
    if values[op] <= 0 or (op == "/" and b == 1):
        return None
    return values[op], f"{_operand(left[1])} {op} {_operand(right[1])}"


def _operand(text: str) -> str:
    return text if text.isdigit() else f"({text})"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


SPLITS = {"train": 100_000, "eval": 1_000, **{name: len(members) for name, members in _easy_puzzles().items()}}
