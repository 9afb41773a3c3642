"""Grading a patch the SWE-bench way, on a verdict the graded code cannot write.

    grade_patch(instance, patch) -> Grade
    grade_gold(instance_id) -> dict       the gold patch's grade (for benchmarks)

An empty prediction ("") is not evaluated, as SWE-bench's harness drops empty predictions
before it runs anything: not resolved, `empty_patch` set, no tests run. Otherwise a fresh
checkout of the base commit gets the patch, applied as the harness applies it (`git apply
--verbose`, then `--3way`, then `--reject`, then `patch --fuzz=5`: `checkout.apply_prediction`),
less its changes to test-configuration files (`TEST_CONFIG_NAMES`, `TEST_CONFIG_SUFFIXES`:
conftest.py, pytest and tox configuration, setup.cfg, pyproject.toml,
.pth/sitecustomize/usercustomize, git attributes; anywhere in the tree; dropped and named in
the grade), then its test files are restored to the base and the test patch applied.

The instance's pytest command then runs sealed (`verdict`, `sealed_pytest`): pytest and the
report plugin from the environment, imported before any code of the repository, with an
explicit configuration (the base's own pytest section, else none: `-c`), `--rootdir` the
repository, no cache provider and no plugin autoloading. Nothing the tests print is read: each
test's outcome comes from the sealed report, and a test that vanished, failed to collect, was
skipped or ended as an expected failure did not pass. swebench's own report functions
(`get_eval_tests_report`, `get_resolution_status`) grade that status map: resolved only if
every FAIL_TO_PASS test passes and no PASS_TO_PASS test breaks. A run whose report is broken,
cut short, contradicted by the process's exit status or records tampering resolves nothing.

Only swebench's grading modules are imported. `swebench.harness`'s package __init__ imports
its Docker, Modal and datasets parts too, which grading does not use (and which would pull in
dozens of packages); so unless the real package is already imported, the package is registered
as a bare namespace over its own directory and only `grading` (with the constants, the log
parsers, `swebench.types` and `swebench.utils`, which needs `unidiff`) is loaded.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import shlex
import sys
import tempfile
import time
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside import confine
from sandboxes.inside.command import run_command
from sandboxes.inside.envs.swe.checkout import (
    Applied,
    apply_patch,
    apply_prediction,
    check_out,
    episode_environ,
    restore_files,
)
from sandboxes.inside.envs.swe.diffs import without_test_config
from sandboxes.inside.envs.swe.environments import environment_dir
from sandboxes.inside.envs.swe.tasks import Instance, find_instance
from sandboxes.inside.envs.swe.verdict import Verdict, new_key, open_report, read_report, sealed_argv

TEST_TIMEOUT_S = 600.0
OUTPUT_KEPT_BYTES = 64 * 1024
"""Of the tests' output, what is kept: only to explain a run that left no verdict."""
EMPTY_PATCH_REASON = "empty patch: not evaluated (SWE-bench's harness drops empty predictions)"
_PYTEST_SECTIONS = (("pytest.ini", ""), (".pytest.ini", ""), ("pyproject.toml", "[tool.pytest.ini_options]"),
                    ("tox.ini", "[pytest]"), ("setup.cfg", "[tool:pytest]"))
"""pytest's configuration files in the order it looks for them, and the section that makes one count."""


@dataclass(frozen=True)
class Grade:
    """The verdict on one patch. `fail_to_pass`/`pass_to_pass` are the fractions of those tests
    that pass (0.0 when the tests did not run); `failed` names the tests that did not."""

    resolved: bool
    fail_to_pass: float
    pass_to_pass: float
    patch_applied: bool
    failed: list[str] = field(default_factory=list)
    reason: str = ""
    seconds: float = 0.0
    dropped: list[str] = field(default_factory=list)
    applied_with: str = ""
    empty_patch: bool = False

    def info(self) -> dict[str, Any]:
        """The grade as StepResult.info fields."""
        return {
            "success": self.resolved,
            "resolved": self.resolved,
            "fail_to_pass": self.fail_to_pass,
            "pass_to_pass": self.pass_to_pass,
            "patch_applied": self.patch_applied,
            "failed_tests": self.failed[:50],
            "grading_reason": self.reason,
            "grading_s": round(self.seconds, 3),
            "dropped_files": self.dropped[:50],
            "patch_applied_with": self.applied_with,
            "empty_patch": self.empty_patch,
        }


def grade_patch(instance: Instance, patch: str, *, timeout_s: float = TEST_TIMEOUT_S) -> Grade:
    """Grade `patch` (a git diff against the base commit; "" for none: not evaluated) on `instance`."""
    if patch == "":
        return Grade(False, 0.0, 0.0, patch_applied=False, reason=EMPTY_PATCH_REASON, empty_patch=True)
    started = time.monotonic()
    # The graded code may leave files it cannot be made to delete: the scratch goes regardless.
    with tempfile.TemporaryDirectory(prefix="swe-grade-", ignore_cleanup_errors=True) as scratch:
        workspace = Path(scratch)
        repo = workspace / "repo"
        environ = episode_environ(workspace, environment_dir(instance), repo)
        check_out(instance, repo, environ)
        kept, dropped = without_test_config(patch)
        applied = _apply(repo, kept, dropped, environ)
        grade = _test(instance, repo, applied, environ, timeout_s) if applied.ok else _not_applied(applied)
    notes = [grade.reason] if grade.reason else []
    if dropped:
        notes.append(f"changes to test configuration dropped: {', '.join(dropped[:10])}")
    return dataclasses.replace(grade, seconds=time.monotonic() - started, dropped=dropped, reason="; ".join(notes),
                               applied_with=applied.command)


def _apply(repo: Path, kept: str, dropped: list[str], environ: dict[str, str]) -> Applied:
    """The prediction applied to the checkout; a prediction whose every file was dropped leaves
    nothing to apply (the base is tested, as for a patch without those files)."""
    if dropped and not kept.strip():
        return Applied("(nothing left to apply)", "")
    return apply_prediction(repo, kept, repo.parent, environ)


def pytest_config(repo: Path) -> str:
    """The file pytest reads its configuration from in `repo` (its root), else /dev/null."""
    for name, section in _PYTEST_SECTIONS:
        path = repo / name
        readable = path.is_file() and not path.is_symlink()
        if readable and (not section or section in path.read_text(encoding="utf-8", errors="replace")):
            return str(path)
    return "/dev/null"


def grade_gold(instance_id: str) -> dict[str, Any]:
    """The grade of an instance's own gold patch, as info fields (`resolved` must be True)."""
    instance = find_instance(instance_id)
    return grade_patch(instance, instance.patch).info()


def _test(instance: Instance, repo: Path, applied: Applied, environ: dict[str, str], timeout_s: float) -> Grade:
    """With the prediction applied in `repo`, apply the test patch, run the tests sealed
    (`verdict`) and grade their report as swebench grades a status map."""
    restore_files(repo, instance.base_commit, instance.test_files, environ)
    apply_patch(repo, instance.test_patch, environ)
    verdict = run_sealed(instance, repo, environ, timeout_s)
    return _graded(instance, verdict)


def run_sealed(instance: Instance, repo: Path, environ: dict[str, str], timeout_s: float) -> Verdict:
    """The instance's pytest command run in `repo` with a sealed report (`sealed_pytest`)."""
    words = shlex.split(instance.test_command)
    if not words or words[0] != "pytest":
        raise EnvError(f"{instance.instance_id}: only pytest test commands are graded, got {words[:1]!r:.60}")
    seal = Path(tempfile.mkdtemp(prefix="seal-", dir=repo.parent))
    key, key_file = new_key(), seal / "key"
    key_file.touch(mode=0o600)
    key_file.write_bytes(key)
    with open_report(seal / "report") as report:
        confine.open_to_tools(repo.parent, seal, key_file, seal / "report")  # where the tests take another uid
        options = ["-c", pytest_config(repo), "--rootdir", str(repo), "-p", "no:cacheprovider", *words[1:]]
        python = str(Path(environ["VIRTUAL_ENV"]) / "bin" / "python") if "VIRTUAL_ENV" in environ else sys.executable
        argv = sealed_argv(python, key_file, seal / "report", repo, options)
        command = ["/usr/bin/env", "-i", *(f"{name}={value}" for name, value in environ.items()), *argv]
        result = run_command({"argv": command, "cwd": str(repo), "timeout_s": timeout_s,
                              "max_output_bytes": OUTPUT_KEPT_BYTES})
        if result.timed_out:
            return Verdict(problem=f"the tests timed out after {timeout_s:g} s")
        verdict = read_report(report, key, result.exit_code)
    if verdict.problem:
        verdict.problem += f" (its output ended: {(result.stdout + result.stderr).strip()[-300:]!r})"
    return verdict


def _graded(instance: Instance, verdict: Verdict) -> Grade:
    """swebench's report on the verdict's status map (only tests that passed are PASSED)."""
    grading, constants = _swebench("grading"), _swebench("constants")
    passed, failed = constants.TestStatus.PASSED.value, constants.TestStatus.FAILED.value
    status_map = {test: passed if verdict.passed(test) else failed for test in verdict.outcomes}
    gold = {constants.FAIL_TO_PASS: list(instance.fail_to_pass), constants.PASS_TO_PASS: list(instance.pass_to_pass)}
    report = grading.get_eval_tests_report(status_map, gold)
    failed_tests = [*report[constants.FAIL_TO_PASS]["failure"], *report[constants.PASS_TO_PASS]["failure"]]
    resolved = grading.get_resolution_status(report) == constants.ResolvedStatus.FULL.value
    return Grade(
        resolved=resolved and not verdict.problem,
        fail_to_pass=float(grading.compute_fail_to_pass(report)),
        pass_to_pass=float(grading.compute_pass_to_pass(report)),
        patch_applied=True,
        failed=failed_tests,
        reason=verdict.problem,
    )


def _not_applied(applied: Applied) -> Grade:
    return Grade(False, 0.0, 0.0, patch_applied=False, reason="the patch does not apply (git apply, --3way, "
                 f"--reject, patch --fuzz=5): {applied.output.strip()[-500:]}")


def _swebench(module: str) -> Any:
    """`swebench.harness.MODULE`, loaded without the harness package's __init__ (see above)."""
    if "swebench.harness" not in sys.modules:
        spec = importlib.util.find_spec("swebench")
        if spec is None or spec.origin is None:
            raise EnvError("grading needs the swebench package (pip install swebench==5.0.2 --no-deps unidiff)")
        package = types.ModuleType("swebench.harness")
        package.__path__ = [str(Path(spec.origin).parent / "harness")]
        sys.modules["swebench.harness"] = package
    return importlib.import_module(f"swebench.harness.{module}")

