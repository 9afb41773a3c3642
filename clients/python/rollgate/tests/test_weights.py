"""Weight pushes and worker administration: what is retried, how long a push may take, its errors."""

import httpx
import pytest

from rollgate import (
    Conflict,
    InvalidRequest,
    NotFound,
    PushWeightsResponse,
    ServiceUnavailable,
    TransportError,
    WorkerInfo,
    WorkerPushResult,
)

from .fakes import FakeGateway, error_body


def pushed(*workers: WorkerPushResult) -> httpx.Response:
    response = PushWeightsResponse(version=2, ok=all(w.ok for w in workers), seconds=3.0, workers=list(workers))
    return httpx.Response(200, json=response.model_dump(mode="json"))


LOADED = WorkerPushResult(url="http://w0:8000", ok=True, version=2, seconds=2.5)
FAILED = WorkerPushResult(url="http://w1:8000", ok=False, version=1, seconds=0.4, error="reload: OOM")

NOT_REPEATED = [
    pytest.param(httpx.Response(503, json=error_body("unavailable", "no worker loaded it")), ServiceUnavailable,
                 id="503"),
    pytest.param(httpx.ConnectError("refused"), TransportError, id="connection-refused"),
    pytest.param(httpx.ReadTimeout("slow"), TransportError, id="read-timeout"),
]  # fmt: skip


@pytest.mark.parametrize(("answer", "error"), NOT_REPEATED)
def test_a_push_is_never_repeated(gateway: FakeGateway, answer, error):
    gateway.on("POST", "/v1/policy", answer, pushed(LOADED))
    with gateway.client(max_retries=3) as client, pytest.raises(error):
        client.push_weights("/ckpt/step-2", 2)
    assert gateway.paths() == ["POST /v1/policy"]


@pytest.mark.parametrize(("answer", "error"), NOT_REPEATED)
async def test_an_async_push_is_never_repeated(gateway: FakeGateway, answer, error):
    gateway.on("POST", "/v1/policy", answer, pushed(LOADED))
    async with gateway.async_client(max_retries=3) as client:
        with pytest.raises(error):
            await client.push_weights("/ckpt/step-2", 2)
    assert gateway.paths() == ["POST /v1/policy"]


@pytest.mark.parametrize(
    ("status", "answer", "error", "field"),
    [
        pytest.param(409, error_body("conflict", "another weight push is in progress"), Conflict, "", id="409"),
        pytest.param(422, error_body("invalid_argument", "version 2 is not greater than the current 5", "version"),
                     InvalidRequest, "version", id="422-version"),
        pytest.param(422, error_body("invalid_argument", "no Hugging Face checkpoint", "path"), InvalidRequest,
                     "path", id="422-path"),
    ],
)  # fmt: skip
def test_push_errors_map_to_exceptions(gateway: FakeGateway, status, answer, error, field):
    gateway.on("POST", "/v1/policy", httpx.Response(status, json=answer))
    with gateway.client() as client, pytest.raises(error) as raised:
        client.push_weights("/ckpt/step-2", 2)
    assert (type(raised.value), raised.value.status_code, raised.value.field) == (error, status, field)
    assert raised.value.message == answer["error"]["message"]
    assert len(gateway.requests) == 1


def test_a_push_waits_long_for_its_answer_but_connects_fast(gateway: FakeGateway):
    gateway.on("POST", "/v1/policy", pushed(LOADED))
    gateway.on("GET", "/v1/workers", httpx.Response(200, json={"workers": []}))
    with gateway.client(timeout=5.0) as client:
        client.push_weights("/ckpt/step-2", 2)
        client.workers()
    push, listing = (request.extensions["timeout"] for request in gateway.requests)
    assert (push["connect"], push["write"], push["read"]) == (5.0, 5.0, 600.0)
    assert listing["read"] == 5.0


def test_a_longer_client_timeout_applies_to_a_push_too(gateway: FakeGateway):
    gateway.on("POST", "/v1/policy", pushed(LOADED))
    with gateway.client(timeout=900.0) as client:
        client.push_weights("/ckpt/step-2", 2)
    assert gateway.requests[0].extensions["timeout"]["read"] == 900.0


def test_a_partial_push_reports_each_worker(gateway: FakeGateway):
    gateway.on("POST", "/v1/policy", pushed(LOADED, FAILED))
    with gateway.client() as client:
        result = client.push_weights("/ckpt/step-2", 2)
    assert isinstance(result, PushWeightsResponse) and not result.ok
    assert result.workers == [LOADED, FAILED]


@pytest.mark.parametrize("version", [pytest.param(0, id="zero"), pytest.param(-1, id="negative")])
def test_a_bad_version_is_refused_before_sending(gateway: FakeGateway, version: int):
    with gateway.client() as client, pytest.raises(ValueError, match="version"):
        client.push_weights("/ckpt", version)
    assert gateway.requests == []


def test_adding_a_worker_is_retried_removing_one_is_not(gateway: FakeGateway):
    worker = WorkerInfo(url="http://w1:8000", healthy=True)
    gateway.on("POST", "/v1/workers", httpx.Response(503), httpx.Response(201, json=worker.model_dump(mode="json")))
    gateway.on("DELETE", "/v1/workers", httpx.Response(503), httpx.Response(204))
    with gateway.client() as client:
        assert client.add_worker("http://w1:8000") == worker
        with pytest.raises(ServiceUnavailable):
            client.remove_worker("http://w1:8000")
    assert gateway.paths() == ["POST /v1/workers", "POST /v1/workers", "DELETE /v1/workers"]


def test_removing_a_worker_answers_nothing_or_not_found(gateway: FakeGateway):
    gateway.on("DELETE", "/v1/workers", httpx.Response(204),
               httpx.Response(404, json=error_body("not_found", "no worker 'http://w1:8000'", "url")))  # fmt: skip
    with gateway.client() as client:
        assert client.remove_worker("http://w1:8000") is None
        with pytest.raises(NotFound, match="no worker"):
            client.remove_worker("http://w1:8000")
    assert [r.url.params["url"] for r in gateway.requests] == ["http://w1:8000"] * 2
