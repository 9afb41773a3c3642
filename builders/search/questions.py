"""Question templates over the facts the sources yield, each with its golden search path.

A candidate names, per hop, the passage that hop must find and the queries that may find it
(tried in order by the builder, which keeps the first that retrieves the passage in the top
3). Single-hop questions need one passage; multi-hop ones need two: a bridge (look something
up, then search for what it points to) or a comparison (look up both, then compare).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from builders.search.sources import Element, Synset

_VAGUE_CATEGORIES = {"entity", "physical entity", "abstraction", "object", "whole", "thing", "matter"}


@dataclass(frozen=True)
class Hop:
    passage_id: str
    queries: tuple[str, ...]


@dataclass(frozen=True)
class Candidate:
    template: str
    kind: str
    question: str
    golden_answers: tuple[str, ...]
    hops: tuple[Hop, ...]


def element_candidates(elements: list[Element], rng: random.Random) -> Iterator[Candidate]:
    by_number = {e.number: e for e in elements}
    for e in elements:
        hop = Hop(e.passage_id, (f"{e.name} atomic number symbol", e.name))
        yield Candidate(
            "element-symbol", "single-hop", f"What is the chemical symbol of {e.name.lower()}?", (e.symbol,), (hop,)
        )
        yield Candidate(
            "element-number", "single-hop", f"What is the atomic number of {e.name.lower()}?", (str(e.number),), (hop,)
        )
        if len(e.symbol) > 1:  # one-letter symbols are no searchable words
            yield Candidate(
                "element-by-symbol",
                "single-hop",
                f"Which chemical element has the symbol {e.symbol}?",
                (e.name,),
                (Hop(e.passage_id, (f"Symbol {e.symbol} atomic number",)),),
            )
        if e.year:
            yield Candidate(
                "element-year",
                "single-hop",
                f"In what year was {e.name.lower()} discovered?",
                (e.year,),
                (Hop(e.passage_id, (f"{e.name} discovered", e.name)),),
            )
        if (after := by_number.get(e.number + 1)) is not None:
            yield _next_element(e, after)
        yield from _comparisons(e, rng.sample(elements, 2))


def _next_element(first: Element, after: Element) -> Candidate:
    question = (
        f"What is the chemical symbol of the element whose atomic number is one more than that of {first.name.lower()}?"
    )
    hops = (
        Hop(first.passage_id, (f"{first.name} atomic number", first.name)),
        Hop(after.passage_id, (f"Atomic number: {after.number}", f"atomic number {after.number} symbol")),
    )
    return Candidate("element-next", "multi-hop", question, (after.symbol,), hops)


def _comparisons(e: Element, others: list[Element]) -> Iterator[Candidate]:
    """Which of two elements has the higher number; which was discovered first (years differ)."""
    for other in others:
        if other.number == e.number:
            continue
        hops: tuple[Hop, ...] = (
            Hop(e.passage_id, (f"{e.name} atomic number", e.name)),
            Hop(other.passage_id, (f"{other.name} atomic number", other.name)),
        )
        higher = max(e, other, key=lambda x: x.number)
        yield Candidate(
            "element-compare-number",
            "multi-hop",
            f"Which has the higher atomic number, {e.name.lower()} or {other.name.lower()}?",
            (higher.name,),
            hops,
        )
        if e.year and other.year and e.year != other.year:
            earlier = min(e, other, key=lambda x: x.year)
            hops = tuple(
                Hop(h.passage_id, (f"{name} discovered", name))
                for h, name in zip(hops, (e.name, other.name), strict=True)
            )
            yield Candidate(
                "element-compare-year",
                "multi-hop",
                f"Which was discovered earlier, {e.name.lower()} or {other.name.lower()}?",
                (earlier.name,),
                hops,
            )


def wordnet_candidates(synsets: dict[str, Synset], chosen: list[str], unique: set[str]) -> Iterator[Candidate]:
    """Reverse-dictionary and kind-of questions on the `chosen` synsets whose first lemma is
    `unique` (one noun sense in all of WordNet, so the question is unambiguous)."""
    for offset in chosen:
        synset = synsets[offset]
        word = synset.lemmas[0]
        if word not in unique or len(synset.hypernyms) != 1:
            continue
        parent = synsets[synset.hypernyms[0]]
        definition = synset.gloss.split("; ")[0].strip().rstrip(".")
        yield Candidate(
            "word-from-definition",
            "single-hop",
            f"Which word means: {definition}?",
            tuple(synset.lemmas),
            (Hop(synset.passage_id, (definition,)),),
        )
        if parent.lemmas[0] in _VAGUE_CATEGORIES:
            continue
        yield Candidate(
            "word-kind-of",
            "single-hop",
            f'In WordNet, "{word}" is a kind of what?',
            tuple(parent.lemmas),
            (Hop(synset.passage_id, (word, f"{word} kind of")),),
        )
        if len(parent.hypernyms) == 1 and (grand := synsets[parent.hypernyms[0]]).lemmas[0] not in _VAGUE_CATEGORIES:
            hops = (
                Hop(synset.passage_id, (word, f"{word} kind of")),
                Hop(parent.passage_id, (", ".join(parent.lemmas), parent.lemmas[0])),
            )
            yield Candidate(
                "word-kind-of-kind",
                "multi-hop",
                f'In WordNet, "{word}" is a kind of something; what is that something a kind of?',
                tuple(grand.lemmas),
                hops,
            )


def unique_noun_lemmas(synsets: dict[str, Synset]) -> set[str]:
    """Lemmas that name exactly one noun synset."""
    counts: dict[str, int] = {}
    for synset in synsets.values():
        for lemma in synset.lemmas:
            counts[lemma.lower()] = counts.get(lemma.lower(), 0) + 1
    return {lemma for s in synsets.values() for lemma in s.lemmas if counts[lemma.lower()] == 1}
