"""Resource limits of a sandbox, and what a sandbox reports about them.

Limits come in three kinds, each enforced where it can be:

- rlimits, set in the sandbox's first process before it execs (so bubblewrap and everything
  it starts inherit them; nothing inside can raise a hard limit, having no capability in the
  host's user namespace): CPU seconds, address space, file size, open files, processes per
  user, and core dumps off;
- cgroups (memory and pids, see `sandboxes.cgroups`), one per sandbox, where the host lets
  the runner create them;
- the workspace tmpfs size, by the backend.

The wall clock is the session's call timeout (`sandboxes.session`). A limit of 0 is "no limit
of that kind".
"""

from __future__ import annotations

import os
import resource
from collections.abc import Callable, Sequence
from dataclasses import dataclass

MIB, GIB = 1024 * 1024, 1024 * 1024 * 1024


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
    the runner is root. `processes` is the per-sandbox limit."""
    processes: int = 256
    """Processes and threads of this sandbox (fork fails with EAGAIN beyond): its pids cgroup
    (under runsc, the guest kernel's RLIMIT_NPROC, which counts this sandbox only)."""
    memory_bytes: int = 2 * GIB
    """memory cgroup: memory of the whole sandbox, its tmpfs included (OOM kill beyond)."""
    workspace_bytes: int = 256 * MIB
    """Size of the sandbox's private tmpfs (/tmp: working directory and $HOME; ENOSPC beyond)."""

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


def child_setup(rlimits: Sequence[tuple[str, int, int]], cgroup_procs: Sequence[str]) -> Callable[[], None]:
    """A `preexec_fn` that sets `rlimits` and joins the cgroups whose `cgroup.procs` files are
    `cgroup_procs`, in the forked child before exec.

    Everything is resolved before the fork; the function itself only makes system calls, so
    it is safe in a multi-threaded parent. A failure aborts the start (subprocess raises).
    """
    resolved = [(getattr(resource, name), soft, hard) for name, soft, hard in rlimits]
    procs_paths = [os.fsencode(path) for path in cgroup_procs]

    def setup() -> None:
        for path in procs_paths:
            fd = os.open(path, os.O_WRONLY)
            try:
                os.write(fd, b"0")
            finally:
                os.close(fd)
        for limit, soft, hard in resolved:
            resource.setrlimit(limit, (soft, hard))

    return setup
