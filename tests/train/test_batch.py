"""Pulled groups become aligned token tensors; groups without a reward spread are left out."""

from __future__ import annotations

import pytest
from rollgate import EpisodeStatus, Group, Step, Trajectory
from rollgate.train import batch_from_groups, clustered_interval, confidence_interval


def trajectory(index: int, reward: float, sampled: list[tuple[int, int, int]], length: int,
               status: EpisodeStatus = EpisodeStatus.COMPLETED) -> Trajectory:
    """`sampled`: (start, end, policy version) of each turn's sampled span."""
    mask = [0] * length
    logprobs = [0.0] * length
    steps = []
    for start, end, version in sampled:
        mask[start:end] = [1] * (end - start)
        logprobs[start:end] = [-0.5] * (end - start)
        steps.append(Step(token_start=start, token_end=end, policy_version=version, reward=reward))
    return Trajectory(id=f"t{index}", job_id="j", task_id="x", group_id="g", sample_index=index, env="countdown",
                      seed=0, token_ids=list(range(10, 10 + length)), loss_mask=mask, logprobs=logprobs, steps=steps,
                      reward=reward, status=status)


def group(*trajectories: Trajectory, name: str = "g") -> Group:
    return Group(id=name, job_id="j", task_id="x", trajectories=list(trajectories))


def test_rows_carry_each_sampled_token_with_its_advantage_logprob_and_version():
    two_turns = trajectory(0, 1.0, [(2, 4, 3), (5, 6, 4)], 6)
    batch = batch_from_groups([group(two_turns, trajectory(1, 0.0, [(2, 3, 3)], 4))], normalize_std=False)
    assert batch is not None and batch.rows == 2 and batch.tokens == 4
    short, long = 0, 1  # rows are sorted by length
    assert batch.attention_mask[short].tolist() == [1, 1, 1, 1, 0, 0]
    assert batch.loss_mask[long].tolist() == [0, 0, 1, 1, 0, 1]
    assert batch.advantages[long].tolist() == [0, 0, 0.5, 0.5, 0, 0.5]
    assert batch.advantages[short].tolist() == [0, 0, -0.5, 0, 0, 0]
    assert batch.versions[long].tolist() == [-1, -1, 3, 3, -1, 4]
    assert batch.sampler_logprobs[long].tolist() == [0, 0, -0.5, -0.5, 0, -0.5]


def test_groups_without_signal_and_unusable_episodes_stay_out():
    flat = group(trajectory(0, 1.0, [(1, 2, 0)], 3), trajectory(1, 1.0, [(1, 2, 0)], 3), name="flat")
    broken = trajectory(2, 0.0, [(1, 2, 0)], 3, status=EpisodeStatus.INFRA_ERROR)
    mixed = group(trajectory(3, 1.0, [(1, 2, 0)], 3), trajectory(4, 0.0, [(1, 2, 0)], 3), broken, name="mixed")
    batch = batch_from_groups([flat, mixed])
    assert batch is not None and batch.rows == 2
    assert batch_from_groups([flat]) is None


def test_gigpo_puts_each_steps_advantage_on_its_own_tokens():
    first = trajectory(0, 0.0, [(1, 2, 0), (3, 4, 0)], 4)
    second = trajectory(1, 1.0, [(1, 2, 0)], 2)
    batch = batch_from_groups([group(first, second)], "gigpo", normalize_std=False)
    assert batch is not None
    row = batch.advantages[1].tolist()  # the longer (first) trajectory
    assert row[0] == row[2] == 0 and row[1] != 0 and row[3] != 0


def test_wilson_interval_of_binary_rewards_and_the_normal_one_otherwise():
    low, high = confidence_interval([1.0] * 10 + [0.0] * 30)
    assert (low, high) == pytest.approx((0.1419, 0.4019), abs=1e-4)  # Wilson, p = 0.25, n = 40
    low, high = confidence_interval([0.0] * 128)
    assert low == pytest.approx(0.0, abs=1e-12) and high == pytest.approx(0.0291, abs=1e-4)
    low, high = confidence_interval([0.5, 0.7, 0.9])
    assert (low, high) == pytest.approx((0.7 - 1.959964 * 0.2 / 3**0.5, 0.7 + 1.959964 * 0.2 / 3**0.5))


def test_the_clustered_interval_widens_when_a_task_decides_its_episodes() -> None:
    """Four episodes of each of 20 tasks: where every task's episodes agree (the task decides),
    the effective sample is the 20 tasks, not the 80 episodes, and the interval is twice as wide
    as the naive one; where rewards vary within tasks only, it is no wider. Worked values: mean
    0.5; decided: 1.96 * sqrt(20/19 * 20 * 2**2) / 80 = 0.2248."""
    decided = [[1.0] * 4 if task % 2 else [0.0] * 4 for task in range(20)]
    low, high = clustered_interval(decided)
    assert (round(low, 4), round(high, 4)) == (round(0.5 - 0.2248, 4), round(0.5 + 0.2248, 4))
    naive_low, naive_high = confidence_interval([r for rewards in decided for r in rewards])
    assert (high - low) > 1.8 * (naive_high - naive_low)
    mixed = [[1.0, 0.0, 1.0, 0.0] for _ in range(20)]
    assert clustered_interval(mixed) == (0.5, 0.5)


def test_anchor_share_counts_the_steps_whose_state_another_step_of_the_group_reached():
    from rollgate.train._grpo import anchor_share, rollout_stats

    def played(index: int, anchors: list[str], status: EpisodeStatus = EpisodeStatus.COMPLETED) -> Trajectory:
        spans = [(2 * turn, 2 * turn + 1, 0) for turn in range(len(anchors))]
        t = trajectory(index, float(index % 2), spans, 2 * len(anchors), status)
        return t.model_copy(update={"steps": [s.model_copy(update={"anchor_state": a})
                                              for s, a in zip(t.steps, anchors, strict=True)]})

    first = group(played(0, ["q", "q+iron"]), played(1, ["q", "q+gold"]), played(2, ["q"]),
                  played(3, ["q", "q+iron"], EpisodeStatus.ENV_ERROR))  # an unusable episode counts nowhere
    second = group(played(0, ["r"]), name="h")
    assert anchor_share([first, second]) == pytest.approx(3 / 6)  # the three "q" steps of 6 usable steps
    stats = rollout_stats([first, second], version=0)
    assert stats["turns"] == pytest.approx(6 / 4) and stats["signal_share"] == 0.5
