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


def _group(*trajectories: Trajectory) -> Group:
    return Group(id="g", job_id="j", task_id="x", trajectories=list(trajectories))


def _short_win_long_loss() -> Group:
    """t0 wins in one step from state A (reward 1); t1 loses over three steps from A, B, C."""
    return _group(_trajectory(0, ["A"], [1.0]), _trajectory(1, ["A", "B", "C"], [0.0, 0.0, 0.0]))


def test_step_weighting_counts_every_step_of_an_episode_in_the_baseline():
    """Worked by hand, gamma 0.5, no std: the rows carry rewards 1, 0, 0, 0 (t1 has three steps),
    mean 0.25, so the episode level is +0.75 for t0 and -0.25 for t1 (per episode: mean 0.5,
    +0.5 and -0.5). Step level: state A holds returns 1 and 0 (mean 0.5: +0.5, -0.5); B and C
    are met once (0)."""
    group = _short_win_long_loss()
    advantages = step_advantages(group, gamma=0.5, normalize_std=False, episode_weighting="step")
    assert advantages == [[1.25], [-0.75, -0.25, -0.25]]
    assert step_advantages(group, gamma=0.5, normalize_std=False) == [[1.0], [-1.0, -0.5, -0.5]]


def test_step_weighting_divides_by_the_std_of_the_step_rows():
    """Worked by hand, gamma 0.5, eps 1e-6: rows 1, 0, 0, 0 have mean 0.25 and sample variance
    (0.75² + 3 · 0.25²) / 3 = 0.25, std 0.5: episode level 0.75 / 0.5 = +1.5 and -0.25 / 0.5 =
    -0.5. Per episode the values 1, 0 have std √0.5: ±0.5 / √0.5 = ±√0.5. State A's returns 1
    and 0 have std √0.5 too: ±√0.5 on A's steps."""
    group, root_half = _short_win_long_loss(), 0.5 ** 0.5
    a_step = 0.5 / (root_half + 1e-6)
    episode_t0, episode_t1 = 0.75 / (0.5 + 1e-6), -0.25 / (0.5 + 1e-6)
    advantages = step_advantages(group, gamma=0.5, episode_weighting="step")
    assert advantages[0] == pytest.approx([episode_t0 + a_step])           # ≈ 2.2071
    assert advantages[1] == pytest.approx([episode_t1 - a_step, episode_t1, episode_t1])  # ≈ -1.2071, -0.5, -0.5
    per_episode = step_advantages(group, gamma=0.5)
    assert per_episode[0] == pytest.approx([2 * a_step])                   # ≈ 1.4142
    assert per_episode[1] == pytest.approx([-2 * a_step, -a_step, -a_step])


@pytest.mark.parametrize(
    ("normalize_std", "expected"),
    [pytest.param(False, 1.0, id="mean-only"), pytest.param(True, 1.0 / (1.0 + 1e-6), id="mean-std")],
)
def test_a_single_step_row_keeps_its_reward_under_step_weighting(normalize_std, expected):
    """The reference's convention: a group of one row has mean 0 and std 1, so t0's one step keeps
    its reward 1 (over 1 + eps with the std); t1 failed on infrastructure and is no row. Its state
    A is met once: no step-level signal. Per episode, one usable episode gives no signal at all."""
    group = _group(_trajectory(0, ["A"], [1.0]), _trajectory(1, ["A"], [1.0], status="infra_error"))
    advantages = step_advantages(group, normalize_std=normalize_std, episode_weighting="step")
    assert advantages == [[pytest.approx(expected, rel=1e-12)], [0.0]]
    assert step_advantages(group, normalize_std=normalize_std) == [[0.0], [0.0]]


def test_one_episode_of_two_steps_is_its_own_baseline_under_step_weighting():
    """Two rows, both carrying reward 1: mean 1, episode level 0; states A and B are met once."""
    group = _group(_trajectory(0, ["A", "B"], [0.0, 1.0]))
    assert step_advantages(group, normalize_std=False, episode_weighting="step") == [[0.0, 0.0]]


def test_an_unknown_episode_weighting_is_refused():
    with pytest.raises(ValueError, match="episode_weighting must be 'episode' or 'step', not 'token'"):
        step_advantages(_short_win_long_loss(), episode_weighting="token")  # type: ignore[arg-type]
