import asyncio
import json
import pickle
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from rollgate import (
    APIError,
    AuthenticationError,
    Client,
    Conflict,
    EnvInfo,
    Health,
    InvalidRequest,
    Job,
    JobSpec,
    JobState,
    NotFound,
    PayloadTooLarge,
    PermissionDenied,
    PolicyInfo,
    ServiceUnavailable,
    TaskDraw,
    TransportError,
)
from rollgate._api import RetryPolicy, get_job
from rollgate._sse import ServerSentEvent, SSEDecoder

from .fakes import (
    BASE_URL,
    DRAW_DEFAULTS,
    SESSION_KEY,
    TOKEN,
    FakeGateway,
    body,
    error_body,
    grant,
    group,
    job,
    raw_path,
    sse,
    summary,
)

GROUP = group("g1").model_dump(mode="json")
REPLAYED = group("g0").model_copy(update={"replay_age": 2}).model_dump(mode="json")
AGENT = {"name": "countdown", "target": "services.agents.countdown:CountdownAgent",
         "package": "rollgate-server 0.1.0", "envs": ["countdown"], "error": ""}
ENV = {"name": "countdown", "description": "arithmetic", "splits": {"train": 100}, "agent": "countdown", "package": "",
       "error": ""}
POLICY = {"version": 3, "path": "/ckpt/step-3", "adapter": "", "workers": {"http://w0:8000": 3}}
WORKER = {"url": "http://w1:8000", "healthy": True, "quarantined": "", "model": "tiny", "policy_version": 3,
          "running": 1, "waiting": 0}
PUSHED = {"version": 3, "ok": True, "seconds": 1.5, "workers": [
    {"url": "http://w0:8000", "ok": True, "version": 3, "seconds": 1.4, "error": "", "quarantined": False}]}

TASK_STATS = {"env": "countdown", "split": "train", "task_id": "train-000001", "groups": 2, "episodes": 8,
              "successes": 3.0, "reward_mean": 0.375, "spread_groups": 1, "groups_without_spread": 1,
              "updated_at": 12.5, "recent": [{"version": 4, "version_max": 5, "episodes": 4, "successes": 0.0,
                                               "reward_mean": 0.0, "spread": False, "finished_at": 12.5}]}
TASK_PAGE = {"lineage": "run-1", "owner": "alice", "tasks": [TASK_STATS], "tasks_total": 11, "groups": 20,
             "next_page_token": "10"}

# (call, method, path, query, body, answer, expected result)
REQUESTS = [
    pytest.param(
        lambda c: c.get_job("job-1"), "GET", "/v1/jobs/job-1", "", None, job(), job(), id="get_job"
    ),
    pytest.param(
        lambda c: c.get_job("a/b?c"), "GET", "/v1/jobs/a%2Fb%3Fc", "", None, job(), job(), id="get_job-quoted"
    ),
    pytest.param(
        lambda c: c.list_jobs("running", page_size=10, page_token="1.5 job-2"),
        "GET", "/v1/jobs", "state=running&page_size=10&page_token=1.5+job-2", None,
        {"jobs": [summary(job())], "next_page_token": "1.5 job-1"},
        {"jobs": [summary(job())], "next_page_token": "1.5 job-1"}, id="list_jobs-page",
    ),
    pytest.param(lambda c: c.list_jobs(), "GET", "/v1/jobs", "page_size=100", None,
                 {"jobs": [], "next_page_token": ""}, {"jobs": [], "next_page_token": ""}, id="list_jobs"),
    pytest.param(
        lambda c: c.cancel("job-1"), "DELETE", "/v1/jobs/job-1", "", None, job("cancelled"), job("cancelled"),
        id="cancel",
    ),
    pytest.param(
        lambda c: c.pull("job-1", max_groups=2, min_usable=1, visibility_timeout_s=60),
        "POST", "/v1/jobs/job-1/pull", "", {"max_groups": 2, "min_usable": 1, "visibility_timeout_s": 60.0},
        {"groups": [GROUP]}, [GROUP], id="pull",
    ),
    pytest.param(
        lambda c: c.pull("job-1", replay=3, replay_max_age=2),
        "POST", "/v1/jobs/job-1/pull", "",
        {"max_groups": 1, "min_usable": 0, "visibility_timeout_s": 300.0, "replay": 3, "replay_max_age": 2},
        {"groups": [REPLAYED]}, [REPLAYED], id="pull-replay",
    ),
    pytest.param(
        lambda c: c.ack("job-1", ["g1", group("g2")]),
        "POST", "/v1/jobs/job-1/ack", "", {"group_ids": ["g1", "g2"]}, {"acked": 2}, 2, id="ack",
    ),
    pytest.param(
        lambda c: c.task_stats("run-1", env="countdown", split="train", page_size=10, page_token="10"),
        "GET", "/v1/tasks/stats", "lineage=run-1&env=countdown&split=train&page_size=10&page_token=10", None,
        TASK_PAGE, TASK_PAGE, id="task_stats-page",
    ),
    pytest.param(lambda c: c.task_stats("run-1", owner="team-a"), "GET", "/v1/tasks/stats",
                 "lineage=run-1&owner=team-a&page_size=100", None, TASK_PAGE, TASK_PAGE, id="task_stats-owner"),
    pytest.param(lambda c: c.envs(), "GET", "/v1/envs", "", None, {"envs": [ENV]}, [ENV], id="envs"),
    pytest.param(lambda c: c.agents(), "GET", "/v1/agents", "", None, {"agents": [AGENT]}, [AGENT], id="agents"),
    pytest.param(
        lambda c: c.policy(), "GET", "/v1/policy", "", None, POLICY, POLICY, id="policy",
    ),
    pytest.param(
        lambda c: c.push_weights(Path("/ckpt/step-3"), 3), "POST", "/v1/policy", "",
        {"path": "/ckpt/step-3", "version": 3, "lora": False}, PUSHED, PUSHED, id="push_weights",
    ),
    pytest.param(
        lambda c: c.push_weights("/ckpt/adapter", 4, lora=True), "POST", "/v1/policy", "",
        {"path": "/ckpt/adapter", "version": 4, "lora": True}, PUSHED, PUSHED, id="push_weights-lora",
    ),
    pytest.param(
        lambda c: c.workers(), "GET", "/v1/workers", "", None, {"workers": [WORKER]}, [WORKER], id="workers",
    ),
    pytest.param(
        lambda c: c.add_worker("http://w1:8000"), "POST", "/v1/workers", "", {"url": "http://w1:8000"},
        WORKER, WORKER, id="add_worker",
    ),
    pytest.param(
        lambda c: c.remove_worker("http://w1:8000"), "DELETE", "/v1/workers", "url=http%3A%2F%2Fw1%3A8000", None,
        None, None, id="remove_worker",
    ),
    pytest.param(
        lambda c: c.health(), "GET", "/readyz", "", None, {"status": "ok", "checks": {"redis": "ok"}},
        {"status": "ok", "checks": {"redis": "ok"}}, id="health",
    ),
    pytest.param(
        lambda c: c.next_session("job-1", wait_s=5), "POST", "/v1/jobs/job-1/sessions:next", "", {"wait_s": 5},
        {"session": grant()}, grant(), id="next_session",
    ),
    pytest.param(
        lambda c: c.next_session("job-1"), "POST", "/v1/jobs/job-1/sessions:next", "", {"wait_s": 10.0},
        {"session": None}, None, id="next_session-none",
    ),
]  # fmt: skip


def dump(result: Any) -> Any:
    if isinstance(result, list):
        return [dump(item) for item in result]
    return result.model_dump(mode="json") if hasattr(result, "model_dump") else result


def check_request(request: httpx.Request, method: str, path: str, query: str, payload: Any) -> None:
    assert (request.method, raw_path(request), request.url.query.decode()) == (method, path, query)
    assert request.headers["Authorization"] == f"Bearer {TOKEN}"
    assert body(request) == payload


@pytest.mark.parametrize(("call", "method", "path", "query", "payload", "answer", "expected"), REQUESTS)
def test_each_method_sends_its_request(gateway: FakeGateway, call, method, path, query, payload, answer, expected):
    gateway.on(method, path, httpx.Response(200, json=answer))
    with gateway.client() as client:
        assert dump(call(client)) == expected
    (request,) = gateway.requests
    check_request(request, method, path, query, payload)


@pytest.mark.parametrize(("call", "method", "path", "query", "payload", "answer", "expected"), REQUESTS)
async def test_async_client_sends_the_same_requests(
    gateway: FakeGateway, call, method, path, query, payload, answer, expected
):
    gateway.on(method, path, httpx.Response(200, json=answer))
    async with gateway.async_client() as client:
        assert dump(await call(client)) == expected
    (request,) = gateway.requests
    check_request(request, method, path, query, payload)


def test_submit_posts_the_spec_with_a_fresh_idempotency_key(gateway: FakeGateway):
    gateway.on("POST", "/v1/jobs", httpx.Response(202, json=job("queued")))
    with gateway.client() as client:
        submitted = client.submit(env="countdown", tasks=["train-000001"], group_size=4)
        client.submit(JobSpec(env="countdown", tasks=["train-000001"]), group_size=2, priority=3)
    assert submitted.state == JobState.QUEUED
    first, second = (body(r) for r in gateway.requests)
    expected = JobSpec(env="countdown", tasks=["train-000001"], group_size=4).model_dump(mode="json")
    assert first == {**expected, "idempotency_key": first["idempotency_key"]}
    assert (second["group_size"], second["priority"]) == (2, 3)
    assert len({first["idempotency_key"], second["idempotency_key"]}) == 2
    assert all(len(key) == 32 for key in (first["idempotency_key"], second["idempotency_key"]))


def test_submit_sends_a_draw_instead_of_tasks(gateway: FakeGateway):
    gateway.on("POST", "/v1/jobs", httpx.Response(202, json=job("queued")))
    with gateway.client() as client:
        client.submit(env="countdown", draw={"split": "train", "count": 64, "seed": 7}, group_size=8)
        client.submit(env="countdown", draw=TaskDraw(split="eval", count=4))
    first, second = (body(r) for r in gateway.requests)
    assert first["draw"] == {"split": "train", "count": 64, "seed": 7, "exclude": [], **DRAW_DEFAULTS}
    assert first["tasks"] == []
    assert second["draw"] == {"split": "eval", "count": 4, "seed": 0, "exclude": [], **DRAW_DEFAULTS}


def test_submit_keeps_the_callers_idempotency_key_and_accepts_a_replay(gateway: FakeGateway):
    gateway.on("POST", "/v1/jobs", httpx.Response(200, json=job()))
    with gateway.client() as client:
        client.submit({"env": "countdown", "tasks": ["t"], "idempotency_key": "step-42"})
    assert body(gateway.requests[0])["idempotency_key"] == "step-42"


def test_an_invalid_spec_is_refused_before_sending(gateway: FakeGateway):
    with gateway.client() as client, pytest.raises(ValueError, match="group_size"):
        client.submit(env="countdown", tasks=["t"], group_size=0)
    assert gateway.requests == []


def test_url_and_token_default_from_the_environment(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("ROLLGATE_URL", "http://elsewhere:9000/prefix")
    monkeypatch.setenv("ROLLGATE_TOKEN", "from-env")
    seen: list[httpx.Request] = []
    transport = httpx.MockTransport(lambda r: seen.append(r) or httpx.Response(200, json={"status": "ok"}))
    with Client(transport=transport) as client:
        client.health()
    assert str(seen[0].url) == "http://elsewhere:9000/prefix/readyz"
    assert seen[0].headers["Authorization"] == "Bearer from-env"


def test_no_token_sends_no_authorization_header(monkeypatch: pytest.MonkeyPatch, gateway: FakeGateway):
    monkeypatch.delenv("ROLLGATE_TOKEN", raising=False)
    gateway.on("GET", "/readyz", httpx.Response(200, json={"status": "ok"}))
    with Client(BASE_URL, transport=httpx.MockTransport(gateway)) as client:
        client.health()
    assert "Authorization" not in gateway.requests[0].headers


@pytest.mark.parametrize(
    ("status", "answer", "error", "code", "message", "field"),
    [
        pytest.param(400, error_body("invalid_argument", "bad env", "env"), InvalidRequest,
                     "invalid_argument", "bad env", "env", id="400"),
        pytest.param(401, error_body("unauthenticated", "no token"), AuthenticationError,
                     "unauthenticated", "no token", "", id="401"),
        pytest.param(403, error_body("permission_denied", "read-only token"), PermissionDenied,
                     "permission_denied", "read-only token", "", id="403"),
        pytest.param(404, error_body("not_found", "no job job-1"), NotFound,
                     "not_found", "no job job-1", "", id="404"),
        pytest.param(409, error_body("conflict", "key reused"), Conflict, "conflict", "key reused", "", id="409"),
        pytest.param(413, error_body("too_large", "body over 8 MiB"), PayloadTooLarge,
                     "too_large", "body over 8 MiB", "", id="413"),
        pytest.param(422, {"detail": [{"loc": ["body", "sampling", "top_p"], "msg": "too big"}]},
                     InvalidRequest, "invalid_argument", "too big", "sampling.top_p", id="422-fastapi"),
        pytest.param(500, error_body("internal", "boom"), APIError, "internal", "boom", "", id="500"),
        pytest.param(502, "<html>Bad Gateway</html>", APIError, "internal", "<html>Bad Gateway</html>", "",
                     id="502-html"),
        pytest.param(404, {"detail": "Not Found"}, NotFound, "not_found", "Not Found", "", id="404-fastapi"),
        pytest.param(418, None, APIError, "internal", "I'm a teapot", "", id="418-empty"),
        pytest.param(400, {"error": "flat"}, InvalidRequest, "invalid_argument", '{"error":"flat"}', "",
                     id="400-unknown-shape"),
    ],
)  # fmt: skip
def test_error_statuses_map_to_exceptions(gateway: FakeGateway, status, answer, error, code, message, field):
    content = answer if isinstance(answer, str) else json.dumps(answer, separators=(",", ":")) if answer else ""
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(status, content=content))
    with gateway.client(max_retries=0) as client, pytest.raises(error) as raised:
        client.get_job("job-1")
    assert type(raised.value) is error
    assert (raised.value.status_code, raised.value.code) == (status, code)
    assert (raised.value.message, raised.value.field) == (message, field)


def test_an_unreadable_success_body_is_an_api_error(gateway: FakeGateway):
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json={"id": "job-1"}))
    with gateway.client() as client, pytest.raises(APIError) as raised:
        client.get_job("job-1")
    assert raised.value.code == "invalid_response"


@pytest.mark.parametrize(
    ("answer", "error"),
    [
        pytest.param(httpx.ConnectError("refused"), TransportError, id="connection-refused"),
        pytest.param(httpx.ReadTimeout("slow"), TransportError, id="read-timeout"),
        pytest.param(httpx.Response(503, json=error_body("unavailable", "redis down")), ServiceUnavailable,
                     id="503"),
    ],
)  # fmt: skip
@pytest.mark.parametrize("max_retries", [0, 3])
def test_retries_are_bounded(gateway: FakeGateway, answer, error, max_retries: int):
    gateway.on("GET", "/v1/jobs/job-1", answer)
    with gateway.client(max_retries=max_retries) as client, pytest.raises(error):
        client.get_job("job-1")
    assert len(gateway.requests) == max_retries + 1


def test_a_retry_that_succeeds_returns_the_answer(gateway: FakeGateway):
    gateway.on(
        "GET", "/v1/jobs/job-1", httpx.ConnectError("refused"), httpx.Response(503), httpx.Response(200, json=job())
    )
    with gateway.client() as client:
        assert client.get_job("job-1").id == "job-1"
    assert len(gateway.requests) == 3


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(httpx.Response(422, json={"detail": "bad"}), id="422"),
        pytest.param(httpx.Response(500, json=error_body("internal", "boom")), id="500"),
        pytest.param(httpx.UnsupportedProtocol("ftp"), id="unsupported-protocol"),
    ],
)
def test_other_failures_are_not_retried(gateway: FakeGateway, answer):
    gateway.on("POST", "/v1/jobs", answer)
    with gateway.client() as client, pytest.raises((APIError, TransportError)):
        client.submit(env="countdown", tasks=["t"])
    assert len(gateway.requests) == 1


def test_a_submit_retry_reuses_its_idempotency_key(gateway: FakeGateway):
    gateway.on("POST", "/v1/jobs", httpx.ConnectError("reset"), httpx.Response(503), httpx.Response(202, json=job()))
    with gateway.client() as client:
        client.submit(env="countdown", tasks=["t"])
    keys = {body(r)["idempotency_key"] for r in gateway.requests}
    assert len(gateway.requests) == 3 and len(keys) == 1 and "" not in keys


def test_a_not_ready_gateway_still_reports_its_health(gateway: FakeGateway):
    gateway.on("GET", "/readyz", httpx.Response(503, json={"status": "degraded", "checks": {"redis": "down"}}))
    with gateway.client() as client:
        assert client.health() == Health(status="degraded", checks={"redis": "down"})
    assert len(gateway.requests) == 1


def test_back_off_grows_exponentially_with_jitter_and_a_cap():
    policy = RetryPolicy(max_retries=10, backoff=0.5, max_backoff=4.0)
    for attempt, ceiling in enumerate([0.5, 1.0, 2.0, 4.0, 4.0]):
        delays = {policy.pause(attempt) for _ in range(50)}
        assert all(ceiling / 2 <= d <= ceiling for d in delays) and len(delays) > 1


def test_back_off_honours_retry_after_up_to_the_cap():
    policy = RetryPolicy(max_retries=3, backoff=0.0, max_backoff=8.0)
    call = get_job("job-1")
    assert policy.delay(call, 0, httpx.Response(503, headers={"Retry-After": "2"})) == 2.0
    assert policy.delay(call, 0, httpx.Response(503, headers={"Retry-After": "600"})) == 8.0
    assert policy.delay(call, 3, httpx.Response(503)) is None


def test_the_event_stream_reads_slowly_but_connects_fast(gateway: FakeGateway):
    gateway.on("GET", "/v1/jobs/job-1/events", sse(("job_finished", job("completed"))))
    with gateway.client(timeout=5.0) as client:
        list(client.watch("job-1"))
    timeout = gateway.requests[0].extensions["timeout"]
    assert (timeout["connect"], timeout["read"]) == (5.0, 60.0)


def test_a_session_wait_reads_past_its_wait_s_and_the_grant_hides_its_key(gateway: FakeGateway):
    gateway.on("POST", "/v1/jobs/job-1/sessions:next", httpx.Response(200, json={"session": grant()}))
    with gateway.client(timeout=5.0) as client:
        session = client.next_session("job-1", wait_s=25)
    timeout = gateway.requests[0].extensions["timeout"]
    assert (timeout["connect"], timeout["read"]) == (5.0, 55.0)
    assert session is not None and session.api_key == SESSION_KEY
    assert SESSION_KEY not in repr(session) and SESSION_KEY not in str(session)


async def test_async_retries_match(gateway: FakeGateway):
    gateway.on("GET", "/v1/jobs/job-1", httpx.ConnectError("refused"))
    async with gateway.async_client(max_retries=2) as client:
        with pytest.raises(TransportError, match=r"GET http://gateway\.test/v1/jobs/job-1"):
            await client.get_job("job-1")
    assert len(gateway.requests) == 3


def test_results_are_models(gateway: FakeGateway):
    gateway.on("GET", "/v1/envs", httpx.Response(200, json={"envs": [ENV]}))
    gateway.on("GET", "/v1/policy", httpx.Response(200, json={"version": 1}))
    with gateway.client() as client:
        assert client.envs() == [EnvInfo(**ENV)]
        assert client.policy() == PolicyInfo(version=1)


# Server-sent events


def decode(text: str) -> list[ServerSentEvent]:
    decoder = SSEDecoder()
    return [e for e in map(decoder.feed, text.split("\n")) if e is not None]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("event: snapshot\ndata: {}\n\n", [ServerSentEvent("snapshot", "{}")], id="one"),
        pytest.param("data: a\ndata:b\ndata:  c\n\n", [ServerSentEvent("message", "a\nb\n c")], id="multi-line"),
        pytest.param(": keep-alive\n\n:\ndata: x\n: inside\n\n", [ServerSentEvent("message", "x")], id="comments"),
        pytest.param("event: a\n\ndata: y\n\n", [ServerSentEvent("message", "y")], id="no-data-no-event"),
        pytest.param("id: 7\ndata: z\n\ndata: w\n\n", [ServerSentEvent("message", "z", "7"),
                     ServerSentEvent("message", "w", "7")], id="last-event-id"),
        pytest.param("data\n\n", [ServerSentEvent("message", "")], id="field-without-colon"),
        pytest.param("data: kept\n\ndata: cut off", [ServerSentEvent("message", "kept")], id="unfinished-dropped"),
        pytest.param("retry: 3000\nfoo: bar\ndata: q\n\n", [ServerSentEvent("message", "q")], id="other-fields"),
    ],
)  # fmt: skip
def test_sse_decoding(text: str, expected: list[ServerSentEvent]):
    assert decode(text) == expected


def multi_line_event(kind: str, job_json: dict[str, Any]) -> str:
    data = json.dumps({"type": kind, "job": summary(job_json)}, indent=1).replace("\n", "\ndata: ")
    return f"event: {kind}\ndata: {data}\n\n"


def test_watch_yields_events_until_job_finished(gateway: FakeGateway):
    text = (
        ": keep-alive\n\n"
        + multi_line_event("snapshot", job())
        + ":\n"
        + multi_line_event("episode_finished", job(completed=1))
        + multi_line_event("job_finished", job("completed", 2, completed=4))
        + multi_line_event("snapshot", job())  # never read: the client stops at job_finished
    )
    gateway.on("GET", "/v1/jobs/job-1/events", httpx.Response(200, text=text))
    with gateway.client() as client:
        events = list(client.watch("job-1"))
    assert [e.type for e in events] == ["snapshot", "episode_finished", "job_finished"]
    assert events[1].job.counts == {"completed": 1}
    assert events[-1].job.state == JobState.COMPLETED
    check_request(gateway.requests[0], "GET", "/v1/jobs/job-1/events", "", None)


def test_watch_ends_with_the_stream(gateway: FakeGateway):
    gateway.on("GET", "/v1/jobs/job-1/events", sse(("snapshot", job())))
    with gateway.client() as client:
        assert [e.type for e in client.watch("job-1")] == ["snapshot"]


def test_watch_takes_the_type_from_the_event_line(gateway: FakeGateway):
    text = f"event: snapshot\ndata: {json.dumps({'job': summary(job())})}\n\n"
    gateway.on("GET", "/v1/jobs/job-1/events", httpx.Response(200, text=text))
    with gateway.client() as client:
        assert [e.type for e in client.watch("job-1")] == ["snapshot"]


@pytest.mark.parametrize(
    ("answer", "error"),
    [
        pytest.param(httpx.Response(200, text="data: not json\n\n"), APIError, id="bad-data"),
        pytest.param(httpx.Response(404, json=error_body("not_found", "no job")), NotFound, id="404"),
    ],
)
def test_watch_errors(gateway: FakeGateway, answer, error):
    gateway.on("GET", "/v1/jobs/job-1/events", answer)
    with gateway.client() as client, pytest.raises(error):
        list(client.watch("job-1"))


async def test_async_watch_parity(gateway: FakeGateway):
    gateway.on("GET", "/v1/jobs/job-1/events", sse(("snapshot", job()), ("job_finished", job("completed"))))
    async with gateway.async_client() as client:
        events = [e async for e in client.watch("job-1")]
    assert [e.type for e in events] == ["snapshot", "job_finished"]


def event_with_id(kind: str, job_json: dict[str, Any], event_id: str) -> str:
    data = json.dumps({"type": kind, "job": summary(job_json), "id": event_id})
    return f"id: {event_id}\nevent: {kind}\ndata: {data}\n\n"


class BrokenStream(httpx.SyncByteStream, httpx.AsyncByteStream):
    """A body cut off after `text`, as a gateway that dies mid-stream leaves it."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __iter__(self):
        yield self.text.encode()
        raise httpx.RemoteProtocolError("peer closed connection without sending complete message body")

    async def __aiter__(self):
        yield self.text.encode()
        raise httpx.RemoteProtocolError("peer closed connection without sending complete message body")


def broken(text: str) -> Any:
    return lambda request: httpx.Response(200, stream=BrokenStream(text))


RESUMED = [
    broken(event_with_id("snapshot", job(), "5-0") + event_with_id("episode_finished", job(completed=1), "6-0")),
    httpx.Response(200, text=event_with_id("snapshot", job(completed=1), "6-0")
                   + event_with_id("job_finished", job("completed"), "7-0")),
]


def test_watch_resumes_a_broken_stream_after_its_last_event(gateway: FakeGateway):
    """The stream opens again with Last-Event-ID; the snapshot it starts with is not repeated."""
    gateway.on("GET", "/v1/jobs/job-1/events", *RESUMED)
    with gateway.client() as client:
        events = [(e.type, e.id) for e in client.watch("job-1")]
    assert events == [("snapshot", "5-0"), ("episode_finished", "6-0"), ("job_finished", "7-0")]
    assert [r.headers.get("Last-Event-ID") for r in gateway.requests] == [None, "6-0"]


async def test_async_watch_resumes_a_broken_stream_after_its_last_event(gateway: FakeGateway):
    gateway.on("GET", "/v1/jobs/job-1/events", *RESUMED)
    async with gateway.async_client() as client:
        events = [(e.type, e.id) async for e in client.watch("job-1")]
    assert events == [("snapshot", "5-0"), ("episode_finished", "6-0"), ("job_finished", "7-0")]
    assert [r.headers.get("Last-Event-ID") for r in gateway.requests] == [None, "6-0"]


def test_watch_gives_up_after_max_retries_breaks_without_an_event(gateway: FakeGateway):
    gateway.on("GET", "/v1/jobs/job-1/events", broken(": keep-alive\n\n"))
    with gateway.client(max_retries=2) as client, pytest.raises(TransportError):
        list(client.watch("job-1"))
    assert len(gateway.requests) == 3


# wait and iter_groups


def test_wait_returns_the_finished_job(gateway: FakeGateway):
    """Events carry summaries: the finished job, spec included, is read once the stream says so."""
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job()), httpx.Response(200, json=job("completed")))
    gateway.on("GET", "/v1/jobs/job-1/events", sse(("snapshot", job()), ("job_finished", job("completed"))))
    with gateway.client() as client:
        assert client.wait("job-1") == Job.model_validate(job("completed"))
    assert gateway.paths() == ["GET /v1/jobs/job-1", "GET /v1/jobs/job-1/events", "GET /v1/jobs/job-1"]


def test_wait_on_a_finished_job_opens_no_stream(gateway: FakeGateway):
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job("cancelled")))
    with gateway.client() as client:
        assert client.wait("job-1").state == JobState.CANCELLED
    assert gateway.paths() == ["GET /v1/jobs/job-1"]


@pytest.mark.parametrize(
    "dropped",
    [
        pytest.param(sse(("snapshot", job())), id="stream-ended"),
        pytest.param(httpx.RemoteProtocolError("peer closed"), id="stream-dropped"),
    ],
)
def test_wait_reconnects_when_the_stream_ends_early(gateway: FakeGateway, dropped):
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job()), httpx.Response(200, json=job()),
               httpx.Response(200, json=job("completed")))
    gateway.on("GET", "/v1/jobs/job-1/events", dropped, sse(("job_finished", job("completed"))))
    with gateway.client(max_retries=0) as client:
        assert client.wait("job-1").state == JobState.COMPLETED
    assert gateway.paths()[-4:] == ["GET /v1/jobs/job-1/events", "GET /v1/jobs/job-1", "GET /v1/jobs/job-1/events",
                                    "GET /v1/jobs/job-1"]


def slow_stream(request: httpx.Request) -> httpx.Response:
    """Keep-alives for 20 s: far longer than the timeouts the tests wait for."""
    def lines():
        for _ in range(1000):
            time.sleep(0.02)
            yield b": keep-alive\n\n"

    return httpx.Response(200, content=lines())


def test_wait_times_out(gateway: FakeGateway):
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job()))
    gateway.on("GET", "/v1/jobs/job-1/events", slow_stream)
    started = time.monotonic()
    with gateway.client() as client, pytest.raises(TimeoutError, match="still running"):
        client.wait("job-1", timeout=0.2)
    assert time.monotonic() - started < 10.0  # well before the stream ends, with room for a loaded machine


async def test_async_wait_times_out(gateway: FakeGateway):
    async def lines():
        for _ in range(100):
            await asyncio.sleep(0.02)
            yield b": keep-alive\n\n"

    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job()))
    gateway.on("GET", "/v1/jobs/job-1/events", lambda request: httpx.Response(200, content=lines()))
    async with gateway.async_client() as client:
        with pytest.raises(TimeoutError):
            await client.wait("job-1", timeout=0.2)


def groups_answer(*ids: str) -> httpx.Response:
    return httpx.Response(200, json={"groups": [group(i).model_dump(mode="json") for i in ids]})


def stage_a_job(gateway: FakeGateway) -> None:
    """Two groups ready at once, one more announced on the stream, then the job ends."""
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job()))
    gateway.on("POST", "/v1/jobs/job-1/pull", groups_answer("g1", "g2"), groups_answer(),
               groups_answer("g3"), groups_answer())  # fmt: skip
    gateway.on(
        "GET",
        "/v1/jobs/job-1/events",
        sse(("snapshot", job()), ("episode_finished", job(groups_complete=0)), ("episode_finished", job("running", 1))),
        sse(("job_finished", job("completed", 2))),
    )


EXPECTED_ITER_GROUPS = [
    "GET /v1/jobs/job-1",
    "POST /v1/jobs/job-1/pull",  # g1, g2
    "POST /v1/jobs/job-1/pull",  # none yet
    "GET /v1/jobs/job-1",
    "GET /v1/jobs/job-1/events",  # ... until groups_complete grows
    "POST /v1/jobs/job-1/pull",  # g3
    "POST /v1/jobs/job-1/pull",  # none
    "GET /v1/jobs/job-1",
    "GET /v1/jobs/job-1/events",  # job_finished
    "POST /v1/jobs/job-1/pull",  # none, and the job is over
]


def test_iter_groups_blocks_on_the_stream_until_the_job_ends(gateway: FakeGateway):
    stage_a_job(gateway)
    with gateway.client() as client:
        assert [g.id for g in client.iter_groups("job-1", batch=4)] == ["g1", "g2", "g3"]
    assert gateway.paths() == EXPECTED_ITER_GROUPS
    assert body(gateway.requests[1])["max_groups"] == 4


async def test_async_iter_groups_parity(gateway: FakeGateway):
    stage_a_job(gateway)
    async with gateway.async_client() as client:
        assert [g.id async for g in client.iter_groups("job-1", batch=4)] == ["g1", "g2", "g3"]
    assert gateway.paths() == EXPECTED_ITER_GROUPS


def test_iter_groups_pulls_again_after_the_poll_interval(gateway: FakeGateway):
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job()), httpx.Response(200, json=job("completed")))
    gateway.on("POST", "/v1/jobs/job-1/pull", groups_answer(), groups_answer("g1"), groups_answer())
    gateway.on("GET", "/v1/jobs/job-1/events", slow_stream)
    with gateway.client() as client:
        assert [g.id for g in client.iter_groups("job-1", poll_interval=0.1)] == ["g1"]


def test_api_errors_survive_pickling():
    error = pickle.loads(pickle.dumps(NotFound(404, "not_found", "no job", "job_id")))
    assert (type(error), error.status_code, error.code, error.message, error.field) == (
        NotFound, 404, "not_found", "no job", "job_id",
    )  # fmt: skip


def test_a_not_ready_gateway_with_an_odd_body_is_unavailable(gateway: FakeGateway):
    gateway.on("GET", "/readyz", httpx.Response(503, text="upstream down"))
    with gateway.client(max_retries=0) as client, pytest.raises(ServiceUnavailable, match="upstream down"):
        client.health()


def test_iter_task_stats_follows_the_page_tokens(gateway: FakeGateway):
    last = {**TASK_PAGE, "tasks": [{**TASK_STATS, "task_id": "train-000002"}], "next_page_token": ""}
    gateway.on("GET", "/v1/tasks/stats", httpx.Response(200, json=TASK_PAGE), httpx.Response(200, json=last))
    with gateway.client() as client:
        assert [t.task_id for t in client.iter_task_stats("run-1", page_size=10)] == ["train-000001", "train-000002"]
    assert [r.url.params.get("page_token") for r in gateway.requests] == [None, "10"]


async def test_async_iter_task_stats_follows_the_page_tokens(gateway: FakeGateway):
    last = {**TASK_PAGE, "tasks": [], "next_page_token": ""}
    gateway.on("GET", "/v1/tasks/stats", httpx.Response(200, json=TASK_PAGE), httpx.Response(200, json=last))
    async with gateway.async_client() as client:
        assert [t.task_id async for t in client.iter_task_stats("run-1")] == ["train-000001"]
    assert [r.url.params.get("page_token") for r in gateway.requests] == [None, "10"]
