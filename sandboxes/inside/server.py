"""The env server: runs one episode of a registered env behind JSON lines on stdin/stdout.

    python -m sandboxes.inside.server ENV_NAME

It is started once per episode, so it imports little: the registry imports the env's module
only. A pooled server is started before its task is known: it warms its env up
(`Environment.warm_up`: data, indexes) and then waits for `reset`.
Besides the env calls it answers `exec` (run a command in the sandbox, `sandboxes.inside.command`),
at any time. The protocol streams are private copies of fds 0 and 1; fd 1 then points at stderr and
fd 0 at /dev/null, so whatever the env prints (even from C code) never corrupts the protocol.
The server is non-dumpable and ignores the signals a command could send it
(`sandboxes.inside.confine.harden_server`), and each command runs confined away from it (its
own user, PID and mount namespaces, /proc and seccomp filter): no tool can write into the
protocol streams, read the server's memory or end it with a signal.
The server answers `close` and exits, and exits on end of input (its runner went away).
Whatever the agent's action brings about is answered as its outcome, never as an error: an
exception the env's step raises (`OrderEnforcing.step`) and a result too large for the wire
(`_step`) both end the episode as the agent's failure (done, reward 0, an observation saying so).
Exit codes: 0 after close or end of input, 2 for an unknown env or bad usage. It exits
without the interpreter's teardown (the env is closed by then, the streams flushed): that
saves 2 to 5 ms of CPU per episode (of about 50).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterable
from typing import Any, BinaryIO

from sandboxes import wire
from sandboxes.errors import ProtocolError, UnknownEnv
from sandboxes.inside import confine
from sandboxes.protocol import Environment, OrderEnforcing, agent_failure
from sandboxes.registry import get_env_class


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m sandboxes.inside.server ENV_NAME", file=sys.stderr)
        return 2
    confine.harden_server()
    reader, writer = take_protocol_streams()
    try:
        env_class = get_env_class(args[0])
    except UnknownEnv as exc:
        print(exc, file=sys.stderr)
        return 2
    serve(env_class, reader, writer)
    return 0


def serve(env_class: type[Environment], reader: Iterable[bytes], writer: BinaryIO) -> None:
    """Warm the env up, announce readiness, then answer requests until `close` or end of
    input; close the env."""
    with contextlib.suppress(Exception):  # reset meets the same failure and reports it
        env_class.warm_up()
    env = OrderEnforcing(env_class())
    writer.write(wire.encode({"id": wire.READY_ID, "result": {"ready": True, "pid": os.getpid()}}))
    writer.flush()
    try:
        for line in reader:
            response, closing = _handle(env, line)
            writer.write(response)
            writer.flush()
            if closing:
                break
    finally:
        env.close()


def _handle(env: OrderEnforcing, line: bytes) -> tuple[bytes, bool]:
    """The response line to one request line, and whether the request closed the episode."""
    request_id = None
    try:
        request = wire.decode(line)
        request_id, method = request.get("id"), request.get("method")
        result = _dispatch(env, method, request.get("params", {}))
        return wire.encode({"id": request_id, "result": result}), method == "close"
    except Exception as exc:  # the boundary: every failure becomes an error response
        return wire.encode({"id": request_id, "error": wire.error_to_wire(exc)}), False


def _dispatch(env: OrderEnforcing, method: Any, params: Any) -> dict[str, Any]:
    if not isinstance(params, dict):
        raise ProtocolError(f"params must be an object, got {params!r:.100}")
    if method == "reset":
        task: Any = params.get("task")  # wire values: OrderEnforcing checks them
        seed: Any = params.get("seed")
        reset = env.reset(task, seed, params.get("options", {}))
        return wire.result_to_wire(reset)
    if method == "step":
        if not isinstance(params.get("action"), str):
            raise ProtocolError(f"step needs a string 'action', got {params.get('action')!r:.100}")
        return _step(env, params["action"])
    if method == "close":
        env.close()
        return {}
    if method == "exec":
        from sandboxes.inside.command import run_command  # only when asked

        return run_command(params).to_wire()
    raise ProtocolError(f"unknown method {method!r:.50}")


def _step(env: OrderEnforcing, action: str) -> dict[str, Any]:
    """The wire result of `action`: the env's (its failures on the action are the agent's,
    `OrderEnforcing.step`), or, where that result is over a cap of the wire (`wire.oversized`,
    e.g. an answer the env echoes that long), the agent's failure: the runner would have to
    refuse the env's result as a protocol error, and the episode would be dropped as env_error."""
    result = wire.result_to_wire(env.step(action))
    problem = wire.oversized(result)
    if not problem:
        return result
    env.finish()
    return wire.result_to_wire(agent_failure(
        f"The environment's answer to your action is too large to send back ({problem}). "
        "The episode ends with reward 0.", error=problem))


def take_protocol_streams() -> tuple[BinaryIO, BinaryIO]:
    """Private duplicates of stdin/stdout for the protocol; fd 0 → /dev/null, fd 1 → stderr."""
    reader = os.fdopen(os.dup(0), "rb")
    writer = os.fdopen(os.dup(1), "wb")
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return reader, writer


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
