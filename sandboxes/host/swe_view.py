"""The SWE env's answer key on the runner's side, and the agent's view of its data.

The full task set (the shipped `data/swe`, or the directory SWE_DATA names for the runner)
holds each instance's gold patch, test patch and test lists, and repository sources or
mirrors whose later history holds the fix. None of it enters a sandbox. Every SWE sandbox is
bound instead an agent view built from it here (`agent_data`):

    VIEW/instances/SPLIT.jsonl         the public fields only (repo, instance_id, base_commit,
                                       problem_statement, version, requirements, env_setup)
    VIEW/repos/OWNER__NAME.git         a bare repository holding only the instances' base
                                       commits (refs/bases/INSTANCE_ID), without their history
    VIEW/ENVIRONMENTS                  the directory (of the runner's cache) holding the
                                       instance environments the task set declares, each built
                                       here (`environments.ensure_environment`); `sandbox_binds`
                                       binds it read-only at the same path into SWE sandboxes
    VIEW/AGENT_VIEW                    marks the directory as a view (a view of it is itself)

The grading sandbox gets the test patch and test lists in its grade request (`grading_key`);
the gold patch stays here (only test helpers such as `golden_actions` read it).

A view lives as long as the process that built it: it is removed at exit, and the view of a
process that was killed (SIGKILL runs no exit handler) by the next process that builds one
(`owned_scratch`).
"""

from __future__ import annotations

import atexit
import fcntl
import functools
import json
import logging
import os
import shutil
import tempfile
from glob import escape as glob_escape
from pathlib import Path
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside.envs.swe import tasks as swe_tasks
from sandboxes.inside.envs.swe.checkout import check_out, episode_environ, fetch_commit, git, mirror_of
from sandboxes.inside.envs.swe.environments import (
    VIEW_ENVIRONMENTS,
    EnvironmentBuildError,
    ensure_environment,
    environments_root,
)
from sandboxes.inside.envs.swe.tasks import (
    VIEW_MARKER,
    Instance,
    data_dir,
    find_instance,
    instance_from_record,
    public_fields,
    public_record,
    repo_source,
    task_set,
)

MARKER = VIEW_MARKER
SCRATCH_PREFIX = "rollgate-swe-view-"
OWNER_LOCK = "owner.lock"
"""In each view's scratch directory, beside the view: a file its process holds a lock on for
as long as it lives. Not in the view, which sandboxes see."""
_log = logging.getLogger(__name__)
_owner_locks: list[int] = []
"""The descriptors of this process's owner locks, kept open: the kernel drops a lock only when
the last descriptor of its file closes, so when the process (and any child it forked) is gone."""


def agent_data(full_dir: str | None) -> str:
    """The agent view of the task set in `full_dir` (None: the shipped one), built once per
    process in a temporary directory removed at exit."""
    if full_dir and (Path(full_dir) / MARKER).is_file():
        return full_dir
    return _build_view(full_dir or "")


def agent_task(task: dict[str, Any]) -> dict[str, Any]:
    """The wire task as the agent's sandbox gets it: an inline record without its answer key."""
    data = task.get("data")
    if not data:
        return task
    return {**task, "data": public_record(data) if isinstance(data, dict) else data}


def grading_key(task: dict[str, Any], full_dir: str | None) -> dict[str, Any]:
    """The test patch, test lists, test command and log parser of a task's instance."""
    data = task.get("data")
    if data:
        return swe_tasks.grading_key(instance_from_record(data, "the inline task"))
    if not task.get("id"):
        raise EnvError("a swe task needs an id (an instance id) or data (an instance record)")
    return swe_tasks.grading_key(find_instance(task["id"], full_dir or None))


@functools.cache
def _build_view(full_dir: str) -> str:
    view = owned_scratch(SCRATCH_PREFIX) / "view"
    view.mkdir()
    environ = episode_environ(view)
    (view / "instances").mkdir()
    (view / "repos").mkdir()
    for split, instances in task_set(full_dir or None).items():
        records = [public_fields(instance) for instance in instances]
        (view / "instances" / f"{split}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
        for instance in instances:
            _add_base(instance, view, full_dir, environ)
    for instance in (instance for instances in task_set(full_dir or None).values() for instance in instances):
        if instance.requirements or instance.env_setup:
            _build_environment(instance, full_dir)
    environments_root().mkdir(parents=True, exist_ok=True)
    (view / VIEW_ENVIRONMENTS).write_text(f"{environments_root()}\n")
    (view / MARKER).write_text("An agent view of a SWE task set: no answer keys (sandboxes.host.swe_view).\n")
    _readable(view)
    return str(view)


def owned_scratch(prefix: str, parent: str | None = None) -> Path:
    """A new directory `PARENT/PREFIX…` (PARENT: the temporary directory) owned by this process:
    removed at exit, or, if the process is killed, by the next call with the same prefix, which
    first removes every such directory whose owner lock no one holds any more."""
    for orphan in Path(parent or tempfile.gettempdir()).glob(f"{glob_escape(prefix)}*"):
        _remove_if_orphaned(orphan)
    scratch = Path(tempfile.mkdtemp(prefix=prefix, dir=parent))
    os.chmod(scratch, 0o755)
    # locked before it is in place under its name: an owner lock that can be found is held
    fd = os.open(scratch / f".{OWNER_LOCK}", os.O_CREAT | os.O_WRONLY, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)
    os.rename(scratch / f".{OWNER_LOCK}", scratch / OWNER_LOCK)
    _owner_locks.append(fd)
    atexit.register(shutil.rmtree, scratch, True)
    return scratch


def _remove_if_orphaned(scratch: Path) -> None:
    """Remove `scratch` if it has an owner lock that can be taken (its owner is gone); one
    without a lock is still being made."""
    try:
        fd = os.open(scratch / OWNER_LOCK, os.O_RDONLY)
    except OSError:
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return  # held: its owner lives
    finally:
        os.close(fd)
    shutil.rmtree(scratch, ignore_errors=True)


def _build_environment(instance: Instance, full_dir: str) -> None:
    """The instance's environment, built if need be; a failed build is logged, not raised: the
    other instances stay playable, and this one's reset says its environment is missing."""
    try:
        ensure_environment(instance, data_dir(full_dir or None))
    except EnvironmentBuildError as exc:
        _log.error("swe: %s", exc)


def sandbox_binds(view: str) -> list[tuple[str, str]]:
    """The instance environments' directory, read-only at the same path in SWE sandboxes (tool
    commands do not see the data directory: `sandboxes.inside.confine.HIDDEN`)."""
    path = Path(view) / VIEW_ENVIRONMENTS
    if not path.is_file():
        return []
    root = path.read_text().strip()
    return [(root, root)] if root and Path(root).is_dir() else []


def _add_base(instance: Instance, view: Path, full_dir: str, environ: dict[str, str]) -> None:
    """The instance's base commit, alone, as refs/bases/INSTANCE_ID of its repository's bare mirror."""
    mirror = view / "repos" / (instance.repo.replace("/", "__") + ".git")
    if not mirror.is_dir():
        mirror.mkdir()
        git(["init", "-q", "--bare", "--template="], mirror, environ)
    ref = f"refs/bases/{instance.instance_id}"
    source = repo_source(instance.repo, full_dir or None)
    if source.kind != "shipped":
        fetch_commit(mirror, mirror_of(source, environ), instance.base_commit, environ)
        git(["update-ref", ref, instance.base_commit], mirror, environ)
        return
    with tempfile.TemporaryDirectory(prefix="swe-base-") as scratch:
        check_out(instance, Path(scratch) / "repo", episode_environ(Path(scratch)), full_dir or None)
        git(["fetch", "-q", "--no-tags", str(Path(scratch) / "repo"), f"+HEAD:{ref}"], mirror, environ)


def _readable(root: Path) -> None:
    """World-readable (the sandbox user reads the view through a read-only bind)."""
    for folder, _, files in os.walk(root):
        os.chmod(folder, 0o755)
        for name in files:
            os.chmod(os.path.join(folder, name), 0o644)
