"""Control tokens: the chat template's own markers are tokens; text from anywhere else never is.

A conversation is rendered to text through the chat template and that text is tokenised. An
env's observation, a tool's result, an agent's message or an external agent's tool schema that
spells an added token's text (`<|im_end|>`, `<|im_start|>`, `<tool_call>`) would otherwise be
read as that token: a forged end of turn, role or tool call in the policy's context.

So every string the template is given (message fields and tools, keys included) has each added
token's text swapped for a placeholder of the same length before rendering (private-use
characters the strings do not hold); after rendering the placeholders are swapped back and
their spans kept (`Rendered.protected`). Encoding a rendering matches added tokens outside
those spans only (the template's own) and encodes the text between them with no added token
matched (`ControlTokens.plain`). A rendering without protected spans is encoded by the
tokenizer's own `encode`, as before: ordinary text keeps its ids.

The template sees placeholders where content spelled a token: a template that looks for a
token's text inside content (Qwen3's `</think>` split of earlier turns) treats it as text.
"""

from __future__ import annotations

import bisect
import contextlib
import json
import re
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from tokenizers import Tokenizer

Span = tuple[int, int]
FIRST_PLACEHOLDER = 0xF0000
"""Placeholders come from Unicode's supplementary private use area A (U+F0000 to U+FFFFD)."""
PRIVATE_USE = re.compile("[\U000f0000-\U000ffffd]")


@dataclass(frozen=True)
class Rendered:
    """A chat template's text and the spans of it that content spelled as added tokens' texts."""

    text: str
    protected: tuple[Span, ...] = ()

    def tail(self, start: int) -> Rendered:
        """The text from `start` on, its spans moved with it."""
        spans = tuple((max(a - start, 0), b - start) for a, b in self.protected if b > start)
        return Rendered(self.text[start:], spans)

    def after(self, prefix: str) -> Rendered:
        """`prefix` (template text) followed by this rendering."""
        return Rendered(prefix + self.text, tuple((a + len(prefix), b + len(prefix)) for a, b in self.protected))


class ControlTokens:
    """A tokenizer's added tokens (those with a visible character), and how to keep text that is
    not the template's from being encoded as them."""

    def __init__(self, tokenizer: Any) -> None:
        self._tokenizer = _referent(tokenizer)
        self.ids = added_vocab(tokenizer)
        ordered = sorted(self.ids, key=len, reverse=True)  # at one position, the longest token wins
        self.pattern = re.compile("|".join(map(re.escape, ordered))) if ordered else None
        self._plain: Callable[[str], list[int]] | None = None

    @property
    def tokenizer(self) -> Any:
        return self._tokenizer()

    def render(self, render: Callable[..., str], *data: Any) -> Rendered:
        """`render(*data)` with every added token's text in `data` protected."""
        pattern = self.pattern
        strings = list(_strings(data))
        found = sorted({m.group() for s in strings for m in pattern.finditer(s)}) if pattern else []
        if pattern is None or not found:
            return Rendered(render(*data))
        used = {char for s in strings for char in PRIVATE_USE.findall(s)}
        free = (chr(code) for code in range(FIRST_PLACEHOLDER, 0xFFFFE) if chr(code) not in used)
        marks = dict(zip(found, free, strict=False))

        def escape(text: str) -> str:
            return pattern.sub(lambda m: marks[m.group()] * len(m.group()), text)

        return _restore(render(*(_map_strings(item, escape) for item in data)), marks)

    def encode(self, rendered: Rendered) -> list[int]:
        """The ids of `rendered`: its protected spans as text, the template's markers as tokens."""
        if not rendered.protected or self.pattern is None:
            return list(self.tokenizer.encode(rendered.text, add_special_tokens=False))
        starts = [a for a, _ in rendered.protected]
        ids: list[int] = []
        at = 0
        for match in self.pattern.finditer(rendered.text):
            if _overlaps(match.span(), rendered.protected, starts):
                continue
            ids += self.plain(rendered.text[at:match.start()])
            ids.append(self.ids[match.group()])
            at = match.end()
        return ids + self.plain(rendered.text[at:])

    def plain(self, text: str) -> list[int]:
        """`text` encoded with no added token matched. ValueError if that still yields one (a
        vocabulary whose merges spell it): such text cannot be encoded as text."""
        if not text:
            return []
        if self._plain is None:
            self._plain = plain_encoder(self.tokenizer)
        ids = self._plain(text)
        if not set(self.ids.values()).isdisjoint(ids):
            raise ValueError(f"the tokenizer encodes {text[:80]!r} as a control token even with none matched")
        return ids


def added_vocab(tokenizer: Any) -> dict[str, int]:
    """The tokenizer's added tokens (special or not) by text, whitespace-only ones left out."""
    backend = _backend(tokenizer)
    if backend is not None:
        vocab = {token.content: index for index, token in backend.get_added_tokens_decoder().items()}
    else:
        get = getattr(tokenizer, "get_added_vocab", None)
        vocab = dict(get()) if callable(get) else {}
    return {text: index for text, index in vocab.items() if text.strip()}


def plain_encoder(tokenizer: Any) -> Callable[[str], list[int]]:
    """Encodes text with no added token matched: a copy of the `tokenizers` pipeline without its
    added vocabulary (`add_special_tokens=False` and `encode_special_tokens` still match the
    non-special ones, such as Qwen's `<tool_call>`), else transformers' `split_special_tokens`."""
    backend = _backend(tokenizer)
    if backend is None:
        slow = _referent(tokenizer)
        return lambda text: list(slow().encode(text, add_special_tokens=False, split_special_tokens=True))
    spec = json.loads(backend.to_str())
    spec["added_tokens"] = []
    bare = Tokenizer.from_str(json.dumps(spec))
    bare.no_truncation()
    bare.no_padding()
    return lambda text: list(bare.encode(text, add_special_tokens=False).ids)


def _backend(tokenizer: Any) -> Tokenizer | None:
    """The `tokenizers.Tokenizer` under a tokenizer: transformers' `backend_tokenizer`, the
    runner's `ChatTemplateTokenizer.backend`; None for any other."""
    for name in ("backend_tokenizer", "backend"):
        backend = getattr(tokenizer, name, None)
        if isinstance(backend, Tokenizer):
            return backend
    return None


def _referent(value: Any) -> Callable[[], Any]:
    """A weak reference to `value` where it takes one (the cache below must not keep a
    tokenizer alive), else a strong one."""
    try:
        return weakref.ref(value)
    except TypeError:
        return lambda: value


_CACHE: dict[int, ControlTokens] = {}


def control_tokens(tokenizer: Any) -> ControlTokens:
    """The tokenizer's `ControlTokens`, built once per tokenizer object (the plain encoder copies
    its pipeline) and dropped with it."""
    key = id(tokenizer)
    cached = _CACHE.get(key)
    if cached is None or cached.tokenizer is not tokenizer:
        cached = _CACHE[key] = ControlTokens(tokenizer)
        with contextlib.suppress(TypeError):  # not weakly referable: kept for the process's life
            weakref.finalize(tokenizer, _CACHE.pop, key, None)
    return cached


def _strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _strings(key)
            yield from _strings(value)
    elif isinstance(data, list | tuple):
        for item in data:
            yield from _strings(item)


def _map_strings(data: Any, change: Callable[[str], str]) -> Any:
    """`data` with `change` applied to every string in it (dict keys too), other values as they are."""
    if isinstance(data, str):
        return change(data)
    if isinstance(data, dict):
        return {_map_strings(key, change): _map_strings(value, change) for key, value in data.items()}
    if isinstance(data, list | tuple):
        return type(data)(_map_strings(item, change) for item in data)
    return data


def _restore(text: str, marks: dict[str, str]) -> Rendered:
    """`text` with each run of a placeholder turned back into its token's text (same length), the
    runs' spans kept as protected."""
    tokens = {mark: token for token, mark in marks.items()}
    runs = re.compile("|".join(f"{re.escape(mark)}+" for mark in tokens))
    spans: list[Span] = []

    def back(match: re.Match[str]) -> str:
        token, size = tokens[match.group()[0]], len(match.group())
        spans.append(match.span())
        return (token * (size // len(token) + 1))[:size]

    return Rendered(runs.sub(back, text), tuple(spans))


def _overlaps(span: Span, protected: tuple[Span, ...], starts: list[int]) -> bool:
    """Whether `span` overlaps one of the sorted, disjoint `protected` spans (`starts`: theirs)."""
    before = bisect.bisect_left(starts, span[1]) - 1
    return before >= 0 and protected[before][1] > span[0]
