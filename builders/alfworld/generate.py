"""The game generator: ALFWorld games in ALFWorld's on-disk format, from the wheel's scenes.

    python -m builders.alfworld.generate        # rewrites data/alfworld/games/ (then run the build)

For each split and task type it draws games from a private RNG seeded by the game's place in
the set (`<split>/<task type>/<index>`), so a rerun writes the same files. A game is a scene
(`scenes.py`; train games use ALFRED's train rooms, eval games its held-out test rooms), a
target object type and a target receptacle type that can hold it (or a desk lamp, for
look-at-in-light), and the room's portable objects placed in receptacles that can hold them:
1-3 of the target (2-3 for pick-two), never starting where the goal wants them, and a few
other types as distractors. A look-at-in-light game puts a desk lamp on a desk, side table or
dresser: the goal asks for the lamp's receptacle's location, so a lamp in no receptacle would
make it unreachable.

Each game's walkthrough is written from its content and proven by playing it on the engine
(`plans.py`); only then is the game written:
`initial_state.pddl` (the problem, `problem.py`) and `traj_data.json` (task type, scene,
`pddl_params` as ALFRED names them, plus our `task_desc` and `walkthrough`).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from builders.alfworld.build import game_data
from builders.alfworld.plans import solve
from builders.alfworld.problem import GameSpec, Item, problem_text
from builders.alfworld.scenes import Receptacle, Scene, format_id, load_scene, room_type
from sandboxes.inside.envs.alfworld import wheel
from sandboxes.inside.envs.alfworld.tasks import PROBLEM_FILE, SOURCE_DIR, TRAJ_FILE

GAMES_PER_TASK_TYPE = {"train": 10, "eval": 3}
LAMP_HOLDERS = ("Desk", "SideTable", "Dresser")
MAX_COPIES = 3
DISTRACTOR_TYPES = (4, 8)
_DRAWS_PER_GAME = 500


@dataclass(frozen=True)
class TaskKind:
    """What a task type needs: an appliance receptacle (SinkBasin, ...), an ability of the
    object (ALFRED's `VAL_ACTION_OBJECTS` key), how many copies of it, a desk lamp."""

    appliance: str = ""
    ability: str = ""
    copies: int = 1
    lamp: bool = False


TASK_KINDS = {
    "pick_and_place_simple": TaskKind(),
    "look_at_obj_in_light": TaskKind(lamp=True),
    "pick_clean_then_place_in_recep": TaskKind(appliance="SinkBasin", ability="Cleanable"),
    "pick_heat_then_place_in_recep": TaskKind(appliance="Microwave", ability="Heatable"),
    "pick_cool_then_place_in_recep": TaskKind(appliance="Fridge", ability="Coolable"),
    "pick_two_obj_and_place": TaskKind(copies=2),
}


def split_scenes(split: str) -> list[int]:
    """ALFRED's train rooms for `train`, its held-out test rooms for `eval`."""
    constants = wheel.import_alfworld("alfworld.gen.constants")
    scenes: list[int] = {"train": constants.TRAIN_SCENE_NUMBERS, "eval": constants.TEST_SCENE_NUMBERS}[split]
    return scenes


def draw_game(split: str, task_type: str, index: int) -> GameSpec:
    """The `index`-th game of `task_type` in `split` (without its walkthrough); RuntimeError if no
    room of the split can host the task type."""
    constants = wheel.import_alfworld("alfworld.gen.constants")
    seed = f"alfworld-game/{split}/{task_type}/{index}"
    rng = random.Random(seed)
    trial = "trial_" + hashlib.sha256(seed.encode()).hexdigest()[:12]
    rooms = [n for n in split_scenes(split) if room_type(n) in constants.GOALS_VALID[task_type]]
    for _ in range(_DRAWS_PER_GAME):
        spec = _draw_in_scene(load_scene(rng.choice(rooms)), task_type, trial, rng)
        if spec is not None:
            return spec
    raise RuntimeError(f"no room of {split} hosts a {task_type} game")


def _draw_in_scene(scene: Scene, task_type: str, trial: str, rng: random.Random) -> GameSpec | None:
    """A game of `task_type` in `scene`, or None when the room lacks what the task needs."""
    kind = TASK_KINDS[task_type]
    holders = holders_by_type(scene)
    lamp_holders = scene.receptacles_of(*LAMP_HOLDERS)
    if kind.appliance and not scene.receptacles_of(kind.appliance):
        return None
    if kind.lamp and ("DeskLamp" not in scene.object_types or not lamp_holders):
        return None
    pairs = [(target, parent) for target in sorted(holders) for parent in _parent_types(kind, target, holders)]
    if not pairs:
        return None
    target, parent = rng.choice(pairs)
    items = _place_target(kind, target, parent, holders[target], rng)
    items += _place_distractors(target, holders, rng, {item.id for item in items})
    if kind.lamp:
        items.append(_item("DeskLamp", rng.choice(lamp_holders), rng, {item.id for item in items}))
    toggle = "DeskLamp" if kind.lamp else ""
    return GameSpec(trial, task_type, scene, target, parent, toggle, tuple(items))


def holders_by_type(scene: Scene) -> dict[str, list[Receptacle]]:
    """Each portable object type of the room mapped to the receptacles that can hold it (ALFRED's
    `VAL_RECEPTACLE_OBJECTS`); types nothing can hold (windows, light switches) are left out."""
    constants = wheel.import_alfworld("alfworld.gen.constants")
    fixed = set(constants.RECEPTACLES) - constants.MOVABLE_RECEPTACLES_SET
    portable = sorted((scene.object_types & constants.OBJECTS_SET) - fixed - {"DeskLamp", "FloorLamp"})
    holders = {
        otype: [r for r in scene.receptacles if otype in constants.VAL_RECEPTACLE_OBJECTS.get(r.type, ())]
        for otype in portable
    }
    return {otype: receptacles for otype, receptacles in holders.items() if receptacles}


def _parent_types(kind: TaskKind, target: str, holders: dict[str, list[Receptacle]]) -> list[str]:
    """The receptacle types a `target` may be asked into: ones that can hold it, not the task's
    appliance, and leaving it somewhere else to start ('' alone for look-at tasks)."""
    constants = wheel.import_alfworld("alfworld.gen.constants")
    if kind.ability and target not in constants.VAL_ACTION_OBJECTS[kind.ability]:
        return []
    if kind.lamp:
        return [""]
    types = sorted({r.type for r in holders[target]} - {kind.appliance})
    return [p for p in types if _start_receptacles(holders[target], kind, p)]


def _start_receptacles(holders: list[Receptacle], kind: TaskKind, parent: str) -> list[Receptacle]:
    return [r for r in holders if r.type not in (parent, kind.appliance)]


def _place_target(
    kind: TaskKind, target: str, parent: str, holders: list[Receptacle], rng: random.Random
) -> list[Item]:
    starts = _start_receptacles(holders, kind, parent)
    items: list[Item] = []
    for _ in range(rng.randint(kind.copies, MAX_COPIES)):
        items.append(_item(target, rng.choice(starts), rng, {item.id for item in items}))
    return items


def _place_distractors(
    target: str, holders: dict[str, list[Receptacle]], rng: random.Random, taken: set[str]
) -> list[Item]:
    others = [otype for otype in sorted(holders) if otype != target]
    chosen = rng.sample(others, min(len(others), rng.randint(*DISTRACTOR_TYPES)))
    items = []
    for otype in chosen:
        for _ in range(rng.randint(1, 2)):
            item = _item(otype, rng.choice(holders[otype]), rng, taken)
            taken.add(item.id)
            items.append(item)
    return items


def _item(otype: str, receptacle: Receptacle, rng: random.Random, taken: set[str]) -> Item:
    """An object of `otype` in `receptacle`, its id (ALFRED's `Type|x|y|z`) near the receptacle's."""
    x, y, z = receptacle.position
    while True:
        position = (x + rng.uniform(-0.3, 0.3), y + rng.uniform(0.0, 0.3), z + rng.uniform(-0.3, 0.3))
        if (item_id := format_id(otype, position)) not in taken:
            return Item(item_id, otype, receptacle)


def traj_data(spec: GameSpec, task_desc: str, walkthrough: list[str]) -> dict[str, Any]:
    """The game's traj_data.json: ALFRED's keys the ALFWorld loaders read, plus ours."""
    return {
        "task_id": spec.trial,
        "task_type": spec.task_type,
        "scene": {"floor_plan": f"FloorPlan{spec.scene.number}", "scene_num": spec.scene.number},
        "pddl_params": {
            "object_target": spec.object_target,
            "parent_target": spec.parent_target,
            "toggle_target": spec.toggle_target,
            "mrecep_target": "",
            "object_sliced": False,
        },
        "task_desc": task_desc,
        "walkthrough": walkthrough,
    }


def task_description(spec: GameSpec, rng: random.Random) -> str:
    """The task's wording: one of the wheel's goal-library templates for its type, filled in."""
    goal_library = wheel.import_alfworld("alfworld.gen.goal_library")
    template: str = rng.choice(goal_library.gdict[spec.task_type]["templates"])
    names = {"obj": spec.object_target, "recep": spec.parent_target, "toggle": spec.toggle_target}
    return template.format(mrecep="", **{key: name.lower() for key, name in names.items()})


def game_directory(spec: GameSpec) -> Path:
    """The game's `<task>/<trial>` directory, named as ALFRED names them (`<type>-<object>-<movable
    receptacle>-<receptacle or lamp>-<scene>`)."""
    target = spec.parent_target or spec.toggle_target
    return Path(f"{spec.task_type}-{spec.object_target}-None-{target}-{spec.scene.number}") / spec.trial


def generate_game(split: str, task_type: str, index: int, out: Path, logic: tuple[str, str]) -> Path:
    """Draw, plan, verify and write one game; the directory it was written to."""
    spec = draw_game(split, task_type, index)
    problem = problem_text(spec)
    desc = task_description(spec, random.Random(spec.trial))
    walkthrough = solve(spec, game_data({"task_desc": desc, "walkthrough": None}, problem, *logic))
    directory = out / split / game_directory(spec)
    directory.mkdir(parents=True, exist_ok=True)
    (directory / PROBLEM_FILE).write_text(problem)
    (directory / TRAJ_FILE).write_text(json.dumps(traj_data(spec, desc, walkthrough), indent=2) + "\n")
    return directory


def main() -> None:
    parser = argparse.ArgumentParser(description="Generate the shipped ALFWorld games (then run the build).")
    parser.add_argument("--out", type=Path, default=SOURCE_DIR, help="output directory (default: %(default)s)")
    args = parser.parse_args()
    logic = wheel.logic()
    for split, count in GAMES_PER_TASK_TYPE.items():
        shutil.rmtree(args.out / split, ignore_errors=True)
        for task_type in TASK_KINDS:
            for index in range(count):
                directory = generate_game(split, task_type, index, args.out, logic)
                print(directory.relative_to(args.out), flush=True)


if __name__ == "__main__":
    main()
