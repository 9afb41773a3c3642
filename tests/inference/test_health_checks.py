"""A worker's health-check answers are read up to `MAX_CHECK_BYTES`; more fails the check."""

from __future__ import annotations

import gzip
import json

import httpx
import pytest

from services.inference.pool import MAX_CHECK_BYTES, WorkerPool

MODELS = {"data": [{"id": "policy", "root": "/models/policy", "max_model_len": 2048}]}
METRICS = "vllm:num_requests_running 2\nvllm:num_requests_waiting 1\n"


def worker(oversized: str = "", encoding: str = "") -> httpx.MockTransport:
    """A fake vLLM worker whose answer on the path `oversized` is valid but padded past the limit."""
    pad = "x" * MAX_CHECK_BYTES

    def handle(request: httpx.Request) -> httpx.Response:
        big = request.url.path == oversized
        if request.url.path == "/v1/models":
            return answer(json.dumps({**MODELS, "pad": pad} if big else MODELS), encoding)
        if request.url.path == "/weight_info":
            return answer(json.dumps({"weight_version": "7", **({"pad": pad} if big else {})}), encoding)
        return answer(METRICS + (f"# {pad}\n" if big else ""), encoding)

    return httpx.MockTransport(handle)


def answer(text: str, encoding: str) -> httpx.Response:
    if encoding == "gzip":
        return httpx.Response(200, content=gzip.compress(text.encode()), headers={"content-encoding": "gzip"})
    return httpx.Response(200, text=text)


async def check(transport: httpx.MockTransport) -> WorkerPool:
    pool = WorkerPool(["http://w0"])
    await pool.aclose()
    pool._http = httpx.AsyncClient(transport=transport)
    await pool.refresh()
    await pool.aclose()
    return pool


@pytest.mark.parametrize("encoding", ["", "gzip"])
async def test_a_worker_within_the_limit_is_healthy(encoding: str) -> None:
    pool = await check(worker(encoding=encoding))
    w0 = pool.workers["http://w0"]
    assert w0.healthy and w0.model == "policy" and w0.policy_version == 7 and (w0.running, w0.waiting) == (2, 1)


@pytest.mark.parametrize("encoding", ["", "gzip"])
@pytest.mark.parametrize("path", ["/v1/models", "/weight_info", "/metrics"])
async def test_an_oversized_answer_fails_the_check(path: str, encoding: str) -> None:
    """Decoded bytes count: a small gzip body that inflates past the limit fails too."""
    pool = await check(worker(oversized=path, encoding=encoding))
    assert not pool.workers["http://w0"].healthy
    assert pool.workers["http://w0"].failures_in_row == 1
