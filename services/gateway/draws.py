"""Tasks by split: a job's `draw` turned into the task ids it plays, once, at admission.

The split's indices are shuffled by a partial Fisher-Yates shuffle whose swaps come from
SHA-256 of (seed, step), not from `random`, whose `sample` Python keeps only within a version:
a draw must pick the same tasks on every machine and every Python version, so that a job can
be replayed from its spec.

That order is the uniform draw, and the candidates of the other strategies (sampling.py): greso
walks it, passing over tasks whose recent groups had no reward spread; mopps takes its first
`pool` x `count` tasks and chooses among them; dynamic plays its first `count` and keeps the
ones after them as spares, which the job adds as its groups complete without a reward spread
(store.py). Greso and mopps read the draw's lineage's statistics; the
job records its draw (strategy and parameters) and the tasks drawn, and a recorded spec
submitted again plays those tasks, without drawing again (docs/sampling.md).
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
from collections.abc import Awaitable, Callable, Iterator, Mapping

from rollgate import (
    DYNAMIC_MAX_EXTRA_TASKS,
    DynamicParams,
    GresoParams,
    JobSpec,
    MoppsParams,
    Task,
    TaskDraw,
    TaskStats,
)

from sandboxes import registry
from services.common.errors import InvalidArgument
from services.gateway.sampling import greso_pick, mopps_pick

StatsLookup = Callable[[list[str]], Awaitable[Mapping[str, TaskStats]]]
"""The lineage's statistics of the given task ids of the draw's env and split (those it has)."""
DYNAMIC_EXTRA_RATIO = 2
"""A dynamic draw without `max_extra_tasks` may add this many times its count."""
GRESO_CHUNK = 256
"""Candidates greso reads the statistics of at a time, at least (twice the count if more)."""


def iter_indices(size: int, seed: int) -> Iterator[int]:
    """Every index of range(size), once each, in the order drawn. Step k's pick depends on the
    seed and k only, so a longer draw with the same seed extends a shorter one."""
    moved: dict[int, int] = {}  # position -> the index swapped into it
    for step in range(size):
        digest = hashlib.sha256(f"{seed}:{step}".encode()).digest()
        pick = step + int.from_bytes(digest[:16], "big") % (size - step)
        yield moved.get(pick, pick)
        moved[pick] = moved.get(step, step)


def draw_indices(size: int, count: int, seed: int) -> list[int]:
    """The first `count` indices of `iter_indices` (count <= size)."""
    return list(itertools.islice(iter_indices(size, seed), count))


def drawn_tasks(env: str, draw: TaskDraw) -> list[Task]:
    """The tasks `draw` picks uniformly from the env's split (`uniform_order`'s first `count`)."""
    return [Task(id=task_id) for task_id in itertools.islice(uniform_order(env, draw), draw.count)]


def uniform_order(env: str, draw: TaskDraw) -> Iterator[str]:
    """The split's task ids in the order the draw's seed shuffles them, by the env's own `splits()`
    and `task_id()`, passing over the excluded ones (so an exclusion no pick would hit changes
    nothing); InvalidArgument when the env has no such split, an excluded id is not one of its
    tasks, or the split has fewer tasks left than the draw's count."""
    splits = registry.splits(env)
    if draw.split not in splits:
        listed = ", ".join(f"{name} ({size} tasks)" for name, size in splits.items())
        raise InvalidArgument(f"{env} has no split {draw.split!r}; its splits: {listed}", field="draw.split")
    size, excluded = splits[draw.split], set(draw.exclude)
    if excluded:
        unknown = excluded - {registry.task_id(env, draw.split, index) for index in range(size)}
        if unknown:
            raise InvalidArgument(f"draw.exclude names {len(unknown)} id(s) that are not tasks of {env}'s "
                                  f"{draw.split!r} split, e.g. {min(unknown)!r:.80}", field="draw.exclude")
    if draw.count > size - len(excluded):
        left = f" ({len(excluded)} of them excluded)" if excluded else ""
        raise InvalidArgument(f"cannot draw {draw.count} tasks from {env}'s {draw.split!r} split: it has {size}{left}",
                              field="draw.count")
    picks = (registry.task_id(env, draw.split, index) for index in iter_indices(size, draw.seed))
    return (task_id for task_id in picks if task_id not in excluded)


def checked_draw(draw: TaskDraw) -> TaskDraw:
    """The draw with its strategy's parameters filled in (as the job records them); InvalidArgument
    for a strategy without a lineage, or parameters of a strategy the draw does not use."""
    if draw.strategy != "uniform" and not draw.lineage:
        raise InvalidArgument(f"draw.strategy {draw.strategy} chooses by a lineage's task statistics: name the "
                              "trainer's run in draw.lineage", field="draw.lineage")
    for name in ("greso", "mopps", "dynamic"):
        if getattr(draw, name) is not None and draw.strategy != name:
            raise InvalidArgument(f"draw.{name} holds the parameters of strategy {name}, not "
                                  f"{draw.strategy}", field=f"draw.{name}")
    if draw.strategy == "greso" and draw.greso is None:
        return draw.model_copy(update={"greso": GresoParams()})
    if draw.strategy == "mopps" and draw.mopps is None:
        return draw.model_copy(update={"mopps": MoppsParams()})
    if draw.strategy == "dynamic" and (draw.dynamic is None or draw.dynamic.max_extra_tasks is None):
        return draw.model_copy(update={"dynamic": DynamicParams(max_extra_tasks=default_extra_tasks(draw.count))})
    return draw


def default_extra_tasks(count: int) -> int:
    """A dynamic draw's extra tasks when it names none: twice its count, at most the hard cap."""
    return min(DYNAMIC_EXTRA_RATIO * count, DYNAMIC_MAX_EXTRA_TASKS)


async def spare_tasks(env: str, draw: TaskDraw, limit: int) -> list[Task]:
    """The tasks a dynamic draw may add, in the order it adds them: those after its first `count` in
    the uniform order (excluded ones passed over), at most `limit` and the draw's `max_extra_tasks`."""
    assert draw.dynamic is not None and draw.dynamic.max_extra_tasks is not None
    order = await asyncio.to_thread(uniform_order, env, draw)
    wanted = min(limit, draw.dynamic.max_extra_tasks)
    picks = await _take(order, draw.count + max(wanted, 0))
    return [Task(id=task_id) for task_id in picks[draw.count:]]


async def with_drawn_tasks(spec: JobSpec, lookup: StatsLookup, version: int) -> JobSpec:
    """`spec` with its draw's tasks in `tasks` and its strategy's parameters filled in, as the job
    records them; `lookup` reads the lineage's statistics, `version` is the current policy's.

    A spec that lists tasks beside its draw is a recorded job's, submitted again: it plays those
    tasks. A uniform draw must pick exactly those; the other strategies chose them from statistics
    that have moved on since, so they need only be distinct tasks of the split the draw allows."""
    if spec.draw is None:
        return spec
    draw = checked_draw(spec.draw)
    if spec.tasks:
        await asyncio.to_thread(_check_replayed, spec.env, draw, spec.tasks)
        return spec.model_copy(update={"draw": draw})
    order = await asyncio.to_thread(uniform_order, spec.env, draw)  # in a thread: may read the env's data
    if draw.strategy == "greso":
        picks = await _greso(order, draw, lookup)
    elif draw.strategy == "mopps":
        picks = await _mopps(order, draw, lookup, version)
    else:
        picks = await _take(order, draw.count)
    return spec.model_copy(update={"draw": draw, "tasks": [Task(id=task_id) for task_id in picks]})


async def _take(order: Iterator[str], count: int) -> list[str]:
    return await asyncio.to_thread(lambda: list(itertools.islice(order, count)))


async def _greso(order: Iterator[str], draw: TaskDraw, lookup: StatsLookup) -> list[str]:
    """The uniform order, less what GRESO passes over; if the split runs out first, the tasks passed
    over make up the count, in the order they came."""
    assert draw.greso is not None
    kept: list[str] = []
    passed: list[str] = []
    while len(kept) < draw.count and (chunk := await _take(order, max(GRESO_CHUNK, 2 * draw.count))):
        more, skipped = greso_pick(chunk, await lookup(chunk), draw.seed, draw.greso)
        kept += more
        passed += skipped
    return (kept + passed)[:draw.count]


async def _mopps(order: Iterator[str], draw: TaskDraw, lookup: StatsLookup, version: int) -> list[str]:
    assert draw.mopps is not None
    candidates = await _take(order, draw.mopps.pool * draw.count)
    return mopps_pick(candidates, await lookup(candidates), version, draw.seed, draw.mopps, draw.count)


def _check_replayed(env: str, draw: TaskDraw, tasks: list[Task]) -> None:
    if draw.strategy == "uniform":
        if tasks != drawn_tasks(env, draw):
            raise InvalidArgument("give tasks or a draw, not both: these tasks are not the ones the draw picks",
                                  field="tasks")
        return
    uniform_order(env, draw)  # InvalidArgument unless the split, its exclusions and the count are valid
    size = registry.splits(env)[draw.split]
    allowed = {registry.task_id(env, draw.split, index) for index in range(size)} - set(draw.exclude)
    ids = [task.id for task in tasks]
    if any(task.data for task in tasks) or len(set(ids)) != len(ids) or not set(ids) <= allowed:
        raise InvalidArgument(f"the tasks of a {draw.strategy} draw, replayed, must be distinct ids of {env}'s "
                              f"{draw.split!r} split that the draw does not exclude", field="tasks")
