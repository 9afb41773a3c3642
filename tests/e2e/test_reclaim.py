"""Processes SIGKILLed mid-job: a runner's episodes are reclaimed, a worker's move to the other
worker; none is lost, none is delivered twice, none ends as a failure."""

from __future__ import annotations

import httpx
from prometheus_client.parser import text_string_to_metric_families
from rollgate import Client, EpisodeStatus, JobState

from services.devstack import LocalStack
from tests.e2e.conftest import count, watch_until

FAST_RECLAIM = {"namespace": "reclaim", "claim_idle_s": 2.0, "heartbeat_s": 0.5}
USABLE = {EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED}


def test_sigkilled_runner_loses_and_duplicates_nothing(stack: LocalStack) -> None:
    gateway = stack.start_gateway(**FAST_RECLAIM)
    victim = stack.start_runner("victim", **FAST_RECLAIM)
    with Client(gateway.url, token=stack.token, timeout=30) as client:
        tasks = [f"train-{i:06d}" for i in range(200, 208)]
        job = client.submit(env="countdown", tasks=tasks, group_size=4, max_turns=3,
                            env_options={"multi_turn": True}, sampling={"max_tokens": 48})
        watch_until(client, job.id, lambda seen: count(seen, "episode_started") >= 8)
        assert client.get_job(job.id).state == JobState.RUNNING
        victim.kill()
        stack.start_runner("rescuer", **FAST_RECLAIM)
        final = client.wait(job.id, timeout=300)
        groups = client.pull(job.id, max_groups=100)
    trajectories = [t for g in groups for t in g.trajectories]
    assert final.state == JobState.COMPLETED
    assert len(trajectories) == len({t.id for t in trajectories}) == 32
    assert sum(final.counts[s.value] for s in EpisodeStatus) == 32
    assert {t.status for t in trajectories} <= USABLE
    gateway.stop()


def test_sigkilled_worker_episodes_finish_on_the_other(stack: LocalStack) -> None:
    """One of two workers SIGKILLed while it holds episodes part-played: each of them finishes
    on the other worker (retried there within the pool's bound), usable; none is infra_error."""
    doomed = stack.start_worker()
    survivor = stack.workers[0]
    isolated = {"namespace": "killed-worker", "inference_workers": [survivor.url, doomed.url],
                "inference_backoff_s": 0.1}
    gateway = stack.start_gateway(**isolated)
    runner = stack.start_runner("killed-worker-runner", **isolated)
    try:
        with Client(gateway.url, token=stack.token, timeout=30) as client:
            tasks = [f"train-{i:06d}" for i in range(600, 624)]
            job = client.submit(env="countdown", tasks=tasks, group_size=2, max_turns=4,
                                env_options={"multi_turn": True}, sampling={"max_tokens": 32})
            watch_until(client, job.id, lambda seen: count(seen, "episode_finished") >= 1)
            doomed.process.kill()  # SIGKILL, no graceful shutdown
            final = client.wait(job.id, timeout=300)
            trajectories = [t for g in client.pull(job.id, max_groups=100) for t in g.trajectories]
    finally:
        stack.stop_worker(doomed, grace_s=0)
        gateway.stop()
    assert final.state == JobState.COMPLETED
    assert len(trajectories) == len({t.id for t in trajectories}) == 48
    failed = {t.id: (t.status, t.status_reason) for t in trajectories if t.status not in USABLE}
    assert not failed, f"episodes failed instead of failing over: {failed}"
    moved = [t for t in trajectories if {step.worker for step in t.steps if step.token_end > step.token_start}
             == {doomed.url, survivor.url}]
    for trajectory in moved:  # those part-played on the killed worker (none if it died between their turns)
        sampled = [step.worker for step in trajectory.steps if step.token_end > step.token_start]
        assert sampled == sorted(sampled, key=lambda url: url == survivor.url), \
            f"{trajectory.id} went back to the killed worker: {sampled}"
    assert _counter(f"{runner.url}/metrics", "rollgate_inference_requests_total",
                    worker=doomed.url, outcome="error") > 0, "no call failed on the killed worker: no failover tested"


def _counter(url: str, name: str, **labels: str) -> float:
    text = httpx.get(url, timeout=10).text
    return sum(sample.value for family in text_string_to_metric_families(text) for sample in family.samples
               if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()))
