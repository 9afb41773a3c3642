"""Misbehaving environments for the conformance suite's failure checks; never registered.

Run as a script, this module serves one of them like `python -m sandboxes.inside.server` does:
`python fake_envs.py KIND` (with `sandboxes` importable), KIND one of FAKE_ENVS.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside.server import serve, take_protocol_streams
from sandboxes.protocol import Environment, Reset, StepResult, anchor_state

CRASH_MARKER = "fake env: fatal error in step"
BROKEN_DATA = "fake env: the data directory holds no products"


class _FakeEnv(Environment):
    name = "fake"
    description = "A test double."

    @classmethod
    def splits(cls) -> dict[str, int]:
        return {"test": 1}

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        return Reset(observation="ready", anchor_state=anchor_state("ready"), info={"pid": os.getpid()})

    def step(self, action: str) -> StepResult:
        return StepResult(observation=action, reward=0.0, done=False, anchor_state=anchor_state(action))


class HangingEnv(_FakeEnv):
    """Step blocks until `release` is set (in a server process: until it is killed)."""

    def __init__(self) -> None:
        self.release = threading.Event()

    def step(self, action: str) -> StepResult:
        self.release.wait()
        return super().step(action)


class ExitingEnv(_FakeEnv):
    """Step writes a marker to stderr and kills its process with exit code 3."""

    def step(self, action: str) -> StepResult:
        sys.stderr.write(f"{CRASH_MARKER}\n")
        sys.stderr.flush()
        os._exit(3)


class RaisingEnv(_FakeEnv):
    """Step raises an exception that is not a SandboxError."""

    def step(self, action: str) -> StepResult:
        raise RuntimeError("fake env bug")


class NoisyEnv(_FakeEnv):
    """Reset prints to stdout, through Python and straight to file descriptor 1."""

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        print("noise through print")
        os.write(1, b"noise through fd 1\n")
        return super().reset(task, seed, options)


class SpawningEnv(_FakeEnv):
    """Reset starts a long-lived grandchild process (`sleep`), which close never stops."""

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        child = subprocess.Popen(["sleep", "300"], stdin=subprocess.DEVNULL)
        result = super().reset(task, seed, options)
        return Reset(result.observation, result.anchor_state, {**result.info, "grandchild": child.pid})


class WarmingEnv(_FakeEnv):
    """warm_up records when it ran (CLOCK_MONOTONIC is one clock for every process); reset reports it."""

    warmed_at = 0.0

    @classmethod
    def warm_up(cls) -> None:
        cls.warmed_at = time.monotonic()

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        result = super().reset(task, seed, options)
        return Reset(result.observation, result.anchor_state, {**result.info, "warmed_at": self.warmed_at})


class BrokenDataEnv(_FakeEnv):
    """Its data is unusable: warm_up fails, and reset fails the same way, as an EnvError."""

    @classmethod
    def warm_up(cls) -> None:
        raise EnvError(BROKEN_DATA)

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        raise EnvError(BROKEN_DATA)


FAKE_ENVS: dict[str, type[Environment]] = {
    "hang": HangingEnv,
    "exit": ExitingEnv,
    "raise": RaisingEnv,
    "noisy": NoisyEnv,
    "spawn": SpawningEnv,
    "warming": WarmingEnv,
    "broken-data": BrokenDataEnv,
}

if __name__ == "__main__":
    reader, writer = take_protocol_streams()
    serve(FAKE_ENVS[sys.argv[1]], reader, writer)
