"""The long tail: lock-step turn batching, naive async, stage pools and group early stop, in one run.

A heavy-tailed SWE-like workload, played four ways at equal LLM capacity (one LLM simulator,
services/inference/simulator, the same declared latency model) and equal agent slots (`--slots`):

- (a) lock-step: the batch is played `--slots` episodes at a time; every episode of a chunk
  advances one turn at a time (all generate, then all step), the chunk waits for its slowest
  episode's turn and is graded together, as a synchronous agent loop does. The driver is here,
  over the same simulator, env and agent.
- (b) naive async: Rollgate's runner with `Stages.single(slots)`: each episode holds one slot
  from its sandbox start to its grading.
- (c) stage pools: Rollgate's runner with `Stages.of(slots, init_slots, eval_slots)`: starting
  and grading have their own slots, so an episode starting up or being graded holds no agent slot.
- (d) (c) with `extra_samples` per group: a group completes at its first `group_size` usable
  episodes; the rest are cut.
- (e) (c) with a group deadline (`group_timeout_s`, `--group-timeout`; by default four times an
  episode of median draws): a group completes that long after its first start with the
  episodes finished by then; the rest are cut: the wall-clock form of (d)'s early stop.

(b)-(d) run the real `Runner` (consumer and episodes) in this process against a real Redis
(`LocalStack.start_redis`), with jobs created in the `JobStore` as the gateway does and their
groups pulled and acked as a trainer does. Each mode plays `--batches` batches (RL steps) one
after the other; a batch is a job of `--groups` tasks x `--group-size` samples and is complete
when every group is.

The env is declared here, not real: a reset (sandbox start and checkout), each step (a tool
call) and the grading (closing the session: the eval stage) sleep for lognormal times, and an
episode ends after a lognormal number of turns, each drawn from one seeded stream in the order
the sessions open (the same draws for every mode). The simulator's output lengths (its length
model) are the tokens per turn; its text is random, so the agent takes any text as the action.

Reported per mode: delivered episodes/s (group members, over the whole run), generated tokens/s
and LLM utilisation from the simulator's /metrics (`simulator:virtual_seconds_total`, the time
its engine stepped on its virtual clock, over wall time; mean requests running, sampled), p50/p99
episode latency (its batch submitted to its grading done: waits in the queue and for stage slots
included), and batch
completion time (job created to its last group complete; p50/p99 over the batches), with the
ratios the targets name: (c)/(a) >= 2.5 and (c)/(b) >= 1.5 on episodes/s; (d) cuts p99 batch
completion time by >= 50% against (b).

The default step is 32 groups x 8 samples at 16 agent slots: an RL step of a realistic size (16
episodes per slot), so a mode's time measures its scheduling rather than the one slowest episode
(bench/README.md says why). `--llm vllm` plays the same modes on a real vLLM CPU worker serving
the embedded tiny model (the confirming run; a turn's length is then the model's, up to
`--max-tokens`).

    python bench/longtail.py [--slots 16] [--groups 32] [--group-size 8] [--extra 2] [--group-timeout 0]
                             [--batches 1] [--modes abcde]
                             [--llm sim|vllm] [--max-tokens 1024] [--dump FILE]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, cast

import httpx
import redis.asyncio as aioredis
from prometheus_client.parser import text_string_to_metric_families
from rollgate import JobSpec, SamplingParams, Timeouts, Trajectory
from transformers import AutoTokenizer

from sandboxes.host.config import SandboxStatus
from sandboxes.host.session import EnvSession
from sandboxes.protocol import Reset, StepResult
from services.common.keys import Keys
from services.common.process import free_port
from services.common.settings import Settings
from services.common.store import JobStore
from services.common.tokens import Conversation
from services.devstack import LocalStack
from services.inference.pool import WorkerPool
from services.inference.simulator import LatencyModel, SimulatorConfig, SimulatorProcess
from services.inference.simulator.agent import AnyTextAgent
from services.inference.simulator.config import default_tokenizer
from services.runner.consumer import CancelFlags, Runner
from services.runner.episode import EpisodeDeps, turn_params
from services.runner.policy_watch import PolicyVersionWatch
from services.runner.stages import Stages

ENV = "sim-swe"
MAX_MODEL_LEN = 65536
VLLM_MAX_MODEL_LEN = 4096  # the embedded tiny model's context
SAMPLE_S = 0.5  # the LLM's running requests sampled (each sample costs both processes CPU)
POLL_S = 0.25  # a batch's completion polled; its time is its last group's, exact whatever the poll
LATENCY = LatencyModel(prefill_s_per_token=2e-6, decode_s_per_token=0.002, batch_slowdown=0.01,
                       max_concurrent=64, length_median=48, length_sigma=0.8)


@dataclass(frozen=True)
class LogNormal:
    median: float
    sigma: float

    def draw(self, rng: random.Random) -> float:
        return self.median * math.exp(rng.gauss(0.0, self.sigma))


@dataclass(frozen=True)
class Workload:
    """The declared env: every time in seconds of wall clock, every draw lognormal."""

    init_s: LogNormal = LogNormal(0.5, 0.5)
    """Sandbox start, reset and checkout (the init stage)."""
    turns: LogNormal = LogNormal(10.0, 0.6)
    """Turns until the env says done (rounded, at least 1, at most max_turns: then truncated)."""
    step_s: LogNormal = LogNormal(0.1, 1.0)
    """One tool call."""
    grade_s: LogNormal = LogNormal(1.0, 1.0)
    """Grading the work (the eval stage: the session's close)."""
    max_turns: int = 50
    observation: str = "ran the command; output: " + "ok " * 20

    def median_episode_s(self, decode_s_per_token: float, tokens_median: float) -> float:
        """An episode of median draws: its start, its turns (LLM call and step), its grading."""
        turn_s = tokens_median * decode_s_per_token + self.step_s.median
        return self.init_s.median + self.turns.median * turn_s + self.grade_s.median


@dataclass(frozen=True)
class Profile:
    """One episode's draws."""

    init_s: float
    turns: int
    steps_s: tuple[float, ...]
    grade_s: float

    @classmethod
    def draw(cls, workload: Workload, rng: random.Random) -> Profile:
        turns = min(max(round(workload.turns.draw(rng)), 1), workload.max_turns)
        return cls(workload.init_s.draw(rng), turns, tuple(workload.step_s.draw(rng) for _ in range(turns)),
                   workload.grade_s.draw(rng))


class Profiles:
    """The episodes' draws in the order their sessions open: the same sequence for every mode."""

    def __init__(self, workload: Workload, seed: int) -> None:
        self.workload, self.rng, self.next = workload, random.Random(seed), 0
        self.drawn: list[Profile] = []

    def take(self) -> Profile:
        while len(self.drawn) <= self.next:
            self.drawn.append(Profile.draw(self.workload, self.rng))
        self.next += 1
        return self.drawn[self.next - 1]

    def rewind(self) -> None:
        self.next = 0


class SimulatedSweSession(EnvSession):
    """The declared env in this process: sleeps for its profile's times; done after its turns."""

    def __init__(self, profile: Profile, observation: str) -> None:
        super().__init__(timeout_s=3600.0)
        self.profile, self.observation, self.turn = profile, observation, 0

    @property
    def status(self) -> SandboxStatus:
        raise NotImplementedError("an in-process simulated env has no sandbox")

    async def _reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        await asyncio.sleep(self.profile.init_s)
        return Reset(observation=f"fix the failing test of task {task.get('id', '')}", anchor_state="0")

    async def _step(self, action: str) -> StepResult:
        await asyncio.sleep(self.profile.steps_s[self.turn])
        self.turn += 1
        done = self.turn >= self.profile.turns
        return StepResult(observation=self.observation, reward=1.0 if done else 0.0, done=done,
                          anchor_state=str(self.turn))

    async def _close(self, *, graceful: bool) -> str:
        await asyncio.sleep(self.profile.grade_s)
        return ""


AGENT = AnyTextAgent()


# --- measurement ---------------------------------------------------------------------------

@dataclass
class Result:
    mode: str
    wall_s: float = 0.0
    delivered: int = 0
    played: int = 0
    cut: int = 0
    latencies: list[float] = field(default_factory=list)
    batches_s: list[float] = field(default_factory=list)
    groups_s: list[float] = field(default_factory=list)
    episodes: list[dict[str, Any]] = field(default_factory=list)
    """Each delivered episode (`--dump`): group, sample, turns, start and end from its batch's submission."""
    tokens: float = 0.0
    virtual_s: float = 0.0
    late_s: float = 0.0
    running_mean: float = 0.0
    load: tuple[float, float, float] = (0.0, 0.0, 0.0)

    @property
    def episodes_per_s(self) -> float:
        return self.delivered / self.wall_s

    def row(self) -> str:
        p = percentile
        return (f"| {self.mode} | {self.delivered}/{self.played} | {self.episodes_per_s:.2f} | "
                f"{self.tokens / self.wall_s:.0f} | {self.virtual_s / self.wall_s:.0%} | {self.running_mean:.1f} | "
                f"{p(self.latencies, 50):.2f} | {p(self.latencies, 99):.2f} | {p(self.batches_s, 50):.1f} | "
                f"{p(self.batches_s, 99):.1f} | {p(self.groups_s, 99):.1f} | {self.wall_s:.1f} | {self.late_s:.1f} | "
                f"{self.load[0]:.1f} |")


HEADER = ("| mode | delivered/played | episodes/s | gen tokens/s | LLM busy | mean running | latency p50 s | "
          "latency p99 s | batch p50 s | batch p99 s | group p99 s | wall s | sim late s | load avg |\n"
          "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))]


def episode_record(trajectory: Trajectory, created: float) -> dict[str, Any]:
    timings = trajectory.timings
    return {"group": trajectory.group_id, "sample": trajectory.sample_index, "turns": len(trajectory.steps),
            "start_s": trajectory.finished_at - timings.total_s - created, "end_s": trajectory.finished_at - created,
            "queue_s": timings.queue_s, "llm_s": timings.llm_s, "env_s": timings.env_s}


async def sim_metrics(http: httpx.AsyncClient, url: str) -> dict[str, float]:
    """Every sample's value summed by name (vLLM labels its counters by engine and model)."""
    text = (await http.get(f"{url}/metrics", timeout=10.0)).text
    totals: dict[str, float] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            totals[sample.name] = totals.get(sample.name, 0.0) + sample.value
    return totals


class Meter:
    """The LLM's counters over a mode, and its running requests sampled every `SAMPLE_S`."""

    def __init__(self, http: httpx.AsyncClient, url: str) -> None:
        self.http, self.url = http, url
        self.samples: list[float] = []

    async def __aenter__(self) -> Meter:
        self.before = await sim_metrics(self.http, self.url)
        self.started = time.monotonic()
        self.sampler = asyncio.create_task(self._sample())
        return self

    async def _sample(self) -> None:
        while True:
            await asyncio.sleep(SAMPLE_S)
            self.samples.append((await sim_metrics(self.http, self.url))["vllm:num_requests_running"])

    async def __aexit__(self, *exc: object) -> None:
        self.sampler.cancel()
        self.wall_s = time.monotonic() - self.started
        after = await sim_metrics(self.http, self.url)
        self.delta = {k: after.get(k, 0.0) - self.before.get(k, 0.0) for k in ("vllm:generation_tokens_total",
                                                             "simulator:virtual_seconds_total",
                                                             "simulator:late_seconds_total")}

    def fill(self, result: Result) -> Result:
        result.wall_s = self.wall_s
        result.tokens = self.delta["vllm:generation_tokens_total"]
        result.virtual_s = self.delta["simulator:virtual_seconds_total"]
        result.late_s = self.delta["simulator:late_seconds_total"]
        result.running_mean = statistics.fmean(self.samples) if self.samples else 0.0
        result.load = os.getloadavg()
        return result


# --- the modes -----------------------------------------------------------------------------

@dataclass
class Bench:
    args: argparse.Namespace
    workload: Workload
    profiles: Profiles
    pool: WorkerPool
    tokenizer: Any
    redis_url: str
    max_model_len: int

    def spec(self, batch: int, extra: int, group_timeout_s: float | None = None) -> JobSpec:
        tasks = [f"b{batch}-task-{i}" for i in range(self.args.groups)]
        return JobSpec(env=ENV, tasks=tasks, group_size=self.args.group_size, extra_samples=extra,
                       group_timeout_s=group_timeout_s,
                       max_turns=self.workload.max_turns, max_total_tokens=self.max_model_len,
                       sampling=SamplingParams(max_tokens=self.args.max_tokens), timeouts=Timeouts(episode_s=3600.0))

    def stages(self) -> Stages:
        """(c)/(d): `slots` agent slots; init and eval slots as given, else as many."""
        args = self.args
        return Stages.of(args.slots, args.init_slots or args.slots, args.eval_slots or args.slots)

    async def open_session(self, env: str, timeout_s: float) -> EnvSession:
        return SimulatedSweSession(self.profiles.take(), self.workload.observation)

    def group_timeout_s(self) -> float:
        """(e)'s deadline: `--group-timeout`, else four times an episode of median draws."""
        return self.args.group_timeout or 4 * self.workload.median_episode_s(LATENCY.decode_s_per_token,
                                                                             LATENCY.length_median)

    async def runner_mode(self, name: str, stages: Stages, meter: Meter, extra: int = 0,
                          group_timeout_s: float | None = None) -> Result:
        """Batches played by Rollgate's Runner in this process, over real Redis."""
        redis = aioredis.Redis.from_url(self.redis_url, decode_responses=True)
        settings = Settings(redis_url=self.redis_url, namespace=f"longtail-{name}", cancel_check_s=0.2,
                            heartbeat_s=5.0)
        store = JobStore(redis, Keys(settings.namespace), 3600.0)
        flags = CancelFlags(store, settings.cancel_check_s)
        deps = EpisodeDeps(self.pool, self.tokenizer, self.open_session, flags.is_cancelled, self.max_model_len,
                           stages=stages, is_cut=flags.is_cut, agent_for=lambda env: AGENT)
        versions = PolicyVersionWatch(redis, store.keys)
        runner = Runner(settings, store, deps, f"bench-{name}", flags, versions)
        stop = asyncio.Event()
        running = asyncio.create_task(runner.run(stop))
        result = Result(name)
        try:
            async with meter:
                for batch in range(self.args.batches):
                    await self._batch(store, self.spec(batch, extra, group_timeout_s), result)
            meter.fill(result)
        finally:
            stop.set()
            await running
            await redis.aclose()
        return result

    async def _batch(self, store: JobStore, spec: JobSpec, result: Result) -> None:
        job, _ = await store.create_job(spec)
        created = time.time()
        completed = store.keys.job(job.id).completed
        while await store.redis.zcard(completed) < len(spec.tasks):
            await asyncio.sleep(POLL_S)
        completed_at = dict(cast(list[tuple[str, float]], await store.redis.zrange(completed, 0, -1, withscores=True)))
        groups = await store.pull(job.id, len(spec.tasks), 0, 600.0)
        await store.ack(job.id, [g.id for g in groups])
        for group in groups:
            result.delivered += len(group.trajectories)
            result.cut += len(group.cut)
            result.groups_s.append(completed_at[group.id] - created)  # a deadline completes it after its last member
            result.latencies += [t.timings.queue_s + t.timings.total_s for t in group.trajectories]
            result.episodes += [episode_record(t, created) for t in group.trajectories]
        result.batches_s.append(max(result.groups_s[-len(groups):]))
        result.played += spec.group_size * len(spec.tasks) + spec.extra_samples * len(spec.tasks)

    async def lockstep(self, meter: Meter) -> Result:
        """(a): each batch in chunks of `slots` episodes, every chunk advancing one turn at a time."""
        result = Result("a lock-step")
        async with meter:
            for batch in range(self.args.batches):
                spec = self.spec(batch, 0)
                episodes = [(task, sample) for task in range(len(spec.tasks)) for sample in range(spec.group_size)]
                started = time.time()
                group_done: dict[int, float] = {}
                for at in range(0, len(episodes), self.args.slots):
                    chunk, waited = episodes[at:at + self.args.slots], time.time() - started
                    for (task, _sample), latency in zip(chunk, await self._chunk(spec, chunk), strict=True):
                        result.latencies.append(waited + latency)
                        group_done[task] = time.time() - started
                result.batches_s.append(time.time() - started)
                result.groups_s += list(group_done.values())
                result.delivered += len(episodes)
                result.played += len(episodes)
        return meter.fill(result)

    async def _chunk(self, spec: JobSpec, chunk: list[tuple[int, int]]) -> list[float]:
        started = time.monotonic()
        ids = [f"lockstep-{spec.tasks[task].id}-{sample}-{time.monotonic_ns()}" for task, sample in chunk]
        sessions = [await self.open_session(ENV, 60.0) for _ in chunk]
        resets = await asyncio.gather(*(s.reset({"id": spec.tasks[t].id}, 0, {}) for s, (t, _) in
                                        zip(sessions, chunk, strict=True)))
        conversations = [Conversation.start(self.tokenizer, AGENT.first_messages(r)) for r in resets]
        active = list(range(len(chunk)))
        turn = 0
        while active:
            completions = await asyncio.gather(*(self._generate(ids[i], conversations[i], spec) for i in active))
            for i, completion in zip(active, completions, strict=True):
                text = self.tokenizer.decode(completion.token_ids, skip_special_tokens=True)
                conversations[i].add_generated(completion.token_ids, completion.logprobs, text)
            steps = await asyncio.gather(*(sessions[i].step(AGENT.parse(c.text).text or "") for i, c in
                                           zip(active, completions, strict=True)))
            turn += 1
            for i, step in zip(active, steps, strict=True):
                conversations[i].add_message(AGENT.observation_message(step))
            active = [i for i, step in zip(active, steps, strict=True) if not step.done and turn < spec.max_turns]
        ended: list[float] = [0.0] * len(chunk)

        async def grade(i: int) -> None:
            await sessions[i].close()
            ended[i] = time.monotonic() - started

        await asyncio.gather(*(grade(i) for i in range(len(chunk))))
        for episode_id in ids:
            self.pool.release(episode_id)
        return ended

    async def _generate(self, episode_id: str, conversation: Conversation, spec: JobSpec) -> Any:
        budget = self.max_model_len - len(conversation.token_ids)
        return await self.pool.generate(episode_id, conversation.token_ids, turn_params(spec.sampling, AGENT, budget),
                                        spec.timeouts.generate_s)


MODES: dict[str, Callable[[Bench, Meter], Awaitable[Result]]] = {
    "a": lambda bench, meter: bench.lockstep(meter),
    "b": lambda bench, meter: bench.runner_mode("b naive async", Stages.single(bench.args.slots), meter),
    "c": lambda bench, meter: bench.runner_mode("c stage pools", bench.stages(), meter),
    "d": lambda bench, meter: bench.runner_mode(f"d stage pools + extra {bench.args.extra}", bench.stages(), meter,
                                                extra=bench.args.extra),
    "e": lambda bench, meter: bench.runner_mode(f"e stage pools + group deadline {bench.group_timeout_s():.1f} s",
                                                bench.stages(), meter, group_timeout_s=bench.group_timeout_s()),
}


def report(results: dict[str, Result], args: argparse.Namespace, workload: Workload) -> None:
    if args.llm == "vllm":
        print(f"LLM: a real vLLM CPU worker serving the embedded tiny model, one process; max_tokens {args.max_tokens} "
              f"a turn; LLM busy and sim late do not apply (0)")
    else:
        print("LLM: services/inference/simulator (a simulator, random tokens), one process:", asdict(LATENCY))
    print("env (declared, in-process):", asdict(workload) | {"observation": f"{len(workload.observation)} chars"})
    print(f"slots: agent {args.slots} in every mode; (c)/(d) init {args.init_slots or args.slots}, eval "
          f"{args.eval_slots or args.slots}; batch = {args.groups} groups x {args.group_size}, {args.batches} batches "
          f"per mode; seed {args.seed}")
    print(HEADER)
    for result in results.values():
        print(result.row())
    eps = {key: r.episodes_per_s for key, r in results.items()}
    if "c" in eps and "a" in eps:
        print(f"(c)/(a) episodes/s: {eps['c'] / eps['a']:.2f} (target >= 2.5)")
    if "c" in eps and "b" in eps:
        print(f"(c)/(b) episodes/s: {eps['c'] / eps['b']:.2f} (target >= 1.5)")
    for early in ("d", "e"):
        if early in results and "b" in results:
            cut = 1 - percentile(results[early].batches_s, 99) / percentile(results["b"].batches_s, 99)
            print(f"({early}) vs (b) p99 batch completion: cut by {cut:.0%} (target for (d) >= 50%)")
    print(f"load average at the end: {os.getloadavg()} (a shared machine: see bench/README.md)")


@contextmanager
def serving(args: argparse.Namespace, stack: LocalStack, home: Path) -> Iterator[tuple[str, str, int]]:
    """The LLM of the run, one process: (its URL, its tokenizer folder, its context length)."""
    if args.llm == "vllm":
        worker = stack.start_worker(max_model_len=VLLM_MAX_MODEL_LEN)
        yield worker.url, str(stack.model), VLLM_MAX_MODEL_LEN
        return
    config = SimulatorConfig(tokenizer=default_tokenizer(), max_model_len=MAX_MODEL_LEN, seed=args.seed,
                             latency=LATENCY, max_loras=0)
    with SimulatorProcess(config, free_port(), home / "simulator.log") as sim:
        yield sim.url, str(config.tokenizer), MAX_MODEL_LEN


async def main(args: argparse.Namespace) -> None:
    workload = Workload()
    home = Path(tempfile.mkdtemp(prefix="longtail-"))
    with LocalStack.embedded(home) as stack:
        stack.start_redis()
        with serving(args, stack, home) as (url, tokenizer_dir, max_model_len):
            pool = WorkerPool([url], retries=0)
            await pool.refresh()
            tokenizer = AutoTokenizer.from_pretrained(tokenizer_dir)
            bench = Bench(args, workload, Profiles(workload, args.seed), pool, tokenizer, stack.redis_url,
                          max_model_len)
            results: dict[str, Result] = {}
            async with httpx.AsyncClient() as http:
                for key in args.modes:
                    bench.profiles.rewind()
                    results[key] = await MODES[key](bench, Meter(http, url))
                    print(results[key].row(), flush=True)
            await pool.aclose()
    report(results, args, workload)
    if args.dump:
        Path(args.dump).write_text(json.dumps({key: asdict(result) for key, result in results.items()}))


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--slots", type=int, default=16, help="agent slots (and lock-step chunk size)")
    parser.add_argument("--init-slots", type=int, default=0, help="(c)/(d) init stage slots; 0: --slots")
    parser.add_argument("--eval-slots", type=int, default=0, help="(c)/(d) eval stage slots; 0: --slots")
    parser.add_argument("--groups", type=int, default=32)
    parser.add_argument("--group-size", type=int, default=8)
    parser.add_argument("--extra", type=int, default=2, help="(d) extra samples per group")
    parser.add_argument("--group-timeout", type=float, default=0.0,
                        help="(e) group_timeout_s; 0: four times an episode of median draws")
    parser.add_argument("--batches", type=int, default=1)
    parser.add_argument("--modes", default="abcde")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--llm", choices=("sim", "vllm"), default="sim",
                        help="the LLM simulator (declared latency), or a real vLLM CPU worker (the embedded model)")
    parser.add_argument("--max-tokens", type=int, default=1024,
                        help="a turn's max_tokens (the simulator's length model ends its turns well before)")
    parser.add_argument("--dump", default="", help="write every mode's result and delivered episodes to this JSON file")
    return parser.parse_args()


if __name__ == "__main__":
    asyncio.run(main(parse_args()))
