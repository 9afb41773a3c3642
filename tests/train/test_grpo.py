"""Two real steps of Rollgate's own GRPO trainer on the embedded model, through the live stack.

The embedded model is random, so the test constrains its answers (the job's `regex`) to two
expressions for the inline puzzle 2, 3 → 5: `2+3` (right) and `2*3` (wrong). Groups then have a
reward spread, the optimizer has something to learn from, and each step pushes a LoRA adapter
that the next step's episodes are sampled with.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rollgate import Client
from rollgate.train import EvalResult, GRPOTrainer, RunConfig, load_policy

from services.devstack import LocalStack
from tests.train.test_sinks import tensorboard_events

PUZZLE = {"data": {"numbers": [2, 3], "target": 5}}
EVAL_EPISODES = 64
"""One-episode groups an evaluation collects through `iter_groups`, under the stack token's default
quota of 16 event streams: a trainer that opened a stream per group, each one given back late by
the gateway, ran into that quota after a few dozen (`bench/learning.py` did at its first evaluation)."""


@pytest.fixture
def config(train_stack: LocalStack, served_base: int, tmp_path: Path) -> RunConfig:
    return RunConfig.model_validate({
        "rollgate": {"url": train_stack.gateway_url},
        "model": {"path": train_stack.model, "lora": True, "lora_rank": 8, "lora_targets": ["q_proj", "v_proj"]},
        "rollouts": {"env": "countdown", "tasks": [PUZZLE] * 4, "group_size": 4, "max_total_tokens": 256,
                     "sampling": {"temperature": 1.0, "max_tokens": 16, "regex": r"<answer>2[+*]3</answer>"}},
        "train": {"steps": 2, "max_staleness": 0, "learning_rate": 1e-3, "checkpoints": tmp_path / "checkpoints",
                  "out": tmp_path / "run"},
        "eval": {"episodes": EVAL_EPISODES, "every": 2, "sampling": {"temperature": 1.0, "max_tokens": 8}},
    })


def test_two_steps_train_push_and_sample_with_the_pushed_version(config: RunConfig, train_client: Client):
    start = train_client.policy().version
    trainer = GRPOTrainer(config, train_client, load_policy(config))
    evaluations = trainer.run()

    rows = [json.loads(line) for line in (config.train.out / "metrics.jsonl").read_text().splitlines()]
    steps = [row for row in rows if "step" in row]
    assert [row["version"] for row in steps] == [start, start + 1]
    assert train_client.policy().version == start + 2
    assert train_client.policy().adapter == f"rollgate-v{start + 2}"
    for row in steps:  # max_staleness 0: each batch was sampled by the version it trains
        counts = train_client.get_job(row["job"]).counts
        assert counts["completed"] + counts["truncated"] == row["usable"] == 16
        assert row["version_lag"].startswith("0:") and " " not in row["version_lag"]
    assert any("loss" in row for row in steps), "no step had a group with a reward spread"
    trained = next(row for row in steps if "loss" in row)
    assert 0 < trained["is_ess"] <= 1 and trained["is_kl"] >= 0 and trained["tokens"] > 0
    assert sorted(p.name for p in config.train.checkpoints.iterdir()) == [f"v{start + 1:06d}", f"v{start + 2:06d}"]

    assert [e.version for e in evaluations] == [start, start + 2]  # before training and at the end
    for evaluation in evaluations:
        job = train_client.get_job(evaluation.job_id)
        assert job.spec.draw is not None and job.spec.draw.split == "eval"
        assert all(task.id.startswith("eval-") for task in job.spec.tasks) and evaluation.episodes == EVAL_EPISODES

    logged = {(value.tag, event.step) for event in tensorboard_events(config.train.out / "tensorboard")
              for value in event.summary.value}
    assert {("train/version", 0), ("train/version", 1), ("eval/reward", 0), ("eval/reward", 2)} <= logged


def test_a_time_budget_stops_the_run_and_cancels_the_batches_sampled_ahead(config: RunConfig, train_client: Client):
    config.train.steps, config.train.max_staleness, config.train.max_minutes = 5, 1, 1e-9
    config.eval.every = 0
    config.rollouts.labels = {"run": "time-budget"}
    start = train_client.policy().version
    trainer = GRPOTrainer(config, train_client, load_policy(config))
    trainer.run()
    steps = [row for row in trainer.metrics.rows if "step" in row]
    assert [row["step"] for row in steps] == [0]
    assert train_client.policy().version == start + 1
    jobs = [train_client.get_job(summary.id) for summary in train_client.iter_jobs()]  # listings carry no spec
    ours = {job.spec.labels["step"]: job.state for job in jobs if job.spec.labels.get("run") == "time-budget"}
    assert sorted(ours) == ["0", "1"]  # step 1 was sampled ahead, step 2 never submitted
    assert ours["1"] in ("cancelled", "completed")  # cancelled, unless its episodes had all finished


def test_an_evaluation_that_spends_the_time_budget_is_the_final_one(
        config: RunConfig, train_client: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    """The evaluation due after step 0 runs past the budget (the run's clock moved on by it):
    the run ends there, that evaluation its last, with no step and no second evaluation after it."""
    config.train.steps, config.train.max_staleness, config.train.max_minutes = 5, 1, 1.0
    config.eval.every, config.eval.episodes = 1, 4
    trainer = GRPOTrainer(config, train_client, load_policy(config))
    clock = [0.0]
    monkeypatch.setattr(trainer.metrics, "elapsed", lambda: clock[0])
    evaluate = trainer.evaluate

    def evaluate_slowly() -> EvalResult:
        result = evaluate()
        clock[0] += 40.0
        return result

    monkeypatch.setattr(trainer, "evaluate", evaluate_slowly)
    start = train_client.policy().version
    evaluations = trainer.run()
    assert [e.version for e in evaluations] == [start, start + 1]
    assert [row["step"] for row in trainer.metrics.rows if "step" in row] == [0]
    assert trainer.progress.jobs == {}  # the batch sampled ahead for step 1 was cancelled


QUESTION = {"data": {"question": "Which letter comes first?", "golden_answers": ["a"]}}


@pytest.mark.parametrize("estimator", ["grpo", "gigpo"])
def test_two_multi_turn_steps_train_and_push_with_either_estimator(
        estimator: str, config: RunConfig, train_client: Client) -> None:
    """The search env over several turns: the random model searches (the passages come back
    as context) or answers `a` (right) or `b` (wrong), so groups have a reward spread and
    episodes of one to three turns; both estimators train on them and push. (That the passages
    are context, never sampled tokens, tests/e2e/test_envs.py::test_search shows.)"""
    document = config.model_dump(mode="json")
    document["rollouts"] |= {"env": "search", "tasks": [QUESTION] * 4, "max_turns": 3, "max_total_tokens": 1024,
                             "sampling": {"temperature": 1.0, "max_tokens": 16,
                                          "regex": r"<search>(iron|gold)</search>|<answer>[ab]</answer>"}}
    document["train"]["estimator"], document["eval"]["every"] = estimator, 0
    config = RunConfig.model_validate(document)
    start = train_client.policy().version
    trainer = GRPOTrainer(config, train_client, load_policy(config))
    trainer.run()
    steps = [row for row in trainer.metrics.rows if "step" in row]
    assert [row["version"] for row in steps] == [start, start + 1] and train_client.policy().version == start + 2
    assert all(row["usable"] == 16 for row in steps)
    assert any(row["tokens"] > 0 for row in steps), "no step had a group with a reward spread"
    assert max(row["turns"] for row in steps) > 1  # some searched before answering
    job = train_client.get_job(steps[-1]["job"])
    assert job.spec.env == "search" and job.spec.max_turns == 3
