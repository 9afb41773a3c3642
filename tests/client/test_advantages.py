import statistics

import pytest
from rollgate import group_advantages

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
