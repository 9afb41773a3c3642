"""Callers for tests that drive the gateway's service layer directly, without a token."""

from __future__ import annotations

from services.common.settings import Quotas, Scope
from services.gateway.auth import Principal

TESTER = Principal(owner="tester", scopes=frozenset({Scope.JOBS, Scope.TRAINER}), quotas=Quotas(), max_priority=9)
