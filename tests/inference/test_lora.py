"""LoRA adapter pushes on a real vLLM CPU worker with LoRA on (one of the session's shared
workers, tests/workers.py: started with LoRA up to LORA_MAX_RANK).

Each push loads the adapter beside the base weights under its own name; the runner then asks
for that adapter by name, so every token is stamped with the version that produced it, and
the sampled spans are exactly what the adapter generates.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from rollgate import Client, EpisodeStatus, JobState

from services.devstack import LocalStack
from services.inference.worker import VLLMWorkerProcess
from tests.e2e.conftest import check_token_exact
from tests.lora import make_lora_adapter
from tests.workers import LORA_MAX_RANK, SharedWorkers

PROMPT = list(range(3, 40))


@dataclass
class LoraStack:
    worker: VLLMWorkerProcess
    admin: httpx.Client
    client: Client
    adapters: Path
    base: Path

    def adapter(self, seed: int, rank: int = 8) -> Path:
        return make_lora_adapter(self.base, self.adapters / f"seed-{seed}-rank-{rank}", seed=seed, rank=rank)

    def push(self, path: Path, version: int) -> httpx.Response:
        return self.admin.post("/v1/policy", json={"path": str(path), "version": version, "lora": True})

    def version(self) -> int:
        return int(self.admin.get("/v1/policy").json()["version"])

    def greedy(self, model: str) -> list[int]:
        body = {"model": model, "prompt": PROMPT, "max_tokens": 12, "temperature": 0.0, "return_token_ids": True}
        response = httpx.post(f"{self.worker.url}/v1/completions", json=body, timeout=60)
        return list(response.json()["choices"][0]["token_ids"])

    def loaded(self) -> set[str]:
        models = httpx.get(f"{self.worker.url}/v1/models", timeout=10).json()["data"]
        return {model["id"] for model in models if model.get("parent")}


@pytest.fixture(scope="module")
def lora(tmp_path_factory: pytest.TempPathFactory, tiny_model: Path,
         vllm_workers: SharedWorkers) -> Iterator[LoraStack]:
    with LocalStack(home=tmp_path_factory.mktemp("lora"), model=tiny_model) as stack:
        stack.start_redis()
        [worker] = stack.borrow_workers(vllm_workers.lend("lora", 1))
        stack.start_gateway()
        stack.start_runner()
        headers = {"Authorization": f"Bearer {stack.token}"}
        with httpx.Client(base_url=stack.gateway_url, headers=headers, timeout=300) as admin, \
                Client(stack.gateway_url, token=stack.token, timeout=30) as client:
            yield LoraStack(worker, admin, client, tmp_path_factory.mktemp("adapters"), tiny_model)


def test_pushed_adapters_serve_and_stamp_every_token(lora: LoraStack) -> None:
    base = lora.greedy(lora.worker.served_model_name)
    first = lora.version() + 1
    response = lora.push(lora.adapter(1), first)
    assert response.status_code == 200, response.text
    assert response.json()["ok"] and [w["version"] for w in response.json()["workers"]] == [first]
    policy = lora.admin.get("/v1/policy").json()
    assert policy["adapter"] == f"rollgate-v{first}" and policy["workers"] == {lora.worker.url: first}
    assert lora.greedy(f"rollgate-v{first}") != base

    tasks = [f"train-{i:06d}" for i in range(500, 504)]
    job = lora.client.submit(env="countdown", tasks=tasks, group_size=2, max_turns=2,
                             env_options={"multi_turn": True}, sampling={"temperature": 0.0, "max_tokens": 24})
    assert lora.client.wait(job.id, timeout=300).state == JobState.COMPLETED
    trajectories = [t for g in lora.client.pull(job.id, max_groups=10) for t in g.trajectories]
    assert len(trajectories) == 8
    assert {t.status for t in trajectories} <= {EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED}
    assert {(t.policy_version_min, t.policy_version_max) for t in trajectories} == {(first, first)}
    for trajectory in trajectories[:2]:
        check_token_exact(trajectory, f"rollgate-v{first}")

    for version, seed in ((first + 1, 2), (first + 2, 3)):
        assert lora.push(lora.adapter(seed), version).status_code == 200
    assert lora.greedy(f"rollgate-v{first + 2}") != lora.greedy(f"rollgate-v{first + 1}")
    assert lora.loaded() == {f"rollgate-v{first + 1}", f"rollgate-v{first + 2}"}  # the oldest was unloaded


def test_bad_adapters_change_nothing(lora: LoraStack, tmp_path: Path) -> None:
    before = lora.admin.get("/v1/policy").json()
    wide_base = tmp_path / "wide"
    wide_base.mkdir()
    config = (lora.base / "config.json").read_text().replace('"hidden_size": 256', '"hidden_size": 128')
    (wide_base / "config.json").write_text(config)
    refused = [lora.push(tmp_path / "missing", before["version"] + 1),
               lora.push(make_lora_adapter(wide_base, tmp_path / "wrong-shape", seed=4), before["version"] + 1)]
    assert [r.status_code for r in refused] == [422, 422]
    assert all(r.json()["error"]["field"] == "path" for r in refused)

    too_big = lora.push(lora.adapter(5, rank=2 * LORA_MAX_RANK), before["version"] + 1)
    assert too_big.status_code == 503 and "max_lora_rank" in too_big.text
    assert lora.admin.get("/v1/policy").json() == before
    workers = lora.admin.get("/v1/workers").json()["workers"]
    assert [(w["url"], w["quarantined"]) for w in workers] == [(lora.worker.url, "")]
