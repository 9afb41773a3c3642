"""The errors the services raise, and their one mapping to HTTP and gRPC.

    ServiceError
    ├── InvalidArgument      bad input; names the field         422 / INVALID_ARGUMENT
    ├── Unauthenticated      missing or unknown token           401 / UNAUTHENTICATED
    ├── PermissionDenied     token lacks the scope              403 / PERMISSION_DENIED
    ├── NotFound             no such job (or another owner's)   404 / NOT_FOUND
    ├── PayloadTooLarge      body over the configured size      413 / RESOURCE_EXHAUSTED
    ├── QuotaExceeded        over a quota or the per-job cap    429 / RESOURCE_EXHAUSTED
    ├── Conflict             clashes with the current state      409 / FAILED_PRECONDITION
    │   └── IdempotencyConflict  key reused with another spec   409 / ALREADY_EXISTS
    └── Unavailable          Redis or inference unreachable     503 / UNAVAILABLE

Another owner's job is NotFound, never PermissionDenied: a token learns nothing of jobs it may
not touch, not even that they exist.

Foreign errors (redis, httpx) are translated where they enter: see `translate_redis_errors`
(and `translates_redis_errors`, which marks each Redis-backed method of services/common).
Over HTTP every error is the one body (services/gateway/http_errors.py), and each route lists
the statuses it can answer in the OpenAPI document by these classes' `summary`; over gRPC a
request that does not even parse is InvalidArgument too (services/gateway/grpc_requests.py).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from typing import Any, ParamSpec, TypeVar

import grpc
import redis.exceptions

P = ParamSpec("P")
T = TypeVar("T")


class ServiceError(Exception):
    http_status = 500
    grpc_code = grpc.StatusCode.INTERNAL
    code = "internal"
    summary = "an unexpected server error"
    """What the error means, for the API's documentation of the statuses a call can answer."""

    def __init__(self, message: str, *, field: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.field = field

    def body(self) -> dict[str, dict[str, str]]:
        return {"error": {"code": self.code, "message": self.message, "field": self.field}}


class InvalidArgument(ServiceError):
    http_status, grpc_code, code = 422, grpc.StatusCode.INVALID_ARGUMENT, "invalid_argument"
    summary = "bad input: `error.field` names the field"


class Unauthenticated(ServiceError):
    http_status, grpc_code, code = 401, grpc.StatusCode.UNAUTHENTICATED, "unauthenticated"
    summary = "missing or unknown bearer token"


class PermissionDenied(ServiceError):
    http_status, grpc_code, code = 403, grpc.StatusCode.PERMISSION_DENIED, "permission_denied"
    summary = "the token lacks the scope, or asks for more than it may"


class NotFound(ServiceError):
    http_status, grpc_code, code = 404, grpc.StatusCode.NOT_FOUND, "not_found"
    summary = "no such job or worker (or another owner's job)"


class PayloadTooLarge(ServiceError):
    http_status, grpc_code, code = 413, grpc.StatusCode.RESOURCE_EXHAUSTED, "too_large"
    summary = "request body over the configured size"


class QuotaExceeded(ServiceError):
    http_status, grpc_code, code = 429, grpc.StatusCode.RESOURCE_EXHAUSTED, "quota_exceeded"
    summary = "over one of the token's quotas, or the episodes one job may hold"


class Conflict(ServiceError):
    http_status, grpc_code, code = 409, grpc.StatusCode.FAILED_PRECONDITION, "conflict"
    summary = "clashes with the current state (e.g. another weight push in progress)"


class IdempotencyConflict(Conflict):
    http_status, grpc_code, code = 409, grpc.StatusCode.ALREADY_EXISTS, "idempotency_conflict"
    summary = "idempotency key used before with another spec"


class Unavailable(ServiceError):
    http_status, grpc_code, code = 503, grpc.StatusCode.UNAVAILABLE, "unavailable"
    summary = "Redis or inference unreachable"


@contextmanager
def translate_redis_errors() -> Iterator[None]:
    """Report an unreachable or failing Redis as `Unavailable`, never as a bad request."""
    try:
        yield
    except (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError) as exc:
        raise Unavailable(f"redis unreachable: {exc}") from exc
    except redis.exceptions.RedisError as exc:
        raise Unavailable(f"redis error: {exc}") from exc


def translates_redis_errors(method: Callable[P, Coroutine[Any, Any, T]]) -> Callable[P, Coroutine[Any, Any, T]]:
    """`method` (a coroutine function) with `translate_redis_errors` around it: the Redis-backed
    classes of services/common mark each method that reaches Redis so, and both services catch
    `Unavailable`, never redis-py's own errors."""

    @functools.wraps(method)
    async def translated(*args: P.args, **kwargs: P.kwargs) -> T:
        with translate_redis_errors():
            return await method(*args, **kwargs)

    return translated
