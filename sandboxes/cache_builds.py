"""Folders the runner builds once into its cache and never writes again: SWE's instance
environments (`sandboxes.inside.envs.swe.environments`) and plugin envs' packages
(`sandboxes.host.plugin_envs`). Each is built in a scratch folder beside its place, made
read-only, and moved into place by a rename, so a half-built one is never used and concurrent
builds of one folder are harmless (the first rename wins). Their packages are pip's wheels only:
a wheel is unpacked, never run."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path


def build_once(path: Path, build: Callable[[Path], None], unstored: Callable[[OSError], Exception]) -> Path:
    """`path`, built by `build(scratch)` first if it is not there; `unstored(error)` is raised when
    the build could not be stored and no concurrent build stored it."""
    if path.is_dir():
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix=f".{path.name}-", dir=path.parent))
    try:
        build(scratch)
        read_only(scratch)
        scratch.rename(path)
    except OSError as exc:
        if not path.is_dir():
            raise unstored(exc) from None
    finally:
        if scratch.exists():
            for folder, _, _ in os.walk(scratch):
                os.chmod(folder, 0o755)
            shutil.rmtree(scratch, ignore_errors=True)
    return path


def pip_wheels(target: Path, requirements: Sequence[str], source: Sequence[str]) -> list[str]:
    """pip's command line installing `requirements` into `target`, wheels only, from `source` (pip's
    index options, e.g. `--no-index --find-links DIR`; none: the index pip is configured with)."""
    return [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-input",
            "--no-compile", "--only-binary", ":all:", "--target", str(target), *source, *requirements]


def failure(argv: list[str], timeout_s: float, cwd: Path | None = None, environ: dict[str, str] | None = None) -> str:
    """Run `argv`; "" when it succeeded, else why: the error that kept it from running, or the tail of
    its output."""
    try:
        done = subprocess.run(argv, cwd=cwd, env=environ, capture_output=True, text=True, errors="replace",
                              timeout=timeout_s)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return str(exc)
    return "" if done.returncode == 0 else (done.stderr or done.stdout).strip()[-2000:]


def read_only(root: Path) -> None:
    """Everything readable by all (the sandboxes' user reads it), writable by none."""
    for folder, _, files in os.walk(root):
        os.chmod(folder, 0o555)
        for name in files:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                os.chmod(path, 0o555 if os.stat(path).st_mode & 0o111 else 0o444)
