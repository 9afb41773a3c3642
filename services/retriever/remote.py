"""The forwarding backend: another retriever with Search-R1's API answers, this server relays.

Sandboxes have no network, so an env cannot call a user's retriever (say, Search-R1's dense
e5 server on a GPU host) itself: it calls this server on its Unix socket, which forwards each
request over HTTP with a timeout and checks the answer's shape before relaying it. Scores are
always asked for; the caller's `return_scores` only shapes this server's own response.
"""

from __future__ import annotations

from typing import Any

import httpx

from services.retriever.bm25 import Hit
from services.retriever.errors import UpstreamError, UpstreamTimeout


def retrieve_url(url: str) -> str:
    """The remote's /retrieve endpoint, given it or the server's base URL."""
    url = url.rstrip("/")
    return url if url.endswith("/retrieve") else f"{url}/retrieve"


class RemoteBackend:
    """Relays searches to a remote retriever speaking Search-R1's /retrieve API."""

    mode = "remote"

    def __init__(self, url: str, timeout_s: float = 10.0, transport: httpx.AsyncBaseTransport | None = None) -> None:
        self.url = retrieve_url(url)
        self.timeout_s = timeout_s
        self._client = httpx.AsyncClient(timeout=timeout_s, trust_env=False, transport=transport)

    async def retrieve(self, queries: list[str], topk: int) -> list[list[Hit]]:
        payload = {"queries": queries, "topk": topk, "return_scores": True}
        try:
            response = await self._client.post(self.url, json=payload)
        except httpx.TimeoutException:
            raise UpstreamTimeout(f"remote retriever {self.url} did not answer within {self.timeout_s:g}s") from None
        except httpx.HTTPError as exc:
            raise UpstreamError(f"remote retriever {self.url} unreachable: {exc!r}") from None
        if response.status_code != 200:
            raise UpstreamError(f"remote retriever {self.url} answered {response.status_code}: {response.text[:300]}")
        return _hits(response, len(queries))

    def health(self) -> dict[str, object]:
        return {"mode": self.mode, "remote": self.url}

    async def aclose(self) -> None:
        await self._client.aclose()


def _hits(response: httpx.Response, query_count: int) -> list[list[Hit]]:
    """The remote's `result`, one list per query, as (document, score) pairs."""
    try:
        result = response.json()["result"]
    except (ValueError, KeyError, TypeError):
        raise UpstreamError(f"remote retriever answered without a 'result': {response.text[:300]}") from None
    if not isinstance(result, list) or len(result) != query_count or not all(isinstance(r, list) for r in result):
        raise UpstreamError(f"remote retriever's 'result' is not {query_count} lists: {response.text[:300]}")
    return [[_hit(item) for item in row] for row in result]


def _hit(item: Any) -> Hit:
    """A remote item: `{"document": {...}, "score": s}`, or a bare document (no scores)."""
    document, score = (
        (item.get("document"), item.get("score")) if isinstance(item, dict) and "document" in item else (item, None)
    )
    if not isinstance(document, dict) or not isinstance(document.get("contents"), str):
        raise UpstreamError(f"remote retriever returned a document without 'contents': {item!r:.300}")
    if score is not None and not isinstance(score, int | float):
        raise UpstreamError(f"remote retriever returned a non-numeric score: {score!r:.50}")
    return document, None if score is None else float(score)
