"""Sessions on a real Redis Cluster: a session's keys share its job's slot (each script and
transaction of services/common/sessions.py touches several), and an external agent plays a
session end to end through a gateway and a runner on `redis+cluster://`, where a script or
transaction across slots would fail with CROSSSLOT. The LLM is the simulator."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import openai
import pytest
from redis.crc import key_slot
from rollgate import Client, EpisodeStatus, JobState

from services.common.keys import Keys, session_id
from services.devstack import LocalStack
from tests.faults.conftest import SIMULATOR


def test_a_sessions_keys_share_its_jobs_slot() -> None:
    job = Keys("rollgate").job("job-0123456789abcdef")
    session = job.session(session_id("job-0123456789abcdef-t2-s1"))
    names = [job.base, job.sessions_ready, session.base, session.requests, session.reply("0123456789abcdef")]
    assert len({key_slot(name.encode()) for name in names}) == 1


@pytest.fixture
def cluster_stack(tmp_path: Path, tiny_model: Path) -> Iterator[LocalStack]:
    with LocalStack(home=tmp_path / "stack", model=tiny_model) as stack:
        stack.start_redis_cluster(3)
        stack.start_simulators(1, **SIMULATOR)
        stack.start_gateway()
        stack.start_runner(runner_concurrency=4)
        yield stack


@pytest.mark.slow
def test_a_session_plays_on_a_three_master_cluster(cluster_stack: LocalStack) -> None:
    stack = cluster_stack
    headers = {"Authorization": f"Bearer {stack.token}"}
    with Client(stack.gateway_url, token=stack.token, timeout=30) as client:
        job = client.submit(env="external", tasks=[{"id": "q1", "data": {"question": "hi"}}],
                            agent={"kind": "external", "idle_timeout_s": 60})
        grant = httpx.post(f"{stack.gateway_url}/v1/jobs/{job.id}/sessions:next", json={"wait_s": 30},
                           headers=headers, timeout=60).json()["session"]
        agent = openai.OpenAI(base_url=grant["base_url"], api_key=grant["api_key"], max_retries=0, timeout=60)
        completion = agent.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}],
                                                   max_tokens=8)
        finished = httpx.post(f"{grant['base_url']}/finish", json={"reward": 1.0}, timeout=60,
                              headers={"Authorization": f"Bearer {grant['api_key']}"})
        assert client.wait(job.id, timeout=120).state == JobState.COMPLETED
        [trajectory] = [t for g in client.pull(job.id, max_groups=1) for t in g.trajectories]
    assert finished.json() == {"status": "completed", "reward": 1.0}
    assert trajectory.status == EpisodeStatus.COMPLETED and trajectory.reward == 1.0
    assert trajectory.generated_tokens == completion.usage.completion_tokens > 0
