"""Stage pools: each stage bounds its own episodes, and an episode waiting on its grading holds no
agent slot (a fake pool and env session behind their interfaces; the stages are the real ones)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from prometheus_client import REGISTRY
from rollgate import EpisodeStatus, JobSpec, Trajectory
from test_episode import ANSWER

from sandboxes.host.config import SandboxStatus
from sandboxes.host.session import EnvSession
from sandboxes.protocol import Reset, StepResult
from services.agents import get_agent
from services.common.queue import EpisodeRef
from services.inference.pool import Completion
from services.runner.episode import Episode, EpisodeDeps
from services.runner.stages import Stage, Stages
from tests.doubles import CharTokenizer

DEADLINE_S = 30.0  # only a failing test waits it out


async def until(condition: Callable[[], bool]) -> None:
    """Yield to the other tasks until `condition` holds (callers bound the wait)."""
    while not condition():
        await asyncio.sleep(0)


def gauge(name: str, stage: str) -> float:
    return REGISTRY.get_sample_value(name, {"stage": stage}) or 0.0


async def test_a_stage_lets_in_as_many_episodes_as_it_has_slots() -> None:
    stage, inside, leave = Stage("unit", 2), asyncio.Semaphore(0), asyncio.Event()

    async def hold() -> None:
        async with stage.slot():
            inside.release()
            await leave.wait()

    holders = [asyncio.create_task(hold()) for _ in range(3)]
    for _ in range(2):
        await asyncio.wait_for(inside.acquire(), DEADLINE_S)
    await asyncio.wait_for(until(lambda: gauge("rollgate_runner_stage_waiting", "unit") == 1), DEADLINE_S)
    assert gauge("rollgate_runner_stage_busy", "unit") == 2 and inside.locked()  # the third is not inside
    leave.set()
    await asyncio.wait_for(inside.acquire(), DEADLINE_S)  # the third got in once one left
    await asyncio.gather(*holders)
    assert gauge("rollgate_runner_stage_busy", "unit") == 0


class GatedSession(EnvSession):
    """An env that is won in one step, and whose close (the episode's eval stage) waits for `graded`."""

    def __init__(self, graded: asyncio.Event) -> None:
        super().__init__(timeout_s=DEADLINE_S)
        self.graded = graded
        self.closing = asyncio.Event()

    @property
    def status(self) -> SandboxStatus:
        raise NotImplementedError

    async def _reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        return Reset(observation="make 8 from 3 and 5", anchor_state="start")

    async def _step(self, action: str) -> StepResult:
        return StepResult(observation="correct", reward=1.0, done=True, anchor_state="won")

    async def _close(self, *, graceful: bool) -> str:
        self.closing.set()
        await self.graded.wait()
        return ""


class RecordingPool:
    """Answers every turn with ANSWER and notes which episodes generated."""

    def __init__(self) -> None:
        self.generated: dict[str, asyncio.Event] = {}

    def event(self, episode_id: str) -> asyncio.Event:
        return self.generated.setdefault(episode_id, asyncio.Event())

    async def generate(self, episode_id: str, prompt: list[int], params: dict, timeout_s: float,
                       resume: bool = True) -> Completion:
        self.event(episode_id).set()
        ids = [ord(char) for char in ANSWER]
        return Completion(ids, [-0.5] * len(ids), ANSWER, "stop", "fake-worker", 1, 1)

    def release(self, episode_id: str) -> None:
        pass


async def test_an_episode_waiting_on_its_grading_holds_no_agent_slot() -> None:
    """With one agent slot, the second episode plays its turns while the first is being graded
    (without stage pools, a runner of one slot would hold the first until its grading ended)."""
    graded, pool = asyncio.Event(), RecordingPool()
    sessions: list[GatedSession] = []

    async def open_session(env: str, timeout_s: float) -> EnvSession:
        sessions.append(GatedSession(graded))
        return sessions[-1]

    async def never_cancelled(job_id: str) -> bool:
        return False

    deps = EpisodeDeps(pool=pool, tokenizer=CharTokenizer(), open_session=open_session,  # type: ignore[arg-type]
                       is_cancelled=never_cancelled, stages=Stages.of(agent_slots=1, init_slots=2, eval_slots=2))
    spec = JobSpec(env="countdown", tasks=["train-000000"], group_size=2, max_turns=1)
    first, second = (Episode(EpisodeRef("job-1", 0, sample, time.time()), spec, get_agent("countdown"), deps)
                     for sample in (0, 1))

    held = asyncio.Semaphore(deps.stages.capacity)  # a runner holds that many episodes at most

    async def run(episode: Episode) -> Trajectory:
        async with held:
            return await episode.run()

    playing = [asyncio.create_task(run(first))]
    await asyncio.wait_for(pool.event(first.ref.trajectory_id).wait(), DEADLINE_S)
    await asyncio.wait_for(_closing_of(sessions, 0).wait(), DEADLINE_S)  # the first is in its eval stage, blocked
    playing.append(asyncio.create_task(run(second)))

    await asyncio.wait_for(pool.event(second.ref.trajectory_id).wait(), DEADLINE_S)  # the agent slot was free
    graded.set()
    trajectories: list[Trajectory] = await asyncio.gather(*playing)
    assert [t.status for t in trajectories] == [EpisodeStatus.COMPLETED] * 2
    assert [t.reward for t in trajectories] == [1.0, 1.0]


def _closing_of(sessions: list[GatedSession], index: int) -> asyncio.Event:
    return sessions[index].closing


def test_without_stage_pools_a_runner_holds_one_episode_per_slot() -> None:
    assert Stages.single(8).capacity == 8
    stages = Stages.of(agent_slots=8)
    assert (stages.init.slots, stages.agent.slots, stages.eval.slots, stages.capacity) == (2, 8, 2, 12)
