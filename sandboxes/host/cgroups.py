"""One memory, pids and cpu cgroup per sandbox, where the host lets the runner create them.

Controllers are found per host: cgroup v2 where the unified hierarchy offers the controller,
else the v1 hierarchy that has it (hybrid hosts mount both). A sandbox's cgroup is a child
of the runner's own cgroup in each hierarchy (or of `parent`, a delegated v2 directory), so
the runner's own limits still bound it. The runner moves the sandbox's processes in while
they start (`SandboxCgroup.adopt`); at removal, the processes still listed there are killed
(they are exactly the sandbox's own) and the directories removed.

The cpu controller caps the sandbox's CPU time per wall-clock period (`cpu.max`; v1's
`cpu.cfs_quota_us` per `cpu.cfs_period_us`) and weighs it against its neighbours when cores
are contended (`cpu.weight`; v1's `cpu.shares`), both in proportion to the limits' `cpus`: one
tool call spinning on every core gets its quota, and the other tenants' episodes the rest. Its
CPU time is counted by v2's `cpu.stat`, which every cgroup has, or by v1's `cpuacct`, where a
directory of the sandbox's own is made too (no limit is set there: it only counts).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import signal
import time
from dataclasses import dataclass, field
from pathlib import Path

from sandboxes.errors import SandboxStartError
from sandboxes.host.procs import children_of

CONTROLLERS = ("memory", "pids", "cpu")
"""The controllers whose limits a sandbox's cgroup sets."""
ACCOUNTING = "cpuacct"
"""v1's CPU-time counter (v2 has none: its cpu.stat counts): the sandbox gets a directory there
too where the host offers it, without a limit; its absence is not reported as missing."""
CPU_PERIOD_US = 100_000
"""The period of the CPU quota: the kernel's default, 100 ms."""
MIN_CPU_QUOTA_US = 1_000
"""The smallest quota the kernel takes (1 ms per period)."""
_REMOVE_WAIT_S = 2.0
_names = itertools.count()


@dataclass(frozen=True)
class Hierarchy:
    """Where a controller's cgroup for this process lives: its directory and the version."""

    controller: str
    version: int
    directory: Path


def find_hierarchies(parent: str = "") -> tuple[dict[str, Hierarchy], dict[str, str]]:
    """({controller: hierarchy} usable here, {controller: why not}) for CONTROLLERS and, on v1,
    ACCOUNTING: usable where a hierarchy offers the controller and the runner may create cgroups
    in it. ACCOUNTING is never listed as missing (it sets no limit).

    `parent`: a v2 cgroup directory to create sandboxes' cgroups under instead of the
    runner's own cgroup (for hosts that delegate one, e.g. a systemd `Delegate=` unit).
    """
    mounts = _cgroup_mounts()
    own = _own_cgroups()
    found: dict[str, Hierarchy] = {}
    missing: dict[str, str] = {}
    for controller in (*CONTROLLERS, ACCOUNTING):
        v2 = mounts.get("cgroup2")
        v2_dir = Path(parent) if parent else (v2 / own.get("", "/").lstrip("/") if v2 else None)
        v1 = mounts.get(controller)
        if v2_dir is not None and controller in _read_words(v2_dir / "cgroup.controllers"):
            hierarchy = Hierarchy(controller, 2, v2_dir)
        elif v1 is not None and controller in own:
            hierarchy = Hierarchy(controller, 1, v1 / own[controller].lstrip("/"))
        else:
            if controller != ACCOUNTING:
                missing[controller] = "no cgroup hierarchy offers this controller here"
            continue
        if os.access(hierarchy.directory, os.W_OK):
            found[controller] = hierarchy
        elif controller != ACCOUNTING:
            missing[controller] = f"the runner may not create cgroups in {hierarchy.directory} (not delegated to it)"
    return found, missing


@dataclass
class SandboxCgroup:
    """The cgroup directories of one sandbox, one per controller (one for all, on v2)."""

    directories: dict[str, Path] = field(default_factory=dict)

    @classmethod
    def create(
        cls, memory_bytes: int, processes: int, cpus: float = 0.0, *, parent: str = ""
    ) -> tuple[SandboxCgroup, dict[str, str], dict[str, str]]:
        """A new cgroup limited to `memory_bytes`, `processes` and `cpus` cores (0: that limit
        is off), with v1's CPU-time counter where the host offers one.

        Returns it with (limits in force, limits unavailable with the reason); a controller
        that cannot be used here is reported, never raised.
        """
        hierarchies, missing = find_hierarchies(parent)
        cgroup = cls()
        in_force: dict[str, str] = {}
        unavailable: dict[str, str] = {}
        name = f"rollgate-{os.getpid()}-{next(_names)}"
        limits: dict[str, float] = {"memory": memory_bytes, "pids": processes, "cpu": cpus}
        for controller, value in limits.items():
            key, hierarchy = f"{controller}_cgroup", hierarchies.get(controller)
            if not value or hierarchy is None:
                unavailable[key] = missing[controller] if value else "disabled (0)"
                continue
            try:
                shown = _write_limit(hierarchy, cgroup._directory(hierarchy, name), value)
            except OSError as exc:
                cgroup._forget(controller)
                unavailable[key] = f"cannot use cgroup v{hierarchy.version}: {exc.strerror}"
                continue
            in_force[key] = f"{shown} (v{hierarchy.version})"
        if cgroup.directories and (accounting := hierarchies.get(ACCOUNTING)) is not None:
            cgroup._count_cpu_time(accounting, name)
        return cgroup, in_force, unavailable

    @property
    def procs_files(self) -> list[str]:
        """The `cgroup.procs` files of this cgroup, one per hierarchy."""
        return [str(directory / "cgroup.procs") for directory in dict.fromkeys(self.directories.values())]

    def entry_fds(self) -> list[int]:
        """Fds through which a single-threaded process joins this cgroup itself, by writing
        "0" to each: v1's `tasks` file, where moving the writing thread takes no global lock
        (none of `adopt`'s wait), else v2's `cgroup.procs`. Opened here, so the kernel checks
        the runner's credentials, not the writer's. The caller closes them."""
        fds: list[int] = []
        try:
            for directory in dict.fromkeys(self.directories.values()):
                entry = directory / "tasks" if (directory / "tasks").exists() else directory / "cgroup.procs"
                fds.append(os.open(entry, os.O_WRONLY | os.O_CLOEXEC))
        except OSError as exc:
            for fd in fds:
                os.close(fd)
            raise SandboxStartError(f"cannot open the sandbox's cgroup for joining: {exc}") from exc
        return fds

    def holds(self, pid: int) -> bool:
        """Whether process `pid` is in this cgroup, in every hierarchy."""
        directories = list(dict.fromkeys(self.directories.values()))
        if not directories:
            return True
        try:
            return _memberships(pid, directories[0].name) >= len(directories)
        except OSError:
            return False

    def adopt(self, pid: int) -> None:
        """Move process `pid` and all its descendants into this cgroup, in every hierarchy.

        A process is moved before its children are listed, and what a moved process starts
        is born inside, so none is missed. Processes that exit meanwhile are skipped;
        SandboxStartError if a cgroup refuses one. The kernel makes the first move wait for an
        RCU grace period (about 10 ms; later moves right after it are quick), so callers run
        this beside the sandbox's start-up rather than before it. Memory a process allocated
        before its move stays charged to the cgroup it was in.
        """
        pending = [pid] if self.directories else []
        while pending:
            pid = pending.pop()
            for procs_file in self.procs_files:
                try:
                    Path(procs_file).write_text(str(pid))
                except ProcessLookupError:
                    break
                except OSError as exc:
                    raise SandboxStartError(f"cannot move process {pid} into {procs_file}: {exc.strerror}") from exc
            else:
                pending += children_of(pid)

    def events(self) -> dict[str, int]:
        """How often each limit struck so far: {"oom_kill": n, "pids_max": n, "cpu_throttled": n}
        (the last: periods in which the sandbox used up its CPU quota and waited)."""
        counts = {}
        if memory := self.directories.get("memory"):
            stats = _read_counters(memory / "memory.events") or _read_counters(memory / "memory.oom_control")
            counts["oom_kill"] = stats.get("oom_kill", 0)
        if pids := self.directories.get("pids"):
            counts["pids_max"] = _read_counters(pids / "pids.events").get("max", 0)
        if cpu := self.directories.get("cpu"):
            counts["cpu_throttled"] = _read_counters(cpu / "cpu.stat").get("nr_throttled", 0)
        return counts

    def cpu_time_s(self) -> float | None:
        """The CPU time the sandbox's processes used so far, in seconds, as its cgroup counts it
        (v1's `cpuacct.usage`, v2's `cpu.stat`); None where no cgroup of it counts CPU time."""
        if (accounting := self.directories.get(ACCOUNTING)) is not None:
            with contextlib.suppress(OSError, ValueError):
                return int((accounting / "cpuacct.usage").read_text()) / 1e9
        for directory in dict.fromkeys(self.directories.values()):
            if "usage_usec" in (stats := _read_counters(directory / "cpu.stat")):
                return stats["usage_usec"] / 1e6
        return None

    def remove(self) -> None:
        """Kill whatever is still in the cgroup, then remove its directories. Never raises."""
        for directory in dict.fromkeys(reversed(self.directories.values())):
            deadline = time.monotonic() + _REMOVE_WAIT_S
            while True:
                _kill_members(directory)
                try:
                    directory.rmdir()
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        break
                    time.sleep(0.005)
        self.directories.clear()

    def _count_cpu_time(self, accounting: Hierarchy, name: str) -> None:
        """Give the sandbox a directory in v1's `cpuacct` hierarchy (the cpu one's, where the
        two are mounted together); where it cannot be made, its CPU time is not counted."""
        try:
            self._directory(accounting, name)
        except OSError:
            self._forget(ACCOUNTING)

    def _forget(self, controller: str) -> None:
        """Drop a controller whose limit could not be set (its directory too, if unshared)."""
        directory = self.directories.pop(controller, None)
        if directory is not None and directory not in self.directories.values():
            with contextlib.suppress(OSError):
                directory.rmdir()

    def _directory(self, hierarchy: Hierarchy, name: str) -> Path:
        """The sandbox's directory in `hierarchy` (one for every controller, on v2)."""
        if hierarchy.version == 2:
            _enable_controller(hierarchy)
        for directory in self.directories.values():
            if directory.parent == hierarchy.directory:
                self.directories[hierarchy.controller] = directory
                return directory
        directory = hierarchy.directory / name
        directory.mkdir()
        self.directories[hierarchy.controller] = directory
        return directory


def sweep_stale(parent: str = "") -> int:
    """Remove the sandbox cgroups left by runners that died (no time to remove them), killing
    what still runs in them; returns how many. Those of live processes are never touched."""
    removed = 0
    for hierarchy in find_hierarchies(parent)[0].values():
        for directory in hierarchy.directory.glob("rollgate-*-*"):
            creator = directory.name.split("-")[1]
            if creator.isdigit() and not os.path.exists(f"/proc/{creator}") and directory.is_dir():
                SandboxCgroup({hierarchy.controller: directory}).remove()
                removed += not directory.exists()
    return removed


def _write_limit(hierarchy: Hierarchy, directory: Path, value: float) -> str:
    """Write `hierarchy`'s limit `value` into `directory`; the limit as the status shows it."""
    if hierarchy.controller == "cpu":
        return _write_cpu_limit(hierarchy.version, directory, value)
    count = str(int(value))  # bytes or processes
    if hierarchy.controller == "pids":
        (directory / "pids.max").write_text(count)
    elif hierarchy.version == 2:
        (directory / "memory.max").write_text(count)
        with contextlib.suppress(FileNotFoundError):
            (directory / "memory.swap.max").write_text("0")
    else:
        (directory / "memory.limit_in_bytes").write_text(count)
        with contextlib.suppress(FileNotFoundError):  # present only with swap accounting
            (directory / "memory.memsw.limit_in_bytes").write_text(count)
    return count


def cpu_quota_us(cpus: float) -> int:
    """The CPU time `cpus` cores get per CPU_PERIOD_US, in microseconds (at least the kernel's
    minimum)."""
    return max(MIN_CPU_QUOTA_US, round(cpus * CPU_PERIOD_US))


def cpu_weight(cpus: float, version: int) -> int:
    """The weight of `cpus` cores against other cgroups: the kernel's default weight (v2's
    `cpu.weight` 100, v1's `cpu.shares` 1024) per core, within the kernel's bounds. A sandbox
    contending for cores thus weighs as much as `cpus` busy processes of the runner."""
    if version == 2:
        return min(10_000, max(1, round(100 * cpus)))
    return min(262_144, max(2, round(1024 * cpus)))


def _write_cpu_limit(version: int, directory: Path, cpus: float) -> str:
    """Set the quota and weight of `cpus` cores. On v1 the kernel refuses (EINVAL) a quota
    above the parent cgroup's: a sandbox cannot get more CPU than its runner."""
    quota, weight = cpu_quota_us(cpus), cpu_weight(cpus, version)
    if version == 2:
        (directory / "cpu.max").write_text(f"{quota} {CPU_PERIOD_US}")
        (directory / "cpu.weight").write_text(str(weight))
        return f"{cpus:g} CPUs: cpu.max {quota} {CPU_PERIOD_US}, cpu.weight {weight}"
    (directory / "cpu.cfs_period_us").write_text(str(CPU_PERIOD_US))
    (directory / "cpu.cfs_quota_us").write_text(str(quota))
    (directory / "cpu.shares").write_text(str(weight))
    return f"{cpus:g} CPUs: cpu.cfs_quota_us {quota} per cpu.cfs_period_us {CPU_PERIOD_US}, cpu.shares {weight}"


def _enable_controller(hierarchy: Hierarchy) -> None:
    """Make a v2 controller available to the children of its directory (EBUSY if that
    directory holds processes itself: v2 allows controllers only on inner nodes)."""
    control = hierarchy.directory / "cgroup.subtree_control"
    if hierarchy.controller not in _read_words(control):
        control.write_text(f"+{hierarchy.controller}")


def _kill_members(directory: Path) -> None:
    """SIGKILL every process listed in `directory`, through a pidfd checked to be a member."""
    try:
        pids = [int(pid) for pid in (directory / "cgroup.procs").read_text().split()]
    except OSError:
        return
    for pid in pids:
        with contextlib.suppress(OSError):
            pidfd = os.pidfd_open(pid)
            try:
                if _is_member(pid, directory.name):
                    signal.pidfd_send_signal(pidfd, signal.SIGKILL)
            finally:
                os.close(pidfd)


def _is_member(pid: int, name: str) -> bool:
    """Whether `pid` is in a cgroup named `name` (names are unique: runner pid and counter)."""
    return _memberships(pid, name) > 0


def _memberships(pid: int, name: str) -> int:
    """In how many hierarchies `pid` is in a cgroup named `name`; OSError if it is gone."""
    lines = Path(f"/proc/{pid}/cgroup").read_text().splitlines()
    return sum(line.endswith(f"/{name}") for line in lines)


def _cgroup_mounts() -> dict[str, Path]:
    """{"cgroup2": mount point} and {v1 controller: mount point} from /proc/self/mountinfo."""
    mounts: dict[str, Path] = {}
    with contextlib.suppress(OSError), open("/proc/self/mountinfo") as mountinfo:
        for line in mountinfo:
            fields = line.split()
            separator = fields.index("-")
            fstype, options = fields[separator + 1], fields[separator + 3].split(",")
            if fstype == "cgroup2":
                mounts.setdefault("cgroup2", Path(fields[4]))
            elif fstype == "cgroup":
                for option in options:
                    mounts.setdefault(option, Path(fields[4]))
    return mounts


def _own_cgroups() -> dict[str, str]:
    """{controller: path} of this process's v1 cgroups, and {"": path} of its v2 cgroup."""
    own: dict[str, str] = {}
    with contextlib.suppress(OSError), open("/proc/self/cgroup") as cgroup:
        for line in cgroup:
            _, controllers, path = line.rstrip("\n").split(":", 2)
            for controller in controllers.split(",") if controllers else [""]:
                own[controller] = path
    return own


def _read_words(path: Path) -> list[str]:
    try:
        return path.read_text().split()
    except OSError:
        return []


def _read_counters(path: Path) -> dict[str, int]:
    counters = {}
    with contextlib.suppress(OSError):
        for line in path.read_text().splitlines():
            key, _, value = line.partition(" ")
            with contextlib.suppress(ValueError):
                counters[key] = int(value)
    return counters
