"""A seccomp filter for sandboxes, as the classic BPF program bubblewrap's `--seccomp` loads.

A deny list, written out here with the standard library only (libseccomp's Python binding is
a system package for the system Python): system calls a sandboxed env has no business with
fail with EPERM. Most of them already fail without capabilities; the list closes the kernel
surfaces reachable without any, the usual routes of container escapes (io_uring, ptrace,
userfaultfd, bpf, keyrings, perf, the new mount API, kernel modules). x32 system calls and
any other architecture than the host's are refused too. Only x86-64 is described: elsewhere
`filter_program()` returns None and the sandbox reports seccomp as unavailable.
"""

from __future__ import annotations

import errno
import functools
import platform
import struct

_LD_W_ABS, _JEQ_K, _JGE_K, _RET_K = 0x20, 0x15, 0x35, 0x06
_RET_ALLOW, _RET_ERRNO, _RET_KILL_PROCESS = 0x7FFF0000, 0x00050000, 0x80000000
_NR_OFFSET, _ARCH_OFFSET = 0, 4
_X32_SYSCALL_BIT = 0x40000000
AUDIT_ARCH_X86_64 = 0xC000003E

DENIED_X86_64 = {
    "ptrace": 101, "syslog": 103, "uselib": 134, "pivot_root": 155,
    "adjtimex": 159, "acct": 163, "settimeofday": 164, "mount": 165, "umount2": 166,
    "swapon": 167, "swapoff": 168, "reboot": 169, "iopl": 172, "ioperm": 173,
    "init_module": 175, "delete_module": 176, "quotactl": 179, "lookup_dcookie": 212,
    "clock_settime": 227, "kexec_load": 246, "add_key": 248, "request_key": 249, "keyctl": 250,
    "move_pages": 279, "perf_event_open": 298, "fanotify_init": 300, "name_to_handle_at": 303,
    "open_by_handle_at": 304, "clock_adjtime": 305, "setns": 308, "process_vm_readv": 310,
    "process_vm_writev": 311, "kcmp": 312, "finit_module": 313, "kexec_file_load": 320,
    "bpf": 321, "userfaultfd": 323, "io_uring_setup": 425, "io_uring_enter": 426,
    "io_uring_register": 427, "open_tree": 428, "move_mount": 429, "fsopen": 430,
    "fsconfig": 431, "fsmount": 432, "fspick": 433, "mount_setattr": 442,
}
"""The system calls the filter refuses on x86-64, by name and number."""


@functools.cache
def filter_program() -> bytes | None:
    """The filter as `struct sock_filter[]` bytes, or None where it is not described (not x86-64)."""
    if platform.machine() != "x86_64":
        return None
    numbers = sorted(DENIED_X86_64.values())
    deny = len(numbers) + 1  # jump distance from the x32 check to the EPERM return
    program = [
        (_LD_W_ABS, 0, 0, _ARCH_OFFSET),
        (_JEQ_K, 0, deny + 3, AUDIT_ARCH_X86_64),  # another architecture: kill
        (_LD_W_ABS, 0, 0, _NR_OFFSET),
        (_JGE_K, deny, 0, _X32_SYSCALL_BIT),
        *[(_JEQ_K, deny - 1 - index, 0, number) for index, number in enumerate(numbers)],
        (_RET_K, 0, 0, _RET_ALLOW),
        (_RET_K, 0, 0, _RET_ERRNO | errno.EPERM),
        (_RET_K, 0, 0, _RET_KILL_PROCESS),
    ]
    return b"".join(struct.pack("=HBBI", *instruction) for instruction in program)
