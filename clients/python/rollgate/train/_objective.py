"""The token-level clipped policy objective, with the sampler as the behaviour policy.

For each sampled token, with π the policy being trained, π_old the same policy before this
optimizer step (no gradient) and μ the sampler that produced the token (its stored logprob):

    r = π / π_old                        the PPO ratio, clipped to [1 - clip_low, 1 + clip_high]
    w = min(π_old / μ, is_cap)           a truncated importance weight (no gradient)
    loss = - mean over tokens of  w · min(r · A, clip(r) · A)

Two optional terms keep the policy from collapsing onto one answer (both averaged like the
surrogate, over the batch's sampled tokens):

    + kl_coef · k3(π, π_ref)     k3 = π_ref/π - log(π_ref/π) - 1 ≥ 0, an unbiased estimate of
                                 KL(π ‖ π_ref) (Schulman); π_ref is the base weights under the
                                 LoRA adapter (the adapter switched off: no second model)
    - entropy_coef · H(π)        the entropy of each sampled token's distribution

The importance weight corrects for the data being sampled by an older policy version (or by
the sampler's kernels); truncating it at `is_cap` bounds the variance that a few very
unlikely tokens would add. With `importance_sampling` off, w = 1: the sampler is taken to be
π_old. That is the right choice when the sampler's logprobs are not those of the policy being
trained: under structured outputs (a job's `regex`) vLLM masks the logits before its
logprobs, so μ is the constrained distribution, π_old / μ is tiny for every token, and the
weights would all but cancel the gradient. The mean is over all sampled tokens of the batch (token-level), so
long episodes weigh by their length.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class ObjectiveConfig:
    clip_low: float = 0.2
    clip_high: float = 0.28
    is_cap: float = 2.0
    importance_sampling: bool = True
    kl_coef: float = 0.0
    entropy_coef: float = 0.0


@dataclass
class OffPolicyStats:
    """How far the sampler's data is from the trainer's policy, over the sampled tokens."""

    tokens: int
    ess: float  # effective sample size of the importance weights, as a share of the tokens
    kl: float  # KL(μ ‖ π_old), k3 estimator
    mean_abs_diff: float  # mean |log π_old - log μ|
    truncated: float  # share of importance weights cut at is_cap


def importance_weights(old_logprobs: torch.Tensor, sampler_logprobs: torch.Tensor) -> torch.Tensor:
    return torch.exp(old_logprobs - sampler_logprobs)


def off_policy_stats(
    old_logprobs: torch.Tensor, sampler_logprobs: torch.Tensor, mask: torch.Tensor, is_cap: float
) -> OffPolicyStats:
    selected = mask.bool()
    log_ratio = (old_logprobs - sampler_logprobs)[selected].double()
    if not log_ratio.numel():
        return OffPolicyStats(0, 1.0, 0.0, 0.0, 0.0)
    weights = log_ratio.exp()
    return OffPolicyStats(
        tokens=int(log_ratio.numel()),
        ess=float(weights.sum() ** 2 / (weights.numel() * (weights**2).sum())),
        kl=float((weights - 1 - log_ratio).mean()),
        mean_abs_diff=float(log_ratio.abs().mean()),
        truncated=float((weights > is_cap).double().mean()),
    )


def policy_loss(
    logprobs: torch.Tensor,
    old_logprobs: torch.Tensor,
    sampler_logprobs: torch.Tensor,
    advantages: torch.Tensor,
    mask: torch.Tensor,
    config: ObjectiveConfig,
    total_tokens: int,
) -> tuple[torch.Tensor, int]:
    """The loss summed over this slice's tokens and divided by `total_tokens` (the whole
    batch's, so slices accumulate to the batch mean), and how many tokens the clip cut."""
    ratio = torch.exp(logprobs - old_logprobs.detach())
    clipped = ratio.clamp(1 - config.clip_low, 1 + config.clip_high)
    if config.importance_sampling:
        weights = importance_weights(old_logprobs, sampler_logprobs).detach().clamp(max=config.is_cap)
    else:
        weights = torch.ones_like(old_logprobs)
    unclipped_term, clipped_term = ratio * advantages, clipped * advantages
    surrogate = torch.minimum(unclipped_term, clipped_term)
    loss = -(weights * surrogate * mask).sum() / max(total_tokens, 1)
    clip_count = int(((clipped_term < unclipped_term) & mask.bool()).sum())
    return loss, clip_count


def kl_k3(logprobs: torch.Tensor, reference_logprobs: torch.Tensor) -> torch.Tensor:
    """Per token, k3 = r - log r - 1 with r = π_ref/π: non-negative, and its mean over tokens
    sampled from π is KL(π ‖ π_ref)."""
    log_ratio = reference_logprobs - logprobs
    return torch.exp(log_ratio) - log_ratio - 1


def regularization(
    logprobs: torch.Tensor,
    entropy: torch.Tensor,
    reference_logprobs: torch.Tensor | None,
    mask: torch.Tensor,
    config: ObjectiveConfig,
    total_tokens: int,
) -> tuple[torch.Tensor, float]:
    """The KL penalty minus the entropy bonus, summed over this slice's sampled tokens and divided
    by `total_tokens`, and the slice's summed k3 (0 without a reference)."""
    term = -config.entropy_coef * (entropy * mask).sum()
    kl_sum = 0.0
    if reference_logprobs is not None:
        k3 = kl_k3(logprobs, reference_logprobs) * mask
        term = term + config.kl_coef * k3.sum()
        kl_sum = float(k3.detach().sum())
    return term / max(total_tokens, 1), kl_sum
