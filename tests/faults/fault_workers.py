"""Real loopback servers that stand in for a faulty vLLM worker, for the fault tests.

`HTTPWorker` is a tiny HTTP/1.1 server on a real socket: it passes the pool's health checks
(/v1/models, /weight_info, /metrics) and answers every POST /v1/completions with the body it
was given, counting the calls. Run it in the test's event loop (`async with`) or, for a
worker that other processes reach, from the repository root:
`python -m tests.faults.fault_workers PORT BODY_FILE MODEL_ROOT`.
"""

from __future__ import annotations

import asyncio
import json
import sys
from dataclasses import dataclass, field
from typing import Any

from tests.faults.loopback import LoopbackServer

ANSWER = "<answer>3 + 5</answer>"


def completion_body(text: str = ANSWER) -> bytes:
    """A well-formed completion answer sampling `text`, one character per token id."""
    ids = [ord(char) for char in text]
    choice = {"token_ids": ids, "logprobs": {"token_logprobs": [-0.5] * len(ids)}, "text": text,
              "finish_reason": "stop"}
    return json.dumps({"choices": [choice]}).encode()


def choice_without(*path: str) -> bytes:
    """A well-formed answer with the field at `path` (inside the first choice) removed."""
    body = json.loads(completion_body())
    node: Any = body["choices"][0]
    for key in path[:-1]:
        node = node[key]
    del node[path[-1]]
    return json.dumps(body).encode()


@dataclass
class HTTPWorker(LoopbackServer):
    completion: bytes
    """The body of every (200) answer to POST /v1/completions."""
    model_root: str = "policy"
    answers: dict[str, bytes] = field(default_factory=dict)
    """Bodies (200) that replace the health checks' answers, by path."""
    calls: int = 0
    served: asyncio.Event = field(default_factory=asyncio.Event)
    """Set once the first completion call has been answered."""

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writers.add(writer)
        try:
            while head := await reader.readuntil(b"\r\n\r\n"):
                method, path, headers = _parse_head(head)
                await reader.readexactly(int(headers.get("content-length", "0")))
                writer.write(self._answer(method, path))
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            self._writers.discard(writer)
            writer.close()

    def _answer(self, method: str, path: str) -> bytes:
        if method == "POST" and path == "/v1/completions":
            self.calls += 1
            self.served.set()
            return _response(200, self.completion)
        if path in self.answers:
            return _response(200, self.answers[path])
        if path == "/v1/models":
            model = {"id": "policy", "root": self.model_root, "max_model_len": 4096}
            return _response(200, json.dumps({"data": [model]}).encode())
        if path == "/metrics":
            return _response(200, b"vllm:num_requests_running 0\nvllm:num_requests_waiting 0\n", "text/plain")
        return _response(404, b'{"detail":"Not Found"}')  # /weight_info: not in dev mode, version 0


def _parse_head(head: bytes) -> tuple[str, str, dict[str, str]]:
    request_line, *lines = head.decode("latin-1").split("\r\n")
    method, path, _ = request_line.split(" ", 2)
    headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines if line)}
    return method, path.split("?", 1)[0], headers


def _response(status: int, body: bytes, content_type: str = "application/json") -> bytes:
    head = (f"HTTP/1.1 {status} {'OK' if status == 200 else 'Not Found'}\r\ncontent-type: {content_type}\r\n"
            f"content-length: {len(body)}\r\nconnection: keep-alive\r\n\r\n")
    return head.encode() + body


async def _main(port: int, body_file: str, model_root: str) -> None:
    with open(body_file, "rb") as body:
        worker = await HTTPWorker(body.read(), model_root).start(port)
    async with worker._server:  # type: ignore[union-attr]
        await worker._server.serve_forever()  # type: ignore[union-attr]


if __name__ == "__main__":
    asyncio.run(_main(int(sys.argv[1]), sys.argv[2], sys.argv[3]))
