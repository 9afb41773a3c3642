"""Runners SIGKILLed mid-job, five of six over one 500-episode job (a random one each time, the
last survivor finishing the job): every episode is delivered exactly once, on one Redis and on a
3-master Redis Cluster.

Episodes are countdown's against the LLM simulator (a scale and fault tool, not a policy; see
conftest), so 500 of them take seconds and the test is about the control plane: the stream's
pending entries, reclaims after `claim_idle_s`, the idempotent commit.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from rollgate import Client, EpisodeStatus, Job

from services.common.keys import Keys
from services.devstack import LocalStack
from tests.faults.conftest import JOB, counter, pull_all, sync_redis, tasks, wait_for

pytestmark = pytest.mark.slow

RECLAIM = {"claim_idle_s": 2.0, "heartbeat_s": 0.5}
GROUPS = 125
EPISODES = GROUPS * 4
KILLS = 5
USABLE = {EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED}


@pytest.mark.parametrize("fault_stack", ["single", "cluster"], indirect=True)
def test_runners_sigkilled_five_times_lose_and_duplicate_no_episode(fault_stack: LocalStack) -> None:
    stack = fault_stack
    gateway = stack.start_gateway(**RECLAIM)
    runners = stack.start_runners([f"runner-{i}" for i in range(KILLS + 1)], **RECLAIM)
    killed: list[str] = []
    chance = random.Random(15)
    with Client(gateway.url, token=stack.token, timeout=30) as client:
        job = client.submit(tasks=tasks(GROUPS), **JOB)
        for kill in range(KILLS):
            mark = (kill + 1) * EPISODES // (KILLS + 2)  # spread over the job, the last well before its end
            wait_for(lambda mark=mark: _finished(client.get_job(job.id)) >= mark, 120, f"{mark} episodes finished")
            assert _finished(client.get_job(job.id)) < EPISODES, f"the job ended before kill {kill + 1}"
            victim = chance.choice(runners)
            victim.kill()
            killed.append(victim.name)
            runners.remove(victim)
        final = client.wait(job.id, timeout=180)
        groups = pull_all(client, job.id)
    assert len(killed) == KILLS
    assert sum(final.counts[s.value] for s in EpisodeStatus) == EPISODES
    assert sorted(g.id for g in groups) == sorted({g.id for g in groups}) and len(groups) == GROUPS
    trajectories = [t for g in groups for t in g.trajectories]
    assert len({t.id for t in trajectories}) == len(trajectories) == EPISODES
    assert all(sorted(t.sample_index for t in g.trajectories) == [0, 1, 2, 3] for g in groups)
    failed = {t.id: t.status_reason for t in trajectories if t.status not in USABLE}
    assert all("delivered" in reason for reason in failed.values()), failed  # only runners' deaths, if any
    assert Counter(_finished_events(stack, job.id)) == {t.id: 1 for t in trajectories}
    assert counter(runners[0], "rollgate_episodes_reclaimed_total") > 0, "the survivor reclaimed no episode"


def _finished(job: Job) -> int:
    return sum(job.counts[s.value] for s in EpisodeStatus)


def _finished_events(stack: LocalStack, job_id: str) -> list[str]:
    """The episode ids of the job's `episode_finished` events, as Redis holds them (the commit
    script appends one per trajectory it writes)."""
    with sync_redis(stack) as client:
        events = client.xrange(Keys("rollgate").job(job_id).events)
    return [fields["episode_id"] for _id, fields in events if fields["type"] == "episode_finished"]
