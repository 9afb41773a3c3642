"""The local backend: BM25 over a corpus held in memory, ranked as Search-R1's Pyserini server.

Search-R1's BM25 retriever is Pyserini's LuceneSearcher over a Lucene index of the corpus's
`contents`; `index.Bm25Index` reproduces its analysis, scores, order and returned scores
(k1 0.9, b 0.4, Lucene's English analyzer with Porter stemming: "year" finds "years"). The
index is built at start-up and only read afterwards, so searches may run in parallel threads.
Documents a query shares no term with are not returned: a query may get fewer than `topk`
hits, or none, as from Search-R1's server.
"""

from __future__ import annotations

import asyncio

from sandboxes.lucene.index import K1, B, Bm25Index
from services.retriever.corpus import Document
from services.retriever.errors import UpstreamTimeout

Hit = tuple[Document, float | None]


class Bm25Backend:
    """Searches one corpus with BM25."""

    mode = "bm25"

    def __init__(self, documents: list[Document], timeout_s: float = 10.0, k1: float = K1, b: float = B) -> None:
        self.documents = documents
        self.timeout_s = timeout_s
        self._index = Bm25Index([d["contents"] for d in documents], [d["id"] for d in documents], k1=k1, b=b)

    def search(self, queries: list[str], topk: int) -> list[list[Hit]]:
        """The best `topk` documents of each query, best first, with Pyserini's scores."""
        return [[(self.documents[i], score) for i, score in self._index.search(q, topk)] for q in queries]

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
