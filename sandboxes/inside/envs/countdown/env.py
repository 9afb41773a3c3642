"""The Countdown environment: one puzzle per episode, answers judged by the verifier.

Single-turn (default): the first action ends the episode. Multi-turn (`{"multi_turn": true}`):
a wrong answer returns the verifier's feedback with done=False so the agent may retry (the
runner stops it at max_turns); a correct answer ends the episode. Reward is 1.0 for a correct
answer, else 0.0. The puzzle depends on the task only; the seed is accepted and ignored
(seeds are for stochastic environments).
"""

from __future__ import annotations

from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside.envs.countdown.reward import Verdict, verify
from sandboxes.inside.envs.countdown.tasks import SPLITS, Puzzle, puzzle_for_task
from sandboxes.protocol import Environment, Reset, StepResult, anchor_state

_OPTIONS = {"multi_turn"}


class CountdownEnv(Environment):
    name = "countdown"
    description = "Reach a target from 3-4 numbers (2 at the easy level) with + - * / (each number at most once)."
    agent = "services.agents.countdown:CountdownAgent"

    def __init__(self) -> None:
        self._puzzle = Puzzle(numbers=(), target=0)
        self._multi_turn = False

    @classmethod
    def splits(cls) -> dict[str, int]:
        return dict(SPLITS)

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        self._multi_turn = _multi_turn_option(options)
        self._puzzle = puzzle_for_task(task)
        info = {"numbers": list(self._puzzle.numbers), "target": self._puzzle.target}
        return Reset(observation=self._statement(), anchor_state=self._anchor(), info=info)

    def step(self, action: str) -> StepResult:
        verdict = verify(action, self._puzzle.numbers, self._puzzle.target)
        done = verdict.correct or not self._multi_turn
        return StepResult(
            observation=self._feedback(verdict, done),
            reward=1.0 if verdict.correct else 0.0,
            done=done,
            anchor_state=self._anchor(),
            info={"correct": verdict.correct, "value": _json_number(verdict)},
        )

    def _statement(self) -> str:
        numbers = ", ".join(map(str, self._puzzle.numbers))
        return (
            f"Numbers: {numbers}\nTarget: {self._puzzle.target}\n"
            "Write an arithmetic expression that equals the target, using + - * / and parentheses. "
            "Each number may be used at most once; you need not use all of them. "
            "Division is exact: fractions are allowed along the way."
        )

    def _feedback(self, verdict: Verdict, done: bool) -> str:
        if verdict.correct:
            return f"Correct: {verdict.feedback}."
        if done:
            return f"Incorrect: {verdict.feedback}."
        return f"Incorrect: {verdict.feedback}. Try again.\n\n{self._statement()}"

    def _anchor(self) -> str:
        """The puzzle is the whole state: every turn of an episode shares one anchor."""
        return anchor_state(f"countdown {self._puzzle.numbers} -> {self._puzzle.target}")


def _multi_turn_option(options: dict[str, Any]) -> bool:
    if not isinstance(options, dict) or not set(options) <= _OPTIONS:
        raise EnvError(f"countdown options are {sorted(_OPTIONS)}, got {options!r:.200}")
    multi_turn = options.get("multi_turn", False)
    if not isinstance(multi_turn, bool):
        raise EnvError(f"option 'multi_turn' must be true or false, got {multi_turn!r:.50}")
    return multi_turn


def _json_number(verdict: Verdict) -> int | float | None:
    """The answer's value for `info`: an int when whole, a float otherwise, None if invalid."""
    if verdict.value is None:
        return None
    return int(verdict.value) if verdict.value.denominator == 1 else float(verdict.value)
