"""The game set the env plays, and task ids: the shipped games, or the full upstream data.

Both are read the same way, in ALFWorld's layout `<split>/<task>/<trial>/` (a trial directory
holds `traj_data.json` and `game.tw-pddl`); a split's games are its trial directories sorted
by path, and task `<split>-<index, six digits>` is the index-th of them.

- Shipped (default): the trial directories of `data/alfworld/games/` (committed), played from the
  game files the build wrote under `data/alfworld/json_2.1.1/` (`builders.alfworld.build`).
- Upstream: when `ALFWORLD_DATA` is set, `$ALFWORLD_DATA/json_2.1.1/` (train, valid_seen,
  valid_unseen), as `alfworld-download` and `alfworld-generate` leave it.

Trials are kept as ALFWorld's own loader (`AlfredTWEnv.collect_game_files`) keeps them, so no
task id names a game that cannot be played: trials of the six task types only (read from the
task directory's name, which in ALFWorld's data begins with its traj_data's `task_type`), not
the `movable` and `Sliced` variants, and only those whose `game.tw-pddl` exists and says
`"solvable": true` (a game file without the key, or one that is no JSON object, is skipped
too). A shipped game not built yet is the exception: it keeps its id, and its reset says how
to build it. `GameSet.skipped` counts what was left out, by reason.

An index is cached per directory: each game file is read once to index it, and again when its
task is reset.
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
from sandboxes.registry import shipped_data

SOURCE_DIR = shipped_data("alfworld") / "games"
BUILT_DIR = shipped_data("alfworld") / "json_2.1.1"
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
_BUILD_COMMAND = "python -m builders.alfworld.build"
LAYOUT = (
    f"{DATA_VARIABLE} is the directory that holds json_2.1.1/, as alfworld-download and alfworld-generate "
    f"leave it: json_2.1.1/<split>/<task type>-<...>/<trial>/ with {TRAJ_FILE} and {GAME_FILE} "
    "(splits train, valid_seen, valid_unseen)"
)


@dataclass(frozen=True)
class GameSet:
    """Games by split: `trials[split]` the sorted trial directories (relative to `index_root`),
    played from `<game_root>/<trial>/game.tw-pddl`."""

    index_root: Path
    game_root: Path
    trials: dict[str, tuple[Path, ...]]
    skipped: dict[str, int]

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


@functools.cache
def _index(index_root: Path, game_root: Path) -> GameSet:
    """The playable trial directories under `index_root`, by split (see the module docstring)."""
    if not index_root.is_dir():
        raise EnvError(f"no alfworld games: {index_root} is not a directory{_misplaced(index_root)}; {LAYOUT}")
    trials: dict[str, list[Path]] = {}
    skipped: dict[str, int] = {}
    for trial in trial_dirs(index_root):
        relative = trial.relative_to(index_root)
        reason = _unplayable(relative, game_root / relative / GAME_FILE, shipped=game_root == BUILT_DIR)
        if reason:
            skipped[reason] = skipped.get(reason, 0) + 1
        else:
            trials.setdefault(relative.parts[0], []).append(relative)
    if not trials:
        found = f" (skipped: {_counts(skipped)})" if skipped else ""
        raise EnvError(f"no playable alfworld games under {index_root}{found}; {LAYOUT}")
    return GameSet(index_root, game_root, {split: tuple(paths) for split, paths in sorted(trials.items())}, skipped)


def _unplayable(relative: Path, game_file: Path, shipped: bool) -> str:
    """Why ALFWorld's loader would leave this trial out, or "" if it keeps it."""
    task = relative.parts[1]
    if "movable" in str(relative) or "Sliced" in str(relative):
        return "movable or sliced variant"
    if task.split("-", 1)[0] not in TASK_TYPES:
        return "other task type"
    if not game_file.is_file():
        return "" if shipped else f"no {GAME_FILE}"
    try:
        content = json.loads(game_file.read_text())
    except (OSError, ValueError):
        return f"{GAME_FILE} not JSON"
    if not isinstance(content, dict) or "solvable" not in content:
        return "no solvable key"
    return "" if content["solvable"] else "unsolvable"


def _misplaced(index_root: Path) -> str:
    """A hint when the variable names the folder of the splits itself (json_2.1.1), not its parent."""
    if any((index_root.parent / split).is_dir() for split in ("train", "valid_seen", "valid_unseen")):
        return f" ({index_root.parent} holds the splits itself: set {DATA_VARIABLE} to the directory above it)"
    return ""


def _counts(skipped: dict[str, int]) -> str:
    return ", ".join(f"{count} {reason}" for reason, count in sorted(skipped.items()))
