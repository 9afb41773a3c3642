"""The env's client of the retrieval server: Search-R1's /retrieve API over a Unix socket.

A sandbox has no network; the runner binds the retrieval server's socket into it at
DEFAULT_SOCKET (the variable ROLLGATE_RETRIEVER_SOCKET overrides the path, for envs run
outside a sandbox). Standard library only (`http.client` over AF_UNIX), so the env server
starts fast. Every failure to get results — no socket, a refused connection, a timeout, an
error status, a malformed answer — raises `RetrieverUnavailable`, an `EnvError`: the episode
ends as an env error with the reason, never as a silent reward of 0.
"""

from __future__ import annotations

import http.client
import json
import os
import socket
from dataclasses import dataclass
from typing import Any

from sandboxes.errors import EnvError

DEFAULT_SOCKET = "/run/rollgate/retriever.sock"
SOCKET_VARIABLE = "ROLLGATE_RETRIEVER_SOCKET"
DEFAULT_TIMEOUT_S = 15.0


class RetrieverUnavailable(EnvError):
    """The retrieval server could not answer a search."""


@dataclass(frozen=True)
class Passage:
    id: str
    contents: str
    score: float | None

    @property
    def title(self) -> str:
        """The first line of the contents, as it is (Search-R1 keeps the corpus's quotes)."""
        return self.contents.split("\n", 1)[0]

    @property
    def text(self) -> str:
        """The lines after the first, as they are ("" for a one-line document)."""
        return self.contents.split("\n", 1)[1] if "\n" in self.contents else ""


class _UnixConnection(http.client.HTTPConnection):
    """HTTP/1.1 to a server listening on a Unix socket."""

    def __init__(self, path: str, timeout_s: float) -> None:
        super().__init__("localhost", timeout=timeout_s)
        self.socket_path = path

    def connect(self) -> None:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(self.timeout)
        try:
            sock.connect(self.socket_path)
        except OSError:
            sock.close()
            raise
        self.sock = sock


class RetrieverClient:
    """Calls one retrieval server; a new connection per call (cheap on a Unix socket)."""

    def __init__(self, socket_path: str = "", timeout_s: float = DEFAULT_TIMEOUT_S) -> None:
        self.socket_path = socket_path or os.environ.get(SOCKET_VARIABLE, DEFAULT_SOCKET)
        self.timeout_s = timeout_s

    def search(self, query: str, topk: int) -> list[Passage]:
        """The top `topk` passages for `query`, best first (maybe fewer, maybe none)."""
        answer = self.request("POST", "/retrieve", {"queries": [query], "topk": topk, "return_scores": True})
        result = answer.get("result") if isinstance(answer, dict) else None
        if not isinstance(result, list) or len(result) != 1 or not isinstance(result[0], list):
            raise RetrieverUnavailable(f"the retriever answered without one result list: {answer!r:.200}")
        return [_passage(item) for item in result[0]]

    def healthy(self) -> bool:
        """Whether the server answers /healthz now (for readiness polling)."""
        try:
            self.request("GET", "/healthz")
        except RetrieverUnavailable:
            return False
        return True

    def request(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        """One call; its JSON answer, or RetrieverUnavailable saying what went wrong."""
        connection = _UnixConnection(self.socket_path, self.timeout_s)
        try:
            payload = None if body is None else json.dumps(body).encode()
            connection.request(method, path, body=payload, headers={"Content-Type": "application/json"})
            response = connection.getresponse()
            status, data = response.status, response.read()
        except TimeoutError:
            raise RetrieverUnavailable(
                f"the retriever at {self.socket_path} did not answer within {self.timeout_s:g}s"
            ) from None
        except (OSError, http.client.HTTPException) as exc:
            raise RetrieverUnavailable(
                f"cannot reach the retriever at {self.socket_path} ({exc!r}); start "
                "services.retriever and bind its socket into the sandbox"
            ) from None
        finally:
            connection.close()
        if status != 200:
            raise RetrieverUnavailable(f"the retriever answered {status}: {data[:300]!r}")
        try:
            return json.loads(data)
        except ValueError:
            raise RetrieverUnavailable(f"the retriever answered with no JSON: {data[:200]!r}") from None


def _passage(item: Any) -> Passage:
    """One result item in Search-R1's shape, `{"document": {"id", "contents"}, "score"}`."""
    document = item.get("document") if isinstance(item, dict) else None
    if not isinstance(document, dict) or not isinstance(document.get("contents"), str):
        raise RetrieverUnavailable(f"the retriever returned an item without document contents: {item!r:.200}")
    score = item.get("score")
    return Passage(str(document.get("id", "")), document["contents"], score if isinstance(score, int | float) else None)


def format_information(passages: list[Passage]) -> str:
    """The observation of a search, byte for byte Search-R1's (`execute_predictions` with its
    `_passages2string`): each passage as `Doc {rank}(Title: {title}) {text}` and a newline, the
    whole trimmed of white space at both ends, between <information> and </information>, with
    two newlines before and after. No passage gives `<information></information>`."""
    reference = "".join(f"Doc {rank}(Title: {p.title}) {p.text}\n" for rank, p in enumerate(passages, 1))
    return f"\n\n<information>{reference.strip()}</information>\n\n"
