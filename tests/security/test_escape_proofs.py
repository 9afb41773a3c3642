"""Escape proofs: a secret on the host that no sandbox output may ever hold (READ), and host
paths that no sandbox may ever change (WRITE), attacked from inside each sandbox kind through
every known misconfiguration route, as the agent's tool commands run (`Sandbox.exec`).

The proof material lives on the host, outside every sandbox, made open so that only the
sandbox stands in the way: a world-readable secret file of random content in a tmp directory
(READ), and a world-writable canary file of known content, mode and mtime beside a
world-writable directory that must stay empty (WRITE). A host process holds the secret in its
environment, and a stand-in container engine hands the secret to whoever connects to its Unix
socket (by path, and by an abstract name). After each attack, checked from outside: the secret
is in no output (the command's, nor the env server's stderr), the canaries and the kernel's
settings are as they were.

Each route has its control, so that a proof cannot pass vacuously: the same attack run on the
host without a sandbox (`test_the_route_is_open_without_a_sandbox`, against canaries of its own)
does read the secret and write its canaries. Routes too dangerous to run on the host unsandboxed
(kernel settings a crash or an uevent would run as root) have a host-side sanity check instead:
the files exist and root may write them, so only the sandbox stops the attack.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import shutil
import socket
import stat
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from sandboxes.host.sandbox import Sandbox
from tests.sandbox_kinds import SANDBOX_KINDS, requested_kind, sandbox_config, start_kind

pytestmark = pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed")

DATA_INSIDE = "/opt/proof-data"
"""Where each sandbox sees the canary directory: a read-only bind, as an env's data is bound."""
SECRET_VARIABLE = "ROLLGATE_PROOF_SECRET"
CANARY_TEXT = "canary: this file must never change\n"
CANARY_MTIME_NS = 1_000_000_000 * 1_000_000_000  # 2001-09-09
ENGINE_SOCKETS = ("/var/run/docker.sock", "/run/docker.sock", "/run/podman/podman.sock",
                  "/run/user/0/podman/podman.sock", "/var/run/containerd/containerd.sock")
"""Where container engines listen by default."""
KERNEL_KNOBS = ("/proc/sys/kernel/core_pattern", "/proc/sys/kernel/modprobe", "/proc/sysrq-trigger",
                "/sys/kernel/uevent_helper", "/sys/fs/cgroup/memory/release_agent", "/sys/fs/cgroup/pids/release_agent")
"""Host files whose writing makes the host kernel run a program as root (or act at once)."""


# --- the proof material -----------------------------------------------------------------------


@dataclass
class Canaries:
    """A canary file of known content, mode and mtime, and a directory that must stay empty."""

    directory: Path
    file: Path = field(init=False)
    empty: Path = field(init=False)

    def __post_init__(self) -> None:
        self.file, self.empty = self.directory / "canary.txt", self.directory / "empty"
        self.directory.mkdir()
        self.empty.mkdir()
        self.rearm()

    def rearm(self) -> None:
        """Put the canaries (back) in their known state, in place: the directories keep their
        inodes, so the sandboxes that bind them see the same ones. Used after a failed proof,
        so that each proof stands on its own."""
        for stray in [*(p for p in self.directory.iterdir() if p not in (self.file, self.empty)),
                      *self.empty.iterdir()]:
            if stray.is_dir() and not stray.is_symlink():
                shutil.rmtree(stray)
            else:
                stray.unlink()
        self.file.write_text(CANARY_TEXT)
        for path, mode in ((self.directory, 0o777), (self.empty, 0o777), (self.file, 0o666)):
            path.chmod(mode)  # open to anyone: only the sandbox stands in the way
        os.utime(self.file, ns=(CANARY_MTIME_NS, CANARY_MTIME_NS))
        self.stamp = self.state()

    def state(self) -> tuple[object, ...]:
        """Everything a write could change: the listings, the file's content, mode, inode, mtime."""
        info = self.file.stat() if self.file.exists() else None
        content = self.file.read_text() if info else None
        inode = (info.st_ino, stat.S_IMODE(info.st_mode), info.st_mtime_ns, info.st_size) if info else None
        return sorted(os.listdir(self.directory)), sorted(os.listdir(self.empty)), content, inode

    def changed(self) -> bool:
        return self.state() != self.stamp


@dataclass
class Proof:
    """The host's proof material and the values the attacks' @PLACEHOLDERS@ take."""

    secret: str
    secret_file: Path
    canaries: Canaries
    engine_socket: Path
    abstract_name: str
    holder_pid: int
    knobs: dict[str, str]

    def values(self, canaries: Canaries, workspace: str, data: str, pids: str) -> dict[str, str]:
        """The placeholders' values for an attack on `canaries` (seen at `data` through a bind)."""
        device = os.stat(self.secret_file).st_dev
        docker_host = os.environ.get("DOCKER_HOST", "")
        sockets = [*ENGINE_SOCKETS, str(self.engine_socket), f"/proc/1/root{self.engine_socket}"]
        if docker_host.startswith("unix://"):
            sockets.append(docker_host.removeprefix("unix://"))
        return {
            "@SECRET@": str(self.secret_file), "@CANARY@": str(canaries.file), "@EMPTY@": str(canaries.empty),
            "@DATA@": data, "@WS@": workspace, "@PYTHON@": sys.executable, "@SOCKETS@": " ".join(sockets),
            "@ABSTRACT@": self.abstract_name, "@HOLDER@": str(self.holder_pid), "@PIDS@": pids,
            "@MAJOR@": str(os.major(device)), "@MINOR@": str(os.minor(device)),
            "@BINDS@": f"/usr /opt/rollgate/sandboxes {sys.prefix} {DATA_INSIDE}",
        }

    def leaked(self, output: str) -> bool:
        """Whether `output` holds the secret (or its random part)."""
        return self.secret.rsplit("-", 1)[1] in output

    def assert_intact(self, output: str) -> None:
        """The READ and WRITE proofs, checked from outside: no secret in `output`, the canaries
        and the kernel's settings unchanged."""
        assert not self.leaked(output), "the secret reached the sandbox's output"
        if self.canaries.changed():
            now = str(self.canaries.state())[:600]
            self.canaries.rearm()
            pytest.fail(f"a canary changed: {now} (was {self.canaries.stamp})")
        if (knobs := read_knobs()) != self.knobs:
            restore_knobs(self.knobs)
            pytest.fail(f"a kernel setting of the host changed: {knobs}")


def read_knobs() -> dict[str, str]:
    """The current content of each KERNEL_KNOBS file there is here."""
    knobs = {}
    for path in KERNEL_KNOBS:
        with contextlib.suppress(OSError):
            knobs[path] = Path(path).read_text() if not path.endswith("sysrq-trigger") else "write-only"
    return knobs


def restore_knobs(knobs: dict[str, str]) -> None:
    """Put back any kernel setting an attack changed (should the proof fail, the host is safe)."""
    for path, value in knobs.items():
        if path.endswith("sysrq-trigger"):
            continue
        with contextlib.suppress(OSError):
            if Path(path).read_text() != value:
                Path(path).write_text(value.rstrip("\n") or "\n")


@contextlib.contextmanager
def fake_engine(secret: str, path: Path, abstract_name: str) -> Iterator[None]:
    """A stand-in for a container engine's API socket, at `path` (mode 0666) and at the abstract
    address `abstract_name`: whoever connects is sent the secret, as a real engine would hand
    out the host's files (`docker run -v /:/host`)."""
    listeners = [socket.socket(socket.AF_UNIX), socket.socket(socket.AF_UNIX)]
    listeners[0].bind(str(path))
    path.chmod(0o666)
    listeners[1].bind("\0" + abstract_name)
    stop = threading.Event()

    def serve(listener: socket.socket) -> None:
        listener.settimeout(0.1)
        while not stop.is_set():
            try:
                connection, _ = listener.accept()
            except TimeoutError:
                continue
            with connection, contextlib.suppress(OSError):  # a client may leave before the answer
                connection.settimeout(5)
                connection.recv(4096)  # the request, whatever it is
                connection.sendall(f"HTTP/1.0 200 OK\r\n\r\n{secret}\n".encode())

    threads = [threading.Thread(target=serve, args=(listener,), daemon=True) for listener in listeners]
    for listener, thread in zip(listeners, threads, strict=True):
        listener.listen()
        thread.start()
    try:
        yield
    finally:
        stop.set()
        for listener, thread in zip(listeners, threads, strict=True):
            thread.join()
            listener.close()


@pytest.fixture(scope="module")
def proof() -> Iterator[Proof]:
    """The host's secret and canaries (in a tmp directory outside every sandbox, open to all),
    a process holding the secret in its environment, and the stand-in engine serving it."""
    root = Path(os.environ.get("TMPDIR", "/tmp")) / f"rollgate-proof-{secrets.token_hex(4)}"
    root.mkdir(mode=0o755)
    secret = f"rollgate-proof-secret-{secrets.token_hex(16)}"
    secret_file = root / "secret" / "secret.txt"
    secret_file.parent.mkdir(mode=0o755)
    secret_file.write_text(secret + "\n")
    secret_file.chmod(0o644)
    holder = subprocess.Popen(["sleep", "3600"], env={"PATH": "/usr/bin:/bin", SECRET_VARIABLE: secret})
    knobs = read_knobs()
    try:
        abstract = f"rollgate-proof-engine-{secrets.token_hex(4)}"
        with fake_engine(secret, root / "engine.sock", abstract):
            yield Proof(secret, secret_file, Canaries(root / "canaries"), root / "engine.sock", abstract, holder.pid,
                        knobs)
    finally:
        restore_knobs(knobs)
        holder.kill()
        holder.wait()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module", params=SANDBOX_KINDS)
async def sandbox(request: pytest.FixtureRequest, proof: Proof) -> AsyncIterator[Sandbox]:
    """One sandbox of each kind, seeing the canary directory read-only at DATA_INSIDE."""
    kind = requested_kind(request)
    config = sandbox_config(kind, ro_binds=((str(proof.canaries.directory), DATA_INSIDE),))
    started, forks = await start_kind(kind, "countdown", config)
    yield started
    await started.stop()
    if forks is not None:
        await forks.close()


# --- the routes -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Route:
    """One way out: an attack (`script`, with @PLACEHOLDERS@), run as a tool command inside and,
    as the control, on the host.

    `python`: the script is Python (else sh). `reads`/`writes`: run on the host it reads the
    secret / changes the canaries (what its control asserts). `host_prefix`: the control runs
    under it (a private mount namespace, so its mounts stay its own). `control`: False where
    running it on the host unsandboxed would be dangerous; `sanity` checks the host instead.
    `barrier(output, backend)`: what the output must show inside (the barrier that stopped it).
    """

    key: str
    name: str
    script: str
    reads: bool = True
    writes: bool = True
    python: bool = False
    host_prefix: tuple[str, ...] = ()
    control: bool = True
    sanity: Callable[[], None] | None = None
    barrier: Callable[[str, str], None] | None = None

    def argv(self, values: dict[str, str]) -> list[str]:
        text = self.script
        for placeholder, value in values.items():
            text = text.replace(placeholder, value)
        assert not re.search("@[A-Z]+@", text), f"an unknown placeholder in {text!r}"
        return [sys.executable, "-S", "-c", text] if self.python else ["sh", "-c", text]


def no_capabilities(output: str, backend: str) -> None:
    """Every capability set of the command is empty, and mount and chroot were refused."""
    sets = dict(line.split(":\t") for line in output.splitlines() if line.startswith(("CapPrm", "CapEff", "CapAmb")))
    assert sets and {int(value, 16) for value in sets.values()} == {0}, sets
    assert "MOUNTED" not in output and "CHROOTED" not in output


def absent(*markers: str, runsc: tuple[str, ...] | None = None) -> Callable[[str, str], None]:
    """A barrier check: none of `markers` (printed only where an attack step succeeded) is in the
    output; under runsc none of `runsc` instead, where given (gVisor's kernel answers itself)."""
    def check(output: str, backend: str) -> None:
        refused = runsc if backend == "runsc" and runsc is not None else markers
        assert not [marker for marker in refused if marker in output], output[-2000:]
    return check


def host_may_write_kernel_knobs() -> None:
    """Root on the host may write core_pattern and a cgroup release_agent: only the sandbox
    keeps the attack from them."""
    writable = [path for path in KERNEL_KNOBS if os.path.exists(path) and os.access(path, os.W_OK)]
    assert "/proc/sys/kernel/core_pattern" in writable and any("release_agent" in path for path in writable)


SYSMOUNT = """
sysmount() {  # SOURCE TARGET FSTYPE FLAGS DATA: mount(2) itself (mount(8) refuses non-root users first)
  @PYTHON@ -S -c '
import ctypes, errno, sys
libc = ctypes.CDLL(None, use_errno=True)
source, target, fstype, flags, data = sys.argv[1:6]
if libc.mount(source.encode(), target.encode(), fstype.encode() or None, int(flags, 0), data.encode() or None):
    sys.exit(f"mount {target}: {errno.errorcode[ctypes.get_errno()]}")
print("MOUNT" + "ED", target)
' "$@"
}
"""
"""A shell function the attacks mount with, asking the kernel (printing MOUNTED on success)."""
MS_BIND_REC, MS_REMOUNT_BIND = "0x5000", "0x1020"

HOST_PATHS = Route("host-paths", "host paths: direct, /proc/1/root, /proc/self/root, /proc/*/root and cwd", """
for path in @SECRET@ /proc/1/root@SECRET@ /proc/self/root@SECRET@ /proc/*/root@SECRET@; do cat "$path"; done
for path in /proc/1/cwd /proc/self/cwd; do cat "$path"/../../../../../../../..@SECRET@; done
for prefix in "" /proc/1/root /proc/self/root; do
  echo pwned >> "$prefix@CANARY@"; touch "$prefix@EMPTY@/pwned"; touch -d 2000-01-01 "$prefix@CANARY@"
done
""")
TRAVERSAL = Route("dotdot", "../ traversal from the workspace", """
mkdir -p @WS@ && cd @WS@
cat ../../../../../../../../..@SECRET@
echo pwned >> ../../../../../../../../..@CANARY@; mkdir ../../../../../../../../..@EMPTY@/pwned
""")
BIND_PATHS = Route("bind-dotdot", "../ traversal out of every bind (/usr, the package, the venv, the data)", """
for bind in @BINDS@; do
  cat "$bind"/../../../../../../../../..@SECRET@
  echo pwned >> "$bind"/../../../../../../../../..@CANARY@; touch "$bind"/../../../../../../../../..@EMPTY@/pwned
done
""")
DATA_BIND = Route("ro-data-bind", "writes through the read-only data bind (rm, mv, chmod, touch, remount)",
                  SYSMOUNT + f"""
cat @DATA@/canary.txt
echo pwned >> @DATA@/canary.txt; touch @DATA@/empty/pwned; chmod 600 @DATA@/canary.txt
touch -d 2000-01-01 @DATA@/canary.txt; mv @DATA@/canary.txt @DATA@/moved; rm -f @DATA@/canary.txt
sysmount none @DATA@ "" {MS_REMOUNT_BIND} "" && echo pwned >> @DATA@/canary.txt
""", reads=False)
SYMLINKS = Route("symlinks", "symlinks and hard links in the workspace", """
mkdir -p @WS@ && cd @WS@
ln -sfn @SECRET@ secret; cat secret
ln -sfn / root; cat root@SECRET@
ln -sfn /proc/1/root init-root; cat init-root@SECRET@
ln @SECRET@ hard; cat hard
ln -sfn @CANARY@ canary; echo pwned >> canary
ln -sfn @EMPTY@ empty; touch empty/pwned
""")
SYMLINK_RACE = Route("symlink-race", "a symlink race in the workspace (links flipped to the targets)", """
import os, sys, threading
os.makedirs("@WS@", exist_ok=True)
os.chdir("@WS@")
for name in ("benign-read", "benign-write"):
    with open(name, "w") as benign:
        benign.write("benign\\n")
os.makedirs("benign-dir", exist_ok=True)
stop = threading.Event()
def flip(name, target):
    while not stop.is_set():
        for pointee in ("benign-" + name, target):
            os.symlink(pointee, name + ".new")
            os.replace(name + ".new", name)
flippers = [threading.Thread(target=flip, args=("read", "@SECRET@")),
            threading.Thread(target=flip, args=("write", "@CANARY@")),
            threading.Thread(target=flip, args=("dir", "@EMPTY@"))]
for flipper in flippers:
    flipper.start()
seen = set()
for attempt in range(1000):
    for action in (lambda: seen.add(open("read").read()[:80]), lambda: open("write", "a").write("pwned\\n"),
                   lambda: open(f"dir/pwned-{attempt}", "w").close()):
        try:
            action()
        except OSError as exc:
            seen.add(type(exc).__name__)
stop.set()
for flipper in flippers:
    flipper.join()
print(sorted(seen))
""", python=True)
ENGINE_SOCKET = Route("engine-socket", "an engine's API socket: default paths, the host's, abstract", """
import os, socket, sys
def ask(address):
    with socket.socket(socket.AF_UNIX) as client:
        client.settimeout(5)
        try:
            client.connect(address)
            client.sendall(b"GET /containers/json HTTP/1.0\\r\\n\\r\\n")
            return "CONNECTED " + client.recv(4096).decode(errors="replace")
        except OSError as exc:
            return type(exc).__name__
for address in "@SOCKETS@".split() + ["\\0@ABSTRACT@"]:
    print(repr(address), ask(address))
""", writes=False, python=True, barrier=absent("CONNECTED"))
PTRACE = Route("ptrace", "ptrace of pid 1 and every process in sight; /proc/PID/environ, mem", """
import ctypes, errno, os, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]
me = int(os.readlink("/proc/self"))  # as this /proc names it (maybe not its own PID namespace's)
if "@PIDS@" == "all":  # inside: every process in sight, pid 1 and the host's holder of the secret
    pids = [int(name) for name in os.listdir("/proc") if name.isdigit()] + [1, int("@HOLDER@")]
else:  # the control, on the host: the holder alone
    pids = [int("@PIDS@")]
for pid in sorted(set(pids) - {me}):
    if libc.ptrace(16, pid, None, None) == 0:  # PTRACE_ATTACH
        print(pid, "ATTA" + "CHED")  # not spelt out: a process's cmdline may be this script
        os.waitpid(pid, 0x40000000)  # __WALL
        libc.ptrace(17, pid, None, None)  # PTRACE_DETACH
    else:
        print(pid, "attach", errno.errorcode.get(ctypes.get_errno()))
    for name in ("environ", "cmdline", "mem"):
        try:
            with open(f"/proc/{pid}/{name}", "rb") as file:
                print(pid, name, file.read(65536) if name != "mem" else "OPENED")
        except OSError as exc:
            print(pid, name, type(exc).__name__)
""", writes=False, python=True, barrier=absent("ATTACHED"))
CAPABILITIES = Route("capabilities", "capabilities: mount (bind, proc, the host's disk), chroot", SYSMOUNT + f"""
grep -E '^Cap' /proc/self/status; /usr/sbin/capsh --print | head -2
mkdir -p @WS@/root @WS@/proc @WS@/disk
sysmount / @WS@/root "" {MS_BIND_REC} "" && cat @WS@/root@SECRET@ && echo pwned >> @WS@/root@CANARY@ \
  && touch @WS@/root@EMPTY@/pwned
sysmount proc @WS@/proc proc 0 "" && cat @WS@/proc/1/root@SECRET@
mknod @WS@/vda b @MAJOR@ @MINOR@ && sysmount @WS@/vda @WS@/disk ext4 1 ""
@PYTHON@ -S -c 'import os; os.chroot("/"); print("CHROOT" + "ED")'
""", host_prefix=("unshare", "--mount", "--propagation", "private"), barrier=no_capabilities)
USER_NAMESPACE = Route("user-namespace", "a user namespace of its own (unshare -U -r), then mount", """
mkdir -p @WS@/root
unshare -U -r true && echo USERNS
unshare -U -r -m sh -c 'mount --rbind / @WS@/root && echo MOUNTED && cat @WS@/root@SECRET@ \
  && echo pwned >> @WS@/root@CANARY@ && touch @WS@/root@EMPTY@/pwned'
""", barrier=absent("USERNS", "MOUNTED"))
DEVICES = Route("devices", "device nodes: mknod, /dev/mem, /dev/kmem, /dev/port, the host's disks", """
mkdir -p @WS@ && cd @WS@
mknod null c 1 3 && echo MKNOD
mknod disk b @MAJOR@ @MINOR@ && echo MKNOD
mknod mem c 1 1 && echo MKNOD
for device in /dev/mem /dev/kmem /dev/port /dev/sda /dev/vda /dev/nvme0n1 @WS@/disk; do
  head -c 1 "$device" > /dev/null && echo "OPENED $device"
done
""", reads=False, writes=False, barrier=absent("MKNOD", "OPENED", runsc=("OPENED",)))
"""gVisor makes device nodes in its own tmpfs (mknod succeeds there), which reach no host device:
opening one fails (ENXIO)."""
KERNEL_SETTINGS = Route("proc-sys-writes", "/proc, /sys: core_pattern + a crash, modprobe, sysrq, "
                        "uevent_helper, release_agent", SYSMOUNT + """
mkdir -p @WS@/cgroup
printf '#!/bin/sh\\ncat @SECRET@ > @EMPTY@/leak\\n' > @WS@/helper; chmod +x @WS@/helper
echo '|@WS@/helper' > /proc/sys/kernel/core_pattern
echo @WS@/helper > /proc/sys/kernel/modprobe
echo h > /proc/sysrq-trigger
echo @WS@/helper > /sys/kernel/uevent_helper
for agent in /sys/fs/cgroup/*/release_agent; do echo @WS@/helper > "$agent"; done
sysmount cgroup @WS@/cgroup cgroup 0 rdma && echo @WS@/helper > @WS@/cgroup/release_agent
sh -c 'kill -SEGV $$'
sleep 1
""", control=False, sanity=host_may_write_kernel_knobs, barrier=absent("MOUNTED"))
ROUTES = [HOST_PATHS, TRAVERSAL, BIND_PATHS, DATA_BIND, SYMLINKS, SYMLINK_RACE, ENGINE_SOCKET, PTRACE, CAPABILITIES,
          USER_NAMESPACE, DEVICES, KERNEL_SETTINGS]
ROUTE_PARAMS = [pytest.param(route, id=route.key) for route in ROUTES]
CONTROLLED = [pytest.param(route, id=route.key) for route in ROUTES if route.control]
UNCONTROLLED = [pytest.param(route, id=route.key) for route in ROUTES if not route.control]


# --- the proofs -------------------------------------------------------------------------------


@pytest.mark.parametrize("route", ROUTE_PARAMS)
async def test_no_route_reads_the_secret_or_writes_the_canaries(sandbox: Sandbox, proof: Proof, route: Route) -> None:
    """READ and WRITE proofs through `route`, from a tool command of each sandbox kind."""
    workspace = f"/tmp/proof-{secrets.token_hex(4)}"
    values = proof.values(proof.canaries, workspace, DATA_INSIDE, "all")
    result = await sandbox.exec(route.argv(values), timeout_s=60, max_output_bytes=256 * 1024)
    output = result.stdout + result.stderr
    proof.assert_intact(output + sandbox.server.stderr_tail())
    assert not result.timed_out, output[-2000:]
    if route.barrier is not None:
        route.barrier(output, sandbox.status().backend)
    assert sandbox.alive and (await sandbox.exec(["true"])).exit_code == 0  # and the sandbox still serves


@pytest.mark.skipif(os.geteuid() != 0, reason="the controls run the attacks as root on the host")
@pytest.mark.parametrize("route", CONTROLLED)
def test_the_route_is_open_without_a_sandbox(proof: Proof, route: Route, tmp_path: Path) -> None:
    """The control: the same attack run on the host, unsandboxed, against canaries of its own,
    reads the secret and writes the canaries (or, where it does neither, gets what the barrier
    check inside would refuse), so each proof above fails where its barrier is gone."""
    canaries = Canaries(tmp_path / "canaries")
    values = proof.values(canaries, str(tmp_path / "workspace"), str(canaries.directory), str(proof.holder_pid))
    done = subprocess.run([*route.host_prefix, *route.argv(values)], capture_output=True, text=True, timeout=120,
                          cwd=tmp_path, env={"PATH": "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"})
    output = done.stdout + done.stderr
    assert proof.leaked(output) == route.reads, output[-2000:]
    assert canaries.changed() == route.writes, str(canaries.state())[:600]
    if route.barrier is not None:
        with pytest.raises(AssertionError):
            route.barrier(output, "process")
    assert not proof.canaries.changed() and read_knobs() == proof.knobs  # the proof's own stay as they were


@pytest.mark.parametrize("route", UNCONTROLLED)
def test_the_routes_too_dangerous_to_open_are_open_to_host_root(route: Route) -> None:
    """The sanity check of a route whose attack is not run on the host: only the sandbox stops it."""
    if os.geteuid() != 0:
        pytest.skip("host root's access is what this checks")
    assert route.sanity is not None
    route.sanity()


def test_the_proof_material_is_open_to_anyone_on_the_host(proof: Proof) -> None:
    """No file permission protects the material: the secret is world-readable, the canaries
    world-writable, so a proof above holds only by the sandbox."""
    assert proof.secret_file.stat().st_mode & 0o004 and proof.secret_file.parent.stat().st_mode & 0o005 == 0o005
    assert proof.canaries.file.stat().st_mode & 0o002 and proof.canaries.empty.stat().st_mode & 0o002
    assert Path(f"/proc/{proof.holder_pid}/environ").read_bytes().count(proof.secret.encode()) == 1
    with socket.socket(socket.AF_UNIX) as client:
        client.connect(str(proof.engine_socket))
        client.sendall(b"GET /containers/json HTTP/1.0\r\n\r\n")
        assert proof.secret in client.recv(4096).decode()
