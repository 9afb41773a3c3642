"""The environment registry: one entry per env, naming its class, data variable and agent, imported on first use.

Importing this module imports no env engine, so the env server starts fast and a runner can
list environments without their dependencies installed. Each env class carries the same three
facts (`Environment.name`, `data_variable`, `agent`); the conformance suite checks that they
agree with the entry.

Every env folder under `sandboxes/inside/envs/` has one skeleton, so a reader who knows one knows
them all: `env.py` (the env class), `tasks.py` (its task set and task ids), `reward.py` (its
reward or grading), `golden.py` (`golden_actions(task_id)`: an episode that earns full reward),
and a README whose sections come in the order of `README_SECTIONS`. The data an env ships lives
in `data/<env>/` (`shipped_data`), outside the code; the builder of built or generated data runs
on the host only and lives in `builders/<env>/` (`python -m builders.<env>.build`).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path

from sandboxes.errors import UnknownEnv
from sandboxes.protocol import Environment, OrderEnforcing

__all__ = [
    "DATA_DIR", "DATA_VARIABLES", "ENVS", "README_SECTIONS", "REGISTRY", "SKELETON", "EnvEntry", "UnknownEnv",
    "entry", "get_env_class", "import_path", "list_envs", "make_env", "shipped_data",
]


@dataclass(frozen=True)
class EnvEntry:
    """One registered env: `env` and `agent` are `module:Class` import paths (the agent is the
    runner-side half, `services.agents`); `data_variable` names the environment variable
    through which a user points the env at its full upstream data (a host directory), None if
    it takes none. The env reads the variable and falls back to the data it ships; the runner
    binds the directory read-only into the env's sandboxes and sets the variable there.
    `ships_data`: the env's sandboxes see its shipped data, `data/<name>/`, read-only at the
    same place beside the package (`shipped_data`). SWE's is never bound: it holds the answer
    keys, and its sandboxes get an agent view instead (`sandboxes.host.answer_keys`)."""

    name: str
    env: str
    agent: str
    data_variable: str | None = None
    ships_data: bool = False


ENVS: tuple[EnvEntry, ...] = (
    EnvEntry("alfworld", "sandboxes.inside.envs.alfworld.env:AlfworldEnv",
             "services.agents.alfworld:AlfworldAgent", "ALFWORLD_DATA", ships_data=True),
    EnvEntry("countdown", "sandboxes.inside.envs.countdown.env:CountdownEnv",
             "services.agents.countdown:CountdownAgent"),
    EnvEntry("search", "sandboxes.inside.envs.search.env:SearchEnv",
             "services.agents.search:SearchAgent", "SEARCH_DATA", ships_data=True),
    EnvEntry("swe", "sandboxes.inside.envs.swe.env:SweEnv", "services.agents.swe:SweAgent", "SWE_DATA"),
    EnvEntry("webshop", "sandboxes.inside.envs.webshop.env:WebShopEnv",
             "services.agents.webshop:WebShopAgent", "WEBSHOP_DATA", ships_data=True),
)

REGISTRY: dict[str, str] = {entry.name: entry.env for entry in ENVS}
"""Env name -> the env class's import path (a view of ENVS)."""
DATA_VARIABLES: dict[str, str] = {entry.name: entry.data_variable for entry in ENVS if entry.data_variable}
"""Env name -> its data variable, for the envs that take one (a view of ENVS)."""

DATA_DIR = Path(__file__).resolve().parents[1] / "data"
"""The project's shipped data, one folder per env: `data/` beside `sandboxes/` on the host, and
in a sandbox the same place beside the bound package (where the env's own folder is bound)."""

SKELETON = ("README.md", "__init__.py", "env.py", "tasks.py", "reward.py", "golden.py")
"""The files every env folder has (see the module docstring)."""
README_SECTIONS = ("Tasks", "Episode", "Reward", "Data")
"""The `## ` sections every env README has, in this order (others may follow them, or sit
between them as `###` subsections)."""


def entry(name: str) -> EnvEntry:
    """The entry registered as `name`, imported nothing; raise UnknownEnv."""
    for candidate in ENVS:
        if candidate.name == name:
            return candidate
    known = ", ".join(sorted(REGISTRY))
    raise UnknownEnv(f"unknown environment {name!r:.100} (registered: {known})")


def import_path(name: str) -> str:
    """The `module:Class` path registered as `name`, imported nothing; raise UnknownEnv."""
    return entry(name).env


def shipped_data(name: str) -> Path:
    """The folder of the data env `name` ships (it may not exist: not every env ships data)."""
    return DATA_DIR / name


def get_env_class(name: str) -> type[Environment]:
    """Import and return the environment class registered as `name`; raise UnknownEnv."""
    module_name, _, class_name = import_path(name).partition(":")
    env_class: type[Environment] = getattr(importlib.import_module(module_name), class_name)
    return env_class


def make_env(name: str) -> OrderEnforcing:
    """A fresh instance of the env `name`, wrapped so calls out of order raise OrderError."""
    return OrderEnforcing(get_env_class(name)())


def list_envs() -> list[tuple[str, str, dict[str, int]]]:
    """(name, description, splits) of every registered env, sorted by name; imports them all."""
    classes = [get_env_class(name) for name in sorted(REGISTRY)]
    return [(cls.name, cls.description, cls.splits()) for cls in classes]
