"""The builder of the search env's shipped data (a development tool, never run in a sandbox).

    apt-get install dict-elements dict-jargon wordnet-base
    python -m builders.search.build              # writes data/search/

It builds the corpus from the dictionary packages (`sources`), generates questions from
templates (`questions`), and keeps a question only if BM25 over the built corpus finds each
of its supporting passages with one of its template's queries (top 3) and its gold answer
appears verbatim in the last one. Output is deterministic: a fixed seed, sorted records, gzip
without timestamps. The built files are committed, so CI never needs apt; rerun this only to
change the data. It imports the retrieval server's BM25 backend (Pyserini's ranking) for the check.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import random
from collections import Counter
from pathlib import Path

from builders.search import questions as templates
from builders.search import sources
from sandboxes.registry import shipped_data
from services.retriever.bm25 import Bm25Backend

DATA = shipped_data("search")
SEED = 20_240_601
WORDNET_SAMPLE = 1_500
EVAL_SHARE = 5
TOPK = 3
QUOTAS = {
    "element-symbol": 45,
    "element-number": 45,
    "element-by-symbol": 40,
    "element-year": 45,
    "word-from-definition": 60,
    "word-kind-of": 60,
    "element-next": 60,
    "element-compare-number": 45,
    "element-compare-year": 35,
    "word-kind-of-kind": 80,
}


def build_corpus() -> tuple[list[dict[str, str]], list[sources.Element], dict[str, sources.Synset], list[str]]:
    """Every passage (sorted by id), the elements, all noun synsets and the familiar ones."""
    element_passages, elements = sources.elements()
    synsets = sources.noun_synsets()
    familiar = sorted(sources.familiar_noun_synsets())
    kept = set(familiar)
    for offset in familiar:  # parents and grandparents, for the kind-of questions' hops
        for parent in synsets[offset].hypernyms:
            kept.add(parent)
            kept.update(synsets[parent].hypernyms)
    wordnet = [sources.wordnet_passage(synsets[offset], synsets) for offset in sorted(kept)]
    corpus = sorted(element_passages + wordnet + sources.jargon(), key=lambda p: p["id"])
    return corpus, elements, synsets, familiar


def golden_searches(candidate: templates.Candidate, backend: Bm25Backend) -> list[str] | None:
    """The first query of each hop that finds its passage in the top 3; None if a hop fails."""
    chosen = []
    for hop in candidate.hops:
        hits = backend.search(list(hop.queries), TOPK)
        found = [q for q, row in zip(hop.queries, hits, strict=True) if any(d["id"] == hop.passage_id for d, _ in row)]
        if not found:
            return None
        chosen.append(found[0])
    return chosen


def answer_in_support(candidate: templates.Candidate, passages: dict[str, str]) -> bool:
    """Every gold answer appears verbatim in one of the supporting passages."""
    support = [passages[hop.passage_id] for hop in candidate.hops]
    return all(any(answer in text for text in support) for answer in candidate.golden_answers)


def select_questions(
    candidates: list[templates.Candidate], backend: Bm25Backend, passages: dict[str, str]
) -> list[dict[str, object]]:
    """Up to each template's quota of checked questions, as records with split and id."""
    taken: Counter[str] = Counter()
    seen: set[str] = set()
    records = []
    for candidate in candidates:
        if taken[candidate.template] >= QUOTAS[candidate.template] or candidate.question in seen:
            continue
        searches = golden_searches(candidate, backend)
        if searches is None or not answer_in_support(candidate, passages):
            continue
        taken[candidate.template] += 1
        seen.add(candidate.question)
        records.append(_record(candidate, searches))
    return sorted(records, key=lambda r: (r["split"], r["id"]))


def _record(candidate: templates.Candidate, searches: list[str]) -> dict[str, object]:
    digest = hashlib.sha256(candidate.question.encode()).hexdigest()
    return {
        "id": f"q{digest[:10]}",
        "split": "eval" if int(digest[:8], 16) % EVAL_SHARE == 0 else "train",
        "question": candidate.question,
        "golden_answers": list(candidate.golden_answers),
        "kind": candidate.kind,
        "template": candidate.template,
        "supporting_ids": [hop.passage_id for hop in candidate.hops],
        "golden_searches": searches,
    }


def write_jsonl(path: Path, records: list[dict[str, object]], compress: bool) -> None:
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records).encode()
    if compress:
        buffer = io.BytesIO()
        with gzip.GzipFile(fileobj=buffer, mode="wb", mtime=0, compresslevel=9) as out:
            out.write(text)
        text = buffer.getvalue()
    path.write_bytes(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=DATA)
    out = parser.parse_args().out
    rng = random.Random(SEED)
    corpus, elements, synsets, familiar = build_corpus()
    backend = Bm25Backend(corpus)
    chosen = rng.sample(familiar, WORDNET_SAMPLE)
    candidates = [
        *templates.element_candidates(elements, rng),
        *templates.wordnet_candidates(synsets, chosen, templates.unique_noun_lemmas(synsets)),
    ]
    rng.shuffle(candidates)
    records = select_questions(candidates, backend, {p["id"]: p["contents"] for p in corpus})
    out.mkdir(parents=True, exist_ok=True)
    write_jsonl(out / "corpus.jsonl.gz", corpus, compress=True)  # type: ignore[arg-type]
    write_jsonl(out / "questions.jsonl", records, compress=False)
    counts = Counter((r["split"], r["kind"]) for r in records)
    print(f"{len(corpus)} passages, {len(records)} questions: {dict(sorted(counts.items()))}")


if __name__ == "__main__":
    main()
