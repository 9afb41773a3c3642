"""An agent plugin, as a user ships one: a package of its own declaring an entry point in the
`rollgate.agents` group, installed with pip into a folder (not this virtualenv) that the
gateway and runner find on PYTHONPATH. A job naming it is played with its prompt and parser;
the gateway lists it and refuses what it cannot play. The LLM is the simulator (its text is
noise: the plugin's parser takes any text, countdown's built-in one would take none)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import grpc
import httpx
import pytest
from rollgate import Client, EpisodeStatus, JobState
from rollgate.v1 import jobs_pb2, service_pb2, service_pb2_grpc
from transformers import AutoTokenizer

from services.devstack import LocalStack
from tests.plugins import package, pip_install, pyproject

MARKER = "ECHO-PLUGIN-PROMPT-5f3a"
SIMULATOR = {"decode_s_per_token": 0.002, "length_median": 8}

PYPROJECT = pyproject("rollgate-echo-agent", "0.3.0", {"echo": "echo_agent:EchoAgent",
                                                       "broken": "echo_agent_missing:Nope"},
                      group="rollgate.agents", modules=["echo_agent"])

AGENT = f'''\
"""A countdown agent whose prompt carries a marker and whose parser takes any text as the answer."""

from services.agents import Action, Agent


class EchoAgent(Agent):
    envs = ("countdown",)

    def first_messages(self, reset):
        return [{{"role": "system", "content": "{MARKER}"}}, {{"role": "user", "content": reset.observation}}]

    def parse(self, completion_text):
        return Action(completion_text.strip() or "0")

    def invalid_action_message(self, action):
        return {{"role": "user", "content": action.error}}
'''


def install_plugin(tmp_path: Path) -> Path:
    """Build the plugin package and `pip install --target` it; returns the target folder."""
    target = tmp_path / "plugins"
    pip_install(package(tmp_path, "echo-agent", {"pyproject.toml": PYPROJECT, "echo_agent.py": AGENT}), target)
    return target


@pytest.fixture(scope="module")
def live_stack(tmp_path_factory: pytest.TempPathFactory, tiny_model: Path) -> Iterator[LocalStack]:
    """Redis, one LLM simulator, a gateway and a runner that see the plugin's folder."""
    root = tmp_path_factory.mktemp("agent-plugin")
    with LocalStack(home=root / "stack", model=tiny_model) as stack:
        stack.environ["PYTHONPATH"] = str(install_plugin(root))
        stack.start_redis()
        stack.start_simulators(1, **SIMULATOR)
        stack.start_gateway()
        stack.start_runner(runner_concurrency=4)
        yield stack


def test_a_job_naming_a_plugin_agent_plays_with_its_prompt_and_parser(live_stack: LocalStack,
                                                                     tiny_model: Path) -> None:
    job_fields = {"env": "countdown", "tasks": ["train-000001", "train-000002"], "group_size": 2, "max_turns": 2,
                  "env_options": {"multi_turn": True}, "sampling": {"max_tokens": 16}}
    with Client(live_stack.gateway_url, token=live_stack.token, timeout=30) as client:
        job = client.submit(agent={"name": "echo"}, **job_fields)
        assert client.wait(job.id, timeout=120).state == JobState.COMPLETED
        groups = client.pull(job.id, max_groups=2)
    trajectories = [t for group in groups for t in group.trajectories]
    assert len(trajectories) == 4
    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    for trajectory in trajectories:
        assert trajectory.status in (EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED), trajectory.status_reason
        assert MARKER in tokenizer.decode(trajectory.token_ids[: trajectory.steps[0].token_start])
        assert all(step.valid_action for step in trajectory.steps)  # countdown's own parser finds no <answer>


def test_the_gateway_lists_installed_agents_and_refuses_what_they_cannot_play(live_stack: LocalStack) -> None:
    headers = {"Authorization": f"Bearer {live_stack.token}"}
    with httpx.Client(base_url=live_stack.gateway_url, headers=headers, timeout=30) as http:
        agents = {agent["name"]: agent for agent in http.get("/v1/agents").json()["agents"]}
        envs = {env["name"]: env for env in http.get("/v1/envs").json()["envs"]}
        refusals = {name: http.post("/v1/jobs", json={"env": env, "tasks": ["train-000001"], "agent": {"name": name}})
                    for name, env in [("echo", "search"), ("nobody", "countdown"), ("broken", "countdown")]}
    assert agents["echo"] == {"name": "echo", "target": "echo_agent:EchoAgent", "package": "rollgate-echo-agent 0.3.0",
                              "envs": ["countdown"], "error": ""}
    assert "echo_agent_missing" in agents["broken"]["error"] and agents["broken"]["envs"] == []
    assert agents["countdown"]["envs"] == ["countdown"] and agents["countdown"]["package"].startswith("rollgate-server")
    assert {name: env["agent"] for name, env in envs.items()} == {name: name for name in envs}
    for name, response in refusals.items():
        assert response.status_code == 422, response.text
        assert response.json()["error"]["field"] == "agent.name"
        assert repr(name) in response.json()["error"]["message"]
    metadata = [("authorization", f"Bearer {live_stack.token}")]
    spec = jobs_pb2.JobSpec(env="search", tasks=[jobs_pb2.Task(id="train-000001")],
                            agent=jobs_pb2.AgentSpec(name="echo"))
    with grpc.insecure_channel(f"127.0.0.1:{live_stack.grpc_port}") as channel:
        stub = service_pb2_grpc.RollgateStub(channel)
        listed = stub.ListAgents(service_pb2.ListAgentsRequest(), metadata=metadata, timeout=30)
        with pytest.raises(grpc.RpcError) as refused:
            stub.SubmitJob(jobs_pb2.SubmitJobRequest(spec=spec), metadata=metadata, timeout=30)
    assert {agent.name for agent in listed.agents} == set(agents)
    assert refused.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert refused.value.details().startswith("agent.name: agent 'echo' does not play env 'search'")


def test_a_runner_without_the_plugin_ends_its_episodes_as_infra_error_and_plays_on(live_stack: LocalStack) -> None:
    """A gateway that has the plugin admits the job; a runner that lacks it says so in each
    episode's status (the deployments disagree: no reward of 0, no crash) and plays the next job."""
    gateway = live_stack.start_gateway(namespace="noplugin")
    plugin_path = live_stack.environ.pop("PYTHONPATH")
    try:
        live_stack.start_runner(namespace="noplugin")
    finally:
        live_stack.environ["PYTHONPATH"] = plugin_path
    job_fields = {"env": "countdown", "tasks": ["train-000003"], "group_size": 2, "sampling": {"max_tokens": 8}}
    with Client(gateway.url, token=live_stack.token, timeout=30) as client:
        named = client.submit(agent={"name": "echo"}, **job_fields)
        assert client.wait(named.id, timeout=120).state == JobState.COMPLETED
        default = client.submit(**job_fields)
        assert client.wait(default.id, timeout=120).state == JobState.COMPLETED
        lost = [t for group in client.pull(named.id, max_groups=1) for t in group.trajectories]
        played = [t for group in client.pull(default.id, max_groups=1) for t in group.trajectories]
    assert [t.status for t in lost] == [EpisodeStatus.INFRA_ERROR] * 2
    assert all("no agent named 'echo' is installed" in t.status_reason for t in lost)
    assert {t.status for t in played} <= {EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED} and len(played) == 2
