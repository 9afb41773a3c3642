"""What a search-env action is, shared by the env and its runner-side agent.

A turn either searches or answers. The rule, applied to a whole completion or to the
canonical action the agent sends: drop `<think>…</think>` blocks, then the last complete
`<search>…</search>` or `<answer>…</answer>` block is the action. A completion that ends
inside an open `<search>` or `<answer>` tag counts as closed: generation usually stops at the
closing tag (`stop: ["</search>", "</answer>"]`), which vLLM leaves out of the text by default.
Blocks are trimmed; an empty one is no action.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SEARCH, ANSWER = "search", "answer"
MAX_QUERY_CHARS = 1_000
INVALID_ACTION = (
    "Your last reply had neither a search nor an answer. To look something up, write a query "
    "between <search> and </search>; to finish, write the final answer between <answer> and </answer>."
)
"""Told to the policy after a turn with no usable action (by the agent, or by the env when
stepped with one); the turn counts and the episode goes on."""

_THINK = re.compile(r"<think>.*?</think>", re.DOTALL)
_BLOCK = re.compile(r"<(search|answer)>(.*?)</\1>", re.DOTALL)
_OPEN_TAIL = re.compile(r"<(search|answer)>((?:(?!<(?:/?search|/?answer)>).)*)\Z", re.DOTALL)


@dataclass(frozen=True)
class ParsedAction:
    """`kind` is "search" or "answer" with its `content`; None with the reason in `error`."""

    kind: str | None
    content: str = ""
    error: str = ""

    def canonical(self) -> str:
        """The action as the agent sends it to the env: the one block, nothing else."""
        return f"<{self.kind}>{self.content}</{self.kind}>"


def parse_action(text: str) -> ParsedAction:
    """The action in `text` (see the module docstring), or why there is none."""
    visible = _THINK.sub("", text)
    blocks = list(_BLOCK.finditer(visible))
    tail = _OPEN_TAIL.search(visible, blocks[-1].end() if blocks else 0)
    if tail is not None:
        kind, content = tail[1], tail[2]
    elif blocks:
        kind, content = blocks[-1][1], blocks[-1][2]
    else:
        return ParsedAction(None, error="no <search>...</search> or <answer>...</answer> block found")
    content = content.strip()
    if not content:
        return ParsedAction(None, error=f"the <{kind}> block is empty")
    if kind == SEARCH and len(content) > MAX_QUERY_CHARS:
        return ParsedAction(None, error=f"the search query is longer than {MAX_QUERY_CHARS} characters")
    return ParsedAction(kind, content)
