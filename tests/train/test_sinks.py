"""The trainer's metrics where people look: the rows a run records reach TensorBoard's event files
and an offline Weights & Biases run, each number under its tag at its step, read back from the
files the real writers left (tensorboardX's event records, W&B's run log)."""

from __future__ import annotations

import json
import struct
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from rollgate.train._config import RunConfig
from rollgate.train._metrics import MetricsLog
from rollgate.train._sinks import TensorBoard, WandB, open_sinks
from tensorboardX.proto import event_pb2

ROWS = [
    {"eval_step": 0, "eval_version": 0, "eval_reward": 0.25, "eval_job": "job-a"},
    {"step": 0, "version": 0, "loss": 0.5, "version_lag": "0:64", "tokens": 120, "stale": False},
    {"step": 1, "version": 1, "loss": 0.25, "version_lag": "1:64", "tokens": 96, "stale": False},
    {"eval_step": 2, "eval_version": 2, "eval_reward": 0.5, "eval_job": "job-b"},
]
"""A baseline, two steps and an evaluation, as the trainer writes them (elapsed_s added)."""

EXPECTED = {("eval/reward", 0): 0.25, ("eval/version", 0): 0, ("train/loss", 0): 0.5, ("train/tokens", 0): 120,
            ("train/version", 1): 1, ("train/loss", 1): 0.25, ("eval/reward", 2): 0.5}


def config(tmp_path: Path, **log: object) -> RunConfig:
    """A run's config with these `[log]` settings, writing under tmp_path/run."""
    return RunConfig.model_validate({
        "model": {"path": str(tmp_path / "model")}, "rollouts": {"env": "countdown"},
        "train": {"checkpoints": str(tmp_path / "ckpt"), "out": str(tmp_path / "run")}, "log": log})


def record(log: MetricsLog) -> None:
    for row in ROWS:
        log.write(row)
    log.close()


def test_tensorboard_gets_every_number_of_every_row_at_its_step(tmp_path: Path) -> None:
    record(MetricsLog(tmp_path, sinks=[TensorBoard(tmp_path / "tensorboard")]))

    logged = {(value.tag, event.step): value.simple_value
              for event in tensorboard_events(tmp_path / "tensorboard") for value in event.summary.value}

    assert EXPECTED.items() <= logged.items()
    assert not [tag for tag, _ in logged if "lag" in tag or "job" in tag or "stale" in tag]  # strings, booleans
    assert all(step in (0, 1, 2) for _, step in logged)


@pytest.mark.slow  # W&B starts its own service process
def test_an_offline_wandb_run_under_the_runs_id_gets_the_rows(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in {"WANDB_MODE": "offline", "WANDB_SILENT": "true", "WANDB_ERROR_REPORTING": "false",
                        "WANDB_CONFIG_DIR": tmp_path / "config", "WANDB_CACHE_DIR": tmp_path / "cache",
                        "WANDB_DATA_DIR": tmp_path / "data"}.items():
        monkeypatch.setenv(name, str(value))
    run = config(tmp_path, tensorboard=False, wandb=True)

    record(MetricsLog(tmp_path / "run", sinks=open_sinks(run, "run-0123")))

    [log_file] = (tmp_path / "run" / "wandb").glob("offline-run-*-run-0123/run-run-0123.wandb")
    history = [{key: value for key, value in item.items() if not key.startswith("_") and "elapsed" not in key}
               for item in wandb_history(log_file)]
    assert history == [{"eval/reward": 0.25, "eval/version": 0, "train/version": 0, "train/loss": 0.5,
                        "train/tokens": 120}, {"train/version": 1, "train/loss": 0.25, "train/tokens": 96},
                       {"eval/reward": 0.5, "eval/version": 2}]


def test_tensorboard_is_on_and_wandb_off_unless_asked(tmp_path: Path) -> None:
    sinks = open_sinks(config(tmp_path), "run-1")

    assert [type(sink) for sink in sinks] == [TensorBoard]
    assert open_sinks(config(tmp_path, tensorboard=False), "run-1") == []


def test_wandb_asked_for_but_not_installed_is_refused_naming_the_package(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "wandb", None)  # what an import finds where wandb is not installed

    with pytest.raises(ImportError, match="pip install wandb"):
        WandB(config(tmp_path, wandb=True), "run-1", tmp_path)


def tensorboard_events(folder: Path) -> Iterator[event_pb2.Event]:
    """Every event of the folder's event files (TFRecord: length, its CRC, the event, its CRC)."""
    for path in sorted(folder.glob("events.out.tfevents.*")):
        data, position = path.read_bytes(), 0
        while position < len(data):
            (length,) = struct.unpack("<Q", data[position:position + 8])
            yield event_pb2.Event.FromString(data[position + 12:position + 12 + length])
            position += 12 + length + 4


def wandb_history(path: Path) -> Iterator[dict[str, object]]:
    """The history rows of a W&B run log: a 7-byte header, then LevelDB log records in 32 KiB
    blocks (CRC, length, type: 1 whole, 2 first, 3 middle, 4 last piece), each a protobuf Record;
    a tag with a slash is stored as its parts."""
    from wandb.proto import wandb_internal_pb2

    data = path.read_bytes()
    assert data[:4] == b":W&B"
    position, pending = 7, b""
    while position + 7 <= len(data):
        if (room := 32768 - position % 32768) < 7:
            position += room
            continue
        _, length, kind = struct.unpack("<IHB", data[position:position + 7])
        pending += data[position + 7:position + 7 + length]
        position += 7 + length
        if kind in (1, 4):
            record = wandb_internal_pb2.Record.FromString(pending)
            pending = b""
            if record.WhichOneof("record_type") == "history":
                yield {item.key or "/".join(item.nested_key): json.loads(item.value_json)
                       for item in record.history.item}
