"""The runner's metrics: env call latency from a trajectory, group completion from the commit."""

from __future__ import annotations

import pytest
import redis.asyncio as aioredis
from prometheus_client import REGISTRY
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from rollgate import EpisodeStatus, JobSpec, Step, Timings, Trajectory

from services.common.keys import Keys, group_id, trajectory_id
from services.common.process import free_port
from services.common.store import JobStore
from services.runner import metrics

ENV = "metrics-test-env"


def sample(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def trajectory(job_id: str, sample_index: int, finished_at: float, **fields: object) -> Trajectory:
    return Trajectory(id=trajectory_id(job_id, 0, sample_index), job_id=job_id, task_id="task-0",
                      group_id=group_id(job_id, 0), sample_index=sample_index, env=ENV, seed=1,
                      status=EpisodeStatus.COMPLETED, finished_at=finished_at, **fields)


@pytest.mark.parametrize(("steps", "env_s", "calls"), [
    pytest.param([True, True, False], 0.3, 3, id="reset-and-two-valid-steps"),
    pytest.param([], 0.05, 1, id="reset-only"),
    pytest.param([], 0.0, 0, id="never-reached-the-env"),
])
def test_env_calls_are_observed_at_their_mean(steps: list[bool], env_s: float, calls: int) -> None:
    before = (sample("rollgate_env_step_seconds_count", env=ENV), sample("rollgate_env_step_seconds_sum", env=ENV))
    metrics.observe_episode(trajectory("job-x", 0, 1.0, steps=[Step(valid_action=v) for v in steps],
                                       timings=Timings(env_s=env_s, total_s=1.0)))
    assert sample("rollgate_env_step_seconds_count", env=ENV) - before[0] == calls
    assert sample("rollgate_env_step_seconds_sum", env=ENV) - before[1] == pytest.approx(env_s)


async def test_only_the_completing_commit_observes_the_group(redis_client: aioredis.Redis) -> None:
    store = JobStore(redis_client, Keys("rgmetrics"), retention_s=3600)
    job, _ = await store.create_job(JobSpec.model_validate({"env": "countdown", "tasks": ["t"], "group_size": 2}))
    before = sample("rollgate_group_completion_seconds_count", env=ENV)
    first, last = trajectory(job.id, 0, 1000.25), trajectory(job.id, 1, 1042.5)
    for committed in (first, last):
        assert await store.commit(committed, 2)
        await metrics.observe_group(store, committed, enqueued_at=1000.0)
    await metrics.observe_group(store, first, enqueued_at=1000.0)  # a replay observes nothing
    assert sample("rollgate_group_completion_seconds_count", env=ENV) == before + 1
    assert sample("rollgate_group_completion_seconds_sum", env=ENV) >= 42.5


async def test_group_observation_survives_redis_errors() -> None:
    broken = aioredis.Redis(port=free_port(), decode_responses=True, retry=Retry(NoBackoff(), 0))
    before = sample("rollgate_redis_errors_total", service="runner")
    await metrics.observe_group(JobStore(broken, Keys("rgmetrics"), retention_s=3600), trajectory("job-y", 0, 1.0), 0.0)
    assert sample("rollgate_redis_errors_total", service="runner") == before + 1
    await broken.aclose()
