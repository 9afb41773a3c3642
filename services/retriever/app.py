"""The retrieval server's HTTP app: POST /retrieve (Search-R1's API) and GET /healthz.

The body is JSON whatever its Content-Type. Errors map in one place: a malformed body is
400; a body that breaks the request model is 422 naming each field at fault, as in
`{"error": "topk: Input should be less than or equal to 100"}`; a backend failure is its
`RetrieverError` status (502 upstream failed, 504 too slow). The server's bounds on body size
and concurrency (`limits.RequestLimits`) answer 413 (the connection closed) and 503.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, Protocol

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from pydantic import ValidationError

from services.retriever.bm25 import Hit
from services.retriever.errors import RequestTooLarge, RetrieverError
from services.retriever.limits import Limits, Load, RequestLimits
from services.retriever.protocol import RetrieveRequest, response

_REQUEST_BODY = {
    "requestBody": {"required": True, "content": {"application/json": {"schema": RetrieveRequest.model_json_schema()}}}
}
"""The body is read as JSON whatever its content type (some Search-R1 clients send none), so
the schema is declared here rather than inferred from a parameter."""


class Backend(Protocol):
    """What answers searches: the BM25 index or a remote retriever."""

    async def retrieve(self, queries: list[str], topk: int) -> list[list[Hit]]: ...
    def health(self) -> dict[str, object]: ...
    async def aclose(self) -> None: ...


def create_app(backend: Backend, default_topk: int = 3, limits: Limits | None = None) -> FastAPI:
    """The app serving `backend` within `limits` (default: `Limits()`); `default_topk` answers
    requests that give no topk."""
    load = Load()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        yield
        await backend.aclose()

    app = FastAPI(title="Rollgate retriever", lifespan=lifespan)
    app.add_exception_handler(RetrieverError, _retriever_failed)  # type: ignore[arg-type]
    app.add_middleware(RequestLimits, limits=limits or Limits(), load=load)

    @app.post("/retrieve", openapi_extra=_REQUEST_BODY)
    async def retrieve(request: Request) -> Any:
        try:
            body = RetrieveRequest.model_validate_json(await request.body())
        except ValidationError as exc:
            return _invalid_request(exc)
        hits = await backend.retrieve(body.query_list, body.topk or default_topk)
        return response(hits, body.return_scores)

    @app.get("/healthz")
    async def healthz() -> dict[str, object]:
        return {"status": "ok", **backend.health(), "load": {"in_progress": load.in_progress, "waiting": load.waiting}}

    return app


def _invalid_request(exc: ValidationError) -> JSONResponse:
    errors = exc.errors()
    status = 400 if any(error["type"] == "json_invalid" for error in errors) else 422
    return JSONResponse({"error": "; ".join(_describe(error) for error in errors)}, status_code=status)


def _describe(error: Any) -> str:
    """`queries[0]: String should have at least 1 character`: the field path, then the problem."""
    if error["type"] == "json_invalid":
        return f"body: not valid JSON ({error.get('ctx', {}).get('error', error['msg'])})"
    path = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in error["loc"]).lstrip(".")
    return f"{path or 'body'}: {error['msg'].removeprefix('Value error, ')}"


async def _retriever_failed(request: Request, exc: RetrieverError) -> JSONResponse:
    """The error as JSON; a body too large also closes the connection (the rest is unread)."""
    headers = {"Connection": "close"} if isinstance(exc, RequestTooLarge) else None
    return JSONResponse({"error": str(exc)}, status_code=exc.status_code, headers=headers)
