"""The Countdown agent: think in <think>…</think>, answer in <answer>…</answer>.

The last complete <answer> block outside <think> blocks is the action. Whether the answer
is a correct (or even valid) expression is the env's verifier's call, not the parser's.
"""

from __future__ import annotations

import re

from sandboxes.protocol import Reset
from services.runner.agents import Action, Agent, Message

SYSTEM_PROMPT = (
    "You solve arithmetic puzzles. Reason step by step inside <think> </think> tags, then give "
    "only the final expression inside <answer> </answer> tags, for example "
    "<answer>(25 - 5) * 3</answer>. Use each given number at most once."
)
_THINK = re.compile(r"<think>.*?</think>", re.DOTALL)
_ANSWER = re.compile(r"<answer>(.*?)</answer>", re.DOTALL)


class CountdownAgent(Agent):
    def first_messages(self, reset: Reset) -> list[Message]:
        return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": reset.observation}]

    def parse(self, completion_text: str) -> Action:
        answers = _ANSWER.findall(_THINK.sub("", completion_text))
        if not answers:
            return Action(None, "no <answer>...</answer> block found")
        answer = answers[-1].strip()
        if not answer:
            return Action(None, "the <answer> block is empty")
        return Action(answer)

    def invalid_action_message(self, action: Action) -> Message:
        content = (
            f"Your reply had no usable answer: {action.error}. Give the final expression inside "
            "<answer> </answer> tags, for example <answer>(25 - 5) * 3</answer>."
        )
        return {"role": "user", "content": content}
