"""Redis SIGKILLed mid-job and restarted on its port and data folder (AOF, appendfsync everysec).

What a crash may lose is stated in docs/faults.md: a SIGKILLed Redis loses nothing it answered
(its writes are in the kernel's page cache); a host crash loses the writes of the fsync window,
about the last second, and Rollgate then replays (plays or delivers again), never loses.

The runners here wait `claim_idle_s` = 600 s before reclaiming a silent runner's episodes, so a
job that needed a claim timeout to recover would not finish within the tests' deadlines: the
recovery these tests see is the runner's own (retries across the restart, orphan adoption).

The fsync-window case runs on one Redis only: there a stream entry ends only in a script that
finds its episode's trajectory written, also when the runner's commit went to the Redis that
crashed and its finish to the one that restarted. A cluster's nodes lose their windows
independently, and the trajectory is another node's (docs/deploy/operations.md, Redis Cluster).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import redis
from rollgate import Client, EpisodeStatus, Group, JobState

from services.common.keys import RUNNER_GROUP, Keys
from services.devstack import LocalStack
from tests.faults.conftest import JOB, counter, process, pull_all, sync_redis, tasks, wait_for

pytestmark = pytest.mark.slow

NO_CLAIM_TIMEOUT = {"claim_idle_s": 600.0, "heartbeat_s": 1.0, "runner_concurrency": 8}
GROUPS = 16
EPISODES = GROUPS * 4
KEYS = Keys("rollgate")


@pytest.mark.parametrize("fault_stack", ["single", "cluster"], indirect=True)
def test_a_sigkilled_redis_costs_a_pause_and_loses_nothing(fault_stack: LocalStack) -> None:
    """On one Redis, and on a 3-master cluster whose every node is SIGKILLed and restarted."""
    stack = fault_stack
    gateway = stack.start_gateway()
    runner = stack.start_runner(**NO_CLAIM_TIMEOUT)
    with Client(gateway.url, token=stack.token, timeout=30) as client:
        job = client.submit(tasks=tasks(GROUPS), **JOB)
        acked = _ack(client, job.id, _pull_when_complete(client, job.id, 2))
        assert client.get_job(job.id).state == JobState.RUNNING
        nodes = stack.redis_nodes()
        for node in nodes:
            node.kill()
        for node in nodes:
            stack.restart(node)
        stack.wait_redis()
        final = client.wait(job.id, timeout=120)
        rest = pull_all(client, job.id)
    _check_exactly_once(final.counts, acked + rest)
    assert not {g.id for g in acked} & {g.id for g in rest}, "acked groups were delivered again"
    assert counter(runner, "rollgate_episodes_reclaimed_total") == 0  # no episode played twice (a read whose
    # reply died with a node leaves entries that claimed nothing: taken back, they count no replay)


def test_writes_lost_in_the_fsync_window_are_replayed_never_lost(fault_stack: LocalStack) -> None:
    """A host crash loses what Redis wrote but had not fsynced: simulated by cutting its AOF back
    to its length at an earlier instant before the restart. Groups acked before that instant
    never come back; those acked after it are delivered again (their acks were lost); every
    episode still ends with exactly one trajectory, and the runner takes back at once the
    entries Redis forgot it had finished (the window holds the finish of an entry taken before it)."""
    stack = fault_stack
    gateway = stack.start_gateway()
    runner = stack.start_runner(**NO_CLAIM_TIMEOUT)
    aof = _incr_aof(stack.home / "redis")
    with Client(gateway.url, token=stack.token, timeout=30) as client, sync_redis(stack) as db:
        job = client.submit(tasks=tasks(GROUPS), **JOB)
        kept = _ack(client, job.id, _pull_when_complete(client, job.id, 2))
        taken = wait_for(lambda: _claimed_entries(db), 30, "episodes taken")
        synced = aof.stat().st_size  # Redis writes before it answers: the ack and the takes are in the file
        lost = _ack(client, job.id, _pull_when_complete(client, job.id, 2))
        wait_for(lambda: any(not db.xrange(KEYS.episodes, e, e) for e in taken), 60, "an entry taken finished")
        redis_server = process(stack, "redis")
        redis_server.kill()
        with aof.open("r+b") as file:
            file.truncate(synced)
        stack.restart(redis_server)
        final = client.wait(job.id, timeout=120)
        rest = pull_all(client, job.id)
    assert not {g.id for g in kept} & {g.id for g in rest}, "groups acked before the lost window came back"
    assert {g.id for g in lost} <= {g.id for g in rest}, "groups whose acks were lost were not delivered again"
    _check_exactly_once(final.counts, kept + rest)
    assert counter(runner, "rollgate_episodes_reclaimed_total") > 0, "no forgotten entry was taken back"


def _pull_when_complete(client: Client, job_id: str, count: int) -> list[Group]:
    """Wait (on the job's state) until `count` more groups can be pulled; pull exactly those."""
    pulled: list[Group] = []

    def more() -> bool:
        pulled.extend(client.pull(job_id, max_groups=count - len(pulled)))
        return len(pulled) == count

    wait_for(more, 60, f"{count} groups complete")
    return pulled


def _ack(client: Client, job_id: str, groups: list[Group]) -> list[Group]:
    assert client.ack(job_id, [g.id for g in groups]) == len(groups)
    return groups


def _check_exactly_once(counts: dict[str, int], groups: list[Group]) -> None:
    """Every group once, every episode of each once, and the job's counts add up to the spec."""
    assert sorted(g.id for g in groups) == sorted({g.id for g in groups}) and len(groups) == GROUPS
    trajectories = [t for g in groups for t in g.trajectories]
    assert len({t.id for t in trajectories}) == len(trajectories) == EPISODES
    assert sum(counts[s.value] for s in EpisodeStatus) == EPISODES


def _claimed_entries(db: redis.Redis) -> list[str]:
    """The stream entries runners hold that have claimed their episode."""
    held = [str(entry["message_id"]) for entry in db.xpending_range(KEYS.episodes, RUNNER_GROUP, "-", "+", 1000)]
    claims = db.hmget(KEYS.claims, held) if held else []
    return [entry for entry, claim in zip(held, claims, strict=True) if claim]


def _incr_aof(data: Path) -> Path:
    """The AOF file Redis appends to now (Redis 7: the last incr file of appendonlydir)."""
    manifest = wait_for(lambda: next(data.glob("appendonlydir/*.manifest"), None), 10, "an AOF manifest")
    incr = [line.split()[1] for line in manifest.read_text().splitlines() if line.endswith("type i")]
    return data / "appendonlydir" / incr[-1]


