"""Optimizer steps of the clipped objective over a batch of sampled tokens."""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field

import torch

from rollgate.train._batch import TokenBatch
from rollgate.train._logprobs import forward_scores
from rollgate.train._objective import ObjectiveConfig, OffPolicyStats, off_policy_stats, policy_loss, regularization

log = logging.getLogger("rollgate.train")


@dataclass
class StepStats:
    loss: float
    grad_norm: float
    tokens: int
    rows: int
    clip_fraction: float
    entropy: float  # mean over the sampled tokens, of the policy as this step's forward passes saw it
    off_policy: OffPolicyStats
    kl_ref: float = 0.0  # mean k3 estimate of KL(π ‖ π_ref) over the sampled tokens; 0 without a KL penalty
    learning_rate: float = 0.0  # of the step's last optimizer step

    def flat(self) -> dict[str, float | int | str]:
        stats = {f"is_{key}" if key in ("ess", "truncated", "kl") else key: value
                 for key, value in asdict(self.off_policy).items() if key != "tokens"}
        return {"loss": self.loss, "grad_norm": self.grad_norm, "tokens": self.tokens, "rows": self.rows,
                "clip_fraction": self.clip_fraction, "entropy": self.entropy, "kl_ref": self.kl_ref,
                "lr": self.learning_rate, **stats}


class PolicyOptimizer:
    """AdamW over the model's trainable parameters (the adapter's, under LoRA).

    Each batch is split into `minibatches` optimizer steps (PPO-style); with more than one,
    π_old is computed for the whole batch first (one extra forward pass), so the later steps'
    ratios move away from 1 and the clip bites. `micro_batch` rows and `micro_batch_tokens`
    (rows times the longest of them, the activations a pass keeps for its backward) only bound
    memory: a pass takes rows in order of length while both hold, and a longer row alone, so a
    pass's rows are padded to about their own length.

    The learning rate rises linearly over the first `warmup_steps` optimizer steps, then stays;
    the count is AdamW's own (its state), so a resumed run goes on where it was. A KL penalty
    (`objective.kl_coef`) needs a LoRA adapter: the reference policy is the base weights under it.
    With a `compute_dtype` below float32 the passes run under autocast; the weights and the
    optimizer's state stay float32.
    """

    def __init__(self, model: torch.nn.Module, objective: ObjectiveConfig, temperature: float,
                 learning_rate: float, weight_decay: float = 0.0, max_grad_norm: float = 1.0, *,
                 micro_batch: int = 8, micro_batch_tokens: int = 4096, minibatches: int = 1,
                 warmup_steps: int = 0, compute_dtype: torch.dtype = torch.float32) -> None:
        if objective.kl_coef and not hasattr(model, "disable_adapter"):
            raise ValueError("a KL penalty needs a LoRA adapter: its reference is the base weights under it")
        self.model = model
        self.objective = objective
        self.temperature = temperature
        self.max_grad_norm = max_grad_norm
        self.micro_batch = micro_batch
        self.micro_batch_tokens = micro_batch_tokens
        self.minibatches = minibatches
        self.learning_rate = learning_rate
        self.warmup_steps = warmup_steps
        self.compute_dtype = compute_dtype
        if compute_dtype == torch.bfloat16 and not native_cpu_bfloat16() and _on_cpu(model):
            log.warning("bfloat16 passes on a CPU without bfloat16 instructions (AVX-512 BF16 or AMX) are emulated, "
                        "about 100x slower than float32: set train.compute_dtype = \"float32\"")
        self.parameters = [p for p in model.parameters() if p.requires_grad]
        self.optimizer = torch.optim.AdamW(self.parameters, lr=learning_rate, weight_decay=weight_decay)

    @property
    def steps_taken(self) -> int:
        """Optimizer steps taken so far (restored with the optimizer's state on a resume)."""
        state = self.optimizer.state.get(self.parameters[0], {}) if self.parameters else {}
        return int(state["step"]) if "step" in state else 0

    def scheduled_lr(self) -> float:
        """The learning rate of the next optimizer step."""
        if self.steps_taken >= self.warmup_steps:
            return self.learning_rate
        return self.learning_rate * (self.steps_taken + 1) / self.warmup_steps

    def step(self, batch: TokenBatch) -> StepStats:
        """Train on `batch`: one optimizer step per minibatch."""
        device = next(self.model.parameters()).device.type
        with torch.autocast(device, dtype=self.compute_dtype, enabled=self.compute_dtype != torch.float32):
            return self._step(batch)

    def _step(self, batch: TokenBatch) -> StepStats:
        self.model.train()
        old = self._old_logprobs(batch) if self.minibatches > 1 else None
        rows_per_step = -(-batch.rows // self.minibatches)
        loss = grad_norm = entropy = kl = learning_rate = 0.0
        clipped, olds = 0, []
        for start in range(0, batch.rows, rows_per_step):
            rows = slice(start, start + rows_per_step)
            part = self._minibatch(batch.select(rows), None if old is None else old[rows])
            grad_norm = float(torch.nn.utils.clip_grad_norm_(self.parameters, self.max_grad_norm))
            learning_rate = self.scheduled_lr()
            for group in self.optimizer.param_groups:
                group["lr"] = learning_rate
            self.optimizer.step()
            loss += part.loss / self.minibatches
            clipped += part.clipped
            entropy += part.entropy
            kl += part.kl
            olds.append(part.old)
        self.model.eval()
        old_logprobs = torch.cat(olds)
        return StepStats(
            loss=loss, grad_norm=grad_norm, tokens=batch.tokens, rows=batch.rows,
            clip_fraction=clipped / max(batch.tokens, 1), entropy=entropy / max(batch.tokens, 1),
            off_policy=off_policy_stats(old_logprobs, batch.sampler_logprobs, batch.loss_mask, self.objective.is_cap),
            kl_ref=kl / max(batch.tokens, 1), learning_rate=learning_rate,
        )

    def _minibatch(self, batch: TokenBatch, old: torch.Tensor | None) -> _Minibatch:
        """Accumulate one minibatch's gradient; its loss, clipped tokens, summed entropy and k3
        of its sampled tokens, and π_old logprobs."""
        self.optimizer.zero_grad(set_to_none=True)
        done = _Minibatch()
        old_logprobs = torch.zeros_like(batch.loss_mask)
        for rows in self._passes(batch):
            part = batch.select(rows)
            logprobs, entropy = self._scores(part, entropy_grad=bool(self.objective.entropy_coef))
            reference = self._reference_logprobs(part) if self.objective.kl_coef else None
            part_old = logprobs.detach() if old is None else old[rows]
            loss, clip_count = policy_loss(logprobs, part_old, part.sampler_logprobs, part.advantages,
                                           part.loss_mask, self.objective, batch.tokens)
            penalty, kl_sum = regularization(logprobs, entropy, reference, part.loss_mask, self.objective,
                                             batch.tokens)
            (loss + penalty).backward()
            done.loss += float((loss + penalty).detach())
            done.clipped += clip_count
            done.entropy += float((entropy.detach() * part.loss_mask).sum())
            done.kl += kl_sum
            old_logprobs[rows] = part_old
        done.old = old_logprobs
        return done

    @torch.no_grad()
    def _old_logprobs(self, batch: TokenBatch) -> torch.Tensor:
        old = torch.zeros_like(batch.loss_mask)
        for rows in self._passes(batch):
            old[rows] = self._scores(batch.select(rows))[0]
        return old

    def _passes(self, batch: TokenBatch) -> list[list[int]]:
        """The batch's rows, shortest first, cut into forward/backward passes, each within
        `micro_batch` rows and `micro_batch_tokens` padded tokens (a longer row alone)."""
        lengths = batch.attention_mask.sum(dim=1).tolist()
        passes: list[list[int]] = [[]]
        for row in sorted(range(len(lengths)), key=lengths.__getitem__):
            rows = passes[-1]
            full = len(rows) >= self.micro_batch or (len(rows) + 1) * lengths[row] > self.micro_batch_tokens
            if rows and full:
                passes.append(rows := [])
            rows.append(row)
        return passes if lengths else []

    @torch.no_grad()
    def _reference_logprobs(self, part: TokenBatch) -> torch.Tensor:
        """π_ref's logprobs: the base weights, the LoRA adapter switched off for the pass."""
        with self.model.disable_adapter():
            return self._scores(part, entropy=False)[0]

    def _scores(self, part: TokenBatch, entropy: bool = True,
                entropy_grad: bool = False) -> tuple[torch.Tensor, torch.Tensor]:
        """The part's logprobs and entropies (zeros without `entropy`) at the batch's width,
        computed over its own longest row only, at the sampled tokens only (0 elsewhere)."""
        width = int(part.attention_mask.sum(dim=1).max())
        logprobs, entropies = forward_scores(self.model, part.input_ids[:, :width], part.attention_mask[:, :width],
                                             self.temperature, entropy=entropy, entropy_grad=entropy_grad,
                                             scored=part.loss_mask[:, :width])
        padding = (0, part.input_ids.shape[1] - width)
        entropies = torch.zeros_like(logprobs) if entropies is None else entropies
        return torch.nn.functional.pad(logprobs, padding), torch.nn.functional.pad(entropies, padding)


@dataclass
class _Minibatch:
    loss: float = 0.0
    clipped: int = 0
    entropy: float = 0.0
    kl: float = 0.0
    old: torch.Tensor = field(default_factory=lambda: torch.empty(0))


def native_cpu_bfloat16() -> bool:
    """Whether this CPU multiplies bfloat16 natively (AVX-512 BF16 or AMX). Where it does not,
    PyTorch emulates it: a 1024-square matmul took 2.2 s against 18 ms in float32 on an AVX2 CPU."""
    return bool(torch.cpu._is_avx512_bf16_supported() or torch.cpu._is_amx_tile_supported())


def _on_cpu(model: torch.nn.Module) -> bool:
    device: str = next(model.parameters()).device.type
    return device == "cpu"

