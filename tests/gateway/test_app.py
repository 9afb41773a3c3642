"""What the gateway process exposes where: metrics on their own port, the API docs and gRPC
reflection behind their switches, and a start that fails closing what it opened."""

from __future__ import annotations

import socket
from types import SimpleNamespace

import grpc
import httpx
import pytest
import redis.asyncio as aioredis
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

from services.common.process import free_port
from services.common.settings import Settings
from services.gateway.app import create_app, start_grpc
from services.gateway.auth import TokenAuth


def api(app: object) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gateway")  # type: ignore[arg-type]


async def test_metrics_are_served_on_their_own_port_only(redis_server: str) -> None:
    port = free_port()
    app = create_app(Settings(redis_url=redis_server, namespace="rgports", grpc_port=0, metrics_port=port,
                              inference_workers=[]))
    async with app.router.lifespan_context(app), api(app) as http:
        assert (await http.get("/metrics")).status_code == 404, "the API port trainers reach shows no metrics"
        assert (await http.get("/healthz")).status_code == 200
        async with httpx.AsyncClient(timeout=10) as scraper:
            response = await scraper.get(f"http://127.0.0.1:{port}/metrics")
            assert (await scraper.get(f"http://127.0.0.1:{port}/v1/jobs")).status_code == 404
    assert response.status_code == 200 and "rollgate_queue_depth" in response.text
    with pytest.raises(httpx.ConnectError):  # stopped with the gateway
        httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=2)


async def test_a_gateway_that_cannot_start_closes_its_redis_connections(redis_server: str,
                                                                      redis_client: aioredis.Redis) -> None:
    """Its metrics port taken, the gateway fails to start (at once, the port is bound first), and
    the Redis connections it had opened are closed, not left open for the garbage collector."""
    before = len(await redis_client.client_list())
    with socket.create_server(("127.0.0.1", 0)) as taken:
        app = create_app(Settings(redis_url=redis_server, namespace="rgports", grpc_port=0,
                                  metrics_port=taken.getsockname()[1], inference_workers=[]))
        with pytest.raises(OSError, match="in use"):
            async with app.router.lifespan_context(app):
                pytest.fail("the gateway started on a metrics port in use")
    assert len(await redis_client.client_list()) == before


async def test_metrics_port_zero_keeps_them_on_the_api_port(redis_server: str) -> None:
    app = create_app(Settings(redis_url=redis_server, namespace="rgports", grpc_port=0, metrics_port=0,
                              inference_workers=[]))
    async with app.router.lifespan_context(app), api(app) as http:
        response = await http.get("/metrics")
    assert response.status_code == 200 and "rollgate_queue_depth" in response.text


@pytest.mark.parametrize("enabled", [pytest.param(True, id="on"), pytest.param(False, id="off")])
async def test_api_docs_can_be_switched_off(enabled: bool) -> None:
    async with api(create_app(Settings(api_docs=enabled))) as http:
        statuses = {path: (await http.get(path)).status_code for path in ("/openapi.json", "/docs", "/redoc")}
    assert statuses == dict.fromkeys(statuses, 200 if enabled else 404)


@pytest.mark.parametrize("enabled", [pytest.param(True, id="on"), pytest.param(False, id="off")])
async def test_grpc_reflection_can_be_switched_off(enabled: bool) -> None:
    port = free_port()
    service = SimpleNamespace(settings=Settings(grpc_reflection=enabled))
    server = await start_grpc(service, TokenAuth({}), port)  # type: ignore[arg-type]
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            call = reflection_pb2_grpc.ServerReflectionStub(channel).ServerReflectionInfo(
                iter([reflection_pb2.ServerReflectionRequest(list_services="")]), timeout=10)
            try:
                names = {s.name async for reply in call for s in reply.list_services_response.service}
                code = grpc.StatusCode.OK
            except grpc.aio.AioRpcError as exc:
                names, code = set(), exc.code()
    finally:
        await server.stop(None)
    if enabled:
        assert code == grpc.StatusCode.OK and "rollgate.v1.Rollgate" in names
    else:
        assert code == grpc.StatusCode.UNIMPLEMENTED
