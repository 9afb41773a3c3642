"""The runner's tokenizer without transformers gives transformers' text, ids and decoded text,
and loads transformers' where it could differ."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from jinja2.exceptions import TemplateError
from transformers import AutoTokenizer, PreTrainedTokenizerBase

from services.common.tokenizer import ChatTemplateTokenizer, load_tokenizer
from services.common.tokens import Conversation

RICH_TEMPLATE = """{{ bos_token or '' }}{% if tools %}<tools>{% for tool in tools %}{{ tool | tojson }}
{% endfor %}</tools>{% endif %}{% for message in messages %}
  {% if message['role'] == 'system' and not loop.first %}{{ raise_exception('system message not first') }}{% endif %}
  {% if message['role'] == 'tool' %}{% continue %}{% endif %}
  <|im_start|>{{ message['role'] }}
{{ message['content'] | trim }} {{ message | tojson }}<|im_end|>
{% endfor %}
{% if add_generation_prompt %}<|im_start|>assistant
{% endif %}{{ eos_token }}"""

CONVERSATIONS = [
    [{"role": "user", "content": "Use 3, 5 and 7 to reach 56."}],
    [{"role": "system", "content": "You are a helpful assistant."},
     {"role": "user", "content": "  naïve café 数学 🙂 \"quoted\" <b>&amp;</b>\n\n  "},
     {"role": "assistant", "content": "(3 + 5) * 7 = 56<|im_end|>"},
     {"role": "tool", "content": "dropped"},
     {"role": "user", "content": "again\t<|im_start|>"}],
]

TOOLS = [{"type": "function", "function": {"name": "add", "description": "Adds «a» and b.",
                                       "parameters": {"type": "object", "properties": {"a": {"type": "integer"}}}}}]

TEXTS = ["", " ", "hello world", "  leading and trailing  ", "<|im_start|>user\nhi<|im_end|>\n", "<|endoftext|>x",
         "naïve café 数学 🙂", "line\r\nbreaks\n\n\ttabs", "(3 + 5) * 7 = 56", "don't , . ? !"]


@pytest.fixture(scope="module")
def reference(tiny_model: Path) -> PreTrainedTokenizerBase:
    return AutoTokenizer.from_pretrained(tiny_model)


def copy_model(tiny_model: Path, tmp_path: Path, template: str | None = None, **config: Any) -> Path:
    """The tiny model's tokenizer files, with the config's keys changed (None removes one)."""
    folder = tmp_path / "model"
    folder.mkdir()
    for name in ("tokenizer.json", "chat_template.jinja", "config.json"):
        shutil.copy(tiny_model / name, folder / name)
    if template is not None:
        (folder / "chat_template.jinja").write_text(template, encoding="utf-8")
    settings = json.loads((tiny_model / "tokenizer_config.json").read_text())
    settings.update(config)
    settings = {key: value for key, value in settings.items() if value is not None}
    (folder / "tokenizer_config.json").write_text(json.dumps(settings))
    return folder


def test_the_tiny_model_loads_without_transformers(tiny_model: Path) -> None:
    assert isinstance(load_tokenizer(str(tiny_model)), ChatTemplateTokenizer)


def test_loading_the_runner_imports_neither_transformers_nor_torch(tiny_model: Path) -> None:
    code = ("import sys, services.runner.main as m, services.common.tokenizer as t; t.load_tokenizer(sys.argv[1]); "
            "print(sorted(name for name in ('transformers', 'torch') if name in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code, str(tiny_model)], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize("template", [None, RICH_TEMPLATE], ids=["model-template", "rich-template"])
@pytest.mark.parametrize("generation_prompt", [True, False])
def test_rendering_is_byte_identical(tiny_model: Path, tmp_path: Path, template: str | None,
                                     generation_prompt: bool) -> None:
    folder = copy_model(tiny_model, tmp_path, template, bos_token="<|endoftext|>")
    light, reference = load_tokenizer(str(folder)), AutoTokenizer.from_pretrained(folder)
    assert isinstance(light, ChatTemplateTokenizer)
    for conversation in CONVERSATIONS:
        for tools in ({}, {"tools": TOOLS}):
            rendered = [tokenizer.apply_chat_template(conversation, tokenize=False,
                                                      add_generation_prompt=generation_prompt, **tools)
                        for tokenizer in (light, reference)]
            assert rendered[0] == rendered[1]


def test_a_template_error_is_raised_as_transformers_raises_it(tiny_model: Path, tmp_path: Path) -> None:
    light = load_tokenizer(str(copy_model(tiny_model, tmp_path, RICH_TEMPLATE)))
    with pytest.raises(TemplateError, match="system message not first"):
        light.apply_chat_template([{"role": "user", "content": "a"}, {"role": "system", "content": "b"}],
                                  tokenize=False)


@pytest.mark.parametrize("text", TEXTS)
def test_encoding_and_decoding_are_identical(tiny_model: Path, reference: PreTrainedTokenizerBase, text: str) -> None:
    light = load_tokenizer(str(tiny_model))
    ids = reference.encode(text, add_special_tokens=False)
    assert light.encode(text, add_special_tokens=False) == ids
    for skip in (True, False):
        assert light.decode(ids, skip_special_tokens=skip) == reference.decode(ids, skip_special_tokens=skip)


def test_a_conversation_keeps_the_same_ids(tiny_model: Path, reference: PreTrainedTokenizerBase) -> None:
    prompt = [{"role": "system", "content": "You are a helpful assistant."}, CONVERSATIONS[0][0]]
    conversations = [Conversation.start(tokenizer, prompt)
                     for tokenizer in (load_tokenizer(str(tiny_model)), reference)]
    reply = [*reference.encode("(3 + 5) * 7 = 56", add_special_tokens=False),
             reference.convert_tokens_to_ids("<|im_end|>")]
    for conversation in conversations:
        conversation.add_generated(reply, [-0.5] * len(reply), "(3 + 5) * 7 = 56")
        conversation.add_message({"role": "user", "content": "and now 24?"})
        conversation.add_generated(reply, [-0.5] * len(reply), "(3 + 5) * 7 = 56")
    light, expected = conversations
    assert (light.token_ids, light.loss_mask, light.prefix_stable()) == (expected.token_ids, expected.loss_mask, True)


@pytest.mark.parametrize("config", [
    pytest.param({"tokenizer_class": "Qwen2Tokenizer"}, id="model-specific-class"),
    pytest.param({"tokenizer_class": None}, id="no-class"),
    pytest.param({"bos_token": "<s>"}, id="special-token-not-in-tokenizer-json"),
    pytest.param({"extra_special_tokens": ["<|im_start|>", "<tool>"]}, id="extra-token-not-in-tokenizer-json"),
    pytest.param({"clean_up_tokenization_spaces": True}, id="clean-up-spaces"),
    pytest.param({"split_special_tokens": True}, id="split-special-tokens"),
    pytest.param({"added_tokens_decoder": {"1": {"content": "<|im_start|>", "lstrip": True, "normalized": False,
                                                 "rstrip": False, "single_word": False, "special": True}}},
                 id="added-token-differs"),
])
def test_what_could_differ_loads_transformers(tiny_model: Path, tmp_path: Path, config: dict[str, Any]) -> None:
    tokenizer = load_tokenizer(str(copy_model(tiny_model, tmp_path, **config)))
    assert isinstance(tokenizer, PreTrainedTokenizerBase)


def test_a_hub_name_loads_transformers(monkeypatch: pytest.MonkeyPatch) -> None:
    loaded: list[str] = []
    monkeypatch.setattr(AutoTokenizer, "from_pretrained", loaded.append)
    load_tokenizer("Qwen/Qwen2.5-0.5B-Instruct")
    assert loaded == ["Qwen/Qwen2.5-0.5B-Instruct"]
