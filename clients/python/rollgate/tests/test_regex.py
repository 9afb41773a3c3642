"""`sampling.regex` is bounded before any worker's grammar compiler sees it (rollgate._regex)."""

import pytest
from pydantic import ValidationError

from rollgate import SamplingParams

ACTION_FORMATS = [
    r"<answer>[0-9]{1,3} [-+*/] [0-9]{1,3}</answer>",
    r"(<search>(iron|gold|carbon|copper|water|dog)</search>|<answer>[a-z]{1,10}</answer>)",
    r"<answer>[0-9+*/() -]+</answer>",
    r"<action>(inventory|look|go to drawer 1)</action>",
    r"(a{256}){4}",
    "",
]


@pytest.mark.parametrize("regex", ACTION_FORMATS)
def test_action_formats_pass(regex: str) -> None:
    assert SamplingParams(regex=regex).regex == regex


@pytest.mark.parametrize(("regex", "reason"), [
    pytest.param("a" * 1025, "longer than 1024", id="too-long"),
    pytest.param("(a+)+", "nested quantifier", id="plus-in-plus"),
    pytest.param("(a*)*", "nested quantifier", id="star-in-star"),
    pytest.param(r"(\w+ )*x", "nested quantifier", id="word-star"),
    pytest.param("(x|a+){2}", "nested quantifier", id="plus-in-count"),
    pytest.param("(?:a{2,5})+", "nested quantifier", id="count-in-plus"),
    pytest.param("a{257}", "repetition count over 256", id="count-too-big"),
    pytest.param("a{1,100000}", "repetition count over 256", id="upper-bound-too-big"),
    pytest.param("a{300,}", "repetition count over 256", id="lower-bound-too-big"),
    pytest.param("(a{100}){100}", "multiply past 1024", id="product-too-big"),
    pytest.param("((a{8}){8}){17}", "multiply past 1024", id="product-of-three"),
    pytest.param("<action>(</action>", "not a regular expression", id="unbalanced"),
])
def test_unbounded_shapes_are_refused(regex: str, reason: str) -> None:
    with pytest.raises(ValidationError) as caught:
        SamplingParams(regex=regex)
    error = caught.value.errors()[0]
    assert error["loc"] == ("regex",) and reason in error["msg"], error
