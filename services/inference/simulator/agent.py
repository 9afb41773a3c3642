"""The agent of simulated episodes: the whole completion is the action (the simulator's text is
random, so no parser of a real env's format would accept it). For benchmarks and tests only."""

from __future__ import annotations

from sandboxes.protocol import Reset
from services.agents import Action, Agent, Message


class AnyTextAgent(Agent):
    """Opens with the observation as the one user message and takes any text as the action."""

    def first_messages(self, reset: Reset) -> list[Message]:
        return [{"role": "user", "content": reset.observation}]

    def parse(self, completion_text: str) -> Action:
        return Action(completion_text)

    def invalid_action_message(self, action: Action) -> Message:
        raise AssertionError("every text is an action")
