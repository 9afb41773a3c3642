"""Escape and abuse attempts from inside a sandbox, for each backend available here.

Each attack runs as a command inside the sandbox (`Sandbox.exec`), and each test asserts the
barrier that stopped it (an errno, a signal, a kill reason, a counter), not just that it
failed: removing the barrier fails the test. Where the backends stop an attack differently
(gVisor's kernel answers many system calls itself), the expectation is per backend.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import textwrap
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import PROBE_PRELUDE, SHARED_SANDBOXES, StartSandbox, sandbox_processes

from sandboxes import wire
from sandboxes.errors import EnvCrashed, EnvError, ProtocolError
from sandboxes.host import pipe
from sandboxes.host.config import SandboxConfig
from sandboxes.host.limits import MIB, SandboxLimits
from sandboxes.host.runtime import PACKAGE_DIR, server_argv
from sandboxes.host.sandbox import Sandbox
from sandboxes.host.session import SubprocessSession
from tests.sandbox_kinds import (
    FORKED,
    SANDBOX_BACKENDS,
    SANDBOX_KINDS,
    backend_of,
    requested_kind,
    sandbox_config,
    start_kind,
)


def ours(backend: str) -> bool:
    """Whether the runner's own cgroups limit this kind of sandbox: then the bombs' tests require
    them (`require_limits`), so a host without them fails these tests instead of skipping them."""
    return backend_of(backend) == "bubblewrap"


SECRET_NAME, SECRET_VALUE = "ROLLGATE_TEST_SECRET", "hunter2-not-for-envs"
ALLOWED_ENVIRON = {"PATH", "PYTHONPATH", "HOME", "LANG", "PYTHONDONTWRITEBYTECODE", "PWD", "LC_CTYPE", "SHLVL", "_"}
SUID_INSIDE = "/opt/suid/id"
BY_BACKEND: dict[str, dict[str, Any]] = {
    # Writes outside /tmp: read-only mounts (bubblewrap) or, first, file ownership (gVisor's
    # own permission check: the host's root-owned files are not the guest user's; under a
    # runner without root, host files are unmapped and the read-only mount refuses instead).
    "write_outside": {"bubblewrap": {"EROFS"}, "runsc": {"EACCES"} if os.geteuid() == 0 else {"EACCES", "EROFS"},
                      "docker": {"EROFS"}},
    "udp_out": {"bubblewrap": "ENETUNREACH", "runsc": "EHOSTUNREACH", "docker": "ENETUNREACH"},  # no route: only lo
    # /proc is read-only (bubblewrap), or /proc/sys (Docker); gVisor's is its own kernel's.
    "write_sysctl": {"bubblewrap": "EROFS", "runsc": "EACCES", "docker": "EROFS"},
    # /dev holds device nodes only: read-only (bubblewrap) or not the sandbox user's.
    "write_dev": {"bubblewrap": "EROFS", "runsc": "EACCES", "docker": "EACCES"},
    # /dev/shm: a tmpfs capped at the limits' shm_bytes, or (gVisor) not the sandbox user's.
    "fill_shm": {"bubblewrap": "No space left on device", "runsc": "Permission denied",
                 "docker": "No space left on device"},
}


async def run_python(sandbox: Sandbox, code: str, *args: str, timeout_s: float = 30.0) -> Any:
    """Run `code` (after PROBE_PRELUDE) inside; it prints one JSON value, which is returned."""
    source = PROBE_PRELUDE + textwrap.dedent(code)
    result = await sandbox.exec([sys.executable, "-S", "-c", source, *args], timeout_s=timeout_s)
    assert result.exit_code == 0, (result.signal, result.stderr)
    return json.loads(result.stdout)


@pytest.fixture(scope="module")
def suid_binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A setuid-root copy of `id` (it prints euid= when the effective uid differs)."""
    path = tmp_path_factory.mktemp("suid") / "id"
    shutil.copy("/usr/bin/id", path)
    path.chmod(0o4755)
    return path


@pytest.fixture(scope="module", params=SANDBOX_KINDS)
async def sandbox(request: pytest.FixtureRequest, suid_binary: Path) -> AsyncIterator[Sandbox]:
    """One sandbox of each kind with the default limits, for the attacks that break nothing."""
    kind = requested_kind(request)
    config = sandbox_config(kind, ro_binds=((str(suid_binary), SUID_INSIDE),))
    started, forks = await start_kind(kind, "countdown", config)
    SHARED_SANDBOXES.add(started)
    yield started
    SHARED_SANDBOXES.discard(started)
    await started.stop()
    if forks is not None:
        await forks.close()


@pytest.fixture
def host_listener() -> Iterator[int]:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        yield listener.getsockname()[1]


@pytest.fixture
def host_sleep() -> Iterator[subprocess.Popen[bytes]]:
    with subprocess.Popen(["sleep", "300"]) as sleeper:
        yield sleeper
        sleeper.kill()


# --- network --------------------------------------------------------------------------------


async def test_tcp_to_a_host_service_is_refused(sandbox: Sandbox, host_listener: int) -> None:
    inside = await run_python(sandbox, """
        print(json.dumps({"connect": outcome(lambda: socket.create_connection(("127.0.0.1", int(sys.argv[1])), 5)
                                             and None),
                          "interfaces": [name for _, name in socket.if_nameindex()]}))
    """, str(host_listener))
    assert inside == {"connect": ["error", "ECONNREFUSED"], "interfaces": ["lo"]}  # its own, empty loopback


async def test_dns_lookups_and_outbound_udp_fail(sandbox: Sandbox) -> None:
    inside = await run_python(sandbox, """
        def lookup():
            try:
                return socket.getaddrinfo("example.com", 443) and "resolved"
            except socket.gaierror as exc:
                return exc.errno
        def udp():
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
                return probe.sendto(b"x", ("1.1.1.1", 53))
        print(json.dumps({"dns": lookup(), "udp": outcome(udp), "resolv": os.path.exists("/etc/resolv.conf")}))
    """)
    assert inside["dns"] in (socket.EAI_AGAIN, socket.EAI_NONAME) and not inside["resolv"]
    assert inside["udp"] == ["error", BY_BACKEND["udp_out"][sandbox.status().backend]]


# --- files ----------------------------------------------------------------------------------


async def test_host_secrets_are_out_of_reach(sandbox: Sandbox, tmp_path: Path) -> None:
    config = tmp_path / "rollgate.toml"
    config.write_text('tokens = {"s3cret-admin-token" = ["admin"]}\n')
    config.chmod(0o644)
    inside = await run_python(sandbox, """
        def read(path):
            with open(path, "rb") as file:
                return len(file.read())
        print(json.dumps({"shadow": outcome(lambda: read("/etc/shadow")),
                          "config": outcome(lambda: read(sys.argv[1])),
                          "repository": outcome(lambda: os.listdir(sys.argv[2])),
                          "root": outcome(lambda: sorted(os.listdir("/root")))}))
    """, str(config), str(PACKAGE_DIR.parent))
    for name in ("shadow", "config", "repository"):
        assert inside[name] == ["error", "ENOENT"], name  # not mounted at all
    bound_under_root = {Path(p).parts[2] for p in (sys.prefix, sys.base_prefix) if Path(p).parts[1:2] == ("root",)}
    assert inside["root"] in (["ok", sorted(bound_under_root)], ["error", "ENOENT"])


async def test_writes_outside_the_workspace_fail(sandbox: Sandbox) -> None:
    targets = ["/", "/usr", "/etc", "/opt/rollgate/sandboxes", sys.prefix, "/dev", "/tmp"]
    inside = await run_python(sandbox, """
        def write(directory):
            with open(os.path.join(directory, "rollgate-probe"), "w") as file:
                return file.write("x")
        print(json.dumps({target: outcome(lambda: write(target)) for target in sys.argv[1:]}))
    """, *targets)
    backend = sandbox.status().backend
    refusals = {target: inside[target][1] for target in targets[:-2] if inside[target][0] == "error"}
    expected = BY_BACKEND["write_outside"][backend] | ({"ENOENT"} if backend != "runsc" else set())  # hidden
    assert set(refusals) == set(targets[:-2]) and set(refusals.values()) <= expected
    assert inside["/dev"] == ["error", BY_BACKEND["write_dev"][backend]]
    assert inside["/tmp"] == ["ok", 1]
    mounts = await run_python(sandbox, """
        print(json.dumps({line.split()[4]: line.split()[5] for line in open("/proc/self/mountinfo")}))
    """)
    assert mounts["/usr"].split(",")[0] == "ro" and mounts["/tmp"].split(",")[0] == "rw"


async def test_kernel_settings_cannot_be_written(sandbox: Sandbox) -> None:
    """The sandbox user is host uid 0 under bubblewrap run by root, which the kernel lets write
    its global settings through /proc/sys (core_pattern: a program the host runs as root)."""
    core_pattern = Path("/proc/sys/kernel/core_pattern")
    before = core_pattern.read_text()
    try:
        inside = await run_python(sandbox, """
            def write(path):
                with open(path, "w") as file:
                    return file.write("|/tmp/rollgate-probe")
            print(json.dumps({path: outcome(lambda: write(path)) for path in sys.argv[1:]}))
        """, str(core_pattern), "/proc/sys/vm/drop_caches")
        assert core_pattern.read_text() == before
    finally:
        if core_pattern.read_text() != before:
            core_pattern.write_text(before)
    expected = BY_BACKEND["write_sysctl"][sandbox.status().backend]
    assert inside == {path: ["error", expected] for path in inside}


# --- processes ------------------------------------------------------------------------------


async def test_host_processes_are_invisible_and_unsignalable(
    sandbox: Sandbox, host_sleep: subprocess.Popen[bytes]
) -> None:
    inside = await run_python(sandbox, """
        pids = sorted(int(name) for name in os.listdir("/proc") if name.isdigit())
        print(json.dumps({"kill": outcome(lambda: os.kill(int(sys.argv[1]), 9)), "pids": pids}))
    """, str(host_sleep.pid))
    assert inside["kill"] == ["error", "ESRCH"]  # no such process in the sandbox's PID namespace
    assert max(inside["pids"]) < 100 and host_sleep.pid not in inside["pids"]
    assert host_sleep.poll() is None


async def test_the_host_environment_is_absent(start_sandbox: StartSandbox, backend: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SECRET_NAME, SECRET_VALUE)
    sandbox = await start_sandbox(backend)
    inside = await run_python(sandbox, "print(json.dumps(dict(os.environ)))")
    assert set(inside) <= ALLOWED_ENVIRON and SECRET_VALUE not in json.dumps(inside)


async def test_setuid_binaries_do_not_raise_privileges(sandbox: Sandbox) -> None:
    result = await sandbox.exec([SUID_INSIDE])
    assert result.exit_code == 0 and result.stdout.startswith("uid=65534") and "euid" not in result.stdout
    if sandbox.status().backend == "bubblewrap":  # the setuid root maps to the sandbox user itself
        inside = await run_python(sandbox, """
            status = dict(line.split(":", 1) for line in open("/proc/self/status"))
            mounts = {line.split()[4]: line.split()[5] for line in open("/proc/self/mountinfo")}
            print(json.dumps({"no_new_privs": status["NoNewPrivs"].strip(), "suid_mount": mounts[sys.argv[1]]}))
        """, SUID_INSIDE)
        assert inside["no_new_privs"] == "1" and "nosuid" in inside["suid_mount"].split(",")


async def test_no_user_namespace_can_be_created(sandbox: Sandbox) -> None:
    """The env server may make the namespaces confining a command; the command may make none
    (the tool seccomp filter), neither by unshare nor by clone."""
    inside = await run_python(sandbox, """
        libc = ctypes.CDLL(None, use_errno=True)
        def call(*args):
            result = libc.syscall(*args)
            if result == 0 and args[0] == 56:
                os._exit(0)  # a clone that made a child: the child leaves at once
            return errno.errorcode[ctypes.get_errno()] if result == -1 else "made"
        print(json.dumps({"unshare": call(272, 0x10000000), "clone": call(56, 0x10000000 | 17, 0, 0, 0, 0)}))
    """)
    assert inside == {"unshare": "EPERM", "clone": "EPERM"}
    unshare = await sandbox.exec(["unshare", "-U", "true"])
    assert unshare.exit_code == 1 and "Operation not permitted" in unshare.stderr


@pytest.mark.parametrize("kind", ["bubblewrap", FORKED])
@pytest.mark.parametrize("seccomp", [True, False], ids=["seccomp", "no-seccomp"])
async def test_seccomp_refuses_kernel_surfaces(start_sandbox: StartSandbox, kind: str, seccomp: bool) -> None:
    """ptrace and io_uring are refused with EPERM to tool commands, whose own filter applies
    whether or not the env server has its filter (`seccomp`), which the status reports."""
    sandbox = await start_sandbox(kind, seccomp=seccomp)
    inside = await run_python(sandbox, """
        libc = ctypes.CDLL(None, use_errno=True)
        def call(*args):
            result = libc.syscall(*args)
            return "EPERM" if result == -1 and ctypes.get_errno() == errno.EPERM else "allowed"
        params = ctypes.create_string_buffer(120)
        print(json.dumps({"ptrace": call(101, 0, 0, 0, 0), "io_uring_setup": call(425, 1, params)}))
    """)
    assert inside == {"ptrace": "EPERM", "io_uring_setup": "EPERM"}
    assert ("seccomp" in sandbox.status().in_force) == seccomp
    filters = await sandbox.exec(["grep", "Seccomp_filters", "/proc/self/status"])
    assert filters.stdout.split() == ["Seccomp_filters:", "2" if seccomp else "1"]  # the server's, the command's


DANGEROUS_CALLS = {
    # name: arguments that succeed (or fail otherwise than EPERM/ENOSYS) where the call is allowed
    "ptrace": (16, 1, 0, 0), "process_vm_readv": (1, 0, 0, 0, 0, 0), "process_vm_writev": (1, 0, 0, 0, 0, 0),
    "pidfd_getfd": (-1, 0, 0), "process_madvise": (-1, 0, 0, 0, 0), "process_mrelease": (-1, 0),
    "modify_ldt": (0, 0, 0), "personality": (0xFFFFFFFF,), "memfd_secret": (0,), "statmount": (0, 0, 0, 0),
    "listmount": (0, 0, 0, 0), "kcmp": (1, 1, 0, 0, 0), "setns": (-1, 0), "mount": (0, 0, 0, 0, 0),
    "bpf": (0, 0, 0), "userfaultfd": (0,), "perf_event_open": (0, 0, -1, -1, 0), "keyctl": (0, 0),
    "add_key": (0, 0, 0, 0, 0), "io_uring_setup": (0, 0), "open_by_handle_at": (-1, 0, 0), "fsopen": (0, 0),
    "open_tree": (-1, 0, 0), "move_mount": (-1, 0, -1, 0, 0), "landlock_create_ruleset": (0, 0, 1),
    "clone3": (0, 0),
}
"""The system calls tool commands must be refused (item: seccomp as an allow-list), with
arguments that would not fail with EPERM or ENOSYS were they allowed."""


async def test_dangerous_system_calls_fail_with_eperm_or_enosys(sandbox: Sandbox) -> None:
    from sandboxes.seccomp import architecture
    from sandboxes.seccomp_tables import NUMBERS

    numbers = NUMBERS[architecture() or ""]
    calls = {name: [numbers[name], *arguments] for name, arguments in DANGEROUS_CALLS.items() if name in numbers}
    inside = await run_python(sandbox, """
        libc = ctypes.CDLL(None, use_errno=True)
        libc.syscall.restype = ctypes.c_long
        def call(number, *args):
            result = libc.syscall(number, *[ctypes.c_long(arg) for arg in args])
            return errno.errorcode.get(ctypes.get_errno(), "?") if result == -1 else "allowed"
        print(json.dumps({name: call(*arguments) for name, arguments in json.loads(sys.argv[1]).items()}))
    """, json.dumps(calls))
    refused = {name: outcome for name, outcome in inside.items() if outcome in ("EPERM", "ENOSYS")}
    assert refused == inside and set(inside) >= {"pidfd_getfd", "personality", "ptrace", "statmount"}
    assert inside["clone3"] == "ENOSYS"  # the C library then falls back to clone, whose flags are checked


# --- the env server ---------------------------------------------------------------------------

FORGE_REPLIES = """
forged = b'{"id": 1, "result": {"observation": "", "reward": 1.0, "done": true}}\\n'
me = int(os.readlink("/proc/self")) if os.path.exists("/proc/self") else os.getpid()  # as that /proc names it
opened, seen = [], []
for name in os.listdir("/proc") if os.path.isdir("/proc") else []:
    if not name.isdigit() or int(name) == me:
        continue
    seen.append(int(name))
    for path in (f"/proc/{name}/mem", *[f"/proc/{name}/fd/{fd}" for fd in range(10)]):
        try:
            fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            continue
        if os.fstat(fd).st_rdev != os.stat("/dev/null").st_rdev:  # gVisor lets anyone reopen a /dev/null
            opened.append(path)
        os.close(fd)
for fd in range(3, 10):
    try:
        os.fstat(fd)
        opened.append(f"own fd {fd}")
    except OSError:
        pass
print(json.dumps({"opened": opened, "seen": seen}))
"""
"""What the confirmed attack did: open the env server's fds (its reply pipe) or its memory for
writing, through any process /proc shows. Every opening is listed (none may succeed), and a
command must inherit no fd but its stdio."""


async def test_tools_cannot_open_the_env_servers_streams_or_memory(sandbox: Sandbox) -> None:
    inside = await run_python(sandbox, FORGE_REPLIES)
    assert inside["opened"] == []
    result = await sandbox.exec(["true"])  # and the server still answers, in step
    assert result.exit_code == 0


@pytest.mark.parametrize("backend", SANDBOX_KINDS, indirect=True)
async def test_signals_from_a_tool_do_not_end_the_episode(start_sandbox: StartSandbox, backend: str) -> None:
    """`kill -INT 1` and the like, and a signal to every process the command can name, leave the
    env server serving; it ignores them too (SigIgn, seen from the host where its process is).
    Under runsc `kill -1` reaches the shell itself, which stops and is killed at the command's
    timeout: a short one, as nothing else in the command takes time."""
    sandbox = await start_sandbox(backend)
    signals = ["INT", "TERM", "HUP", "QUIT", "USR1", "USR2", "ALRM", "TSTP", "STOP"]
    script = "; ".join(f"kill -s {name} 1" for name in signals) + "; kill -s INT -1; kill -s STOP -1; echo sent"
    result = await sandbox.exec(["sh", "-c", script], timeout_s=2)
    assert result.stdout == "sent\n" or result.signal in ("SIGINT", "SIGSTOP", "SIGKILL")
    assert (await sandbox.exec(["echo", "still"])).stdout == "still\n" and sandbox.alive
    if backend == "runsc":
        return  # its processes are the guest kernel's
    server = next(p for p in sandbox_processes(sandbox) if "sandboxes.inside" in " ".join(p.cmdline())
                  and "SigIgn" in (status := Path(f"/proc/{p.pid}/status").read_text())
                  and int(status.split("SigIgn:")[1].split()[0], 16) & (1 << (signal.SIGTERM - 1)))
    ignored = int(Path(f"/proc/{server.pid}/status").read_text().split("SigIgn:")[1].split()[0], 16)
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2):
        assert ignored & (1 << (signum - 1)), signum


@pytest.mark.parametrize("backend", SANDBOX_KINDS, indirect=True)
async def test_processes_a_command_leaves_die_with_it(start_sandbox: StartSandbox, backend: str) -> None:
    """A `setsid` survivor leaves the command's process group, not its PID namespace. (The
    command returns once the survivor wrote to a fifo, that is after its setsid.)"""
    sandbox = await start_sandbox(backend)
    escape = "mkfifo /tmp/escaped; setsid sh -c 'echo > /tmp/escaped; exec sleep 301' & read line < /tmp/escaped"
    result = await sandbox.exec(["sh", "-c", escape + "; echo escaped"])
    assert result.stdout == "escaped\n"
    if backend == "runsc":  # guest processes: listed through the sandbox's /proc, which commands see there
        listing = await run_python(sandbox, """
            print(json.dumps([open(f"/proc/{pid}/cmdline").read() for pid in os.listdir("/proc") if pid.isdigit()]))
        """)
        assert "sleep\x00301\x00" not in listing and any("sandboxes.inside.server" in line for line in listing)
        return
    assert not [p for p in sandbox_processes(sandbox) if p.cmdline()[:2] == ["sleep", "301"]]


@pytest.mark.parametrize("backend", SANDBOX_BACKENDS, indirect=True)  # a command of its own: not forked
async def test_a_sandbox_that_cannot_confine_commands_refuses_them(backend: str) -> None:
    """An env server that may make no namespace (here: the tool filter loaded on itself) runs
    no command unconfined: exec fails, naming why, and the server goes on serving."""
    sandbox = await Sandbox.start("countdown", SandboxConfig(backend=backend), timeout_s=60,
                                  command=[sys.executable, "-S", "-c", NAMESPACELESS_SERVER])
    try:
        with pytest.raises(EnvError, match="this sandbox cannot run commands: cannot confine the command"):
            await sandbox.exec(["true"])
        assert sandbox.alive
    finally:
        await sandbox.stop()


NAMESPACELESS_SERVER = """
import os, sys
from sandboxes import seccomp
seccomp.load(seccomp.filter_program("tool"))
os.execv(sys.executable, [sys.executable, "-S", "-m", "sandboxes.inside.server", "countdown"])
"""


# --- resource abuse ------------------------------------------------------------------------

FORK_BOMB = """
import time
forked = 0
try:
    while forked < 1000:  # a safety cap: well above the limit under test
        if os.fork() == 0:
            time.sleep(30)
            os._exit(0)
        forked += 1
    print(json.dumps({"forked": forked}))
except OSError as exc:
    print(json.dumps({"forked": forked, "error": errno.errorcode[exc.errno]}))
"""


@pytest.mark.parametrize("backend", [*SANDBOX_BACKENDS, FORKED], indirect=True)
async def test_a_fork_bomb_is_contained(start_sandbox: StartSandbox, backend: str) -> None:
    """bubblewrap: the sandbox's pids cgroup, required (no sandbox, no pass, where it is missing);
    runsc: the guest's own RLIMIT_NPROC; docker: the container's pids cgroup (the engine's)."""
    sandbox = await start_sandbox(backend, limits=SandboxLimits(processes=64), require_limits=ours(backend))
    inside = await run_python(sandbox, FORK_BOMB)
    assert inside["error"] == "EAGAIN" and 10 < inside["forked"] < 64
    if backend_of(backend) == "bubblewrap":
        assert sandbox.limit_events()["pids_max"] > 0


async def test_a_memory_bomb_hits_the_address_space_limit(start_sandbox: StartSandbox, backend: str) -> None:
    sandbox = await start_sandbox(backend, limits=SandboxLimits(address_space_bytes=768 * MIB))
    inside = await run_python(sandbox, """
        small = outcome(lambda: len(bytearray(256 * 1024 * 1024)))
        try:
            big = len(bytearray(1024 * 1024 * 1024))
        except MemoryError:
            big = "MemoryError"
        print(json.dumps({"small": small, "big": big}))
    """)
    assert inside == {"small": ["ok", 256 * MIB], "big": "MemoryError"}


async def test_a_memory_bomb_is_killed_by_the_memory_cgroup(start_sandbox: StartSandbox, backend: str) -> None:
    """With no address-space limit, the sandbox's memory cgroup stops it: the kernel's OOM
    killer kills the hog (bubblewrap, docker) or the whole sandbox (runsc: its sentry holds it
    all). A container's cgroup is the engine's: its kills are not counted (status says so)."""
    sandbox = await start_sandbox(backend, limits=SandboxLimits(address_space_bytes=0, memory_bytes=160 * MIB),
                                  require_limits=ours(backend))
    hog = [sys.executable, "-S", "-c", "hog = []\nwhile True: hog.append(bytearray(16 * 1024 * 1024))"]
    if backend_of(backend) in ("bubblewrap", "docker"):
        result = await sandbox.exec(hog, timeout_s=60)
        assert (result.signal, result.timed_out) == ("SIGKILL", False)
        assert sandbox.alive
    else:
        with pytest.raises(EnvCrashed):
            await sandbox.exec(hog, timeout_s=60)
    if backend == "docker":
        assert "limit_events" in sandbox.status().unavailable and "memory_cgroup" in sandbox.status().in_force
        return
    assert sandbox.limit_events()["oom_kill"] >= 1
    assert "oom" in await sandbox.stop()


async def test_a_cpu_spin_is_killed_by_rlimit_cpu(start_sandbox: StartSandbox, backend: str) -> None:
    """bubblewrap, docker: the spinning process gets SIGXCPU; runsc: the limit is the whole sandbox's."""
    sandbox = await start_sandbox(backend, limits=SandboxLimits(cpu_seconds=3 if backend == "runsc" else 1))
    spin = [sys.executable, "-S", "-c", "while True: pass"]
    if backend != "runsc":
        result = await sandbox.exec(spin, timeout_s=120)
        assert (result.signal, result.timed_out) == ("SIGXCPU", False)
    else:
        with pytest.raises(EnvCrashed, match=f"code {128 + signal.SIGXCPU}"):
            await sandbox.exec(spin, timeout_s=120)
        assert await sandbox.stop() == ["cpu_limit"]


async def test_a_big_file_hits_rlimit_fsize(start_sandbox: StartSandbox, backend: str) -> None:
    sandbox = await start_sandbox(backend, limits=SandboxLimits(file_size_bytes=1 * MIB))
    result = await sandbox.exec(["dd", "if=/dev/zero", "of=/tmp/big", "bs=64k", "count=32"])
    assert result.signal == "SIGXFSZ"


async def test_filling_the_workspace_hits_the_tmpfs_cap(start_sandbox: StartSandbox, backend: str) -> None:
    sandbox = await start_sandbox(backend, limits=SandboxLimits(file_size_bytes=0, workspace_bytes=4 * MIB))
    result = await sandbox.exec(["dd", "if=/dev/zero", "of=/tmp/big", "bs=64k", "count=128"])
    assert result.exit_code == 1 and "No space left on device" in result.stderr


async def test_filling_dev_shm_hits_its_cap(start_sandbox: StartSandbox, backend: str) -> None:
    sandbox = await start_sandbox(backend, limits=SandboxLimits(file_size_bytes=0, workspace_bytes=4 * MIB))
    result = await sandbox.exec(["dd", "if=/dev/zero", "of=/dev/shm/big", "bs=64k", "count=128"])
    assert result.exit_code == 1 and BY_BACKEND["fill_shm"][backend_of(backend)] in result.stderr


# --- output floods --------------------------------------------------------------------------


async def test_a_stdout_flood_is_bounded(sandbox: Sandbox) -> None:
    # A flood that ends on its own, 122 times the bound: how soon a sandbox starts the command
    # (seconds under gVisor on a busy machine) does not change what comes back.
    result = await sandbox.exec(["sh", "-c", "yes flood | head -c 8000000"], timeout_s=60, max_output_bytes=64 * 1024)
    assert result.exit_code == 0 and not result.timed_out
    assert len(result.stdout) == 64 * 1024 and result.stdout_bytes == 8_000_000 and result.truncated


@pytest.mark.parametrize("backend", SANDBOX_BACKENDS, indirect=True)  # a command of its own: not forked
async def test_a_stderr_flood_keeps_only_a_tail(backend: str) -> None:
    flood = "head -c 2000000 /dev/zero | tr '\\0' e >&2; echo end-of-flood >&2; exec " + " ".join(
        server_argv("countdown"))
    sandbox = await Sandbox.start("countdown", SandboxConfig(backend=backend), timeout_s=60,
                                  command=["sh", "-c", flood])
    try:
        for _ in range(500):  # the last of the flood may still be in the pipe
            if sandbox.server.stderr_tail().endswith("end-of-flood\n"):
                break
            await asyncio.sleep(0.01)
        tail = sandbox.server.stderr_tail()
        assert len(tail) == pipe.STDERR_TAIL_BYTES and tail.endswith("end-of-flood\n")
        assert (await sandbox.exec(["true"])).exit_code == 0
    finally:
        await sandbox.stop()


@pytest.mark.parametrize("backend", SANDBOX_BACKENDS, indirect=True)
async def test_an_oversized_protocol_line_is_refused(backend: str) -> None:
    server = ('import sys; print(\'{"id": 0, "result": {"ready": true}}\', flush=True); sys.stdin.readline(); '
              f'print("x" * {wire.MAX_LINE_BYTES}, flush=True); sys.stdin.read()')
    sandbox = await Sandbox.start("countdown", SandboxConfig(backend=backend), timeout_s=60,
                                  command=[sys.executable, "-S", "-c", server])
    async with SubprocessSession(sandbox, timeout_s=30) as session:
        with pytest.raises(ProtocolError, match=f"over {wire.MAX_LINE_BYTES} bytes"):
            await session.reset({"id": "train-000000"}, 0, {})
    assert not sandbox.alive

