"""The search agent (Search-R1's protocol): think, search, read, answer.

The policy reasons in <think>…</think>, searches with <search>query</search> (the env answers
with passages in <information>…</information>, a user message: context, never sampled tokens,
so loss_mask 0) and ends with <answer>…</answer>. The env's own parser picks the action (the
last complete block outside <think>; see `sandboxes.inside.envs.search.actions`) and the agent sends
it in canonical form, one block and nothing else. A turn stops at `</search>` or `</answer>`,
as in Search-R1: the policy never writes past its search into what the results should be.
"""

from __future__ import annotations

from sandboxes.inside.envs.search.actions import INVALID_ACTION, parse_action
from sandboxes.protocol import Reset
from services.agents import Action, Agent, Message

SYSTEM_PROMPT = (
    "Answer the question you are given. Each time you receive new information, first reason "
    "about it inside <think> and </think>. If some knowledge is missing, call the search engine "
    "with <search> your query </search>; its top results come back between <information> and "
    "</information>. Search as often as you need. Once no more knowledge is needed, give only "
    "the final answer, without explanation, inside <answer> and </answer>, for example "
    "<answer> Marie Curie </answer>."
)


class SearchAgent(Agent):
    envs = ("search",)

    stop = ("</search>", "</answer>")  # a turn ends at its search (the results come next) or answer

    def first_messages(self, reset: Reset) -> list[Message]:
        return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": reset.observation}]

    def parse(self, completion_text: str) -> Action:
        parsed = parse_action(completion_text)
        if parsed.kind is None:
            return Action(None, parsed.error)
        return Action(parsed.canonical())

    def invalid_action_message(self, action: Action) -> Message:
        return {"role": "user", "content": f"{INVALID_ACTION} ({action.error})"}
