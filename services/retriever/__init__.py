"""The retrieval server of the search env: Search-R1's /retrieve API on a Unix socket.

main.py      entry point: `python -m services.retriever.main --socket PATH [--port N] ...`
app.py       the HTTP routes (/retrieve, /healthz) and the error-to-status mapping
protocol.py  request model and Search-R1's response shape
bm25.py      the local backend: BM25 over a corpus in memory, ranked as Pyserini ranks, with
             the index of `sandboxes.lucene` (Lucene's analyzer, scores, norms and ties; there
             because WebShop's env ranks with it too and code in sandboxes imports no services)
remote.py    the forwarding backend: a remote retriever's URL (the sandbox has no network)
corpus.py    Search-R1's corpus JSONL
launch.py    start one as a child process, ready when /healthz answers
latency.py   p50/p99 and queries/s over the socket, for benchmarks
limits.py    bounds on a request's body size and on the requests served at once
"""
