"""LoRA adapters for tests: PEFT's on-disk format, written directly (no peft dependency)."""

from __future__ import annotations

import json
from pathlib import Path

TARGETS = ("q_proj", "v_proj")


def make_lora_adapter(base: Path, out: Path, seed: int, rank: int = 8, scale: float = 0.1) -> Path:
    """A LoRA adapter of `rank` on the q and v projections of every layer of the model in
    `base` (its config.json), with random A and B so that it changes the model's outputs."""
    import torch
    from safetensors.torch import save_file

    config = json.loads((base / "config.json").read_text())
    hidden, heads = config["hidden_size"], config["num_attention_heads"]
    head_dim = config.get("head_dim") or hidden // heads
    out_features = {"q_proj": heads * head_dim, "v_proj": config.get("num_key_value_heads", heads) * head_dim}
    generator = torch.Generator().manual_seed(seed)
    tensors = {}
    for layer in range(config["num_hidden_layers"]):
        for module in TARGETS:
            prefix = f"base_model.model.model.layers.{layer}.self_attn.{module}"
            tensors[f"{prefix}.lora_A.weight"] = torch.randn(rank, hidden, generator=generator) * scale
            tensors[f"{prefix}.lora_B.weight"] = torch.randn(out_features[module], rank, generator=generator) * scale
    out.mkdir(parents=True, exist_ok=True)
    save_file(tensors, str(out / "adapter_model.safetensors"))
    adapter_config = {"peft_type": "LORA", "task_type": "CAUSAL_LM", "r": rank, "lora_alpha": 2 * rank,
                      "lora_dropout": 0.0, "target_modules": list(TARGETS), "bias": "none",
                      "fan_in_fan_out": False, "base_model_name_or_path": str(base), "modules_to_save": None}
    (out / "adapter_config.json").write_text(json.dumps(adapter_config))
    return out
