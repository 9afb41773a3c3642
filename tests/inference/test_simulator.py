"""The LLM simulator over real HTTP: behind the WorkerPool and the WeightPusher unchanged, its
latency model checked against its declaration on its own virtual clock, and one real Rollgate
job played against it end to end."""

from __future__ import annotations

import asyncio
import math
import random
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families
from rollgate import Client, EpisodeStatus, JobState
from transformers import AutoTokenizer

from services.devstack import LocalStack
from services.inference.pool import WorkerPool
from services.inference.proxy import ProxyConfig
from services.inference.proxy import serving as proxy_serving
from services.inference.simulator import LatencyModel, Simulator, SimulatorConfig, SimulatorProcess, serving
from services.inference.simulator.__main__ import parse_args
from services.inference.weights import WeightPusher, adapter_name
from services.inference.worker import free_port
from tests.lora import make_lora_adapter

FAST = LatencyModel(prefill_s_per_token=1e-6, decode_s_per_token=1e-4, length_median=24, length_sigma=1.0)
PROMPT = list(range(5, 45))


@pytest.fixture(scope="module")
def model_dir(tiny_model: Path) -> Path:
    return tiny_model


@pytest.fixture(scope="module")
def tokenizer(model_dir: Path):  # type: ignore[no-untyped-def]
    return AutoTokenizer.from_pretrained(model_dir)


@pytest.fixture
async def simulator(model_dir: Path) -> AsyncIterator[tuple[str, Simulator]]:
    """A fast simulator in this event loop: (its URL, its state)."""
    sim = Simulator.load(SimulatorConfig(tokenizer=model_dir, latency=FAST))
    async with serving(sim) as url:
        yield url, sim


@pytest.fixture
async def pool(simulator: tuple[str, Simulator]) -> AsyncIterator[WorkerPool]:
    workers = WorkerPool([simulator[0]], retries=0)
    await workers.refresh()
    yield workers
    await workers.aclose()


async def _post(url: str, body: dict, **params: object) -> dict:
    async with httpx.AsyncClient(trust_env=False, timeout=60) as http:
        response = await http.post(f"{url}/v1/completions", json={"prompt": PROMPT, "return_token_ids": True,
                                                                  "logprobs": 0, **body, **params})
        response.raise_for_status()
        return response.json()


async def _load(url: str) -> tuple[int, int]:
    """(running, waiting) from /metrics, read as the pool reads them."""
    async with httpx.AsyncClient(trust_env=False) as http:
        text = (await http.get(f"{url}/metrics")).text
    found = {f.name: int(sum(s.value for s in f.samples)) for f in text_string_to_metric_families(text)}
    return found["vllm:num_requests_running"], found["vllm:num_requests_waiting"]


async def _until_load(url: str, check, timeout_s: float = 30.0) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Poll /metrics until `check(running, waiting)` holds (a deadline, not a sleep, synchronises)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        load = await _load(url)
        if check(*load):
            return load
        await asyncio.sleep(0.005)
    raise AssertionError(f"the load never matched; last {load}")


# --- through the pool -----------------------------------------------------------------------


async def test_the_pool_sees_a_worker_and_generates_valid_tokens(simulator, pool: WorkerPool, model_dir: Path,
                                                                   tokenizer) -> None:  # type: ignore[no-untyped-def]
    [worker] = pool.routable()
    assert (worker.model, worker.model_path, worker.max_model_len) == ("tiny-qwen2", str(model_dir), 4096)
    assert (worker.policy_version, worker.running, worker.waiting) == (0, 0, 0)
    completion = await pool.generate("episode-1", PROMPT, {"max_tokens": 64, "temperature": 1.0}, 30)
    assert 1 <= len(completion.token_ids) <= 64
    assert all(0 <= t < len(tokenizer) for t in completion.token_ids)
    assert len(completion.logprobs) == len(completion.token_ids)
    assert all(math.isfinite(lp) and lp <= 0 for lp in completion.logprobs)
    assert completion.text == tokenizer.decode(completion.token_ids, skip_special_tokens=True)
    if completion.finish_reason == "stop":  # ended by EOS: kept in the ids, not in the text
        assert completion.token_ids[-1] == tokenizer.eos_token_id
    assert (completion.worker, completion.policy_version) == (simulator[0], 0)


async def test_max_tokens_bounds_heavy_tailed_lengths(pool: WorkerPool, tokenizer) -> None:  # type: ignore[no-untyped-def]
    """Lengths are drawn (lognormal, median 24 here): some end with EOS, some hit max_tokens."""
    outputs = await asyncio.gather(*(pool.generate(f"e{i}", [*PROMPT, i], {"max_tokens": 40, "temperature": 0}, 30)
                                     for i in range(60)))
    assert all(len(c.token_ids) <= 40 for c in outputs)
    cut = [c for c in outputs if c.finish_reason == "length"]
    ended = [c for c in outputs if c.finish_reason == "stop"]
    assert cut and ended
    assert all(len(c.token_ids) == 40 and tokenizer.eos_token_id not in c.token_ids for c in cut)
    assert all(c.token_ids[-1] == tokenizer.eos_token_id for c in ended)
    assert len({len(c.token_ids) for c in ended}) > 5


async def test_a_stop_string_ends_the_text_but_its_tokens_stay(pool: WorkerPool, tokenizer) -> None:  # type: ignore[no-untyped-def]
    """As vLLM: the token that completes the stop string is the last id; the text stops before it."""
    free = await pool.generate("e", PROMPT, {"max_tokens": 30, "temperature": 0, "ignore_eos": True}, 30)
    stop = tokenizer.decode(free.token_ids[6:8])
    stopped = await pool.generate("e", PROMPT, {"max_tokens": 30, "temperature": 0, "ignore_eos": True,
                                                "stop": ["never-there", stop]}, 30)
    assert stopped.finish_reason == "stop" and stop not in stopped.text
    assert stopped.token_ids == free.token_ids[: len(stopped.token_ids)] and len(stopped.token_ids) <= 8
    assert stop in tokenizer.decode(stopped.token_ids) and stop not in tokenizer.decode(stopped.token_ids[:-1])
    assert stopped.text == tokenizer.decode(stopped.token_ids)[: len(stopped.text)]


async def test_outputs_are_deterministic_per_seed_and_prompt(simulator) -> None:  # type: ignore[no-untyped-def]
    url, _ = simulator
    seeded = {"max_tokens": 20, "temperature": 1.0, "seed": 7, "ignore_eos": True}
    first, again = await _post(url, seeded), await _post(url, seeded)
    other_seed, other_prompt = await _post(url, {**seeded, "seed": 8}), await _post(url, seeded, prompt=PROMPT[1:])
    shorter = await _post(url, {**seeded, "max_tokens": 5})
    choice = first["choices"][0]
    assert again["choices"][0]["token_ids"] == choice["token_ids"]
    assert again["choices"][0]["logprobs"] == choice["logprobs"]
    assert other_seed["choices"][0]["token_ids"] != choice["token_ids"]
    assert other_prompt["choices"][0]["token_ids"] != choice["token_ids"]
    assert shorter["choices"][0]["token_ids"] == choice["token_ids"][:5]  # a prefix, logprobs too
    assert shorter["choices"][0]["logprobs"]["token_logprobs"] == choice["logprobs"]["token_logprobs"][:5]
    unseeded = [await _post(url, {**seeded, "seed": None}) for _ in range(2)]
    assert unseeded[0]["choices"][0]["token_ids"] != unseeded[1]["choices"][0]["token_ids"]


async def test_answers_in_vllms_shapes(simulator) -> None:  # type: ignore[no-untyped-def]
    url, _ = simulator
    answer = await _post(url, {"model": "tiny-qwen2", "max_tokens": 3, "ignore_eos": True})
    choice = answer["choices"][0]
    assert set(choice) == {"index", "text", "logprobs", "finish_reason", "stop_reason", "token_ids",
                           "prompt_logprobs", "prompt_token_ids", "routed_experts"}
    assert choice["prompt_token_ids"] == PROMPT and choice["finish_reason"] == "length"
    assert set(choice["logprobs"]) == {"text_offset", "token_logprobs", "tokens", "top_logprobs"}
    assert answer["usage"]["completion_tokens"] == 3 and answer["object"] == "text_completion"
    async with httpx.AsyncClient(trust_env=False, base_url=url) as http:
        assert (await http.get("/health")).status_code == 200
        missing = await http.post("/v1/completions", json={"model": "other", "prompt": PROMPT})
        assert missing.status_code == 404 and missing.json()["error"]["type"] == "NotFoundError"
        too_long = await http.post("/v1/completions", json={"prompt": PROMPT, "max_tokens": 5000})
        assert too_long.status_code == 400 and too_long.json()["error"]["param"] == "max_tokens"
        outside = await http.post("/v1/completions", json={"prompt": [10 ** 6]})
        assert outside.status_code == 400 and "out of vocabulary" in outside.json()["error"]["message"]
        assert (await http.post("/v1/completions", content=b"{nope")).status_code == 400


# --- the latency model ------------------------------------------------------------------------


async def test_latency_follows_the_declared_model(model_dir: Path) -> None:
    """Eight requests queued while paused, the cap at 4: two batches of four, each taking
    prefill * 4 prompts + T * decode * f(4), the second queued for exactly the first's time; one
    request alone takes prefill * P + T * decode * f(1). Checked on the simulator's virtual clock,
    exact whatever the machine's load; real time only bounds it from below."""
    model = LatencyModel(prefill_s_per_token=1e-4, decode_s_per_token=0.01, batch_slowdown=0.25, max_concurrent=4)
    steps, prompt = 12, len(PROMPT)
    async with serving(SimulatorConfig(tokenizer=model_dir, latency=model)) as url, \
            httpx.AsyncClient(trust_env=False, base_url=url) as http:
        body = {"max_tokens": steps, "ignore_eos": True}
        alone = (await _post(url, body))["simulation"]
        assert alone == {"queued_s": 0.0, "steps": steps, "mean_batch": 1.0,
                         "service_s": pytest.approx(prompt * 1e-4 + steps * 0.01)}

        await http.post("/pause", params={"mode": "keep"})
        calls = [asyncio.create_task(_post(url, body)) for _ in range(8)]
        assert await _until_load(url, lambda running, waiting: waiting == 8) == (0, 8)
        resumed = time.monotonic()
        await http.post("/resume")
        assert await _until_load(url, lambda running, waiting: running > 0) == (4, 4)  # the cap, in /metrics
        answers = [a["simulation"] for a in await asyncio.gather(*calls)]
        elapsed = time.monotonic() - resumed

    batch_s = 4 * prompt * 1e-4 + steps * 0.01 * (1 + 0.25 * 3)
    first, second = sorted(answers, key=lambda a: a["queued_s"])[:4], sorted(answers, key=lambda a: a["queued_s"])[4:]
    for timing in first:
        assert timing == {"queued_s": 0.0, "steps": steps, "mean_batch": 4.0, "service_s": pytest.approx(batch_s)}
    for timing in second:
        assert timing == {"queued_s": pytest.approx(batch_s), "steps": steps, "mean_batch": 4.0,
                          "service_s": pytest.approx(batch_s)}
    assert elapsed >= 2 * batch_s - 0.01, "the simulator ran faster than it declares"


def test_output_lengths_are_seeded_lognormal() -> None:
    model = LatencyModel(length_median=100, length_sigma=1.0)
    draws = [model.draw_length(random.Random(seed)) for seed in range(4000)]
    assert draws == [model.draw_length(random.Random(seed)) for seed in range(4000)]
    assert 85 <= sorted(draws)[2000] <= 115  # the median
    assert 0.04 < sum(d > 400 for d in draws) / 4000 < 0.14  # P(L > 4 median) = 8.3% for sigma 1: a heavy tail
    assert min(draws) >= 1
    assert LatencyModel(length_median=50, length_sigma=0).draw_length(random.Random(1)) == 50
    assert model.step_s(1) == model.decode_s_per_token
    assert model.step_s(11, prefill_tokens=100) == pytest.approx(0.02 * 1.05 + 0.01)


# --- control: pause, weights, versions, adapters ---------------------------------------------


async def test_pause_keeps_requests_waiting_until_resume(simulator) -> None:  # type: ignore[no-untyped-def]
    url, _ = simulator
    async with httpx.AsyncClient(trust_env=False, base_url=url) as http:
        assert (await http.post("/pause", params={"mode": "keep"})).json() == {"status": "paused"}
        assert (await http.get("/is_paused")).json() == {"is_paused": True}
        call = asyncio.create_task(_post(url, {"max_tokens": 4}))
        await _until_load(url, lambda running, waiting: waiting == 1)
        assert not call.done()
        assert (await http.post("/resume")).json() == {"status": "resumed"}
        assert (await call)["choices"][0]["token_ids"]
        assert (await http.post("/pause", params={"mode": "sideways"})).status_code == 400


async def test_abort_and_a_caller_that_hangs_up_end_requests(model_dir: Path) -> None:
    slow = LatencyModel(decode_s_per_token=0.01)
    async with serving(SimulatorConfig(tokenizer=model_dir, latency=slow)) as url, \
            httpx.AsyncClient(trust_env=False, base_url=url) as http:
        body = {"max_tokens": 3000, "ignore_eos": True}
        gone = asyncio.create_task(_post(url, body))
        await _until_load(url, lambda running, waiting: running == 1)
        gone.cancel()  # the connection closes: the request leaves the batch, as vLLM aborts it
        await _until_load(url, lambda running, waiting: running == 0)

        aborted = asyncio.create_task(_post(url, body))
        await _until_load(url, lambda running, waiting: running == 1)
        assert (await http.post("/pause", params={"mode": "abort"})).status_code == 200
        choice = (await aborted)["choices"][0]
        assert choice["finish_reason"] == "abort" and len(choice["token_ids"]) < 3000
        assert len(choice["logprobs"]["token_logprobs"]) == len(choice["token_ids"])
        await http.post("/resume")


async def test_the_weight_pusher_pushes_onto_the_simulator(simulator, pool: WorkerPool, model_dir: Path,
                                                            tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    url, sim = simulator
    greedy = {"max_tokens": 12, "temperature": 0, "ignore_eos": True}
    before = await pool.generate("e", PROMPT, greedy, 30)
    checkpoint = tmp_path / "step-3"
    checkpoint.mkdir()
    async with httpx.AsyncClient(trust_env=False) as http:
        pusher = WeightPusher(http, step_timeout_s=30)
        outcome = await pusher.push(url, str(checkpoint), 3, str(model_dir))
        assert outcome.ok and outcome.version == 3, outcome.error
        assert (await http.get(f"{url}/weight_info")).json() == {"weight_version": "3"}
        assert not sim.engine.paused
        after = await pool.generate("e", PROMPT, greedy, 30)
        assert after.policy_version == 3 and after.token_ids != before.token_ids  # new weights, new greedy output

        failed = await pusher.push(url, str(tmp_path / "missing"), 4, str(checkpoint))
        assert not failed.ok and not failed.quarantined
        assert "reload_weights" in failed.error
        assert (await http.get(f"{url}/weight_info")).json() == {"weight_version": "3"}
        assert (await pool.generate("e", PROMPT, greedy, 30)).token_ids == after.token_ids


async def test_the_worker_proxy_stands_in_front_of_a_simulator(simulator, model_dir: Path) -> None:  # type: ignore[no-untyped-def]
    control, generate = "gateway-control-key-sim-1", "runner-generate-key-sim-2"
    async with proxy_serving(ProxyConfig(simulator[0], control, generate)) as url, \
            httpx.AsyncClient(trust_env=False) as http:
        runners = WorkerPool([url], retries=0, api_key=generate)
        await runners.refresh()
        assert (await runners.generate("e", PROMPT, {"max_tokens": 4}, 30)).token_ids
        outcome = await WeightPusher(http, step_timeout_s=30, control_key=control).push(url, str(model_dir), 9,
                                                                                          str(model_dir))
        assert outcome.ok, outcome.error
        await runners.refresh()
        assert runners.routable()[0].policy_version == 9
        await runners.aclose()


async def test_a_lora_push_serves_the_adapter_by_name(simulator, pool: WorkerPool, model_dir: Path,
                                                       tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    url, _ = simulator
    adapter = make_lora_adapter(model_dir, tmp_path / "adapter", seed=1)
    async with httpx.AsyncClient(trust_env=False) as http:
        pusher = WeightPusher(http, step_timeout_s=30)
        assert (await pusher.push_lora(url, str(adapter), 5)).ok
        refused = await pusher.push_lora(url, str(tmp_path / "missing"), 6)
        assert not refused.ok and "404" in refused.error
        await pool.use_policy(5, adapter_name(5))
        [worker] = pool.routable()
        assert worker.adapters == {adapter_name(5)}
        completion = await pool.generate("e", PROMPT, {"max_tokens": 4}, 30)
        assert completion.policy_version == 5 and completion.token_ids
        assert await pusher.unload_adapters(url, keep=set()) == [adapter_name(5)]
        await pool.use_policy(5, adapter_name(5))
        assert not pool.routable()


# --- the process and its settings ---------------------------------------------------------------


def test_flags_override_the_toml_file(tmp_path: Path, model_dir: Path) -> None:
    toml = tmp_path / "sim.toml"
    toml.write_text(f'tokenizer = "{model_dir}"\ndecode_s_per_token = 0.5\nmax_concurrent = 9\nseed = 3\n')
    config, host, port = parse_args(["--config", str(toml), "--max-concurrent", "12", "--port", "9001"])
    assert (config.latency.decode_s_per_token, config.latency.max_concurrent, config.seed) == (0.5, 12, 3)
    assert (config.tokenizer, host, port) == (model_dir, "127.0.0.1", 9001)
    toml.write_text("decode_s_per_tokens = 1\n")
    with pytest.raises(ValueError, match="decode_s_per_tokens"):
        parse_args(["--config", str(toml)])


def test_the_entry_point_serves_until_stopped(model_dir: Path, tmp_path: Path) -> None:
    config = SimulatorConfig(tokenizer=model_dir, model_name="policy", latency=FAST)
    with SimulatorProcess(config, free_port(), tmp_path / "sim.log") as process:
        models = httpx.get(f"{process.url}/v1/models", trust_env=False).json()["data"]
        assert [(m["id"], m["root"]) for m in models] == [("policy", str(model_dir))]
        body = {"model": "policy", "prompt": PROMPT, "max_tokens": 3, "return_token_ids": True}
        assert httpx.post(f"{process.url}/v1/completions", json=body, trust_env=False).status_code == 200
    assert process.stop() == 0


# --- a real Rollgate job against simulators -----------------------------------------------------


@pytest.fixture(scope="module")
def simulated_stack(tmp_path_factory: pytest.TempPathFactory, tiny_model: Path) -> Iterator[LocalStack]:
    with LocalStack(home=tmp_path_factory.mktemp("simstack"), model=tiny_model) as stack:
        stack.start_redis()
        stack.start_simulators(2, decode_s_per_token=0.002, length_median=16)
        stack.start_gateway()
        stack.start_runner()
        yield stack


def test_a_job_runs_end_to_end_against_simulators(simulated_stack: LocalStack, tiny_model: Path) -> None:
    stack = simulated_stack
    tasks = [f"train-{i:06d}" for i in range(3)]
    with Client(stack.gateway_url, token=stack.token, timeout=60, max_retries=0) as client:
        job = client.submit(env="countdown", tasks=tasks, group_size=2, max_turns=2, env_options={"multi_turn": True},
                            sampling={"temperature": 1.0, "max_tokens": 48})
        assert client.wait(job.id, timeout=300).state == JobState.COMPLETED
        groups = client.pull(job.id, max_groups=10)
        trajectories = [t for g in groups for t in g.trajectories]
        assert len(trajectories) == 6
        assert all(t.status in (EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED) for t in trajectories)
        simulators = {w.url for w in stack.workers}
        for trajectory in trajectories:
            assert trajectory.prefix_stable and trajectory.generated_tokens > 0
            assert {step.worker for step in trajectory.steps if step.token_end > step.token_start} <= simulators
            sampled = [lp for lp, m in zip(trajectory.logprobs, trajectory.loss_mask, strict=True) if m]
            assert sampled and all(lp <= 0 for lp in sampled)
        pushed = client.push_weights(str(tiny_model), 1)
        assert pushed.ok and {r.version for r in pushed.workers} == {1}


def test_a_dynamic_job_grows_until_its_groups_spread_or_its_spares_are_spent(simulated_stack: LocalStack) -> None:
    """Countdown's reward for the simulator's text is nearly always 0: groups without a spread, each
    replaced by the next task of the draw until `count` groups spread or the spares run out."""
    stack, count, spares = simulated_stack, 2, 3
    draw = {"split": "train", "count": count, "seed": 5, "lineage": "sim-dynamic", "strategy": "dynamic",
            "dynamic": {"max_extra_tasks": spares}}
    with Client(stack.gateway_url, token=stack.token, timeout=60, max_retries=0) as client:
        job = client.submit(env="countdown", draw=draw, group_size=2, sampling={"temperature": 1.0, "max_tokens": 16})
        done = client.wait(job.id, timeout=300)
        groups = client.pull(job.id, max_groups=20)
    assert done.state == JobState.COMPLETED
    assert done.groups_spread == count or done.groups_total == count + spares
    assert len(groups) == done.groups_total and count <= done.groups_total <= count + spares
    assert sum(group.spread for group in groups) == done.groups_spread
    assert sorted(task.id for task in done.spec.tasks) == sorted(group.task_id for group in groups)  # what it played
