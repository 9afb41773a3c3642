"""A worker SIGKILLed mid-job: the episodes it held part-played finish on the other worker,
usable, none lost, none delivered twice, none an infra_error.

The workers are LLM simulators (see conftest): what is tested is the runner's failover (a call
whose connection dies is retried on the other worker within the pool's bound), not the model.
"""

from __future__ import annotations

import pytest
from rollgate import Client, EpisodeStatus, JobState

from services.devstack import LocalStack
from tests.e2e.conftest import count, watch_until
from tests.faults.conftest import counter, tasks

pytestmark = pytest.mark.slow

USABLE = {EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED}
SLOW_TURNS = {"decode_s_per_token": 0.03, "length_median": 24}
"""About 0.7 s a turn, so that the kill finds episodes part-played on the doomed worker."""


def test_sigkilled_worker_episodes_finish_on_the_other(fault_stack: LocalStack) -> None:
    stack = fault_stack
    stack.stop_worker(stack.workers[0], grace_s=0)
    survivor, doomed = stack.start_simulators(2, **SLOW_TURNS)
    gateway = stack.start_gateway(inference_backoff_s=0.1)
    runner = stack.start_runner("runner", inference_backoff_s=0.1)
    with Client(gateway.url, token=stack.token, timeout=30) as client:
        job = client.submit(env="countdown", tasks=tasks(24, 600), group_size=2, max_turns=4,
                            env_options={"multi_turn": True}, sampling={"max_tokens": 32})
        watch_until(client, job.id, lambda seen: count(seen, "episode_finished") >= 1)
        doomed.process.kill()  # SIGKILL, no graceful shutdown
        final = client.wait(job.id, timeout=300)
        trajectories = [t for g in client.pull(job.id, max_groups=100) for t in g.trajectories]
    assert final.state == JobState.COMPLETED
    assert len(trajectories) == len({t.id for t in trajectories}) == 48
    failed = {t.id: (t.status, t.status_reason) for t in trajectories if t.status not in USABLE}
    assert not failed, f"episodes failed instead of failing over: {failed}"
    for trajectory in trajectories:  # none went back to the killed worker after it moved
        sampled = [step.worker for step in trajectory.steps if step.token_end > step.token_start]
        assert sampled == sorted(sampled, key=lambda url: url == survivor.url), \
            f"{trajectory.id} went back to the killed worker: {sampled}"
    assert counter(runner, "rollgate_inference_requests_total", worker=doomed.url, outcome="error") > 0
