"""Weight sync: new weights served by every worker after a push, against restarting vLLM on them.

One local stack: Redis, two vLLM CPU workers on the embedded model (one core each) and the
gateway; no runner, nothing rolls out. Two new checkpoints: the embedded model with every
parameter drawn anew (seeded normal), saved with its tokenizer files, so shapes match and a
fresh vLLM process can serve the folder as well.

- push: `Client.push_weights` through the gateway, versions current+1, +2, ... (`--pushes`
  times, the two checkpoints in turn), timed from the call until every worker's GET
  /weight_info reports the new version and it answers a greedy /v1/completions request.
- restart: stop one worker (`VLLMWorkerProcess.stop`) and start a new vLLM process, same port,
  core and served name, on the checkpoint it does not serve, timed from the stop until GET
  /health is 200 and a greedy completion answers (`--restarts` times, default 1: each takes
  most of a minute).

Conditions are polled every `POLL_S` seconds. A push only counts if every worker then answers
alike and differently from before. The ratio p50 restart / p50 push has a target of at least
20 (PASS, else BELOW TARGET); but a restarted worker must also answer the greedy prompt as the
pushed workers did on the same checkpoint, or the push did not serve that checkpoint (FAIL).

    python bench/weight_sync.py [--pushes 5] [--restarts 1]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

import httpx
import torch
from rollgate import Client
from transformers import AutoModelForCausalLM

from services.devstack import LocalStack
from services.inference.worker import VLLMWorkerProcess

TARGET_SPEEDUP = 20.0
POLL_S = 0.05
SERVE_TIMEOUT_S = 600.0
PROMPT = list(range(3, 40))
GREEDY_TOKENS = 8
SEEDS = (1, 2)
KV_CACHE_GIB = 1  # a handful of short greedy requests: the default 2 GiB per worker is not needed
TOKENIZER_FILES = ("tokenizer*", "special_tokens_map.json", "vocab.json", "merges.txt", "chat_template.jinja")

Answer = list[int]  # a greedy completion's token ids


@dataclass(frozen=True)
class Sync:
    """One switch to new weights: how long until they were served, and what each worker answered."""

    method: str
    checkpoint: Path
    seconds: float
    answers: list[Answer]
    detail: str = ""


def make_checkpoint(model: Path, out: Path, seed: int) -> Path:
    """The served model's architecture and shapes, every parameter drawn from a seeded normal."""
    weights = AutoModelForCausalLM.from_pretrained(model, dtype=torch.float32)
    torch.manual_seed(seed)
    with torch.no_grad():
        for parameter in weights.parameters():
            parameter.normal_(0.0, 0.05)
    weights.save_pretrained(out)
    for pattern in TOKENIZER_FILES:
        for source in model.glob(pattern):
            shutil.copy2(source, out / source.name)
    return out


# What "serves" means


def greedy_answer(http: httpx.Client, url: str, model: str) -> Answer | None:
    body = {"model": model, "prompt": PROMPT, "max_tokens": GREEDY_TOKENS, "temperature": 0.0,
            "return_token_ids": True}
    try:
        response = http.post(f"{url}/v1/completions", json=body)
    except httpx.TransportError:
        return None
    return response.json()["choices"][0]["token_ids"] if response.status_code == 200 else None


def reports_version(http: httpx.Client, url: str, version: int) -> bool:
    try:
        response = http.get(f"{url}/weight_info")
    except httpx.TransportError:
        return False
    return response.status_code == 200 and response.json().get("weight_version") == str(version)


def wait_serving(http: httpx.Client, worker: VLLMWorkerProcess, version: int | None) -> Answer:
    """Poll until the worker reports `version` (None: any) and answers a greedy completion."""
    deadline = time.monotonic() + SERVE_TIMEOUT_S
    while time.monotonic() < deadline:
        if version is None or reports_version(http, worker.url, version):
            answer = greedy_answer(http, worker.url, worker.served_model_name)
            if answer is not None:
                return answer
        time.sleep(POLL_S)
    raise TimeoutError(f"{worker.url} did not serve version {version} within {SERVE_TIMEOUT_S:g} s")


# The two methods


def measure_push(client: Client, http: httpx.Client, workers: list[VLLMWorkerProcess], checkpoint: Path,
                 version: int) -> Sync:
    started = time.monotonic()
    result = client.push_weights(checkpoint, version)
    if not result.ok:
        raise RuntimeError(f"push of version {version} failed: {result.model_dump_json()}")
    with ThreadPoolExecutor(len(workers)) as pool:
        answers = list(pool.map(lambda worker: wait_serving(http, worker, version), workers))
    return Sync("push", checkpoint, time.monotonic() - started, answers, f"gateway {result.seconds:.2f} s")


def measure_restart(stack: LocalStack, http: httpx.Client, worker: VLLMWorkerProcess, checkpoint: Path,
                    run: int) -> tuple[Sync, VLLMWorkerProcess]:
    """Stop `worker`, start vLLM on `checkpoint` in its place (same port, core and name)."""
    log = stack.home / "logs" / f"vllm-{worker.config.port}-restart-{run}.log"
    config = replace(worker.config, model=checkpoint, served_model_name=worker.served_model_name, log_path=log)
    started = time.monotonic()
    worker.stop()
    stopped = time.monotonic()
    fresh = VLLMWorkerProcess(config)
    stack.workers.append(fresh)  # the stack stops it
    fresh.start()
    fresh.process.wait_ready(SERVE_TIMEOUT_S, poll_s=POLL_S)
    answer = wait_serving(http, fresh, None)
    seconds = time.monotonic() - started
    return Sync("restart", checkpoint, seconds, [answer], f"stop {stopped - started:.2f} s"), fresh


# The run


def run(stack: LocalStack, checkpoints: list[Path], args: argparse.Namespace) -> list[Sync]:
    workers = list(stack.workers)
    with Client(stack.gateway_url, token=stack.token) as client, httpx.Client(timeout=60.0) as http:
        previous = [wait_serving(http, worker, None) for worker in workers]
        version = client.policy().version
        syncs: list[Sync] = []
        for index in range(args.pushes):
            version += 1
            _say(f"push {index + 1}/{args.pushes}: version {version}")
            sync = measure_push(client, http, workers, checkpoints[index % len(checkpoints)], version)
            check_push(sync, previous)
            syncs.append(sync)
            previous = sync.answers
        worker = workers[-1]
        for index in range(args.restarts):
            _say(f"restart {index + 1}/{args.restarts}: {worker.url} (most of a minute)")
            checkpoint = checkpoints[(args.pushes + index) % len(checkpoints)]  # not the one it serves
            sync, worker = measure_restart(stack, http, worker, checkpoint, index + 1)
            syncs.append(sync)
    return syncs


def check_push(sync: Sync, previous: list[Answer]) -> None:
    """Every worker answers alike, and otherwise than before: the new weights are really served."""
    if any(answer != sync.answers[0] for answer in sync.answers):
        raise RuntimeError(f"workers disagree after pushing {sync.checkpoint}: {sync.answers}")
    if sync.answers == previous:
        raise RuntimeError(f"answers did not change after pushing {sync.checkpoint}: {sync.answers}")


def report(syncs: list[Sync]) -> bool:
    """Print every run, the p50 and max per method, the ratio and the verdict; True on PASS."""
    print(f"\n{'run':>3}  {'method':<8} {'checkpoint':<10} {'seconds':>8}  detail")
    for index, sync in enumerate(syncs, start=1):
        print(f"{index:>3}  {sync.method:<8} {sync.checkpoint.name:<10} {sync.seconds:>8.2f}  {sync.detail}")
    by_method = {m: [s.seconds for s in syncs if s.method == m] for m in ("push", "restart")}
    print(f"\n{'method':<8} {'runs':>4} {'p50 s':>8} {'max s':>8}")
    for method, seconds in by_method.items():
        print(f"{method:<8} {len(seconds):>4} {statistics.median(seconds):>8.2f} {max(seconds):>8.2f}")
    ratio = statistics.median(by_method["restart"]) / statistics.median(by_method["push"])
    print(f"\nrestart/push (p50): {ratio:.1f}x (target >= {TARGET_SPEEDUP:g}x)")
    disagreements = restart_disagreements(syncs)
    for line in disagreements:
        print(line)
    if disagreements:
        print("WRONG WEIGHTS: after a push the workers do not answer as vLLM started on the same checkpoint")
    else:
        print("after a push the workers answer as vLLM started on the same checkpoint")
    passed = ratio >= TARGET_SPEEDUP and not disagreements
    print("PASS" if passed else "BELOW TARGET" if not disagreements else "FAIL")
    return passed


def restart_disagreements(syncs: list[Sync]) -> list[str]:
    """Where a restarted worker's greedy answer differs from the pushed workers' on its checkpoint."""
    pushed = {s.checkpoint: s.answers[0] for s in syncs if s.method == "push"}
    return [f"{s.checkpoint.name}: restarted {s.answers[0]}, pushed {pushed[s.checkpoint]}"
            for s in syncs if s.method == "restart" and s.answers[0] != pushed[s.checkpoint]]


def start_stack(stack: LocalStack) -> None:
    _say(f"run folder {stack.home}; starting redis")
    stack.start_redis()
    _say("starting two vLLM CPU workers, one core each (about a minute)")
    stack.start_workers(2, timeout_s=SERVE_TIMEOUT_S, bind_cores=True, kv_cache_space_gib=KV_CACHE_GIB)
    _say("starting the gateway (no runner)")
    stack.start_gateway()


def main() -> int:
    args = _parse_args()
    with tempfile.TemporaryDirectory(prefix="rollgate-ckpt-") as tmp, LocalStack.embedded() as stack:
        _say("writing two checkpoints of the embedded model's shape")
        checkpoints = [make_checkpoint(stack.model, Path(tmp) / f"seed-{seed}", seed) for seed in SEEDS]
        start_stack(stack)
        load_before = os.getloadavg()[0]
        syncs = run(stack, checkpoints, args)
        print(f"\nmachine: {os.cpu_count()} cores; 1-minute load average {load_before:.1f} before the runs, "
              f"{os.getloadavg()[0]:.1f} after")
        passed = report(syncs)
        print(f"\nlogs: {stack.home / 'logs'}")
    return 0 if passed else 1


def _say(message: str) -> None:
    print(f"bench: {message}", file=sys.stderr, flush=True)


def _parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pushes", type=int, default=5, help="timed pushes, at least 2 (default 5)")
    parser.add_argument("--restarts", type=int, default=1, help="timed restarts (default 1)")
    args = parser.parse_args()
    if args.pushes < len(SEEDS) or args.restarts < 1:
        parser.error(f"--pushes must be at least {len(SEEDS)} (each checkpoint once), --restarts positive")
    return args


if __name__ == "__main__":
    sys.exit(main())
