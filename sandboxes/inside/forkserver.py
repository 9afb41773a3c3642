"""The fork server: an env server kept warm inside bubblewrap, forking one sandbox per episode.

    python -S -m sandboxes.inside.forkserver ENV_NAME SETUP_JSON CONTROL_FD

Starting an env server costs a Python start-up and the env's imports (about 35 ms here, most
of it CPU); a fork of a process that has both behind it costs about one. This program runs
inside a bubblewrap sandbox built like an env server's (`sandboxes.host.runtime.bubblewrap`), but
keeps the capabilities it needs to build one more sandbox inside its user namespace
(KEPT_CAPABILITIES), as uid 0 of the user namespace that owns its mounts, has no seccomp
filter, and runs nothing of an episode itself: it imports the env and warms it up once,
announces itself on stdout, then answers each request on its control socket by forking

  supervisor  joins the sandbox's cgroups; its own session; new mount, PID, network, IPC,
              UTS and cgroup namespaces; it forks the sandbox, drops every capability,
              waits for it, writes its exit status (bubblewrap's convention: the code, or
              128 + the signal) on the status pipe and exits. Dies with the fork server.
  sandbox     PID 1 of its PID namespace, dying with the supervisor: a /proc of its own
              (read-only, uncovered, so that each tool command can mount its own), a
              private /tmp (working directory and $HOME) and /dev/shm, each a tmpfs of its
              own size, a loopback of its own; stdio from the runner's pipes and every other
              fd closed; a new session; its rlimits; uid and gid 65534 in a user namespace of
              its own in which at most MAX_USER_NAMESPACES more can be made (those confining
              tool commands, `sandboxes.inside.confine`); every capability dropped (bounding
              and ambient sets too), no_new_privs, the server seccomp filter; non-dumpable,
              deaf to signals (`confine.harden_server`); then it serves the warm env
              (`sandboxes.inside.server.serve`).

A request is one message, `{"id": n}`, with four fds (the sandbox's stdin, stdout, stderr
and the status pipe's write end), then up to MAX_CGROUP_FDS the supervisor joins its cgroups
through (`sandboxes.host.cgroups.SandboxCgroup.entry_fds`). The reply is `{"id": n, "pid": n}`
(the pid in the fork server's namespace) with a pidfd of the supervisor, or `{"id": n,
"error": "..."}`. SETUP_JSON holds what is the same for every sandbox: {"rlimits": [[name,
soft, hard], ...], "tmp_bytes": n, "shm_bytes": n, "seccomp": bool}. End of input on the
control socket ends the fork server, and with it, by PID namespace, every sandbox it made.
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import json
import os
import resource
import signal
import socket
import struct
import sys
from typing import Any

from sandboxes import seccomp
from sandboxes.inside import confine, kernel
from sandboxes.protocol import Environment
from sandboxes.registry import get_env_class

REQUEST_BYTES = 256
STDIO_FDS = 4
MAX_CGROUP_FDS = 4
KEPT_CAPABILITIES = ("CAP_SYS_ADMIN", "CAP_NET_ADMIN", "CAP_SETPCAP", "CAP_SETFCAP")
"""What the fork server keeps, in its own user namespace only: namespaces and mounts, the
new loopback, dropping capabilities from the bounding set, and (the kernel asks it of whoever
maps uid 0 into a new user namespace) CAP_SETFCAP."""
SANDBOX_UID = 65534

_CLONE_NEWNS, _CLONE_NEWCGROUP, _CLONE_NEWUTS = 0x00020000, 0x02000000, 0x04000000
_CLONE_NEWIPC, _CLONE_NEWUSER, _CLONE_NEWPID, _CLONE_NEWNET = 0x08000000, 0x10000000, 0x20000000, 0x40000000
_NAMESPACES = _CLONE_NEWNS | _CLONE_NEWCGROUP | _CLONE_NEWUTS | _CLONE_NEWIPC | _CLONE_NEWPID | _CLONE_NEWNET
_MS_RDONLY, _MS_NOSUID, _MS_NODEV, _MS_NOEXEC = 0x1, 0x2, 0x4, 0x8
_MS_REMOUNT, _MS_BIND, _MS_REC, _MS_PRIVATE = 0x20, 0x1000, 0x4000, 0x40000
_SIOCGIFFLAGS, _SIOCSIFFLAGS, _IFF_UP = 0x8913, 0x8914, 0x1
MAX_USER_NAMESPACES = 16
"""User namespaces a sandbox may hold at once: one per confined tool command, while it runs
and until the kernel frees it (the tool filter lets tool commands make none)."""

_libc = ctypes.CDLL(None, use_errno=True)
_MAX_FD = 1 << 20


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3:
        print("usage: python -m sandboxes.inside.forkserver ENV_NAME SETUP_JSON CONTROL_FD", file=sys.stderr)
        return 2
    env_class = get_env_class(args[0])
    setup = json.loads(args[1])
    setup["seccomp_program"] = seccomp.filter_program("server") if setup["seccomp"] else None
    with contextlib.suppress(Exception):  # reset meets the same failure and reports it
        env_class.warm_up()
    control = socket.socket(fileno=int(args[2]))
    signal.signal(signal.SIGCHLD, _reap_children)
    os.write(1, b"ready\n")
    while True:
        message, fds, _, _ = socket.recv_fds(control, REQUEST_BYTES, STDIO_FDS + MAX_CGROUP_FDS)
        if not message and not fds:
            return 0  # the runner closed its end
        request_id = json.loads(message).get("id")
        try:
            pid = _fork_sandbox(env_class, setup, control, fds)
            pidfd = os.pidfd_open(pid)
        except OSError as exc:
            control.send(json.dumps({"id": request_id, "error": f"cannot fork a sandbox: {exc}"}).encode())
        else:
            socket.send_fds(control, [json.dumps({"id": request_id, "pid": pid}).encode()], [pidfd])
            os.close(pidfd)
        finally:
            for fd in fds:
                os.close(fd)


def _fork_sandbox(env_class: type[Environment], setup: dict[str, Any], control: socket.socket,
                  fds: list[int]) -> int:
    """Fork the supervisor of one new sandbox (which never returns here); its pid."""
    if len(fds) < STDIO_FDS:
        raise OSError(f"a request carries at least {STDIO_FDS} fds, this one {len(fds)}")
    pid = os.fork()
    if pid == 0:
        try:
            control.close()
            _supervise(env_class, setup, fds)
        except BaseException as exc:  # the child never returns into the fork server's loop
            _report_failure(fds[2], exc)
        os._exit(1)
    return pid


def _supervise(env_class: type[Environment], setup: dict[str, Any], fds: list[int]) -> None:
    """The supervisor: its cgroups joined, new namespaces, the sandbox forked into them (and
    so into the cgroups), its exit status reported."""
    kernel.die_with_parent(signal.SIGKILL)
    for entry in fds[STDIO_FDS:]:
        try:
            os.write(entry, b"0")  # this thread, the process's only one
        except OSError as exc:
            raise OSError(exc.errno, f"joining a cgroup: {exc.strerror}") from None
        os.close(entry)
    del fds[STDIO_FDS:]
    os.setsid()
    _check(_libc.unshare(_NAMESPACES), "unshare")
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    pid = os.fork()
    if pid == 0:
        try:
            _enter_sandbox(setup, fds)
        except BaseException as exc:
            _report_failure(2, exc)
            os._exit(1)
        from sandboxes.inside.server import serve, take_protocol_streams

        confine.harden_server()
        reader, writer = take_protocol_streams()
        serve(env_class, reader, writer)
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)
    signal.signal(signal.SIGTERM, lambda *_: os.kill(pid, signal.SIGKILL))  # the runner's stop
    status_fd = fds[3]
    for fd in fds[:3]:
        os.close(fd)
    _close_fds_but(kept=status_fd)
    kernel.drop_capabilities()
    _, status = os.waitpid(pid, 0)
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
    os.write(status_fd, f"{code}\n".encode())
    os._exit(0)


def _enter_sandbox(setup: dict[str, Any], fds: list[int]) -> None:
    """Make this process, PID 1 of its new namespaces, the sandbox described above."""
    kernel.die_with_parent(signal.SIGKILL)
    for target, fd in enumerate(fds[:3]):
        os.dup2(fd, target)
    _close_fds_but()
    _mount("none", "/", None, _MS_REC | _MS_PRIVATE)
    _mount_proc()
    _mount("tmpfs", "/tmp", "tmpfs", _MS_NOSUID | _MS_NODEV, f"mode=0755,size={setup['tmp_bytes']}")
    _mount("tmpfs", "/dev/shm", "tmpfs", _MS_NOSUID | _MS_NODEV, f"mode=0755,size={setup['shm_bytes']}")
    _loopback_up()
    os.chdir("/tmp")
    os.setsid()
    for name, soft, hard in setup["rlimits"]:
        resource.setrlimit(getattr(resource, name), (soft, hard))
    _become_nobody()
    kernel.drop_capabilities()
    if setup["seccomp_program"]:
        seccomp.load(setup["seccomp_program"])


def _mount_proc() -> None:
    """A /proc of this PID namespace over the fork server's.

    The kernel lets a user namespace mount a proc only while another one is fully visible:
    the covers bubblewrap put on the fork server's /proc go first (in this mount namespace).
    The new one gets no covers of its own: `_become_nobody` makes it read-only as a whole
    (locked so for the sandbox), which keeps /proc/sys and /proc/sysrq-trigger from being
    written, and leaves it fully visible, so that each tool command can mount the /proc of
    its own PID namespace (`sandboxes.inside.confine`).
    """
    with open("/proc/self/mountinfo") as mountinfo:
        covers = [line.split()[4] for line in mountinfo if line.split()[4].startswith("/proc/")]
    for path in reversed(covers):
        kernel.umount(path)
    _mount("proc", "/proc", "proc", _MS_NOSUID | _MS_NODEV | _MS_NOEXEC)


def _become_nobody() -> None:
    """Enter a user namespace of its own as uid/gid 65534 (the same host ids: only the fork
    server's are mapped), in which at most MAX_USER_NAMESPACES further user namespaces may be
    made (those confining tool commands), and a mount namespace it owns, there to make /proc
    read-only: the host ids are uid 0, which the kernel lets write its global settings in
    /proc/sys."""
    _check(_libc.unshare(_CLONE_NEWUSER | _CLONE_NEWNS), "unshare(user)")
    ids = f"{SANDBOX_UID} 0 1"
    for path, text in (("/proc/self/setgroups", "deny"), ("/proc/self/uid_map", ids), ("/proc/self/gid_map", ids),
                       ("/proc/sys/user/max_user_namespaces", str(MAX_USER_NAMESPACES))):
        _write(path, text)
    _mount("none", "/proc", None, _MS_REMOUNT | _MS_BIND | _MS_RDONLY | _MS_NOSUID | _MS_NODEV | _MS_NOEXEC)


def _loopback_up() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        request = struct.pack("16sH22x", b"lo", 0)
        flags = struct.unpack("16sH22x", fcntl.ioctl(probe, _SIOCGIFFLAGS, request))[1]
        fcntl.ioctl(probe, _SIOCSIFFLAGS, struct.pack("16sH22x", b"lo", flags | _IFF_UP))


def _mount(source: str, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    result = _libc.mount(source.encode(), target.encode(), fstype.encode() if fstype else None, flags,
                         data.encode() if data else None)
    _check(result, f"mount {target}")


def _close_fds_but(kept: int = 2) -> None:
    """Close every fd from 3 up but `kept` (no /proc needed: the sandbox may have mounted its
    own over the supervisor's)."""
    os.closerange(3, kept)
    os.closerange(max(kept + 1, 3), _MAX_FD)


def _report_failure(stderr_fd: int, exc: BaseException) -> None:
    """Tell the sandbox's stderr why it failed, or, once the supervisor closed it, the fork
    server's."""
    message = f"sandbox set-up failed: {exc!r}\n".encode()
    try:
        os.write(stderr_fd, message)
    except OSError:
        with contextlib.suppress(OSError):
            os.write(2, b"supervisor " + message)


def _write(path: str, text: str) -> None:
    try:
        with open(path, "w") as control:
            control.write(text)
    except OSError as exc:
        raise OSError(exc.errno, f"writing {text!r} to {path}: {exc.strerror}") from None


def _check(result: int, what: str) -> None:
    if result != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f"{what}: {os.strerror(errno)}")


def _reap_children(signum: int, frame: object) -> None:
    """Reap the supervisors that exited (the fork server is its namespace's PID 1: orphans too)."""
    with contextlib.suppress(ChildProcessError):
        while os.waitpid(-1, os.WNOHANG)[0] > 0:
            pass


if __name__ == "__main__":
    os._exit(main())  # its sandboxes never come back here; the fork server needs no teardown
