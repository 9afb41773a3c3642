"""The env plugins this project ships, installed for the test session as a user installs a plugin
beside Rollgate: `pip install --target DIR` and DIR on PYTHONPATH, so the suite's processes (the
conformance suite, gateways, runners) all see them: the example (examples/factor-env, docs/envs.md)
and the adapters (adapters/). The wheels their envs pin come from the set-up's wheelhouse
(scripts/wheelhouse.sh), not from the network.

Each is installed once per version of its source, into ROLLGATE_HOME (default ~/.cache/rollgate),
and never written again: a new version gets a new folder. The source is copied first: a build
writes beside its sources, and the checkout stays clean.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from textwrap import dedent

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "factor-env"
NAME = "factor"
"""The example's env."""
SHIPPED = (EXAMPLE, *sorted(path.parent for path in (ROOT / "adapters").glob("*/pyproject.toml")))


def home() -> Path:
    return Path(os.environ.get("ROLLGATE_HOME", Path.home() / ".cache" / "rollgate"))


def wheelhouse() -> Path | None:
    """The set-up's wheel of every pinned requirement (scripts/wheelhouse.sh names it), if complete."""
    pinned = b"".join((ROOT / name).read_bytes() for name in ("requirements.txt", "requirements-nodeps.txt"))
    key = hashlib.sha256(pinned + f"Python {platform.python_version()}\n".encode()).hexdigest()[:12]
    folder = home() / f"wheelhouse-{key}"
    return folder if (folder / ".complete").is_file() else None


def source_digest(source: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(p for p in source.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(path.relative_to(source).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:12]


def install(source: Path) -> Path:
    """The folder the plugin at `source` is installed in (`pip install --target`), installed first if need be."""
    target = home() / "test-plugins" / f"{source.name}-{source_digest(source)}"
    if target.is_dir():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with (target.parent / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not target.is_dir():
            with tempfile.TemporaryDirectory(dir=target.parent) as scratch:
                copy = Path(scratch) / "source"
                shutil.copytree(source, copy, ignore=shutil.ignore_patterns("__pycache__"))
                pip_install(copy, Path(scratch) / "site")
                (Path(scratch) / "site").rename(target)
    return target


def put_on_path(folder: Path) -> None:
    """`folder` importable here and in every process started from here."""
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    if str(folder) not in paths:
        os.environ["PYTHONPATH"] = os.pathsep.join([str(folder), *paths])


def pyproject(name: str, version: str, entry_points: dict[str, str] | None = None, group: str = "rollgate.envs", *,
              modules: Sequence[str] = (), packages: Sequence[str] = ()) -> str:
    """The pyproject.toml of a test package: its entry points in `group`, its modules and packages."""
    lines = ["[build-system]", 'requires = ["setuptools>=61"]', 'build-backend = "setuptools.build_meta"',
             "[project]", f'name = "{name}"', f'version = "{version}"']
    if entry_points:
        lines += [f'[project.entry-points."{group}"]', *(f'{key} = "{value}"' for key, value in entry_points.items())]
    if modules or packages:
        lines += ["[tool.setuptools]", *([f"py-modules = {json.dumps(list(modules))}"] if modules else []),
                  *([f"packages = {json.dumps(list(packages))}"] if packages else [])]
    return "\n".join(lines) + "\n"


def package(root: Path, name: str, files: dict[str, str]) -> Path:
    """A source package `name` at `root / name` holding `files` (dedented)."""
    folder = root / name
    for path, text in files.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(dedent(text))
    return folder


def pip_install(source: Path, target: Path) -> None:
    """`pip install --target target source`, offline, nothing else installed."""
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index", "--no-build-isolation",
                    "--no-compile", "--target", str(target), str(source)], check=True, capture_output=True, timeout=300)
