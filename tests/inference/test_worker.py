"""A real vLLM CPU worker on the tiny model: token-exact completions, ChatML, weight pushes
through the proxy, clean shutdown.

The tests borrow one of the session's shared workers (tests/workers.py); the shutdown test
starts and stops one of its own.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import httpx
import psutil
import pytest
from prometheus_client.parser import text_string_to_metric_families
from transformers import AutoTokenizer

from services.inference.pool import WorkerPool, worker_auth
from services.inference.proxy import ProxyConfig, serving
from services.inference.weights import WeightPusher
from services.inference.worker import VLLMWorkerProcess, WorkerConfig, WorkerStartError, free_port
from tests.conftest import load_script
from tests.workers import SharedWorkers


@pytest.fixture(scope="module")
def tokenizer(tiny_model: Path):
    return AutoTokenizer.from_pretrained(tiny_model)


@pytest.fixture(scope="module")
def worker(vllm_workers: SharedWorkers) -> VLLMWorkerProcess:
    [worker] = vllm_workers.lend("inference/test_worker", 1)
    return worker


def complete(worker: VLLMWorkerProcess, prompt: list[int], **params) -> dict:
    body = {
        "model": worker.served_model_name,
        "prompt": prompt,
        "max_tokens": 16,
        "temperature": 0,
        "logprobs": 0,
        "return_token_ids": True,
        **params,
    }
    response = httpx.post(f"{worker.url}/v1/completions", json=body, timeout=60)
    response.raise_for_status()
    return response.json()["choices"][0]


def test_build_is_idempotent(tiny_model: Path) -> None:
    before = (tiny_model / "model.safetensors").stat().st_mtime_ns
    assert load_script("build_model").build(tiny_model) == tiny_model
    assert (tiny_model / "model.safetensors").stat().st_mtime_ns == before


def test_chat_template_renders_chatml_verbatim(tokenizer) -> None:
    messages = [
        {"role": "system", "content": " Be brief. "},
        {"role": "user", "content": "Use 3, 5, 7 to make 56.\n"},
        {"role": "assistant", "content": "(3 + 5) * 7 = 56"},
    ]
    rendered = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    assert rendered == (
        "<|im_start|>system\n Be brief. <|im_end|>\n"
        "<|im_start|>user\nUse 3, 5, 7 to make 56.\n<|im_end|>\n"
        "<|im_start|>assistant\n(3 + 5) * 7 = 56<|im_end|>\n"
        "<|im_start|>assistant\n"
    )
    assert tokenizer.decode(tokenizer.encode(rendered)) == rendered
    assert tokenizer.eos_token == "<|im_end|>"
    assert tokenizer.pad_token == "<|endoftext|>"


def test_completion_returns_token_ids_and_one_logprob_per_token(worker, tokenizer) -> None:
    messages = [{"role": "user", "content": "(3 + 5) * 7 = ?"}]
    prompt = tokenizer.encode(tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True))
    choice = complete(worker, prompt)
    token_ids, logprobs = choice["token_ids"], choice["logprobs"]["token_logprobs"]
    assert choice["prompt_token_ids"] == prompt
    assert 1 <= len(token_ids) <= 16
    assert len(logprobs) == len(token_ids) == len(choice["logprobs"]["tokens"])
    assert all(isinstance(t, int) and 0 <= t < len(tokenizer) for t in token_ids)
    assert all(lp <= 0 for lp in logprobs)
    assert complete(worker, prompt)["token_ids"] == token_ids  # greedy is deterministic


def test_generation_stopped_by_im_end_keeps_it_in_tokens_and_logprobs(worker, tokenizer) -> None:
    im_end = tokenizer.convert_tokens_to_ids("<|im_end|>")
    choice = complete(worker, [1, 2, 3], logit_bias={str(im_end): 100})
    assert choice["token_ids"] == [im_end]
    assert choice["finish_reason"] == "stop"
    assert choice["stop_reason"] is None
    assert choice["text"] == ""
    [logprob] = choice["logprobs"]["token_logprobs"]
    assert logprob == pytest.approx(0.0, abs=1e-3)  # processed logprobs: after the logit bias


def test_a_stop_string_ends_the_text_but_its_tokens_stay(worker, tokenizer) -> None:
    """The runner decodes each turn from its token ids, so an agent's stop string (e.g. Search-R1's
    </search>) stays in the turn it ends: vLLM cuts the text before it, not the ids."""
    free = complete(worker, [5, 6, 7, 8], max_tokens=12)["token_ids"]
    stop = tokenizer.decode(free[3:5])
    assert stop.strip(), "the greedy continuation should hold a stop string to cut at"
    stopped = complete(worker, [5, 6, 7, 8], max_tokens=12, stop=[stop])
    assert stopped["finish_reason"] == "stop" and stop not in stopped["text"]
    assert stop in tokenizer.decode(stopped["token_ids"])
    assert stopped["token_ids"] == free[: len(stopped["token_ids"])]


def test_dev_mode_weight_version_endpoints(worker) -> None:
    assert "weight_version" in httpx.get(f"{worker.url}/weight_info").json()
    response = httpx.post(f"{worker.url}/update_weight_version", json={"new_version": "7"})
    assert response.json() == {"success": True, "new_version": "7"}
    assert httpx.get(f"{worker.url}/weight_info").json() == {"weight_version": "7"}


async def test_the_proxy_splits_runners_from_the_gateway_on_a_real_worker(worker, tiny_model: Path) -> None:
    """Runners generate through the proxy and cannot pause the worker; the gateway pushes weights
    through it (pause, reload, version, resume) and cannot generate."""
    control, generate = "gateway-control-key-4f9a2c71e0b3", "runner-generate-key-8d13b6e5a7c2"
    async with serving(ProxyConfig(worker.url, control, generate)) as url, httpx.AsyncClient() as http:
        runners = WorkerPool([url], worker.served_model_name, retries=0, api_key=generate)
        await runners.refresh()
        completion = await runners.generate("episode-1", [5, 6, 7, 8], {"max_tokens": 4, "temperature": 0}, 60)
        assert completion.token_ids == complete(worker, [5, 6, 7, 8], max_tokens=4)["token_ids"]
        refused = await http.post(f"{url}/pause", params={"mode": "keep"}, headers=worker_auth(generate))
        assert refused.status_code == 403
        assert httpx.get(f"{worker.url}/is_paused").json() == {"is_paused": False}

        pusher = WeightPusher(http, step_timeout_s=60, control_key=control)
        outcome = await pusher.push(url, str(tiny_model), 8, str(tiny_model))
        assert outcome.ok, outcome.error
        assert httpx.get(f"{worker.url}/weight_info").json() == {"weight_version": "8"}
        body = {"model": worker.served_model_name, "prompt": [5], "max_tokens": 1}
        assert (await http.post(f"{url}/v1/completions", json=body, headers=worker_auth(control))).status_code == 403
        unauthenticated = WorkerPool([url], worker.served_model_name, retries=0)
        await unauthenticated.refresh()
        assert not unauthenticated.routable(), "a pool without the key must not find the worker usable"
        await runners.aclose()
        await unauthenticated.aclose()


async def test_a_push_in_abort_mode_interrupts_a_turn_which_resumes_from_its_tokens(worker, tiny_model: Path) -> None:
    """AReaL-style partial rollouts on the real worker: vLLM answers the aborted request with what
    it had sampled (finish reason "abort"); the pool resumes the turn on the new weights from
    those tokens, and the spans say which tokens each version sampled."""
    # The tiny model samples the first few hundred tokens while this test sees that it started (one
    # run: 886), so the turn is nearly the context (4,096): the push lands well inside it.
    params = {"max_tokens": 4000, "ignore_eos": True, "temperature": 1.0}
    async with httpx.AsyncClient(trust_env=False) as http:
        pool = WorkerPool([worker.url], worker.served_model_name, retries=0)
        await pool.refresh()
        before = await _metric(http, worker.url, "vllm:generation_tokens")
        assert await _metric(http, worker.url, "vllm:num_requests_running") == 0, "the lent worker is not idle"
        turn = asyncio.create_task(pool.generate("episode-1", [5, 6, 7, 8], params, 300, resume=True))
        async with asyncio.timeout(120):  # a deadline, not a sleep, synchronises: this turn has sampled tokens
            while await _metric(http, worker.url, "vllm:generation_tokens") == before:
                assert not turn.done(), turn
                await asyncio.sleep(0.01)
        outcome = await WeightPusher(http, step_timeout_s=120, pause_mode="abort").push(
            worker.url, str(tiny_model), 9, str(tiny_model))
        assert outcome.ok, outcome.error
        completion = await turn
        await pool.aclose()
    [(old_tokens, old), (new_tokens, new)] = completion.spans
    assert new == 9 and old != new
    assert old_tokens > 0 and old_tokens + new_tokens == len(completion.token_ids) == params["max_tokens"]
    assert len(completion.logprobs) == params["max_tokens"] and completion.finish_reason == "length"


async def _metric(http: httpx.AsyncClient, url: str, name: str) -> float:
    """The worker's `name` (a counter's total, or a gauge), summed over its labels."""
    text = (await http.get(f"{url}/metrics", timeout=10)).text
    return sum(sample.value for family in text_string_to_metric_families(text) if family.name == name
               for sample in family.samples if sample.name in (name, f"{name}_total"))


def test_start_failure_raises_with_log_tail(tmp_path: Path) -> None:
    config = WorkerConfig(model=tmp_path / "missing", port=free_port(), log_path=tmp_path / "vllm.log")
    process = VLLMWorkerProcess(config).start()
    try:
        with pytest.raises(WorkerStartError, match="exited with code") as failure:
            process.wait_ready(timeout_s=180)
        assert str(tmp_path / "missing") in str(failure.value)
    finally:
        process.stop()


def test_stop_leaves_no_process_behind(tiny_model: Path, tmp_path: Path) -> None:
    """Stopped while it loads (its engine core started, its IPC sockets made): nothing it started
    outlives it, nor its temporary directory."""
    config = WorkerConfig(model=tiny_model, port=free_port(), log_path=tmp_path / "vllm.log")
    worker = VLLMWorkerProcess(config).start()
    try:
        server, scratch = psutil.Process(worker.pid), Path(worker.process.env["TMPDIR"])
        deadline = time.monotonic() + 120
        while not (server.children(recursive=True) and any(scratch.iterdir())):
            assert time.monotonic() < deadline and server.is_running(), worker.log_tail()
            time.sleep(0.1)  # polls the condition, within a deadline
        processes = [server, *server.children(recursive=True)]
    finally:
        worker.stop()
    _, alive = psutil.wait_procs(processes, timeout=10)
    assert alive == []
    assert not scratch.exists()  # nor what the killed engine left there
    assert worker.stop() is not None  # idempotent


def test_command_line_carries_dtype_and_lora(tmp_path: Path) -> None:
    plain = VLLMWorkerProcess(WorkerConfig(model=tmp_path, port=8000)).command()
    tuned = VLLMWorkerProcess(WorkerConfig(model=tmp_path, port=8000, dtype="bfloat16", lora_max_rank=32))
    assert plain[plain.index("--dtype") + 1] == "float32" and "--enable-lora" not in plain
    argv = tuned.command()
    assert argv[argv.index("--dtype") + 1] == "bfloat16"
    assert argv[argv.index("--max-lora-rank") + 1] == "32" and "--enable-lora" in argv
    assert tuned.environment()["VLLM_ALLOW_RUNTIME_LORA_UPDATING"] == "True"
