"""Prometheus metrics of the inference pool and of weight updates."""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram

REQUESTS = Counter("rollgate_inference_requests_total", "Generate calls, by worker and outcome.",
                   ["worker", "outcome"])
REQUEST_SECONDS = Histogram("rollgate_inference_request_seconds", "Latency of one generate call.", ["worker"],
                            buckets=(0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120))
OUTSTANDING = Gauge("rollgate_inference_outstanding", "Generate calls in flight from this process.", ["worker"])
INTERRUPTED = Counter("rollgate_inference_interrupted_total", "Generations a weight push aborted mid-turn "
                      "(push_pause_mode abort), resumed or sampled again.", ["worker"])
HEALTHY = Gauge("rollgate_inference_worker_healthy", "1 when the worker is healthy and in routing.", ["worker"])
VERSION = Gauge("rollgate_inference_worker_version", "Policy version the worker reports.", ["worker"])
WEIGHT_SYNC_SECONDS = Histogram("rollgate_weight_sync_seconds", "Time from a push until every worker serves it.",
                                buckets=(0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300))
WEIGHT_SYNC_FAILURES = Counter("rollgate_weight_sync_failures_total", "Workers that failed a weight push.")
POLICY_VERSION = Gauge("rollgate_policy_version", "The trainer's current policy version.")
STALENESS = Histogram("rollgate_trajectory_staleness", "Policy versions between an episode's oldest token and "
                      "the trainer's version when it finished.", buckets=(0, 1, 2, 3, 4, 6, 8, 12, 16, 32))
