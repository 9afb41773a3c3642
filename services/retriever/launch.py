"""Start a retrieval server as a child process, ready when its /healthz answers on its socket.

For the local stack, the tests and the benchmarks:

    server = retriever_process(home / "retriever.sock", home / "logs" / "retriever.log").start()
    ...
    server.stop()

Bind `socket_path` into runner sandboxes at `DEFAULT_SOCKET` (the runner setting
ROLLGATE_SANDBOX_UNIX_SOCKETS='{"<socket_path>": "/run/rollgate/retriever.sock"}').
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from sandboxes.inside.envs.search.retrieval import DEFAULT_SOCKET, RetrieverClient
from services.common.process import ServiceProcess
from services.retriever.limits import Limits

__all__ = ["DEFAULT_SOCKET", "retriever_process"]


def retriever_process(
    socket_path: Path,
    log_path: Path,
    *,
    port: int = 0,
    remote: str = "",
    corpus: Path | None = None,
    topk: int = 3,
    timeout_s: float = 10.0,
    limits: Limits | None = None,
) -> ServiceProcess:
    """An unstarted retrieval server (see `services.retriever.main` for the options)."""
    limits = limits or Limits()
    argv = [
        sys.executable,
        "-m",
        "services.retriever.main",
        "--socket",
        str(socket_path),
        "--topk",
        str(topk),
        "--timeout-s",
        str(timeout_s),
        *("--max-body-bytes", str(limits.max_body_bytes), "--max-concurrent", str(limits.max_concurrent)),
        *("--max-waiting", str(limits.max_waiting), "--queue-timeout-s", str(limits.queue_timeout_s)),
    ]
    argv += ["--port", str(port)] if port else []
    argv += ["--remote", remote] if remote else []
    argv += ["--corpus", str(corpus)] if corpus else []
    client = RetrieverClient(str(socket_path), timeout_s=1.0)
    process = ServiceProcess("retriever", argv, os.environ.copy(), log_path, client.healthy)
    process.url = f"http://127.0.0.1:{port}" if port else ""
    return process
