"""The simulator's HTTP routes (aiohttp): the subset of vLLM's API that Rollgate calls.

    GET  /health, /v1/models, /weight_info, /is_paused, /metrics
    POST /v1/completions
    POST /pause?mode=keep|wait|abort, /resume, /collective_rpc (reload_weights), /update_weight_version
    POST /v1/load_lora_adapter, /v1/unload_lora_adapter          (unless max_loras is 0)

Each answers in vLLM's shape (status, JSON body, error body). A completion's answer carries one
field vLLM's does not, `simulation`: the request's timing on the simulator's virtual clock.

    async with serving(SimulatorConfig(...)) as url:   # in-process, for tests and benchmarks
        ...
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from http import HTTPStatus
from typing import Any

from aiohttp import web

from services.inference.simulator.config import SimulatorConfig
from services.inference.simulator.service import APIError, Simulator

SIMULATOR = web.AppKey("simulator", Simulator)
MAX_BODY_BYTES = 64 * 1024 * 1024
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _json(body: object, status: int = 200) -> web.Response:
    return web.Response(text=json.dumps(body, separators=(",", ":")), status=status, content_type="application/json")


@web.middleware
async def _errors(request: web.Request, handler: Handler) -> web.StreamResponse:
    """APIError → vLLM's error body; a body that is not JSON → 400, as vLLM's validation does."""
    try:
        return await handler(request)
    except APIError as error:
        return _json(error.body(), int(error.status))
    except json.JSONDecodeError as error:
        return _json(APIError(HTTPStatus.BAD_REQUEST, f"JSON decode error: {error}").body(), 400)


async def _body(request: web.Request) -> dict[str, Any]:
    body = await request.json(loads=json.loads)
    if not isinstance(body, dict):
        raise APIError(HTTPStatus.BAD_REQUEST, "Request body must be a JSON object")
    return body


def _simulator(request: web.Request) -> Simulator:
    return request.app[SIMULATOR]


async def health(request: web.Request) -> web.Response:
    return web.Response(status=200)


async def models(request: web.Request) -> web.Response:
    return _json(_simulator(request).models())


async def weight_info(request: web.Request) -> web.Response:
    return _json({"weight_version": _simulator(request).weight_version})


async def is_paused(request: web.Request) -> web.Response:
    return _json({"is_paused": _simulator(request).engine.paused})


async def metrics(request: web.Request) -> web.Response:
    return web.Response(text=_simulator(request).metrics_text(), content_type="text/plain")


async def completions(request: web.Request) -> web.Response:
    return _json(await _simulator(request).complete(await request.json(loads=json.loads)))


async def pause(request: web.Request) -> web.Response:
    try:
        await _simulator(request).engine.pause(request.query.get("mode", "abort"))
    except ValueError as error:
        raise APIError(HTTPStatus.BAD_REQUEST, str(error), "mode") from error
    return _json({"status": "paused"})


async def resume(request: web.Request) -> web.Response:
    _simulator(request).engine.resume()
    return _json({"status": "resumed"})


async def collective_rpc(request: web.Request) -> web.Response:
    body = await _body(request)
    method, kwargs = body.get("method"), body.get("kwargs") or {}
    if method != "reload_weights" or not isinstance(kwargs, dict) or not isinstance(kwargs.get("weights_path"), str):
        raise APIError(HTTPStatus.BAD_REQUEST, "the simulator runs only reload_weights, with kwargs.weights_path")
    await _simulator(request).reload_weights(kwargs["weights_path"])
    return _json({"results": [None]})


async def update_weight_version(request: web.Request) -> web.Response:
    version = (await _body(request)).get("new_version")
    if not isinstance(version, str):
        raise APIError(HTTPStatus.BAD_REQUEST, "new_version (a string) is required", "body.new_version")
    _simulator(request).weight_version = version
    return _json({"success": True, "new_version": version})


async def load_lora_adapter(request: web.Request) -> web.Response:
    body = await _body(request)
    return web.Response(text=_simulator(request).load_adapter(body.get("lora_name"), body.get("lora_path")))


async def unload_lora_adapter(request: web.Request) -> web.Response:
    return web.Response(text=_simulator(request).unload_adapter((await _body(request)).get("lora_name")))


def create_app(simulator: Simulator) -> web.Application:
    """The simulator's app; its engine starts and stops with it."""
    app = web.Application(client_max_size=MAX_BODY_BYTES, middlewares=[_errors])
    app[SIMULATOR] = simulator

    async def engine(app: web.Application) -> AsyncIterator[None]:
        simulator.engine.start()
        yield
        await simulator.engine.stop()

    app.cleanup_ctx.append(engine)
    app.router.add_get("/health", health)
    app.router.add_get("/v1/models", models)
    app.router.add_get("/weight_info", weight_info)
    app.router.add_get("/is_paused", is_paused)
    app.router.add_get("/metrics", metrics)
    app.router.add_post("/v1/completions", completions)
    app.router.add_post("/pause", pause)
    app.router.add_post("/resume", resume)
    app.router.add_post("/collective_rpc", collective_rpc)
    app.router.add_post("/update_weight_version", update_weight_version)
    if simulator.config.max_loras:
        app.router.add_post("/v1/load_lora_adapter", load_lora_adapter)
        app.router.add_post("/v1/unload_lora_adapter", unload_lora_adapter)
    return app


@asynccontextmanager
async def serving(config: SimulatorConfig | Simulator, host: str = "127.0.0.1",
                  port: int = 0) -> AsyncIterator[str]:
    """Serve a simulator in the running event loop (port 0: a free one); yields its URL."""
    simulator = config if isinstance(config, Simulator) else Simulator.load(config)
    runner = web.AppRunner(create_app(simulator), access_log=None, handler_cancellation=True)  # vLLM aborts too
    await runner.setup()
    try:
        site = web.TCPSite(runner, host, port, backlog=4096)
        await site.start()
        yield f"http://{host}:{runner.addresses[0][1]}"
    finally:
        await runner.cleanup()
