"""The shop's search engine: upstream's Lucene index, reproduced.

Upstream indexes one document per product (search_engine/convert_product_file_format.py:
the title, the description, the first bullet point and the options as "name: value, value,
and name: value", lower-cased) with Pyserini (run_indexing.sh) and answers a search with
LuceneSearcher's best SEARCH_RETURN_N (engine.py). `sandboxes.lucene.index` scores and ranks
as that searcher does (BM25 k1 0.9, b 0.4, Lucene's English analyzer with Porter stems, its
one-byte document lengths and float32 scores), ties by asin, ascending, as Anserini breaks
them, not in catalog order. So a search lists upstream's hits in upstream's order: at most
MAX_HITS products sharing a term with the query, best first.

The index is built when first needed and kept for the process (a few milliseconds on the
shipped catalog).
"""

from __future__ import annotations

from collections.abc import Sequence

from sandboxes.inside.envs.webshop.catalog import Catalog, Product
from sandboxes.lucene.index import Bm25Index

MAX_HITS = 50
"""Upstream's SEARCH_RETURN_N: the hits a search lists, 10 to a results page."""
_INDICES: dict[str, SearchIndex] = {}


class SearchIndex:
    """Upstream's Lucene index over a catalog's products; `search` gives asins."""

    def __init__(self, products: Sequence[Product]) -> None:
        self._asins = [product.asin for product in products]
        self._index = Bm25Index([document(product) for product in products], self._asins)

    def search(self, query: str) -> list[str]:
        """The asins of the (at most MAX_HITS) products LuceneSearcher lists for `query`, in
        its order. The env passes the query lower-cased, as upstream's step does."""
        return [self._asins[doc] for doc, _ in self._index.search(query, MAX_HITS)]


def document(product: Product) -> str:
    """The text upstream indexes for a product (convert_product_file_format.py), so that
    term counts and document lengths, hence scores and ties, are upstream's. An option kind
    without values reads "name: "; the option values upstream keeps empty add no term."""
    options = ", and ".join(f"{name}: {', '.join(values)}" for name, values in product.options.items())
    first_bullet = product.bullet_points[0] if product.bullet_points else ""
    return " ".join((product.title, product.description, first_bullet, options)).lower()


def index_for(catalog: Catalog) -> SearchIndex:
    """The catalog's index, built once per process and source: catalogs of one directory
    (whatever their `upstream_seed`) hold the same products in the same order."""
    if catalog.source not in _INDICES:
        _INDICES[catalog.source] = SearchIndex(catalog.products)
    return _INDICES[catalog.source]
