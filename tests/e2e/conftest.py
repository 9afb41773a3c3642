"""A real Rollgate for the end-to-end tests: Redis, the session's two vLLM CPU workers
(tests/workers.py), gateway, runner.

One stack per test session. Tests that kill processes start their own gateway and runners on a
separate namespace of the same Redis, and their own workers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from rollgate import Client, JobEvent, Trajectory

from services.devstack import LocalStack
from tests.workers import SharedWorkers

JOBS_ONLY_TOKEN = "jobs-only-token"
HOLDER = "e2e"


@pytest.fixture(scope="session")
def stack(tmp_path_factory: pytest.TempPathFactory, tiny_model: Path,
          vllm_workers: SharedWorkers) -> Iterator[LocalStack]:
    with LocalStack(home=tmp_path_factory.mktemp("stack"), model=tiny_model) as local:
        local.settings["tokens"] = {local.token: {"scopes": ["jobs", "trainer", "push", "admin"], "max_priority": 9},
                                    JOBS_ONLY_TOKEN: ["jobs"]}
        local.start_redis()
        local.borrow_workers(vllm_workers.lend(HOLDER))
        local.start_gateway(max_body_bytes=64 * 1024)
        local.start_retriever()
        local.start_runner()
        yield local


@pytest.fixture(autouse=True)
def _stack_keeps_its_workers(request: pytest.FixtureRequest) -> None:
    if "stack" in request.fixturenames:
        request.getfixturevalue("vllm_workers").check(HOLDER)


@pytest.fixture
def client(stack: LocalStack) -> Iterator[Client]:
    with Client(stack.gateway_url, token=stack.token, timeout=30, max_retries=0) as rollgate:
        yield rollgate


@dataclass(frozen=True)
class Checkpoints:
    fresh: Callable[[int], Path]  # the embedded model's shape with new weights, one folder per seed
    wrong_shape: Path


@pytest.fixture(scope="session")
def checkpoints(stack: LocalStack, tmp_path_factory: pytest.TempPathFactory) -> Checkpoints:
    """Checkpoints to push: same architecture with other weights, and one of another shape."""
    import torch
    from transformers import AutoModelForCausalLM, Qwen2Config, Qwen2ForCausalLM

    root = tmp_path_factory.mktemp("checkpoints")

    def fresh(seed: int) -> Path:
        out = root / f"seed-{seed}"
        if not out.exists():
            model = AutoModelForCausalLM.from_pretrained(stack.model, dtype=torch.float32)
            torch.manual_seed(seed)
            with torch.no_grad():
                for parameter in model.parameters():
                    parameter.normal_(0.0, 0.05)
            model.save_pretrained(out)
        return out

    config = Qwen2Config.from_pretrained(stack.model)
    config.hidden_size, config.intermediate_size = 128, 344
    Qwen2ForCausalLM(config).save_pretrained(root / "wrong-shape")
    return Checkpoints(fresh, root / "wrong-shape")


def watch_until(client: Client, job_id: str, seen_enough: Callable[[list[JobEvent]], bool]) -> None:
    """Follow the job's events until `seen_enough(events so far)` holds, then close the stream."""
    seen: list[JobEvent] = []
    with closing(client.watch(job_id)) as events:
        for event in events:
            seen.append(event)
            if seen_enough(seen):
                return
    raise AssertionError(f"the event stream of {job_id} ended first: {[e.type for e in seen]}")


def count(events: list[JobEvent], kind: str) -> int:
    return sum(event.type == kind for event in events)


def check_token_exact(trajectory: Trajectory, model: str) -> None:
    """Every sampled span is what its worker returns for the same prefix (greedy), with its logprobs."""
    assert len(trajectory.token_ids) == len(trajectory.loss_mask) == len(trajectory.logprobs)
    sampled = set()
    for step in trajectory.steps:
        span = range(step.token_start, step.token_end)
        if not span:  # the agent's final action, sent without sampling
            continue
        sampled.update(span)
        body = {"model": model, "prompt": trajectory.token_ids[: step.token_start], "max_tokens": len(span),
                "temperature": 0.0, "logprobs": 0, "return_token_ids": True}
        choice = httpx.post(f"{step.worker}/v1/completions", json=body, timeout=60).json()["choices"][0]
        assert choice["token_ids"] == trajectory.token_ids[step.token_start: step.token_end]
        assert choice["logprobs"]["token_logprobs"] == pytest.approx(
            trajectory.logprobs[step.token_start: step.token_end], abs=1e-3)
    assert [i for i, m in enumerate(trajectory.loss_mask) if m] == sorted(sampled)
    assert all(lp == 0.0 for lp, m in zip(trajectory.logprobs, trajectory.loss_mask, strict=True) if not m)
    assert trajectory.generated_tokens == len(sampled)
