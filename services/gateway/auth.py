"""Bearer-token authentication with scopes, shared by the HTTP and gRPC routers.

A known token becomes a `Principal`: who owns what it submits (the token's configured name, or
an id derived from the token), its scopes, quotas and the highest priority it may ask for.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass

from rollgate import Health

from services.common.errors import PermissionDenied, Unauthenticated
from services.common.settings import Quotas, Scope, TokenConfig, owner_id


@dataclass(frozen=True)
class Principal:
    """The caller, as its token says. An admin sees and acts on every owner's jobs."""

    owner: str
    scopes: frozenset[Scope]
    quotas: Quotas
    max_priority: int

    @property
    def is_admin(self) -> bool:
        return Scope.ADMIN in self.scopes

    def owner_filter(self) -> str | None:
        """The owner whose jobs this caller may touch; None: any owner's (admin)."""
        return None if self.is_admin else self.owner


class TokenAuth:
    """Maps `Authorization: Bearer <token>` to the token's Principal (from settings)."""

    def __init__(self, tokens: dict[str, list[Scope] | TokenConfig], default_quotas: Quotas | None = None,
                 default_max_priority: int = 9) -> None:
        self._principals: dict[bytes, Principal] = {}
        for token, value in tokens.items():
            config = value if isinstance(value, TokenConfig) else TokenConfig(scopes=list(value))
            self._principals[token.encode()] = Principal(
                owner=owner_id(token, config), scopes=frozenset(config.scopes),
                quotas=config.quotas or default_quotas or Quotas(),
                max_priority=default_max_priority if config.max_priority is None else config.max_priority)

    def check(self, authorization: str | None, scope: Scope) -> Principal:
        """The caller; Unauthenticated for a missing or unknown token, PermissionDenied without `scope`."""
        scheme, _, token = (authorization or "").partition(" ")
        if scheme.lower() != "bearer" or not token:
            raise Unauthenticated("missing bearer token (Authorization: Bearer <token>)")
        principal = self._principal(token.strip().encode())
        if principal is None:
            raise Unauthenticated("unknown token")
        if scope not in principal.scopes:
            raise PermissionDenied(f"token lacks the {scope.value!r} scope")
        return principal

    def allows(self, authorization: str | None, scope: Scope) -> bool:
        """Whether `authorization` carries a known token with `scope`; never raises."""
        try:
            self.check(authorization, scope)
        except (Unauthenticated, PermissionDenied):
            return False
        return True

    def _principal(self, token: bytes) -> Principal | None:
        found = None
        for known, principal in self._principals.items():
            if hmac.compare_digest(known, token):
                found = principal
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
