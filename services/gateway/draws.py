"""Tasks by split: a job's `draw` turned into the task ids it plays, once, at admission.

The split's indices are shuffled by a partial Fisher-Yates shuffle whose swaps come from
SHA-256 of (seed, step), not from `random`, whose `sample` Python keeps only within a version:
a draw must pick the same tasks on every machine and every Python version, so that a job can
be replayed from its spec.
"""

from __future__ import annotations

import hashlib

from rollgate import JobSpec, Task, TaskDraw

from sandboxes.registry import get_env_class
from services.common.errors import InvalidArgument


def draw_indices(size: int, count: int, seed: int) -> list[int]:
    """`count` distinct indices of range(size) (count <= size), in the order drawn. Step k's pick
    depends on the seed and k only, so a longer draw with the same seed extends a shorter one."""
    moved: dict[int, int] = {}  # position -> the index swapped into it
    drawn = []
    for step in range(count):
        digest = hashlib.sha256(f"{seed}:{step}".encode()).digest()
        pick = step + int.from_bytes(digest[:16], "big") % (size - step)
        drawn.append(moved.get(pick, pick))
        moved[pick] = moved.get(step, step)
    return drawn


def drawn_tasks(env: str, draw: TaskDraw) -> list[Task]:
    """The tasks `draw` picks from the env's split, by the env's own `splits()` and `task_id()`,
    passing over the excluded ones (the draw takes as many more picks as it excludes tasks, so
    an exclusion no pick hits changes nothing); InvalidArgument when the env has no such split,
    an excluded id is not one of its tasks, or the split has fewer tasks left than wanted."""
    env_class = get_env_class(env)
    splits = env_class.splits()
    if draw.split not in splits:
        listed = ", ".join(f"{name} ({size} tasks)" for name, size in splits.items())
        raise InvalidArgument(f"{env} has no split {draw.split!r}; its splits: {listed}", field="draw.split")
    size, excluded = splits[draw.split], set(draw.exclude)
    if excluded:
        unknown = excluded - {env_class.task_id(draw.split, index) for index in range(size)}
        if unknown:
            raise InvalidArgument(f"draw.exclude names {len(unknown)} id(s) that are not tasks of {env}'s "
                                  f"{draw.split!r} split, e.g. {min(unknown)!r:.80}", field="draw.exclude")
    if draw.count > size - len(excluded):
        left = f" ({len(excluded)} of them excluded)" if excluded else ""
        raise InvalidArgument(f"cannot draw {draw.count} tasks from {env}'s {draw.split!r} split: it has {size}{left}",
                              field="draw.count")
    indices = draw_indices(size, draw.count + len(excluded), draw.seed)
    picks = (env_class.task_id(draw.split, index) for index in indices)
    return [Task(id=task_id) for task_id in picks if task_id not in excluded][:draw.count]


def with_drawn_tasks(spec: JobSpec) -> JobSpec:
    """`spec` with its draw's tasks in `tasks`, as the job records them. A spec that lists tasks
    beside its draw (a recorded job's spec, submitted again) must list exactly those."""
    if spec.draw is None:
        return spec
    tasks = drawn_tasks(spec.env, spec.draw)
    if spec.tasks and spec.tasks != tasks:
        raise InvalidArgument("give tasks or a draw, not both: these tasks are not the ones the draw picks",
                              field="tasks")
    return spec.model_copy(update={"tasks": tasks})
