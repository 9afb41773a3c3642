"""Token advantages of a session whose agent rewrote its history: each segment gets its own
steps' advantages, on its own token positions."""

import pytest

from rollgate import Segment, Step, Trajectory, token_advantages


def rewritten() -> Trajectory:
    first = Segment(token_ids=[1, 2, 3], loss_mask=[0, 1, 1], logprobs=[0.0, -0.5, -0.5])
    last = Segment(token_ids=[1, 4, 5, 6], loss_mask=[0, 0, 1, 0], logprobs=[0.0, 0.0, -0.25, 0.0])
    steps = [Step(token_start=1, token_end=3, segment=0), Step(token_start=2, token_end=3, segment=1)]
    return Trajectory(id="j-t0-s0", job_id="j", task_id="t", group_id="j-t0", sample_index=0, env="external",
                      seed=0, steps=steps, segments=[first, last], token_ids=last.token_ids,
                      loss_mask=last.loss_mask, logprobs=last.logprobs)


def test_each_segment_gets_its_own_steps_advantages() -> None:
    trajectory = rewritten()
    assert token_advantages(trajectory, [0.5, 2.0]) == [0.0, 0.0, 2.0, 0.0]  # the last: the top-level tokens
    assert token_advantages(trajectory, [0.5, 2.0], segment=0) == [0.0, 0.5, 0.5]
    with pytest.raises(ValueError, match="segment 2"):
        token_advantages(trajectory, [0.5, 2.0], segment=2)
