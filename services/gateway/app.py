"""Builds the gateway: the FastAPI app, the gRPC server and the metrics listener over one service object."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator, Iterator
from contextlib import AsyncExitStack, asynccontextmanager, contextmanager

import grpc
import httpx
import uvicorn
from fastapi import FastAPI
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_health.v1.health import aio as health_aio
from grpc_reflection.v1alpha import reflection
from rollgate.v1 import service_pb2
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from services.common import redisconn
from services.common.errors import PayloadTooLarge
from services.common.keys import Keys
from services.common.policy import PolicyStore
from services.common.sessions import SessionChannel
from services.common.settings import Settings
from services.common.store import JobStore
from services.common.workers import WorkerRegistry
from services.gateway import http_errors, metrics
from services.gateway.auth import TokenAuth
from services.gateway.grpc_requests import add_to_server
from services.gateway.grpc_router import RollgateServicer
from services.gateway.http_router import metrics_router, router
from services.gateway.openapi import served_openapi
from services.gateway.policy import PolicyService
from services.gateway.service import GatewayService
from services.gateway.session_router import session_router
from services.gateway.sessions import SessionService
from services.gateway.ui_router import ui_router
from services.inference.pool import WorkerPool
from services.inference.weights import WeightPusher


def build_service(settings: Settings) -> GatewayService:
    redis = redisconn.connect(settings.redis_url, settings.redis_timeout_s,
                              settings.redis_timeout_s + settings.keepalive_s, retry_s=None,
                              max_connections=settings.gateway_redis_connections)
    keys = Keys(settings.namespace)
    http = httpx.AsyncClient(timeout=settings.health_timeout_s, trust_env=False)
    registry = WorkerRegistry(redis, keys, settings.worker_hosts)
    pool = WorkerPool([], settings.inference_model, health_timeout_s=settings.health_timeout_s, registry=registry,
                      api_key=settings.worker_control_key)
    pusher = WeightPusher(http, settings.weight_push_step_timeout_s, settings.worker_control_key,
                          settings.worker_control_port, pause_mode=settings.push_pause_mode)
    policy = PolicyService(PolicyStore(redis, keys), registry, pool, pusher, settings.checkpoints_root)
    store = JobStore(redis, keys, settings.job_retention_s, enqueue_chunk=settings.enqueue_chunk,
                     task_stats=settings.task_stats, replay_groups=settings.replay_groups)
    return GatewayService(settings, store, http, policy)


async def start_grpc(service: GatewayService, auth: TokenAuth, port: int) -> grpc.aio.Server:
    limit = service.settings.max_body_bytes  # one size limit for a request, over HTTP or gRPC
    server = grpc.aio.server(options=[("grpc.max_receive_message_length", limit)])
    add_to_server(RollgateServicer(service, auth), server)
    health = health_aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health, server)
    name = service_pb2.DESCRIPTOR.services_by_name["Rollgate"].full_name
    await health.set(name, health_pb2.HealthCheckResponse.SERVING)
    await health.set("", health_pb2.HealthCheckResponse.SERVING)
    if service.settings.grpc_reflection:
        reflection.enable_server_reflection([name, reflection.SERVICE_NAME, "grpc.health.v1.Health"], server)
    server.add_insecure_port(f"{service.settings.http_host}:{port}")
    await server.start()
    return server


def create_app(settings: Settings) -> FastAPI:
    auth = TokenAuth(settings.tokens, settings.default_quotas, settings.default_max_priority)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # Whatever is opened is closed, in reverse, also when a later part fails to start (a busy port).
        async with AsyncExitStack() as opened:
            service = build_service(settings)
            opened.push_async_callback(service.redis.aclose)
            opened.push_async_callback(service.policy.pool.aclose)
            opened.push_async_callback(service.http.aclose)
            opened.push_async_callback(service.leases.give_back_all, settings.redis_timeout_s)  # servers stopped
            await service.store.ensure_consumer_group()
            await service.policy.registry.add_configured(settings.inference_workers)
            app.state.service, app.state.auth = service, auth
            app.state.sessions = SessionService(service.store, SessionChannel(service.redis, service.store.keys))
            refresh = metrics.CachedRefresh(service.refresh_queue_metrics, settings.metrics_refresh_s)
            app.state.refresh_metrics = refresh
            if settings.metrics_port:
                opened.push_async_callback((await MetricsServer.start(refresh, settings)).stop)
            if settings.grpc_port:
                opened.push_async_callback((await start_grpc(service, auth, settings.grpc_port)).stop, 2.0)
            yield

    app = FastAPI(title="Rollgate", version="0.1.0", lifespan=lifespan,
                  openapi_url="/openapi.json" if settings.api_docs else None,  # None: no /docs, /redoc either
                  description="Rollout-as-a-service for RL training of LLM agents.")
    app.include_router(router)
    app.include_router(session_router)
    app.include_router(ui_router)
    if not settings.metrics_port:
        app.include_router(metrics_router)
    http_errors.install(app)
    app.openapi = served_openapi(app)  # type: ignore[method-assign]
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    return app


def create_metrics_app(refresh: metrics.CachedRefresh) -> FastAPI:
    """/metrics alone, for its own port."""
    app = FastAPI(openapi_url=None)
    app.include_router(metrics_router)
    app.state.refresh_metrics = refresh
    return app


class MetricsServer(uvicorn.Server):
    """/metrics on `settings.metrics_port`, served in the gateway's event loop beside the API, so
    the port trainers reach does not expose it. The API's server owns the process's signals; this
    one stops when the gateway's lifespan ends."""

    _task: asyncio.Task[None]

    @classmethod
    async def start(cls, refresh: metrics.CachedRefresh, settings: Settings) -> MetricsServer:
        family = socket.AF_INET6 if ":" in settings.http_host else socket.AF_INET
        # Bound here, so a port in use fails the gateway's startup at once.
        sock = socket.create_server((settings.http_host, settings.metrics_port), family=family)
        server = cls(uvicorn.Config(create_metrics_app(refresh), lifespan="off", access_log=False, log_config=None))
        server._task = asyncio.create_task(server.serve(sockets=[sock]))
        return server

    async def stop(self) -> None:
        self.should_exit = True
        await self._task

    @contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


class BodyLimit:
    """Refuses request bodies over `max_bytes` with 413, declared or streamed."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and int(declared) > self.max_bytes:
            return await self._too_large(scope, receive, send)
        seen = 0

        async def counting_receive() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.max_bytes:
                raise _BodyTooLarge
            return message

        try:
            await self.app(scope, counting_receive, send)
        except _BodyTooLarge:
            await self._too_large(scope, receive, send)

    async def _too_large(self, scope: Scope, receive: Receive, send: Send) -> None:
        await http_errors.error_response(PayloadTooLarge(f"request body over {self.max_bytes} bytes"))(
            scope, receive, send)


class _BodyTooLarge(Exception):
    pass
