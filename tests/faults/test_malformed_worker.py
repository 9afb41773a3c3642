"""A worker that answers 200 with something that is not a completion (not JSON, fields missing
or of the wrong kind) fails that call like a lost connection: the pool retries it on another
worker within its bound, then the episode ends as infra_error at once, never raising."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import pytest
import redis.asyncio as aioredis
from rollgate import EpisodeStatus, JobSpec, Trajectory

from sandboxes.host.config import SandboxConfig
from sandboxes.host.session import EnvSession, open_session
from services.agents import get_agent
from services.common.keys import Keys
from services.common.settings import Settings
from services.common.store import EpisodeRef, JobStore
from services.common.workers import WorkerRegistry
from services.inference.pool import InferenceUnavailable, WorkerPool
from services.runner import metrics
from services.runner.consumer import CancelFlags, Runner
from services.runner.episode import Episode, EpisodeDeps, wait_for_closing
from services.runner.policy_watch import PolicyVersionWatch
from tests.doubles import CharTokenizer
from tests.faults.fault_workers import HTTPWorker, choice_without, completion_body

MALFORMED = [
    pytest.param(b'{"choices": [{"token_ids": [1, 2', id="truncated-json"),
    pytest.param(b"<html><body>Bad gateway</body></html>", id="html"),
    pytest.param(b"[]", id="json-list"),
    pytest.param(b'{"object": "text_completion"}', id="no-choices"),
    pytest.param(b'{"choices": []}', id="empty-choices"),
    pytest.param(choice_without("token_ids"), id="no-token-ids"),
    pytest.param(choice_without("logprobs"), id="no-logprobs"),
    pytest.param(choice_without("logprobs", "token_logprobs"), id="no-token-logprobs"),
    pytest.param(choice_without("text"), id="no-text"),
    pytest.param(completion_body().replace(b'"logprobs": {', b'"logprobs": null, "x": {'), id="null-logprobs"),
    pytest.param(completion_body().replace(b"[-0.5, ", b"[", 1), id="logprob-count"),
    pytest.param(completion_body().replace(b'"token_ids": [60,', b'"token_ids": ["<",'), id="id-not-int"),
    pytest.param(completion_body().replace(b"-0.5", b"NaN", 1), id="nan-logprob"),
]


async def healthy_pool(*workers: HTTPWorker) -> WorkerPool:
    pool = WorkerPool([w.url for w in workers], retries=2, backoff_s=0.01)
    await pool.refresh()
    assert all(w.routable for w in pool.workers.values())
    return pool


@pytest.fixture
async def good() -> AsyncIterator[HTTPWorker]:
    async with HTTPWorker(completion_body()) as worker:
        yield worker


@pytest.mark.parametrize("body", MALFORMED)
async def test_a_malformed_answer_is_retried_on_another_worker(body: bytes, good: HTTPWorker) -> None:
    async with HTTPWorker(body) as broken:
        pool = await healthy_pool(broken, good)
        pool.workers[good.url].outstanding = 1  # route the first attempt to the broken worker
        try:
            completion = await pool.generate("episode-a", [1, 2, 3], {}, timeout_s=10)
        finally:
            await pool.aclose()
    assert completion.worker == good.url and completion.text == "<answer>3 + 5</answer>"
    assert (broken.calls, good.calls) == (1, 1)
    assert pool.workers[broken.url].errors == 1 and pool.workers[broken.url].failures_in_row == 1


@pytest.mark.parametrize("body", MALFORMED[:2] + MALFORMED[5:7])
async def test_only_malformed_workers_fail_within_the_retry_bound(body: bytes) -> None:
    async with HTTPWorker(body) as first, HTTPWorker(body) as second:
        pool = await healthy_pool(first, second)
        try:
            with pytest.raises(InferenceUnavailable, match="WorkerProtocolError"):
                await pool.generate("episode-a", [1, 2, 3], {}, timeout_s=10)
        finally:
            await pool.aclose()
    assert first.calls + second.calls == pool.retries + 1 == 3
    assert min(first.calls, second.calls) >= 1  # retried on the other worker, not only the same one


MALFORMED_CHECKS = [
    pytest.param("/v1/models", b"[]", id="models-list"),
    pytest.param("/v1/models", b'{"data": "policy"}', id="models-data-string"),
    pytest.param("/v1/models", b'{"data": [{"id": "lora", "parent": "policy"}]}', id="models-no-base"),
    pytest.param("/weight_info", b"[]", id="version-list"),
    pytest.param("/weight_info", b'"7"', id="version-string"),
]


@pytest.mark.parametrize(("path", "body"), MALFORMED_CHECKS)
async def test_a_malformed_health_answer_fails_the_check_without_raising(path: str, body: bytes) -> None:
    """A failed check, counted towards ejection; before, some escaped the sweep (and ended the
    runner's health watch, so an ejected worker never came back)."""
    async with HTTPWorker(completion_body(), answers={path: body}) as broken:
        pool = WorkerPool([broken.url])
        try:
            await pool.refresh()
            await pool.refresh()
        finally:
            await pool.aclose()
    worker = pool.workers[broken.url]
    assert not worker.healthy and worker.failures_in_row == 2


async def test_a_malformed_version_after_a_completion_keeps_the_last_version() -> None:
    """The tokens are good: the completion is returned, stamped with the version read before."""
    async with HTTPWorker(completion_body(), answers={"/weight_info": b'{"weight_version": "7"}'}) as worker:
        pool = await healthy_pool(worker)
        worker.answers["/weight_info"] = b"[]"
        try:
            completion = await pool.generate("episode-a", [1, 2, 3], {}, timeout_s=10)
        finally:
            await pool.aclose()
    assert completion.text == "<answer>3 + 5</answer>" and completion.policy_version == 7
    assert pool.workers[worker.url].routable


async def unsandboxed(env: str, timeout_s: float) -> EnvSession:
    return await open_session(env, "inprocess", timeout_s=timeout_s, config=SandboxConfig(allow_unsandboxed=True))


async def never_cancelled(job_id: str) -> bool:
    return False


async def play(pool: WorkerPool) -> Episode:
    deps = EpisodeDeps(pool=pool, tokenizer=CharTokenizer(), open_session=unsandboxed,  # type: ignore[arg-type]
                       is_cancelled=never_cancelled)
    spec = JobSpec(env="countdown", tasks=["train-000000"], max_turns=2, env_options={"multi_turn": True})
    return Episode(EpisodeRef("job-1", 0, 0, time.time()), spec, get_agent("countdown"), deps)


@pytest.mark.parametrize("body", MALFORMED[:1] + MALFORMED[5:6] + MALFORMED[10:11])
async def test_an_episode_on_malformed_workers_ends_infra_error_at_once(body: bytes) -> None:
    """Episode.run returns (the runner commits it on this first delivery): infra_error, no
    reward, after exactly the pool's bounded attempts; today the error escaped the episode."""
    async with HTTPWorker(body) as first, HTTPWorker(body) as second:
        pool = await healthy_pool(first, second)
        try:
            trajectory = await (await play(pool)).run()
        finally:
            await pool.aclose()
            await wait_for_closing()
    assert trajectory.status == EpisodeStatus.INFRA_ERROR, trajectory.status_reason
    assert trajectory.status_reason.startswith("llm: inference failed after 3 attempts")
    assert "WorkerProtocolError" in trajectory.status_reason
    assert trajectory.reward == 0.0 and not trajectory.success and trajectory.steps == []
    assert first.calls + second.calls == 3


@pytest.mark.parametrize("body", MALFORMED[:1] + MALFORMED[5:6])
async def test_an_episode_fails_over_from_a_malformed_worker(body: bytes, good: HTTPWorker) -> None:
    async with HTTPWorker(body) as broken:
        pool = await healthy_pool(broken, good)
        pool.workers[good.url].outstanding = 1
        try:
            trajectory = await (await play(pool)).run()
        finally:
            await pool.aclose()
            await wait_for_closing()
    assert trajectory.status.usable, (trajectory.status, trajectory.status_reason)
    assert broken.calls == 1 and trajectory.steps and {s.worker for s in trajectory.steps} == {good.url}


async def test_a_runner_commits_infra_error_on_the_first_delivery(redis_client: aioredis.Redis) -> None:
    """The real Runner on a real Redis, its one worker registered there and answering without
    token ids: the episode is committed as infra_error by the runner that took it, with the
    worker's fault as its reason; no reclaim, no replay. Before, the error escaped the episode,
    the entry stayed pending and came back until it ended as 'delivered 4 times'."""
    keys = Keys("rgmalformed")
    store = JobStore(redis_client, keys, retention_s=3600)
    registry = WorkerRegistry(redis_client, keys)
    reclaimed = metrics.RECLAIMED._value.get()
    async with HTTPWorker(choice_without("token_ids")) as broken:
        await registry.add(broken.url)
        pool = WorkerPool([], registry=registry, retries=2, backoff_s=0.01)
        await pool.refresh()
        settings = Settings(runner_concurrency=1, claim_idle_s=1.0, heartbeat_s=0.25)
        deps = EpisodeDeps(pool=pool, tokenizer=CharTokenizer(), open_session=unsandboxed,  # type: ignore[arg-type]
                           is_cancelled=never_cancelled)
        runner = Runner(settings, store, deps, "runner-1", CancelFlags(store, settings.cancel_check_s),
                        PolicyVersionWatch(redis_client, keys))
        job, _ = await store.create_job(JobSpec(env="countdown", tasks=["train-000000"], max_turns=2))
        stop = asyncio.Event()
        consuming = asyncio.create_task(runner.run(stop))
        try:
            async with asyncio.timeout(30):
                raw = await first_trajectory(redis_client, keys, job.id)
        finally:
            stop.set()
            await consuming
            await pool.aclose()
            await wait_for_closing()
    trajectory = Trajectory.model_validate_json(raw)
    assert trajectory.status == EpisodeStatus.INFRA_ERROR, trajectory.status_reason
    assert "WorkerProtocolError" in trajectory.status_reason and "delivered" not in trajectory.status_reason
    assert broken.calls == 3  # the pool's bounded attempts, once
    assert metrics.RECLAIMED._value.get() == reclaimed
    assert await redis_client.xlen(keys.episodes) == 0  # the entry was finished, nothing left to replay


async def first_trajectory(redis: aioredis.Redis, keys: Keys, job_id: str) -> str:
    """The job's first committed trajectory, read as the commit announces it on the job's events."""
    last = "0"
    while True:
        for _stream, entries in await redis.xread({keys.job(job_id).events: last}, block=1000) or []:
            for entry_id, fields in entries:
                last = entry_id
                if fields["type"] == "episode_finished":
                    return await redis.hget(keys.job(job_id).trajectories, fields["episode_id"])
