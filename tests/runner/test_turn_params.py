"""The sampling parameters of one turn: the job's, bounded by the token budget, with the agent's stops."""

from __future__ import annotations

from rollgate import SamplingParams

from services.runner.agents import get_agent
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
