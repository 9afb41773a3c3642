"""The runner's Prometheus metrics."""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram
from rollgate._models import Trajectory

_LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800)

EPISODES_FINISHED = Counter(
    "rollgate_episodes_finished_total", "Episodes committed, by environment and status.", ["env", "status"])
EPISODE_SECONDS = Histogram(
    "rollgate_episode_duration_seconds", "Wall time of an episode, queue excluded.", ["env"],
    buckets=_LATENCY_BUCKETS)
STAGE_SECONDS = Histogram(
    "rollgate_episode_stage_seconds", "Time an episode spent per stage.", ["env", "stage"],
    buckets=_LATENCY_BUCKETS)
TOKENS_GENERATED = Counter("rollgate_tokens_generated_total", "Tokens sampled by the policy.", ["env"])
RECLAIMED = Counter("rollgate_episodes_reclaimed_total", "Episodes taken over from a silent runner.")
REDIS_ERRORS = Counter("rollgate_redis_errors_total", "Failed Redis calls.", ["service"]).labels("runner")
IN_FLIGHT = Gauge("rollgate_runner_episodes_in_flight", "Episodes this runner is playing.")


def observe_episode(trajectory: Trajectory) -> None:
    env, timings = trajectory.env, trajectory.timings
    EPISODES_FINISHED.labels(env, trajectory.status.value).inc()
    EPISODE_SECONDS.labels(env).observe(timings.total_s)
    for stage in ("queue", "sandbox", "llm", "env"):
        STAGE_SECONDS.labels(env, stage).observe(getattr(timings, f"{stage}_s"))
    TOKENS_GENERATED.labels(env).inc(trajectory.generated_tokens)
