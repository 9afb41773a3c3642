"""The test process's own program: pytest with a sealed per-test report (SWE grading).

The grader never reads the verdict from what the tested process prints. It runs this file's
source as `python -E -s -P -B -c SOURCE KEY_FILE REPORT_FILE REPO PYTEST_ARGS...` in the
instance's environment, confined like any tool command. Before any code of the repository can
run, this program

1. reads the report key from KEY_FILE (written by the grader, fresh for each run) and unlinks it;
2. imports pytest, pluggy and everything it needs from the environment: the interpreter's
   flags leave the working directory and PYTHONPATH off the path, so a `pytest.py`,
   `sitecustomize.py` or stdlib-named module of the repository shadows nothing; then puts the
   repository on the path *after* site-packages, as an installed package's path would be;
3. opens REPORT_FILE (the grader created it and holds it open; append-only, close-on-exec,
   never through a symlink) and makes the process
   non-dumpable, so no other process of the same uid (a test's child) can open its fds or
   its memory through /proc;
4. snapshots the functions pytest reports through.

It then runs pytest with `Seal` as a plugin object (no file of it exists for the repository
to shadow) and writes one JSON record per line, each chained to the previous one by an
HMAC-SHA256 under the key: `start`, one `report` per test phase (setup, call, teardown) and
per collection report, `tamper` when a reporting function was replaced or a plugin module of
the repository (other than a conftest.py) was registered, and `end` with pytest's exit status.
The grader (`sandboxes.inside.envs.swe.verdict`) checks the chain, requires the `end` record
and the process's exit status to agree, and counts a test as passed only when its setup, call
and teardown all passed.

Standard library and pytest only: the `sandboxes` package is hidden from tool commands.
"""

from __future__ import annotations

import ctypes
import hashlib
import hmac
import importlib
import json
import os
import sys

PR_SET_DUMPABLE = 4
WATCHED = (
    ("_pytest.runner", "call_and_report"), ("_pytest.runner", "call_runtest_hook"),
    ("_pytest.runner", "runtestprotocol"), ("_pytest.runner", "pytest_runtest_makereport"),
    ("_pytest.runner", "check_interactive_exception"), ("_pytest.runner.CallInfo", "from_call"),
    ("_pytest.reports.TestReport", "__init__"), ("_pytest.reports.TestReport", "from_item_and_call"),
    ("_pytest.reports.BaseReport", "passed"), ("_pytest.reports.BaseReport", "failed"),
    ("_pytest.python", "pytest_pyfunc_call"), ("_pytest.python.Function", "runtest"),
    ("_pytest.unittest.TestCaseFunction", "runtest"), ("_pytest.skipping", "pytest_runtest_makereport"),
    ("_pytest.main", "pytest_runtestloop"), ("pluggy._callers", "_multicall"),
    ("pluggy._hooks.HookCaller", "__call__"), ("pluggy._manager.PluginManager", "_hookexec"),
    ("unittest.case.TestCase", "run"), ("unittest.case.TestCase", "assertEqual"),
    ("unittest.case.TestCase", "assertTrue"), ("unittest.case.TestCase", "fail"),
)
"""(owner, attribute) pairs whose identity must not change while the tests run: what pytest
and unittest decide and report outcomes with. An owner is a module or a class in one."""


class Chain:
    """Report records, each line `{"record": ..., "mac": HMAC(key, previous mac + record)}`."""

    def __init__(self, fd: int, key: bytes) -> None:
        self._fd, self._mac = fd, hmac.new(key, digestmod=hashlib.sha256)
        self._last = b""

    def write(self, record: dict[str, object]) -> None:
        body = json.dumps(record, sort_keys=True, separators=(",", ":"))
        mac = self._mac.copy()
        mac.update(self._last + body.encode())
        self._last = mac.hexdigest().encode()
        line = json.dumps({"record": body, "mac": self._last.decode()}) + "\n"
        os.write(self._fd, line.encode())


def _resolve(owner: str) -> object:
    """The module or class `owner` names (`pkg.mod` or `pkg.mod.Class`), imported if need be."""
    try:
        return importlib.import_module(owner)
    except ImportError:
        module, _, attribute = owner.rpartition(".")
        return getattr(importlib.import_module(module), attribute)


Watched = dict[str, tuple[object, str, object]]


def snapshot() -> Watched:
    """The watched attributes as they are now, with their owners (those this pytest has)."""
    found: Watched = {}
    for owner, name in WATCHED:
        try:
            holder = _resolve(owner)
            found[f"{owner}.{name}"] = (holder, name, holder.__dict__[name])
        except (KeyError, AttributeError, ImportError):
            continue
    return found


def changed(original: Watched) -> list[str]:
    """The watched attributes no longer what they were."""
    return [qualified for qualified, (holder, name, value) in original.items()
            if holder.__dict__.get(name) is not value]


class Seal:
    """The pytest plugin that writes the sealed report."""

    def __init__(self, chain: Chain, repo: str, original: Watched) -> None:
        self.chain, self.repo, self.original = chain, os.path.realpath(repo) + os.sep, original
        self.config: object = None
        self.flagged: set[str] = set()

    def pytest_configure(self, config: object) -> None:
        self.config = config

    def pytest_collectreport(self, report: object) -> None:
        if getattr(report, "failed", False):
            self.chain.write({"kind": "collect", "nodeid": report.nodeid, "outcome": "failed"})  # type: ignore[attr-defined]
        self.check()

    def pytest_runtest_logreport(self, report: object) -> None:
        self.check()
        self.chain.write({
            "kind": "report", "nodeid": report.nodeid, "when": report.when,  # type: ignore[attr-defined]
            "outcome": report.outcome, "xfail": hasattr(report, "wasxfail"),  # type: ignore[attr-defined]
        })

    def pytest_internalerror(self, excrepr: object) -> None:
        self.chain.write({"kind": "internal_error", "text": str(excrepr)[-2000:]})

    def check(self) -> None:
        """Record (once each) watched functions replaced and repository plugins registered."""
        found = set(changed(self.original)) | set(self.repository_plugins())
        for what in sorted(found - self.flagged):
            self.chain.write({"kind": "tamper", "what": what})
        self.flagged |= found

    def repository_plugins(self) -> list[str]:
        """Plugins registered from the repository's files other than its conftest.py files."""
        manager = getattr(self.config, "pluginmanager", None)
        found = []
        for plugin in manager.get_plugins() if manager is not None else ():
            path = _source_of(plugin)
            if path.startswith(self.repo) and os.path.basename(path) != "conftest.py":
                found.append(f"plugin {path[len(self.repo):]}")
        return found


def _source_of(plugin: object) -> str:
    """The real path of the file a plugin (a module, or an object of a class) was defined in."""
    module = plugin if hasattr(plugin, "__file__") else sys.modules.get(type(plugin).__module__)
    path = getattr(module, "__file__", None)
    return os.path.realpath(path) if isinstance(path, str) else ""


def _environment_only(repo: str) -> None:
    """Check pytest and pluggy came from outside the repository; SystemExit(4) if not."""
    import _pytest
    import pluggy
    import pytest

    root = os.path.realpath(repo) + os.sep
    for module in (pytest, _pytest, pluggy):
        if os.path.realpath(module.__file__ or "").startswith(root):
            raise SystemExit(f"{module.__name__} would be imported from the repository")


def _non_dumpable() -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0:
        raise SystemExit(f"cannot make the test process non-dumpable: errno {ctypes.get_errno()}")


def main(argv: list[str]) -> int:
    key_file, report_file, repo, *args = argv
    with open(key_file, "rb") as source:
        key = source.read()
    os.unlink(key_file)
    _environment_only(repo)
    import pytest

    sys.path.append(repo)
    fd = os.open(report_file, os.O_WRONLY | os.O_APPEND | os.O_NOFOLLOW | os.O_CLOEXEC)
    _non_dumpable()
    chain = Chain(fd, key)
    del key
    chain.write({"kind": "start", "pytest": pytest.__version__, "pid": os.getpid()})
    seal = Seal(chain, repo, snapshot())
    status = int(pytest.main(args, plugins=[seal]))
    seal.check()
    chain.write({"kind": "end", "exitstatus": status})
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
