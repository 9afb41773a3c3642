"""A Sandbox's interface: start, exec, stop, status; its limits, cgroups and gating."""

from __future__ import annotations

import dataclasses
import json
import os
import resource
import sys
from pathlib import Path

import psutil
import pytest
from conftest import StartSandbox

from sandboxes.errors import EnvError, SandboxStartError
from sandboxes.host.cgroups import find_hierarchies
from sandboxes.host.config import ALLOW_UNSANDBOXED_VAR, ENV_UNIX_SOCKETS, NO_ISOLATION, SandboxConfig
from sandboxes.host.limits import MIB, SandboxLimits
from sandboxes.host.runtime.gvisor import RUNSC_BASE_TASKS, RUNSC_TASKS_PER_PROCESS
from sandboxes.host.sandbox import NPROC_NOT_SET, Sandbox
from sandboxes.host.session import open_session
from sandboxes.inside.envs.search.retrieval import DEFAULT_SOCKET
from tests.sandbox_kinds import SANDBOX_BACKENDS

RLIMITS = {"RLIMIT_CPU": 7, "RLIMIT_AS": 3000 * MIB, "RLIMIT_FSIZE": 5 * MIB, "RLIMIT_NOFILE": 99, "RLIMIT_CORE": 0}
LIMITS = SandboxLimits(cpu_seconds=7, address_space_bytes=3000 * MIB, file_size_bytes=5 * MIB, open_files=99,
                       processes=50, memory_bytes=300 * MIB, workspace_bytes=8 * MIB)
PRINT_RLIMITS = f"""
import json, resource
print(json.dumps({{name: resource.getrlimit(getattr(resource, name))[0] for name in {sorted(RLIMITS)!r}}}))
"""
CGROUPS_HERE = {controller for controller in find_hierarchies()[0]}


async def test_rlimits_hold_inside(start_sandbox: StartSandbox, backend: str) -> None:
    sandbox = await start_sandbox(backend, limits=LIMITS)
    result = await sandbox.exec([sys.executable, "-S", "-c", PRINT_RLIMITS])
    assert result.exit_code == 0, result.stderr
    if backend == "runsc":  # gVisor ignores RLIMIT_CPU: it is set on runsc, for the whole sandbox
        assert sandbox.status().in_force["RLIMIT_CPU"] == "7 (the whole sandbox)"
        assert json.loads(result.stdout) == {**RLIMITS, "RLIMIT_CPU": resource.RLIM_INFINITY}
    else:
        assert json.loads(result.stdout) == RLIMITS


async def test_status_names_each_limit(start_sandbox: StartSandbox) -> None:
    status = (await start_sandbox("bubblewrap", limits=LIMITS)).status()
    assert status.backend == "bubblewrap" and "uid 65534" in status.isolation
    for name in ("RLIMIT_CPU", "RLIMIT_AS", "RLIMIT_FSIZE", "RLIMIT_NOFILE", "workspace_bytes", "seccomp"):
        assert name in status.in_force, name
    assert status.in_force["network"] == "none" and status.in_force["user_namespaces"].startswith("disabled")
    assert status.in_force["workspace_bytes"] == str(8 * MIB)
    for controller in ("memory", "pids", "cpu"):
        name = f"{controller}_cgroup"
        assert (name in status.in_force) == (controller in CGROUPS_HERE)
        assert (name in status.unavailable) == (controller not in CGROUPS_HERE)
    if "pids" in CGROUPS_HERE:  # the sandbox's own pids cgroup bounds it, not the uid's RLIMIT_NPROC
        assert status.unavailable["RLIMIT_NPROC"] == NPROC_NOT_SET
    else:
        assert ("RLIMIT_NPROC" in status.unavailable) == (os.geteuid() == 0)
    assert set(status.in_force).isdisjoint(status.unavailable)
    assert "not in force" in str(status) or not status.unavailable


async def test_cgroups_hold_the_whole_sandbox_and_go_with_it(start_sandbox: StartSandbox, backend: str) -> None:
    """With limits required: a host without usable memory and pids cgroups fails it at the start."""
    if backend == "docker":
        pytest.skip("a container's cgroups are its engine's (test_docker checks them); ours hold its supervisor")
    sandbox = await start_sandbox(backend, limits=LIMITS, require_limits=True)
    directories = dict(sandbox._cgroup.directories)
    assert set(directories) - {"cpuacct"} == {"memory", "pids", "cpu"}  # cpuacct: v1's CPU-time counter
    tree = [psutil.Process(sandbox.server.pid), *psutil.Process(sandbox.server.pid).children(recursive=True)]
    for directory in directories.values():
        assert {p.pid for p in tree} <= {int(pid) for pid in (directory / "cgroup.procs").read_text().split()}
    if "memory" in directories:
        assert _read_limit(directories["memory"], "memory.limit_in_bytes", "memory.max") == 300 * MIB
    if "pids" in directories:
        expected = RUNSC_BASE_TASKS + RUNSC_TASKS_PER_PROCESS * 50 if backend == "runsc" else 50
        assert int((directories["pids"] / "pids.max").read_text()) == expected
    quota = directories["cpu"] / "cpu.cfs_quota_us"
    quota = quota if quota.exists() else directories["cpu"] / "cpu.max"  # v2: "quota period"
    assert int(quota.read_text().split()[0]) == 100_000  # LIMITS: the default, one core
    assert sandbox.cpu_time_s() is not None and sandbox.cpu_time_s() > 0  # its start-up, counted
    await sandbox.stop()
    assert not [d for d in directories.values() if d.exists()]


async def test_cgroups_can_be_turned_off(start_sandbox: StartSandbox) -> None:
    sandbox = await start_sandbox("bubblewrap", cgroups=False)
    assert sandbox.status().unavailable["memory_cgroup"] == "disabled"
    assert not sandbox._cgroup.directories


async def test_exec_reports_exit_and_bounds_output(start_sandbox: StartSandbox, backend: str) -> None:
    sandbox = await start_sandbox(backend)
    result = await sandbox.exec(["sh", "-c", "head -c 100000 /dev/zero | tr '\\0' x; echo oops >&2; exit 3"],
                                max_output_bytes=1000)
    assert (result.exit_code, result.signal, result.timed_out) == (3, None, False)
    assert result.stdout == "x" * 1000 and result.stdout_bytes == 100_000 and result.truncated
    assert result.stderr == "oops\n"


async def test_exec_kills_a_command_at_its_timeout(start_sandbox: StartSandbox, backend: str) -> None:
    sandbox = await start_sandbox(backend)
    result = await sandbox.exec(["sh", "-c", "echo started; sleep 60"], timeout_s=2.0)  # room to echo when loaded
    assert (result.exit_code, result.signal, result.timed_out, result.stdout) == (None, "SIGKILL", True, "started\n")
    assert sandbox.alive
    assert (await sandbox.exec(["true"])).exit_code == 0


async def test_exec_of_a_missing_program_is_an_env_error(start_sandbox: StartSandbox) -> None:
    sandbox = await start_sandbox("bubblewrap")
    with pytest.raises(EnvError, match="cannot run"):
        await sandbox.exec(["/no/such/program"])


async def test_exec_leaves_no_zombie_to_the_server(start_sandbox: StartSandbox) -> None:
    """Orphans of a command die with its PID namespace (`sandboxes.inside.confine`), and what
    falls to the server (PID 1 of the sandbox) is reaped."""
    sandbox = await start_sandbox("bubblewrap")
    await sandbox.exec(["sh", "-c", "for i in 1 2 3 4 5; do (sleep 30 &) ; done; exit 0"])
    inside = await sandbox.exec(["sh", "-c", "cat /proc/[0-9]*/stat"])
    states = [line.rpartition(")")[2].split()[0] for line in inside.stdout.splitlines()]
    assert "Z" not in states and len(states) <= 5  # the server, the command's launcher and init, sh and cat


async def test_unsandboxed_runtimes_are_refused_unless_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ALLOW_UNSANDBOXED_VAR, raising=False)
    for runtime in ("process", "inprocess"):
        with pytest.raises(SandboxStartError, match="no isolation"):
            await open_session("countdown", runtime, timeout_s=30)
    with pytest.raises(SandboxStartError, match="no isolation"):
        await Sandbox.start("countdown", SandboxConfig(backend="process"), timeout_s=30)
    monkeypatch.setenv(ALLOW_UNSANDBOXED_VAR, "1")
    for runtime in ("process", "inprocess"):
        async with await open_session("countdown", runtime, timeout_s=30) as session:
            assert session.status.isolation == NO_ISOLATION
            assert "wall_clock_s" in session.status.in_force


async def test_plain_process_status_says_no_isolation() -> None:
    config = dataclasses.replace(SandboxConfig(backend="process", allow_unsandboxed=True), limits=LIMITS)
    sandbox = await Sandbox.start("countdown", config, timeout_s=30)
    try:
        status = sandbox.status()
        assert status.isolation == NO_ISOLATION and NO_ISOLATION in str(status)
        assert status.unavailable["network"] == status.unavailable["filesystem"] == "no isolation"
        result = await sandbox.exec([sys.executable, "-S", "-c", PRINT_RLIMITS])
        assert json.loads(result.stdout) == RLIMITS
    finally:
        await sandbox.stop()


@pytest.mark.parametrize("backend", SANDBOX_BACKENDS, indirect=True)  # runtimes, which pools would fork
async def test_sandboxed_session_status_has_the_wall_clock(backend: str) -> None:
    async with await open_session("countdown", backend, timeout_s=12) as session:
        assert session.status.in_force["wall_clock_s"] == "12 per call"
        assert session.status.backend == backend


def _read_limit(directory: Path, v1_name: str, v2_name: str) -> int:
    path = directory / v1_name if (directory / v1_name).exists() else directory / v2_name
    return int(path.read_text())


async def test_data_dirs_are_bound_read_only_and_named_by_their_variable(
    start_sandbox: StartSandbox, backend: str, tmp_path: Path
) -> None:
    (tmp_path / "games.json").write_text('["game-1"]')
    tmp_path.chmod(0o755)  # world-readable, as data for sandboxes must be (runsc's guest user owns nothing)
    sandbox = await start_sandbox(backend, data_dirs=(("ALFWORLD_DATA", str(tmp_path)),))
    script = 'import os; d = os.environ["ALFWORLD_DATA"]; print(d, open(d + "/games.json").read())'
    seen = await sandbox.exec([sys.executable, "-S", "-c", script])
    if backend != "runsc":  # the env server reads it; tool commands find /opt/rollgate empty
        assert seen.stdout == "" and "No such file or directory" in seen.stderr
        return
    assert seen.stdout.split() == ["/opt/rollgate/data/ALFWORLD_DATA", '["game-1"]'], seen.stderr
    denied = await sandbox.exec(["sh", "-c", 'echo x > "$ALFWORLD_DATA/new"'])
    assert denied.exit_code != 0 and not (tmp_path / "new").exists()


async def test_plain_process_sees_the_host_path_of_its_data_dir(tmp_path: Path) -> None:
    config = SandboxConfig(backend="process", data_dirs=(("ALFWORLD_DATA", str(tmp_path)),), allow_unsandboxed=True)
    sandbox = await Sandbox.start("countdown", config, timeout_s=60)
    try:
        seen = await sandbox.exec(["sh", "-c", 'echo "$ALFWORLD_DATA"'])
    finally:
        await sandbox.stop()
    assert seen.stdout.strip() == str(tmp_path)


def test_an_env_gets_only_its_own_data_dir() -> None:
    config = SandboxConfig(data_dirs=(("ALFWORLD_DATA", "/data/alfworld"), ("WEBSHOP_DATA", "/data/webshop")))
    assert config.for_env("alfworld").data_dirs == (("ALFWORLD_DATA", "/data/alfworld"),)
    assert config.for_env("countdown").data_dirs == ()


def test_an_env_gets_only_the_unix_sockets_it_uses() -> None:
    assert ENV_UNIX_SOCKETS == {"search": (DEFAULT_SOCKET,)}  # the search env's client connects there
    retriever, other = ("/run/host/retriever.sock", DEFAULT_SOCKET), ("/run/host/other.sock", "/run/other.sock")
    config = SandboxConfig(unix_sockets=(retriever, other))
    assert config.for_env("search").unix_sockets == (retriever,)
    for env in ("countdown", "alfworld", "webshop", "swe"):
        assert config.for_env(env).unix_sockets == (), env
