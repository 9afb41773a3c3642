"""The agent registry: the Python entry-point group `rollgate.agents`, built-in agents included.

Each entry point names an agent (`name = "module:AgentClass"`, or a factory that returns an
`Agent`); the package that declares it is the plugin. This package's own agents are declared
the same way (`pyproject.toml`), one per env, so there is one mechanism. An env's default agent
is the entry point whose target is the agent its registry entry names
(`sandboxes.inside.envs.ENVS`).

Loading is lazy: listing reads package metadata only; a plugin's code is imported when an
agent of that name is first asked for. A plugin that fails to import, or that does not make an
`Agent`, raises `BrokenAgentPlugin` naming it and its package, and nothing else: the runner
turns it into the episode's `infra_error`, the gateway into a 422 naming the field.

The entry points are read once per process: a plugin installed later needs a restart.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib.metadata import EntryPoint, distributions
from typing import Any

from sandboxes.registry import entry
from services.agents import Agent, UnknownAgent

__all__ = [
    "GROUP", "AgentPlugin", "BrokenAgentPlugin", "check_supports", "default_agent", "get_agent", "installed",
    "load_agent",
]

GROUP = "rollgate.agents"
TEXT_AGENT = "services.agents.text:TextAgent"
"""The target of the agent that plays a plugin env naming no agent of its own."""


class BrokenAgentPlugin(RuntimeError):
    """An installed agent plugin failed to load or does not make an `Agent`."""


@dataclass(frozen=True)
class AgentPlugin:
    """One installed agent, read from package metadata (nothing imported)."""

    name: str
    target: str
    package: str

    @classmethod
    def of(cls, point: EntryPoint) -> AgentPlugin:
        dist = point.dist
        package = f"{dist.name} {dist.version}" if dist is not None else "?"
        return cls(point.name, point.value, package)

    def describe(self) -> str:
        return f"agent plugin {self.name!r} ({self.target}, from {self.package})"


@functools.cache
def installed() -> dict[str, AgentPlugin]:
    """Installed agents by name. Two packages declaring one name: the first on sys.path wins,
    as Python's own import would.

    Every distribution's metadata is read, not only the first of each name (`entry_points()`
    keeps only that one): a checkout's stale `*.egg-info` left in the working directory by a
    build would otherwise hide the installed package's entry points."""
    plugins: dict[str, AgentPlugin] = {}
    for dist in distributions():
        for point in dist.entry_points.select(group=GROUP):
            plugins.setdefault(point.name, AgentPlugin.of(point))
    return plugins


def _plugin(name: str) -> AgentPlugin:
    try:
        return installed()[name]
    except KeyError:
        known = ", ".join(sorted(installed())) or "none"
        raise UnknownAgent(f"no agent named {name!r:.100} is installed (installed: {known})") from None


@functools.cache
def _factory(name: str) -> Any:
    """The plugin's class or factory, imported once per process."""
    plugin = _plugin(name)
    try:
        return EntryPoint(plugin.name, plugin.target, GROUP).load()
    except Exception as exc:
        raise BrokenAgentPlugin(f"{plugin.describe()} failed to load: {type(exc).__name__}: {exc}") from exc


def load_agent(name: str) -> Agent:
    """A new instance of the installed agent `name`: UnknownAgent if none is installed under that
    name, BrokenAgentPlugin if its plugin fails to import or to make an `Agent`."""
    factory = _factory(name)
    try:
        agent = factory()
    except Exception as exc:
        raise BrokenAgentPlugin(f"{_plugin(name).describe()} failed to make an agent: "
                                f"{type(exc).__name__}: {exc}") from exc
    if not isinstance(agent, Agent):
        raise BrokenAgentPlugin(f"{_plugin(name).describe()} made a {type(agent).__name__}, not an Agent "
                                "(services.agents.Agent)")
    return agent


def default_agent(env_name: str) -> str:
    """The name of env `env_name`'s default agent: the installed agent whose target is the one its
    registry entry names, or the text agent for a plugin env that names none. UnknownEnv for an
    unknown env; UnknownAgent when that agent is not installed (the package's metadata is stale:
    reinstall it)."""
    target = entry(env_name).agent or TEXT_AGENT
    for plugin in installed().values():
        if plugin.target == target:
            return plugin.name
    raise UnknownAgent(f"env {env_name!r}'s agent {target} is not registered under the entry-point group "
                       f"{GROUP} (reinstall the rollgate-server package: pip install -e .)")


def check_supports(name: str, agent: Agent, env_name: str) -> None:
    """UnknownAgent if `agent` declares the envs it plays (`Agent.envs`) and `env_name` is not one."""
    if agent.envs is not None and env_name not in agent.envs:
        raise UnknownAgent(f"agent {name!r} does not play env {env_name!r} (it plays: {', '.join(agent.envs)})")


def get_agent(env_name: str, name: str | None = None) -> Agent:
    """A new agent for env `env_name`: the installed agent `name`, or the env's default agent."""
    name = name or default_agent(env_name)
    agent = load_agent(name)
    check_supports(name, agent, env_name)
    return agent.for_env(entry(env_name))
