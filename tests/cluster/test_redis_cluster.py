"""Rollgate on a real Redis Cluster: three masters started here (`redis-server --cluster-enabled`,
`redis-cli --cluster create`, services/devstack.py), the services given a `redis+cluster://` URL.

The key layout's claim (keys.py: what one script or transaction touches shares a hash tag) is
checked twice: slot by slot without Redis, and by running the job path on the cluster, where a
script or transaction that spans slots fails with CROSSSLOT. The fault cases on a cluster
(runner kills, Redis SIGKILLed and restarted) are tests/faults' own, parametrised over both.
"""

from __future__ import annotations

import asyncio
import gc
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from redis.crc import key_slot
from rollgate import Client, EpisodeStatus, JobState

from services.common import redisconn
from services.common.keys import Keys
from services.devstack import LocalStack
from tests.faults.conftest import JOB, SIMULATOR, counter, tasks, wait_for

KEYS = Keys("rollgate")
GROUPS = 6


def _slots(*names: str) -> set[int]:
    return {key_slot(name.encode()) for name in names}


@pytest.mark.parametrize("job_id", ["job-0123456789abcdef", "job-{odd}", "job}x{"])
def test_what_is_written_together_shares_a_slot(job_id: str) -> None:
    """Each group below is touched by one script or transaction; derived queue keys (the
    scripts build them from the queue key and a job id or owner) keep the `{episodes}` tag."""
    owner = KEYS.owner("team-a{b}")
    together = [
        KEYS.job(job_id).all(),
        [KEYS.episodes, KEYS.queue, KEYS.claims, KEYS.parked, KEYS.parked_since,
         f"{KEYS.queue}:owners:3", f"{KEYS.queue}:jobs:3:0123456789abcdef", f"{KEYS.queue}:q:{job_id}"],
        [KEYS.policy_version, KEYS.policy_path, KEYS.policy_adapter, KEYS.policy_weights, KEYS.policy_lock,
         KEYS.policy_history],
        [owner.jobs, owner.active, owner.admitting, owner.streams],
    ]
    for names in together:
        assert len(_slots(*names)) == 1, names
    assert len(_slots(*(names[0] for names in together))) > 1  # the tags do spread the keys


@pytest.fixture
def bare_cluster(tmp_path: Path, tiny_model: Path) -> Iterator[LocalStack]:
    with LocalStack(home=tmp_path / "stack", model=tiny_model) as stack:
        stack.start_redis_cluster(3, aof=True)
        yield stack


@pytest.mark.filterwarnings("ignore::ResourceWarning")  # redis-py 8.1 leaks a node after a failed discovery
async def test_the_cluster_client_waits_out_every_node_restarting(bare_cluster: LocalStack,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A call made while no node answers waits, within its retries, for the cluster to come back;
    one that outlasts them is a ConnectionError, which the services take as an infrastructure
    failure (redis-py alone raises RedisClusterException, which is not a RedisError, at once)."""
    stack = bare_cluster
    patient = redisconn.connect(stack.redis_url, timeout_s=2, read_timeout_s=5, retry_s=60)
    hasty = redisconn.connect(stack.redis_url, timeout_s=2, read_timeout_s=5, retry_s=0)
    assert await patient.set("k{1}", "v") and await hasty.get("k{1}") == "v"
    nodes = stack.redis_nodes()
    for node in nodes:
        node.kill()
    with pytest.raises(redis.exceptions.ConnectionError):
        await hasty.get("k{1}")

    failed = asyncio.Event()

    async def note_failure(error: Exception) -> None:
        failed.set()

    monkeypatch.setattr(redisconn, "_ignore", note_failure)
    read = asyncio.create_task(patient.get("k{1}"))
    await asyncio.wait_for(failed.wait(), timeout=30)  # the read has found the cluster down
    await asyncio.to_thread(lambda: [stack.restart(node) for node in nodes])
    assert await asyncio.wait_for(read, timeout=60) == "v"
    await patient.aclose()
    await hasty.aclose()
    del patient, hasty
    gc.collect()  # here, where the warnings filter holds


@pytest.fixture
def cluster_stack(tmp_path: Path, tiny_model: Path) -> Iterator[LocalStack]:
    """A 3-master cluster, one LLM simulator, a gateway and a runner, all on `redis+cluster://`."""
    with LocalStack(home=tmp_path / "stack", model=tiny_model) as stack:
        stack.start_redis_cluster(3)
        stack.start_simulators(1, **SIMULATOR)
        stack.start_gateway()
        stack.start_runner(runner_concurrency=8)
        yield stack


@pytest.mark.slow
def test_a_job_and_a_push_run_on_a_three_master_cluster(cluster_stack: LocalStack, tiny_model: Path) -> None:
    stack = cluster_stack
    assert stack.redis_url.startswith("redis+cluster://")
    cluster = redis.RedisCluster(host="127.0.0.1", port=stack.cluster_ports[0], decode_responses=True)
    masters = [node for node in cluster.get_nodes() if node.server_type == "primary"]
    assert len(masters) == 3
    events = cluster.pubsub()
    events.subscribe(KEYS.policy_events)
    with Client(stack.gateway_url, token=stack.token, timeout=30) as client:
        job = client.submit(tasks=tasks(GROUPS), **JOB)
        final = client.wait(job.id, timeout=120)
        assert final.state == JobState.COMPLETED
        groups = client.pull(job.id, max_groups=GROUPS)
        assert sorted(g.id for g in groups) == sorted(f"{job.id}-t{i}" for i in range(GROUPS))
        trajectories = [t for g in groups for t in g.trajectories]
        assert len({t.id for t in trajectories}) == GROUPS * 4
        assert all(t.status in (EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED) for t in trajectories)
        assert client.ack(job.id, groups) == GROUPS
        assert client.pull(job.id, max_groups=GROUPS) == []
        assert job.id in {s.id for s in client.iter_jobs()}
        pushed = client.push_weights(str(tiny_model), 1)
        assert pushed.ok and {r.version for r in pushed.workers} == {1}
        assert client.policy().version == 1
    message = wait_for(lambda: events.get_message(ignore_subscribe_messages=True, timeout=1.0), 30,
                       "the push's policy event received")
    assert message["data"] == "1"
    runner = next(p for p in stack.processes if p.name.startswith("runner"))
    wait_for(lambda: counter(runner, "rollgate_policy_version") == 1, 30, "the runner on policy version 1")
    nodes_used = {cluster.get_node_from_key(key).name for key in
                  (KEYS.job(job.id).base, KEYS.episodes, KEYS.policy_version, KEYS.jobs)}
    assert len(nodes_used) > 1, "every key of the run landed on one node: the cluster was not exercised"
    assert json.loads(cluster.lindex(KEYS.policy_history, 0) or "{}")["requested"] == 1
    events.close()
    cluster.close()
