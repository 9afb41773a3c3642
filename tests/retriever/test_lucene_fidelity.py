"""The retriever's BM25 against Pyserini's own answers (Search-R1's BM25 retriever).

The fixtures under fixtures/lucene were recorded by running Pyserini's Java stack (Anserini
0.21.0's fat jar, Lucene 9) with fixtures/lucene/generate.py: the analyzer's terms for tricky
texts and ~23,000 English words, a digest of the terms of every shipped corpus document, and
SimpleSearcher's top 10 (ids and returned scores) over the shipped corpus and over a corpus
of score ties. Everything is compared exactly: ids in order, scores as float32.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from sandboxes.lucene.analysis import analyze
from sandboxes.lucene.index import Bm25Index, byte4_to_int, int_to_byte4
from services.retriever.bm25 import Bm25Backend
from services.retriever.corpus import SHIPPED_CORPUS, load_corpus

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "lucene"


def rows(name: str) -> list[dict[str, Any]]:
    """The records of a fixture file, after its header line (which names the source)."""
    opener: Any = gzip.open if name.endswith(".gz") else open
    with opener(FIXTURES / name, "rt", encoding="utf-8") as lines:
        header, *records = [json.loads(line) for line in lines]
    assert header["source"].startswith("pyserini 0.21.0")
    return records


@pytest.mark.parametrize("row", rows("analyzer.jsonl"), ids=lambda row: row["text"][:30])
def test_tricky_texts_get_lucenes_terms(row: dict[str, Any]) -> None:
    assert analyze(row["text"]) == row["terms"]


def test_english_words_get_lucenes_porter_stems() -> None:
    for row in rows("words.jsonl.gz"):
        assert analyze(row["text"]) == row["terms"], row["text"][:60]


def test_year_and_years_are_one_term_and_stop_words_are_dropped() -> None:
    assert analyze("The Year's years of the YEAR") == ["year", "year", "year"]
    index = Bm25Index(["Events of 1990 and other years", "A calendar"], ["d0", "d1"])
    assert [doc for doc, _ in index.search("year", 3)] == [0]


@pytest.mark.parametrize("length", [0, 1, 23, 24, 25, 31, 39, 40, 41, 100, 1000, 123_456, 2**31 - 1])
def test_lengths_are_stored_in_one_byte_as_lucene_does(length: int) -> None:
    encoded = int_to_byte4(length)
    assert 0 <= encoded <= 255
    assert byte4_to_int(encoded) <= length
    assert encoded == 255 or byte4_to_int(encoded + 1) > length


def ranked(index: Bm25Index, ids: list[str], query: str) -> list[tuple[str, np.float32]]:
    return [(ids[doc], np.float32(score)) for doc, score in index.search(query, 10)]


def expected(row: dict[str, Any]) -> list[tuple[str, np.float32]]:
    return [(hit["docid"], np.float32(hit["score"])) for hit in row["hits"]]


def test_score_ties_and_length_buckets_rank_as_pyserini() -> None:
    corpus = [json.loads(line) for line in (FIXTURES / "ties_corpus.jsonl").read_text().splitlines()]
    ids = [d["id"] for d in corpus]
    index = Bm25Index([d["contents"] for d in corpus], ids)
    for row in rows("ties_hits.jsonl"):
        assert ranked(index, ids, row["query"]) == expected(row), row["query"]


@pytest.mark.slow
def test_the_shipped_corpus_is_analyzed_as_lucene_does() -> None:
    summary = json.loads((FIXTURES / "corpus_terms.json").read_text())
    terms = [analyze(d["contents"]) for d in load_corpus(SHIPPED_CORPUS)]
    assert (len(terms), sum(map(len, terms))) == (summary["documents"], summary["terms"])
    assert hashlib.sha256("\n".join("\x1f".join(t) for t in terms).encode()).hexdigest() == summary["sha256"]


@pytest.mark.slow
def test_every_shipped_question_ranks_as_pyserini_ranks_it() -> None:
    documents = load_corpus(SHIPPED_CORPUS)
    backend = Bm25Backend(documents)
    records = rows("shipped_hits.jsonl.gz")
    assert len(records) > 1000
    results = backend.search([row["query"] for row in records], 10)
    for row, hits in zip(records, results, strict=True):
        assert [(d["id"], np.float32(s)) for d, s in hits] == expected(row), row["query"]
