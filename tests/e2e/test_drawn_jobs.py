"""Tasks by split on the real gateway: a draw submitted over HTTP and over gRPC is expanded into
the same recorded tasks; a draw the split cannot give is INVALID_ARGUMENT naming its size."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import grpc
import pytest
from rollgate import Client, TaskDraw
from rollgate.v1 import jobs_pb2, service_pb2_grpc

from services.devstack import LocalStack

DRAW = {"split": "eval", "count": 5, "seed": 11}


@pytest.fixture
def stub(stack: LocalStack) -> Iterator[service_pb2_grpc.RollgateStub]:
    with grpc.insecure_channel(f"127.0.0.1:{stack.grpc_port}") as channel:
        yield service_pb2_grpc.RollgateStub(channel)


def grpc_draw(**draw: Any) -> jobs_pb2.SubmitJobRequest:
    spec = jobs_pb2.JobSpec(env="countdown", draw=jobs_pb2.TaskDraw(**draw),
                            sampling=jobs_pb2.SamplingParams(max_tokens=8))
    return jobs_pb2.SubmitJobRequest(spec=spec)


def test_a_draw_records_the_same_tasks_over_http_and_grpc(stack: LocalStack, client: Client,
                                                          stub: service_pb2_grpc.RollgateStub) -> None:
    meta = [("authorization", f"Bearer {stack.token}")]
    over_http = client.get_job(client.submit(env="countdown", draw=DRAW, sampling={"max_tokens": 8}).id)
    submitted = stub.SubmitJob(grpc_draw(**DRAW), metadata=meta, timeout=10)
    over_grpc = stub.GetJob(jobs_pb2.GetJobRequest(job_id=submitted.id), metadata=meta, timeout=10)
    for job_id in (over_http.id, over_grpc.id):
        client.cancel(job_id)

    drawn = [task.id for task in over_http.spec.tasks]
    assert over_http.spec.draw == TaskDraw(**DRAW) and over_http.groups_total == 5
    assert len(set(drawn)) == 5 and all(task_id.startswith("eval-") for task_id in drawn)
    assert [task.id for task in over_grpc.spec.tasks] == drawn
    assert (over_grpc.spec.draw.split, over_grpc.spec.draw.count, over_grpc.spec.draw.seed) == ("eval", 5, 11)


@pytest.mark.parametrize(("draw", "message"), [
    pytest.param({"split": "eval", "count": 1001}, "cannot draw 1001 tasks from countdown's 'eval' split: it has 1000",
                 id="count-over-split-size"),
    pytest.param({"split": "test", "count": 1}, "countdown has no split 'test'", id="unknown-split"),
])  # fmt: skip
def test_a_draw_the_split_cannot_give_is_invalid_over_grpc(stack: LocalStack, stub: service_pb2_grpc.RollgateStub,
                                                           draw: dict[str, Any], message: str) -> None:
    meta = [("authorization", f"Bearer {stack.token}")]
    with pytest.raises(grpc.RpcError) as caught:
        stub.SubmitJob(grpc_draw(**draw), metadata=meta, timeout=10)
    assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert message in caught.value.details()
