"""Build the tiny Qwen2 policy model that Rollgate serves in development and tests.

Fully offline: the tokenizer is a byte-level BPE trained on the local Python standard library
plus a built-in paragraph of English and arithmetic; the model is a randomly initialised
Qwen2ForCausalLM with a fixed seed. The result is a Hugging Face model folder (float32
safetensors, generation config, fast tokenizer with a ChatML chat template) that vLLM loads.

Idempotent: a folder that already holds a complete model with the current build stamp is left
as it is. The path of the model folder is printed on stdout.

    python scripts/build_model.py [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import operator
import os
import random
import shutil
import sys
import sysconfig
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

BUILD_VERSION = 2
"""Bump when anything below changes the built model; existing folders are then rebuilt."""

SEED = 0
OPERATORS = {"+": operator.add, "-": operator.sub, "*": operator.mul}
VOCAB_SIZE = 6144
SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
MODEL_CONFIG = {
    "hidden_size": 256,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "head_dim": 64,
    "num_hidden_layers": 4,
    "intermediate_size": 688,
    "max_position_embeddings": 4096,
    "rope_theta": 10000.0,
    "rms_norm_eps": 1e-6,
    # Untied: vLLM's in-place reload_weights does not refresh a head tied to the embedding.
    "tie_word_embeddings": False,
}
CHAT_TEMPLATE = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>\\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)
# Qwen2's pre-tokenizer split: contractions, words, single digits, punctuation runs, whitespace.
SPLIT_PATTERN = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}"
    r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
)
ENGLISH = """\
system
user
assistant
You are a helpful assistant. The user asks a question and you answer it step by step.
Think about the problem first, then give the final answer inside <answer> and </answer> tags.
Use the numbers exactly once each and the operations +, -, * and / to reach the target.
You are in the middle of a room. Looking quickly around you, you see a desk, a drawer and a lamp.
Your task is to put a clean mug on the shelf. Go to the kitchen, open the fridge, take the apple.
Search the web for the product, click on the item, choose the size and colour, then buy it now.
The tests fail because the function returns None when the list is empty; fix the bug in utils.py.
"""


def default_out_dir() -> Path:
    """``$ROLLGATE_HOME/models/tiny-qwen2``, with ROLLGATE_HOME defaulting to ~/.cache/rollgate."""
    home = os.environ.get("ROLLGATE_HOME") or os.path.expanduser("~/.cache/rollgate")
    return Path(home) / "models" / "tiny-qwen2"


def build_stamp() -> dict:
    """The record that identifies a build; a folder whose stamp differs is rebuilt."""
    return {"build_version": BUILD_VERSION, "seed": SEED, "vocab_size": VOCAB_SIZE, **MODEL_CONFIG}


MODEL_FILES = ("config.json", "generation_config.json", "model.safetensors", "tokenizer.json")


def is_complete(out: Path) -> bool:
    """True if ``out`` holds every file of a model built with the current stamp."""
    return is_complete_with(out, build_stamp())


def is_complete_with(out: Path, stamp: dict) -> bool:
    """True if ``out`` holds every file of a model built with ``stamp``."""
    path = out / "rollgate_build.json"
    if not path.is_file() or not all((out / name).is_file() for name in MODEL_FILES):
        return False
    return json.loads(path.read_text()) == stamp


def arithmetic_lines(count: int) -> Iterator[str]:
    """Deterministic countdown-style equations such as ``(3 + 5) * 7 = 56``."""
    rng = random.Random(SEED)
    for _ in range(count):
        a, b, c = (rng.randint(1, 100) for _ in range(3))
        op1, op2 = rng.choice("+-*"), rng.choice("+-*")
        yield f"({a} {op1} {b}) {op2} {c} = {OPERATORS[op2](OPERATORS[op1](a, b), c)}"


def training_corpus() -> Iterator[str]:
    """Text present on any Python install: top-level stdlib sources, plus English and arithmetic."""
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    for path in sorted([*stdlib.glob("*.py"), *stdlib.glob("*.txt")]):
        yield path.read_text(encoding="utf-8", errors="replace")
    for _ in range(50):
        yield ENGLISH
    yield "\n".join(arithmetic_lines(5000))


def train_tokenizer():
    """Train the byte-level BPE tokenizer; the special tokens get ids 0, 1, 2."""
    from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers, trainers

    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(SPLIT_PATTERN), behavior="isolated"),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
        ]
    )
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=VOCAB_SIZE,
        special_tokens=SPECIAL_TOKENS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tokenizer.train_from_iterator(training_corpus(), trainer=trainer)
    return tokenizer


def save_tokenizer(out: Path):
    """Save the trained tokenizer as a PreTrainedTokenizerFast and return it."""
    from transformers import PreTrainedTokenizerFast

    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=train_tokenizer(),
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        additional_special_tokens=["<|im_start|>"],
        chat_template=CHAT_TEMPLATE,
        model_max_length=MODEL_CONFIG["max_position_embeddings"],
    )
    tokenizer.save_pretrained(out)
    return tokenizer


def save_model(out: Path, tokenizer) -> None:
    """Save a seeded, randomly initialised Qwen2ForCausalLM in float32 with its generation config;
    the special-token ids come from ``tokenizer``."""
    import torch
    from transformers import GenerationConfig, Qwen2Config, Qwen2ForCausalLM

    ids = {token: tokenizer.convert_tokens_to_ids(token) for token in SPECIAL_TOKENS}
    config = Qwen2Config(
        vocab_size=len(tokenizer),
        bos_token_id=ids["<|endoftext|>"],
        eos_token_id=ids["<|im_end|>"],
        pad_token_id=ids["<|endoftext|>"],
        dtype="float32",
        **MODEL_CONFIG,
    )
    torch.manual_seed(SEED)
    model = Qwen2ForCausalLM(config).to(torch.float32)
    model.generation_config = GenerationConfig(
        eos_token_id=[ids["<|im_end|>"], ids["<|endoftext|>"]],
        pad_token_id=ids["<|endoftext|>"],
        bos_token_id=ids["<|endoftext|>"],
    )
    model.save_pretrained(out)


def build(out: Path) -> Path:
    """Build the model into ``out`` unless it is already complete; return ``out``."""
    return build_atomically(out, build_stamp(), lambda tmp: save_model(tmp, save_tokenizer(tmp)))


def build_atomically(out: Path, stamp: dict, fill: Callable[[Path], None]) -> Path:
    """Have ``fill`` write a model into a sibling temporary folder, stamp it and rename it into
    place, unless ``out`` is already complete with ``stamp``; return ``out``.

    A reader never sees a half-written model and concurrent builds do not corrupt each other.
    """
    if is_complete_with(out, stamp):
        return out
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
    try:
        tmp.chmod(0o755)
        fill(tmp)
        (tmp / "rollgate_build.json").write_text(json.dumps(stamp, indent=2) + "\n")
        for path in tmp.iterdir():
            path.chmod(0o644)
        shutil.rmtree(out, ignore_errors=True)
        try:
            os.replace(tmp, out)
        except OSError:
            if not is_complete_with(out, stamp):  # another build did not finish it either
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="model folder (default: %(default)s)")
    args = parser.parse_args(argv)
    print(build((args.out or default_out_dir()).expanduser().resolve()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
