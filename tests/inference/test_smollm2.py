"""The optional SmolLM2-135M-Instruct folder (scripts/build_smollm2.py): a plain model with a
ChatML template that answers.

The model is built on request only (``make demo MODEL=smollm2``), so these tests are skipped
where it has not been built, as in CI.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import load_script

QUESTION = [{"role": "user", "content": "What is 2+3?"}]


@pytest.fixture(scope="module")
def model_dir() -> Path:
    build = load_script("build_smollm2")
    folder = build.default_out_dir()
    if not build.is_complete(folder):
        pytest.skip(f"SmolLM2 is not built at {folder} (optional: `make demo MODEL=smollm2` builds it)")
    return folder


@pytest.fixture(scope="module")
def tokenizer(model_dir: Path):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(model_dir)


def test_config_is_a_plain_unquantised_model(model_dir: Path) -> None:
    config = json.loads((model_dir / "config.json").read_text())
    assert "quantization_config" not in config
    assert config["model_type"] == "llama" and config["dtype"] == "float32"


def test_chat_template_renders_chatml(tokenizer) -> None:
    text = tokenizer.apply_chat_template(QUESTION, tokenize=False, add_generation_prompt=True)
    assert text.startswith("<|im_start|>system\n")
    assert text.endswith("<|im_start|>user\nWhat is 2+3?<|im_end|>\n<|im_start|>assistant\n")
    ids = tokenizer.encode(text, add_special_tokens=False)
    assert ids[0] == tokenizer.convert_tokens_to_ids("<|im_start|>")
    assert tokenizer.eos_token == "<|im_end|>"


def test_generation_stops_on_im_end(model_dir: Path, tokenizer) -> None:
    from transformers import GenerationConfig

    eos = GenerationConfig.from_pretrained(model_dir).eos_token_id
    assert tokenizer.convert_tokens_to_ids("<|im_end|>") in (eos if isinstance(eos, list) else [eos])


def test_greedy_answer(model_dir: Path, tokenizer) -> None:
    import torch
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32)
    inputs = tokenizer.apply_chat_template(QUESTION, add_generation_prompt=True, return_tensors="pt",
                                           return_dict=True)
    with torch.no_grad():
        output = model.generate(**inputs, max_new_tokens=16, do_sample=False)
    answer = tokenizer.decode(output[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True).strip()
    assert answer, "the model generated no text"
    assert "5" in answer, answer
