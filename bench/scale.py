"""The control plane at scale: 1, 2, 4 runner processes, 100 to 2,000 concurrent episodes, a large job.

A real stack (services/devstack.py): Redis, one gateway, runner processes, and one LLM simulator
(services/inference/simulator, a simulator: random tokens, declared latency) in place of vLLM.
Episodes are countdown's, played in the runner's process (`env_runtime` inprocess: an instant
env) for one turn: the simulator's random text is no valid action, so each episode is one
completion and ends truncated. What is measured is Rollgate's control plane: the queue, the
stream, the commit, the gateway's reads, the runner's loop.

- sweep: for each runner count and total concurrency (runners x `runner_concurrency`, stage pools
  off so each episode holds one slot), one job of max(`--slots-x` x concurrency, 1,000) episodes
  submitted through the gateway and waited for over its event stream. Reported: episodes/s
  (submit to job complete), Redis commands per episode (INFO commandstats deltas, the trainer's
  pulls and acks excluded: they run after the window), CPU seconds per episode of the gateway and
  of the runners (/proc/PID/stat deltas) and of the simulator.
- big job: `--big` episodes at 1,000 concurrent over the largest runner count, a trainer pulling
  and acking groups as they complete; RSS of the gateway and runners sampled while at least
  10,000 episodes are queued and at least 900 run (the peak is reported), and at the end.
- `redis-benchmark`'s own limit (SET/GET/INCR, 50 clients, no pipelining), measured in the same
  run against the same Redis, and expressed in episodes/s by the measured commands per episode.
- `--soak S`: 1,000 concurrent episodes for S seconds (jobs submitted back to back); RSS growth
  of the gateway and runners from the first minute to the end.

    python bench/scale.py [--runners 1,2,4] [--concurrency 100,500,2000] [--big 100000] [--soak 600]
"""

from __future__ import annotations

import argparse
import collections
import csv
import io
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import redis
from rollgate import Client

from services.common.process import ServiceProcess
from services.devstack import LocalStack
from services.inference.simulator.loadtest import cpu_s

SIMULATOR = {"decode_s_per_token": 0.005, "prefill_s_per_token": 1e-6, "batch_slowdown": 0.0,
             "max_concurrent": 4096, "length_median": 8, "length_sigma": 0.0}
JOB = {"env": "countdown", "group_size": 4, "max_turns": 1, "sampling": {"max_tokens": 16}}
RUNNER = {"env_runtime": "inprocess", "allow_unsandboxed": True, "runner_stage_pools": False,
          "heartbeat_s": 10.0, "cancel_check_s": 1.0}
QUEUED_MARK, RUNNING_MARK = 10_000, 900


def rss_mib(pid: int | None) -> float:
    if pid is None:
        return 0.0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def pid_of(process: ServiceProcess) -> int:
    assert process.process is not None
    return process.process.pid


def redis_calls(client: redis.Redis) -> collections.Counter[str]:
    """Commands Redis executed so far, by command (commands run by scripts included)."""
    stats = client.info("commandstats")
    return collections.Counter({name.removeprefix("cmdstat_"): int(value["calls"]) for name, value in stats.items()})


def redis_benchmark(port: int, requests: int) -> dict[str, float]:
    """redis-benchmark's requests/s per command against the stack's Redis."""
    done = subprocess.run(["redis-benchmark", "-h", "127.0.0.1", "-p", str(port), "-n", str(requests), "-c", "50",
                           "-t", "set,get,incr", "--csv"], capture_output=True, text=True, timeout=300, check=True)
    rows = list(csv.reader(io.StringIO(done.stdout)))
    return {row[0]: float(row[1]) for row in rows[1:] if len(row) > 1}


class Profile:
    """py-spy sampling one runner process for a step (`--profile DIR`): its stacks in DIR, and the
    functions holding the most samples (inclusive) printed after the step."""

    def __init__(self, folder: Path | None, pid: int, name: str) -> None:
        self.out = folder / f"{name}.txt" if folder else None
        self.process = None
        spy = shutil.which("py-spy", path=f"{Path(sys.executable).parent}:{os.environ.get('PATH', '')}")
        if self.out is not None and spy:
            self.process = subprocess.Popen([spy, "record", "--pid", str(pid), "--rate", "200", "--nonblocking",
                                             "--format", "raw", "-o", str(self.out)],
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def stop(self, top: int = 25) -> str:
        if self.process is None or self.out is None:
            return ""
        self.process.send_signal(signal.SIGINT)
        self.process.wait(timeout=60)
        return f"py-spy, {self.out.name}:\n{top_functions(self.out, top)}"


def top_functions(path: Path, top: int) -> str:
    """The functions in the most samples of a py-spy raw (collapsed) profile, inclusive and self."""
    inclusive: collections.Counter[str] = collections.Counter()
    own: collections.Counter[str] = collections.Counter()
    total = 0
    for line in path.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        frames = [frame.split(" (")[0] + " " + frame.rsplit("/", 1)[-1].split(":")[0].rstrip(")")
                  for frame in stack.split(";")[1:]]
        total += int(count)
        for frame in set(frames):
            inclusive[frame] += int(count)
        if frames:
            own[frames[-1]] += int(count)
    rows = [f"  {n / total:6.1%} incl {own[name] / total:6.1%} self  {name}" for name, n in inclusive.most_common(top)]
    return f"  {total} samples\n" + "\n".join(rows)


def tasks(count: int) -> list[str]:
    return [f"train-{i:06d}" for i in range(count)]


@dataclass
class Row:
    runners: int
    concurrency: int
    episodes: int
    wall_s: float
    commands: int
    gateway_cpu_s: float
    runner_cpu_s: float
    simulator_cpu_s: float
    load: float
    statuses: dict[str, int] = field(default_factory=dict)
    by_command: collections.Counter[str] = field(default_factory=collections.Counter)

    @property
    def per_s(self) -> float:
        return self.episodes / self.wall_s

    def line(self) -> str:
        ms = 1000 / max(self.episodes, 1)
        return (f"| {self.runners} | {self.concurrency} | {self.episodes} | {self.per_s:.0f} | "
                f"{self.commands / self.episodes:.1f} | {self.gateway_cpu_s * ms:.2f} | {self.runner_cpu_s * ms:.2f} | "
                f"{self.simulator_cpu_s * ms:.2f} | {self.wall_s:.1f} | {self.load:.1f} | {statuses(self.statuses)} |")


HEADER = ("| runners | concurrent | episodes | episodes/s | Redis cmds/episode | gateway CPU ms/episode | "
          "runners CPU ms/episode | simulator CPU ms/episode | wall s | load avg | episodes ended |\n"
          "|---|---|---|---|---|---|---|---|---|---|---|")


def statuses(counts: dict[str, int]) -> str:
    return ", ".join(f"{status} {n}" for status, n in sorted(counts.items()) if n)


@dataclass
class Scale:
    stack: LocalStack
    client: Client
    redis: redis.Redis
    gateway: ServiceProcess
    simulator_pid: int
    profile: Path | None = None
    runner_settings: dict[str, object] = field(default_factory=lambda: dict(RUNNER))

    def runners(self, count: int, concurrency: int) -> list[ServiceProcess]:
        names = [f"runner-{count}x{concurrency}-{i}" for i in range(count)]
        return self.stack.start_runners(names, runner_concurrency=concurrency // count, **self.runner_settings)

    def stop(self, runners: list[ServiceProcess]) -> None:
        for runner in runners:
            runner.stop()
            self.stack.processes.remove(runner)

    def cpu(self, runners: list[ServiceProcess]) -> tuple[float, float, float]:
        return (cpu_s(pid_of(self.gateway)), sum(cpu_s(pid_of(r)) for r in runners), cpu_s(self.simulator_pid))

    def measure(self, count: int, concurrency: int, episodes: int) -> Row:
        runners = self.runners(count, concurrency)
        profile = Profile(self.profile, pid_of(runners[0]), f"runner-{count}x{concurrency}")
        try:
            cpu_before, calls_before = self.cpu(runners), redis_calls(self.redis)
            started = time.monotonic()
            job = self.client.submit(tasks=tasks(episodes // JOB["group_size"]), **JOB)
            ended = self.client.wait(job.id, timeout=3600).counts
            wall = time.monotonic() - started
            cpu_after, calls_after = self.cpu(runners), redis_calls(self.redis)
        finally:
            if summary := profile.stop():
                print(summary, flush=True)
            self.stop(runners)
        self.drain(job.id)
        deltas = [after - before for before, after in zip(cpu_before, cpu_after, strict=True)]
        by_command = calls_after - calls_before
        return Row(count, concurrency, episodes, wall, sum(by_command.values()), *deltas, os.getloadavg()[0],
                   dict(ended), by_command)

    def drain(self, job_id: str) -> int:
        """Pull and ack every complete group (the trainer); returns how many."""
        total = 0
        while groups := self.client.pull(job_id, max_groups=500, visibility_timeout_s=600):
            total += self.client.ack(job_id, groups)
        return total

    def big(self, count: int, episodes: int, limit_s: float) -> tuple[str, Row]:
        """The big job; past `limit_s` (0: none) it is cancelled and the rate is of what finished.
        Memory: RSS of the gateway and the runners idle (started, nothing submitted) and at the
        mark; what the runners grew by, per running episode."""
        runners = self.runners(count, 1000)
        pids = [pid_of(self.gateway), *map(pid_of, runners)]
        idle = [rss_mib(pid) for pid in pids]
        peak, at, acked, split, per_episode = 0.0, "", 0, [0.0], 0.0
        try:
            cpu_before, calls_before = self.cpu(runners), redis_calls(self.redis)
            started = time.monotonic()
            job = self.client.submit(tasks=tasks(episodes // JOB["group_size"]), **JOB)
            while (state := self.client.get_job(job.id)).state.value not in ("completed", "cancelled"):
                if limit_s and time.monotonic() - started > limit_s:
                    self.client.cancel(job.id)
                queued, running = state.counts.get("queued", 0), state.counts.get("running", 0)
                if queued >= QUEUED_MARK and running >= RUNNING_MARK:
                    now = [rss_mib(pid) for pid in pids]
                    if sum(now) > peak:
                        peak, at, split = sum(now), f"{queued} queued / {running} running", now
                        per_episode = (sum(now[1:]) - sum(idle[1:])) / running
                acked += self.drain(job.id)
                time.sleep(1.0)  # the trainer's polling interval
            wall = time.monotonic() - started
            finished = sum(n for status, n in state.counts.items() if status not in ("queued", "running", "cancelled"))
            acked += self.drain(job.id)
            cpu_after, calls_after = self.cpu(runners), redis_calls(self.redis)
            end_split = [rss_mib(pid) for pid in pids]
        finally:
            self.stop(runners)
        row = Row(count, 1000, finished, wall, sum((calls_after - calls_before).values()),
                  *[after - before for before, after in zip(cpu_before, cpu_after, strict=True)], os.getloadavg()[0],
                  dict(state.counts), calls_after - calls_before)
        return (f"{HEADER}\n{row.line()}\n(big job of {episodes}: {finished} played before it ended; trainer pulls "
                f"and acks included: {acked} groups acked)\n"
                f"RSS gateway + {count} runners: idle {sum(idle):.0f} MiB (gateway {idle[0]:.0f}, runners "
                f"{', '.join(f'{m:.0f}' for m in idle[1:])}); peak {peak:.0f} MiB at {at or 'never reached the mark'} "
                f"(gateway {split[0]:.0f}, runners {', '.join(f'{m:.0f}' for m in split[1:])}; the runners grew by "
                f"{per_episode * 1024:.0f} KiB per running episode); {sum(end_split):.0f} MiB at the end (gateway "
                f"{end_split[0]:.0f}, runners {', '.join(f'{m:.0f}' for m in end_split[1:])})"), row

    def soak(self, count: int, seconds: float) -> str:
        runners = self.runners(count, 1000)
        pids = [pid_of(self.gateway), *map(pid_of, runners)]
        first, done, started, split = 0.0, 0, time.monotonic(), [0.0]
        try:
            while time.monotonic() - started < seconds:
                job = self.client.submit(tasks=tasks(1000), **JOB)
                self.client.wait(job.id, timeout=600)
                self.drain(job.id)
                done += 4000
                if not first and time.monotonic() - started > 60:
                    split = [rss_mib(pid) for pid in pids]
                    first = sum(split)
                print(f"  {time.monotonic() - started:.0f} s, {done} episodes: RSS gateway, runners (MiB): "
                      f"{', '.join(f'{rss_mib(pid):.0f}' for pid in pids)}", flush=True)
            last = sum(rss_mib(pid) for pid in pids)
        finally:
            self.stop(runners)
        growth = (last / first - 1) if first else float("nan")
        return (f"soak: {done} episodes in {time.monotonic() - started:.0f} s at 1,000 concurrent; RSS gateway + "
                f"{count} runners {first:.0f} MiB after the first minute, {last:.0f} MiB at the end ({growth:+.1%})")


def main(args: argparse.Namespace) -> None:
    home = Path(tempfile.mkdtemp(prefix="scale-"))
    with LocalStack.embedded(home) as stack:
        stack.start_redis()
        simulator = stack.start_simulators(1, **SIMULATOR)[0]
        gateway = stack.start_gateway()
        port = int(stack.redis_url.rsplit(":", 1)[1].split("/")[0])
        with Client(stack.gateway_url, token=stack.token, timeout=60) as client, \
                redis.Redis.from_url(stack.redis_url, decode_responses=True) as client_redis:
            assert simulator.pid is not None
            settings = {**RUNNER, "env_runtime": args.env_runtime,
                        "allow_unsandboxed": args.env_runtime in ("inprocess", "process")}
            scale = Scale(stack, client, client_redis, gateway, simulator.pid, args.profile, settings)
            print("LLM: one LLM simulator process (random tokens, declared latency):", SIMULATOR)
            print("job:", JOB, "runner:", settings)
            limit = redis_benchmark(port, args.bench_requests)  # first, on an idle Redis
            print(f"redis-benchmark (-c 50, no pipelining): {limit} requests/s")
            rows = []
            if args.sweep:
                print(HEADER)
            for count in args.runners if args.sweep else []:
                for concurrency in args.concurrency:
                    rows.append(scale.measure(count, concurrency, max(args.slots_x * concurrency, 1000)))
                    print(rows[-1].line(), flush=True)
            if args.big:
                text, row = scale.big(max(args.runners), args.big, args.big_s)
                print(text, flush=True)
                rows = rows or [row]
            if rows:
                print(redis_share(limit, rows), flush=True)
            if args.soak:
                print(scale.soak(max(args.runners), args.soak), flush=True)
    print(f"load average at the end: {os.getloadavg()} (a shared machine: see bench/README.md)")


def redis_share(limit: dict[str, float], rows: list[Row]) -> str:
    """The control plane's best rate against Redis' limit expressed in episodes/s."""
    episodes = sum(r.episodes for r in rows)
    per_episode = sum(r.commands for r in rows) / episodes
    slowest, best = min(limit.values()), max(r.per_s for r in rows)
    by_command = sum((r.by_command for r in rows), collections.Counter[str]())
    top = ", ".join(f"{name} {n / episodes:.1f}" for name, n in by_command.most_common(12))
    return (f"at {per_episode:.1f} Redis commands per episode, redis-benchmark's slowest command gives "
            f"{slowest / per_episode:.0f} episodes/s; best control-plane rate: {best:.0f} episodes/s "
            f"({best / (slowest / per_episode):.0%} of it)" + (f"\nper episode, by command: {top}" if top else ""))


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ints = lambda text: [int(part) for part in text.split(",")]  # noqa: E731
    parser.add_argument("--runners", type=ints, default=[1, 2, 4])
    parser.add_argument("--concurrency", type=ints, default=[100, 500, 2000])
    parser.add_argument("--slots-x", type=int, default=3, help="episodes per slot in each sweep job")
    parser.add_argument("--sweep", action=argparse.BooleanOptionalAction, default=True,
                        help="the sweep over --runners x --concurrency (--no-sweep: the big job or soak alone)")
    parser.add_argument("--env-runtime", default="inprocess", choices=["inprocess", "process", "bubblewrap"],
                        help="the runners' env_runtime (bubblewrap: a sandbox per episode)")
    parser.add_argument("--big", type=int, default=100_000, help="episodes of the big job (0: none)")
    parser.add_argument("--big-s", type=float, default=0.0, help="cancel the big job after this long (0: never)")
    parser.add_argument("--soak", type=float, default=0.0, help="seconds of soak at 1,000 concurrent (0: none)")
    parser.add_argument("--bench-requests", type=int, default=200_000)
    parser.add_argument("--profile", type=Path, default=None,
                        help="folder for py-spy profiles of the first runner of each sweep step (py-spy installed)")
    return parser.parse_args()


if __name__ == "__main__":
    main(parse_args())
