"""Finding cgroup controllers (v1, v2, hybrid) and writing a sandbox's limits (memory, pids,
CPU quota and weight), on fake trees;
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
    """The memory, pids and cpu hierarchies the runner may create cgroups in here; the test fails,
    naming why, where one is missing (a sandbox's limits need all three)."""
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
    assert (found["cpu"].version, "cpuacct" in found) == (2, False)  # v2 counts CPU time in cpu.stat
    assert missing == {}


def test_v1_cpu_time_is_counted_in_cpuacct_mounted_apart_or_with_cpu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """cpuacct gets a directory of the sandbox's own where it is mounted apart from cpu, and
    shares cpu's where the two are mounted together ("cpu,cpuacct")."""
    for together in (False, True):
        cpu = tmp_path / f"cpu-{together}"
        cpuacct = cpu if together else tmp_path / "cpuacct"
        cpu.mkdir()
        cpuacct.mkdir(exist_ok=True)
        fake_host(monkeypatch, {"cpu": cpu, "cpuacct": cpuacct}, {"cpu": "/", "cpuacct": "/"})
        cgroup, in_force, _ = SandboxCgroup.create(0, 0, 0.5)
        directory = cgroup.directories["cpu"]
        assert (directory / "cpu.cfs_quota_us").read_text() == "50000"
        assert (directory / "cpu.cfs_period_us").read_text() == "100000"
        assert (directory / "cpu.shares").read_text() == "512"
        assert in_force["cpu_cgroup"].startswith("0.5 CPUs: cpu.cfs_quota_us 50000 per cpu.cfs_period_us 100000")
        assert (cgroup.directories["cpuacct"] == directory) is together
        (cgroup.directories["cpuacct"] / "cpuacct.usage").write_text("2500000000\n")
        (directory / "cpu.stat").write_text("nr_periods 40\nnr_throttled 12\nthrottled_time 900\n")
        assert cgroup.cpu_time_s() == 2.5 and cgroup.events() == {"cpu_throttled": 12}
        assert len(cgroup.procs_files) == (1 if together else 2)


def test_a_v2_sandbox_cgroup_gets_its_limits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    delegated = tmp_path / "delegated"
    delegated.mkdir()
    (delegated / "cgroup.controllers").write_text("cpu memory pids\n")
    (delegated / "cgroup.subtree_control").write_text("")
    fake_host(monkeypatch, {}, {})
    cgroup, in_force, unavailable = SandboxCgroup.create(100 * 2**20, 32, 2.5, parent=str(delegated))
    directory = cgroup.directories["memory"]
    assert cgroup.directories == {"memory": directory, "pids": directory, "cpu": directory}  # one directory on v2
    assert (directory / "memory.max").read_text() == str(100 * 2**20)
    assert (directory / "pids.max").read_text() == "32"
    assert (directory / "cpu.max").read_text() == "250000 100000"  # 2.5 periods of CPU time per period
    assert (directory / "cpu.weight").read_text() == "250"  # 2.5 times the default weight
    assert (delegated / "cgroup.subtree_control").read_text() == "+cpu"  # the fake keeps the last write
    assert in_force == {"memory_cgroup": f"{100 * 2**20} (v2)", "pids_cgroup": "32 (v2)",
                        "cpu_cgroup": "2.5 CPUs: cpu.max 250000 100000, cpu.weight 250 (v2)"} and not unavailable
    assert cgroup.procs_files == [str(directory / "cgroup.procs")]
    (directory / "memory.events").write_text("low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n")
    (directory / "pids.events").write_text("max 7\n")
    (directory / "cpu.stat").write_text("usage_usec 1500000\nuser_usec 1000000\nnr_periods 9\nnr_throttled 4\n")
    assert cgroup.events() == {"oom_kill": 1, "pids_max": 7, "cpu_throttled": 4}
    assert cgroup.cpu_time_s() == 1.5


def test_missing_controllers_are_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_host(monkeypatch, {}, {})
    cgroup, in_force, unavailable = SandboxCgroup.create(2**30, 64, 1.0)
    assert not cgroup.directories and not in_force and cgroup.cpu_time_s() is None
    assert unavailable == dict.fromkeys(("memory_cgroup", "pids_cgroup", "cpu_cgroup"),
                                        "no cgroup hierarchy offers this controller here")
    cgroup.remove()


def test_cpu_quotas_and_weights_are_in_proportion_within_the_kernels_bounds() -> None:
    assert [cgroups.cpu_quota_us(cpus) for cpus in (0.001, 0.25, 1, 3.5)] == [1000, 25000, 100000, 350000]
    assert [cgroups.cpu_weight(cpus, 2) for cpus in (0.001, 0.5, 1, 500)] == [1, 50, 100, 10000]
    assert [cgroups.cpu_weight(cpus, 1) for cpus in (0.001, 0.5, 1, 500)] == [2, 512, 1024, 262144]


def test_a_cpu_quota_the_kernel_refuses_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """On v1 a child's quota may not exceed its parent's (EINVAL): the sandbox has no CPU limit
    then, and its status says why (with `require_limits`, it does not start)."""
    cpu = tmp_path / "cpu"
    cpu.mkdir()
    fake_host(monkeypatch, {"cpu": cpu}, {"cpu": "/"})

    def refuse(version: int, directory: Path, cpus: float) -> str:
        raise OSError(22, "Invalid argument")

    monkeypatch.setattr(cgroups, "_write_cpu_limit", refuse)
    cgroup, in_force, unavailable = SandboxCgroup.create(0, 0, 64.0)
    assert not in_force and unavailable["cpu_cgroup"] == "cannot use cgroup v1: Invalid argument"
    assert not cgroup.directories and not list(cpu.iterdir())  # its directory is gone too


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
    cgroup, in_force, _ = SandboxCgroup.create(2**30, 64, 1.0)
    assert set(in_force) == {"memory_cgroup", "pids_cgroup", "cpu_cgroup"}
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
