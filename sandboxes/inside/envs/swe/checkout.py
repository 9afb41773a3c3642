"""Git checkouts of an instance at its base commit, the current patch of one, applying patches.

Every command of an episode (git here, the agent's shell, the tests) runs with the whole
environment of `episode_environ`: an author and committer with fixed dates, so the same tree
always makes the same commit on any machine; no global or system git configuration, so nothing
outside the workspace is read or written; the env's own Python first on PATH, so `python`
and `pytest` are the virtualenv's, inside a sandbox too; pytest's plugin autoloading off,
since the plugins installed beside the env's Python are not the repository's (a test_cmd can
still load one with `-p NAME`); and the checkout a `safe.directory` (command-line scope, which
git honours): under runsc the tool commands take another uid than the env server that made the
checkout, and git refuses a repository another user owns.

Git itself runs hardened (`git`): repo-local hooks, fsmonitor and attribute files are off
(`core.hooksPath=/dev/null`, `core.fsmonitor=false`, `core.attributesFile=/dev/null`,
GIT_ATTR_NOSYSTEM) and only local transports are allowed. The patch of the agent's checkout is
computed through a git directory of our own (`current_patch`), never the agent's `.git`, whose
config could name filters, an fsmonitor or an external diff that git would run.

A checkout never holds the repository's later history:
- shipped repositories are rebuilt from their upstream sources with the instance's test patch
  and gold patch reverse-applied, committed as one root commit, whose hash must equal the
  instance's base_commit (the data's own integrity check);
- a mirror's base commit is fetched alone (depth 1) into a new repository.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from sandboxes.errors import EnvError
from sandboxes.inside.envs.swe.tasks import Instance, RepoSource, cache_dir, repo_source

GIT = "/usr/bin/git" if Path("/usr/bin/git").exists() else (shutil.which("git") or "git")
PATCH = "/usr/bin/patch" if Path("/usr/bin/patch").exists() else (shutil.which("patch") or "patch")
BASH = "/bin/bash"
GIT_TIMEOUT_S = 120.0
BASE_MESSAGE = "Base commit"
_FIXED_DATE = "2024-01-01T00:00:00+0000"
_IDENTITY = {
    "GIT_AUTHOR_NAME": "SWE instance",
    "GIT_AUTHOR_EMAIL": "swe@rollgate.invalid",
    "GIT_AUTHOR_DATE": _FIXED_DATE,
    "GIT_COMMITTER_NAME": "SWE instance",
    "GIT_COMMITTER_EMAIL": "swe@rollgate.invalid",
    "GIT_COMMITTER_DATE": _FIXED_DATE,
}
HARDENING = (
    "-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false", "-c", "core.attributesFile=/dev/null",
    "-c", "core.untrackedCache=false", "-c", "protocol.allow=never", "-c", "protocol.file.allow=always",
)
"""Options of every git command the env runs: no hooks, no fsmonitor, no attribute files outside
the tree, no transport but local paths."""
_IGNORED = ("__pycache__", ".pytest_cache")
_EXCLUDE = "__pycache__/\n*.pyc\n.pytest_cache/\n"
"""Ignored in every checkout (.git/info/exclude): bytecode and caches never enter a patch."""


APPLY_LADDER = (
    ("git", "apply", "--verbose"),
    ("git", "apply", "--verbose", "--3way"),
    ("git", "apply", "--verbose", "--reject"),
    ("patch", "--batch", "--forward", "--fuzz=5", "-p1", "-i"),
)
"""How SWE-bench's harness applies a prediction (`run_evaluation.GIT_APPLY_CMDS`, in its order):
each command is tried on a pristine tree until one exits 0; the patch file is the last argument."""


class GitError(EnvError):
    """A git command failed; the message carries git's own explanation."""


@dataclass(frozen=True)
class Applied:
    """How a prediction was applied: `command` the ladder's rung that took it ("" if none did;
    "git apply --check --reverse" if it was found applied already), `output` what the last
    command said."""

    command: str
    output: str

    @property
    def ok(self) -> bool:
        return bool(self.command)


def episode_environ(home: Path, python_env: Path | None = None, repo: Path | None = None) -> dict[str, str]:
    """The complete environment of an episode's commands, with `home` as HOME and the checkout
    `repo` a safe directory. With the instance's own environment `python_env` (`environments`),
    its bin comes first on PATH and `repo` is on PYTHONPATH (the repository is never installed
    in it)."""
    own = {"VIRTUAL_ENV": str(python_env), "PYTHONPATH": str(repo or home)} if python_env else {}
    safe = ({"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "safe.directory", "GIT_CONFIG_VALUE_0": str(repo)}
            if repo else {})
    return {
        "PATH": ":".join([*([str(python_env / "bin")] if python_env else []), str(Path(sys.executable).parent),
                          "/usr/local/bin:/usr/bin:/bin"]),
        **own,
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "PYTHONDONTWRITEBYTECODE": "1",
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": "/dev/null",
        "GIT_TERMINAL_PROMPT": "0",
        "GIT_ATTR_NOSYSTEM": "1",
        "PYTHONNOUSERSITE": "1",
        "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
        **safe,
        **_IDENTITY,
    }


def shell_argv(command: str, environ: dict[str, str]) -> list[str]:
    """The argv running `command` in bash with exactly `environ` (for `sandboxes.inside.command`,
    whose processes otherwise inherit the env server's environment)."""
    return ["/usr/bin/env", "-i", *(f"{name}={value}" for name, value in environ.items()), BASH, "-c", command]


def git(args: list[str], cwd: Path, environ: dict[str, str], *, stdin: str | None = None,
        timeout_s: float = GIT_TIMEOUT_S) -> str:
    """Run `git ARGS` in `cwd` and return its output; GitError with git's message if it fails,
    or if it runs past `timeout_s` (at once where none is left: a deadline spent is not raced)."""
    if timeout_s <= 0:
        raise GitError(f"git {args[0]} could not run: its time ran out before it started")
    try:
        done = subprocess.run(
            [GIT, *HARDENING, *args],
            cwd=cwd,
            env=environ,
            input=stdin,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=timeout_s,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise GitError(f"git {args[0]} could not run: {exc}") from None
    if done.returncode != 0:
        raise GitError(f"git {' '.join(args[:2])} failed: {(done.stderr or done.stdout).strip()[-2000:]}")
    return done.stdout


def check_out(instance: Instance, dest: Path, environ: dict[str, str], directory: str | None = None) -> None:
    """A new repository at `dest` whose HEAD (branch main) has the tree of the instance's base
    (from the data in `directory`, else $SWE_DATA, else the shipped sources)."""
    source = repo_source(instance.repo, directory)
    dest.mkdir(parents=True)
    git(["init", "-q", "--template=", "-b", "main"], dest, environ)
    (dest / ".git" / "info").mkdir(exist_ok=True)
    (dest / ".git" / "info" / "exclude").write_text(_EXCLUDE)
    if source.kind == "shipped":
        _rebuild_base(instance, source.path, dest, environ)
    else:
        _fetch_base(instance, mirror_of(source, environ), dest, environ)


def current_patch(repo: Path, base_commit: str, scratch: Path, environ: dict[str, str], *,
                  timeout_s: float = GIT_TIMEOUT_S) -> str:
    """The diff from `base_commit` to the working tree, new files included, within `timeout_s`
    (GitError past it: a tree the agent made too big to diff in time is its failure, where a
    step the env could not answer in time would end the episode as `timeout`).

    It is computed through a new git directory in `scratch` (its config ours: no filter,
    fsmonitor, hook or external diff the agent wrote into `.git/config` runs) that borrows the
    repository's objects and a copy of its index, so the agent's own index, and what `git
    status` or `git diff` show it, stay as it left them. The copy keeps the index's mtime: git
    trusts an entry whose stat data matches the file unless the entry is as new as the index
    file ("racily clean"), and a copy stamped now would hide an edit that kept a file's size,
    second and inode (an edit made in the checkout's second: an empty diff graded).

    The git directory is made afresh under a name no one knew (`mkdtemp`) and removed once the
    diff is taken, while no command of the agent runs (they die with their PID namespace):
    nothing the agent leaves in `scratch` is ever used as it. Where the agent made that
    impossible (`scratch` unwritable or full, its own git data unreadable), GitError, like
    any other git failure: the patch cannot be made, which is the agent's doing.
    """
    try:
        private_dir = Path(tempfile.mkdtemp(prefix="patch-", suffix=".git", dir=scratch))
    except OSError as exc:
        raise GitError(f"no private git directory can be made in {scratch}: {exc.strerror}") from None
    deadline = time.monotonic() + timeout_s
    try:
        private = _private_git_dir(private_dir, repo, environ)
        git(["add", "-A"], repo, private, timeout_s=timeout_s)
        return git(
            [
                "diff",
                "--cached",
                "--binary",
                "--no-color",
                "--no-ext-diff",
                "--no-renames",
                "--src-prefix=a/",
                "--dst-prefix=b/",
                base_commit,
            ],
            repo,
            private,
            timeout_s=deadline - time.monotonic(),
        )
    finally:
        shutil.rmtree(private_dir, ignore_errors=True)


def _private_git_dir(private_dir: Path, repo: Path, environ: dict[str, str]) -> dict[str, str]:
    """Fill the empty `private_dir` as a git directory of our own over the working tree of `repo`
    (its objects borrowed, its index copied); the environment that makes git use it. GitError
    where it cannot be written or the checkout's index cannot be read."""
    try:
        for folder in ("objects/info", "refs", "info"):
            (private_dir / folder).mkdir(parents=True)
        (private_dir / "HEAD").write_text("ref: refs/heads/main\n")
        (private_dir / "config").write_text("[core]\n\trepositoryformatversion = 0\n\tbare = false\n")
        (private_dir / "info" / "exclude").write_text(_EXCLUDE)
        (private_dir / "objects" / "info" / "alternates").write_text(f"{(repo / '.git' / 'objects').absolute()}\n")
        index = private_dir / "index"
        copy_index(repo / ".git" / "index", index)
    except OSError as exc:
        raise GitError(f"the private git directory cannot be written: {exc.strerror or exc}") from None
    return {**environ, "GIT_DIR": str(private_dir), "GIT_WORK_TREE": str(repo), "GIT_INDEX_FILE": str(index)}


def copy_index(agents_index: Path, index: Path) -> None:
    """Copy the checkout's index (if it is a regular file) with its mtime: git's racily-clean
    check compares the entries' mtimes with the index file's (see `current_patch`)."""
    try:
        if agents_index.is_file() and not agents_index.is_symlink():
            shutil.copy2(agents_index, index)
    except OSError as exc:
        raise GitError(f"the repository's index is unreadable: {exc}") from None


def apply_patch(repo: Path, patch: str, environ: dict[str, str], *, reverse: bool = False) -> None:
    """Apply a git diff to the working tree of `repo`; GitError if it does not apply."""
    if patch.strip():
        git(["apply", "--whitespace=nowarn", *(["-R"] if reverse else []), "-"], repo, environ, stdin=patch)


def apply_prediction(repo: Path, patch: str, scratch: Path, environ: dict[str, str]) -> Applied:
    """Apply `patch` to the working tree of `repo` (at its HEAD) the way SWE-bench's harness
    does: each command of APPLY_LADDER in turn, the tree reset to HEAD (`git reset --hard`,
    `git clean -fd`) before each after the first, until one exits 0; if none does, the patch
    counts as applied when `git apply --check --reverse` says the tree already holds it.
    Git runs hardened (HARDENING) as everywhere here."""
    patch_file = scratch / "prediction.diff"
    patch_file.write_text(patch, encoding="utf-8")
    output = ""
    for attempt, command in enumerate(APPLY_LADDER):
        if attempt:
            git(["reset", "-q", "--hard", "HEAD"], repo, environ)
            git(["clean", "-q", "-fd"], repo, environ)
        code, output = _attempt(command, patch_file, repo, environ)
        if code == 0:
            return Applied(" ".join(command), output)
    if _attempt(("git", "apply", "--check", "--reverse"), patch_file, repo, environ)[0] == 0:
        return Applied("git apply --check --reverse", output)
    return Applied("", output)


def _attempt(command: tuple[str, ...], patch_file: Path, repo: Path, environ: dict[str, str]) -> tuple[int, str]:
    """Run one applying command on `patch_file`: its exit status (-1 if it could not run) and output."""
    program = [GIT, *HARDENING, *command[1:]] if command[0] == "git" else [PATCH, *command[1:]]
    try:
        done = subprocess.run([*program, str(patch_file)], cwd=repo, env=environ, capture_output=True, text=True,
                              errors="replace", timeout=GIT_TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return -1, f"{command[0]} could not run: {exc}"
    return done.returncode, (done.stdout + done.stderr)[-4000:]


def restore_files(repo: Path, base_commit: str, paths: list[str], environ: dict[str, str]) -> None:
    """Put `paths` back as they are at `base_commit`, deleting those it does not have (what
    SWE-bench does to the test files before it applies the test patch)."""
    if not paths:
        return
    at_base = set(git(["ls-tree", "-r", "--name-only", base_commit, "--", *paths], repo, environ).splitlines())
    for path in paths:
        if path not in at_base:
            (repo / path).unlink(missing_ok=True)
    if at_base:
        git(["checkout", base_commit, "--", *sorted(at_base)], repo, environ)


def fetch_commit(repo: Path, mirror: Path, commit: str, environ: dict[str, str]) -> None:
    """Fetch `commit` alone (depth 1) from the local repository `mirror` into `repo`, as FETCH_HEAD.

    Its upload-pack is told that asking by hash is allowed and that the mirror is safe though
    another uid may own it (a read-only bind into a sandbox): git hands a local upload-pack
    none of this command's `-c` options."""
    upload_pack = f"{GIT} -c uploadpack.allowAnySHA1InWant=true -c safe.directory='*' upload-pack"
    git(["fetch", "-q", "--no-tags", "--depth", "1", "--upload-pack", upload_pack, str(mirror.resolve()), commit],
        repo, environ)


def mirror_of(source: RepoSource, environ: dict[str, str]) -> Path:
    """The git repository to fetch a base commit from: a mirror as it is; a bundle unbundled
    once into a bare repository under the runner's cache (keyed by the bundle's path, size and
    mtime), since git fetches from a bundle without honouring --depth."""
    if source.kind != "bundle":
        return source.path
    stat = source.path.stat()
    key = hashlib.sha256(f"{source.path.resolve()}\0{stat.st_size}\0{stat.st_mtime_ns}".encode()).hexdigest()[:24]
    mirror = cache_dir() / "bundles" / f"{source.path.stem}-{key}.git"
    if mirror.is_dir():
        return mirror
    mirror.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix=f".{mirror.name}-", dir=mirror.parent))
    try:
        git(["init", "-q", "--bare", "--template="], scratch, environ)
        git(["fetch", "-q", "--no-tags", str(source.path.resolve()), "+refs/*:refs/*"], scratch, environ)
        scratch.rename(mirror)
    except (GitError, OSError) as exc:
        shutil.rmtree(scratch, ignore_errors=True)
        if mirror.is_dir():
            return mirror
        raise GitError(f"the bundle {source.path} could not be read: {exc}") from None
    return mirror


def _fetch_base(instance: Instance, mirror: Path, dest: Path, environ: dict[str, str]) -> None:
    """Fetch the base commit alone from the mirror and check it out as branch main."""
    try:
        fetch_commit(dest, mirror, instance.base_commit, environ)
    except GitError as exc:
        raise GitError(f"{instance.instance_id}: base commit {instance.base_commit} not in {mirror}: {exc}") from None
    git(["checkout", "-q", "-B", "main", "FETCH_HEAD"], dest, environ)


def _rebuild_base(instance: Instance, sources: Path, dest: Path, environ: dict[str, str]) -> None:
    """The base of a shipped instance: its upstream sources less its test and gold patches."""
    _copy_sources(sources, dest)
    try:
        apply_patch(dest, instance.test_patch, environ, reverse=True)
        apply_patch(dest, instance.patch, environ, reverse=True)
    except GitError as exc:
        raise GitError(f"{instance.instance_id}: its patches do not reverse-apply to {sources}: {exc}") from None
    git(["add", "-A"], dest, environ)
    git(["commit", "-q", "--no-verify", "-m", BASE_MESSAGE], dest, environ)
    head = git(["rev-parse", "HEAD"], dest, environ).strip()
    if head != instance.base_commit:
        raise GitError(f"{instance.instance_id}: rebuilt base is {head}, not base_commit {instance.base_commit}")


def _copy_sources(sources: Path, dest: Path) -> None:
    """Copy the files (not their modes: git records only the executable bit, and a read-only
    source tree must give writable files), skipping bytecode caches."""
    for path in sorted(sources.rglob("*")):
        relative = path.relative_to(sources)
        if any(part in _IGNORED for part in relative.parts) or path.suffix == ".pyc":
            continue
        if path.is_dir():
            (dest / relative).mkdir(parents=True, exist_ok=True)
        else:
            (dest / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, dest / relative)
