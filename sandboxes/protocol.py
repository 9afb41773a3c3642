"""The environment protocol: what every Rollgate environment implements.

An environment runs synchronously in its own process (the env server, usually inside a
sandbox). One instance plays one episode:

    reset(task, seed, options) -> Reset        exactly once, first
    step(action) -> StepResult                 until a result has done=True
    close()                                    always, last; idempotent

Environments implement `Environment`; callers never drive one bare but through
`OrderEnforcing` (as `sandboxes.inside.envs.make_env` returns it), which turns out-of-order calls
into `OrderError` the way Gymnasium's OrderEnforcing wrapper does.

Whose failure is whose: an env says a failure is its own (its data missing, a service it
needs down, a task it cannot start) by raising a `SandboxError` (EnvError, EnvCrashed): the
episode ends env_error, unusable. Any other exception that `step` raises was raised while the
env handled the agent's action, so it is the agent's outcome (`Environment.failed_action`):
the episode ends done, reward 0, with an observation saying what went wrong, and counts. An
agent must never be able to turn a bad score into an episode the trainer drops.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from sandboxes.errors import EnvError, OrderError, SandboxError


def anchor_state(state_text: str) -> str:
    """A stable 16-hex-digit hash of an environment state, for GiGPO step groups.

    Two steps share an anchor exactly when the environment was in the same state before the
    agent acted; hash the state (or the observation that fully describes it), never anything
    that differs between episodes of the same state such as timestamps.
    """
    import hashlib  # here: the env server imports this module at start, before any state

    return hashlib.sha1(state_text.encode("utf-8")).hexdigest()[:16]


_T = TypeVar("_T")


def from_task(
    task: dict[str, Any], env: str, needs: str, *, inline: Callable[[Any], _T], by_id: Callable[[str], _T]
) -> _T:
    """What a wire task names: its inline `data` when given (the id is then only a label),
    else its task-set `id`; EnvError "a <env> task needs <needs>" when it has neither."""
    data, task_id = task.get("data") or {}, task.get("id") or ""
    if data:
        return inline(data)
    if not task_id:
        raise EnvError(f"a {env} task needs {needs}")
    return by_id(task_id)


CAUSED_BY_KEY = "caused_by"
"""The info key that says whose doing a step's failure was; AGENT in `agent_failure` results."""
AGENT = "agent"
_MAX_FAILURE_CHARS = 2000


def agent_failure(observation: str, **info: Any) -> StepResult:
    """The end of an episode that the agent's action broke: done, reward 0, `observation` saying
    what happened, `info` with success False and CAUSED_BY_KEY AGENT (and `info` given)."""
    return StepResult(observation=observation, reward=0.0, done=True, anchor_state=anchor_state("agent failure"),
                      info={"success": False, CAUSED_BY_KEY: AGENT, **info})


GRADE_OPTION = "rollgate.grade"
"""The reset option that opens a graded-apart env (`Environment.graded_apart`) in grading mode:
`{"artefact": str, "key": object, "time_limit_s": number}` (the time the graded work, e.g. its
tests, may take: within it the grade step answers)."""
GRADE_ACTION = "grade"
"""The one action a graded-apart env in grading mode is stepped with."""
ARTEFACT_KEY = "artefact"
"""The info key of a graded-apart env's final result that carries what is to be graded."""


@dataclass(frozen=True)
class Reset:
    """The start of an episode: the first observation and the state it was made in.

    `actions` lists the actions the env accepts now, for envs that can enumerate them
    (ALFWorld's admissible commands, WebShop's clickables); empty when any text goes. The
    runner's agent may show them to the policy. `info` must be JSON-serialisable; it is
    logged, never shown to the policy (it may hold the answer). `agent_info` is what the env
    tells the agent besides the observation, for agents that read fields rather than text: an
    external agent's session answers its reset with it (swe: the bare problem statement and
    the working directory, as SWE-bench harnesses expect them). Nothing secret goes in it.
    """

    observation: str
    anchor_state: str
    info: dict[str, Any] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    agent_info: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class StepResult:
    """What the environment answered to one action.

    `reward` is for this step only: a finite number of magnitude at most 1e6. `done` ends the
    episode (success or failure; the runner truncates on its own turn budget). `anchor_state`
    hashes the state the next action would be taken in. `info` must be JSON-serialisable;
    `info["success"]`, when present, says whether the episode's goal was reached (else a
    positive reward does). `actions` as in `Reset`, for the next action.

    Every field has a cap (`sandboxes.wire`: observation, info, actions, anchor_state,
    reward); the runner refuses a result past one as a protocol error, and the episode
    ends as env_error.
    """

    observation: str
    reward: float
    done: bool
    anchor_state: str
    info: dict[str, Any] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)


class Environment(ABC):
    """One episode of one environment, driven synchronously.

    `task` is the wire Task as a dict: `{"id": str, "data": dict}` (a task-set id, or an
    inline spec in `data`). `seed` is for stochastic environments; deterministic ones may
    ignore it. Invalid tasks or options raise `EnvError` with a message naming the problem.
    """

    name: ClassVar[str]
    description: ClassVar[str]
    agent: ClassVar[str]
    """The `module:Class` path of the env's runner-side agent (`services.agents`)."""
    data_variable: ClassVar[str | None] = None
    """The environment variable that points the env at its full upstream data, if it takes one.
    `sandboxes.inside.envs.ENVS` registers the same name, agent and variable (a test checks)."""
    graded_apart: ClassVar[bool] = False
    """Whether the final result is graded in a fresh sandbox rather than in the one the agent
    acted in (whose every file and process the agent may have shaped). Such an env's final
    StepResult (done) has reward 0 and carries in `info[ARTEFACT_KEY]` the artefact to grade, a
    string (absent: nothing to grade, the reward stays 0). The runner then resets a fresh
    sandbox of the same env with the task and the option GRADE_OPTION, `{"artefact": ...,
    "key": ...}` (the key: what the env's answer key on the runner's side holds for the task,
    `sandboxes.host.answer_keys`), and steps it once with GRADE_ACTION; that result (done) is
    the episode's last."""

    @classmethod
    @abstractmethod
    def splits(cls) -> dict[str, int]:
        """The task count per split of the env's own task set (e.g. {"train": 100000})."""

    @classmethod  # noqa: B027 - nothing to load is a valid default
    def warm_up(cls) -> None:
        """Load what every episode needs (data, indexes, engine imports) before any task is
        known. The env server calls it before it announces itself ready, so in a warm pool
        this cost is paid ahead of the episode and `reset` stays fast. A failure here is
        ignored: `reset` meets it again and reports it as the episode's error."""

    @classmethod
    def task_id(cls, split: str, index: int) -> str:
        """The id of task `index` (0 <= index < splits()[split]) of `split`; by default
        `<split>-<index, six digits>`, e.g. `train-000123`."""
        return f"{split}-{index:06d}"

    @abstractmethod
    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        """Start the episode on `task`; raise EnvError if the task or options are invalid."""

    @abstractmethod
    def step(self, action: str) -> StepResult:
        """Apply one action. Any string is a legal action: malformed ones earn feedback."""

    def close(self) -> None:  # noqa: B027 - a no-op default is the contract
        """Release what the episode holds. Called once after the last step or on abort."""

    def failed_action(self, action: str, exc: Exception) -> StepResult:
        """The result of an action whose `step` raised `exc` (any exception but a SandboxError):
        by default the agent's failure (`agent_failure`), the exception named in the observation,
        since whatever the env met while acting on the action (a path it could not use, a file
        the agent broke, memory it could not get) the action brought about. An env for which
        some of these are its own failure re-raises them (the episode then ends env_error)."""
        error = f"{type(exc).__name__}: {exc}"[:_MAX_FAILURE_CHARS]
        return agent_failure(f"Your action made the environment fail ({error}). The episode ends with reward 0.",
                             error=error)


class OrderEnforcing:
    """Wraps an `Environment` and raises `OrderError` on calls out of order.

    Out of order: a second reset, step before reset, step after done, reset or step after
    close. `close` is idempotent and closes the wrapped env once. It also checks the shape
    of reset's arguments (EnvError), so envs see only well-formed calls.
    """

    def __init__(self, env: Environment) -> None:
        self.env = env
        self._state = "new"

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        self._require("new", "reset")
        _check_reset_arguments(task, seed, options)
        result = self.env.reset(task, seed, options)
        self._state = "running"
        return result

    def step(self, action: str) -> StepResult:
        """The env's result of `action`; where its step raised anything but a SandboxError, the
        env's `failed_action` result (by default the agent's failure, done)."""
        self._require("running", "step")
        try:
            result = self.env.step(action)
        except SandboxError:
            raise
        except Exception as exc:
            result = self.env.failed_action(action, exc)
        if result.done:
            self._state = "done"
        return result

    def finish(self) -> None:
        """End a running episode from outside the env (a result it could not be sent, replaced by
        the agent's failure): later steps are out of order."""
        if self._state == "running":
            self._state = "done"

    def close(self) -> None:
        if self._state != "closed":
            self._state = "closed"
            self.env.close()

    def _require(self, state: str, call: str) -> None:
        if self._state != state:
            raise OrderError(f"{call}() not allowed: {_STATE_REASONS[self._state]}")


def _check_reset_arguments(task: Any, seed: Any, options: Any) -> None:
    """EnvError unless task is a wire Task (`id` a string, `data` an object, nothing else),
    seed an integer and options an object."""
    if not isinstance(task, dict) or not set(task) <= {"id", "data"}:
        raise EnvError(f"a task is an object with keys 'id' and/or 'data', got {task!r:.100}")
    if not isinstance(task.get("id", ""), str) or not isinstance(task.get("data", {}), dict):
        raise EnvError(f"a task's 'id' must be a string and its 'data' an object, got {task!r:.100}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise EnvError(f"a seed must be an integer, got {seed!r:.50}")
    if not isinstance(options, dict):
        raise EnvError(f"options must be an object, got {options!r:.100}")


_STATE_REASONS = {
    "new": "the env has not been reset",
    "running": "the env was already reset",
    "done": "the episode is done",
    "closed": "the env is closed",
}
