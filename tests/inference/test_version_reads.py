"""The version reads that stamp completions, against the LLM simulator (a declared simulator,
services/inference/simulator; its /weight_info and pause/resume answer as vLLM's): completions
that end together share reads, and a push during a generation is still stamped as the new
version. The worker side is observed by a middleware on the simulator's app: it counts the
reads of /weight_info and notes the version label as each completion's answer leaves."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from aiohttp import web
from prometheus_client.parser import text_string_to_metric_families

from services.inference.pool import Completion, WorkerPool
from services.inference.proxy import ProxyConfig, serving
from services.inference.simulator import LatencyModel, SimulatorConfig
from services.inference.simulator.app import create_app
from services.inference.simulator.service import Simulator
from services.inference.versions import VersionReads, parse_version
from services.inference.weights import WeightPusher

FAST = LatencyModel(prefill_s_per_token=1e-6, decode_s_per_token=1e-3, length_median=8, length_sigma=0, reload_s=0)
SHORT = {"max_tokens": 8, "ignore_eos": True}
LONG = {"max_tokens": 2000, "ignore_eos": True}  # about 2 s at 1 ms a token
TIMEOUT_S = 60.0
READ_RETURN_S = 0.02
"""The way back of a read's answer (latency, not synchronisation): completions that end while a
read's answer, read before they ended, is on its way must not take it."""


@dataclass
class Observed:
    """What the worker saw: /weight_info reads (and most at once), and the label each answer left under."""

    url: str = ""
    reads: int = 0
    reads_in_flight: int = 0
    most_reads_in_flight: int = 0
    label_when_answered: dict[tuple[int, ...], int] = field(default_factory=dict)


@pytest.fixture
async def worker(tiny_model: Path) -> AsyncIterator[Observed]:
    simulator = Simulator.load(SimulatorConfig(tokenizer=tiny_model, latency=FAST))
    observed = Observed()

    @web.middleware
    async def observe(request: web.Request,
                      handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
        if request.path == "/weight_info":
            observed.reads += 1
            observed.reads_in_flight += 1
            observed.most_reads_in_flight = max(observed.most_reads_in_flight, observed.reads_in_flight)
            try:
                answer = await handler(request)
                await asyncio.sleep(READ_RETURN_S)
                return answer
            finally:
                observed.reads_in_flight -= 1
        response = await handler(request)
        if request.path == "/v1/completions":
            prompt = tuple((await request.json())["prompt"])
            observed.label_when_answered[prompt] = parse_version(simulator.weight_version)
        return response

    app = create_app(simulator)
    app.middlewares.append(observe)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    observed.url = f"http://127.0.0.1:{runner.addresses[0][1]}"
    try:
        yield observed
    finally:
        await runner.cleanup()


@pytest.fixture
async def pool(worker: Observed) -> AsyncIterator[WorkerPool]:
    workers = WorkerPool([worker.url], retries=0)
    await workers.refresh()
    yield workers
    await workers.aclose()


async def sampling(worker: Observed, turn: asyncio.Task[Completion]) -> None:
    """Return once the worker is sampling `turn` (a deadline, not a sleep, synchronises)."""
    deadline = asyncio.get_running_loop().time() + TIMEOUT_S
    async with httpx.AsyncClient(trust_env=False) as http:
        while not any(sample.value for family in text_string_to_metric_families((await http.get(
                f"{worker.url}/metrics")).text) if family.name == "vllm:num_requests_running"
                      for sample in family.samples):
            assert asyncio.get_running_loop().time() < deadline and not turn.done()
            await asyncio.sleep(0.005)


async def test_completions_ending_together_share_one_read(pool: WorkerPool, worker: Observed) -> None:
    before = worker.reads
    turns = await asyncio.gather(*(pool.generate(f"e{i}", [i + 1, 7], SHORT, TIMEOUT_S) for i in range(24)))
    reads = worker.reads - before
    assert all(len(turn.token_ids) == 8 for turn in turns)
    assert 1 <= reads <= 6  # 24 completions of one engine step
    assert worker.most_reads_in_flight == 1


async def test_a_push_during_a_generation_is_stamped_with_the_new_version(
        pool: WorkerPool, worker: Observed, tiny_model: Path) -> None:
    """Keep mode: the long turn waits out the push and ends on the new weights; short turns
    ending meanwhile share its reads."""
    long_turn = asyncio.create_task(pool.generate("long", [1, 2, 3], LONG, TIMEOUT_S))
    await asyncio.gather(*(pool.generate(f"e{i}", [i + 10, 7], SHORT, TIMEOUT_S) for i in range(8)))
    await sampling(worker, long_turn)
    async with httpx.AsyncClient(trust_env=False) as http:
        outcome = await WeightPusher(http, step_timeout_s=30, pause_mode="keep").push(worker.url, str(tiny_model), 3,
                                                                                       str(tiny_model))
    assert outcome.ok, outcome.error
    turn = await long_turn
    assert (turn.policy_version_before, turn.policy_version) == (0, 3)
    assert len(turn.token_ids) == LONG["max_tokens"]


async def test_no_completion_is_stamped_older_than_its_worker_when_it_answered(
        pool: WorkerPool, worker: Observed, tiny_model: Path) -> None:
    """Pushes land among a stream of shared reads: every stamp is at least the label the worker
    had when the completion's answer left it (a read sent after the answer, never one before)."""
    stamps: dict[tuple[int, ...], Completion] = {}
    pushed = asyncio.Event()

    async def episode(index: int) -> None:
        for turn in itertools.count():
            if pushed.is_set():
                return
            prompt = [index + 1, turn + 1, 5]
            stamps[tuple(prompt)] = await pool.generate(f"e{index}", prompt, SHORT, TIMEOUT_S)

    async def push_five_times() -> None:
        async with httpx.AsyncClient(trust_env=False) as http:
            pusher = WeightPusher(http, step_timeout_s=30, pause_mode="keep")
            for version in range(1, 6):
                await asyncio.sleep(0.05)  # let turns run on each version; not a synchronisation
                outcome = await pusher.push(worker.url, str(tiny_model), version, str(tiny_model))
                assert outcome.ok, outcome.error
        pushed.set()

    await asyncio.gather(push_five_times(), *(episode(i) for i in range(12)))
    assert len({c.policy_version for c in stamps.values()}) >= 2  # the pushes landed among the turns
    too_old = {prompt: (c.policy_version, worker.label_when_answered[prompt]) for prompt, c in stamps.items()
               if c.policy_version < worker.label_when_answered[prompt]}
    assert too_old == {}
    assert all(c.policy_version_before <= c.policy_version for c in stamps.values())


async def test_reads_through_the_workers_proxy_present_the_runners_key(worker: Observed) -> None:
    """Behind the proxy a read without the key would fail (401) and every stamp fall back to the
    version of the last health check."""
    keys = {"control_key": "gateway-only-control-key-0123456789", "generate_key": "runner-generate-key-0123456789abcd"}
    async with serving(ProxyConfig(worker.url, **keys)) as proxied:
        pool = WorkerPool([proxied], retries=0, api_key=keys["generate_key"])
        try:
            await pool.refresh()
            async with httpx.AsyncClient(trust_env=False) as http:  # the label changes, not through the proxy
                assert (await http.post(f"{worker.url}/update_weight_version", json={"new_version": "4"})).is_success
            turn = await pool.generate("e0", [1, 2], SHORT, TIMEOUT_S)
        finally:
            await pool.aclose()
    assert (turn.policy_version_before, turn.policy_version) == (0, 4)


async def test_a_failed_read_stamps_nothing(worker: Observed) -> None:
    """A worker gone between its answer and the read: None (the pool keeps the last version)."""
    from services.inference.pool import Worker

    reads = VersionReads(timeout_s=2.0)
    gone = Worker("http://127.0.0.1:9", policy_version=4)
    try:
        assert await reads.after_completion(gone) is None
        assert gone.policy_version == 4
        served = Worker(worker.url)
        assert await reads.after_completion(served) == 0 == served.policy_version
    finally:
        await reads.aclose()
