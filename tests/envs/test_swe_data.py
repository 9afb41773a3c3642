"""SWE_DATA as SWE-bench exports it: parquet shards or JSON lines with the dataset's columns,
the test command derived as the harness derives it (compared with the harness's own output),
repositories as git bundles; a directory of another layout is refused naming the expected one."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pyarrow
import pyarrow.parquet
import pytest

from sandboxes.errors import EnvError
from sandboxes.host.swe_view import agent_data, owned_scratch
from sandboxes.inside.envs.swe.checkout import episode_environ, git
from sandboxes.inside.envs.swe.env import SweEnv
from sandboxes.inside.envs.swe.reward import grade_patch
from sandboxes.inside.envs.swe.tasks import find_instance, harness_test_command, instance_from_record

FIXTURE = Path(__file__).parent / "fixtures" / "swe_harness_test_commands.json"
COLUMNS = ("repo", "instance_id", "base_commit", "patch", "test_patch", "problem_statement", "hints_text",
           "created_at", "version", "FAIL_TO_PASS", "PASS_TO_PASS", "environment_setup_commit")
"""The columns of SWE-bench's (and SWE-bench Lite's, Verified's) dataset export."""


def export(root: Path, repo: str = "psf/requests") -> dict[str, Any]:
    """A SWE-bench export of one instance of a tiny repository named `repo`: the records as a
    Hugging Face snapshot (data/test-00000-of-00001.parquet), the repository as a git bundle."""
    environ, work = episode_environ(root), root / "work"
    (work / "tests").mkdir(parents=True)
    git(["init", "-q", "-b", "main"], work, environ)
    (work / "calc.py").write_text("def double(x):\n    return x * 3\n\n\ndef negate(x):\n    return -x\n")
    (work / "tests" / "test_calc.py").write_text("from calc import negate\n\n\ndef test_negate():\n"
                                                 "    assert negate(2) == -2\n")
    (work / "pyproject.toml").write_text('[tool.pytest.ini_options]\npythonpath = ["."]\n')
    git(["add", "-A"], work, environ)
    git(["commit", "-q", "-m", "base"], work, environ)
    base = git(["rev-parse", "HEAD"], work, environ).strip()
    (work / "calc.py").write_text("def double(x):\n    return x + x\n\n\ndef negate(x):\n    return -x\n")
    patch = git(["diff"], work, environ)
    with (work / "tests" / "test_calc.py").open("a") as tests:
        tests.write("\n\ndef test_double():\n    from calc import double\n\n    assert double(4) == 8\n")
    test_patch = git(["diff", "--", "tests"], work, environ)
    git(["commit", "-q", "-am", "fix double"], work, environ)
    (root / "data" / "repos").mkdir(parents=True)
    bundle = root / "data" / "repos" / f"{repo.replace('/', '__')}.bundle"
    subprocess.run(["git", "bundle", "create", "-q", str(bundle), "--all"], cwd=work, env=environ, check=True)
    record = {"repo": repo, "instance_id": f"{repo.replace('/', '__')}-1", "base_commit": base, "patch": patch,
              "test_patch": test_patch, "problem_statement": "double(4) returns 12, not 8.", "hints_text": "",
              "created_at": "2024-05-01T00:00:00Z", "version": "2.0",
              "FAIL_TO_PASS": json.dumps(["tests/test_calc.py::test_double"]),
              "PASS_TO_PASS": json.dumps(["tests/test_calc.py::test_negate"]), "environment_setup_commit": base}
    (root / "data" / "data").mkdir()
    table = pyarrow.Table.from_pylist([{column: record[column] for column in COLUMNS}])
    pyarrow.parquet.write_table(table, root / "data" / "data" / "test-00000-of-00001.parquet")
    return record


@pytest.fixture
def exported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    record = export(tmp_path)
    monkeypatch.setenv("ROLLGATE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("SWE_DATA", str(tmp_path / "data"))
    return record


def test_an_export_as_parquet_with_a_bundle_grades_with_the_harness_command(exported: dict[str, Any]) -> None:
    assert SweEnv.splits() == {"test": 1}
    instance = find_instance("psf__requests-1")
    assert (instance.version, instance.fail_to_pass) == ("2.0", ("tests/test_calc.py::test_double",))
    assert instance.test_command == "pytest -rA tests/test_calc.py"
    gold = grade_patch(instance, exported["patch"])
    assert (gold.resolved, gold.fail_to_pass, gold.pass_to_pass) == (True, 1.0, 1.0)
    assert not grade_patch(instance, "").resolved


def test_the_agent_view_of_a_bundle_holds_only_the_base_commit(exported: dict[str, Any], tmp_path: Path) -> None:
    view = Path(agent_data(str(tmp_path / "data")))
    mirror = view / "repos" / "psf__requests.git"
    assert git(["rev-list", "--all"], mirror, episode_environ(tmp_path)).split() == [exported["base_commit"]]
    records = [json.loads(line) for line in (view / "instances" / "test.jsonl").read_text().splitlines()]
    assert [record["instance_id"] for record in records] == ["psf__requests-1"] and "patch" not in records[0]


OWNER = ("import sys\nfrom sandboxes.host.swe_view import owned_scratch\n"
         "print(owned_scratch('view-', sys.argv[1]), flush=True)\nsys.stdin.read()\n")
"""A process that makes a view's scratch directory, prints it and lives until its stdin closes."""


def test_a_killed_runners_view_is_removed_by_the_next_and_a_live_ones_kept(tmp_path: Path) -> None:
    owners = [subprocess.Popen([sys.executable, "-c", OWNER, str(tmp_path)], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True) for _ in range(2)]
    killed, live = (Path(owner.stdout.readline().strip()) for owner in owners)  # type: ignore[union-attr]
    assert killed.is_dir() and live.is_dir() and killed != live
    owners[0].kill()  # no exit handler runs
    owners[0].communicate(timeout=30)
    assert owners[0].returncode < 0 and killed.is_dir()
    mine = owned_scratch("view-", str(tmp_path))
    assert not killed.exists() and live.is_dir() and mine.is_dir()
    owners[1].communicate(timeout=30)  # stdin closed: it exits and removes its own
    assert sorted(tmp_path.iterdir()) == [mine]


def test_json_lines_exports_and_their_test_commands_agree_with_the_harness() -> None:
    """Each case's command is the SWE-bench harness's own output (fixture: its
    get_test_directives and MAP_REPO_VERSION_TO_SPECS run at commit 03b6fa9)."""
    fixture = json.loads(FIXTURE.read_text())
    assert len(fixture["cases"]) >= 8
    for case in fixture["cases"]:
        record = {"instance_id": "x", "base_commit": "0" * 40, "patch": "p", "problem_statement": "p", **case}
        assert harness_test_command(record, "case") == case["test_command"], case["repo"]


def test_an_eval_script_gives_the_commands_between_its_markers() -> None:
    script = ("#!/bin/bash\nset -uxo pipefail\ncd /testbed\ngit apply -v - <<'EOF_1'\n...\nEOF_1\n"
              ": '>>>>> Start Test Output'\npytest -rA tests/test_calc.py\n: '>>>>> End Test Output'\n"
              "git checkout abc tests/test_calc.py\n")
    record = {"repo": "acme/calc", "instance_id": "acme__calc-1", "base_commit": "0" * 40, "patch": "p",
              "test_patch": "diff --git a/tests/t.py b/tests/t.py\n", "problem_statement": "p", "version": "1.0",
              "FAIL_TO_PASS": '["t"]', "PASS_TO_PASS": "[]", "eval_script": script, "log_parser": "parse_log_pytest"}
    instance = instance_from_record(record, "record")
    assert instance.test_command == "pytest -rA tests/test_calc.py" and instance.log_parser == "parse_log_pytest"
    assert instance_from_record({**record, "test_cmd": "pytest -q"}, "r").test_command == "pytest -q tests/t.py"
    with pytest.raises(EnvError, match="no command between the markers"):
        instance_from_record({**record, "eval_script": "pytest\n"}, "record")


def test_a_directory_of_another_layout_is_refused_naming_the_expected_one(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "test.jsonl").write_text("{}\n")
    monkeypatch.setenv("SWE_DATA", str(tmp_path))
    complaint = (r"no instances/ folder .* \(it holds split files itself: .*\): expected a SWE_DATA directory "
                 r"holding instances/SPLIT\.jsonl .* repos/OWNER__NAME\.bundle")
    with pytest.raises(EnvError, match=complaint):
        SweEnv.splits()
    (tmp_path / "instances").mkdir()
    (tmp_path / "instances" / "notes.txt").write_text("x")
    with pytest.raises(EnvError, match=r"no instances in .* SPLIT-00000-of-00001\.parquet"):
        SweEnv.splits()


@pytest.mark.parametrize(
    ("where", "complaint"),
    [
        pytest.param("missing", r"no instances/ folder in .*missing \(no such directory\): expected", id="missing"),
        pytest.param("test.jsonl", r"test\.jsonl \(a file: put it in DIR/instances/, the mirrors in DIR/repos/, and "
                     r"set SWE_DATA to DIR\): expected a SWE_DATA directory", id="the-export-itself"),
    ],
)
def test_a_path_that_is_no_task_set_directory_says_why(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         where: str, complaint: str) -> None:
    """SWE-bench's export given as SWE_DATA itself, or a path that does not exist: the error
    says so and names the layout."""
    (tmp_path / "test.jsonl").write_text("{}\n")
    monkeypatch.setenv("SWE_DATA", str(tmp_path / where))
    with pytest.raises(EnvError, match=complaint):
        SweEnv.splits()
