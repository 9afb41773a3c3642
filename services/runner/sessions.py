"""An external agent's episode: a session its agent plays over HTTP (docs/agents.md).

The episode goes through the stages any episode does (stages.py): `init` opens its env's
sandbox and resets it with the group's seed, as for a built-in agent; the agent slot serves the
session's requests, popped from Redis (services/common/sessions.py), until the agent finishes
it, goes idle for `agent.idle_timeout_s`, the job is cancelled or its group is complete (extra
samples); `eval` confirms the env's answers and grades a graded-apart env's artefact. The
episode's wall clock, statuses and trajectory are those of every episode (episode.py).

Requests: `chat` generates one turn token-in/token-out on the episode's sticky worker from the
ids the session's `ChatSession` keeps (a Step: its span, segment, versions); `reset` answers
the reset the init stage made (once); `step` steps the env, its observation and reward put on
the last step, or on a step of no tokens when the last one was stepped already; `finish` ends
the session. The reward of a Rollgate env is the env's: the agent cannot set it. A job whose
env is `external` (the agent's own environment) has no sandbox, and `finish` sets its reward.

A job with `agent.callback_url` gets each session POSTed to it (bounded tries, each bounded in
time), at an address the runner resolved and checked against `session_callback_hosts`
(services/common/callbacks.py); a callback never answered 2xx ends the session as infra_error,
not as a reward of 0, with `CALLBACK_FAILED` as its only reason (the cause is the runner's log's).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from rollgate import EXTERNAL_ENV, EpisodeStatus, SamplingParams, Step, Trajectory

from sandboxes.host.answer_keys import agent_task
from sandboxes.host.session import EnvSession
from sandboxes.protocol import ARTEFACT_KEY, Reset, StepResult
from services.agents import Action, Agent, Message
from services.common.callbacks import (
    CALLBACK_FAILED,
    CallbackFailed,
    CallbackHosts,
    CallbackTarget,
    Resolver,
    SystemResolver,
    deliver,
    post_grant,
)
from services.common.errors import Unavailable
from services.common.keys import session_id
from services.common.sessions import SessionChannel, SessionReply, SessionRequest, new_credential
from services.runner.chat import ChatSession
from services.runner.episode import CUT, Episode, EpisodeEnded, version_spans


class OutsideAgent(Agent):
    """The agent of a session, whose loop runs outside Rollgate: nothing here prompts or parses.
    It keeps the env's own agent's action time limits (e.g. SWE's command timeouts)."""

    def __init__(self, env_agent: Agent | None = None) -> None:
        self.env_agent = env_agent

    def first_messages(self, reset: Reset) -> list[Message]:
        raise NotImplementedError("a session's agent writes its own messages")

    def parse(self, completion_text: str) -> Action:
        raise NotImplementedError("a session's agent parses its own completions")

    def invalid_action_message(self, action: Action) -> Message:
        raise NotImplementedError("a session's agent answers its own invalid actions")

    def action_timeout_s(self, action: str) -> float | None:
        return self.env_agent.action_timeout_s(action) if self.env_agent is not None else None

    def final_action(self) -> str | None:
        """The env's own agent's closing action (swe: submit), sent for a session that ends
        without one so that its work is graded (`SessionEpisode._grade_as_it_stands`)."""
        return self.env_agent.final_action() if self.env_agent is not None else None


log = logging.getLogger(__name__)

CALLBACK_TRIES = 3
CALLBACK_TIMEOUT_S = 10.0
FINISH_STATUSES = {"completed": EpisodeStatus.COMPLETED, "truncated": EpisodeStatus.TRUNCATED}
Outcome = tuple[EpisodeStatus, str]


@dataclass
class SessionEpisode(Episode):
    channel: SessionChannel | None = None
    callback_hosts: CallbackHosts = field(default_factory=CallbackHosts)
    """Where callbacks may go (the settings' `session_callback_hosts`); none unless given."""
    resolver: Resolver = field(default_factory=SystemResolver)
    post: Callable[[CallbackTarget, dict[str, Any]], Awaitable[None]] | None = None
    """POSTs a grant to a checked callback address (raises on anything but 2xx); httpx's unless given."""
    chat: ChatSession | None = None
    session: str = ""
    reset_result: Reset | None = None
    reset_sent: bool = False
    env_done: bool = False
    finished: Outcome | None = None
    anchor: str = ""
    """The env's state before the next action (Step.anchor_state)."""
    _stepped: set[int] = field(default_factory=set)
    _current: str = ""

    @property
    def external_env(self) -> bool:
        return self.spec.env == EXTERNAL_ENV

    async def _play(self) -> Outcome:
        if not self.external_env:
            return await super()._play()
        try:
            async with self.deps.stages.agent.slot():
                return await self._serve(None)
        except EpisodeEnded as ended:
            if not ended.status.usable:
                raise
            return ended.status, ended.reason

    async def _turns(self, session: EnvSession, reset: Reset) -> Outcome:
        self.reset_result, self.anchor = reset, reset.anchor_state
        status, reason = await self._serve(session)
        if status.usable and self.apart and not self.env_done:
            return await self._grade_as_it_stands(session, reason)
        return status, reason

    async def _grade_as_it_stands(self, env: EnvSession, reason: str) -> Outcome:
        """A graded-apart env its agent left without submitting (it finished, or fell silent, on
        its own limits): the env agent's final action (swe: submit), on a step of no tokens,
        hands the work as it stands to grading, as a built-in agent's truncated episode does.
        The agent's silence never turns a bad grade into a dropped episode."""
        action = self.agent.final_action()
        if action is not None:
            step = self._empty_step(action)
            result = await self._act(env, action, step)
            self._note_result(result)
            self.env_done = result.done
            self.steps.append(step.model_copy(update={"observation": result.observation, "reward": self._reward(result),
                                                      "done": result.done}))
            self._stepped.add(len(self.steps) - 1)
            reason = f"{reason}; its work was submitted for grading as it stood"
        return EpisodeStatus.TRUNCATED, reason

    async def _serve(self, env: EnvSession | None) -> Outcome:
        """Open the session, answer its requests until it ends, then close it (whatever ended it)."""
        assert self.channel is not None
        self.chat = ChatSession(self.deps.tokenizer, self.deps.replies)
        self.session = session_id(self.ref.trajectory_id)
        status, reason = EpisodeStatus.INFRA_ERROR, "the session broke off"
        pulse = asyncio.create_task(self._pulse())
        try:
            await self._open()
            status, reason = await self._requests(env)
            return status, reason
        except EpisodeEnded as ended:
            status, reason = ended.status, ended.reason
            raise
        except asyncio.CancelledError:
            status, reason = EpisodeStatus.TIMEOUT, f"episode exceeded {self.spec.timeouts.episode_s:g}s"
            raise
        finally:
            pulse.cancel()
            await self._close(status, reason)

    async def _pulse(self) -> None:
        """Tell waiting gateways this runner still plays the session (a lapse is a dead runner)."""
        assert self.channel is not None
        while True:
            await asyncio.sleep(self.channel.pulse_s)
            try:
                await self.channel.pulse(self.session)
            except Unavailable as exc:
                log.warning("session %s: its pulse failed (%s); the next one may do", self.session, exc)

    async def _open(self) -> None:
        assert self.channel is not None and self.spec.agent is not None
        grant = self._grant()
        callback = self.spec.agent.callback_url
        credential = new_credential() if callback else ""
        await self.channel.open(self.session, self.ref.trajectory_id, grant, reply_timeout_s=self._reply_timeout_s(),
                                ttl_s=self.spec.timeouts.episode_s, credential=credential, pulled=not callback)
        if callback:
            await self._deliver(callback, {**grant, "api_key": credential})

    def _grant(self) -> dict[str, Any]:
        """What the agent is told of its session (never the credential: the gateway or the callback adds it)."""
        assert self.spec.agent is not None
        task = self.spec.tasks[self.ref.task_index].model_dump()
        return {"session_id": self.session, "job_id": self.ref.job_id, "trajectory_id": self.ref.trajectory_id,
                "env": self.spec.env, "task": task if self.external_env else agent_task(self.spec.env, task),
                "path": f"/v1/sessions/{self.session}", "idle_timeout_s": self.spec.agent.idle_timeout_s,
                "max_turns": self.spec.max_turns}

    def _reply_timeout_s(self) -> float:
        """How long a gateway waits for one reply: the longest request (a generation, or an env
        step of the longest limit an action may ask for) and a margin."""
        return self.spec.timeouts.generate_s * 2 + self.spec.timeouts.env_step_s + 30

    async def _deliver(self, url: str, grant: dict[str, Any]) -> None:
        """The grant sent to `url`, or the episode ended as infra_error saying only CALLBACK_FAILED:
        why it failed (refused address, DNS, connection, status) would map the runners' network."""
        try:
            await deliver(url, grant, self.callback_hosts, self.resolver, self.post or _post, tries=CALLBACK_TRIES)
        except CallbackFailed:
            raise EpisodeEnded(EpisodeStatus.INFRA_ERROR, CALLBACK_FAILED) from None

    async def _requests(self, env: EnvSession | None) -> Outcome:
        assert self.channel is not None and self.spec.agent is not None
        idle_s = self.spec.agent.idle_timeout_s
        deadline, seen = time.monotonic() + idle_s, set()
        while self.finished is None:
            if await self.deps.is_cancelled(self.ref.job_id):
                return EpisodeStatus.CANCELLED, "job cancelled"
            if self.spec.stops_groups_early and await self.deps.is_cut(self.ref):
                return EpisodeStatus.CANCELLED, CUT
            if (left := deadline - time.monotonic()) <= 0:
                return self._idle(idle_s)
            request = await self.channel.next_request(self.session, left)
            if request is None or request.id in seen:
                continue
            seen.add(request.id)
            self._current = request.id
            reply = await self._handle(env, request)
            await self.channel.reply(self.session, request.id, reply)
            self._current = ""
            deadline = time.monotonic() + idle_s
        return self.finished

    def _idle(self, idle_s: float) -> Outcome:
        """An idle session ends as timeout, unless its env was done (the agent only left out finish)
        or is graded apart and the agent played in it (its work is graded as it stands: truncated)."""
        silent = f"the session had no request for {idle_s:g}s (agent.idle_timeout_s)"
        if self.env_done:
            return EpisodeStatus.COMPLETED, f"the env was done and the agent sent nothing more for {idle_s:g}s"
        if self.apart and not self.external_env and self.steps:
            return EpisodeStatus.TRUNCATED, silent
        return EpisodeStatus.TIMEOUT, silent

    async def _close(self, status: EpisodeStatus, reason: str) -> None:
        """End the session in Redis and answer the request in hand and those still queued."""
        if self.channel is None or not self.session:
            return
        ended = SessionReply.error(404, f"the session has ended ({status.value}: {reason})", code="session_ended")
        pending = await self.channel.end(self.session, status.value, reason)
        for request_id in [self._current, *(request.id for request in pending)]:
            if request_id:
                await self.channel.reply(self.session, request_id, ended)

    async def _handle(self, env: EnvSession | None, request: SessionRequest) -> SessionReply:
        if request.op == "chat":
            return await self._chat(request.body)
        if request.op in ("reset", "step") and env is None:
            return SessionReply.error(409, f"this job's env is {EXTERNAL_ENV!r}, the agent's own: there is no "
                                      "Rollgate env to reset or step; end the session with finish", code="no_env")
        if request.op == "reset":
            return self._reset_reply()
        if request.op == "step" and env is not None:
            return await self._step(env, str(request.body.get("action", "")))
        if request.op == "finish":
            return self._finish(request.body)
        return SessionReply.error(400, f"unknown session request {request.op!r}")

    async def _chat(self, body: dict[str, Any]) -> SessionReply:
        """One turn: the agent's messages as ids (extending the segment, or a new one), sampled on the sticky worker."""
        assert self.chat is not None
        turns = sum(1 for step in self.steps if step.token_end > step.token_start)
        if turns >= self.spec.max_turns:
            return SessionReply.error(403, f"the turn budget is spent (max_turns={self.spec.max_turns}): finish "
                                      "the session", code="max_turns")
        try:
            constraint = self.chat.constraint(body.get("tools"), body.get("tool_choice"))
            prompt = self.chat.prompt(body["messages"], body.get("tools"))
        except ValueError as exc:
            return SessionReply.error(400, str(exc), field=str(exc).split(":")[0])
        limit = min(self.spec.max_total_tokens, self.deps.max_model_len or self.spec.max_total_tokens)
        if (budget := limit - len(prompt)) <= 0:  # OpenAI's wording, which SDKs and harnesses recognise
            return SessionReply.error(400, f"This model's maximum context length is {limit} tokens. However, your "
                                      f"messages resulted in {len(prompt)} tokens (max_total_tokens, the model's "
                                      "length): no room is left to generate.", code="context_length_exceeded")
        params = chat_params(self.spec.sampling, body, budget, constraint)
        replies, tool_choice = self.chat.replies, body.get("tool_choice")
        if replies is not None and replies.needed(self.chat.segments[-1].tools, tool_choice):
            await replies.ready()  # vLLM's parsers, loaded on the first turn that needs them
        completion = await self._timed("llm", self.deps.pool.generate(
            self.ref.trajectory_id, prompt, params, self.spec.timeouts.generate_s, resume=self.spec.interruptible))
        finish = completion.finish_reason if completion.finish_reason == "length" else "stop"
        reply = self.chat.add_completion(completion.token_ids, completion.logprobs, finish, stop=params["stop"],
                                         tool_choice=tool_choice)
        self.worker = completion.worker
        self.versions += [completion.policy_version_before, completion.policy_version]
        self.steps.append(Step(action=_action_text(reply.message), token_start=reply.start, token_end=reply.end,
                               segment=reply.segment, policy_version=completion.policy_version,
                               worker=completion.worker, version_spans=version_spans(completion.spans, reply.start),
                               anchor_state=self.anchor))
        usage = {"prompt_tokens": len(prompt), "completion_tokens": len(completion.token_ids),
                 "total_tokens": len(prompt) + len(completion.token_ids)}
        return SessionReply(200, {"message": reply.message, "finish_reason": reply.finish_reason, "usage": usage})

    def _reset_reply(self) -> SessionReply:
        if self.reset_sent or self.reset_result is None:
            return SessionReply.error(409, "the env was reset already: a session plays one episode", code="reset")
        self.reset_sent = True
        reset = self.reset_result
        return SessionReply(200, {"observation": reset.observation, "actions": reset.actions,
                                  "info": reset.agent_info})

    async def _step(self, env: EnvSession, action: str) -> SessionReply:
        if not self.reset_sent:
            return SessionReply.error(409, "reset the env first (POST .../env/reset)", code="not_reset")
        if self.env_done:
            return SessionReply.error(409, "the env is done: finish the session", code="env_done")
        result = await self._timed("env", env.step(action, timeout_s=self._step_timeout_s(action)))
        self._note_result(result)
        self.env_done = result.done
        self._record_step(action, result)
        self.anchor = result.anchor_state
        info = {k: v for k, v in result.info.items() if k != ARTEFACT_KEY}
        return SessionReply(200, {"observation": result.observation, "reward": self._reward(result),
                                  "done": result.done, "actions": result.actions, "info": _jsonable(info)})

    def _record_step(self, action: str, result: StepResult) -> None:
        """The env's answer on the last step if that one was not stepped yet, else on a step of no tokens."""
        update = {"observation": result.observation, "reward": self._reward(result), "done": result.done}
        last = len(self.steps) - 1
        if last >= 0 and last not in self._stepped:
            self.steps[last] = self.steps[last].model_copy(update={**update, "action": action})
        else:
            self.steps.append(self._empty_step(action).model_copy(update=update))
        self._stepped.add(len(self.steps) - 1)

    def _empty_step(self, action: str) -> Step:
        """A step of no tokens, at the end of the current segment."""
        segments = self.chat.segments if self.chat is not None else []
        end = len(segments[-1].token_ids) if segments else 0
        return Step(action=action, token_start=end, token_end=end, segment=max(len(segments) - 1, 0),
                    policy_version=self.steps[-1].policy_version if self.steps else 0, worker=self.worker,
                    anchor_state=self.anchor)

    def _finish(self, body: dict[str, Any]) -> SessionReply:
        """End the session: the agent's reward and status for its own env; the env's for a Rollgate env."""
        if not self.external_env:
            if body.get("reward") is not None:
                return SessionReply.error(400, f"reward: the reward of env {self.spec.env!r} is the env's; only a "
                                          f"job of env {EXTERNAL_ENV!r} sets it at finish", field="reward")
            status = EpisodeStatus.COMPLETED if self.env_done else EpisodeStatus.TRUNCATED
            self.finished = status, "" if self.env_done else "finished by the agent before the env was done"
            return SessionReply(200, {"status": status.value, "reward": sum(s.reward for s in self.steps)})
        reward = float(body.get("reward") or 0.0)
        status = FINISH_STATUSES[str(body.get("status") or "completed")]
        info = dict(body.get("info") or {})
        if self.steps:
            self.steps[-1] = self.steps[-1].model_copy(update={"reward": reward, "done": True})
        else:
            self.steps.append(self._empty_step("finish").model_copy(update={"reward": reward, "done": True}))
        self.success, self.info = bool(info.get("success", reward > 0)), info
        self.finished = status, "" if status == EpisodeStatus.COMPLETED else "finished by the agent as truncated"
        return SessionReply(200, {"status": status.value, "reward": reward})

    def _trajectory(self, status: EpisodeStatus, reason: str) -> Trajectory:
        """Today's shape for one segment; with several, each listed and the last as the top-level tokens."""
        trajectory = super()._trajectory(status, reason)
        segments = self.chat.segments if self.chat is not None else []
        if not segments:
            return trajectory
        last = segments[-1]
        generated = sum(segment.generated_tokens for segment in segments)
        tokens = {"token_ids": last.token_ids, "loss_mask": last.loss_mask, "logprobs": last.logprobs,
                  "generated_tokens": generated,
                  "prompt_tokens": sum(len(segment.token_ids) for segment in segments) - generated,
                  "prefix_stable": all(segment.prefix_stable() for segment in segments),
                  "segments": [] if len(segments) == 1 else [
                      {"token_ids": s.token_ids, "loss_mask": s.loss_mask, "logprobs": s.logprobs} for s in segments]}
        return Trajectory.model_validate({**trajectory.model_dump(), **tokens})


def chat_params(sampling: SamplingParams, body: dict[str, Any], budget: int,
                constraint: dict[str, Any] | None) -> dict[str, Any]:
    """One chat turn's sampling: the request's temperature, top_p, max_tokens and stop, the job's
    where the request says nothing; at most `budget` tokens; the structured output that forces a
    tool call when the request's tool_choice asks for one, else the job's `sampling.regex`, if it
    has one."""
    requested = body.get("max_completion_tokens") or body.get("max_tokens") or sampling.max_tokens
    asked = body.get("stop")
    stops = [asked] if isinstance(asked, str) else list(asked if asked is not None else sampling.stop)
    params: dict[str, Any] = {
        "temperature": _given(body.get("temperature"), sampling.temperature),
        "top_p": _given(body.get("top_p"), sampling.top_p), "top_k": sampling.top_k,
        "max_tokens": min(int(requested), budget), "stop": list(dict.fromkeys(stops)),
    }
    if constraint is not None:
        params["structured_outputs"] = constraint
    elif sampling.regex:
        params["structured_outputs"] = {"regex": sampling.regex}
    return params


def _given(value: Any, default: float) -> float:
    return default if value is None else float(value)


def _action_text(message: dict[str, Any]) -> str:
    """A sampled turn's action as a Step records it: its tool calls as JSON, else its content."""
    if message.get("tool_calls"):
        return json.dumps([call["function"] for call in message["tool_calls"]], ensure_ascii=False)
    return str(message.get("content") or "")


def _jsonable(info: dict[str, Any]) -> dict[str, Any]:
    return dict(json.loads(json.dumps(info, default=str)))


async def _post(target: CallbackTarget, grant: dict[str, Any]) -> None:
    await post_grant(target, grant, CALLBACK_TIMEOUT_S)
