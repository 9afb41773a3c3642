"""A real Rollgate for the kill tests: Redis with an append-only file, a gateway, runners, and
the LLM simulator (services/inference/simulator) in place of vLLM.

The simulator is a scale and fault tool, not a policy: it answers vLLM's API in milliseconds
with a declared latency, so a job of hundreds of episodes ends in seconds and these tests are
about what they kill, not about the model. Episodes are countdown's, played in bubblewrap
sandboxes by real runner processes. Each test gets its own stack, so it may kill anything.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import httpx
import pytest
import redis
from prometheus_client.parser import text_string_to_metric_families
from rollgate import Client, Group

from services.common.process import ServiceProcess
from services.devstack import LocalStack

SIMULATOR = {"decode_s_per_token": 0.002, "length_median": 16}
JOB = {"env": "countdown", "group_size": 4, "max_turns": 2, "env_options": {"multi_turn": True},
       "sampling": {"max_tokens": 32}}
T = TypeVar("T")


@pytest.fixture
def fault_stack(request: pytest.FixtureRequest, tmp_path: Path, tiny_model: Path) -> Iterator[LocalStack]:
    """Redis (AOF, appendfsync everysec) and one LLM simulator; tests start gateways and runners.
    Redis is one server, or with the parameter "cluster" (`indirect`) a local 3-master Redis
    Cluster whose every node has its AOF."""
    with LocalStack(home=tmp_path / "stack", model=tiny_model) as stack:
        if getattr(request, "param", "single") == "cluster":
            stack.start_redis_cluster(3, aof=True)
        else:
            stack.start_redis(aof=True)
        stack.start_simulators(1, **SIMULATOR)
        yield stack


def sync_redis(stack: LocalStack) -> redis.Redis:
    """A blocking client of the stack's Redis, a cluster client for a cluster."""
    if stack.cluster_ports:
        return redis.RedisCluster(host="127.0.0.1", port=stack.cluster_ports[0], decode_responses=True)  # type: ignore[return-value]
    return redis.Redis.from_url(stack.redis_url, decode_responses=True)


def process(stack: LocalStack, name: str) -> ServiceProcess:
    return next(p for p in stack.processes if p.name == name)


def tasks(count: int, first: int = 0) -> list[str]:
    return [f"train-{i:06d}" for i in range(first, first + count)]


def pull_all(client: Client, job_id: str) -> list[Group]:
    """Every group the job still has ready, leased and never acked."""
    groups: list[Group] = []
    while batch := client.pull(job_id, max_groups=100):
        groups += batch
    return groups


def wait_for(condition: Callable[[], T | None], timeout_s: float, what: str, poll_s: float = 0.05) -> T:
    """Poll `condition` until it returns a value that is not None or false; AssertionError,
    naming `what`, after `timeout_s`."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if value := condition():
            return value
        time.sleep(poll_s)  # a polling interval: the condition is what the test waits on
    raise AssertionError(f"not {what} within {timeout_s:g} s")


def counter(runner: ServiceProcess, name: str, **labels: str) -> float:
    """A counter's value on a runner's /metrics, summed over the samples with `labels` (0 when
    it has no such sample yet)."""
    text = httpx.get(f"{runner.url}/metrics", timeout=10, trust_env=False).text
    return sum(sample.value for family in text_string_to_metric_families(text) for sample in family.samples
               if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()))
