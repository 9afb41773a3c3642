"""Env plugins (docs/envs.md): packages of their own declaring entry points of the group
`rollgate.envs`, installed with pip into a folder on PYTHONPATH as a user would.

The example plugin (examples/factor-env, installed for the session by tests/plugins.py) is played
end to end through a live stack; plugins made here check what a plugin's sandboxes see (its own
pinned packages, which the runner's side never imports) and that broken plugins are named and
leave the others working. The conformance suite (test_conformance.py) runs on every installed
env, the example among them.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import grpc
import httpx
import pytest
from rollgate import Client, EpisodeStatus, JobState
from rollgate.v1 import service_pb2, service_pb2_grpc
from transformers import AutoTokenizer

from sandboxes import registry
from sandboxes.errors import UnknownEnv
from sandboxes.host.plugin_envs import env_paths
from sandboxes.host.session import open_session
from services.agents import get_agent
from services.devstack import LocalStack
from tests.plugins import NAME as EXAMPLE
from tests.plugins import package, pip_install, pyproject

SIMULATOR = {"decode_s_per_token": 0.002, "length_median": 8}
SECRET = "only-in-the-envs-own-packages-7c1e"


@pytest.fixture
def installed(tmp_path: Path) -> Iterator[Path]:
    """A folder to `pip install --target` plugins into, on this process's path with the registry
    reading it afresh, and the registry as it was after the test."""
    target = tmp_path / "plugins"
    target.mkdir()
    sys.path.insert(0, str(target))
    registry._plugins.cache_clear()
    yield target
    sys.path.remove(str(target))
    registry._plugins.cache_clear()


def test_the_example_is_listed_as_a_plugin_and_played_by_the_text_agent_with_its_prompt() -> None:
    example = registry.entries()[EXAMPLE]
    assert example.package == "rollgate-factor-env 0.1.0" and registry.broken_plugins() == {}
    listed = {env.name: env for env in registry.list_envs()}
    assert listed[EXAMPLE].package == example.package and listed[EXAMPLE].splits == example.splits
    assert "countdown" in listed and listed["countdown"].package == ""
    agent = get_agent(EXAMPLE)
    assert type(agent).__name__ == "TextAgent" and agent.prompt == example.prompt  # type: ignore[attr-defined]
    assert get_agent("countdown").for_env(registry.entry("countdown")) is not agent


async def test_a_plugins_sandboxes_import_its_pinned_packages_which_this_side_never_sees(
        installed: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The env imports a package of a wheel in a wheel directory alone: installed apart for the
    env (ROLLGATE_WHEELS), read-only, seen by its sandbox; not importable here."""
    wheels = tmp_path / "wheels"
    dependency = package(tmp_path, "dep", {
        "pyproject.toml": pyproject("rollgate-test-secret", "1.0"),
        "rollgate_test_secret.py": f'VALUE = "{SECRET}"\n',
    })
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-index", "--no-build-isolation",
                    "-w", str(wheels), str(dependency)], check=True, capture_output=True, timeout=300)
    pip_install(package(tmp_path, "plugin", {
        "pyproject.toml": pyproject("rollgate-secret-env", "2.0", {"secret": "secret_env:ENV"},
                                    packages=["secret_env"]),
        "secret_env/__init__.py": """\
            from sandboxes.registry import EnvEntry

            ENV = EnvEntry("secret", "secret_env.env:SecretEnv", description="Says what its own package holds.",
                           splits={"train": 3}, requirements=("rollgate-test-secret==1.0",))
            """,
        "secret_env/env.py": """\
            import rollgate_test_secret
            from sandboxes.protocol import Environment, Reset, StepResult

            class SecretEnv(Environment):
                name, description, agent = "secret", "Says what its own package holds.", ""

                @classmethod
                def splits(cls):
                    return {"train": 3}

                def reset(self, task, seed, options):
                    return Reset(observation=rollgate_test_secret.VALUE, anchor_state="0")

                def step(self, action):
                    return StepResult(observation="", reward=0.0, done=True, anchor_state="0")
            """,
    }), installed)
    monkeypatch.setenv("ROLLGATE_WHEELS", str(wheels))
    monkeypatch.setenv("ROLLGATE_CACHE_DIR", str(tmp_path / "cache"))

    session = await open_session("secret", "bubblewrap", timeout_s=60)
    try:
        reset = await session.reset({"id": "train-000000"}, 0, {})
    finally:
        await session.close()
    assert reset.observation == SECRET
    assert importlib.util.find_spec("rollgate_test_secret") is None
    site, location = env_paths("secret")
    assert location == str(installed) and site.startswith(str(tmp_path / "cache"))
    assert (Path(site) / "rollgate_test_secret.py").is_file() and Path(site).stat().st_mode & 0o222 == 0


def test_broken_plugins_are_named_with_why_and_the_others_still_load(installed: Path, tmp_path: Path) -> None:
    pip_install(package(tmp_path, "broken", {
        "pyproject.toml": pyproject("rollgate-broken-envs", "0.0.1", {
            "raises": "broken_envs_raising:ENV", "unpinned": "broken_envs:UNPINNED", "misnamed": "broken_envs:FINE",
            "countdown": "broken_envs:COUNTDOWN", "not-an-entry": "broken_envs:NOT_AN_ENTRY",
            "fine": "broken_envs:FINE",
        }, modules=["broken_envs", "broken_envs_raising"]),
        "broken_envs.py": """\
            from sandboxes.registry import EnvEntry

            def entry(name, **fields):
                return EnvEntry(name, "broken_envs_inside:Env", description="A test plugin.", splits={"train": 1},
                                **fields)

            FINE = entry("fine")
            UNPINNED = entry("unpinned", requirements=("numpy>=1",))
            COUNTDOWN = entry("countdown")
            NOT_AN_ENTRY = {"name": "not-an-entry"}
            """,
        "broken_envs_raising.py": 'raise RuntimeError("this registration fails on purpose")\n',
    }), installed)
    broken = registry.broken_plugins()
    assert set(broken) == {"raises", "unpinned", "misnamed", "countdown", "not-an-entry"}
    assert "RuntimeError: this registration fails on purpose" in broken["raises"].error
    assert all(listing.package == "rollgate-broken-envs 0.0.1" for listing in broken.values())
    assert "'numpy>=1' is not pinned" in broken["unpinned"].error
    assert "named 'misnamed', its entry 'fine'" in broken["misnamed"].error
    assert "an env of this package" in broken["countdown"].error
    assert "not a sandboxes.registry.EnvEntry" in broken["not-an-entry"].error
    assert {"fine", EXAMPLE, "countdown"} <= set(registry.entries())
    assert registry.entry("countdown").package == ""  # a plugin cannot take a built-in env's name
    with pytest.raises(UnknownEnv, match="'numpy>=1' is not pinned"):
        registry.entry("unpinned")
    listed = {env.name: env for env in registry.list_envs()}
    assert listed["unpinned"].error == broken["unpinned"].error and not listed["unpinned"].splits
    assert [env.name for env in registry.list_envs()].count("countdown") == 1 and not listed["countdown"].error


@pytest.fixture(scope="module")
def plugin_stack(tmp_path_factory: pytest.TempPathFactory, tiny_model: Path) -> Iterator[LocalStack]:
    """Redis, one LLM simulator, a gateway and a runner, which find the example plugin on PYTHONPATH
    as this process does (tests/plugins.py), and a broken plugin beside it."""
    root = tmp_path_factory.mktemp("env-plugin")
    pip_install(package(root, "broken", {
        "pyproject.toml": pyproject("rollgate-typo-env", "0.2.0", {"typo": "typo_env:ENV"}, modules=["typo_env"]),
        "typo_env.py": "from sandboxes.registry import EnvEntry\nENV = EnvEntry('typo', 'typo_env:Env')\n",
    }), root / "plugins")
    with LocalStack(home=root / "stack", model=tiny_model) as stack:
        stack.environ["PYTHONPATH"] = os.pathsep.join([str(root / "plugins"), os.environ["PYTHONPATH"]])
        stack.start_redis()
        stack.start_simulators(1, **SIMULATOR)
        stack.start_gateway()
        stack.start_runner(runner_concurrency=4)
        yield stack


@pytest.mark.slow
def test_a_job_on_the_example_plugin_is_played_in_sandboxes_with_its_prompt(plugin_stack: LocalStack,
                                                                             tiny_model: Path) -> None:
    """The README's walk-through in a test: the gateway lists the plugin's env, a job drawing its
    tasks is played in bubblewrap sandboxes by the text agent with the plugin's prompt."""
    example = registry.entries()[EXAMPLE]
    headers = {"Authorization": f"Bearer {plugin_stack.token}"}
    envs = {env["name"]: env for env in httpx.get(f"{plugin_stack.gateway_url}/v1/envs", headers=headers,
                                                  timeout=30).json()["envs"]}
    assert envs[EXAMPLE] == {"name": EXAMPLE, "description": example.description, "splits": dict(example.splits),
                             "agent": "text", "package": example.package, "error": ""}
    assert envs["typo"]["package"] == "rollgate-typo-env 0.2.0" and "it has no description" in envs["typo"]["error"]
    refused = httpx.post(f"{plugin_stack.gateway_url}/v1/jobs", headers=headers, timeout=30,
                         json={"env": "typo", "tasks": ["train-000000"]})
    assert refused.status_code == 422 and refused.json()["error"]["field"] == "env"
    assert "it has no description" in refused.json()["error"]["message"]
    with grpc.insecure_channel(f"127.0.0.1:{plugin_stack.grpc_port}") as channel:
        listed = service_pb2_grpc.RollgateStub(channel).ListEnvs(
            service_pb2.ListEnvsRequest(), metadata=[("authorization", f"Bearer {plugin_stack.token}")], timeout=30)
    assert {env.name: env.package for env in listed.envs}[EXAMPLE] == example.package

    with Client(plugin_stack.gateway_url, token=plugin_stack.token, timeout=30) as client:
        job = client.submit(env=EXAMPLE, draw={"split": "train", "count": 2, "seed": 5}, group_size=2, max_turns=3,
                            sampling={"max_tokens": 16})
        assert client.wait(job.id, timeout=120).state == JobState.COMPLETED
        trajectories = [t for group in client.pull(job.id, max_groups=2) for t in group.trajectories]
    assert len(trajectories) == 4
    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    for trajectory in trajectories:
        assert trajectory.status in (EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED), trajectory.status_reason
        opening = tokenizer.decode(trajectory.token_ids[: trajectory.steps[0].token_start])
        assert example.prompt in opening and "Factor " in opening
