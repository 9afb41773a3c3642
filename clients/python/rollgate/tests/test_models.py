"""JobSpec's tasks: listed, or drawn from a split (`draw`), exactly one of the two."""

from typing import Any

import pytest
from pydantic import ValidationError

from rollgate import JobSpec, Task, TaskDraw

DRAW = {"split": "train", "count": 2, "seed": 7}


def first_error(spec: dict[str, Any]) -> tuple[str, str]:
    with pytest.raises(ValidationError) as caught:
        JobSpec.model_validate({"env": "countdown", **spec})
    error = caught.value.errors()[0]
    return ".".join(map(str, error["loc"])), error["msg"]


def test_a_draw_alone_is_a_spec_whose_tasks_come_later():
    spec = JobSpec(env="countdown", draw=DRAW)
    assert spec.draw == TaskDraw(split="train", count=2, seed=7) and spec.tasks == []
    assert JobSpec(env="countdown", draw={"split": "eval", "count": 1}).draw.seed == 0


def test_a_recorded_draw_lists_its_drawn_tasks():
    recorded = JobSpec(env="countdown", draw=DRAW, tasks=["train-000004", "train-000009"])
    assert recorded.tasks == [Task(id="train-000004"), Task(id="train-000009")]
    assert JobSpec.model_validate_json(recorded.model_dump_json()) == recorded


@pytest.mark.parametrize(("spec", "field", "message"), [
    pytest.param({}, "tasks", "a job needs tasks, or a draw", id="neither"),
    pytest.param({"tasks": []}, "tasks", "a job needs tasks, or a draw", id="no-tasks"),
    pytest.param({"tasks": [], "draw": None}, "tasks", "a job needs tasks, or a draw", id="draw-null"),
    pytest.param({"tasks": ["train-000001"], "draw": DRAW}, "tasks", "give tasks or a draw, not both",
                 id="both"),
    pytest.param({"draw": {**DRAW, "count": 0}}, "draw.count", "greater than or equal to 1", id="count-zero"),
    pytest.param({"draw": {**DRAW, "count": -3}}, "draw.count", "greater than or equal to 1", id="count-negative"),
    pytest.param({"draw": {**DRAW, "count": 100_001}}, "draw.count", "less than or equal to 100000",
                 id="count-too-big"),
    pytest.param({"draw": {"split": "train"}}, "draw.count", "Field required", id="count-missing"),
    pytest.param({"draw": {**DRAW, "split": ""}}, "draw.split", "at least 1 character", id="split-empty"),
    pytest.param({"draw": {**DRAW, "seed": -1}}, "draw.seed", "greater than or equal to 0", id="seed-negative"),
])  # fmt: skip
def test_an_invalid_choice_of_tasks_names_what_is_wrong(spec: dict[str, Any], field: str, message: str):
    location, text = first_error(spec)
    assert location == field and message in text


def test_an_invalid_draw_is_the_only_error_reported():
    with pytest.raises(ValidationError) as caught:
        JobSpec(env="countdown", draw={**DRAW, "count": 0})
    assert [".".join(map(str, e["loc"])) for e in caught.value.errors()] == ["draw.count"]
