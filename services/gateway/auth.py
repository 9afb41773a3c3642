"""Bearer-token authentication with scopes, shared by the HTTP and gRPC routers."""

from __future__ import annotations

import hmac

from rollgate._models import Health

from services.common.errors import PermissionDenied, Unauthenticated
from services.common.settings import Scope


class TokenAuth:
    """Maps `Authorization: Bearer <token>` to the token's scopes (from settings)."""

    def __init__(self, tokens: dict[str, list[Scope]]) -> None:
        self._tokens = {token.encode(): frozenset(scopes) for token, scopes in tokens.items()}

    def check(self, authorization: str | None, scope: Scope) -> None:
        """Raise Unauthenticated for a missing or unknown token, PermissionDenied without `scope`."""
        scheme, _, token = (authorization or "").partition(" ")
        if scheme.lower() != "bearer" or not token:
            raise Unauthenticated("missing bearer token (Authorization: Bearer <token>)")
        scopes = self._scopes(token.strip().encode())
        if scopes is None:
            raise Unauthenticated("unknown token")
        if scope not in scopes:
            raise PermissionDenied(f"token lacks the {scope.value!r} scope")

    def allows(self, authorization: str | None, scope: Scope) -> bool:
        """Whether `authorization` carries a known token with `scope`; never raises."""
        try:
            self.check(authorization, scope)
        except (Unauthenticated, PermissionDenied):
            return False
        return True

    def _scopes(self, token: bytes) -> frozenset[Scope] | None:
        found = None
        for known, scopes in self._tokens.items():
            if hmac.compare_digest(known, token):
                found = scopes
        return found


def anonymous_health(health: Health) -> Health:
    """Readiness as anyone may see it: the status and every check's outcome, but a check named by
    a URL (an inference worker) renamed `worker-<i>`, so only an admin token learns where workers are."""
    checks: dict[str, str] = {}
    workers = 0
    for name, outcome in health.checks.items():
        if "://" in name:
            name, workers = f"worker-{workers}", workers + 1
        checks[name] = outcome
    return Health(status=health.status, checks=checks)
