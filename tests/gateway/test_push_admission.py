"""What a weight push must pass before the gateway takes the push lock: a version that fits
int64, and a checkpoint check that runs off the event loop under the configured root."""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator
from types import SimpleNamespace

import httpx
import pytest
from rollgate import PushWeightsRequest, PushWeightsResponse

from services.common.errors import InvalidArgument
from services.common.settings import Settings
from services.gateway import policy
from services.gateway.app import build_service, create_app
from services.gateway.auth import TokenAuth
from services.gateway.policy import PolicyService
from services.inference.pool import Worker

TOKEN = "push-token"


class _PolicyRecorder:
    def __init__(self) -> None:
        self.pushed: list[PushWeightsRequest] = []

    async def push(self, request: PushWeightsRequest) -> PushWeightsResponse:
        self.pushed.append(request)
        return PushWeightsResponse(version=request.version, ok=True)


@pytest.fixture
async def gateway() -> AsyncIterator[tuple[httpx.AsyncClient, _PolicyRecorder]]:
    """The HTTP app over a recorder in place of the policy service (no Redis, no workers)."""
    app = create_app(Settings(tokens={TOKEN: ["push"]}))
    recorder = _PolicyRecorder()
    app.state.service, app.state.auth = SimpleNamespace(policy=recorder), TokenAuth({TOKEN: ["push"]})
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gateway",
                                 headers={"Authorization": f"Bearer {TOKEN}"}) as http:
        yield http, recorder


@pytest.mark.parametrize("version", [
    pytest.param(0, id="zero"),
    pytest.param(2**63, id="2**63"),
    pytest.param(2**64 + 5, id="beyond-uint64"),
])
async def test_versions_outside_int64_are_refused(gateway, version: int) -> None:  # type: ignore[no-untyped-def]
    http, recorder = gateway
    response = await http.post("/v1/policy", json={"path": "/checkpoints/step-1", "version": version})
    assert response.status_code == 422 and response.json()["error"]["field"] == "version"
    assert recorder.pushed == []


async def test_the_largest_int64_version_is_admitted(gateway) -> None:  # type: ignore[no-untyped-def]
    http, recorder = gateway
    response = await http.post("/v1/policy", json={"path": "/checkpoints/step-1", "version": 2**63 - 1})
    assert response.status_code == 200 and [r.version for r in recorder.pushed] == [2**63 - 1]


class _Pool:
    workers = {"http://w": Worker("http://w", healthy=True, model_path="/models/policy")}

    async def refresh(self, max_age_s: float = 0.0) -> None:
        pass


@pytest.mark.parametrize("lora", [pytest.param(False, id="full"), pytest.param(True, id="lora")])
async def test_the_checkpoint_check_runs_off_the_event_loop(monkeypatch: pytest.MonkeyPatch, lora: bool) -> None:
    """A slow or hostile file system stalls one thread of the pool, never the gateway's loop."""
    seen: dict[str, object] = {}

    def check(path: str, served_model: str, *, root: str = "") -> None:
        seen.update(thread=threading.get_ident(), served_model=served_model, root=root)
        raise InvalidArgument("refused", field="path")

    monkeypatch.setattr(policy, "check_lora_adapter" if lora else "check_checkpoint", check)
    service = PolicyService(None, None, _Pool(), None,  # type: ignore[arg-type]
                            checkpoints_root="/checkpoints")
    with pytest.raises(InvalidArgument, match="refused"):
        await service.push(PushWeightsRequest(path="/checkpoints/step-1", version=1, lora=lora))
    assert seen["thread"] != threading.get_ident()
    assert seen["served_model"] == "/models/policy" and seen["root"] == "/checkpoints"


async def test_the_checkpoints_root_setting_reaches_the_policy_service(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROLLGATE_CHECKPOINTS_ROOT", "/checkpoints")
    assert Settings().checkpoints_root == "/checkpoints"
    assert Settings.model_fields["checkpoints_root"].default == ""  # local development: anywhere
    service = build_service(Settings())
    try:
        assert service.policy.checkpoints_root == "/checkpoints"
    finally:
        await service.http.aclose()
        await service.policy.pool.aclose()
        await service.redis.aclose()
