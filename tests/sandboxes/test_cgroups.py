"""Finding cgroup controllers (v1, v2, hybrid) and writing a sandbox's limits, on fake trees."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from sandboxes import cgroups
from sandboxes.cgroups import SandboxCgroup, find_hierarchies, sweep_stale


def fake_host(monkeypatch: pytest.MonkeyPatch, mounts: dict[str, Path], own: dict[str, str]) -> None:
    monkeypatch.setattr(cgroups, "_cgroup_mounts", lambda: mounts)
    monkeypatch.setattr(cgroups, "_own_cgroups", lambda: own)


def test_v2_is_preferred_where_it_offers_the_controller(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    unified, v1_pids = tmp_path / "unified", tmp_path / "pids"
    (unified / "runner.slice").mkdir(parents=True)
    (unified / "runner.slice" / "cgroup.controllers").write_text("cpu memory io\n")
    v1_pids.mkdir()
    fake_host(monkeypatch, {"cgroup2": unified, "pids": v1_pids}, {"": "/runner.slice", "pids": "/"})
    found, missing = find_hierarchies()
    assert (found["memory"].version, found["memory"].directory) == (2, unified / "runner.slice")
    assert (found["pids"].version, found["pids"].directory) == (1, v1_pids)
    assert missing == {}


def test_a_v2_sandbox_cgroup_gets_its_limits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    delegated = tmp_path / "delegated"
    delegated.mkdir()
    (delegated / "cgroup.controllers").write_text("memory pids\n")
    (delegated / "cgroup.subtree_control").write_text("")
    fake_host(monkeypatch, {}, {})
    cgroup, in_force, unavailable = SandboxCgroup.create(100 * 2**20, 32, parent=str(delegated))
    directory = cgroup.directories["memory"]
    assert cgroup.directories == {"memory": directory, "pids": directory}  # one directory on v2
    assert (directory / "memory.max").read_text() == str(100 * 2**20)
    assert (directory / "pids.max").read_text() == "32"
    assert (delegated / "cgroup.subtree_control").read_text() == "+pids"  # the fake keeps the last write
    assert in_force == {"memory_cgroup": f"{100 * 2**20} (v2)", "pids_cgroup": "32 (v2)"} and not unavailable
    assert cgroup.procs_files == [str(directory / "cgroup.procs")]
    (directory / "memory.events").write_text("low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n")
    (directory / "pids.events").write_text("max 7\n")
    assert cgroup.events() == {"oom_kill": 1, "pids_max": 7}


def test_missing_controllers_are_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_host(monkeypatch, {}, {})
    cgroup, in_force, unavailable = SandboxCgroup.create(2**30, 64)
    assert not cgroup.directories and not in_force
    assert set(unavailable) == {"memory_cgroup", "pids_cgroup"}
    cgroup.remove()


def test_an_unwritable_hierarchy_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    v1_memory = tmp_path / "memory"
    v1_memory.mkdir()
    v1_memory.chmod(0o500)
    fake_host(monkeypatch, {"memory": v1_memory}, {"memory": "/"})
    try:
        cgroup, _, unavailable = SandboxCgroup.create(2**30, 0)
    finally:
        v1_memory.chmod(0o700)
    if cgroup.directories:  # root may write anyway (CAP_DAC_OVERRIDE)
        assert (cgroup.directories["memory"] / "memory.limit_in_bytes").read_text() == str(2**30)
    else:
        assert unavailable["memory_cgroup"].startswith("cannot use cgroup v1")


@pytest.mark.skipif(not find_hierarchies()[0], reason="no usable cgroup controller on this host")
def test_cgroups_of_dead_runners_are_swept() -> None:
    with subprocess.Popen(["true"]) as gone:
        gone.wait()
    stale = [h.directory / f"rollgate-{gone.pid}-0" for h in find_hierarchies()[0].values()]
    live = [h.directory / f"rollgate-{os.getpid()}-999999" for h in find_hierarchies()[0].values()]
    for directory in {*stale, *live}:
        directory.mkdir()
    try:
        assert sweep_stale() >= len(set(stale))
        assert not [d for d in stale if d.exists()] and all(d.exists() for d in live)
    finally:
        for directory in {*stale, *live}:
            if directory.exists():
                directory.rmdir()
