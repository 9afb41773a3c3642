"""Per-instance Python environments: declared by an instance, built once on the runner's side,
read-only in every sandbox of the instance.

An instance may declare `requirements` (pinned `NAME==VERSION` lines, as a list or a JSON
string of one) and `env_setup` (a shell command). Instances declaring the same environment (the
same repository, version, requirements and command) share one, built once under the runner's
cache (`cache_dir()/envs/NAME`) and then never written again:

1. `python -m venv --without-pip` with the runner's own interpreter (the sandboxes bind it);
2. the requirements installed by the runner's pip into the venv's site-packages (`--target`),
   wheels only (`--only-binary :all:`), from PyPI as pip is configured, or only from the wheel
   directory $SWE_WHEELS (else $SWE_DATA/wheels) when there is one (`--no-index --find-links`);
3. a path file after them naming the runner's own site-packages (pytest and the rest of the
   runner's environment, found only where the instance pins nothing of the same name), and a
   relocatable `bin/pytest` (the venv is used at another path inside a sandbox);
4. `env_setup`, if any, run by bash in the new environment's directory, its bin first on PATH;
5. made read-only, and moved into place (a rename: a half-built one is never used).

Trust: nothing of the instance's repository runs on the runner's side. The repository is not
installed (no `pip install -e .`, no setup.py, no build backend: its checkout is on PYTHONPATH
in the sandboxes instead, where its code runs confined); wheels only, so no package's build
code runs either (a wheel is unpacked, not executed; its path files run only in the sandboxes'
Pythons). `env_setup` is a command of the task set's author, the operator who points SWE_DATA
at it, run with the runner's privileges like the rest of its configuration: it must not fetch
or run the repository's code. An inline task (`{"data": RECORD}`, a job submitter's) gets no
environment built: it can only name one some instance of the task set declares (sandboxes find
environments in their agent view, built from the task set alone).

In a sandbox (SWE_DATA an agent view) environments are looked up, never built: the view names
the cache's environments directory (VIEW_ENVIRONMENTS), which the runner binds read-only at the
same path into SWE sandboxes (`sandboxes.host.swe_view.sandbox_binds`): outside the data
directory, which tool commands do not see.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import site
import sys
import sysconfig
from pathlib import Path

from sandboxes.cache_builds import build_once, failure, pip_wheels
from sandboxes.errors import EnvError
from sandboxes.inside.envs.swe.tasks import VIEW_MARKER, Instance, cache_dir, data_dir

BUILD_TIMEOUT_S = 900.0
VIEW_ENVIRONMENTS = "ENVIRONMENTS"
"""The file of an agent view naming the directory of the instance environments."""
WHEELS_VARIABLE = "SWE_WHEELS"
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
_PYTEST_SHIM = """#!/bin/sh
exec "$(dirname "$0")/python" -P -c 'import sys; from pytest import console_main; sys.exit(console_main())' "$@"
"""
"""bin/pytest: the pytest the environment imports, from wherever the environment lies."""


class EnvironmentBuildError(EnvError):
    """An instance's environment could not be built; the message says which step failed and why."""


def environment_name(instance: Instance) -> str:
    """The directory name of the instance's environment: repository, version, and a hash of
    everything that makes it (the interpreter, requirements, setup command)."""
    recipe = json.dumps([sys.version_info[:2], sys.base_prefix, sorted(instance.requirements), instance.env_setup])
    digest = hashlib.sha256(recipe.encode()).hexdigest()[:16]
    return _UNSAFE.sub("_", f"{instance.repo.replace('/', '__')}-{instance.version or 'any'}-{digest}")


def environment_dir(instance: Instance) -> Path | None:
    """The instance's environment (None if it declares none): in an agent view, the view's copy
    (EnvError if the view has none); on the runner's side, the cached one, built if need be."""
    if not instance.requirements and not instance.env_setup:
        return None
    data = data_dir()
    if (data / VIEW_MARKER).is_file():
        named = data / VIEW_ENVIRONMENTS
        path = Path(named.read_text().strip() if named.is_file() else "/nonexistent") / environment_name(instance)
        if not path.is_dir():
            raise EnvError(f"{instance.instance_id}: its environment {path.name} is not in the sandbox: its build "
                           "failed (the runner's log says why), or an inline task declares it (an inline task can "
                           "only use an environment an instance of the task set declares)")
        return path
    return ensure_environment(instance)


def environments_root() -> Path:
    """Where the runner keeps instance environments (built once each, never changed): one folder
    per runner environment, since each environment falls back to its runner's site-packages."""
    digest = hashlib.sha256(json.dumps(_runner_sites()).encode()).hexdigest()[:12]
    return cache_dir() / "envs" / f"runner-{digest}"


def ensure_environment(instance: Instance, data: Path | None = None) -> Path:
    """The instance's environment under the runner's cache, built first if it is not there
    (with the wheel directory of the task set in `data`, default `data_dir()`, if it has one)."""
    return build_once(environments_root() / environment_name(instance),
                      lambda root: _build(instance, root, data or data_dir()),
                      lambda exc: EnvironmentBuildError(
                          f"{instance.instance_id}: its environment could not be stored: {exc}"))


def _build(instance: Instance, root: Path, data: Path) -> None:
    _run([sys.executable, "-m", "venv", "--without-pip", str(root)], "creating the venv", instance, Path.cwd())
    purelib = Path(sysconfig.get_path("purelib", vars={"base": str(root), "platbase": str(root)}))
    if instance.requirements:
        _run(pip_wheels(purelib, instance.requirements, _wheel_source(data)), "installing its requirements",
             instance, root)
    (purelib / "zz_rollgate_runner.pth").write_text("".join(f"{path}\n" for path in _runner_sites()))
    (root / "bin" / "pytest").write_text(_PYTEST_SHIM)
    (root / "bin" / "pytest").chmod(0o755)
    if instance.env_setup:
        environ = {"PATH": f"{root / 'bin'}:/usr/local/bin:/usr/bin:/bin", "HOME": str(root), "LANG": "C.UTF-8",
                   "VIRTUAL_ENV": str(root), "PYTHONNOUSERSITE": "1"}
        _run(["/bin/bash", "-c", instance.env_setup], "running its env_setup", instance, root, environ)


def _runner_sites() -> list[str]:
    """The runner's site-packages, at the paths the sandboxes bind them (the runner's prefix as
    it sees it: a virtualenv reached through a symlink stays at the symlink's path)."""
    return [path for path in site.getsitepackages() if Path(path).is_dir()]


def _wheel_source(data: Path) -> list[str]:
    """Only the local wheel directory, if one is configured; else pip's own index settings."""
    configured = os.environ.get(WHEELS_VARIABLE, "").strip()
    wheels = Path(configured) if configured else data / "wheels"
    return ["--no-index", "--find-links", str(wheels)] if wheels.is_dir() else []


def _run(argv: list[str], step: str, instance: Instance, cwd: Path, environ: dict[str, str] | None = None) -> None:
    if why := failure(argv, BUILD_TIMEOUT_S, cwd, environ):
        raise EnvironmentBuildError(f"{instance.instance_id}: building its environment failed {step}: {why}")
