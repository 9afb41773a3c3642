"""The clipped objective and its off-policy diagnostics, on values worked by hand."""

from __future__ import annotations

import math

import pytest
import torch
from rollgate.train import ObjectiveConfig, off_policy_stats, policy_loss

CONFIG = ObjectiveConfig(clip_low=0.2, clip_high=0.3, is_cap=2.0)


def log(values: list[float]) -> torch.Tensor:
    return torch.tensor(values).log()


def test_on_policy_the_loss_is_minus_the_mean_advantage_and_its_gradient_the_policy_gradient():
    logprobs = log([0.5, 0.25]).requires_grad_()
    loss, clipped = policy_loss(logprobs, logprobs.detach(), logprobs.detach(), torch.tensor([1.0, -2.0]),
                                torch.ones(2), CONFIG, total_tokens=2)
    loss.backward()
    assert float(loss.detach()) == pytest.approx(-(1.0 - 2.0) / 2)  # ratio 1, weight 1
    assert logprobs.grad.tolist() == pytest.approx([-0.5, 1.0])  # -A / tokens
    assert clipped == 0


def test_stale_tokens_are_weighted_by_the_truncated_importance_ratio():
    old = log([0.5, 0.9])
    sampler = log([0.3, 0.1])  # weights 5/3 and 9, the second cut at is_cap = 2
    loss, _ = policy_loss(old.clone(), old, sampler, torch.tensor([1.0, 1.0]), torch.ones(2), CONFIG, total_tokens=2)
    assert float(loss.detach()) == pytest.approx(-(5 / 3 + 2.0) / 2)
    stats = off_policy_stats(old, sampler, torch.ones(2), CONFIG.is_cap)
    assert stats.truncated == 0.5
    assert stats.ess == pytest.approx((5 / 3 + 9) ** 2 / (2 * ((5 / 3) ** 2 + 81)), rel=1e-5)
    assert stats.kl == pytest.approx(((5 / 3 - 1 - math.log(5 / 3)) + (9 - 1 - math.log(9))) / 2, rel=1e-5)
    assert stats.mean_abs_diff == pytest.approx((math.log(5 / 3) + math.log(9)) / 2, rel=1e-5)


@pytest.mark.parametrize(("ratio", "advantage", "clipped_ratio"), [
    pytest.param(1.5, 1.0, 1.3, id="positive-advantage-capped-above"),
    pytest.param(0.5, -1.0, 0.8, id="negative-advantage-capped-below"),
])
def test_the_clip_bounds_how_far_one_step_moves_a_token(ratio: float, advantage: float, clipped_ratio: float):
    old = log([0.4])
    logprobs = (old + math.log(ratio)).requires_grad_()
    loss, clipped = policy_loss(logprobs, old, old, torch.tensor([advantage]), torch.ones(1), CONFIG, total_tokens=1)
    loss.backward()
    assert float(loss.detach()) == pytest.approx(-clipped_ratio * advantage)
    assert clipped == 1
    assert logprobs.grad.tolist() == [0.0]  # a clipped token gives no gradient


def test_masked_tokens_count_for_nothing_and_the_mean_is_over_the_batch():
    logprobs = log([0.5, 0.5, 0.5])
    advantages = torch.tensor([1.0, 100.0, 1.0])
    loss, _ = policy_loss(logprobs, logprobs, logprobs, advantages, torch.tensor([1.0, 0.0, 1.0]), CONFIG,
                          total_tokens=4)
    assert float(loss.detach()) == pytest.approx(-2 / 4)
    empty = off_policy_stats(logprobs, logprobs, torch.zeros(3), CONFIG.is_cap)
    assert (empty.tokens, empty.ess) == (0, 1.0)


def test_without_importance_sampling_the_sampler_counts_as_the_old_policy():
    old = log([0.5])
    sampler = log([0.99])  # a masked (structured-output) distribution: far likelier than the policy's own
    on = policy_loss(old.clone(), old, sampler, torch.tensor([1.0]), torch.ones(1), CONFIG, total_tokens=1)[0]
    off_config = ObjectiveConfig(CONFIG.clip_low, CONFIG.clip_high, CONFIG.is_cap, importance_sampling=False)
    off = policy_loss(old.clone(), old, sampler, torch.tensor([1.0]), torch.ones(1), off_config, total_tokens=1)[0]
    assert float(on) == pytest.approx(-0.5 / 0.99) and float(off) == pytest.approx(-1.0)
