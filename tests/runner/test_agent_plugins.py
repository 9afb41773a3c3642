"""Agent discovery through the `rollgate.agents` entry points: the built-in agents are found
the way a plugin is, and a broken plugin is an error naming it. Plugins here are folders on
sys.path holding a package's metadata (a `*.dist-info` with its entry points), as pip leaves
them; the end-to-end test installs one with pip (tests/e2e/test_agent_plugin.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from rollgate import JobSpec

from sandboxes.registry import ENVS, EnvEntry
from services.agents import Agent, UnknownAgent, get_agent, plugins
from services.agents.countdown import CountdownAgent
from services.common.errors import InvalidArgument
from services.gateway.service import _check_agent

AddPlugin = Callable[[dict[str, str]], None]


@pytest.fixture
def add_plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[AddPlugin]:
    """`add_plugin({name: "module:object"})`: a package `test-plugin 1.0` declaring those agents,
    on sys.path for this test; the registry's caches are cleared around it."""

    def add(points: dict[str, str]) -> None:
        info = tmp_path / "test_plugin-1.0.dist-info"
        info.mkdir()
        (info / "METADATA").write_text("Metadata-Version: 2.1\nName: test-plugin\nVersion: 1.0\n")
        lines = "".join(f"{name} = {target}\n" for name, target in points.items())
        (info / "entry_points.txt").write_text(f"[{plugins.GROUP}]\n{lines}")
        (tmp_path / "test_plugin_agents.py").write_text(
            "from services.agents.countdown import CountdownAgent\n"
            "class AnyEnvAgent(CountdownAgent):\n    envs = None\n"
            "def make_agent():\n    return AnyEnvAgent()\n"
            "def make_nothing():\n    return 42\n"
            "def make_failing():\n    raise ValueError('no config')\n")
        (tmp_path / "test_plugin_broken.py").write_text("import a_module_that_is_not_installed\n")
        monkeypatch.syspath_prepend(str(tmp_path))
        _clear_caches()

    yield add
    _clear_caches()


def _clear_caches() -> None:
    plugins.installed.cache_clear()
    plugins._factory.cache_clear()


@pytest.mark.parametrize("env", [pytest.param(entry, id=entry.name) for entry in ENVS])
def test_each_env_s_default_agent_is_an_installed_plugin_that_plays_it(env: EnvEntry) -> None:
    plugin = plugins.installed()[plugins.default_agent(env.name)]
    agent = get_agent(env.name)

    assert plugin.target == env.agent and plugin.package.startswith("rollgate-server ")
    assert f"{type(agent).__module__}:{type(agent).__name__}" == env.agent
    assert agent.envs == (env.name,)


def test_a_plugin_s_agent_is_loaded_by_name_from_a_class_or_a_factory(add_plugin: AddPlugin) -> None:
    add_plugin({"any-env": "test_plugin_agents:AnyEnvAgent", "made": "test_plugin_agents:make_agent"})

    assert {"any-env", "made", "countdown"} <= set(plugins.installed())
    assert plugins.installed()["made"].package == "test-plugin 1.0"
    assert type(get_agent("search", "any-env")).__name__ == "AnyEnvAgent"
    assert type(get_agent("countdown", "made")).__name__ == "AnyEnvAgent"
    assert isinstance(get_agent("countdown"), CountdownAgent)  # the default is still the env's own


def test_listing_imports_no_plugin(add_plugin: AddPlugin) -> None:
    add_plugin({"broken": "test_plugin_broken:Agent"})

    assert plugins.installed()["broken"].target == "test_plugin_broken:Agent"


@pytest.mark.parametrize(("target", "why"), [
    pytest.param("test_plugin_broken:Agent", "failed to load: ModuleNotFoundError: No module named "
                 "'a_module_that_is_not_installed'", id="import-fails"),
    pytest.param("test_plugin_agents:Missing", "failed to load: AttributeError", id="no-such-object"),
    pytest.param("test_plugin_agents:make_failing", "failed to make an agent: ValueError: no config",
                 id="factory-raises"),
    pytest.param("test_plugin_agents:make_nothing", "made a int, not an Agent", id="not-an-agent"),
])
def test_a_broken_plugin_is_an_error_naming_it(add_plugin: AddPlugin, target: str, why: str) -> None:
    add_plugin({"bad": target})

    with pytest.raises(plugins.BrokenAgentPlugin) as error:
        get_agent("countdown", "bad")

    assert f"agent plugin 'bad' ({target}, from test-plugin 1.0)" in str(error.value)
    assert why in str(error.value)
    assert isinstance(get_agent("countdown"), Agent)  # the others still load


def test_an_agent_not_installed_or_not_playing_the_env_is_unknown() -> None:
    with pytest.raises(UnknownAgent, match=r"no agent named 'nobody' is installed \(installed: alfworld, "):
        get_agent("countdown", "nobody")
    with pytest.raises(UnknownAgent, match="agent 'countdown' does not play env 'search'"):
        get_agent("search", "countdown")


@pytest.mark.parametrize(("name", "env", "message"), [
    pytest.param("nobody", "countdown", "no agent named 'nobody'", id="not-installed"),
    pytest.param("swe", "countdown", "agent 'swe' does not play env 'countdown'", id="other-env"),
    pytest.param("bad", "countdown", "agent plugin 'bad'", id="broken"),
])
def test_the_gateway_refuses_a_job_naming_an_agent_it_cannot_play(add_plugin: AddPlugin, name: str, env: str,
                                                                   message: str) -> None:
    add_plugin({"bad": "test_plugin_broken:Agent"})
    spec = JobSpec(env=env, tasks=["train-000001"], agent={"name": name})

    with pytest.raises(InvalidArgument, match=message) as error:
        _check_agent(spec)

    assert error.value.field == "agent.name"
    _check_agent(JobSpec(env="countdown", tasks=["train-000001"], agent={"name": "countdown"}))
    _check_agent(JobSpec(env="countdown", tasks=["train-000001"]))
