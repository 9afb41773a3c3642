"""The sampling parameters of one turn: the job's, bounded by the token budget, with the agent's stops."""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError
from rollgate import SamplingParams

from services.agents import get_agent
from services.gateway import grammars
from services.runner.episode import turn_params


def test_the_agent_stops_join_the_jobs_own_once() -> None:
    sampling = SamplingParams(temperature=0.7, max_tokens=256, stop=["</answer>", "\n\n"])
    params = turn_params(sampling, get_agent("search"), budget=100)
    assert params["stop"] == ["</answer>", "\n\n", "</search>"]
    assert params["max_tokens"] == 100 and params["temperature"] == 0.7
    assert "structured_outputs" not in params


def test_agents_without_stops_and_a_regex() -> None:
    sampling = SamplingParams(regex=r"<action>look</action>", max_tokens=64)
    params = turn_params(sampling, get_agent("alfworld"), budget=1000)
    assert params["stop"] == [] and params["max_tokens"] == 64
    assert params["structured_outputs"] == {"regex": r"<action>look</action>"}
    assert turn_params(SamplingParams(), get_agent("swe"), budget=10)["stop"] == ["</tool_call>"]


WEBSHOP_RESULTS = ["click[back to search]", "click[next >]", "click[b09x (1)]", "click[buy now]"]


def test_constrain_actions_allows_exactly_the_listed_actions_in_the_agents_format() -> None:
    params = turn_params(SamplingParams(constrain_actions=True), get_agent("webshop"), 100, WEBSHOP_RESULTS)
    regex = params["structured_outputs"]["regex"]
    for action in WEBSHOP_RESULTS:
        assert re.fullmatch(regex, f"<action>{action}</action>")
    for other in ("click[b09x]", "click[next ]", "search[shoes]", "<action>click[buy now]</action>"):
        assert not re.fullmatch(regex, f"<action>{other}</action>")
    grammars.compile_regex(regex)  # the workers' grammar backend takes it


def test_the_search_box_takes_a_query_and_unoffered_and_hidden_actions_stay_out() -> None:
    search_page = ["search[<query>]", "click[search]"]
    regex = turn_params(SamplingParams(constrain_actions=True), get_agent("webshop"), 100,
                        search_page)["structured_outputs"]["regex"]
    assert re.fullmatch(regex, "<action>search[red running shoes, size 9]</action>")
    assert not re.fullmatch(regex, "<action>click[search]</action>")
    assert not re.fullmatch(regex, "<action>search[a]b]</action>")
    alfworld = turn_params(SamplingParams(constrain_actions=True), get_agent("alfworld"), 100,
                           ["go to desk 1", "help", "take mug 2 from desk 1"])["structured_outputs"]["regex"]
    assert re.fullmatch(alfworld, "<action>take mug 2 from desk 1</action>")
    assert not re.fullmatch(alfworld, "<action>help</action>")
    grammars.compile_regex(alfworld)


def test_a_turn_without_listed_actions_is_free_and_the_two_constraints_exclude_each_other() -> None:
    assert "structured_outputs" not in turn_params(SamplingParams(constrain_actions=True), get_agent("webshop"), 9)
    with pytest.raises(ValidationError, match="set one"):
        SamplingParams(constrain_actions=True, regex="<action>look</action>")
