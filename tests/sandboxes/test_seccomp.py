"""The seccomp filters as programs: each verdict checked by a small classic-BPF interpreter, for
both architectures (aarch64 included, which this machine cannot run), and the start of a sandbox
refused where no filter is written. Inside sandboxes, tests/sandboxes/test_escape.py calls the
dangerous system calls themselves."""

from __future__ import annotations

import errno
import platform
import struct
from collections.abc import Iterator

import pytest
from conftest import StartSandbox

from sandboxes import seccomp
from sandboxes.errors import SandboxStartError
from sandboxes.seccomp_tables import NUMBERS

ALLOW, KILL = "allow", "kill"
ARCHES = sorted(seccomp.AUDIT_ARCH)
KINDS = list(seccomp.KINDS)


def verdict(program: bytes, arch: str, number: int, arg0: int = 0) -> str:
    """What the kernel would do: "allow", "kill", or the errno's name."""
    data = struct.pack("=iIQ6Q", number, seccomp.AUDIT_ARCH[arch], 0, arg0, 0, 0, 0, 0, 0)
    instructions = [struct.unpack("=HBBI", program[i:i + 8]) for i in range(0, len(program), 8)]
    accumulator, pc = 0, 0
    while True:
        code, jump_true, jump_false, k = instructions[pc]
        if code == 0x20:  # ld [k]
            accumulator = struct.unpack_from("=I", data, k)[0]
            pc += 1
            continue
        if code == 0x06:  # ret k
            return _verdict_name(k)
        taken = {0x15: accumulator == k, 0x35: accumulator >= k, 0x25: accumulator > k, 0x45: bool(accumulator & k)}
        pc += 1 + (jump_true if taken[code] else jump_false)


def _verdict_name(value: int) -> str:
    if value == 0x7FFF0000:
        return ALLOW
    if value == 0x80000000:
        return KILL
    assert value & 0xFFFF0000 == 0x00050000, hex(value)
    return errno.errorcode[value & 0xFFFF]


@pytest.fixture(params=[(kind, arch) for kind in KINDS for arch in ARCHES], ids=lambda p: f"{p[0]}-{p[1]}")
def program(request: pytest.FixtureRequest) -> Iterator[tuple[str, str, bytes]]:
    kind, arch = request.param
    built = seccomp.filter_program(kind, arch)
    assert built is not None
    yield kind, arch, built


def test_each_filter_is_a_valid_classic_bpf_program(program: tuple[str, str, bytes]) -> None:
    _, _, built = program
    instructions = [struct.unpack("=HBBI", built[i:i + 8]) for i in range(0, len(built), 8)]
    assert len(built) % 8 == 0 and len(instructions) < 4096 and instructions[-1][0] == 0x06
    for pc, (code, jump_true, jump_false, _) in enumerate(instructions):
        if code not in (0x06, 0x20):
            assert pc + 1 + max(jump_true, jump_false) < len(instructions), pc


def test_allowed_calls_pass_dangerous_ones_fail_the_rest_is_enosys(program: tuple[str, str, bytes]) -> None:
    kind, arch, built = program
    numbers = NUMBERS[arch]
    special = {"server": {"unshare", "mount"}, "tool": set()}[kind]
    for name in seccomp.ALLOWED:
        if name in numbers:
            assert verdict(built, arch, numbers[name]) == ALLOW, name
    for name in seccomp.DENIED:
        if name in numbers and name not in special:
            assert verdict(built, arch, numbers[name]) == "EPERM", name
    for name in ("clone3", "statmount", "listmount", "memfd_secret", "pidfd_getfd", "process_madvise", "personality"):
        if name in numbers:
            assert verdict(built, arch, numbers[name]) in ("EPERM", "ENOSYS"), name
    assert verdict(built, arch, numbers["clone3"]) == "ENOSYS"  # the C library falls back to clone
    assert verdict(built, arch, 463) == verdict(built, arch, 1000) == "ENOSYS"  # numbered later, or never


def test_another_architecture_is_killed(program: tuple[str, str, bytes]) -> None:
    _, arch, built = program
    other = next(name for name in ARCHES if name != arch)
    assert verdict(built, other, NUMBERS[arch]["read"]) == KILL


def test_x32_system_calls_are_refused() -> None:
    built = seccomp.filter_program("tool", "x86_64")
    assert built is not None and verdict(built, "x86_64", 0x40000000 | NUMBERS["x86_64"]["read"]) == "EPERM"


@pytest.mark.parametrize("arch", ARCHES)
def test_the_server_may_unshare_only_the_namespaces_confining_a_command(arch: str) -> None:
    built = seccomp.filter_program("server", arch)
    assert built is not None
    unshare = NUMBERS[arch]["unshare"]
    assert verdict(built, arch, unshare, seccomp.CONFINE_NAMESPACES) == ALLOW
    assert verdict(built, arch, unshare, seccomp.CLONE_NEWUSER) == "EPERM"
    assert verdict(built, arch, unshare, seccomp.CONFINE_NAMESPACES | seccomp.CLONE_NEWNET) == "EPERM"
    assert verdict(built, arch, NUMBERS[arch]["setns"]) == "EPERM"


@pytest.mark.parametrize("arch", ARCHES)
def test_a_command_may_clone_threads_and_processes_but_no_namespace(arch: str) -> None:
    built = seccomp.filter_program("tool", arch)
    assert built is not None
    clone = NUMBERS[arch]["clone"]
    assert verdict(built, arch, clone, 0x003D0F00) == ALLOW  # pthread_create's flags
    assert verdict(built, arch, clone, 0x01200011) == ALLOW  # fork's: SIGCHLD, CHILD_SETTID, CHILD_CLEARTID
    for flag in (seccomp.CLONE_NEWUSER, seccomp.CLONE_NEWPID, seccomp.CLONE_NEWNS, seccomp.CLONE_NEWNET):
        assert verdict(built, arch, clone, flag | 17) == "EPERM", hex(flag)
    for name in ("unshare", "mount", "ptrace", "process_vm_writev", "pidfd_getfd"):
        assert verdict(built, arch, NUMBERS[arch][name]) == "EPERM", name


def test_no_filter_is_made_up_for_an_architecture_without_a_table() -> None:
    assert seccomp.filter_program("server", "riscv64") is None and seccomp.architecture("riscv64") is None
    assert seccomp.architecture("arm64") == "aarch64" and seccomp.architecture("AMD64") == "x86_64"


@pytest.fixture
def unknown_architecture(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """This process believes it runs on riscv64, for which no filter is written."""
    monkeypatch.setattr(platform, "machine", lambda: "riscv64")
    seccomp.filter_program.cache_clear()
    yield
    seccomp.filter_program.cache_clear()


@pytest.mark.parametrize("kind", ["bubblewrap", "forked", "runsc", "docker"])
async def test_no_sandbox_starts_without_a_filter_unless_allowed(
    start_sandbox: StartSandbox, kind: str, unknown_architecture: None, request: pytest.FixtureRequest
) -> None:
    if kind == "docker":
        request.getfixturevalue("docker_engine")
    with pytest.raises(SandboxStartError, match="no seccomp filter is written for 'riscv64'"):
        await start_sandbox(kind)
    if kind in ("bubblewrap", "forked"):
        sandbox = await start_sandbox(kind, require_seccomp=False)
        assert sandbox.status().unavailable["seccomp"] == "no filter for this architecture"
