"""The golden episode of a Countdown task: the expression its puzzle was built from.

Every generated puzzle is built from an expression over its numbers (`tasks`), so that
expression is a correct answer; tests and benchmarks use it as an ideal policy's episode.
"""

from __future__ import annotations

from sandboxes.inside.envs.countdown.tasks import generate_puzzle


def golden_actions(task_id: str) -> list[str]:
    """The one action that solves task `task_id`; EnvError for an unknown id."""
    return [generate_puzzle(task_id).solution]
