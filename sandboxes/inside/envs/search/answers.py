"""The reward: exact match after SQuAD-style normalisation, any gold answer counting.

This is the reward definition Search-R1 trains with (and SQuAD/NQ/HotpotQA evaluate with):
lower-case, drop punctuation, drop the articles a/an/the, collapse white space, then compare
whole strings. No partial credit, so "Paris, France" does not match "Paris".
"""

from __future__ import annotations

import re
import string

_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCTUATION = str.maketrans("", "", string.punctuation)


def normalize_answer(text: str) -> str:
    """SQuAD's normalisation: lower case, no punctuation, no articles, single spaces."""
    text = text.lower().translate(_PUNCTUATION)
    return " ".join(_ARTICLES.sub(" ", text).split())


def exact_match(prediction: str, golden_answers: list[str]) -> bool:
    """Whether the prediction equals any gold answer once both are normalised."""
    predicted = normalize_answer(prediction)
    return any(predicted == normalize_answer(answer) for answer in golden_answers)
