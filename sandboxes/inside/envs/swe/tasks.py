"""SWE instances: the SWE-bench schema, the task set (shipped, or the user's), task lookup.

The task set is the one in the directory the environment variable SWE_DATA names, else the
instances shipped in the repository's `data/swe/` (outside the `sandboxes` package, so never
bound into a sandbox). All have one layout (`LAYOUT`):

    DIR/instances/SPLIT.jsonl   one instance per line (or SPLIT.json: a list of instances, or
                                SPLIT.parquet / SPLIT-00000-of-00001.parquet: SWE-bench's export);
                                DIR/data/ in place of DIR/instances/ (a Hugging Face snapshot)
    DIR/repos/OWNER__NAME/      a git mirror (bare or not) of repo OWNER/NAME, or
    DIR/repos/OWNER__NAME.bundle  a git bundle of it                            (user data, views)
    DIR/sources/NAME/           upstream sources of swe-mini/NAME                (shipped)

Inside a sandbox SWE_DATA is always an agent view (`sandboxes.host.swe_view`): records with
only the fields an agent may see (repo, instance_id, base_commit, problem_statement, version,
requirements, env_setup) and mirrors holding only the base commits. Such public records load as instances without a
patch, test patch or test lists; the grading sandbox gets those in its grade request.

Records carry SWE-bench's fields (repo, instance_id, base_commit, patch, test_patch,
problem_statement, FAIL_TO_PASS, PASS_TO_PASS; the test lists as JSON lists or, as in the
published datasets, JSON strings of lists); other fields are ignored. Optional: `test_cmd`
(ours: the test command, to which the test patch's Python files are appended) and `log_parser`
(as in SWE-bench's current datasets; checked and kept, not used: grades come from the sealed
report, `reward.py`, never from a log). Without a `test_cmd`, the test command is
derived as SWE-bench's harness derives it (`harness_test_command`): the commands between the
test-output markers of the record's `eval_script` (current datasets), else the harness's
command for the repository and version followed by the test patch's test directives (the
datasets without eval scripts), else DEFAULT_TEST_CMD and the test patch's Python files.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import re
import shlex
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.protocol import from_task
from sandboxes.registry import shipped_data

DATA_VARIABLE = "SWE_DATA"
SHIPPED_DIR = shipped_data("swe")
"""The shipped task set, answer keys and upstream sources included: read on the runner's side only."""
SHIPPED_OWNER = "swe-mini"
DEFAULT_TEST_CMD = "pytest --no-header -rA --tb=no -p no:cacheprovider"
HARNESS_COMMANDS = SHIPPED_DIR / "harness_test_commands.json"
"""SWE-bench's test command per Python repository and version, and the extensions its test
directives leave out (written by scripts/swe_harness_commands.py from the harness itself)."""
TEST_OUTPUT_MARKERS = (">>>>> Start Test Output", ">>>>> End Test Output")
LAYOUT = (
    "expected a SWE_DATA directory holding instances/SPLIT.jsonl (or SPLIT.json, SPLIT.parquet, "
    "SPLIT-00000-of-00001.parquet: SWE-bench's export as it is; data/ in place of instances/ as in a "
    "Hugging Face snapshot) and repos/OWNER__NAME.git (a git mirror) or repos/OWNER__NAME.bundle "
    "(a git bundle) per repository; see sandboxes/inside/envs/swe/README.md"
)
PUBLIC_FIELDS = ("repo", "instance_id", "base_commit", "problem_statement", "version", "requirements", "env_setup")
"""The fields of a record an agent may see (its environment's declaration included); the rest
(patch, test_patch, the test lists, test_cmd, log_parser) is the answer key."""
VIEW_MARKER = "AGENT_VIEW"
"""The file that marks a data directory as an agent view (`sandboxes.host.swe_view`)."""
_REQUIRED = ("repo", "instance_id", "base_commit", "problem_statement")
_KEY_REQUIRED = ("patch", "test_patch")
_REPO = re.compile(r"[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+")
_SHA = re.compile(r"[0-9a-f]{40}")
_DIFF_TARGET = re.compile(r"^diff --git a/.* b/(.*)$", re.MULTILINE)
_HARNESS_DIRECTIVE = re.compile(r"diff --git a/.* b/(.*)")
_SHARD = re.compile(r"-\d{5}-of-\d{5}$")
_SPLIT_SUFFIXES = (".json", ".jsonl", ".parquet")
_PINNED = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*(\[[A-Za-z0-9,._-]+\])?==[A-Za-z0-9][A-Za-z0-9.!+_-]*")


@dataclass(frozen=True)
class Instance:
    """One task: an issue in a repository at a commit, and the tests that judge its fix."""

    repo: str
    instance_id: str
    base_commit: str
    problem_statement: str
    patch: str = ""
    test_patch: str = ""
    fail_to_pass: tuple[str, ...] = ()
    pass_to_pass: tuple[str, ...] = ()
    test_cmd: str = DEFAULT_TEST_CMD
    log_parser: str = ""
    version: str = ""
    eval_command: str = ""
    """The test command as SWE-bench's harness derives it (run as it is), when test_cmd is not given."""
    requirements: tuple[str, ...] = ()
    """Pinned requirements of the instance's own Python environment (`environments`)."""
    env_setup: str = ""
    """A command completing that environment, run once when it is built (`environments`)."""

    @property
    def test_files(self) -> list[str]:
        """The files the test patch touches, in order (SWE-bench restores and runs these)."""
        return list(dict.fromkeys(changed_files(self.test_patch)))

    @property
    def test_command(self) -> str:
        """The shell command that runs the instance's tests: the harness's (eval_command), else
        test_cmd and the patch's Python test files."""
        if self.eval_command:
            return self.eval_command
        files = [name for name in self.test_files if name.endswith(".py")]
        return " ".join([self.test_cmd, *(shlex.quote(name) for name in files)])


@dataclass(frozen=True)
class RepoSource:
    """Where a repository's base commits come from: `mirror` (a git repository) or
    `shipped` (upstream sources, the base rebuilt from them by reverse-applying patches)."""

    kind: str
    path: Path


def cache_dir() -> Path:
    """The runner's cache for SWE data it derives (unbundled repositories, instance
    environments): $ROLLGATE_CACHE_DIR/swe, else ~/.cache/rollgate/swe."""
    root = os.environ.get("ROLLGATE_CACHE_DIR", "").strip()
    return (Path(root) if root else Path.home() / ".cache" / "rollgate") / "swe"


def changed_files(patch: str) -> list[str]:
    """The target path of each file in a git diff."""
    return _DIFF_TARGET.findall(patch)


def data_dir(directory: str | None = None) -> Path:
    """The task set's directory: `directory` if given, else $SWE_DATA if set, else the shipped data."""
    user = directory or os.environ.get(DATA_VARIABLE, "").strip()
    return Path(user) if user else SHIPPED_DIR


def task_set(directory: str | None = None) -> dict[str, tuple[Instance, ...]]:
    """Split name -> its instances, sorted by instance id (of `data_dir(directory)`)."""
    return _load_task_set(str(data_dir(directory)))


def find_instance(instance_id: str, directory: str | None = None) -> Instance:
    """The instance with this id in any split of the task set; EnvError if there is none."""
    for instances in task_set(directory).values():
        for instance in instances:
            if instance.instance_id == instance_id:
                return instance
    raise EnvError(f"unknown swe task id {instance_id!r:.100} (task ids are instance ids, e.g. from task_id())")


def instance_for_task(task: dict[str, Any]) -> Instance:
    """The instance a wire task names: `data` holding an instance record, else `id` an instance id."""
    return from_task(task, "swe", "an id (an instance id) or data (an instance record)",
                     inline=lambda data: instance_from_record(data, "the inline task"), by_id=find_instance)


def repo_source(repo: str, directory: str | None = None) -> RepoSource:
    """Where `repo` is checked out from: the mirror in `directory` (else $SWE_DATA) if there is
    one, else the shipped sources of a swe-mini repository; EnvError if neither exists."""
    user = directory or os.environ.get(DATA_VARIABLE, "").strip()
    if user:
        mirror = Path(user) / "repos" / repo.replace("/", "__")
        for candidate in (mirror, mirror.with_name(mirror.name + ".git")):
            if candidate.is_dir():
                return RepoSource("mirror", candidate)
        if mirror.with_name(mirror.name + ".bundle").is_file():
            return RepoSource("bundle", mirror.with_name(mirror.name + ".bundle"))
    owner, _, name = repo.partition("/")
    if owner == SHIPPED_OWNER and (SHIPPED_DIR / "sources" / name).is_dir():
        return RepoSource("shipped", SHIPPED_DIR / "sources" / name)
    where = f"{user}/repos/{repo.replace('/', '__')}[.git|.bundle]" if user else f"{DATA_VARIABLE} (not set)"
    raise EnvError(f"no mirror of repository {repo!r:.100}: expected a git repository or bundle at {where}")


def is_public(record: dict[str, Any]) -> bool:
    """Whether a record is an agent's view of an instance: it holds none of the answer key."""
    return not any(key in record for key in _KEY_REQUIRED)


def public_record(record: dict[str, Any]) -> dict[str, Any]:
    """The fields of a record an agent may see."""
    return {key: record[key] for key in PUBLIC_FIELDS if key in record}


def public_fields(instance: Instance) -> dict[str, Any]:
    """The public record of an instance (what an agent view holds of it), as JSON values."""
    record = {key: getattr(instance, key) for key in PUBLIC_FIELDS}
    record["requirements"] = list(instance.requirements)
    return record


def instance_from_record(record: Any, where: str) -> Instance:
    """An Instance from a SWE-bench record (a public one: without its answer key); EnvError
    naming `where` and the problem otherwise."""
    if not isinstance(record, dict):
        raise EnvError(f"{where}: an instance is a JSON object, got {record!r:.80}")
    if is_public(record):
        return _public_instance(record, where)
    missing = [key for key in _REQUIRED + _KEY_REQUIRED if not isinstance(record.get(key), str) or not record[key]]
    if missing:
        raise EnvError(f"{where}: an instance needs the non-empty strings {', '.join(missing)}")
    base = _public_instance(record, where)
    return Instance(
        repo=base.repo,
        instance_id=base.instance_id,
        base_commit=base.base_commit,
        problem_statement=base.problem_statement,
        patch=record["patch"],
        test_patch=record["test_patch"],
        fail_to_pass=_test_list(record, "FAIL_TO_PASS", where),
        pass_to_pass=_test_list(record, "PASS_TO_PASS", where),
        test_cmd=_optional_string(record, "test_cmd", where) or DEFAULT_TEST_CMD,
        log_parser=_optional_string(record, "log_parser", where),
        version=base.version,
        eval_command="" if record.get("test_cmd") else harness_test_command(record, where),
        requirements=base.requirements,
        env_setup=base.env_setup,
    )


def harness_test_command(record: dict[str, Any], where: str) -> str:
    """The test command SWE-bench's harness runs for `record`, "" if it derives none here:
    - an `eval_script` (SWE-bench's current datasets, run as they are by its harness): the
      commands between its test-output markers (the rest is its own checkout, environment and
      test-patch steps, which grading does its own way);
    - else, for a repository and version of the harness's table (HARNESS_COMMANDS), its command
      followed by the test patch's directives (`test_directives`)."""
    script = record.get("eval_script")
    if isinstance(script, str) and script.strip():
        return _between_markers(script, where)
    table = _harness_table()
    command = table["test_cmd"].get(record["repo"], {}).get(str(record.get("version") or ""))
    if not command:
        return ""
    return " ".join([command, *test_directives(record["repo"], record["test_patch"], table["non_test_exts"])])


def test_directives(repo: str, test_patch: str, non_test_exts: list[str]) -> list[str]:
    """What SWE-bench's harness appends to a test command: every path the test patch names after
    `b/` in a `diff --git` header, less those ending in a non-test extension; for django, the
    test modules among them as dotted names under tests/."""
    directives = [path for path in _HARNESS_DIRECTIVE.findall(test_patch) if not path.endswith(tuple(non_test_exts))]
    if repo != "django/django":
        return directives
    modules = []
    for path in directives:
        name = path.rsplit("/", 1)[-1]
        if name == "tests.py" or name.startswith("test_") or "/tests/" in path or "/test_" in path:
            modules.append(path.removesuffix(".py").removeprefix("tests/").replace("/", "."))
    return modules


def _between_markers(script: str, where: str) -> str:
    lines = script.splitlines()
    starts = [n for n, line in enumerate(lines) if TEST_OUTPUT_MARKERS[0] in line]
    ends = [n for n, line in enumerate(lines) if TEST_OUTPUT_MARKERS[1] in line]
    if not starts or not ends or ends[-1] <= starts[0] + 1:
        raise EnvError(f"{where}: 'eval_script' has no command between the markers {TEST_OUTPUT_MARKERS}")
    return "\n".join(lines[starts[0] + 1:ends[-1]]).strip()


@functools.cache
def _harness_table() -> dict[str, Any]:
    return dict(json.loads(HARNESS_COMMANDS.read_text(encoding="utf-8")))


def grading_key(instance: Instance) -> dict[str, Any]:
    """What a grading sandbox needs beyond the public record: the test patch, the test lists,
    the test command and log parser (never the gold patch)."""
    return {"test_patch": instance.test_patch, "FAIL_TO_PASS": list(instance.fail_to_pass),
            "PASS_TO_PASS": list(instance.pass_to_pass), "test_cmd": instance.test_cmd,
            "log_parser": instance.log_parser, "eval_command": instance.eval_command}


def with_grading_key(instance: Instance, key: Any) -> Instance:
    """`instance` with the grading key a grade request carries; EnvError if it is malformed."""
    where = "the grade request's key"
    if not isinstance(key, dict) or not isinstance(key.get("test_patch"), str) or not key["test_patch"]:
        raise EnvError(f"{where} needs a non-empty string 'test_patch'")
    return dataclasses.replace(
        instance, test_patch=key["test_patch"], fail_to_pass=_test_list(key, "FAIL_TO_PASS", where),
        pass_to_pass=_test_list(key, "PASS_TO_PASS", where),
        test_cmd=_optional_string(key, "test_cmd", where) or DEFAULT_TEST_CMD,
        log_parser=_optional_string(key, "log_parser", where),
        eval_command=_optional_string(key, "eval_command", where))


def _public_instance(record: dict[str, Any], where: str) -> Instance:
    missing = [key for key in _REQUIRED if not isinstance(record.get(key), str) or not record[key]]
    if missing:
        raise EnvError(f"{where}: an instance needs the non-empty strings {', '.join(missing)}")
    if not _REPO.fullmatch(record["repo"]):
        raise EnvError(f"{where}: 'repo' must look like OWNER/NAME, got {record['repo']!r:.100}")
    if not _SHA.fullmatch(record["base_commit"]):
        raise EnvError(f"{where}: 'base_commit' must be a full 40-digit commit hash")
    version = record.get("version")
    return Instance(repo=record["repo"], instance_id=record["instance_id"], base_commit=record["base_commit"],
                    problem_statement=record["problem_statement"], version="" if version is None else str(version),
                    requirements=_requirements(record, where), env_setup=_optional_string(record, "env_setup", where))


def _requirements(record: dict[str, Any], where: str) -> tuple[str, ...]:
    """The pinned requirements of an instance's environment: NAME==VERSION (extras allowed), as a
    list or a JSON string of one (nothing else reaches pip: no options, no URLs, no ranges)."""
    value = record.get("requirements")
    if value is None or value == "":
        return ()
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            value = None
    if not isinstance(value, list) or not all(isinstance(line, str) and _PINNED.fullmatch(line) for line in value):
        raise EnvError(f"{where}: 'requirements' must be a list of pinned requirements NAME==VERSION "
                       f"(or a JSON string of one), got {record.get('requirements')!r:.200}")
    return tuple(value)


def _test_list(record: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
    """A list of test names, given as a JSON list or a string holding one (SWE-bench's form)."""
    value = record.get(key)
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            value = None
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise EnvError(f"{where}: {key!r} must be a list of test names (or a JSON string of one)")
    if key == "FAIL_TO_PASS" and not value:
        raise EnvError(f"{where}: 'FAIL_TO_PASS' is empty: nothing would tell a fix from no fix")
    return tuple(value)


def _optional_string(record: dict[str, Any], key: str, where: str) -> str:
    value = record.get(key)
    if value is not None and not isinstance(value, str):
        raise EnvError(f"{where}: {key!r} must be a string")
    return value or ""


@functools.cache
def _load_task_set(directory: str) -> dict[str, tuple[Instance, ...]]:
    """Every split file under DIRECTORY/instances (else DIRECTORY/data); cached per directory
    (one load per server). A split may come in shards (SPLIT-00000-of-00002.parquet, ...)."""
    root = Path(directory)
    folder = next((root / name for name in ("instances", "data") if (root / name).is_dir()), None)
    if folder is None:
        raise EnvError(f"{DATA_VARIABLE}: no instances/ folder in {root}{_misplaced(root)}: {LAYOUT}")
    files: dict[str, list[Path]] = defaultdict(list)
    for path in sorted(folder.iterdir()):
        if path.suffix in _SPLIT_SUFFIXES and path.is_file():
            files[_SHARD.sub("", path.stem)].append(path)
    splits = {split: instances for split, paths in files.items() if (instances := _load_split(paths))}
    if not splits:
        raise EnvError(f"{DATA_VARIABLE}: no instances in {folder}: {LAYOUT}")
    return splits


def _misplaced(root: Path) -> str:
    """Why `root` is not a task-set directory, where that is plain: it does not exist, it is a
    split file itself, or it holds split files itself (the instances/ folder, not the directory
    above it that also holds repos/)."""
    if not root.exists():
        return " (no such directory)"
    if root.is_file():
        hint = " (a file"
        if root.suffix in _SPLIT_SUFFIXES:
            hint += f": put it in DIR/instances/, the mirrors in DIR/repos/, and set {DATA_VARIABLE} to DIR"
        return hint + ")"
    if any(path.suffix in _SPLIT_SUFFIXES and path.is_file() for path in root.iterdir()):
        return (f" (it holds split files itself: they belong in {root}/instances/, or set {DATA_VARIABLE} to the "
                "directory that holds this folder as instances/ and the mirrors as repos/)")
    return ""


def _load_split(paths: list[Path]) -> tuple[Instance, ...]:
    instances = [instance_from_record(record, f"{path.name} record {n}")
                 for path in paths for n, record in enumerate(_read_records(path), 1)]
    counts = Counter(instance.instance_id for instance in instances)
    duplicates = sorted(instance_id for instance_id, count in counts.items() if count > 1)
    if duplicates:
        raise EnvError(f"{paths[0]}: duplicate instance ids {duplicates[:3]}")
    return tuple(sorted(instances, key=lambda instance: instance.instance_id))


def _read_records(path: Path) -> list[Any]:
    if path.suffix == ".parquet":
        return _read_parquet(path)
    text = path.read_text(encoding="utf-8")
    try:
        if path.suffix == ".jsonl":
            return [json.loads(line) for line in text.splitlines() if line.strip()]
        records = json.loads(text)
    except ValueError as exc:
        raise EnvError(f"{path}: not valid JSON: {exc}") from None
    if not isinstance(records, list):
        raise EnvError(f"{path}: a .json split file holds a list of instances")
    return records


def _read_parquet(path: Path) -> list[Any]:
    """The rows of a parquet file (SWE-bench's export) as dicts; read on the runner's side only
    (sandboxes get an agent view in JSON lines)."""
    try:
        import pyarrow.parquet
    except ImportError:
        raise EnvError(f"{path}: reading parquet needs pyarrow (pip install pyarrow)") from None
    try:
        return list(pyarrow.parquet.read_table(path).to_pylist())
    except (OSError, ValueError) as exc:
        raise EnvError(f"{path}: not a readable parquet file: {exc}") from None
