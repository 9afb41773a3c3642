"""Evaluation never plays a train task: an eval split equal to the train split is refused by the
config, one that shares tasks with it (by id, or by content where the env can tell) by the
check against the service, both before a trainer submits anything. Train draws pass over the
tasks a run excludes (those a warm start was tuned on); evaluation draws are left as they are."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest
import torch
from fake_service import FakeService, countdown_sizes
from pydantic import ValidationError
from rollgate.train import GRPOTrainer, RunConfig, SplitOverlapError, check_eval_split, load_policy
from rollgate.train._splits import EnvCatalog, local_catalog
from test_state import make_config as run_config


def make_config(rollouts: dict[str, Any], eval_split: str, every: int = 5) -> RunConfig:
    return RunConfig.model_validate({
        "model": {"path": "/models/policy"},
        "rollouts": {"env": "countdown", **rollouts},
        "train": {"checkpoints": "/checkpoints"},
        "eval": {"split": eval_split, "every": every},
    })


@pytest.fixture
def gateway() -> FakeService:
    return FakeService(splits={"countdown": countdown_sizes()})


def test_an_eval_split_equal_to_the_train_split_is_refused_by_the_config():
    with pytest.raises(ValidationError, match=r"eval.split 'train-easy' is the train split \(rollouts.split"):
        make_config({"split": "train-easy"}, "train-easy")
    make_config({"split": "train-easy"}, "train-easy", every=0)  # never evaluates: nothing to protect


def test_disjoint_splits_pass(gateway: FakeService):
    check_eval_split(gateway, make_config({"split": "train-easy"}, "eval-easy"))  # compared by id and content


def test_train_tasks_named_by_an_eval_id_are_refused(gateway: FakeService):
    config = make_config({"tasks": [{"id": "train-000001"}, {"id": "eval-000003"}]}, "eval")
    with pytest.raises(SplitOverlapError, match=r"eval split 'eval' overlaps the train tasks \(rollouts.tasks\) "
                       r"of env 'countdown': 1 task ids in both \(eval-000003\)"):
        check_eval_split(gateway, config)


def test_an_inline_train_task_that_restates_an_eval_task_is_refused(gateway: FakeService):
    from sandboxes.inside.envs.countdown.tasks import puzzle_for_task

    puzzle = puzzle_for_task({"id": "eval-easy-000007"})
    restated = {"data": {"numbers": list(reversed(puzzle.numbers)), "target": puzzle.target}}
    config = make_config({"tasks": [{"data": {"numbers": [2, 3], "target": 5}}, restated]}, "eval-easy")
    with pytest.raises(SplitOverlapError, match=r"1 train tasks pose an eval task .* is eval-easy-000007"):
        check_eval_split(gateway, config)


class SharedIds:
    """An env whose two splits hold some of the same tasks (as SWE-bench's Lite and Verified do)."""

    def task_ids(self, split: str) -> list[str]:
        return {"full": ["a", "b", "c", "d"], "verified": ["c", "d", "e"]}[split]

    def content(self, task: dict[str, Any]) -> None:
        return None


def test_splits_that_share_task_ids_are_refused():
    gateway = FakeService(splits={"countdown": {"full": 4, "verified": 3}})
    config = make_config({"split": "full"}, "verified")
    with pytest.raises(SplitOverlapError, match=r"eval split 'verified' overlaps the train split 'full' .* 2 task "
                       r"ids in both \(c, d\)"):
        check_eval_split(gateway, config, catalog_for=lambda env, sizes: SharedIds())


def test_a_split_the_service_lacks_is_named(gateway: FakeService):
    with pytest.raises(ValueError, match=r"env 'countdown' has no split 'holdout'; its splits: .*train-easy"):
        check_eval_split(gateway, make_config({"split": "train-easy"}, "holdout"))


def test_without_the_envs_task_definitions_only_split_names_are_compared(caplog: pytest.LogCaptureFixture):
    assert local_catalog("no-such-env", {"train": 10}) is None
    assert isinstance(local_catalog("countdown", {"eval-easy": countdown_sizes()["eval-easy"]}), EnvCatalog)
    with caplog.at_level(logging.WARNING):
        assert local_catalog("countdown", {"eval-easy": 7}) is None  # the service's task set is another
    assert "differs from the service's in splits ['eval-easy']" in caplog.text


def test_the_trainer_refuses_before_it_submits_anything(gateway: FakeService, tmp_path: Path):
    config = make_config({"tasks": [{"id": "eval-000003"}]}, "eval")
    with pytest.raises(SplitOverlapError):
        GRPOTrainer(config, gateway, torch.nn.Linear(1, 1))
    assert gateway.submitted == [] and gateway.pushes == []


def test_train_draws_pass_over_the_excluded_tasks_and_eval_draws_do_not(tiny_model: Path, tmp_path: Path):
    config = run_config(tiny_model, tmp_path, steps=2)
    config.rollouts.exclude = ["train-easy-000004", "train-easy-000009"]
    gateway = FakeService(splits={"countdown": countdown_sizes()})
    GRPOTrainer(config, gateway, load_policy(config)).run()
    excluded = {(spec.labels["rollgate-train"], tuple(spec.draw.exclude)) for spec in gateway.submitted if spec.draw}
    assert excluded == {("train", ("train-easy-000004", "train-easy-000009")), ("eval", ())}
