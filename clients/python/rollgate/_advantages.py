"""Advantage estimates computed from one group of episodes of the same task.

    group_advantages(group)       GRPO: one advantage per episode
    step_advantages(group)        GiGPO: one advantage per step, episode-level plus step-level
    token_advantages(t, per_step) a step's advantage spread over the tokens it sampled

Unusable episodes (env or infra errors, timeouts, cancellations) get 0 everywhere and are left
out of every statistic: their reward says nothing about the policy.

GiGPO's episode-level term can weigh the group's episodes two ways (`episode_weighting`):

    "episode"  each usable episode counts once: its GRPO advantage (the default)
    "step"     each usable step counts once: every step carries its episode's reward and the mean
               and std are taken over those rows, so a long episode pulls the baseline towards
               its own reward. This is what the GiGPO authors' code (verl-agent) does; with
               `normalize_std=False` (its default "mean_norm" mode) it gives their advantages.

The two agree on the mean only when all usable episodes have the same number of steps; the
std differs even then (a sample std over more rows).
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Sequence
from typing import Literal

from rollgate._models import Group, Trajectory


def group_advantages(group: Group, normalize_std: bool = True, eps: float = 1e-6) -> list[float]:
    """GRPO advantages, one per trajectory in `group.trajectories` order.

    Each usable episode (completed or truncated) gets its reward minus the mean reward of the
    group's usable episodes, divided by their sample standard deviation plus `eps` when
    `normalize_std`.
    """
    usable = [t for t in group.trajectories if t.status.usable]
    normalised = dict(zip((t.id for t in usable), _normalise([t.reward for t in usable], normalize_std, eps),
                          strict=True))
    return [normalised.get(t.id, 0.0) if t.status.usable else 0.0 for t in group.trajectories]


def step_advantages(
    group: Group,
    gamma: float = 0.95,
    omega: float = 1.0,
    normalize_std: bool = True,
    eps: float = 1e-6,
    episode_weighting: Literal["episode", "step"] = "episode",
) -> list[list[float]]:
    """GiGPO advantages (Feng et al., 2025): per trajectory, one per step, in step order.

    A step's advantage is its episode-level advantage plus `omega` times its step-level one.

    Episode level, by `episode_weighting`: "episode" (the default) is the episode's GRPO
    advantage (`group_advantages`), each usable episode counting once. "step" is the GiGPO
    authors' reference (verl-agent): each usable step is a row carrying its episode's reward,
    the episode's advantage is its reward minus the mean of the group's rows, over their sample
    std plus `eps` when `normalize_std`; a group of a single row keeps its reward as it is (mean
    0, std 1, the reference's convention). The reference's default mode is `normalize_std=False`.

    Step level: every usable step of the group is put in the anchor group of its `anchor_state`,
    its discounted return (its reward and the later ones, discounted by `gamma` per step) is
    compared with the mean of its anchor group, divided by their standard deviation plus `eps`
    when `normalize_std`. A state visited once gives no step-level signal (0).
    """
    episode = _episode_level(group, episode_weighting, normalize_std, eps)
    returns = [_discounted_returns(t, gamma) if t.status.usable else [] for t in group.trajectories]
    by_anchor: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for index, trajectory in enumerate(group.trajectories):
        for turn in range(len(returns[index])):
            by_anchor[trajectory.steps[turn].anchor_state].append((index, turn))
    step_level: dict[tuple[int, int], float] = {}
    for members in by_anchor.values():
        normalised = _normalise([returns[i][t] for i, t in members], normalize_std, eps)
        step_level.update(zip(members, normalised, strict=True))
    return [
        [episode[i] + omega * step_level[(i, turn)] for turn in range(len(returns[i]))]
        if group.trajectories[i].status.usable else [0.0] * len(group.trajectories[i].steps)
        for i in range(len(group.trajectories))
    ]


def token_advantages(trajectory: Trajectory, per_step: Sequence[float], segment: int | None = None) -> list[float]:
    """One advantage per token of `trajectory.token_ids`: each step's advantage on the tokens it
    sampled (its `token_start:token_end` span), 0 on every other token (prompts, observations).

    A session whose agent rewrote its history has several token sequences (`segments`; the
    top-level tokens are the last): then the advantages are those of segment `segment` (default:
    the last), its own steps' spans only."""
    if len(per_step) != len(trajectory.steps):
        raise ValueError(f"{len(per_step)} step advantages for {len(trajectory.steps)} steps")
    count = max(len(trajectory.segments), 1)
    index = count - 1 if segment is None else segment
    if not 0 <= index < count:
        raise ValueError(f"segment {segment} of a trajectory of {count} segment(s)")
    tokens = trajectory.segments[index].token_ids if trajectory.segments else trajectory.token_ids
    advantages = [0.0] * len(tokens)
    for step, advantage in zip(trajectory.steps, per_step, strict=True):
        if step.segment == index or not trajectory.segments:
            advantages[step.token_start:step.token_end] = [advantage] * (step.token_end - step.token_start)
    return advantages


def _episode_level(group: Group, weighting: str, normalize_std: bool, eps: float) -> list[float]:
    """One episode-level advantage per trajectory, as `step_advantages` describes."""
    if weighting == "episode":
        return group_advantages(group, normalize_std, eps)
    if weighting != "step":
        raise ValueError(f"episode_weighting must be 'episode' or 'step', not {weighting!r}")
    rows = [t.reward for t in group.trajectories if t.status.usable for _ in t.steps]
    mean, std = (statistics.fmean(rows), statistics.stdev(rows)) if len(rows) > 1 else (0.0, 1.0)
    scale = std + eps if normalize_std else 1.0
    return [(t.reward - mean) / scale if t.status.usable else 0.0 for t in group.trajectories]


def _discounted_returns(trajectory: Trajectory, gamma: float) -> list[float]:
    returns, later = [], 0.0
    for step in reversed(trajectory.steps):
        later = step.reward + gamma * later
        returns.append(later)
    return returns[::-1]


def _normalise(values: list[float], normalize_std: bool, eps: float) -> list[float]:
    """`values` minus their mean, over their sample std plus `eps`; all 0 for fewer than two."""
    if len(values) < 2:
        return [0.0] * len(values)
    mean = statistics.fmean(values)
    scale = statistics.stdev(values) + eps if normalize_std else 1.0
    return [(value - mean) / scale for value in values]
