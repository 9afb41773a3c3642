"""A runner SIGKILLed mid-job on real vLLM workers: its episodes are reclaimed; none is lost,
none is delivered twice, none ends as a failure (a killed worker: tests/faults/test_worker_kill.py)."""

from __future__ import annotations

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

