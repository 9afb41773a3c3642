"""A session whose agent rewrote its history trains as one row per segment, each with its own
steps' advantages and versions on its own token positions."""

from __future__ import annotations

from rollgate import Group, Segment, Step, Trajectory
from rollgate.train import batch_from_groups


def session(index: int, reward: float) -> Trajectory:
    first = Segment(token_ids=[5, 6, 7], loss_mask=[0, 1, 1], logprobs=[0.0, -0.5, -0.5])
    last = Segment(token_ids=[5, 8, 9, 10, 11], loss_mask=[0, 0, 1, 1, 0], logprobs=[0.0, 0.0, -0.25, -0.25, 0.0])
    steps = [Step(token_start=1, token_end=3, segment=0, policy_version=2, reward=0.0),
             Step(token_start=2, token_end=4, segment=1, policy_version=3, reward=reward)]
    return Trajectory(id=f"j-t0-s{index}", job_id="j", task_id="t", group_id="j-t0", sample_index=index,
                      env="external", seed=0, steps=steps, segments=[first, last], token_ids=last.token_ids,
                      loss_mask=last.loss_mask, logprobs=last.logprobs, reward=reward)


def test_each_segment_is_a_row_of_its_own() -> None:
    group = Group(id="j-t0", job_id="j", task_id="t", trajectories=[session(0, 1.0), session(1, 0.0)])
    batch = batch_from_groups([group], normalize_std=False)
    assert batch is not None and batch.rows == 4 and batch.tokens == 8
    lengths = batch.attention_mask.sum(1).tolist()
    assert sorted(lengths) == [3, 3, 5, 5]
    first = [r for r, n in enumerate(lengths) if n == 3]
    assert sorted(batch.advantages[r][:3].tolist() for r in first) == [[0, -0.5, -0.5], [0, 0.5, 0.5]]
    assert all(batch.input_ids[r][:3].tolist() == [5, 6, 7] and batch.versions[r][:3].tolist() == [-1, 2, 2]
               for r in first)
    last = [r for r, n in enumerate(lengths) if n == 5]
    assert all(batch.versions[r][:5].tolist() == [-1, -1, 3, 3, -1] for r in last)
    assert all(batch.sampler_logprobs[r][:5].tolist() == [0, 0, -0.25, -0.25, 0] for r in last)
