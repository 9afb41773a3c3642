"""Draw strategies: which candidate tasks a job plays, given its lineage's task statistics.

Pure functions of the seed, the candidates (the split's tasks in the uniform draw's order,
draws.py), a snapshot of the statistics, the current policy version and the strategy's
parameters; docs/sampling.md states each rule and the bias it brings.

Their randomness is counter-based, like draws.py: each number is SHA-256 of (seed, strategy,
task id, counter), read as a fraction of 2**64. So a draw is the same on every machine and
Python version (`random.Random` promises that of `random()` alone, not of `betavariate`), and a
task's chance depends on its own id and statistics only, not on which other tasks are
candidates or in what order they come.
"""

from __future__ import annotations

import hashlib
import itertools
import math
from collections.abc import Iterator, Mapping

from rollgate import GresoParams, MoppsParams, TaskStats


def unit(seed: int, *parts: object) -> float:
    """A number in [0, 1) fixed by the seed and `parts`."""
    digest = hashlib.sha256(":".join(str(part) for part in (seed, *parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


# --- GRESO: skip tasks whose recent groups had no reward spread ------------------------------------


def skip_probability(streak: int, params: GresoParams) -> float:
    """The chance a task is passed over when its latest `streak` groups in a row had no reward spread:
    1 - explore**streak, at most 1 - min_explore (so it is re-explored at that rate); 0 for a task
    never seen or whose latest group had a spread."""
    if streak <= 0:
        return 0.0
    return min(1.0 - params.explore**streak, 1.0 - params.min_explore)


def greso_pick(candidates: list[str], stats: Mapping[str, TaskStats], seed: int,
               params: GresoParams) -> tuple[list[str], list[str]]:
    """The candidates kept and those passed over, each in candidate order."""
    kept: list[str] = []
    passed: list[str] = []
    for task_id in candidates:
        task = stats.get(task_id)
        streak = task.groups_without_spread if task is not None else 0
        (kept if unit(seed, "greso", task_id) >= skip_probability(streak, params) else passed).append(task_id)
    return kept, passed


# --- MoPPS: Thompson sampling toward a target success rate -----------------------------------------


def posterior(stats: TaskStats | None, version: int, decay: float) -> tuple[float, float]:
    """The Beta posterior (alpha, beta) of the task's success rate at policy `version`: prior
    Beta(1, 1), plus each recent group's successes and failures weighted by decay**(versions since
    the group was played), so old evidence fades toward the prior."""
    alpha = beta = 1.0
    for group in stats.recent if stats is not None else []:
        weight = decay ** max(version - group.version, 0)
        alpha += weight * group.successes
        beta += weight * (group.episodes - group.successes)
    return alpha, beta


def sample_beta(alpha: float, beta: float, uniforms: Iterator[float]) -> float:
    """A draw from Beta(alpha, beta) (both >= 1), as X / (X + Y) of two Gamma draws."""
    x = _sample_gamma(alpha, uniforms)
    return x / (x + _sample_gamma(beta, uniforms))


def _sample_gamma(shape: float, uniforms: Iterator[float]) -> float:
    """Marsaglia and Tsang's method (2000) for shape >= 1, a normal deviate by Box-Muller."""
    if shape < 1.0:
        raise ValueError(f"shape {shape} < 1")
    d = shape - 1.0 / 3.0
    c = 1.0 / math.sqrt(9.0 * d)
    while True:
        x = math.sqrt(-2.0 * math.log(1.0 - next(uniforms))) * math.cos(2.0 * math.pi * next(uniforms))
        v = (1.0 + c * x) ** 3
        if v > 0.0 and math.log(1.0 - next(uniforms)) < 0.5 * x * x + d - d * v + d * math.log(v):
            return d * v


def task_uniforms(seed: int, task_id: str) -> Iterator[float]:
    """The stream of numbers a task's Thompson sample is made from."""
    return (unit(seed, "mopps", task_id, k) for k in itertools.count())


def thompson_rate(stats: TaskStats | None, version: int, seed: int, task_id: str, decay: float) -> float:
    """The task's success rate sampled from its posterior."""
    alpha, beta = posterior(stats, version, decay)
    return sample_beta(alpha, beta, task_uniforms(seed, task_id))


def mopps_pick(candidates: list[str], stats: Mapping[str, TaskStats], version: int, seed: int,
               params: MoppsParams, count: int) -> list[str]:
    """The `count` candidates whose sampled success rates are closest to the target, closest first
    (ties: candidate order)."""
    scored = sorted((abs(thompson_rate(stats.get(task_id), version, seed, task_id, params.decay) - params.target),
                     position, task_id) for position, task_id in enumerate(candidates))
    return [task_id for _, _, task_id in scored[:count]]
