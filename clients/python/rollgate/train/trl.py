"""Rollgate as the rollout backend of TRL's `GRPOTrainer` (trl 1.16, `pip install rollgate[trl]`).

    from rollgate.train.trl import PushPolicy, RollgateRollout, env_reward

    trainer = GRPOTrainer(
        model, reward_funcs=env_reward, train_dataset=Dataset.from_dict({"prompt": task_ids}),
        args=GRPOConfig(..., use_vllm=False),
        rollout_func=RollgateRollout(client, env="countdown", max_turns=4),
        callbacks=[PushPolicy(client, checkpoints="/shared/checkpoints")],
    )

The dataset's `prompt` column names the task a row plays: an id from the env's task set
("train-000001"), or the JSON of a `rollgate.Task` with inline data (`{"data": {...}}`); the
env renders the actual prompt. TRL's sampler repeats each row `num_generations` times in a row
and hands the rollout function that per-process slice; it expects one completion per entry,
in the same order. `RollgateRollout` submits one job per call, one task per run of repeats and
`group_size = num_generations`, and each Rollgate group fills its run.

How a multi-turn episode maps onto TRL's prompt and completion
--------------------------------------------------------------
A trajectory is one token sequence: the chat template, the env's observations and the
policy's turns, with `loss_mask` 1 where the policy sampled. Split at the first sampled token:

    prompt_ids      everything before it: system prompt, first observation, assistant header
    completion_ids  everything from it on: every turn, the observations and template tokens between
    logprobs        the sampler's logprob per completion token, 0.0 where the env wrote it
    env_mask        `loss_mask` over the completion: TRL's loss covers only sampled tokens
    env_reward      the episode's final reward (an extra field: TRL passes it to the reward
                    functions, and `env_reward` is the reward function that returns it)
    trajectory_id   for tracing a completion back to Rollgate

What TRL does not see
---------------------
- Per-turn policy versions. TRL takes a batch as sampled by the weights it trains; `PushPolicy`
  makes that true (it pushes after every optimizer step, before the next batch is submitted;
  with `steps_per_generation > gradient_accumulation_steps` TRL itself trains on older samples).
- Step rewards, per-turn `done` and anchor states: only the final reward arrives, so every
  sampled token of an episode gets the episode's advantage (no GiGPO step groups).
- The sampler's logprobs as the behaviour policy. Without its own vLLM (`use_vllm=False`, the
  only setting a Rollgate rollout runs under) TRL recomputes π_old with its own model, or takes
  the current weights as π_old, and never corrects for trainer-sampler mismatch: serve float32
  (see `measure_agreement`) or train with `rollgate-train`, which uses them.
- Episode status and truncation: only usable episodes reach TRL (below). TRL calls a completion
  truncated when its last token is not EOS or padding, whatever Rollgate's status says.
- Context length: TRL runs its forward passes over prompt + completion, the whole conversation,
  so the job's `max_total_tokens` bounds its memory. TRL's `max_completion_length` does not bound
  a multi-turn completion; it is only the default per-turn `max_tokens`.

Unusable episodes
-----------------
TRL needs exactly `num_generations` completions per prompt, and an episode that ended in
`env_error`, `infra_error`, `timeout` or `cancelled` (or sampled no token) has no reward that
means anything. Its whole group is played again, as a new job of the failed tasks, up to
`retries` times; if a group is still unusable, `RolloutError` says which and why. No episode
becomes a reward of 0, and none is dropped.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch
from transformers import TrainerCallback, TrainerControl, TrainerState, TrainingArguments

from rollgate._client import Client
from rollgate._exceptions import RollgateError
from rollgate._models import Group, JobSpec, SamplingParams, Task, Timeouts, Trajectory
from rollgate.train._evaluation import collect_groups
from rollgate.train._weights import Publisher

if TYPE_CHECKING:
    from trl import GRPOTrainer

log = logging.getLogger("rollgate.train.trl")

REWARD_FIELD = "env_reward"
"""The extra field of the rollout's output that carries each episode's env reward."""


class RolloutError(RollgateError):
    """A group stayed unusable after every retry: the batch cannot be filled truthfully."""


def task_of(prompt: Any) -> Task:
    """The task a dataset prompt names: a task id, or the JSON of a `Task` (starts with `{`)."""
    if not isinstance(prompt, str):
        raise TypeError(f"a Rollgate prompt is a task id or a task's JSON, got {type(prompt).__name__}")
    text = prompt.strip()
    return Task.model_validate_json(text) if text.startswith("{") else Task(id=text)


def distinct_tasks(prompts: Sequence[Any], generations: int) -> list[Task]:
    """One task per run of `generations` equal prompts, as TRL's sampler lays them out."""
    if not prompts or len(prompts) % generations:
        raise ValueError(f"{len(prompts)} prompts are not runs of num_generations={generations}")
    runs = [prompts[start:start + generations] for start in range(0, len(prompts), generations)]
    if any(prompt != run[0] for run in runs for prompt in run):
        raise ValueError("TRL's prompts must repeat each row num_generations times in a row")
    return [task_of(run[0]) for run in runs]


def trainable(trajectory: Trajectory) -> bool:
    return trajectory.status.usable and 1 in trajectory.loss_mask


def completion_fields(trajectory: Trajectory) -> dict[str, Any]:
    """One episode in TRL's shape: split at its first sampled token."""
    start = trajectory.loss_mask.index(1)
    return {
        "prompt_ids": trajectory.token_ids[:start],
        "completion_ids": trajectory.token_ids[start:],
        "logprobs": trajectory.logprobs[start:],
        "env_mask": trajectory.loss_mask[start:],
        REWARD_FIELD: trajectory.reward,
        "trajectory_id": trajectory.id,
    }


def rollout_output(trajectories: Sequence[Trajectory]) -> dict[str, list[Any]]:
    """The rollout function's return value: a column per field, a row per episode."""
    columns: dict[str, list[Any]] = defaultdict(list)
    for trajectory in trajectories:
        for key, value in completion_fields(trajectory).items():
            columns[key].append(value)
    return dict(columns)


def order_groups(groups: Sequence[Group], tasks: Sequence[Task]) -> list[list[Trajectory] | None]:
    """Each submitted task's episodes (by sample index), None where its group never completed.

    Groups are matched by task id; an inline task's episodes carry `inline-{index}` instead.
    Two groups of the same task id are interchangeable."""
    slots: dict[str, list[int]] = defaultdict(list)
    for index, task in enumerate(tasks):
        slots[task.id or f"inline-{index}"].append(index)
    ordered: list[list[Trajectory] | None] = [None] * len(tasks)
    for group in groups:
        if not slots.get(group.task_id):
            raise RolloutError(f"group {group.id} is of task {group.task_id!r}, which was not submitted")
        ordered[slots[group.task_id].pop(0)] = sorted(group.trajectories, key=lambda t: t.sample_index)
    return ordered


def group_failure(task: Task, episodes: list[Trajectory] | None, group_size: int) -> str | None:
    """Why a task's group cannot go to TRL, or None when every one of its episodes can."""
    name = task.id or "inline task"
    if episodes is None or len(episodes) != group_size:
        return f"{name}: {0 if episodes is None else len(episodes)} of {group_size} episodes came back"
    reasons = sorted({f"{t.status.value}: {t.status_reason}" if t.status_reason else t.status.value
                      for t in episodes if not trainable(t)})
    return f"{name}: {'; '.join(reasons)}" if reasons else None


@dataclass
class RollgateRollout:
    """A `rollout_func` for `GRPOTrainer` that plays each batch as one Rollgate job.

    Temperature, top-p and top-k come from the trainer's config at every call (the trainer's
    logprobs apply the same temperature); `max_tokens` is per turn (default: the trainer's
    `max_completion_length`) and `max_total_tokens` bounds the whole conversation. Settings
    Rollgate's workers cannot honour (min-p, a repetition penalty, extra generation kwargs,
    `use_vllm`) are refused rather than ignored. `wait_s` bounds the wait for each job; on
    expiry the job is cancelled and `TimeoutError` raised. `trajectories` holds the last
    call's episodes, in the order returned.
    """

    client: Client
    env: str
    max_turns: int = 1
    max_total_tokens: int = 4096
    max_tokens: int | None = None
    stop: list[str] = field(default_factory=list)
    regex: str = ""
    env_options: dict[str, Any] = field(default_factory=dict)
    timeouts: Timeouts = field(default_factory=Timeouts)
    labels: dict[str, str] = field(default_factory=dict)
    wait_s: float = 1800.0
    retries: int = 2
    trajectories: list[Trajectory] = field(default_factory=list, init=False)

    def __call__(self, prompts: list[Any], trainer: GRPOTrainer) -> dict[str, list[Any]]:
        mode = "train" if trainer.model.training else "eval"
        generations = trainer.num_generations if mode == "train" else trainer.num_generations_eval
        spec = self.job_spec(trainer, generations, mode)
        episodes = self.play(spec, distinct_tasks(prompts, generations))
        self.trajectories = [t for group in episodes for t in group]
        return rollout_output(self.trajectories)

    def job_spec(self, trainer: GRPOTrainer, generations: int, mode: str) -> dict[str, Any]:
        """The fields every job of this call shares (all but its tasks)."""
        refuse_unsupported(trainer)
        sampling = SamplingParams(
            temperature=trainer.temperature, top_p=trainer.top_p, top_k=trainer.top_k or -1,
            max_tokens=self.max_tokens or trainer.max_completion_length, stop=self.stop, regex=self.regex,
        )
        step = trainer.state.global_step
        return {"env": self.env, "group_size": generations, "sampling": sampling, "max_turns": self.max_turns,
                "max_total_tokens": self.max_total_tokens, "env_options": self.env_options,
                "timeouts": self.timeouts, "seed": step, "labels": {**self.labels, "trl": mode, "step": str(step)}}

    def play(self, spec: dict[str, Any], tasks: list[Task]) -> list[list[Trajectory]]:
        """Every task's group of usable episodes; unusable groups are played again, `retries` times."""
        played: list[list[Trajectory] | None] = [None] * len(tasks)
        failures: list[str] = []
        for attempt in range(self.retries + 1):
            missing = [index for index, episodes in enumerate(played) if episodes is None]
            if not missing:
                break
            if attempt:
                log.warning("playing %d unusable groups again (attempt %d): %s", len(missing), attempt, failures)
            results = self.run_job(spec, [tasks[index] for index in missing], attempt)
            failures = []
            for index, episodes in zip(missing, results, strict=True):
                if failure := group_failure(tasks[index], episodes, spec["group_size"]):
                    failures.append(failure)
                else:
                    played[index] = episodes
        if failures:
            raise RolloutError(f"{len(failures)} groups unusable after {self.retries + 1} attempts: {failures}")
        return [episodes for episodes in played if episodes is not None]

    def run_job(self, spec: dict[str, Any], tasks: list[Task], attempt: int) -> list[list[Trajectory] | None]:
        labels = {**spec["labels"], "attempt": str(attempt)}
        job = self.client.submit(JobSpec(**spec | {"tasks": tasks, "labels": labels}))
        try:
            self.client.wait(job.id, timeout=self.wait_s)
        except TimeoutError:
            self.client.cancel(job.id)
            raise
        return order_groups(collect_groups(self.client, job.id), tasks)


def refuse_unsupported(trainer: GRPOTrainer) -> None:
    """Raise for generation settings that Rollgate's sampling would silently ignore."""
    unsupported = {
        "use_vllm": trainer.use_vllm,
        "min_p": trainer.min_p or None,
        "repetition_penalty": None if trainer.repetition_penalty == 1.0 else trainer.repetition_penalty,
        "generation_kwargs": trainer.args.generation_kwargs or None,
    }
    if refused := {key: value for key, value in unsupported.items() if value}:
        raise ValueError(f"Rollgate samples the rollouts and cannot apply {refused}; unset them in GRPOConfig")


def env_reward(completions: list[Any], **kwargs: Any) -> list[float]:
    """TRL reward function: each episode's env reward, as `RollgateRollout` reported it."""
    if REWARD_FIELD not in kwargs:
        raise ValueError(f"no {REWARD_FIELD!r} field: env_reward needs RollgateRollout as the rollout_func")
    return [float(reward) for reward in kwargs[REWARD_FIELD]]


class PushPolicy(TrainerCallback):
    """Pushes the trained weights to Rollgate after every optimizer step, as the next version.

    The model is saved under `checkpoints` (its LoRA adapter when it is a peft model, else full
    weights; safetensors) and pushed as the workers see that folder (`worker_checkpoints`,
    default the same path). The push returns once the workers serve it, so the next step's
    rollouts are sampled by the new weights. With `push_at_start` the starting weights are
    pushed too, so the sampler serves exactly the trainer's model from the first step (a fresh
    adapter, or weights that differ from what the workers last loaded). `versions` lists every
    version pushed. Only the main process pushes.
    """

    def __init__(self, client: Client, checkpoints: str | Path, worker_checkpoints: str = "",
                 push_at_start: bool = True) -> None:
        self.publisher = Publisher(client, Path(checkpoints), worker_checkpoints)
        self.push_at_start = push_at_start
        self.version = -1
        self.versions: list[int] = []

    def on_train_begin(self, args: TrainingArguments, state: TrainerState, control: TrainerControl,
                       model: torch.nn.Module | None = None, **kwargs: Any) -> None:
        self.version = self.publisher.client.policy().version
        if self.push_at_start:
            self.publish(model, state)

    def on_step_end(self, args: TrainingArguments, state: TrainerState, control: TrainerControl,
                    model: torch.nn.Module | None = None, **kwargs: Any) -> None:
        self.publish(model, state)

    def publish(self, model: torch.nn.Module | None, state: TrainerState) -> None:
        if not state.is_world_process_zero:
            return
        if model is None:
            raise ValueError("the trainer passed no model to the callback")
        response, save_s, push_s = self.publisher.publish(model, self.version + 1)
        self.version = response.version
        self.versions.append(response.version)
        log.info("step %d: pushed version %d (save %.2f s, push %.2f s)", state.global_step, self.version,
                 save_s, push_s)
