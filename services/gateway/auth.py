"""Bearer-token authentication with scopes, shared by the HTTP and gRPC routers."""

from __future__ import annotations

import hmac

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

    def _scopes(self, token: bytes) -> frozenset[Scope] | None:
        found = None
        for known, scopes in self._tokens.items():
            if hmac.compare_digest(known, token):
                found = scopes
        return found
