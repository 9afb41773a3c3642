"""BM25 exactly as Pyserini's LuceneSearcher scores and ranks (Search-R1's BM25 retriever, and
WebShop's search engine).

bm25s (the library this replaced) can express Lucene's idf and term weight (its "lucene"
method) and any k1 and b, but not the rest of what decides Pyserini's top k, so this index does
it all in numpy, following Lucene 9's BM25Similarity and Anserini's searcher:

- k1 0.9 and b 0.4 (Pyserini's defaults; bm25s defaults to 1.5 and 0.75);
- terms from `analysis.analyze` (Lucene's English analyzer with Porter stemming);
- a document's length as Lucene stores it: one byte (SmallFloat.intToByte4), exact below 24
  terms, four significant bits above, so close lengths share a score;
- idf = ln(1 + (N - df + 0.5) / (df + 0.5)) over the N documents holding a term, and the
  average length over them; every step in float32 as Java computes it;
- a query term repeated n times weighs n times (Anserini's bag-of-words query boosts each
  distinct term by its count); a document's score is the float sum of its terms' scores;
- the top k by score, ties broken by the document id's UTF-8 bytes, ascending; then each
  score rounded to four decimals, a tie with the one above lowered by 1e-6 per rank
  (Anserini's ScoreTiesAdjusterReranker), which is the score Pyserini hands back. This is
  Pyserini 0.21's rounding (in double precision); later Anserini releases round in float
  arithmetic, which can change the last bit of a returned score, never the order. Pyserini
  0.17 (Anserini 0.14.3, Lucene 8.11: WebShop's pin) ranks the same ids in the same order
  (tests/envs/test_webshop_upstream.py; its scores were the same too, checked once by hand).

Documents that share no term with the query are not returned. The index is read-only after
construction, so searches may run in parallel threads.
"""

from __future__ import annotations

import math
from collections import Counter

import numpy as np

from sandboxes.lucene.analysis import analyze

K1 = 0.9
B = 0.4

_F = np.float32


def int_to_byte4(value: int) -> int:
    """Lucene's SmallFloat.intToByte4: a length as one byte, exact below 24."""
    if value < _FREE_VALUES:
        return value
    return _FREE_VALUES + _long_to_int4(value - _FREE_VALUES)


def byte4_to_int(encoded: int) -> int:
    """Lucene's SmallFloat.byte4ToInt: the length a byte stands for."""
    if encoded < _FREE_VALUES:
        return encoded
    return min(_FREE_VALUES + _int4_to_long(encoded - _FREE_VALUES), 2**31 - 1)


def _long_to_int4(value: int) -> int:
    bits = value.bit_length()
    if bits < 4:
        return value
    shift = bits - 4
    return ((value >> shift) & 0x07) | ((shift + 1) << 3)


def _int4_to_long(encoded: int) -> int:
    bits, shift = encoded & 0x07, (encoded >> 3) - 1
    return bits if shift == -1 else (bits | 0x08) << shift


_FREE_VALUES = 255 - _long_to_int4(2**31 - 1)
LENGTH_TABLE = np.array([byte4_to_int(i) for i in range(256)], dtype=np.int64)


class Bm25Index:
    """The inverted index of `texts` (document i has id `ids[i]`), searched as Pyserini does."""

    def __init__(self, texts: list[str], ids: list[str], k1: float = K1, b: float = B) -> None:
        if len(texts) != len(ids):
            raise ValueError(f"{len(texts)} texts but {len(ids)} ids")
        self._vocabulary: dict[str, int] = {}
        terms, docs, freqs, lengths = self._postings(texts)
        order = np.argsort(terms, kind="stable")
        self._docs = docs[order]
        self._freqs = freqs[order]
        self._starts = np.concatenate(([0], np.cumsum(np.bincount(terms, minlength=len(self._vocabulary)))))
        self._doc_count = int(np.count_nonzero(lengths))
        average = _F(lengths.sum() / max(self._doc_count, 1))
        cache = _F(1) / (_F(k1) * ((_F(1) - _F(b)) + _F(b) * LENGTH_TABLE.astype(_F) / average))
        norms = np.array([int_to_byte4(int(n)) for n in lengths], dtype=np.uint8)
        self._norm_inverse = cache[norms]
        id_order = sorted(range(len(ids)), key=lambda i: ids[i].encode("utf-8"))
        self._id_rank: np.ndarray = np.empty(len(ids), dtype=np.int64)
        self._id_rank[id_order] = np.arange(len(ids))

    def _postings(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """(term, document, frequency) of every distinct term of every document, and lengths."""
        terms: list[int] = []
        docs: list[int] = []
        freqs: list[int] = []
        lengths: np.ndarray = np.zeros(len(texts), dtype=np.int64)
        for doc, text in enumerate(texts):
            analyzed = analyze(text)
            lengths[doc] = len(analyzed)
            for term, count in Counter(analyzed).items():
                terms.append(self._vocabulary.setdefault(term, len(self._vocabulary)))
                docs.append(doc)
                freqs.append(count)
        return (
            np.array(terms, dtype=np.int64),
            np.array(docs, dtype=np.int64),
            np.array(freqs, dtype=_F),
            lengths,
        )

    def search(self, query: str, topk: int) -> list[tuple[int, float]]:
        """The best `topk` (document index, score) pairs for `query`, best first."""
        docs, scores = self._scores(query)
        if not len(docs):
            return []
        if len(docs) > topk:
            threshold = np.partition(scores, len(scores) - topk)[len(scores) - topk]
            keep = scores >= threshold
            docs, scores = docs[keep], scores[keep]
        ranked = np.lexsort((self._id_rank[docs], -scores))[:topk]
        return list(zip((int(d) for d in docs[ranked]), _adjust_ties(scores[ranked]), strict=True))

    def _scores(self, query: str) -> tuple[np.ndarray, np.ndarray]:
        """Every matching document and its float32 score."""
        parts_docs, parts_scores = [], []
        for term, count in Counter(analyze(query)).items():
            term_id = self._vocabulary.get(term)
            if term_id is None:
                continue
            start, end = self._starts[term_id], self._starts[term_id + 1]
            docs = self._docs[start:end]
            weight = _F(count) * self._idf(int(end - start))
            parts_docs.append(docs)
            parts_scores.append(weight - weight / (_F(1) + self._freqs[start:end] * self._norm_inverse[docs]))
        if not parts_docs:
            return np.empty(0, dtype=np.int64), np.empty(0, dtype=_F)
        matched, slots = np.unique(np.concatenate(parts_docs), return_inverse=True)
        sums = np.bincount(slots, weights=np.concatenate(parts_scores).astype(np.float64))
        return matched, sums.astype(_F)

    def _idf(self, doc_freq: int) -> np.float32:
        return _F(math.log(1 + (self._doc_count - doc_freq + 0.5) / (doc_freq + 0.5)))


def _adjust_ties(scores: np.ndarray) -> list[float]:
    """Anserini's ScoreTiesAdjusterReranker: round to 1e-4, lower the n-th tie in a row by n·1e-6."""
    adjusted: list[np.float32] = []
    ties = 0
    for score in scores:
        rounded = _F(math.floor(float(score) * 10000.0 + 0.5) / 10000.0)
        if adjusted and not adjusted[-1] - rounded > _F(1e-4):
            ties += 1
            rounded = rounded - _F(1e-6) * _F(ties)
        else:
            ties = 0
        adjusted.append(_F(rounded))
    return [float(s) for s in adjusted]
