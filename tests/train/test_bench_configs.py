"""The learning benchmark's configs stay valid trainer configs (a renamed option fails here, not
an hour into a run)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from rollgate.train import RunConfig

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.mark.parametrize("path", sorted(BENCH.glob("learning*.toml")), ids=lambda path: path.name)
def test_each_learning_config_is_a_run_config_with_a_held_out_eval(path: Path) -> None:
    document = tomllib.loads(path.read_text())
    bench = document.pop("bench", {})
    assert set(bench) <= {"serve_dtype", "warm_start"}
    config = RunConfig.model_validate(document)
    assert config.eval.split != config.rollouts.split and config.eval.episodes * config.eval.repeats >= 256
