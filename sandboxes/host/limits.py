"""Resource limits of a sandbox, and what a sandbox reports about them.

Limits come in three kinds, each enforced where it can be:

- rlimits, set in the sandbox's first process before it execs (so bubblewrap and everything
  it starts inherit them; nothing inside can raise a hard limit, having no capability in the
  host's user namespace): CPU seconds, address space, file size, open files, processes per
  user, and core dumps off;
- cgroups (memory, pids and CPU, see `sandboxes.host.cgroups`), one per sandbox, where the host
  lets the runner create them;
- the sizes of the workspace tmpfs and of /dev/shm, by the backend.

The wall clock is the session's call timeout (`sandboxes.host.session`). A limit of 0 is "no limit
of that kind".
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

MIB, GIB = 1024 * 1024, 1024 * 1024 * 1024
SHM_BYTES = 64 * MIB


@dataclass(frozen=True)
class SandboxLimits:
    """The resource limits of one sandbox (each process in it, for the rlimits)."""

    cpu_seconds: int = 600
    """RLIMIT_CPU, per process: SIGXCPU at this many CPU seconds, SIGKILL one second later."""
    address_space_bytes: int = 4 * GIB
    """RLIMIT_AS, per process: larger allocations fail (ENOMEM; MemoryError in Python)."""
    file_size_bytes: int = 256 * MIB
    """RLIMIT_FSIZE: writing past this size fails (SIGXFSZ, or EFBIG where it is ignored)."""
    open_files: int = 1024
    """RLIMIT_NOFILE: file descriptors per process."""
    user_processes: int = 4096
    """RLIMIT_NPROC: counts every process of the sandbox's *host* uid, all sandboxes together
    (and the runner too unless it is root), so it is only a host-wide backstop; the kernel
    does not apply it to host root, which is what bubblewrap maps the sandbox user to when
    the runner is root. `processes` is the per-sandbox limit: where its pids cgroup is in
    force, this rlimit is not set at all (`sandboxes.host.sandbox.per_sandbox_process_limit`),
    so one sandbox's fork bomb cannot use up the processes of every other one."""
    processes: int = 256
    """Processes and threads of this sandbox (fork fails with EAGAIN beyond): its pids cgroup
    (under runsc, the guest kernel's RLIMIT_NPROC, which counts this sandbox only)."""
    memory_bytes: int = 2 * GIB
    """memory cgroup: memory of the whole sandbox, its tmpfs included (OOM kill beyond)."""
    cpus: float = 1.0
    """cpu cgroup: the cores the whole sandbox may keep busy, as CPU time per wall-clock period
    (its processes wait for the next period beyond), and its weight against other sandboxes
    when cores are contended, in proportion. One tool call spinning in many processes thus
    takes this much CPU, not the host's. `cpu_seconds` bounds each process's total instead."""
    workspace_bytes: int = 256 * MIB
    """Size of the sandbox's private tmpfs (/tmp: working directory and $HOME; ENOSPC beyond)."""

    @classmethod
    def with_overrides(cls, overrides: Mapping[str, float]) -> SandboxLimits:
        """The default limits but for `overrides` (field name -> value, as the runner's settings
        give them, where JSON makes no difference between 2 and 2.0): a whole-number field takes
        a whole number only. ValueError for a fraction there, TypeError for an unknown field."""
        types = {field.name: field.type for field in dataclasses.fields(cls)}
        values: dict[str, Any] = {}
        for name, value in overrides.items():
            if types.get(name) in (int, "int"):
                if value != int(value):
                    raise ValueError(f"sandbox limit {name} must be a whole number, not {value!r}")
                value = int(value)
            values[name] = value
        return cls(**values)

    def __post_init__(self) -> None:
        if not self.cpus >= 0:  # NaN too
            raise ValueError(f"cpus must be 0 (no limit) or more, not {self.cpus!r}")

    @property
    def shm_bytes(self) -> int:
        """Size of the sandbox's /dev/shm tmpfs (POSIX shared memory and semaphores): Docker's
        default, 64 MiB, but never more than the workspace."""
        return min(SHM_BYTES, self.workspace_bytes or SHM_BYTES)

    def rlimits(self) -> list[tuple[str, int, int]]:
        """(resource name, soft, hard) of every rlimit to set; core dumps are always off."""
        limits = [("RLIMIT_CORE", 0, 0)]
        if self.cpu_seconds:
            limits.append(("RLIMIT_CPU", self.cpu_seconds, self.cpu_seconds + 1))
        for name, value in (
            ("RLIMIT_AS", self.address_space_bytes),
            ("RLIMIT_FSIZE", self.file_size_bytes),
            ("RLIMIT_NOFILE", self.open_files),
            ("RLIMIT_NPROC", self.user_processes),
        ):
            if value:
                limits.append((name, value, value))
        return limits

    def rlimit_report(self) -> tuple[dict[str, str], dict[str, str]]:
        """(limits in force, limits not in force with the reason) among the rlimits."""
        in_force, missing = {}, {}
        for name, soft, _ in self.rlimits():
            in_force[name] = str(soft)
        if "RLIMIT_NPROC" in in_force and os.geteuid() == 0:
            del in_force["RLIMIT_NPROC"]
            missing["RLIMIT_NPROC"] = "not enforced: the sandbox user is host root, which the kernel exempts"
        for name, value in (("RLIMIT_CPU", self.cpu_seconds), ("RLIMIT_AS", self.address_space_bytes),
                            ("RLIMIT_FSIZE", self.file_size_bytes), ("RLIMIT_NOFILE", self.open_files)):
            if not value:
                missing[name] = "disabled (0)"
        return in_force, missing


PRLIMIT = "/usr/bin/prlimit"
_PRLIMIT_OPTIONS = {"RLIMIT_CORE": "core", "RLIMIT_CPU": "cpu", "RLIMIT_AS": "as", "RLIMIT_FSIZE": "fsize",
                    "RLIMIT_NOFILE": "nofile", "RLIMIT_NPROC": "nproc"}


def launcher(rlimits: Sequence[tuple[str, int, int]]) -> list[str]:
    """The argv prefix that starts a sandbox's first process under `rlimits`, before it execs.

    Done by util-linux's `prlimit`, which execs the command, not by a `preexec_fn`: Python
    must fork() a whole process to run one, where without it the runner starts its sandboxes
    with vfork, not copying its page tables (about 30 ms per start, with the event loop
    blocked, for a runner of 600 MB). A failure (exit 1, the reason on stderr) fails the start.
    """
    if not rlimits:
        return []
    return [PRLIMIT, *(f"--{_PRLIMIT_OPTIONS[name]}={soft}:{hard}" for name, soft, hard in rlimits), "--"]
