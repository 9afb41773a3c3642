"""HTTP routes: parse, authorise, call the service, map the result to HTTP."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, AsyncIterator, Callable
from typing import Annotated

import anyio
from fastapi import APIRouter, Depends, Header, Query, Request, Response
from fastapi.responses import JSONResponse, StreamingResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from rollgate import (
    WORKER_URL_PATTERN,
    AckRequest,
    AckResponse,
    AddWorkerRequest,
    AgentInfo,
    EnvInfo,
    Health,
    Job,
    JobEvent,
    JobSpec,
    ListJobsRequest,
    ListJobsResponse,
    PolicyInfo,
    PullRequest,
    PullResponse,
    PushWeightsRequest,
    PushWeightsResponse,
    TaskStatsPage,
    TaskStatsRequest,
    WorkerInfo,
)
from starlette import types as asgi

from services.common.errors import (
    Conflict,
    IdempotencyConflict,
    InvalidArgument,
    NotFound,
    PayloadTooLarge,
    PermissionDenied,
    QuotaExceeded,
    Unauthenticated,
    Unavailable,
)
from services.common.settings import Scope
from services.gateway.auth import Principal, anonymous_health
from services.gateway.http_errors import documented
from services.gateway.openapi import sse_events
from services.gateway.service import GatewayService

router = APIRouter()
metrics_router = APIRouter()  # on its own port (settings.metrics_port), or beside `router` when that is 0


def service(request: Request) -> GatewayService:
    return request.app.state.service  # type: ignore[no-any-return]


BEARER = HTTPBearer(auto_error=False, description="A token of the gateway's `tokens` setting; each route "
                    "needs one of its scopes (jobs, trainer, push, admin).")
Bearer = Annotated[HTTPAuthorizationCredentials | None, Depends(BEARER)]


def require(scope: Scope) -> Callable[..., Principal]:
    """The caller, from the `Authorization` header; `Bearer` puts the scheme in the OpenAPI document."""

    def check(request: Request, _: Bearer) -> Principal:
        return request.app.state.auth.check(request.headers.get("authorization"), scope)  # type: ignore[no-any-return]

    return check


CALLER = (Unauthenticated, PermissionDenied, Unavailable)
"""What any call with a token can answer: the token is checked first, and Redis is behind every route."""
BODY = (PayloadTooLarge, InvalidArgument)
"""What any call with a body can answer besides."""


Service = Annotated[GatewayService, Depends(service)]
JobsCaller = Annotated[Principal, Depends(require(Scope.JOBS))]
TrainerCaller = Annotated[Principal, Depends(require(Scope.TRAINER))]
JobsScope = Depends(require(Scope.JOBS))
TrainerScope = Depends(require(Scope.TRAINER))
PushScope = Depends(require(Scope.PUSH))
AdminScope = Depends(require(Scope.ADMIN))
WorkerUrl = Annotated[str, Query(min_length=1, max_length=512, pattern=WORKER_URL_PATTERN)]


@router.post("/v1/jobs", status_code=202, response_model=Job, responses={
    200: {"model": Job, "description": "The job an earlier submit with the same idempotency key made."},
    **documented(*CALLER, *BODY, IdempotencyConflict, QuotaExceeded)})
async def submit_job(spec: JobSpec, svc: Service, caller: JobsCaller, response: Response) -> Job:
    """202 with the new job; 200 with the job an earlier submit of the same idempotency key made."""
    job, created = await svc.submit(spec, caller)
    if not created:
        response.status_code = 200
    return job


@router.get("/v1/jobs", response_model=ListJobsResponse, responses=documented(*CALLER, InvalidArgument))
async def list_jobs(svc: Service, caller: JobsCaller, request: Annotated[ListJobsRequest, Query()]) -> ListJobsResponse:
    """A page of the token's jobs (every owner's for an admin), newest first, without specs."""
    jobs, next_page_token = await svc.list_jobs(request, caller)
    return ListJobsResponse(jobs=jobs, next_page_token=next_page_token)


@router.get("/v1/jobs/{job_id}", response_model=Job, responses=documented(*CALLER, InvalidArgument, NotFound))
async def get_job(job_id: str, svc: Service, caller: JobsCaller) -> Job:
    return await svc.get_job(job_id, caller)


@router.delete("/v1/jobs/{job_id}", response_model=Job, responses=documented(*CALLER, InvalidArgument, NotFound))
async def cancel_job(job_id: str, svc: Service, caller: JobsCaller) -> Job:
    return await svc.cancel(job_id, caller)


LastEventId = Annotated[str, Header(alias="Last-Event-ID", max_length=64, pattern=r"^([0-9]{1,19}(-[0-9]{1,19})?)?$",
                                    description=(
    "Resume after this event id (a JobEvent.id seen before): the events after it, without a gap "
    "or a repeat"))]

@router.get("/v1/jobs/{job_id}/events", response_class=StreamingResponse, responses={
    200: {"content": {"text/event-stream": {"itemSchema": sse_events("JobEvent")}},
          "description": "`event: <type>` and `data: <JobEvent as JSON>` per event; `: keep-alive` comments."},
    **documented(*CALLER, InvalidArgument, NotFound, QuotaExceeded)})
async def job_events(job_id: str, svc: Service, caller: JobsCaller,
                     last_event_id: LastEventId = "") -> StreamingResponse:
    """Server-sent events: a snapshot, then progress, closed after the job ends. Each event has its
    `id:`; a client that lost the stream sends the last one as Last-Event-ID and goes on after it."""
    events = svc.watch(job_id, caller, last_event_id)
    first = await anext(events)  # raises NotFound or QuotaExceeded before the stream starts
    return EventStream(first, events)


class EventStream(StreamingResponse):
    """A watch as server-sent events, closed with the response however the response ends, so the
    watch gives its stream's lease back at once.

    When the client leaves, Starlette notices at once (it listens for the disconnect under the
    ASGI 2.3 that uvicorn speaks) and cancels the response wherever it is: inside the watch,
    whose own cleanup then runs; or at a write, or before the body even started, where nothing
    would close the watch until the garbage collector came by."""

    def __init__(self, first: JobEvent | None, events: AsyncGenerator[JobEvent | None]) -> None:
        super().__init__(_sse_lines(first, events), media_type="text/event-stream",
                         headers={"Cache-Control": "no-cache"})
        self._events = events

    async def __call__(self, scope: asgi.Scope, receive: asgi.Receive, send: asgi.Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            with anyio.CancelScope(shield=True):
                await self._events.aclose()


async def _sse_lines(first: JobEvent | None, events: AsyncIterator[JobEvent | None]) -> AsyncIterator[str]:
    yield _sse(first)
    async for event in events:
        yield _sse(event)


def _sse(event: JobEvent | None) -> str:
    if event is None:
        return ": keep-alive\n\n"
    return f"id: {event.id}\nevent: {event.type}\ndata: {event.model_dump_json()}\n\n"


@router.post("/v1/jobs/{job_id}/pull", response_model=PullResponse, responses=documented(*CALLER, *BODY, NotFound))
async def pull_groups(job_id: str, request: PullRequest, svc: Service, caller: TrainerCaller) -> PullResponse:
    return PullResponse(groups=await svc.pull(job_id, request, caller))


@router.post("/v1/jobs/{job_id}/ack", response_model=AckResponse, responses=documented(*CALLER, *BODY, NotFound))
async def ack_groups(job_id: str, request: AckRequest, svc: Service, caller: TrainerCaller) -> AckResponse:
    return AckResponse(acked=await svc.ack(job_id, request.group_ids, caller))


@router.get("/v1/tasks/stats", response_model=TaskStatsPage, responses=documented(*CALLER, InvalidArgument, NotFound))
async def task_stats(svc: Service, caller: JobsCaller, request: Annotated[TaskStatsRequest, Query()]) -> TaskStatsPage:
    """A page of a lineage's per-task statistics (the trainer's run a job's `draw.lineage` names),
    most recently updated first: what the draw strategies read (docs/sampling.md). A lineage is
    its owner's: another token's of the same name is another lineage; `owner` is for admins."""
    return await svc.task_stats(request, caller)


@router.get("/v1/envs", dependencies=[JobsScope], responses=documented(Unauthenticated, PermissionDenied))
async def list_envs(svc: Service) -> dict[str, list[EnvInfo]]:
    return {"envs": svc.envs()}


@router.get("/v1/agents", dependencies=[JobsScope], responses=documented(Unauthenticated, PermissionDenied))
async def list_agents(svc: Service) -> dict[str, list[AgentInfo]]:
    """The installed agents (docs/agents.md): a job names one in `agent`; each env's default is in GET /v1/envs."""
    return {"agents": await asyncio.to_thread(svc.agents)}


@router.get("/v1/policy", response_model=PolicyInfo, dependencies=[TrainerScope], responses=documented(*CALLER))
async def get_policy(svc: Service) -> PolicyInfo:
    return await svc.policy.info()


@router.post("/v1/policy", response_model=PushWeightsResponse, dependencies=[PushScope],
             responses=documented(*CALLER, *BODY, Conflict))
async def push_weights(request: PushWeightsRequest, svc: Service) -> PushWeightsResponse:
    """Load new weights on every worker (pause, reload, set version, resume); outcome per worker."""
    return await svc.policy.push(request)


@router.get("/v1/workers", dependencies=[AdminScope], responses=documented(*CALLER))
async def list_workers(svc: Service) -> dict[str, list[WorkerInfo]]:
    return {"workers": await svc.policy.workers()}


@router.post("/v1/workers", response_model=WorkerInfo, status_code=201, dependencies=[AdminScope],
             responses=documented(*CALLER, *BODY))
async def add_worker(request: AddWorkerRequest, svc: Service) -> WorkerInfo:
    return await svc.policy.add_worker(request.url)


@router.delete("/v1/workers", status_code=204, dependencies=[AdminScope],
               responses=documented(*CALLER, InvalidArgument, NotFound))
async def remove_worker(url: WorkerUrl, svc: Service) -> Response:
    await svc.policy.remove_worker(url)
    return Response(status_code=204)


@router.get("/healthz")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/readyz", response_model=Health, responses={503: {"model": Health, "description": "Not ready: Redis "
            "unreachable, or no healthy inference worker."}}, openapi_extra={"security": [{}, {"HTTPBearer": []}]})
async def readyz(request: Request, svc: Service) -> JSONResponse:
    """Open to anyone (probes carry no token); worker URLs only for an admin token."""
    health = await svc.health()
    if not request.app.state.auth.allows(request.headers.get("authorization"), Scope.ADMIN):
        health = anonymous_health(health)
    return JSONResponse(health.model_dump(), status_code=200 if health.status == "ok" else 503)


@metrics_router.get("/metrics", response_class=Response, responses={
    200: {"content": {CONTENT_TYPE_LATEST.split(";")[0]: {"schema": {"type": "string"}}},
          "description": "Prometheus text exposition format."}})
async def metrics(request: Request) -> Response:
    await request.app.state.refresh_metrics()
    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
