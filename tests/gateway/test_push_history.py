"""The policy's push history on a real Redis, pushes going to the LLM simulator (a declared
simulator: it reloads nothing, but answers vLLM's control routes as vLLM does): every push is
kept with its outcome per worker, failed ones too, newest first, and served at /v1/policy/history."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
import redis.asyncio as aioredis

from services.common.settings import Settings
from services.gateway import policy
from services.gateway.app import create_app
from services.inference.simulator import LatencyModel, SimulatorConfig, serving

TOKENS = {"trainer-token": {"scopes": ["trainer", "push"]}, "jobs-token": {"scopes": ["jobs"]}}
FAST = LatencyModel(prefill_s_per_token=1e-6, decode_s_per_token=1e-4, length_median=8)


@pytest.fixture
async def gateway(redis_server: str, redis_client: aioredis.Redis,
                  tiny_model: Path) -> AsyncIterator[tuple[httpx.AsyncClient, str]]:
    """A gateway app over Redis with one simulated worker registered: (its client, the worker's URL)."""
    async with serving(SimulatorConfig(tokenizer=tiny_model, latency=FAST)) as worker:
        settings = Settings(redis_url=redis_server, namespace="rgpushes", grpc_port=0, metrics_port=0,
                            inference_workers=[worker], tokens=TOKENS)  # type: ignore[arg-type]
        await redis_client.delete(f"{settings.namespace}:{{policy}}:history")
        app = create_app(settings)
        async with (app.router.lifespan_context(app),
                    httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gateway",
                                      headers={"Authorization": "Bearer trainer-token"}) as client):
            yield client, worker


async def test_pushes_are_kept_newest_first_with_their_outcome(gateway: tuple[httpx.AsyncClient, str],
                                                               tiny_model: Path) -> None:
    http, worker = gateway
    for version in (1, 2):
        pushed = await http.post("/v1/policy", json={"path": str(tiny_model), "version": version})
        assert pushed.status_code == 200 and pushed.json()["ok"], pushed.text

    history = (await http.get("/v1/policy/history")).json()["pushes"]

    assert [(p["requested"], p["version"], p["ok"], p["path"]) for p in history] == [
        (2, 2, True, str(tiny_model)), (1, 1, True, str(tiny_model))]
    assert [w["url"] for w in history[0]["workers"]] == [worker] and history[0]["at"] >= history[1]["at"]
    assert len((await http.get("/v1/policy/history?limit=1")).json()["pushes"]) == 1


async def test_a_push_no_worker_loads_is_kept_as_failed(gateway: tuple[httpx.AsyncClient, str], tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    http, _worker = gateway
    monkeypatch.setattr(policy, "check_checkpoint", lambda *args, **kwargs: None)  # let the worker refuse it
    refused = await http.post("/v1/policy", json={"path": str(tmp_path / "gone"), "version": 5})
    assert refused.status_code == 503

    [failed] = (await http.get("/v1/policy/history")).json()["pushes"]
    assert (failed["requested"], failed["version"], failed["ok"]) == (5, 0, False)
    assert "reload_weights" in failed["workers"][0]["error"]


async def test_the_history_takes_the_trainer_scope(gateway: tuple[httpx.AsyncClient, str]) -> None:
    http, _worker = gateway
    refused = await http.get("/v1/policy/history", headers={"Authorization": "Bearer jobs-token"})
    assert refused.status_code == 403
