"""The real Runner (consumer and episodes) over real Redis, without vLLM: a fake worker pool and an
in-process env behind their interfaces (`EpisodeDeps.agent_for` gives the agent) play each episode
outcome — completed, truncated, env_error, infra_error, timeout, cancelled and cut — and each is
committed once, with its status and reason, where a trainer reads it."""

from __future__ import annotations

import asyncio
import collections
from typing import Any

import pytest
import redis.asyncio as aioredis
from rollgate import EpisodeStatus, JobSpec, Trajectory
from test_episode import ANSWER

from sandboxes.errors import EnvError, EnvTimeout
from sandboxes.host.config import SandboxStatus
from sandboxes.host.session import EnvSession
from sandboxes.protocol import Reset, StepResult
from services.common.keys import Keys
from services.common.settings import Settings
from services.common.store import JobStore
from services.inference.pool import Completion, InferenceUnavailable
from services.inference.simulator.agent import AnyTextAgent
from services.runner.consumer import CancelFlags, Runner
from services.runner.episode import CUT, CUT_BEFORE_START, EpisodeDeps
from services.runner.policy_watch import PolicyVersionWatch
from services.runner.stages import Stages
from tests.doubles import CharTokenizer

DEADLINE_S = 30.0  # only a failing test waits it out
ENV = "scripted"
LLM_FAILS = "the llm fails here"
STRAGGLER_STEP_S = 0.02  # the time a straggler's env takes a step (it never finishes)


class ScriptedSession(EnvSession):
    """An env whose task id says how it answers each step; `opened` counts the sessions of each task."""

    def __init__(self, opened: collections.Counter[str]) -> None:
        super().__init__(timeout_s=DEADLINE_S)
        self.task, self.opened, self.nth = "", opened, 0

    @property
    def status(self) -> SandboxStatus:
        raise NotImplementedError("in-process")

    async def _reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        self.task, self.nth = task["id"], self.opened[task["id"]]
        self.opened[task["id"]] += 1
        return Reset(observation=LLM_FAILS if self.task == "infra_error" else f"task {self.task}", anchor_state="0")

    async def _step(self, action: str) -> StepResult:
        if self.task == "env_error":
            raise EnvError("the env rejected the action")
        if self.task == "timeout":
            raise EnvTimeout("the env did not answer in time")
        if self.task == "straggles" and self.nth > 0:  # its first episode ends at once, the others never
            await asyncio.sleep(STRAGGLER_STEP_S)
        done = self.task == "completed" or (self.task == "straggles" and self.nth == 0)
        return StepResult(observation="ok", reward=1.0 if done else 0.0, done=done, anchor_state="1")

    async def _close(self, *, graceful: bool) -> str:
        return ""


class FakePool:
    """The slice of a WorkerPool an episode uses: answers ANSWER, unless the prompt says it fails."""

    async def generate(self, episode_id: str, prompt: list[int], params: dict, timeout_s: float,
                       resume: bool = True) -> Completion:
        if LLM_FAILS in "".join(map(chr, prompt)):
            raise InferenceUnavailable("no worker answered")
        ids = [ord(char) for char in ANSWER]
        return Completion(ids, [-0.5] * len(ids), ANSWER, "stop", "fake-worker", 0, 0)

    def release(self, episode_id: str) -> None:
        pass


def runner(redis: aioredis.Redis, slots: int = 1) -> Runner:
    """A runner of one slot unless told: episodes play one after another, so a group's extra sample
    starts only once the group is complete (and is cut). Cancel flags and group completion are read
    afresh every time (max age below zero)."""
    settings = Settings(namespace="outcomes")
    store = JobStore(redis, Keys(settings.namespace), 3600.0)
    flags = CancelFlags(store, max_age_s=-1.0)
    opened: collections.Counter[str] = collections.Counter()

    async def open_session(env: str, timeout_s: float) -> EnvSession:
        assert env == ENV
        return ScriptedSession(opened)

    deps = EpisodeDeps(FakePool(), CharTokenizer(), open_session, flags.is_cancelled,  # type: ignore[arg-type]
                       stages=Stages.single(slots), is_cut=flags.is_cut, agent_for=lambda env: AnyTextAgent())
    return Runner(settings, store, deps, "runner-1", flags, PolicyVersionWatch(redis, store.keys))


async def trajectories(store: JobStore, job_id: str, count: int) -> list[Trajectory]:
    """The job's committed trajectories, once there are `count` (bounded by the caller)."""
    key = store.keys.job(job_id).trajectories
    while await store.redis.hlen(key) < count:
        await asyncio.sleep(0.01)
    raws = await store.redis.hvals(key)
    return sorted((Trajectory.model_validate_json(raw) for raw in raws), key=lambda t: (t.task_id, t.sample_index))


async def test_every_episode_outcome_is_committed_once_with_its_status(redis_client: aioredis.Redis) -> None:
    consumer = runner(redis_client)
    store = consumer.store
    outcomes = ["completed", "env_error", "infra_error", "timeout", "truncated"]
    played, _ = await store.create_job(JobSpec(env=ENV, tasks=outcomes, max_turns=2))
    cancelled, _ = await store.create_job(JobSpec(env=ENV, tasks=["completed"], group_size=2))
    await store.cancel(cancelled.id)
    cut, _ = await store.create_job(JobSpec(env=ENV, tasks=["completed"], group_size=1, extra_samples=1))

    stop = asyncio.Event()
    running = asyncio.create_task(consumer.run(stop))
    try:
        found = await asyncio.wait_for(asyncio.gather(
            trajectories(store, played.id, len(outcomes)), trajectories(store, cancelled.id, 2),
            trajectories(store, cut.id, 2)), DEADLINE_S)
    finally:
        stop.set()
        await asyncio.wait_for(running, DEADLINE_S)

    by_task = {t.task_id: t for t in found[0]}
    assert {task: t.status.value for task, t in by_task.items()} == {task: task for task in outcomes}
    assert by_task["completed"].reward == 1.0 and by_task["completed"].success
    assert "rejected" in by_task["env_error"].status_reason
    assert "no worker answered" in by_task["infra_error"].status_reason
    assert "did not answer in time" in by_task["timeout"].status_reason
    assert "max_turns=2" in by_task["truncated"].status_reason and len(by_task["truncated"].steps) == 2
    assert [t.status for t in found[1]] == [EpisodeStatus.CANCELLED] * 2
    assert all("cancelled" in t.status_reason for t in found[1])
    first, extra = sorted(found[2], key=lambda t: t.status != EpisodeStatus.COMPLETED)
    assert (first.status, extra.status, extra.status_reason) == (EpisodeStatus.COMPLETED, EpisodeStatus.CANCELLED,
                                                                 CUT_BEFORE_START)
    groups = await store.pull(cut.id, max_groups=1, min_usable=0, visibility_s=60.0)
    assert [([t.id for t in g.trajectories], g.cut) for g in groups] == [([first.id], [extra.id])]  # cut: named
    assert await store.redis.xlen(store.keys.episodes) == 0  # every entry finished


async def test_a_group_is_delivered_at_its_deadline_and_its_straggler_cut(redis_client: aioredis.Redis) -> None:
    """Without the deadline this job never ends: its second episode plays for ever."""
    consumer = runner(redis_client, slots=2)
    store = consumer.store
    job, _ = await store.create_job(JobSpec(env=ENV, tasks=["straggles"], group_size=2, max_turns=1000,
                                            group_timeout_s=0.5))

    stop = asyncio.Event()
    running = asyncio.create_task(consumer.run(stop))
    try:
        finished, straggler = sorted(await asyncio.wait_for(trajectories(store, job.id, 2), DEADLINE_S),
                                     key=lambda t: t.status != EpisodeStatus.COMPLETED)
    finally:
        stop.set()
        await asyncio.wait_for(running, DEADLINE_S)

    assert (finished.status, straggler.status, straggler.status_reason) == (
        EpisodeStatus.COMPLETED, EpisodeStatus.CANCELLED, CUT)
    [group] = await store.pull(job.id, max_groups=1, min_usable=0, visibility_s=60.0)
    assert ([t.id for t in group.trajectories], group.cut) == ([finished.id], [straggler.id])
    completed_at = await store.redis.zscore(store.keys.job(job.id).completed, group.id)
    assert completed_at is not None and completed_at < straggler.finished_at  # on time, not at the cut


async def test_cancel_flags_stay_bounded_and_still_see_a_cancel(redis_client: aioredis.Redis) -> None:
    """The flags' cache is dropped whole once full: it holds at most `max_entries` jobs and groups,
    and a job cancelled before the drop still reads as cancelled after it."""
    store = JobStore(redis_client, Keys("flags"), 3600.0)
    flags = CancelFlags(store, max_age_s=3600.0, max_entries=2)
    jobs = [(await store.create_job(JobSpec(env=ENV, tasks=["completed"])))[0] for _ in range(3)]
    await store.cancel(jobs[0].id)

    assert await flags.is_cancelled(jobs[0].id)
    for job in jobs[1:]:
        assert not await flags.is_cancelled(job.id)
        assert len(flags._seen) <= 2
    assert jobs[0].id not in flags._seen  # dropped with the rest
    assert await flags.is_cancelled(jobs[0].id)


async def test_cancel_flags_are_read_on_a_machine_booted_a_moment_ago(redis_client: aioredis.Redis,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The monotonic clock counts from boot: at 5 s of uptime a flag never read is read all the
    same (a missing entry is "never read", not "read at time 0")."""
    monkeypatch.setattr("services.runner.consumer.time.monotonic", lambda: 5.0)
    store = JobStore(redis_client, Keys("boot"), 3600.0)
    job, _ = await store.create_job(JobSpec(env=ENV, tasks=["completed"]))
    await store.cancel(job.id)
    assert await CancelFlags(store, max_age_s=3600.0).is_cancelled(job.id)
