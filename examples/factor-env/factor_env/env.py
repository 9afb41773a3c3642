"""The factor env: the agent names the prime factorisation of a number; a wrong answer gets
feedback and another try, up to three. Reward 1 for the right factorisation, else 0."""

from __future__ import annotations

import re
from typing import Any

from sympy import factorint

from factor_env.tasks import SPLITS, number_for
from sandboxes.errors import EnvError
from sandboxes.protocol import Environment, Reset, StepResult, anchor_state, from_task

TRIES = 3
_PRODUCT = re.compile(r"\s*\d{1,12}(\s*\*\s*\d{1,12}){0,40}\s*")


class FactorEnv(Environment):
    name = "factor"
    description = "Factor a number into primes, in up to three tries (checked with sympy)."
    agent = ""

    def __init__(self) -> None:
        self._number = 0
        self._tries = 0

    @classmethod
    def splits(cls) -> dict[str, int]:
        return dict(SPLITS)

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        if options:
            raise EnvError(f"the factor env takes no options, got {sorted(options)!r:.200}")
        self._number = from_task(task, "factor", "an id or data {'number': N}", inline=_inline, by_id=number_for)
        self._tries = 0
        return Reset(observation=f"Factor {self._number} into primes.", anchor_state=self._anchor(),
                     info={"number": self._number})

    def step(self, action: str) -> StepResult:
        self._tries += 1
        verdict = _verdict(action, self._number)
        done = verdict == "" or self._tries == TRIES
        if verdict == "":
            observation = f"Correct: {action.strip()} = {self._number}."
        else:
            observation = f"Incorrect: {verdict}." + ("" if done else f" Try again: factor {self._number} into primes.")
        return StepResult(observation=observation, reward=1.0 if verdict == "" else 0.0, done=done,
                          anchor_state=self._anchor(), info={"correct": verdict == ""})

    def _anchor(self) -> str:
        return anchor_state(f"factor {self._number} try {self._tries}")


def _inline(data: Any) -> int:
    if set(data) != {"number"} or not isinstance(data["number"], int) or not 2 <= data["number"] < 10**12:
        raise EnvError(f"an inline factor task is {{'number': N}} with 2 <= N < 10**12, got {data!r:.200}")
    return int(data["number"])


def _verdict(action: str, number: int) -> str:
    """Why `action` is not the prime factorisation of `number`; "" when it is."""
    if not _PRODUCT.fullmatch(action):
        return f"{action.strip()[:80]!r} is not a product of whole numbers such as 2*3*7"
    factors = [int(part) for part in action.split("*")]
    product = 1
    for factor in factors:
        product *= factor
    if product != number:
        return f"{action.strip()} = {product}, not {number}"
    wanted = sorted(prime for prime, power in factorint(number).items() for _ in range(power))
    return "" if sorted(factors) == wanted else f"{action.strip()} has factors that are not prime"
