"""The draw strategies' rules (services/gateway/sampling.py) on worked values: GRESO's skip
probabilities, MoPPS's posteriors with their decay, and Thompson choices with a fixed seed."""

from __future__ import annotations

import itertools
import math

import pytest
from rollgate import GresoParams, MoppsParams, TaskGroupOutcome, TaskStats

from services.gateway.sampling import (
    greso_pick,
    mopps_pick,
    posterior,
    sample_beta,
    skip_probability,
    task_uniforms,
    thompson_rate,
    unit,
)


def stats(task_id: str, *groups: tuple[int, int, float], streak: int = 0) -> TaskStats:
    """A task's statistics from its recent groups, newest first: (version, episodes, successes)."""
    recent = [TaskGroupOutcome(version=v, version_max=v, episodes=n, successes=s, reward_mean=s / n)
              for v, n, s in groups]
    return TaskStats(env="countdown", split="train", task_id=task_id, groups=len(recent),
                     episodes=sum(n for _, n, _ in groups), groups_without_spread=streak, recent=recent)


# --- the numbers both draw from -------------------------------------------------------------------


def test_the_numbers_are_pinned_on_every_machine_and_python_version() -> None:
    assert unit(7, "greso", "train-000001") == pytest.approx(0.5611069446304432, abs=1e-15)
    assert unit(7, "mopps", "train-000001", 0) == pytest.approx(0.004827792603673503, abs=1e-15)
    assert thompson_rate(None, 0, 7, "train-000001", 0.9) == pytest.approx(0.2938921007378976, abs=1e-12)


def test_the_numbers_are_uniform_on_the_unit_interval() -> None:
    draws = [unit(3, "greso", f"train-{i:06d}") for i in range(10_000)]
    assert all(0.0 <= u < 1.0 for u in draws)
    assert [sum(k / 10 <= u < (k + 1) / 10 for u in draws) for k in range(10)] == pytest.approx([1000] * 10, abs=80)


# --- GRESO -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("streak", "params", "expected"), [
    pytest.param(0, GresoParams(), 0.0, id="unseen-or-spread-never-skipped"),
    pytest.param(1, GresoParams(), 0.5, id="one-group-without-spread"),  # 1 - 0.5
    pytest.param(2, GresoParams(), 0.75, id="two-in-a-row"),  # 1 - 0.25
    pytest.param(3, GresoParams(), 0.875, id="three-in-a-row"),  # 1 - 0.125
    pytest.param(4, GresoParams(), 0.9, id="capped-at-the-base-rate"),  # 1 - 0.0625 > 0.9
    pytest.param(40, GresoParams(), 0.9, id="re-explored-however-long"),
    pytest.param(1, GresoParams(explore=0.8, min_explore=0.3), pytest.approx(0.2), id="slower-growth"),
    pytest.param(3, GresoParams(explore=0.8, min_explore=0.3), pytest.approx(0.488), id="slower-growth-3"),
    pytest.param(6, GresoParams(explore=0.8, min_explore=0.3), 0.7, id="slower-growth-capped"),  # 1 - .262 > .7
    pytest.param(5, GresoParams(explore=0.5, min_explore=1.0), 0.0, id="min-explore-1-never-skips"),
])  # fmt: skip
def test_the_skip_probability_grows_with_the_streak_up_to_its_cap(streak: int, params: GresoParams,
                                                                   expected: float) -> None:
    assert skip_probability(streak, params) == expected


def test_greso_keeps_a_task_exactly_when_its_number_clears_the_skip_probability() -> None:
    # unit(7, "greso", "train-000001") = 0.5611: kept at streak 1 (p 0.5), passed over at streak 2 (p 0.75)
    ids = ["train-000001"]
    assert greso_pick(ids, {"train-000001": stats("train-000001", streak=1)}, 7, GresoParams()) == (ids, [])
    assert greso_pick(ids, {"train-000001": stats("train-000001", streak=2)}, 7, GresoParams()) == ([], ids)


def test_greso_never_skips_an_unseen_task_or_one_whose_latest_group_had_a_spread() -> None:
    ids = [f"train-{i:06d}" for i in range(500)]
    spread = {task_id: stats(task_id, (0, 4, 2.0), streak=0) for task_id in ids[:250]}
    assert greso_pick(ids, spread, 11, GresoParams(explore=0.01, min_explore=0.01)) == (ids, [])


def test_greso_re_explores_long_dead_tasks_at_the_base_rate() -> None:
    ids = [f"train-{i:06d}" for i in range(2000)]
    dead = {task_id: stats(task_id, (0, 4, 0.0), streak=30) for task_id in ids}
    kept, passed = greso_pick(ids, dead, 5, GresoParams(min_explore=0.1))
    assert kept + passed != ids and sorted(kept + passed) == ids  # each in candidate order, split apart
    assert len(kept) == pytest.approx(200, abs=40)  # 10% of 2000; the seed fixes it, the rule bounds it


# --- MoPPS: the posterior --------------------------------------------------------------------------


@pytest.mark.parametrize(("task", "version", "decay", "expected"), [
    pytest.param(None, 5, 0.9, (1.0, 1.0), id="unseen-is-the-prior"),
    pytest.param(stats("t", (3, 4, 3.0)), 3, 0.5, (4.0, 2.0), id="played-at-this-version"),
    # newest first: 3 of 4 at v3 (weight 1), 1 of 4 at v1 (weight 0.5^2 = 0.25)
    pytest.param(stats("t", (3, 4, 3.0), (1, 4, 1.0)), 3, 0.5, (4.25, 2.75), id="older-group-decayed"),
    pytest.param(stats("t", (3, 4, 3.0), (1, 4, 1.0)), 3, 1.0, (5.0, 5.0), id="no-decay"),
    pytest.param(stats("t", (2, 4, 2.5)), 4, 0.8, (1 + 0.64 * 2.5, 1 + 0.64 * 1.5), id="fractional-successes"),
    pytest.param(stats("t", (6, 2, 2.0)), 4, 0.5, (3.0, 1.0), id="played-past-the-version-read-not-amplified"),
])  # fmt: skip
def test_the_posterior_adds_each_groups_decayed_evidence_to_the_prior(task: TaskStats | None, version: int,
                                                                       decay: float,
                                                                       expected: tuple[float, float]) -> None:
    assert posterior(task, version, decay) == pytest.approx(expected)


def test_evidence_many_versions_old_decays_to_the_prior() -> None:
    alpha, beta = posterior(stats("t", (0, 100, 100.0)), 50, 0.5)
    assert (alpha, beta) == (pytest.approx(1.0 + 100 * 2.0**-50, rel=1e-12), 1.0)


# --- MoPPS: Thompson sampling ----------------------------------------------------------------------


@pytest.mark.parametrize(("alpha", "beta"), [
    pytest.param(1.0, 1.0, id="prior"),
    pytest.param(4.25, 2.75, id="skewed"),
    pytest.param(1.0, 9.0, id="mostly-failing"),
    pytest.param(30.0, 30.0, id="concentrated"),
])  # fmt: skip
def test_beta_samples_have_the_posteriors_mean_and_variance(alpha: float, beta: float) -> None:
    samples = [sample_beta(alpha, beta, task_uniforms(seed, "t")) for seed in range(4000)]
    mean = alpha / (alpha + beta)
    variance = alpha * beta / ((alpha + beta) ** 2 * (alpha + beta + 1))
    assert all(0.0 < x < 1.0 for x in samples)
    assert sum(samples) / len(samples) == pytest.approx(mean, abs=4 * math.sqrt(variance / 4000))
    assert sum((x - mean) ** 2 for x in samples) / len(samples) == pytest.approx(variance, rel=0.1)


def test_a_beta_sample_is_a_pure_function_of_its_numbers() -> None:
    assert sample_beta(2.0, 5.0, task_uniforms(9, "a")) == sample_beta(2.0, 5.0, task_uniforms(9, "a"))
    assert sample_beta(2.0, 5.0, task_uniforms(9, "a")) != sample_beta(2.0, 5.0, task_uniforms(9, "b"))
    with pytest.raises(ValueError, match=r"shape 0\.5 < 1"):
        sample_beta(0.5, 1.0, itertools.repeat(0.5))


# Posteriors at version 0: "half" Beta(201, 201) (mean 0.5, sd 0.025), "solved" Beta(401, 1),
# "failed" Beta(1, 401) (means 0.9975 and 0.0025). Whatever the seed, the one closest to a target
# of 0.5 is "half", to 0.95 "solved", to 0.05 "failed".
SHARP = {"half": stats("half", (0, 400, 200.0)), "solved": stats("solved", (0, 400, 400.0)),
         "failed": stats("failed", (0, 400, 0.0))}


@pytest.mark.parametrize(("target", "chosen"), [
    pytest.param(0.5, "half", id="toward-half"),
    pytest.param(0.95, "solved", id="toward-solved"),
    pytest.param(0.05, "failed", id="toward-failed"),
])  # fmt: skip
@pytest.mark.parametrize("seed", [0, 1, 2**62])
def test_thompson_sampling_takes_the_candidate_closest_to_the_target(target: float, chosen: str, seed: int) -> None:
    params = MoppsParams(target=target)
    assert mopps_pick(["failed", "solved", "half"], SHARP, 0, seed, params, count=1) == [chosen]


def test_thompson_sampling_with_a_fixed_seed_is_pinned() -> None:
    # the three unseen tasks' samples, from their own numbers: 0.2939, 0.7700, 0.0541; distances to 0.5:
    # 0.206, 0.270, 0.446 (the first two are chosen), to 0.1: 0.194, 0.670, 0.046 (the third)
    rates = {t: thompson_rate(None, 0, 7, t, 0.9) for t in ("train-000001", "train-000002", "train-000003")}
    assert rates == pytest.approx({"train-000001": 0.2938921007378976, "train-000002": 0.7700377130836895,
                                   "train-000003": 0.054070265042881295}, abs=1e-12)
    ids = list(rates)
    assert mopps_pick(ids, {}, 0, 7, MoppsParams(), count=2) == ["train-000001", "train-000002"]
    assert mopps_pick(ids, {}, 0, 7, MoppsParams(target=0.1), count=1) == ["train-000003"]


def test_decay_lets_a_task_solved_long_ago_be_chosen_again() -> None:
    """Solved 400 of 400 at version 0: at version 1 far from 0.5; at version 60 (0.9^60 = 0.0018 of
    the evidence left, Beta(1.72, 1)) a sample near the middle is likely again."""
    old = {"old": stats("old", (0, 400, 400.0))}
    fresh = [thompson_rate(old["old"], 1, seed, "old", 0.9) for seed in range(200)]
    aged = [thompson_rate(old["old"], 60, seed, "old", 0.9) for seed in range(200)]
    assert min(fresh) > 0.97
    assert sum(abs(rate - 0.5) < 0.2 for rate in aged) > 40
