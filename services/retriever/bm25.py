"""The local backend: BM25 over a corpus held in memory, with bm25s.

Text is lower-cased, split into words of two or more letters or digits, and English stop words
are dropped (bm25s's defaults, no stemming: nothing beyond numpy is needed). The index is built
at start-up (about a second per 10,000 passages here) and only read afterwards, so searches
may run in parallel threads. Documents a query shares no word with are not returned: a query
may get fewer than `topk` hits, or none, as from Search-R1's BM25 server.
"""

from __future__ import annotations

import asyncio

import bm25s

from services.retriever.corpus import Document
from services.retriever.errors import UpstreamTimeout

Hit = tuple[Document, float | None]


class Bm25Backend:
    """Searches one corpus with BM25."""

    mode = "bm25"

    def __init__(self, documents: list[Document], timeout_s: float = 10.0) -> None:
        self.documents = documents
        self.timeout_s = timeout_s
        self._tokenizer = bm25s.tokenization.Tokenizer(stopwords="english")
        self._index = bm25s.BM25()
        tokens = self._tokenizer.tokenize([d["contents"] for d in documents], return_as="ids", show_progress=False)
        self._index.index(tokens, show_progress=False)

    def search(self, queries: list[str], topk: int) -> list[list[Hit]]:
        """The best `topk` documents of each query, best first, with their BM25 scores."""
        tokens = self._tokenizer.tokenize(queries, update_vocab=False, return_as="ids", show_progress=False)
        k = min(topk, len(self.documents))
        indices, scores = self._index.retrieve(tokens, k=k, show_progress=False, n_threads=1)
        return [
            [(self.documents[int(i)], float(s)) for i, s in zip(row, row_scores, strict=True) if s > 0]
            for row, row_scores in zip(indices, scores, strict=True)
        ]

    async def retrieve(self, queries: list[str], topk: int) -> list[list[Hit]]:
        """`search` in a worker thread, within the timeout (the event loop keeps serving)."""
        try:
            async with asyncio.timeout(self.timeout_s):
                return await asyncio.to_thread(self.search, queries, topk)
        except TimeoutError:
            raise UpstreamTimeout(f"BM25 search of {len(queries)} queries took over {self.timeout_s:g}s") from None

    def health(self) -> dict[str, object]:
        return {"mode": self.mode, "documents": len(self.documents)}

    async def aclose(self) -> None:
        """Nothing to release; the remote backend's twin closes its HTTP client."""
