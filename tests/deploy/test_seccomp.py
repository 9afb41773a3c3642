"""The runner's seccomp profile (deploy/seccomp/rollgate-runner.json), loaded into a real process:
bubblewrap still builds a sandbox under it, and the system calls it lists fail with EPERM."""

from __future__ import annotations

import json
import platform
import shutil
import subprocess
import sys

import pytest

from .conftest import DEPLOY

PROFILE = DEPLOY / "seccomp" / "rollgate-runner.json"
HELM_COPY = DEPLOY / "helm" / "rollgate" / "files" / "rollgate-runner-seccomp.json"
# x86-64 numbers of the profile's system calls (vm86 and vm86old exist only on 32-bit x86).
X86_64 = {
    "_sysctl": 156, "acct": 163, "add_key": 248, "adjtimex": 159, "bpf": 321, "clock_adjtime": 305,
    "clock_settime": 227, "create_module": 174, "delete_module": 176, "fanotify_init": 300, "finit_module": 313,
    "fsconfig": 431, "fsmount": 432, "fsopen": 430, "fspick": 433, "get_kernel_syms": 177, "init_module": 175,
    "io_uring_enter": 426, "io_uring_register": 427, "io_uring_setup": 425, "ioperm": 173, "iopl": 172,
    "kcmp": 312, "kexec_file_load": 320, "kexec_load": 246, "keyctl": 250, "lookup_dcookie": 212,
    "mount_setattr": 442, "move_mount": 429, "move_pages": 279, "name_to_handle_at": 303, "nfsservctl": 180,
    "open_by_handle_at": 304, "open_tree": 428, "perf_event_open": 298, "process_vm_readv": 310,
    "process_vm_writev": 311, "ptrace": 101, "query_module": 178, "quotactl": 179, "quotactl_fd": 443,
    "reboot": 169, "request_key": 249, "setns": 308, "settimeofday": 164, "swapoff": 168, "swapon": 167,
    "syslog": 103, "sysfs": 139, "uselib": 134, "userfaultfd": 323, "ustat": 136, "mount": 165,
}
BUBBLEWRAP_NEEDS = {"mount", "umount2", "pivot_root", "unshare", "clone", "clone3", "chroot", "sethostname",
                    "pidfd_open", "pidfd_send_signal"}
# Loads a deny-list filter (classic BPF, as runc builds from the profile) and execs argv[2:].
LOADER = r"""
import ctypes, json, os, struct, sys
numbers = json.loads(sys.argv[1])
program = [(0x20, 0, 0, 4), (0x15, 1, 0, 0xC000003E), (0x06, 0, 0, 0x7FFF0000), (0x20, 0, 0, 0)]
for number in numbers:
    program += [(0x15, 0, 1, number), (0x06, 0, 0, 0x00050000 | 1)]
program.append((0x06, 0, 0, 0x7FFF0000))
code = b"".join(struct.pack("=HBBI", *i) for i in program)
buffer = ctypes.create_string_buffer(code)
fprog = struct.pack("=HxxxxxxQ", len(program), ctypes.addressof(buffer))
libc = ctypes.CDLL(None, use_errno=True)
assert libc.prctl(38, 1, 0, 0, 0) == 0  # PR_SET_NO_NEW_PRIVS
assert libc.prctl(22, 2, ctypes.c_char_p(fprog), 0, 0) == 0, ctypes.get_errno()  # PR_SET_SECCOMP, FILTER
os.execvp(sys.argv[2], sys.argv[2:])
"""
PROBE = r"""
import ctypes, errno
libc = ctypes.CDLL(None, use_errno=True)
for name, number in (("keyctl", 250), ("ptrace", 101), ("bpf", 321), ("io_uring_setup", 425)):
    ctypes.set_errno(0)
    result = libc.syscall(number, 0, 0, 0, 0, 0)
    print(name, result, errno.errorcode.get(ctypes.get_errno(), ctypes.get_errno()))
"""


def denied() -> list[str]:
    profile = json.loads(PROFILE.read_text())
    assert profile["defaultAction"] == "SCMP_ACT_ALLOW"
    [rule] = profile["syscalls"]
    assert rule["action"] == "SCMP_ACT_ERRNO" and rule["errnoRet"] == 1
    return list(rule["names"])


def test_the_profile_leaves_bubblewrap_what_it_needs() -> None:
    names = set(denied())
    assert not names & BUBBLEWRAP_NEEDS
    assert {"ptrace", "bpf", "keyctl", "io_uring_setup", "userfaultfd", "kexec_load", "init_module",
            "perf_event_open", "open_by_handle_at", "process_vm_writev"} <= names
    assert names <= set(X86_64) | {"vm86", "vm86old"}


def test_the_chart_ships_the_same_profile() -> None:
    assert json.loads(HELM_COPY.read_text()) == json.loads(PROFILE.read_text())


def _under_filter(names: list[str], *argv: str) -> subprocess.CompletedProcess[str]:
    numbers = json.dumps(sorted(X86_64[name] for name in names if name in X86_64))
    return subprocess.run([sys.executable, "-c", LOADER, numbers, *argv], capture_output=True, text=True, timeout=60)


needs_bwrap = pytest.mark.skipif(platform.machine() != "x86_64" or shutil.which("bwrap") is None,
                                 reason="x86-64 with bubblewrap (scripts/setup.sh installs it)")
SANDBOX = ("bwrap", "--unshare-all", "--unshare-user", "--die-with-parent", "--ro-bind", "/", "/", "--proc", "/proc",
           "--dev", "/dev", "--tmpfs", "/tmp", "--", "/bin/sh", "-c", "echo inside > /tmp/x && cat /tmp/x")


@needs_bwrap
def test_bubblewrap_builds_a_sandbox_under_the_profile() -> None:
    done = _under_filter(denied(), *SANDBOX)
    assert done.returncode == 0 and done.stdout.strip() == "inside", done.stderr


@needs_bwrap
def test_the_same_check_fails_when_the_profile_refuses_mount() -> None:
    """The check above can fail: a profile that also refuses mount stops bubblewrap."""
    done = _under_filter([*denied(), "mount"], *SANDBOX)
    assert done.returncode != 0


@pytest.mark.skipif(platform.machine() != "x86_64", reason="the x86-64 numbers are written out")
def test_listed_system_calls_fail_with_eperm() -> None:
    done = _under_filter(denied(), sys.executable, "-c", PROBE)
    assert done.returncode == 0, done.stderr
    results = dict((line.split()[0], line.split()[1:]) for line in done.stdout.splitlines())
    assert results == {name: ["-1", "EPERM"] for name in ("keyctl", "ptrace", "bpf", "io_uring_setup")}
