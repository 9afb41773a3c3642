"""The retriever's socket reaches only the sandboxes of the env that uses it: a real retrieval
server, real sandboxes from the pools the runner builds from its settings."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from sandboxes.inside.envs.search.retrieval import DEFAULT_SOCKET
from services.common.settings import Settings
from services.retriever.launch import retriever_process
from services.runner.main import sandbox_pools

CORPUS = [{"id": "d0", "contents": '"Iron"\nIron is a metal with symbol Fe and atomic number 26.'}]
PROBE = """
import json, os, socket, sys
path = sys.argv[1]
seen = {"socket": os.path.exists(path)}
if seen["socket"]:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.settimeout(10)
        connection.connect(path)
        connection.sendall(b"GET /healthz HTTP/1.0\\r\\n\\r\\n")
        seen["healthz"] = connection.makefile("rb").readline().decode().strip()
print(json.dumps(seen))
"""
"""Run in a sandbox: is there a socket at argv[1], and what does its /healthz answer."""


@pytest.fixture(scope="module")
def retriever(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A BM25 retrieval server on a one-document corpus; its socket's host path."""
    directory = tmp_path_factory.mktemp("retriever")
    (directory / "corpus.jsonl").write_text("".join(json.dumps(d) + "\n" for d in CORPUS))
    server = retriever_process(directory / "retriever.sock", directory / "retriever.log",
                               corpus=directory / "corpus.jsonl").start(timeout_s=60)
    yield directory / "retriever.sock"
    server.stop()


@pytest.mark.parametrize("fork", [pytest.param(True, id="forked"), pytest.param(False, id="fresh")])
async def test_only_the_search_envs_sandboxes_get_the_retriever_socket(retriever: Path, fork: bool) -> None:
    settings = Settings(sandbox_unix_sockets={str(retriever): DEFAULT_SOCKET}, sandbox_pool_min_idle=0,
                        sandbox_fork_server=fork)
    pools = sandbox_pools(settings)
    seen, networks = {}, {}
    try:
        for env in ("countdown", "search"):
            sandbox = await pools.acquire(env, timeout_s=60)
            result = await sandbox.exec([sys.executable, "-S", "-c", PROBE, DEFAULT_SOCKET], timeout_s=30)
            assert result.exit_code == 0, result.stderr
            seen[env], networks[env] = json.loads(result.stdout), sandbox.status().in_force["network"]
    finally:
        await pools.drain()
    assert seen == {"countdown": {"socket": False}, "search": {"socket": True, "healthz": "HTTP/1.1 200 OK"}}
    assert networks == {"countdown": "none", "search": f"none but Unix sockets {DEFAULT_SOCKET}"}
