"""One ALFWorld game on its real engine: TextWorld's PDDL environment with ALFWorld's naming.

This is the stack ALFWorld's own text env (`AlfredTWEnv`) plays: `textworld.envs.PddlEnv`
(fast-downward grounds the domain and problem, the grammar words the feedback, the goal is the
problem's `:goal`) under `AlfredDemangler`, which names ids like `Drawer|-01.59|+00.10|+00.26`
"drawer 3". Admissible commands, "Nothing happens." for anything else, and `won` are the
engine's own.

TextWorld and fast-downward are imported when the first game is opened, so the env server
starts without them. fast-downward copies its shared library into a temporary directory per
game (the only file it writes; removed once loaded) and keeps the game's state in that copy's
globals, so games in one process do not interfere; each copy stays mapped until the process
exits (about 35 MB of address space, a few MB resident).

TextWorld words every turn from its text grammar, and parses each template it expands anew
each time (tatsu, about half of a step's time). The parse is a function of the template's
text alone, so the engine parses each template once per process and hands every use a deep
copy of it (the words come out the same: tests/envs/test_alfworld.py plays a game both ways).
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sandboxes.inside.envs.alfworld import wheel


@dataclass(frozen=True)
class Turn:
    """What the engine says after a reset or a command: feedback, admissible commands, goal reached."""

    observation: str
    actions: list[str]
    won: bool


PARSES_KEPT = 4096  # parsed templates and logic expressions kept per process: a few hundred word each turn
TRANSLATIONS_KEPT = 16  # games' PDDL translations kept per process: a group replays its game


class Memoized:
    """An upstream function that depends on its arguments alone, computed once for each: the
    callers change what it returns in place, so each gets a copy of its own."""

    def __init__(self, upstream: Callable[..., Any], kept: int) -> None:
        self.upstream = upstream
        self.computed = functools.lru_cache(maxsize=kept)(upstream)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return copy.deepcopy(self.computed(*args, **kwargs))


def import_engine() -> Any:
    """TextWorld's PDDL engine and alfworld's game wrapper, imported (about a second, once),
    with three of TextWorld's steps done once per input (`Memoized`): parsing a text-grammar
    template and a logic expression (each turn words its observation from a few hundred of
    each), and translating a game's PDDL to Fast Downward's SAS (a reset did it four times, two
    of each)."""
    import fast_downward
    import textworld.envs
    import textworld.logic
    from textworld.envs.pddl import textgen

    for module, name, kept in ((textgen, "_parse_and_convert", PARSES_KEPT),
                               (textworld.logic, "_parse_and_convert", PARSES_KEPT),
                               (fast_downward, "pddl2sas", TRANSLATIONS_KEPT)):
        if not isinstance(upstream := getattr(module, name), Memoized):
            setattr(module, name, Memoized(upstream, kept))
    return wheel.import_alfworld("alfworld.agents.environment.alfred_tw_env")


class Game:
    """A loaded game file (`game.tw-pddl`, or its parsed JSON), ready to reset and play."""

    def __init__(self, game: Path | dict[str, Any]) -> None:
        import textworld
        from textworld.envs import PddlEnv

        alfred_tw_env = import_engine()
        self._pddl = PddlEnv(textworld.EnvInfos(won=True, admissible_commands=True))
        self._env = alfred_tw_env.AlfredDemangler(self._pddl, shuffle=False)
        self._env.load(json.loads(game.read_text()) if isinstance(game, Path) else game)
        self._state: Any = None

    def reset(self) -> Turn:
        self._state = self._env.reset()
        return self._turn()

    def step(self, command: str) -> Turn:
        self._state, _, _ = self._env.step(command)
        return self._turn()

    def names(self) -> dict[str, str]:
        """The name the player sees for each PDDL object (`drawer_bar__minus_01...` → "drawer 3")."""
        return {key: info.name for key, info in self._env._entity_infos.items()}

    def close(self) -> None:
        """Free the game's search state in its library copy (idempotent). The copy itself stays
        loaded until the process exits: the copies share C++ singletons (fast-downward's plugin
        registry), so unloading one leaves the others pointers into unmapped code."""
        lib, self._pddl.downward_lib = getattr(self._pddl, "downward_lib", None), None
        if lib is not None:
            lib.cleanup()

    def _turn(self) -> Turn:
        state = self._state
        return Turn(str(state["feedback"]), list(state["admissible_commands"]), bool(state["won"]))
