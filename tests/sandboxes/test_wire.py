"""The env-server wire format: results round-trip, malformed ones are protocol errors."""

from __future__ import annotations

import pytest

from sandboxes import wire
from sandboxes.errors import EnvError, ProtocolError
from sandboxes.protocol import Reset, StepResult


def test_results_round_trip_with_their_actions() -> None:
    reset = Reset("You are in a room.", anchor_state="a1", info={"task": 3}, actions=["look", "go to desk 1"],
                  agent_info={"workdir": "/testbed"})
    step = StepResult("Nothing happens.", reward=0.0, done=False, anchor_state="a1", actions=["look"])
    assert wire.reset_from_wire(wire.decode(wire.encode({"r": wire.result_to_wire(reset)}))["r"]) == reset
    assert wire.step_result_from_wire(wire.decode(wire.encode({"r": wire.result_to_wire(step)}))["r"]) == step


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"actions": "look"}, "wrong type"),
        ({"actions": ["look", 3]}, "must be strings"),
        ({"reward": True}, "wrong type"),
        ({"extra": 1}, "needs exactly"),
    ],
)
def test_malformed_step_results_are_protocol_errors(change: dict[str, object], problem: str) -> None:
    payload = {**wire.result_to_wire(StepResult("x", reward=1.0, done=True, anchor_state="a")), **change}
    with pytest.raises(ProtocolError, match=problem):
        wire.step_result_from_wire(payload)


# --- hostile replies: everything a sandbox sends back is untrusted bytes ---------------------


def step_line(**change: object) -> dict[str, object]:
    return {**wire.result_to_wire(StepResult("x", reward=1.0, done=True, anchor_state="a")), **change}


@pytest.mark.parametrize(
    "line",
    [
        pytest.param(b'{"id": 1, "result": {"reward": NaN}}', id="nan"),
        pytest.param(b'{"id": 1, "result": {"reward": Infinity}}', id="infinity"),
        pytest.param(b'{"id": 1, "result": {"reward": -Infinity}}', id="minus-infinity"),
        pytest.param(b'{"id": 1, "result": {"reward": 1e400}}', id="overflowing-float"),
        pytest.param(b'{"id": 1, "result": {"info": {"deep": [-1e999]}}}', id="overflow-in-info"),
        pytest.param(b'{"id": 1, "result": {"reward": ' + b"9" * 5000 + b"}}", id="int-over-digit-limit"),
    ],
)
def test_non_finite_numbers_anywhere_are_protocol_errors(line: bytes) -> None:
    with pytest.raises(ProtocolError):
        wire.decode(line)


def nested(depth: int) -> bytes:
    return b'{"id": 1, "result": ' + b'{"a": [' * (depth // 2) + b"0" + b"]}" * (depth // 2) + b"}"


def test_nesting_up_to_the_bound_decodes() -> None:
    assert wire.decode(nested(wire.MAX_DEPTH - 2))["id"] == 1  # the reply and its result are 2 levels


@pytest.mark.parametrize(
    "line",
    [
        pytest.param(nested(wire.MAX_DEPTH), id="past-the-bound"),
        pytest.param(b"[" * 200_000 + b"]" * 200_000, id="recursion-bomb"),
        pytest.param(b'{"a": ' * 200_000, id="unclosed-bomb"),
    ],
)
def test_deep_nesting_is_a_protocol_error(line: bytes) -> None:
    with pytest.raises(ProtocolError, match="nested"):
        wire.decode(line)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    text = '[{"x": "]}\\"' + "[" * 100 + '"}]'
    assert wire.decode(('{"id": 1, "result": ' + f'{{"observation": "{"[" * 1000}", "v": {text}}}}}').encode())


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        pytest.param({"reward": wire.MAX_ABS_REWARD * 10}, "reward", id="huge-reward"),
        pytest.param({"reward": -wire.MAX_ABS_REWARD * 10}, "reward", id="huge-penalty"),
        pytest.param({"reward": 10**400}, "reward", id="int-reward-past-float"),
        pytest.param({"done": 1}, "wrong type", id="done-not-bool"),
        pytest.param({"anchor_state": "a" * (wire.MAX_ANCHOR_STATE_CHARS + 1)}, "anchor_state", id="long-anchor"),
        pytest.param({"observation": "o" * (wire.MAX_OBSERVATION_CHARS + 1)}, "observation", id="long-observation"),
        pytest.param({"info": {"blob": "i" * wire.MAX_INFO_BYTES}}, "info", id="big-info"),
        pytest.param({"actions": ["look"] * (wire.MAX_ACTIONS + 1)}, "actions", id="too-many-actions"),
        pytest.param({"actions": ["a" * (wire.MAX_ACTION_CHARS + 1)]}, "action", id="long-action"),
    ],
)
def test_out_of_bounds_step_results_are_protocol_errors(change: dict[str, object], problem: str) -> None:
    with pytest.raises(ProtocolError, match=problem):
        wire.step_result_from_wire(step_line(**change))


@pytest.mark.parametrize(("reset", "problem"), [
    (Reset("o" * (wire.MAX_OBSERVATION_CHARS + 1), anchor_state="a"), "observation"),
    (Reset("o", anchor_state="a", agent_info={"text": "x" * wire.MAX_INFO_BYTES}), "agent_info"),
])
def test_a_reset_past_a_cap_is_a_protocol_error(reset: Reset, problem: str) -> None:
    with pytest.raises(ProtocolError, match=problem):
        wire.reset_from_wire(wire.result_to_wire(reset))


@pytest.mark.parametrize(
    "payload",
    [
        pytest.param({"type": [], "message": "x"}, id="unhashable-type"),
        pytest.param({"type": "EnvError" * 1000, "message": "x"}, id="unknown-long-type"),
        pytest.param({"type": "EnvError", "message": 3}, id="message-not-a-string"),
    ],
)
def test_malformed_errors_are_protocol_errors(payload: dict[str, object]) -> None:
    error = wire.error_from_wire(payload)
    assert isinstance(error, ProtocolError) and len(str(error)) < 300


def test_an_error_message_is_clipped() -> None:
    error = wire.error_from_wire({"type": "EnvError", "message": "e" * 100_000})
    assert isinstance(error, EnvError)
    assert str(error).startswith("e" * wire.MAX_ERROR_CHARS) and len(str(error)) < wire.MAX_ERROR_CHARS + 100


def test_a_reward_at_the_bound_is_a_float() -> None:
    result = wire.step_result_from_wire(step_line(reward=-int(wire.MAX_ABS_REWARD)))
    assert result.reward == -wire.MAX_ABS_REWARD and type(result.reward) is float


def test_a_reply_with_every_field_at_its_cap_fits_in_a_line() -> None:
    """The caps agree: an env's largest legitimate reply, even one whose observation is all
    escaped characters, decodes within MAX_LINE_BYTES."""
    info_blob = "i" * (wire.MAX_INFO_BYTES - 64)
    result = StepResult("é" * wire.MAX_OBSERVATION_CHARS, reward=wire.MAX_ABS_REWARD, done=False,
                        anchor_state="a" * wire.MAX_ANCHOR_STATE_CHARS, info={"blob": info_blob},
                        actions=["a" * wire.MAX_ACTION_CHARS] * wire.MAX_ACTIONS)
    line = wire.encode({"id": 7, "result": wire.result_to_wire(result)})
    assert len(line) <= wire.MAX_LINE_BYTES
    assert wire.step_result_from_wire(wire.decode(line)["result"]) == result


@pytest.mark.parametrize(
    ("method", "params", "cap"),
    [
        pytest.param("step", {"action": "x"}, wire.MAX_LINE_BYTES, id="step"),
        pytest.param("exec", {"max_output_bytes": 1000}, wire.MAX_LINE_BYTES + 2 * 6 * 1000, id="small-exec"),
        pytest.param("exec", {"max_output_bytes": 4 << 20}, wire.MAX_LINE_BYTES + 2 * 6 * (4 << 20), id="big-exec"),
    ],
)
def test_reply_caps_leave_room_for_the_output_an_exec_asked_for(method: str, params: dict, cap: int) -> None:
    assert wire.reply_cap(method, params) == cap
