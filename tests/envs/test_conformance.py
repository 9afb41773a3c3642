"""The conformance suite: every registered environment, in every runtime, keeps the protocol.

Env-level checks drive each env bare (through OrderEnforcing); session-level checks drive it
through `open_session` in each runtime (the unsandboxed ones allowed explicitly); failure
checks use the misbehaving test doubles of `fake_envs`, which are never registered.
"""

from __future__ import annotations

import asyncio
import dataclasses
import importlib
import io
import json
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest
from fake_envs import BROKEN_DATA, CRASH_MARKER, FAKE_ENVS, HangingEnv

from sandboxes.errors import (
    EnvCrashed,
    EnvError,
    EnvTimeout,
    OrderError,
    SandboxError,
    SandboxStartError,
    UnknownEnv,
)
from sandboxes.host.answer_keys import artefact_of, grade_apart
from sandboxes.host.config import SandboxConfig
from sandboxes.host.plugin_envs import env_paths
from sandboxes.host.runtime.gvisor import runsc_available
from sandboxes.host.sandbox import Sandbox
from sandboxes.host.session import RUNTIMES, EnvSession, InProcessSession, SubprocessSession, open_session
from sandboxes.inside.envs.search.retrieval import SOCKET_VARIABLE
from sandboxes.inside.server import serve
from sandboxes.protocol import OrderEnforcing, Reset, StepResult
from sandboxes.registry import ENVS, README_SECTIONS, SKELETON, entries, get_env_class, make_env, splits, task_id
from services.retriever.launch import retriever_process

ENV_NAMES = sorted(entries())
"""Every installed env: this package's and the plugins' (the example plugin among them, tests/plugins.py)."""
PLUGINS = sorted(name for name, env in entries().items() if env.package)
AVAILABLE_RUNTIMES = [r for r in RUNTIMES if (r != "runsc" or runsc_available()) and r != "docker"]
"""The docker backend needs an engine; tests/sandboxes starts one and covers it there."""
SUBPROCESS_RUNTIMES = [r for r in AVAILABLE_RUNTIMES if r != "inprocess"]
DEV = SandboxConfig(allow_unsandboxed=True)
"""The suite's config: the default limits, and the unsandboxed runtimes allowed."""
GARBAGE_ACTIONS = ["", "\x00\x01\n\r\t", "}{][", "é" * 10_000, "\ud800", "<answer>\n</answer>", '{"id": 1}\n{"id": 2}']
TIMEOUT_S = 60.0
"""Bounds a sandbox's start and each call, as the runner's `sandbox_start_timeout_s` does: gVisor
starts alfworld (its imports are the heaviest) in about 6 s on a quiet machine, 11-15 s beside two
CPU hogs, and once past 30 s on a loaded CI machine."""
FAKE_SCRIPT = Path(__file__).with_name("fake_envs.py")
ENVS_DIR = Path(__file__).resolve().parents[2] / "sandboxes" / "inside" / "envs"
FAKE_SCRIPT_INSIDE = "/opt/rollgate-tests/fake_envs.py"


def first_task(env_name: str) -> dict[str, Any]:
    split = sorted(splits(env_name))[0]
    return {"id": task_id(env_name, split, 0), "data": {}}


@pytest.fixture(scope="module", autouse=True)
def plugin_envs_importable() -> None:
    """The plugins' envs importable in this process too (their sandboxes get the same folders),
    after everything this process imports already: a plugin's pins shadow nothing here."""
    sys.path.extend(path for name in PLUGINS for path in env_paths(name) if path not in sys.path)


def assert_reset(reset: Reset) -> None:
    assert isinstance(reset, Reset)
    assert isinstance(reset.observation, str) and reset.observation
    assert isinstance(reset.anchor_state, str) and reset.anchor_state
    assert isinstance(reset.info, dict)
    json.dumps(reset.info)
    assert isinstance(reset.actions, list) and all(isinstance(action, str) for action in reset.actions)


def assert_step_result(result: StepResult) -> None:
    assert isinstance(result, StepResult)
    assert isinstance(result.observation, str)
    assert type(result.reward) is float
    assert type(result.done) is bool
    assert isinstance(result.anchor_state, str) and result.anchor_state
    assert isinstance(result.info, dict)
    json.dumps(result.info)
    assert isinstance(result.actions, list) and all(isinstance(action, str) for action in result.actions)


def live_children() -> set[int]:
    return {p.pid for p in psutil.Process().children(recursive=True) if p.status() != psutil.STATUS_ZOMBIE}


@pytest.fixture(autouse=True)
def no_leaked_children() -> Iterator[None]:
    """Every test must end with no process of ours left that it started."""
    before = live_children()
    yield
    assert live_children() <= before


def _runtime_params(runtimes: list[str]) -> list[object]:
    """gVisor sandboxes start slowly: the unit loop leaves them to the whole suite."""
    return [pytest.param(r, id=r, marks=pytest.mark.slow) if r == "runsc" else pytest.param(r, id=r) for r in runtimes]


@pytest.fixture
def retriever_socket(tmp_path: Path) -> Iterator[Path]:
    """The retrieval server over the shipped corpus, which the search env's golden searches ask
    (stopped after the test, as every process a test starts)."""
    home = tmp_path
    server = retriever_process(home / "retriever.sock", home / "retriever.log").start(timeout_s=120)
    yield home / "retriever.sock"
    server.stop()


@pytest.fixture(params=_runtime_params(AVAILABLE_RUNTIMES))
def runtime(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(params=_runtime_params(SUBPROCESS_RUNTIMES))
def subprocess_runtime(request: pytest.FixtureRequest) -> str:
    return str(request.param)


async def open_fake(kind: str, runtime: str, timeout_s: float = TIMEOUT_S) -> EnvSession:
    """A session of the fake env `kind` in `runtime`, started like a registered env would be."""
    if runtime == "inprocess":
        return InProcessSession(OrderEnforcing(FAKE_ENVS[kind]()), timeout_s=timeout_s)
    if runtime == "process":
        config, command = dataclasses.replace(DEV, backend=runtime), [sys.executable, str(FAKE_SCRIPT), kind]
    else:
        config = SandboxConfig(backend=runtime, ro_binds=((str(FAKE_SCRIPT), FAKE_SCRIPT_INSIDE),))
        command = [sys.executable, FAKE_SCRIPT_INSIDE, kind]
    sandbox = await Sandbox.start(kind, config, timeout_s=timeout_s, command=command)
    return SubprocessSession(sandbox, timeout_s=timeout_s)


@pytest.fixture
async def hanging(runtime: str) -> AsyncIterator[EnvSession]:
    """A hanging env's session with a short timeout; an in-process hang is released after."""
    session = await open_fake("hang", runtime)
    session.timeout_s = 0.5
    yield session
    await session.close()
    if isinstance(session, InProcessSession):
        env = session._env.env
        assert isinstance(env, HangingEnv)
        env.release.set()


# --- the env itself -------------------------------------------------------------------------


@pytest.mark.parametrize("env_name", ENV_NAMES)
def test_env_describes_itself(env_name: str) -> None:
    """A plugin's registration says what its env class does (the gateway reads the one, sandboxes the other)."""
    env_class = get_env_class(env_name)
    assert env_class.name == env_name
    assert isinstance(env_class.description, str) and env_class.description
    sizes = env_class.splits()
    assert sizes and all(isinstance(k, str) and isinstance(v, int) and v > 0 for k, v in sizes.items())
    first = sorted(sizes)[0]
    assert (splits(env_name), task_id(env_name, first, 0)) == (sizes, env_class.task_id(first, 0))
    if env_name in PLUGINS:
        assert entries()[env_name].description == env_class.description


@pytest.mark.parametrize("env_name", ENV_NAMES)
def test_reset_gives_observation_and_anchor(env_name: str) -> None:
    env = make_env(env_name)
    assert_reset(env.reset(first_task(env_name), 0, {}))
    env.close()


@pytest.mark.parametrize("env_name", ENV_NAMES)
def test_step_before_reset_raises(env_name: str) -> None:
    env = make_env(env_name)
    with pytest.raises(OrderError):
        env.step("anything")


@pytest.mark.parametrize("env_name", ENV_NAMES)
@pytest.mark.parametrize(
    "task",
    [
        pytest.param("train-000000", id="not-a-dict"),
        pytest.param({"id": "no-such-split-999999999"}, id="unknown-id"),
        pytest.param({"id": "", "data": {"no_such_field": 1}}, id="unknown-inline-field"),
        pytest.param({"id": "x", "data": {}, "extra": 1}, id="unknown-task-key"),
        pytest.param({"id": 5}, id="id-not-a-string"),
        pytest.param({"id": "", "data": [1, 2]}, id="data-not-an-object"),
    ],
)
def test_invalid_task_raises_env_error(env_name: str, task: Any) -> None:
    env = make_env(env_name)
    with pytest.raises(EnvError):
        env.reset(task, 0, {})


@pytest.mark.parametrize("env_name", ENV_NAMES)
def test_same_task_gives_same_observation(env_name: str) -> None:
    first, second = (make_env(env_name).reset(first_task(env_name), 7, {}) for _ in range(2))
    assert (first.observation, first.anchor_state) == (second.observation, second.anchor_state)


@pytest.mark.parametrize("env_name", ENV_NAMES)
@pytest.mark.parametrize("action", [pytest.param(a, id=f"garbage{i}") for i, a in enumerate(GARBAGE_ACTIONS)])
def test_step_returns_well_typed_result(env_name: str, action: str) -> None:
    env = make_env(env_name)
    env.reset(first_task(env_name), 0, {})
    result = env.step(action)
    assert_step_result(result)
    if result.done:
        with pytest.raises(OrderError):
            env.step(action)


@pytest.mark.parametrize("env_name", ENV_NAMES)
def test_close_is_idempotent(env_name: str) -> None:
    env = make_env(env_name)
    env.close()
    env.close()
    with pytest.raises(OrderError):
        env.reset(first_task(env_name), 0, {})


def test_registry_import_is_lazy() -> None:
    envs = "sandboxes.registry"
    code = f"import sys, {envs}; print([m for m in sys.modules if m.startswith('{envs}.')])"
    output = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert output.stdout.strip() == "[]"


@pytest.mark.parametrize("env_name", ENV_NAMES)
def test_env_class_agrees_with_its_registry_entry(env_name: str) -> None:
    entry = entries()[env_name]
    env_class = get_env_class(entry.name)
    assert (env_class.name, env_class.agent, env_class.data_variable) == (entry.name, entry.agent, entry.data_variable)
    if entry.agent:  # a plugin's env may name none: the text agent plays it
        module_name, _, class_name = entry.agent.partition(":")
        assert isinstance(getattr(importlib.import_module(module_name), class_name), type)


def test_registry_is_one_list_of_distinct_envs() -> None:
    names = [entry.name for entry in ENVS]
    assert len(set(names)) == len(names) and set(names) <= set(entries())
    variables = [entry.data_variable for entry in entries().values() if entry.data_variable]
    assert len(set(variables)) == len(variables)


@pytest.mark.parametrize("env_name", [env.name for env in ENVS])
def test_env_folder_has_the_skeleton(env_name: str) -> None:
    """The same file names for the same concepts (see `sandboxes.registry`): golden.py gives
    `golden_actions`; no builder or data lives beside the code (they are `builders/<env>/` and
    `data/<env>/`)."""
    folder = ENVS_DIR / env_name
    assert [name for name in SKELETON if not (folder / name).is_file()] == []
    misplaced = ("build.py", "generate.py", "golden_actions.py", "builder", "data", "games", "built")
    assert not [p.name for p in folder.iterdir() if p.name in misplaced]
    golden = importlib.import_module(f"sandboxes.inside.envs.{env_name}.golden")
    assert callable(golden.golden_actions)


@pytest.mark.parametrize("env_name", [env.name for env in ENVS])
def test_env_readme_has_the_sections_in_order(env_name: str) -> None:
    readme = (ENVS_DIR / env_name / "README.md").read_text()
    assert readme.startswith("# ")
    sections = [line[3:].strip() for line in readme.splitlines() if line.startswith("## ")]
    assert sections[: len(README_SECTIONS)] == list(README_SECTIONS)


def golden_target(env_name: str) -> str:
    """The `module:function` of the env's golden actions: this package's envs' golden.py, a plugin's own."""
    return entries()[env_name].golden or (f"sandboxes.inside.envs.{env_name}.golden:golden_actions"
                                          if env_name not in PLUGINS else "")


@pytest.mark.slow
@pytest.mark.parametrize("env_name", [name for name in ENV_NAMES if golden_target(name)])
async def test_golden_actions_earn_full_reward(env_name: str, request: pytest.FixtureRequest,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Each env's golden episode on its first task ends with reward 1 (graded apart where the
    env is: in a fresh env in grading mode, the key from the runner's side)."""
    if env_name == "search":
        monkeypatch.setenv(SOCKET_VARIABLE, str(request.getfixturevalue("retriever_socket")))
    task = first_task(env_name)
    module_name, _, function = golden_target(env_name).partition(":")
    golden_actions = getattr(importlib.import_module(module_name), function)
    session = InProcessSession(make_env(env_name), timeout_s=TIMEOUT_S)
    await session.reset(task, 0, {})
    results = [await session.step(action) for action in golden_actions(task["id"])]
    await session.close()
    assert [result.done for result in results] == [False] * (len(results) - 1) + [True]
    final = results[-1]
    if get_env_class(env_name).graded_apart:
        artefact = artefact_of(final)
        assert artefact is not None

        async def open_inprocess(name: str, timeout_s: float) -> EnvSession:
            return InProcessSession(make_env(name), timeout_s=timeout_s)

        final = await grade_apart(open_inprocess, env_name, task, 0, artefact, data_dirs={}, timeout_s=TIMEOUT_S)
    assert final.reward == 1.0


def test_unknown_env_is_a_lookup_error() -> None:
    with pytest.raises(LookupError, match="no-such-env"):
        get_env_class("no-such-env")
    assert issubclass(UnknownEnv, SandboxError)


# --- the env server, fed lines directly -------------------------------------------------------


@pytest.mark.parametrize("env_name", ENV_NAMES)
def test_server_answers_garbage_lines_and_goes_on(env_name: str) -> None:
    requests = [
        b"not json\n",
        b"[1, 2]\n",
        b'{"id": 1, "method": "jump", "params": {}}\n',
        b'{"id": 2, "method": "step", "params": {"action": 5}}\n',
        json.dumps({"id": 3, "method": "reset", "params": {"task": first_task(env_name), "seed": 0}}).encode(),
        b"\n" + b'{"id": 4, "method": "close", "params": {}}\n',
        b'{"id": 5, "method": "reset", "params": {}}\n',
    ]
    out = io.BytesIO()
    serve(get_env_class(env_name), iter(b"".join(requests).splitlines(keepends=True)), out)
    responses = [json.loads(line) for line in out.getvalue().splitlines()]
    assert responses[0]["result"]["ready"] is True
    assert [(r["id"], r["error"]["type"]) for r in responses[1:5]] == [
        (None, "ProtocolError"),
        (None, "ProtocolError"),
        (1, "ProtocolError"),
        (2, "ProtocolError"),
    ]
    assert responses[5]["id"] == 3 and responses[5]["result"]["observation"]
    assert responses[6:] == [{"id": 4, "result": {}}]


# --- sessions of registered envs, in every runtime -------------------------------------------------


@pytest.mark.parametrize("env_name", ENV_NAMES)
async def test_a_session_keeps_the_protocols_order_and_survives_bad_input(env_name: str, runtime: str) -> None:
    """One session of each env in each runtime (a start is most of the cost: gVisor's alfworld
    takes 6-18 s): a step before any reset is refused; an unknown task is an EnvError that leaves
    the session usable; garbage actions get well-formed step results; a second reset is refused;
    closing twice is fine, and a step after it is refused."""
    session = await open_session(env_name, runtime, timeout_s=TIMEOUT_S, config=DEV)
    with pytest.raises(OrderError):
        await session.step("1 + 1")
    with pytest.raises(EnvError):
        await session.reset({"id": "no-such-split-999999999"}, 0, {})
    assert_reset(await session.reset(first_task(env_name), 0, {}))
    for action in ["1 + 1", *GARBAGE_ACTIONS]:
        result = await session.step(action)
        assert_step_result(result)
        if result.done:
            break
    with pytest.raises(OrderError):
        await session.reset(first_task(env_name), 0, {})
    await session.close()
    await session.close()
    with pytest.raises(OrderError):
        await session.step("1 + 1")


async def test_open_session_rejects_unknown_env(runtime: str) -> None:
    with pytest.raises(UnknownEnv):
        await open_session("no-such-env", runtime, timeout_s=TIMEOUT_S, config=DEV)


async def test_open_session_rejects_unknown_runtime() -> None:
    with pytest.raises(SandboxStartError, match="runtime"):
        await open_session(ENV_NAMES[0], "no-such-runtime", timeout_s=TIMEOUT_S, config=DEV)


# --- failures, with misbehaving test envs ----------------------------------------------------


async def test_crashed_env_raises_env_crashed_with_stderr_tail(subprocess_runtime: str) -> None:
    async with await open_fake("exit", subprocess_runtime) as session:
        await session.reset({"id": "test-000000"}, 0, {})
        with pytest.raises(EnvCrashed, match="exited with code 3") as crash:
            await session.step("x")
        assert CRASH_MARKER in crash.value.stderr_tail
        with pytest.raises(OrderError):
            await session.step("x")


async def test_env_warms_up_before_its_server_is_ready(subprocess_runtime: str) -> None:
    async with await open_fake("warming", subprocess_runtime) as session:
        ready_at = time.monotonic()
        reset = await session.reset({"id": "test-000000"}, 0, {})
    assert 0 < reset.info["warmed_at"] < ready_at


async def test_failed_warm_up_still_starts_and_reset_reports_it(subprocess_runtime: str) -> None:
    async with await open_fake("broken-data", subprocess_runtime) as session:
        with pytest.raises(EnvError, match=BROKEN_DATA):
            await session.reset({"id": "test-000000"}, 0, {})


async def test_an_exception_raised_by_step_is_the_agents_failure(runtime: str) -> None:
    """An env's step that raises (anything but a SandboxError) answers with the agent's failure:
    done, reward 0, the exception named; the episode is over (docs/security.md, opting out)."""
    async with await open_fake("raise", runtime) as session:
        await session.reset({"id": "test-000000"}, 0, {})
        result = await session.step("x")
        assert (result.done, result.reward, result.info["caused_by"]) == (True, 0.0, "agent")
        assert "RuntimeError: fake env bug" in result.observation
        with pytest.raises(OrderError):
            await session.step("x")


async def test_hung_env_raises_env_timeout(hanging: EnvSession) -> None:
    await hanging.reset({"id": "test-000000"}, 0, {})
    with pytest.raises(EnvTimeout):
        await hanging.step("x")
    with pytest.raises(OrderError, match="timed out"):
        await hanging.step("x")


async def test_cancelled_call_fails_the_session(hanging: EnvSession) -> None:
    hanging.timeout_s = TIMEOUT_S
    await hanging.reset({"id": "test-000000"}, 0, {})
    with pytest.raises(TimeoutError):
        async with asyncio.timeout(0.3):
            await hanging.step("x")
    with pytest.raises(OrderError, match="was cancelled"):
        await hanging.step("x")


async def test_env_output_on_stdout_does_not_corrupt_the_protocol(runtime: str) -> None:
    async with await open_fake("noisy", runtime) as session:
        assert (await session.reset({"id": "test-000000"}, 0, {})).observation == "ready"


async def test_close_leaves_no_process_behind(subprocess_runtime: str) -> None:
    """A sandbox's whole tree is gone, reaped, when close returns; a plain process's
    grandchild is killed but, orphaned, may still be dying (it is not ours to reap). Under
    runsc the grandchild is a guest process: the host sees only runsc, its sentry and gofer."""
    session = await open_fake("spawn", subprocess_runtime)
    assert isinstance(session, SubprocessSession)
    reset = await session.reset({"id": "test-000000"}, 0, {})
    assert reset.info["grandchild"] > 0
    server = psutil.Process(session.server.pid)
    tree = [server, *server.children(recursive=True)]
    assert subprocess_runtime == "runsc" or any(p.name() == "sleep" for p in tree)
    await session.close()
    assert not {p.pid for p in tree} & {p.pid for p in psutil.Process().children(recursive=True)}
    if subprocess_runtime == "process":
        assert not psutil.wait_procs(tree, timeout=10)[1]
    else:
        assert not [p for p in tree if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]


@pytest.mark.parametrize(
    "code, timeout_s, message",
    [
        pytest.param("import sys; sys.stderr.write('cannot start'); sys.exit(5)", TIMEOUT_S, "code 5", id="exits"),
        pytest.param("print('hello')", TIMEOUT_S, "readiness", id="not-the-protocol"),
        pytest.param("import time; time.sleep(600)", 0.5, "not ready within", id="never-ready"),
    ],
)
async def test_server_that_does_not_start_raises_sandbox_start_error(code: str, timeout_s: float, message: str) -> None:
    config = dataclasses.replace(DEV, backend="process")
    with pytest.raises(SandboxStartError, match=message) as failure:
        await Sandbox.start("fake", config, timeout_s=timeout_s, command=[sys.executable, "-c", code])
    if "cannot start" in code:
        assert failure.value.stderr_tail == "cannot start"


async def test_missing_executable_raises_sandbox_start_error() -> None:
    config = dataclasses.replace(DEV, backend="process")
    with pytest.raises(SandboxStartError, match="cannot start"):
        await Sandbox.start("fake", config, timeout_s=1.0, command=["/nonexistent/python"])
