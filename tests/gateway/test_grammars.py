"""The gateway compiles a job's regex with the workers' grammar backend (xgrammar) before admitting it."""

import asyncio
import time

import pytest
from rollgate import JobSpec

from services.common.errors import InvalidArgument
from services.common.settings import Settings
from services.gateway import grammars
from services.gateway.service import GatewayService
from tests.gateway.callers import TESTER


def test_an_action_format_compiles() -> None:
    asyncio.run(grammars.check_regex_compiles(r"<answer>[0-9]{1,3} [-+*/] [0-9]{1,3}</answer>", 5.0))


@pytest.mark.parametrize(("regex", "reason"), [
    pytest.param(r"(?=<a>)<a>x", "Lookahead", id="lookahead"),
    pytest.param(r"(<a>)x\1", "Backreference", id="backreference"),
    pytest.param(r"\bword", "Word boundary", id="word-boundary"),
    pytest.param(r"(?i)<answer>", "", id="inline-flag"),
])
def test_a_regex_re_accepts_but_xgrammar_cannot_compile_is_refused_at_submission(regex: str, reason: str) -> None:
    service = GatewayService(Settings(), None, None, None)  # type: ignore[arg-type]  # refused before the store
    spec = JobSpec(env="countdown", tasks=["train-000001"], sampling={"regex": regex})
    with pytest.raises(InvalidArgument) as caught:
        asyncio.run(service.submit(spec, TESTER))
    assert caught.value.field == "sampling.regex" and "cannot compile" in caught.value.message
    assert reason in caught.value.message


def test_a_compilation_over_the_timeout_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(grammars, "compile_regex", lambda regex: time.sleep(1.0))
    with pytest.raises(InvalidArgument) as caught:
        asyncio.run(grammars.check_regex_compiles("a", 0.05))
    assert caught.value.field == "sampling.regex" and "within 0.05s" in caught.value.message


@pytest.mark.parametrize(("spec", "reason"), [
    pytest.param({"env": "countdown", "tasks": ["train-000001"]}, "has no action format", id="agent-without-format"),
    pytest.param({"env": "alfworld", "tasks": ["x"], "agent": {"kind": "external"}}, "external agent", id="external"),
])
def test_constrain_actions_is_refused_where_no_agent_of_ours_can_constrain(spec: dict, reason: str) -> None:
    service = GatewayService(Settings(), None, None, None)  # type: ignore[arg-type]  # refused before the store
    with pytest.raises(InvalidArgument) as caught:
        asyncio.run(service.submit(JobSpec(**spec, sampling={"constrain_actions": True}), TESTER))
    assert caught.value.field == "sampling.constrain_actions" and reason in caught.value.message
