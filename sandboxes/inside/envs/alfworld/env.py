"""The ALFWorld environment: one household task per episode, played on ALFWorld's text engine.

The observation, the admissible commands and the goal check are the engine's (`engine.py`):
the first observation is the room overview and the task; a command that is not admissible
gets "Nothing happens." and changes nothing. Winning ends the episode with reward 1.0 (`reward`) and
`info["success"]` true; there is no losing, so other episodes end at the runner's turn budget.
Games depend on the task id only; the seed is accepted and ignored (ALFWorld's text games are
deterministic). The anchor state hashes the observation text, as GiGPO anchors ALFWorld steps.
"""

from __future__ import annotations

from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside.envs.alfworld.engine import Game, Turn, import_engine
from sandboxes.inside.envs.alfworld.reward import reward
from sandboxes.inside.envs.alfworld.tasks import game_set, load_game
from sandboxes.protocol import Environment, Reset, StepResult, anchor_state


class AlfworldEnv(Environment):
    name = "alfworld"
    description = "ALFWorld: household tasks in text on TextWorld's PDDL engine (six task types)."
    agent = "services.agents.alfworld:AlfworldAgent"
    data_variable = "ALFWORLD_DATA"

    def __init__(self) -> None:
        self._game: Game | None = None
        self._actions: list[str] = []

    @classmethod
    def warm_up(cls) -> None:
        """The engine's imports and the game index, before the task is known."""
        import_engine()
        game_set()

    @classmethod
    def splits(cls) -> dict[str, int]:
        return game_set().split_sizes()

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        if options:
            raise EnvError(f"alfworld takes no options, got {options!r:.200}")
        if task.get("data"):
            raise EnvError(f"alfworld tasks are task-set ids only, not inline data: got {task['data']!r:.200}")
        game = load_game(task.get("id") or "")
        self._game = Game(game.content)
        turn = self._remember(self._game.reset())
        info = {"task_type": game.task_type, "game": game.trial.as_posix()}
        return Reset(turn.observation, anchor_state(turn.observation), info, turn.actions)

    def step(self, action: str) -> StepResult:
        assert self._game is not None, "OrderEnforcing calls reset first"
        admissible = action.strip() in self._actions
        turn = self._remember(self._game.step(action))
        return StepResult(
            observation=turn.observation,
            reward=reward(turn.won),
            done=turn.won,
            anchor_state=anchor_state(turn.observation),
            info={"success": turn.won, "admissible": admissible},
            actions=turn.actions,
        )

    def close(self) -> None:
        if self._game is not None:
            self._game.close()
            self._game = None

    def _remember(self, turn: Turn) -> Turn:
        self._actions = turn.actions
        return turn
