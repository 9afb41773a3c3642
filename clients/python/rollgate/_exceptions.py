"""Errors raised by the Rollgate client.

    RollgateError
    ├── TransportError          the gateway could not be reached or did not answer in time
    │                           (raised after the bounded retries)
    └── APIError                the gateway answered with an error: status_code, code, message, field
        ├── InvalidRequest      400, 422
        ├── AuthenticationError 401
        ├── PermissionDenied    403
        ├── NotFound            404
        ├── Conflict            409
        ├── PayloadTooLarge     413
        ├── QuotaExceeded       429
        └── ServiceUnavailable  503

Any other error status is an `APIError` itself. httpx's exceptions never leave the client: they are
translated where they enter, by `TransportError.from_httpx` and `error_from_response`.
"""

from __future__ import annotations

from typing import Any

import httpx


class RollgateError(Exception):
    """Root of every error the client raises."""


class TransportError(RollgateError):
    """The request did not get an answer: connection refused or reset, or a timeout."""

    @classmethod
    def from_httpx(cls, exc: httpx.TransportError) -> TransportError:
        detail = str(exc) or type(exc).__name__
        try:
            return cls(f"{exc.request.method} {exc.request.url}: {detail}")
        except RuntimeError:  # the exception carries no request
            return cls(detail)


class APIError(RollgateError):
    """The gateway answered with an error status.

    `code` is the gateway's machine-readable code (invalid_argument, unauthenticated,
    permission_denied, not_found, too_large, conflict, unavailable, internal) and `field` names the
    offending request field when there is one.
    """

    def __init__(self, status_code: int, code: str, message: str, field: str = "") -> None:
        super().__init__(status_code, code, message, field)  # all four: the error pickles
        self.status_code = status_code
        self.code = code
        self.message = message
        self.field = field

    def __str__(self) -> str:
        where = f" (field {self.field})" if self.field else ""
        return f"{self.message}{where} [HTTP {self.status_code} {self.code}]"


class InvalidRequest(APIError):
    """The request was malformed or failed validation (400, 422)."""


class AuthenticationError(APIError):
    """No token, or a token the gateway does not accept (401)."""


class PermissionDenied(APIError):
    """The token is valid but may not do this (403)."""


class NotFound(APIError):
    """No such job, environment or route (404)."""


class Conflict(APIError):
    """The request clashes with the current state, e.g. a reused idempotency key (409)."""


class PayloadTooLarge(APIError):
    """The request body is over the gateway's limit (413)."""


class QuotaExceeded(APIError):
    """Over one of the token's quotas: queued episodes, active jobs, spec size, event streams (429)."""


class ServiceUnavailable(APIError):
    """The gateway or one of its dependencies is down or overloaded (503)."""


_BY_STATUS: dict[int, tuple[type[APIError], str]] = {
    400: (InvalidRequest, "invalid_argument"),
    401: (AuthenticationError, "unauthenticated"),
    403: (PermissionDenied, "permission_denied"),
    404: (NotFound, "not_found"),
    409: (Conflict, "conflict"),
    413: (PayloadTooLarge, "too_large"),
    422: (InvalidRequest, "invalid_argument"),
    429: (QuotaExceeded, "quota_exceeded"),
    503: (ServiceUnavailable, "unavailable"),
}


def error_from_response(response: httpx.Response) -> APIError:
    """The error for an HTTP error response; the body must have been read.

    Reads the gateway's `{"error": {"code", "message", "field"}}` body, FastAPI's `{"detail": ...}`,
    or any other text, so that a proxy's HTML page still gives a useful message.
    """
    cls, default_code = _BY_STATUS.get(response.status_code, (APIError, "internal"))
    code, message, field = _error_fields(response)
    return cls(response.status_code, code or default_code, message, field)


def _error_fields(response: httpx.Response) -> tuple[str, str, str]:
    fallback = response.text.strip()[:500] or response.reason_phrase or f"HTTP {response.status_code}"
    try:
        body = response.json()
    except ValueError:
        return "", fallback, ""
    error = body.get("error") if isinstance(body, dict) else None
    if isinstance(error, dict):
        return str(error.get("code", "")), str(error.get("message") or fallback), str(error.get("field", ""))
    if isinstance(body, dict) and "detail" in body:
        return "", *_fastapi_detail(body["detail"])
    return "", fallback, ""


def _fastapi_detail(detail: Any) -> tuple[str, str]:
    """Message and field from FastAPI's `detail`: a string, or a list of validation errors."""
    if isinstance(detail, list) and detail and isinstance(detail[0], dict):
        first = detail[0]
        location = [str(part) for part in first.get("loc", ()) if part not in ("body", "query", "path")]
        return str(first.get("msg", detail)), ".".join(location)
    return str(detail), ""
