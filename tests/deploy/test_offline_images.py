"""The images' offline build path, read statically: a base and a CA bundle that are build inputs,
layers the two Python images share, Debian-built Redis, exporter and Prometheus images that the
compose file can run instead of Docker Hub's. test_stack_podman.py builds and runs them."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from .conftest import DEPLOY, ROOT

dockerfile = pytest.importorskip("dockerfile", reason="the dockerfile parser package is not installed")

DOCKER = DEPLOY / "docker"
SERVICES = DOCKER / "debian-services.Dockerfile"


def parsed(path: Path) -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    return [(command.cmd, command.flags, command.value) for command in dockerfile.parse_file(str(path))]


def pip_install(path: Path) -> tuple[tuple[str, ...], str]:
    return next((flags, value[0]) for cmd, flags, value in parsed(path) if cmd == "RUN" and "-r requirements.txt"
                in value[0])


def test_the_two_python_images_share_every_layer_up_to_the_pip_install() -> None:
    rollgate, worker = parsed(DOCKER / "Dockerfile"), parsed(DOCKER / "vllm-cpu.Dockerfile")
    shared = next(i for i, (cmd, _, value) in enumerate(rollgate) if cmd == "RUN" and "-r requirements.txt" in value[0])
    assert rollgate[:shared + 1] == worker[:shared + 1]


@pytest.mark.parametrize("name", ["Dockerfile", "vllm-cpu.Dockerfile"])
def test_pip_trusts_the_ca_secret_and_keeps_its_downloads_in_a_cache(name: str) -> None:
    flags, script = pip_install(DOCKER / name)
    mounts = [dict(part.split("=", 1) for part in flag.removeprefix("--mount=").split(",")) for flag in flags]
    secret = next(mount for mount in mounts if mount["type"] == "secret")
    assert secret["id"] == "ca" and f"PIP_CERT={secret['target']}" in script
    assert any(mount["type"] == "cache" and f"PIP_CACHE_DIR={mount['target']}" in script for mount in mounts)
    copied = [value for cmd, _, value in parsed(DOCKER / name) if cmd in ("COPY", "ADD")]
    assert not any(source.endswith((".crt", ".pem")) for value in copied for source in value[:-1]), "never in a layer"


def test_debian_services_run_unprivileged_where_compose_expects_them() -> None:
    stages: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    current = ""
    for cmd, _, value in parsed(SERVICES):
        if cmd == "FROM":
            current = value[-1]
            assert value[0] == "${DEBIAN_IMAGE}"
        elif current:
            stages.setdefault(current, []).append((cmd, value))
    assert set(stages) == {"redis", "redis-exporter", "prometheus"}
    for stage, commands in stages.items():
        user = [value[0] for cmd, value in commands if cmd == "USER"]
        if stage == "redis":  # as the official image: root until its entrypoint drops to redis
            assert not user and _drops_to_redis(commands)
        else:
            assert user and user[-1] not in ("root", "0"), stage
        installed = next(value[0] for cmd, value in commands if cmd == "RUN")
        assert "wget" in installed.split() or stage == "redis", f"{stage}: its compose health check runs wget"
    workdirs = {stage: [value[0] for cmd, value in commands if cmd == "WORKDIR"] for stage, commands in stages.items()}
    assert workdirs["redis"] == ["/data"] and workdirs["prometheus"] == ["/prometheus"], "the compose volumes' paths"


def _drops_to_redis(commands: list[tuple[str, tuple[str, ...]]]) -> bool:
    """The stage's entrypoint is deploy/docker/redis-entrypoint.sh, which runs Redis as redis
    with no capability once root has prepared /data (start-redis.sh, the ACL file)."""
    copied = {value[-1]: value[0] for cmd, value in commands if cmd == "COPY"}
    entrypoint = next(value for cmd, value in commands if cmd == "ENTRYPOINT")
    script = (ROOT / copied[f"/usr/local/bin/{entrypoint[0]}"]).read_text()
    return "setpriv --reuid=redis --regid=redis" in script and "--bounding-set=-all" in script


@pytest.mark.parametrize(("service", "variable", "upstream"), [
    ("redis", "ROLLGATE_REDIS_IMAGE", "redis:7.4"),
    ("redis-exporter", "ROLLGATE_REDIS_EXPORTER_IMAGE", "oliver006/redis_exporter:v1.67.0-alpine"),
    ("prometheus", "ROLLGATE_PROMETHEUS_IMAGE", "prom/prometheus:v2.55.1"),
])
def test_compose_runs_the_upstream_image_unless_told_otherwise(compose_bin: Path, service: str, variable: str,
                                                               upstream: str) -> None:
    def image(**variables: str) -> str:
        env = {"PATH": "/usr/bin:/bin", "HOME": "/tmp", **variables}
        done = subprocess.run([str(compose_bin), "-f", str(ROOT / "docker-compose.yml"), "--project-directory",
                               str(ROOT), "--env-file", str(DEPLOY / "compose" / "rollgate.env.example"), "config",
                               "--format", "json"], capture_output=True, text=True, env=env, timeout=60)
        assert done.returncode == 0, done.stderr
        return str(json.loads(done.stdout)["services"][service]["image"])

    assert image() == upstream
    assert image(**{variable: f"rollgate-{service}:dev"}) == f"rollgate-{service}:dev"
