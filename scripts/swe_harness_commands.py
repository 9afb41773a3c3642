"""Record SWE-bench's test commands for the Python repositories, as its harness derives them.

    python scripts/swe_harness_commands.py GIT_DIR [COMMIT] > data/swe/harness_test_commands.json

SWE-bench's harness, up to the version whose datasets carry their own eval scripts, ran an
instance's tests as `MAP_REPO_VERSION_TO_SPECS[repo][version]["test_cmd"]` followed by the test
directives of its test patch (the files it touches, less NON_TEST_EXTS). This script runs that
harness's constants module from a SWE-bench git directory (e.g. the bare clone `git clone
--mirror https://github.com/SWE-bench/SWE-bench`) at COMMIT (default: the last commit that has
`swebench/harness/test_spec/python.py`) and writes, as JSON, the test command of every version
of every Python repository and the extensions it leaves out: the table
`sandboxes.inside.envs.swe.tasks` reads for records without a `test_cmd` or `eval_script`.
"""

from __future__ import annotations

import importlib
import io
import json
import subprocess
import sys
import tarfile
import tempfile
import types
from pathlib import Path

TEST_SPEC = "swebench/harness/test_spec/python.py"


def last_commit_with_test_spec(git_dir: str) -> str:
    return subprocess.run(["git", "--git-dir", git_dir, "log", "--all", "--format=%H", "-1", "--", TEST_SPEC],
                          capture_output=True, text=True, check=True).stdout.strip()


def harness_constants(git_dir: str, commit: str, scratch: Path) -> types.ModuleType:
    """`swebench.harness.constants` at `commit`, imported without the rest of the package."""
    archive = subprocess.run(["git", "--git-dir", git_dir, "archive", commit, "swebench/harness/constants"],
                             capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(scratch, filter="data")
    for name in ("swebench", "swebench.harness"):
        package = types.ModuleType(name)
        package.__path__ = [str(scratch / name.replace(".", "/"))]
        sys.modules[name] = package
    sys.path.insert(0, str(scratch))
    return importlib.import_module("swebench.harness.constants")


def table(git_dir: str, commit: str) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as scratch:
        constants = harness_constants(git_dir, commit, Path(scratch))
        python_specs = sys.modules["swebench.harness.constants.python"].MAP_REPO_VERSION_TO_SPECS_PY
        commands = {repo: {version: spec["test_cmd"] for version, spec in sorted(versions.items())
                           if isinstance(spec.get("test_cmd"), str)}
                    for repo, versions in sorted(python_specs.items())}
        return {
            "source": f"github.com/SWE-bench/SWE-bench {commit}: swebench.harness.constants, run",
            "non_test_exts": list(constants.NON_TEST_EXTS),
            "test_cmd": {repo: versions for repo, versions in commands.items() if versions},
        }


def main() -> None:
    git_dir = sys.argv[1]
    commit = sys.argv[2] if len(sys.argv) > 2 else last_commit_with_test_spec(git_dir)
    json.dump(table(git_dir, commit), sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
