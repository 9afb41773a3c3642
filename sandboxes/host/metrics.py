"""The sandboxes' Prometheus metrics, on the runner side only.

`prometheus_client` is imported on first use, never at import: this package also runs inside
sandboxes, with the standard library alone. Where it is not installed, every call here does
nothing.

    rollgate_sandbox_start_seconds{backend}   histogram: start until the env server is ready
    rollgate_sandbox_pool_size{env}           gauge: sandboxes of a warm pool (idle, busy, starting)
    rollgate_sandbox_pool_idle{env}           gauge: idle, ready sandboxes of a warm pool
    rollgate_sandbox_kills_total{reason}      counter: sandboxes that died or were killed, by reason
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

_START_BUCKETS = (0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30)


@functools.cache
def _metrics() -> dict[str, Any] | None:
    try:
        import prometheus_client as prometheus
    except ImportError:
        return None
    return {
        "start": prometheus.Histogram("rollgate_sandbox_start_seconds", "Time to start a sandbox until its env "
                                      "server is ready.", ["backend"], buckets=_START_BUCKETS),
        "size": prometheus.Gauge("rollgate_sandbox_pool_size", "Sandboxes of a warm pool: idle, in use and "
                                 "starting.", ["env"]),
        "idle": prometheus.Gauge("rollgate_sandbox_pool_idle", "Idle, ready sandboxes of a warm pool.", ["env"]),
        "kills": prometheus.Counter("rollgate_sandbox_kills_total", "Sandboxes that died or were killed, by "
                                    "reason (timeout, oom, cpu_limit, file_size_limit, crashed, idle_dead).",
                                    ["reason"]),
    }


def register() -> None:
    """Create the metrics now, so a runner exports them before its first sandbox starts."""
    _metrics()


def observe_start(backend: str, seconds: float) -> None:
    if metrics := _metrics():
        metrics["start"].labels(backend).observe(seconds)


def count_kill(reason: str) -> None:
    if metrics := _metrics():
        metrics["kills"].labels(reason).inc()


def track_pool(env: str, size: Callable[[], float], idle: Callable[[], float]) -> None:
    """Report a pool's size and idle count, read when the metrics are scraped."""
    if metrics := _metrics():
        metrics["size"].labels(env).set_function(size)
        metrics["idle"].labels(env).set_function(idle)
