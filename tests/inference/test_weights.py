"""A checkpoint or LoRA adapter is checked before any worker is touched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from services.common.errors import InvalidArgument
from services.inference.weights import check_checkpoint, check_lora_adapter
from tests.lora import make_lora_adapter

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


MODEL = {**SHAPE, "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 64, "intermediate_size": 688}


def served_model(folder: Path, **changes: object) -> Path:
    folder.mkdir(parents=True)
    (folder / "config.json").write_text(json.dumps({**MODEL, **changes}))
    return folder


def test_a_lora_adapter_of_the_served_shape_passes(tmp_path: Path) -> None:
    served = served_model(tmp_path / "served")
    check_lora_adapter(str(make_lora_adapter(served, tmp_path / "adapter", seed=1)), str(served))


def _not_lora(folder: Path) -> Path:
    config = json.loads((folder / "adapter_config.json").read_text())
    (folder / "adapter_config.json").write_text(json.dumps({**config, "peft_type": "PREFIX_TUNING"}))
    return folder


@pytest.mark.parametrize(("make", "message"), [
    pytest.param(lambda served, p: p / "missing", "no LoRA adapter", id="missing"),
    pytest.param(lambda served, p: checkpoint(p / "full"), "no LoRA adapter", id="a-full-checkpoint"),
    pytest.param(lambda served, p: _not_lora(make_lora_adapter(served, p / "a", seed=1)), "not a LoRA", id="not-lora"),
    pytest.param(lambda served, p: make_lora_adapter(served_model(p / "wide", hidden_size=128, head_dim=32), p / "a",
                                                     seed=1), r"q_proj.lora_A.weight has shape \(8, 128\)",
                 id="other-hidden-size"),
    pytest.param(lambda served, p: make_lora_adapter(served_model(p / "kv", num_key_value_heads=4), p / "a", seed=1),
                 r"v_proj.lora_B.weight has shape \(256, 8\), the model needs \(128, 8\)", id="other-kv-heads"),
])
def test_bad_lora_adapters_are_refused(tmp_path: Path, make, message: str) -> None:  # type: ignore[no-untyped-def]
    served = served_model(tmp_path / "served")
    with pytest.raises(InvalidArgument, match=message) as refused:
        check_lora_adapter(str(make(served, tmp_path)), str(served))
    assert refused.value.field == "path"
