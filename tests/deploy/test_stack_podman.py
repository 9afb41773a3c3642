"""docker-compose.yml for real: the images built (scripts/build_images.sh, from Debian's packages
where Docker Hub is out of reach), `docker compose --profile cpu up` on Podman's Docker API with
the embedded model, and a trainer's session through the published port: a job and its
trajectories, Prometheus scraping and evaluating, a weight push, bubblewrap sandboxes attacked
inside the runner container, restarts mid-job and Redis killed, then `down -v` leaving nothing.

Grafana's image cannot be had without Docker Hub: it is not started (its dashboards keep their
static checks in test_dashboards.py). The tests share one stack and run in file order.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import yaml
from rollgate import Client, EpisodeStatus, Job, JobState, ServiceUnavailable, TransportError

from .conftest import ROOT
from .stack import ComposeStack, HealthDriver, cgroup_v2, env_file, leftovers, override, wait_for

pytestmark = [
    pytest.mark.slow, pytest.mark.timeout(3600),
    # Its own step (`make test-stack`, which CI runs after the suite): it builds the images
    # (minutes on a fresh machine) and needs root, Podman and debootstrap (docs/deploy/compose.md,
    # "The end-to-end test on Podman").
    pytest.mark.skipif(os.environ.get("ROLLGATE_STACK_TEST") != "1",
                       reason="the compose stack test runs on its own: make test-stack (ROLLGATE_STACK_TEST=1)"),
]

SERVICES = ("redis", "redis-exporter", "retriever", "gateway", "runner", "vllm-cpu", "worker-proxy", "prometheus")
IMAGES = {"ROLLGATE_IMAGE": "rollgate:dev", "ROLLGATE_VLLM_CPU_IMAGE": "rollgate-vllm-cpu:dev",
          "ROLLGATE_REDIS_IMAGE": "rollgate-redis:dev", "ROLLGATE_REDIS_EXPORTER_IMAGE": "rollgate-redis-exporter:dev",
          "ROLLGATE_PROMETHEUS_IMAGE": "rollgate-prometheus:dev"}
ENGINE_CONF = f"""\
[containers]
default_ulimits = ["nofile=16384:16384", "nproc=16384:16384"]
seccomp_profile = "{ROOT / 'deploy' / 'seccomp' / 'rollgate-runner.json'}"
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
"""
"""Podman here: runc, cgroupfs and a file event log (no systemd), ulimits it may set (runc
fails to raise a container's limits past the host's hard limits; the runner's own are the
compose file's, above its sandboxes'), and the runner's
seccomp profile as the engine's default: Podman 4's Docker API reads `seccomp=` as a path on
the engine's side, where Compose sends the profile's content (docs/deploy/compose.md, "Podman")."""
UP_TIMEOUT_S = 1200.0
JOB = {"env": "countdown", "group_size": 2, "max_turns": 2, "env_options": {"multi_turn": True},
       "sampling": {"temperature": 0.0, "max_tokens": 16}}


def podman_environ(workdir: Path) -> dict[str, str]:
    return {**os.environ, "CONTAINERS_CONF": str(workdir / "containers.conf")}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    """A `podman system service` on a socket of its own: (DOCKER_HOST, the podman CLI's environment)."""
    if shutil.which("podman") is None:
        pytest.skip("podman is not installed: no container engine to run the compose stack on")
    if os.getuid() != 0:
        pytest.skip("the compose stack runs on rootful Podman (debootstrap and the runner's user namespaces)")
    workdir = tmp_path_factory.mktemp("engine")
    (workdir / "containers.conf").write_text(ENGINE_CONF)
    environ = podman_environ(workdir)
    host = f"unix://{workdir / 'podman.sock'}"
    with (workdir / "service.log").open("wb") as log:
        service = subprocess.Popen(["podman", "system", "service", "--time=0", host], env=environ,
                                   stdout=log, stderr=subprocess.STDOUT, cwd=workdir)
    try:
        wait_for(lambda: subprocess.run(["podman", "--url", host, "version"], capture_output=True, env=environ,
                                        timeout=30).returncode == 0, 60, "podman system service", every_s=0.2)
        yield host, environ
    finally:
        service.terminate()
        try:
            service.wait(30)
        except subprocess.TimeoutExpired:
            service.kill()
            service.wait()


def _build_environ(environ: dict[str, str]) -> dict[str, str]:
    """The build script's settings from this host's: its CA bundle (a TLS-inspecting proxy), if
    pip here uses one (the packages themselves come from the set-up's wheelhouse)."""
    build = {**environ, "ENGINE": "podman"}
    bundle = next((environ[name] for name in ("PIP_CERT", "REQUESTS_CA_BUNDLE", "SSL_CERT_FILE")
                   if Path(environ.get(name, "/nonexistent")).is_file()), "")
    if bundle:
        build["CA_BUNDLE"] = bundle
    return build


@pytest.fixture(scope="module")
def images(engine: tuple[str, dict[str, str]]) -> dict[str, str]:
    """Every image the stack runs, built once (cached by the engine: seconds when nothing changed)."""
    environ = engine[1]
    if "PYTHON_IMAGE" not in environ and shutil.which("debootstrap") is None:
        pytest.skip("debootstrap is not installed (scripts/setup.sh installs it): no base image without Docker Hub")
    started = time.monotonic()
    done = subprocess.run([str(ROOT / "scripts" / "build_images.sh")], capture_output=True, text=True,
                          env=_build_environ(environ), timeout=3000)
    assert done.returncode == 0, done.stderr[-6000:]
    times = [line for line in done.stderr.splitlines() if line.startswith("build_images:")]
    print(f"images built in {time.monotonic() - started:.0f} s:", *times, sep="\n  ")
    return IMAGES


@pytest.fixture(scope="module")
def stack(engine: tuple[str, dict[str, str]], images: dict[str, str], compose_bin: Path,
          tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ComposeStack, str]]:
    """The stack, every service healthy: (its Compose project, an admin token)."""
    host, environ = engine
    workdir = tmp_path_factory.mktemp("stack")
    models, checkpoints = workdir / "models", workdir / "checkpoints"
    checkpoints.mkdir()
    model = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_model.py")], check=True,
                           capture_output=True, text=True).stdout.strip().splitlines()[-1]
    shutil.copytree(model, models / "policy")
    token = env_file(workdir / "stack.env")["token"]
    (workdir / "override.yml").write_text(yaml.safe_dump(override(models, checkpoints, "podman"), sort_keys=False))
    compose = ComposeStack(compose_bin, f"rollgate-test-{uuid.uuid4().hex[:8]}", host, workdir,
                           {**images, "ROLLGATE_MAX_MODEL_LEN": "2048"})
    with HealthDriver(compose.project, environ):
        try:
            compose.run("up", "--detach", "--no-build", "--wait", "--wait-timeout", str(int(UP_TIMEOUT_S)),
                        *SERVICES, timeout=UP_TIMEOUT_S + 60)
            yield compose, token
        finally:
            logs = compose.run("logs", "--no-color", "--tail", "80", check=False).stdout
            (workdir / "compose.log").write_text(logs)
            compose.run("down", "--volumes", "--timeout", "30", check=False)


@pytest.fixture
def client(stack: tuple[ComposeStack, str]) -> Iterator[Client]:
    compose, token = stack
    with Client(f"http://127.0.0.1:{compose.port('gateway', 8080)}", token, timeout=60) as trainer:
        yield trainer


def test_every_service_is_up_and_healthy(stack: tuple[ComposeStack, str]) -> None:
    states = {record["Service"]: (record["State"], record.get("Health", "")) for record in stack[0].services()}
    assert set(states) == set(SERVICES)
    assert all(state == "running" for state, _ in states.values()), states
    healthy = {"redis", "redis-exporter", "retriever", "gateway", "runner", "vllm-cpu", "worker-proxy", "prometheus"}
    assert {service for service, (_, health) in states.items() if health == "healthy"} == healthy, states


FIRST_TASKS = [f"train-{i:06d}" for i in range(3)]


@pytest.fixture(scope="module")
def first_job(stack: tuple[ComposeStack, str]) -> Job:
    """A job submitted and finished through the published port (the stack's first)."""
    compose, token = stack
    with Client(f"http://127.0.0.1:{compose.port('gateway', 8080)}", token, timeout=60) as trainer:
        job = trainer.submit(tasks=FIRST_TASKS, **JOB)
        return trainer.wait(job.id, timeout=600)


def test_a_job_through_the_published_port(client: Client, first_job: Job) -> None:
    tasks, job = FIRST_TASKS, first_job
    assert job.state == JobState.COMPLETED and job.groups_complete == len(tasks)
    groups = client.pull(job.id, max_groups=10)
    trajectories = [t for group in groups for t in group.trajectories]
    assert sorted(group.task_id for group in groups) == tasks and len(trajectories) == 2 * len(tasks)
    assert all(t.status in (EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED) and t.steps for t in trajectories)
    assert client.ack(job.id, groups) == len(tasks)


def _prometheus(stack: ComposeStack) -> httpx.Client:
    return httpx.Client(base_url=f"http://127.0.0.1:{stack.port('prometheus', 9090)}", timeout=10)


def test_prometheus_scrapes_every_component_and_evaluates_the_rules(stack: tuple[ComposeStack, str]) -> None:
    with _prometheus(stack[0]) as prometheus:
        def targets_up() -> dict[str, str]:
            active = prometheus.get("/api/v1/targets").raise_for_status().json()["data"]["activeTargets"]
            health = {target["labels"]["job"]: target["health"] for target in active}
            return health if {"rollgate-gateway", "rollgate-runner", "vllm", "redis"} <= set(health) and \
                all(value == "up" for value in health.values()) else {}

        wait_for(targets_up, 120, "Prometheus to scrape every target")
        for job, metric in (("rollgate-gateway", "rollgate_"), ("rollgate-runner", "rollgate_"), ("vllm", "vllm:")):
            names = prometheus.get("/api/v1/label/__name__/values", params={"match[]": f'{{job="{job}"}}'}).json()
            assert any(name.startswith(metric) for name in names["data"]), (job, names["data"][:20])

        def evaluated() -> list[dict]:
            groups = prometheus.get("/api/v1/rules").raise_for_status().json()["data"]["groups"]
            rules = [rule for group in groups for rule in group["rules"]]
            return rules if rules and all(rule["health"] == "ok" and rule.get("lastEvaluation", "").startswith("2")
                                          and not rule["lastEvaluation"].startswith("0001") for rule in rules) else []

        rules = wait_for(evaluated, 120, "Prometheus to evaluate every alert rule")
        assert {rule["type"] for rule in rules} >= {"alerting"}


def test_sandboxes_in_the_runner_container_withstand_the_core_attacks(stack: tuple[ComposeStack, str]) -> None:
    """The escape suite's core attacks, run by pytest inside the running runner container as
    the runner's user, against bubblewrap sandboxes (and forked ones) made there."""
    core = ("tcp_to_a_host_service or dns_lookups or host_secrets or writes_outside_the_workspace or "
            "kernel_settings or host_processes or setuid_binaries or no_user_namespace or dangerous_system_calls "
            "or memory_bomb_hits_the_address_space")
    if cgroup_v2():
        core += " or fork_bomb"  # the sandbox's pids cgroup: only a cgroup v2 host delegates one to the container
    done = stack[0].run("exec", "--user", "10001:10001", "-e", "HOME=/tmp", "runner", "python", "-m", "pytest",
                        "-p", "no:cacheprovider", "-q", "-x", "tests/sandboxes/test_escape.py", "-k", core,
                        "-W", "ignore::pytest.PytestUnraisableExceptionWarning", check=False, timeout=900)
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr[-2000:]
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert " passed" in summary and "failed" not in summary, summary


def test_pushed_weights_change_the_served_version(stack: tuple[ComposeStack, str], client: Client) -> None:
    import torch
    from transformers import AutoModelForCausalLM

    compose = stack[0]
    checkpoints = Path(compose.workdir / "checkpoints")
    model = AutoModelForCausalLM.from_pretrained(compose.workdir / "models" / "policy", dtype=torch.float32)
    torch.manual_seed(7)
    with torch.no_grad():
        for parameter in model.parameters():
            parameter.normal_(0.0, 0.05)
    model.save_pretrained(checkpoints / "step-1")
    for written in (checkpoints / "step-1").iterdir():
        written.chmod(0o644)  # safetensors writes 0600 whatever the umask: the workers' uid 10001 must read it
    before = client.policy().version
    pushed = client.push_weights("/checkpoints/step-1", before + 1)
    assert pushed.ok and pushed.version == before + 1, pushed
    policy = client.policy()
    assert policy.version == before + 1 and set(policy.workers.values()) == {before + 1}, policy


RESTART_TASKS = [f"train-{i:06d}" for i in range(100, 350)]
"""500 episodes: about a minute of the stack's work here (12 take under 2 s), so the restarts
fall inside the job; the test checks that they did."""


def test_restarting_runner_and_gateway_mid_job_loses_no_episode(stack: tuple[ComposeStack, str],
                                                                client: Client) -> None:
    """The runner (stopping gracefully: it plays its episodes to the end) and the gateway restart
    while a job runs: it completes, every episode delivered once."""
    tasks = RESTART_TASKS
    job = client.submit(tasks=tasks, **JOB)
    wait_for(lambda: client.get_job(job.id).counts["queued"] < 2 * len(tasks), 300, "the job's first episodes to start")
    restarted_at = time.time()
    stack[0].run("restart", "--timeout", "120", "runner", "gateway")
    finished = wait_for(lambda: _finished(client, job.id), 900, "the job to finish after the restarts", every_s=5)
    assert finished.state == JobState.COMPLETED and finished.groups_complete == len(tasks), finished
    assert finished.finished_at > restarted_at, "the job finished before the restarts began"
    trajectories = [t for group in client.pull(job.id, max_groups=1024) for t in group.trajectories]
    assert len(trajectories) == 2 * len(tasks)
    assert len({t.id for t in trajectories}) == len(trajectories)


def _answer(client: Client, job_id: str) -> Job | None:
    """The job, or None while the gateway restarts (no connection) or cannot reach Redis (503)."""
    try:
        return client.get_job(job_id)
    except (TransportError, ServiceUnavailable):
        return None


def _finished(client: Client, job_id: str) -> Job | None:
    job = _answer(client, job_id)
    return job if job is not None and job.state in (JobState.COMPLETED, JobState.CANCELLED) else None


def test_redis_killed_recovers_its_state_from_the_aof(stack: tuple[ComposeStack, str], client: Client,
                                                      first_job: Job) -> None:
    """SIGKILL, no shutdown save: the first job (finished minutes ago, beyond the AOF's one-second
    fsync window) reads back from the append-only file as it read before, and new jobs run."""
    compose = stack[0]
    assert compose.run("exec", "redis", "ls", "/data/appendonlydir").stdout.strip()
    before = client.get_job(first_job.id)
    print(f"before the kill: {before.state} {before.counts} groups_complete={before.groups_complete}")
    compose.run("kill", "redis")
    assert {r["Service"]: r["State"] for r in compose.services()}["redis"] == "exited"
    compose.run("up", "--detach", "--no-build", "--wait", "--wait-timeout", "300", "redis")
    recovered = wait_for(lambda: _answer(client, first_job.id), 300, "the gateway to read the job again")
    assert recovered == before, (before, recovered)
    assert recovered.groups_complete == len(FIRST_TASKS)
    after = client.submit(tasks=["train-000200"], **JOB)
    assert client.wait(after.id, timeout=600).state == JobState.COMPLETED


def test_down_leaves_nothing_behind(stack: tuple[ComposeStack, str], engine: tuple[str, dict[str, str]]) -> None:
    compose = stack[0]
    compose.run("down", "--volumes", "--timeout", "60")
    assert leftovers(compose.project, engine[1]) == {"ps": [], "volume": [], "network": []}
