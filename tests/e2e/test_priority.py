"""Job priority through the real gateway and runner: a later job of a higher priority is played first."""

from __future__ import annotations

from rollgate import Client, JobState

from services.devstack import LocalStack

NAMESPACE = {"namespace": "priority"}
SHORT = {"max_tokens": 8}


def test_a_later_job_of_higher_priority_is_played_first(stack: LocalStack) -> None:
    gateway = stack.start_gateway(**NAMESPACE)
    with Client(gateway.url, token=stack.token, timeout=30) as client:
        low = client.submit(env="countdown", tasks=["train-000300", "train-000301"], group_size=2, sampling=SHORT)
        high = client.submit(env="countdown", tasks=["train-000302"], group_size=2, priority=9, sampling=SHORT)
        runner = stack.start_runner("one-at-a-time", runner_concurrency=1, **NAMESPACE)  # both jobs wait for it
        try:
            low_done, high_done = client.wait(low.id, timeout=300), client.wait(high.id, timeout=300)
        finally:
            runner.stop()
            gateway.stop()
    assert low_done.state == high_done.state == JobState.COMPLETED
    assert high_done.finished_at < low_done.started_at  # the whole high job before any episode of the low one


def test_a_small_job_finishes_while_a_large_one_of_its_level_runs(stack: LocalStack) -> None:
    gateway = stack.start_gateway(**NAMESPACE)
    with Client(gateway.url, token=stack.token, timeout=30) as client:
        large = client.submit(env="countdown", tasks=[f"train-{i:06d}" for i in range(310, 318)], group_size=2,
                              sampling=SHORT)
        small = client.submit(env="countdown", tasks=["train-000320"], group_size=2, sampling=SHORT)
        runner = stack.start_runner("one-at-a-time", runner_concurrency=1, **NAMESPACE)  # both jobs wait for it
        try:
            small_done, large_done = client.wait(small.id, timeout=300), client.wait(large.id, timeout=300)
            played = [t for group in client.pull(large.id, max_groups=8) for t in group.trajectories]
        finally:
            runner.stop()
            gateway.stop()
    assert small_done.state == large_done.state == JobState.COMPLETED
    # fair share: the two jobs took turns, so the small one was done after about two of the large one's
    # sixteen episodes (first in, first out, it would have waited for all sixteen)
    assert sum(t.finished_at > small_done.finished_at for t in played) >= 12
