"""Optimizer steps on the embedded model: minibatches move the ratio away from 1, so the clip
bites, and one step on a batch makes its positive-advantage tokens likelier."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
import torch
from rollgate.train import ObjectiveConfig, PolicyOptimizer, TokenBatch, sequence_logprobs
from rollgate.train._logprobs import pad
from transformers import AutoModelForCausalLM


def batch(model: torch.nn.Module, sequences: list[list[int]], advantages: list[float]) -> TokenBatch:
    """Every token but the first sampled, with its sequence's advantage; the sampler's logprobs
    are the model's own (on-policy)."""
    input_ids, attention_mask = pad(sequences)
    mask = attention_mask.float()
    mask[:, 0] = 0
    logprobs = torch.zeros(input_ids.shape)
    for row, values in enumerate(sequence_logprobs(model, sequences)):
        logprobs[row, : len(values)] = torch.tensor(values)
    return TokenBatch(input_ids, attention_mask, mask, mask * torch.tensor(advantages)[:, None], logprobs,
                      torch.where(mask.bool(), 0, -1))


@pytest.fixture
def model(tiny_model: Path) -> torch.nn.Module:
    return AutoModelForCausalLM.from_pretrained(tiny_model, dtype=torch.float32).eval()


def test_a_step_makes_the_better_sequence_likelier(model: torch.nn.Module):
    good, bad = list(range(10, 30)), list(range(40, 60))
    before = [sum(lp) for lp in sequence_logprobs(model, [good, bad])]
    optimizer = PolicyOptimizer(model, ObjectiveConfig(), temperature=1.0, learning_rate=1e-3)
    stats = optimizer.step(batch(model, [good, bad], [1.0, -1.0]))
    after = [sum(lp) for lp in sequence_logprobs(model, [good, bad])]
    assert after[0] > before[0] and after[1] < before[1]
    assert stats.tokens == 38 and stats.clip_fraction == 0  # one step: the ratio is 1
    assert 0 < stats.entropy <= math.log(model.config.vocab_size) + 1e-4  # nats, at most uniform's
    assert stats.off_policy.ess == pytest.approx(1.0) and stats.off_policy.kl == pytest.approx(0.0, abs=1e-6)


def test_entropy_is_that_of_the_distribution_each_token_was_drawn_from(model: torch.nn.Module):
    from rollgate.train._logprobs import forward_scores

    sequence = torch.tensor([list(range(20, 32))])
    with torch.no_grad():
        logits = model(input_ids=sequence).logits[0, :-1] / 0.5
        expected = torch.distributions.Categorical(logits=logits).entropy()
    _, entropy = forward_scores(model, sequence, torch.ones_like(sequence), temperature=0.5)
    assert entropy is not None and entropy[0, 0] == 0
    assert entropy[0, 1:].tolist() == pytest.approx(expected.tolist(), abs=1e-4)


def test_later_minibatches_are_clipped(model: torch.nn.Module):
    sequences = [list(range(i, i + 16)) for i in range(10, 90, 10)]
    optimizer = PolicyOptimizer(model, ObjectiveConfig(clip_low=0.01, clip_high=0.01), temperature=1.0,
                                learning_rate=5e-2, minibatches=4)
    stats = optimizer.step(batch(model, sequences, [1.0, -1.0] * 4))
    assert stats.clip_fraction > 0
