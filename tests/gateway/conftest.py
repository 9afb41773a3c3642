"""A real gateway (HTTP in process, gRPC on a free port) over the session's Redis."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import Any

import grpc
import httpx
import pytest
import redis.asyncio as aioredis
from rollgate.v1 import service_pb2_grpc

from services.common.process import free_port
from services.common.settings import Settings
from services.gateway.app import create_app
from services.gateway.auth import TokenAuth
from services.gateway.service import GatewayService

SPEC = {"env": "countdown", "tasks": ["train-000001"], "group_size": 2}


@dataclass
class Gateway:
    http: httpx.AsyncClient
    grpc: service_pb2_grpc.RollgateStub
    settings: Settings
    service: GatewayService
    auth: TokenAuth

    async def submit(self, token: str, **fields: Any) -> httpx.Response:
        return await self.http.post("/v1/jobs", json={**SPEC, **fields}, headers=bearer(token))


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def metadata(token: str) -> list[tuple[str, str]]:
    return [("authorization", f"Bearer {token}")]


StartGateway = Callable[..., AbstractAsyncContextManager[Gateway]]


@pytest.fixture
def start_gateway(redis_client: aioredis.Redis, redis_server: str) -> StartGateway:
    """`async with start_gateway(tokens=..., **settings) as gateway`: no inference workers, no runner;
    Redis is flushed first (redis_client)."""

    @asynccontextmanager
    async def start(**overrides: Any) -> AsyncIterator[Gateway]:
        port = free_port()
        settings = Settings(**{"redis_url": redis_server, "namespace": "rgtenancy", "grpc_port": port,
                               "metrics_port": 0, "inference_workers": [], **overrides})
        app = create_app(settings)
        async with (app.router.lifespan_context(app),
                    httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gateway") as http,
                    grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel):
            yield Gateway(http, service_pb2_grpc.RollgateStub(channel), settings, app.state.service, app.state.auth)

    return start
