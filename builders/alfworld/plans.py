"""A generated game's walkthrough: a plan written from the game's content, proven on the engine.

The generator knows where every object starts, so the plan is the obvious one: for each
target copy the task needs, go to where it is, open that receptacle if it is closed, take it,
treat it at the appliance (clean at a sink basin, heat in a microwave, cool in a fridge) and
put it in the target receptacle (opening it first), or, for look-at-in-light, carry it to the
desk lamp and switch the lamp on. Commands use the names the engine gives its objects. The
plan is trusted only once `check_walkthrough` has played it on a fresh engine, every command
admissible when issued and the game won by the last one. (fast-downward, the planner the wheel
ships, plans these games too, but on pick-two games its search grew past several GiB.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from builders.alfworld.problem import GameSpec, Item, escape
from builders.alfworld.scenes import Receptacle
from sandboxes.inside.envs.alfworld import wheel
from sandboxes.inside.envs.alfworld.engine import Game

_TREATMENTS = {
    "pick_clean_then_place_in_recep": ("clean", "SinkBasin"),
    "pick_heat_then_place_in_recep": ("heat", "Microwave"),
    "pick_cool_then_place_in_recep": ("cool", "Fridge"),
}


@dataclass
class _Route:
    """Commands so far, with where the agent stands and which receptacles it has opened."""

    names: dict[str, str]
    commands: list[str] = field(default_factory=list)
    at: str = ""
    opened: set[str] = field(default_factory=set)

    def name(self, alfred_id: str) -> str:
        return self.names[escape(alfred_id).lower()]

    def go(self, receptacle: Receptacle, *, open_it: bool = False) -> None:
        if self.at != receptacle.id:
            self.commands.append(f"go to {self.name(receptacle.id)}")
            self.at = receptacle.id
        openable = wheel.import_alfworld("alfworld.gen.constants").OPENABLE_CLASS_SET
        if open_it and receptacle.type in openable and receptacle.id not in self.opened:
            self.commands.append(f"open {self.name(receptacle.id)}")
            self.opened.add(receptacle.id)

    def do(self, verb: str, item: Item, preposition: str, receptacle: Receptacle) -> None:
        self.commands.append(f"{verb} {self.name(item.id)} {preposition} {self.name(receptacle.id)}")


def walkthrough(spec: GameSpec, names: dict[str, str]) -> list[str]:
    """The commands that win `spec`, given the engine's object names (`Game.names()`)."""
    route = _Route(names)
    copies = 2 if spec.task_type == "pick_two_obj_and_place" else 1
    targets = [item for item in spec.items if item.type == spec.object_target][:copies]
    for item in targets:
        route.go(item.receptacle, open_it=True)
        route.do("take", item, "from", item.receptacle)
        if spec.task_type in _TREATMENTS:
            verb, appliance_type = _TREATMENTS[spec.task_type]
            appliance = spec.scene.receptacles_of(appliance_type)[0]
            route.go(appliance)
            route.do(verb, item, "with", appliance)
        if spec.toggle_target:
            lamp = next(item for item in spec.items if item.type == spec.toggle_target)
            route.go(lamp.receptacle)
            route.commands.append(f"use {route.name(lamp.id)}")
        else:
            parent = spec.scene.receptacles_of(spec.parent_target)[0]
            route.go(parent, open_it=True)
            route.do("move", item, "to", parent)
    return route.commands


def solve(spec: GameSpec, game: dict[str, Any]) -> list[str]:
    """The walkthrough of `spec` (whose game file content is `game`), proven by playing it."""
    engine = Game(game)
    try:
        names = engine.names()
    finally:
        engine.close()
    commands = walkthrough(spec, names)
    check_walkthrough(game, commands)
    return commands


def check_walkthrough(game: Any, commands: list[str]) -> None:
    """Play `commands` on `game` (a path or content); RuntimeError unless each is admissible
    when issued, the game is not won before the last, and the last wins it."""
    engine = Game(game)
    try:
        turn = engine.reset()
        for number, command in enumerate(commands, 1):
            if turn.won or command not in turn.actions:
                raise RuntimeError(f"step {number} {command!r} is not admissible (or the game was already won)")
            turn = engine.step(command)
        if not turn.won:
            raise RuntimeError(f"the {len(commands)} commands do not win the game")
    finally:
        engine.close()
