"""The search env against Search-R1's own outputs, byte for byte.

fixtures/search_r1/*.json were recorded by running Search-R1's code (the commit is in each
file) with fixtures/search_r1/generate.py: `execute_predictions` (the env step, with its
`_passages2string`) on retrieval results, and `extract_solution` / `compute_score_em` on
solution strings. The retrieval results of the first cases are Pyserini's recorded top 3 over
the shipped corpus, so the env, searching through Rollgate's retriever, must return exactly
the observation Search-R1 built from Pyserini's answer.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sandboxes.errors import EnvError
from sandboxes.inside.envs.search.retrieval import SOCKET_VARIABLE, Passage, format_information
from sandboxes.inside.envs.search.reward import extract_solution, search_r1_score
from sandboxes.registry import make_env
from services.retriever.launch import retriever_process

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "search_r1"
COMMIT = "a14dc3a4ffc6fe88c1e95038d9738e21ba3f7a06"
QUESTION = {"id": "", "data": {"question": "What is the symbol of americium?", "golden_answers": ["Am"]}}


def fixture(name: str) -> dict[str, Any]:
    record: dict[str, Any] = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    assert (record["upstream"], record["commit"]) == ("PeterGriffinJin/Search-R1", COMMIT)
    return record


SEARCHES = fixture("observations.json")["searches"]
REWARDS = fixture("rewards.json")["cases"]


@pytest.fixture(scope="module")
def retriever(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    home = tmp_path_factory.mktemp("search-r1")
    server = retriever_process(home / "retriever.sock", home / "retriever.log").start(timeout_s=120)
    yield home / "retriever.sock"
    server.stop()


@pytest.mark.parametrize("case", SEARCHES, ids=lambda case: f"{len(case['result'])}-docs")
def test_search_observations_are_search_r1s(case: dict[str, Any]) -> None:
    passages = [Passage(item["document"]["id"], item["document"]["contents"], item["score"]) for item in case["result"]]
    assert format_information(passages) == case["observation"]


def test_a_search_matching_nothing_is_an_empty_information_block() -> None:
    empty = [turn for turn in fixture("observations.json")["turns"] if turn["is_search"]]
    assert empty and all(format_information([]) == turn["observation"] for turn in empty)


@pytest.mark.parametrize("query, case", [("Americium atomic number", 0), ("year", 1), ("zzzzqqq", 2)])
def test_the_env_answers_a_search_as_search_r1_over_pyserini_does(
    retriever: Path, monkeypatch: pytest.MonkeyPatch, query: str, case: int
) -> None:
    monkeypatch.setenv(SOCKET_VARIABLE, str(retriever))
    env = make_env("search")
    env.reset(QUESTION, 0, {})
    assert env.step(f"<search>{query}</search>").observation == SEARCHES[case]["observation"]


@pytest.mark.parametrize("case", REWARDS, ids=lambda case: case["solution"][:40])
def test_search_r1_scoring_extracts_and_scores_as_upstream(case: dict[str, Any]) -> None:
    assert extract_solution(case["solution"]) == case["extracted"]
    assert search_r1_score(case["solution"], case["golden_answers"]) == case["score"]


@pytest.mark.parametrize(
    "options, actions, reward",
    [
        pytest.param({}, ["<answer>Am</answer>"], 1.0, id="default-one-answer"),
        pytest.param({"scoring": "search_r1"}, ["<answer>Am</answer>"], 1.0, id="r1-prompt-example-counts"),
        pytest.param({"scoring": "search_r1", "prompt_answer_blocks": 0}, ["<answer>Am</answer>"], 0.0,
                     id="r1-one-block-is-not-enough"),
        pytest.param({}, ["<answer>Am"], 1.0, id="default-open-tail-counts"),
        pytest.param({"scoring": "search_r1"}, ["<answer>Am"], 0.0, id="r1-needs-closed-blocks"),
        pytest.param({"scoring": "search_r1", "prompt_answer_blocks": 0}, ["I think", "<answer>Am</answer>"], 1.0,
                     id="r1-the-invalid-message-holds-a-block"),
    ],
)
def test_the_scoring_option_picks_the_rule(options: dict[str, Any], actions: list[str], reward: float) -> None:
    """Under "search_r1" the episode's text is what counts: the invalid-action message says
    "between <answer> and </answer>", a block, as Search-R1's own invalid-action message does."""
    env = make_env("search")
    env.reset(QUESTION, 0, options)
    *_, final = [env.step(action) for action in actions]
    assert (final.reward, final.done, final.info["success"]) == (reward, True, reward == 1.0)
    assert final.info["scoring"] == options.get("scoring", "exact_match")


@pytest.mark.parametrize(
    "options",
    [{"scoring": "search-r1"}, {"scoring": None}, {"prompt_answer_blocks": -1}, {"prompt_answer_blocks": True}],
)
def test_bad_scoring_options_are_env_errors(options: dict[str, Any]) -> None:
    with pytest.raises(EnvError, match=r"option '(scoring|prompt_answer_blocks)' must be"):
        make_env("search").reset(QUESTION, 0, options)
