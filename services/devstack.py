"""A whole Rollgate on one machine, as child processes: Redis, vLLM workers, gateway, runners.

The demo, the end-to-end tests and the benchmarks start the real services through this
module; nothing here is a fake, but for the LLM simulator that only `start_simulators` starts
(scale tests and benchmarks that say so). Each process runs in its own process group with its output
in a log file under the stack's folder, and `LocalStack.stop()` ends every one it started.

    with LocalStack.embedded(home) as stack:
        stack.start_redis(); stack.start_worker(); stack.start_gateway(); stack.start_runner()

`start_redis_cluster` starts a Redis Cluster of three masters in place of the one server; the
services started after it get a `redis+cluster://` URL.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Self

import redis

from services.common.home import rollgate_home
from services.common.process import ServiceProcess, free_port, http_ok
from services.inference.worker import VLLMWorkerProcess, WorkerConfig

if TYPE_CHECKING:
    from services.inference.simulator import SimulatorProcess


def _redis_ok(url: str) -> Callable[[], bool]:
    def check() -> bool:
        try:
            return bool(redis.Redis.from_url(url, socket_timeout=1.0, socket_connect_timeout=1.0).ping())
        except redis.exceptions.ConnectionError:
            return False

    return check


def _cluster_ok(ports: list[int]) -> Callable[[], bool]:
    """Every node answers and sees the cluster whole (all slots served, state ok)."""
    def check() -> bool:
        try:
            return all(redis.Redis(port=port, socket_timeout=1.0, socket_connect_timeout=1.0)
                       .cluster("info")["cluster_state"] == "ok" for port in ports)
        except redis.exceptions.RedisError:
            return False

    return check


def cluster_ports(count: int) -> list[int]:
    """`count` ports below 55536 that are free now with their cluster bus ports (port + 10000)."""
    ports: list[int] = []
    while len(ports) < count:
        port = free_port()
        if port < 55536 and port not in ports and _port_free(port + 10000):
            ports.append(port)
    return ports


def _port_free(port: int) -> bool:
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def _wait(condition: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise RuntimeError(f"not {what} within {timeout_s:g} s")
        time.sleep(0.1)


@dataclass
class LocalStack:
    """Starts and stops Rollgate's services on this machine; `stop()` ends all of them."""

    home: Path
    model: Path
    token: str = field(default_factory=lambda: secrets.token_urlsafe(24))
    redis_url: str = ""
    gateway_url: str = ""
    grpc_port: int = 0
    workers: list[VLLMWorkerProcess | SimulatorProcess] = field(default_factory=list)
    borrowed: list[VLLMWorkerProcess] = field(default_factory=list)
    """Workers started elsewhere that this stack uses and leaves running (`borrow_workers`)."""
    processes: list[ServiceProcess] = field(default_factory=list)
    settings: dict[str, object] = field(default_factory=dict)
    cluster_ports: list[int] = field(default_factory=list)
    environ: dict[str, str] = field(default_factory=dict)
    """Variables added to every gateway's and runner's environment (e.g. PYTHONPATH naming a
    folder of agent plugins); settings go in `settings`, as ROLLGATE_* variables."""

    @classmethod
    def embedded(cls, home: Path | None = None, model: Path | None = None) -> LocalStack:
        """A stack in a fresh folder under `home`, serving the embedded model by default."""
        home = home or rollgate_home() / "runs" / time.strftime("%Y%m%d-%H%M%S")
        return cls(home=home, model=model or rollgate_home() / "models" / "tiny-qwen2")

    def start_redis(self, port: int = 0, aof: bool = False) -> ServiceProcess:
        """Redis in the stack's `redis` folder, without persistence; with `aof`, an append-only file
        fsynced every second (`appendfsync everysec`), so `restart` brings back what it wrote."""
        port = port or free_port()
        data = self.home / "redis"
        data.mkdir(parents=True, exist_ok=True)
        self.redis_url = f"redis://127.0.0.1:{port}/0"
        persistence = ["--appendonly", "yes", "--appendfsync", "everysec"] if aof else ["--appendonly", "no"]
        argv = [shutil.which("redis-server") or "redis-server", "--port", str(port), "--bind", "127.0.0.1",
                "--dir", str(data), "--save", "", *persistence]
        return self._start("redis", argv, os.environ.copy(), _redis_ok(self.redis_url))

    def start_redis_cluster(self, masters: int = 3, aof: bool = False, timeout_s: float = 30.0) -> list[ServiceProcess]:
        """A Redis Cluster of `masters` masters and no replicas (`redis-server --cluster-enabled`,
        joined by `redis-cli --cluster create`), each node in its own folder (`redis-<port>`,
        `nodes.conf` there, so a restarted node rejoins); the stack's `redis_url` becomes
        `redis+cluster://` of the first node. Nodes are processes named `redis-cluster-<i>`."""
        ports = cluster_ports(masters)
        persistence = ["--appendonly", "yes", "--appendfsync", "everysec"] if aof else ["--appendonly", "no"]
        nodes = []
        for index, port in enumerate(ports):
            data = self.home / f"redis-{port}"
            data.mkdir(parents=True, exist_ok=True)
            argv = [shutil.which("redis-server") or "redis-server", "--port", str(port), "--bind", "127.0.0.1",
                    "--dir", str(data), "--save", "", *persistence, "--cluster-enabled", "yes",
                    "--cluster-config-file", "nodes.conf", "--cluster-node-timeout", "5000"]
            nodes.append(self._start(f"redis-cluster-{index}", argv, os.environ.copy(),
                                     _redis_ok(f"redis://127.0.0.1:{port}/0")))
        create = [shutil.which("redis-cli") or "redis-cli", "--cluster", "create",
                  *[f"127.0.0.1:{port}" for port in ports], "--cluster-replicas", "0", "--cluster-yes"]
        subprocess.run(create, check=True, capture_output=True, timeout=timeout_s)
        _wait(_cluster_ok(ports), timeout_s, "the Redis Cluster's state ok")
        self.redis_url = f"redis+cluster://127.0.0.1:{ports[0]}/0"
        self.cluster_ports = ports
        return nodes

    def wait_redis(self, timeout_s: float = 30.0) -> None:
        """Return once Redis serves again: its server answers, or every node of its cluster sees
        the cluster whole (restarted nodes rejoin from their `nodes.conf`)."""
        nodes = self.redis_nodes()
        check = _cluster_ok(self.cluster_ports) if self.cluster_ports else _redis_ok(self.redis_url)
        for node in nodes:
            node.wait_ready(timeout_s)
        _wait(check, timeout_s, "Redis serving")

    def redis_nodes(self) -> list[ServiceProcess]:
        """The stack's Redis processes: its one server, or every node of its cluster."""
        return [p for p in self.processes if p.name == "redis" or p.name.startswith("redis-cluster")]

    def start_worker(self, port: int = 0, timeout_s: float = 300.0, **config: Any) -> VLLMWorkerProcess:
        return self.start_workers(1, timeout_s, ports=[port], **config)[0]

    def start_workers(self, count: int, timeout_s: float = 300.0, ports: list[int] | None = None,
                      bind_cores: bool = False, **config: object) -> list[VLLMWorkerProcess]:
        """Start `count` vLLM workers side by side and wait for all; `bind_cores` gives each one
        core of its own (`VLLM_CPU_OMP_THREADS_BIND`), so they do not slow each other down."""
        started = []
        for index in range(count):
            port = (ports or [0] * count)[index] or free_port()
            bind = {"omp_threads_bind": str(index % (os.cpu_count() or 1))} if bind_cores else {}
            worker = VLLMWorkerProcess(WorkerConfig(model=self.model, port=port, **bind, **config,  # type: ignore[arg-type]
                                                    log_path=self.home / "logs" / f"vllm-{port}.log"))
            self.workers.append(worker)
            started.append(worker.start())
        for worker in started:
            worker.wait_ready(timeout_s)
        return started

    def borrow_workers(self, workers: list[VLLMWorkerProcess]) -> list[VLLMWorkerProcess]:
        """Use workers that run already (a test session's shared ones): gateways and runners
        started from now on are pointed at them, and `stop()` leaves them running."""
        self.workers.extend(workers)
        self.borrowed.extend(workers)
        return workers

    def start_simulators(self, count: int, timeout_s: float = 60.0, **settings: object) -> list[SimulatorProcess]:
        """Start `count` LLM simulators (services/inference/simulator) in place of vLLM workers, for
        scale tests and benchmarks only: same API, declared latency, the stack's model's tokenizer.
        `settings` are the simulator's (`decode_s_per_token=0.01`, ...)."""
        from services.inference.simulator import SimulatorConfig, SimulatorProcess

        config = SimulatorConfig(tokenizer=self.model).with_settings(settings)
        started = []
        for _ in range(count):
            port = free_port()
            simulator = SimulatorProcess(config, port, self.home / "logs" / f"simulator-{port}.log")
            self.workers.append(simulator)
            started.append(simulator.start())
        for simulator in started:
            simulator.wait_ready(timeout_s)
        return started

    def start_retriever(self) -> ServiceProcess:
        """The search env's retrieval server on a Unix socket, bound into the sandboxes of the
        runners started after it (at the path the search env dials)."""
        from services.retriever.launch import DEFAULT_SOCKET, retriever_process

        socket_path = self.home / "retriever.sock"
        retriever = retriever_process(socket_path, self.home / "logs" / "retriever.log")
        self.processes.append(retriever)
        retriever.start()
        self.settings["sandbox_unix_sockets"] = {str(socket_path): DEFAULT_SOCKET}
        return retriever

    def stop_worker(self, worker: VLLMWorkerProcess | SimulatorProcess, grace_s: float = 15.0) -> None:
        """Stop one worker and forget it: later gateways and runners are not pointed at it."""
        worker.stop(grace_s)
        self.workers.remove(worker)

    def service_env(self, **overrides: object) -> dict[str, str]:
        """The environment of a gateway or runner: every setting as ROLLGATE_* variables."""
        values: dict[str, object] = {
            "redis_url": self.redis_url, "namespace": "rollgate", "dev_mode": True,
            "tokens": {self.token: {"scopes": ["jobs", "trainer", "push", "admin"], "max_priority": 9}},
            "inference_workers": [worker.url for worker in self.workers],
            **self.settings, **overrides,
        }
        env = {**os.environ, **self.environ}
        for key, value in values.items():
            env[f"ROLLGATE_{key.upper()}"] = value if isinstance(value, str) else json.dumps(value)
        return env

    def start_gateway(self, port: int = 0, grpc_port: int = 0, **overrides: object) -> ServiceProcess:
        """A gateway (HTTP and gRPC, /metrics on a port of its own) on the given ports (0: free
        ones); the first one started is the stack's `gateway_url`."""
        port, grpc_port = port or free_port(), grpc_port or free_port()
        url = f"http://127.0.0.1:{port}"
        env = self.service_env(http_port=port, grpc_port=grpc_port, **{"metrics_port": free_port(), **overrides})
        argv = [sys.executable, "-m", "services.gateway.main"]
        name = f"gateway-{sum(p.name.startswith('gateway') for p in self.processes)}"
        gateway = self._start(name, argv, env, http_ok(f"{url}/healthz"))
        gateway.url = url
        if not self.gateway_url:
            self.gateway_url, self.grpc_port = url, grpc_port
        return gateway

    def start_runner(self, name: str = "", **overrides: object) -> ServiceProcess:
        """A runner; ready once its metrics endpoint answers (after it found a worker)."""
        runner = self.launch_runner(name, **overrides)
        runner.wait_ready(60.0)
        return runner

    def start_runners(self, names: list[str], timeout_s: float = 120.0, **overrides: object) -> list[ServiceProcess]:
        """Runners named `names`, launched side by side, then each waited for (a runner's start is
        mostly imports: in parallel they share the wait)."""
        runners = [self.launch_runner(name, **overrides) for name in names]
        for runner in runners:
            runner.wait_ready(timeout_s)
        return runners

    def launch_runner(self, name: str = "", **overrides: object) -> ServiceProcess:
        """A runner launched but not waited for (`wait_ready`, or `ready()` to look)."""
        name = name or f"runner-{len([p for p in self.processes if p.name.startswith('runner')])}"
        port = free_port()
        env = self.service_env(runner_id=name, runner_metrics_port=port, **overrides)
        argv = [sys.executable, "-m", "services.runner.main"]
        runner = ServiceProcess(name, argv, env, self.home / "logs" / f"{name}.log",
                                http_ok(f"http://127.0.0.1:{port}/metrics"), url=f"http://127.0.0.1:{port}")
        self.processes.append(runner)
        return runner.launch()

    def restart(self, process: ServiceProcess, timeout_s: float = 60.0) -> ServiceProcess:
        """Start a process of the stack again as it was started (argv, environment, so its ports
        and data folder), once it has exited (`kill` it for a crash); returns the new process,
        ready, which takes the old one's place. Its log goes on in a numbered file beside."""
        if process.process is None or process.process.poll() is None:
            raise RuntimeError(f"{process.name} is still running (or never ran): kill or stop it first")
        process.stop(grace_s=0)  # closes its log
        restarts = sum(1 for _ in process.log_path.parent.glob(f"{process.name}.restart-*.log"))
        log_path = process.log_path.with_name(f"{process.name}.restart-{restarts + 1}.log")
        fresh = ServiceProcess(process.name, process.argv, process.env, log_path, process.ready, url=process.url)
        self.processes[self.processes.index(process)] = fresh
        return fresh.start(timeout_s)

    def _start(self, name: str, argv: list[str], env: dict[str, str], ready: Callable[[], bool]) -> ServiceProcess:
        process = ServiceProcess(name, argv, env, self.home / "logs" / f"{name}.log", ready)
        self.processes.append(process)
        process.start()
        return process

    def stop(self) -> None:
        """Stop runners and gateway first, then workers, then Redis."""
        nodes = self.redis_nodes()
        for process in reversed(self.processes):
            if process not in nodes:
                process.stop()
        for worker in self.workers:
            if worker not in self.borrowed:
                worker.stop()
        for process in nodes:
            process.stop()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()
