"""A checkpoint or LoRA adapter is checked before any worker is touched."""

from __future__ import annotations

import json
import re
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


def _garbled(folder: Path) -> Path:
    (folder / "adapter_model.safetensors").write_bytes(b"\xff" * 64)
    return folder


@pytest.mark.parametrize(("make", "message"), [
    pytest.param(lambda served, p: p / "missing", "no LoRA adapter", id="missing"),
    pytest.param(lambda served, p: _garbled(make_lora_adapter(served, p / "a", seed=1)), "not readable safetensors",
                 id="garbled-weights"),
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


# --- safetensors only ----------------------------------------------------------------------

PICKLES = ("pytorch_model.bin", "model.pt", "model.pth", "model.ckpt", "optimizer.pkl")


@pytest.mark.parametrize("name", [pytest.param(name, id=name) for name in PICKLES])
def test_a_checkpoint_holding_a_pickle_is_refused(tmp_path: Path, name: str) -> None:
    new = checkpoint(tmp_path / "new")
    (new / name).write_bytes(b"")  # beside the safetensors: vLLM may load it all the same
    with pytest.raises(InvalidArgument, match=f"{re.escape(name)}.*safetensors only") as refused:
        check_checkpoint(str(new), str(checkpoint(tmp_path / "served")))
    assert refused.value.field == "path"


def test_a_checkpoint_of_pickles_only_is_refused(tmp_path: Path) -> None:
    new = checkpoint(tmp_path / "new", weights=False)
    (new / "pytorch_model.bin").write_bytes(b"")
    with pytest.raises(InvalidArgument, match=r"pytorch_model\.bin"):
        check_checkpoint(str(new), str(checkpoint(tmp_path / "served")))


@pytest.mark.parametrize("name", ["adapter_model.bin", "adapter_model.pt", "new_embeddings.bin"])
def test_a_lora_adapter_holding_a_pickle_is_refused(tmp_path: Path, name: str) -> None:
    served = served_model(tmp_path / "served")
    adapter = make_lora_adapter(served, tmp_path / "adapter", seed=1)
    (adapter / name).write_bytes(b"")
    with pytest.raises(InvalidArgument, match=f"{re.escape(name)}.*safetensors only"):
        check_lora_adapter(str(adapter), str(served))


def test_an_unreadable_config_is_refused_not_a_crash(tmp_path: Path) -> None:
    new = checkpoint(tmp_path / "new")
    (new / "config.json").write_text("{not json")
    with pytest.raises(InvalidArgument, match=r"config\.json"):
        check_checkpoint(str(new), str(checkpoint(tmp_path / "served")))


# --- under the checkpoints root --------------------------------------------------------------


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return (tmp_path / "checkpoints").resolve()


def _escaping_link(root: Path, outside: Path) -> Path:
    (root / "link").symlink_to(outside, target_is_directory=True)
    return root / "link"


def _escaping_config(root: Path, outside: Path) -> Path:
    inside = checkpoint(root / "step-2")
    (inside / "config.json").unlink()
    (inside / "config.json").symlink_to(outside / "config.json")
    return inside


def _escaping_shard(root: Path, outside: Path) -> Path:
    inside = checkpoint(root / "step-2", weights=False)
    (inside / "model-00001-of-00001.safetensors").symlink_to(outside / "model.safetensors")
    return inside


@pytest.mark.parametrize(("make", "message"), [
    pytest.param(lambda root, outside: outside, "outside the checkpoints root", id="outside"),
    pytest.param(lambda root, outside: root / ".." / outside.name, "outside the checkpoints root", id="dot-dot"),
    pytest.param(lambda root, outside: Path(f"{root}-evil"), "outside the checkpoints root", id="sibling-prefix"),
    pytest.param(_escaping_link, "outside the checkpoints root", id="symlink-out"),
    pytest.param(_escaping_config, "config.json.*outside the checkpoints root", id="config-symlink-out"),
    pytest.param(_escaping_shard, "model-00001-of-00001.safetensors.*outside the checkpoints root",
                 id="shard-symlink-out"),
    pytest.param(lambda root, outside: Path("step-1"), "absolute", id="relative"),
    pytest.param(lambda root, outside: Path(f"{root}/step-\0"), "path", id="nul-byte"),
])
def test_checkpoints_outside_the_root_are_refused(tmp_path: Path, root: Path, make, message: str  # type: ignore[no-untyped-def]
                                                  ) -> None:
    checkpoint(root / "step-1")
    outside = checkpoint(tmp_path / "elsewhere")
    checkpoint(Path(f"{root}-evil"))
    served = checkpoint(tmp_path / "served")  # the served model's config is read where the workers have it
    with pytest.raises(InvalidArgument, match=message) as refused:
        check_checkpoint(str(make(root, outside)), str(served), root=str(root))
    assert refused.value.field == "path"


def test_links_that_stay_inside_the_root_pass(tmp_path: Path, root: Path) -> None:
    real = checkpoint(root / "runs" / "step-1")
    (root / "latest").symlink_to(real, target_is_directory=True)
    (tmp_path / "mnt").symlink_to(root, target_is_directory=True)  # the root itself may be a link
    served = checkpoint(tmp_path / "served")
    check_checkpoint(str(root / "latest"), str(served), root=str(root))
    check_checkpoint(str(tmp_path / "mnt" / "runs" / "step-1"), str(served), root=str(tmp_path / "mnt"))


def test_no_root_means_no_restriction(tmp_path: Path) -> None:
    check_checkpoint(str(checkpoint(tmp_path / "anywhere")), str(checkpoint(tmp_path / "served")), root="")


def _adapter_escaping_weights(served: Path, root: Path, outside: Path) -> Path:
    inside = make_lora_adapter(served, root / "adapter", seed=1)
    (inside / "adapter_model.safetensors").unlink()
    (inside / "adapter_model.safetensors").symlink_to(outside / "adapter_model.safetensors")
    return inside


@pytest.mark.parametrize(("make", "message"), [
    pytest.param(lambda served, root, outside: outside, "outside the checkpoints root", id="outside"),
    pytest.param(lambda served, root, outside: root / ".." / "outside", "outside the checkpoints root",
                 id="dot-dot"),
    pytest.param(_adapter_escaping_weights, "adapter_model.safetensors.*outside the checkpoints root",
                 id="weights-symlink-out"),
])
def test_lora_adapters_outside_the_root_are_refused(tmp_path: Path, root: Path, make, message: str  # type: ignore[no-untyped-def]
                                                    ) -> None:
    served = served_model(tmp_path / "served")
    outside = make_lora_adapter(served, tmp_path / "outside", seed=2)
    root.mkdir()
    with pytest.raises(InvalidArgument, match=message):
        check_lora_adapter(str(make(served, root, outside)), str(served), root=str(root))
    check_lora_adapter(str(make_lora_adapter(served, root / "fine", seed=3)), str(served), root=str(root))
