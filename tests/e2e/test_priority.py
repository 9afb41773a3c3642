"""Scheduling through the real gateway and runner: a later job of a higher priority is played first,
jobs of one priority take turns, and a group with extra samples stops at its size."""

from __future__ import annotations

from rollgate import Client, JobState

from services.devstack import LocalStack

NAMESPACE = {"namespace": "priority"}
SHORT = {"max_tokens": 8}
ONE_AT_A_TIME = {"runner_concurrency": 1, "runner_stage_pools": False}  # one episode held at a time


def test_a_later_job_of_higher_priority_is_played_first(stack: LocalStack) -> None:
    gateway = stack.start_gateway(**NAMESPACE)
    with Client(gateway.url, token=stack.token, timeout=30) as client:
        low = client.submit(env="countdown", tasks=["train-000300", "train-000301"], group_size=2, sampling=SHORT)
        high = client.submit(env="countdown", tasks=["train-000302"], group_size=2, priority=9, sampling=SHORT)
        runner = stack.start_runner("one-at-a-time", **ONE_AT_A_TIME, **NAMESPACE)  # both jobs wait for it
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
        runner = stack.start_runner("one-at-a-time", **ONE_AT_A_TIME, **NAMESPACE)  # both jobs wait for it
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


def test_a_group_with_extra_samples_stops_at_its_size_and_names_what_it_cut(stack: LocalStack) -> None:
    gateway = stack.start_gateway(**NAMESPACE)
    with Client(gateway.url, token=stack.token, timeout=30) as client:
        job = client.submit(env="countdown", tasks=["train-000330"], group_size=2, extra_samples=2, sampling=SHORT)
        runner = stack.start_runner("one-at-a-time", **ONE_AT_A_TIME, **NAMESPACE)  # samples 0, 1, then 2, 3
        try:
            done = client.wait(job.id, timeout=300)
            [group] = client.pull(job.id, max_groups=1)
        finally:
            runner.stop()
            gateway.stop()
    assert [t.status.usable for t in group.trajectories] == [True, True], [t.status_reason for t in group.trajectories]
    assert (done.state, done.episodes_total, done.counts["cancelled"]) == (JobState.COMPLETED, 4, 2), done.counts
    assert [t.sample_index for t in group.trajectories] == [0, 1]
    assert group.cut == [f"{job.id}-t0-s2", f"{job.id}-t0-s3"]  # cut before they started: nothing played
