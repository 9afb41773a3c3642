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

Envs of other packages are plugins (docs/envs.md): entry points of the group `rollgate.envs`,
each naming an `EnvEntry` that declares what the gateway and runner need without importing the
env (its description, splits, requirements): a plugin's env class is imported only inside a
sandbox. The entry points are read once per process; a plugin that fails to load, or declares
an entry that does not hold together, is left out and reported by name (`broken_plugins`).
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from sandboxes.errors import UnknownEnv
from sandboxes.protocol import Environment, OrderEnforcing

__all__ = [
    "DATA_DIR",
    "ENVS",
    "GROUP",
    "PATH_VARIABLE",
    "README_SECTIONS",
    "SKELETON",
    "EnvEntry",
    "EnvListing",
    "UnknownEnv",
    "broken_plugins",
    "data_variables",
    "entries",
    "entry",
    "get_env_class",
    "import_path",
    "list_envs",
    "make_env",
    "shipped_data",
    "splits",
    "task_id",
]

GROUP = "rollgate.envs"
"""The entry-point group of env plugins."""
PATH_VARIABLE = "ROLLGATE_ENV_PATH"
"""Set in a plugin env's sandboxes: the folders its env imports from beyond this package's (its own
packages, its plugin's folder; `sandboxes.host.plugin_envs.env_paths`), put first on the path
before the registry reads the plugins."""


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
    agent: str = ""
    data_variable: str | None = None
    ships_data: bool = False
    # What a plugin declares and a built-in env's class answers itself (`Environment`):
    description: str = ""
    splits: Mapping[str, int] = field(default_factory=dict)
    """Task count per split; a plugin's task ids are `<split>-<index, six digits>`."""
    requirements: tuple[str, ...] = ()
    """Pinned `NAME==VERSION` wheels the env imports, installed apart from the runner's packages
    (`sandboxes.host.plugin_envs`) and seen only by the env's sandboxes."""
    golden: str = ""
    """`module:function` giving, for a task id, actions that earn full reward (the conformance
    suite plays them); empty: none."""
    prompt: str = ""
    """With no `agent`: the system prompt of the generic text agent that plays the env."""
    package: str = ""
    """The package that declared a plugin, with its version (set when it is loaded); empty: this one."""
    location: str = ""
    """The folder a plugin's package is installed in (set when it is loaded)."""


@dataclass(frozen=True)
class EnvListing:
    """An env as GET /v1/envs lists it: a plugin that failed to load has only its name, package and error."""

    name: str
    description: str = ""
    splits: Mapping[str, int] = field(default_factory=dict)
    package: str = ""
    error: str = ""


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

_PINNED = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*(\[[A-Za-z0-9._,-]+\])?==[A-Za-z0-9.+!_-]+")
_TARGET = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_]\w*")
_NAME = re.compile(r"[a-z0-9][a-z0-9._-]{0,63}")
_RESERVED = ("external",)
"""Env names a plugin may not take: the gateway's name for an external agent's own env."""

DATA_DIR = Path(__file__).resolve().parents[1] / "data"
"""The project's shipped data, one folder per env: `data/` beside `sandboxes/` on the host, and
in a sandbox the same place beside the bound package (where the env's own folder is bound)."""

SKELETON = ("README.md", "__init__.py", "env.py", "tasks.py", "reward.py", "golden.py")
"""The files every env folder has (see the module docstring)."""
README_SECTIONS = ("Tasks", "Episode", "Reward", "Data")
"""The `## ` sections every env README has, in this order (others may follow them, or sit
between them as `###` subsections)."""


def entries() -> dict[str, EnvEntry]:
    """Every env that can be played, by name: this package's, then the plugins that loaded."""
    return {**{env.name: env for env in ENVS}, **_plugins()[0]}


def broken_plugins() -> dict[str, EnvListing]:
    """Env plugins that failed to load, by name: their package and why."""
    return _plugins()[1]


def entry(name: str) -> EnvEntry:
    """The entry registered as `name` (a plugin's registration imported, not its env); raise UnknownEnv."""
    for candidate in ENVS:
        if candidate.name == name:
            return candidate
    if found := _plugins()[0].get(name):
        return found
    known = ", ".join(sorted(entries()))
    why = f"; {broken_plugins()[name].error}" if name in broken_plugins() else ""
    raise UnknownEnv(f"unknown environment {name!r:.100} (registered: {known}){why}")


def data_variables() -> dict[str, str]:
    """Env name -> its data variable, for the envs that take one."""
    return {name: env.data_variable for name, env in entries().items() if env.data_variable}


@functools.cache
def _plugins() -> tuple[dict[str, EnvEntry], dict[str, EnvListing]]:
    """The env plugins that loaded, and why each other one did not. Every distribution's metadata
    is read (not only the first of each name); of two plugins of one name, the first on sys.path
    wins, as Python's own import would."""
    from importlib.metadata import distributions  # here: an env server of this package's envs never reads them

    loaded: dict[str, EnvEntry] = {}
    broken: dict[str, EnvListing] = {}
    for dist in distributions():
        for point in dist.entry_points.select(group=GROUP):
            if point.name in loaded or point.name in broken:
                continue
            package = f"{dist.name} {dist.version}"
            try:
                declared = point.load()
                loaded[point.name] = dataclasses.replace(_checked(point.name, declared), package=package,
                                                         location=str(dist.locate_file("")))
            except Exception as exc:  # whatever a plugin's registration raises, it is that plugin's fault
                error = f"env plugin {point.name!r} ({point.value}, from {package}) failed to load: " \
                        f"{type(exc).__name__}: {exc}"
                broken[point.name] = EnvListing(point.name, package=package, error=error)
    return loaded, broken


def _checked(name: str, declared: object) -> EnvEntry:
    """`declared` if it is an entry that holds together for a plugin named `name`, else ValueError."""
    if not isinstance(declared, EnvEntry):
        raise ValueError(f"it names a {type(declared).__name__}, not a sandboxes.registry.EnvEntry")
    splits_ok = bool(declared.splits) and all(isinstance(split, str) and _NAME.fullmatch(split) and
                                              isinstance(size, int) and size > 0
                                              for split, size in declared.splits.items())
    checks = [
        (declared.name == name, f"its entry point is named {name!r}, its entry {declared.name!r}"),
        (bool(_NAME.fullmatch(name)), f"{name!r} is not an env name (lower case letters, digits, '.', '_', '-')"),
        (name not in _RESERVED and all(env.name != name for env in ENVS),
         f"{name!r} is an env of this package, or reserved"),
        (bool(_TARGET.fullmatch(declared.env)), f"env {declared.env!r} is not a module:Class path"),
        (not declared.agent or bool(_TARGET.fullmatch(declared.agent)),
         f"agent {declared.agent!r} is not a module:Class path"),
        (not declared.golden or bool(_TARGET.fullmatch(declared.golden)),
         f"golden {declared.golden!r} is not a module:function path"),
        (bool(declared.description.strip()), "it has no description"),
        (splits_ok, f"splits {dict(declared.splits)!r} are not split names with positive task counts"),
        (not declared.ships_data, "ships_data is for this package's envs (a plugin's data is its data variable's)"),
    ]
    problems = [why for ok, why in checks if not ok]
    problems += [f"requirement {r!r} is not pinned (NAME==VERSION)" for r in declared.requirements
                 if not _PINNED.fullmatch(r)]
    if problems:
        raise ValueError("; ".join(problems))
    return declared


def import_path(name: str) -> str:
    """The `module:Class` path registered as `name`, imported nothing; raise UnknownEnv."""
    return entry(name).env


def shipped_data(name: str) -> Path:
    """The folder of the data env `name` ships (it may not exist: not every env ships data)."""
    return DATA_DIR / name


def splits(name: str) -> dict[str, int]:
    """The task count per split of env `name` (a plugin's as declared: its env is not imported)."""
    found = entry(name)
    return dict(found.splits) if found.package else get_env_class(name).splits()


def task_id(name: str, split: str, index: int) -> str:
    """The id of task `index` of `split` of env `name` (a plugin's: the default, `Environment.task_id`)."""
    found = entry(name)
    return Environment.task_id(split, index) if found.package else get_env_class(name).task_id(split, index)


def get_env_class(name: str) -> type[Environment]:
    """Import and return the environment class registered as `name`; raise UnknownEnv. A
    plugin's env is imported with its own folders first on the path (PATH_VARIABLE)."""
    paths = [path for path in os.environ.get(PATH_VARIABLE, "").split(os.pathsep) if path and path not in sys.path]
    sys.path[:0] = paths
    module_name, _, class_name = import_path(name).partition(":")
    env_class: type[Environment] = getattr(importlib.import_module(module_name), class_name)
    return env_class


def make_env(name: str) -> OrderEnforcing:
    """A fresh instance of the env `name`, wrapped so calls out of order raise OrderError."""
    return OrderEnforcing(get_env_class(name)())


def list_envs() -> list[EnvListing]:
    """Every env, sorted by name, broken plugins included (but one named as a working env, which
    it does not replace): this package's imported to read them, the plugins' as declared."""
    listed = [EnvListing(env.name, env.description, env.splits, env.package) if env.package else
              EnvListing(env.name, get_env_class(env.name).description, get_env_class(env.name).splits())
              for env in entries().values()]
    listed += [broken for name, broken in broken_plugins().items() if name not in entries()]
    return sorted(listed, key=lambda listing: listing.name)
