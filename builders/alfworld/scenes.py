"""AI2-THOR scenes as the alfworld wheel ships them: receptacles, where they stand, what is there.

Used by the game generator only (it needs the `alfworld` package; the env does not import
this module). Each `FloorPlan<N>` of the wheel's `alfworld/gen/layouts` has an `-objects.json`
(every object and receptacle type in the room) and an `-openable.json` (receptacle ids in
ALFRED's `Type|x|y|z` form with the agent pose from which each is reached). Receptacle types
the room has but `-openable.json` leaves out (garbage cans, stove burners, toilets, ...) get an
id and a pose of their own, drawn from the scene's RNG, so every receptacle is reachable.

Locations are ALFRED's `loc|x|z|rotation|horizon` grid poses (0.25 m steps, rotation in
quarter turns). Every receptacle gets a pose no other receptacle has: ALFWorld's "go to"
command names the receptacles at a pose, and one per pose keeps it one name.
"""

from __future__ import annotations

import functools
import json
import random
from dataclasses import dataclass
from pathlib import Path

from sandboxes.inside.envs.alfworld import wheel

GRID_M = 0.25
HORIZONS = (0, 15, 30, 45, 60)


@dataclass(frozen=True)
class Receptacle:
    """A fixed receptacle: its ALFRED id (`Cabinet|+00.68|+00.50|-02.20`), type and pose."""

    id: str
    type: str
    location: str

    @property
    def position(self) -> tuple[float, float, float]:
        x, y, z = (float(part) for part in self.id.split("|")[1:4])
        return x, y, z


@dataclass(frozen=True)
class Scene:
    """One room: its number, the object types present, its receptacles, the agent's start pose."""

    number: int
    object_types: frozenset[str]
    receptacles: tuple[Receptacle, ...]
    start: str

    @property
    def receptacle_types(self) -> frozenset[str]:
        return frozenset(r.type for r in self.receptacles)

    def receptacles_of(self, *types: str) -> list[Receptacle]:
        return [r for r in self.receptacles if r.type in types]


def layouts_dir() -> Path:
    """The wheel's layout directory; ImportError (naming the package) if alfworld is missing."""
    gen = wheel.import_alfworld("alfworld.gen")
    assert gen.__file__, "alfworld.gen is a regular package"
    return Path(gen.__file__).parent / "layouts"


def room_type(number: int) -> str:
    """ALFRED's room type of scene `number` (1-30 kitchens, 2xx living rooms, 3xx bedrooms, 4xx bathrooms)."""
    return {0: "Kitchen", 2: "LivingRoom", 3: "Bedroom", 4: "Bathroom"}[number // 100]


@functools.cache
def load_scene(number: int) -> Scene:
    """Scene `number` from the wheel's layouts, completed as the module docstring says."""
    constants = wheel.import_alfworld("alfworld.gen.constants")
    directory = layouts_dir()
    object_types = frozenset(json.loads((directory / f"FloorPlan{number}-objects.json").read_text()))
    poses = json.loads((directory / f"FloorPlan{number}-openable.json").read_text())
    taken: set[str] = set()
    receptacles = [_listed_receptacle(rid, pose, taken) for rid, pose in sorted(poses.items())]
    fixed_types = set(constants.RECEPTACLES) - set(constants.MOVABLE_RECEPTACLES)
    missing = sorted((object_types & fixed_types) - {r.type for r in receptacles})
    rng = random.Random(f"alfworld-scene/{number}")
    receptacles += [_added_receptacle(rtype, receptacles, taken, rng) for rtype in missing]
    return Scene(number, object_types, tuple(receptacles), _free_location(receptacles, taken, rng))


def format_id(object_type: str, position: tuple[float, float, float]) -> str:
    """An ALFRED object id: the type and its position, each coordinate signed with two decimals."""
    return "|".join([object_type, *(f"{value:+06.2f}" for value in position)])


def _listed_receptacle(receptacle_id: str, pose: list[float], taken: set[str]) -> Receptacle:
    """A receptacle of `-openable.json`; a sink or bathtub is its basin (`Sink|...|SinkBasin`)."""
    parts = receptacle_id.split("|")
    rtype = parts[-1] if len(parts) == 5 else parts[0]
    x, z, rotation, horizon = pose
    location = _unique_location(round(x / GRID_M), round(z / GRID_M), int(rotation) // 90 % 4, int(horizon), taken)
    return Receptacle(receptacle_id, rtype, location)


def _added_receptacle(rtype: str, known: list[Receptacle], taken: set[str], rng: random.Random) -> Receptacle:
    """A receptacle the layout lists as present but gives no pose: placed inside the room's extent."""
    xs, ys, zs = zip(*(r.position for r in known), strict=True)
    position = (rng.uniform(min(xs), max(xs)), rng.uniform(0.0, max(ys)), rng.uniform(min(zs), max(zs)))
    grid_x, grid_z = round(position[0] / GRID_M), round(position[2] / GRID_M)
    location = _unique_location(grid_x, grid_z, rng.randrange(4), rng.choice(HORIZONS), taken)
    return Receptacle(format_id(rtype, position), rtype, location)


def _free_location(known: list[Receptacle], taken: set[str], rng: random.Random) -> str:
    """The agent's start pose: somewhere in the room that is no receptacle's pose."""
    xs, _, zs = zip(*(r.position for r in known), strict=True)
    grid_x = round(rng.uniform(min(xs), max(xs)) / GRID_M)
    grid_z = round(rng.uniform(min(zs), max(zs)) / GRID_M)
    return _unique_location(grid_x, grid_z, rng.randrange(4), 30, taken)


def _unique_location(x: int, z: int, rotation: int, horizon: int, taken: set[str]) -> str:
    """`loc|x|z|rotation|horizon`, moved one grid step along x until no other pose has it."""
    while (location := f"loc|{x}|{z}|{rotation}|{horizon}") in taken:
        x += 1
    taken.add(location)
    return location
