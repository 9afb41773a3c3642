"""Tenancy through the real gateway (HTTP and gRPC) on a real Redis: jobs belong to the token that
submitted them, idempotency keys are per owner and bound to their spec, pushing weights is a
scope of its own."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import grpc
import httpx
import pytest
from rollgate.v1 import jobs_pb2

from tests.gateway.conftest import Gateway, StartGateway, bearer, metadata

TOKENS: dict[str, Any] = {
    "alice-token": {"name": "alice", "scopes": ["jobs", "trainer"]},
    "bob-token": ["jobs", "trainer"],  # no name: a derived owner id
    "admin-token": ["jobs", "trainer", "admin"],
    "pusher-token": ["push"],
}


@pytest.fixture
async def gateway(start_gateway: StartGateway) -> AsyncIterator[Gateway]:
    async with start_gateway(tokens=TOKENS) as gateway:
        yield gateway


OTHERS_CALLS = [
    pytest.param("GET", "", None, id="get"),
    pytest.param("DELETE", "", None, id="cancel"),
    pytest.param("GET", "/events", None, id="events"),
    pytest.param("POST", "/pull", {"max_groups": 1}, id="pull"),
    pytest.param("POST", "/ack", {"group_ids": ["g"]}, id="ack"),
]


@pytest.mark.parametrize(("method", "suffix", "body"), OTHERS_CALLS)
async def test_another_owners_job_is_not_found(gateway: Gateway, method: str, suffix: str, body: Any) -> None:
    """404, not 403: a token learns nothing of others' jobs, not even that they exist."""
    job_id = (await gateway.submit("alice-token")).json()["id"]

    theirs = await gateway.http.request(method, f"/v1/jobs/{job_id}{suffix}", json=body, headers=bearer("bob-token"))
    unknown = await gateway.http.request(method, f"/v1/jobs/job-unknown{suffix}", json=body,
                                         headers=bearer("bob-token"))

    assert theirs.status_code == unknown.status_code == 404
    assert theirs.json()["error"] == {**unknown.json()["error"], "message": f"no job {job_id!r}"}
    assert (await gateway.http.get(f"/v1/jobs/{job_id}", headers=bearer("alice-token"))).json()["state"] == "queued"


async def test_listing_shows_one_owner_its_own_jobs_and_an_admin_all(gateway: Gateway) -> None:
    alices = (await gateway.submit("alice-token")).json()
    bobs = (await gateway.submit("bob-token")).json()

    def ids(response: httpx.Response) -> list[str]:
        return [job["id"] for job in response.json()["jobs"]]

    assert ids(await gateway.http.get("/v1/jobs", headers=bearer("alice-token"))) == [alices["id"]]
    assert ids(await gateway.http.get("/v1/jobs", headers=bearer("bob-token"))) == [bobs["id"]]
    assert ids(await gateway.http.get("/v1/jobs", headers=bearer("admin-token"))) == [bobs["id"], alices["id"]]
    assert alices["owner"] == "alice" and bobs["owner"].startswith("t-") and "bob-token" not in bobs["owner"]
    admin_view = await gateway.http.get(f"/v1/jobs/{alices['id']}", headers=bearer("admin-token"))
    assert admin_view.status_code == 200


async def test_another_owners_job_is_not_found_over_grpc(gateway: Gateway) -> None:
    job_id = (await gateway.submit("alice-token")).json()["id"]
    with pytest.raises(grpc.aio.AioRpcError) as caught:
        await gateway.grpc.GetJob(jobs_pb2.GetJobRequest(job_id=job_id), metadata=metadata("bob-token"))
    assert caught.value.code() == grpc.StatusCode.NOT_FOUND
    mine = await gateway.grpc.GetJob(jobs_pb2.GetJobRequest(job_id=job_id), metadata=metadata("alice-token"))
    assert mine.owner == "alice"


async def test_idempotency_keys_are_per_owner_and_bound_to_their_spec(gateway: Gateway) -> None:
    first = await gateway.submit("alice-token", idempotency_key="step-1")
    replay = await gateway.submit("alice-token", idempotency_key="step-1")
    changed = await gateway.submit("alice-token", idempotency_key="step-1", group_size=4)
    bobs = await gateway.submit("bob-token", idempotency_key="step-1")

    assert (first.status_code, replay.status_code, replay.json()["id"]) == (202, 200, first.json()["id"])
    assert changed.status_code == 409 and changed.json()["error"]["code"] == "idempotency_conflict"
    assert changed.json()["error"]["field"] == "idempotency_key"
    assert bobs.status_code == 202 and bobs.json()["id"] != first.json()["id"]


async def test_a_reused_key_with_another_spec_is_already_exists_over_grpc(gateway: Gateway) -> None:
    spec = jobs_pb2.JobSpec(env="countdown", tasks=[jobs_pb2.Task(id="train-000001")], idempotency_key="k")
    await gateway.grpc.SubmitJob(jobs_pb2.SubmitJobRequest(spec=spec), metadata=metadata("alice-token"))
    spec.group_size = 3
    with pytest.raises(grpc.aio.AioRpcError) as caught:
        await gateway.grpc.SubmitJob(jobs_pb2.SubmitJobRequest(spec=spec), metadata=metadata("alice-token"))
    assert caught.value.code() == grpc.StatusCode.ALREADY_EXISTS


@pytest.mark.parametrize(("token", "status"), [
    pytest.param("alice-token", 403, id="trainer-scope-refused"),
    pytest.param("pusher-token", 422, id="push-scope-admitted"),  # past auth: the version 0 is what fails
])
async def test_pushing_weights_needs_the_push_scope(gateway: Gateway, token: str, status: int) -> None:
    response = await gateway.http.post("/v1/policy", json={"path": "/ckpt", "version": 0}, headers=bearer(token))
    assert response.status_code == status
    policy = await gateway.http.get("/v1/policy", headers=bearer("alice-token"))
    assert policy.status_code == 200, "reading the policy stays with the trainer scope"


async def test_session_callbacks_go_only_to_the_hosts_the_operator_allows(start_gateway: StartGateway) -> None:
    """A runner POSTs session grants from inside the deployment: a job may not aim it at another host."""
    async with start_gateway(tokens=TOKENS, session_callback_hosts="agents.example, Other.Example") as gateway:
        def external(url: str) -> dict[str, Any]:
            return {"kind": "external", "callback_url": url}

        refused = await gateway.submit("alice-token", agent=external("http://10.0.0.7:6379/sessions"))
        allowed = await gateway.submit("alice-token", agent=external("https://agents.example:9000/sessions"))
        cased = await gateway.submit("alice-token", agent=external("http://other.example/s"))

    assert refused.status_code == 403
    error = refused.json()["error"]
    assert error["field"] == "agent.callback_url" and "'10.0.0.7'" in error["message"]
    assert (allowed.status_code, cased.status_code) == (202, 202)


def external(url: str) -> dict[str, Any]:
    return {"kind": "external", "callback_url": url}


async def test_session_callbacks_are_closed_by_default(gateway: Gateway) -> None:
    """No callback host configured: a job naming one is refused, saying callbacks are off, over both APIs."""
    refused = await gateway.submit("alice-token", agent=external("https://agents.example/sessions"))
    spec = jobs_pb2.JobSpec(env="countdown", tasks=[jobs_pb2.Task(id="train-000001")],
                            agent=jobs_pb2.AgentSpec(kind="external", callback_url="https://agents.example/s"))
    with pytest.raises(grpc.aio.AioRpcError) as caught:
        await gateway.grpc.SubmitJob(jobs_pb2.SubmitJobRequest(spec=spec), metadata=metadata("alice-token"))

    assert refused.status_code == 403 and refused.json()["error"]["field"] == "agent.callback_url"
    assert "not enabled on this deployment" in refused.json()["error"]["message"]
    assert caught.value.code() == grpc.StatusCode.PERMISSION_DENIED
    assert "not enabled on this deployment" in (caught.value.details() or "")


INTERNAL_HOSTS = ["127.0.0.1", "2130706433", "127.1", "10.0.0.7", "172.16.3.4", "192.168.1.1", "169.254.169.254",
                  "0.0.0.0", "100.64.0.1", "224.0.0.1", "240.0.0.1"]


async def test_a_wildcard_never_opens_internal_addresses(start_gateway: StartGateway) -> None:
    """`*` admits names (checked again where the runner resolves them) and public addresses; loopback,
    private, link-local (metadata), shared, multicast and reserved addresses, in any IPv4 spelling, stay shut."""
    async with start_gateway(tokens=TOKENS, session_callback_hosts="*") as gateway:
        refused = [await gateway.submit("alice-token", agent=external(f"http://{host}:8080/s"))
                   for host in INTERNAL_HOSTS]
        public = await gateway.submit("alice-token", agent=external("http://8.8.8.8/s"))
        named = await gateway.submit("alice-token", agent=external("https://agents.example/s"))

    assert [response.status_code for response in refused] == [403] * len(INTERNAL_HOSTS)
    assert (public.status_code, named.status_code) == (202, 202)


async def test_naming_an_internal_address_or_network_admits_it(start_gateway: StartGateway) -> None:
    async with start_gateway(tokens=TOKENS, session_callback_hosts="*, 127.0.0.1, 10.0.0.0/8") as gateway:
        loopback = await gateway.submit("alice-token", agent=external("http://127.0.0.1:9000/s"))
        private = await gateway.submit("alice-token", agent=external("http://10.0.0.7/s"))
        metadata_service = await gateway.submit("alice-token", agent=external("http://169.254.169.254/s"))

    assert (loopback.status_code, private.status_code, metadata_service.status_code) == (202, 202, 403)
