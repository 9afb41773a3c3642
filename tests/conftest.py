"""Fixtures shared by the whole suite: a real Redis and the tiny policy model."""

from __future__ import annotations

import os

# Set before gRPC is first imported (by the imports below): its fork handlers restart its
# threads in a forked child, so a test process that used gRPC (the client and gateway tests)
# could no longer fork the launcher of a confined tool command, which must be single-threaded
# to enter its user namespace (`sandboxes.inside.confine`); the SWE grader run in the test
# process then graded nothing, depending on which modules ran there first. The services never
# fork after using gRPC: their sandboxes are forked by processes of their own.
os.environ.setdefault("GRPC_ENABLE_FORK_SUPPORT", "false")

import importlib.util
import re
import subprocess
import sys
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest
import redis
import redis.asyncio as aioredis
from xdist.remote import Producer

from sandboxes.host.plugin_envs import WHEELS_VARIABLE
from services.common.process import ServiceProcess, free_port, reap_orphans
from services.devstack import LocalStack
from tests import parallel, plugins
from tests.sandbox_kinds import docker_engine_in
from tests.workers import CHAT_PARSING_ARGS, LORA_MAX_RANK, SharedWorkers

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"


# --- markers -------------------------------------------------------------------------------

# Files whose every test starts a vLLM worker or the whole stack, or trains with torch.
SLOW_PATHS = ("e2e/", "train/", "inference/test_worker.py", "inference/test_proxied_stack.py",
              "inference/test_smollm2.py")
SLOW_FIXTURES = {"live_stack"}  # the e2e stack, or a stack of its own


@pytest.hookimpl(tryfirst=True)  # before -m deselects
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark `slow` the tests of SLOW_PATHS and those using SLOW_FIXTURES; other tests that take more
    than about 5 s carry the mark themselves. `pytest -m "not slow"` is the unit loop."""
    for item in items:
        path = item.path.relative_to(TESTS).as_posix() if item.path.is_relative_to(TESTS) else ""
        if path.startswith(SLOW_PATHS) or SLOW_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)
    parallel.check_units(items)


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(parallel.UnitOrder(), "rollgate-unit-order")
    for source in plugins.SHIPPED:  # the example env plugin and the adapters, as a user installs one
        plugins.put_on_path(plugins.install(source))
    if (wheels := plugins.wheelhouse()) is not None:
        os.environ.setdefault(WHEELS_VARIABLE, str(wheels))  # what plugin envs pin, offline


def pytest_xdist_make_scheduler(config: pytest.Config, log: Producer) -> parallel.UnitScheduling:
    return parallel.UnitScheduling(config, log)


def pytest_sessionstart(session: pytest.Session) -> None:
    """End the services an earlier run left behind when it was killed before its teardown: a
    leftover vLLM worker holds gigabytes, and this run's workers would find too little memory."""
    if reaped := reap_orphans():
        print(f"conftest: ended {len(reaped)} process groups left by a killed earlier run", file=sys.stderr)


# --- failures ------------------------------------------------------------------------------

NOTABLE = re.compile(r"^[\d-]+ [\d:,]+ (WARNING|ERROR|CRITICAL) |^Traceback")  # the services' Python log lines
NOTABLE_LINES = 6


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """A failed test that ran a LocalStack reports its services' last warnings and errors, so a
    failure on a machine whose files are gone (CI) still says what the processes saw."""
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    if not report.failed or call.when != "call":
        return
    for stack in (value for value in getattr(item, "funcargs", {}).values() if isinstance(value, LocalStack)):
        for log in sorted((stack.home / "logs").glob("*.log")):
            notable = [line for line in log.read_text(errors="replace").splitlines() if NOTABLE.search(line)]
            if notable:
                report.sections.append((f"{log.name}: {len(notable)} warnings and errors, the last",
                                        "\n".join(line[:300] for line in notable[-NOTABLE_LINES:])))


# --- redis ---------------------------------------------------------------------------------


def _redis_pings(url: str) -> Callable[[], bool]:
    def check() -> bool:
        try:
            with redis.Redis.from_url(url, socket_timeout=1.0) as client:
                return bool(client.ping())
        except redis.exceptions.ConnectionError:
            return False

    return check


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A throwaway `redis-server` without persistence, for the whole session; yields its URL."""
    workdir = tmp_path_factory.mktemp("redis")
    port = free_port()
    url = f"redis://127.0.0.1:{port}/0"
    argv = ["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "no",
            "--dir", str(workdir)]
    server = ServiceProcess("redis", argv, dict(os.environ), workdir / "redis.log", _redis_pings(url))
    server.start(timeout_s=30.0)
    try:
        yield url
    finally:
        server.stop()


@pytest.fixture
async def redis_client(redis_server: str) -> AsyncIterator[aioredis.Redis]:
    """A client on an empty database: every test starts from FLUSHDB."""
    client = aioredis.Redis.from_url(redis_server, decode_responses=True)
    await client.flushdb()
    try:
        yield client
    finally:
        await client.aclose()


# --- model ---------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def tiny_model() -> Path:
    """The tiny Qwen2 model folder (tokenizer included), built on first use."""
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_model.py")], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    return Path(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="session")
def vllm_workers(tiny_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[SharedWorkers]:
    """Two vLLM CPU workers for the whole session, lent to the stacks that need one (tests/workers.py)."""
    with LocalStack(home=tmp_path_factory.mktemp("shared-workers"), model=tiny_model) as stack:
        yield SharedWorkers(stack.start_workers(2, bind_cores=True, lora_max_rank=LORA_MAX_RANK,
                                                extra_args=CHAT_PARSING_ARGS), tiny_model)


# --- sandboxes -----------------------------------------------------------------------------


@pytest.fixture(scope="session")
def docker_engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The Docker API engine of the docker backend's tests, for the session (tests/sandbox_kinds.py)."""
    with docker_engine_in(tmp_path_factory.mktemp("podman")) as host:
        yield host


def load_script(name: str) -> ModuleType:
    """Import scripts/NAME.py as a module (the scripts folder is not a package)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
