"""The env-server wire format: one JSON object per line, each way.

    runner → server   {"id": n, "method": "reset"|"step"|"close", "params": {...}}
    server → runner   {"id": n, "result": {...}}
                      {"id": n, "error": {"type": "EnvError"|..., "message": "..."}}

The server's first line, before any request, is `{"id": 0, "result": {"ready": true, ...}}`.
Errors travel by class name; a name this side does not know decodes as ProtocolError.

Everything a sandbox sends back is hostile bytes (the env, or the policy's own commands
inside the sandbox, may write anything). So a reply is bounded before it is trusted: its
line (`reply_cap`, enforced as it is read by `sandboxes.host.pipe`), its nesting, its numbers
(finite only) and each field of a result (the caps below). Breaking any of them is a
ProtocolError, which ends the episode as env_error with no reward.
"""

from __future__ import annotations

import dataclasses
import json
import math
from typing import Any

from sandboxes import errors
from sandboxes.protocol import Reset, StepResult

READY_ID = 0

MAX_OBSERVATION_CHARS = 128 * 1024
"""An observation's length. The longest legitimate ones are a SWE issue text (tens of KB
at the very longest), a SWE tool's output (its own caps: 16 KB of shell output, 20,000
characters of a file view) and a WebShop page (a few KB): the cap leaves them 4x or more
of room, and is more text than a policy's context takes in one turn (some 32k tokens)."""
MAX_INFO_BYTES = 256 * 1024
"""`info` as compact JSON. The largest legitimate one is SWE's final info, which carries the
agent's patch (bounded by what the agent could type in its token budget) and up to 50 test
names; info is stored with the trajectory, so it must stay small."""
MAX_ACTIONS = 1024
"""How many admissible actions a result may list: ALFWorld's commands (tens; 23 at most in
the shipped games) and WebShop's clickables (a page's hits and buttons, an item's options)."""
MAX_ACTION_CHARS = 512
"""The length of one admissible action: ALFWorld's commands and WebShop's clickables are
short phrases (under 40 characters in the shipped data)."""
MAX_ANCHOR_STATE_CHARS = 128
"""An anchor state's length: `protocol.anchor_state` makes 16 hex digits; room for an env's own."""
MAX_ABS_REWARD = 1e6
"""The largest reward magnitude a step may report: every env here rewards within [0, 1]; far
past that is a broken or forged reply, and would swamp a group's advantages."""
MAX_DEPTH = 32
"""How deeply a line's arrays and objects may nest (the reply object itself is level 1, a
result 2): results are shallow, and json's recursive parser must never meet a deep line."""
MAX_LINE_BYTES = 2 * 1024 * 1024
"""A reply line's length (exec replies excepted, `reply_cap`). A reply with every field at
its cap fits: an observation escaped at 6 bytes a character (`encode` writes ASCII only)
is 768 KiB, info 256 KiB, actions about 520 KiB. It bounds what a sandbox can make the
runner buffer."""
MAX_ERROR_CHARS = 4000
"""An error response's message (it becomes the episode's status reason): the server sends
the last this many characters of an env's traceback, the runner keeps the first."""
EXEC_BYTES_PER_OUTPUT_BYTE = 6
"""An exec's output byte decodes to at most one character (U+FFFD when invalid), which
`encode` escapes to at most 6 bytes."""

_WIRE_ERRORS = (errors.EnvError, errors.EnvCrashed, errors.EnvTimeout, errors.OrderError, errors.ProtocolError)
_ERROR_TYPES: dict[str, type[errors.SandboxError]] = {cls.__name__: cls for cls in _WIRE_ERRORS}
_FIELD_TYPES: dict[str, type | tuple[type, ...]] = {
    "observation": str,
    "anchor_state": str,
    "info": dict,
    "agent_info": dict,
    "reward": (int, float),
    "done": bool,
    "actions": list,
}
_LENGTH_CAPS = {"observation": MAX_OBSERVATION_CHARS, "anchor_state": MAX_ANCHOR_STATE_CHARS,
                "actions": MAX_ACTIONS}
_BRACKETS_AS_SQUARE = bytes.maketrans(b"{}", b"[]")
_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")


def encode(message: dict[str, Any]) -> bytes:
    """One protocol line; raises TypeError/ValueError if `message` is not JSON-serialisable.

    ASCII-only, so any str (even one holding lone surrogates) survives the trip.
    """
    return json.dumps(message, separators=(",", ":"), allow_nan=False).encode() + b"\n"


def decode(line: bytes) -> dict[str, Any]:
    """Parse one protocol line into a JSON object: UTF-8, nested at most MAX_DEPTH levels,
    finite numbers only (no NaN, no Infinity, no float that overflows); ProtocolError otherwise.

    The nesting is checked before parsing, without recursion (`_check_depth`).
    """
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise errors.ProtocolError(f"not a UTF-8 line: {exc}: {line[:200]!r}") from None
    _check_depth(line)
    try:
        message = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except (ValueError, RecursionError) as exc:  # ValueError: JSONDecodeError, ints past the digit limit
        raise errors.ProtocolError(f"not a JSON line: {exc}: {line[:200]!r}") from None
    if not isinstance(message, dict):
        raise errors.ProtocolError(f"not a JSON object: {line[:200]!r}")
    return message


def reply_cap(method: str, params: dict[str, Any]) -> int:
    """The longest reply line a request may get: MAX_LINE_BYTES, and for `exec` room for both
    output streams as far as it asked for them."""
    if method != "exec":
        return MAX_LINE_BYTES
    return MAX_LINE_BYTES + 2 * EXEC_BYTES_PER_OUTPUT_BYTE * int(params.get("max_output_bytes", 0))


def result_to_wire(result: Reset | StepResult) -> dict[str, Any]:
    return dataclasses.asdict(result)


def reset_from_wire(payload: Any) -> Reset:
    return Reset(**_checked_fields(Reset, payload))


def step_result_from_wire(payload: Any) -> StepResult:
    fields = _checked_fields(StepResult, payload)
    reward = fields["reward"]
    if not abs(reward) <= MAX_ABS_REWARD:  # compared before float(): an int may overflow it
        raise errors.ProtocolError(f"StepResult.reward must be finite and within ±{MAX_ABS_REWARD:g}, "
                                   f"got {reward!r:.50}")
    return StepResult(**{**fields, "reward": float(reward)})


def error_to_wire(exc: Exception) -> dict[str, str]:
    """A SandboxError travels as its protocol class; anything else is the env failing, so it
    travels as EnvCrashed with the end of its traceback as the message."""
    for name, error_type in _ERROR_TYPES.items():
        if isinstance(exc, error_type):
            return {"type": name, "message": str(exc)}
    import traceback  # only on failures: the env server imports this module at start

    trace = "".join(traceback.format_exception(exc))
    return {"type": "EnvCrashed", "message": trace[-MAX_ERROR_CHARS:].strip()}


def error_from_wire(payload: Any) -> errors.SandboxError:
    """The error a response carries, its message clipped to MAX_ERROR_CHARS; ProtocolError
    when it is malformed or of a type this side does not know."""
    if not isinstance(payload, dict) or not isinstance(payload.get("message"), str):
        return errors.ProtocolError(f"malformed error: {payload!r:.200}")
    name, message = payload.get("type"), payload["message"]
    if len(message) > MAX_ERROR_CHARS:
        message = f"{message[:MAX_ERROR_CHARS]} [{len(message) - MAX_ERROR_CHARS} more characters]"
    error_type = _ERROR_TYPES.get(name) if isinstance(name, str) else None
    if error_type is None:
        return errors.ProtocolError(f"unknown error type {name!r:.100}: {message}")
    return error_type(message)


def oversized(payload: dict[str, Any], name: str = "StepResult") -> str:
    """What in a result's wire fields (of the right types) is over its cap, e.g. "StepResult.info
    is over 262144 bytes as JSON: 400095"; "" when nothing is. The env server checks its own
    results with it before sending them (`sandboxes.inside.server`): an answer too large to
    send is the agent's failure there, where the runner must refuse it as a protocol error."""
    for field_name, cap in _LENGTH_CAPS.items():
        if (size := len(payload[field_name])) > cap:
            return f"{name}.{field_name} is longer than {cap}: {size}"
    if not all(len(action) <= MAX_ACTION_CHARS for action in payload["actions"]):
        return f"{name}.actions must be strings of at most {MAX_ACTION_CHARS} characters"
    for key in ("info", "agent_info"):
        info_bytes = len(json.dumps(payload.get(key, {}), separators=(",", ":")))
        if info_bytes > MAX_INFO_BYTES:
            return f"{name}.{key} is over {MAX_INFO_BYTES} bytes as JSON: {info_bytes}"
    return ""


def _checked_fields(cls: type, payload: Any) -> dict[str, Any]:
    """`payload`'s fields, checked against `cls`'s: exactly those names, each of the right type
    and within its cap."""
    names = {f.name for f in dataclasses.fields(cls)}
    if not isinstance(payload, dict) or set(payload) != names:
        raise errors.ProtocolError(f"a {cls.__name__} needs exactly {sorted(names)}, got {payload!r:.200}")
    for name in names:
        value = payload[name]
        if not isinstance(value, _FIELD_TYPES[name]) or (name == "reward" and isinstance(value, bool)):
            raise errors.ProtocolError(f"{cls.__name__}.{name} has the wrong type: {value!r:.100}")
    actions = payload["actions"]
    if not all(isinstance(action, str) for action in actions):
        raise errors.ProtocolError(f"{cls.__name__}.actions must be strings of at most {MAX_ACTION_CHARS} "
                                   f"characters: {actions!r:.100}")
    if problem := oversized(payload, cls.__name__):
        raise errors.ProtocolError(problem)
    return payload


def _check_depth(line: bytes) -> None:
    """ProtocolError if `line` nests arrays and objects deeper than MAX_DEPTH (or its brackets
    do not balance). No recursion, and at most MAX_DEPTH passes over the line, each in C:
    escaped quotes and backslashes go, then strings (every other piece between quotes), then
    all but the brackets; each pass then removes the innermost pairs, one level of nesting."""
    if line.count(b"[") + line.count(b"{") <= MAX_DEPTH:
        return
    unescaped = line.replace(b"\\\\", b"").replace(b'\\"', b"")
    brackets = b"".join(unescaped.split(b'"')[::2]).translate(_BRACKETS_AS_SQUARE, _NOT_BRACKETS)
    for _ in range(MAX_DEPTH):
        inner_removed = brackets.replace(b"[]", b"")
        if not inner_removed or len(inner_removed) == len(brackets):
            break
        brackets = inner_removed
    if inner_removed:
        raise errors.ProtocolError(f"a line nested deeper than {MAX_DEPTH} levels (or unbalanced): {line[:200]!r}")


def _refuse_constant(name: str) -> float:
    raise errors.ProtocolError(f"a non-finite number ({name}) on the wire")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise errors.ProtocolError(f"a number past the float range on the wire: {text[:50]}")
    return value
