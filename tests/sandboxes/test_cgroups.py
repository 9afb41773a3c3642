"""Finding cgroup controllers (v1, v2, hybrid) and writing a sandbox's limits, on fake trees;
moving processes into a sandbox's cgroup and sweeping stale ones, on the host's (which must
offer them: these tests fail, naming what is missing, rather than skip)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from sandboxes.errors import SandboxStartError
from sandboxes.host import cgroups
from sandboxes.host.cgroups import Hierarchy, SandboxCgroup, find_hierarchies, sweep_stale


@pytest.fixture
def host_cgroups() -> dict[str, Hierarchy]:
    """The memory and pids hierarchies the runner may create cgroups in here; the test fails,
    naming why, where one is missing (a sandbox's limits need both)."""
    found, missing = find_hierarchies()
    if missing:
        pytest.fail(f"cgroup controllers the sandboxes' limits need are not usable here: {missing}")
    return found


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
        assert unavailable["memory_cgroup"] == f"the runner may not create cgroups in {v1_memory} (not delegated to it)"


@pytest.mark.usefixtures("host_cgroups")
def test_adopt_moves_a_running_process_tree_and_what_it_starts_later() -> None:
    cgroup, in_force, _ = SandboxCgroup.create(2**30, 64)
    assert in_force
    script = "sleep 60 & echo $!; read go; sleep 60 & echo $!; wait"
    with subprocess.Popen(["sh", "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as shell:
        assert shell.stdin is not None and shell.stdout is not None
        try:
            earlier = int(shell.stdout.readline())  # started before the move
            cgroup.adopt(shell.pid)
            shell.stdin.write("go\n")
            shell.stdin.flush()
            later = int(shell.stdout.readline())  # started by a process already moved
            for procs_file in cgroup.procs_files:
                members = {int(pid) for pid in Path(procs_file).read_text().split()}
                assert {shell.pid, earlier, later} <= members
        finally:
            cgroup.remove()  # kills every member
        assert shell.wait(timeout=10) < 0


def test_adopt_reports_a_cgroup_that_refuses(tmp_path: Path) -> None:
    cgroup = SandboxCgroup({"memory": tmp_path / "removed"})
    with pytest.raises(SandboxStartError, match="cannot move process"):
        cgroup.adopt(os.getpid())


def test_cgroups_of_dead_runners_are_swept(host_cgroups: dict[str, Hierarchy]) -> None:
    with subprocess.Popen(["true"]) as gone:
        gone.wait()
    stale = [h.directory / f"rollgate-{gone.pid}-0" for h in host_cgroups.values()]
    live = [h.directory / f"rollgate-{os.getpid()}-999999" for h in host_cgroups.values()]
    for directory in {*stale, *live}:
        directory.mkdir()
    try:
        assert sweep_stale() >= len(set(stale))
        assert not [d for d in stale if d.exists()] and all(d.exists() for d in live)
    finally:
        for directory in {*stale, *live}:
            if directory.exists():
                directory.rmdir()
