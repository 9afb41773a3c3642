"""A prediction cut into its files' diffs, and the test-configuration files taken out of it.

    file_diffs(patch) -> (preamble, [file diff, ...])
    without_test_config(patch) -> (kept, dropped paths)

SWE-bench's harness hands a prediction to `git apply` and then to `patch`, which read both git
diffs (`diff --git` headers) and plain unified diffs (`---`/`+++` pairs alone), and skip text
around them. So a file's diff starts at a `diff --git` line, or at a `---` line followed by a
`+++` line that is not the header pair of a git diff already started; hunks are consumed by
their line counts (a removed line `-- x` reads `--- x` inside a hunk and starts nothing).
"""

from __future__ import annotations

import codecs
import itertools
import re
from pathlib import PurePosixPath

TEST_CONFIG_NAMES = frozenset({
    "conftest.py", "pytest.ini", ".pytest.ini", "tox.ini", "setup.cfg", "pyproject.toml",
    "sitecustomize.py", "usercustomize.py", ".gitattributes", ".gitmodules",
})
"""File names whose changes a graded patch may not make, in any directory: they change how the
tests are collected or run (pytest's configuration and conftest plugins, Python's start-up)."""
TEST_CONFIG_SUFFIXES = (".pth", ".pyc", ".pyo")
"""Suffixes of the same kind: path configuration, and bytecode (a cached test module, or an
unchecked-hash .pyc Python would load in place of its source)."""
_HUNK = re.compile(r"^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@")
_PATH_LINE = re.compile(r"^(?:--- |\+\+\+ |rename from |rename to |copy from |copy to )(.*)$", re.MULTILINE)


def file_diffs(patch: str) -> tuple[str, list[str]]:
    """The text before the first file's diff, and each file's diff, in order; joined they are
    `patch` again."""
    lines = patch.splitlines(keepends=True)
    starts, awaiting_pair, index = [], False, 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("diff --git "):
            starts.append(index)
            awaiting_pair = True
        elif line.startswith("--- ") and index + 1 < len(lines) and lines[index + 1].startswith("+++ "):
            if not awaiting_pair:
                starts.append(index)
            awaiting_pair = False
            index += 1
        elif (hunk := _HUNK.match(line)) is not None:
            index = _hunk_end(lines, index + 1, int(hunk[1] or 1), int(hunk[2] or 1))
            continue
        index += 1
    bounds = [*starts, len(lines)]
    preamble = "".join(lines[: bounds[0]])
    return preamble, ["".join(lines[start:end]) for start, end in itertools.pairwise(bounds)]


def _hunk_end(lines: list[str], index: int, old: int, new: int) -> int:
    """The index of the first line after a hunk body starting at `index` (its counts `old` and
    `new` lines), or where the body stops looking like one."""
    while index < len(lines) and (old > 0 or new > 0):
        mark = lines[index][:1]
        if mark in (" ", "\n", "\r"):
            old, new = old - 1, new - 1
        elif mark == "-":
            old -= 1
        elif mark == "+":
            new -= 1
        elif mark != "\\":
            break
        index += 1
    while index < len(lines) and lines[index].startswith("\\"):
        index += 1
    return index


def without_test_config(patch: str) -> tuple[str, list[str]]:
    """`patch` without its files' diffs that touch a test-configuration file (or anything in a
    .git or __pycache__ directory), and the paths dropped. The text before the first file's
    diff stays: the harness's tools skip it, and a prediction that is no patch at all must
    fail to apply as it does there, not turn into an empty one."""
    preamble, diffs = file_diffs(patch)
    kept, dropped = [preamble], []
    for diff in diffs:
        touched = [path for path in _diff_paths(diff) if is_test_config(path)]
        if touched:
            dropped.append(min(touched, key=len).removeprefix("a/").removeprefix("b/"))
        else:
            kept.append(diff)
    return "".join(kept), dropped


def is_test_config(path: str) -> bool:
    """Whether a changed path (`a/…`/`b/…` prefix allowed) is one a graded patch may not touch."""
    parts = PurePosixPath(path.strip()).parts
    return bool(parts) and (".git" in parts or "__pycache__" in parts or parts[-1] in TEST_CONFIG_NAMES
                            or parts[-1].endswith(TEST_CONFIG_SUFFIXES))


def _diff_paths(diff: str) -> list[str]:
    """Every path a file's diff may name: in its git header and in each ---/+++/rename/copy
    line, read up to a tab and up to any whitespace (a timestamp may follow a path either way).
    Lines are read anywhere in the diff, hunks included: a line read as content here that a
    tool would read as a header must not carry a path past the filter."""
    paths = []
    if diff.startswith("diff --git "):
        header = diff.split("\n", 1)[0][len("diff --git "):]
        paths += [header, *header.split(" ")]
    for line in _PATH_LINE.findall(diff):
        paths += [line.split("\t")[0], *line.split()[:1]]
    return [_unquoted(path) for path in paths]


def _unquoted(path: str) -> str:
    """A path as git writes it, C-quoted when it has special characters, decoded."""
    path = path.strip()
    if len(path) >= 2 and path[0] == '"' and path[-1] == '"':
        try:
            return codecs.escape_decode(path[1:-1].encode("utf-8"))[0].decode("utf-8", "replace")
        except ValueError:
            return path
    return path
