"""Rollgate's overhead: generated tokens/s through Rollgate against vLLM called directly.

One local stack (Redis, one vLLM CPU worker on the embedded model, the gateway, one runner
with `runner_concurrency` = `--concurrency`) serves both measurements of the same load:
`--episodes` single-turn countdown episodes (a group of 4 per task), temperature 1.0,
`--max-tokens` tokens per completion at most.

- direct: the exact prompts the runner would send — the countdown agent's first messages for
  each task's first observation, rendered by the model's chat template and tokenised by the
  runner's own `Conversation` — posted to the worker's /v1/completions as token ids, with
  the runner's sampling parameters, `--concurrency` requests at a time.
  tokens/s = generated tokens / wall time of the whole batch.
- rollgate: one job with the same tasks and sampling, submitted through the client and
  waited for. tokens/s = the trajectories' generated tokens / wall time from submit until the
  job is complete (sandboxes, env calls, Redis and the gateway included).

Both paths are warmed up first, then measured `--repeats` times interleaved (direct,
rollgate, direct, rollgate, ...); the medians give the ratio rollgate / direct, whose target
is at least 0.9. To show where the time goes, each run also reports how many completions were
running on average, the mean seconds per episode in each stage of `Trajectory.timings`, the
CPU seconds each process tree used, and how many steps vLLM's engine took for the tokens.

    python bench/overhead.py [--episodes 256] [--concurrency 64] [--max-tokens 128]
                             [--repeats 2] [--env-runtime bubblewrap]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

import httpx
import psutil
from rollgate import Client, EpisodeStatus, Trajectory
from transformers import AutoTokenizer

from sandboxes.host.config import UNSANDBOXED_BACKENDS
from sandboxes.host.session import RUNTIMES
from sandboxes.registry import make_env
from services.agents import get_agent
from services.common.keys import group_seed
from services.common.tokens import Conversation
from services.devstack import LocalStack
from services.inference.worker import VLLMWorkerProcess

ENV = "countdown"
GROUP_SIZE = 4
SEED = 0
TARGET_RATIO = 0.9
WARMUP_TASKS = 8
KV_CACHE_GIB = 1  # the load needs well under 1 GiB of KV cache; asking less lets vLLM start on a busy machine
STAGES = ("queue", "sandbox", "llm", "env", "rest", "total")
"""`Trajectory.timings`, plus `rest`: the part of `total` in no stage (releasing the sandbox, tokenising, ...)."""
PLAYED = {EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED}  # a random policy seldom answers in one turn


@dataclass(frozen=True)
class Load:
    """The episodes both paths play: every task `GROUP_SIZE` times, one turn each."""

    tasks: list[str]
    max_tokens: int
    concurrency: int

    @property
    def episodes(self) -> int:
        return len(self.tasks) * GROUP_SIZE

    @property
    def sampling(self) -> dict[str, object]:
        """The sampling parameters, as the runner sends them to the worker."""
        return {"temperature": 1.0, "top_p": 1.0, "top_k": -1, "max_tokens": self.max_tokens, "stop": []}

    def head(self, tasks: int) -> Load:
        return Load(self.tasks[:tasks], self.max_tokens, self.concurrency)


@dataclass
class Measurement:
    """One run of one path; `stage_means` are mean seconds per episode (see `STAGES`)."""

    path: str
    episodes: int
    tokens: int
    wall_s: float
    stage_means: dict[str, float] = field(default_factory=dict)
    statuses: Counter[str] = field(default_factory=Counter)
    cpu: dict[str, float] = field(default_factory=dict)
    engine: dict[str, float] = field(default_factory=dict)
    failure: str = ""  # why one episode that was not played to its end ended

    @property
    def tokens_per_s(self) -> float:
        return self.tokens / self.wall_s

    def in_flight(self, stage: str) -> float:
        """How many episodes were in `stage` on average over the run's wall time."""
        return self.stage_means.get(stage, 0.0) * self.episodes / self.wall_s


# What each run cost: CPU seconds and vLLM engine steps


@dataclass(frozen=True)
class Meters:
    """Counters read before and after each run.

    CPU seconds used so far by each service's process tree, by this process and by the whole
    machine ("machine": every busy second of every core, other users' included); a process
    tree counts its live descendants and those it has reaped, so the runner's includes its
    sandboxes. From the worker's metrics: engine steps and the tokens they scheduled.
    """

    trees: dict[str, int]
    worker_url: str

    @classmethod
    def of(cls, stack: LocalStack) -> Meters:
        trees = {"vllm": stack.workers[0].pid, **{p.name: p.pid for p in stack.processes}}
        return cls({name: pid for name, pid in trees.items() if pid is not None}, stack.workers[0].url)

    def read_cpu(self) -> dict[str, float]:
        used = {name: _tree_cpu_s(psutil.Process(pid)) for name, pid in self.trees.items()}
        used["bench"] = _cpu_s(psutil.Process())
        times = psutil.cpu_times()
        used["machine"] = sum(times) - times.idle - getattr(times, "iowait", 0.0) \
            - getattr(times, "guest", 0.0) - getattr(times, "guest_nice", 0.0)
        return used

    def read_engine(self) -> dict[str, float]:
        """vLLM's step histogram: its count is the engine steps, its sum the tokens scheduled."""
        found = {"steps": 0.0, "tokens": 0.0}
        for line in httpx.get(f"{self.worker_url}/metrics", timeout=10.0).text.splitlines():
            for key, metric in (("steps", "vllm:iteration_tokens_total_count"),
                                ("tokens", "vllm:iteration_tokens_total_sum")):
                if line.startswith(metric):
                    found[key] += float(line.rsplit(" ", 1)[1])
        return found

    def charge(self, measure: Callable[..., Measurement], *args: object) -> Measurement:
        """Run `measure(*args)` and attach what the counters moved by meanwhile."""
        cpu, engine = self.read_cpu(), self.read_engine()
        measurement = measure(*args)
        return replace(measurement, cpu=_moved(cpu, self.read_cpu()), engine=_moved(engine, self.read_engine()))


def _moved(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    return {name: after[name] - before[name] for name in after}


def _cpu_s(process: psutil.Process, children: bool = False) -> float:
    with contextlib.suppress(psutil.NoSuchProcess):
        times = process.cpu_times()
        return times.user + times.system + (times.children_user + times.children_system if children else 0.0)
    return 0.0


def _tree_cpu_s(root: psutil.Process) -> float:
    return sum(_cpu_s(process, children=True) for process in [root, *root.children(recursive=True)])


# The direct path


def episode_prompts(model: Path, load: Load) -> list[list[int]]:
    """The token ids the runner sends for each episode's first (and only) turn."""
    tokenizer = AutoTokenizer.from_pretrained(model)
    agent = get_agent(ENV)
    prompts = []
    for index, task_id in enumerate(load.tasks):
        reset = make_env(ENV).reset({"id": task_id, "data": {}}, group_seed(SEED, index), {})
        conversation = Conversation.start(tokenizer, agent.first_messages(reset))
        prompts += [conversation.token_ids] * GROUP_SIZE
    return prompts


@dataclass(frozen=True)
class Request:
    """One direct completion: tokens generated, seconds waiting for a slot, seconds in flight."""

    tokens: int
    queue_s: float
    llm_s: float


async def _generate_all(worker: VLLMWorkerProcess, prompts: list[list[int]], load: Load) -> list[Request]:
    """Post every prompt, `load.concurrency` at a time, as the runner's worker pool does."""
    limits = httpx.Limits(max_connections=None, max_keepalive_connections=1024)
    semaphore = asyncio.Semaphore(load.concurrency)
    async with httpx.AsyncClient(base_url=worker.url, limits=limits, timeout=600.0) as http:

        async def complete(prompt: list[int]) -> Request:
            body = {**load.sampling, "model": worker.served_model_name, "prompt": prompt,
                    "logprobs": 0, "return_token_ids": True}
            queued = time.monotonic()
            async with semaphore:
                started = time.monotonic()
                response = await http.post("/v1/completions", json=body)
                finished = time.monotonic()
            response.raise_for_status()
            tokens = len(response.json()["choices"][0]["token_ids"])
            return Request(tokens, started - queued, finished - started)

        return await asyncio.gather(*(complete(prompt) for prompt in prompts))


def measure_direct(worker: VLLMWorkerProcess, prompts: list[list[int]], load: Load) -> Measurement:
    started = time.monotonic()
    requests = asyncio.run(_generate_all(worker, prompts, load))
    wall_s = time.monotonic() - started
    means = {"queue": statistics.fmean(r.queue_s for r in requests),
             "llm": statistics.fmean(r.llm_s for r in requests)}
    return Measurement("direct", len(requests), sum(r.tokens for r in requests), wall_s,
                       {**means, "total": means["llm"]})


# The Rollgate path


def measure_rollgate(client: Client, load: Load) -> Measurement:
    started = time.monotonic()
    job = client.submit(env=ENV, tasks=load.tasks, group_size=GROUP_SIZE, max_turns=1,
                        sampling=load.sampling, seed=SEED)
    job = client.wait(job.id, timeout=3600)
    wall_s = time.monotonic() - started
    trajectories = pull_all(client, job.id, job.groups_total)
    failures = [f"{t.status.value}: {t.status_reason}" for t in trajectories if t.status not in PLAYED]
    return Measurement("rollgate", len(trajectories), sum(t.generated_tokens for t in trajectories), wall_s,
                       stage_means(trajectories), Counter(t.status.value for t in trajectories),
                       failure=failures[0] if failures else "")


def pull_all(client: Client, job_id: str, groups_total: int) -> list[Trajectory]:
    """Every trajectory of a complete job; its groups are acked."""
    trajectories: list[Trajectory] = []
    for _ in range(groups_total):
        groups = client.pull(job_id, max_groups=min(groups_total, 1024))
        if not groups:
            break
        client.ack(job_id, groups)
        trajectories += [t for group in groups for t in group.trajectories]
    return trajectories


def stage_means(trajectories: list[Trajectory]) -> dict[str, float]:
    """Mean seconds per episode in each of `STAGES`."""
    timed = [stage for stage in STAGES if stage != "rest"]
    means = {stage: statistics.fmean(getattr(t.timings, f"{stage}_s") for t in trajectories) for stage in timed}
    return {**means, "rest": means["total"] - means["sandbox"] - means["llm"] - means["env"]}


# The run


Pair = tuple[Measurement, Measurement]  # (direct, rollgate) of one repeat


def run(stack: LocalStack, args: argparse.Namespace) -> list[Pair]:
    load = Load([f"train-{i:06d}" for i in range(args.episodes // GROUP_SIZE)], args.max_tokens, args.concurrency)
    worker, meters = stack.workers[0], Meters.of(stack)
    prompts = episode_prompts(stack.model, load)
    with Client(stack.gateway_url, token=stack.token, timeout=60) as client:
        _say(f"warming up both paths ({WARMUP_TASKS * GROUP_SIZE} episodes each)")
        warmup = load.head(WARMUP_TASKS)
        measure_direct(worker, prompts[:warmup.episodes], warmup)
        measure_rollgate(client, warmup)
        pairs = []
        for repeat in range(1, args.repeats + 1):
            _say(f"run {repeat}/{args.repeats}: direct, then rollgate ({load.episodes} episodes each)")
            pairs.append((meters.charge(measure_direct, worker, prompts, load),
                          meters.charge(measure_rollgate, client, load)))
    return pairs


def start_stack(stack: LocalStack, args: argparse.Namespace) -> None:
    _say(f"run folder {stack.home}")
    _say("starting redis")
    stack.start_redis()
    _say("starting a vLLM CPU worker (about a minute)")
    stack.start_worker(kv_cache_space_gib=KV_CACHE_GIB)
    _say(f"starting the gateway and a runner ({args.env_runtime} sandboxes)")
    stack.start_gateway()
    stack.start_runner(**runner_settings(args))


def runner_settings(args: argparse.Namespace) -> dict[str, object]:
    """The runner's settings; a runtime without isolation has to be allowed explicitly."""
    settings: dict[str, object] = {"runner_concurrency": args.concurrency, "env_runtime": args.env_runtime}
    if args.env_runtime in UNSANDBOXED_BACKENDS:
        settings["allow_unsandboxed"] = True
    return settings


def report(pairs: list[Pair], args: argparse.Namespace) -> None:
    """Print the per-run rows, what they cost, the medians, their ratio and the verdict."""
    print(f"\nload: {args.episodes} countdown episodes, 1 turn, max_tokens {args.max_tokens}, "
          f"temperature 1.0, concurrency {args.concurrency}, env runtime {args.env_runtime}")
    print("llm in flight: completions running on average; stage columns: mean seconds per episode\n")
    print(f"{'run':>3} {'path':<9} {'episodes':>8} {'tokens':>7} {'wall s':>7} {'tokens/s':>9} "
          f"{'llm in flight':>13} " + " ".join(f"{stage:>7}" for stage in STAGES) + "  statuses")
    for index, pair in enumerate(pairs, start=1):
        for m in pair:
            print(_row(index, m))
    report_costs(pairs)
    report_verdict(pairs)


def report_verdict(pairs: list[Pair]) -> None:
    direct = statistics.median(d.tokens_per_s for d, _ in pairs)
    rollgate = statistics.median(r.tokens_per_s for _, r in pairs)
    paired = statistics.median(r.tokens_per_s / d.tokens_per_s for d, r in pairs)
    ratio = rollgate / direct
    print(f"\nmedian tokens/s: direct {direct:.1f}, rollgate {rollgate:.1f}")
    print(f"ratio rollgate/direct: {ratio:.3f} (target >= {TARGET_RATIO}); median of the per-run ratios {paired:.3f}")
    for index, (_, m) in enumerate(pairs, start=1):
        if m.failure:
            print(f"run {index}: not every episode was played, e.g. {m.failure}")
    if any(m.failure for _, m in pairs):
        print("INVALID: episodes failed, see above and the runner's log")
    else:
        print("PASS" if ratio >= TARGET_RATIO else "BELOW TARGET")


def _row(run: int, m: Measurement) -> str:
    stages = " ".join(f"{m.stage_means[stage]:>7.3f}" if stage in m.stage_means else f"{'-':>7}"
                      for stage in STAGES)
    statuses = ", ".join(f"{name} {count}" for name, count in sorted(m.statuses.items()))
    return (f"{run:>3} {m.path:<9} {m.episodes:>8} {m.tokens:>7} {m.wall_s:>7.2f} {m.tokens_per_s:>9.1f} "
            f"{m.in_flight('llm'):>13.1f} {stages}  {statuses}").rstrip()


def report_costs(pairs: list[Pair]) -> None:
    """Print, per run, the CPU seconds each party used and how vLLM's engine stepped."""
    parties = [name for name in pairs[0][0].cpu if name != "machine"]
    print(f"\ncpu seconds by process tree (capacity = {psutil.cpu_count()} cores x wall; other = the rest of "
          "the machine); vLLM engine steps, tokens scheduled per step, wall ms per step\n")
    print(f"{'run':>3} {'path':<9} {'capacity':>8} " + " ".join(f"{name:>8}" for name in [*parties, "other"])
          + f" {'steps':>6} {'tok/step':>8} {'ms/step':>7}")
    for index, pair in enumerate(pairs, start=1):
        for m in pair:
            other = max(m.cpu["machine"] - sum(m.cpu[name] for name in parties), 0.0)  # counters tick apart
            cells = " ".join(f"{m.cpu[name]:>8.1f}" for name in parties)
            steps = max(m.engine["steps"], 1.0)
            print(f"{index:>3} {m.path:<9} {psutil.cpu_count() * m.wall_s:>8.1f} {cells} {other:>8.1f} "
                  f"{steps:>6.0f} {m.engine['tokens'] / steps:>8.1f} {1000 * m.wall_s / steps:>7.1f}")


def main() -> int:
    args = _parse_args()
    with LocalStack.embedded() as stack:
        start_stack(stack, args)
        report(run(stack, args), args)
        print(f"\nlogs: {stack.home / 'logs'}")
    return 0


def _say(message: str) -> None:
    print(f"bench: {message}", file=sys.stderr, flush=True)


def _parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=256, help=f"a multiple of the group size, {GROUP_SIZE}")
    parser.add_argument("--concurrency", type=int, default=64,
                        help="direct requests in flight, and the runner's runner_concurrency")
    parser.add_argument("--max-tokens", type=int, default=128, help="tokens per completion at most")
    parser.add_argument("--repeats", type=int, default=2, help="measurements of each path, interleaved")
    parser.add_argument("--env-runtime", choices=RUNTIMES, default="bubblewrap", help="the runner's env_runtime")
    args = parser.parse_args()
    if args.episodes < GROUP_SIZE or args.episodes % GROUP_SIZE:
        parser.error(f"--episodes must be a positive multiple of {GROUP_SIZE}")
    if args.repeats < 1 or args.concurrency < 1 or args.max_tokens < 1:
        parser.error("--repeats, --concurrency and --max-tokens must be positive")
    return args


if __name__ == "__main__":
    sys.exit(main())
