"""The web UI: its static pages at /ui and the read-only endpoints it needs (in the OpenAPI).

The pages are plain HTML, JavaScript and CSS from `ui/` (no build step, nothing fetched from
elsewhere: a content security policy allows this origin only). They call the API with the
token the user signs in with, kept in the browser's session storage; the endpoints here take
the `jobs` scope and reach only the caller's own jobs, like every job route. What the pages
show of workers and the policy comes from the existing `/v1/workers` (admin) and `/v1/policy`
(trainer) routes, and the push history from `/v1/policy/history` (trainer).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import FileResponse, RedirectResponse
from pydantic import BaseModel
from rollgate import TrajectoryPage

from services.common.errors import InvalidArgument, NotFound
from services.gateway.http_errors import documented
from services.gateway.http_router import CALLER, JobsCaller, Service, TrainerScope
from services.gateway.inspection import GroupPage, JobInspector, JobStats, TrajectoryView
from services.gateway.policy import HISTORY_LENGTH, PushRecord
from services.gateway.service import GatewayService
from services.inference.pool import Worker

UI_DIR = Path(__file__).resolve().parent / "ui"
ASSETS = {"index.html": "text/html", "app.js": "text/javascript", "style.css": "text/css"}
MAX_GROUPS_PAGE = 200
MAX_TRAJECTORY_GROUPS = 50
"""Groups a page of whole trajectories holds at most (a SWE episode's is about 100 kB)."""
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                               "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-cache",
}

ui_router = APIRouter(tags=["inspection"])
ERRORS = documented(*CALLER, InvalidArgument, NotFound)


def inspector(request: Request, svc: Service) -> JobInspector:
    """One per app, so the tokenizer it loads is kept between requests."""
    state = request.app.state
    if getattr(state, "inspector", None) is None:
        state.inspector = JobInspector(svc.store, _served_model_path(svc), svc.settings.tokenizer)
    return state.inspector  # type: ignore[no-any-return]


def _served_model_path(svc: GatewayService) -> Callable[[], Awaitable[str]]:
    async def path() -> str:
        await svc.policy.pool.refresh(max_age_s=1.0)
        healthy: list[Worker] = [w for w in svc.policy.pool.workers.values() if w.healthy and w.model_path]
        return healthy[0].model_path if healthy else ""

    return path


Inspector = Annotated[JobInspector, Depends(inspector)]


@ui_router.get("/v1/jobs/{job_id}/groups", response_model=GroupPage, responses=ERRORS)
async def job_groups(job_id: str, inspect: Inspector, caller: JobsCaller,
                     offset: Annotated[int, Query(ge=0)] = 0,
                     limit: Annotated[int, Query(ge=1, le=MAX_GROUPS_PAGE)] = 25) -> GroupPage:
    """A page of the job's groups in task order: each episode's status, reward, GRPO advantage
    (once its group is complete), turns, tokens and time. Acknowledged episodes have no contents."""
    return await inspect.groups(job_id, caller.owner_filter(), offset, limit)


@ui_router.get("/v1/jobs/{job_id}/stats", response_model=JobStats, responses=ERRORS)
async def job_stats(job_id: str, inspect: Inspector, caller: JobsCaller) -> JobStats:
    """Reward histogram, status breakdown and throughput over every finished episode; stage
    timings over the most recently finished trajectories still held."""
    return await inspect.stats(job_id, caller.owner_filter())


@ui_router.get("/v1/jobs/{job_id}/trajectories", response_model=TrajectoryPage, responses=ERRORS)
async def job_trajectories(job_id: str, inspect: Inspector, caller: JobsCaller,
                           offset: Annotated[int, Query(ge=0)] = 0,
                           limit: Annotated[int, Query(ge=1, le=MAX_TRAJECTORY_GROUPS)] = 10) -> TrajectoryPage:
    """A page of the job's groups as their whole trajectories (token ids, masks, logprobs, steps),
    read without pulling or acknowledging anything: for exporting a job (`rollgate export`).
    Episodes not finished yet, or whose group a trainer acknowledged, are counted as missing."""
    return await inspect.trajectories(job_id, caller.owner_filter(), offset, limit)


@ui_router.get("/v1/jobs/{job_id}/trajectories/{trajectory_id}", response_model=TrajectoryView, responses=ERRORS)
async def job_trajectory(job_id: str, trajectory_id: str, inspect: Inspector, caller: JobsCaller) -> TrajectoryView:
    """One finished trajectory (until a trainer acknowledges its group), with each token's text."""
    return await inspect.trajectory(job_id, caller.owner_filter(), trajectory_id)


class PushHistory(BaseModel):
    pushes: list[PushRecord]


@ui_router.get("/v1/policy/history", response_model=PushHistory, dependencies=[TrainerScope],
               responses=documented(*CALLER, InvalidArgument))
async def policy_history(svc: Service, limit: Annotated[int, Query(ge=1, le=HISTORY_LENGTH)] = 20) -> PushHistory:
    """The latest weight pushes, newest first, each with its outcome per worker (failed ones too)."""
    return PushHistory(pushes=await svc.policy.history(limit))


@ui_router.get("/ui", include_in_schema=False)
async def ui_root() -> RedirectResponse:
    return RedirectResponse("/ui/", status_code=307)


@ui_router.get("/ui/", include_in_schema=False)
async def ui_index() -> FileResponse:
    return _asset("index.html")


@ui_router.get("/ui/{name}", include_in_schema=False)
async def ui_asset(name: str) -> FileResponse:
    return _asset(name)


def _asset(name: str) -> FileResponse:
    if name not in ASSETS:
        raise NotFound(f"no UI file {name!r}", field="name")
    return FileResponse(UI_DIR / name, media_type=ASSETS[name], headers=SECURITY_HEADERS)
