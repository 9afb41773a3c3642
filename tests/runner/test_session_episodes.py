"""Sessions end to end in one process: the gateway's app, a session episode of the runner, real
Redis between them, countdown in a bubblewrap sandbox, the tiny model's tokenizer and chat
template, and the pinned `openai` SDK as the agent's client. The LLM is a scripted pool (each
turn samples the next text of a list, encoded by the tokenizer): the e2e suite
(tests/e2e/test_sessions.py) runs the same paths on a vLLM worker."""

from __future__ import annotations

import asyncio
import json
import shutil
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest
import redis.asyncio as aioredis
from rollgate import EpisodeStatus, JobSpec, Trajectory
from transformers import AutoTokenizer

from sandboxes.host.config import SandboxConfig
from sandboxes.host.session import EnvSession, open_session
from services.common.callbacks import CALLBACK_FAILED, CallbackHosts
from services.common.keys import Keys
from services.common.queue import EpisodeRef
from services.common.sessions import PULSE_LAPSES, PULSE_S, SessionChannel
from services.common.settings import Settings
from services.common.store import JobStore
from services.gateway.app import create_app
from services.inference.pool import Completion
from services.runner.episode import EpisodeDeps, wait_for_closing
from services.runner.replies import ReplyReader
from services.runner.sessions import OutsideAgent, SessionEpisode
from tests.runner.test_replies import family_tokenizer

pytestmark = pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed")

OWNER, OTHER = "owner-token-0123456789", "other-token-0123456789"
NAMESPACE = "rgsessions"
CALL = '<tool_call>\n{"name": "answer", "arguments": {"expression": "3 + 5"}}\n</tool_call>'
TOOLS = [{"type": "function", "function": {"name": "answer", "description": "Submit the expression.",
                                           "parameters": {"type": "object",
                                                          "properties": {"expression": {"type": "string"}}}}}]


class ScriptedPool:
    """The slice of a WorkerPool an episode uses; turn i samples texts[i] (the last one after that)."""

    def __init__(self, tokenizer: Any, texts: list[str]) -> None:
        self.tokenizer, self.texts, self.prompts, self.params = tokenizer, texts, [], []  # type: ignore[var-annotated]

    async def generate(self, episode_id: str, prompt: list[int], params: dict, timeout_s: float,
                       resume: bool = True) -> Completion:
        self.prompts.append(prompt)
        self.params.append(params)
        text = self.texts[min(len(self.prompts) - 1, len(self.texts) - 1)]
        end = self.tokenizer.convert_tokens_to_ids("<|im_end|>")
        ids = [*self.tokenizer.encode(text, add_special_tokens=False), end]
        return Completion(ids, [-0.25] * len(ids), text, "stop", "scripted-worker", 3, 3)

    def release(self, episode_id: str) -> None:
        pass


class HeldPool(ScriptedPool):
    """A scripted pool whose generations wait for `held` to return first."""

    def __init__(self, tokenizer: Any, held: Callable[[], Awaitable[object]]) -> None:
        super().__init__(tokenizer, ["held answer"])
        self.held = held

    async def generate(self, episode_id: str, prompt: list[int], params: dict, timeout_s: float,
                       resume: bool = True) -> Completion:
        await self.held()
        return await super().generate(episode_id, prompt, params, timeout_s, resume)


@dataclass
class Sessions:
    """A gateway, and a way to play one episode of a job as a session beside it."""

    http: httpx.AsyncClient
    redis: aioredis.Redis
    tokenizer: Any
    replies: ReplyReader

    async def submit(self, token: str = OWNER, **fields: Any) -> tuple[str, JobSpec]:
        spec = {"env": "countdown", "tasks": ["train-000001"], "agent": {"kind": "external"}, **fields}
        response = await self.http.post("/v1/jobs", json=spec, headers=bearer(token))
        assert response.status_code == 202, response.text
        return response.json()["id"], JobSpec.model_validate(response.json()["spec"])

    def play(self, job_id: str, spec: JobSpec, texts: list[str] | None = None, pool: ScriptedPool | None = None,
             pulse_s: float = PULSE_S, callback_hosts: str = "",
             replies: ReplyReader | None = None) -> asyncio.Task[Trajectory]:
        """Play the job's first episode as a session, in the background."""
        store = JobStore(self.redis, Keys(NAMESPACE), 3600)

        async def session(env: str, timeout_s: float) -> EnvSession:
            return await open_session(env, "bubblewrap", timeout_s=timeout_s, config=SandboxConfig())

        deps = EpisodeDeps(pool or ScriptedPool(self.tokenizer, texts or [CALL]), self.tokenizer,  # type: ignore[arg-type]
                           session, store.is_cancelled, replies=replies or self.replies)
        episode = SessionEpisode(EpisodeRef(job_id, 0, 0, time.time()), spec, OutsideAgent(), deps,
                                 channel=SessionChannel(self.redis, Keys(NAMESPACE), pulse_s=pulse_s),
                                 callback_hosts=CallbackHosts.parse(callback_hosts))
        return asyncio.create_task(episode.run())

    async def grant(self, job_id: str, token: str = OWNER, wait_s: float = 20) -> dict[str, Any]:
        response = await self.http.post(f"/v1/jobs/{job_id}/sessions:next", json={"wait_s": wait_s},
                                        headers=bearer(token))
        assert response.status_code == 200, response.text
        return response.json()["session"]  # type: ignore[no-any-return]

    def openai(self, grant: dict[str, Any]) -> openai.AsyncOpenAI:
        return openai.AsyncOpenAI(base_url=grant["base_url"], api_key=grant["api_key"], max_retries=0,
                                  http_client=self.http)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def sessions(redis_client: aioredis.Redis, redis_server: str,
             tiny_model: Path) -> Callable[[], AbstractAsyncContextManager[Sessions]]:
    settings = Settings(redis_url=redis_server, namespace=NAMESPACE, metrics_port=0, inference_workers=[],
                        tokens={OWNER: ["jobs"], OTHER: ["jobs"]}, session_callback_hosts="127.0.0.1")
    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    replies = ReplyReader(str(tiny_model))

    @asynccontextmanager
    async def start() -> AsyncIterator[Sessions]:
        app = create_app(settings)
        async with (app.router.lifespan_context(app),
                    httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gateway") as http):
            try:
                yield Sessions(http, redis_client, tokenizer, replies)
            finally:
                await wait_for_closing()

    return start


async def test_an_openai_sdk_agent_plays_countdown_with_tool_calls(sessions: Callable[[], Any]) -> None:
    async with sessions() as s:
        job_id, spec = await s.submit(max_turns=2)
        played = s.play(job_id, spec)
        grant = await s.grant(job_id)
        agent = s.openai(grant)
        reset = (await s.http.post(f"{grant['path']}/env/reset", headers=bearer(grant["api_key"]))).json()
        messages = [{"role": "user", "content": reset["observation"]}]
        completion = await agent.chat.completions.create(model="my-model", messages=messages, tools=TOOLS,
                                                         tool_choice="required")
        call = completion.choices[0].message.tool_calls[0]
        step = (await s.http.post(f"{grant['path']}/env/step", headers=bearer(grant["api_key"]),
                                  json={"action": json.loads(call.function.arguments)["expression"]})).json()
        forged = await s.http.post(f"{grant['path']}/finish", headers=bearer(grant["api_key"]), json={"reward": 1.0})
        finished = (await s.http.post(f"{grant['path']}/finish", headers=bearer(grant["api_key"]))).json()
        trajectory = await played
    assert forged.status_code == 400 and forged.json()["error"]["field"] == "reward"  # the env's reward stands
    assert completion.model == "my-model" and completion.choices[0].finish_reason == "tool_calls"
    assert call.function.name == "answer" and completion.usage.completion_tokens > 0
    assert finished == {"status": "completed" if step["done"] else "truncated", "reward": step["reward"]}
    assert trajectory.status.value == finished["status"], trajectory.status_reason
    assert trajectory.reward == step["reward"] and trajectory.segments == []
    [turn] = trajectory.steps
    assert (turn.action, turn.observation, turn.done) == ("3 + 5", step["observation"], step["done"])
    assert trajectory.token_ids[turn.token_start:turn.token_end][-1] == s.tokenizer.convert_tokens_to_ids("<|im_end|>")
    assert [i for i, m in enumerate(trajectory.loss_mask) if m] == list(range(turn.token_start, turn.token_end))
    assert trajectory.generated_tokens == completion.usage.completion_tokens and trajectory.prefix_stable


async def test_the_deployments_tool_call_parser_reads_its_model_familys_calls(sessions: Callable[[], Any],
                                                                              tiny_model: Path) -> None:
    """A runner set to another of vLLM's parsers (pythonic, as Llama 3.2's and others') reads calls
    in that format; a call it cannot force is refused by name, and nothing is sampled for it."""
    async with sessions() as s:
        job_id, spec = await s.submit(max_turns=2)
        pool = ScriptedPool(s.tokenizer, ['[answer(expression="3 + 5")]'])
        played = s.play(job_id, spec, pool=pool, replies=ReplyReader(str(tiny_model), "pythonic"))
        grant = await s.grant(job_id)
        agent = s.openai(grant)
        messages = [{"role": "user", "content": "Make 8."}]
        with pytest.raises(openai.BadRequestError) as forced:
            await agent.chat.completions.create(model="m", messages=messages, tools=TOOLS, tool_choice="required")
        completion = await agent.chat.completions.create(model="m", messages=messages, tools=TOOLS)
        await s.http.post(f"{grant['path']}/finish", headers=bearer(grant["api_key"]))
        await played
    assert "hermes format only" in str(forced.value) and len(pool.prompts) == 1
    [call] = completion.choices[0].message.tool_calls or []
    assert (call.id, call.function.name, call.function.arguments) == ("call_0", "answer", '{"expression": "3 + 5"}')
    assert completion.choices[0].message.content is None and completion.choices[0].finish_reason == "tool_calls"


async def test_a_reasoning_models_reasoning_is_answered_apart(sessions: Callable[[], Any], tiny_model: Path,
                                                              tmp_path: Path) -> None:
    """With a reasoning parser (qwen3's, its tokenizer's <think> markers), a reply's reasoning comes
    apart from its content, whole and streamed, as vLLM's server answers it; the ids keep both."""
    family_tokenizer(tiny_model, tmp_path, [], ["<think>", "</think>"])
    async with sessions() as s:
        job_id, spec = await s.submit(max_turns=2)
        pool = ScriptedPool(s.tokenizer, ["<think>Three and five.</think>\n\n8"])
        played = s.play(job_id, spec, pool=pool, replies=ReplyReader(str(tmp_path), "", "qwen3"))
        grant = await s.grant(job_id)
        agent = s.openai(grant)
        messages: list[Any] = [{"role": "user", "content": "Make 8."}]
        whole = (await agent.chat.completions.create(model="m", messages=messages)).choices[0].message
        messages += [{"role": "assistant", "content": whole.content}, {"role": "user", "content": "Again."}]
        stream = await agent.chat.completions.create(model="m", messages=messages, stream=True)
        deltas = [chunk.choices[0].delta async for chunk in stream if chunk.choices]
        await s.http.post(f"{grant['path']}/finish", headers=bearer(grant["api_key"]))
        trajectory = await played
    assert (whole.content, (whole.model_extra or {}).get("reasoning")) == ("\n\n8", "Three and five.")
    assert [(delta.model_extra or {}).get("reasoning") for delta in deltas if delta.role] == ["Three and five."]
    assert "".join(delta.content or "" for delta in deltas) == "\n\n8"
    turns = [step for step in trajectory.steps if step.token_end > step.token_start]
    assert len(turns) == 2 and trajectory.segments == []
    assert "<think>Three and five.</think>" in s.tokenizer.decode(
        trajectory.token_ids[turns[0].token_start:turns[0].token_end])


async def test_limits_answer_as_openai_clients_stop_on_them_and_the_jobs_regex_holds(
        sessions: Callable[[], Any]) -> None:
    """A spent turn budget is 403 (OpenAI's SDK and litellm raise PermissionDeniedError, retried by
    neither), a conversation past the tokens left is 400 in OpenAI's wording (litellm's
    ContextWindowExceededError), an ended session 404; a turn the request does not force follows
    the job's sampling.regex."""
    async with sessions() as s:
        job_id, spec = await s.submit(max_turns=1, max_total_tokens=200, sampling={"regex": "[0-9]+ [+] [0-9]+"})
        pool = ScriptedPool(s.tokenizer, ["3 + 5"])
        played = s.play(job_id, spec, pool=pool)
        grant = await s.grant(job_id)
        agent = s.openai(grant)
        with pytest.raises(openai.BadRequestError) as too_long:
            await agent.chat.completions.create(model="m", messages=[{"role": "user", "content": "word " * 300}])
        first = await agent.chat.completions.create(model="m", messages=[{"role": "user", "content": "3, 5 -> 8"}])
        with pytest.raises(openai.PermissionDeniedError) as spent:
            await agent.chat.completions.create(model="m", messages=[{"role": "user", "content": "again"}])
        await s.http.post(f"{grant['path']}/finish", headers=bearer(grant["api_key"]))
        with pytest.raises(openai.NotFoundError) as ended:
            await agent.chat.completions.create(model="m", messages=[{"role": "user", "content": "later"}])
        trajectory = await played
    assert too_long.value.code == "context_length_exceeded"
    assert "This model's maximum context length is 200 tokens" in too_long.value.body["message"]  # type: ignore[index]
    assert first.choices[0].message.content == "3 + 5"
    assert pool.params[0]["structured_outputs"] == {"regex": "[0-9]+ [+] [0-9]+"} and len(pool.params) == 1
    assert (spent.value.status_code, spent.value.code) == (403, "max_turns")
    assert (ended.value.status_code, ended.value.code) == (404, "session_ended")
    assert trajectory.status == EpisodeStatus.TRUNCATED and len(trajectory.steps) == 1


async def test_streaming_answers_openai_chunks(sessions: Callable[[], Any]) -> None:
    async with sessions() as s:
        job_id, spec = await s.submit(env="external", tasks=[{"data": {"question": "2 + 2"}}])
        played = s.play(job_id, spec, texts=["four"])
        grant = await s.grant(job_id)
        stream = await s.openai(grant).chat.completions.create(
            model="m", messages=[{"role": "user", "content": "2 + 2?"}], stream=True,
            stream_options={"include_usage": True})
        chunks = [chunk async for chunk in stream]
        await s.http.post(f"{grant['path']}/finish", headers=bearer(grant["api_key"]), json={"reward": 1.0})
        trajectory = await played
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == "four"
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "stop"
    assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens == trajectory.generated_tokens


async def test_a_rewritten_history_starts_a_new_segment(sessions: Callable[[], Any]) -> None:
    async with sessions() as s:
        job_id, spec = await s.submit(env="external", tasks=[{"data": {"question": "q"}}], max_turns=3)
        played = s.play(job_id, spec, texts=["first answer", "second answer", "third answer"])
        grant = await s.grant(job_id)
        agent = s.openai(grant)
        history = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "one"}]
        first = await agent.chat.completions.create(model="m", messages=history)
        history += [{"role": "assistant", "content": first.choices[0].message.content},
                    {"role": "user", "content": "two"}]
        await agent.chat.completions.create(model="m", messages=history)  # extends: same segment
        rewritten = [history[0], {"role": "user", "content": "one, shortened"}]
        await agent.chat.completions.create(model="m", messages=rewritten)  # not an extension: a new segment
        await s.http.post(f"{grant['path']}/finish", headers=bearer(grant["api_key"]), json={"reward": 0.5})
        trajectory = await played
    assert [step.segment for step in trajectory.steps] == [0, 0, 1]
    assert len(trajectory.segments) == 2
    first_segment, last_segment = trajectory.segments
    assert trajectory.token_ids == last_segment.token_ids and trajectory.loss_mask == last_segment.loss_mask
    for step in trajectory.steps:
        segment = trajectory.segments[step.segment]
        assert segment.loss_mask[step.token_start:step.token_end] == [1] * (step.token_end - step.token_start)
    assert sum(first_segment.loss_mask) + sum(last_segment.loss_mask) == trajectory.generated_tokens
    assert "shortened" in s.tokenizer.decode(last_segment.token_ids) and "two" not in s.tokenizer.decode(
        last_segment.token_ids)
    assert trajectory.reward == 0.5 and trajectory.status == EpisodeStatus.COMPLETED


async def test_the_agents_own_env_finish_sets_reward_status_and_info(sessions: Callable[[], Any]) -> None:
    async with sessions() as s:
        job_id, spec = await s.submit(env="external", tasks=[{"id": "mine-7", "data": {"x": 1}}])
        played = s.play(job_id, spec)
        grant = await s.grant(job_id)
        headers = bearer(grant["api_key"])
        reset = await s.http.post(f"{grant['path']}/env/reset", headers=headers)
        bad = await s.http.post(f"{grant['path']}/finish", headers=headers, json={"status": "won"})
        done = await s.http.post(f"{grant['path']}/finish", headers=headers,
                                 json={"reward": 0.75, "status": "truncated", "info": {"success": True, "k": 2}})
        after = await s.http.post(f"{grant['path']}/finish", headers=headers, json={"reward": 1.0})
        trajectory = await played
    assert grant["task"] == {"id": "mine-7", "data": {"x": 1}} and grant["env"] == "external"
    assert reset.status_code == 409 and reset.json()["error"]["code"] == "no_env"
    assert bad.status_code == 400 and bad.json()["error"]["field"] == "status"
    assert done.json() == {"status": "truncated", "reward": 0.75}
    assert after.status_code == 404 and after.json()["error"]["code"] == "session_ended"
    # success counts for a completed episode only, as for every episode
    assert (trajectory.status, trajectory.reward, trajectory.success) == (EpisodeStatus.TRUNCATED, 0.75, False)
    assert trajectory.info == {"success": True, "k": 2} and trajectory.token_ids == []


async def test_a_credential_acts_on_its_own_session_only(sessions: Callable[[], Any]) -> None:
    async with sessions() as s:
        job_id, spec = await s.submit(group_size=2, max_turns=2)
        first, second = s.play(job_id, spec), s.play(job_id, spec.model_copy())
        grants = [await s.grant(job_id), await s.grant(job_id)]
        other_owner = await s.http.post(f"/v1/jobs/{job_id}/sessions:next", json={"wait_s": 0}, headers=bearer(OTHER))
        none_left = await s.grant(job_id, wait_s=0)
        a, b = grants
        crossed = await s.http.post(f"{b['path']}/env/reset", headers=bearer(a["api_key"]))
        owner_token = await s.http.post(f"{a['path']}/env/reset", headers=bearer(OWNER))
        missing = await s.http.post(f"{a['path']}/env/reset")
        unknown = await s.http.post(f"/v1/sessions/{job_id}-t0-s9.0123456789abcdef/env/reset",
                                    headers=bearer(a["api_key"]))
        two = await s.http.post(f"{a['path']}/chat/completions", headers=bearer(a["api_key"]),
                                json={"model": "m", "messages": [{"role": "user", "content": "hi"}], "n": 2})
        with pytest.raises(openai.BadRequestError) as reward_refused:
            await s.openai(a).post("/finish", body={"reward": 1.0}, cast_to=httpx.Response)
        step_first = await s.http.post(f"{a['path']}/env/step", headers=bearer(a["api_key"]), json={"action": "1"})
        await s.http.delete(f"/v1/jobs/{job_id}", headers=bearer(OWNER))
        trajectories = await asyncio.gather(first, second)
        after_cancel = await s.http.post(f"{b['path']}/env/reset", headers=bearer(b["api_key"]))
    assert a["session_id"] != b["session_id"] and a["api_key"] != b["api_key"] and none_left is None
    assert other_owner.status_code == 404
    assert [crossed.status_code, owner_token.status_code, missing.status_code, unknown.status_code] == [404, 404, 401,
                                                                                                         404]
    assert two.status_code == 400 and two.json()["error"]["field"] == "n" and "n=1" in two.json()["error"]["message"]
    assert reward_refused.value.body["field"] == reward_refused.value.param == "reward"  # type: ignore[index]
    assert step_first.status_code == 409 and step_first.json()["error"]["code"] == "not_reset"
    assert [t.status for t in trajectories] == [EpisodeStatus.CANCELLED] * 2
    assert after_cancel.status_code == 404 and "cancelled" in after_cancel.json()["error"]["message"]


async def test_a_session_nobody_talks_to_times_out(sessions: Callable[[], Any]) -> None:
    async with sessions() as s:
        job_id, spec = await s.submit(env="external", tasks=["t"], agent={"kind": "external", "idle_timeout_s": 0.5})
        trajectory = await s.play(job_id, spec)
        late = await s.grant(job_id, wait_s=0)
    assert trajectory.status == EpisodeStatus.TIMEOUT and "idle_timeout_s" in trajectory.status_reason
    assert late is None  # an ended session is never granted


async def test_a_callback_that_never_answers_ends_the_session_as_infra_error(sessions: Callable[[], Any]) -> None:
    server = await asyncio.start_server(lambda reader, writer: writer.close(), "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    async with server, sessions() as s:
        job_id, spec = await s.submit(env="external", tasks=["t"],
                                      agent={"kind": "external", "callback_url": f"http://127.0.0.1:{port}/sessions"})
        pulled = await s.http.post(f"/v1/jobs/{job_id}/sessions:next", json={"wait_s": 0}, headers=bearer(OWNER))
        trajectory = await s.play(job_id, spec, callback_hosts="127.0.0.1")
        session = Keys(NAMESPACE).job(job_id).session(f"{trajectory.id}.{'?' * 16}").base
        [key] = [key async for key in s.redis.scan_iter(match=session)]
        status = await s.redis.hgetall(key)
    assert pulled.status_code == 409 and "callback_url" in pulled.json()["error"]["message"]
    assert trajectory.status == EpisodeStatus.INFRA_ERROR and trajectory.status_reason == CALLBACK_FAILED
    assert status["reason"] == CALLBACK_FAILED, "the session's status says no more"
    assert trajectory.reward == 0.0 and not trajectory.status.usable


async def test_a_session_whose_runner_stopped_answers_503_within_a_few_pulses(sessions: Callable[[], Any],
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A runner that stops mid-request (here: its pulse stops, its generation never ends) costs the
    agent a few pulses, then a 503 saying so; not the reply timeout (300 s here)."""
    async def stopped(self: SessionEpisode) -> None:
        return None

    monkeypatch.setattr(SessionEpisode, "_pulse", stopped)
    async with sessions() as s:
        job_id, spec = await s.submit(env="external", tasks=[{"data": {"question": "q"}}])
        played = s.play(job_id, spec, pool=HeldPool(s.tokenizer, asyncio.Event().wait), pulse_s=0.25)
        grant = await s.grant(job_id)
        with pytest.raises(openai.InternalServerError) as lost:
            await s.openai(grant).chat.completions.create(model="m", messages=[{"role": "user", "content": "q"}])
        played.cancel()
        with pytest.raises(asyncio.CancelledError):
            await played
    assert lost.value.status_code == 503 and "stopped (no sign of it" in lost.value.message


async def test_a_live_runner_slower_than_its_pulse_still_answers(sessions: Callable[[], Any]) -> None:
    """The generation outlasts several lifetimes of the pulse key; the runner renews it, so the
    gateway waits for the answer."""
    async with sessions() as s:
        job_id, spec = await s.submit(env="external", tasks=[{"data": {"question": "q"}}])

        async def renewed_many_times() -> None:  # called once the session is granted, below
            pulse = Keys(NAMESPACE).job(job_id).session(grant["session_id"]).pulse
            renewals, last = 0, await s.redis.pttl(pulse)
            while renewals < 3 * PULSE_LAPSES:
                await asyncio.sleep(0.05)
                ttl = await s.redis.pttl(pulse)
                renewals, last = renewals + (ttl > last), ttl

        played = s.play(job_id, spec, pool=HeldPool(s.tokenizer, renewed_many_times), pulse_s=0.25)
        grant = await s.grant(job_id)
        completion = await s.openai(grant).chat.completions.create(
            model="m", messages=[{"role": "user", "content": "q"}])
        await s.http.post(f"{grant['path']}/finish", headers=bearer(grant["api_key"]), json={"reward": 1.0})
        trajectory = await played
    assert completion.choices[0].message.content == "held answer"
    assert trajectory.status == EpisodeStatus.COMPLETED
