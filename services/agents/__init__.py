"""Agents: the runner-side half of each environment, its prompt template and action parser.

An env speaks plain text; its agent turns observations (with the actions the env lists as
admissible, if any) into chat messages for the policy and the policy's completions back into
actions. The conversation accumulates: every turn's messages stay in the token sequence, so a
trajectory is one exact token stream. A completion without a valid action is not
sent to the env: the runner answers with `invalid_action_message` and the turn counts.

Agents are installed as plugins: the entry-point group `rollgate.agents` names each one, this
package's own agents included (`plugins.py`; docs/agents.md). The env registry
(`sandboxes.registry`) names each env's default agent (a plugin env without one: the generic
text agent, `text.py`, with the env's prompt); a job may name another.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from sandboxes.protocol import Reset, StepResult
from sandboxes.registry import EnvEntry
from services.common.toolcalls import literal

__all__ = [
    "Action", "Agent", "Message", "UnknownAgent", "get_agent", "last_block", "no_usable_action", "tagged_choice",
    "with_actions",
]

Message = dict[str, str]


class UnknownAgent(LookupError):
    """No agent of that name is installed, or the agent does not play the env."""


@dataclass(frozen=True)
class Action:
    """A parsed completion: the action text for the env, or None with the reason in `error`."""

    text: str | None
    error: str = ""

    @property
    def valid(self) -> bool:
        return self.text is not None


class Agent(ABC):
    """The prompt template and action parser of one env. Stateless: one instance serves all.

    `stop`: strings that end a turn at its action (the closing tags of the action format),
    added to the job's own stop strings; the sampled tokens keep them.
    `envs`: the envs this agent plays (a job naming it for another env is refused); None: any.
    """

    stop: tuple[str, ...] = ()
    envs: ClassVar[tuple[str, ...] | None] = None

    @abstractmethod
    def first_messages(self, reset: Reset) -> list[Message]:
        """The conversation's opening: a system prompt and a user message with the first observation."""

    @abstractmethod
    def parse(self, completion_text: str) -> Action:
        """The action in a completion; `Action(None, error)` when it holds no valid action."""

    def observation_message(self, result: StepResult) -> Message:
        """The user message carrying the env's answer to the last action."""
        return {"role": "user", "content": result.observation}

    @abstractmethod
    def invalid_action_message(self, action: Action) -> Message:
        """The user message telling the policy what format was expected (env not stepped)."""

    def final_action(self) -> str | None:
        """The action sent to the env, unprompted, when the turn budget is spent before the
        episode ended (SWE: submit, so the work done is still graded); None sends nothing."""
        return None

    def action_regex(self, actions: Sequence[str]) -> str | None:
        """A regex of a completion that is one of `actions` (the env's available actions) in
        this agent's action format, for jobs with `sampling.constrain_actions`; None where the
        agent has no such format or `actions` is empty: the turn is then free."""
        return None

    def for_env(self, env: EnvEntry) -> Agent:
        """The agent that plays `env` (its registry entry): this one, unless the agent takes
        something of the entry (the text agent: a plugin env's prompt)."""
        return self

    def action_timeout_s(self, action: str) -> float | None:
        """How long the env may take over `action` when the action itself asks for a time
        limit (SWE: a shell command's timeout, plus a margin), so that an agent's slow command
        ends as the env's own timeout observation, not as the episode's timeout; None: the
        job's per-step limit."""
        return None


_THINK = re.compile(r"<think>.*?</think>", re.DOTALL)


def last_block(completion_text: str, tag: str) -> Action:
    """The last complete `<tag>…</tag>` block outside `<think>…</think>` blocks, stripped: the
    action of the tag-delimited formats; `Action(None, why)` when there is none or it is empty."""
    blocks = re.findall(rf"<{tag}>(.*?)</{tag}>", _THINK.sub("", completion_text), re.DOTALL)
    if not blocks:
        return Action(None, f"no <{tag}>...</{tag}> block found")
    text = blocks[-1].strip()
    return Action(text) if text else Action(None, f"the <{tag}> block is empty")


def no_usable_action(action: Action, what: str, instruction: str) -> Message:
    """The user message answering a reply without a usable action: why, then what to write."""
    return {"role": "user", "content": f"Your reply had no usable {what}: {action.error}. {instruction}"}


def with_actions(text: str, heading: str, actions: Sequence[str]) -> str:
    """`text`, then the actions the policy may take as a list under `heading` (if there are any)."""
    if not actions:
        return text
    listed = "\n".join(f"- {action}" for action in actions)
    return f"{text}\n\n{heading}:\n{listed}"


def tagged_choice(tag: str, actions: Sequence[str], free: Mapping[str, str] | None = None) -> str | None:
    """A regex of one `<tag>action</tag>` block holding one of `actions`, each word for word but
    for those in `free`, which maps an action to the regex of its text (a search box's query);
    None when there is no action to choose."""
    if not actions:
        return None
    choices = [(free or {}).get(action) or literal(action) for action in dict.fromkeys(actions)]
    return f"<{tag}>(?:{'|'.join(choices)})</{tag}>"


def get_agent(env_name: str, name: str | None = None) -> Agent:
    """A new agent for env `env_name`: the installed agent `name`, or the env's default agent;
    UnknownAgent or BrokenAgentPlugin (see `plugins.get_agent`)."""
    from services.agents import plugins  # the registry imports Agent from here

    return plugins.get_agent(env_name, name)
