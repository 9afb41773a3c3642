"""Held-out evaluation: each eval task played once or a few times, the mean reward with a 95%
interval (clustered by task where tasks were played more than once: episodes of one task are
not independent draws, and treating them so would narrow the interval)."""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

from rollgate._client import Client
from rollgate._models import Group, Trajectory

Z95 = 1.959964


@dataclass(frozen=True)
class EvalResult:
    version: int
    episodes: int
    usable: int
    reward: float
    ci_low: float
    ci_high: float
    job_id: str
    turns: float = 0.0  # steps per usable episode, on average

    @classmethod
    def of(cls, trajectories: list[Trajectory], version: int, job_id: str) -> EvalResult:
        rewards = [t.reward for t in trajectories if t.status.usable]
        low, high = confidence_interval(rewards)
        mean = statistics.fmean(rewards) if rewards else 0.0
        return cls(version, len(trajectories), len(rewards), mean, low, high, job_id, mean_turns(trajectories))

    @classmethod
    def of_groups(cls, groups: list[Group], version: int, job_id: str) -> EvalResult:
        """The result of an eval job whose groups each played one task: with one episode per
        task as `of`; with several, the interval clustered by task (`clustered_interval`)."""
        trajectories = [t for g in groups for t in g.trajectories]
        if all(len(g.trajectories) <= 1 for g in groups):
            return cls.of(trajectories, version, job_id)
        clusters = [[t.reward for t in g.trajectories if t.status.usable] for g in groups]
        clusters = [rewards for rewards in clusters if rewards]
        usable = sum(len(rewards) for rewards in clusters)
        mean = sum(map(sum, clusters)) / usable if usable else 0.0
        low, high = clustered_interval(clusters)
        return cls(version, len(trajectories), usable, mean, low, high, job_id, mean_turns(trajectories))

    def __str__(self) -> str:
        return (f"eval v{self.version}: reward {self.reward:.3f} [{self.ci_low:.3f}, {self.ci_high:.3f}] "
                f"over {self.usable} usable of {self.episodes} episodes")


def mean_turns(trajectories: list[Trajectory]) -> float:
    """Steps per usable episode, on average (0 with none)."""
    turns = [len(t.steps) for t in trajectories if t.status.usable]
    return statistics.fmean(turns) if turns else 0.0


def confidence_interval(rewards: list[float]) -> tuple[float, float]:
    """95% interval of the mean: Wilson's score interval when every reward is 0 or 1 (exact
    enough near 0 and 1, where the normal one collapses), else mean ± 1.96 standard errors."""
    n = len(rewards)
    if n == 0:
        return 0.0, 0.0
    mean = statistics.fmean(rewards)
    if set(rewards) <= {0.0, 1.0}:
        centre = (mean + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
        half = Z95 / (1 + Z95**2 / n) * math.sqrt(mean * (1 - mean) / n + Z95**2 / (4 * n * n))
        return centre - half, centre + half
    half = Z95 * (statistics.stdev(rewards) / math.sqrt(n) if n > 1 else 0.0)
    return mean - half, mean + half


def clustered_interval(clusters: list[list[float]]) -> tuple[float, float]:
    """95% interval of the mean of all rewards, the episodes grouped in clusters (one per task):
    the cluster-robust (sandwich) standard error with the small-sample factor G/(G-1), so that
    what varies is the task drawn, not only the episode. With one reward per cluster it is the
    usual mean ± 1.96 standard errors (up to the n/(n-1) inside the sample deviation)."""
    sizes = [len(rewards) for rewards in clusters]
    n, g = sum(sizes), len(clusters)
    if g < 2:
        mean = sum(map(sum, clusters)) / n if n else 0.0
        return mean, mean
    mean = sum(map(sum, clusters)) / n
    spread = sum((sum(rewards) - len(rewards) * mean) ** 2 for rewards in clusters)
    half = Z95 * math.sqrt(g / (g - 1) * spread) / n
    return mean - half, mean + half


def collect_groups(client: Client, job_id: str) -> list[Group]:
    """Every group of the job, waiting until all are complete; acks them as they come."""
    groups = []
    for group in client.iter_groups(job_id):
        groups.append(group)
        client.ack(job_id, [group])
    return groups
