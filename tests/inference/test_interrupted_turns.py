"""Turns a weight push interrupts (push_pause_mode abort), against the LLM simulator (a declared
simulator: it answers an abort as vLLM does, with what the request had sampled and finish
reason "abort"; checked on the vLLM CPU worker by hand): resumed, the turn goes on from its tokens
on the new version and says where the version switched; not resumed, it is sampled again."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from services.inference.pool import Completion, WorkerPool
from services.inference.simulator import LatencyModel, SimulatorConfig, serving
from services.inference.weights import WeightPusher
from services.runner.episode import version_spans

PROMPT = [1, 2, 3, 4]
LONG = {"max_tokens": 1500, "ignore_eos": True, "temperature": 1.0}  # about 3 s at 2 ms a token
SLOW = LatencyModel(prefill_s_per_token=1e-6, decode_s_per_token=2e-3, length_median=8)
DEADLINE_S = 60.0


@pytest.fixture
async def worker(tiny_model: Path) -> AsyncIterator[str]:
    async with serving(SimulatorConfig(tokenizer=tiny_model, latency=SLOW)) as url:
        yield url


@pytest.fixture
async def pool(worker: str) -> AsyncIterator[WorkerPool]:
    workers = WorkerPool([worker], retries=0)
    await workers.refresh()
    yield workers
    await workers.aclose()


async def running(url: str) -> int:
    async with httpx.AsyncClient(trust_env=False) as http:
        text = (await http.get(f"{url}/metrics")).text
    found = {f.name: sum(s.value for s in f.samples) for f in text_string_to_metric_families(text)}
    return int(found["vllm:num_requests_running"])


async def push_during(pool: WorkerPool, worker: str, model: Path, resume: bool) -> Completion:
    """A long turn, and a push in abort mode once the worker is sampling it."""
    turn = asyncio.create_task(pool.generate("episode-1", PROMPT, LONG, DEADLINE_S, resume=resume))
    deadline = time.monotonic() + DEADLINE_S
    while await running(worker) == 0:  # a deadline, not a sleep, synchronises
        assert time.monotonic() < deadline and not turn.done()
        await asyncio.sleep(0.005)
    async with httpx.AsyncClient(trust_env=False) as http:
        outcome = await WeightPusher(http, step_timeout_s=30, pause_mode="abort").push(worker, str(model), 3,
                                                                                        str(model))
    assert outcome.ok, outcome.error
    return await turn


async def test_a_resumed_turn_keeps_its_tokens_and_says_where_the_version_switched(
        pool: WorkerPool, worker: str, tiny_model: Path) -> None:
    turn = await push_during(pool, worker, tiny_model, resume=True)

    [(before, old), (after, new)] = turn.spans
    assert (old, new, turn.policy_version_before, turn.policy_version) == (0, 3, 0, 3)
    assert before > 0 and before + after == len(turn.token_ids) == len(turn.logprobs) == LONG["max_tokens"]
    assert turn.finish_reason == "length"
    spans = version_spans(turn.spans, start=100)
    assert [(s.start, s.end, s.version) for s in spans] == [(100, 100 + before, 0), (100 + before, 1600, 3)]


async def test_a_turn_not_resumed_is_sampled_again_on_the_new_version(
        pool: WorkerPool, worker: str, tiny_model: Path) -> None:
    turn = await push_during(pool, worker, tiny_model, resume=False)

    assert turn.spans == () and len(turn.token_ids) == LONG["max_tokens"]
    assert turn.policy_version == 3 and version_spans(turn.spans, start=0) == []


def test_a_turn_one_version_sampled_has_no_spans() -> None:
    assert version_spans(((5, 2),), start=10) == []
