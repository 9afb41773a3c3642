"""Sessions over a hostile env server: a reply that breaks the protocol fails the session,
and only a session that ended in step (`unconfirmed == ""`) is trusted."""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest
from conftest import StartSandbox
from hostile_server import RESET, STEP_WON, source

from sandboxes import wire
from sandboxes.errors import OrderError, ProtocolError
from sandboxes.host.config import SandboxConfig
from sandboxes.host.sandbox import Sandbox
from sandboxes.host.session import SubprocessSession

TASK = {"id": "train-000000"}
FORGED_STEP = STEP_WON.replace("{id}", "{next}")


HostileSession = Callable[[list[list[str]]], Awaitable[SubprocessSession]]


@pytest.fixture
async def hostile_session() -> AsyncIterator[HostileSession]:
    """`await hostile_session(script)`: a session over the hostile server answering as `script`
    says (see hostile_server.py), in a plain process; closed at the end of the test."""
    sessions: list[SubprocessSession] = []

    async def start(script: list[list[str]]) -> SubprocessSession:
        config = SandboxConfig(backend="process", allow_unsandboxed=True)
        command = [sys.executable, "-S", "-c", source(), json.dumps(script)]
        sandbox = await Sandbox.start("countdown", config, timeout_s=60, command=command)
        sessions.append(SubprocessSession(sandbox, timeout_s=30))
        return sessions[-1]

    yield start
    for session in sessions:
        await session.close()


async def test_an_honest_session_is_confirmed_at_close(hostile_session: HostileSession) -> None:
    session = await hostile_session([[RESET], [STEP_WON]])
    await session.reset(TASK, 0, {})
    assert (await session.step("3 + 5")).reward == 1.0
    assert session.unconfirmed
    await session.close()
    assert session.unconfirmed == ""


async def test_a_real_env_server_is_confirmed_at_close(start_sandbox: StartSandbox, backend: str) -> None:
    """Every kind of sandbox ends its protocol stream once stopped, so an honest session is
    confirmed in each."""
    session = SubprocessSession(await start_sandbox(backend), timeout_s=60)
    await session.reset(TASK, 0, {})
    await session.step("1 + 2")
    await session.close()
    assert session.unconfirmed == ""


@pytest.mark.parametrize(
    ("reply", "problem"),
    [
        pytest.param(STEP_WON.replace("1.0", "NaN"), "non-finite", id="nan-reward"),
        pytest.param(STEP_WON.replace("1.0", "1e400"), "float range", id="overflowing-reward"),
        pytest.param(STEP_WON.replace('"info":{}', '"info":' + '{"a":' * 100 + "0" + "}" * 100), "nested", id="deep"),
        pytest.param('{"id":{id},"result":"{pad:' + str(wire.MAX_LINE_BYTES) + '}"}', "over", id="oversize-line"),
        pytest.param(STEP_WON.replace("{id}", "{next}"), "expected a response to request", id="wrong-request"),
        pytest.param(STEP_WON.replace("{id}", "{id}.0"), "expected a response to request", id="id-not-an-int"),
    ],
)
async def test_a_reply_breaking_the_protocol_fails_the_session(
    hostile_session: HostileSession, reply: str, problem: str
) -> None:
    session = await hostile_session([[RESET], [reply]])
    await session.reset(TASK, 0, {})
    with pytest.raises(ProtocolError, match=problem):
        await session.step("3 + 5")
    with pytest.raises(OrderError, match="failed"):
        await session.step("3 + 5")
    await session.close()
    assert "failed (ProtocolError)" in session.unconfirmed
    assert not session.sandbox.alive


@pytest.mark.parametrize(
    ("script", "problem"),
    [
        pytest.param([[RESET], [STEP_WON, STEP_WON]], "close failed: ProtocolError", id="second-reply"),
        pytest.param([[RESET], [STEP_WON, "hello"]], "close failed: ProtocolError", id="garbage-after"),
        pytest.param([[RESET], [STEP_WON, '{"id":{next},"result":{}}']], "no request asked for",
                     id="forged-close-reply"),
        pytest.param([[RESET, FORGED_STEP], [STEP_WON.replace("1.0", "0.0")]], "close failed: ProtocolError",
                     id="reply-sent-ahead"),
    ],
)
async def test_an_unsolicited_line_leaves_the_session_unconfirmed(
    hostile_session: HostileSession, script: list[list[str]], problem: str
) -> None:
    """The reward read is the one a line sent ahead carried, or the last true one with a line
    after it: either way the close finds one line too many."""
    session = await hostile_session(script)
    await session.reset(TASK, 0, {})
    assert (await session.step("3 + 5")).done
    await session.close()
    assert problem in session.unconfirmed
    assert not session.sandbox.alive
