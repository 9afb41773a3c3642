"""Bad requests get a clear error naming what was wrong, over HTTP and gRPC; nothing is admitted."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import grpc
import httpx
import pytest
from rollgate.v1 import jobs_pb2, service_pb2_grpc, trajectories_pb2

from services.devstack import LocalStack
from tests.e2e.conftest import JOBS_ONLY_TOKEN

VALID: dict[str, Any] = {"env": "countdown", "tasks": ["train-000001"], "group_size": 2}


@pytest.fixture
def http(stack: LocalStack) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=stack.gateway_url, headers={"Authorization": f"Bearer {stack.token}"},
                      timeout=10) as client:
        yield client


@pytest.mark.parametrize(("change", "field"), [
    pytest.param({"env": "chess"}, "env", id="unknown-env"),
    pytest.param({"tasks": []}, "tasks", id="empty-tasks"),
    pytest.param({"group_size": 0}, "group_size", id="group-size-zero"),
    pytest.param({"group_size": 5000}, "group_size", id="group-size-too-big"),
    pytest.param({"sampling": {"temperature": -1}}, "sampling.temperature", id="negative-temperature"),
    pytest.param({"sampling": {"top_p": 0}}, "sampling.top_p", id="top-p-zero"),
    pytest.param({"sampling": {"max_tokens": 0}}, "sampling.max_tokens", id="max-tokens-zero"),
    pytest.param({"sampling": {"regex": "<action>(</action>"}}, "sampling.regex", id="regex-unbalanced"),
    pytest.param({"sampling": {"regex": "<action>(a+)+</action>"}}, "sampling.regex", id="regex-nested-quantifier"),
    pytest.param({"sampling": {"regex": "<answer>[0-9]{1,5000}</answer>"}}, "sampling.regex", id="regex-huge-count"),
    pytest.param({"sampling": {"regex": "(?=<a>)<a>x"}}, "sampling.regex", id="regex-xgrammar-cannot-compile"),
    pytest.param({"max_turns": 0}, "max_turns", id="max-turns-zero"),
    pytest.param({"tasks": [{}]}, "tasks.0", id="task-without-id-or-data"),
    pytest.param({"tasks": [], "draw": {"split": "test", "count": 1}}, "draw.split", id="draw-unknown-split"),
    pytest.param({"tasks": [], "draw": {"split": "eval", "count": 1001}}, "draw.count", id="draw-over-split-size"),
    pytest.param({"draw": {"split": "eval", "count": 2}}, "tasks", id="tasks-and-draw"),
    pytest.param({"draw": {"split": "eval", "count": 1}}, "tasks", id="tasks-the-draw-did-not-pick"),
])
def test_bad_job_is_422_naming_the_field(http: httpx.Client, change: dict[str, Any], field: str) -> None:
    before = {job["id"] for job in http.get("/v1/jobs").json()["jobs"]}
    response = http.post("/v1/jobs", json={**VALID, **change})
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "invalid_argument" and error["field"].startswith(field), error
    # Other tests' jobs run on beside this one: compare which jobs exist, not their counts.
    assert {job["id"] for job in http.get("/v1/jobs").json()["jobs"]} == before


def test_oversized_body_is_413(http: httpx.Client) -> None:
    tasks = [f"train-{i:06d}" for i in range(20_000)]
    response = http.post("/v1/jobs", json={**VALID, "tasks": tasks})
    assert response.status_code == 413 and response.json()["error"]["code"] == "too_large"


@pytest.mark.parametrize(("headers", "status"), [
    pytest.param({}, 401, id="no-token"),
    pytest.param({"Authorization": "Bearer wrong"}, 401, id="unknown-token"),
    pytest.param({"Authorization": f"Bearer {JOBS_ONLY_TOKEN}"}, 403, id="missing-scope"),
])
def test_pull_needs_the_trainer_scope(stack: LocalStack, headers: dict[str, str], status: int) -> None:
    response = httpx.post(f"{stack.gateway_url}/v1/jobs/job-x/pull", json={}, headers=headers, timeout=10)
    assert response.status_code == status


@pytest.mark.parametrize("url", [
    pytest.param("http://user:pw@127.0.0.1:8000", id="userinfo"),
    pytest.param("http://127.0.0.1:8000/?x=1", id="query"),
    pytest.param("file:///etc/passwd", id="scheme"),
    pytest.param("http://169.254.169.254", id="link-local-metadata"),
])
def test_bad_worker_url_is_422_and_not_registered(http: httpx.Client, url: str) -> None:
    before = http.get("/v1/workers").json()["workers"]
    response = http.post("/v1/workers", json={"url": url})
    assert response.status_code == 422 and response.json()["error"]["field"] == "url", response.text
    assert [w["url"] for w in http.get("/v1/workers").json()["workers"]] == [w["url"] for w in before]


def test_unknown_job_is_404(http: httpx.Client) -> None:
    response = http.get("/v1/jobs/job-nope")
    assert response.status_code == 404 and response.json()["error"]["field"] == "job_id"


def test_idempotency_key_admits_once(http: httpx.Client) -> None:
    body = {**VALID, "idempotency_key": "same-key-1", "sampling": {"max_tokens": 8}}
    first, second = http.post("/v1/jobs", json=body), http.post("/v1/jobs", json=body)
    assert (first.status_code, second.status_code) == (202, 200)
    assert first.json()["id"] == second.json()["id"]


@pytest.fixture
def stub(stack: LocalStack) -> Iterator[service_pb2_grpc.RollgateStub]:
    with grpc.insecure_channel(f"127.0.0.1:{stack.grpc_port}") as channel:
        yield service_pb2_grpc.RollgateStub(channel)


def _grpc_code(call: Any) -> grpc.StatusCode:
    with pytest.raises(grpc.RpcError) as caught:
        call()
    return caught.value.code()


def test_grpc_errors(stack: LocalStack, stub: service_pb2_grpc.RollgateStub) -> None:
    meta = [("authorization", f"Bearer {stack.token}")]
    bad = jobs_pb2.SubmitJobRequest(spec=jobs_pb2.JobSpec(env="countdown", tasks=[jobs_pb2.Task(id="t")],
                                                          group_size=5000))
    assert _grpc_code(lambda: stub.SubmitJob(bad, metadata=meta, timeout=10)) == grpc.StatusCode.INVALID_ARGUMENT
    unknown = jobs_pb2.SubmitJobRequest(spec=jobs_pb2.JobSpec(env="chess", tasks=[jobs_pb2.Task(id="t")]))
    assert _grpc_code(lambda: stub.SubmitJob(unknown, metadata=meta, timeout=10)) == \
        grpc.StatusCode.INVALID_ARGUMENT
    pull = trajectories_pb2.PullGroupsRequest(job_id="job-x")
    assert _grpc_code(lambda: stub.PullGroups(pull, timeout=10)) == grpc.StatusCode.UNAUTHENTICATED
    jobs_only = [("authorization", f"Bearer {JOBS_ONLY_TOKEN}")]
    assert _grpc_code(lambda: stub.PullGroups(pull, metadata=jobs_only, timeout=10)) == \
        grpc.StatusCode.PERMISSION_DENIED
    missing = jobs_pb2.GetJobRequest(job_id="job-nope")
    assert _grpc_code(lambda: stub.GetJob(missing, metadata=meta, timeout=10)) == grpc.StatusCode.NOT_FOUND
