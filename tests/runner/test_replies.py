"""Session turns read by vLLM's own parsers, one worked sample per model family's format.

Each format's tokenizer is the tiny model's with the family's markers added as its own tokenizer
has them (added tokens; special where the family's are), so the parser meets them as it would
on the family's model. The Hermes format against vLLM's own server, token for token:
tests/runner/test_chat.py.
"""

# ruff: noqa: RUF001 (DeepSeek's markers are spelled with fullwidth bars and its own spaces)
from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path
from typing import Any

import pytest
from transformers import AutoTokenizer

from services.runner.replies import Reply, ReplyReader

SEARCH = [{"type": "function", "function": {"name": "search", "parameters": {
    "type": "object", "properties": {"query": {"type": "string"}, "top_k": {"type": "integer"}}}}}]
DEEPSEEK = ["<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>", "<｜tool▁call▁begin｜>", "<｜tool▁call▁end｜>",
            "<｜tool▁sep｜>"]
ROLLOUTS = '{"query": "rollouts"}'
TOP_3 = '{"query": "rollouts", "top_k": 3}'

SAMPLES = [
    pytest.param("hermes", "", [], [], 'I will search.\n<tool_call>\n{"name": "search", "arguments": '
                 '{"query": "rollouts"}}\n</tool_call>', ("I will search.\n", None, [("search", ROLLOUTS)]),
                 id="hermes"),
    pytest.param("llama3_json", "", [], ["<|python_tag|>"], '{"name": "search", "parameters": {"query": "rollouts", '
                 '"top_k": 3}}', (None, None, [("search", TOP_3)]), id="llama3_json"),
    pytest.param("mistral", "", [], ["[TOOL_CALLS]"], '[TOOL_CALLS][{"name": "search", "arguments": '
                 '{"query": "rollouts"}}]', (None, None, [("search", ROLLOUTS)]), id="mistral"),
    pytest.param("deepseek_v3", "", DEEPSEEK, [], 'Searching.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function'
                 '<｜tool▁sep｜>search\n```json\n{"query": "rollouts"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
                 ("Searching.", None, [("search", ROLLOUTS)]), id="deepseek_v3"),
    pytest.param("qwen3_coder", "", [], [], "Let me look.\n<tool_call>\n<function=search>\n<parameter=query>\n"
                 "rollouts\n</parameter>\n<parameter=top_k>\n3\n</parameter>\n</function>\n</tool_call>",
                 ("Let me look.", None, [("search", TOP_3)]), id="qwen3_coder"),
    pytest.param("pythonic", "", [], [], '[search(query="rollouts", top_k=3)]', (None, None, [("search", TOP_3)]),
                 id="pythonic"),
    pytest.param("hermes", "qwen3", [], ["<think>", "</think>"], "<think>I should search.</think>\n\n<tool_call>\n"
                 '{"name": "search", "arguments": {"query": "rollouts"}}\n</tool_call>',
                 (None, "I should search.", [("search", ROLLOUTS)]), id="hermes+qwen3-reasoning"),
    pytest.param("", "qwen3", [], ["<think>", "</think>"], "<think>Easy.</think>\n\nIt is 56.",
                 ("\n\nIt is 56.", "Easy.", []), id="qwen3-reasoning-only"),
]


def family_tokenizer(tiny_model: Path, folder: Path, added: list[str], special: list[str]) -> Any:
    """The tiny model's tokenizer with a family's markers: `added` as plain added tokens, `special`
    as special ones (as the family's own tokenizer has each)."""
    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    tokenizer.add_tokens(added)
    tokenizer.add_special_tokens({"additional_special_tokens": special})
    tokenizer.save_pretrained(folder)
    shutil.copy(tiny_model / "config.json", folder / "config.json")
    return tokenizer


def calls(*pairs: tuple[str, str]) -> list[dict[str, str]]:
    return [{"name": name, "arguments": arguments} for name, arguments in pairs]


@pytest.mark.parametrize(("tool_parser", "reasoning_parser", "added", "special", "text", "expected"), SAMPLES)
def test_each_format_is_read_as_vllm_reads_it(tiny_model: Path, tmp_path: Path, tool_parser: str,
                                              reasoning_parser: str, added: list[str], special: list[str], text: str,
                                              expected: tuple[str | None, str | None, list[tuple[str, str]]]) -> None:
    tokenizer = family_tokenizer(tiny_model, tmp_path, added, special)
    reader = ReplyReader(str(tmp_path), tool_parser, reasoning_parser)
    ids = [*tokenizer.encode(text, add_special_tokens=False), tokenizer.convert_tokens_to_ids("<|im_end|>")]

    reply = reader.read(ids, "stop", (), SEARCH)

    content, reasoning, expected_calls = expected
    assert reply == Reply(content, reasoning, calls(*expected_calls))


def test_no_call_is_read_where_the_request_refused_tools(tiny_model: Path) -> None:
    reader = ReplyReader(str(tiny_model))
    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    text = '<tool_call>\n{"name": "search", "arguments": {"query": "rollouts"}}\n</tool_call>'

    reply = reader.read(tokenizer.encode(text), "length", (), SEARCH, tool_choice="none")

    assert reply == Reply(text, None, [])
    assert not reader.needed(SEARCH, "none") and reader.needed(SEARCH, "auto") and not reader.needed([], "auto")


def test_a_stop_string_cuts_the_text_before_it_is_parsed(tiny_model: Path) -> None:
    reader = ReplyReader(str(tiny_model))
    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    call = '<tool_call>\n{"name": "search", "arguments": {"query": "rollouts"}}\n</tool_call>'

    reply = reader.read(tokenizer.encode(f"{call}\nDONE and more"), "stop", ("DONE",), SEARCH)

    assert reply == Reply(None, None, calls(("search", ROLLOUTS)))


def test_a_parser_that_raises_answers_the_text(tiny_model: Path) -> None:
    """vLLM's parsers catch their own errors on malformed calls, mostly; one that raises still never
    fails the turn: the reply is its text, as a malformed call is."""
    class Raising:
        def __init__(self, *args: Any) -> None:
            pass

        def parse(self, *args: Any, **kwargs: Any) -> Any:
            raise IndexError("a parser's bug")

    reader = ReplyReader(str(tiny_model))
    reader.load()
    assert reader._loaded is not None
    reader._loaded = dataclasses.replace(reader._loaded, parser_class=Raising)
    tokenizer = AutoTokenizer.from_pretrained(tiny_model)

    assert reader.read(tokenizer.encode("[answer(x=1"), "length", (), SEARCH) == Reply("[answer(x=1", None, [])


@pytest.mark.parametrize(("tool_parser", "reasoning_parser", "needed", "at_start"), [
    ("hermes", "", True, False), ("pythonic", "", True, True), ("", "qwen3", True, True), ("", "", False, False),
])
def test_what_is_read_and_when_the_parsers_load(tiny_model: Path, tool_parser: str, reasoning_parser: str,
                                                needed: bool, at_start: bool) -> None:
    """With no parser named (the settings' empty strings) nothing is read and nothing loads; the
    default loads on the first turn that needs it, any other name when the runner starts."""
    reader = ReplyReader(str(tiny_model), tool_parser, reasoning_parser)
    assert (reader.needed(SEARCH, "auto"), reader.loads_at_start) == (needed, at_start)


@pytest.mark.parametrize(("tool_parser", "reasoning_parser", "error"), [
    ("chess", "", r"^tool_call_parser: vLLM has no parser 'chess'; it has .*\bhermes\b.*\bpythonic\b"),
    ("", "chess", r"^reasoning_parser: vLLM has no parser 'chess'; it has .*\bdeepseek_r1\b.*\bqwen3\b"),
    ("", "", r"^name a tool-call parser or a reasoning parser$"),
])
def test_a_parser_vllm_does_not_have_is_refused_naming_those_it_has(tiny_model: Path, tool_parser: str,
                                                                    reasoning_parser: str, error: str) -> None:
    with pytest.raises(ValueError, match=error):
        ReplyReader(str(tiny_model), tool_parser, reasoning_parser).load()
