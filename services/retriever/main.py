"""Entry point of the retrieval server.

    python -m services.retriever.main --socket PATH [--port N] [--remote URL] [--corpus FILE]

Serves Search-R1's /retrieve API on the Unix socket PATH (mode 0666, so a sandbox user can
connect once the runner binds it in) and, with --port, on TCP too. With --remote it forwards
every search to that retriever instead of searching a corpus. The BM25 index is built before
the server listens: /healthz answering means ready. --max-body-bytes, --max-concurrent,
--max-waiting and --queue-timeout-s bound what clients may ask (`services.retriever.limits`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import socket
from pathlib import Path
from types import FrameType

import uvicorn

from services.retriever.app import Backend, create_app
from services.retriever.bm25 import Bm25Backend
from services.retriever.corpus import SHIPPED_CORPUS, load_corpus
from services.retriever.limits import Limits
from services.retriever.protocol import MAX_TOPK
from services.retriever.remote import RemoteBackend

log = logging.getLogger("rollgate.retriever")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m services.retriever.main", description=__doc__.split("\n\n")[0])
    parser.add_argument("--socket", required=True, type=Path, help="Unix socket to listen on")
    parser.add_argument("--port", type=int, default=0, help="also listen on this TCP port (0: no TCP)")
    parser.add_argument("--host", default="127.0.0.1", help="TCP address, with --port")
    parser.add_argument("--remote", default="", help="forward searches to this retriever's URL instead")
    parser.add_argument("--corpus", type=Path, default=SHIPPED_CORPUS, help="Search-R1 corpus JSONL (or .gz)")
    parser.add_argument(
        "--topk",
        type=int,
        default=3,
        choices=range(1, MAX_TOPK + 1),
        metavar="K",
        help="results per query when a request gives no topk (default 3)",
    )
    parser.add_argument("--timeout-s", type=float, default=10.0, help="limit on each search (default 10)")
    defaults = Limits()
    parser.add_argument("--max-body-bytes", type=int, default=defaults.max_body_bytes,
                        help=f"refuse larger request bodies with 413 (default {defaults.max_body_bytes})")
    parser.add_argument("--max-concurrent", type=int, default=defaults.max_concurrent,
                        help=f"requests served at once (default {defaults.max_concurrent})")
    parser.add_argument("--max-waiting", type=int, default=defaults.max_waiting,
                        help=f"requests waiting for a slot; more are refused with 503 (default {defaults.max_waiting})")
    parser.add_argument("--queue-timeout-s", type=float, default=defaults.queue_timeout_s,
                        help=f"longest wait for a slot before 503 (default {defaults.queue_timeout_s:g})")
    return parser.parse_args(argv)


def limits_of(args: argparse.Namespace) -> Limits:
    return Limits(max_body_bytes=args.max_body_bytes, max_concurrent=args.max_concurrent,
                  max_waiting=args.max_waiting, queue_timeout_s=args.queue_timeout_s)


def build_backend(args: argparse.Namespace) -> Backend:
    if args.remote:
        return RemoteBackend(args.remote, timeout_s=args.timeout_s)
    documents = load_corpus(args.corpus)
    log.info("indexing %d documents from %s", len(documents), args.corpus)
    return Bm25Backend(documents, timeout_s=args.timeout_s)


def unix_listener(path: Path) -> socket.socket:
    """A listening socket at `path` (a stale socket file there is replaced), connectable by all."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.is_socket():
        path.unlink()
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    path.chmod(0o666)
    listener.listen(1024)
    return listener


def tcp_listener(host: str, port: int) -> socket.socket:
    return socket.create_server((host, port), backlog=1024)


def _exit_on_sigterm(signum: int, frame: FrameType | None) -> None:
    """uvicorn shuts down gracefully on SIGTERM, then re-raises it to this handler: exiting by
    SystemExit (not the default handler's instant death) lets `main` remove its socket file."""
    raise SystemExit(128 + signum)


def main(argv: list[str] | None = None) -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    args = parse_args(argv)
    app = create_app(build_backend(args), default_topk=args.topk, limits=limits_of(args))
    sockets = [unix_listener(args.socket)] + ([tcp_listener(args.host, args.port)] if args.port else [])
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=5))
    signal.signal(signal.SIGTERM, _exit_on_sigterm)
    log.info("serving on %s%s", args.socket, f" and {args.host}:{args.port}" if args.port else "")
    try:
        asyncio.run(server.serve(sockets=sockets))
    finally:
        for listener in sockets:
            listener.close()
        with contextlib.suppress(FileNotFoundError):
            args.socket.unlink()


if __name__ == "__main__":
    main()
