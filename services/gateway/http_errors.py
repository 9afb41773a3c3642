"""HTTP's side of the one error mapping (services/common/errors.py): every error answer has the
one `ErrorBody`, and every route documents the error answers it can give (`documented`), so the
OpenAPI document lists exactly the statuses a caller may see.

FastAPI's and Starlette's own errors (a body that does not parse, an unknown path, a method the
path does not take) are translated here too: 405 lists in `Allow` every method of the path,
not only those of the first route that matched it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException
from starlette.routing import Match

from services.common.errors import InvalidArgument, ServiceError
from services.gateway import metrics


class ErrorDetail(BaseModel):
    code: str = Field(description="invalid_argument, unauthenticated, permission_denied, not_found, "
                      "method_not_allowed, too_large, quota_exceeded, conflict, idempotency_conflict or unavailable.")
    message: str
    field: str = Field("", description="The request field at fault, by its dotted path; empty when none is.")


class ErrorBody(BaseModel):
    """Every error answer of the API."""

    error: ErrorDetail


def documented(*errors: type[ServiceError]) -> dict[int | str, dict[str, Any]]:
    """OpenAPI `responses` for the errors a route can raise: one entry per status, naming its errors."""
    by_status: dict[int, list[str]] = {}
    for error in errors:
        by_status.setdefault(error.http_status, []).append(error.summary)
    return {status: {"model": ErrorBody, "description": "; ".join(summaries)}
            for status, summaries in sorted(by_status.items())}


def install(app: FastAPI) -> None:
    """Answer every error of `app` with an ErrorBody."""
    app.add_exception_handler(ServiceError, _service_error)  # type: ignore[arg-type]
    app.add_exception_handler(RequestValidationError, _validation_error)  # type: ignore[arg-type]
    app.add_exception_handler(HTTPException, _http_error)  # type: ignore[arg-type]


def error_response(error: ServiceError, headers: Mapping[str, str] | None = None) -> JSONResponse:
    metrics.REQUESTS_REJECTED.labels(error.code).inc()
    return JSONResponse(error.body(), status_code=error.http_status, headers=headers)


async def _service_error(request: Request, exc: ServiceError) -> JSONResponse:
    return error_response(exc)


async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
    """The first problem, its field named by its dotted path; a header as a field (Last-Event-ID: last_event_id)."""
    first = exc.errors()[0]
    source, *path = [str(part) for part in first["loc"]]
    if source == "header":
        path = [part.lower().replace("-", "_") for part in path]
    elif source not in ("body", "query", "path"):
        path = [source, *path]
    field = ".".join(path)
    return error_response(InvalidArgument(f"{field}: {first['msg']}", field=field))


async def _http_error(request: Request, exc: HTTPException) -> JSONResponse:
    """Starlette's 404 and 405, and FastAPI's 400 for a body it could not decode (which is bad
    input like any other: 422 invalid_argument)."""
    if exc.status_code == 400:
        return error_response(InvalidArgument(f"body: {exc.detail}", field="body"))
    if exc.status_code == 405:
        return error_response(MethodNotAllowed(str(exc.detail)), {"Allow": ", ".join(_allowed_methods(request))})
    if exc.status_code == 404:
        return error_response(UnknownPath(str(exc.detail)), exc.headers)
    body = {"error": {"code": "http_error", "message": str(exc.detail), "field": ""}}
    return JSONResponse(body, status_code=exc.status_code, headers=exc.headers)


def _allowed_methods(request: Request) -> list[str]:
    """Every method some route of the app takes at the request's path."""
    methods: set[str] = set()
    for route in request.app.router.routes:
        match, _ = route.matches({**request.scope, "method": "GET"})
        if match != Match.NONE:
            methods |= getattr(route, "methods", None) or set()
    return sorted(methods)


class MethodNotAllowed(ServiceError):
    http_status, code, summary = 405, "method_not_allowed", "the path does not take this method (see Allow)"


class UnknownPath(ServiceError):
    http_status, code, summary = 404, "not_found", "no such path"
