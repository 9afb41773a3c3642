"""The ALFWorld agent: one growing conversation, reasoning in <think>, the command in <action>.

The GiGPO / verl-agent convention, adapted to a single accumulating chat: the first user
message holds the task, the first observation and the admissible actions; each later user
message the new observation and the admissible actions. The engine's welcome banner is dropped
and the task line is shown once, as the task. "help" is left out of the listed actions (it
only prints the command syntax the prompt already gives).

The last complete <action> block outside <think> blocks is the action, stripped and lowercased
(the engine's commands are lowercase). Whether it is admissible is the env's call: the engine
answers anything else with "Nothing happens." and changes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sandboxes.protocol import Reset, StepResult
from services.agents import Action, Agent, Message, last_block, no_usable_action, tagged_choice, with_actions

SYSTEM_PROMPT = (
    "You control a robot doing a household chore in a text-only simulated home. Every turn you are "
    "told what the robot now sees and which actions it can take. Move with 'go to <place>', and use "
    "'open', 'take ... from', 'move ... to', 'heat/cool/clean ... with' and 'use' on what is around "
    "you. Before each action, reason briefly inside <think> </think> tags about what the task needs "
    "and where the object might be. Then write exactly one of the listed actions, word for word, "
    "inside <action> </action> tags, for example <action>go to countertop 1</action>."
)
_BANNER = re.compile(r"^\s*-= Welcome to TextWorld, ALFRED! =-\s*")
_TASK = re.compile(r"\s*Your task is to: (?P<task>.*?)\s*$")
_HIDDEN_ACTIONS = {"help"}


class AlfworldAgent(Agent):
    envs = ("alfworld",)

    def first_messages(self, reset: Reset) -> list[Message]:
        task, observation = split_task(reset.observation)
        content = f"Your task: {task}\n\n{_observation_and_actions(observation, reset.actions)}"
        return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": content}]

    def observation_message(self, result: StepResult) -> Message:
        return {"role": "user", "content": _observation_and_actions(result.observation, result.actions)}

    def parse(self, completion_text: str) -> Action:
        action = last_block(completion_text, "action")
        return Action(action.text.lower()) if action.text is not None else action

    def action_regex(self, actions: Sequence[str]) -> str | None:
        """One listed action, word for word, in <action> tags, without the <think> block."""
        return tagged_choice("action", shown(actions))

    def invalid_action_message(self, action: Action) -> Message:
        return no_usable_action(action, "action", "Reason inside <think> </think>, then give one of the listed "
                                "actions inside <action> </action> tags, for example <action>look</action>.")


def split_task(observation: str) -> tuple[str, str]:
    """(task, the first observation without the welcome banner and the task line); the task is
    "" when the observation states none."""
    text = _BANNER.sub("", observation)
    lines = text.rstrip().split("\n")
    match = _TASK.fullmatch(lines[-1]) if lines else None
    if match is None:
        return "", text.strip()
    return match["task"].removesuffix("."), "\n".join(lines[:-1]).strip()


def shown(actions: Sequence[str]) -> list[str]:
    """The admissible actions the agent lists and may take: all but the hidden ones."""
    return [action for action in actions if action not in _HIDDEN_ACTIONS]


def _observation_and_actions(observation: str, actions: list[str]) -> str:
    return with_actions(f"Observation: {observation.strip()}", "Admissible actions", shown(actions))
