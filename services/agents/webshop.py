"""The WebShop agent: one growing conversation, reasoning in <think>, the action in <action>.

The GiGPO / verl-agent prompt, adapted to a single accumulating chat: the first user message
holds the shopping instruction, the first page and the available actions; each later user
message the new page and its actions. The env repeats the instruction atop every page; the
agent shows it once, in the first message, and strips it from later pages.

The last complete <action> block outside <think> blocks is the action. Whether it is
available is the env's call: as upstream's text mode, it answers an unavailable action with
the same page (its detailed mode adds feedback).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sandboxes.inside.envs.webshop.shop import SEARCH_ACTION
from sandboxes.protocol import Reset, StepResult
from services.agents import Action, Agent, Message, last_block, no_usable_action, tagged_choice, with_actions

SYSTEM_PROMPT = (
    "You are shopping in a text-only web store for a customer. Each page is shown as text whose "
    "parts are separated by [SEP]; you act by searching or clicking. First reason about the page and "
    "the customer's wishes inside <think> </think> tags: which product fits, which options (size, "
    "colour, ...) to select, and whether the price is within budget. Then give exactly one of the "
    "listed available actions inside <action> </action> tags, for example "
    "<action>search[waterproof hiking boots]</action> or <action>click[buy now]</action>. "
    "Select every option the customer asked for before you click buy now."
)
_INSTRUCTION = re.compile(r"(?:WebShop \[SEP\] )?Instruction: \[SEP\] (?P<instruction>.*?) \[SEP\] ")


class WebShopAgent(Agent):
    envs = ("webshop",)

    def first_messages(self, reset: Reset) -> list[Message]:
        instruction, page = split_instruction(reset.observation)
        content = f"Customer's instruction: {instruction}\n\n{_page_and_actions(page, reset.actions)}"
        return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": content}]

    def observation_message(self, result: StepResult) -> Message:
        _, page = split_instruction(result.observation)
        return {"role": "user", "content": _page_and_actions(page, result.actions)}

    def parse(self, completion_text: str) -> Action:
        return last_block(completion_text, "action")

    def action_regex(self, actions: Sequence[str]) -> str | None:
        """One offered action in <action> tags, without the <think> block; a search's query is
        1 to 60 characters of a line, without brackets."""
        return tagged_choice("action", offered(actions), {SEARCH_ACTION: SEARCH_QUERY})

    def invalid_action_message(self, action: Action) -> Message:
        return no_usable_action(action, "action", "Reason inside <think> </think>, then give one available action "
                                "inside <action> </action> tags, for example <action>click[buy now]</action>.")


def split_instruction(observation: str) -> tuple[str, str]:
    """(instruction, the observation without it): the instruction is cut wherever it stands
    (atop a page, or after the feedback to an unavailable action); ("", observation) if absent."""
    match = _INSTRUCTION.search(observation)
    if match is None:
        return "", observation
    return match["instruction"], observation[: match.start()] + observation[match.end() :]


SEARCH_QUERY = r"search\[[^\[\]\n]{1,60}\]"
"""The search box's action under `sampling.constrain_actions`: what to search for is free."""

NOT_OFFERED = frozenset({"click[search]"})
"""Actions the env lists that the agent does not offer: upstream's text mode lists the search
page's `search` button as a clickable but never accepts clicking it (the search bar is the way
in), and upstream's own baseline leaves it out of the choices for the same reason. Offered, a
small policy spends its turns clicking it."""


def offered(actions: Sequence[str]) -> list[str]:
    """The env's actions the agent lists and may take: all but NOT_OFFERED."""
    return [action for action in actions if action not in NOT_OFFERED]


def _page_and_actions(page: str, actions: list[str]) -> str:
    return with_actions(f"Page: {page}", "Available actions", offered(actions))
