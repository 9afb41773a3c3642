"""Build the tiny Qwen2 policy model that Rollgate serves in development and tests.

Fully offline: the tokenizer is a byte-level BPE trained on the local Python standard library
plus a built-in paragraph of English and arithmetic; the model is a randomly initialised
Qwen2ForCausalLM with a fixed seed. The result is a Hugging Face model folder (float32
safetensors, generation config, fast tokenizer with a ChatML chat template that describes
tools and tool calls in the Hermes style of Qwen2.5) that vLLM loads.

Idempotent: a folder that already holds a complete model with the current build stamp is left
as it is. Concurrent builds of one folder take turns, and a rebuilt folder replaces the old one
in one step. The path of the model folder is printed on stdout.

    python scripts/build_model.py [--out DIR]
"""

from __future__ import annotations

import argparse
import ctypes
import fcntl
import json
import operator
import os
import random
import shutil
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from services.common.home import rollgate_home

BUILD_VERSION = 3
"""Bump when anything below changes the built model; existing folders are then rebuilt."""

SEED = 0
LOCK_TIMEOUT_S = 900.0
"""How long a build waits for another build of the same folder (one takes about 25 s)."""
AT_FDCWD, RENAME_EXCHANGE = -100, 2
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
    # ChatML; with `tools`, the Hermes-style tool-call format of the Qwen2.5 family (docs/agents.md, "The token rule"):
    # the tools listed in the system turn, calls as <tool_call> blocks, results as <tool_response> blocks.
    "{%- set tools_turn = tools is defined and tools is not none and tools | length > 0 %}"
    "{%- if tools_turn %}"
    "{{- '<|im_start|>system\\n' }}"
    "{%- if messages and messages[0]['role'] == 'system' %}{{- messages[0]['content'] + '\\n\\n' }}{%- endif %}"
    "{{- '# Tools\\n\\nThese functions can be called; their signatures follow inside <tools></tools>:\\n<tools>' }}"
    "{%- for tool in tools %}{{- '\\n' + (tool | tojson) }}{%- endfor %}"
    "{{- '\\n</tools>\\n\\nTo call functions, answer with one block per call, each a JSON object holding' }}"
    "{{- ' the function name and its arguments:\\n<tool_call>\\n{\"name\": NAME, \"arguments\": ARGUMENTS}' }}"
    "{{- '\\n</tool_call><|im_end|>\\n' }}"
    "{%- endif %}"
    "{%- for message in messages %}"
    "{%- set role = message['role'] %}"
    "{%- if role == 'system' and loop.first and tools_turn %}"
    "{%- elif role == 'tool' %}"
    "{%- if loop.first or messages[loop.index0 - 1]['role'] != 'tool' %}{{- '<|im_start|>user' }}{%- endif %}"
    "{{- '\\n<tool_response>\\n' + message['content'] + '\\n</tool_response>' }}"
    "{%- if loop.last or messages[loop.index0 + 1]['role'] != 'tool' %}{{- '<|im_end|>\\n' }}{%- endif %}"
    "{%- elif role == 'assistant' and message['tool_calls'] is defined and message['tool_calls'] %}"
    "{{- '<|im_start|>assistant\\n' + (message['content'] or '') }}"
    "{%- for call in message['tool_calls'] %}"
    "{%- if message['content'] or not loop.first %}{{- '\\n' }}{%- endif %}"
    "{%- set arguments = call['function']['arguments'] %}"
    "{{- '<tool_call>\\n{\"name\": ' + (call['function']['name'] | tojson) + ', \"arguments\": ' }}"
    "{{- arguments if arguments is string else (arguments | tojson) }}"
    "{{- '}\\n</tool_call>' }}"
    "{%- endfor %}"
    "{{- '<|im_end|>\\n' }}"
    "{%- else %}"
    "{{- '<|im_start|>' + role + '\\n' + message['content'] + '<|im_end|>\\n' }}"
    "{%- endif %}"
    "{%- endfor %}"
    "{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}"
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
    return rollgate_home() / "models" / "tiny-qwen2"


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
    """Have ``fill`` write a model into a sibling temporary folder, stamp it and move it into
    place, unless ``out`` is already complete with ``stamp``; return ``out``.

    A reader never sees a half-written model, and the builds of one folder take turns (a lock
    file beside it), so a build that waited finds the model complete instead of building again.
    """
    if is_complete_with(out, stamp):
        return out
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    out.parent.mkdir(parents=True, exist_ok=True)
    with build_lock(out):
        if is_complete_with(out, stamp):
            return out
        tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
        try:
            tmp.chmod(0o755)
            fill(tmp)
            (tmp / "rollgate_build.json").write_text(json.dumps(stamp, indent=2) + "\n")
            for path in tmp.iterdir():
                path.chmod(0o644)
            move_into_place(tmp, out)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    return out


@contextmanager
def build_lock(out: Path, timeout_s: float = LOCK_TIMEOUT_S) -> Iterator[None]:
    """Hold the exclusive lock on ``out``'s builds; TimeoutError after ``timeout_s``. The kernel
    releases it when its holder dies."""
    with open(out.parent / f".{out.name}.lock", "a") as lock:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"another build of {out} held its lock for {timeout_s:g}s") from None
                time.sleep(0.2)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def move_into_place(tmp: Path, out: Path) -> None:
    """Make the folder ``tmp`` the folder ``out``. An existing ``out`` is exchanged with ``tmp``
    in one step where the system can (Linux renameat2 RENAME_EXCHANGE): a reader opening files
    of ``out`` meanwhile finds the old model or the new, never a missing one; the old model is
    then in ``tmp``, for the caller to remove. Elsewhere the old folder is removed first."""
    if out.exists() and exchange(tmp, out):
        return
    shutil.rmtree(out, ignore_errors=True)
    try:
        os.replace(tmp, out)
    except OSError:
        if not is_complete_with(out, json.loads((tmp / "rollgate_build.json").read_text())):
            raise


def exchange(a: Path, b: Path) -> bool:
    """Swap two paths atomically; False where renameat2 or the exchange is unavailable."""
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return False
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    return bool(renameat2(AT_FDCWD, os.fsencode(a), AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE) == 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="model folder (default: %(default)s)")
    args = parser.parse_args(argv)
    print(build((args.out or default_out_dir()).expanduser().resolve()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
