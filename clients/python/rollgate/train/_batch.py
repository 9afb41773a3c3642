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
    """Aligned [rows, length] tensors, one row per trajectory (per segment of a session whose agent
    rewrote its history), right-padded."""

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

    def select(self, rows: slice | list[int]) -> TokenBatch:
        return TokenBatch(*(tensor[rows] for tensor in vars(self).values()))


def per_token_advantages(group: Group, estimator: Estimator = "grpo", **options: float) -> list[list[float]]:
    """Each trajectory's advantage per token: GRPO's episode advantage on every token the
    policy sampled, or GiGPO's per-step advantages on each step's tokens (of its top-level
    tokens: a session's last segment, see `segment_rows`)."""
    per_step = _per_step_advantages(group, estimator, **options)
    return [token_advantages(t, steps) for t, steps in zip(group.trajectories, per_step, strict=True)]


def _per_step_advantages(group: Group, estimator: Estimator, **options: float) -> list[list[float]]:
    if estimator == "grpo":
        per_episode = group_advantages(group, **options)  # type: ignore[arg-type]
        return [[a] * len(t.steps) for a, t in zip(per_episode, group.trajectories, strict=True)]
    return step_advantages(group, **options)  # type: ignore[arg-type]


def segment_rows(trajectory: Trajectory, per_step: Sequence[float]) -> list[tuple[Trajectory, list[float]]]:
    """The trajectory's token sequences, each with its advantage per token: itself, or for a
    session whose agent rewrote its history each segment as a trajectory of its own steps."""
    if not trajectory.segments:
        return [(trajectory, token_advantages(trajectory, per_step))]
    rows = []
    for index, segment in enumerate(trajectory.segments):
        steps = [i for i, step in enumerate(trajectory.steps) if step.segment == index]
        view = trajectory.model_copy(update={
            "token_ids": segment.token_ids, "loss_mask": segment.loss_mask, "logprobs": segment.logprobs,
            "segments": [], "steps": [trajectory.steps[i].model_copy(update={"segment": 0}) for i in steps]})
        rows.append((view, token_advantages(view, [per_step[i] for i in steps])))
    return rows


def batch_from_groups(groups: Sequence[Group], estimator: Estimator = "grpo", **options: float) -> TokenBatch | None:
    """The batch of every usable trajectory with a non-zero advantage, a row per token sequence
    (a session's segments each one); None when there is none."""
    rows: list[tuple[Trajectory, list[float]]] = []
    for group in groups:
        for trajectory, per_step in zip(group.trajectories, _per_step_advantages(group, estimator, **options),
                                        strict=True):
            rows += [row for row in segment_rows(trajectory, per_step) if trajectory.status.usable and any(row[1])]
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
        versions=aligned([t.token_versions() for t, _ in rows], torch.long, fill=-1),
    )
