"""Advantage estimates computed from one group of episodes of the same task."""

from __future__ import annotations

import statistics

from rollgate._models import Group


def group_advantages(group: Group, normalize_std: bool = True, eps: float = 1e-6) -> list[float]:
    """GRPO advantages, one per trajectory in `group.trajectories` order.

    Each usable episode (completed or truncated) gets its reward minus the mean reward of the
    group's usable episodes, divided by their sample standard deviation plus `eps` when
    `normalize_std`. Unusable episodes (env or infra errors, timeouts, cancellations) get 0 and
    are left out of the statistics: their reward says nothing about the policy.
    """
    rewards = [t.reward for t in group.trajectories if t.status.usable]
    if not rewards:
        return [0.0] * len(group.trajectories)
    mean = statistics.fmean(rewards)
    scale = (statistics.stdev(rewards) if len(rewards) > 1 else 0.0) + eps if normalize_std else 1.0
    return [(t.reward - mean) / scale if t.status.usable else 0.0 for t in group.trajectories]
