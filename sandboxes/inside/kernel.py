"""The few Linux calls the standard library lacks, through ctypes: namespaces, mounts, capabilities,
process attributes. Each raises OSError naming the call when the kernel refuses."""

from __future__ import annotations

import ctypes
import errno
import os
import struct

MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 0x1, 0x2, 0x4, 0x8
MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 0x20, 0x1000, 0x4000, 0x40000
MNT_DETACH = 0x2
PR_SET_PDEATHSIG, PR_SET_DUMPABLE, PR_CAPBSET_DROP, PR_SET_NO_NEW_PRIVS, PR_CAP_AMBIENT = 1, 4, 24, 38, 47
PR_CAP_AMBIENT_CLEAR_ALL = 4
_CAPABILITY_VERSION_3 = 0x20080522

_MAX_CAPABILITIES = 64
"""More than any kernel numbers: dropping stops at the first one the kernel does not know
(no /proc/sys/kernel/cap_last_cap needed, which gVisor lacks and a confined process may hide)."""
_libc = ctypes.CDLL(None, use_errno=True)


def check(result: int, what: str) -> None:
    """OSError(errno, "what: reason") unless `result` is 0."""
    if result != 0:
        code = ctypes.get_errno()
        raise OSError(code, f"{what}: {os.strerror(code)}")


def unshare(flags: int) -> None:
    check(_libc.unshare(flags), "unshare")


def mount(source: str, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    result = _libc.mount(source.encode(), target.encode(), fstype.encode() if fstype else None, flags,
                         data.encode() if data else None)
    check(result, f"mount {target}")


def umount(target: str) -> None:
    check(_libc.umount2(target.encode(), MNT_DETACH), f"umount {target}")


def prctl(option: int, argument: int, what: str) -> None:
    check(_libc.prctl(option, argument, 0, 0, 0), what)


def set_dumpable(dumpable: bool) -> None:
    """A non-dumpable process's /proc files belong to root, and only a holder of CAP_SYS_PTRACE
    in its user namespace may ptrace it, read its memory or open its fds through /proc."""
    prctl(PR_SET_DUMPABLE, int(dumpable), "prctl(DUMPABLE)")


def die_with_parent(signal_number: int) -> None:
    prctl(PR_SET_PDEATHSIG, signal_number, "prctl(PDEATHSIG)")


def drop_capabilities(uid: int | None = None) -> None:
    """No capability left, none to regain: bounding and ambient sets emptied, then (`uid`) the
    user and group ids all set to `uid` without supplementary groups, then the effective,
    permitted and inheritable sets, and no_new_privs (no setuid/file caps gain)."""
    prctl(PR_SET_NO_NEW_PRIVS, 1, "prctl(NO_NEW_PRIVS)")
    if _libc.prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0:  # EINVAL: no ambient set (gVisor)
        check(0 if ctypes.get_errno() == errno.EINVAL else -1, "prctl(CAP_AMBIENT)")
    for capability in range(_MAX_CAPABILITIES):
        if _libc.prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
            check(0 if capability and ctypes.get_errno() == errno.EINVAL else -1, "prctl(CAPBSET_DROP)")
            break
    if uid is not None:
        os.setgroups([])
        os.setresgid(uid, uid, uid)
        os.setresuid(uid, uid, uid)
    header = struct.pack("=Ii", _CAPABILITY_VERSION_3, 0)
    check(_libc.capset(header, bytes(24)), "capset")
