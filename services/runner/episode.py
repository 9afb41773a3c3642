"""One episode: sandbox, env reset, then turns of generate → parse → step, as a Trajectory.

Whatever ends the episode — the env, the turn or token budget, a timeout, a failing worker
or sandbox, a cancel — the trajectory keeps every token played so far and says why it ended
in `status`; the reward is never used to signal a failure. An episode that would count
(completed, truncated) closes its env session first and counts only if the session ended in
step (`EnvSession.unconfirmed`); an env server that broke the protocol (ProtocolError) ends
it as env_error.

An env graded apart (`Environment.graded_apart`) earns nothing in the sandbox its agent acted
in: there, every reward is taken as 0 and its last step yields only an artefact (the SWE diff).
Once that session is confirmed, a fresh sandbox of the env grades the artefact with the answer
key kept on this side (`sandboxes.host.answer_keys.grade_apart`); its result becomes the last
step's reward, observation and the episode's info. No artefact (e.g. a patch over the env's
size limit): the episode counts, with reward 0.

Failures the agent causes are the env's to answer (an error observation, a failure reward),
so the episode stays usable: a malformed or oversized tool call, a command that fails, dies or
runs out its own time limit (the step is given that limit, `Agent.action_timeout_s`), an
exception the env raised on its action or an answer too large to send (the env server answers
them as the agent's failure, `protocol.agent_failure`). Two failures the agent causes show on
this side, and end the episode as its failure too, reward 0 on every step, `caused_by` agent:
an env server killed by its sandbox's memory limit during the agent's action
(`KilledByMemoryLimit`: completed, the action's step saying so, no confirmation needed since
nothing of it counts), and the episode's wall clock run out while the agent's own tool calls
took at least half of it (truncated; see `_out_of_time`). Only faults of the infrastructure or
the env itself end it as infra_error, env_error or timeout, `caused_by` infrastructure.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from rollgate import (
    CausedBy,
    EpisodeStatus,
    JobSpec,
    SamplingParams,
    Step,
    Timings,
    Trajectory,
    VersionSpan,
)

from sandboxes.errors import (
    EnvError,
    EnvTimeout,
    KilledByMemoryLimit,
    OrderError,
    ProtocolError,
    SandboxError,
    SandboxStartError,
)
from sandboxes.host.answer_keys import agent_task, artefact_of, grade_apart, graded_apart
from sandboxes.host.session import EnvSession
from sandboxes.protocol import AGENT, ARTEFACT_KEY, CAUSED_BY_KEY, Reset, StepResult, agent_failure
from services.agents import Agent, get_agent
from services.common.keys import group_seed
from services.common.queue import EpisodeRef
from services.common.tokens import ChatTokenizer, Conversation
from services.inference.pool import InferenceError, WorkerPool
from services.runner.replies import ReplyReader
from services.runner.stages import Stages

OpenSession = Callable[[str, float], Awaitable[EnvSession]]  # (env name, call timeout)
CUT = "cut: its group was complete (extra samples, or its deadline passed)"
CUT_BEFORE_START = "cut before it started: its group was complete (extra samples, or its deadline passed)"


async def _never() -> bool:
    return False


class EpisodeEnded(Exception):
    """Ends the episode early with a status."""

    def __init__(self, status: EpisodeStatus, reason: str) -> None:
        super().__init__(reason)
        self.status, self.reason = status, reason


class OutOfTime(EpisodeEnded):
    """The episode's wall clock ran out (`_deadline`); whose doing that was is decided after."""

    def __init__(self, limit_s: float) -> None:
        super().__init__(EpisodeStatus.TIMEOUT, f"episode exceeded {limit_s:g}s")
        self.limit_s = limit_s


@dataclass
class EpisodeDeps:
    """What every episode of a runner shares."""

    pool: WorkerPool
    tokenizer: ChatTokenizer
    open_session: OpenSession
    is_cancelled: Callable[[str], Awaitable[bool]]
    max_model_len: int = 0
    data_dirs: dict[str, str] = field(default_factory=dict)
    """The envs' full data directories on this side (variable -> path): their answer keys."""
    stages: Stages = field(default_factory=lambda: Stages.single(1))
    """The slots of each stage of an episode's life (stages.py); a runner holds `stages.capacity`
    episodes. Unless given, one episode at a time."""
    is_cut: Callable[[EpisodeRef], Awaitable[bool]] = field(default=lambda ref: _never())
    """Whether the episode's group is complete without it (a job whose groups stop early)."""
    replies: ReplyReader | None = None
    """vLLM's parsers for session turns (tool calls, reasoning); None: sessions answer text only."""
    agent_for: Callable[[str], Agent] = get_agent
    """The agent (prompt template and parser) of an env; the registry's unless given (tests and
    benchmarks give one that suits their policy, e.g. any text as the action for the LLM simulator)."""


@dataclass
class Episode:
    ref: EpisodeRef
    spec: JobSpec
    agent: Agent
    deps: EpisodeDeps
    steps: list[Step] = field(default_factory=list)
    timings: Timings = field(default_factory=Timings)
    conversation: Conversation | None = None
    worker: str = ""
    success: bool = False
    info: dict[str, Any] = field(default_factory=dict)
    versions: list[int] = field(default_factory=list)
    artefact: str | None = None
    """What a graded-apart env's last step yielded to grade."""
    caused_by: CausedBy = CausedBy.NONE
    failure: str = ""
    """How the agent's action broke the env (its failure: the episode counts, reward 0), if it did."""
    session_broken: bool = False
    """The env session died of the agent's action: nothing of it is confirmed, nor counts."""
    action_s: float = 0.0
    """Wall-clock seconds the env spent on the agent's actions (its tool calls), so far."""
    in_flight: Step | None = None
    """The step whose action the env is carrying out, while it does."""
    actions: list[str] = field(default_factory=list)
    """The actions the env lists as available now (for `sampling.constrain_actions`)."""

    @property
    def apart(self) -> bool:
        return graded_apart(self.spec.env)

    async def run(self) -> Trajectory:
        """Play the episode to its end; never raises for anything the episode itself hit."""
        started = time.monotonic()
        self.timings.queue_s = max(time.time() - self.ref.enqueued_at, 0.0)
        status, reason = EpisodeStatus.COMPLETED, ""
        try:
            async with _deadline(self.spec.timeouts.episode_s):
                status, reason = await self._play()
        except OutOfTime as ended:
            status, reason = self._out_of_time(ended, time.monotonic() - started)
        except EpisodeEnded as ended:
            status, reason = ended.status, ended.reason
        finally:
            self.deps.pool.release(self.ref.trajectory_id)
            self.timings.total_s = time.monotonic() - started
        return self._trajectory(status, reason)

    async def _play(self) -> tuple[EpisodeStatus, str]:
        """The episode through its stages (stages.py): start, turns, then confirmation and grading."""
        session: EnvSession | None = None
        closing: asyncio.Task[None] | None = None
        try:
            async with self.deps.stages.init.slot():
                session = await self._timed("sandbox", self.deps.open_session(self.spec.env,
                                                                               self.spec.timeouts.env_step_s))
                reset = await self._reset(session)
            status, reason = await self._outcome(session, reset)
            if status.usable and self.caused_by == CausedBy.AGENT:
                reason = f"{reason}; {self.failure}" if reason else self.failure
            if status.usable and self.session_broken:
                self._zero_rewards()  # unconfirmed, so nothing the session said counts
                return status, reason
            if status.usable:
                async with self.deps.stages.eval.slot():
                    closing = _close_in_background(session)
                    await self._timed("env", _confirmed(session, closing))
                    if self.apart:
                        await self._grade_apart()
            return status, reason
        finally:
            if session is not None and closing is None:
                _close_in_background(session)

    async def _reset(self, session: EnvSession) -> Reset:
        task = self.spec.tasks[self.ref.task_index].model_dump()
        seed = group_seed(self.spec.seed, self.ref.task_index)
        reset: Reset = await self._timed("env", session.reset(agent_task(self.spec.env, task), seed,
                                                              self.spec.env_options))
        return reset

    async def _outcome(self, session: EnvSession, reset: Reset) -> tuple[EpisodeStatus, str]:
        """How the turns ended: an early end that counts (the token budget spent) included."""
        try:
            async with self.deps.stages.agent.slot():
                return await self._turns(session, reset)
        except EpisodeEnded as ended:
            if not ended.status.usable:
                raise
            return ended.status, ended.reason

    async def _turns(self, session: EnvSession, reset: Reset) -> tuple[EpisodeStatus, str]:
        self.conversation = Conversation.start(self.deps.tokenizer, self.agent.first_messages(reset))
        anchor, self.actions = reset.anchor_state, reset.actions
        for turn in range(self.spec.max_turns):
            if await self.deps.is_cancelled(self.ref.job_id):
                return EpisodeStatus.CANCELLED, "job cancelled"
            if self.spec.stops_groups_early and await self.deps.is_cut(self.ref):
                return EpisodeStatus.CANCELLED, CUT
            step, next_message, anchor = await self._turn(session, anchor)
            self.steps.append(step)
            if step.done:
                return EpisodeStatus.COMPLETED, ""
            if turn + 1 < self.spec.max_turns:
                self.conversation.add_message(next_message)
        await self._final_step(session, anchor)
        return EpisodeStatus.TRUNCATED, f"max_turns={self.spec.max_turns} reached"

    async def _final_step(self, session: EnvSession, anchor: str) -> None:
        """Send the agent's final action, if it has one, once the turn budget is spent: a step
        of no tokens whose reward (e.g. a grade of the work so far) counts."""
        action = self.agent.final_action()
        if action is None or self.conversation is None:
            return
        end = len(self.conversation.token_ids)
        step = Step(action=action, token_start=end, token_end=end, anchor_state=anchor,
                    policy_version=self.steps[-1].policy_version if self.steps else 0, worker=self.worker)
        result = await self._act(session, action, step)
        self._note_result(result)
        self.steps.append(step.model_copy(update={"observation": result.observation, "reward": self._reward(result),
                                                  "done": result.done}))

    async def _turn(self, session: EnvSession, anchor: str) -> tuple[Step, dict[str, str], str]:
        """One turn; returns its step, the message to answer it with and the next anchor."""
        assert self.conversation is not None
        completion = await self._timed("llm", self._generate())
        # The text is decoded from the kept ids, not taken from the worker, whose incremental
        # detokeniser may hold back an incomplete UTF-8 tail: message and ids must agree.
        text = self.deps.tokenizer.decode(completion.token_ids, skip_special_tokens=True)
        start, end = self.conversation.add_generated(completion.token_ids, completion.logprobs, text)
        self.worker = completion.worker
        self.versions += [completion.policy_version_before, completion.policy_version]
        step = Step(action=text, token_start=start, token_end=end, anchor_state=anchor,
                    policy_version=completion.policy_version, worker=completion.worker,
                    version_spans=version_spans(completion.spans, start))
        action = self.agent.parse(text)
        if action.text is None:
            feedback = self.agent.invalid_action_message(action)
            return step.model_copy(update={"valid_action": False, "observation": feedback["content"]}), \
                feedback, anchor
        result = await self._act(session, action.text, step)
        self._note_result(result)
        self.actions = result.actions
        step = step.model_copy(update={"action": action.text, "observation": result.observation,
                                       "reward": self._reward(result), "done": result.done})
        return step, self.agent.observation_message(result), result.anchor_state

    async def _act(self, session: EnvSession, action: str, step: Step) -> StepResult:
        """The env's result of the agent's `action` (the `step` that sampled it), its time counted
        as the agent's (`action_s`); the agent's failure where the env server was killed by the
        memory the action took (`KilledByMemoryLimit`)."""
        started = time.monotonic()
        self.in_flight = step
        try:
            result: StepResult = await self._timed("env", session.step(action, timeout_s=self._step_timeout_s(action)))
        except EpisodeEnded as ended:
            if not isinstance(ended.__cause__, KilledByMemoryLimit):
                raise
            result = self._killed_by_agent(ended.reason)
        finally:
            self.action_s += time.monotonic() - started
        self.in_flight = None  # not on a cancel: the deadline's outcome records the step in flight
        if result.done and result.info.get(CAUSED_BY_KEY) == AGENT:
            self.caused_by = CausedBy.AGENT
            self.failure = f"the agent's action broke the env: {result.info.get('error', result.observation)}"
        return result

    def _killed_by_agent(self, reason: str) -> StepResult:
        """The agent's failure for an action whose memory got the env server killed: the
        session is gone, and nothing it said is to count."""
        self.session_broken = True
        return agent_failure("The environment was killed by its sandbox's memory limit while it carried out your "
                             "action, which took the memory. The episode ends with reward 0.", error=reason)

    def _out_of_time(self, ended: OutOfTime, elapsed_s: float) -> tuple[EpisodeStatus, str]:
        """Whose the wall clock the episode ran out was. The agent's when its own tool calls (the
        env carrying out its actions) took at least half of it: truncated, reward 0 on every
        step, the step in flight recorded with an observation saying so. Rollgate's otherwise
        (starting the sandbox, generating, grading, waiting for a slot: a slow LLM or host):
        timeout, which a trainer drops."""
        if self.action_s * 2 < elapsed_s:
            spent = f" (the agent's tool calls took {self.action_s:.1f}s of it)" if self.action_s else ""
            return ended.status, ended.reason + spent
        reason = (f"{ended.reason}: the agent's tool calls took {self.action_s:.1f}s of its {elapsed_s:.1f}s, "
                  "so the agent spent it")
        if self.in_flight is not None:
            note = (f"The episode's wall clock ({ended.limit_s:g} s) ran out while the environment carried out this "
                    f"action; your tool calls took {self.action_s:.1f} s of it. The episode ends with reward 0.")
            self.steps.append(self.in_flight.model_copy(update={"observation": note}))
        self.caused_by, self.failure, self.artefact = CausedBy.AGENT, reason, None
        self._zero_rewards()
        return EpisodeStatus.TRUNCATED, reason

    def _zero_rewards(self) -> None:
        """The agent's failure: no step's reward counts, nor the env's word on success."""
        self.steps = [step.model_copy(update={"reward": 0.0}) for step in self.steps]
        self.success = False

    def _note_result(self, result: StepResult, *, graded: bool = False) -> None:
        """The env's verdict so far: success (its own, or a positive reward) and its info. A
        graded-apart env's agent sandbox has no say in either: only its artefact is kept."""
        if self.apart and not graded:
            self.artefact = artefact_of(result) if result.done else None
            self.success, self.info = False, {k: v for k, v in result.info.items() if k != ARTEFACT_KEY}
            return
        self.success = bool(result.info.get("success", result.reward > 0))
        self.info = result.info

    def _reward(self, result: StepResult) -> float:
        """A step's reward: the env's, but 0 from the agent's sandbox of a graded-apart env."""
        return 0.0 if self.apart else result.reward

    def _step_timeout_s(self, action: str) -> float:
        """The job's per-step limit, or longer where the action carries a time limit of its own."""
        return max(self.spec.timeouts.env_step_s, self.agent.action_timeout_s(action) or 0.0)

    async def _grade_apart(self) -> None:
        """The last step's verdict, from a fresh sandbox grading the artefact it yielded."""
        if self.artefact is None or not self.steps or not self.steps[-1].done:
            return
        task = self.spec.tasks[self.ref.task_index].model_dump()
        seed = group_seed(self.spec.seed, self.ref.task_index)
        result = await self._timed("env", grade_apart(
            self.deps.open_session, self.spec.env, task, seed, self.artefact, data_dirs=self.deps.data_dirs,
            timeout_s=self.spec.timeouts.env_step_s))
        self.steps[-1] = self.steps[-1].model_copy(update={"reward": result.reward, "observation": result.observation})
        self._note_result(result, graded=True)

    async def _generate(self) -> Any:
        assert self.conversation is not None
        limit = min(self.spec.max_total_tokens, self.deps.max_model_len or self.spec.max_total_tokens)
        budget = limit - len(self.conversation.token_ids)
        if budget <= 0:
            raise EpisodeEnded(EpisodeStatus.TRUNCATED, f"token budget of {limit} spent")
        params = turn_params(self.spec.sampling, self.agent, budget, self.actions)
        return await self.deps.pool.generate(self.ref.trajectory_id, self.conversation.token_ids, params,
                                             self.spec.timeouts.generate_s, resume=self.spec.interruptible)

    async def _timed(self, stage: str, awaitable: Awaitable[Any]) -> Any:
        """Await one stage, adding its time to the timings and classifying its failures (an
        EpisodeEnded whose cause is the stage's error: `_act` tells the agent's part in it)."""
        started = time.monotonic()
        try:
            return await awaitable
        except EnvTimeout as exc:
            raise EpisodeEnded(EpisodeStatus.TIMEOUT, f"{stage}: {exc}") from exc
        except (SandboxStartError, OrderError, InferenceError) as exc:
            raise EpisodeEnded(EpisodeStatus.INFRA_ERROR, f"{stage}: {exc}") from exc
        except ProtocolError as exc:
            self._distrust_env()
            raise EpisodeEnded(EpisodeStatus.ENV_ERROR, f"{stage}: {exc}") from exc
        except (EnvError, SandboxError) as exc:
            raise EpisodeEnded(EpisodeStatus.ENV_ERROR, f"{stage}: {exc}") from exc
        finally:
            elapsed = time.monotonic() - started
            setattr(self.timings, f"{stage}_s", getattr(self.timings, f"{stage}_s") + elapsed)

    def _distrust_env(self) -> None:
        """Drop what the env server said it scored: it broke the protocol, so any of its
        replies may be forged. The steps keep their text, for the record."""
        self.steps = [step.model_copy(update={"reward": 0.0}) for step in self.steps]
        self.success, self.info = False, {}

    def _trajectory(self, status: EpisodeStatus, reason: str) -> Trajectory:
        return build_trajectory(
            self.ref, self.spec, status, reason, steps=self.steps, conversation=self.conversation,
            timings=self.timings, worker=self.worker, versions=self.versions,
            success=status == EpisodeStatus.COMPLETED and self.success, info=self.info,
            caused_by=self.caused_by if status.usable else None,
        )


def version_spans(spans: tuple[tuple[int, int], ...], start: int) -> list[VersionSpan]:
    """A turn's (tokens, version) parts as spans of the trajectory from `start`; none when one
    version sampled the whole turn."""
    out: list[VersionSpan] = []
    for count, version in spans:
        begin = out[-1].end if out else start
        out.append(VersionSpan(start=begin, end=begin + count, version=version))
    return out if len({span.version for span in out}) > 1 else []


def turn_params(sampling: SamplingParams, agent: Agent, budget: int, actions: Sequence[str] = ()) -> dict[str, Any]:
    """The sampling parameters of one turn: the job's, at most `budget` tokens, and the job's
    stop strings with the agent's (the closing tags its action format ends a turn with); the
    job's regex, or under `constrain_actions` one of `actions` (the env's available ones) in
    the agent's format."""
    params: dict[str, Any] = {
        "temperature": sampling.temperature, "top_p": sampling.top_p, "top_k": sampling.top_k,
        "max_tokens": min(sampling.max_tokens, budget), "stop": list(dict.fromkeys([*sampling.stop, *agent.stop])),
    }
    regex = agent.action_regex(actions) if sampling.constrain_actions else sampling.regex
    if regex:
        params["structured_outputs"] = {"regex": regex}
    return params


_closing: set[asyncio.Task[None]] = set()


def _close_in_background(session: EnvSession) -> asyncio.Task[None]:
    """Release the sandbox without holding the episode's slot, unless the episode awaits it."""
    task = asyncio.create_task(session.close())
    _closing.add(task)
    task.add_done_callback(_closing.discard)
    return task


async def _confirmed(session: EnvSession, closing: asyncio.Task[None]) -> None:
    """Wait for `closing` (it runs on if the episode is cancelled); ProtocolError unless the
    session ended in step, so that no forged reply's reward counts."""
    await asyncio.shield(closing)
    if session.unconfirmed:
        raise ProtocolError(f"the env's answers are not confirmed: {session.unconfirmed}")


async def wait_for_closing() -> None:
    """Wait until every sandbox being released in the background is released."""
    if _closing:
        await asyncio.wait(list(_closing))


@asynccontextmanager
async def _deadline(seconds: float):  # type: ignore[no-untyped-def]
    """The episode's wall-clock limit, reported as OutOfTime."""
    try:
        async with asyncio.timeout(seconds):
            yield
    except TimeoutError as exc:
        raise OutOfTime(seconds) from exc


def build_trajectory(
    ref: EpisodeRef, spec: JobSpec, status: EpisodeStatus, reason: str, *, steps: list[Step] | None = None,
    conversation: Conversation | None = None, timings: Timings | None = None, worker: str = "",
    success: bool = False, versions: list[int] | None = None, info: dict[str, Any] | None = None,
    caused_by: CausedBy | None = None,
) -> Trajectory:
    """The trajectory of an episode that ended with `status` (no conversation: never started).

    `versions` are the policy versions its worker reported before and after each turn.
    `caused_by`: whose doing its failure was; by default, from the status (Rollgate's side for
    env_error, infra_error and timeout: what the agent causes never ends an episode so).
    """
    steps = steps or []
    versions = versions or [0]
    tokens: dict[str, Any] = {}
    if conversation is not None:
        tokens = {"token_ids": conversation.token_ids, "loss_mask": conversation.loss_mask,
                  "logprobs": conversation.logprobs, "prompt_tokens": conversation.prompt_tokens,
                  "generated_tokens": conversation.generated_tokens,
                  "prefix_stable": conversation.prefix_stable()}
    return Trajectory(
        id=ref.trajectory_id, job_id=ref.job_id, group_id=ref.group_id,
        task_id=spec.tasks[ref.task_index].id or f"inline-{ref.task_index}",
        sample_index=ref.sample_index, env=spec.env, seed=group_seed(spec.seed, ref.task_index),
        steps=steps, reward=sum(step.reward for step in steps), success=success,
        status=status, status_reason=reason, caused_by=_caused_by(status) if caused_by is None else caused_by,
        policy_version_min=min(versions), policy_version_max=max(versions),
        timings=timings or Timings(), worker=worker, finished_at=time.time(), info=info or {}, **tokens,
    )


def _caused_by(status: EpisodeStatus) -> CausedBy:
    """Whose doing an episode's end was, by its status alone: the failures that make it unusable
    are Rollgate's (the infrastructure, the env itself); the rest are no failure."""
    failures = (EpisodeStatus.ENV_ERROR, EpisodeStatus.INFRA_ERROR, EpisodeStatus.TIMEOUT)
    return CausedBy.INFRASTRUCTURE if status in failures else CausedBy.NONE
