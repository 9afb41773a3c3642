"""The environment registry: env names mapped to import paths, imported on first use.

Importing this module imports no env engine, so the env server starts fast and a runner can
list environments without their dependencies installed.
"""

from __future__ import annotations

import importlib

from sandboxes.errors import UnknownEnv
from sandboxes.protocol import Environment, OrderEnforcing

__all__ = ["DATA_VARIABLES", "REGISTRY", "UnknownEnv", "get_env_class", "import_path", "list_envs", "make_env"]

REGISTRY: dict[str, str] = {
    "alfworld": "sandboxes.inside.envs.alfworld.env:AlfworldEnv",
    "countdown": "sandboxes.inside.envs.countdown.env:CountdownEnv",
    "swe": "sandboxes.inside.envs.swe.env:SweEnv",
    "webshop": "sandboxes.inside.envs.webshop.env:WebShopEnv",
    "search": "sandboxes.inside.envs.search.env:SearchEnv",
}
DATA_VARIABLES: dict[str, str] = {
    "alfworld": "ALFWORLD_DATA",
    "swe": "SWE_DATA",
    "search": "SEARCH_DATA",
    "webshop": "WEBSHOP_DATA",
}
"""Env name -> the environment variable through which a user points it at its full upstream
data (a host directory). The env reads the variable and falls back to the data it ships; the
runner binds the directory read-only into the env's sandboxes and sets the variable there."""


def import_path(name: str) -> str:
    """The `module:Class` path registered as `name`, imported nothing; raise UnknownEnv."""
    try:
        return REGISTRY[name]
    except KeyError:
        known = ", ".join(sorted(REGISTRY))
        raise UnknownEnv(f"unknown environment {name!r:.100} (registered: {known})") from None


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
