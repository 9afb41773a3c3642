"""Environment speed: reset and step latency, and steps per second on one core, per env.

Each env plays `--episodes` tasks of its first split with its scripted golden actions (the
`golden_actions(task_id)` of its package: ALFWorld's walkthrough, WebShop's shopper, the SWE
gold patch then submit, a search then the right answer), twice:

- inprocess: the env object driven directly in this process, its data loaded once for all
  episodes (the engine alone, the baseline);
- process: one env server per episode as a plain process (no isolation), started and warmed
  up (`Environment.warm_up`) before the clock runs, as a warm pool hands it out;
- bubblewrap: the same in a bubblewrap sandbox, as the runner plays it.

The table gives reset and step p50/p99 in milliseconds and steps/s (steps over the time spent
in reset and step), and the ratio of each runtime's steps/s to the bare engine's: process
shows what the protocol and a fresh process cost, bubblewrap adds the sandbox. (search has no
process row: a plain process cannot have the retriever's socket bound in.) The process
is pinned to one core. Two more tables for the envs with costs of their own: SWE grading time
per instance (apply, test, grade), and the search retriever's latency and queries/s over its
Unix socket against the same BM25 queries asked in-process.

    python bench/envs.py [--envs alfworld,webshop,swe,search] [--episodes 20] [--queries 500]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib
import os
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sandboxes.host.answer_keys import agent_config
from sandboxes.host.config import SandboxConfig
from sandboxes.host.sandbox import Sandbox
from sandboxes.host.session import SubprocessSession
from sandboxes.registry import get_env_class, make_env

ENVS = ("alfworld", "webshop", "swe", "search")
GOLDEN = {
    "alfworld": "sandboxes.inside.envs.alfworld",
    "webshop": "sandboxes.inside.envs.webshop.golden",
    "swe": "sandboxes.inside.envs.swe",
    "search": "sandboxes.inside.envs.search",
}
"""Where each env's `golden_actions(task_id)` lives."""
TIMEOUT_S = 120.0


@dataclass
class Timings:
    resets: list[float] = field(default_factory=list)
    steps: list[float] = field(default_factory=list)

    @property
    def steps_per_s(self) -> float:
        return len(self.steps) / (sum(self.resets) + sum(self.steps))


def percentiles(seconds: list[float]) -> tuple[float, float]:
    """(p50, p99) in milliseconds."""
    if len(seconds) == 1:
        return seconds[0] * 1e3, seconds[0] * 1e3
    cuts = statistics.quantiles(seconds, n=100, method="inclusive")
    return statistics.median(seconds) * 1e3, cuts[98] * 1e3


def tasks(env: str, count: int) -> list[str]:
    env_class = get_env_class(env)
    split, size = sorted(env_class.splits().items())[0]
    return [env_class.task_id(split, index) for index in range(min(count, size))]


def golden(env: str) -> Callable[[str], list[str]]:
    actions: Callable[[str], list[str]] = importlib.import_module(GOLDEN[env]).golden_actions
    return actions


def play_inprocess(env: str, task_ids: list[str]) -> Timings:
    timings, actions_of = Timings(), golden(env)
    for task_id in task_ids:
        actions = actions_of(task_id)
        instance = make_env(env)
        try:
            started = time.perf_counter()
            instance.reset({"id": task_id}, 0, {})
            timings.resets.append(time.perf_counter() - started)
            for action in actions:
                started = time.perf_counter()
                result = instance.step(action)
                timings.steps.append(time.perf_counter() - started)
                if result.done:
                    break
        finally:
            instance.close()
    return timings


async def play_sandboxed(env: str, task_ids: list[str], config: SandboxConfig) -> Timings:
    timings, actions_of = Timings(), golden(env)
    for task_id in task_ids:
        actions = actions_of(task_id)
        sandbox = await Sandbox.start(env, agent_config(env, config), timeout_s=TIMEOUT_S)
        session = SubprocessSession(sandbox, timeout_s=TIMEOUT_S)
        try:
            started = time.perf_counter()
            await session.reset({"id": task_id}, 0, {})
            timings.resets.append(time.perf_counter() - started)
            for action in actions:
                started = time.perf_counter()
                result = await session.step(action)
                timings.steps.append(time.perf_counter() - started)
                if result.done:
                    break
        finally:
            await session.close()
    return timings


def grading_times(count: int) -> list[tuple[str, float, bool]]:
    """(instance id, seconds, resolved) of grading each shipped instance's gold patch."""
    swe = importlib.import_module("sandboxes.inside.envs.swe")
    results = []
    for task_id in tasks("swe", count):
        started = time.perf_counter()
        report = swe.grade_gold(task_id)
        results.append((task_id, time.perf_counter() - started, bool(report["resolved"])))
    return results


def retrieval_latency(queries: int) -> dict[str, Any]:
    """Latencies of `queries` single queries through the retriever's Unix socket and in-process."""
    from services.retriever.latency import bench_retrieval

    with tempfile.TemporaryDirectory() as home:
        return dict(bench_retrieval(Path(home) / "retriever.sock", queries))


def report_envs(results: dict[str, dict[str, Timings]]) -> None:
    print(f"\n{'env':<10} {'runtime':<11} {'reset p50':>10} {'reset p99':>10} {'step p50':>9} {'step p99':>9} "
          f"{'steps/s':>9} {'vs bare':>8}")
    for env, by_runtime in results.items():
        bare = by_runtime["inprocess"].steps_per_s
        for runtime, timings in by_runtime.items():
            reset50, reset99 = percentiles(timings.resets)
            step50, step99 = percentiles(timings.steps)
            print(f"{env:<10} {runtime:<11} {reset50:>10.2f} {reset99:>10.2f} {step50:>9.2f} {step99:>9.2f} "
                  f"{timings.steps_per_s:>9.1f} {timings.steps_per_s / bare:>7.2f}x")


def report_grading(results: list[tuple[str, float, bool]]) -> None:
    seconds = [elapsed for _, elapsed, _ in results]
    p50, p99 = percentiles(seconds)
    resolved = sum(ok for _, _, ok in results)
    print(f"\nSWE grading of the gold patches: {len(results)} instances, {resolved} resolved, "
          f"p50 {p50 / 1e3:.2f} s, p99 {p99 / 1e3:.2f} s, total {sum(seconds):.1f} s")


def report_retrieval(result: dict[str, Any]) -> None:
    print(f"\n{'retrieval':<22} {'p50 ms':>8} {'p99 ms':>8} {'queries/s':>10}")
    for name in ("in-process", "unix socket"):
        p50, p99 = percentiles(result[name])
        print(f"{name:<22} {p50:>8.2f} {p99:>8.2f} {len(result[name]) / sum(result[name]):>10.1f}")
    ratio = statistics.median(result["unix socket"]) / statistics.median(result["in-process"])
    print(f"server / in-process p50 latency: {ratio:.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--envs", default=",".join(ENVS))
    parser.add_argument("--episodes", type=int, default=20)
    parser.add_argument("--queries", type=int, default=500)
    args = parser.parse_args()
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    envs = [env for env in args.envs.split(",") if env]
    print(f"one core; load average {os.getloadavg()[0]:.2f}; {args.episodes} episodes per env")
    results: dict[str, dict[str, Timings]] = {}
    with tempfile.TemporaryDirectory() as home, retriever(Path(home), "search" in envs) as sockets:
        for env in envs:
            task_ids = tasks(env, args.episodes)
            results[env] = {"inprocess": play_inprocess(env, task_ids)}
            for backend in ("process", "bubblewrap") if env != "search" else ("bubblewrap",):
                config = SandboxConfig(backend=backend, unix_sockets=sockets, allow_unsandboxed=True)
                results[env][backend] = asyncio.run(play_sandboxed(env, task_ids, config))
    report_envs(results)
    if "swe" in envs:
        report_grading(grading_times(args.episodes))
    if "search" in envs:
        report_retrieval(retrieval_latency(args.queries))


@contextlib.contextmanager
def retriever(home: Path, wanted: bool) -> Iterator[tuple[tuple[str, str], ...]]:
    """The search env's retrieval server while the envs play (when `wanted`): its socket is
    named to in-process envs by variable and bound into sandboxes; yields the sandbox binds."""
    if not wanted:
        yield ()
        return
    from sandboxes.inside.envs.search.retrieval import DEFAULT_SOCKET, SOCKET_VARIABLE
    from services.retriever.launch import retriever_process

    socket_path = home / "retriever.sock"
    server = retriever_process(socket_path, home / "retriever.log").start()
    os.environ[SOCKET_VARIABLE] = str(socket_path)
    try:
        yield ((str(socket_path), DEFAULT_SOCKET),)
    finally:
        del os.environ[SOCKET_VARIABLE]
        server.stop()


if __name__ == "__main__":
    main()
