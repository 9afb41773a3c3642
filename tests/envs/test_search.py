"""Search (Search-R1): reward, parser, questions and data, the env against a real retrieval
server (in-process and in a bubblewrap sandbox through the bound socket), and its agent."""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sandboxes.errors import EnvError
from sandboxes.host.config import SandboxConfig
from sandboxes.host.session import open_session
from sandboxes.inside.envs.search import golden_actions
from sandboxes.inside.envs.search.actions import INVALID_ACTION, ParsedAction, parse_action
from sandboxes.inside.envs.search.retrieval import DEFAULT_SOCKET, SOCKET_VARIABLE, RetrieverUnavailable
from sandboxes.inside.envs.search.reward import exact_match, normalize_answer
from sandboxes.inside.envs.search.tasks import SHIPPED, Question, question_by_id, splits
from sandboxes.protocol import Reset, StepResult
from sandboxes.registry import data_variables, import_path, make_env
from services.agents import Action, get_agent
from services.agents.search import SYSTEM_PROMPT
from services.common.tokens import Conversation
from services.retriever.corpus import SHIPPED_CORPUS
from services.retriever.launch import retriever_process
from tests.doubles import CharTokenizer

QUESTIONS = [json.loads(line) for line in SHIPPED.read_text().splitlines()]
TASK = {"id": "", "data": {"question": "Which metal has the symbol Fe?", "golden_answers": ["Iron", "Fe"]}}


@pytest.fixture(scope="module")
def retriever(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A real BM25 retrieval server on the shipped corpus; yields its socket."""
    home = tmp_path_factory.mktemp("search")
    server = retriever_process(home / "retriever.sock", home / "retriever.log").start(timeout_s=120)
    yield home / "retriever.sock"
    server.stop()


@pytest.fixture
def reachable(retriever: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Envs made in this process reach the test's retriever."""
    monkeypatch.setenv(SOCKET_VARIABLE, str(retriever))
    return retriever


@pytest.fixture
def unreachable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SOCKET_VARIABLE, str(tmp_path / "no-retriever.sock"))


def play(env: Any, actions: list[str]) -> list[StepResult]:
    results = []
    for action in actions:
        results.append(env.step(action))
        if results[-1].done:
            break
    return results


# --- reward -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, normalised",
    [
        pytest.param("The Eiffel Tower", "eiffel tower", id="article-and-case"),
        pytest.param("  a  cat,  an owl!  ", "cat owl", id="articles-punctuation-spaces"),
        pytest.param("U.S.A.", "usa", id="dots"),
        pytest.param("theatre", "theatre", id="article-inside-word-kept"),
        pytest.param('Anne\'s "book"', "annes book", id="quotes"),
        pytest.param("1,776", "1776", id="number-comma"),
        pytest.param("\tTHE\n", "", id="only-an-article"),
        pytest.param("Café", "café", id="non-ascii-kept"),
    ],
)
def test_normalisation_is_squad_style(text: str, normalised: str) -> None:
    assert normalize_answer(text) == normalised


@pytest.mark.parametrize(
    "prediction, golds, match",
    [
        pytest.param("iron", ["Iron"], True, id="case"),
        pytest.param("the Iron.", ["iron"], True, id="article-and-dot"),
        pytest.param("fe", ["Iron", "Fe"], True, id="any-gold-counts"),
        pytest.param("iron ore", ["Iron"], False, id="no-partial-credit"),
        pytest.param("", ["Iron"], False, id="empty"),
        pytest.param("Paris, France", ["Paris"], False, id="extra-words"),
    ],
)
def test_exact_match(prediction: str, golds: list[str], match: bool) -> None:
    assert exact_match(prediction, golds) is match


# --- the action parser (env and agent share it) -------------------------------------------------


@pytest.mark.parametrize(
    "text, parsed",
    [
        pytest.param("<search>iron symbol</search>", ParsedAction("search", "iron symbol"), id="search"),
        pytest.param("<answer> Fe </answer>", ParsedAction("answer", "Fe"), id="answer-trimmed"),
        pytest.param(
            "<think>need facts</think>\n<search>iron</search>", ParsedAction("search", "iron"), id="think-then-search"
        ),
        pytest.param("<search>a</search> no, <answer>b</answer>", ParsedAction("answer", "b"), id="last-wins"),
        pytest.param("<think><answer>x</answer></think>", ParsedAction(None, error="no <search>"), id="only-in-think"),
        pytest.param(
            "<think>hm</think><search>iron symbol", ParsedAction("search", "iron symbol"), id="stopped-at-closing-tag"
        ),
        pytest.param("<answer>a</answer><search>b", ParsedAction("search", "b"), id="open-tail-is-last"),
        pytest.param("<search>a<answer>b", ParsedAction("answer", "b"), id="open-tail-innermost"),
        pytest.param("I think it is Fe.", ParsedAction(None, error="no <search>"), id="no-tags"),
        pytest.param("<answer>\n</answer>", ParsedAction(None, error="the <answer> block is empty"), id="empty"),
        pytest.param("<search></search>", ParsedAction(None, error="the <search> block is empty"), id="empty-search"),
        pytest.param("<search>" + "x" * 1001 + "</search>", ParsedAction(None, error="longer than 1000"), id="long"),
        pytest.param("<ANSWER>Fe</ANSWER>", ParsedAction(None, error="no <search>"), id="tags-are-lower-case"),
    ],
)
def test_parse_action(text: str, parsed: ParsedAction) -> None:
    result = parse_action(text)
    assert (result.kind, result.content) == (parsed.kind, parsed.content)
    assert parsed.error in result.error


# --- questions and data ----------------------------------------------------------------------------


def test_the_shipped_set_has_both_kinds_in_both_splits() -> None:
    assert splits() == {"train": 417, "eval": 93} and len(QUESTIONS) >= 300
    kinds = {(q["split"], q["kind"]) for q in QUESTIONS}
    assert kinds == {(s, k) for s in ("train", "eval") for k in ("single-hop", "multi-hop")}
    assert len({q["question"] for q in QUESTIONS}) == len(QUESTIONS)


def test_every_gold_answer_is_verbatim_in_a_corpus_passage() -> None:
    with gzip.open(SHIPPED_CORPUS, "rt", encoding="utf-8") as lines:
        passages = {d["id"]: d["contents"] for d in map(json.loads, lines)}
    for question in QUESTIONS:
        support = [passages[passage_id] for passage_id in question["supporting_ids"]]
        for answer in question["golden_answers"]:
            assert any(answer in text for text in support), (question["id"], answer)


def test_task_ids_name_questions_and_unknown_ones_are_env_errors() -> None:
    assert question_by_id("eval-000000").question == next(q for q in QUESTIONS if q["split"] == "eval")["question"]
    for task_id in ("eval-000093", "train-000417", "test-000000", "eval-1", ""):
        with pytest.raises(EnvError, match=r"unknown search task id|needs an id"):
            make_env("search").reset({"id": task_id}, 0, {})


def test_same_task_same_episode_whatever_the_seed() -> None:
    resets = [make_env("search").reset({"id": "train-000007"}, seed, {}) for seed in (0, 1, 99)]
    assert len({(r.observation, r.anchor_state) for r in resets}) == 1


@pytest.mark.parametrize(
    "data, message",
    [
        pytest.param({"question": "Q?"}, "exactly 'question' and 'golden_answers'", id="no-answers"),
        pytest.param({"question": " ", "golden_answers": ["a"]}, "'question' must be", id="blank-question"),
        pytest.param({"question": "Q?", "golden_answers": []}, "'golden_answers' must be", id="no-gold"),
        pytest.param({"question": "Q?", "golden_answers": "a"}, "'golden_answers' must be", id="gold-string"),
        pytest.param({"question": "Q?", "golden_answers": [""]}, "'golden_answers' must be", id="gold-empty"),
    ],
)
def test_invalid_inline_tasks_are_env_errors(data: dict[str, Any], message: str) -> None:
    with pytest.raises(EnvError, match=message):
        make_env("search").reset({"id": "", "data": data}, 0, {})


@pytest.mark.parametrize(
    "options",
    [
        pytest.param({"topk": 0}, id="zero"),
        pytest.param({"topk": "3"}, id="string"),
        pytest.param({"top_k": 3}, id="unknown"),
    ],
)
def test_invalid_options_are_env_errors(options: dict[str, Any]) -> None:
    with pytest.raises(EnvError, match="topk"):
        make_env("search").reset(TASK, 0, options)


def test_search_r1_data_is_read_from_search_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rows = [
        {"id": "nq-1", "question": "who wrote hamlet", "golden_answers": ["Shakespeare"]},
        {"question": "capital of france?", "reward_model": {"ground_truth": {"target": ["Paris"]}}},
    ]
    (tmp_path / "train.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    (tmp_path / "test.jsonl").write_text(json.dumps(rows[1]) + "\n\n")
    monkeypatch.setenv("SEARCH_DATA", str(tmp_path))
    assert make_env("search").env.splits() == {"train": 2, "eval": 1}
    assert question_by_id("train-000000").question == "who wrote hamlet?"
    assert question_by_id("train-000001").golden_answers == ("Paris",)
    assert golden_actions("eval-000000") == ["<search>capital of france?</search>", "<answer>Paris</answer>"]
    env = make_env("search")
    env.reset({"id": "train-000000"}, 0, {})
    assert env.step("<answer>shakespeare</answer>").reward == 1.0


@pytest.mark.parametrize(
    "files, message",
    [
        pytest.param({"notes.txt": "x"}, "no question file there; expected a question file", id="no-question-file"),
        pytest.param({"train.jsonl": "", "train.jsonl.gz": ""}, "are both split 'train'; keep one", id="two-trains"),
        pytest.param({"x.jsonl": "", "X.parquet": ""}, "are both split 'x'", id="two-files-one-name"),
        pytest.param({"train.jsonl": '{"question": "q"}\n'}, "line 1: 'golden_answers' must be", id="no-gold"),
        pytest.param({"train.jsonl": "{oops\n"}, "line 1: not JSON", id="not-json"),
    ],
)
def test_bad_search_data_is_an_env_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, files: dict[str, str], message: str
) -> None:
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    monkeypatch.setenv("SEARCH_DATA", str(tmp_path))
    with pytest.raises(EnvError, match=message):
        make_env("search").reset({"id": "train-000000"}, 0, {})


@pytest.mark.parametrize(
    "target, message",
    [
        pytest.param("missing", "no such file or directory; expected a question file", id="missing"),
        pytest.param("notes.txt", "not a question file; expected a question file (.jsonl", id="not-a-question-file"),
    ],
)
def test_a_search_data_path_that_does_not_fit_names_the_layout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, target: str, message: str
) -> None:
    (tmp_path / "notes.txt").write_text("x")
    monkeypatch.setenv("SEARCH_DATA", str(tmp_path / target))
    with pytest.raises(EnvError, match=re.escape(message)):
        make_env("search").env.splits()


def test_question_files_under_any_name_are_splits_of_that_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    row = {"question": "who wrote hamlet", "golden_answers": ["Shakespeare"]}
    for name, count in [("NQ_HotpotQA-test.jsonl", 2), ("test.jsonl", 1), ("dev.jsonl", 3), ("train.jsonl", 1)]:
        (tmp_path / name).write_text((json.dumps(row) + "\n") * count)
    (tmp_path / "README.md").write_text("not questions")
    monkeypatch.setenv("SEARCH_DATA", str(tmp_path))
    assert make_env("search").env.splits() == {"eval": 1, "nq_hotpotqa_test": 2, "train": 1}
    env = make_env("search")
    env.reset({"id": "nq_hotpotqa_test-000001"}, 0, {})
    assert env.step("<answer>Shakespeare</answer>").reward == 1.0
    monkeypatch.setenv("SEARCH_DATA", str(tmp_path / "NQ_HotpotQA-test.jsonl"))
    assert make_env("search").env.splits() == {"nq_hotpotqa_test": 2}


def test_search_r1_parquet_data_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Search-R1's parquet layout: the prompt's question, the gold answers under reward_model."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = [
        {"id": "nq-1", "question": "who wrote hamlet", "reward_model": {"ground_truth": {"target": ["Shakespeare"]}}},
        {"id": "nq-2", "question": "capital of france", "reward_model": {"ground_truth": {"target": ["Paris"]}}},
    ]
    pq.write_table(pa.Table.from_pylist(rows), tmp_path / "train.parquet")
    monkeypatch.setenv("SEARCH_DATA", str(tmp_path))
    assert make_env("search").env.splits() == {"train": 2}
    assert question_by_id("train-000001") == Question("capital of france?", ("Paris",), id="nq-2")
    env = make_env("search")
    env.reset({"id": "train-000000"}, 0, {})
    assert env.step("<answer>Shakespeare</answer>").reward == 1.0


def test_the_env_is_registered_with_its_data_variable() -> None:
    assert import_path("search") == "sandboxes.inside.envs.search.env:SearchEnv"
    assert data_variables()["search"] == "SEARCH_DATA"


# --- episodes against the real retriever ------------------------------------------------------------


@pytest.mark.usefixtures("reachable")
def test_every_golden_episode_finds_its_answer_and_scores_one() -> None:
    """For each shipped question: its golden searches bring a gold answer into view, and the
    golden answer then earns reward 1 (`info["success"]`)."""
    for split, count in splits().items():
        for index in range(count):
            task_id = f"{split}-{index:06d}"
            env = make_env("search")
            env.reset({"id": task_id}, 0, {})
            *searches, final = play(env, golden_actions(task_id))
            golds = question_by_id(task_id).golden_answers
            assert any(g in result.observation for result in searches for g in golds), task_id
            assert (final.reward, final.done, final.info["success"]) == (1.0, True, True), task_id


@pytest.mark.usefixtures("reachable")
def test_a_search_then_a_wrong_answer_scores_zero() -> None:
    env = make_env("search")
    reset = env.reset(TASK, 0, {})
    assert reset.observation == "Question: Which metal has the symbol Fe?"
    found = env.step("<search>iron Fe</search>")
    assert (found.reward, found.done) == (0.0, False)
    assert found.observation.startswith('\n\n<information>Doc 1(Title: "')
    assert found.observation.endswith("</information>\n\n")
    assert '(Title: "iron") iron, Fe, atomic number 26' in found.observation
    assert found.info["query"] == "iron Fe" and len(found.info["doc_ids"]) == 3
    assert found.anchor_state != reset.anchor_state
    wrong = env.step("<answer>copper</answer>")
    assert (wrong.reward, wrong.done, wrong.info["success"], wrong.info["searches"]) == (0.0, True, False, 1)


@pytest.mark.usefixtures("reachable")
def test_topk_option_sets_the_passage_count() -> None:
    env = make_env("search")
    env.reset(TASK, 0, {"topk": 1})
    assert len(env.step("<search>iron</search>").info["doc_ids"]) == 1


@pytest.mark.usefixtures("reachable")
def test_a_query_matching_nothing_says_so() -> None:
    env = make_env("search")
    env.reset(TASK, 0, {})
    assert env.step("<search>zzzzqqq</search>").observation == "\n\n<information></information>\n\n"


@pytest.mark.parametrize(
    "action", [pytest.param("Fe, I believe", id="no-tags"), pytest.param("<answer> </answer>", id="empty-answer")]
)
def test_a_turn_without_search_or_answer_gets_the_invalid_action_message(action: str) -> None:
    env = make_env("search")
    reset = env.reset(TASK, 0, {})
    result = env.step(action)
    assert result.observation.startswith(INVALID_ACTION)
    assert (result.reward, result.done, result.info["valid_action"]) == (0.0, False, False)
    assert result.anchor_state == reset.anchor_state
    assert env.step("<answer>Fe</answer>").reward == 1.0


@pytest.mark.usefixtures("unreachable")
def test_a_search_without_a_retriever_is_an_env_error_naming_the_socket() -> None:
    env = make_env("search")
    env.reset(TASK, 0, {})
    with pytest.raises(RetrieverUnavailable, match=r"cannot reach the retriever at .*no-retriever\.sock"):
        env.step("<search>iron</search>")
    assert issubclass(RetrieverUnavailable, EnvError)


async def test_the_sandboxed_env_reaches_the_retriever_through_the_bound_socket(retriever: Path) -> None:
    config = SandboxConfig(unix_sockets=((str(retriever), DEFAULT_SOCKET),))
    async with await open_session("search", "bubblewrap", timeout_s=60, config=config) as session:
        await session.reset({"id": "eval-000001"}, 0, {})
        results = [await session.step(action) for action in golden_actions("eval-000001")]
    assert "<information>" in results[0].observation and results[0].info["doc_ids"]
    assert (results[-1].reward, results[-1].done, results[-1].info["success"]) == (1.0, True, True)


async def test_the_sandboxed_env_without_the_socket_fails_with_env_error() -> None:
    async with await open_session("search", "bubblewrap", timeout_s=60, config=SandboxConfig()) as session:
        await session.reset({"id": "eval-000001"}, 0, {})
        with pytest.raises(EnvError, match=f"cannot reach the retriever at {DEFAULT_SOCKET}"):
            await session.step("<search>iron</search>")


# --- the agent ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "completion, action",
    [
        pytest.param(
            "<think>look up</think><search> iron symbol </search>",
            Action("<search>iron symbol</search>"),
            id="search-canonical",
        ),
        pytest.param("<think>so</think> <answer>Fe</answer> done", Action("<answer>Fe</answer>"), id="answer"),
        pytest.param("<think>x</think><search>iron", Action("<search>iron</search>"), id="stopped-search"),
        pytest.param("Fe", Action(None, "no <search>...</search> or <answer>...</answer> block found"), id="none"),
        pytest.param("<answer></answer>", Action(None, "the <answer> block is empty"), id="empty"),
    ],
)
def test_agent_parses_completions_into_canonical_actions(completion: str, action: Action) -> None:
    assert get_agent("search").parse(completion) == action


def test_agent_messages() -> None:
    agent = get_agent("search")
    messages = agent.first_messages(Reset(observation="Question: Who?", anchor_state="a"))
    assert messages == [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": "Question: Who?"}]
    assert all(tag in SYSTEM_PROMPT for tag in ("<think>", "<search>", "<information>", "<answer>"))
    invalid = agent.invalid_action_message(agent.parse("no tags"))
    assert invalid["role"] == "user" and invalid["content"].startswith(INVALID_ACTION)
    assert "no <search>" in invalid["content"]


def test_retrieved_text_is_never_trained_on() -> None:
    """The observation is a user message: its tokens are context (loss_mask 0); only the
    policy's own turn is sampled (loss_mask 1)."""
    agent, tokenizer = get_agent("search"), CharTokenizer("<|{}|>", end="<|end|>")
    conversation = Conversation.start(tokenizer, agent.first_messages(Reset("Question: Who?", "a")))
    turn = "<search>who</search>"
    sampled = tokenizer.encode(turn + "<|end|>")  # the sampler's ids end with the end token
    conversation.add_generated(sampled, [0.0] * len(sampled), turn)
    information = '<information>Doc 1(Title: "X") retrieved words</information>'
    conversation.add_message(agent.observation_message(StepResult(information, 0.0, False, "b")))
    answer = "<answer>X</answer>"
    conversation.add_generated(tokenizer.encode(answer + "<|end|>"), [0.0] * (len(answer) + 7), answer)
    text = tokenizer.decode(conversation.token_ids)
    start = text.index(information)
    assert set(conversation.loss_mask[start : start + len(information)]) == {0}
    assert conversation.generated_tokens == len(sampled) + len(answer) + 7 and conversation.prefix_stable()
    assert conversation.loss_mask[text.index(turn) : text.index(turn) + len(turn)] == [1] * len(turn)


def test_the_socket_variable_is_read_at_env_creation(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SOCKET_VARIABLE, raising=False)
    assert make_env("search").env._client.socket_path == DEFAULT_SOCKET == "/run/rollgate/retriever.sock"
    monkeypatch.setenv(SOCKET_VARIABLE, "/elsewhere.sock")
    assert make_env("search").env._client.socket_path == "/elsewhere.sock"
