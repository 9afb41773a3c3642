"""Trainer-side code for Rollgate: `pip install rollgate[train]` (torch, transformers, peft).

Nothing in `rollgate` imports this package; importing it imports torch.

    sequence_logprobs, measure_agreement   the trainer's logprobs, compared with the sampler's
    batch_from_groups, policy_loss         pulled groups → tensors → the clipped objective
    PolicyOptimizer                        optimizer steps with off-policy diagnostics
    save_policy, Publisher                 safetensors checkpoints, pushed as new versions
    GRPOTrainer, RunConfig, load_policy    the loop behind `rollgate-train --config FILE`
    RolloutConfig                          its [rollouts] table: the job each step submits
    load_snapshot, StateError              a run's saved state, what `rollgate-train --resume DIR` continues
    check_eval_split, SplitOverlapError    eval tasks never train tasks
"""

from rollgate.train._agreement import DEFAULT_TOLERANCE, Agreement, measure_agreement
from rollgate.train._batch import TokenBatch, batch_from_groups, per_token_advantages
from rollgate.train._config import RolloutConfig, RunConfig
from rollgate.train._evaluation import EvalResult, clustered_interval, collect_groups, confidence_interval
from rollgate.train._grpo import GRPOTrainer, load_policy
from rollgate.train._logprobs import forward_logprobs, sequence_logprobs
from rollgate.train._objective import ObjectiveConfig, OffPolicyStats, off_policy_stats, policy_loss
from rollgate.train._optimizer import PolicyOptimizer, StepStats, native_cpu_bfloat16
from rollgate.train._splits import SplitOverlapError, check_eval_split
from rollgate.train._state import StateError, load_snapshot
from rollgate.train._weights import Publisher, save_policy

__all__ = [
    "DEFAULT_TOLERANCE",
    "Agreement",
    "EvalResult",
    "GRPOTrainer",
    "ObjectiveConfig",
    "OffPolicyStats",
    "PolicyOptimizer",
    "Publisher",
    "RolloutConfig",
    "RunConfig",
    "SplitOverlapError",
    "StateError",
    "StepStats",
    "TokenBatch",
    "batch_from_groups",
    "check_eval_split",
    "clustered_interval",
    "collect_groups",
    "confidence_interval",
    "forward_logprobs",
    "load_policy",
    "load_snapshot",
    "measure_agreement",
    "native_cpu_bfloat16",
    "off_policy_stats",
    "per_token_advantages",
    "policy_loss",
    "save_policy",
    "sequence_logprobs",
]
