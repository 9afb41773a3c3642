"""A minimal GRPO trainer that trains through Rollgate.

Every step draws `groups_per_step` tasks from the train split as one job, waits for its groups,
computes group-relative advantages, takes an optimizer step of the clipped objective with the
sampler's logprobs as the behaviour policy, saves the new weights (a LoRA adapter or full
weights, safetensors) and pushes them as the next policy version. Every step pushes, even one
whose groups all tied (nothing to learn): one version per step keeps `max_staleness`, which
the service counts in versions, equal to the trainer's count in steps. Jobs run ahead of training
by at most `max_staleness` steps: the batch for step k + η + 1 is submitted as soon as step k's
weights are pushed, so while the trainer works on step k the workers already sample later ones.
Evaluation plays held-out tasks (the eval split only, never train tasks) once each.
"""

from __future__ import annotations

import logging
import math
import statistics
import time
from collections import Counter, deque
from dataclasses import dataclass, field
from typing import Any

import torch

from rollgate._client import Client
from rollgate._models import Group, Job, JobSpec
from rollgate.train._batch import batch_from_groups
from rollgate.train._config import RolloutConfig, RunConfig
from rollgate.train._evaluation import EvalResult, collect_groups
from rollgate.train._metrics import MetricsLog
from rollgate.train._optimizer import PolicyOptimizer
from rollgate.train._weights import Publisher

log = logging.getLogger("rollgate.train")

EVAL_PRIORITY = 9
"""Eval episodes overtake queued train episodes, so an evaluation measures one version."""


def load_policy(config: RunConfig) -> torch.nn.Module:
    """The served checkpoint in float32, wrapped in a fresh LoRA adapter unless full weights
    are trained (a fresh adapter's B is zero: it starts as exactly the served policy)."""
    from transformers import AutoModelForCausalLM

    torch.manual_seed(config.train.seed)
    model = AutoModelForCausalLM.from_pretrained(config.model.path, dtype=torch.float32)
    if config.model.lora:
        from peft import LoraConfig, get_peft_model

        adapter = LoraConfig(r=config.model.lora_rank, lora_alpha=config.model.lora_alpha, lora_dropout=0.0,
                             target_modules=config.model.lora_targets, bias="none", task_type="CAUSAL_LM")
        model = get_peft_model(model, adapter)
    model.eval()
    return model


@dataclass
class GRPOTrainer:
    config: RunConfig
    client: Client
    model: torch.nn.Module
    metrics: MetricsLog = field(init=False)
    evaluations: list[EvalResult] = field(default_factory=list)

    def __post_init__(self) -> None:
        train = self.config.train
        self.optimizer = PolicyOptimizer(self.model, train.objective, self.config.rollouts.sampling.temperature,
                                         train.learning_rate, train.weight_decay, train.max_grad_norm,
                                         train.micro_batch, train.minibatches)
        self.publisher = Publisher(self.client, train.checkpoints, train.worker_checkpoints,
                                   merged=self.config.model.push_merged)
        self.metrics = MetricsLog(train.out)
        self.version = self.client.policy().version

    def run(self) -> list[EvalResult]:
        """Train for `steps` steps, or until `max_minutes` have passed; returns every
        evaluation, the baseline first and the final one last."""
        train, every = self.config.train, self.config.eval.every
        deadline = time.monotonic() + 60 * train.max_minutes if train.max_minutes else math.inf
        if every:
            self.evaluate()
        jobs = deque(self.submit(step) for step in range(min(train.max_staleness + 1, train.steps)))
        for step in range(train.steps):
            self.train_step(step, jobs.popleft())
            last = step + 1 == train.steps or time.monotonic() >= deadline
            if last:
                for job in jobs:  # submitted ahead, never to be trained on
                    self.client.cancel(job.id)
            elif (ahead := step + train.max_staleness + 1) < train.steps:
                jobs.append(self.submit(ahead))
            if every and ((step + 1) % every == 0 or last):
                self.evaluate()
            if last:
                break
        return self.evaluations

    def submit(self, step: int) -> Job:
        rollouts = self.config.rollouts
        spec = job_fields(rollouts) | {
            "labels": {**rollouts.labels, "rollgate-train": "train", "step": str(step)},
            "seed": step, "max_staleness": self.config.train.max_staleness,
        }
        if rollouts.tasks:
            spec["tasks"] = [task.model_dump() for task in rollouts.tasks]
        else:
            spec["draw"] = {"split": rollouts.split, "count": rollouts.groups_per_step,
                            "seed": self.config.train.seed + step}
        return self.client.submit(JobSpec(**spec))

    def train_step(self, step: int, job: Job) -> None:
        started = time.monotonic()
        groups = collect_groups(self.client, job.id)
        sampled = time.monotonic()
        batch = batch_from_groups(groups, self.config.train.estimator, normalize_std=self.config.train.normalize_std)
        row: dict[str, Any] = {"step": step, "version": self.version, "job": job.id,
                               **rollout_stats(groups, self.version)}
        if batch is None:
            log.warning("step %d: no group had a reward spread, nothing to learn from", step)
        else:
            row |= self.optimizer.step(batch).flat()
        trained = time.monotonic()
        response, save_s, push_s = self.publisher.publish(self.model, self.version + 1)
        self.version = response.version
        self.metrics.write(row | {"sample_wait_s": sampled - started, "train_s": trained - sampled, "save_s": save_s,
                                  "push_s": push_s, "step_s": time.monotonic() - started})

    def evaluate(self) -> EvalResult:
        rollouts, evaluation = self.config.rollouts, self.config.eval
        spec = job_fields(rollouts) | {
            "group_size": 1, "priority": EVAL_PRIORITY,
            "draw": {"split": evaluation.split, "count": evaluation.episodes, "seed": evaluation.seed},
            "labels": {**rollouts.labels, "rollgate-train": "eval", "version": str(self.version)},
        }
        if evaluation.sampling is not None:
            spec["sampling"] = evaluation.sampling.model_dump()
        job = self.client.submit(JobSpec(**spec))
        started = time.monotonic()
        groups = collect_groups(self.client, job.id)
        result = EvalResult.of([t for g in groups for t in g.trajectories], self.version, job.id)
        self.evaluations.append(result)
        self.metrics.write({"eval_version": result.version, "eval_reward": result.reward,
                            "eval_ci_low": result.ci_low, "eval_ci_high": result.ci_high,
                            "eval_usable": result.usable, "eval_episodes": result.episodes,
                            "eval_s": time.monotonic() - started})
        return result


def job_fields(rollouts: RolloutConfig) -> dict[str, Any]:
    """The JobSpec fields a run's train and eval jobs share (their tasks are each their own)."""
    return rollouts.model_dump(exclude={"split", "groups_per_step", "tasks"})


def rollout_stats(groups: list[Group], version: int) -> dict[str, float | int | str]:
    """The batch as sampled: rewards of its usable episodes, how many were unusable, lengths,
    and the version lag histogram: sampled tokens by how many versions behind `version` (the
    trainer's) their policy was, as `lag:tokens` pairs."""
    trajectories = [t for g in groups for t in g.trajectories]
    usable = [t for t in trajectories if t.status.usable]
    lags: Counter[int] = Counter()
    for span in (span for t in usable for step in t.steps for span in step.token_versions()):
        lags[version - span.version] += span.end - span.start
    return {
        "groups": len(groups), "episodes": len(trajectories), "usable": len(usable),
        "train_reward": statistics.fmean(t.reward for t in usable) if usable else 0.0,
        "success": statistics.fmean(t.success for t in usable) if usable else 0.0,
        "generated_tokens": statistics.fmean(t.generated_tokens for t in usable) if usable else 0.0,
        "groups_with_signal": sum(len({t.reward for t in g.trajectories if t.status.usable}) > 1 for g in groups),
        "version_lag": " ".join(f"{lag}:{tokens}" for lag, tokens in sorted(lags.items())),
    }
