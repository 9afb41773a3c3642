"""The golden episode of an ALFWorld task: its game's walkthrough.

Every game file holds a walkthrough (ALFWorld's expert plan for the downloaded games; for the
shipped ones, the generator's plan, proven on the engine when it wrote them), so playing it from
the reset wins. Tests and benchmarks use it as an ideal policy's episode.
"""

from __future__ import annotations

from sandboxes.errors import EnvError
from sandboxes.inside.envs.alfworld.tasks import load_game


def golden_actions(task_id: str) -> list[str]:
    """The walkthrough of task `task_id`: commands that win its game, played from the reset."""
    walkthrough = load_game(task_id).content.get("walkthrough")
    if not walkthrough:
        raise EnvError(f"alfworld task {task_id}: its game file has no walkthrough")
    return [str(command) for command in walkthrough]
