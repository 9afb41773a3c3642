"""A run's draw strategy reaches the jobs it submits: each step's draw carries `rollouts.strategy`,
its parameters and the run's lineage (its own by default, kept by a resumed run); evaluation draws
stay uniform and name no lineage, so eval groups never feed the statistics the train draws read.
`rollouts.replay` reaches each step's pull, and the groups replayed join its batch."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fake_service import FakeService, countdown_sizes
from pydantic import ValidationError
from rollgate import JobSpec, PolicyInfo
from rollgate.train import GRPOTrainer, RunConfig, load_policy


def make_config(tmp_path: Path, **rollouts: Any) -> RunConfig:
    return RunConfig.model_validate({
        "model": {"path": "/models/policy"},
        "rollouts": {"env": "countdown", "split": "train-easy", "groups_per_step": 2, "group_size": 2, **rollouts},
        "train": {"steps": 1, "max_staleness": 0, "checkpoints": tmp_path / "checkpoints", "out": tmp_path / "my run"},
        "eval": {"split": "eval-easy", "episodes": 4, "every": 1},
    })


def service() -> FakeService:
    return FakeService(splits={"countdown": countdown_sizes()}, policy_info=PolicyInfo(version=3, path="/models/base"))


def on_model(config: RunConfig, model: Path) -> RunConfig:
    config.model.path, config.model.lora_rank, config.model.lora_targets = model, 4, ["q_proj", "v_proj"]
    return config


def submitted(model: Path, tmp_path: Path, **rollouts: Any) -> tuple[GRPOTrainer, JobSpec, list[JobSpec]]:
    """A one-step run's train job and its evaluation jobs (before and after), as the gateway received them."""
    gateway = service()
    config = on_model(make_config(tmp_path, **rollouts), model)
    trainer = GRPOTrainer(config, gateway, load_policy(config))
    trainer.run()
    train = [spec for spec in gateway.submitted if spec.labels["rollgate-train"] == "train"]
    evaluations = [spec for spec in gateway.submitted if spec.labels["rollgate-train"] == "eval"]
    assert len(train) == 1 and len(evaluations) == 2
    return trainer, train[0], evaluations


def test_by_default_a_step_draws_uniformly_under_the_runs_own_lineage(tiny_model: Path, tmp_path: Path):
    trainer, train, evaluations = submitted(tiny_model, tmp_path)
    assert train.draw is not None and train.draw.strategy == "uniform"
    assert train.draw.lineage == f"my-run-{trainer.progress.run_id[:8]}" == trainer.lineage
    for evaluation in evaluations:
        assert evaluation.draw is not None and (evaluation.draw.strategy, evaluation.draw.lineage) == ("uniform", "")


@pytest.mark.parametrize(("rollouts", "expected"), [
    pytest.param({"strategy": "greso"}, {"strategy": "greso", "greso": None, "mopps": None}, id="greso-defaults"),
    pytest.param({"strategy": "greso", "greso": {"explore": 0.25}},
                 {"strategy": "greso", "greso": {"explore": 0.25, "min_explore": 0.1}, "mopps": None}, id="greso"),
    pytest.param({"strategy": "mopps", "mopps": {"target": 0.3, "pool": 2}},
                 {"strategy": "mopps", "greso": None, "mopps": {"target": 0.3, "decay": 0.9, "pool": 2}}, id="mopps"),
    pytest.param({"strategy": "dynamic", "dynamic": {"max_extra_tasks": 3}},
                 {"strategy": "dynamic", "greso": None, "dynamic": {"max_extra_tasks": 3}}, id="dynamic"),
])
def test_a_step_draws_by_the_configured_strategy_and_evaluation_does_not(
        tiny_model: Path, tmp_path: Path, rollouts: dict[str, Any], expected: dict[str, Any]):
    _, train, evaluations = submitted(tiny_model, tmp_path, lineage="countdown-grpo-seed0", **rollouts)
    assert train.draw is not None
    assert {name: train.draw.model_dump()[name] for name in expected} == expected
    assert train.draw.lineage == "countdown-grpo-seed0"
    assert (train.draw.split, train.draw.count, train.draw.seed) == ("train-easy", 2, 0)
    for evaluation in evaluations:
        assert evaluation.draw is not None
        assert evaluation.draw.model_dump(include={"strategy", "lineage", "greso", "mopps", "dynamic"}) == {
            "strategy": "uniform", "lineage": "", "greso": None, "mopps": None, "dynamic": None}


@pytest.mark.parametrize(("rollouts", "message"), [
    pytest.param({"strategy": "greso", "tasks": [{"id": "train-easy-000001"}]}, "needs rollouts.split",
                 id="strategy-with-fixed-tasks"),
    pytest.param({"strategy": "greso", "mopps": {"target": 0.3}}, "parameters of strategy mopps, not greso",
                 id="parameters-of-another-strategy"),
    pytest.param({"greso": {}}, "parameters of strategy greso, not uniform", id="parameters-without-a-strategy"),
    pytest.param({"strategy": "best"}, "strategy", id="unknown-strategy"),
    pytest.param({"lineage": "no spaces"}, "lineage", id="bad-lineage"),
])
def test_a_strategy_the_service_would_refuse_is_refused_by_the_config(
        tmp_path: Path, rollouts: dict[str, Any], message: str):
    with pytest.raises(ValidationError, match=message):
        make_config(tmp_path, **rollouts)


def test_a_resume_must_keep_the_strategy_and_lineage_and_a_config_saved_before_them_is_uniform(tmp_path: Path):
    saved = make_config(tmp_path).model_dump(mode="json")
    for field in ("strategy", "greso", "mopps", "dynamic", "lineage"):
        del saved["rollouts"][field]  # a run saved before the strategies existed drew uniformly
    assert make_config(tmp_path).resume_conflicts(saved) == []
    assert make_config(tmp_path, strategy="greso").resume_conflicts(saved) == [
        "rollouts.strategy: now 'greso', saved 'uniform'"]
    assert make_config(tmp_path, lineage="other").resume_conflicts(saved) == ["rollouts.lineage: now 'other', saved ''"]


def test_a_resumed_run_keeps_its_lineage(tiny_model: Path, tmp_path: Path):
    config = on_model(make_config(tmp_path, strategy="mopps"), tiny_model)
    config.eval.every, config.train.steps = 0, 2
    gateway = service()
    first = GRPOTrainer(config, gateway, load_policy(config))
    first.train_step(0, first.submit(0))  # step 0 done and saved, step 1 never taken

    resumed = GRPOTrainer(config, gateway, load_policy(config), resume=True)
    resumed.submit(1)
    lineages = {spec.draw.lineage for spec in gateway.submitted if spec.draw}
    assert lineages == {first.lineage} and resumed.lineage == first.lineage
    fresh = GRPOTrainer(config, service(), load_policy(config))
    assert fresh.lineage != first.lineage  # a fresh run in the same folder starts statistics of its own


@pytest.mark.parametrize(("rollouts", "pulls", "replayed"), [
    pytest.param({}, [], 0, id="off-by-default"),
    pytest.param({"replay": 2, "replay_max_age": 1}, [{"max_groups": 1, "replay": 2, "replay_max_age": 1}], 2,
                 id="replay"),
])
def test_a_step_pulls_the_configured_replay_and_trains_on_it(
        tiny_model: Path, tmp_path: Path, rollouts: dict[str, Any], pulls: list[dict[str, Any]], replayed: int):
    gateway = service()
    config = on_model(make_config(tmp_path, **rollouts), tiny_model)
    config.eval.every = 0
    trainer = GRPOTrainer(config, gateway, load_policy(config))
    trainer.run()
    [train] = [job_id for job_id, job in gateway.jobs.items() if job.spec.labels["rollgate-train"] == "train"]
    assert gateway.pulls == [{"job_id": train, **pull} for pull in pulls]
    [row] = [row for row in trainer.metrics.rows if "step" in row]
    assert (row["groups"], row["groups_replayed"]) == (2 + replayed, replayed)


def test_replay_needs_the_lineage_of_a_draw(tmp_path: Path):
    with pytest.raises(ValidationError, match="replay buffer of the run's lineage"):
        make_config(tmp_path, tasks=[{"id": "train-easy-000001"}], replay=1)
