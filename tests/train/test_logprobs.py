"""The trainer's logprobs on the embedded model: padding changes nothing, temperature scales the
logits as vLLM's processed logprobs do, and checkpoints are written as safetensors."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
import torch
from rollgate.train import save_policy, sequence_logprobs
from transformers import AutoModelForCausalLM


@pytest.fixture(scope="module")
def model(tiny_model: Path) -> torch.nn.Module:
    return AutoModelForCausalLM.from_pretrained(tiny_model, dtype=torch.float32).eval()


def test_batched_logprobs_equal_each_sequence_alone(model: torch.nn.Module):
    sequences = [list(range(5, 40)), list(range(100, 108)), [7, 8]]
    batched = sequence_logprobs(model, sequences, temperature=0.7)
    for sequence, row in zip(sequences, batched, strict=True):
        alone = sequence_logprobs(model, [sequence], temperature=0.7)[0]
        assert len(row) == len(sequence) and row[0] == 0.0
        assert row == pytest.approx(alone, abs=1e-5)


def test_temperature_divides_the_logits_and_zero_means_greedy_unscaled(model: torch.nn.Module):
    sequence = list(range(20, 30))
    with torch.no_grad():
        logits = model(input_ids=torch.tensor([sequence])).logits[0, :-1]
    for temperature, divisor in [(0.5, 0.5), (1.0, 1.0), (0.0, 1.0)]:
        expected = torch.log_softmax(logits / divisor, dim=-1).gather(-1, torch.tensor(sequence[1:])[:, None])
        got = sequence_logprobs(model, [sequence], temperature)[0][1:]
        assert got == pytest.approx(expected.squeeze(-1).tolist(), abs=1e-5)


def test_checkpoints_are_safetensors_and_an_adapter_saves_alone(model: torch.nn.Module, tmp_path: Path):
    from peft import LoraConfig, get_peft_model

    full = save_policy(model, tmp_path / "full")
    assert (full / "model.safetensors").is_file() and (full / "config.json").is_file()
    assert not list(full.glob("*.bin")) and not list(tmp_path.glob(".*partial"))
    assert all(path.stat().st_mode & 0o444 == 0o444 for path in [full, *full.iterdir()])  # workers' uid reads it
    adapter = get_peft_model(copy.deepcopy(model), LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]))
    out = save_policy(adapter, tmp_path / "adapter")
    assert sorted(p.name for p in out.iterdir()) == ["README.md", "adapter_config.json", "adapter_model.safetensors"]
    assert json.loads((out / "adapter_config.json").read_text())["r"] == 4


def test_a_merged_adapter_saves_as_full_weights_that_compute_the_adapted_policy(
    model: torch.nn.Module, tmp_path: Path
):
    from peft import LoraConfig, get_peft_model

    torch.manual_seed(0)
    adapted = get_peft_model(copy.deepcopy(model), LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"],
                                                               init_lora_weights=False)).eval()
    out = save_policy(adapted, tmp_path / "merged", merged=True)
    assert (out / "model.safetensors").is_file() and not (out / "adapter_config.json").exists()
    reloaded = AutoModelForCausalLM.from_pretrained(out, dtype=torch.float32).eval()
    sequence = [list(range(30, 50))]
    served = sequence_logprobs(reloaded, sequence)[0]
    assert served == pytest.approx(sequence_logprobs(adapted, sequence)[0], abs=1e-4)
    assert served != pytest.approx(sequence_logprobs(model, sequence)[0], abs=1e-3)
    assert hasattr(adapted, "peft_config")  # the trainer's own model keeps its adapter


def test_scoring_only_the_sampled_positions_gives_their_values_and_zero_elsewhere(model: torch.nn.Module):
    from rollgate.train._logprobs import forward_scores, pad

    input_ids, attention_mask = pad([list(range(20, 40)), list(range(50, 62))])
    scored = torch.zeros(input_ids.shape)
    scored[0, 5:8], scored[1, 10:12], scored[0, 0] = 1, 1, 1  # position 0 has no logit before it
    full_lp, full_entropy = forward_scores(model, input_ids, attention_mask, 0.7)
    lp, entropy = forward_scores(model, input_ids, attention_mask, 0.7, scored=scored)
    assert full_lp is not None and full_entropy is not None and entropy is not None
    wanted = scored.bool()
    wanted[0, 0] = False
    assert torch.allclose(lp[wanted], full_lp[wanted], atol=1e-5)
    assert torch.allclose(entropy[wanted], full_entropy[wanted], atol=1e-5)
    # positions no row scores are 0, as is padding (a position one row scores is computed for all)
    assert not lp[0, :5].any() and not lp[0, 8:10].any() and not lp[0, 12:].any() and not lp[1, 12:].any()
