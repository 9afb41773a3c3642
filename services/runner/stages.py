"""Stage pools: an episode's life in three separately bounded stages.

`init` starts its sandbox and resets the env (a SWE checkout can take seconds); `agent` plays
its turns (LLM calls and env steps); `eval` confirms the env's answers and grades the work (a
graded-apart env grades in a fresh sandbox). Each stage has its own slots, so an episode that
waits on slow start-up or slow grading does not hold an agent slot: the agent stage, which
feeds the LLM, stays full while others start and finish around it. A runner holds as many
episodes as its stages have slots together.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

from prometheus_client import Gauge, Histogram

from services.common.settings import Settings

STAGE_WAITING = Gauge("rollgate_runner_stage_waiting", "Episodes waiting for a slot of a stage.", ["stage"])
STAGE_BUSY = Gauge("rollgate_runner_stage_busy", "Episodes holding a slot of a stage.", ["stage"])
STAGE_SLOTS = Gauge("rollgate_runner_stage_slots", "Slots of a stage.", ["stage"])
STAGE_WAIT_SECONDS = Histogram(
    "rollgate_runner_stage_wait_seconds", "Time an episode waited for a slot of a stage.", ["stage"],
    buckets=(0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600))


class Stage:
    """A stage's slots, with its waiting and busy gauges and its wait histogram."""

    def __init__(self, name: str, slots: int) -> None:
        self.name, self.slots = name, slots
        self._free = asyncio.Semaphore(slots)
        STAGE_SLOTS.labels(name).set(slots)

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        waiting_since = time.monotonic()
        STAGE_WAITING.labels(self.name).inc()
        try:
            await self._free.acquire()
        finally:
            STAGE_WAITING.labels(self.name).dec()
        STAGE_WAIT_SECONDS.labels(self.name).observe(time.monotonic() - waiting_since)
        STAGE_BUSY.labels(self.name).inc()
        try:
            yield
        finally:
            STAGE_BUSY.labels(self.name).dec()
            self._free.release()


@dataclass(frozen=True)
class Stages:
    init: Stage
    agent: Stage
    eval: Stage
    capacity: int
    """Episodes a runner holds at once."""

    @classmethod
    def of(cls, agent_slots: int, init_slots: int = 0, eval_slots: int = 0) -> Stages:
        """`agent_slots` episodes in their turns at once; starting and grading each get a quarter
        of that (at least one) unless given. The runner holds every slot's episode, and no more."""
        side = max(agent_slots // 4, 1)
        init, evaluation = init_slots or side, eval_slots or side
        return cls(Stage("init", init), Stage("agent", agent_slots), Stage("eval", evaluation),
                   capacity=init + agent_slots + evaluation)

    @classmethod
    def configured(cls, settings: Settings) -> Stages:
        """The settings' stage pools, or one slot per episode throughout without them."""
        if not settings.runner_stage_pools:
            return cls.single(settings.runner_concurrency)
        return cls.of(settings.runner_concurrency, settings.runner_init_slots, settings.runner_eval_slots)

    @classmethod
    def single(cls, slots: int) -> Stages:
        """No stage pools: `slots` episodes, each holding its slot from start to end (naive async)."""
        return cls(Stage("init", slots), Stage("agent", slots), Stage("eval", slots), capacity=slots)
