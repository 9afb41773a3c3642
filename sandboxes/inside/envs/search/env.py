"""The search environment (Search-R1): answer a question, searching a corpus along the way.

Each action either searches — `<search>query</search>`, answered with the top-k passages in
`<information>…</information>` (reward 0, the episode goes on) — or answers —
`<answer>text</answer>`, which ends the episode with reward 1.0 when the answer exactly
matches a gold answer after SQuAD normalisation, else 0.0. A turn with neither gets the
invalid-action message (reward 0, the episode goes on; the runner's max_turns bounds it).
Searches go to the retrieval server (see `retrieval`); when it cannot answer, the step raises
`RetrieverUnavailable` (an EnvError), never a reward of 0. Questions depend on the task
only; the seed is accepted and ignored.
"""

from __future__ import annotations

import json
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside.envs.search.actions import INVALID_ACTION, SEARCH, parse_action
from sandboxes.inside.envs.search.answers import exact_match
from sandboxes.inside.envs.search.retrieval import RetrieverClient, format_information
from sandboxes.inside.envs.search.tasks import Question, golden_actions, question_for_task
from sandboxes.inside.envs.search.tasks import splits as question_splits
from sandboxes.protocol import Environment, Reset, StepResult, anchor_state

__all__ = ["SearchEnv", "golden_actions"]

DEFAULT_TOPK = 3
MAX_TOPK = 20
_OPTIONS = {"topk"}


class SearchEnv(Environment):
    name = "search"
    description = "Answer a question, looking things up with <search>query</search> first (Search-R1)."

    def __init__(self) -> None:
        self._question = Question("", ())
        self._topk = DEFAULT_TOPK
        self._queries: list[str] = []
        self._client = RetrieverClient()

    @classmethod
    def warm_up(cls) -> None:
        """The question set, read before the task is known."""
        question_splits()

    @classmethod
    def splits(cls) -> dict[str, int]:
        return question_splits()

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        self._topk = _topk_option(options)
        self._question = question_for_task(task)
        return Reset(
            observation=f"Question: {self._question.question}",
            anchor_state=self._anchor(),
            info={"question": self._question.question, "golden_answers": list(self._question.golden_answers)},
        )

    def step(self, action: str) -> StepResult:
        parsed = parse_action(action)
        if parsed.kind is None:
            return self._result(
                f"{INVALID_ACTION} ({parsed.error})", info={"valid_action": False, "error": parsed.error}
            )
        if parsed.kind == SEARCH:
            return self._search(parsed.content)
        return self._answer(parsed.content)

    def _search(self, query: str) -> StepResult:
        passages = self._client.search(query, self._topk)
        self._queries.append(query)
        return self._result(format_information(passages), info={"query": query, "doc_ids": [p.id for p in passages]})

    def _answer(self, answer: str) -> StepResult:
        success = exact_match(answer, list(self._question.golden_answers))
        info = {
            "success": success,
            "answer": answer,
            "golden_answers": list(self._question.golden_answers),
            "searches": len(self._queries),
        }
        return StepResult(
            observation="Correct." if success else "Incorrect.",
            reward=1.0 if success else 0.0,
            done=True,
            anchor_state=self._anchor(),
            info=info,
        )

    def _result(self, observation: str, info: dict[str, Any]) -> StepResult:
        return StepResult(observation=observation, reward=0.0, done=False, anchor_state=self._anchor(), info=info)

    def _anchor(self) -> str:
        """The state is the question and the searches made so far (their results follow from them)."""
        return anchor_state(json.dumps(["search", self._question.question, self._queries]))


def _topk_option(options: dict[str, Any]) -> int:
    if not isinstance(options, dict) or not set(options) <= _OPTIONS:
        raise EnvError(f"search options are {sorted(_OPTIONS)}, got {options!r:.200}")
    topk = options.get("topk", DEFAULT_TOPK)
    if not isinstance(topk, int) or isinstance(topk, bool) or not 1 <= topk <= MAX_TOPK:
        raise EnvError(f"option 'topk' must be an integer from 1 to {MAX_TOPK}, got {topk!r:.50}")
    return topk
