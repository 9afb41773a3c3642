"""The declared latency model of the LLM simulator: what one engine step costs, how long outputs are.

The simulated engine works in steps, as vLLM's does. Every request in the batch gets one token
per step; a request admitted at a step's start is prefilled in that step and gets its first
token from it. One step lasts

    step_s = decode_s_per_token * f(b) + prefill_s_per_token * (prompt tokens admitted this step)
    f(b)   = 1 + batch_slowdown * (b - 1)          b: the requests decoding in the step

so one request alone, with P prompt tokens and n output tokens, takes
P * prefill_s_per_token + n * decode_s_per_token * f(1), and a batch admitted together grows
every member's time by f(b). At most `max_concurrent` requests are in the batch; the others wait
(FIFO) and are admitted at a later step.

Output lengths follow a lognormal distribution (median `length_median` tokens, log-space spread
`length_sigma`: heavy-tailed), drawn from the request's own seeded stream; a request ends at its
drawn length with EOS, earlier at a stop string, or at `max_tokens` ("length").
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, fields


@dataclass(frozen=True)
class LatencyModel:
    """The simulator's declared costs; every field is a CLI flag and a TOML key of the same name."""

    prefill_s_per_token: float = 0.0001
    """Seconds a step grows by per prompt token admitted in it."""
    decode_s_per_token: float = 0.02
    """Seconds of one step with a batch of one."""
    batch_slowdown: float = 0.005
    """Growth of the step time per extra request in the batch: f(b) = 1 + batch_slowdown * (b - 1)."""
    max_concurrent: int = 256
    """Requests in the batch at most (vLLM's max_num_seqs); the others wait."""
    length_median: float = 128.0
    """Median output length, in tokens, before EOS."""
    length_sigma: float = 1.0
    """Spread of the lognormal output length (sigma of its log); 0 makes every output `length_median` long."""
    reload_s: float = 0.03
    """Seconds a weight reload (collective_rpc reload_weights) takes."""

    def __post_init__(self) -> None:
        negative = [f.name for f in fields(self) if getattr(self, f.name) < 0]
        if negative or self.max_concurrent < 1 or self.length_median < 1:
            raise ValueError(f"latency model out of range: {self} (negative: {negative}; max_concurrent and "
                             "length_median must be at least 1)")

    def batch_factor(self, batch: int) -> float:
        """f(b): how much slower a step of `batch` decoding requests is than a step of one."""
        return 1.0 + self.batch_slowdown * max(batch - 1, 0)

    def step_s(self, batch: int, prefill_tokens: int = 0) -> float:
        """Seconds of one step of `batch` requests that prefills `prefill_tokens` prompt tokens."""
        return self.decode_s_per_token * self.batch_factor(batch) + self.prefill_s_per_token * prefill_tokens

    def draw_length(self, rng: random.Random) -> int:
        """An output length (tokens, EOS included, at least 1) from the lognormal; not yet clipped
        at the request's max_tokens."""
        drawn = rng.lognormvariate(math.log(self.length_median), self.length_sigma)
        return max(1, min(round(drawn), 1 << 30))

    @classmethod
    def field_names(cls) -> list[str]:
        return [f.name for f in fields(cls)]
