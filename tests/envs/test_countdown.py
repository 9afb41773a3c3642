"""Countdown: its puzzles, its verifier, its env and its runner-side agent."""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

import pytest

from sandboxes.errors import EnvError
from sandboxes.inside.envs.countdown.reward import MAX_CHARS, verify
from sandboxes.inside.envs.countdown.tasks import (
    EASY_MAX,
    MAX_TARGET,
    SPLITS,
    Puzzle,
    generate_puzzle,
    puzzle_for_task,
    split_of,
)
from sandboxes.protocol import Reset, StepResult
from sandboxes.registry import make_env
from services.agents import Action, get_agent

SAMPLE_IDS = [f"train-{i:06d}" for i in range(0, SPLITS["train"], 97)] + [f"eval-{i:06d}" for i in range(1000)]


def solvable(numbers: tuple[int, ...], target: int) -> bool:
    """Brute force, independent of the generator: can some subset reach target with + - * /?"""
    values = [Fraction(n) for n in numbers]
    return target in values or any(_reaches(rest, target) for rest in _combinations(values))


def _combinations(values: list[Fraction]) -> list[list[Fraction]]:
    out = []
    for i, j in itertools.permutations(range(len(values)), 2):
        rest = [v for k, v in enumerate(values) if k not in (i, j)]
        a, b = values[i], values[j]
        results = [a + b, a - b, a * b] + ([a / b] if b else [])
        out += [[*rest, r] for r in results]
    return out


def _reaches(values: list[Fraction], target: int) -> bool:
    return target in values or any(_reaches(rest, target) for rest in _combinations(values) if len(values) > 1)


# --- puzzles ---------------------------------------------------------------------------------


def test_generated_puzzles_are_well_formed_and_solved_by_their_solution() -> None:
    for task_id in SAMPLE_IDS:
        puzzle = generate_puzzle(task_id)
        assert len(puzzle.numbers) in (3, 4) and all(1 <= n <= 100 for n in puzzle.numbers), task_id
        assert 1 <= puzzle.target <= MAX_TARGET and puzzle.target not in puzzle.numbers, task_id
        assert verify(puzzle.solution, puzzle.numbers, puzzle.target).correct, task_id
        assert split_of(puzzle) == task_id.split("-")[0], task_id


@pytest.mark.parametrize("task_id", [pytest.param(t, id=t) for t in SAMPLE_IDS[::40]])
def test_generated_puzzles_are_solvable_by_brute_force(task_id: str) -> None:
    puzzle = generate_puzzle(task_id)
    assert solvable(puzzle.numbers, puzzle.target)


def test_the_easy_level_holds_every_two_number_puzzle_once() -> None:
    seen: set[tuple[tuple[int, ...], int]] = set()
    for split in ("train-easy", "eval-easy"):
        for index in range(SPLITS[split]):
            puzzle = generate_puzzle(f"{split}-{index:06d}")
            assert len(puzzle.numbers) == 2 and all(1 <= n <= EASY_MAX for n in puzzle.numbers), puzzle
            assert puzzle.target not in puzzle.numbers and len(puzzle.solution.split()) == 3, puzzle
            assert verify(puzzle.solution, puzzle.numbers, puzzle.target).correct, puzzle
            key = (tuple(sorted(puzzle.numbers)), puzzle.target)
            assert key not in seen, puzzle  # within a split and across the two
            seen.add(key)
    assert SPLITS["eval-easy"] > 400 and SPLITS["train-easy"] > 3000
    assert generate_puzzle("eval-easy-000000") == Puzzle((11, 36), 25, "36 - 11")


def test_puzzles_depend_on_the_task_id_only() -> None:
    assert generate_puzzle("train-000123") == generate_puzzle("train-000123")
    assert generate_puzzle("train-000123") != generate_puzzle("eval-000123")
    assert generate_puzzle("train-000123") == Puzzle((52, 60, 25, 89), 124, "(89 - 25) + 60")


@pytest.mark.parametrize(
    "task_id",
    [
        pytest.param("train-100000", id="index-past-split"),
        pytest.param("eval-001000", id="eval-past-split"),
        pytest.param("test-000001", id="unknown-split"),
        pytest.param("train-123", id="not-six-digits"),
        pytest.param("TRAIN-000001", id="upper-case"),
        pytest.param("eval-easy-000482", id="easy-past-split"),
        pytest.param("test-easy-000000", id="unknown-easy-split"),
        pytest.param("train-hard-000000", id="unknown-level"),
        pytest.param(" train-000001", id="whitespace"),
    ],
)
def test_unknown_task_ids_are_rejected(task_id: str) -> None:
    with pytest.raises(EnvError, match="unknown countdown task id"):
        generate_puzzle(task_id)


@pytest.mark.parametrize(
    "task, expected",
    [
        pytest.param({"id": "", "data": {"numbers": [1, 2, 3], "target": 6}}, ((1, 2, 3), 6), id="inline"),
        pytest.param({"id": "mine", "data": {"numbers": [5, 5], "target": -1}}, ((5, 5), -1), id="id-is-label"),
        pytest.param({"id": "eval-000000"}, (generate_puzzle("eval-000000").numbers, None), id="by-id"),
    ],
)
def test_valid_tasks_give_their_puzzle(task: dict[str, Any], expected: tuple[Any, Any]) -> None:
    puzzle = puzzle_for_task(task)
    assert puzzle.numbers == expected[0]
    assert expected[1] is None or puzzle.target == expected[1]


@pytest.mark.parametrize(
    "data, message",
    [
        pytest.param({"numbers": [1, 2, 3]}, "exactly 'numbers' and 'target'", id="no-target"),
        pytest.param({"numbers": [1, 2], "target": 3, "x": 1}, "exactly", id="extra-key"),
        pytest.param({"numbers": [1], "target": 3}, "2 to 6", id="one-number"),
        pytest.param({"numbers": list(range(1, 8)), "target": 3}, "2 to 6", id="seven-numbers"),
        pytest.param({"numbers": "1 2 3", "target": 3}, "list", id="numbers-not-a-list"),
        pytest.param({"numbers": [1, 2.5], "target": 3}, "integers", id="float-number"),
        pytest.param({"numbers": [1, True], "target": 3}, "integers", id="bool-number"),
        pytest.param({"numbers": [0, 2], "target": 3}, "from 1", id="zero"),
        pytest.param({"numbers": [1, 20000], "target": 3}, "to 10000", id="too-big"),
        pytest.param({"numbers": [1, 2], "target": "3"}, "'target' must be an integer", id="target-string"),
        pytest.param({"numbers": [1, 2], "target": 10**9}, "within", id="target-too-big"),
    ],
)
def test_invalid_inline_tasks_are_rejected(data: dict[str, Any], message: str) -> None:
    with pytest.raises(EnvError, match=message):
        puzzle_for_task({"id": "", "data": data})


def test_task_without_id_or_data_is_rejected() -> None:
    with pytest.raises(EnvError, match="needs an id"):
        puzzle_for_task({"id": "", "data": {}})


# --- verifier --------------------------------------------------------------------------------

NUMBERS, TARGET = (7, 8, 25, 50), 56


@pytest.mark.parametrize(
    "answer, correct, feedback",
    [
        pytest.param("7 * 8", True, "7 * 8 = 56", id="correct"),
        pytest.param(" (50 + 25) - (8 + 7) - 4 ", False, "uses 4, which is not one of the numbers", id="foreign"),
        pytest.param("50 + 8 - 7 + 7 - 2", False, "not one of the numbers", id="foreign-and-reused"),
        pytest.param("7 * 7 + 7", False, "uses 7 3 times (it is given once)", id="reused-thrice"),
        pytest.param("(50 + 7) - (8 / 8)", False, "uses 8 twice (it is given once)", id="reused"),
        pytest.param("50 - 8 + 7", False, "evaluates to 49, not 56", id="wrong-value"),
        pytest.param("50 / 8", False, "evaluates to 25/4, not 56", id="fraction-value"),
        pytest.param("(25 / 50) * (8 * 7) * 2 / 1", False, "uses 1, which is not", id="extra-numbers"),
        pytest.param("(8 / (25 - 25))", False, "uses 25 twice", id="reuse-before-zero"),
        pytest.param("7 / (8 - 8)", False, "uses 8 twice", id="reuse-checked-first"),
        pytest.param("__import__('os').system('true')", False, "only numbers", id="import"),
        pytest.param("().__class__", False, "only numbers", id="attribute"),
        pytest.param("7 ** 2", False, "the ** operator is not allowed", id="power"),
        pytest.param("50 // 7", False, "the // operator is not allowed", id="floor-division"),
        pytest.param("50 % 7", False, "the % operator is not allowed", id="modulo"),
        pytest.param("-7 + 8", False, "unary signs are not allowed", id="unary-minus"),
        pytest.param("7.0 * 8", False, "is not a whole number", id="float-literal"),
        pytest.param("0x7 * 8", False, "plain decimal digits", id="hex-literal"),
        pytest.param("7 * 8 = 56", False, "not a valid expression", id="equation"),
        pytest.param("", False, "it is empty", id="empty"),
        pytest.param("7 *", False, "not a valid expression", id="syntax-error"),
        pytest.param("(" * 200 + "7" + ")" * 200, False, "not a valid expression", id="deep-nesting"),
        pytest.param("7 + " * MAX_CHARS + "8", False, f"longer than {MAX_CHARS}", id="too-long"),
        pytest.param("7 < 8", False, "only numbers", id="comparison"),
        pytest.param("\x00", False, "not a valid expression", id="null-byte"),
    ],
)
def test_verifier(answer: str, correct: bool, feedback: str) -> None:
    verdict = verify(answer, NUMBERS, TARGET)
    assert verdict.correct is correct
    assert feedback in verdict.feedback


def test_verifier_division_by_zero() -> None:
    verdict = verify("7 / (8 - 8)", (7, 8, 8), 56)
    assert not verdict.correct and verdict.feedback == "divides by zero" and verdict.value is None


def test_verifier_uses_exact_rational_arithmetic() -> None:
    verdict = verify("(7 / 2) * 8 * 2", (7, 2, 8, 2), 56)
    assert verdict.correct and verdict.value == 56


# --- env -------------------------------------------------------------------------------------

TASK = {"id": "", "data": {"numbers": [7, 8, 25, 50], "target": 56}}


def test_first_observation_states_numbers_and_target() -> None:
    reset = make_env("countdown").reset(TASK, 0, {})
    assert "Numbers: 7, 8, 25, 50" in reset.observation and "Target: 56" in reset.observation
    assert reset.info == {"numbers": [7, 8, 25, 50], "target": 56}


@pytest.mark.parametrize(
    "action, reward, value",
    [
        pytest.param("7 * 8", 1.0, 56, id="correct"),
        pytest.param("50 + 8", 0.0, 58, id="wrong"),
        pytest.param("50 / 8", 0.0, 6.25, id="fraction"),
        pytest.param("nonsense", 0.0, None, id="invalid"),
    ],
)
def test_single_turn_ends_after_one_action(action: str, reward: float, value: Any) -> None:
    env = make_env("countdown")
    env.reset(TASK, 0, {})
    result = env.step(action)
    assert (result.reward, result.done) == (reward, True)
    assert result.info == {"correct": reward == 1.0, "value": value}


def test_multi_turn_gives_feedback_until_correct() -> None:
    env = make_env("countdown")
    first = env.reset(TASK, 0, {"multi_turn": True})
    wrong = env.step("7 * 7 + 7")
    assert (wrong.reward, wrong.done) == (0.0, False)
    assert "uses 7 3 times" in wrong.observation and "Try again" in wrong.observation
    assert "evaluates to 58, not 56" in env.step("50 + 8").observation
    assert "not a valid expression" in env.step("7 +").observation
    right = env.step("8 * 7")
    assert (right.reward, right.done, right.info["correct"]) == (1.0, True, True)
    assert first.anchor_state == wrong.anchor_state == right.anchor_state


def test_seed_does_not_change_the_puzzle() -> None:
    observations = {make_env("countdown").reset({"id": "eval-000045"}, seed, {}).observation for seed in (0, 1, 99)}
    assert len(observations) == 1


@pytest.mark.parametrize(
    "options",
    [
        pytest.param({"multi_turn": "yes"}, id="not-a-bool"),
        pytest.param({"multiturn": True}, id="unknown-option"),
    ],
)
def test_invalid_options_are_rejected(options: dict[str, Any]) -> None:
    with pytest.raises(EnvError, match="multi_turn"):
        make_env("countdown").reset(TASK, 0, options)


# --- agent -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "completion, action",
    [
        pytest.param("<answer>7 * 8</answer>", Action("7 * 8"), id="bare-answer"),
        pytest.param("<think>7*8 is 56</think>\n<answer> 7 * 8 </answer>", Action("7 * 8"), id="think-then-answer"),
        pytest.param("<answer>1</answer> no, <answer>(50 - 8) + 7</answer>", Action("(50 - 8) + 7"), id="last-wins"),
        pytest.param("<think>try <answer>1+1</answer></think>", Action(None, "no <answer>"), id="answer-in-think"),
        pytest.param(
            "<think>maybe <answer>1</answer></think><answer>7*8</answer>", Action("7*8"), id="think-then-real"
        ),
        pytest.param("<answer>\n7\n*\n8\n</answer>", Action("7\n*\n8"), id="multiline"),
        pytest.param("7 * 8", Action(None, "no <answer>"), id="no-tags"),
        pytest.param("<answer>7 * 8", Action(None, "no <answer>"), id="unclosed"),
        pytest.param("<answer>  </answer>", Action(None, "empty"), id="empty"),
        pytest.param("<think>unfinished <answer>7*8</answer>", Action("7*8"), id="unclosed-think"),
        pytest.param("", Action(None, "no <answer>"), id="nothing"),
    ],
)
def test_countdown_agent_parses_the_last_answer(completion: str, action: Action) -> None:
    parsed = get_agent("countdown").parse(completion)
    assert parsed.text == action.text
    assert action.error in parsed.error and bool(parsed.error) == (action.text is None)


def test_countdown_agent_messages() -> None:
    agent = get_agent("countdown")
    system, user = agent.first_messages(Reset("Numbers: 1, 2\nTarget: 3", anchor_state="a"))
    assert system["role"] == "system" and "<answer>" in system["content"]
    assert user == {"role": "user", "content": "Numbers: 1, 2\nTarget: 3"}
    again = StepResult("again", reward=0.0, done=False, anchor_state="a")
    assert agent.observation_message(again) == {"role": "user", "content": "again"}
    feedback = agent.invalid_action_message(agent.parse("7 * 8"))
    assert feedback["role"] == "user" and "<answer>" in feedback["content"] and "no <answer>" in feedback["content"]


def test_unknown_agent_is_a_lookup_error() -> None:
    with pytest.raises(LookupError, match="no-such-env"):
        get_agent("no-such-env")
