"""Grading apart: answer keys stay on the runner's side; a fresh sandbox grades the artefact.

An env that declares `Environment.graded_apart` is never graded in the sandbox its agent acted
in: that sandbox's files and processes are the agent's to shape. Its last step yields only an
artefact (`ARTEFACT_KEY`), and `grade_apart` opens a fresh sandbox of the same env, resets it
in grading mode with the task, the artefact and the grading key, and steps it once.

Per env, a keeper module (`KEEPERS`) holds what only the runner's side may read:
- `agent_data(full_dir) -> dir`: what an agent may see of the env's data, bound into its
  sandboxes (agent's and grader's alike) as the env's data directory in place of the full data;
- `agent_task(task) -> task`: the wire task as a sandbox gets it (no answer key inline);
- `grading_key(task, full_dir) -> object`: what the grading sandbox needs beyond the task;
- optionally `sandbox_binds(agent_dir) -> [(host path, sandbox path)]`: read-only binds its
  sandboxes need beside the agent view (SWE: the instance environments, which tool commands,
  hidden from the data directory, must reach).
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Awaitable, Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from sandboxes.errors import ProtocolError
from sandboxes.protocol import ARTEFACT_KEY, GRADE_ACTION, GRADE_OPTION, StepResult
from sandboxes.registry import data_variables

if TYPE_CHECKING:
    from sandboxes.host.config import SandboxConfig
    from sandboxes.host.session import EnvSession

GRADE_MIN_TIMEOUT_S = 60.0
"""The least time a grading call gets, however short the job's per-step limit: grading is the
env's work, not the agent's turn."""
GRADE_MARGIN_S = 10.0
"""Of the grading step's time limit, what the grader keeps for itself beyond the time it gives
the graded work (the tests): a graded artefact that hangs is a failing grade, not a timeout."""
KEEPERS: dict[str, str] = {"swe": "sandboxes.host.swe_view"}
"""Env name -> the module that keeps its answer key (see above)."""


def graded_apart(env: str) -> bool:
    """Whether the env's final result is graded in a fresh sandbox: it has a keeper here (an env
    class declaring `Environment.graded_apart` must have one, a test checks it); the env's
    module is not imported, nor its engine."""
    return env in KEEPERS


def _keeper(env: str) -> ModuleType | None:
    return importlib.import_module(KEEPERS[env]) if env in KEEPERS else None


def agent_data_dirs(data_dirs: dict[str, str], envs: list[str] | None = None) -> dict[str, str]:
    """`data_dirs` (variable -> host directory) with each kept env's full data replaced by its
    agent view (added where the env has none: its shipped data stays on this side too)."""
    dirs = dict(data_dirs)
    for env in KEEPERS if envs is None else [env for env in envs if env in KEEPERS]:
        variable = data_variables()[env]
        dirs[variable] = _keeper(env).agent_data(dirs.get(variable))  # type: ignore[union-attr]
    return dirs


def agent_binds(agent_dirs: dict[str, str], envs: list[str] | None = None) -> tuple[tuple[str, str], ...]:
    """The extra read-only binds of the kept envs' sandboxes, given their agent views
    `agent_dirs` (variable -> directory, as `agent_data_dirs` returns them)."""
    binds: list[tuple[str, str]] = []
    for env in KEEPERS if envs is None else [env for env in envs if env in KEEPERS]:
        keeper_binds = getattr(_keeper(env), "sandbox_binds", None)
        if keeper_binds is not None and data_variables()[env] in agent_dirs:
            binds += keeper_binds(agent_dirs[data_variables()[env]])
    return tuple(binds)


def agent_config(env: str, config: SandboxConfig) -> SandboxConfig:
    """`config` for sandboxes of `env`, its data directory the env's agent view if it has a
    keeper, with the binds its keeper asks for."""
    config = config.for_env(env)
    if env not in KEEPERS:
        return config
    dirs = agent_data_dirs(dict(config.data_dirs), [env])
    binds = [bind for bind in agent_binds(dirs, [env]) if bind not in config.ro_binds]
    return dataclasses.replace(config, data_dirs=tuple(dirs.items()), ro_binds=(*config.ro_binds, *binds))


def agent_task(env: str, task: dict[str, Any]) -> dict[str, Any]:
    keeper = _keeper(env)
    return task if keeper is None else keeper.agent_task(task)


def artefact_of(result: StepResult) -> str | None:
    """The artefact a graded-apart env's final result carries, if it is a string."""
    artefact = result.info.get(ARTEFACT_KEY)
    return artefact if isinstance(artefact, str) else None


async def grade_apart(
    open_session: Callable[[str, float], Awaitable[EnvSession]], env: str, task: dict[str, Any], seed: int,
    artefact: str, *, data_dirs: dict[str, str], timeout_s: float,
) -> StepResult:
    """The grade of `artefact` on `task`, from a fresh sandbox of `env` in grading mode, each
    call within `timeout_s` (at least GRADE_MIN_TIMEOUT_S).

    Raises what the session raises (EnvError, EnvTimeout, SandboxStartError, ...), and
    ProtocolError when the grading session did not end in step or did not end the episode."""
    timeout_s = max(timeout_s, GRADE_MIN_TIMEOUT_S)
    keeper = _keeper(env)
    key = keeper.grading_key(task, data_dirs.get(data_variables()[env])) if keeper is not None else None
    request = {"artefact": artefact, "key": key, "time_limit_s": max(timeout_s - GRADE_MARGIN_S, timeout_s / 2)}
    session = await open_session(env, timeout_s)
    try:
        await session.reset(agent_task(env, task), seed, {GRADE_OPTION: request})
        result = await session.step(GRADE_ACTION)
    finally:
        await session.close()
    if session.unconfirmed:
        raise ProtocolError(f"the grading sandbox's answers are not confirmed: {session.unconfirmed}")
    if not result.done:
        raise ProtocolError("the grading sandbox did not end the episode")
    return result
