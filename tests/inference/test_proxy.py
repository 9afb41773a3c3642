"""The worker proxy over real HTTP: a real proxy in front of a small real upstream app that
records what reaches it (the real vLLM behind it: tests/inference/test_worker.py)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import cast

import httpx
import pytest
from aiohttp import web

from services.inference.proxy import CONTROL, GENERATE, STATUS, Listener, ProxyConfig, serving
from services.inference.weights import WeightPusher

CONTROL_KEY = "gateway-only-control-key-0123456789"
GENERATE_KEY = "runner-generate-key-0123456789abcd"
GATEWAY = {"Authorization": f"Bearer {CONTROL_KEY}"}
RUNNER = {"Authorization": f"Bearer {GENERATE_KEY}"}


@dataclass
class Upstream:
    """What reached the upstream: one (method, path with query, headers, body) per request."""

    seen: list[tuple[str, str, dict[str, str], bytes]] = field(default_factory=list)
    release: asyncio.Event = field(default_factory=asyncio.Event)
    url: str = ""

    async def handle(self, request: web.Request) -> web.StreamResponse:
        body = await request.read()
        self.seen.append((request.method, request.path_qs, dict(request.headers), body))
        if body and json.loads(body).get("stream"):
            return await self.stream(request)
        return web.json_response({"path": request.path_qs}, headers={"X-Upstream": "yes"})

    async def stream(self, request: web.Request) -> web.StreamResponse:
        """Server-sent events: the second waits until the test has read the first."""
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        await response.write(b"data: first\n\n")
        await self.release.wait()
        if json.loads(self.seen[-1][3]).get("break_off"):
            assert request.transport is not None
            request.transport.close()  # the worker dies mid-answer
            return response
        await response.write(b"data: [DONE]\n\n")
        return response


@pytest.fixture
async def upstream() -> AsyncIterator[Upstream]:
    recorder = Upstream()
    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", recorder.handle)
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    recorder.url = f"http://127.0.0.1:{runner.addresses[0][1]}"
    yield recorder
    await runner.cleanup()


@pytest.fixture
async def proxy(upstream: Upstream) -> AsyncIterator[httpx.AsyncClient]:
    async with serving(ProxyConfig(upstream.url, CONTROL_KEY, GENERATE_KEY)) as url, \
            httpx.AsyncClient(base_url=url, timeout=10) as client:
        yield client


async def test_runner_key_generates_and_the_key_stays_at_the_proxy(proxy: httpx.AsyncClient,
                                                                     upstream: Upstream) -> None:
    response = await proxy.post("/v1/completions", json={"prompt": [1, 2, 3]}, headers=RUNNER)
    assert response.status_code == 200 and response.headers["X-Upstream"] == "yes"
    [(method, path, headers, body)] = upstream.seen
    assert (method, path, json.loads(body)) == ("POST", "/v1/completions", {"prompt": [1, 2, 3]})
    assert "authorization" not in {name.lower() for name in headers}


async def test_gateway_key_controls_with_its_query(proxy: httpx.AsyncClient, upstream: Upstream) -> None:
    assert (await proxy.post("/pause", params={"mode": "keep"}, headers=GATEWAY)).status_code == 200
    rpc = {"method": "reload_weights", "kwargs": {"weights_path": "/checkpoints/v2"}}
    assert (await proxy.post("/collective_rpc", json=rpc, headers=GATEWAY)).status_code == 200
    assert [(m, p) for m, p, _, _ in upstream.seen] == [("POST", "/pause?mode=keep"), ("POST", "/collective_rpc")]


@pytest.mark.parametrize(("headers", "method", "path", "status"), [
    pytest.param(RUNNER, "POST", "/collective_rpc", 403, id="runner-collective-rpc"),
    pytest.param(RUNNER, "POST", "/pause?mode=keep", 403, id="runner-pause"),
    pytest.param(RUNNER, "POST", "/update_weight_version", 403, id="runner-version"),
    pytest.param(RUNNER, "POST", "/v1/load_lora_adapter", 403, id="runner-lora"),
    pytest.param(RUNNER, "POST", "/sleep", 403, id="runner-sleep"),
    pytest.param(GATEWAY, "POST", "/v1/completions", 403, id="gateway-generates"),
    pytest.param(GATEWAY, "POST", "/v1/chat/completions", 403, id="gateway-chats"),
    pytest.param({}, "POST", "/v1/completions", 401, id="no-key"),
    pytest.param({}, "POST", "/collective_rpc", 401, id="no-key-control"),
    pytest.param({}, "GET", "/v1/models", 401, id="no-key-status"),
    pytest.param({"Authorization": "Bearer not-the-key"}, "POST", "/pause", 401, id="wrong-key"),
    pytest.param({"Authorization": CONTROL_KEY}, "POST", "/pause", 401, id="not-bearer"),
    pytest.param({"X-Api-Key": CONTROL_KEY}, "POST", "/pause", 401, id="other-header"),
    pytest.param(GATEWAY, "POST", "/start_profile", 404, id="unknown-route"),
    pytest.param(GATEWAY, "GET", "/collective_rpc", 404, id="wrong-method"),
    pytest.param(GATEWAY, "GET", "/openapi.json", 404, id="vllm-docs"),
    pytest.param(RUNNER, "POST", "/%63ollective_rpc", 404, id="percent-encoded"),
    pytest.param(RUNNER, "POST", "//collective_rpc", 404, id="double-slash"),
    pytest.param(RUNNER, "POST", "/v1/completions/", 404, id="trailing-slash"),
])
async def test_refused_requests_never_reach_the_worker(proxy: httpx.AsyncClient, upstream: Upstream,
                                                       headers: dict[str, str], method: str, path: str,
                                                       status: int) -> None:
    url = httpx.URL(str(proxy.base_url).rstrip("/") + path)  # sent as written, not normalised
    response = await proxy.request(method, url, headers=headers, json={})
    assert response.status_code == status, response.text
    assert "error" in response.json()
    assert upstream.seen == []


@pytest.mark.parametrize("path", ["/v1/completions/../collective_rpc", "/v1/completions/%2e%2e/collective_rpc",
                                  "/v1/models/../../pause"])
async def test_dot_segments_sent_raw_are_not_followed(upstream: Upstream, path: str) -> None:
    """Clients normalise `..` away; a raw request keeps it, and the proxy matches the path as sent."""
    async with serving(ProxyConfig(upstream.url, CONTROL_KEY, GENERATE_KEY)) as url:
        host, port = httpx.URL(url).host, httpx.URL(url).port
        reader, writer = await asyncio.open_connection(host, port)
        writer.write(f"POST {path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {GENERATE_KEY}\r\n"
                     "Content-Length: 2\r\nConnection: close\r\n\r\n{}".encode())
        status_line = await reader.readline()
        await reader.read()
        writer.close()
        await writer.wait_closed()
    assert status_line.split()[1] == b"404", status_line
    assert upstream.seen == []


@pytest.mark.parametrize("path", ["/health", "/metrics"])
async def test_probes_and_metrics_need_no_key(proxy: httpx.AsyncClient, upstream: Upstream, path: str) -> None:
    assert (await proxy.get(path)).status_code == 200
    assert upstream.seen[0][:2] == ("GET", path)


@pytest.mark.parametrize("headers", [pytest.param(RUNNER, id="runner"), pytest.param(GATEWAY, id="gateway")])
async def test_status_routes_take_either_key(proxy: httpx.AsyncClient, headers: dict[str, str]) -> None:
    for method, path in sorted(STATUS):
        assert (await proxy.request(method, path, headers=headers)).status_code == 200, path


def test_the_route_classes_do_not_overlap() -> None:
    assert not CONTROL & GENERATE and not CONTROL & STATUS and not GENERATE & STATUS
    assert ("POST", "/collective_rpc") in CONTROL and ("POST", "/v1/completions") in GENERATE


async def test_answers_stream_through(proxy: httpx.AsyncClient, upstream: Upstream) -> None:
    """The first event reaches the caller while the worker is still generating the rest."""
    async with proxy.stream("POST", "/v1/completions", json={"stream": True}, headers=RUNNER) as response:
        chunks = response.aiter_bytes()
        assert (await anext(chunks)).startswith(b"data: first")
        upstream.release.set()
        rest = b"".join([chunk async for chunk in chunks])
    assert rest.endswith(b"data: [DONE]\n\n")


async def test_a_worker_that_breaks_off_breaks_the_callers_connection(proxy: httpx.AsyncClient,
                                                                     upstream: Upstream) -> None:
    """Not a clean end of a shorter body: the caller must see that the answer is incomplete."""
    body = {"stream": True, "break_off": True}
    async with proxy.stream("POST", "/v1/completions", json=body, headers=RUNNER) as response:
        chunks = response.aiter_bytes()
        assert (await anext(chunks)).startswith(b"data: first")
        upstream.release.set()
        with pytest.raises(httpx.TransportError):
            _ = [chunk async for chunk in chunks]


async def test_a_worker_that_is_down_is_a_502(upstream: Upstream) -> None:
    async with serving(ProxyConfig("http://127.0.0.1:9", CONTROL_KEY, GENERATE_KEY)) as url, \
            httpx.AsyncClient() as client:
        response = await client.post(f"{url}/v1/completions", json={}, headers=RUNNER)
    assert response.status_code == 502


@pytest.mark.parametrize(("control", "generate"), [("", GENERATE_KEY), (CONTROL_KEY, ""), (CONTROL_KEY, CONTROL_KEY)])
def test_the_proxy_needs_two_different_keys(control: str, generate: str) -> None:
    with pytest.raises(ValueError, match="two different"):
        ProxyConfig("http://127.0.0.1:8001", control, generate)


@pytest.fixture
async def split(upstream: Upstream) -> AsyncIterator[tuple[str, str]]:
    """The proxy with its control routes on a port of their own: (main URL, control URL)."""
    config = ProxyConfig(upstream.url, CONTROL_KEY, GENERATE_KEY)
    async with serving(config, listener=Listener.GENERATE) as main, \
            serving(config, listener=Listener.CONTROL) as control:
        yield main, control


@pytest.mark.parametrize(("port", "headers", "method", "path", "status"), [
    pytest.param("main", GATEWAY, "POST", "/pause", 403, id="gateway-control-on-main"),
    pytest.param("main", GATEWAY, "GET", "/weight_info", 200, id="gateway-status-on-main"),
    pytest.param("main", RUNNER, "POST", "/v1/completions", 200, id="runner-generates-on-main"),
    pytest.param("control", RUNNER, "GET", "/v1/models", 403, id="runner-on-control"),
    pytest.param("control", RUNNER, "POST", "/v1/completions", 403, id="runner-generates-on-control"),
    pytest.param("control", GATEWAY, "POST", "/collective_rpc", 200, id="gateway-control-on-control"),
    pytest.param("control", GATEWAY, "POST", "/v1/completions", 403, id="gateway-generates-on-control"),
])
async def test_a_split_proxy_serves_each_side_on_its_port(split: tuple[str, str], port: str,
                                                          headers: dict[str, str], method: str, path: str,
                                                          status: int) -> None:
    url = split[0] if port == "main" else split[1]
    async with httpx.AsyncClient() as client:
        response = await client.request(method, url + path, headers=headers, json={})
    assert response.status_code == status, response.text


async def test_the_pusher_reaches_the_control_port(split: tuple[str, str], upstream: Upstream) -> None:
    """The gateway knows a worker by its main URL; its pushes go to the control port."""
    main, control = split
    async with httpx.AsyncClient() as http:
        pusher = WeightPusher(http, 10, CONTROL_KEY, control_port=httpx.URL(control).port)
        outcome = await pusher.push(main, "/checkpoints/v2", 2, "/checkpoints/v1")
        assert outcome.ok and outcome.url == main, outcome.error
        unkeyed = await WeightPusher(http, 10, "", control_port=httpx.URL(control).port).push(main, "/c", 3, "/c")
    assert not unkeyed.ok and "401" in unkeyed.error
    assert [p for _, p, _, _ in upstream.seen] == ["/pause?mode=keep", "/collective_rpc", "/update_weight_version",
                                                   "/resume"]


def test_control_urls_swap_only_the_port() -> None:
    pusher = WeightPusher(cast(httpx.AsyncClient, None), control_port=8002)
    assert pusher.control_url("http://rg-worker-0.rg-worker.rl.svc:8000") == "http://rg-worker-0.rg-worker.rl.svc:8002"
    assert pusher.control_url("http://[fd00::1]:8000") == "http://[fd00::1]:8002"
    assert WeightPusher(cast(httpx.AsyncClient, None)).control_url("http://w:8000") == "http://w:8000"
