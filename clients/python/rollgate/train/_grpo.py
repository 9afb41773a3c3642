"""A minimal GRPO trainer that trains through Rollgate.

Every step draws `groups_per_step` tasks from the train split as one job, waits for its groups,
computes group-relative advantages, takes an optimizer step of the clipped objective with the
sampler's logprobs as the behaviour policy, saves the new weights (a LoRA adapter or full
weights, safetensors) and pushes them as the next policy version. Every step pushes, even one
whose groups all tied (nothing to learn): one version per step keeps `max_staleness`, which
the service counts in versions, equal to the trainer's count in steps. Jobs run ahead of training
by at most `max_staleness` steps: the batch for step k + η + 1 is submitted as soon as step k's
weights are pushed, so while the trainer works on step k the workers already sample later ones.
Evaluation plays held-out tasks (the eval split only, never train tasks) once each. Train draws
choose their tasks by `rollouts.strategy` under the run's lineage; evaluation draws are uniform
and name no lineage. With `rollouts.replay`, a step also trains on earlier groups with a reward
spread from the lineage's replay buffer (docs/sampling.md), off-policy by their age.

Every completed step writes the run's state (`rollgate.train._state`) before it pushes, so a
killed run resumes (`resume=True`) from its last completed step with the same weights, optimizer
and generator states, step count and policy version; the jobs it had submitted ahead are
cancelled and submitted again with the same seeds, so each step trains once on the batch a
fresh run would have drawn for it (but for replayed groups: the service's buffer is not part of
the saved state).
"""

from __future__ import annotations

import contextlib
import logging
import math
import statistics
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import torch

from rollgate._client import Client
from rollgate._exceptions import Conflict, InvalidRequest, NotFound
from rollgate._models import Group, JobSpec, JobState
from rollgate.train._batch import batch_from_groups
from rollgate.train._config import RolloutConfig, RunConfig, run_lineage
from rollgate.train._evaluation import EvalResult, collect_groups
from rollgate.train._metrics import MetricsLog
from rollgate.train._optimizer import PolicyOptimizer
from rollgate.train._sinks import open_sinks
from rollgate.train._splits import check_eval_split
from rollgate.train._state import (
    Progress,
    StateError,
    load_snapshot,
    save_progress,
    save_snapshot,
    snapshot_folders,
    state_root,
)
from rollgate.train._weights import Publisher

log = logging.getLogger("rollgate.train")

EVAL_PRIORITY = 9
"""Eval episodes overtake queued train episodes, so an evaluation measures one version."""

RUN_LABEL = "rollgate-run"
"""Every job of a run carries its run id under this label, so a resume finds the ones the dead
run submitted after its last saved state."""

PUSH_RACE_WAIT_S = 5.0
PUSH_RACE_TRIES = 12
"""A resume that finds the dead run's last push still running waits up to a minute for it."""


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
    """`model` is `load_policy(config)`'s. With `resume`, the run saved under `config.train.out`
    is continued: its weights, optimizer and generator states are loaded into `model` and its
    optimizer here, and `run` goes on from its last completed step. Both checks that keep eval
    tasks out of training, and a resume's check that the config is the saved run's, raise here,
    before anything is submitted."""

    config: RunConfig
    client: Client
    model: torch.nn.Module
    resume: bool = False
    metrics: MetricsLog = field(init=False)
    evaluations: list[EvalResult] = field(default_factory=list)

    def __post_init__(self) -> None:
        train = self.config.train
        check_eval_split(self.client, self.config)
        self.optimizer = PolicyOptimizer(self.model, train.objective, self.config.rollouts.sampling.temperature,
                                         train.learning_rate, train.weight_decay, train.max_grad_norm,
                                         micro_batch=train.micro_batch, micro_batch_tokens=train.micro_batch_tokens,
                                         minibatches=train.minibatches, warmup_steps=train.warmup_steps,
                                         compute_dtype=getattr(torch, train.compute_dtype))
        self.publisher = Publisher(self.client, train.checkpoints, train.worker_checkpoints,
                                   merged=self.config.model.push_merged, keep=train.keep_checkpoints)
        self.state_root = state_root(train.out)
        self.folder: Path | None = None
        if self.resume:
            self._restore()
        else:
            if snapshot_folders(self.state_root):
                log.warning("a fresh run replaces the saved state in %s (continue it with --resume instead)",
                            self.state_root)
            policy = self.client.policy()
            self.progress = Progress(uuid.uuid4().hex, step=0, version=policy.version, checkpoint=policy.path)
            self.metrics = MetricsLog(train.out, sinks=open_sinks(self.config, self.progress.run_id))

    @property
    def lineage(self) -> str:
        """The lineage of the run's train draws: `rollouts.lineage`, or one of the run's own (its
        run id is saved, so a resumed run keeps it). Evaluation jobs name none: their groups must
        not move the statistics the train draws read."""
        return self.config.rollouts.lineage or run_lineage(self.config.train.out, self.progress.run_id)

    @property
    def version(self) -> int:
        """The policy version of the weights being trained."""
        return self.progress.version

    def run(self) -> list[EvalResult]:
        """Train until `steps` steps are done, or until `max_minutes` have passed (checked after
        each step and each evaluation, so a run takes at least one step, and an evaluation that
        spent the rest of the budget is the final one); returns every evaluation, the baseline
        first and the final one last. A resumed run first makes the service serve its saved version
        and cancels the jobs the dead run left, then goes on from its saved step."""
        try:
            if self.resume:
                self._sync_policy()
                self._cancel_dead_jobs()
            else:
                self._snapshot()
            last = self._done()
            self._evaluate_if_due(last)
            while not last:
                self._fill_window()
                step = self.progress.step
                self.train_step(step, self.progress.jobs.pop(step))
                last = self._done()
                if not last:
                    self._fill_window()
                self._evaluate_if_due(last)
                last = last or self._evaluated_as_the_budget_ran_out()
            self._cancel_ahead()
        finally:
            self.metrics.close()
        return self.evaluations

    def submit(self, step: int) -> str:
        """Submit step `step`'s job; its draw and seed depend on the step alone, so a job
        submitted again after a resume plays the tasks of the one it replaces."""
        rollouts = self.config.rollouts
        spec = job_fields(rollouts) | {
            "labels": {**rollouts.labels, "rollgate-train": "train", "step": str(step),
                       RUN_LABEL: self.progress.run_id},
            "seed": step, "max_staleness": self.config.train.max_staleness,
        }
        if rollouts.tasks:
            spec["tasks"] = [task.model_dump() for task in rollouts.tasks]
        else:
            spec["draw"] = {"split": rollouts.split, "count": rollouts.groups_per_step,
                            "seed": self.config.train.seed + step, "exclude": rollouts.exclude,
                            **rollouts.draw_strategy(self.lineage)}
        return self.client.submit(JobSpec(**spec)).id

    def train_step(self, step: int, job_id: str) -> None:
        """Train on the job's groups, save the weights as the next version, write the run's
        state (the step is complete from then on), push, and write the step's metrics row."""
        started = time.monotonic()
        groups = self._replayed(job_id) + collect_groups(self.client, job_id)
        sampled = time.monotonic()
        batch = batch_from_groups(groups, self.config.train.estimator, normalize_std=self.config.train.normalize_std)
        row: dict[str, Any] = {"step": step, "version": self.version, "job": job_id,
                               **rollout_stats(groups, self.version)}
        if batch is None:
            log.warning("step %d: no group had a reward spread, nothing to learn from", step)
            row["tokens"] = 0
        else:
            row |= self.optimizer.step(batch).flat()
        trained = time.monotonic()
        version = self.version + 1
        row |= {"sample_wait_s": sampled - started, "train_s": trained - sampled,
                "save_s": self.publisher.save(self.model, version)}
        self.progress.step, self.progress.version = step + 1, version
        self.progress.checkpoint = self.publisher.path(version)
        state_s = self._snapshot({"elapsed_s": round(self.metrics.elapsed(), 3), **row})
        _, push_s = self.publisher.push(self.model, version)
        self.metrics.write(row | {"state_s": state_s, "push_s": push_s, "step_s": time.monotonic() - started})

    def _replayed(self, job_id: str) -> list[Group]:
        """Up to `rollouts.replay` earlier groups from the lineage's replay buffer (docs/sampling.md),
        pulled before any group of the job is acknowledged, so none of the step's own comes back in it;
        a new group of the job that comes with them is acknowledged and trained on with the rest."""
        rollouts = self.config.rollouts
        if not rollouts.replay:
            return []
        groups = self.client.pull(job_id, replay=rollouts.replay, replay_max_age=rollouts.replay_max_age)
        if fresh := [group for group in groups if group.replay_age is None]:
            self.client.ack(job_id, fresh)
        return groups

    def evaluate(self) -> EvalResult:
        rollouts, evaluation = self.config.rollouts, self.config.eval
        spec = job_fields(rollouts) | {
            "group_size": evaluation.repeats, "priority": EVAL_PRIORITY,
            "draw": {"split": evaluation.split, "count": evaluation.episodes, "seed": evaluation.seed},
            "labels": {**rollouts.labels, "rollgate-train": "eval", "version": str(self.version),
                       RUN_LABEL: self.progress.run_id},
        }
        if evaluation.sampling is not None:
            spec["sampling"] = evaluation.sampling.model_dump()
        job = self.client.submit(JobSpec(**spec))
        started = time.monotonic()
        groups = collect_groups(self.client, job.id)
        result = EvalResult.of_groups(groups, self.version, job.id)
        self.evaluations.append(result)
        self.metrics.write({"eval_step": self.progress.step, "eval_version": result.version,
                            "eval_reward": result.reward, "eval_ci_low": result.ci_low, "eval_ci_high": result.ci_high,
                            "eval_usable": result.usable, "eval_episodes": result.episodes, "eval_turns": result.turns,
                            "eval_job": result.job_id, "eval_s": time.monotonic() - started})
        self._save_progress()
        return result

    def _done(self) -> bool:
        """No step is left: all `steps` are done, or (after a step) the time budget is spent;
        a resumed run's budget counts the time the dead run had spent."""
        train, step = self.config.train, self.progress.step
        budget_s = 60 * train.max_minutes if train.max_minutes else math.inf
        return step >= train.steps or (step > 0 and self.metrics.elapsed() >= budget_s)

    def _evaluated_as_the_budget_ran_out(self) -> bool:
        """The budget is spent and this version was evaluated: that evaluation was the final one.
        A budget that ran out otherwise is seen after the next step, which the final evaluation
        follows: a run never ends unevaluated where evaluations are on."""
        return self._done() and any(e.version == self.version for e in self.evaluations)

    def _evaluate_if_due(self, last: bool) -> None:
        """Evaluate before training, every `eval.every` steps and after the last one, unless
        this version was evaluated already (before the run that evaluated it died)."""
        every, step = self.config.eval.every, self.progress.step
        due = bool(every) and (step == 0 or step % every == 0 or last)
        if due and all(e.version != self.version for e in self.evaluations):
            self.evaluate()

    def _fill_window(self) -> None:
        """Submit the jobs of the next `max_staleness` + 1 steps that are not submitted yet."""
        train, first = self.config.train, self.progress.step
        missing = [s for s in range(first, min(first + train.max_staleness + 1, train.steps))
                   if s not in self.progress.jobs]
        for step in missing:
            self.progress.jobs[step] = self.submit(step)
        if missing:
            self._save_progress()

    def _cancel_ahead(self) -> None:
        """Cancel the jobs submitted ahead that no step will train on."""
        for job_id in self.progress.jobs.values():
            self.client.cancel(job_id)
        self.progress.jobs.clear()
        self._save_progress()

    def _snapshot(self, row: dict[str, Any] | None = None) -> float:
        """Write the run's whole state; returns the seconds it took."""
        started = time.monotonic()
        self._stamp_progress()
        self.folder = save_snapshot(self.state_root, self.progress, self.model, self.optimizer.optimizer,
                                    self.config.model_dump(mode="json"), row)
        return time.monotonic() - started

    def _save_progress(self) -> None:
        self._stamp_progress()
        assert self.folder is not None
        save_progress(self.folder, self.progress)

    def _stamp_progress(self) -> None:
        self.progress.elapsed_s = self.metrics.elapsed()
        self.progress.evaluations = [asdict(e) for e in self.evaluations]

    def _restore(self) -> None:
        """Load the newest saved state into this trainer; StateError if there is none or the
        config is not the saved run's (RESUME_FIELDS)."""
        snapshot = load_snapshot(self.state_root)
        check_resumable(self.config, snapshot.config)
        snapshot.restore(self.model, self.optimizer.optimizer)
        self.folder, self.progress = snapshot.folder, snapshot.progress
        self.evaluations = [EvalResult(**e) for e in self.progress.evaluations]
        eval_jobs, done = {e.job_id for e in self.evaluations}, self.progress.step
        self.metrics = MetricsLog(self.config.train.out, keep=lambda row: _accounted(row, done, eval_jobs),
                                  elapsed_s=self.progress.elapsed_s,
                                  sinks=open_sinks(self.config, self.progress.run_id))
        if snapshot.row and all(row.get("step") != snapshot.row["step"] for row in self.metrics.rows):
            self.metrics.append(snapshot.row)  # the run died during the push, before the row was written
        log.info("resuming run %s after step %d of %d at version %d", self.progress.run_id, done,
                 self.config.train.steps, self.version)

    def _sync_policy(self) -> None:
        """Make the service serve the saved version: as it is, or, when the service is behind
        (the run died before its push landed, or the service lost its state), by pushing the
        saved weights as that version. StateError when the service is past it or serves
        another checkpoint under it: something else pushed, and the versions cannot continue."""
        for attempt in range(PUSH_RACE_TRIES):
            current = self.client.policy()
            if current.version == self.version and current.path == self.progress.checkpoint:
                return
            if current.version >= self.version:
                raise StateError(f"cannot resume: the service serves version {current.version} from "
                                 f"{current.path!r}, this run's state version {self.version} from "
                                 f"{self.progress.checkpoint!r}; something else pushed weights since the run stopped")
            log.info("the service serves version %d: pushing the saved weights as version %d", current.version,
                     self.version)
            try:
                self.publisher.publish(self.model, self.version)
            except (Conflict, InvalidRequest):  # the dead run's own push may still be landing
                if attempt + 1 == PUSH_RACE_TRIES:
                    raise
                time.sleep(PUSH_RACE_WAIT_S)
                continue
            self.progress.checkpoint = self.publisher.path(self.version)
            self._save_progress()
            return

    def _cancel_dead_jobs(self) -> None:
        """Cancel the jobs the dead run left unfinished: those its state names and any other of
        the run still queued or running (submitted after its last saved state). They are never
        trained on; the steps that would have used them submit them again, same seeds and draws."""
        for job_id in set(self.progress.jobs.values()) | set(self._live_run_jobs()):
            with contextlib.suppress(NotFound):  # expired, or lost with the service's state
                self.client.cancel(job_id)
        self.progress.jobs.clear()
        self._save_progress()

    def _live_run_jobs(self) -> Iterator[str]:
        for state in (JobState.QUEUED, JobState.RUNNING):
            for summary in self.client.iter_jobs(state.value):
                if self.client.get_job(summary.id).spec.labels.get(RUN_LABEL) == self.progress.run_id:
                    yield summary.id


def check_resumable(config: RunConfig, saved: dict[str, Any]) -> None:
    """StateError, naming each differing field with both values, unless `config` may continue
    the run whose saved config is `saved` (RESUME_FIELDS)."""
    conflicts = config.resume_conflicts(saved)
    if conflicts:
        raise StateError(f"cannot resume the run in {config.train.out}: the config differs from the saved run's in "
                         + "; ".join(conflicts))


def _accounted(row: dict[str, Any], steps_done: int, eval_jobs: set[str]) -> bool:
    """Whether a metrics row of the dead run belongs to the state resumed: a step it completed
    or an evaluation it recorded (a later row is written again by the resumed run)."""
    if "step" in row:
        return int(row["step"]) < steps_done
    if "eval_version" in row:
        return row.get("eval_job") in eval_jobs
    return True


def job_fields(rollouts: RolloutConfig) -> dict[str, Any]:
    """The JobSpec fields a run's train and eval jobs share (their tasks are each their own)."""
    return rollouts.model_dump(exclude={"split", "groups_per_step", "tasks", "exclude", "strategy", "greso", "mopps",
                                        "dynamic", "lineage", "replay", "replay_max_age"})


def rollout_stats(groups: list[Group], version: int) -> dict[str, float | int | str]:
    """The batch as sampled: rewards of its usable episodes, how many were unusable, lengths, how
    many groups were replayed (from the lineage's replay buffer), and the version lag histogram:
    sampled tokens by how many versions behind `version` (the trainer's) their policy was, as
    `lag:tokens` pairs."""
    trajectories = [t for g in groups for t in g.trajectories]
    usable = [t for t in trajectories if t.status.usable]
    signal = sum(len({t.reward for t in g.trajectories if t.status.usable}) > 1 for g in groups)
    lags: Counter[int] = Counter()
    for span in (span for t in usable for step in t.steps for span in step.token_versions()):
        lags[version - span.version] += span.end - span.start
    return {
        "groups": len(groups), "groups_replayed": sum(g.replay_age is not None for g in groups),
        "episodes": len(trajectories), "usable": len(usable),
        "train_reward": statistics.fmean(t.reward for t in usable) if usable else 0.0,
        "success": statistics.fmean(t.success for t in usable) if usable else 0.0,
        "generated_tokens": statistics.fmean(t.generated_tokens for t in usable) if usable else 0.0,
        "turns": statistics.fmean(len(t.steps) for t in usable) if usable else 0.0,
        "anchor_share": anchor_share(groups),
        "groups_with_signal": signal,
        "signal_share": signal / len(groups) if groups else 0.0,
        "version_lag": " ".join(f"{lag}:{tokens}" for lag, tokens in sorted(lags.items())),
    }


def anchor_share(groups: list[Group]) -> float:
    """The share of the usable episodes' steps whose anchor state another step of the same group
    also reached: the steps for which GiGPO's step-level advantage can be other than 0."""
    shared = total = 0
    for group in groups:
        counts = Counter(step.anchor_state for t in group.trajectories if t.status.usable for step in t.steps)
        shared += sum(count for count in counts.values() if count > 1)
        total += sum(counts.values())
    return shared / total if total else 0.0
