"""The env-server wire format: results round-trip, malformed ones are protocol errors."""

from __future__ import annotations

import pytest

from sandboxes import wire
from sandboxes.errors import ProtocolError
from sandboxes.protocol import Reset, StepResult


def test_results_round_trip_with_their_actions() -> None:
    reset = Reset("You are in a room.", anchor_state="a1", info={"task": 3}, actions=["look", "go to desk 1"])
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
