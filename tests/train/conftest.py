"""A live Rollgate for the training tests: Redis, the retrieval server, the session's vLLM CPU
workers (LoRA on, tests/workers.py), a gateway and a runner, serving the embedded model; trainers
push to it through a checkpoints folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from rollgate import Client

from services.devstack import LocalStack
from tests.workers import SharedWorkers

HOLDER = "train"


@pytest.fixture(scope="session")
def train_stack(tiny_model: Path, tmp_path_factory: pytest.TempPathFactory,
                vllm_workers: SharedWorkers) -> Iterator[LocalStack]:
    with LocalStack(home=tmp_path_factory.mktemp("train-stack"), model=tiny_model) as local:
        local.start_redis()
        local.start_retriever()  # the multi-turn loop searches
        local.borrow_workers(vllm_workers.lend(HOLDER))
        local.start_gateway()
        local.start_runner()
        yield local


@pytest.fixture(autouse=True)
def _stack_keeps_its_workers(request: pytest.FixtureRequest) -> None:
    if "train_stack" in request.fixturenames:
        request.getfixturevalue("vllm_workers").check(HOLDER)


@pytest.fixture
def train_client(train_stack: LocalStack) -> Iterator[Client]:
    with Client(train_stack.gateway_url, token=train_stack.token, timeout=120, max_retries=0) as client:
        yield client


@pytest.fixture
def served_base(train_stack: LocalStack, train_client: Client) -> int:
    """Push the embedded model's own weights as a new version, so the worker serves exactly the
    checkpoint a test's trainer starts from, whatever earlier tests pushed; returns the version."""
    version = train_client.policy().version + 1
    response = train_client.push_weights(train_stack.model, version)
    assert response.ok, response
    return version
