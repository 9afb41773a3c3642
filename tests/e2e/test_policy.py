"""Weight pushes, version stamping, failover and the staleness bound, on two real vLLM workers."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from rollgate import Client, JobState

from services.devstack import LocalStack
from tests.e2e.conftest import Checkpoints, count, watch_until

PROMPT = list(range(3, 40))


def _greedy(worker_url: str, model: str) -> list[int]:
    body = {"model": model, "prompt": PROMPT, "max_tokens": 12, "temperature": 0.0, "return_token_ids": True}
    return httpx.post(f"{worker_url}/v1/completions", json=body, timeout=60).json()["choices"][0]["token_ids"]


@pytest.fixture
def admin(stack: LocalStack) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=stack.gateway_url, headers={"Authorization": f"Bearer {stack.token}"},
                      timeout=600) as http:
        yield http


def _next_version(admin: httpx.Client) -> int:
    return int(admin.get("/v1/policy").json()["version"]) + 1


def test_push_mid_job_stamps_both_versions(stack: LocalStack, client: Client, admin: httpx.Client,
                                           checkpoints: Checkpoints) -> None:
    model = stack.workers[0].served_model_name
    before = [_greedy(w.url, model) for w in stack.workers]
    old = _next_version(admin) - 1
    checkpoint = checkpoints.fresh(1)  # written before the job: the push must land while it runs
    tasks = [f"train-{i:06d}" for i in range(300, 332)]
    job = client.submit(env="countdown", tasks=tasks, group_size=2, max_turns=3, env_options={"multi_turn": True},
                        sampling={"max_tokens": 32})
    watch_until(client, job.id, lambda seen: count(seen, "episode_finished") >= 2)
    response = admin.post("/v1/policy", json={"path": str(checkpoint), "version": old + 1})
    assert response.status_code == 200, response.text
    pushed = response.json()
    assert pushed["ok"] and {w["version"] for w in pushed["workers"]} == {old + 1}
    assert client.wait(job.id, timeout=300).state == JobState.COMPLETED
    trajectories = [t for g in client.pull(job.id, max_groups=100) for t in g.trajectories]
    assert {t.policy_version_min for t in trajectories} | {t.policy_version_max for t in trajectories} == \
        {old, old + 1}
    assert all(step.policy_version in (old, old + 1) for t in trajectories for step in t.steps)
    policy = admin.get("/v1/policy").json()
    assert policy["version"] == old + 1 and set(policy["workers"].values()) == {old + 1}
    after = [_greedy(w.url, model) for w in stack.workers]
    assert before != after and after == [_reference_greedy(checkpoints.fresh(1))] * 2


def _reference_greedy(checkpoint: Path) -> list[int]:
    """What the checkpoint answers when loaded from scratch: a push must serve exactly that."""
    import torch
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(checkpoint, dtype=torch.float32)
    with torch.no_grad():
        out = model.generate(torch.tensor([PROMPT]), max_new_tokens=12, do_sample=False)
    return out[0, len(PROMPT):].tolist()


@pytest.mark.parametrize(("body", "field"), [
    pytest.param({"path": "/nonexistent/checkpoint"}, "path", id="missing-path"),
    pytest.param({"wrong_shape": True}, "path", id="wrong-shape"),
    pytest.param({"pickled": True}, "path", id="pickle-beside-safetensors"),
    pytest.param({"version": 0}, "version", id="version-not-greater"),
    pytest.param({"version": 2**63}, "version", id="version-over-int64"),
])
def test_bad_push_changes_nothing(admin: httpx.Client, checkpoints: Checkpoints, tmp_path: Path, body: dict,
                                  field: str) -> None:
    before = admin.get("/v1/policy").json()
    request = {"path": str(checkpoints.fresh(2)), "version": before["version"] + 1, **body}
    if request.pop("wrong_shape", False):
        request["path"] = str(checkpoints.wrong_shape)
    if request.pop("pickled", False):
        request["path"] = str(shutil.copytree(checkpoints.fresh(2), tmp_path / "pickled"))
        (tmp_path / "pickled" / "pytorch_model.bin").write_bytes(b"")
    response = admin.post("/v1/policy", json=request)
    assert response.status_code == 422 and response.json()["error"]["field"] == field
    assert admin.get("/v1/policy").json() == before
    assert all(w["healthy"] and not w["quarantined"] for w in admin.get("/v1/workers").json()["workers"])


def test_pushes_outside_the_checkpoints_root_are_refused(stack: LocalStack, checkpoints: Checkpoints) -> None:
    """A gateway with a checkpoints root refuses any folder that resolves outside it, before any
    worker is touched (a gateway of its own namespace, so the stack's policy is not involved)."""
    root = checkpoints.fresh(2).parent
    link = root / "link-to-the-served-model"
    link.unlink(missing_ok=True)
    link.symlink_to(stack.model, target_is_directory=True)
    gateway = stack.start_gateway(namespace="rooted", checkpoints_root=str(root))
    try:
        with httpx.Client(base_url=gateway.url, headers={"Authorization": f"Bearer {stack.token}"},
                          timeout=60) as http:
            for path in (stack.model, link, f"{root}/seed-2/../.."):
                response = http.post("/v1/policy", json={"path": str(path), "version": 1})
                assert response.status_code == 422, response.text
                assert "outside the checkpoints root" in response.json()["error"]["message"]
            assert http.get("/v1/policy").json()["version"] == 0
    finally:
        gateway.stop()
    assert all(w["healthy"] and not w["quarantined"] for w in httpx.get(
        f"{stack.gateway_url}/v1/workers", headers={"Authorization": f"Bearer {stack.token}"}).json()["workers"])


def test_worker_admin_api(stack: LocalStack, admin: httpx.Client) -> None:
    urls = {w["url"] for w in admin.get("/v1/workers").json()["workers"]}
    assert urls == {w.url for w in stack.workers}
    added = admin.post("/v1/workers", json={"url": "http://127.0.0.1:9"})
    assert added.status_code == 201 and not added.json()["healthy"]
    assert admin.delete("/v1/workers", params={"url": "http://127.0.0.1:9"}).status_code == 204
    assert admin.delete("/v1/workers", params={"url": "http://127.0.0.1:9"}).status_code == 404
    assert admin.post("/v1/workers", json={"url": "ftp://nope"}).status_code == 422


def test_staleness_bound_holds_back_groups(stack: LocalStack, client: Client, admin: httpx.Client,
                                           checkpoints: Checkpoints) -> None:
    """max_staleness=0, one group per step: only group 0 runs until the trainer pushes a version."""
    tasks = [f"train-{i:06d}" for i in range(500, 503)]
    job = client.submit(env="countdown", tasks=tasks, group_size=2, max_staleness=0, groups_per_step=1,
                        sampling={"max_tokens": 16})
    watch_until(client, job.id, lambda seen: seen[-1].job.groups_complete >= 1)
    held = client.get_job(job.id)
    assert held.groups_complete == 1 and held.counts["queued"] == 4 and held.counts["running"] == 0
    version = _next_version(admin)
    assert admin.post("/v1/policy", json={"path": str(checkpoints.fresh(3)), "version": version}).status_code == 200
    watch_until(client, job.id, lambda seen: seen[-1].job.groups_complete >= 2)
    assert client.get_job(job.id).counts["queued"] == 2
    assert admin.post("/v1/policy", json={"path": str(checkpoints.fresh(4)), "version": version + 1}
                      ).status_code == 200
    assert client.wait(job.id, timeout=300).state == JobState.COMPLETED
    fresh = client.pull(job.id, max_groups=10, max_staleness=0)
    assert [g.task_id for g in fresh] == ["train-000502"]
