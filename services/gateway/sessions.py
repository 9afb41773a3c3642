"""The session routes' service: grants sessions to a job's owner, checks each request's session
credential and forwards it over Redis to the runner that plays the session
(services/common/sessions.py), then answers in OpenAI's format, as one chat completion or as
its chunks (server-sent events) for a streaming client.

A session's reply is whole when it arrives (the runner generates token-in/token-out, and the
turn's tokens are kept exactly): a stream carries it as OpenAI's chunks, the content in one
delta, each tool call in one, then the finish reason and, if asked, the usage.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from services.common.errors import Conflict, NotFound, ServiceError, Unauthenticated, Unavailable
from services.common.sessions import RunnerLost, SessionChannel, SessionClosed, SessionReply
from services.common.store import JobStore
from services.gateway.auth import Principal
from services.gateway.session_models import (
    ChatCompletion,
    ChatCompletionRequest,
    EnvReset,
    EnvStep,
    Finished,
    FinishRequest,
    InvalidRequest,
    SessionConflict,
    SessionEnded,
    SessionGrant,
    TurnsSpent,
)


@dataclass
class SessionService:
    store: JobStore
    channel: SessionChannel

    async def next(self, job_id: str, wait_s: float, caller: Principal, base_url: str) -> SessionGrant | None:
        """The job's next session, with a new credential; None if none opens within `wait_s`."""
        spec = (await self.store.get_job(job_id, caller.owner_filter())).spec  # NotFound unless the caller's
        if spec.agent is None or not spec.agent.external:
            raise Conflict(f"job {job_id!r} is played by a built-in agent: it has no sessions", field="job_id")
        if spec.agent.callback_url:
            raise Conflict(f"job {job_id!r} sends its sessions to its callback_url", field="job_id")
        granted = await self.channel.grant_next(job_id, wait_s)
        if granted is None:
            return None
        _, grant, credential = granted
        return SessionGrant(**grant, api_key=credential, base_url=base_url.rstrip("/") + grant["path"])

    async def call(self, session: str, credential: str, op: str, body: dict[str, Any]) -> dict[str, Any]:
        """Forward one request of the session `credential` is of; its reply's body."""
        record = await self.channel.authenticate(session, credential)
        outcome = await self.channel.call(session, op, body, float(record.get("reply_timeout_s") or 300),
                                          pulse_s=float(record.get("pulse_s") or 0))
        if isinstance(outcome, SessionClosed):
            why = f"{outcome.status}: {outcome.reason}" if outcome.reason else outcome.status
            raise SessionEnded(f"session {session!r} has ended ({why})", field="session_id")
        if isinstance(outcome, RunnerLost):
            raise Unavailable(f"the runner playing session {session!r} stopped (no sign of it for "
                              f"{outcome.silent_s:.0f} s): the episode is played again as a new session, to be "
                              "obtained again")
        if outcome is None:
            raise Unavailable(f"the runner of session {session!r} did not answer in time")
        if outcome.status != 200:
            raise _error(outcome)
        return outcome.body

    async def chat(self, session: str, credential: str, request: ChatCompletionRequest) -> ChatCompletion:
        body = await self.call(session, credential, "chat", request.forwarded())
        return ChatCompletion(id=f"chatcmpl-{secrets.token_hex(12)}", created=int(time.time()),
                              model=request.model or "rollgate-policy",
                              choices=[{"message": body["message"], "finish_reason": body["finish_reason"]}],
                              usage=body["usage"])

    async def reset(self, session: str, credential: str) -> EnvReset:
        return EnvReset(**await self.call(session, credential, "reset", {}))

    async def step(self, session: str, credential: str, action: str) -> EnvStep:
        return EnvStep(**await self.call(session, credential, "step", {"action": action}))

    async def finish(self, session: str, credential: str, request: FinishRequest) -> Finished:
        return Finished(**await self.call(session, credential, "finish", request.model_dump(exclude_none=True)))


def parse(model: type[BaseModel], raw: bytes) -> Any:
    """A session route's body as `model`; InvalidRequest (400) naming the first bad field."""
    try:
        return model.model_validate_json(raw or b"{}")
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or "body"
        raise InvalidRequest(f"{field}: {first['msg'].removeprefix('Value error, ')}", field=field) from None


def stream_chunks(completion: ChatCompletion, include_usage: bool) -> Iterator[str]:
    """`completion` as OpenAI's chat.completion.chunk events, then `data: [DONE]`."""
    choice = completion.choices[0]
    head = {"id": completion.id, "object": "chat.completion.chunk", "created": completion.created,
            "model": completion.model}

    def chunk(delta: dict[str, Any], finish_reason: str | None = None) -> str:
        body = {**head, "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason, "logprobs": None}]}
        return f"data: {json.dumps(body)}\n\n"

    reasoning = {"reasoning": choice.message.reasoning} if choice.message.reasoning is not None else {}
    yield chunk({"role": "assistant", **reasoning, "content": choice.message.content or ""})
    for index, call in enumerate(choice.message.tool_calls or []):
        yield chunk({"tool_calls": [{"index": index, **call.model_dump()}]})
    yield chunk({}, choice.finish_reason)
    if include_usage:
        yield f"data: {json.dumps({**head, 'choices': [], 'usage': completion.usage.model_dump()})}\n\n"
    yield "data: [DONE]\n\n"


def bearer(authorization: str | None) -> str:
    scheme, _, credential = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or not credential.strip():
        raise Unauthenticated("missing bearer token: a session's routes take its credential (Authorization: Bearer "
                              "<api_key>)")
    return credential.strip()


def _error(reply: SessionReply) -> ServiceError:
    """The runner's refusal as the gateway's error: 400 bad input, 403 turns spent, 404 ended (or
    unknown), 409 not now."""
    message, field, code = reply.body.get("message", ""), reply.body.get("field", ""), reply.body.get("code", "")
    error: ServiceError
    if reply.status == 400:
        error = InvalidRequest(message, field=field)
    elif reply.status == 403:
        error = TurnsSpent(message, field=field)
    elif reply.status == 409:
        error = SessionConflict(message, field=field)
    elif reply.status == 404:
        error = SessionEnded(message, field=field) if code == SessionEnded.code else NotFound(message, field=field)
    else:
        error = Unavailable(message)
    if code:
        error.code = code
    return error
