"""The shop's search engine: BM25 (bm25s) over each product's title, description, bullet
points and option values, with English stop words removed and Snowball stemming, as
upstream's Lucene index stems.

A search returns at most MAX_HITS products with a positive score, best first (ties in
catalog order). The index is built when first needed and kept for the process: on the
shipped catalog that takes a few milliseconds, far less than importing bm25s.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from sandboxes.inside.envs.webshop.catalog import Catalog, Product
from sandboxes.inside.envs.webshop.lazy import import_without

MAX_HITS = 50
_INDICES: dict[str, SearchIndex] = {}


class SearchIndex:
    """BM25 over a catalog's products; `search` gives asins."""

    def __init__(self, products: Sequence[Product]) -> None:
        bm25s, stemmer = _bm25s(), _stemmer()
        self._asins = [product.asin for product in products]
        corpus = bm25s.tokenize([document(product) for product in products], stemmer=stemmer, show_progress=False)
        self._retriever = bm25s.BM25()
        self._retriever.index(corpus, show_progress=False)

    def search(self, query: str) -> list[str]:
        """The asins of up to MAX_HITS products matching `query`, best first."""
        tokens = _bm25s().tokenize([query], stemmer=_stemmer(), show_progress=False, return_ids=False)
        if not tokens[0]:
            return []
        k = min(MAX_HITS, len(self._asins))
        indices, scores = self._retriever.retrieve(tokens, k=k, show_progress=False, n_threads=1)
        hits = sorted((-float(score), int(index)) for index, score in zip(indices[0], scores[0], strict=True))
        return [self._asins[index] for negative, index in hits if negative < 0]


def document(product: Product) -> str:
    """The text a product is found by."""
    option_values = " ".join(value for values in product.options.values() for value in values)
    parts = (product.title, product.description, " ".join(product.bullet_points), option_values)
    return " ".join(parts).lower()


def index_for(catalog: Catalog) -> SearchIndex:
    """The catalog's index, built once per process and source: catalogs of one directory
    (whatever their `upstream_seed`) hold the same products in the same order."""
    if catalog.source not in _INDICES:
        _INDICES[catalog.source] = SearchIndex(catalog.products)
    return _INDICES[catalog.source]


@functools.cache
def _bm25s() -> Any:
    return import_without("bm25s", "numba")


@functools.cache
def _stemmer() -> Any:
    import Stemmer

    return Stemmer.Stemmer("english")
