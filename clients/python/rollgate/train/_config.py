"""The trainer's configuration: one TOML file, checked before anything starts.

    [rollgate]           where the gateway is (the token comes from $ROLLGATE_TOKEN)
    [model]              the checkpoint the workers serve at the start, LoRA or full weights
    [rollouts]           the job every step submits: env, split, groups, sampling, turns
    [train]              steps, optimizer, objective, staleness, checkpoints
    [eval]               the held-out split, how many episodes, how often
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from rollgate._models import LINEAGE_PATTERN, DynamicParams, GresoParams, MoppsParams, SamplingParams, Task, Timeouts
from rollgate.train._objective import ObjectiveConfig

RESUME_FIELDS = (
    "model.path", "model.lora", "model.lora_rank", "model.lora_alpha", "model.lora_targets",
    "rollouts.env", "rollouts.split", "rollouts.tasks", "rollouts.groups_per_step",
    "rollouts.strategy", "rollouts.greso", "rollouts.mopps", "rollouts.dynamic", "rollouts.lineage",
    "train.seed", "eval.split", "eval.seed", "eval.episodes",
)
"""What a resumed run must share with the run it continues: the weights' shape and starting
point, the tasks each step draws (and how: the strategy, its parameters and the lineage whose
statistics it reads) and the tasks every evaluation plays. Everything else (steps, time budget,
learning rate, staleness, addresses) may change between the two. A field a saved config lacks
(saved before the field existed) counts as its default."""


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GatewayConfig(_Section):
    url: str = Field("", description="The gateway's base URL; empty: $ROLLGATE_URL, then http://127.0.0.1:8080.")
    timeout_s: float = Field(60.0, gt=0)


class ModelConfig(_Section):
    path: Path = Field(description="The Hugging Face folder the workers serve at the start (as the trainer sees it).")
    lora: bool = Field(True, description="Train a LoRA adapter and push adapters; false: full weights.")
    push_merged: bool = Field(False, description="Push the LoRA adapter merged into the base weights (full "
                              "weights; served at base speed, where serving adapters is slow, as on CPUs).")
    lora_rank: int = Field(16, ge=1, le=256)
    lora_alpha: float = Field(32.0, gt=0)
    lora_targets: list[str] = Field(default_factory=lambda: [
        "q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"])


class RolloutConfig(_Section):
    env: str = Field(min_length=1)
    split: str = Field("train", description="Each step draws groups_per_step tasks from this split...")
    tasks: list[Task] = Field(default_factory=list, description="...or plays these tasks (ids or inline) every step.")
    exclude: list[str] = Field(default_factory=list, description="Task ids of `split` the draws pass over, e.g. "
                               "the tasks a warm start was fine-tuned on (TaskDraw.exclude).")
    groups_per_step: int = Field(8, ge=1, description="Tasks drawn per step; each is played group_size times.")
    group_size: int = Field(8, ge=2, description="Episodes per task; group-relative advantages need two or more.")
    sampling: SamplingParams = Field(default_factory=SamplingParams)
    max_turns: int = Field(1, ge=1)
    max_total_tokens: int = Field(1024, ge=16)
    env_options: dict[str, Any] = Field(default_factory=dict)
    timeouts: Timeouts = Field(default_factory=Timeouts)
    labels: dict[str, str] = Field(default_factory=dict)
    strategy: Literal["uniform", "greso", "mopps", "dynamic"] = Field(
        "uniform", description="How each step's draw chooses its tasks (TaskDraw.strategy, docs/sampling.md); "
        "evaluation draws stay uniform.")
    greso: GresoParams | None = Field(None, description="Strategy greso's parameters; none: the service's defaults.")
    mopps: MoppsParams | None = Field(None, description="Strategy mopps's parameters; none: the service's defaults.")
    dynamic: DynamicParams | None = Field(None, description="Strategy dynamic's parameters; none: the service's "
                                          "defaults.")
    lineage: str = Field("", max_length=128, pattern=f"^$|{LINEAGE_PATTERN}", description=(
        "The lineage the train jobs' groups update and the strategy reads; empty: the run's own, "
        "`<train.out's folder name>-<the run id's first 8 characters>`, kept by a resumed run."))
    replay: int = Field(0, ge=0, le=1024, description="Earlier groups with a reward spread each step also trains "
                        "on, from the lineage's replay buffer (PullRequest.replay, docs/sampling.md); 0: none.")
    replay_max_age: int | None = Field(None, ge=0, description="Replay no group sampled more than this many "
                                       "versions before the policy trained; none: any the buffer holds.")

    @model_validator(mode="after")
    def _strategy_fits(self) -> RolloutConfig:
        if self.strategy != "uniform" and self.tasks:
            raise ValueError(f"rollouts.strategy {self.strategy} chooses among the tasks of a split: it needs "
                             "rollouts.split, not rollouts.tasks")
        for name in ("greso", "mopps", "dynamic"):
            if getattr(self, name) is not None and self.strategy != name:
                raise ValueError(f"rollouts.{name} holds the parameters of strategy {name}, not {self.strategy}")
        if self.replay and self.tasks:
            raise ValueError("rollouts.replay reads the replay buffer of the run's lineage, which only draws name: "
                             "it needs rollouts.split, not rollouts.tasks")
        return self

    def draw_strategy(self, lineage: str) -> dict[str, Any]:
        """The TaskDraw fields of each step's draw that choose its tasks, under `lineage`."""
        params = getattr(self, self.strategy, None) if self.strategy != "uniform" else None
        return {"strategy": self.strategy, "lineage": lineage,
                **({self.strategy: params.model_dump()} if params is not None else {})}


def run_lineage(out: Path, run_id: str) -> str:
    """A run's default lineage: its output folder's name (made a valid lineage name) and its run id."""
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", Path(out).resolve().name).lstrip("._-")[:100] or "run"
    return f"{name}-{run_id[:8]}"


class TrainConfig(_Section):
    steps: int = Field(10, ge=1)
    max_minutes: float | None = Field(None, gt=0, description="Take no step after this much wall time (the "
                                      "baseline evaluation included); the final evaluation follows.")
    learning_rate: float = Field(1e-4, gt=0)
    weight_decay: float = Field(0.0, ge=0)
    max_grad_norm: float = Field(1.0, gt=0)
    estimator: Literal["grpo", "gigpo"] = "grpo"
    normalize_std: bool = Field(True, description="Divide group-relative advantages by the group's std.")
    clip_low: float = Field(0.2, ge=0, lt=1)
    clip_high: float = Field(0.28, ge=0)
    is_cap: float = Field(2.0, ge=1, description="Truncation of the importance weights π_old/μ.")
    importance_sampling: Literal["auto", "on", "off"] = Field(
        "auto", description="Weight tokens by π_old/μ (μ: the sampler's stored logprobs); auto: on unless the "
        "rollouts' sampling has a regex or constrain_actions, whose masked logprobs are not the trained policy's.")
    max_staleness: int = Field(1, ge=0, description="Steps a batch may be sampled ahead of the policy it trains: "
                               "0 waits for each push before sampling the next batch.")
    micro_batch: int = Field(8, ge=1, description="Sequences per forward/backward pass (memory, not maths).")
    micro_batch_tokens: int = Field(4096, ge=1, description="Padded tokens (rows times the longest) per forward/"
                                    "backward pass, a longer row alone: the activations a pass keeps grow with "
                                    "them (about 1.5 MB a token for SmolLM2-135M under LoRA).")
    minibatches: int = Field(1, ge=1, description="Optimizer steps per batch (PPO-style); above 1, π_old is "
                             "computed first and the clip bites.")
    kl_coef: float = Field(0.0, ge=0, description="A KL penalty to the reference policy (k3 estimator; the "
                           "reference is the base weights under the LoRA adapter, so it needs model.lora).")
    entropy_coef: float = Field(0.0, ge=0, description="An entropy bonus on the sampled tokens' distributions.")
    warmup_steps: int = Field(0, ge=0, description="Optimizer steps over which the learning rate rises linearly "
                              "to learning_rate (then it stays).")
    compute_dtype: Literal["float32", "bfloat16"] = Field(
        "float32", description="The forward and backward passes' dtype (autocast); weights, optimizer and saved "
        "checkpoints stay float32. bfloat16 trains about 1.6x faster on CPUs with AVX-512 BF16.")
    seed: int = Field(0, ge=0)
    checkpoints: Path = Field(description="Where the trainer writes each version (a volume the workers share).")
    worker_checkpoints: str = Field("", description="The same folder as the workers and gateway see it; "
                                    "empty: the same path.")
    keep_checkpoints: int = Field(2, ge=0, description="Versions kept in `checkpoints` once pushed: the current "
                                  "one and the one before it, which a failed push reloads (at least 2); 0 keeps all.")
    out: Path = Field(Path("train-run"), description="Metrics (metrics.jsonl, metrics.csv) and the run's state "
                      "(state/, what `rollgate-train --resume OUT` continues from) go here.")


    @field_validator("keep_checkpoints")
    @classmethod
    def _keeps_the_version_a_failed_push_reloads(cls, keep: int) -> int:
        if keep == 1:
            raise ValueError("keep_checkpoints 1 would remove the version a failed push reloads: 0 (all) or at least 2")
        return keep

    @property
    def objective(self) -> ObjectiveConfig:
        return ObjectiveConfig(self.clip_low, self.clip_high, self.is_cap, self.importance_sampling == "on",
                               self.kl_coef, self.entropy_coef)


class EvalConfig(_Section):
    split: str = "eval"
    episodes: int = Field(128, ge=1, description="Held-out tasks per evaluation (at most the split's size).")
    repeats: int = Field(1, ge=1, description="Times each eval task is played; above 1 the interval is "
                         "clustered by task (a split with fewer tasks than the episodes a tight interval needs).")
    every: int = Field(5, ge=0, description="Evaluate before training, every this many steps and at the end; "
                       "0: never.")
    seed: int = Field(0, ge=0, description="The draw of eval tasks: the same tasks at every evaluation.")
    sampling: SamplingParams | None = Field(None, description="Default: the rollouts' sampling.")


class LogConfig(_Section):
    """Where the per-step metrics go besides metrics.jsonl and metrics.csv."""

    tensorboard: bool = Field(True, description="TensorBoard event files under train.out/tensorboard.")
    wandb: bool = Field(False, description="Weights & Biases too (the wandb package), in W&B's own settings: "
                        "WANDB_MODE=offline, WANDB_API_KEY, `wandb login`.")
    wandb_project: str = Field("rollgate", min_length=1)


class RunConfig(_Section):
    rollgate: GatewayConfig = Field(default_factory=GatewayConfig)
    model: ModelConfig
    rollouts: RolloutConfig
    train: TrainConfig
    eval: EvalConfig = Field(default_factory=EvalConfig)
    log: LogConfig = Field(default_factory=LogConfig)

    @model_validator(mode="after")
    def _resolve_auto(self) -> RunConfig:
        if self.train.importance_sampling == "auto":
            constrained = self.rollouts.sampling.regex or self.rollouts.sampling.constrain_actions
            self.train.importance_sampling = "off" if constrained else "on"
        return self

    @model_validator(mode="after")
    def _kl_needs_an_adapter(self) -> RunConfig:
        if self.train.kl_coef and not self.model.lora:
            raise ValueError("train.kl_coef needs model.lora: the reference policy is the base weights under the "
                             "adapter (full-weight training would need a second model in memory)")
        return self

    @model_validator(mode="after")
    def _eval_split_is_not_the_train_split(self) -> RunConfig:
        """An evaluation on the split the run trains on would score memorised tasks: refused
        before anything starts (overlapping splits are checked against the service's envs,
        `rollgate.train._splits`)."""
        if self.eval.every and not self.rollouts.tasks and self.eval.split == self.rollouts.split:
            raise ValueError(f"eval.split {self.eval.split!r} is the train split (rollouts.split "
                             f"{self.rollouts.split!r}): evaluation must play held-out tasks only")
        return self

    def resume_conflicts(self, saved: dict[str, Any]) -> list[str]:
        """The RESUME_FIELDS in which this config differs from `saved` (a run's config as its
        state recorded it, `model_dump(mode="json")`), each as `field: now X, saved Y`."""
        now = self.model_dump(mode="json")
        conflicts = []
        for name in RESUME_FIELDS:
            mine, theirs = _dotted(now, name), _dotted(saved, name, _default(name))
            if mine != theirs:
                conflicts.append(f"{name}: now {mine!r}, saved {theirs!r}")
        return conflicts

    @classmethod
    def from_file(cls, path: Path) -> RunConfig:
        return cls.model_validate(tomllib.loads(Path(path).read_text()))


def _dotted(config: dict[str, Any], name: str, missing: Any = None) -> Any:
    section, _, key = name.partition(".")
    return config.get(section, {}).get(key, missing)


def _default(name: str) -> Any:
    """The default of a field of RESUME_FIELDS (None for a required one)."""
    section, _, key = name.partition(".")
    model = RunConfig.model_fields[section].annotation
    assert isinstance(model, type) and issubclass(model, BaseModel)
    info = model.model_fields[key]
    return None if info.is_required() else info.get_default(call_default_factory=True)
