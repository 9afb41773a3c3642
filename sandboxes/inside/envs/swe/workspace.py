"""The agent's workspace: a checkout of the instance in a private temporary directory, and the
tools that act on it (shell, view, replace, create).

In a sandbox the checkout is at /testbed, where SWE-bench's agent harnesses assume it: every
sandbox runtime offers that path as a link into the sandbox's own /tmp (`TESTBED`). Elsewhere
(the env run in-process on a host, where no such link is) it is in the workspace's directory.

Each tool returns the observation text, or raises ToolError whose message is the observation
(a path outside the repository, a file that does not exist, an old_str that is not unique):
the env turns it into an error observation, so the agent can correct itself. That includes
every path the agent made unusable (a symlink loop, a directory it made unreadable, a name
too long for the file system): the file system's error is the observation, never an
exception out of the env (which would end the episode as the env's error).
"""

from __future__ import annotations

import os
import shutil
import tempfile
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sandboxes.inside import confine
from sandboxes.inside.command import run_command
from sandboxes.inside.envs.swe.calls import OUTPUT_CAP_BYTES, SHELL_MAX_TIMEOUT_S, SHELL_TIMEOUT_S, ToolCall
from sandboxes.inside.envs.swe.checkout import check_out, current_patch, episode_environ, shell_argv
from sandboxes.inside.envs.swe.environments import environment_dir
from sandboxes.inside.envs.swe.tasks import Instance

VIEW_MAX_LINES = 400
VIEW_MAX_CHARS = 20_000
LIST_MAX_ENTRIES = 400
_HIDDEN_DIRS = {".git", "__pycache__", ".pytest_cache"}
TESTBED, TESTBED_TARGET = Path("/testbed"), Path("/tmp/testbed")
"""The link every sandbox runtime offers, and where it leads: into the sandbox's own /tmp
(`sandboxes.host.runtime.TESTBED_LINK`, which this side of the sandbox may not import)."""
PATCH_TIMEOUT_S = 20.0
"""The longest a step's patch (its anchor, or the submitted diff) may take to compute: within
the margin a step has past its command's own limit (`services.agents.swe.STEP_MARGIN_S`),
so a tree the agent made too big for git ends as its failure (no patch), never as a step the
env could not answer in time (`timeout`, which a trainer drops)."""


class ToolError(Exception):
    """A tool call that could not be carried out; the message is the observation."""


class Workspace:
    """One episode's checkout: `root` (scratch, HOME) and `repo`, the repository's real path,
    which the agent's commands start in as `workdir` (`checkout_place`)."""

    def __init__(self, instance: Instance, root: Path, python_env: Path | None = None) -> None:
        self.instance = instance
        self.root = root
        self.repo, self.workdir = checkout_place(root)
        self.environ = episode_environ(root, python_env, self.repo)
        self._remove = weakref.finalize(self, _remove_trees, root, self.repo)
        """Removes `root` and `repo` once: on `remove()`, or when an env that was never closed is collected."""

    @classmethod
    def create(cls, instance: Instance) -> Workspace:
        """A new workspace with the instance checked out at its base; removed again on failure."""
        workspace = cls(instance, Path(tempfile.mkdtemp(prefix="swe-")), environment_dir(instance))
        try:
            check_out(instance, workspace.repo, workspace.environ)
            confine.open_to_tools(workspace.root, workspace.repo)
        except BaseException:
            workspace.remove()
            raise
        return workspace

    def remove(self) -> None:
        self._remove()

    def patch(self) -> str:
        """The diff from the base commit to the working tree (GitError if git cannot tell)."""
        return current_patch(self.repo, self.instance.base_commit, self.root, self.environ,
                             timeout_s=PATCH_TIMEOUT_S)

    def run(self, call: ToolCall) -> tuple[str, dict[str, Any]]:
        """The observation of one (validated) call of an editing or shell tool, and what it adds
        to its step's info; ToolError where it cannot be carried out, a file system error on the
        agent's path included."""
        editors: dict[str, Callable[..., str]] = {
            "view": self.view, "str_replace": self.str_replace, "create": self.create_file}
        try:
            if call.name == "bash":
                return self.bash(**call.arguments)
            return editors[call.name](**call.arguments), {}
        except OSError as exc:  # whatever the paths the agent shaped do to a tool
            raise ToolError(f"{call.name} failed on {call.arguments.get('path', 'its path')}: "
                            f"{_os_reason(exc)}") from None

    def bash(self, command: str, timeout: int = SHELL_TIMEOUT_S) -> tuple[str, dict[str, Any]]:
        """Run `command` in the repository root, reached as `workdir` (its PWD); the observation
        (how it ended, then the start of its merged output) and, for the step's info, its
        `exit_code` (None if a signal killed it or it timed out) and whether it `timed_out`."""
        timeout_s = min(timeout, SHELL_MAX_TIMEOUT_S)
        argv = shell_argv("exec 2>&1\n" + command, {**self.environ, "PWD": str(self.workdir)})
        result = run_command(
            {"argv": argv, "cwd": str(self.workdir), "timeout_s": timeout_s, "max_output_bytes": OUTPUT_CAP_BYTES}
        )
        if result.timed_out:
            status = f"timed out after {timeout_s} s: the command was killed"
        elif result.exit_code is None:
            status = f"killed by {result.signal}"
        else:
            status = f"exit code {result.exit_code}"
        output = result.stdout
        if result.stdout_bytes > OUTPUT_CAP_BYTES:
            output += f"\n[output truncated: the first {OUTPUT_CAP_BYTES} of {result.stdout_bytes} bytes are shown]"
        ended = {"exit_code": None if result.timed_out else result.exit_code, "timed_out": result.timed_out}
        return (f"{status}\n{output}" if output else f"{status} (no output)"), ended

    def view(self, path: str, start_line: int = 1, end_line: int | None = None) -> str:
        """A file's lines with their numbers, or a directory's listing."""
        target = self._resolve(path)
        if target.is_dir():
            return self._listing(target)
        lines = self._read(target, path).splitlines()
        if not lines:
            return f"{path} is empty"
        wanted = len(lines) if end_line is None else min(end_line, len(lines))
        if start_line > len(lines) or wanted < start_line:
            raise ToolError(f"{path} has {len(lines)} lines: no lines {start_line}..{end_line or len(lines)} in it")
        last = min(wanted, start_line + VIEW_MAX_LINES - 1)
        shown = "\n".join(f"{n:6}\t{lines[n - 1]}" for n in range(start_line, last + 1))[:VIEW_MAX_CHARS]
        if last < wanted:
            shown += f"\n[lines {last + 1}..{wanted} not shown: view them with start_line and end_line]"
        return shown

    def str_replace(self, path: str, old_str: str, new_str: str) -> str:
        """Replace the single occurrence of `old_str`; an absent or repeated one is an error."""
        target = self._resolve(path)
        text = self._read(target, path)
        if not old_str:
            raise ToolError("old_str is empty: give the exact text to replace")
        count = text.count(old_str)
        if count == 0:
            raise ToolError(f"old_str was not found in {path}; view the file and copy the text exactly")
        if count > 1:
            lines = _occurrence_lines(text, old_str)
            raise ToolError(
                f"old_str occurs {count} times in {path} (lines {lines}); include more lines to make it unique"
            )
        start = text[: text.index(old_str)].count("\n") + 1
        target.write_text(text.replace(old_str, new_str), encoding="utf-8")
        end = start + new_str.count("\n")
        snippet = self.view(path, max(start - 2, 1), end + 2)
        return f"Replaced 1 occurrence in {path}. Lines {max(start - 2, 1)}..{end + 2} now read:\n{snippet}"

    def create_file(self, path: str, content: str) -> str:
        """Write `content` to `path`, creating directories; says whether it replaced a file."""
        target = self._resolve(path)
        if target.is_dir():
            raise ToolError(f"{path} is a directory")
        existed = target.exists()
        if existed and not target.is_file():  # a named pipe would block the write for good
            raise ToolError(f"{path} is not a regular file")
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(content, encoding="utf-8")
        except OSError as exc:
            raise ToolError(f"cannot write {path}: {_os_reason(exc)}") from None
        lines = content.count("\n") + (not content.endswith("\n") and bool(content))
        return f"{'Overwrote' if existed else 'Created'} {path} ({lines} lines)"

    def _resolve(self, path: str) -> Path:
        """`path` (relative to the repository root, or absolute inside it) as a real path;
        ToolError where it cannot be resolved (a symlink loop, a name too long, a directory on
        the way that cannot be searched)."""
        if "\x00" in path or not path.strip():
            raise ToolError(f"invalid path {path!r:.80}")
        try:
            target = (self.repo / path).resolve()
        except RuntimeError:  # pathlib's word for a symlink loop, up to Python 3.12
            raise ToolError(f"{path} cannot be resolved: it is a symbolic link loop") from None
        except OSError as exc:
            raise ToolError(f"{path} cannot be resolved: {_os_reason(exc)}") from None
        if not target.is_relative_to(self.repo.resolve()):
            raise ToolError(f"{path} is outside the repository; paths are relative to its root")
        return target

    def _read(self, target: Path, path: str) -> str:
        try:
            if not target.exists():
                raise ToolError(f"{path} does not exist")
            if not target.is_file():
                raise ToolError(f"{path} is not a regular file")
            return target.read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            raise ToolError(f"cannot read {path}: {_os_reason(exc)}") from None

    def _listing(self, directory: Path) -> str:
        """Files and directories two levels deep, hidden caches and .git left out; a directory
        that cannot be read is listed as such."""
        base = self.repo.resolve()
        entries: list[tuple[Path, str]] = []
        try:
            children = _entries(directory)
        except OSError as exc:
            raise ToolError(f"cannot list {directory.relative_to(base)}: {_os_reason(exc)}") from None
        for child in children:
            entries.append((child, _suffix(child)))
            if entries[-1][1] == "/":
                try:
                    entries += [(grandchild, _suffix(grandchild)) for grandchild in _entries(child)]
                except OSError as exc:
                    entries[-1] = (child, f"/ (unreadable: {_os_reason(exc)})")
        names = [str(entry.relative_to(base)) + suffix for entry, suffix in entries]
        more = len(names) - LIST_MAX_ENTRIES
        text = "\n".join(names[:LIST_MAX_ENTRIES]) or "(empty directory)"
        return text + (f"\n[{more} more entries not shown]" if more > 0 else "")


def checkout_place(root: Path) -> tuple[Path, Path]:
    """Where the repository goes, and the path the agent's commands start in: TESTBED_TARGET,
    reached as TESTBED, where TESTBED leads there and nothing is there yet (in a sandbox); else
    `root`/repo, reached as it is."""
    if TESTBED.resolve() == TESTBED_TARGET and not os.path.lexists(TESTBED_TARGET):
        return TESTBED_TARGET, TESTBED
    return root / "repo", root / "repo"


def _remove_trees(*paths: Path) -> None:
    for path in paths:
        shutil.rmtree(path, ignore_errors=True)


def _entries(directory: Path) -> list[Path]:
    """The entries of `directory` that a listing shows, sorted; OSError where it cannot be read."""
    return sorted(child for child in directory.iterdir() if child.name not in _HIDDEN_DIRS)


def _suffix(entry: Path) -> str:
    """"/" after a directory's name in a listing; "" after anything else, or what cannot be told."""
    try:
        return "/" if entry.is_dir() else ""
    except OSError:
        return ""


def _os_reason(exc: OSError) -> str:
    """What the file system said, e.g. "Permission denied", "File name too long"."""
    return exc.strerror or type(exc).__name__


def _occurrence_lines(text: str, needle: str) -> str:
    """The lines where `needle` starts, e.g. "3, 17" (the first ten)."""
    lines: dict[int, None] = {}
    index = text.find(needle)
    while index != -1 and len(lines) < 10:
        lines[text.count("\n", 0, index) + 1] = None
        index = text.find(needle, index + 1)
    return ", ".join(map(str, lines))
