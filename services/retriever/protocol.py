"""Wire models of Search-R1's /retrieve API, and the response shape its server returns.

Request: `{"queries": [str, ...], "topk": k, "return_scores": bool}`; a single `"query"` is
accepted instead of `queries`. Response: `{"result": [...]}`, one list per query, best first:
with return_scores, items `{"document": {"id", "contents", ...}, "score": s}`; without, the
bare documents. Types are strict (a topk of "3" is refused) and unknown fields are refused,
so a typo is an error naming the field rather than a silently ignored option.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StringConstraints, model_validator

from services.retriever.bm25 import Hit

MAX_QUERIES = 512
MAX_QUERY_CHARS = 4_000
MAX_TOPK = 100

Query = Annotated[str, StringConstraints(strict=True, min_length=1, max_length=MAX_QUERY_CHARS, pattern=r"\S")]


class RetrieveRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    queries: list[Query] | None = Field(None, min_length=1, max_length=MAX_QUERIES)
    query: Query | None = None
    topk: StrictInt | None = Field(None, ge=1, le=MAX_TOPK, description="Default: the server's --topk.")
    return_scores: StrictBool = False

    @model_validator(mode="after")
    def _one_of_query_or_queries(self) -> RetrieveRequest:
        if (self.queries is None) == (self.query is None):
            raise ValueError("give exactly one of 'queries' (a list) and 'query' (a string)")
        return self

    @property
    def query_list(self) -> list[str]:
        return self.queries if self.queries is not None else [self.query or ""]


def response(hits: list[list[Hit]], return_scores: bool) -> dict[str, Any]:
    """Search-R1's response body for the hits of each query."""
    if return_scores:
        return {"result": [[{"document": doc, "score": score} for doc, score in row] for row in hits]}
    return {"result": [[doc for doc, _ in row] for row in hits]}
