"""docker-compose.yml, validated by the Compose v2 binary and read back as its normalised model."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

from sandboxes.host.limits import SandboxLimits
from services.common.credentials import problems
from services.common.settings import Settings

from .conftest import DEPLOY, ROOT

ENV_EXAMPLE = DEPLOY / "compose" / "rollgate.env.example"
SECCOMP_PROFILE = DEPLOY / "seccomp" / "rollgate-runner.json"
SECRETS = ("ROLLGATE_TOKENS", "ROLLGATE_WORKER_CONTROL_KEY", "ROLLGATE_WORKER_GENERATE_KEY",
           "ROLLGATE_REDIS_GATEWAY_PASSWORD", "ROLLGATE_REDIS_RUNNER_PASSWORD", "ROLLGATE_REDIS_EXPORTER_PASSWORD",
           "GF_SECURITY_ADMIN_PASSWORD")
CHECKPOINTS = "/checkpoints"
ALL_PROFILES = ("--profile", "cpu", "--profile", "trainer")


def compose(binary: Path, *args: str, env_file: Path | None = ENV_EXAMPLE,
            file: Path = ROOT / "docker-compose.yml", **variables: str) -> subprocess.CompletedProcess[str]:
    env = {"PATH": os.environ.get("PATH", ""), "HOME": os.environ.get("HOME", "/tmp"), **variables}
    files = ["--env-file", str(env_file)] if env_file is not None else []
    return subprocess.run([str(binary), "-f", str(file), "--project-directory", str(ROOT), *files, *args],
                          capture_output=True, text=True, env=env, timeout=60)


@pytest.fixture(scope="module")
def model(compose_bin: Path) -> dict[str, Any]:
    """The project as Compose sees it, with the cpu profile on (every server; the trainer is a job)."""
    return project(compose_bin, "--profile", "cpu")


def project(binary: Path, *profiles: str, **variables: str) -> dict[str, Any]:
    """The project as Compose sees it, normalised."""
    done = compose(binary, *profiles, "config", "--format", "json", **variables)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("profile", [pytest.param((), id="default"), pytest.param(("--profile", "cpu"), id="cpu"),
                                     pytest.param(ALL_PROFILES, id="cpu-trainer")])
def test_config_is_valid(compose_bin: Path, profile: tuple[str, ...]) -> None:
    done = compose(compose_bin, *profile, "config", "-q")
    assert done.returncode == 0, done.stderr


def test_the_binary_rejects_an_invalid_file(compose_bin: Path, tmp_path: Path) -> None:
    broken = tmp_path / "compose.yml"
    broken.write_text("services:\n  web:\n    image: nginx\n    restart: sometimes\n    ports: {bad: 1}\n")
    assert compose(compose_bin, "config", "-q", file=broken).returncode != 0


def test_secrets_come_from_the_env_file(compose_bin: Path) -> None:
    missing = compose(compose_bin, "config", "-q", env_file=Path("/nonexistent/rollgate.env"))
    assert missing.returncode != 0 and "rollgate.env" in missing.stderr
    services = json.dumps(yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"])
    assert "change-me" not in services and "env_file" not in services, "secrets come from the env file, one by one"
    for name in SECRETS:
        without = compose(compose_bin, "config", "-q", env_file=None, **{k: "x" * 20 for k in SECRETS if k != name})
        assert without.returncode != 0 and name in without.stderr, f"compose starts without {name}"


def test_each_secret_reaches_only_its_services(compose_bin: Path) -> None:
    """API tokens only in the gateway; the workers' control key in the gateway and the proxy, their
    generate key in the runners and the proxy; no Rollgate secret in a vLLM worker."""
    values = {name: f"{name.lower().replace('_', '-')}-0123456789" for name in SECRETS}
    services = project(compose_bin, *ALL_PROFILES, env_file=None, **values)["services"]
    holders = {name: {service for service, spec in services.items() if value in json.dumps(spec)}
               for name, value in values.items()}
    assert holders == {
        "ROLLGATE_TOKENS": {"gateway"},
        "ROLLGATE_WORKER_CONTROL_KEY": {"gateway", "worker-proxy"},
        "ROLLGATE_WORKER_GENERATE_KEY": {"runner", "worker-proxy"},
        "ROLLGATE_REDIS_GATEWAY_PASSWORD": {"redis", "gateway"},
        "ROLLGATE_REDIS_RUNNER_PASSWORD": {"redis", "runner"},
        "ROLLGATE_REDIS_EXPORTER_PASSWORD": {"redis", "redis-exporter"},
        "GF_SECURITY_ADMIN_PASSWORD": {"grafana"},
    }


@pytest.mark.parametrize("service", ["gateway", "runner", "worker-proxy"])
def test_the_example_secrets_are_refused_at_start_and_real_ones_pass(compose_bin: Path, service: str,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Each service's environment as Compose hands it over, through the start-up check its
    process runs: the example's change-me values stop it, generated secrets let it start."""
    role = {"worker-proxy": "proxy"}.get(service, service)
    example = project(compose_bin, "--profile", "cpu")["services"][service]["environment"]
    assert problems(_settings(example, monkeypatch), role)  # type: ignore[arg-type]
    real = {name: secrets.token_hex(20) for name in SECRETS}
    real["ROLLGATE_TOKENS"] = json.dumps({secrets.token_hex(20): ["jobs", "trainer"]})
    environment = project(compose_bin, "--profile", "cpu", env_file=None, **real)["services"][service]["environment"]
    assert problems(_settings(environment, monkeypatch), role) == []  # type: ignore[arg-type]


def _settings(environment: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> Settings:
    for name in [n for n in os.environ if n.startswith("ROLLGATE_")]:
        monkeypatch.delenv(name)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    return Settings()


def test_every_service_has_a_health_check_and_a_restart_policy(model: dict[str, Any]) -> None:
    for name, service in model["services"].items():
        assert service.get("healthcheck", {}).get("test"), f"{name} has no health check"
        assert not service["healthcheck"].get("disable"), name
        assert service.get("restart") in ("unless-stopped", "always"), f"{name} restarts {service.get('restart')}"


def test_redis_persists_with_aof(model: dict[str, Any]) -> None:
    redis = model["services"]["redis"]
    assert redis["command"][redis["command"].index("--appendonly") + 1] == "yes"
    assert {"source": "redis-data", "target": "/data"}.items() <= _mount(redis, "/data").items()


def test_runner_scales_and_exports_metrics(model: dict[str, Any]) -> None:
    runner = model["services"]["runner"]
    assert "container_name" not in runner and not runner.get("ports"), "a fixed name or host port breaks --scale"
    assert runner["environment"]["ROLLGATE_RUNNER_METRICS_PORT"] == "9100"
    assert runner["environment"]["ROLLGATE_ENV_RUNTIME"] == "bubblewrap"
    assert _mount(runner, "/models")["read_only"]


def test_runner_is_confined_as_far_as_bubblewrap_allows(model: dict[str, Any]) -> None:
    runner = model["services"]["runner"]
    options = dict(option.split("=", 1) if "=" in option else (option, "") for option in runner["security_opt"])
    assert (ROOT / options["seccomp"]).resolve() == SECCOMP_PROFILE, "the shipped profile, not unconfined"
    assert options["no-new-privileges:true"] == "" and options["writable-cgroups"] == "true"
    assert not runner.get("privileged") and runner["cap_drop"] == ["ALL"]
    assert set(runner["cap_add"]) == {"CHOWN", "SETUID", "SETGID", "SETPCAP"}, "the entrypoint's, dropped after it"
    assert runner["entrypoint"] == ["sh", "/app/deploy/docker/runner-cgroups.sh"] and runner["cgroup"] == "private"
    assert runner["environment"]["ROLLGATE_SANDBOX_REQUIRE_LIMITS"] == "true"


def _hard_limit(value: int | dict[str, int]) -> int:
    return value if isinstance(value, int) else value["hard"]


def test_runner_limits_leave_room_for_its_sandboxes_limits(model: dict[str, Any]) -> None:
    """A sandbox's RLIMIT_NPROC and RLIMIT_NOFILE can only be lowered from the runner's: below
    them (an engine's default) every env server fails at start (`prlimit: ... Operation not
    permitted`, seen on Podman with nproc=1024)."""
    limits, defaults = model["services"]["runner"]["ulimits"], SandboxLimits()
    assert _hard_limit(limits["nproc"]) > defaults.user_processes
    assert _hard_limit(limits["nofile"]) > defaults.open_files


def test_vllm_is_reachable_only_through_the_proxy(model: dict[str, Any]) -> None:
    services, networks = model["services"], model["networks"]
    assert networks["inference"]["internal"] is True
    members = {name: set(service.get("networks", {})) for name, service in services.items()}
    assert {name for name, nets in members.items() if "inference" in nets} == {"vllm", "vllm-cpu", "worker-proxy"}
    assert {name for name, nets in members.items() if "worker-egress" in nets} == {"vllm", "vllm-cpu"}
    assert "default" not in members["vllm"] | members["vllm-cpu"]
    proxy = services["worker-proxy"]
    assert proxy["command"][proxy["command"].index("--upstream") + 1] == "http://vllm:8000"
    for name in ("gateway", "runner"):
        assert json.loads(services[name]["environment"]["ROLLGATE_INFERENCE_WORKERS"]) == ["http://worker-proxy:8000"]
    assert not any(int(p["target"]) == 8000 for s in services.values() for p in s.get("ports", []))


def test_redis_has_acl_users_and_no_default_user(model: dict[str, Any]) -> None:
    redis, exporter = model["services"]["redis"], model["services"]["redis-exporter"]
    script = _mount(redis, redis["entrypoint"][-1])
    assert Path(script["source"]) == DEPLOY / "redis" / "start-redis.sh" and script["read_only"]
    assert {"REDIS_GATEWAY_PASSWORD", "REDIS_RUNNER_PASSWORD", "REDIS_EXPORTER_PASSWORD"} <= set(redis["environment"])
    assert "--user exporter" in redis["healthcheck"]["test"][-1]
    assert exporter["environment"]["REDIS_USER"] == "exporter" and exporter["environment"]["REDIS_PASSWORD"]
    for user in ("gateway", "runner"):
        url = model["services"][user]["environment"]["ROLLGATE_REDIS_URL"]
        assert url.startswith(f"redis://{user}:change-me-redis-{user}@redis:6379/")


def test_gateway_serves_http_and_grpc(model: dict[str, Any]) -> None:
    gateway = model["services"]["gateway"]
    assert {int(p["target"]) for p in gateway["ports"]} == {8080, 50051}
    assert gateway["environment"]["ROLLGATE_METRICS_PORT"] == "9101", "metrics apart from the API, unpublished"
    assert {gateway["environment"][name] for name in ("ROLLGATE_API_DOCS", "ROLLGATE_GRPC_REFLECTION")} == {"true"}


@pytest.mark.parametrize("name", ["vllm", "vllm-cpu"])
def test_workers_run_with_the_flags_rollgate_needs(model: dict[str, Any], name: str) -> None:
    worker = model["services"][name]
    command = worker["command"]
    assert command[command.index("--logprobs-mode") + 1] == "processed_logprobs"
    assert "--enable-prefix-caching" in command
    assert _mount(worker, "/models")["source"] == "models"
    if name == "vllm":
        assert worker["environment"]["VLLM_SERVER_DEV_MODE"] == "1"
        devices = worker["deploy"]["resources"]["reservations"]["devices"]
        assert devices[0]["capabilities"] == ["gpu"]
    else:
        assert worker["profiles"] == ["cpu"]
        assert "vllm" in worker["networks"]["inference"]["aliases"]
        dockerfile = (ROOT / worker["build"]["dockerfile"]).read_text()
        assert "VLLM_SERVER_DEV_MODE=1" in dockerfile


@pytest.mark.parametrize(("variables", "kind", "source"), [
    pytest.param({}, "volume", "checkpoints", id="named-volume"),
    pytest.param({"ROLLGATE_CHECKPOINTS_DIR": "/srv/rollgate/checkpoints"}, "bind", "/srv/rollgate/checkpoints",
                 id="host-directory"),
])
def test_checkpoints_are_one_volume_at_one_path(compose_bin: Path, variables: dict[str, str], kind: str,
                                                source: str) -> None:
    """A push names a path as the workers see it, and the gateway checks that same path: the
    trainer writes the volume, gateways and every worker read it at the same place."""
    services = project(compose_bin, *ALL_PROFILES, **variables)["services"]
    readers = {name for name, service in services.items() if _is_gateway(service) or _is_worker(service)}
    assert {"gateway", "vllm", "vllm-cpu"} <= readers
    mounts = {name: [v for v in service.get("volumes", []) if v["source"] == source]
              for name, service in services.items()}
    assert {name for name, found in mounts.items() if found} == readers | {"trainer"}
    for name, found in mounts.items():
        for volume in found:
            assert (volume["type"], volume["target"]) == (kind, CHECKPOINTS), name
            writer = name == "trainer"
            assert volume.get("read_only", False) != writer, f"{name} {'cannot' if writer else 'can'} write it"
    assert services["gateway"]["environment"]["ROLLGATE_CHECKPOINTS_ROOT"] == CHECKPOINTS, "pushes stay under it"


def test_trainer_is_an_optional_job_that_reaches_the_gateway(compose_bin: Path, model: dict[str, Any]) -> None:
    assert "trainer" not in model["services"], "the trainer starts only with its profile"
    trainer = project(compose_bin, *ALL_PROFILES)["services"]["trainer"]
    assert trainer["profiles"] == ["trainer"] and trainer["restart"] == "no"
    assert trainer["environment"]["ROLLGATE_URL"] == "http://gateway:8080"
    assert trainer["depends_on"]["gateway"]["condition"] == "service_healthy"


def test_gateway_sees_the_served_model(model: dict[str, Any]) -> None:
    """The gateway compares a checkpoint's shape with the config of the model the workers serve:
    without the models volume it skips that check, and a LoRA adapter that does not fit loads."""
    gateway = _mount(model["services"]["gateway"], "/models")
    assert gateway["read_only"]
    for name in ("vllm", "vllm-cpu"):
        worker = model["services"][name]
        assert _mount(worker, "/models")["source"] == gateway["source"]
        served = worker["command"][worker["command"].index("--model") + 1]
        assert served.startswith(gateway["target"] + "/"), f"{name} serves {served}, outside the gateway's view"


def test_monitoring_is_provisioned(model: dict[str, Any]) -> None:
    prometheus, grafana = model["services"]["prometheus"], model["services"]["grafana"]
    for name in ("prometheus.yml", "alerts.yml"):
        assert Path(_mount(prometheus, f"/etc/prometheus/{name}")["source"]) == DEPLOY / "prometheus" / name
    provider = yaml.safe_load((DEPLOY / "grafana" / "provisioning" / "dashboards" / "rollgate.yml").read_text())
    dashboards_path = provider["providers"][0]["options"]["path"]
    assert Path(_mount(grafana, dashboards_path)["source"]) == DEPLOY / "grafana" / "dashboards"
    assert Path(_mount(grafana, "/etc/grafana/provisioning")["source"]) == DEPLOY / "grafana" / "provisioning"
    assert {"redis-data", "models", "checkpoints", "prometheus-data", "grafana-data"} <= set(model["volumes"])


def _mount(service: dict[str, Any], target: str) -> dict[str, Any]:
    return next(volume for volume in service["volumes"] if volume["target"] == target)


def _is_gateway(service: dict[str, Any]) -> bool:
    return "services.gateway.main" in (service.get("command") or [])


def _is_worker(service: dict[str, Any]) -> bool:
    """A vLLM worker: it serves a model (the GPU image's entrypoint takes the arguments as command)."""
    return "--served-model-name" in (service.get("command") or [])


def test_runners_require_sandbox_limits(model: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """The runner's settings, read from the environment Compose gives it, refuse unlimited sandboxes."""
    assert _settings(model["services"]["runner"]["environment"], monkeypatch).sandbox_require_limits is True


def test_session_callbacks_are_closed_unless_the_env_file_names_hosts(compose_bin: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Gateway and runners read the same allow list, empty by default (no callbacks)."""
    closed = project(compose_bin, "--profile", "cpu")["services"]
    named = project(compose_bin, "--profile", "cpu", ROLLGATE_SESSION_CALLBACK_HOSTS="agents.example")["services"]
    for service in ("gateway", "runner"):
        assert _settings(closed[service]["environment"], monkeypatch).session_callback_hosts == ""
        assert _settings(named[service]["environment"], monkeypatch).session_callback_hosts == "agents.example"


@pytest.mark.parametrize(("password", "starts"), [("change-me", False), ("ChangeMe-grafana-admin", False),
                                                   ("short-pw", False), ("4f9a2c71e0b3d8a6", True)])
def test_grafana_refuses_a_placeholder_admin_password(model: dict[str, Any], password: str, starts: bool) -> None:
    shell, flag, script, name = model["services"]["grafana"]["entrypoint"]
    assert (shell, flag, name) == ("sh", "-c", "grafana") and "exec /run.sh" in script
    script = script.replace("$$", "$").replace("exec /run.sh", "exec true")  # as Compose hands it over
    done = subprocess.run([shell, flag, script, name], timeout=30,
                          env={"PATH": os.environ["PATH"], "GF_SECURITY_ADMIN_PASSWORD": password},
                          capture_output=True, text=True)
    assert (done.returncode == 0) == starts, done.stderr
