"""The errors the retrieval server raises, and the HTTP status each one maps to.

    RetrieverError          root
    ├── CorpusError         the corpus file is missing or malformed (at start-up)
    ├── UpstreamError       the remote retriever failed or answered nonsense   → 502
    ├── UpstreamTimeout     the remote retriever (or the index) took too long  → 504
    ├── RequestTooLarge     a request body over the server's cap               → 413
    └── ServerBusy          no slot to serve a request within the bounds       → 503

Bad requests never reach these: the request model rejects them (400/422, see `app`). The last
two are the server's own bounds (`limits`).
"""

from __future__ import annotations


class RetrieverError(Exception):
    """Root of every error this package raises."""

    status_code = 500


class CorpusError(RetrieverError):
    """The corpus could not be loaded."""


class UpstreamError(RetrieverError):
    """The remote retriever could not be reached, failed, or answered in the wrong shape."""

    status_code = 502


class UpstreamTimeout(RetrieverError):
    """A retrieval did not finish within the server's timeout."""

    status_code = 504


class RequestTooLarge(RetrieverError):
    """A request body is over the server's `max_body_bytes`."""

    status_code = 413


class ServerBusy(RetrieverError):
    """Every slot is taken and no more requests may wait, or one waited its whole time."""

    status_code = 503
