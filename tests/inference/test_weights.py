"""A checkpoint is checked before any worker is touched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from services.common.errors import InvalidArgument
from services.inference.weights import check_checkpoint

SHAPE = {"architectures": ["Qwen2ForCausalLM"], "hidden_size": 256, "num_hidden_layers": 4, "vocab_size": 6144}


def checkpoint(folder: Path, weights: bool = True, **changes: object) -> Path:
    folder.mkdir(parents=True)
    (folder / "config.json").write_text(json.dumps({**SHAPE, **changes}))
    if weights:
        (folder / "model.safetensors").write_bytes(b"")
    return folder


def test_a_checkpoint_of_the_served_shape_passes(tmp_path: Path) -> None:
    check_checkpoint(str(checkpoint(tmp_path / "new")), str(checkpoint(tmp_path / "served")))


@pytest.mark.parametrize(("make", "message"), [
    pytest.param(lambda p: p / "missing", "config.json missing", id="missing"),
    pytest.param(lambda p: checkpoint(p / "new", weights=False), "no weight files", id="no-weights"),
    pytest.param(lambda p: checkpoint(p / "new", hidden_size=128), "hidden_size", id="other-shape"),
])
def test_bad_checkpoints_are_refused(tmp_path: Path, make, message: str) -> None:  # type: ignore[no-untyped-def]
    served = checkpoint(tmp_path / "served")
    with pytest.raises(InvalidArgument, match=message) as refused:
        check_checkpoint(str(make(tmp_path)), str(served))
    assert refused.value.field == "path"
