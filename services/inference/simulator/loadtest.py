"""How much load one simulator process carries: keep N completions in flight for a while, report
completions/s, tokens/s, the simulator's RSS and how far it fell behind its declared schedule.

    python -m services.inference.simulator.loadtest --url http://127.0.0.1:8000 --concurrency 1000 --seconds 20 \
        [--pid PID]      # the simulator's pid, for its RSS (Linux /proc)

The numbers are the simulator's capacity on this machine, not a model's: it says so in its output.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import time
from pathlib import Path

import aiohttp
from prometheus_client.parser import text_string_to_metric_families


async def _metrics(http: aiohttp.ClientSession, url: str) -> dict[str, float]:
    async with http.get(f"{url}/metrics") as response:
        text = await response.text()
    return {s.name: s.value for f in text_string_to_metric_families(text) for s in f.samples}


async def _worker(http: aiohttp.ClientSession, url: str, body: dict, stop_at: float, done: list[int]) -> None:
    while time.monotonic() < stop_at:
        async with http.post(f"{url}/v1/completions", json=body) as response:
            answer = await response.json()
        done.append(answer["usage"]["completion_tokens"])


def cpu_s(pid: int) -> float:
    """User and system CPU seconds `pid` has used (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mib(pid: int) -> float:
    """Resident memory of `pid` in MiB (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def run(url: str, concurrency: int, seconds: float, prompt_tokens: int, max_tokens: int, pid: int) -> dict:
    body = {"prompt": list(range(10, 10 + prompt_tokens)), "max_tokens": max_tokens, "temperature": 1.0,
            "logprobs": 0, "return_token_ids": True}
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=None)) as http:
        done: list[int] = []  # completion tokens of each answered request
        before, started = await _metrics(http, url), time.monotonic()
        cpu_before = cpu_s(pid) if pid else 0.0
        stop_at = started + seconds
        workers = [asyncio.create_task(_worker(http, url, body, stop_at, done)) for _ in range(concurrency)]
        peak_rss, peak_running = 0.0, 0.0
        while time.monotonic() < stop_at:
            await asyncio.sleep(1.0)
            peak_rss = max(peak_rss, rss_mib(pid)) if pid else peak_rss
            peak_running = max(peak_running, (await _metrics(http, url))["vllm:num_requests_running"])
        await asyncio.gather(*workers)
        elapsed, after = time.monotonic() - started, await _metrics(http, url)
        cpu = cpu_s(pid) - cpu_before if pid else float("nan")
    delta = {name: after[name] - before[name] for name in ("simulator:late_seconds_total",
                                                            "simulator:virtual_seconds_total")}
    return {"what": "LLM simulator capacity (no model runs)", "concurrency": concurrency,
            "seconds": round(elapsed, 1), "requests_per_s": round(len(done) / elapsed, 1),
            "tokens_per_s": round(sum(done) / elapsed), "peak_running": peak_running,
            "cpu_ms_per_request": round(1000 * cpu / max(len(done), 1), 3), "peak_rss_mib": round(peak_rss, 1),
            "late_s": round(delta["simulator:late_seconds_total"], 2),
            "virtual_s": round(delta["simulator:virtual_seconds_total"], 2)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--concurrency", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--prompt-tokens", type=int, default=256)
    parser.add_argument("--max-tokens", type=int, default=256)
    parser.add_argument("--pid", type=int, default=0, help="the simulator's pid, for its RSS")
    args = parser.parse_args(argv)
    result = asyncio.run(run(args.url, args.concurrency, args.seconds, args.prompt_tokens, args.max_tokens, args.pid))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
