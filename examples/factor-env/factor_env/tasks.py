"""The task set: each task id names one number, a product of two to four primes below 100."""

from __future__ import annotations

import random

from sandboxes.errors import EnvError

SPLITS = {"train": 10_000, "eval": 500}
PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97)


def number_for(task_id: str) -> int:
    """The number task `task_id` (`<split>-<index, six digits>`) asks to factor; EnvError for another id."""
    split, _, index = task_id.rpartition("-")
    if split not in SPLITS or not index.isdigit() or len(index) != 6 or int(index) >= SPLITS[split]:
        raise EnvError(f"unknown factor task {task_id!r:.80}")
    chance = random.Random(f"{split}:{index}")
    number = 1
    for prime in chance.choices(PRIMES, k=chance.randint(2, 4)):
        number *= prime
    return number
