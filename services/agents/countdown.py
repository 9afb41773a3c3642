"""The Countdown agent: think in <think>…</think>, answer in <answer>…</answer>.

The last complete <answer> block outside <think> blocks is the action. Whether the answer
is a correct (or even valid) expression is the env's verifier's call, not the parser's.
"""

from __future__ import annotations

from sandboxes.protocol import Reset
from services.agents import Action, Agent, Message, last_block, no_usable_action

SYSTEM_PROMPT = (
    "You solve arithmetic puzzles. Reason step by step inside <think> </think> tags, then give "
    "only the final expression inside <answer> </answer> tags, for example "
    "<answer>(25 - 5) * 3</answer>. Use each given number at most once."
)


class CountdownAgent(Agent):
    envs = ("countdown",)

    def first_messages(self, reset: Reset) -> list[Message]:
        return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": reset.observation}]

    def parse(self, completion_text: str) -> Action:
        return last_block(completion_text, "answer")

    def invalid_action_message(self, action: Action) -> Message:
        return no_usable_action(action, "answer", "Give the final expression inside <answer> </answer> tags, for "
                                "example <answer>(25 - 5) * 3</answer>.")
