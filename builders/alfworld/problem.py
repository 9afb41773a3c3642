"""A generated game's content and its PDDL problem in ALFWorld's `initial_state.pddl` form.

Used by the generator. The problem declares what ALFWorld's problems declare: the agent, every
object and receptacle type of ALFRED as `otype`/`rtype` constants (the domain's actions name
some, e.g. `SinkBasinType`), the objects, receptacles and locations; its `:init` holds their
types, abilities (pickupable, cleanable, heatable, ...), which object is in which receptacle
and at which location, which receptacle stands where, and `canContain` for every receptacle
and object type present. Without `canContain` no object can be put anywhere and the engine
fails to load the game. The `:goal` is the task type's goal from the wheel's goal library.
Ids are escaped as ALFRED escapes them (`|` → `_bar_`, `-` → `_minus_`, ...).
"""

from __future__ import annotations

from dataclasses import dataclass

from builders.alfworld.scenes import Receptacle, Scene
from sandboxes.inside.envs.alfworld import wheel

_ESCAPES = (("-", "_minus_"), ("|", "_bar_"), ("+", "_plus_"), (".", "_dot_"), (",", "_comma_"))


@dataclass(frozen=True)
class Item:
    """An object in the room: its ALFRED id, its type and the receptacle it starts in."""

    id: str
    type: str
    receptacle: Receptacle


@dataclass(frozen=True)
class GameSpec:
    """Everything one generated game is made of; `parent_target` is '' for look-at tasks and
    `toggle_target` '' for all others."""

    trial: str
    task_type: str
    scene: Scene
    object_target: str
    parent_target: str
    toggle_target: str
    items: tuple[Item, ...]


def escape(alfred_id: str) -> str:
    """An ALFRED id or location as a PDDL name (`Mug|+00.10|...` → `Mug_bar__plus_00_dot_10...`)."""
    for char, replacement in _ESCAPES:
        alfred_id = alfred_id.replace(char, replacement)
    return alfred_id


def problem_text(spec: GameSpec) -> str:
    """The game's PDDL problem, goal included."""
    goal_library = wheel.import_alfworld("alfworld.gen.goal_library")
    goal = goal_library.gdict[spec.task_type]["pddl"].format(
        obj=spec.object_target, recep=spec.parent_target, toggle=spec.toggle_target, mrecep=""
    )
    objects = "\n        ".join(_declarations(spec))
    facts = "\n        ".join(_facts(spec))
    head = f"(define (problem plan_{spec.trial})\n(:domain alfred)\n"
    return f"{head}(:objects\n        {objects}\n    )\n(:init\n        {facts}\n    )\n{goal.replace('#', '-')}"


def _declarations(spec: GameSpec) -> list[str]:
    object_types, receptacle_types = type_names()
    lines = ["agent1 - agent"]
    lines += [f"{name}Type - otype" for name in object_types]
    lines += [f"{name}Type - rtype" for name in receptacle_types]
    lines += [f"{escape(item.id)} - object" for item in spec.items]
    lines += [f"{escape(r.id)} - receptacle" for r in spec.scene.receptacles]
    lines += [f"{escape(location)} - location" for location in sorted(_locations(spec.scene))]
    return lines


def _facts(spec: GameSpec) -> list[str]:
    return [
        *_receptacle_facts(spec.scene),
        *(fact for item in spec.items for fact in _item_facts(item)),
        *_can_contain_facts(spec),
        f"(atLocation agent1 {escape(spec.scene.start)})",
    ]


def _receptacle_facts(scene: Scene) -> list[str]:
    constants = wheel.import_alfworld("alfworld.gen.constants")
    facts = []
    for receptacle in scene.receptacles:
        name = escape(receptacle.id)
        facts.append(f"(receptacleType {name} {receptacle.type}Type)")
        facts.append(f"(receptacleAtLocation {name} {escape(receptacle.location)})")
        if receptacle.type in constants.OPENABLE_CLASS_SET:
            facts.append(f"(openable {name})")
    return facts


def _item_facts(item: Item) -> list[str]:
    constants = wheel.import_alfworld("alfworld.gen.constants")
    name = escape(item.id)
    facts = [
        f"(objectType {name} {item.type}Type)",
        f"(inReceptacle {name} {escape(item.receptacle.id)})",
        f"(objectAtLocation {name} {escape(item.receptacle.location)})",
    ]
    abilities = constants.VAL_ACTION_OBJECTS
    predicates = {"Cleanable": "cleanable", "Heatable": "heatable", "Coolable": "coolable", "Sliceable": "sliceable"}
    facts += [f"({predicate} {name})" for key, predicate in predicates.items() if item.type in abilities[key]]
    if item.type in abilities["Toggleable"]:
        facts.append(f"(toggleable {name})")
    else:
        facts.append(f"(pickupable {name})")
    if item.type in constants.MOVABLE_RECEPTACLES_SET:
        facts.append(f"(isReceptacleObject {name})")
    return facts


def _can_contain_facts(spec: GameSpec) -> list[str]:
    constants = wheel.import_alfworld("alfworld.gen.constants")
    object_types = sorted({item.type for item in spec.items})
    return [
        f"(canContain {rtype}Type {otype}Type)"
        for rtype in sorted(spec.scene.receptacle_types)
        for otype in object_types
        if otype in constants.VAL_RECEPTACLE_OBJECTS.get(rtype, ())
    ]


def _locations(scene: Scene) -> set[str]:
    return {r.location for r in scene.receptacles} | {scene.start}


def type_names() -> tuple[list[str], list[str]]:
    """ALFRED's object types and fixed receptacle types, sorted (the `otype`/`rtype` constants)."""
    constants = wheel.import_alfworld("alfworld.gen.constants")
    receptacle_types = set(constants.RECEPTACLES) - constants.MOVABLE_RECEPTACLES_SET
    return sorted(constants.OBJECTS_SET - receptacle_types), sorted(receptacle_types)
