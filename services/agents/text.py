"""The text agent: plays any env that says everything in its observations, as plugin envs may
(docs/envs.md). The system prompt is the env's own (`EnvEntry.prompt`, else a generic one); each
observation comes with the actions the env lists, if it lists any; the action is the last
<action>…</action> block of a reply, outside <think> blocks."""

from __future__ import annotations

from collections.abc import Sequence

from sandboxes.protocol import Reset, StepResult
from sandboxes.registry import EnvEntry
from services.agents import Action, Agent, Message, last_block, no_usable_action, tagged_choice, with_actions

PROMPT = ("You act in a text environment. Read each observation, reason if you like inside <think> </think> "
          "tags, then give your next action inside <action> </action> tags.")
INSTRUCTION = "Give your next action inside <action> </action> tags."
HEADING = "Available actions"


class TextAgent(Agent):
    stop = ("</action>",)

    def __init__(self, prompt: str = PROMPT) -> None:
        self.prompt = prompt

    def for_env(self, env: EnvEntry) -> Agent:
        return TextAgent(env.prompt) if env.prompt else self

    def first_messages(self, reset: Reset) -> list[Message]:
        return [{"role": "system", "content": self.prompt},
                {"role": "user", "content": with_actions(reset.observation, HEADING, reset.actions)}]

    def observation_message(self, result: StepResult) -> Message:
        return {"role": "user", "content": with_actions(result.observation, HEADING, result.actions)}

    def parse(self, completion_text: str) -> Action:
        return last_block(completion_text, "action")

    def invalid_action_message(self, action: Action) -> Message:
        return no_usable_action(action, "action", INSTRUCTION)

    def action_regex(self, actions: Sequence[str]) -> str | None:
        return tagged_choice("action", actions)
