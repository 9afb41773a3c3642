"""A run's saved state: a snapshot restores weights, optimizer, generators and counters exactly,
appears whole or not at all, and a trainer killed mid-run and resumed against a stand-in
gateway ends with the weights, versions and jobs of a run that was never interrupted. (The
same through a live stack and a SIGKILL: test_resume.py.)"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import torch
from fake_service import FakeService, Killed, countdown_sizes, spec_fields
from rollgate import JobState, PolicyInfo
from rollgate.train import GRPOTrainer, PolicyOptimizer, RunConfig, StateError, _state, load_policy, load_snapshot
from rollgate.train._cli import main
from rollgate.train._grpo import RUN_LABEL
from rollgate.train._state import Progress, save_progress, save_snapshot, snapshot_folders, trainable_tensors
from test_optimizer import batch

SEQUENCES = [list(range(10, 26)), list(range(30, 46))]


def make_config(model: Path, tmp_path: Path, **train: Any) -> RunConfig:
    return RunConfig.model_validate({
        "model": {"path": model, "lora": True, "lora_rank": 4, "lora_targets": ["q_proj", "v_proj"]},
        "rollouts": {"env": "countdown", "split": "train-easy", "groups_per_step": 2, "group_size": 2},
        "train": {"steps": 4, "max_staleness": 1, "learning_rate": 1e-2, "checkpoints": tmp_path / "checkpoints",
                  "out": tmp_path / "run", **train},
        "eval": {"split": "eval-easy", "episodes": 4, "every": 2},
    })


def optimizer_for(model: torch.nn.Module, config: RunConfig) -> PolicyOptimizer:
    return PolicyOptimizer(model, config.train.objective, 1.0, config.train.learning_rate)


def draws() -> tuple[float, float, list[float]]:
    return random.random(), float(np.random.random()), torch.rand(3).tolist()


def test_a_snapshot_restores_weights_optimizer_generators_and_counters(tiny_model: Path, tmp_path: Path):
    config = make_config(tiny_model, tmp_path)
    model = load_policy(config)
    optimizer = optimizer_for(model, config)
    data = batch(model, SEQUENCES, [1.0, -1.0])
    optimizer.step(data)
    random.seed(1)
    np.random.seed(2)
    torch.manual_seed(3)
    progress = Progress("run-1", step=1, version=6, checkpoint="/ckpt/v000006", jobs={1: "job-1", 2: "job-2"},
                        evaluations=[{"version": 5, "job_id": "eval-0"}], elapsed_s=12.5)
    save_snapshot(tmp_path / "state", progress, model, optimizer.optimizer, config.model_dump(mode="json"),
                  {"step": 0, "loss": 0.5})
    expected_draws = draws()
    optimizer.step(data)
    expected = trainable_tensors(model)

    config.train.seed = 1  # another adapter initialisation: the restore must overwrite it
    resumed = load_policy(config)
    resumed_optimizer = optimizer_for(resumed, config)
    snapshot = load_snapshot(tmp_path / "state")
    assert snapshot.progress == progress and snapshot.row == {"step": 0, "loss": 0.5}
    snapshot.restore(resumed, resumed_optimizer.optimizer)
    assert draws() == expected_draws
    resumed_optimizer.step(data)
    assert all(torch.equal(tensor, expected[name]) for name, tensor in trainable_tensors(resumed).items())

    without_moments = load_policy(config)  # the weights alone are not enough: Adam's moments matter
    _state.restore_weights(without_moments, snapshot.folder)
    optimizer_for(without_moments, config).step(data)
    gap = max(float((t - expected[n]).abs().max()) for n, t in trainable_tensors(without_moments).items())
    assert gap > 1e-4


def test_a_snapshot_appears_whole_or_not_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    model = torch.nn.Linear(3, 2)
    optimizer = torch.optim.AdamW(model.parameters())
    root = tmp_path / "state"
    save_snapshot(root, Progress("run", 1, 1, "v1"), model, optimizer, {}, None)
    real_save = _state.save_file

    def disk_full(tensors: dict[str, torch.Tensor], path: Path) -> None:
        if path.name == "optimizer.safetensors":
            raise OSError("no space left on device")
        real_save(tensors, path)

    monkeypatch.setattr(_state, "save_file", disk_full)
    with pytest.raises(OSError, match="no space"):
        save_snapshot(root, Progress("run", 2, 2, "v2"), model, optimizer, {}, None)
    assert load_snapshot(root).progress.step == 1
    assert [p.name for p in snapshot_folders(root)] == ["step-000001"]

    monkeypatch.undo()
    folder = save_snapshot(root, Progress("run", 2, 2, "v2"), model, optimizer, {}, None)
    assert sorted(p.name for p in root.iterdir()) == ["step-000002"]  # the older one and the partial are gone
    save_progress(folder, Progress("run", 2, 2, "v2", jobs={2: "job-9"}))
    assert load_snapshot(root).progress.jobs == {2: "job-9"}
    assert [p.name for p in folder.iterdir() if p.name.startswith(".")] == []

    save_snapshot(root, Progress("another-run", 0, 9, "v9"), model, optimizer, {}, None)  # a fresh run over it
    assert load_snapshot(root).progress.run_id == "another-run" and len(snapshot_folders(root)) == 1


def test_nothing_saved_is_a_clear_error(tmp_path: Path):
    with pytest.raises(StateError, match="nothing to resume"):
        load_snapshot(tmp_path / "state")


def test_a_resume_refuses_a_config_of_another_run(tiny_model: Path, tmp_path: Path):
    saved = make_config(tiny_model, tmp_path).model_dump(mode="json")
    other = make_config(tiny_model, tmp_path, seed=3, steps=40, learning_rate=1e-4)
    other.rollouts.split = "train"
    assert other.resume_conflicts(saved) == ["rollouts.split: now 'train', saved 'train-easy'",
                                             "train.seed: now 3, saved 0"]  # steps and learning rate may change


def test_the_cli_refuses_a_resume_before_it_loads_anything(tiny_model: Path, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit) as refused:
        main(["--resume", str(tmp_path / "run")])
    assert refused.value.code == 2 and "nothing to resume" in capsys.readouterr().err

    config = make_config(tiny_model, tmp_path)
    save_snapshot(tmp_path / "run" / "state", Progress("run", 1, 6, "v6"), torch.nn.Linear(1, 1),
                  torch.optim.AdamW(torch.nn.Linear(1, 1).parameters()), config.model_dump(mode="json"))
    other = tmp_path / "other.toml"
    other.write_text(f"""
[model]
path = "{tiny_model}"
lora_rank = 4
lora_targets = ["q_proj", "v_proj"]
[rollouts]
env = "countdown"
split = "train-easy"
groups_per_step = 2
group_size = 2
[train]
seed = 3
checkpoints = "{tmp_path / 'checkpoints'}"
[eval]
split = "eval-easy"
episodes = 4
""")
    with pytest.raises(SystemExit) as refused:
        main(["--resume", str(tmp_path / "run"), "--config", str(other)])
    assert refused.value.code == 2 and "train.seed: now 3, saved 0" in capsys.readouterr().err


def service() -> FakeService:
    return FakeService(splits={"countdown": countdown_sizes()},
                       policy_info=PolicyInfo(version=5, path="/models/base"))


def rows(config: RunConfig) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (config.train.out / "metrics.jsonl").read_text().splitlines()]


def test_a_run_killed_during_a_push_resumes_as_if_never_interrupted(tiny_model: Path, tmp_path: Path):
    reference_config = make_config(tiny_model, tmp_path / "reference")
    reference_service = service()
    reference = GRPOTrainer(reference_config, reference_service, load_policy(reference_config))
    reference.run()

    config = make_config(tiny_model, tmp_path / "killed")
    gateway = service()
    gateway.kill_at_push = 7  # step 1's weights: its state is saved, its push never lands
    with pytest.raises(Killed):
        GRPOTrainer(config, gateway, load_policy(config)).run()
    assert gateway.policy_info.version == 6
    orphan = gateway.add_job(gateway.submitted[-1].model_copy(update={"labels": {RUN_LABEL: "someone-else"}}),
                             JobState.RUNNING)
    with (config.train.out / "metrics.jsonl").open("a") as metrics:
        metrics.write('{"step": 9, "half-writ')  # the kill cut a line short

    resumed = GRPOTrainer(config, gateway, load_policy(config), resume=True)
    evaluations = resumed.run()

    expected = trainable_tensors(reference.model)
    assert all(torch.equal(tensor, expected[name]) for name, tensor in trainable_tensors(resumed.model).items())
    assert [push[1] for push in gateway.pushes] == [6, 7, 8, 9] == [push[1] for push in reference_service.pushes]
    assert [e.version for e in evaluations] == [5, 7, 9] == [e.version for e in reference.evaluations]

    steps = [row for row in rows(config) if "step" in row]
    assert [row["step"] for row in steps] == [0, 1, 2, 3]
    assert [row["version"] for row in steps] == [5, 6, 7, 8]
    killed_ahead = next(job for job in gateway.jobs.values() if job.spec.labels.get("step") == "2")
    assert killed_ahead.state == JobState.CANCELLED and killed_ahead.id not in {row["job"] for row in steps}
    assert orphan.id not in gateway.cancelled  # another run's job is left alone
    train_specs = [s for s in gateway.submitted if s.labels.get("rollgate-train") == "train"]
    step_2 = [spec_fields(s, "seed", "draw", "tasks", "labels") for s in train_specs if s.labels["step"] == "2"]
    assert len(step_2) == 2 and step_2[0] == step_2[1]  # cancelled, then submitted again as it was
    reference_specs = [s for s in reference_service.submitted if s.labels.get("rollgate-train") == "train"]
    assert {(s.labels["step"], s.seed, s.draw.seed) for s in train_specs if s.draw} == {
        (s.labels["step"], s.seed, s.draw.seed) for s in reference_specs if s.draw}


def test_a_resume_refuses_a_service_that_moved_on(tiny_model: Path, tmp_path: Path):
    config = make_config(tiny_model, tmp_path, steps=1)
    config.eval.every = 0
    gateway = service()
    GRPOTrainer(config, gateway, load_policy(config)).run()
    gateway.push_weights("/elsewhere/v7", 7)
    resumed = GRPOTrainer(config, gateway, load_policy(config), resume=True)
    with pytest.raises(StateError, match="something else pushed"):
        resumed.run()


@pytest.mark.parametrize(("keep", "kept"), [(2, [8, 9]), (3, [7, 8, 9]), (0, [6, 7, 8, 9])])
def test_a_run_keeps_the_pushed_versions_it_is_told_to(tiny_model: Path, tmp_path: Path, keep: int, kept: list[int]):
    config = make_config(tiny_model, tmp_path, keep_checkpoints=keep)
    config.eval.every = 0
    gateway = service()
    GRPOTrainer(config, gateway, load_policy(config)).run()
    assert [push[1] for push in gateway.pushes] == [6, 7, 8, 9]
    assert sorted(folder.name for folder in config.train.checkpoints.iterdir()) == [f"v{v:06d}" for v in kept]


def test_keeping_one_version_is_refused(tiny_model: Path, tmp_path: Path):
    with pytest.raises(ValueError, match="keep_checkpoints 1 would remove the version a failed push reloads"):
        make_config(tiny_model, tmp_path, keep_checkpoints=1)
