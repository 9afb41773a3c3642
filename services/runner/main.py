"""Entry point of a runner process: `python -m services.runner.main`."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import socket

import redis.asyncio as aioredis
from prometheus_client import start_http_server

from sandboxes.host import metrics as sandbox_metrics
from sandboxes.host.answer_keys import agent_binds, agent_data_dirs
from sandboxes.host.config import ENV_UNIX_SOCKETS, SandboxConfig, given_data_dirs
from sandboxes.host.limits import SandboxLimits
from sandboxes.host.pool import SandboxPools
from sandboxes.host.session import open_session
from services.common import redisconn
from services.common.keys import Keys
from services.common.settings import Settings, load_settings
from services.common.store import JobStore
from services.common.tokenizer import load_tokenizer
from services.common.workers import WorkerRegistry
from services.inference.pool import WorkerPool
from services.runner import metrics
from services.runner.consumer import CancelFlags, Runner
from services.runner.episode import EpisodeDeps, wait_for_closing
from services.runner.policy_watch import PolicyVersionWatch
from services.runner.replies import ReplyReader
from services.runner.stages import Stages

log = logging.getLogger("rollgate.runner")


def sandbox_pools(settings: Settings) -> SandboxPools:
    """The runner's warm sandbox pools, one per env (unused by the in-process runtime). An env
    with an answer key on this side gets its agent view as data (`answer_keys.agent_data_dirs`)."""
    dirs = agent_data_dirs(given_data_dirs(settings.sandbox_data))
    config = SandboxConfig(backend=settings.env_runtime, limits=SandboxLimits.with_overrides(settings.sandbox_limits),
                           unix_sockets=sandbox_sockets(settings), data_dirs=tuple(dirs.items()),
                           ro_binds=agent_binds(dirs),  # read-only: e.g. SWE instances' Python environments
                           cgroup_parent=settings.sandbox_cgroup_parent, allow_unsandboxed=settings.allow_unsandboxed,
                           fork_server=settings.sandbox_fork_server, require_limits=settings.sandbox_require_limits)
    # Room for every episode a runner holds plus the idle ones: at full load an episode never waits for room.
    held = Stages.configured(settings).capacity
    max_size = max(settings.sandbox_pool_max_size, held + settings.sandbox_pool_min_idle)
    return SandboxPools(config, min_idle=settings.sandbox_pool_min_idle, max_size=max_size,
                        start_timeout_s=settings.sandbox_start_timeout_s)


def sandbox_sockets(settings: Settings) -> tuple[tuple[str, str], ...]:
    """The settings' (host, sandbox path) Unix sockets. Each is bound only into the sandboxes
    of the envs that use a socket at its sandbox path (ENV_UNIX_SOCKETS, see
    `SandboxConfig.for_env`); one that no env uses is bound nowhere, and said so."""
    used = {path for paths in ENV_UNIX_SOCKETS.values() for path in paths}
    for host_path, path in settings.sandbox_unix_sockets.items():
        if path not in used:
            log.warning("Unix socket %s is bound into no sandbox: no env uses a socket at %s", host_path, path)
    return tuple(settings.sandbox_unix_sockets.items())


async def build_runner(settings: Settings, redis: aioredis.Redis, pool: WorkerPool, sandboxes: SandboxPools) -> Runner:
    store = JobStore(redis, Keys(settings.namespace), settings.job_retention_s, task_stats=settings.task_stats)
    worker = await pool.wait_healthy(settings.startup_timeout_s)
    tokenizer = load_tokenizer(settings.tokenizer or worker.model_path)
    flags = CancelFlags(store, settings.cancel_check_s)

    async def session(env: str, timeout_s: float):  # type: ignore[no-untyped-def]
        return await open_session(env, settings.env_runtime, timeout_s=timeout_s, config=sandboxes.config,
                                  pools=sandboxes)

    replies = ReplyReader(settings.tokenizer or worker.model_path, settings.tool_call_parser, settings.reasoning_parser)
    if replies.loads_at_start:
        await replies.ready()
    deps = EpisodeDeps(pool, tokenizer, session, flags.is_cancelled, worker.max_model_len,
                       data_dirs=given_data_dirs(settings.sandbox_data), stages=Stages.configured(settings),
                       is_cut=flags.is_cut, replies=replies)
    consumer = settings.runner_id or f"{socket.gethostname()}-{os.getpid()}"
    versions = PolicyVersionWatch(redis, store.keys, on_change=pool.use_policy)
    return Runner(settings, store, deps, consumer, flags, versions)


async def serve(settings: Settings) -> None:
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        asyncio.get_running_loop().add_signal_handler(sig, stop.set)
    # redis-py's pool opens at most 100 connections and fails a call beyond them ("Too many
    # connections"): each episode makes one Redis call at a time, the runner's loops a few more.
    held = Stages.configured(settings).capacity
    redis = redisconn.connect(settings.redis_url, settings.redis_timeout_s, settings.redis_timeout_s + 5,
                              settings.redis_retry_s, max_connections=max(100, 2 * held + 32))
    keys = Keys(settings.namespace)
    registry = WorkerRegistry(redis, keys, settings.worker_hosts)
    await registry.add_configured(settings.inference_workers)
    pool = WorkerPool([], settings.inference_model, settings.inference_retries, settings.inference_backoff_s,
                      settings.health_timeout_s, registry=registry, api_key=settings.worker_generate_key)
    sandboxes = sandbox_pools(settings)
    for env in settings.warm_envs:
        sandboxes.pool(env)
    sandbox_metrics.register()
    runner = await build_runner(settings, redis, pool, sandboxes)
    if settings.runner_metrics_port:
        start_http_server(settings.runner_metrics_port, addr=settings.http_host)
    metrics.IN_FLIGHT.set_function(lambda: len(runner.in_flight))
    health = asyncio.create_task(pool.watch_health(stop, settings.health_interval_s))
    log.info("runner %s consuming %s", runner.consumer, keys.episodes)
    try:
        await runner.run(stop)
    finally:
        health.cancel()
        await wait_for_closing()
        await sandboxes.drain()
        await pool.aclose()
        await redis.aclose()


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)
    asyncio.run(serve(load_settings("runner")))


if __name__ == "__main__":
    main()
