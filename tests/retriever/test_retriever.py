"""The retrieval server: Search-R1's API over a Unix socket and TCP, its errors, its forwarding.

Real processes: one BM25 server on a small corpus, one forwarding to it over TCP.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from services.common.process import ServiceProcess, free_port
from services.retriever.bm25 import Bm25Backend
from services.retriever.corpus import load_corpus
from services.retriever.errors import CorpusError, UpstreamError, UpstreamTimeout
from services.retriever.latency import measure_latency
from services.retriever.launch import retriever_process
from services.retriever.remote import RemoteBackend

CORPUS = [
    {"id": "d0", "contents": '"Iron"\nIron is a metal with symbol Fe and atomic number 26.'},
    {"id": "d1", "contents": '"Copper"\nCopper is a metal with symbol Cu and atomic number 29.', "url": "kept"},
    {"id": "d2", "contents": '"Oxygen"\nOxygen is a gas with symbol O and atomic number 8.'},
    {"id": "d3", "contents": '"Neon"\nNeon is a noble gas that glows in signs.'},
    {"id": "d4", "contents": '"Dog"\nThe dog is a domesticated animal.'},
]
IDLE = {"in_progress": 0, "waiting": 0}


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("retriever")
    (directory / "corpus.jsonl").write_text("".join(json.dumps(d) + "\n" for d in CORPUS))
    return directory


@pytest.fixture(scope="module")
def direct(workdir: Path) -> Iterator[ServiceProcess]:
    """A BM25 server on the small corpus, on a Unix socket and a TCP port."""
    server = retriever_process(
        workdir / "direct.sock", workdir / "direct.log", port=free_port(), corpus=workdir / "corpus.jsonl"
    ).start(timeout_s=60)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def forwarder(workdir: Path, direct: ServiceProcess) -> Iterator[ServiceProcess]:
    """A server that forwards every search to `direct` over TCP."""
    server = retriever_process(workdir / "forward.sock", workdir / "forward.log", remote=direct.url).start(60)
    yield server
    server.stop()


def unix_client(server: ServiceProcess) -> httpx.Client:
    socket_path = server.argv[server.argv.index("--socket") + 1]
    return httpx.Client(transport=httpx.HTTPTransport(uds=socket_path), base_url="http://retriever", timeout=10)


def retrieve(server: ServiceProcess, body: Any) -> httpx.Response:
    with unix_client(server) as client:
        return client.post("/retrieve", content=body if isinstance(body, bytes) else json.dumps(body))


def ids(row: list[dict[str, Any]]) -> list[str]:
    return [item["document"]["id"] if "document" in item else item["id"] for item in row]


# --- the API ------------------------------------------------------------------------------------


def test_healthz_reports_the_index(direct: ServiceProcess) -> None:
    with unix_client(direct) as client:
        assert client.get("/healthz").json() == {"status": "ok", "mode": "bm25", "documents": 5, "load": IDLE}


def test_a_batch_gets_one_ranked_list_per_query_with_scores(direct: ServiceProcess) -> None:
    response = retrieve(direct, {"queries": ["copper", "noble gas signs", "metal"], "topk": 3, "return_scores": True})
    assert response.status_code == 200
    result = response.json()["result"]
    assert [row[0]["document"]["id"] for row in result] == ["d1", "d3", "d0"]
    assert sorted(ids(result[2])) == ["d0", "d1"]  # only documents sharing a word come back
    assert result[0][0]["document"] == CORPUS[1]  # the whole record, extra fields too
    scores = [item["score"] for item in result[1]]
    assert all(isinstance(s, float) and s > 0 for s in scores) and scores == sorted(scores, reverse=True)


def test_a_single_query_without_scores_gets_bare_documents(direct: ServiceProcess) -> None:
    assert retrieve(direct, {"query": "dog"}).json() == {"result": [[CORPUS[4]]]}


@pytest.mark.parametrize(
    "topk, expected",
    [
        pytest.param(1, 1, id="one"),
        pytest.param(2, 2, id="two"),
        pytest.param(None, 3, id="server-default"),
        pytest.param(100, 3, id="more-than-match"),
    ],
)
def test_topk_bounds_the_results(direct: ServiceProcess, topk: int | None, expected: int) -> None:
    body: dict[str, Any] = {"queries": ["symbol atomic number"]} | ({"topk": topk} if topk else {})
    assert len(retrieve(direct, body).json()["result"][0]) == expected


def test_a_query_sharing_no_word_gets_an_empty_list(direct: ServiceProcess) -> None:
    assert retrieve(direct, {"queries": ["zzzz qqqq", "the of and"]}).json() == {"result": [[], []]}


def test_tcp_and_unix_socket_serve_the_same(direct: ServiceProcess) -> None:
    body = {"queries": ["gas"], "return_scores": True}
    tcp = httpx.post(f"{direct.url}/retrieve", json=body, timeout=10, trust_env=False)
    assert tcp.json() == retrieve(direct, body).json()


def test_a_body_without_json_content_type_is_still_read(direct: ServiceProcess) -> None:
    with unix_client(direct) as client:
        response = client.post(
            "/retrieve", content=json.dumps({"query": "dog"}), headers={"Content-Type": "text/plain"}
        )
    assert ids(response.json()["result"][0]) == ["d4"]


@pytest.mark.parametrize(
    "body, status, message",
    [
        pytest.param(b"{bad", 400, "body: not valid JSON", id="not-json"),
        pytest.param(b"", 400, "body: not valid JSON", id="empty-body"),
        pytest.param([1], 422, "body: Input should be an object", id="not-an-object"),
        pytest.param({}, 422, "exactly one of 'queries'", id="no-query"),
        pytest.param({"query": "a", "queries": ["b"]}, 422, "exactly one of 'queries'", id="both"),
        pytest.param({"queries": []}, 422, "queries: List should have at least 1 item", id="empty-list"),
        pytest.param({"queries": "a"}, 422, "queries: Input should be a valid array", id="queries-a-string"),
        pytest.param({"queries": ["a", ""]}, 422, "queries[1]: String should have at least 1", id="empty-query"),
        pytest.param({"queries": ["  "]}, 422, "queries[0]: String should match", id="blank-query"),
        pytest.param({"query": 5}, 422, "query: Input should be a valid string", id="query-a-number"),
        pytest.param({"query": "a", "topk": 0}, 422, "topk: Input should be greater than or equal to 1", id="topk-0"),
        pytest.param(
            {"query": "a", "topk": 101}, 422, "topk: Input should be less than or equal to 100", id="topk-big"
        ),
        pytest.param({"query": "a", "topk": "3"}, 422, "topk: Input should be a valid integer", id="topk-string"),
        pytest.param(
            {"query": "a", "return_scores": "yes"},
            422,
            "return_scores: Input should be a valid boolean",
            id="scores-string",
        ),
        pytest.param({"query": "a", "top_k": 3}, 422, "top_k: Extra inputs are not permitted", id="typo"),
    ],
)
def test_bad_input_is_a_4xx_naming_the_field(direct: ServiceProcess, body: Any, status: int, message: str) -> None:
    response = retrieve(direct, body)
    assert response.status_code == status
    assert message in response.json()["error"]


# --- forwarding ---------------------------------------------------------------------------------


def test_a_forwarding_server_reports_its_remote(forwarder: ServiceProcess, direct: ServiceProcess) -> None:
    with unix_client(forwarder) as client:
        assert client.get("/healthz").json() == {"status": "ok", "mode": "remote", "remote": f"{direct.url}/retrieve",
                                                 "load": IDLE}


@pytest.mark.parametrize("return_scores", [pytest.param(True, id="scores"), pytest.param(False, id="no-scores")])
def test_forwarded_searches_answer_as_the_remote_does(
    forwarder: ServiceProcess, direct: ServiceProcess, return_scores: bool
) -> None:
    body = {"queries": ["metal", "dog", "zzzz"], "topk": 2, "return_scores": return_scores}
    forwarded = retrieve(forwarder, body)
    assert forwarded.status_code == 200
    assert forwarded.json() == retrieve(direct, body).json()
    assert ids(forwarded.json()["result"][1]) == ["d4"]


def test_forwarding_checks_input_itself(forwarder: ServiceProcess) -> None:
    assert retrieve(forwarder, {"query": "a", "topk": 0}).status_code == 422


def test_an_unreachable_remote_is_a_502_and_stopping_removes_the_socket(workdir: Path) -> None:
    nowhere = f"http://127.0.0.1:{free_port()}"
    server = retriever_process(workdir / "nowhere.sock", workdir / "nowhere.log", remote=nowhere).start(60)
    try:
        response = retrieve(server, {"query": "iron"})
    finally:
        server.stop()
    assert response.status_code == 502
    assert f"remote retriever {nowhere}/retrieve unreachable" in response.json()["error"]
    assert not (workdir / "nowhere.sock").exists()


# --- the remote backend's checks, with a fake remote ---------------------------------------------


def fake_remote(handler: Any) -> RemoteBackend:
    return RemoteBackend("http://remote:8000", transport=httpx.MockTransport(handler))


async def test_a_remote_answering_bare_documents_gets_no_scores() -> None:
    backend = fake_remote(lambda request: httpx.Response(200, json={"result": [[CORPUS[0]]]}))
    assert await backend.retrieve(["iron"], 1) == [[(CORPUS[0], None)]]
    await backend.aclose()


@pytest.mark.parametrize(
    "response, error, message",
    [
        pytest.param(httpx.Response(500, text="boom"), UpstreamError, "answered 500: boom", id="status"),
        pytest.param(httpx.Response(200, json={"results": []}), UpstreamError, "without a 'result'", id="no-result"),
        pytest.param(httpx.Response(200, json={"result": [[], []]}), UpstreamError, "not 1 lists", id="count"),
        pytest.param(
            httpx.Response(200, json={"result": [[{"id": 1}]]}), UpstreamError, "without 'contents'", id="no-contents"
        ),
        pytest.param(
            httpx.Response(200, json={"result": [[{"document": CORPUS[0], "score": "high"}]]}),
            UpstreamError,
            "non-numeric score",
            id="bad-score",
        ),
        pytest.param(httpx.ReadTimeout("slow"), UpstreamTimeout, "did not answer within 10s", id="timeout"),
        pytest.param(httpx.ConnectError("refused"), UpstreamError, "unreachable", id="refused"),
    ],
)
async def test_a_failing_remote_is_a_classified_error(response: Any, error: type[Exception], message: str) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        assert json.loads(request.content) == {"queries": ["iron"], "topk": 1, "return_scores": True}
        if isinstance(response, Exception):
            raise response
        return response

    backend = fake_remote(handler)
    with pytest.raises(error, match=message):
        await backend.retrieve(["iron"], 1)
    await backend.aclose()


async def test_a_bm25_search_over_its_timeout_is_upstream_timeout() -> None:
    with pytest.raises(UpstreamTimeout, match="took over"):
        await Bm25Backend(CORPUS, timeout_s=1e-9).retrieve(["iron"] * 50, 3)


# --- corpus and latency -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, message",
    [
        pytest.param('{"id": "a", "contents": "x"}\nnot json\n', "line 2: not JSON", id="bad-json"),
        pytest.param('{"id": "a", "text": "x"}\n', "line 1: a record needs a string 'contents'", id="no-contents"),
        pytest.param("\n\n", "holds no documents", id="empty"),
    ],
)
def test_a_bad_corpus_is_a_corpus_error_naming_the_line(tmp_path: Path, text: str, message: str) -> None:
    (tmp_path / "corpus.jsonl").write_text(text)
    with pytest.raises(CorpusError, match=message):
        load_corpus(tmp_path / "corpus.jsonl")


def test_a_missing_corpus_is_a_corpus_error(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="cannot read corpus"):
        load_corpus(tmp_path / "absent.jsonl")


def test_documents_without_id_are_numbered_from_zero(tmp_path: Path) -> None:
    (tmp_path / "corpus.jsonl").write_text('{"contents": "a"}\n{"contents": "b"}\n')
    assert [d["id"] for d in load_corpus(tmp_path / "corpus.jsonl")] == ["0", "1"]


def test_latency_measurement_counts_every_query(direct: ServiceProcess) -> None:
    socket_path = direct.argv[direct.argv.index("--socket") + 1]
    report = measure_latency(socket_path, ["iron", "copper", "gas", "dog"] * 10, concurrency=2)
    assert (report.queries, report.concurrency) == (40, 2)
    assert 0 < report.p50_ms <= report.p99_ms and report.queries_per_s > 0
    assert "40 queries, concurrency 2: p50" in str(report)
