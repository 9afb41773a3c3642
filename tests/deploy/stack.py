"""A Compose project of docker-compose.yml, run for real on a container engine's Docker API.

`ComposeStack` builds nothing itself (scripts/build_images.sh does, once, with the engine's
CLI: the Docker API's build endpoint carries no build secrets) and starts the services named,
with an override file for what a test host differs in: the Debian-built images, free host
ports (chosen here: Podman gives a restarted container a new ephemeral port), the model and
checkpoints as host directories, and sandboxes without cgroup limits where the host has no
cgroup v2 to delegate. Podman runs health checks from systemd timers; where there is no
systemd, `HealthDriver` runs them, as a timer would.
"""

from __future__ import annotations

import json
import os
import secrets
import socket
import subprocess
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
PROJECT_LABEL = "com.docker.compose.project"
COMMAND_TIMEOUT_S = 900.0


def cgroup_v2() -> bool:
    return Path("/sys/fs/cgroup/cgroup.controllers").is_file()


def env_file(path: Path) -> dict[str, str]:
    """Fresh secrets for every one the compose file asks of the env file; the token's value."""
    token = secrets.token_hex(24)
    values = {
        "ROLLGATE_TOKENS": json.dumps({token: ["jobs", "trainer", "push", "admin"]}),
        **{name: secrets.token_hex(24) for name in (
            "ROLLGATE_WORKER_CONTROL_KEY", "ROLLGATE_WORKER_GENERATE_KEY", "ROLLGATE_REDIS_GATEWAY_PASSWORD",
            "ROLLGATE_REDIS_RUNNER_PASSWORD", "ROLLGATE_REDIS_EXPORTER_PASSWORD", "GF_SECURITY_ADMIN_PASSWORD")},
    }
    path.write_text("".join(f"{name}='{value}'\n" for name, value in values.items()))
    return {**values, "token": token}


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now (the kernel's pick)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def bind_volume(directory: Path) -> dict[str, Any]:
    return {"driver": "local", "driver_opts": {"type": "none", "o": "bind", "device": str(directory)}}


def override(models: Path, checkpoints: Path, engine: str) -> dict[str, Any]:
    """What differs from docker-compose.yml on a test host (see the module docstring)."""
    runner_env: dict[str, str] = {}
    if not cgroup_v2():
        runner_env["ROLLGATE_SANDBOX_REQUIRE_LIMITS"] = "false"
    runner: dict[str, Any] = {"environment": runner_env}
    if engine == "podman":
        # Podman 4 has no writable-cgroups option (a Docker 28 one), takes the seccomp profile
        # from its containers.conf (its API reads `seccomp=` as a path on its side, where Compose
        # sends the profile's content), and drops systempaths=unconfined sent through its API
        # (/proc stays masked, and bubblewrap cannot mount its own): unmask=/proc/* is its
        # narrower equivalent. The rest are the compose file's.
        runner["security_opt"] = Tagged("!override", [
            "apparmor=unconfined", "unmask=/proc/*", "no-new-privileges:true"])
    return {
        "services": {
            "gateway": {"ports": Tagged("!override", [f"127.0.0.1:{free_port()}:8080"])},
            "prometheus": {"ports": Tagged("!override", [f"127.0.0.1:{free_port()}:9090"])},
            "runner": runner,
            # The embedded model is tiny: a small KV cache leaves the shared test host its memory.
            "vllm-cpu": {"environment": {"VLLM_CPU_KVCACHE_SPACE": "1", "HF_HUB_OFFLINE": "1"}},
        },
        "volumes": {"models": bind_volume(models), "checkpoints": bind_volume(checkpoints)},
    }


@dataclass
class Tagged:
    """A YAML value with a Compose merge tag (`!override`)."""

    tag: str
    value: Any


def _represent_tagged(dumper: yaml.SafeDumper, data: Tagged) -> yaml.Node:
    return dumper.represent_sequence(data.tag, data.value)


yaml.SafeDumper.add_representer(Tagged, _represent_tagged)


@dataclass
class ComposeStack:
    """`docker compose -p PROJECT` with the repository's compose file, an override and an env file."""

    binary: Path
    project: str
    docker_host: str
    workdir: Path
    variables: dict[str, str] = field(default_factory=dict)

    def files(self) -> list[str]:
        return ["-f", str(ROOT / "docker-compose.yml"), "-f", str(self.workdir / "override.yml")]

    def run(self, *args: str, timeout: float = COMMAND_TIMEOUT_S,
            check: bool = True) -> subprocess.CompletedProcess[str]:
        env = {"PATH": os.environ.get("PATH", ""), "HOME": os.environ.get("HOME", "/tmp"),
               "DOCKER_HOST": self.docker_host, **self.variables}
        argv = [str(self.binary), "-p", self.project, *self.files(), "--project-directory", str(ROOT),
                "--env-file", str(self.workdir / "stack.env"), "--profile", "cpu", *args]
        done = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=timeout)
        if check and done.returncode != 0:
            raise AssertionError(f"docker compose {' '.join(args)} failed ({done.returncode}):\n{done.stderr[-4000:]}")
        return done

    def services(self) -> list[dict[str, Any]]:
        """`compose ps --all` as records (Compose prints one JSON object a line)."""
        out = self.run("ps", "--all", "--format", "json").stdout
        return [json.loads(line) for line in out.splitlines() if line.strip()]

    def port(self, service: str, port: int) -> int:
        return int(self.run("port", service, str(port)).stdout.strip().rsplit(":", 1)[1])


def wait_for(condition: Callable[[], Any], timeout_s: float, what: str, every_s: float = 2.0) -> Any:
    """Poll `condition` until it returns a truthy value, under a deadline."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout_s:.0f} s waiting for {what}")
        time.sleep(every_s)  # polling, under the deadline above


class HealthDriver:
    """Runs the health check of each of a project's containers at its interval, as Podman's
    systemd timers would (`podman healthcheck run`); without them a health status never leaves
    "starting" and `depends_on: service_healthy` waits for ever."""

    def __init__(self, project: str, environ: dict[str, str]) -> None:
        self._project, self._environ = project, environ
        self._last_run: dict[str, float] = {}
        self._intervals: dict[str, float] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name=f"health-{project}", daemon=True)

    def __enter__(self) -> HealthDriver:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._stop.set()
        self._thread.join(60)

    def _loop(self) -> None:
        while not self._stop.wait(1.0):
            for container in self._containers():
                interval = self._interval(container)
                if time.monotonic() - self._last_run.get(container, 0.0) >= interval:
                    self._last_run[container] = time.monotonic()
                    self._podman("healthcheck", "run", container)

    def _interval(self, container: str) -> float:
        if container not in self._intervals:
            done = self._podman("inspect", "--format", "{{json .Config.Healthcheck.Interval}}", container)
            nanoseconds = done.stdout.strip()
            self._intervals[container] = int(nanoseconds) / 1e9 if nanoseconds.isdigit() else 30.0
        return self._intervals[container]

    def _containers(self) -> Sequence[str]:
        done = self._podman("ps", "--filter", f"label={PROJECT_LABEL}={self._project}", "--format", "{{.ID}}")
        return done.stdout.split() if done.returncode == 0 else []

    def _podman(self, *args: str) -> subprocess.CompletedProcess[str]:
        try:
            return subprocess.run(["podman", *args], capture_output=True, text=True, env=self._environ, timeout=60)
        except subprocess.TimeoutExpired:
            return subprocess.CompletedProcess(args, 1, "", "timed out")


def leftovers(project: str, environ: dict[str, str]) -> dict[str, list[str]]:
    """The project's containers, volumes and networks the engine still holds."""
    found = {}
    for kind in ("ps", "volume", "network"):
        listing = ["ps", "--all", "--format", "{{.Names}}"] if kind == "ps" else [kind, "ls", "--format", "{{.Name}}"]
        argv = ["podman", *listing, "--filter", f"label={PROJECT_LABEL}={project}"]
        found[kind] = subprocess.run(argv, capture_output=True, text=True, env=environ, timeout=60,
                                     check=True).stdout.split()
    return found
