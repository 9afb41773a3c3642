"""From pulled groups to the tensors a policy-gradient step needs.

Only usable episodes (completed or truncated) enter a batch, and only groups whose
advantages are not all zero: a group where every episode earned the same reward carries no
signal for a group-relative estimator and would only cost compute.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import torch

from rollgate._advantages import group_advantages, step_advantages, token_advantages
from rollgate._models import Group, Trajectory
from rollgate.train._logprobs import pad

Estimator = Literal["grpo", "gigpo"]


@dataclass
class TokenBatch:
    """Aligned [rows, length] tensors, one row per trajectory, right-padded."""

    input_ids: torch.Tensor
    attention_mask: torch.Tensor
    loss_mask: torch.Tensor  # 1.0 where the policy sampled the token
    advantages: torch.Tensor
    sampler_logprobs: torch.Tensor
    versions: torch.Tensor  # policy version that sampled each token, -1 elsewhere

    @property
    def rows(self) -> int:
        return int(self.input_ids.shape[0])

    @property
    def tokens(self) -> int:
        return int(self.loss_mask.sum())

    def select(self, rows: slice) -> TokenBatch:
        return TokenBatch(*(tensor[rows] for tensor in vars(self).values()))


def per_token_advantages(group: Group, estimator: Estimator = "grpo", **options: float) -> list[list[float]]:
    """Each trajectory's advantage per token: GRPO's episode advantage on every token the
    policy sampled, or GiGPO's per-step advantages on each step's tokens."""
    if estimator == "grpo":
        per_episode = group_advantages(group, **options)  # type: ignore[arg-type]
        per_step = [[a] * len(t.steps) for a, t in zip(per_episode, group.trajectories, strict=True)]
    else:
        per_step = step_advantages(group, **options)  # type: ignore[arg-type]
    return [token_advantages(t, steps) for t, steps in zip(group.trajectories, per_step, strict=True)]


def token_versions(trajectory: Trajectory) -> list[int]:
    """The policy version of every sampled token (its step's, or its span's where a weight push
    switched versions mid-turn), -1 on context tokens."""
    versions = [-1] * len(trajectory.token_ids)
    for span in (span for step in trajectory.steps for span in step.token_versions()):
        versions[span.start:span.end] = [span.version] * (span.end - span.start)
    return versions


def batch_from_groups(groups: Sequence[Group], estimator: Estimator = "grpo", **options: float) -> TokenBatch | None:
    """The batch of every usable trajectory with a non-zero advantage; None when there is none."""
    rows: list[tuple[Trajectory, list[float]]] = []
    for group in groups:
        for trajectory, advantages in zip(group.trajectories, per_token_advantages(group, estimator, **options),
                                          strict=True):
            if trajectory.status.usable and any(advantages):
                rows.append((trajectory, advantages))
    if not rows:
        return None
    rows.sort(key=lambda row: len(row[0].token_ids))  # neighbours of similar length pad little
    input_ids, attention_mask = pad([t.token_ids for t, _ in rows])

    def aligned(values: Sequence[Sequence[float]], dtype: torch.dtype, fill: float = 0.0) -> torch.Tensor:
        out = torch.full(input_ids.shape, fill, dtype=dtype)
        for row, row_values in enumerate(values):
            out[row, : len(row_values)] = torch.as_tensor(row_values, dtype=dtype)
        return out

    return TokenBatch(
        input_ids=input_ids,
        attention_mask=attention_mask,
        loss_mask=aligned([t.loss_mask for t, _ in rows], torch.float32),
        advantages=aligned([a for _, a in rows], torch.float32),
        sampler_logprobs=aligned([t.logprobs for t, _ in rows], torch.float32),
        versions=aligned([token_versions(t) for t, _ in rows], torch.long, fill=-1),
    )
