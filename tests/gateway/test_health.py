"""Readiness over HTTP and gRPC: open to anyone, but worker URLs only for an admin token."""

from __future__ import annotations

from types import SimpleNamespace

import httpx
import pytest
from rollgate import Health
from rollgate.v1 import service_pb2

from services.common.settings import Settings
from services.gateway.app import create_app
from services.gateway.auth import TokenAuth
from services.gateway.grpc_router import RollgateServicer

TOKENS = {"admin-token": ["admin"], "jobs-token": ["jobs", "trainer"]}
DETAILED = {"redis": "ok", "http://10.1.2.3:8000": "ok", "http://10.1.2.4:8000": "unhealthy"}
ANONYMOUS = {"redis": "ok", "worker-0": "ok", "worker-1": "unhealthy"}
CALLERS = [
    pytest.param(None, ANONYMOUS, id="no-token"),
    pytest.param("Bearer unknown", ANONYMOUS, id="unknown-token"),
    pytest.param("Bearer jobs-token", ANONYMOUS, id="jobs-and-trainer-scopes"),
    pytest.param("Bearer admin-token", DETAILED, id="admin"),
]


class _Service:
    async def health(self) -> Health:
        return Health(status="ok", checks=DETAILED)


@pytest.mark.parametrize("authorization, checks", CALLERS)
async def test_readyz(authorization: str | None, checks: dict[str, str]) -> None:
    app = create_app(Settings(tokens=TOKENS))
    app.state.service, app.state.auth = _Service(), TokenAuth(TOKENS)  # type: ignore[arg-type]
    headers = {"Authorization": authorization} if authorization else {}
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gateway") as http:
        response = await http.get("/readyz", headers=headers)
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "checks": checks}


@pytest.mark.parametrize("authorization, checks", CALLERS)
async def test_grpc_get_health(authorization: str | None, checks: dict[str, str]) -> None:
    servicer = RollgateServicer(_Service(), TokenAuth(TOKENS))  # type: ignore[arg-type]
    metadata = (("authorization", authorization),) if authorization else ()
    context = SimpleNamespace(invocation_metadata=lambda: metadata)
    reply = await servicer.GetHealth(service_pb2.GetHealthRequest(), context)
    assert reply.status == "ok" and dict(reply.checks) == checks
