"""The reward: exact match after SQuAD-style normalisation, any gold answer counting.

This is the reward definition Search-R1 trains with (and SQuAD/NQ/HotpotQA evaluate with):
lower-case, drop punctuation, drop the articles a/an/the, collapse white space, then compare
whole strings. No partial credit, so "Paris, France" does not match "Paris".

Which answer is scored is the scoring rule's business (`SCORINGS`):
- "exact_match" (the env's default): the answer of the episode's answer action;
- "search_r1": Search-R1's `compute_score_em` over the episode's text: the last
  <answer>…</answer> block of prompt and response together, trimmed, and only when there are
  at least two such blocks (Search-R1's prompt shows one example answer, so one answer by the
  policy is enough; without a block in the prompt, one answer scores 0).
"""

from __future__ import annotations

import re
import string

EXACT_MATCH, SEARCH_R1 = "exact_match", "search_r1"
SCORINGS = (EXACT_MATCH, SEARCH_R1)

_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCTUATION = str.maketrans("", "", string.punctuation)
_ANSWER_BLOCK = re.compile(r"<answer>(.*?)</answer>", re.DOTALL)


def normalize_answer(text: str) -> str:
    """SQuAD's normalisation: lower case, no punctuation, no articles, single spaces."""
    text = text.lower().translate(_PUNCTUATION)
    return " ".join(_ARTICLES.sub(" ", text).split())


def exact_match(prediction: str, golden_answers: list[str]) -> bool:
    """Whether the prediction equals any gold answer once both are normalised."""
    predicted = normalize_answer(prediction)
    return any(predicted == normalize_answer(answer) for answer in golden_answers)


def extract_solution(text: str, prompt_blocks: int = 0) -> str | None:
    """Search-R1's `extract_solution`: the last <answer>…</answer> block of `text`, trimmed, or
    None when there are fewer than two blocks, counting `prompt_blocks` more that precede
    `text` (a prompt's example answers, when `text` is the response alone). None also when the
    last block is one of those: the prompt's example is no answer of the policy's."""
    blocks = _ANSWER_BLOCK.findall(text)
    if len(blocks) + prompt_blocks < 2 or not blocks:
        return None
    return str(blocks[-1]).strip()


def search_r1_score(text: str, golden_answers: list[str] | str, prompt_blocks: int = 0) -> float:
    """Search-R1's `compute_score_em` with its defaults: 1.0 when the extracted answer exactly
    matches a gold answer (one string counts as a list of one), else 0.0, no answer included."""
    answer = extract_solution(text, prompt_blocks)
    golds = [golden_answers] if isinstance(golden_answers, str) else golden_answers
    return 1.0 if answer is not None and exact_match(answer, golds) else 0.0
