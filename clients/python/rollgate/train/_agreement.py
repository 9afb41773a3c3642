"""Trainer-sampler agreement: do the sampler's stored logprobs match the trainer's own?

A trainer corrects for off-policy data with the ratio of its policy to the sampler's; that
only works when both compute the same distribution for the same weights. `measure_agreement`
recomputes every sampled token's logprob with the trainer's model and compares it with the
trajectory's stored one. With both sides in float32 the differences come from kernels alone
(reduction order in attention and matmuls): on the order of 1e-6 to 1e-4. A template, token
or version bug, a missing temperature, or a bfloat16 sampler shows up as 1e-2 and more, so
`DEFAULT_TOLERANCE` sits between the two.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch

from rollgate._models import Trajectory
from rollgate.train._logprobs import sequence_logprobs

DEFAULT_TOLERANCE = 1e-3


@dataclass(frozen=True)
class Agreement:
    """Absolute logprob differences over every sampled token of the measured trajectories."""

    tokens: int
    mean_abs: float
    p99_abs: float
    max_abs: float
    tolerance: float
    beyond: int

    @property
    def share_beyond(self) -> float:
        return self.beyond / self.tokens if self.tokens else 0.0

    def __str__(self) -> str:
        return (f"{self.tokens} tokens: mean |Δ| {self.mean_abs:.2e}, p99 {self.p99_abs:.2e}, max {self.max_abs:.2e}, "
                f"{self.share_beyond:.2%} beyond {self.tolerance:g}")


def sampled_differences(
    model: torch.nn.Module, trajectories: Sequence[Trajectory], temperature: float
) -> torch.Tensor:
    """|trainer logprob - sampler logprob| of every sampled token, trajectory after trajectory."""
    recomputed = sequence_logprobs(model, [t.token_ids for t in trajectories], temperature)
    differences = [
        abs(mine - theirs)
        for trajectory, ours in zip(trajectories, recomputed, strict=True)
        for mine, theirs, sampled in zip(ours, trajectory.logprobs, trajectory.loss_mask, strict=True)
        if sampled
    ]
    return torch.tensor(differences, dtype=torch.float64)


def measure_agreement(
    model: torch.nn.Module, trajectories: Sequence[Trajectory], temperature: float,
    tolerance: float = DEFAULT_TOLERANCE,
) -> Agreement:
    """Compare `model`'s logprobs with the stored ones; `model` must hold the weights of the
    policy version that sampled the trajectories, `temperature` the job's."""
    differences = sampled_differences(model, trajectories, temperature)
    if not len(differences):
        return Agreement(0, 0.0, 0.0, 0.0, tolerance, 0)
    return Agreement(
        tokens=len(differences),
        mean_abs=float(differences.mean()),
        p99_abs=float(torch.quantile(differences, 0.99)),
        max_abs=float(differences.max()),
        tolerance=tolerance,
        beyond=int((differences > tolerance).sum()),
    )
