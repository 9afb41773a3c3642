import statistics

import pytest
from rollgate import Group, Step, Trajectory, group_advantages, step_advantages, token_advantages

from .fakes import group


def test_rewards_are_centred_and_scaled_by_the_group_std():
    rewards = [1.0, 0.0, 0.0, 1.0, 0.5]
    mean, std = statistics.fmean(rewards), statistics.stdev(rewards)
    advantages = group_advantages(group(rewards=rewards))
    assert advantages == pytest.approx([(r - mean) / (std + 1e-6) for r in rewards])
    assert sum(advantages) == pytest.approx(0.0, abs=1e-9)


def test_without_std_normalisation_only_the_mean_is_removed():
    assert group_advantages(group(rewards=[3.0, 1.0]), normalize_std=False) == [1.0, -1.0]


def test_unusable_episodes_get_zero_and_leave_the_statistics_alone():
    rewards = [1.0, 0.0, 0.0, 5.0, 0.0]
    statuses = ["completed", "truncated", "infra_error", "env_error", "timeout"]
    advantages = group_advantages(group(rewards=rewards, statuses=statuses), normalize_std=False)
    assert advantages == [0.5, -0.5, 0.0, 0.0, 0.0]


@pytest.mark.parametrize(
    ("rewards", "statuses"),
    [
        pytest.param([1.0, 1.0, 1.0], [], id="identical-rewards"),
        pytest.param([1.0, 0.0], ["completed", "cancelled"], id="one-usable"),
        pytest.param([1.0, 0.0], ["infra_error", "timeout"], id="none-usable"),
        pytest.param([], [], id="empty"),
    ],
)
def test_groups_without_signal_give_zero_advantages(rewards, statuses):
    assert group_advantages(group(rewards=rewards, statuses=statuses)) == [0.0] * len(rewards)


def _trajectory(index: int, anchors: list[str], rewards: list[float], status: str = "completed") -> Trajectory:
    steps = [Step(anchor_state=a, reward=r, token_start=2 * k + 1, token_end=2 * k + 2)
             for k, (a, r) in enumerate(zip(anchors, rewards, strict=True))]
    size = 2 * len(steps) + 1
    return Trajectory(id=f"t{index}", job_id="j", task_id="x", group_id="g", sample_index=index, env="alfworld",
                      seed=0, steps=steps, reward=sum(rewards), status=status, token_ids=[7] * size,
                      loss_mask=[0] * size, logprobs=[0.0] * size)


def test_step_advantages_add_the_anchor_groups_signal_to_the_episodes():
    """Worked by hand, gamma 0.5: t0 reaches the goal from state A via B (returns 0.5, 1), t1
    wanders from A to C (returns 0, 0), t2 failed on infrastructure and counts for nothing.
    Episode level: +0.5, -0.5. State A was met twice (returns 0.5 and 0: +0.25, -0.25); B and C
    once (no step-level signal)."""
    trajectories = [_trajectory(0, ["A", "B"], [0.0, 1.0]), _trajectory(1, ["A", "C"], [0.0, 0.0]),
                    _trajectory(2, ["A"], [0.0], status="infra_error")]
    group = Group(id="g", job_id="j", task_id="x", trajectories=trajectories)
    advantages = step_advantages(group, gamma=0.5, normalize_std=False)
    assert advantages == [[0.75, 0.5], [-0.75, -0.5], [0.0]]
    assert step_advantages(group, gamma=0.5, omega=0.0, normalize_std=False) == [[0.5, 0.5], [-0.5, -0.5], [0.0]]


def test_token_advantages_cover_only_the_sampled_spans():
    trajectory = _trajectory(0, ["A", "B"], [0.0, 1.0])
    assert token_advantages(trajectory, [0.75, 0.5]) == [0.0, 0.75, 0.0, 0.5, 0.0]
    with pytest.raises(ValueError, match="1 step advantages for 2 steps"):
        token_advantages(trajectory, [0.75])
