"""The gateway's operational surface: readiness, metrics, OpenAPI, gRPC health and reflection."""

from __future__ import annotations

import grpc
import httpx
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc
from rollgate import Client
from rollgate.v1 import service_pb2, service_pb2_grpc

from services.devstack import LocalStack


def test_readyz_checks_redis_and_workers(stack: LocalStack) -> None:
    """Anyone sees the outcomes; only an admin token sees which worker is which."""
    anonymous = httpx.get(f"{stack.gateway_url}/readyz", timeout=10)
    admin = httpx.get(f"{stack.gateway_url}/readyz", headers={"Authorization": f"Bearer {stack.token}"}, timeout=10)
    assert anonymous.status_code == admin.status_code == 200
    assert anonymous.json()["checks"]["redis"] == "ok" and anonymous.json()["checks"]["worker-0"] == "ok"
    assert stack.workers[0].url not in anonymous.text
    assert admin.json()["checks"][stack.workers[0].url] == "ok"


def test_metrics_count_jobs_on_their_own_port(stack: LocalStack, client: Client) -> None:
    client.submit(env="countdown", tasks=["train-000900"], group_size=1, sampling={"max_tokens": 8})
    gateway = next(p for p in stack.processes if p.url == stack.gateway_url)
    text = httpx.get(f"http://127.0.0.1:{gateway.env['ROLLGATE_METRICS_PORT']}/metrics", timeout=10).text
    assert 'rollgate_jobs_submitted_total{env="countdown"}' in text
    assert "rollgate_queue_depth" in text
    assert httpx.get(f"{stack.gateway_url}/metrics", timeout=10).status_code == 404


def test_openapi_lists_the_job_routes(stack: LocalStack) -> None:
    paths = httpx.get(f"{stack.gateway_url}/openapi.json", timeout=10).json()["paths"]
    assert {"/v1/jobs", "/v1/jobs/{job_id}", "/v1/jobs/{job_id}/events", "/v1/jobs/{job_id}/pull"} <= set(paths)


def test_envs_list_every_environment_with_its_splits(client: Client) -> None:
    envs = client.envs()
    splits = {env.name: env.splits for env in envs}
    assert {env.name for env in envs if not env.package} == {"countdown", "alfworld", "webshop", "swe", "search"}
    assert {env.name for env in envs if env.package} == {"factor", "textarena"}  # tests/plugins.SHIPPED
    assert splits["countdown"]["train"] > 0 and splits["countdown"]["eval"] > 0
    assert splits["alfworld"]["train"] + splits["alfworld"]["eval"] >= 60
    assert splits["webshop"]["train"] + splits["webshop"]["eval"] >= 300
    assert sum(splits["swe"].values()) >= 8 and sum(splits["search"].values()) >= 300


def test_grpc_health_and_reflection(stack: LocalStack) -> None:
    with grpc.insecure_channel(f"127.0.0.1:{stack.grpc_port}") as channel:
        health = health_pb2_grpc.HealthStub(channel).Check(
            health_pb2.HealthCheckRequest(service="rollgate.v1.Rollgate"), timeout=10)
        assert health.status == health_pb2.HealthCheckResponse.SERVING
        reflection = reflection_pb2_grpc.ServerReflectionStub(channel)
        replies = reflection.ServerReflectionInfo(iter([reflection_pb2.ServerReflectionRequest(list_services="")]),
                                                  timeout=10)
        names = {s.name for reply in replies for s in reply.list_services_response.service}
        anonymous = service_pb2_grpc.RollgateStub(channel).GetHealth(service_pb2.GetHealthRequest(), timeout=10)
    assert "rollgate.v1.Rollgate" in names
    assert anonymous.status == "ok" and anonymous.checks["redis"] == anonymous.checks["worker-0"] == "ok"
    assert not [name for name in anonymous.checks if "://" in name]
