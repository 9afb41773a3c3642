"""The env-server wire format: one JSON object per line, each way.

    runner → server   {"id": n, "method": "reset"|"step"|"close", "params": {...}}
    server → runner   {"id": n, "result": {...}}
                      {"id": n, "error": {"type": "EnvError"|..., "message": "..."}}

The server's first line, before any request, is `{"id": 0, "result": {"ready": true, ...}}`.
Errors travel by class name; a name this side does not know decodes as ProtocolError.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from sandboxes import errors
from sandboxes.protocol import Reset, StepResult

READY_ID = 0
_MAX_TRACE_CHARS = 4000
_WIRE_ERRORS = (errors.EnvError, errors.EnvCrashed, errors.EnvTimeout, errors.OrderError, errors.ProtocolError)
_ERROR_TYPES: dict[str, type[errors.SandboxError]] = {cls.__name__: cls for cls in _WIRE_ERRORS}
_FIELD_TYPES: dict[str, type | tuple[type, ...]] = {
    "observation": str,
    "anchor_state": str,
    "info": dict,
    "reward": (int, float),
    "done": bool,
    "actions": list,
}


def encode(message: dict[str, Any]) -> bytes:
    """One protocol line; raises TypeError/ValueError if `message` is not JSON-serialisable.

    ASCII-only, so any str (even one holding lone surrogates) survives the trip.
    """
    return json.dumps(message, separators=(",", ":"), allow_nan=False).encode() + b"\n"


def decode(line: bytes) -> dict[str, Any]:
    """Parse one protocol line into a JSON object; ProtocolError otherwise."""
    try:
        message = json.loads(line)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise errors.ProtocolError(f"not a JSON line: {exc}: {line[:200]!r}") from None
    if not isinstance(message, dict):
        raise errors.ProtocolError(f"not a JSON object: {line[:200]!r}")
    return message


def result_to_wire(result: Reset | StepResult) -> dict[str, Any]:
    return dataclasses.asdict(result)


def reset_from_wire(payload: Any) -> Reset:
    return Reset(**_checked_fields(Reset, payload))


def step_result_from_wire(payload: Any) -> StepResult:
    fields = _checked_fields(StepResult, payload)
    return StepResult(**{**fields, "reward": float(fields["reward"])})


def error_to_wire(exc: Exception) -> dict[str, str]:
    """A SandboxError travels as its protocol class; anything else is the env failing, so it
    travels as EnvCrashed with the end of its traceback as the message."""
    for name, error_type in _ERROR_TYPES.items():
        if isinstance(exc, error_type):
            return {"type": name, "message": str(exc)}
    import traceback  # only on failures: the env server imports this module at start

    trace = "".join(traceback.format_exception(exc))
    return {"type": "EnvCrashed", "message": trace[-_MAX_TRACE_CHARS:].strip()}


def error_from_wire(payload: Any) -> errors.SandboxError:
    if not isinstance(payload, dict) or not isinstance(payload.get("message"), str):
        return errors.ProtocolError(f"malformed error: {payload!r:.200}")
    error_type = _ERROR_TYPES.get(payload.get("type", ""))
    if error_type is None:
        return errors.ProtocolError(f"unknown error type {payload.get('type')!r}: {payload['message']}")
    return error_type(payload["message"])


def _checked_fields(cls: type, payload: Any) -> dict[str, Any]:
    """`payload`'s fields, checked against `cls`'s: exactly those names, each of the right type."""
    names = {f.name for f in dataclasses.fields(cls)}
    if not isinstance(payload, dict) or set(payload) != names:
        raise errors.ProtocolError(f"a {cls.__name__} needs exactly {sorted(names)}, got {payload!r:.200}")
    for name in names:
        value = payload[name]
        if not isinstance(value, _FIELD_TYPES[name]) or (name == "reward" and isinstance(value, bool)):
            raise errors.ProtocolError(f"{cls.__name__}.{name} has the wrong type: {value!r:.100}")
    if not all(isinstance(action, str) for action in payload["actions"]):
        raise errors.ProtocolError(f"{cls.__name__}.actions must be strings: {payload['actions']!r:.100}")
    return payload
