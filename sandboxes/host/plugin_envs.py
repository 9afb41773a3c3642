"""The packages a plugin's env imports, installed apart from the runner's own.

An env plugin pins the wheels its env needs (`sandboxes.registry.EnvEntry.requirements`). The
runner installs them once, into a folder of its cache named by a hash of the requirements and
the interpreter, and never writes it again: the sandboxes of the env bind it read-only at the
same path and import the env with it first on their path (`env_paths`). Nothing
of the plugin runs here: wheels only (a wheel is unpacked, not executed; `--only-binary`), and
the plugin's own package, where pip installed it beside the runner, is imported here only for
its registration. Wheels come from the directory ROLLGATE_WHEELS when it is set (`--no-index`),
else from the index pip is configured with. Concurrent builds of one folder are harmless: each
builds its own and the first rename wins.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

from sandboxes.cache_builds import build_once, failure, pip_wheels
from sandboxes.errors import SandboxStartError
from sandboxes.host.runtime import site_packages
from sandboxes.registry import EnvEntry, entries

BUILD_TIMEOUT_S = 900.0
WHEELS_VARIABLE = "ROLLGATE_WHEELS"


def cache_root() -> Path:
    """$ROLLGATE_CACHE_DIR/env-plugins, else ~/.cache/rollgate/env-plugins."""
    root = os.environ.get("ROLLGATE_CACHE_DIR", "").strip()
    return (Path(root) if root else Path.home() / ".cache" / "rollgate") / "env-plugins"


def site_name(env: EnvEntry) -> str:
    recipe = json.dumps([sys.version_info[:2], sys.base_prefix, sorted(env.requirements)])
    return f"{env.name}-{hashlib.sha256(recipe.encode()).hexdigest()[:16]}"


def env_paths(name: str) -> tuple[str, ...]:
    """The folders the sandboxes of env `name` import its env from beyond this package's and the
    runner's site-packages (which every sandbox sees): the env's own packages (`env_site`) and
    the folder its plugin is installed in, when that is elsewhere (`pip install --target`, on
    PYTHONPATH). None for this package's envs."""
    env = entries().get(name)
    if env is None or not env.package:
        return ()
    site = env_site(name)
    own = [str(site)] if site is not None else []
    return (*own, *([env.location] if env.location not in site_packages() else []))


def env_site(name: str) -> Path | None:
    """The folder of env `name`'s own packages, built first if need be; None for an env that
    pins none (this package's envs, and plugins without requirements). SandboxStartError
    naming the plugin when pip cannot install them."""
    env = entries().get(name)
    if env is None or not env.package or not env.requirements:
        return None
    return build_once(cache_root() / site_name(env), lambda target: _install(env, target),
                      lambda exc: SandboxStartError(f"{_named(env)}: its packages could not be stored: {exc}"))


def _install(env: EnvEntry, target: Path) -> None:
    wheels = os.environ.get(WHEELS_VARIABLE, "").strip()
    if why := failure(pip_wheels(target, env.requirements, ["--no-index", "--find-links", wheels] if wheels else []),
                      BUILD_TIMEOUT_S):
        raise SandboxStartError(f"{_named(env)}: installing its requirements failed: {why}")


def _named(env: EnvEntry) -> str:
    return f"env {env.name!r} (plugin of {env.package})"
