"""Conversation bookkeeping with the tiny model's real tokenizer and ChatML template."""

from __future__ import annotations

from pathlib import Path

import pytest
from transformers import AutoTokenizer, PreTrainedTokenizerBase

from services.runner.tokens import Conversation

PROMPT = [
    {"role": "system", "content": "You are a helpful assistant."},
    {"role": "user", "content": "Use 3, 5 and 7 to reach 56."},
]


@pytest.fixture(scope="module")
def tokenizer(tiny_model: Path) -> PreTrainedTokenizerBase:
    return AutoTokenizer.from_pretrained(tiny_model)


def sampled(tokenizer: PreTrainedTokenizerBase, text: str, *, eos: bool = True) -> tuple[list[int], list[float], str]:
    """A turn as the sampler returns it: ids (ending in <|im_end|> unless cut), logprobs, text."""
    ids = tokenizer.encode(text, add_special_tokens=False)
    if eos:
        ids.append(tokenizer.convert_tokens_to_ids("<|im_end|>"))
    logprobs = [-0.1 * (i + 1) for i in range(len(ids))]
    return ids, logprobs, tokenizer.decode(ids, skip_special_tokens=True)


def test_start_renders_the_prompt_with_the_generation_prompt(tokenizer: PreTrainedTokenizerBase) -> None:
    conversation = Conversation.start(tokenizer, PROMPT)

    expected = tokenizer.apply_chat_template(PROMPT, tokenize=False, add_generation_prompt=True)
    assert tokenizer.decode(conversation.token_ids, skip_special_tokens=False) == expected
    assert expected.endswith("<|im_start|>assistant\n")
    n = len(conversation.token_ids)
    assert (conversation.loss_mask, conversation.logprobs) == ([0] * n, [0.0] * n)
    assert (conversation.prompt_tokens, conversation.generated_tokens) == (n, 0)
    assert conversation.messages == PROMPT


def test_add_generated_appends_the_ids_exactly(tokenizer: PreTrainedTokenizerBase) -> None:
    conversation = Conversation.start(tokenizer, PROMPT)
    prompt = list(conversation.token_ids)
    ids, logprobs, text = sampled(tokenizer, "(3 + 5) * 7 = 56")

    start, end = conversation.add_generated(ids, logprobs, text)

    assert (start, end) == (len(prompt), len(prompt) + len(ids))
    assert conversation.token_ids == prompt + ids
    assert conversation.token_ids[start:end] == ids
    assert conversation.loss_mask[start:end] == [1] * len(ids)
    assert conversation.logprobs[start:end] == logprobs
    assert len(conversation.loss_mask) == len(conversation.logprobs) == len(conversation.token_ids)
    assert (conversation.prompt_tokens, conversation.generated_tokens) == (len(prompt), len(ids))
    assert conversation.messages[-1] == {"role": "assistant", "content": text}


def test_add_message_appends_context_and_keeps_earlier_ids(tokenizer: PreTrainedTokenizerBase) -> None:
    conversation = Conversation.start(tokenizer, PROMPT)
    conversation.add_generated(*sampled(tokenizer, "(3 + 5) * 7 = 56"))
    before = (list(conversation.token_ids), list(conversation.loss_mask), list(conversation.logprobs))
    message = {"role": "user", "content": "Correct. Now reach 21."}

    conversation.add_message(message)

    n = len(before[0])
    added = conversation.token_ids[n:]
    assert (conversation.token_ids[:n], conversation.loss_mask[:n], conversation.logprobs[:n]) == before
    assert added
    assert (conversation.loss_mask[n:], conversation.logprobs[n:]) == ([0] * len(added), [0.0] * len(added))
    assert tokenizer.decode(added, skip_special_tokens=False) == (
        "\n<|im_start|>user\nCorrect. Now reach 21.<|im_end|>\n<|im_start|>assistant\n")
    assert conversation.messages[-1] == message
    assert conversation.template_mismatches == 0


@pytest.mark.parametrize("eos", [
    pytest.param((True, True, True), id="turns-end-in-im_end"),
    pytest.param((False, False, False), id="turns-cut-by-length"),
    pytest.param((True, False, True), id="mixed"),
])
def test_multi_turn_conversation_is_prefix_stable(tokenizer: PreTrainedTokenizerBase,
                                                  eos: tuple[bool, ...]) -> None:
    conversation = Conversation.start(tokenizer, PROMPT)
    for turn, reply in enumerate(["(3 + 5) * 7 = 56", "I think 3 * 7 = 21 and", "Done."]):
        conversation.add_generated(*sampled(tokenizer, reply, eos=eos[turn]))
        if turn < 2:
            conversation.add_message({"role": "user", "content": f"Observation {turn}: try again."})

    assert conversation.prefix_stable()
    assert conversation.template_mismatches == 0
    assert conversation.generated_tokens == sum(conversation.loss_mask) > 0


def test_special_token_inside_a_sampled_turn_is_recorded_as_a_mismatch(tokenizer: PreTrainedTokenizerBase) -> None:
    conversation = Conversation.start(tokenizer, PROMPT)
    ids, _, _ = sampled(tokenizer, "(3 + 5) * 7 = 56")
    ids[2:2] = [tokenizer.convert_tokens_to_ids("<|im_start|>")]
    text = tokenizer.decode(ids, skip_special_tokens=True)
    assert "<|im_start|>" not in text

    conversation.add_generated(ids, [-1.0] * len(ids), text)
    assert not conversation.prefix_stable()

    n = len(conversation.token_ids)
    conversation.add_message({"role": "user", "content": "Try again."})
    assert conversation.template_mismatches == 1
    assert not conversation.prefix_stable()
    assert tokenizer.decode(conversation.token_ids[n:], skip_special_tokens=False) == (
        "\n<|im_start|>user\nTry again.<|im_end|>\n<|im_start|>assistant\n")
    assert len(conversation.loss_mask) == len(conversation.logprobs) == len(conversation.token_ids)


@pytest.mark.parametrize(("ids", "logprobs"), [
    pytest.param([5, 6, 7], [-0.1, -0.2], id="fewer-logprobs"),
    pytest.param([5], [-0.1, -0.2], id="more-logprobs"),
])
def test_length_mismatch_raises(tokenizer: PreTrainedTokenizerBase, ids: list[int], logprobs: list[float]) -> None:
    conversation = Conversation.start(tokenizer, PROMPT)
    before = list(conversation.token_ids)

    with pytest.raises(ValueError, match="logprobs"):
        conversation.add_generated(ids, logprobs, "x")
    assert conversation.token_ids == before


@pytest.mark.parametrize(("eos", "close"), [
    pytest.param(True, "\n", id="ended-in-im_end"),
    pytest.param(False, "<|im_end|>\n", id="cut-by-length"),
])
def test_a_mismatched_turn_is_closed_as_the_template_closes_turns(tokenizer: PreTrainedTokenizerBase, eos: bool,
                                                                  close: str) -> None:
    conversation = Conversation.start(tokenizer, PROMPT)
    ids, logprobs, _ = sampled(tokenizer, "(3 + 5) * 7 = 56", eos=eos)
    conversation.add_generated(ids, logprobs, "a text the ids do not spell")
    n = len(conversation.token_ids)

    conversation.add_message({"role": "user", "content": "Try again."})

    assert conversation.template_mismatches == 1
    assert tokenizer.decode(conversation.token_ids[n:], skip_special_tokens=False) == (
        close + "<|im_start|>user\nTry again.<|im_end|>\n<|im_start|>assistant\n")


def test_add_messages_appends_several_messages_and_one_prompt(tokenizer: PreTrainedTokenizerBase) -> None:
    conversation = Conversation.start(tokenizer, PROMPT)
    conversation.add_generated(*sampled(tokenizer, "(3 + 5) * 7 = 56"))
    n = len(conversation.token_ids)

    conversation.add_messages([{"role": "user", "content": "Correct."}, {"role": "user", "content": "Now 21."}])

    assert tokenizer.decode(conversation.token_ids[n:], skip_special_tokens=False) == (
        "\n<|im_start|>user\nCorrect.<|im_end|>\n<|im_start|>user\nNow 21.<|im_end|>\n<|im_start|>assistant\n")
    assert conversation.prefix_stable()


def test_a_conversation_ending_in_a_prompt_is_prefix_stable(tokenizer: PreTrainedTokenizerBase) -> None:
    conversation = Conversation.start(tokenizer, PROMPT)
    assert conversation.prefix_stable()
    conversation.add_generated(*sampled(tokenizer, "(3 + 5) * 7 = 56"))
    conversation.add_message({"role": "user", "content": "Again."})
    assert conversation.prefix_stable()


def test_tools_are_rendered_into_the_conversation(tokenizer: PreTrainedTokenizerBase) -> None:
    tools = [{"type": "function", "function": {"name": "calculate", "parameters": {"type": "object"}}}]
    conversation = Conversation.start(tokenizer, PROMPT, tools)
    call = {"id": "c", "type": "function", "function": {"name": "calculate", "arguments": "{}"}}
    conversation.add_generated(*sampled(tokenizer, '<tool_call>\n{"name": "calculate", "arguments": {}}\n</tool_call>'),
                               message={"role": "assistant", "content": "", "tool_calls": [call]})
    conversation.add_message({"role": "tool", "content": "56"})

    text = tokenizer.decode(conversation.token_ids, skip_special_tokens=False)
    assert text == tokenizer.apply_chat_template(conversation.messages, tools=tools, tokenize=False,
                                                 add_generation_prompt=True)
    assert "<tools>" in text and "<tool_response>\n56\n</tool_response>" in text
    assert conversation.prefix_stable()
