"""Metrics every Rollgate service exports alike; each service binds its own `service` label."""

from __future__ import annotations

from prometheus_client import Counter

REDIS_ERRORS = Counter("rollgate_redis_errors_total", "Failed Redis calls, by service.", ["service"])
