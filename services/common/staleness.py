"""The staleness bound: rollouts never run more than `max_staleness` versions ahead of training.

With V the trainer's current policy version, v0 the version when the job was submitted, η the
job's `max_staleness` and B its `groups_per_step`, an episode of group k (the task index)
starts only once

    k < (V - v0 + η + 1) · B

the admission rule of AReaL's staleness-aware controller with groups as the unit: by the time
the trainer consumes group k it will have pushed at least ⌊k / B⌋ versions after v0, so no
admitted group's data is more than η versions old then. Equivalently, group k needs version

    V ≥ v0 - η + ⌊k / B⌋      (`needed_version`)

An episode that needs a later version never holds a runner slot: the gateway parks it at
enqueue, a runner that takes one anyway parks it, and runners release parked episodes to the
queue once V reaches their version, or once they have waited `staleness_max_wait_s` (then the
episode ends as `timeout` unplayed). See `JobStore.release` and docs/staleness.md. Episodes
that still end too stale are marked (`Trajectory.stale`); pulls can filter them out.
"""

from __future__ import annotations

from rollgate import JobSpec


def needed_version(spec: JobSpec, submitted_version: int, task_index: int) -> int | None:
    """The first policy version at which the bound admits group `task_index`; None: no bound."""
    if spec.max_staleness is None or spec.groups_per_step == 0:
        return None
    return submitted_version - spec.max_staleness + task_index // spec.groups_per_step


def admits(spec: JobSpec, submitted_version: int, current_version: int, task_index: int) -> bool:
    needed = needed_version(spec, submitted_version, task_index)
    return needed is None or current_version >= needed


def staleness(current_version: int, oldest_version: int) -> int:
    return max(current_version - oldest_version, 0)
