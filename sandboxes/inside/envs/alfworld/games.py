"""The game set the env plays, and task ids: the shipped games, or the full upstream data.

Both are read the same way, in ALFWorld's layout `<split>/<task>/<trial>/` (a trial directory
holds `traj_data.json` and `game.tw-pddl`); a split's games are its trial directories sorted
by path, and task `<split>-<index, six digits>` is the index-th of them.

- Shipped (default): the trial directories of `games/` (committed), played from the game files
  the build wrote under `built/json_2.1.1/` (see `build.py`).
- Upstream: when `ALFWORLD_DATA` is set, `$ALFWORLD_DATA/json_2.1.1/` (train, valid_seen,
  valid_unseen). As ALFWorld's own loader does, trials of other task types and the `movable`
  and `Sliced` variants are left out; a game marked unsolvable is refused when reset.

An index is cached per directory: listing the directories is cheap, and game files are opened
only when a task is reset.
"""

from __future__ import annotations

import functools
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside.envs.alfworld.wheel import DATA_VARIABLE

PACKAGE_DIR = Path(__file__).resolve().parent
SOURCE_DIR = PACKAGE_DIR / "games"
BUILT_DIR = PACKAGE_DIR / "built" / "json_2.1.1"
GAME_FILE = "game.tw-pddl"
TRAJ_FILE = "traj_data.json"
PROBLEM_FILE = "initial_state.pddl"

TASK_TYPES = (
    "pick_and_place_simple",
    "look_at_obj_in_light",
    "pick_clean_then_place_in_recep",
    "pick_heat_then_place_in_recep",
    "pick_cool_then_place_in_recep",
    "pick_two_obj_and_place",
)
_TASK_ID = re.compile(r"(?P<split>[a-z_]+)-(?P<index>\d{6})")
_BUILD_COMMAND = "python -m sandboxes.inside.envs.alfworld.build"


@dataclass(frozen=True)
class GameSet:
    """Games by split: `trials[split]` the sorted trial directories (relative to `index_root`),
    played from `<game_root>/<trial>/game.tw-pddl`."""

    index_root: Path
    game_root: Path
    trials: dict[str, tuple[Path, ...]]

    @property
    def shipped(self) -> bool:
        return self.game_root == BUILT_DIR

    def split_sizes(self) -> dict[str, int]:
        return {split: len(trials) for split, trials in self.trials.items()}

    def trial(self, task_id: str) -> Path:
        """The trial directory (relative) of task `task_id`; EnvError if there is no such task."""
        match = _TASK_ID.fullmatch(task_id)
        trials = self.trials.get(match["split"], ()) if match else ()
        if match is None or int(match["index"]) >= len(trials):
            ranges = ", ".join(f"{s}-000000..{s}-{len(t) - 1:06d}" for s, t in sorted(self.trials.items()))
            raise EnvError(f"unknown alfworld task id {task_id!r:.100}: ids are {ranges} (games in {self.index_root})")
        return trials[int(match["index"])]


@dataclass(frozen=True)
class LoadedGame:
    """One game ready for the engine: its trial path, its game file's content and its traj_data."""

    trial: Path
    content: dict[str, Any]
    traj_data: dict[str, Any]

    @property
    def task_type(self) -> str:
        return str(self.traj_data.get("task_type", ""))


def trial_dirs(root: Path) -> list[Path]:
    """The game directories (`<split>/<task>/<trial>`, holding a traj_data.json) under `root`, sorted."""
    return sorted(path.parent for path in root.glob(f"*/*/*/{TRAJ_FILE}"))


def game_set() -> GameSet:
    """The games in use now: `$ALFWORLD_DATA/json_2.1.1` when the variable is set, else the shipped ones."""
    data = os.environ.get(DATA_VARIABLE)
    if data:
        root = Path(data) / "json_2.1.1"
        return _index(root, root)
    return _index(SOURCE_DIR, BUILT_DIR)


def load_game(task_id: str) -> LoadedGame:
    """The game of `task_id`, read from its game file; EnvError if the id is unknown, the game
    is not built or not there, or it is marked unsolvable."""
    games = game_set()
    trial = games.trial(task_id)
    path = games.game_root / trial / GAME_FILE
    if not path.is_file():
        hint = f"run `{_BUILD_COMMAND}`" if games.shipped else "generate it with ALFWorld's alfworld-generate"
        raise EnvError(f"alfworld task {task_id}: no game file {path}; {hint}")
    content = json.loads(path.read_text())
    if not content.get("solvable"):
        raise EnvError(f"alfworld task {task_id}: the game {trial} is marked unsolvable")
    traj_data = json.loads((games.game_root / trial / TRAJ_FILE).read_text())
    return LoadedGame(trial, content, traj_data)


def golden_actions(task_id: str) -> list[str]:
    """The walkthrough of task `task_id`: commands that win its game, played from the reset."""
    walkthrough = load_game(task_id).content.get("walkthrough")
    if not walkthrough:
        raise EnvError(f"alfworld task {task_id}: its game file has no walkthrough")
    return [str(command) for command in walkthrough]


@functools.cache
def _index(index_root: Path, game_root: Path) -> GameSet:
    """The trial directories under `index_root`, by split, keeping only the six task types."""
    if not index_root.is_dir():
        raise EnvError(f"no alfworld games: {index_root} is not a directory (is {DATA_VARIABLE} right?)")
    trials: dict[str, list[Path]] = {}
    for trial in trial_dirs(index_root):
        relative = trial.relative_to(index_root)
        split, task, _ = relative.parts
        if task.split("-", 1)[0] in TASK_TYPES and "movable" not in task and "Sliced" not in task:
            trials.setdefault(split, []).append(relative)
    if not trials:
        raise EnvError(f"no alfworld games under {index_root} (expected <split>/<task>/<trial>/{TRAJ_FILE})")
    return GameSet(index_root, game_root, {split: tuple(paths) for split, paths in sorted(trials.items())})
