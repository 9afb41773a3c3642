"""External agents as sessions on the real stack: the gateway, a runner, a vLLM CPU worker, envs
in bubblewrap sandboxes, and the pinned `openai` SDK as the agent's client.

The tiny model is untrained, so the agents ask for tool calls with `tool_choice` (required or
named): the worker's structured outputs then force the model's tool-call format and the turns
take real env steps. Requests are greedy (temperature 0), so every sampled span must come back
from the worker that sampled it, for the same prefix and the same constraint, with the same ids
and logprobs: the sessions' trajectories are token-exact like the built-in agents'."""

from __future__ import annotations

import json
from typing import Any

import httpx
import openai
import pytest
from rollgate import Client, EpisodeStatus, JobState, Trajectory

from services.common.toolcalls import hermes_constraint
from services.devstack import LocalStack
from tests.e2e.conftest import watch_until

PLAYED = {EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED}


def tool(name: str, argument: str) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": f"{name} with {argument}.", "parameters": {
        "type": "object", "properties": {argument: {"type": "string", "maxLength": 24}}, "required": [argument]}}}


ANSWER, SEARCH = tool("answer", "expression"), tool("search", "query")
TOOLS = {"answer": ANSWER, "search": SEARCH}


def named(tool_: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": tool_["function"]["name"]}}


def grant(stack: LocalStack, job_id: str) -> dict[str, Any]:
    response = httpx.post(f"{stack.gateway_url}/v1/jobs/{job_id}/sessions:next", json={"wait_s": 30},
                          headers={"Authorization": f"Bearer {stack.token}"}, timeout=60)
    assert response.status_code == 200, response.text
    assert response.json()["session"] is not None
    return response.json()["session"]  # type: ignore[no-any-return]


def session_call(session: dict[str, Any], route: str, body: dict[str, Any] | None = None) -> httpx.Response:
    return httpx.post(f"{session['base_url']}/{route}", json=body or {}, timeout=120,
                      headers={"Authorization": f"Bearer {session['api_key']}"})


def play(stack: LocalStack, job_id: str, actions: dict[str, str], choices: list[Any],
         stream_last: bool = False) -> list[dict[str, Any]]:
    """One session of the job, as an agent on the OpenAI SDK plays it: reset, then per turn a
    tool call as `choices` forces it, among the same tools each turn (`actions`: each tool's
    name and the format that makes its argument the env's action), the env stepped, its
    observation sent back as the tool's answer; then finish. Returns the requests' tools and
    tool choices, for the token check."""
    session = grant(stack, job_id)
    agent = openai.OpenAI(base_url=session["base_url"], api_key=session["api_key"], max_retries=0, timeout=120)
    reset = session_call(session, "env/reset").json()
    assert reset["info"] == {}  # countdown's and search's own info (search's: the answers) is never the agent's
    messages: list[dict[str, Any]] = [{"role": "user", "content": reset["observation"]}]
    tools, asked = [TOOLS[name] for name in actions], []
    for index, choice in enumerate(choices):
        asked.append({"tools": tools, "tool_choice": choice})
        message = _complete(agent, messages, tools, choice, stream=stream_last and index == len(choices) - 1)
        call = message["tool_calls"][0]
        argument = next(iter(json.loads(call["function"]["arguments"]).values()))
        action = actions[call["function"]["name"]].format(argument)
        step = session_call(session, "env/step", {"action": action}).json()
        messages += [message, {"role": "tool", "tool_call_id": call["id"], "content": step["observation"]}]
        if step["done"]:
            break
    assert session_call(session, "finish").status_code == 200
    return asked


def _complete(agent: openai.OpenAI, messages: list[dict[str, Any]], tools: list[dict[str, Any]], choice: Any,
              stream: bool) -> dict[str, Any]:
    """The assistant message of one greedy turn; with `stream`, put together from the chunks."""
    request = {"model": "tiny", "messages": messages, "tools": tools, "tool_choice": choice, "temperature": 0.0,
               "max_tokens": 160}
    if not stream:
        message = agent.chat.completions.create(**request).choices[0].message
        return message.model_dump(exclude_none=True)
    calls: dict[int, dict[str, Any]] = {}
    for chunk in agent.chat.completions.create(**request, stream=True):
        for call in (chunk.choices[0].delta.tool_calls or []) if chunk.choices else []:
            calls.setdefault(call.index, call.model_dump(exclude_none=True, exclude={"index"}))
    assert calls, "the stream carried no tool call"
    return {"role": "assistant", "content": None, "tool_calls": [calls[i] for i in sorted(calls)]}


def trajectories(client: Client, job_id: str) -> list[Trajectory]:
    assert client.wait(job_id, timeout=600).state == JobState.COMPLETED
    return [t for group in client.pull(job_id, max_groups=100) for t in group.trajectories]


def check_segments_token_exact(trajectory: Trajectory, asked: list[dict[str, Any]], model: str) -> None:
    """Each sampled span is what its worker answers for the same prefix, greedy, under the same
    tool-call constraint, ids and logprobs; the loss masks mark exactly the sampled spans."""
    segments = trajectory.segments or [trajectory]
    sampled: list[set[int]] = [set() for _ in segments]
    turns = [step for step in trajectory.steps if step.token_end > step.token_start]
    assert len(turns) == len(asked)
    for step, request in zip(turns, asked, strict=True):
        segment = segments[step.segment]
        sampled[step.segment].update(range(step.token_start, step.token_end))
        body = {"model": model, "prompt": segment.token_ids[:step.token_start], "temperature": 0.0, "logprobs": 0,
                "max_tokens": step.token_end - step.token_start, "return_token_ids": True,
                "structured_outputs": hermes_constraint(request["tools"] or [], request["tool_choice"])}
        response = httpx.post(f"{step.worker}/v1/completions", json=body, timeout=120)
        assert response.status_code == 200, response.text
        choice = response.json()["choices"][0]
        assert choice["token_ids"] == segment.token_ids[step.token_start:step.token_end]
        assert choice["logprobs"]["token_logprobs"] == pytest.approx(
            segment.logprobs[step.token_start:step.token_end], abs=1e-3)
    for segment, spans in zip(segments, sampled, strict=True):
        assert [i for i, m in enumerate(segment.loss_mask) if m] == sorted(spans)
        assert all(lp == 0.0 for lp, m in zip(segment.logprobs, segment.loss_mask, strict=True) if not m)
    assert trajectory.generated_tokens == sum(map(len, sampled))


def test_openai_sdk_agents_play_countdown_and_search_token_exact(stack: LocalStack, client: Client) -> None:
    external = {"kind": "external", "idle_timeout_s": 120}
    countdown = client.submit(env="countdown", tasks=["train-000004"], max_turns=2, agent=external,
                              env_options={"multi_turn": True})
    search = client.submit(env="search", tasks=["train-000001"], max_turns=2, agent=external)
    asked = {countdown.id: play(stack, countdown.id, {"answer": "{}"}, ["required", named(ANSWER)], stream_last=True),
             search.id: play(stack, search.id, {"search": "<search>{}</search>", "answer": "<answer>{}</answer>"},
                             [named(SEARCH), named(ANSWER)])}
    for job_id, requests in asked.items():
        [trajectory] = trajectories(client, job_id)
        assert trajectory.status in PLAYED, trajectory.status_reason
        assert trajectory.segments == []  # the agent only extended its history
        assert len(trajectory.steps) == len(requests) and all(step.observation for step in trajectory.steps)
        check_segments_token_exact(trajectory, requests, stack.workers[0].served_model_name)


def test_a_history_rewriting_agent_records_token_exact_segments(stack: LocalStack, client: Client) -> None:
    job = client.submit(env="external", tasks=[{"data": {"question": "2 + 2"}}], max_turns=3,
                        agent={"kind": "external", "idle_timeout_s": 120})
    session = grant(stack, job.id)
    agent = openai.OpenAI(base_url=session["base_url"], api_key=session["api_key"], max_retries=0, timeout=120)
    history: list[dict[str, Any]] = [{"role": "user", "content": "What is 2 + 2? Use the tool."}]
    asked = []
    for turn in range(3):
        choice = "required" if turn != 1 else named(ANSWER)
        asked.append({"tools": [ANSWER], "tool_choice": choice})
        message = _complete(agent, history, [ANSWER], choice, stream=False)
        history += [message, {"role": "tool", "tool_call_id": message["tool_calls"][0]["id"], "content": "wrong"}]
        if turn == 1:  # the agent drops its first exchange from the history: not an extension
            history = [history[0], {"role": "user", "content": "Try once more."}]
    assert session_call(session, "finish", {"reward": 0.25}).json() == {"status": "completed", "reward": 0.25}
    [trajectory] = trajectories(client, job.id)
    assert trajectory.status == EpisodeStatus.COMPLETED and trajectory.reward == 0.25
    assert [step.segment for step in trajectory.steps] == [0, 0, 1] and len(trajectory.segments) == 2
    assert trajectory.token_ids == trajectory.segments[-1].token_ids
    check_segments_token_exact(trajectory, asked, stack.workers[0].served_model_name)


def test_a_cancelled_job_ends_its_sessions(stack: LocalStack, client: Client) -> None:
    job = client.submit(env="countdown", tasks=["train-000005"], group_size=2,
                        agent={"kind": "external", "idle_timeout_s": 300})
    session = grant(stack, job.id)
    assert session_call(session, "env/reset").status_code == 200
    client.cancel(job.id)
    watch_until(client, job.id, lambda events: events[-1].job.counts.get("cancelled", 0) == 2)
    after = session_call(session, "env/step", {"action": "1 + 1"})
    assert after.status_code == 404 and after.json()["error"]["code"] == "session_ended"
    assert "cancelled" in after.json()["error"]["message"]


def test_an_idle_session_times_out_and_an_external_finish_sets_the_reward(stack: LocalStack, client: Client) -> None:
    idle = client.submit(env="external", tasks=["never-obtained"], agent={"kind": "external", "idle_timeout_s": 1})
    finished = client.submit(env="external", tasks=[{"id": "mine", "data": {"x": 1}}], agent={"kind": "external"})
    session = grant(stack, finished.id)
    assert session_call(session, "finish", {"reward": 2.5, "info": {"k": "v"}}).status_code == 200
    [timed_out] = trajectories(client, idle.id)
    [rewarded] = trajectories(client, finished.id)
    assert timed_out.status == EpisodeStatus.TIMEOUT and "idle_timeout_s" in timed_out.status_reason
    assert (rewarded.status, rewarded.reward, rewarded.info, rewarded.task_id) == (
        EpisodeStatus.COMPLETED, 2.5, {"k": "v"}, "mine")
