"""Sandbox start-up: cold starts and warm-pool acquires, per backend, in one run.

- sandbox start: `Sandbox.start` of a shell that answers ready at once, then waits: the
  sandbox alone (rlimits, its cgroups created and joined, seccomp, the backend's namespaces
  or container, the pipes and the ready line), without Python.
- env server start ("cold"): `Sandbox.start` of the countdown env server until it answered
  ready (the sandbox, the Python start-up and the server's imports), as the runner does
  without a pool. "cold CPU" is the CPU time (user + system) the sandbox's processes used
  from start to stop, which, unlike wall time, other load on the host hardly changes.
- forked: the same env server start, forked from a fork server (`sandboxes.host.forking`), the
  way the pools start bubblewrap sandboxes: new namespaces, mounts, cgroups and env instance,
  but no Python start-up nor imports. There is no "sandbox alone" for it (the fork server
  only serves its env). Its CPU is the sandbox's processes' (read just before the stop) and
  the fork server's own over the start.
- warm acquire: `SandboxPool.acquire` with an idle sandbox ready (before each acquire the
  pool is given time to refill; that wait is not timed), as the runner does with its pools.

Each sandbox is stopped after its start; stopping is not timed, nor the idle 0.1 s before
each start (see IDLE_BEFORE_START_S).
Kinds: bubblewrap, forked (bubblewrap), runsc (when installed), docker (when a Docker API
engine answers at DOCKER_HOST, e.g. `podman system service`) and process (no isolation: the
floor, Python alone).
The table gives p50/p99 of each per kind, and the ratio of each kind's p50s to bubblewrap's.
docker's "cold CPU" is its supervisor's only: the container's processes are the engine's
children, not the benchmark's.
A breakdown of the env server's start in bubblewrap (the sandbox with /bin/true, then with a
bare `python -S`, then one importing `json`, the least any JSON-lines server imports, then
the whole server with its env) shows what dominates. Targets: warm acquire p50 < 1 ms, cold
bubblewrap start p50 < 20 ms: the env server's, forked, as the pools start them (bubblewrap's
sandbox alone is printed beside it). The load average is printed: other work on the host
slows every start.

    python bench/sandbox.py [--starts 50] [--acquires 200] [--kinds bubblewrap,forked,runsc,docker,process]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import statistics
import subprocess
import sys
import time

import psutil

from sandboxes.host.config import SandboxConfig, default_docker_host
from sandboxes.host.forking import ForkServer
from sandboxes.host.pool import SandboxPool
from sandboxes.host.runtime import precompile_package, server_argv
from sandboxes.host.runtime.bubblewrap import sandbox_argv
from sandboxes.host.runtime.docker import engine_available
from sandboxes.host.runtime.gvisor import runsc_available
from sandboxes.host.sandbox import Sandbox

ENV = "countdown"
READY_SHELL = ["/bin/sh", "-c", "echo '{\"id\":0,\"result\":{\"ready\":true}}'; exec cat >/dev/null"]
"""A first process that announces itself ready at once, then holds the sandbox until stopped."""
FORKED = "forked"
TARGETS_MS = {("forked", "cold"): 20.0, ("bubblewrap", "warm"): 1.0}
IDLE_BEFORE_START_S = 0.1
"""Untimed idle before each cold start, so none profits from the one before: a cgroup move
right after another skips the RCU grace period a lone one waits for (about 10 ms)."""


def percentiles(seconds: list[float]) -> tuple[float, float]:
    """(p50, p99) in milliseconds."""
    cuts = statistics.quantiles(seconds, n=100, method="inclusive")
    return statistics.median(seconds) * 1e3, cuts[98] * 1e3


def config_of(kind: str) -> SandboxConfig:
    return SandboxConfig(backend="bubblewrap" if kind == FORKED else kind, fork_server=kind == FORKED,
                         allow_unsandboxed=True)


async def cold_starts(kind: str, count: int, command: list[str] | None = None) -> tuple[list[float], list[float]]:
    """(wall seconds to ready, CPU seconds of the sandbox's processes) of `count` starts of the
    env server, or of `command`."""
    if kind == FORKED:
        return await forked_starts(count)
    config = config_of(kind)
    timings, cpu = [], []
    for _ in range(count):
        await asyncio.sleep(IDLE_BEFORE_START_S)
        before = _children_cpu()
        started = time.perf_counter()
        sandbox = await Sandbox.start(ENV, config, timeout_s=60, command=command)
        timings.append(time.perf_counter() - started)
        await sandbox.stop()
        cpu.append(_children_cpu() - before)
    return timings, cpu


async def forked_starts(count: int) -> tuple[list[float], list[float]]:
    """As `cold_starts`, forked from one fork server (started, and its first fork made, untimed)."""
    config = config_of(FORKED)
    forks = ForkServer(ENV, config)
    timings, cpu = [], []
    try:
        await (await Sandbox.start(ENV, config, timeout_s=60, forks=forks)).stop()
        assert forks._process is not None
        template = psutil.Process(forks._process.pid).children()[0]
        for _ in range(count):
            await asyncio.sleep(IDLE_BEFORE_START_S)
            before = _cpu(template)
            started = time.perf_counter()
            sandbox = await Sandbox.start(ENV, config, timeout_s=60, forks=forks)
            timings.append(time.perf_counter() - started)
            supervisor = psutil.Process(sandbox.server.pid)
            used = sum(_cpu(process) for process in [supervisor, *supervisor.children(recursive=True)])
            await sandbox.stop()
            cpu.append(used + _cpu(template) - before)
    finally:
        await forks.close()
    return timings, cpu


def _cpu(process: psutil.Process) -> float:
    times = process.cpu_times()
    return times.user + times.system + times.children_user + times.children_system


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


async def warm_acquires(kind: str, count: int) -> list[float]:
    pool = SandboxPool(ENV, config_of(kind), min_idle=2, max_size=4)
    pool.warm_up()
    timings = []
    try:
        for _ in range(count):
            while pool.idle < 1:
                await asyncio.sleep(0.001)
            started = time.perf_counter()
            sandbox = await pool.acquire(60)
            timings.append(time.perf_counter() - started)
            await pool.release(sandbox)
    finally:
        await pool.drain()
    return timings


def breakdown(count: int) -> dict[str, float]:
    """p50 ms of bubblewrap running /bin/true, a bare `python -S`, one importing json, and the
    env server's imports."""
    commands = {
        "bwrap + /bin/true": sandbox_argv(["/bin/true"]),
        "bwrap + python -S -c pass": sandbox_argv([sys.executable, "-S", "-c", "pass"]),
        "bwrap + python -S, import json": sandbox_argv([sys.executable, "-S", "-c", "import json"]),
        "bwrap + python -S, server imports": sandbox_argv(
            [*server_argv(ENV)[:2], "-c", f"from sandboxes.inside import server; server.get_env_class({ENV!r})"]),
    }
    result = {}
    for name, argv in commands.items():
        timings = []
        for _ in range(count):
            started = time.perf_counter()
            subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
            timings.append(time.perf_counter() - started)
        result[name] = statistics.median(timings) * 1e3
    return result


async def measure(kinds: list[str], starts: int, acquires: int) -> dict[str, dict[str, tuple[float, float]]]:
    results = {}
    for kind in kinds:
        _say(f"{kind}: {starts} sandbox starts, {starts} env server starts, {acquires} warm acquires")
        await cold_starts(kind, 3)  # warm the page cache
        sandbox = None if kind == FORKED else percentiles((await cold_starts(kind, starts, READY_SHELL))[0])
        cold, cpu = await cold_starts(kind, starts)
        warm = await warm_acquires(kind, acquires)
        results[kind] = {"cold": percentiles(cold), "cpu": percentiles(cpu), "warm": percentiles(warm)}
        if sandbox is not None:
            results[kind]["sandbox"] = sandbox
    return results


def report(results: dict[str, dict[str, tuple[float, float]]], parts: dict[str, float]) -> None:
    base = results["bubblewrap"]
    print(f"\nsandbox start-up, env {ENV}, load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs\n")
    print("| kind | sandbox p50 ms | sandbox p99 ms | cold p50 ms | cold p99 ms | cold CPU p50 ms | warm p50 ms "
          "| warm p99 ms | sandbox vs bwrap | cold vs bwrap | warm vs bwrap |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for kind, row in results.items():
        (cold50, cold99), (warm50, warm99) = row["cold"], row["warm"]
        box50, box99 = row.get("sandbox", (0.0, 0.0))
        box = f"{box50:.1f} | {box99:.1f}" if "sandbox" in row else "- | -"
        box_ratio = f"{box50 / base['sandbox'][0]:.2f}x" if "sandbox" in row else "-"
        print(f"| {kind} | {box} | {cold50:.1f} | {cold99:.1f} | {row['cpu'][0]:.1f} | {warm50:.3f} | "
              f"{warm99:.3f} | {box_ratio} | {cold50 / base['cold'][0]:.2f}x | {warm50 / base['warm'][0]:.2f}x |")
    print("\nbubblewrap env server start (cold), p50 of its parts:")
    for name, milliseconds in parts.items():
        print(f"  {name:36s} {milliseconds:6.1f} ms")
    for (kind, column), target in TARGETS_MS.items():
        if kind in results:
            value = results[kind][column][0]
            verdict = "met" if value < target else "MISSED"
            print(f"target {column} p50 < {target:g} ms ({kind}): {value:.3f} ms, {verdict}")


def _say(message: str) -> None:
    print(f"[bench] {message}", file=sys.stderr, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--starts", type=int, default=50)
    parser.add_argument("--acquires", type=int, default=200)
    default = ["bubblewrap", FORKED, *(["runsc"] if runsc_available() else []),
               *(["docker"] if engine_available(default_docker_host()) else []), "process"]
    parser.add_argument("--kinds", default=",".join(default))
    args = parser.parse_args()
    kinds = args.kinds.split(",")
    if "bubblewrap" not in kinds:
        parser.error("the ratios need bubblewrap among the kinds")
    precompile_package()
    results = asyncio.run(measure(kinds, args.starts, args.acquires))
    report(results, breakdown(args.starts))


if __name__ == "__main__":
    main()
