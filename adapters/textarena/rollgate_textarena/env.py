"""TextArena's single-player games, played by TextArena's own code.

The job names the game in its env options, `{"game": "<a TextArena id>"}` (default
TowerOfHanoi-v0); a task is a seed. The game is made as `textarena.make` makes it, with the
action wrappers TextArena registers for it (ActionFormattingWrapper puts a bare move in brackets)
and none of its observation wrappers: the chat is the history, so each observation is what the
game said since the agent's last move, each message on a line as TextArena's
LLMObservationWrapper writes it (`[GAME] ...`), the agent's own move left out. The reward is the
one TextArena's `close()` gives the player when the game ends (1 for a solved puzzle, a share of
it for partial progress where the game scores one, -1 after repeated invalid moves), 0 before.
"""

from __future__ import annotations

import json
from typing import Any

import textarena as ta
from textarena.core import ActionWrapper, ObservationType, Wrapper

from rollgate_textarena.about import DEFAULT_GAME, DESCRIPTION, SPLITS, seed_for
from sandboxes.errors import EnvError
from sandboxes.protocol import Environment, Reset, StepResult, anchor_state, from_task


class TextArenaEnv(Environment):
    name = "textarena"
    description = DESCRIPTION
    agent = ""

    def __init__(self) -> None:
        self._game: Any = None

    @classmethod
    def splits(cls) -> dict[str, int]:
        return dict(SPLITS)

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        game_id = _game_option(options)
        game_seed = from_task(task, "textarena", "an id or data {'seed': N}", inline=_inline, by_id=seed_for)
        self._game = _made(game_id)
        try:
            self._game.reset(num_players=1, seed=game_seed)
        except AssertionError as exc:  # its game states assert their player count
            raise EnvError(f"TextArena game {game_id!r} is not a single-player game ({exc})") from exc
        return Reset(observation=self._news(), anchor_state=self._anchor(), info={"game": game_id, "seed": game_seed})

    def step(self, action: str) -> StepResult:
        done, step_info = self._game.step(action)
        observation, info = self._news(), _plain(step_info)
        if not done:
            return StepResult(observation=observation, reward=0.0, done=False, anchor_state=self._anchor(), info=info)
        rewards, game_info = self._game.close()
        reward = float(rewards[0])
        return StepResult(observation=observation, reward=reward, done=True, anchor_state=self._anchor(),
                          info={**info, **_plain(game_info.get(0, {})), "success": reward == 1.0})

    def close(self) -> None:
        self._game = None

    def _news(self) -> str:
        """What the game said since the agent's last move, as LLMObservationWrapper writes each message."""
        _, messages = self._game.get_observation()
        roles = self._game.state.role_mapping
        return "\n".join(f"[{'GAME' if sender == ta.GAME_ID else roles.get(sender, f'Player {sender}')}] {message}"
                         for sender, message, kind in messages if kind != ObservationType.PLAYER_ACTION)

    def _anchor(self) -> str:
        return anchor_state(f"{self._game.env_id} {self._game.state.game_state!r}")


def _made(game_id: str) -> Any:
    """TextArena's game `game_id`, wrapped in its registered action wrappers only."""
    try:
        game = ta.make(game_id)
    except ValueError as exc:
        examples = f"{DEFAULT_GAME!r}, 'Sudoku-v0', 'Mastermind-v0'"
        raise EnvError(f"unknown TextArena game {game_id!r} (a TextArena id, e.g. {examples})") from exc
    action_wrappers = []
    while isinstance(game, Wrapper):
        if isinstance(game, ActionWrapper):
            action_wrappers.append(type(game))
        game = game.env
    for wrapper in reversed(action_wrappers):
        game = wrapper(game)
    return game


def _game_option(options: dict[str, Any]) -> str:
    if not set(options) <= {"game"} or not isinstance(game := options.get("game", DEFAULT_GAME), str):
        raise EnvError(f"textarena's options are {{'game': '<a TextArena id>'}}, got {options!r:.200}")
    return game


def _inline(data: Any) -> int:
    if set(data) != {"seed"} or type(data["seed"]) is not int or not 0 <= data["seed"] < 2**32:
        raise EnvError(f"an inline textarena task is {{'seed': N}} with 0 <= N < 2**32, got {data!r:.200}")
    return int(data["seed"])


def _plain(info: dict[Any, Any]) -> dict[str, Any]:
    """`info` as JSON would carry it (what is not JSON, as its text)."""
    plain: dict[str, Any] = json.loads(json.dumps({str(key): value for key, value in info.items()}, default=str))
    return plain
