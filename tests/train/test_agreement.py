"""Trainer-sampler agreement on the live stack: the logprobs Rollgate stores are the ones the
trainer computes with transformers on the very weights the worker served, at every version —
the served checkpoint, a full-weights push and a LoRA push — and a version mix-up is caught."""

from __future__ import annotations

import copy
from pathlib import Path

import torch
from rollgate import Client, Trajectory
from rollgate.train import DEFAULT_TOLERANCE, Publisher, measure_agreement
from transformers import AutoModelForCausalLM

from services.devstack import LocalStack

TEMPERATURE = 0.8  # not 1, so a missing temperature shows


def sample(client: Client, version: int) -> list[Trajectory]:
    """Multi-turn countdown episodes (the agent's format reminders add context tokens between turns)."""
    job = client.submit(env="countdown", draw={"split": "eval", "count": 3, "seed": version}, group_size=2,
                        max_turns=3, env_options={"multi_turn": True}, max_total_tokens=512,
                        sampling={"temperature": TEMPERATURE, "max_tokens": 24})
    trajectories = [t for group in client.iter_groups(job.id) for t in group.trajectories]
    assert trajectories and all(t.status.usable for t in trajectories), [t.status_reason for t in trajectories]
    assert {s.policy_version for t in trajectories for s in t.steps} == {version}
    return trajectories


def perturbed(model: torch.nn.Module, seed: int) -> torch.nn.Module:
    other = copy.deepcopy(model)
    generator = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for parameter in other.parameters():
            parameter.add_(torch.randn(parameter.shape, generator=generator) * 0.02)
    return other


def with_random_adapter(model: torch.nn.Module) -> torch.nn.Module:
    from peft import LoraConfig, get_peft_model

    torch.manual_seed(3)
    config = LoraConfig(r=8, lora_alpha=16, target_modules=["q_proj", "v_proj", "down_proj"], init_lora_weights=False)
    return get_peft_model(copy.deepcopy(model), config).eval()


def test_stored_logprobs_agree_with_the_trainers_at_every_version(
    train_stack: LocalStack, train_client: Client, served_base: int, tmp_path: Path
):
    base = AutoModelForCausalLM.from_pretrained(train_stack.model, dtype=torch.float32).eval()
    publisher = Publisher(train_client, tmp_path)
    version = served_base
    served = sample(train_client, version)
    agreement = measure_agreement(base, served, TEMPERATURE)
    print(f"served checkpoint v{version}: {agreement}")
    assert agreement.tokens > 50 and agreement.beyond == 0, agreement
    assert agreement.max_abs < DEFAULT_TOLERANCE / 10, agreement

    full = perturbed(base, seed=1)
    publisher.publish(full, version + 1)
    after_full = sample(train_client, version + 1)
    agreement = measure_agreement(full, after_full, TEMPERATURE)
    print(f"full push v{version + 1}: {agreement}")
    assert agreement.beyond == 0, agreement
    assert measure_agreement(base, after_full, TEMPERATURE).max_abs > 100 * DEFAULT_TOLERANCE  # the old weights

    adapted = with_random_adapter(full)  # on the base the worker now serves: the full push
    publisher.publish(adapted, version + 2)
    after_lora = sample(train_client, version + 2)
    agreement = measure_agreement(adapted, after_lora, TEMPERATURE)
    print(f"LoRA push v{version + 2}: {agreement}")
    assert agreement.tokens > 50 and agreement.beyond == 0, agreement
    assert measure_agreement(full, after_lora, TEMPERATURE).max_abs > 100 * DEFAULT_TOLERANCE  # without it
    assert measure_agreement(adapted, after_lora, 1.0).max_abs > 100 * DEFAULT_TOLERANCE  # the job's temperature
