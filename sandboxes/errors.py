"""The errors the sandboxes package raises.

    SandboxError
    ├── EnvError           the env rejected the task, options or action format (bad input)
    │                      → the episode's status becomes env_error
    ├── EnvCrashed         the env process died, or the env raised an unexpected exception
    │   │                  outside a step; carries the tail of its stderr
    │   └── KilledByMemoryLimit  the env server was killed by its sandbox's memory cgroup while
    │                      it handled an action (runner side only: the agent's doing)
    ├── EnvTimeout         a reset/step/close call exceeded its timeout
    ├── SandboxStartError  the sandbox could not start (infrastructure); carries stderr too
    │   └── ForkServerUnavailable  no fork server can run here (pools start sandboxes afresh)
    ├── OrderError         a call out of order: step before reset or after done, any call
    │                      after close (a bug in the caller)
    ├── ProtocolError      a line on the env-server pipe broke the JSON-lines protocol
    └── UnknownEnv         no env is registered under that name (also a LookupError)

Errors cross the env-server pipe by class name (see `sandboxes.wire`). An exception that is
not a SandboxError, raised by an env's `step`, is the agent's outcome, not an error
(`protocol.Environment.failed_action`); raised elsewhere, it is reported as `EnvCrashed`.
"""

from __future__ import annotations


class SandboxError(Exception):
    """Root of every error this package raises."""


class EnvError(SandboxError):
    """The environment rejected its input: an unknown task, bad options, a malformed call."""


class _WithStderr(SandboxError):
    """An error that carries `stderr_tail`: the last output of the env process (decoded).

    `str()` is the message alone; callers add the tail where it helps (logs, status reasons).
    """

    def __init__(self, message: str, *, stderr_tail: str = "") -> None:
        super().__init__(message)
        self.stderr_tail = stderr_tail


class EnvCrashed(_WithStderr):
    """The environment failed: its process died or it raised an unexpected exception."""


class KilledByMemoryLimit(EnvCrashed):
    """The env server was killed while it handled an action, and its sandbox's memory cgroup
    counted an OOM kill meanwhile: the memory was taken by what the action did (tool commands
    are the kernel's first choice, `sandboxes.inside.confine`; files in the sandbox's tmpfs are
    nobody's to kill). The runner ends the episode as the agent's failure, not an env error."""


class EnvTimeout(SandboxError):
    """A call to the environment did not answer within its timeout."""


class SandboxStartError(_WithStderr):
    """The sandbox (runtime or env server) could not start: an infrastructure failure."""


class ForkServerUnavailable(SandboxStartError):
    """A fork server could not start (too old a bubblewrap, capabilities refused, the env's
    imports failing): its sandboxes can still be started each afresh."""


class OrderError(SandboxError):
    """A call came out of order: step before reset, step after done, a call after close."""


class ProtocolError(SandboxError):
    """A message on the env-server pipe did not follow the protocol (a bug on one side)."""


class UnknownEnv(SandboxError, LookupError):
    """No environment is registered under the requested name."""
