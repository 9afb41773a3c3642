"""The authenticating reverse proxy in front of one vLLM worker.

vLLM's development endpoints (pause, resume, collective_rpc, weight versions, adapters, sleep)
answer anyone who reaches the server. In a deployment vLLM listens on localhost (Helm: inside
the worker pod) or on a network only this proxy joins (Compose), and everything reaches it
through here:

- generation routes (`GENERATE`: completions, chat, tokenize) only with the runners' key,
  `ROLLGATE_WORKER_GENERATE_KEY`;
- control routes (`CONTROL`: pause, resume, reload, versions, adapters, sleep) only with the
  gateway's key, `ROLLGATE_WORKER_CONTROL_KEY`;
- status routes (`STATUS`: models, weight version, load) with either key; `/health` and
  `/metrics` without one (probes and Prometheus);
- any other route or method: 404, whatever the credential. Paths are matched as sent (raw,
  before any decoding), and the path forwarded is the one matched.

With `--control-port` the control routes move to a port of their own (`Listener.CONTROL`) and
the main port keeps generation and status (`Listener.GENERATE`): a NetworkPolicy can then admit
only the gateway to the control port, on top of the keys.

The key comes as `Authorization: Bearer <key>` and is never forwarded. A request without a
valid key is 401; a valid key on a route of the other role is 403. The keys are shared secrets
of the worker tier, not Rollgate API tokens. Bodies are forwarded as they are, answers streamed
back as they come (server-sent events included); a caller that hangs up closes the upstream
request, so vLLM aborts it.

    ROLLGATE_WORKER_CONTROL_KEY=… ROLLGATE_WORKER_GENERATE_KEY=… \\
      python -m services.inference.proxy --upstream http://127.0.0.1:8001 --host 0.0.0.0 --port 8000
"""

from __future__ import annotations

import argparse
import asyncio
import hmac
import logging
import signal
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from enum import StrEnum

import aiohttp
from aiohttp import web
from yarl import URL

from services.common.settings import load_settings

log = logging.getLogger(__name__)


class Role(StrEnum):
    GATEWAY = "gateway"
    RUNNER = "runner"


PUBLIC = frozenset({("GET", "/health"), ("GET", "/metrics")})
STATUS = frozenset({("GET", "/v1/models"), ("GET", "/weight_info"), ("GET", "/version"), ("GET", "/load"),
                    ("GET", "/is_paused"), ("GET", "/is_sleeping")})
GENERATE = frozenset(("POST", path) for path in ("/v1/completions", "/v1/chat/completions", "/tokenize",
                                                 "/detokenize"))
CONTROL = frozenset(("POST", path) for path in (
    "/pause", "/resume", "/collective_rpc", "/update_weight_version", "/v1/load_lora_adapter",
    "/v1/unload_lora_adapter", "/sleep", "/wake_up", "/reset_prefix_cache", "/abort_requests",
    "/init_weight_transfer_engine", "/start_weight_update", "/update_weights", "/finish_weight_update"))
KNOWN = PUBLIC | STATUS | GENERATE | CONTROL


class Listener(StrEnum):
    """What one port of the proxy serves: everything, or one side of a split that lets a
    NetworkPolicy admit only the gateway to the control port."""

    ALL = "all"
    GENERATE = "generate"  # runners generate; the gateway only reads status (its health checks)
    CONTROL = "control"  # the gateway only


ALLOWED: dict[Listener, dict[Role, frozenset[tuple[str, str]]]] = {
    Listener.ALL: {Role.RUNNER: GENERATE | STATUS, Role.GATEWAY: CONTROL | STATUS},
    Listener.GENERATE: {Role.RUNNER: GENERATE | STATUS, Role.GATEWAY: STATUS},
    Listener.CONTROL: {Role.RUNNER: frozenset(), Role.GATEWAY: CONTROL | STATUS},
}

HOP_BY_HOP = frozenset({"connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailer",
                        "transfer-encoding", "upgrade", "host", "authorization", "content-length"})
MAX_BODY_BYTES = 64 * 1024 * 1024
CLIENT = web.AppKey("client", aiohttp.ClientSession)


@dataclass(frozen=True)
class ProxyConfig:
    upstream: str
    control_key: str
    generate_key: str
    connect_timeout_s: float = 10.0

    def __post_init__(self) -> None:
        if not self.control_key or not self.generate_key or self.control_key == self.generate_key:
            raise ValueError("the proxy needs two different, non-empty keys (control and generate)")

    def role(self, authorization: str) -> Role | None:
        """The role whose key `authorization` ("Bearer <key>") carries; None for no valid key.
        Both keys are compared in constant time, whatever the header holds."""
        scheme, _, key = authorization.partition(" ")
        given = key.strip().encode() if scheme.lower() == "bearer" else b""
        gateway = hmac.compare_digest(given, self.control_key.encode())
        runner = hmac.compare_digest(given, self.generate_key.encode())
        return Role.GATEWAY if gateway else Role.RUNNER if runner else None


def _refusal(status: int, message: str) -> web.Response:
    return web.json_response({"error": message}, status=status)


def create_proxy(config: ProxyConfig, listener: Listener = Listener.ALL) -> web.Application:
    """The proxy app for one port; its client session to the upstream opens and closes with it."""
    app = web.Application(client_max_size=MAX_BODY_BYTES)
    upstream = URL(config.upstream.rstrip("/"))

    async def session(app: web.Application):  # type: ignore[no-untyped-def]
        timeout = aiohttp.ClientTimeout(total=None, connect=config.connect_timeout_s)
        connector = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(timeout=timeout, connector=connector, auto_decompress=False) as client:
            app[CLIENT] = client
            yield

    async def handle(request: web.Request) -> web.StreamResponse:
        route = (request.method, request.raw_path.partition("?")[0])
        if route not in KNOWN:
            return _refusal(404, f"{route[0]} {route[1][:100]} is not served through the worker proxy")
        if route not in PUBLIC:
            role = config.role(request.headers.get("Authorization", ""))
            if role is None:
                return _refusal(401, "a worker key is needed (Authorization: Bearer <key>)")
            if route not in ALLOWED[listener][role]:
                return _refusal(403, f"the {role} key may not call {route[0]} {route[1]} on this port")
        return await _forward(request, app[CLIENT], upstream.with_path(route[1], encoded=True))

    app.cleanup_ctx.append(session)
    app.router.add_route("*", "/{tail:.*}", handle)
    return app


async def _forward(request: web.Request, client: aiohttp.ClientSession, target: URL) -> web.StreamResponse:
    """Send the request on to `target` and stream the answer back. A worker that cannot be reached
    is a 502; one that breaks off after its headers were passed on closes the caller's connection
    (the only way left to say the body is incomplete)."""
    query = request.rel_url.raw_query_string
    url = target.with_query(query) if query else target
    headers = {k: v for k, v in request.headers.items() if k.lower() not in HOP_BY_HOP}
    body = await request.read()
    response: web.StreamResponse | None = None
    try:
        async with client.request(request.method, URL(str(url), encoded=True), headers=headers,
                                  data=body or None, allow_redirects=False) as answer:
            response = web.StreamResponse(status=answer.status, reason=answer.reason)
            for name, value in answer.headers.items():
                if name.lower() not in HOP_BY_HOP - {"content-length"}:
                    response.headers.add(name, value)
            await response.prepare(request)
            async for chunk in answer.content.iter_any():
                await response.write(chunk)
            await response.write_eof()
            return response
    except aiohttp.ClientError as exc:
        log.warning("upstream %s failed: %r", target, exc)
        if response is not None and response.prepared:
            raise
        return _refusal(502, f"the worker did not answer: {type(exc).__name__}")


@asynccontextmanager
async def serving(config: ProxyConfig, host: str = "127.0.0.1", port: int = 0,
                  listener: Listener = Listener.ALL) -> AsyncIterator[str]:
    """Serve one port of the proxy in the running event loop (port 0: a free one); yields its URL."""
    runner = web.AppRunner(create_proxy(config, listener), access_log=None)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
        yield f"http://{host}:{runner.addresses[0][1]}"
    finally:
        await runner.cleanup()


async def serve(config: ProxyConfig, host: str, port: int, control_port: int = 0) -> None:
    """Serve until SIGTERM or SIGINT: everything on `port`, or with `control_port`, generation
    and status there and control routes (and status) on `control_port` only."""
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        asyncio.get_running_loop().add_signal_handler(sig, stop.set)
    async with AsyncExitStack() as ports:
        if control_port:
            await ports.enter_async_context(serving(config, host, port, Listener.GENERATE))
            await ports.enter_async_context(serving(config, host, control_port, Listener.CONTROL))
        else:
            await ports.enter_async_context(serving(config, host, port))
        log.info("worker proxy for %s on %s:%d%s", config.upstream, host, port,
                 f", control routes on :{control_port}" if control_port else "")
        await stop.wait()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Authenticating proxy in front of one vLLM worker.")
    parser.add_argument("--upstream", default="http://127.0.0.1:8001", help="the vLLM server behind it")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--control-port", type=int, default=0,
                        help="serve the control routes on this port only (0: on --port, beside the rest)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    settings = load_settings("proxy")
    config = ProxyConfig(args.upstream, settings.worker_control_key, settings.worker_generate_key)
    asyncio.run(serve(config, args.host, args.port, args.control_port))


if __name__ == "__main__":
    main()
