"""The grader's side of a sealed test run: start it, then read and check its report.

    sealed_argv(python, key_file, report_file, repo, pytest_args) -> argv
    read_report(report_file, key, exit_code) -> Verdict

The test process runs `sealed_pytest` (see there): nothing it prints is read. The verdict
comes from its report, whose records are chained by an HMAC under a key only the grader and
the program's first lines held. A test counts as passed only when its setup, call and
teardown each reported `passed` (not skipped, not an expected failure); a test with no report
(vanished, or its module failed to collect) did not pass. The run as a whole counts only when
the chain is intact, it ends with an `end` record, that record's exit status is the process's
own, and no `tamper` record was written; otherwise every test counts as failed and the
verdict says why.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

KEY_BYTES = 32
REPORT_CAP_BYTES = 64 * 1024 * 1024
"""The most of a report that is read: a report larger than this is not a test run's."""
PYTEST_EXIT_OK, PYTEST_EXIT_TESTS_FAILED = 0, 1
_PROGRAM = Path(__file__).with_name("sealed_pytest.py")


@dataclass
class Verdict:
    """Per test: "passed", "failed", "error" (setup or teardown failed), "skipped" or
    "xfailed"/"xpassed" (an expected-failure marker decided it); `problem`, when set, voids
    the run (every test counts as failed)."""

    outcomes: dict[str, str] = field(default_factory=dict)
    collect_errors: list[str] = field(default_factory=list)
    problem: str = ""

    def passed(self, test: str) -> bool:
        return not self.problem and self.outcomes.get(test) == "passed"


def new_key() -> bytes:
    return secrets.token_bytes(KEY_BYTES)


def sealed_argv(python: str, key_file: Path, report_file: Path, repo: Path, pytest_args: list[str]) -> list[str]:
    """The argv of a sealed pytest run: the program's source is an argument, never a file the
    repository could shadow; -E -s -P keep PYTHONPATH, the user site and the working directory
    off the path, -B writes no bytecode."""
    source = _PROGRAM.read_text(encoding="utf-8")
    return [python, "-E", "-s", "-P", "-B", "-c", source, str(key_file), str(report_file), str(repo), *pytest_args]


def open_report(path: Path) -> BinaryIO:
    """The report file, created empty (mode 0600) and opened for reading before the run: the
    grader reads the file it made, whatever the tested code does to its path afterwards."""
    return os.fdopen(os.open(path, os.O_RDONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600), "rb")


def read_report(report: BinaryIO, key: bytes, exit_code: int | None) -> Verdict:
    """The verdict of a finished run (its report as `open_report` opened it) whose process
    ended with `exit_code` (None: a signal ended it)."""
    data = report.read(REPORT_CAP_BYTES + 1)
    if len(data) > REPORT_CAP_BYTES:
        return Verdict(problem="the report is larger than any test run's")
    records, problem = _verified(data, key)
    verdict = _tally(records)
    verdict.problem = problem or _run_problem(records, exit_code)
    return verdict


def _verified(data: bytes, key: bytes) -> tuple[list[dict[str, object]], str]:
    """The records whose chain holds, and what broke it (if anything)."""
    records: list[dict[str, object]] = []
    last = b""
    for number, line in enumerate(data.splitlines(), 1):
        try:
            entry = json.loads(line)
            body, mac = entry["record"], entry["mac"]
            expected = hmac.new(key, last + body.encode(), hashlib.sha256).hexdigest()
            if not isinstance(mac, str) or not hmac.compare_digest(mac, expected):
                return records, f"report line {number} is not the test process's (its seal does not verify)"
            records.append(json.loads(body))
        except (ValueError, KeyError, TypeError, AttributeError):
            return records, f"report line {number} is malformed"
        last = mac.encode()
    return records, ""


def _run_problem(records: list[dict[str, object]], exit_code: int | None) -> str:
    """Why the run as a whole does not count, or ""."""
    tampered = [str(r.get("what")) for r in records if r.get("kind") == "tamper"]
    if tampered:
        return f"the tests' reporting was tampered with: {', '.join(tampered[:10])}"
    ends = [r for r in records if r.get("kind") == "end"]
    if not records or records[0].get("kind") != "start":
        return "the test process did not start its report"
    if len(ends) != 1 or records[-1] is not ends[0]:
        return "the test process ended before its report did (it exited or was killed mid-run)"
    status = ends[0].get("exitstatus")
    if status != exit_code:
        return f"the test process exited with {exit_code}, its report says pytest ended with {status}"
    if status not in (PYTEST_EXIT_OK, PYTEST_EXIT_TESTS_FAILED):
        return f"pytest ended with exit status {status} (interrupted, an internal or usage error, or no tests)"
    return ""


def _tally(records: list[dict[str, object]]) -> Verdict:
    """Each test's outcome from its phases' reports; a test whose call was never reported
    did not pass, whatever its setup and teardown said."""
    verdict, called = Verdict(), set()
    for record in records:
        nodeid = str(record.get("nodeid"))
        if record.get("kind") == "collect":
            verdict.collect_errors.append(nodeid)
        elif record.get("kind") == "report":
            verdict.outcomes[nodeid] = _combined(verdict.outcomes.get(nodeid), record)
            called |= {nodeid} if record.get("when") == "call" else set()
    for nodeid, outcome in verdict.outcomes.items():
        if outcome == "passed" and nodeid not in called:
            verdict.outcomes[nodeid] = "error"
    return verdict


_RANK = {"passed": 0, "xpassed": 1, "skipped": 2, "xfailed": 3, "failed": 4, "error": 5}


def _combined(so_far: str | None, record: dict[str, object]) -> str:
    """A test's outcome after one more phase: the worst of its phases'."""
    outcome = str(record.get("outcome"))
    if record.get("xfail"):
        outcome = "xfailed" if outcome == "skipped" else "xpassed"
    elif outcome == "failed" and record.get("when") != "call":
        outcome = "error"
    if outcome not in _RANK:
        outcome = "error"
    return max(outcome, so_far or "passed", key=_RANK.__getitem__)
