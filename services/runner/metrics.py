"""The runner's Prometheus metrics, served on `ROLLGATE_RUNNER_METRICS_PORT` (default 9100)."""

from __future__ import annotations

import logging

from prometheus_client import Counter, Gauge, Histogram
from rollgate import Trajectory

from services.common import metrics as common_metrics
from services.common.errors import Unavailable
from services.common.store import JobStore

log = logging.getLogger(__name__)

_LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800)
_STEP_BUCKETS = (0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)
_GROUP_BUCKETS = (1, 5, 10, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200, 14400)

EPISODES_STARTED = Counter("rollgate_episodes_started_total", "Episodes whose play began, by environment.",
                           ["env"])
EPISODES_FINISHED = Counter(
    "rollgate_episodes_finished_total", "Episodes committed, by environment and status.", ["env", "status"])
EPISODE_SECONDS = Histogram(
    "rollgate_episode_duration_seconds", "Wall time of an episode, queue excluded.", ["env"],
    buckets=_LATENCY_BUCKETS)
STAGE_SECONDS = Histogram(
    "rollgate_episode_stage_seconds", "Time an episode spent per stage.", ["env", "stage"],
    buckets=_LATENCY_BUCKETS)
ENV_STEP_SECONDS = Histogram(
    "rollgate_env_step_seconds", "Latency of an env call (reset or step); an episode's calls are recorded at "
    "their mean.", ["env"], buckets=_STEP_BUCKETS)
GROUP_SECONDS = Histogram(
    "rollgate_group_completion_seconds", "Time from a group's enqueueing to its last episode's commit.", ["env"],
    buckets=_GROUP_BUCKETS)
TOKENS_GENERATED = Counter("rollgate_tokens_generated_total", "Tokens sampled by the policy.", ["env"])
RECLAIMED = Counter("rollgate_episodes_reclaimed_total", "Episodes taken over from a silent runner.")
REDIS_ERRORS = common_metrics.REDIS_ERRORS.labels("runner")
IN_FLIGHT = Gauge("rollgate_runner_episodes_in_flight", "Episodes this runner is playing.")


def observe_episode(trajectory: Trajectory) -> None:
    env, timings = trajectory.env, trajectory.timings
    EPISODES_FINISHED.labels(env, trajectory.status.value).inc()
    EPISODE_SECONDS.labels(env).observe(timings.total_s)
    for stage in ("queue", "sandbox", "llm", "env"):
        STAGE_SECONDS.labels(env, stage).observe(getattr(timings, f"{stage}_s"))
    TOKENS_GENERATED.labels(env).inc(trajectory.generated_tokens)
    if timings.env_s > 0:
        env_calls = 1 + sum(step.valid_action for step in trajectory.steps)  # the reset, then each step
        for _ in range(env_calls):
            ENV_STEP_SECONDS.labels(env).observe(timings.env_s / env_calls)


async def observe_group(store: JobStore, trajectory: Trajectory, enqueued_at: float) -> None:
    """Record the group's completion time if this trajectory's commit completed its group.

    The commit script scores a completed group with the finishing trajectory's `finished_at`,
    so exactly one committer sees its own timestamp there. Never raises: a metric is not
    worth an episode.
    """
    try:
        score = await store.group_completed_at(trajectory.job_id, trajectory.group_id)
    except Unavailable as exc:
        REDIS_ERRORS.inc()
        log.warning("group completion of %s not recorded: %s", trajectory.group_id, exc)
        return
    if score is not None and score == trajectory.finished_at:
        GROUP_SECONDS.labels(trajectory.env).observe(max(score - enqueued_at, 0.0))
