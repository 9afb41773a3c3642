"""The runner's tokenizer: the model's `tokenizer.json` and chat template, without transformers.

A runner needs three things of a tokenizer (`tokens.ChatTokenizer`): render a conversation
through the chat template, encode text without special tokens, decode ids. transformers'
AutoTokenizer does all three but imports torch with it: about 370 MiB of a runner's 440 MiB
resident memory, and seconds of start-up. `ChatTemplateTokenizer` does the same with
`tokenizers` and jinja2 alone, rendering in the environment transformers builds for chat
templates (`transformers.utils.chat_template_utils`, 5.x: sandboxed, `trim_blocks`,
`lstrip_blocks`, loop controls, its `tojson`, `raise_exception` and `strftime_now`) with the
named special tokens as variables, so the text, the ids and the decoded text are the same.

It is used only where it provably loads the same tokenizer: a local folder whose
`tokenizer.json` transformers would take as it is (the generic `TokenizersBackend` /
`PreTrainedTokenizerFast` class; a model-specific class rebuilds the pipeline in code), whose
special tokens are all in it already (transformers would add missing ones), with one chat
template and none of the options that change encoding or decoding. Anything else loads
transformers' AutoTokenizer, and the log says why (`load_tokenizer`).
"""

from __future__ import annotations

import json
import logging
from datetime import datetime
from pathlib import Path
from typing import Any

from jinja2 import Template
from jinja2.exceptions import TemplateError
from jinja2.ext import loopcontrols
from jinja2.sandbox import ImmutableSandboxedEnvironment
from tokenizers import Tokenizer

from services.common.tokens import ChatTokenizer

log = logging.getLogger("rollgate.runner")

GENERIC_CLASSES = frozenset({"TokenizersBackend", "PreTrainedTokenizerFast"})
NAMED_SPECIAL_TOKENS = ("bos_token", "eos_token", "unk_token", "sep_token", "pad_token", "cls_token", "mask_token")
PATCHED_VOCAB_SIZE = 100_000
"""transformers may patch the pre-tokenizer's regex of a tokenizer this large (Mistral's)."""


class ChatTemplateTokenizer:
    """A `tokenizers.Tokenizer` and a compiled chat template: `tokens.ChatTokenizer`."""

    def __init__(self, backend: Tokenizer, template: str, special_tokens: dict[str, str]) -> None:
        backend.no_truncation()
        backend.no_padding()
        self.backend = backend
        self.template = compile_template(template)
        self.special_tokens = special_tokens

    def apply_chat_template(self, conversation: Any, tools: list[dict[str, Any]] | None = None,
                            documents: list[dict[str, Any]] | None = None, add_generation_prompt: bool = False,
                            tokenize: bool = True, **kwargs: Any) -> Any:
        """The rendered text of one conversation (`tokenize=False` only; tools and documents as
        JSON-schema dicts, not functions); other keywords are the template's variables."""
        if tokenize:
            raise ValueError("ChatTemplateTokenizer renders text only: pass tokenize=False")
        if not all(isinstance(item, dict) for item in [*(tools or []), *(documents or [])]):
            raise TypeError("tools and documents must be dicts (JSON schemas)")
        return self.template.render(messages=conversation, tools=tools, documents=documents,
                                    add_generation_prompt=add_generation_prompt, **{**self.special_tokens, **kwargs})

    def encode(self, text: str, add_special_tokens: bool = True) -> list[int]:
        return list(self.backend.encode(text, add_special_tokens=add_special_tokens).ids)

    def decode(self, token_ids: list[int], skip_special_tokens: bool = False) -> str:
        return str(self.backend.decode(token_ids, skip_special_tokens=skip_special_tokens))


def compile_template(source: str) -> Template:
    """The chat template compiled as transformers compiles it (5.x), without its `generation`
    tag (only used for assistant masks, which the runner does not ask for)."""
    def raise_exception(message: str) -> None:
        raise TemplateError(message)

    def tojson(x: Any, ensure_ascii: bool = False, indent: int | None = None,
               separators: tuple[str, str] | None = None, sort_keys: bool = False) -> str:
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)

    def strftime_now(format: str) -> str:
        return datetime.now().strftime(format)

    environment = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[loopcontrols])
    environment.filters["tojson"] = tojson
    environment.globals["raise_exception"] = raise_exception
    environment.globals["strftime_now"] = strftime_now
    return environment.from_string(source)


def load_tokenizer(path: str) -> ChatTokenizer:
    """The tokenizer at `path`: a `ChatTemplateTokenizer` where it is the same as transformers',
    else transformers' AutoTokenizer (imported only then)."""
    try:
        return light_tokenizer(Path(path))
    except NotLight as reason:
        log.info("tokenizer %s: loading transformers' AutoTokenizer (%s)", path, reason)
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(path)  # type: ignore[no-any-return]


class NotLight(Exception):
    """Why a tokenizer needs transformers."""


def light_tokenizer(folder: Path) -> ChatTemplateTokenizer:
    """The folder's tokenizer without transformers; NotLight where that could differ."""
    config, added = read_files(folder)
    special = named_special_tokens(config)
    check_config(config)
    check_added_tokens(config, special, added)
    backend = Tokenizer.from_file(str(folder / "tokenizer.json"))
    if backend.get_vocab_size() > PATCHED_VOCAB_SIZE:
        raise NotLight(f"a vocabulary over {PATCHED_VOCAB_SIZE:,} tokens")
    return ChatTemplateTokenizer(backend, chat_template(folder, config), special)


def read_files(folder: Path) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """tokenizer_config.json, and tokenizer.json's added tokens by content."""
    if not folder.is_dir():
        raise NotLight("not a local folder")
    for name in ("tokenizer.json", "tokenizer_config.json"):
        if not (folder / name).is_file():
            raise NotLight(f"no {name}")
    config = json.loads((folder / "tokenizer_config.json").read_text(encoding="utf-8"))
    tokenizer = json.loads((folder / "tokenizer.json").read_text(encoding="utf-8"))
    return config, {token["content"]: token for token in tokenizer.get("added_tokens") or []}


def check_config(config: dict[str, Any]) -> None:
    if config.get("tokenizer_class") not in GENERIC_CLASSES:
        raise NotLight(f"tokenizer_class {config.get('tokenizer_class')!r} is not one of {sorted(GENERIC_CLASSES)}")
    for option in ("split_special_tokens", "clean_up_tokenization_spaces", "fast_tokenizer_files", "auto_map"):
        if config.get(option):
            raise NotLight(f"{option} is set")


def named_special_tokens(config: dict[str, Any]) -> dict[str, str]:
    """The named special tokens (bos_token, ...) as the template's variables."""
    return {name: token_text(config[name]) for name in NAMED_SPECIAL_TOKENS if config.get(name) is not None}


def token_text(token: str | dict[str, Any]) -> str:
    return token["content"] if isinstance(token, dict) else token


def check_added_tokens(config: dict[str, Any], special: dict[str, str], added: dict[str, dict[str, Any]]) -> None:
    """Every special and added token the config names is in tokenizer.json already, as it says
    (transformers adds the missing ones, which changes encoding)."""
    extra = config.get("extra_special_tokens") or config.get("additional_special_tokens") or []
    if not isinstance(extra, list):
        raise NotLight("extra_special_tokens is not a list")
    for text in [*special.values(), *map(token_text, extra)]:
        if not added.get(text, {}).get("special"):
            raise NotLight(f"special token {text!r} is not a special token of tokenizer.json")
    for token in (config.get("added_tokens_decoder") or {}).values():
        known = added.get(token["content"], {})
        if any(known.get(key) != value for key, value in token.items()):
            raise NotLight(f"added token {token['content']!r} differs from tokenizer.json's")


def chat_template(folder: Path, config: dict[str, Any]) -> str:
    """chat_template.jinja, or the config's template; one template only."""
    if (folder / "additional_chat_templates").is_dir():
        raise NotLight("more than one chat template")
    if (folder / "chat_template.jinja").is_file():
        return (folder / "chat_template.jinja").read_text(encoding="utf-8")
    template = config.get("chat_template")
    if not isinstance(template, str):
        raise NotLight("no chat template, or several")
    return template
