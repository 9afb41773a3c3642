"""The UI's routes in a real gateway app over the session's Redis: scopes and tenancy of the
read-only endpoints, their OpenAPI entries, and the static pages with their security headers."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
import redis.asyncio as aioredis

from services.common.settings import Settings
from services.gateway.app import create_app

TOKENS = {"alice-token": {"name": "alice", "scopes": ["jobs"]}, "bob-token": {"name": "bob", "scopes": ["jobs"]},
          "trainer-token": {"name": "alice", "scopes": ["trainer"]}}
READS = ("/v1/jobs/{job}/groups", "/v1/jobs/{job}/stats", "/v1/jobs/{job}/trajectories/{job}-t0-s0")


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
async def http(redis_client: aioredis.Redis, redis_server: str) -> AsyncIterator[httpx.AsyncClient]:
    settings = Settings(redis_url=redis_server, namespace="rguiroutes", grpc_port=0, metrics_port=0,
                        inference_workers=[], tokens=TOKENS)  # type: ignore[arg-type]
    app = create_app(settings)
    async with (app.router.lifespan_context(app),
                httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gateway") as client):
        yield client


async def submit(http: httpx.AsyncClient) -> str:
    response = await http.post("/v1/jobs", json={"env": "countdown", "tasks": ["train-000001"], "group_size": 2},
                               headers=bearer("alice-token"))
    assert response.status_code == 202
    return str(response.json()["id"])


async def test_reads_reach_only_the_owners_jobs_with_the_jobs_scope(http: httpx.AsyncClient) -> None:
    job = await submit(http)
    paths = [path.format(job=job) for path in READS]

    owner = [(await http.get(path, headers=bearer("alice-token"))).status_code for path in paths]
    other = [(await http.get(path, headers=bearer("bob-token"))).status_code for path in paths]
    unscoped = [(await http.get(path, headers=bearer("trainer-token"))).status_code for path in paths]
    anonymous = [(await http.get(path)).status_code for path in paths]

    assert owner == [200, 200, 404]  # the trajectory is not played yet
    assert other == [404, 404, 404] and unscoped == [403, 403, 403] and anonymous == [401, 401, 401]


async def test_a_page_too_large_is_refused_naming_the_parameter(http: httpx.AsyncClient) -> None:
    job = await submit(http)
    response = await http.get(f"/v1/jobs/{job}/groups?limit=201", headers=bearer("alice-token"))

    assert response.status_code == 422 and response.json()["error"]["field"] == "limit"


async def test_the_groups_page_of_a_fresh_job_shows_its_episodes_queued(http: httpx.AsyncClient) -> None:
    job = await submit(http)
    page = (await http.get(f"/v1/jobs/{job}/groups", headers=bearer("alice-token"))).json()

    assert page["groups_total"] == 1 and page["next_offset"] == -1
    assert [t["status"] for t in page["groups"][0]["trajectories"]] == ["queued", "queued"]


async def test_the_read_endpoints_are_in_the_openapi_and_the_pages_are_not(http: httpx.AsyncClient) -> None:
    paths = (await http.get("/openapi.json")).json()["paths"]

    assert {"/v1/jobs/{job_id}/groups", "/v1/jobs/{job_id}/stats",
            "/v1/jobs/{job_id}/trajectories/{trajectory_id}"} <= set(paths)
    assert not [path for path in paths if path.startswith("/ui")]


@pytest.mark.parametrize(("path", "status", "kind"), [
    pytest.param("/ui/", 200, "text/html", id="index"),
    pytest.param("/ui/app.js", 200, "text/javascript", id="script"),
    pytest.param("/ui/style.css", 200, "text/css", id="style"),
    pytest.param("/ui/..%2Fapp.py", 404, "application/json", id="no-traversal"),
    pytest.param("/ui/favicon.ico", 404, "application/json", id="unlisted"),
])
async def test_static_pages(http: httpx.AsyncClient, path: str, status: int, kind: str) -> None:
    response = await http.get(path)

    assert response.status_code == status and response.headers["content-type"].startswith(kind)
    if status == 200:
        assert "connect-src 'self'" in response.headers["content-security-policy"]
        assert response.headers["x-content-type-options"] == "nosniff"


async def test_ui_without_a_slash_redirects(http: httpx.AsyncClient) -> None:
    response = await http.get("/ui")
    assert (response.status_code, response.headers["location"]) == (307, "/ui/")
