"""The simulator's tokens: ids of a real tokenizer's vocabulary, a seeded stream of them, stop strings.

The simulator reads the tokenizer of the model it stands in for (`tokenizer.json`, and the EOS
token from `tokenizer_config.json`), so every id it returns is one the runner's tokenizer knows.
It samples only *ordinary* ids: not special tokens, and each decoding on its own to text without a
replacement character. A byte-level BPE output of such ids decodes to the concatenation of their
pieces, which is what makes the stop-string cut below exact: the output text after k tokens is
the first k pieces joined, as vLLM's detokenizer would show it.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from tokenizers import Tokenizer


@dataclass(frozen=True)
class Vocabulary:
    """What the simulator needs of a tokenizer: each id's text, the EOS id, the ids it may sample."""

    pieces: tuple[str, ...]
    """The text of each id on its own (special tokens included, as vLLM lists them in logprobs)."""
    special: frozenset[int]
    eos_id: int
    ordinary: tuple[int, ...]
    tokenizer: Tokenizer

    @classmethod
    def load(cls, folder: Path) -> Vocabulary:
        """The vocabulary of the Hugging Face tokenizer in `folder` (its tokenizer.json)."""
        tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        size = tokenizer.get_vocab_size(with_added_tokens=True)
        special = frozenset(i for i, added in tokenizer.get_added_tokens_decoder().items() if added.special)
        pieces = tuple(tokenizer.decode([i], skip_special_tokens=False) for i in range(size))
        ordinary = tuple(i for i, text in enumerate(pieces) if i not in special and text and "\ufffd" not in text)
        if not ordinary:
            raise ValueError(f"the tokenizer in {folder} has no ordinary tokens to sample")
        return cls(pieces, special, _eos_id(folder, tokenizer, special), ordinary, tokenizer)

    @property
    def size(self) -> int:
        return len(self.pieces)

    def encode(self, text: str) -> list[int]:
        return self.tokenizer.encode(text, add_special_tokens=False).ids

    def text(self, ids: Iterable[int]) -> str:
        """The output text of `ids` as vLLM returns it: special tokens skipped."""
        return "".join(self.pieces[i] for i in ids if i not in self.special)


def _eos_id(folder: Path, tokenizer: Tokenizer, special: frozenset[int]) -> int:
    """The id of tokenizer_config.json's `eos_token`; else the first special token."""
    config = folder / "tokenizer_config.json"
    name = json.loads(config.read_text()).get("eos_token") if config.is_file() else None
    if isinstance(name, dict):
        name = name.get("content")
    found = tokenizer.token_to_id(name) if isinstance(name, str) else None
    if found is not None:
        return found
    if not special:
        raise ValueError(f"the tokenizer in {folder} names no EOS token and has no special tokens")
    return min(special)


def request_seed(*parts: object) -> int:
    """A 64-bit seed from the parts that make a generation what it is (the simulator's seed, the
    request's seed or nonce, the weights and adapter served, the prompt ids). A list part is
    token ids; any other part counts by its repr."""
    digest = hashlib.blake2b(digest_size=8)
    for part in parts:
        if isinstance(part, list):  # token ids (checked against the vocabulary already)
            digest.update(b"ids" + array("i", part).tobytes())
        else:
            digest.update(repr(part).encode() + b"\x00")
    return int.from_bytes(digest.digest(), "little")


@dataclass(frozen=True)
class Output:
    """One generated output: ids, one logprob per id, and why it ended."""

    token_ids: list[int]
    logprobs: list[float]
    text: str
    finish_reason: str  # "stop" (EOS or a stop string) or "length"
    stop_reason: str | None  # the stop string that ended it, if one did


def generate(vocab: Vocabulary, seed: int, length: int, max_tokens: int,
             stop: Sequence[str] = (), ignore_eos: bool = False) -> Output:
    """The output of a request with `seed` whose natural length (EOS included) is `length`.

    Ids and logprobs (log of a uniform draw, to 4 decimals) are two streams of `seed` that do not
    depend on `max_tokens`: the same seed with a smaller `max_tokens` gives a prefix of the same
    output, logprobs included. Up to
    `max_tokens`, the output ends with EOS at token `length` (finish "stop"); past it, it is cut at
    `max_tokens` (finish "length"). A stop string that appears in the text ends it earlier, at the
    token that completes it: that token stays in the ids, the text is cut before the stop string
    (vLLM's default, `include_stop_str_in_output` false).
    """
    ends_with_eos = not ignore_eos and length <= max_tokens
    body = length - 1 if ends_with_eos else max_tokens
    ids = random.Random(seed).choices(vocab.ordinary, k=body)
    draw = random.Random(seed + 1).random
    logprobs = [round(math.log(1.0 - draw()), 4) for _ in range(len(ids) + ends_with_eos)]  # short floats: cheap JSON
    stopped = _cut_at_stop(vocab, ids, stop)
    if stopped is not None:
        kept, text, matched = stopped
        return Output(ids[:kept], logprobs[:kept], text, "stop", matched)
    if ends_with_eos:
        ids.append(vocab.eos_id)
    return Output(ids, logprobs, vocab.text(ids), "stop" if ends_with_eos else "length", None)


def _cut_at_stop(vocab: Vocabulary, ids: list[int], stop: Sequence[str]) -> tuple[int, str, str] | None:
    """(tokens kept, text before the stop string, the stop string) for the stop string that a
    token completes first; None if none appears. Ties go to the earlier string in `stop`."""
    stops = [s for s in stop if s]
    if not stops:
        return None
    text = vocab.text(ids)
    found = [(text.find(s) + len(s), order, s) for order, s in enumerate(stops) if s in text]
    if not found:
        return None
    end, _, matched = min(found)
    length = 0
    for kept, token in enumerate(ids, start=1):
        length += len(vocab.pieces[token])
        if length >= end:
            return kept, text[: text.find(matched)], matched
    raise AssertionError("a stop string inside the text ends inside it")
