"""The corpus a BM25 retriever serves: Search-R1's JSONL form, one `{"id", "contents"}` a line.

`contents` is a quoted title line and the passage text (as in Search-R1's wiki-18.jsonl);
other fields are kept and returned with the document. A `.gz` file is read decompressed.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

from sandboxes.registry import shipped_data
from services.retriever.errors import CorpusError

SHIPPED_CORPUS = shipped_data("search") / "corpus.jsonl.gz"
"""The corpus the search env's own questions are answered from (served by default)."""

Document = dict[str, Any]


def load_corpus(path: Path) -> list[Document]:
    """Every document of the JSONL file `path`; CorpusError naming the line of a bad record."""
    opener = gzip.open if path.suffix == ".gz" else open
    try:
        with opener(path, "rt", encoding="utf-8") as lines:
            documents = [_document(line, number) for number, line in enumerate(lines, 1) if line.strip()]
    except OSError as exc:
        raise CorpusError(f"cannot read corpus {path}: {exc}") from exc
    if not documents:
        raise CorpusError(f"corpus {path} holds no documents")
    return documents


def _document(line: str, number: int) -> Document:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as exc:
        raise CorpusError(f"corpus line {number}: not JSON ({exc})") from None
    if not isinstance(record, dict) or not isinstance(record.get("contents"), str):
        raise CorpusError(f"corpus line {number}: a record needs a string 'contents', got {line[:100]!r}")
    record["id"] = str(record.get("id", number - 1))
    return record
