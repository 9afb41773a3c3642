"""HTTP routes of sessions (docs/agents.md): a job's owner obtains sessions; an external agent, with
a session's credential, talks to `/v1/sessions/{session_id}/...` as to OpenAI's API."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import StreamingResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel

from services.common.errors import Conflict, NotFound, PayloadTooLarge, Unauthenticated, Unavailable
from services.gateway.http_errors import documented
from services.gateway.http_router import BODY, CALLER, JobsCaller
from services.gateway.session_models import (
    ChatCompletion,
    ChatCompletionRequest,
    EnvReset,
    EnvStep,
    EnvStepRequest,
    Finished,
    FinishRequest,
    InvalidRequest,
    NextSession,
    NextSessionRequest,
    SessionConflict,
    SessionEnded,
    TurnsSpent,
)
from services.gateway.sessions import SessionService, bearer, parse, stream_chunks

session_router = APIRouter()

SESSION_BEARER = HTTPBearer(auto_error=False, scheme_name="SessionCredential", description=(
    "A session's credential (SessionGrant.api_key): it acts on that session only."))
SessionBearer = Annotated[HTTPAuthorizationCredentials | None, Depends(SESSION_BEARER)]


def credential(http: Request, _: SessionBearer) -> str:
    """The session credential the request carries; Unauthenticated without one."""
    return bearer(http.headers.get("authorization"))


Credential = Annotated[str, Depends(credential)]
SESSION = (Unauthenticated, NotFound, SessionEnded, Unavailable, PayloadTooLarge, InvalidRequest)
"""What every session route can answer: no credential, not this session's or ended, its runner
silent, a body too large or bad (400, as OpenAI)."""


def sessions(request: Request) -> SessionService:
    return request.app.state.sessions  # type: ignore[no-any-return]


Sessions = Annotated[SessionService, Depends(sessions)]


def _body(model: type[BaseModel]) -> dict[str, Any]:
    """`openapi_extra` documenting a body the route parses itself (so that bad input is 400, not 422)."""
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": model.model_json_schema()}}}}


@session_router.post("/v1/jobs/{job_id}/sessions:next", response_model=NextSession,
                     responses=documented(*CALLER, *BODY, NotFound, Conflict))
async def next_session(job_id: str, request: NextSessionRequest, svc: Sessions, caller: JobsCaller,
                       http: Request) -> NextSession:
    """The job's next session (kind external, no callback_url), waiting up to `wait_s` for one to
    open; its credential is shown here only. `session` is null when none opened in time."""
    grant = await svc.next(job_id, request.wait_s, caller, str(http.base_url))
    return NextSession(session=grant)


@session_router.post("/v1/sessions/{session_id}/chat/completions", response_model=ChatCompletion, openapi_extra={
    **_body(ChatCompletionRequest)}, responses={
    200: {"content": {"text/event-stream": {"schema": {"type": "string"}}},
          "description": "A chat completion; with `stream`, its chunks as server-sent events, then `data: [DONE]`."},
    **documented(*SESSION, TurnsSpent)})
async def chat_completions(session_id: str, http: Request, svc: Sessions, key: Credential) -> Any:
    """OpenAI's Chat Completions, generated token-in/token-out on the session's worker (n=1)."""
    request = parse(ChatCompletionRequest, await http.body())
    completion = await svc.chat(session_id, key, request)
    if not request.stream:
        return completion
    usage = bool((request.stream_options or {}).get("include_usage"))
    return StreamingResponse(stream_chunks(completion, usage), media_type="text/event-stream",
                             headers={"Cache-Control": "no-cache"})


@session_router.post("/v1/sessions/{session_id}/env/reset", response_model=EnvReset,
                     responses=documented(*SESSION, SessionConflict))
async def env_reset(session_id: str, svc: Sessions, key: Credential) -> EnvReset:
    """The episode's first observation: its env was reset with the episode's task and seed (once)."""
    return await svc.reset(session_id, key)


@session_router.post("/v1/sessions/{session_id}/env/step", response_model=EnvStep, openapi_extra=_body(EnvStepRequest),
                     responses=documented(*SESSION, SessionConflict))
async def env_step(session_id: str, http: Request, svc: Sessions, key: Credential) -> EnvStep:
    """Step the episode's env with `action`; its observation and reward go on the session's last turn."""
    request = parse(EnvStepRequest, await http.body())
    return await svc.step(session_id, key, request.action)


@session_router.post("/v1/sessions/{session_id}/finish", response_model=Finished, openapi_extra=_body(FinishRequest),
                     responses=documented(*SESSION, SessionConflict))
async def finish(session_id: str, http: Request, svc: Sessions, key: Credential) -> Finished:
    """End the session; for env `external`, with the agent's reward, status and info."""
    request = parse(FinishRequest, await http.body())
    return await svc.finish(session_id, key, request)
