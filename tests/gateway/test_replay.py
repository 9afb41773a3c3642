"""Replay buffers through the real gateway (HTTP and gRPC) on a real Redis: a group with a reward
spread acknowledged in one step's job comes back, marked with its age, from a later job's pull
with `replay`, over either transport; a job whose draw names no lineage has no buffer to replay."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import grpc
import pytest
from rollgate import Job, PullResponse, Trajectory
from rollgate.v1 import trajectories_pb2

from services.common.keys import group_id, trajectory_id
from tests.gateway.conftest import Gateway, StartGateway, bearer, metadata

TOKENS: dict[str, Any] = {"alice-token": {"name": "alice", "scopes": ["jobs", "trainer"]}}


@pytest.fixture
async def gateway(start_gateway: StartGateway) -> AsyncIterator[Gateway]:
    async with start_gateway(tokens=TOKENS) as gateway:
        yield gateway


async def played(gateway: Gateway, lineage: str = "run-a", version: int = 0) -> Job:
    """A one-task job of the lineage (none: no lineage), its group played with a reward spread."""
    draw = {"split": "eval", "count": 1, "seed": version, **({"lineage": lineage} if lineage else {})}
    response = await gateway.http.post("/v1/jobs", json={"env": "countdown", "draw": draw, "group_size": 2},
                                       headers=bearer("alice-token"))
    assert response.status_code == 202, response.text
    job = Job.model_validate(response.json())
    for sample, reward in enumerate([1.0, 0.0]):
        await gateway.service.store.commit(Trajectory(
            id=trajectory_id(job.id, 0, sample), job_id=job.id, task_id=job.spec.tasks[0].id,
            group_id=group_id(job.id, 0), sample_index=sample, env="countdown", seed=1, reward=reward,
            policy_version_min=version, policy_version_max=version), 2)
    return job


async def pull(gateway: Gateway, job: Job, **body: Any) -> PullResponse:
    response = await gateway.http.post(f"/v1/jobs/{job.id}/pull", json={"max_groups": 4, **body},
                                       headers=bearer("alice-token"))
    assert response.status_code == 200, response.text
    return PullResponse.model_validate(response.json())


async def test_a_later_pull_replays_an_acknowledged_group_over_http_and_grpc(gateway: Gateway) -> None:
    first, second = await played(gateway, version=0), await played(gateway, version=1)
    for job in (first, second):
        [group] = (await pull(gateway, job)).groups
        acked = await gateway.http.post(f"/v1/jobs/{job.id}/ack", json={"group_ids": [group.id]},
                                        headers=bearer("alice-token"))
        assert acked.json() == {"acked": 1}
    await gateway.service.redis.set(gateway.service.store.keys.policy_version, 2)
    later = await played(gateway, version=2)

    response = await pull(gateway, later, replay=1, replay_max_age=2)
    assert [(g.job_id, g.spread, g.replay_age) for g in response.groups] == [(later.id, True, None),
                                                                             (second.id, True, 1)]
    request = trajectories_pb2.PullGroupsRequest(job_id=later.id, request=trajectories_pb2.PullRequest(
        max_groups=1, replay=4))
    replayed = await gateway.grpc.PullGroups(request, metadata=metadata("alice-token"))
    assert [(g.job_id, g.HasField("replay_age"), g.replay_age) for g in replayed.groups] == [(first.id, True, 2)]


async def test_replay_from_a_job_without_a_lineage_is_refused_naming_the_field(gateway: Gateway) -> None:
    job = await played(gateway, lineage="")
    response = await gateway.http.post(f"/v1/jobs/{job.id}/pull", json={"replay": 1},
                                       headers=bearer("alice-token"))
    assert (response.status_code, response.json()["error"]["field"]) == (422, "replay")

    request = trajectories_pb2.PullGroupsRequest(job_id=job.id, request=trajectories_pb2.PullRequest(replay=1))
    with pytest.raises(grpc.aio.AioRpcError) as caught:
        await gateway.grpc.PullGroups(request, metadata=metadata("alice-token"))
    assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert "replay" in (caught.value.details() or "")
