"""Retrieval latency as the env sees it: one query per request on the Unix socket.

    report = measure_latency(socket_path, benchmark_queries(), concurrency=8)
    print(report)  # 506 queries, concurrency 8: p50 2.1 ms, p99 6.3 ms, 1900 queries/s

`python -m services.retriever.latency SOCKET [--concurrency N] [--repeat R]` prints it for a
running server. `bench_retrieval` starts its own server and compares it with BM25 in-process.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sandboxes.inside.envs.search.retrieval import RetrieverClient
from sandboxes.inside.envs.search.tasks import SHIPPED
from services.retriever.bm25 import Bm25Backend
from services.retriever.corpus import SHIPPED_CORPUS, load_corpus
from services.retriever.launch import retriever_process


@dataclass(frozen=True)
class LatencyReport:
    queries: int
    concurrency: int
    p50_ms: float
    p99_ms: float
    queries_per_s: float

    def __str__(self) -> str:
        return (
            f"{self.queries} queries, concurrency {self.concurrency}: p50 {self.p50_ms:.1f} ms, "
            f"p99 {self.p99_ms:.1f} ms, {self.queries_per_s:.0f} queries/s"
        )


def benchmark_queries() -> list[str]:
    """The golden searches of the shipped questions: realistic queries with known answers."""
    rows = [json.loads(line) for line in SHIPPED.read_text(encoding="utf-8").splitlines()]
    return [query for row in rows for query in row["golden_searches"]]


def measure_latency(socket_path: str, queries: list[str], *, topk: int = 3, concurrency: int = 1) -> LatencyReport:
    """Send every query as its own request, `concurrency` at a time; latency per request."""
    client = RetrieverClient(socket_path)

    def timed(query: str) -> float:
        return _seconds(client.search, query, topk)

    started = time.perf_counter()
    with ThreadPoolExecutor(concurrency) as pool:
        latencies = sorted(pool.map(timed, queries))
    elapsed = time.perf_counter() - started
    return LatencyReport(
        len(queries),
        concurrency,
        _percentile(latencies, 50) * 1000,
        _percentile(latencies, 99) * 1000,
        len(queries) / elapsed,
    )


def bench_retrieval(socket_path: Path, count: int, topk: int = 3) -> dict[str, list[float]]:
    """Seconds per query of `count` benchmark queries, one at a time, through a retrieval server
    started at `socket_path` on the shipped corpus ("unix socket") and against the same BM25
    index in this process ("in-process"): what the socket and HTTP add."""
    queries = list(itertools.islice(itertools.cycle(benchmark_queries()), count))
    server = retriever_process(socket_path, socket_path.with_suffix(".log")).start(timeout_s=120)
    try:
        client = RetrieverClient(str(socket_path))
        over_socket = [_seconds(client.search, query, topk) for query in queries]
    finally:
        server.stop()
    index = Bm25Backend(load_corpus(SHIPPED_CORPUS))
    return {"in-process": [_seconds(index.search, [query], topk) for query in queries], "unix socket": over_socket}


def _seconds(search: Callable[[Any, int], object], query: Any, topk: int) -> float:
    started = time.perf_counter()
    search(query, topk)
    return time.perf_counter() - started


def _percentile(ordered: list[float], percent: float) -> float:
    """Nearest-rank percentile of an ascending list."""
    return ordered[max(math.ceil(percent / 100 * len(ordered)) - 1, 0)]


def main() -> None:
    parser = argparse.ArgumentParser(description="Measure a running retrieval server's latency.")
    parser.add_argument("socket")
    parser.add_argument("--concurrency", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--topk", type=int, default=3)
    args = parser.parse_args()
    queries = benchmark_queries() * args.repeat
    print(measure_latency(args.socket, queries, topk=args.topk, concurrency=args.concurrency))


if __name__ == "__main__":
    main()
