"""Optimizer steps on the embedded model: minibatches move the ratio away from 1, so the clip
bites, and one step on a batch makes its positive-advantage tokens likelier."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
import torch
from rollgate.train import ObjectiveConfig, PolicyOptimizer, TokenBatch, native_cpu_bfloat16, sequence_logprobs
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


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_a_step_makes_the_better_sequence_likelier(model: torch.nn.Module, dtype: torch.dtype):
    good, bad = list(range(10, 30)), list(range(40, 60))
    before = [sum(lp) for lp in sequence_logprobs(model, [good, bad])]
    optimizer = PolicyOptimizer(model, ObjectiveConfig(), temperature=1.0, learning_rate=1e-3, compute_dtype=dtype)
    stats = optimizer.step(batch(model, [good, bad], [1.0, -1.0]))
    after = [sum(lp) for lp in sequence_logprobs(model, [good, bad])]
    assert after[0] > before[0] and after[1] < before[1]
    assert stats.tokens == 38 and stats.clip_fraction == 0  # one step: the ratio is 1
    assert 0 < stats.entropy <= math.log(model.config.vocab_size) + 1e-4  # nats, at most uniform's
    exact = 1e-6 if dtype == torch.float32 else 1e-4  # the sampler's logprobs were computed in float32
    assert stats.off_policy.ess == pytest.approx(1.0, abs=exact) and stats.off_policy.kl == pytest.approx(0, abs=exact)
    assert stats.kl_ref == 0 and stats.learning_rate == 1e-3
    assert all(p.dtype == torch.float32 for p in model.parameters())  # autocast: the weights stay float32


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


def lora(model: torch.nn.Module) -> torch.nn.Module:
    from peft import LoraConfig, get_peft_model

    return get_peft_model(model, LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"],
                                            task_type="CAUSAL_LM"))


def test_the_kl_penalty_holds_the_adapter_near_the_base_weights(model: torch.nn.Module):
    """The reference is the base under the adapter: 0 before the first step (B = 0), positive
    after; with a strong penalty the same steps move the policy less far from it."""
    sequences, advantages = [list(range(10, 30)), list(range(40, 60))], [1.0, -1.0]
    drift = {}
    for coef in (0.0, 50.0):
        torch.manual_seed(0)
        policy = lora(AutoModelForCausalLM.from_pretrained(model.name_or_path, dtype=torch.float32))
        optimizer = PolicyOptimizer(policy, ObjectiveConfig(kl_coef=coef or 1e-9), temperature=1.0,
                                    learning_rate=2e-2)
        first = optimizer.step(batch(policy, sequences, advantages))
        for _ in range(4):
            last = optimizer.step(batch(policy, sequences, advantages))
        assert first.kl_ref == pytest.approx(0.0, abs=1e-6) and last.kl_ref > 0
        drift[coef] = last.kl_ref
    assert drift[50.0] < drift[0.0] / 2


def test_a_kl_penalty_without_an_adapter_is_refused(model: torch.nn.Module):
    with pytest.raises(ValueError, match="LoRA adapter"):
        PolicyOptimizer(model, ObjectiveConfig(kl_coef=0.1), temperature=1.0, learning_rate=1e-3)


def test_bfloat16_passes_on_a_cpu_that_emulates_them_are_warned_of(model: torch.nn.Module,
                                                                     caplog: pytest.LogCaptureFixture):
    flags = set(Path("/proc/cpuinfo").read_text().split())
    assert native_cpu_bfloat16() == bool(flags & {"avx512_bf16", "amx_bf16"})
    with caplog.at_level("WARNING", logger="rollgate.train"):
        PolicyOptimizer(model, ObjectiveConfig(), temperature=1.0, learning_rate=1e-3, compute_dtype=torch.bfloat16)
        PolicyOptimizer(model, ObjectiveConfig(), temperature=1.0, learning_rate=1e-3)
    warned = [record.message for record in caplog.records if "bfloat16 instructions" in record.message]
    assert len(warned) == (0 if native_cpu_bfloat16() else 1)


def test_the_entropy_bonus_raises_the_entropy_of_the_sampled_tokens(model: torch.nn.Module):
    sequences = [list(range(10, 30)), list(range(40, 60))]
    entropy = {}
    for coef in (0.0, 1.0):
        policy = AutoModelForCausalLM.from_pretrained(model.name_or_path, dtype=torch.float32).eval()
        optimizer = PolicyOptimizer(policy, ObjectiveConfig(entropy_coef=coef), temperature=1.0, learning_rate=1e-3)
        for _ in range(3):
            optimizer.step(batch(policy, sequences, [0.0, 0.0]))  # no advantage: only the bonus moves it
        entropy[coef] = optimizer.step(batch(policy, sequences, [0.0, 0.0])).entropy
    assert entropy[1.0] > entropy[0.0]


def test_the_learning_rate_warms_up_linearly_and_a_resumed_optimizer_goes_on(model: torch.nn.Module):
    sequences = [list(range(10, 30)), list(range(40, 60))]
    optimizer = PolicyOptimizer(model, ObjectiveConfig(), temperature=1.0, learning_rate=1e-3, warmup_steps=4,
                                minibatches=2)
    rates = [optimizer.step(batch(model, sequences, [1.0, -1.0])).learning_rate for _ in range(3)]
    assert rates == pytest.approx([5e-4, 1e-3, 1e-3])  # steps 1-2, 3-4 (of 4 warm-up), 5-6
    resumed = PolicyOptimizer(model, ObjectiveConfig(), temperature=1.0, learning_rate=1e-3, warmup_steps=8)
    resumed.optimizer.load_state_dict(optimizer.optimizer.state_dict())
    assert resumed.steps_taken == 6 and resumed.scheduled_lr() == pytest.approx(7 / 8 * 1e-3)


def test_a_token_budget_cuts_the_passes_and_not_the_maths(tiny_model: Path):
    """Rows of 30, 8, 8 and 20 tokens under a 32-token budget: shortest first, the two short ones
    together, each longer row alone, each pass within the budget but for a row longer than it;
    the step's gradient is that of one pass over the whole batch."""
    sequences = [list(range(10, 40)), list(range(50, 58)), list(range(60, 68)), list(range(70, 90))]
    advantages = [1.0, -1.0, 0.5, -0.5]
    gradients = []
    for tokens in (32, 10_000):
        model = AutoModelForCausalLM.from_pretrained(tiny_model, dtype=torch.float32).eval()
        optimizer = PolicyOptimizer(model, ObjectiveConfig(), temperature=1.0, learning_rate=1e-2,
                                    micro_batch_tokens=tokens)
        rows = batch(model, sequences, advantages)
        optimizer.step(rows)
        gradients.append(torch.cat([p.grad.flatten() for p in model.parameters() if p.grad is not None]))
    assert optimizer._passes(rows) == [[1, 2, 3, 0]]
    optimizer.micro_batch_tokens = 32
    assert optimizer._passes(rows) == [[1, 2], [3], [0]]
    optimizer.micro_batch = 1
    assert optimizer._passes(rows) == [[1], [2], [3], [0]]
    assert gradients[0].abs().max() > 0
    assert torch.allclose(gradients[0], gradients[1], rtol=1e-4, atol=1e-7)
