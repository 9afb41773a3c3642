"""Seccomp filters for sandboxes: allow-lists, as classic BPF programs, for x86-64 and aarch64.

Written with the standard library only (libseccomp's Python binding is a system package for the
system Python). Two filters, stacked:

- the *server* filter (`filter_program("server")`), loaded on a sandbox's env server (by
  bubblewrap's `--seccomp`, or by the fork server's sandbox itself) and so on everything it
  starts: the system calls of ALLOWED pass; the known dangerous ones (DENIED: ptrace, io_uring,
  bpf, keyrings, kernel modules, the mount API, pidfd_getfd, process_vm_*, memfd_secret, ...)
  fail with EPERM; every other number, known or not yet written, fails with ENOSYS (so the C
  library falls back, as it does from clone3 to clone). Beyond ALLOWED it lets the server make
  what it needs to confine a tool command (`sandboxes.inside.confine`): `unshare` of exactly
  CONFINE_NAMESPACES, and `mount`.
- the *tool* filter (`filter_program("tool")`), loaded on each tool command by
  `sandboxes.inside.confine` on top: no `unshare`, no `mount`, no `clone` that makes a
  namespace (EPERM).

Another architecture than the filter's is killed; on x86-64 so are x32 system calls (EPERM).
Where no table is written (neither x86-64 nor aarch64), `filter_program` returns None and the
runtimes refuse to start a sandbox unless `SandboxConfig.require_seccomp` is off.
"""

from __future__ import annotations

import ctypes
import errno
import functools
import platform
import struct

from sandboxes.seccomp_tables import NUMBERS

ALLOWED = (
    "read", "write", "open", "openat", "openat2", "close", "stat", "fstat", "lstat", "newfstatat", "statx", "poll",
    "ppoll", "select", "pselect6", "lseek", "mmap", "mprotect", "munmap", "brk", "mremap", "msync", "mincore",
    "madvise", "rt_sigaction", "rt_sigprocmask", "rt_sigreturn", "rt_sigpending", "rt_sigtimedwait",
    "rt_sigqueueinfo", "rt_sigsuspend", "rt_tgsigqueueinfo", "sigaltstack", "ioctl", "pread64", "pwrite64", "readv",
    "writev", "preadv", "pwritev", "preadv2", "pwritev2", "access", "faccessat", "faccessat2", "pipe", "pipe2",
    "sched_yield", "shmget", "shmat", "shmctl", "shmdt", "semget", "semop", "semctl", "semtimedop", "msgget",
    "msgsnd", "msgrcv", "msgctl", "dup", "dup2", "dup3", "pause", "nanosleep", "clock_nanosleep", "getitimer",
    "setitimer", "alarm", "getpid", "getppid", "gettid", "sendfile", "socket", "socketpair", "connect", "accept",
    "accept4", "sendto", "recvfrom", "sendmsg", "recvmsg", "sendmmsg", "recvmmsg", "shutdown", "bind", "listen",
    "getsockname", "getpeername", "setsockopt", "getsockopt", "clone", "fork", "vfork", "execve", "execveat", "exit",
    "exit_group", "wait4", "waitid", "kill", "tkill", "tgkill", "uname", "fcntl", "flock", "fsync", "fdatasync",
    "syncfs", "sync", "sync_file_range", "truncate", "ftruncate", "fallocate", "fadvise64", "readahead", "getdents",
    "getdents64", "getcwd", "chdir", "fchdir", "rename", "renameat", "renameat2", "mkdir", "mkdirat", "rmdir",
    "creat", "link", "linkat", "unlink", "unlinkat", "symlink", "symlinkat", "readlink", "readlinkat", "chmod",
    "fchmod", "fchmodat", "fchmodat2", "chown", "fchown", "lchown", "fchownat", "umask", "mknod", "mknodat", "utime",
    "utimes", "futimesat", "utimensat", "gettimeofday", "time", "clock_gettime", "clock_getres", "getrlimit",
    "setrlimit", "prlimit64", "getrusage", "sysinfo", "times", "getuid", "geteuid", "getgid", "getegid", "getresuid",
    "getresgid", "getgroups", "setuid", "setgid", "setreuid", "setregid", "setresuid", "setresgid", "setfsuid",
    "setfsgid", "setgroups", "setpgid", "getpgid", "getpgrp", "setsid", "getsid", "capget", "capset", "prctl",
    "arch_prctl", "statfs", "fstatfs", "getpriority", "setpriority", "sched_setparam", "sched_getparam",
    "sched_setscheduler", "sched_getscheduler", "sched_get_priority_max", "sched_get_priority_min",
    "sched_rr_get_interval", "sched_setaffinity", "sched_getaffinity", "sched_setattr", "sched_getattr", "getcpu",
    "mlock", "mlock2", "munlock", "mlockall", "munlockall", "membarrier", "mbind", "set_mempolicy", "get_mempolicy",
    "setxattr", "lsetxattr", "fsetxattr", "getxattr", "lgetxattr", "fgetxattr", "listxattr", "llistxattr",
    "flistxattr", "removexattr", "lremovexattr", "fremovexattr", "futex", "futex_waitv", "futex_wake", "futex_wait",
    "futex_requeue", "set_robust_list", "get_robust_list", "set_tid_address", "restart_syscall", "rseq", "io_setup",
    "io_destroy", "io_getevents", "io_pgetevents", "io_submit", "io_cancel", "timer_create", "timer_settime",
    "timer_gettime", "timer_getoverrun", "timer_delete", "timerfd_create", "timerfd_settime", "timerfd_gettime",
    "epoll_create", "epoll_create1", "epoll_ctl", "epoll_wait", "epoll_pwait", "epoll_pwait2", "eventfd", "eventfd2",
    "signalfd", "signalfd4", "inotify_init", "inotify_init1", "inotify_add_watch", "inotify_rm_watch", "splice",
    "tee", "vmsplice", "copy_file_range", "memfd_create", "getrandom", "seccomp", "close_range", "pidfd_open",
    "pidfd_send_signal", "ioprio_set", "ioprio_get", "mq_open", "mq_unlink", "mq_timedsend", "mq_timedreceive",
    "mq_notify", "mq_getsetattr", "pkey_mprotect", "pkey_alloc", "pkey_free", "cachestat", "map_shadow_stack",
)
"""What python, bash, git, pytest and the env servers use (names absent from an architecture,
like x86-64's legacy `open`, are skipped there)."""
DENIED = (
    "ptrace", "syslog", "uselib", "pivot_root", "chroot", "adjtimex", "acct", "settimeofday", "mount", "umount2",
    "swapon", "swapoff", "reboot", "sethostname", "setdomainname", "iopl", "ioperm", "init_module", "delete_module",
    "finit_module", "quotactl", "quotactl_fd", "lookup_dcookie", "clock_settime", "clock_adjtime", "kexec_load",
    "kexec_file_load", "add_key", "request_key", "keyctl", "move_pages", "migrate_pages", "perf_event_open",
    "fanotify_init", "fanotify_mark", "name_to_handle_at", "open_by_handle_at", "setns", "unshare",
    "process_vm_readv", "process_vm_writev", "kcmp", "bpf", "userfaultfd", "io_uring_setup", "io_uring_enter",
    "io_uring_register", "open_tree", "move_mount", "fsopen", "fsconfig", "fsmount", "fspick", "mount_setattr",
    "pidfd_getfd", "process_madvise", "process_mrelease", "modify_ldt", "personality", "memfd_secret", "statmount",
    "listmount", "vhangup", "sysfs", "ustat", "_sysctl", "nfsservctl", "set_thread_area", "get_thread_area",
    "remap_file_pages", "landlock_create_ruleset", "landlock_add_rule", "landlock_restrict_self",
)
"""Known dangerous calls, refused with EPERM (any other call not in ALLOWED gets ENOSYS)."""
KINDS = ("server", "tool")
CLONE_NEWNS, CLONE_NEWCGROUP, CLONE_NEWUTS, CLONE_NEWIPC = 0x00020000, 0x02000000, 0x04000000, 0x08000000
CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET = 0x10000000, 0x20000000, 0x40000000
NEW_NAMESPACES = (CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID
                  | CLONE_NEWNET)
"""clone's namespace flags (CLONE_NEWTIME's bit is part of the exit signal in clone's flags)."""
CONFINE_NAMESPACES = CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNS
"""The one `unshare` the server filter allows: a tool command's namespaces."""
AUDIT_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}
MACHINES = {"x86_64": "x86_64", "amd64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}

_LD_W_ABS, _JEQ_K, _JGE_K, _JGT_K, _JSET_K, _RET_K = 0x20, 0x15, 0x35, 0x25, 0x45, 0x06
_RET_ALLOW, _RET_ERRNO, _RET_KILL_PROCESS = 0x7FFF0000, 0x00050000, 0x80000000
_NR_OFFSET, _ARCH_OFFSET, _ARG0_LOW_OFFSET = 0, 4, 16
_X32_SYSCALL_BIT = 0x40000000
_PR_SET_NO_NEW_PRIVS, _PR_SET_SECCOMP, _SECCOMP_MODE_FILTER = 38, 22, 2
Instruction = tuple[int, int, int, int]


def architecture(machine: str | None = None) -> str | None:
    """The filter architecture of `machine` (default: this one), or None where none is written."""
    return MACHINES.get((machine or platform.machine()).lower())


@functools.cache
def filter_program(kind: str = "server", machine: str | None = None) -> bytes | None:
    """The `kind` filter ("server" or "tool") as `struct sock_filter[]` bytes for `machine`
    (default: this one); None where no table is written for it."""
    if kind not in KINDS:
        raise ValueError(f"unknown seccomp filter kind {kind!r}")
    arch = architecture(machine)
    if arch is None:
        return None
    program = _program(kind, arch, NUMBERS[arch])
    return b"".join(struct.pack("=HBBI", *instruction) for instruction in program)


def load(program: bytes) -> None:
    """Load `program` on the calling thread (and what it starts), setting no_new_privs first
    (which an unprivileged process needs to load one); OSError if the kernel refuses."""
    libc = ctypes.CDLL(None, use_errno=True)
    instructions = ctypes.create_string_buffer(program, len(program))
    fprog = struct.pack("HP", len(program) // 8, ctypes.addressof(instructions))
    for option, argument in ((_PR_SET_NO_NEW_PRIVS, 1), (_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER)):
        if libc.prctl(option, argument, fprog if option == _PR_SET_SECCOMP else 0, 0, 0) != 0:
            code = ctypes.get_errno()
            raise OSError(code, f"loading the seccomp filter: {errno.errorcode.get(code, code)}")


def _program(kind: str, arch: str, numbers: dict[str, int]) -> list[Instruction]:
    """Architecture check, then the special cases of `kind`, the EPERM list, the allowed ranges;
    ENOSYS for the rest."""
    body = [*_special_cases(kind, numbers), *_equal_returns(_denied(kind, numbers), _errno(errno.EPERM)),
            *_range_allows(sorted(numbers[name] for name in ALLOWED if name in numbers and name not in _special(kind))),
            (_RET_K, 0, 0, _errno(errno.ENOSYS))]
    x32 = [(_JGE_K, 0, 1, _X32_SYSCALL_BIT), (_RET_K, 0, 0, _errno(errno.EPERM))] if arch == "x86_64" else []
    return [
        (_LD_W_ABS, 0, 0, _ARCH_OFFSET),
        (_JEQ_K, 1, 0, AUDIT_ARCH[arch]),
        (_RET_K, 0, 0, _RET_KILL_PROCESS),
        (_LD_W_ABS, 0, 0, _NR_OFFSET),
        *x32,
        *body,
    ]


def _special(kind: str) -> set[str]:
    return {"unshare", "mount"} if kind == "server" else {"clone"}


def _denied(kind: str, numbers: dict[str, int]) -> list[int]:
    return [numbers[name] for name in DENIED if name in numbers and name not in _special(kind)]


def _special_cases(kind: str, numbers: dict[str, int]) -> list[Instruction]:
    """server: `mount` allowed, `unshare` allowed with exactly CONFINE_NAMESPACES (else EPERM);
    tool: `clone` allowed unless it asks for a namespace (EPERM). Each argument check ends in a
    return, so the accumulator holds the call's number wherever the program goes on."""
    if kind == "server":
        return [
            (_JEQ_K, 0, 1, numbers["mount"]), (_RET_K, 0, 0, _RET_ALLOW),
            (_JEQ_K, 0, 4, numbers["unshare"]),
            (_LD_W_ABS, 0, 0, _ARG0_LOW_OFFSET),
            (_JEQ_K, 0, 1, CONFINE_NAMESPACES), (_RET_K, 0, 0, _RET_ALLOW),
            (_RET_K, 0, 0, _errno(errno.EPERM)),
        ]
    return [
        (_JEQ_K, 0, 4, numbers["clone"]),
        (_LD_W_ABS, 0, 0, _ARG0_LOW_OFFSET),
        (_JSET_K, 0, 1, NEW_NAMESPACES), (_RET_K, 0, 0, _errno(errno.EPERM)),
        (_RET_K, 0, 0, _RET_ALLOW),
    ]


def _equal_returns(numbers: list[int], verdict: int) -> list[Instruction]:
    """`verdict` for each of `numbers` (two instructions each: no jump goes far)."""
    return [instruction for number in sorted(numbers) for instruction in ((_JEQ_K, 0, 1, number), (_RET_K, 0, 0,
                                                                                                     verdict))]


def _range_allows(numbers: list[int]) -> list[Instruction]:
    """ALLOW for each run of consecutive `numbers` (three instructions a run)."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][1] + 1:
            runs[-1][1] = number
        else:
            runs.append([number, number])
    return [instruction for low, high in runs
            for instruction in ((_JGE_K, 0, 2, low), (_JGT_K, 1, 0, high), (_RET_K, 0, 0, _RET_ALLOW))]


def _errno(code: int) -> int:
    return _RET_ERRNO | code
