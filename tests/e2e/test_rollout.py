"""Jobs through the real gateway, runner and vLLM worker, submitted over HTTP and gRPC."""

from __future__ import annotations

from collections.abc import Iterator

import grpc
import pytest
from rollgate import Client, EpisodeStatus, Group, JobState, Trajectory
from rollgate.v1 import jobs_pb2, service_pb2_grpc, trajectories_pb2

from services.common.protoconv import from_proto
from services.devstack import LocalStack
from tests.e2e.conftest import check_token_exact

TASKS = [f"train-{i:06d}" for i in range(4)]
GREEDY = {"temperature": 0.0, "max_tokens": 24}


def _check_groups(groups: list[Group], group_size: int) -> list[Trajectory]:
    assert sorted(g.task_id for g in groups) == TASKS
    trajectories = [t for g in groups for t in g.trajectories]
    assert len({t.id for t in trajectories}) == len(TASKS) * group_size
    for group in groups:
        assert {t.group_id for t in group.trajectories} == {group.id}
        assert len({t.seed for t in group.trajectories}) == 1
    return trajectories


def test_http_job_yields_token_exact_groups(stack: LocalStack, client: Client) -> None:
    job = client.submit(env="countdown", tasks=TASKS, group_size=4, max_turns=2,
                        env_options={"multi_turn": True}, sampling=GREEDY)
    assert job.state in (JobState.QUEUED, JobState.RUNNING) and job.episodes_total == 16
    finished = client.wait(job.id, timeout=300)
    assert finished.state == JobState.COMPLETED and finished.groups_complete == 4
    groups = client.pull(job.id, max_groups=10)
    trajectories = _check_groups(groups, 4)
    assert all(t.status in (EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED) for t in trajectories)
    assert all(t.steps and t.prefix_stable for t in trajectories)
    for trajectory in trajectories[:4]:
        check_token_exact(trajectory, stack.workers[0].served_model_name)
    for trajectory in trajectories:  # sticky routing: every turn of an episode on one worker
        assert len({step.worker for step in trajectory.steps}) == 1
    assert client.ack(job.id, groups) == 4
    assert client.pull(job.id, max_groups=10) == []


@pytest.fixture
def grpc_stub(stack: LocalStack) -> Iterator[service_pb2_grpc.RollgateStub]:
    with grpc.insecure_channel(f"127.0.0.1:{stack.grpc_port}") as channel:
        yield service_pb2_grpc.RollgateStub(channel)


def _auth(token: str) -> list[tuple[str, str]]:
    return [("authorization", f"Bearer {token}")]


def test_grpc_job_yields_groups(stack: LocalStack, grpc_stub: service_pb2_grpc.RollgateStub) -> None:
    spec = jobs_pb2.JobSpec(env="countdown", tasks=[jobs_pb2.Task(id=t) for t in TASKS], group_size=4,
                            sampling=jobs_pb2.SamplingParams(temperature=0.0, max_tokens=24))
    meta = _auth(stack.token)
    job = grpc_stub.SubmitJob(jobs_pb2.SubmitJobRequest(spec=spec), metadata=meta, timeout=10)
    assert job.spec.sampling.HasField("temperature") and job.spec.sampling.temperature == 0.0
    events = [e.type for e in grpc_stub.WatchJob(jobs_pb2.WatchJobRequest(job_id=job.id), metadata=meta,
                                                  timeout=300)]
    assert events[0] == "snapshot" and events[-1] == "job_finished"
    assert events.count("episode_finished") <= 16
    pulled = grpc_stub.PullGroups(trajectories_pb2.PullGroupsRequest(
        job_id=job.id, request=trajectories_pb2.PullRequest(max_groups=10)), metadata=meta, timeout=30)
    groups = [from_proto(g, Group) for g in pulled.groups]
    _check_groups(groups, 4)


def test_cancel_stops_the_job(client: Client) -> None:
    tasks = [f"train-{i:06d}" for i in range(100, 160)]
    job = client.submit(env="countdown", tasks=tasks, group_size=4, max_turns=4,
                        env_options={"multi_turn": True}, sampling={"max_tokens": 64})
    assert client.cancel(job.id).state == JobState.CANCELLED
    list(client.watch(job.id))  # ends once every episode has finished
    final = client.get_job(job.id)
    assert final.state == JobState.CANCELLED and final.counts["queued"] == final.counts["running"] == 0
    assert final.counts["cancelled"] > final.episodes_total // 2
    assert client.cancel(job.id).state == JobState.CANCELLED
    groups = client.pull(job.id, max_groups=100)
    trajectories = [t for g in groups for t in g.trajectories]
    assert len(trajectories) == final.episodes_total
    assert {t.status for t in trajectories} <= {EpisodeStatus.CANCELLED, EpisodeStatus.COMPLETED,
                                                 EpisodeStatus.TRUNCATED}
    never_started = [t for t in trajectories if t.status == EpisodeStatus.CANCELLED and not t.token_ids]
    assert never_started and all(t.reward == 0 and not t.steps for t in never_started)
