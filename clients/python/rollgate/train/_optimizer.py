"""Optimizer steps of the clipped objective over a batch of sampled tokens."""

from __future__ import annotations

from dataclasses import asdict, dataclass

import torch

from rollgate.train._batch import TokenBatch
from rollgate.train._logprobs import forward_scores
from rollgate.train._objective import ObjectiveConfig, OffPolicyStats, off_policy_stats, policy_loss


@dataclass
class StepStats:
    loss: float
    grad_norm: float
    tokens: int
    rows: int
    clip_fraction: float
    entropy: float  # mean over the sampled tokens, of the policy as this step's forward passes saw it
    off_policy: OffPolicyStats

    def flat(self) -> dict[str, float | int | str]:
        stats = {f"is_{key}" if key in ("ess", "truncated") else key: value
                 for key, value in asdict(self.off_policy).items() if key != "tokens"}
        return {"loss": self.loss, "grad_norm": self.grad_norm, "tokens": self.tokens, "rows": self.rows,
                "clip_fraction": self.clip_fraction, "entropy": self.entropy, **stats}


class PolicyOptimizer:
    """AdamW over the model's trainable parameters (the adapter's, under LoRA).

    Each batch is split into `minibatches` optimizer steps (PPO-style); with more than one,
    π_old is computed for the whole batch first (one extra forward pass), so the later steps'
    ratios move away from 1 and the clip bites. `micro_batch` only bounds memory.
    """

    def __init__(self, model: torch.nn.Module, objective: ObjectiveConfig, temperature: float,
                 learning_rate: float, weight_decay: float = 0.0, max_grad_norm: float = 1.0,
                 micro_batch: int = 8, minibatches: int = 1) -> None:
        self.model = model
        self.objective = objective
        self.temperature = temperature
        self.max_grad_norm = max_grad_norm
        self.micro_batch = micro_batch
        self.minibatches = minibatches
        self.parameters = [p for p in model.parameters() if p.requires_grad]
        self.optimizer = torch.optim.AdamW(self.parameters, lr=learning_rate, weight_decay=weight_decay)

    def step(self, batch: TokenBatch) -> StepStats:
        """Train on `batch`: one optimizer step per minibatch."""
        self.model.train()
        old = self._old_logprobs(batch) if self.minibatches > 1 else None
        rows_per_step = -(-batch.rows // self.minibatches)
        loss = grad_norm = entropy = 0.0
        clipped, olds = 0, []
        for start in range(0, batch.rows, rows_per_step):
            rows = slice(start, start + rows_per_step)
            step_loss, step_clipped, step_entropy, step_old = self._minibatch(batch.select(rows),
                                                                              None if old is None else old[rows])
            grad_norm = float(torch.nn.utils.clip_grad_norm_(self.parameters, self.max_grad_norm))
            self.optimizer.step()
            loss += step_loss / self.minibatches
            clipped += step_clipped
            entropy += step_entropy
            olds.append(step_old)
        self.model.eval()
        old_logprobs = torch.cat(olds)
        return StepStats(
            loss=loss, grad_norm=grad_norm, tokens=batch.tokens, rows=batch.rows,
            clip_fraction=clipped / max(batch.tokens, 1), entropy=entropy / max(batch.tokens, 1),
            off_policy=off_policy_stats(old_logprobs, batch.sampler_logprobs, batch.loss_mask, self.objective.is_cap),
        )

    def _minibatch(self, batch: TokenBatch, old: torch.Tensor | None) -> tuple[float, int, float, torch.Tensor]:
        """Accumulate one minibatch's gradient; its loss, clipped tokens, summed entropy of its
        sampled tokens and π_old logprobs."""
        self.optimizer.zero_grad(set_to_none=True)
        loss_sum, clipped, entropy_sum, olds = 0.0, 0, 0.0, []
        for start in range(0, batch.rows, self.micro_batch):
            rows = slice(start, start + self.micro_batch)
            part = batch.select(rows)
            logprobs, entropy = self._scores(part)
            entropy_sum += float((entropy * part.loss_mask).sum())
            part_old = logprobs.detach() if old is None else old[rows]
            loss, clip_count = policy_loss(logprobs, part_old, part.sampler_logprobs, part.advantages,
                                           part.loss_mask, self.objective, batch.tokens)
            loss.backward()
            loss_sum += float(loss.detach())
            clipped += clip_count
            olds.append(part_old)
        return loss_sum, clipped, entropy_sum, torch.cat(olds)

    @torch.no_grad()
    def _old_logprobs(self, batch: TokenBatch) -> torch.Tensor:
        starts = range(0, batch.rows, self.micro_batch)
        return torch.cat([self._scores(batch.select(slice(s, s + self.micro_batch)))[0] for s in starts])

    def _scores(self, part: TokenBatch) -> tuple[torch.Tensor, torch.Tensor]:
        """The part's logprobs and entropies at the batch's width, computed over its own
        longest row only."""
        width = int(part.attention_mask.sum(dim=1).max())
        logprobs, entropy = forward_scores(self.model, part.input_ids[:, :width], part.attention_mask[:, :width],
                                           self.temperature)
        assert entropy is not None
        padding = (0, part.input_ids.shape[1] - width)
        return torch.nn.functional.pad(logprobs, padding), torch.nn.functional.pad(entropy, padding)
