"""The gateway's Prometheus metrics."""

from __future__ import annotations

from prometheus_client import Counter, Gauge

JOBS_SUBMITTED = Counter("rollgate_jobs_submitted_total", "Jobs admitted, by environment.", ["env"])
EPISODES_ENQUEUED = Counter("rollgate_episodes_enqueued_total", "Episodes enqueued, by environment.", ["env"])
GROUPS_PULLED = Counter("rollgate_groups_pulled_total", "Complete groups leased to trainers.")
QUEUE_DEPTH = Gauge("rollgate_queue_depth", "Episodes enqueued and not yet read by any runner.")
EPISODES_PENDING = Gauge("rollgate_episodes_pending", "Episodes read by a runner and not yet committed.")
REQUESTS_REJECTED = Counter("rollgate_requests_rejected_total", "Requests refused, by error code.", ["code"])
REDIS_ERRORS = Counter("rollgate_redis_errors_total", "Failed Redis calls.", ["service"]).labels("gateway")
