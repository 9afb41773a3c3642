"""The search environment (Search-R1): answer a question, searching a corpus along the way.

Each action either searches — `<search>query</search>`, answered with the top-k passages in
Search-R1's own observation text (`retrieval.format_information`; reward 0, the episode goes
on) — or answers — `<answer>text</answer>`, which ends the episode with reward 1.0 when the
answer exactly matches a gold answer after SQuAD normalisation, else 0.0. A turn with neither
gets the invalid-action message (reward 0, the episode goes on; the runner's max_turns bounds it).

Options: `topk` (passages per search, default 3, as Search-R1's retriever), `scoring`
("exact_match", the default: the answer action's answer is scored; "search_r1": Search-R1's
`compute_score_em` over the episode's text, every action as received and every observation,
after `prompt_answer_blocks` example answers of the prompt, default 1; see `answers`).
Searches go to the retrieval server (see `retrieval`); when it cannot answer, the step raises
`RetrieverUnavailable` (an EnvError), never a reward of 0. Questions depend on the task
only; the seed is accepted and ignored.
"""

from __future__ import annotations

import json
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside.envs.search.actions import INVALID_ACTION, SEARCH, parse_action
from sandboxes.inside.envs.search.retrieval import RetrieverClient, format_information
from sandboxes.inside.envs.search.reward import EXACT_MATCH, SCORINGS, SEARCH_R1, exact_match, search_r1_score
from sandboxes.inside.envs.search.tasks import Question, question_for_task
from sandboxes.inside.envs.search.tasks import splits as question_splits
from sandboxes.protocol import Environment, Reset, StepResult, anchor_state

__all__ = ["SearchEnv"]

DEFAULT_TOPK = 3
MAX_TOPK = 20
MAX_PROMPT_ANSWER_BLOCKS = 10
_OPTIONS = {"topk", "scoring", "prompt_answer_blocks"}


class SearchEnv(Environment):
    name = "search"
    description = "Answer a question, looking things up with <search>query</search> first (Search-R1)."
    agent = "services.agents.search:SearchAgent"
    data_variable = "SEARCH_DATA"

    def __init__(self) -> None:
        self._question = Question("", ())
        self._topk = DEFAULT_TOPK
        self._scoring = EXACT_MATCH
        self._prompt_blocks = 1
        self._queries: list[str] = []
        self._transcript: list[str] = []
        self._client = RetrieverClient()

    @classmethod
    def warm_up(cls) -> None:
        """The question set, read before the task is known."""
        question_splits()

    @classmethod
    def splits(cls) -> dict[str, int]:
        return question_splits()

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        self._topk, self._scoring, self._prompt_blocks = _options(options)
        self._question = question_for_task(task)
        self._queries, self._transcript = [], []
        return Reset(
            observation=f"Question: {self._question.question}",
            anchor_state=self._anchor(),
            info={"question": self._question.question, "golden_answers": list(self._question.golden_answers)},
        )

    def step(self, action: str) -> StepResult:
        self._transcript.append(action)
        parsed = parse_action(action)
        if parsed.kind is None:
            result = self._result(
                f"{INVALID_ACTION} ({parsed.error})", info={"valid_action": False, "error": parsed.error}
            )
        elif parsed.kind == SEARCH:
            result = self._search(parsed.content)
        else:
            result = self._answer(parsed.content)
        self._transcript.append(result.observation)
        return result

    def _search(self, query: str) -> StepResult:
        passages = self._client.search(query, self._topk)
        self._queries.append(query)
        return self._result(format_information(passages), info={"query": query, "doc_ids": [p.id for p in passages]})

    def _answer(self, answer: str) -> StepResult:
        golds = list(self._question.golden_answers)
        if self._scoring == SEARCH_R1:
            success = search_r1_score("".join(self._transcript), golds, self._prompt_blocks) == 1.0
        else:
            success = exact_match(answer, golds)
        info = {
            "success": success,
            "answer": answer,
            "golden_answers": golds,
            "searches": len(self._queries),
            "scoring": self._scoring,
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


def _options(options: dict[str, Any]) -> tuple[int, str, int]:
    """(topk, scoring, prompt_answer_blocks) from the reset options; EnvError naming a bad one."""
    if not isinstance(options, dict) or not set(options) <= _OPTIONS:
        raise EnvError(f"search options are {sorted(_OPTIONS)}, got {options!r:.200}")
    topk = _bounded_int(options, "topk", DEFAULT_TOPK, 1, MAX_TOPK)
    scoring = options.get("scoring", EXACT_MATCH)
    if scoring not in SCORINGS:
        raise EnvError(f"option 'scoring' must be one of {list(SCORINGS)}, got {scoring!r:.50}")
    return topk, scoring, _bounded_int(options, "prompt_answer_blocks", 1, 0, MAX_PROMPT_ANSWER_BLOCKS)


def _bounded_int(options: dict[str, Any], name: str, default: int, low: int, high: int) -> int:
    value = options.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise EnvError(f"option {name!r} must be an integer from {low} to {high}, got {value!r:.50}")
    return value
