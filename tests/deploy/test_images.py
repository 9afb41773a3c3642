"""The Dockerfiles, parsed by BuildKit's own parser (PyPI dockerfile), and what each image
must hold: no engine runs here, so the build itself is exercised where one does."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
import yaml

from .conftest import DEPLOY, ROOT

dockerfile = pytest.importorskip("dockerfile", reason="the dockerfile parser package is not installed")

DOCKER = DEPLOY / "docker"
IMAGES = {"rollgate": DOCKER / "Dockerfile", "vllm-cpu": DOCKER / "vllm-cpu.Dockerfile"}


def instructions(path: Path) -> dict[str, list[tuple[str, ...]]]:
    parsed: dict[str, list[tuple[str, ...]]] = {}
    for command in dockerfile.parse_file(str(path)):
        parsed.setdefault(command.cmd, []).append(command.value)
    return parsed


def pin(name: str) -> str:
    match = re.search(rf"^{re.escape(name)}==(\S+)$", (ROOT / "requirements.txt").read_text(), re.MULTILINE)
    assert match, f"{name} is not pinned in requirements.txt"
    return match.group(1)


@pytest.mark.parametrize("image", list(IMAGES))
def test_installs_the_pinned_requirements_with_the_cpu_torch(image: str) -> None:
    parsed = instructions(IMAGES[image])
    assert pin("torch").endswith("+cpu")
    index = dict(arg.split("=", 1) for (arg,) in parsed["ARG"] if "=" in arg)["TORCH_INDEX"]
    assert index == "https://download.pytorch.org/whl/cpu"
    install = next(shlex.split(run) for (run,) in parsed["RUN"] if "-r requirements.txt" in run)
    assert install[install.index("--extra-index-url") + 1] == "$TORCH_INDEX"
    assert parsed["FROM"][0][0] == "${PYTHON_IMAGE}"
    assert any("python:3.11" in arg for (arg,) in parsed["ARG"])


@pytest.mark.parametrize("image", list(IMAGES))
def test_runs_unprivileged_with_a_health_check(image: str) -> None:
    parsed = instructions(IMAGES[image])
    user = parsed["USER"][-1][0].split(":")[0]
    assert user.isdigit() and int(user) >= 1000
    assert parsed["HEALTHCHECK"]


def test_rollgate_image_runs_gateway_and_sandboxed_runner() -> None:
    parsed = instructions(IMAGES["rollgate"])
    apt = next(run for (run,) in parsed["RUN"] if "apt-get install" in run)
    assert "bubblewrap" in apt.split()
    assert ("." , ".") in parsed["COPY"], "the environments (sandboxes/) ship with the code"
    assert parsed["CMD"][-1] == ("python", "-m", "services.gateway.main")


def test_cpu_worker_serves_what_rollgate_needs() -> None:
    parsed = instructions(IMAGES["vllm-cpu"])
    env = dict(zip(*[iter(value for values in parsed["ENV"] for value in values)] * 2, strict=True))
    assert env["VLLM_SERVER_DEV_MODE"] == "1"
    assert parsed["ENTRYPOINT"][-1] == ("python", "-m", "vllm.entrypoints.openai.api_server")
    command = parsed["CMD"][-1]
    assert command[command.index("--logprobs-mode") + 1] == "processed_logprobs"
    assert "--enable-prefix-caching" in command


def test_gpu_worker_image_matches_the_cpu_vllm_version() -> None:
    version = pin("vllm-cpu")
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    assert compose["services"]["vllm"]["image"] == f"vllm/vllm-openai:v{version}"
    values = yaml.safe_load((DEPLOY / "helm" / "rollgate" / "values.yaml").read_text())
    assert values["worker"]["gpuImage"]["tag"] == f"v{version}"


def test_build_context_leaves_out_secrets_and_local_state() -> None:
    ignores = [(DOCKER / f"{path.name}.dockerignore").read_text() for path in IMAGES.values()]
    assert ignores[0] == ignores[1]
    patterns = set(ignores[0].split())
    assert {".env", "*.env", ".git", ".venv*"} <= patterns
