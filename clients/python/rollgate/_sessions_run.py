"""`rollgate sessions run`: play a job's sessions with a command of your own, one process per session.

The driver takes a session only when it has a free slot (a session's idle clock starts when it is
granted), resets its env, starts the command with the session in its environment and the task in
its arguments, and finishes the session when the command exits or is killed at its time limit, so
that a session never waits out its idle timeout for a command that is gone. The session's
credential reaches the command's environment only: it is never printed.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import ExitStack, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO
from urllib.parse import quote

from rollgate._api import SESSION_ENDED, is_terminal
from rollgate._client import Client
from rollgate._exceptions import APIError, RollgateError
from rollgate._models import EXTERNAL_ENV, SessionGrant
from rollgate._session import SessionClient

SessionOpener = Callable[[SessionGrant], SessionClient]
_PLACEHOLDER = re.compile(r"\{(task|task_id|session_id)\}")
_HIDDEN_FROM_COMMAND = ("ROLLGATE_TOKEN",)
"""The job owner's token: the command acts on its session, with the session's own credential."""


@dataclass(frozen=True)
class Options:
    job_id: str
    command: Sequence[str]
    concurrency: int = 1
    wait_s: float = 10.0
    timeout_s: float = 3600.0
    logs: Path | None = None
    limit: int = 0
    """Sessions to run at most; 0: until the job is over."""

    def __post_init__(self) -> None:
        if not self.command:
            raise ValueError("give the command to run per session after --")
        if self.concurrency < 1 or self.limit < 0 or self.timeout_s <= 0 or self.wait_s < 0:
            raise ValueError("--concurrency must be at least 1, --limit and --wait-s at least 0, --timeout-s over 0")


def open_session(grant: SessionGrant) -> SessionClient:
    return SessionClient(grant.base_url, grant.api_key)


def run_sessions(client: Client, options: Options, out: TextIO | None = None,
                 opener: SessionOpener = open_session) -> None:
    """Run the command once per session of the job, up to `options.concurrency` at once, until
    `options.limit` sessions ran or none is granted and the job is over; one line per session on
    `out` (default: stdout). An error, a command that could not start, or an interrupt stops the
    driver: the commands running are killed, their sessions finished, and the error raised."""
    if options.logs is not None:
        options.logs.mkdir(parents=True, exist_ok=True)
    driver = _Driver(options, out or sys.stdout, opener)
    slots = threading.Semaphore(options.concurrency)
    with ThreadPoolExecutor(options.concurrency, thread_name_prefix="session") as pool:
        started: list[Future[None]] = []
        try:
            for grant in _grants(client, options, slots, started):
                started.append(pool.submit(driver.play, grant))
                started[-1].add_done_callback(lambda _: slots.release())  # once done: a failure shows at once
        except BaseException:
            driver.stop()
            raise
    _raise_first_failure(started)


def _grants(client: Client, options: Options, slots: threading.Semaphore,
            started: list[Future[None]]) -> Iterator[SessionGrant]:
    """A grant each time a slot is free, until `limit` of them or the job is over with none left; the
    first session that failed is raised instead."""
    granted = 0
    while not options.limit or granted < options.limit:
        slots.acquire()
        _raise_first_failure(started)
        grant = client.next_session(options.job_id, options.wait_s)
        if grant is None:
            slots.release()
            if is_terminal(client.get_job(options.job_id)):
                return
            continue
        granted += 1
        yield grant


def _raise_first_failure(started: list[Future[None]]) -> None:
    for future in started:
        if future.done() and (error := future.exception()) is not None:
            raise error


class _Driver:
    """Plays granted sessions, each in a pool thread, and keeps their commands to kill them."""

    def __init__(self, options: Options, out: TextIO, opener: SessionOpener) -> None:
        self._options, self._out, self._open = options, out, opener
        self._lock = threading.Lock()
        self._running: set[subprocess.Popen[bytes]] = set()
        self._stopped = False

    def play(self, grant: SessionGrant) -> None:
        """Reset, run the command, finish, report."""
        with self._open(grant) as session:
            self._play(grant, session)

    def stop(self) -> None:
        """Kill the commands running and any started from now on."""
        with self._lock:
            self._stopped = True
            for process in self._running:
                _kill_group(process)

    def _play(self, grant: SessionGrant, session: SessionClient) -> None:
        outcome = "-"
        try:
            task = _task_text(grant, session)
            outcome = self._run(grant, task)
        except RollgateError as exc:
            print(f"warning: session {grant.session_id}: {exc}", file=sys.stderr)
        finally:
            self._report(grant, outcome, _finish(session))

    def _run(self, grant: SessionGrant, task: str) -> str:
        """The command's exit code (negative: the signal that ended it), or `timeout` if it was killed
        at the time limit."""
        values = {"task": task, "task_id": grant.task.id, "session_id": grant.session_id}
        argv = [_PLACEHOLDER.sub(lambda match: values[match[1]], arg) for arg in self._options.command]
        with ExitStack() as stack:
            log = None
            if self._options.logs is not None:
                log = stack.enter_context((self._options.logs / f"{quote(grant.session_id, safe='')}.log").open("wb"))
            process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log,
                                       stderr=None if log is None else subprocess.STDOUT, env=_environment(grant),
                                       start_new_session=True)
            return self._wait(process)

    def _wait(self, process: subprocess.Popen[bytes]) -> str:
        with self._lock:
            self._running.add(process)
            if self._stopped:
                _kill_group(process)
        try:
            return str(process.wait(timeout=self._options.timeout_s))
        except subprocess.TimeoutExpired:
            _kill_group(process)
            process.wait()
            return "timeout"
        finally:
            with self._lock:
                self._running.discard(process)

    def _report(self, grant: SessionGrant, outcome: str, finished: str) -> None:
        with self._lock:
            print(f"{grant.session_id} {grant.task.id or '-'} {outcome} {finished}", file=self._out, flush=True)


def _task_text(grant: SessionGrant, session: SessionClient) -> str:
    """What `{task}` stands for: the env's problem statement, else its first observation (the env
    is reset here); for env external, the task's data as JSON."""
    if grant.env == EXTERNAL_ENV:
        return json.dumps(grant.task.data)
    reset: dict[str, Any] = session.reset()
    statement = (reset.get("info") or {}).get("problem_statement")
    return statement if isinstance(statement, str) else str(reset.get("observation", ""))


def _environment(grant: SessionGrant) -> dict[str, str]:
    inherited = {name: value for name, value in os.environ.items() if name not in _HIDDEN_FROM_COMMAND}
    return {**inherited, "ROLLGATE_SESSION_URL": grant.base_url, "ROLLGATE_SESSION_KEY": grant.api_key,
            "ROLLGATE_SESSION_ID": grant.session_id, "ROLLGATE_TASK_ID": grant.task.id}


def _finish(session: SessionClient) -> str:
    """The status the session finished with; `ended` if it had ended already; else why it failed."""
    try:
        return str(session.finish().get("status", ""))
    except APIError as exc:
        return "ended" if exc.code == SESSION_ENDED else f"error: {exc}"
    except RollgateError as exc:
        return f"error: {exc}"


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    with suppress(ProcessLookupError):  # the group is gone already
        os.killpg(process.pid, signal.SIGKILL)
