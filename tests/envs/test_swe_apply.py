"""How the SWE grader applies a prediction: SWE-bench's harness ladder (`git apply --verbose`,
`--3way`, `--reject`, `patch --batch --forward --fuzz=5 -p1`), each rung on a pristine tree,
and the check that the patch is applied already; the empty prediction, dropped; the patch of an
edit that keeps a file's size (git's racily-clean entries)."""

from __future__ import annotations

import os
from pathlib import Path

from sandboxes.host.answer_keys import grade_apart
from sandboxes.host.config import SandboxConfig
from sandboxes.host.session import EnvSession, open_session
from sandboxes.inside.envs.swe.checkout import apply_prediction, copy_index, current_patch, episode_environ, git
from sandboxes.inside.envs.swe.reward import grade_patch
from sandboxes.inside.envs.swe.tasks import find_instance

CALC = "def double(x):\n    return x * 3\n\n\ndef negate(x):\n    return -x\n\n\ndef square(x):\n    return x * x\n"
LEGACY = CALC.replace("def negate(x):\n    return -x", "def negate(value):\n    return -value")
"""A vendored older copy of calc.py: it differs three lines below the bug."""


def repository(root: Path) -> tuple[Path, dict[str, str]]:
    """A repository whose HEAD holds calc.py (buggy double) and legacy/calc.py (LEGACY)."""
    environ, repo = episode_environ(root), root / "repo"
    (repo / "legacy").mkdir(parents=True)
    git(["init", "-q", "-b", "main"], repo, environ)
    (repo / "calc.py").write_text(CALC)
    (repo / "legacy" / "calc.py").write_text(LEGACY)
    git(["add", "-A"], repo, environ)
    git(["commit", "-q", "-m", "base"], repo, environ)
    return repo, environ


def diff_of(root: Path, before: str, after: str, environ: dict[str, str]) -> str:
    """The git diff of calc.py from `before` to `after` (its index line names their blobs)."""
    scratch = root / "scratch"
    scratch.mkdir()
    git(["init", "-q", "-b", "main"], scratch, environ)
    (scratch / "calc.py").write_text(before)
    git(["add", "-A"], scratch, environ)
    git(["commit", "-q", "-m", "before"], scratch, environ)
    (scratch / "calc.py").write_text(after)
    return git(["diff"], scratch, environ)


def fixed(text: str) -> str:
    return text.replace("x * 3", "x * 2")


def test_a_clean_patch_takes_the_first_rung(tmp_path: Path) -> None:
    repo, environ = repository(tmp_path)
    applied = apply_prediction(repo, diff_of(tmp_path, CALC, fixed(CALC), environ), tmp_path, environ)
    assert (applied.ok, applied.command) == (True, "git apply --verbose")
    assert (repo / "calc.py").read_text() == fixed(CALC)


def test_a_patch_made_on_another_version_of_the_file_takes_the_3way_rung(tmp_path: Path) -> None:
    """The patch was made on LEGACY (its context has `negate(value)`), a blob the repository
    holds: plain git apply refuses the context, a three-way merge of the fix into calc.py is clean."""
    repo, environ = repository(tmp_path)
    patch = diff_of(tmp_path, LEGACY, fixed(LEGACY), environ)
    applied = apply_prediction(repo, patch, tmp_path, environ)
    assert (applied.ok, applied.command) == (True, "git apply --verbose --3way")
    assert (repo / "calc.py").read_text() == fixed(CALC)


def test_a_patch_with_a_wrong_context_line_takes_the_fuzz_rung(tmp_path: Path) -> None:
    """A hand-edited hunk whose first context line is not the file's: git refuses it (and --3way,
    and --reject, which leaves a .rej the next rung must not see); patch applies it with fuzz,
    keeping the original as calc.py.orig as it does in the harness's container."""
    repo, environ = repository(tmp_path)
    patch = diff_of(tmp_path, CALC, fixed(CALC), environ).replace(" def double(x):", " def double(y):")
    applied = apply_prediction(repo, patch, tmp_path, environ)
    assert (applied.ok, applied.command) == (True, "patch --batch --forward --fuzz=5 -p1 -i")
    assert (repo / "calc.py").read_text() == fixed(CALC)
    assert sorted(path.name for path in repo.iterdir()) == [".git", "calc.py", "calc.py.orig", "legacy"]


def test_a_patch_already_in_the_tree_counts_as_applied(tmp_path: Path) -> None:
    """Without an index line (no three-way merge), every rung fails on a tree that holds the
    patch already (patch --forward skips it as previously applied); the reverse check finds it."""
    repo, environ = repository(tmp_path)
    (repo / "calc.py").write_text(fixed(CALC))
    git(["commit", "-q", "-am", "fixed"], repo, environ)
    patch = "".join(line for line in diff_of(tmp_path, CALC, fixed(CALC), environ).splitlines(keepends=True)
                    if not line.startswith("index "))
    applied = apply_prediction(repo, patch, tmp_path, environ)
    assert (applied.ok, applied.command) == (True, "git apply --check --reverse")


def test_a_patch_no_rung_applies_is_not_applied(tmp_path: Path) -> None:
    repo, environ = repository(tmp_path)
    patch = diff_of(tmp_path, CALC, fixed(CALC), environ).replace("-    return x * 3", "-    return x ** 3")
    applied = apply_prediction(repo, patch, tmp_path, environ)
    assert (applied.ok, applied.command) == (False, "") and "calc.py.rej" in applied.output
    assert (repo / "calc.py").read_text() == CALC


def test_a_shipped_instance_graded_with_a_fuzzed_gold_patch_resolves() -> None:
    instance = find_instance("swe-mini__textkit-2")
    context = '        raise ValueError(f"width must not be negative, got {width}")'
    assert instance.patch.count(context) == 1
    grade = grade_patch(instance, instance.patch.replace(context, '        raise ValueError("negative width")'))
    assert (grade.resolved, grade.patch_applied, grade.applied_with) == (
        True, True, "patch --batch --forward --fuzz=5 -p1 -i")
    assert grade.info()["patch_applied_with"] == grade.applied_with


def test_an_edit_keeping_size_and_inode_in_the_checkouts_second_is_in_the_patch(tmp_path: Path) -> None:
    """git trusts an index entry whose stat data matches the file unless the entry is as new as
    the index file. The patch is made from a copy of the checkout's index: the copy keeps the
    index's mtime, so an edit in place that keeps the size (x * 3 -> x * 2), with the file's
    mtime set back to what the index recorded, is still seen (a copy stamped now hid it when the
    edit also fell in the second of the file's ctime and reused its inode)."""
    repo, environ = repository(tmp_path)
    index = repo / ".git" / "index"
    recorded = (repo / "calc.py").stat().st_mtime_ns
    with (repo / "calc.py").open("r+") as source:
        source.write(fixed(CALC))
    os.utime(repo / "calc.py", ns=(recorded, recorded))
    os.utime(index, ns=(recorded, recorded))
    patch = current_patch(repo, git(["rev-parse", "HEAD"], repo, environ).strip(), tmp_path, environ)
    assert "+    return x * 2" in patch


def test_the_private_index_keeps_the_checkouts_index_mtime(tmp_path: Path) -> None:
    """Debian's git compares stat times in whole seconds: an edit made in the second of the
    checkout, keeping size and inode, matches the entry's stat data; only the racily-clean check
    (entry as new as the index file) sends git to the content, and a copy stamped later skips it."""
    repo, _ = repository(tmp_path)
    index = repo / ".git" / "index"
    os.utime(index, ns=(1_700_000_000_123_456_789, 1_700_000_000_123_456_789))
    copy_index(index, tmp_path / "index")
    assert (tmp_path / "index").stat().st_mtime_ns == 1_700_000_000_123_456_789
    assert (tmp_path / "index").read_bytes() == index.read_bytes()


async def test_the_grading_sandbox_has_every_rung_and_drops_the_empty_patch() -> None:
    """In bubblewrap (patch and git as the sandbox has them, under the tool filter)."""
    async def fresh(env: str, timeout_s: float) -> EnvSession:
        return await open_session(env, "bubblewrap", timeout_s=timeout_s, config=SandboxConfig())

    instance = find_instance("swe-mini__textkit-2")
    context = '        raise ValueError(f"width must not be negative, got {width}")'
    fuzzed = instance.patch.replace(context, '        raise ValueError("negative width")')
    grade = await grade_apart(fresh, "swe", {"id": instance.instance_id}, 0, fuzzed, data_dirs={}, timeout_s=120)
    assert (grade.reward, grade.info["patch_applied_with"]) == (1.0, "patch --batch --forward --fuzz=5 -p1 -i")
    empty = await grade_apart(fresh, "swe", {"id": instance.instance_id}, 0, "", data_dirs={}, timeout_s=120)
    assert (empty.reward, empty.info["empty_patch"], empty.info["pass_to_pass"]) == (0.0, True, 0.0)
    assert "drops empty predictions" in empty.observation
