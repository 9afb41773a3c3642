"""The gateway's HTTP API against its own OpenAPI document, by schemathesis: a real gateway process
over a real Redis, its /openapi.json as served, a token with every scope, every check
(tests/gateway/schemathesis.toml lists the exceptions and says why), a fixed number of examples
in deterministic mode, so the run is the same each time.

No inference worker and no runner: the contract is the gateway's, and jobs stay queued. A
failure prints schemathesis' own report, with a curl line per failing case."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from services.common.settings import Settings
from services.devstack import LocalStack
from services.gateway.app import create_app

CONFIG = Path(__file__).with_name("schemathesis.toml")
HOOKS = Path(__file__).with_name("schemathesis_hooks.py")
SCHEMATHESIS = Path(sys.executable).with_name("schemathesis")
EXCLUDED_CHECKS = ("use_after_free",)
"""Left out of `--checks all`: DELETE /v1/jobs/{job_id} cancels a job, which stays readable as
`cancelled` until its retention ends (the route says so); no route deletes what another reads
back. (schemathesis.toml turns max_response_time off.)"""
EXAMPLES = 20  # per operation and phase: about 1,750 requests


@pytest.fixture
def gateway_url(tmp_path: Path) -> Iterator[str]:
    with LocalStack(home=tmp_path, model=tmp_path, token="every-scope") as stack:
        stack.start_redis()
        stack.start_gateway(metrics_port=0)  # /metrics on the API port: documented there too
        yield stack.gateway_url


@pytest.mark.slow
def test_the_api_keeps_its_openapi_contract(gateway_url: str, tmp_path: Path) -> None:
    argv = [str(SCHEMATHESIS), "--config-file", str(CONFIG), "run", f"{gateway_url}/openapi.json", "--checks", "all",
            "--exclude-checks", ",".join(EXCLUDED_CHECKS), "--max-examples", str(EXAMPLES),
            "--header", "Authorization: Bearer every-scope", "--no-color"]
    document = httpx.get(f"{gateway_url}/openapi.json", timeout=30).json()
    operations = sum(len(methods) for methods in document["paths"].values())
    done = subprocess.run(argv, capture_output=True, text=True, timeout=600, check=False, cwd=tmp_path,  # its cache
                          env={**os.environ, "SCHEMATHESIS_HOOKS": str(HOOKS)})
    assert done.returncode == 0, done.stdout[-20_000:] + done.stderr[-2_000:]
    assert f"Tested: {operations}\n" in done.stdout, done.stdout[-3_000:]


def test_every_error_status_the_document_lists_has_the_error_body() -> None:
    """For the unit loop: the served document, without a process or Redis."""
    document = create_app(Settings()).openapi()
    bodies = {(path, method, status): response.get("content", {}).get("application/json", {}).get("schema")
              for path, operations in document["paths"].items() for method, operation in operations.items()
              for status, response in operation["responses"].items() if status >= "400" and path != "/readyz"}
    assert bodies and set(map(str, bodies.values())) == {str({"$ref": "#/components/schemas/ErrorBody"})}
    assert "HTTPValidationError" not in str(document)


async def test_a_method_a_path_does_not_take_lists_all_it_does() -> None:
    """Starlette's own 405 names the methods of the first route that matched the path only."""
    transport = httpx.ASGITransport(app=create_app(Settings()))
    async with httpx.AsyncClient(transport=transport, base_url="http://gateway") as http:
        response = await http.request("OPTIONS", "/v1/jobs")
    assert response.status_code == 405
    assert response.headers["allow"] == "GET, POST"
    assert response.json()["error"]["code"] == "method_not_allowed"
