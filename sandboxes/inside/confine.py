"""Tool commands confined away from the env server that starts them.

The env server holds the protocol streams its runner trusts for rewards; a tool command (the
agent's shell, a test run) shares its sandbox, its uid and, without more, its /proc. So every
command starts through `spawn`, which forks

  launcher  (in the server's PID namespace) its own session; new user, PID and mount
            namespaces (`unshare`: the server filter allows exactly these); it forks the
            init, waits for it and exits with the command's status (re-raising its signal).
            Dies with the server. Where the kernel lets no user namespace mount (gVisor's)
            and the server is root of its own (runsc's guest root, see
            `sandboxes.host.runtime.gvisor`), it makes new PID and mount namespaces only, and
            the init takes the uid TOOL_UID, another than the server's, and mounts nothing
            (gVisor's mount namespaces leaked a tool's mounts into the server's: runsc
            20221219), so the sandbox's /proc stays, its server entries closed to that uid.
  init      PID 1 of the new PID namespace, non-dumpable, dying with the launcher: the mounts
            are made private; a fresh read-only /proc of this PID namespace is mounted (where
            the kernel refuses it, because the sandbox's /proc carries covers, as bubblewrap's
            and container engines' do, the sandbox's /proc stays: it lists the server's
            processes, whose fds and memory stay closed, see below); before that /proc is
            sealed read-only, the init makes itself, and so the command and all it starts,
            the kernel's first choice when the sandbox runs out of memory (oom_score_adj
            TOOL_OOM_SCORE_ADJ; the launcher tries too, where the sandbox's /proc is
            writable); HIDDEN (the `sandboxes`
            package, the env data) is covered by empty read-only tmpfs mounts; every
            capability is dropped, no_new_privs set and the tool filter loaded
            (`sandboxes.seccomp`: no namespace, mount, ptrace, pidfd_getfd, ...). It forks the
            command, waits for it and hands its status to the launcher; when it exits, the
            kernel kills whatever the command left in the namespace (`setsid` survivors too).
  command   spawned by the init (posix_spawn), its ignored signals reset to their defaults,
            in the working directory asked for.

So a command can name no process of the server's namespace (no pid to signal, ptrace or open
a pidfd of), and has no capability over the server's user namespace (or, under runsc, another
uid), so the server's non-dumpable processes (`harden_server`) are closed to it through /proc
(fds, memory) where it sees them. Should any step fail, the command does not run: `spawn` raises
ConfinementError (fail closed), and the caller reports that the sandbox cannot run commands.
"""

from __future__ import annotations

import contextlib
import os
import signal
import struct
from collections.abc import Sequence

from sandboxes import seccomp
from sandboxes.inside import kernel

TOOL_UID = 65534
"""The tool commands' uid where the server is root (the uid-switching mode)."""
HIDDEN = ("/opt/rollgate",)
"""Where sandboxes see the `sandboxes` package and the env data (`SandboxConfig.data_dirs`)."""
TOOL_OOM_SCORE_ADJ = 1000
"""The oom_score_adj of every tool command: the most, so that a sandbox out of memory loses a
tool's process before its env server, however small each process is (an agent could otherwise
size its processes below the server's to have the server killed, and its episode dropped as an
env error). An unprivileged process may raise its own; lowering it again takes a writable /proc."""
IGNORED_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2,
                   signal.SIGALRM, signal.SIGVTALRM, signal.SIGPROF, signal.SIGTSTP, signal.SIGTTIN, signal.SIGTTOU,
                   signal.SIGPIPE)
"""The signals the env server ignores: none sent to it may end or stop an episode."""
_CONFINE_FAILED, _EXEC_FAILED = b"C", b"X"
_MODES: list[int | None] = [None, TOOL_UID]
_chosen: list[int | None] = []
"""The confinement mode that worked for this server (empty until its first command)."""
_STATUS = struct.Struct("=i")


class ConfinementError(OSError):
    """The command could not be confined, so it was not run."""


def harden_server() -> None:
    """Make the calling env server non-dumpable and deaf to the signals IGNORED_SIGNALS."""
    kernel.set_dumpable(False)
    for signum in IGNORED_SIGNALS:
        signal.signal(signum, signal.SIG_IGN)


def spawn(argv: Sequence[str], cwd: str | None, stdout: int, stderr: int) -> tuple[int, int]:
    """Start `argv` confined as described above, stdin from /dev/null and its output on the
    fds `stdout` and `stderr`. Returns, once the command was exec'd, the launcher's pid (the
    caller's child, leading its own process group) and an fd that reaches end of file when the
    launcher exits (the caller's to close; a pidfd, but one gVisor also has).
    ConfinementError where it cannot be confined, OSError where it cannot be exec'd.

    The first command tries the user-namespace mode, then, for a root server, the
    uid-switching one; the mode that worked is kept for the server's later commands."""
    tool_filter = seccomp.filter_program("tool")
    if tool_filter is None:
        raise ConfinementError(0, "no seccomp filter for this architecture: tool commands are refused")
    modes = list(_chosen or _MODES)
    while True:
        mode = modes.pop(0)
        try:
            started = _spawn(list(argv), cwd, (stdout, stderr), tool_filter, mode)
        except ConfinementError:
            if not modes:
                raise
            continue
        _chosen[:] = [mode]
        return started


def tools_uid() -> int | None:
    """The uid this server's tool commands take where it is not the server's own (the
    uid-switching mode: runsc), else None. The first command decides; where none has run yet,
    `true` runs to find out (ConfinementError where no command can be confined)."""
    if not _chosen:
        devnull = os.open(os.devnull, os.O_WRONLY | os.O_CLOEXEC)
        try:
            pid, exited = spawn(["true"], None, devnull, devnull)
        finally:
            os.close(devnull)
        os.close(exited)
        os.waitpid(pid, 0)
    return _chosen[0]


def open_to_tools(*paths: str | os.PathLike[str]) -> None:
    """Let tool commands read, write and enter each of `paths` (itself, not what it holds) where
    they run under another uid than the server (`tools_uid`); nothing where they share its uid.
    For what the server made for them with a private mode: a `mkdtemp` directory (0700), a file
    created 0600. The rest is theirs already: such a server runs with umask 0
    (`sandboxes.host.runtime.gvisor`), so what it makes, a checkout included, is anyone's to change."""
    if tools_uid() is None:
        return
    for path in paths:
        os.chmod(path, 0o777 if os.path.isdir(path) else 0o666)


def _spawn(argv: list[str], cwd: str | None, output: tuple[int, int], tool_filter: bytes,
           tool_uid: int | None) -> tuple[int, int]:
    """One try of `spawn` in one mode (`tool_uid` None: user namespaces; else the uid to take)."""
    report_read, report_write = os.pipe2(os.O_CLOEXEC)
    exit_read, exit_write = os.pipe2(os.O_CLOEXEC)
    pid = os.fork()
    if pid == 0:  # the launcher; never returns
        _launcher(argv, cwd, (*output, report_write, exit_write), tool_filter, tool_uid)
    os.close(report_write)
    os.close(exit_write)
    with open(report_read, "rb") as report:
        failure = report.read()
    if failure:
        os.close(exit_read)
        os.waitpid(pid, 0)
        kind, code, message = failure[:1], int.from_bytes(failure[1:5], "little"), failure[5:].decode(errors="replace")
        if kind == _EXEC_FAILED:
            raise OSError(code, message)
        raise ConfinementError(code, f"cannot confine the command: {message}")
    return pid, exit_read


def _launcher(argv: list[str], cwd: str | None, fds: tuple[int, int, int, int], tool_filter: bytes,
              tool_uid: int | None) -> None:
    """The launcher process: see the module's docstring. Exits, never returns. `fds`: stdout,
    stderr, the report pipe and the exit pipe (which only this process holds)."""
    report, exit_write = fds[2:]
    try:
        os.setsid()
        kernel.die_with_parent(signal.SIGKILL)
        with contextlib.suppress(OSError):  # a read-only /proc (bubblewrap's): the init's own does it
            _first_to_go_when_out_of_memory()
        _take_stdio(fds)
        if tool_uid is None:
            kernel.unshare(seccomp.CONFINE_NAMESPACES)
        elif os.geteuid() != 0:
            raise ConfinementError(0, "no user namespace can mount here, and the server is not root")
        else:
            kernel.unshare(seccomp.CLONE_NEWPID | seccomp.CLONE_NEWNS)
        status_read, status_write = os.pipe2(os.O_CLOEXEC)
        init = os.fork()
        if init == 0:
            os.close(status_read)
            os.close(exit_write)
            _init(argv, cwd, report, status_write, tool_filter, tool_uid)
        os.close(status_write)
        os.close(report)
        status = _read_status(status_read, init)
    except BaseException as exc:
        _report(report, _CONFINE_FAILED, exc)
        os._exit(126)
    _exit_as(status)


def _first_to_go_when_out_of_memory() -> None:
    """Raise this process's oom_score_adj to TOOL_OOM_SCORE_ADJ (what it starts inherits it);
    OSError where /proc is read-only. Where neither the launcher nor the init can, the runner
    still tells an env server killed by its memory cgroup during an action as the agent's
    doing (`sandboxes.host.session`)."""
    fd = os.open("/proc/self/oom_score_adj", os.O_WRONLY | os.O_CLOEXEC)
    try:
        os.write(fd, str(TOOL_OOM_SCORE_ADJ).encode())
    finally:
        os.close(fd)


def _init(argv: list[str], cwd: str | None, report: int, status_write: int, tool_filter: bytes,
          tool_uid: int | None) -> None:
    """PID 1 of the command's namespace: confine, start the command, hand its status on."""
    try:
        kernel.die_with_parent(signal.SIGKILL)
        kernel.set_dumpable(False)
        if tool_uid is None:
            _mount_private_views()
        kernel.drop_capabilities(tool_uid)
        kernel.set_dumpable(False)  # a change of uid made it dumpable again
        seccomp.load(tool_filter)
        command = _start_command(argv, cwd, report)
        os.close(report)
        _, status = os.waitpid(command, 0)
        os.write(status_write, _STATUS.pack(status))
    except BaseException as exc:
        _report(report, _CONFINE_FAILED, exc)
        os._exit(126)
    os._exit(0)  # the kernel now kills what the command left in this PID namespace


def _mount_private_views() -> None:
    """Private mounts; this namespace's own /proc (or the sandbox's), read-only once the init
    raised its oom_score_adj through it; HIDDEN covered."""
    kernel.mount("none", "/", None, kernel.MS_REC | kernel.MS_PRIVATE)
    sealed = kernel.MS_RDONLY | kernel.MS_NOSUID | kernel.MS_NODEV | kernel.MS_NOEXEC
    try:
        kernel.mount("proc", "/proc", "proc", sealed & ~kernel.MS_RDONLY)
    except PermissionError:  # covered parts make a new proc too revealing: the sandbox's stays
        pass
    else:
        try:
            _first_to_go_when_out_of_memory()
        finally:  # read-only before anything else runs, or no command does (an error here fails it)
            kernel.mount("none", "/proc", None, kernel.MS_REMOUNT | kernel.MS_BIND | sealed)
    for path in HIDDEN:
        if os.path.isdir(path):
            kernel.mount("tmpfs", path, "tmpfs", sealed, "size=4k,mode=0555")


def _start_command(argv: list[str], cwd: str | None, report: int) -> int:
    """The command's pid, spawned (a vfork, not a copy of this process: the cheapest start)
    with default handling of the signals ignored here (ignored ones stay ignored across exec,
    handled ones do not) and no signal blocked, in `cwd`. Where it cannot be exec'd, the
    server is told and this process exits."""
    ignored = {signum for signum in signal.valid_signals() if _ignored(signum)}
    try:
        if cwd:
            os.chdir(cwd)
        return os.posix_spawnp(argv[0], argv, os.environ, setsigdef=ignored, setsigmask=())
    except OSError as exc:
        _report(report, _EXEC_FAILED, exc)
        os._exit(127)


def _ignored(signum: int) -> bool:
    try:
        return signal.getsignal(signum) == signal.SIG_IGN
    except ValueError:
        return False


def _take_stdio(fds: tuple[int, int, int, int]) -> None:
    """stdin from /dev/null, stdout and stderr onto the given fds; every other fd closed but
    the last two (the report and exit pipes)."""
    stdout, stderr, *kept = fds
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.dup2(stdout, 1)
    os.dup2(stderr, 2)
    low = 3
    for fd in sorted(kept):
        os.closerange(low, fd)
        low = fd + 1
    os.closerange(low, 1 << 20)


def _read_status(status_read: int, init: int) -> int:
    """The command's wait status, as the init handed it on; SIGKILL's when the init died first."""
    with open(status_read, "rb") as status:
        data = status.read(_STATUS.size)
    os.waitpid(init, 0)
    return _STATUS.unpack(data)[0] if len(data) == _STATUS.size else signal.SIGKILL


def _exit_as(status: int) -> None:
    """Exit as a process with wait status `status` did: its code, or its signal re-raised."""
    if os.WIFSIGNALED(status):
        signum = os.WTERMSIG(status)
        if signum not in (signal.SIGKILL, signal.SIGSTOP):
            signal.signal(signum, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, [signum])
            os.kill(os.getpid(), signum)
        os.kill(os.getpid(), signal.SIGKILL)
    os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1)


def _report(report: int, kind: bytes, exc: BaseException) -> None:
    """Tell the server why the command does not run (errno and message)."""
    code = exc.errno if isinstance(exc, OSError) and exc.errno else 0
    message = exc.strerror if isinstance(exc, OSError) and exc.strerror else repr(exc)
    with contextlib.suppress(OSError):
        os.write(report, kind + code.to_bytes(4, "little") + str(message).encode()[:4000])
