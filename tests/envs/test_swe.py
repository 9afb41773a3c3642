"""The SWE env: shipped instances graded with real git, pytest and swebench; its tools; the
agent's tool-call parser; the SWE_DATA adapter over a local mirror; sandboxed episodes graded
apart, and the barriers between the agent and its grade."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import shlex
import subprocess
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from sandboxes.errors import EnvError, OrderError
from sandboxes.host.answer_keys import KEEPERS, agent_config, agent_task, artefact_of, grade_apart
from sandboxes.host.config import SandboxConfig
from sandboxes.host.runtime import TESTBED_LINK
from sandboxes.host.runtime.bubblewrap import python_roots
from sandboxes.host.session import EnvSession, SubprocessSession, open_session
from sandboxes.host.swe_view import agent_data
from sandboxes.inside.envs.swe.calls import MAX_COMMAND_BYTES, OUTPUT_CAP_BYTES, TOOLS, CallError, ToolCall, parse_call
from sandboxes.inside.envs.swe.checkout import apply_patch, check_out, current_patch, episode_environ, git
from sandboxes.inside.envs.swe.diffs import file_diffs, without_test_config
from sandboxes.inside.envs.swe.env import MAX_PATCH_BYTES, SweEnv, grading_request
from sandboxes.inside.envs.swe.golden import golden_actions
from sandboxes.inside.envs.swe.reward import grade_patch
from sandboxes.inside.envs.swe.tasks import SHIPPED_DIR, find_instance, task_set
from sandboxes.inside.envs.swe.workspace import TESTBED, TESTBED_TARGET
from sandboxes.protocol import GRADE_ACTION, OrderEnforcing, Reset, StepResult
from sandboxes.registry import data_variables, entries, get_env_class, make_env
from services.agents import get_agent
from tests.sandbox_kinds import FORKED, SANDBOX_KINDS, backend_of, requested_kind, start_kind

SHIPPED = [instance.instance_id for instances in task_set().values() for instance in instances]
TASK = "swe-mini__textkit-2"
BREAKERS = {
    "swe-mini__textkit-1": ("textkit/case.py", "parts[:1] + [part.capitalize() for part in parts[1:]]", "parts"),
    "swe-mini__textkit-2": ("textkit/wrap.py", "    if line:\n        lines.append(line)\n", ""),
    "swe-mini__textkit-3": ("textkit/slug.py", 'unicodedata.normalize("NFKD", text)', "text"),
    "swe-mini__intervals-1": (
        "intervals/intervalset.py",
        "return any(interval.contains(x)",
        "return all(interval.contains(x)",
    ),
    "swe-mini__intervals-2": ("intervals/interval.py", "self.start <= x < self.end", "self.start <= x <= self.end"),
    "swe-mini__intervals-3": (
        "intervals/intervalset.py",
        "return any(interval.contains(x)",
        "return all(interval.contains(x)",
    ),
    "swe-mini__inikit-1": ("inikit/parser.py", "if key in current:", "if key in current and False:"),
    "swe-mini__inikit-2": ("inikit/parser.py", "if key in current:", "if key in current and False:"),
    "swe-mini__inikit-3": ("inikit/values.py", "int(value.strip())", "int(float(value))"),
    "swe-mini__naming-1": ("naming/tables.py", 'return f"{inflection.underscore(model)}_id"', 'return f"{model}_id"'),
}
"""Per instance, an edit on top of the gold patch that breaks a PASS_TO_PASS test only."""


def call(name: str, **arguments: Any) -> str:
    return ToolCall(name, arguments).canonical()


@pytest.fixture
def env() -> Any:
    env = make_env("swe")
    env.reset({"id": TASK}, 0, {})
    yield env
    env.close()


def repo_of(env: OrderEnforcing) -> Path:
    assert isinstance(env.env, SweEnv) and env.env._workspace is not None
    return env.env._workspace.repo


def graded(task_id: str, submitted: StepResult) -> StepResult:
    """The grade of a submit's artefact from a fresh env in grading mode (what the runner does
    in a fresh sandbox), with the key from the task set."""
    assert submitted.done and submitted.reward == 0.0
    grader = make_env("swe")
    grader.reset({"id": task_id}, 0, grading_request(task_id, submitted.info["artefact"]))
    try:
        return grader.step(GRADE_ACTION)
    finally:
        grader.close()


@contextlib.asynccontextmanager
async def agent_session(kind: str, config: SandboxConfig) -> AsyncIterator[EnvSession]:
    """A session of the swe env in a sandbox of `kind` built as `config` says; a FORKED one
    forked from a fork server of its own, closed after."""
    if kind != FORKED:
        async with await open_session("swe", kind, timeout_s=120, config=config) as session:
            yield session
        return
    forked = agent_config("swe", dataclasses.replace(config, backend=backend_of(kind), fork_server=True))
    sandbox, forks = await start_kind(kind, "swe", forked)
    assert forks is not None
    try:
        async with SubprocessSession(sandbox, timeout_s=120) as session:
            yield session
    finally:
        await forks.close()


async def play_in_sandbox(task_id: str, actions: list[str], config: SandboxConfig | None = None,
                          data_dirs: dict[str, str] | None = None,
                          kind: str = "bubblewrap") -> tuple[Reset, list[StepResult], StepResult]:
    """An episode's reset and actions in a sandbox of `kind`, then its artefact graded in a fresh one."""
    config = config or SandboxConfig()

    async def fresh(env: str, timeout_s: float) -> EnvSession:
        return await open_session(env, backend_of(kind), timeout_s=timeout_s, config=config)

    async with agent_session(kind, config) as session:
        reset = await session.reset({"id": task_id}, 0, {})
        results = [await session.step(action) for action in actions]
    artefact = artefact_of(results[-1])
    assert artefact is not None and results[-1].reward == 0.0
    grade = await grade_apart(fresh, "swe", {"id": task_id}, 0, artefact, data_dirs=data_dirs or {}, timeout_s=120)
    return reset, results, grade


# --- shipped instances and grading --------------------------------------------------------------


def test_shipped_task_set_spans_three_repositories() -> None:
    assert len(SHIPPED) >= 8 and len({find_instance(i).repo for i in SHIPPED}) >= 3
    assert SweEnv.splits() == {"test": len(SHIPPED)}
    assert [SweEnv.task_id("test", n) for n in range(len(SHIPPED))] == sorted(SHIPPED)
    with pytest.raises(EnvError, match="no task"):
        SweEnv.task_id("test", len(SHIPPED))
    with pytest.raises(EnvError, match="unknown swe task id"):
        find_instance("swe-mini__nothing-1")


@pytest.mark.parametrize("instance_id", SHIPPED)
def test_gold_patch_resolves(instance_id: str) -> None:
    grade = grade_patch(find_instance(instance_id), find_instance(instance_id).patch)
    assert (grade.resolved, grade.fail_to_pass, grade.pass_to_pass, grade.failed) == (True, 1.0, 1.0, [])


NOOP_PATCH = ("diff --git a/NOTES.txt b/NOTES.txt\nnew file mode 100644\n--- /dev/null\n+++ b/NOTES.txt\n"
              "@@ -0,0 +1 @@\n+x\n")
"""A patch that changes no code: the tests run on the base as it is."""


@pytest.mark.parametrize("instance_id", SHIPPED)
def test_a_patch_without_the_fix_does_not_resolve(instance_id: str) -> None:
    grade = grade_patch(find_instance(instance_id), NOOP_PATCH)
    assert (grade.resolved, grade.fail_to_pass, grade.pass_to_pass) == (False, 0.0, 1.0)
    assert set(grade.failed) == set(find_instance(instance_id).fail_to_pass)
    assert grade.applied_with == "git apply --verbose" and not grade.empty_patch


def test_an_empty_patch_is_not_evaluated_as_the_harness_drops_it() -> None:
    grade = grade_patch(find_instance(TASK), "")
    assert (grade.resolved, grade.patch_applied, grade.empty_patch, grade.fail_to_pass, grade.pass_to_pass) == (
        False, False, True, 0.0, 0.0)
    assert grade.info()["empty_patch"] and "drops empty predictions" in grade.reason


@pytest.mark.parametrize("instance_id", SHIPPED)
def test_patch_breaking_a_pass_to_pass_test_does_not_resolve(instance_id: str, tmp_path: Path) -> None:
    instance, environ = find_instance(instance_id), episode_environ(tmp_path)
    check_out(instance, tmp_path / "repo", environ)
    apply_patch(tmp_path / "repo", instance.patch, environ)
    path, old, new = BREAKERS[instance_id]
    source = tmp_path / "repo" / path
    assert source.read_text().count(old) == 1
    source.write_text(source.read_text().replace(old, new))
    grade = grade_patch(instance, current_patch(tmp_path / "repo", instance.base_commit, tmp_path, environ))
    assert not grade.resolved and grade.fail_to_pass == 1.0 and grade.pass_to_pass < 1.0
    assert grade.failed and set(grade.failed) <= set(instance.pass_to_pass)


NOT_APPLYING_PATCH = "diff --git a/nope.py b/nope.py\n--- a/nope.py\n+++ b/nope.py\n@@ -1 +1 @@\n-x\n+y\n"
"""A patch of a file the base does not have."""


def test_patch_that_does_not_apply_is_not_resolved() -> None:
    grade = grade_patch(find_instance(TASK), NOT_APPLYING_PATCH)
    assert (grade.resolved, grade.patch_applied, grade.fail_to_pass) == (False, False, 0.0)
    assert "does not apply" in grade.reason


def test_golden_actions_resolve_the_episode() -> None:
    env = make_env("swe")
    env.reset({"id": "swe-mini__inikit-3"}, 0, {})
    *edits, submit = [env.step(action) for action in golden_actions("swe-mini__inikit-3")]
    assert all(not result.done and result.observation.startswith("exit code 0") for result in edits)
    assert (submit.done, submit.reward) == (True, 0.0)
    assert submit.info["artefact"] == find_instance("swe-mini__inikit-3").patch
    grade = graded("swe-mini__inikit-3", submit)
    assert (grade.done, grade.reward, grade.info["success"]) == (True, 1.0, True)
    assert grade.info["patch"] == find_instance("swe-mini__inikit-3").patch
    env.close()


# --- the episode and its tools ------------------------------------------------------------------


def test_reset_shows_the_issue_and_is_reproducible() -> None:
    first, second = make_env("swe"), make_env("swe")
    reset = first.reset({"id": TASK}, 0, {})
    issue = find_instance(TASK).problem_statement.strip()
    assert issue in reset.observation and "submit" in reset.observation and "submit" not in issue
    base_commit = find_instance(TASK).base_commit
    ids = {"instance_id": TASK, "repo": "swe-mini/textkit", "base_commit": base_commit}
    assert reset.info == ids  # the runner's log; the agent's view adds the issue and the directory
    assert reset.agent_info == {**ids, "workdir": str(repo_of(first)), "problem_statement": issue}
    assert second.reset({"id": TASK}, 5, {}).anchor_state == reset.anchor_state
    assert git(["log", "--format=%H"], repo_of(first), {}).split() == [find_instance(TASK).base_commit]
    first.close()
    second.close()


def test_bash_runs_in_the_repository_and_reports_exit_code(env: OrderEnforcing) -> None:
    result = env.step(call("bash", command="pwd; ls; echo oops >&2; exit 3"))
    lines = result.observation.splitlines()
    assert lines[0] == "exit code 3" and lines[1] == str(repo_of(env))
    assert "textkit" in lines and "oops" in lines
    assert (result.done, result.reward) == (False, 0.0)
    assert result.info == {"tool": "bash", "exit_code": 3, "timed_out": False}


@pytest.mark.parametrize(
    "command, timeout, observation, timed_out",
    [
        pytest.param("echo started; sleep 30", 1, "timed out after 1 s: the command was killed\nstarted\n", True,
                     id="timed-out"),
        pytest.param("echo started; kill -KILL $$", 60, "killed by SIGKILL\nstarted\n", False, id="killed"),
    ],
)
def test_a_command_that_did_not_exit_has_no_exit_code(env: OrderEnforcing, command: str, timeout: int,
                                                      observation: str, timed_out: bool) -> None:
    result = env.step(call("bash", command=command, timeout=timeout))
    assert (result.observation, result.info) == (observation, {"tool": "bash", "exit_code": None,
                                                               "timed_out": timed_out})


def test_bash_output_is_capped(env: OrderEnforcing) -> None:
    result = env.step(call("bash", command="python -c \"print('x' * 100000)\""))
    assert "x" * OUTPUT_CAP_BYTES in result.observation and "x" * (OUTPUT_CAP_BYTES + 1) not in result.observation
    assert f"the first {OUTPUT_CAP_BYTES} of 100001 bytes" in result.observation


def test_view_file_directory_and_ranges(env: OrderEnforcing) -> None:
    whole = env.step(call("view", path="textkit/wrap.py")).observation
    assert (
        whole.splitlines()[0]
        == '     1\t"""Fitting text into a width: truncation with an ellipsis, greedy word wrapping."""'
    )
    part = env.step(call("view", path="textkit/wrap.py", start_line=3, end_line=4)).observation
    assert [line.split("\t")[0].strip() for line in part.splitlines()] == ["3", "4"]
    listing = env.step(call("view", path=".")).observation.splitlines()
    assert "textkit/" in listing and "textkit/wrap.py" in listing and ".git/" not in listing
    assert "no lines 500" in env.step(call("view", path="textkit/wrap.py", start_line=500)).observation
    assert "does not exist" in env.step(call("view", path="nope.py")).observation
    assert "outside the repository" in env.step(call("view", path="../../etc/passwd")).observation


def test_str_replace_edits_one_occurrence(env: OrderEnforcing) -> None:
    before = env.step(call("view", path="textkit/wrap.py"))
    result = env.step(call("str_replace", path="textkit/wrap.py", old_str="return text[:width]", new_str="return text"))
    assert result.observation.startswith("Replaced 1 occurrence in textkit/wrap.py")
    assert "return text + ellipsis" in (repo_of(env) / "textkit/wrap.py").read_text()
    assert result.anchor_state != before.anchor_state


@pytest.mark.parametrize(
    "old_str, message",
    [
        pytest.param("no such text", "was not found", id="not-found"),
        pytest.param("lines.append(line)", "occurs 2 times in textkit/wrap.py (lines 24, 29)", id="ambiguous"),
        pytest.param("", "old_str is empty", id="empty"),
    ],
)
def test_str_replace_refuses_missing_or_ambiguous_text(env: OrderEnforcing, old_str: str, message: str) -> None:
    result = env.step(call("str_replace", path="textkit/wrap.py", old_str=old_str, new_str="x"))
    assert result.observation.startswith("Error: ") and message in result.observation
    assert result.info["tool"] == "str_replace" and not result.done


def test_create_writes_files_that_enter_the_patch(env: OrderEnforcing) -> None:
    created = env.step(call("create", path="docs/notes/fix.md", content="one\ntwo\n"))
    assert created.observation == "Created docs/notes/fix.md (2 lines)"
    assert env.step(call("create", path="docs/notes/fix.md", content="one")).observation.startswith("Overwrote")
    status = env.step(call("bash", command="git status --porcelain")).observation
    assert "?? docs/" in status  # the patch is made in a copy of the index: nothing got staged
    submitted = env.step(call("submit"))
    assert "diff --git a/docs/notes/fix.md b/docs/notes/fix.md\nnew file mode 100644" in submitted.info["artefact"]


def test_submit_yields_the_working_tree_diff_graded_apart(env: OrderEnforcing) -> None:
    env.step(
        call(
            "str_replace",
            path="textkit/wrap.py",
            old_str="return text[:width] + ellipsis",
            new_str="return text[: width - len(ellipsis)] + ellipsis",
        )
    )
    submitted = env.step(call("submit"))
    assert (submitted.done, submitted.reward, set(submitted.info)) == (True, 0.0, {"artefact", "patch_bytes"})
    result = graded(TASK, submitted)
    assert (result.done, result.reward, result.info["success"]) == (True, 0.0, False)
    assert result.info["fail_to_pass"] == 0.5 and result.info["pass_to_pass"] == 1.0
    assert result.info["failed_tests"] == ["tests/test_wrap.py::test_truncate_never_exceeds_width"]
    assert result.info["patch"].startswith("diff --git a/textkit/wrap.py b/textkit/wrap.py")
    assert "not resolved (FAIL_TO_PASS 50% passing" in result.observation
    with pytest.raises(OrderError):
        env.step(call("submit"))


@pytest.mark.parametrize(
    "patch, resolved",
    [
        pytest.param(find_instance(TASK).patch, True, id="gold"),
        pytest.param(NOT_APPLYING_PATCH, False, id="not-applying"),
    ],
)
def test_submit_grades_the_patch_given_in_place_of_the_working_tree(env: OrderEnforcing, patch: str,
                                                                     resolved: bool) -> None:
    """As harnesses such as mini-swe-agent submit `git diff -- FILES`, leaving scratch files in
    the tree: the patch given is the artefact, as it is; one that does not apply is the agent's
    failed grade."""
    assert env.step(call("create", path="patch.txt", content=patch)).observation.startswith("Created")
    submitted = env.step(call("submit", patch=patch))
    assert (submitted.done, submitted.info["artefact"]) == (True, patch)
    grade = graded(TASK, submitted)
    assert (grade.done, grade.reward, grade.info["resolved"], grade.info["patch_applied"]) == (
        True, float(resolved), resolved, resolved)


def test_anchor_is_the_diff_from_the_base(env: OrderEnforcing) -> None:
    start = env.step(call("view", path="README.md")).anchor_state
    edited = env.step(call("create", path="README.md", content="changed\n")).anchor_state
    reverted = env.step(call("bash", command="git checkout README.md")).anchor_state
    assert start != edited and reverted == start


@pytest.mark.parametrize(
    "action, message",
    [
        pytest.param("view README.md", "not valid JSON", id="not-json"),
        pytest.param('["view"]', "must be a JSON object", id="array"),
        pytest.param('{"name": "rm", "arguments": {}}', "unknown tool 'rm'", id="unknown-tool"),
        pytest.param('{"name": "view", "arguments": {}}', "needs the argument 'path'", id="missing-argument"),
        pytest.param('{"name": "view", "arguments": {"file": "x"}}', "takes no argument 'file'", id="extra-argument"),
        pytest.param('{"name": "bash", "arguments": {"command": 1}}', "must be a string", id="wrong-type"),
        pytest.param('{"name": "bash", "arguments": {"command": "ls", "timeout": true}}', "integer", id="bool"),
        pytest.param('{"name": "bash", "arguments": {"command": "ls", "timeout": 0}}', "at least 1", id="zero"),
        pytest.param('{"name": "bash", "arguments": "[1]"}', "must be a JSON object", id="arguments-array"),
        pytest.param('{"name": "submit", "args": {}}', "only 'name' and 'arguments'", id="extra-key"),
        pytest.param('{"name": "create", "arguments": {"path": "a", "content": "\\ud800"}}', "Unicode", id="surrogate"),
    ],
)
def test_malformed_calls_get_an_error_observation(env: OrderEnforcing, action: str, message: str) -> None:
    result = env.step(action)
    assert result.observation.startswith("Error: ") and message in result.observation
    assert (result.done, result.reward) == (False, 0.0) and message in result.info["error"]


def test_arguments_may_be_a_json_string() -> None:
    parsed = parse_call('{"name": "view", "arguments": "{\\"path\\": \\"a.py\\"}"}')
    assert parsed == ToolCall("view", {"path": "a.py"})
    assert parse_call('{"name": "submit"}').canonical() == '{"arguments": {}, "name": "submit"}'
    with pytest.raises(CallError, match="not a JSON object"):
        parse_call('{"name": "view", "arguments": "path=a.py"}')


def test_options_are_rejected() -> None:
    with pytest.raises(EnvError, match="no options"):
        make_env("swe").reset({"id": TASK}, 0, {"max_steps": 3})


# --- the agent ------------------------------------------------------------------------------------

VIEW = call("view", path="a.py")


@pytest.mark.parametrize(
    "completion, expected",
    [
        pytest.param('<tool_call>\n{"name": "view", "arguments": {"path": "a.py"}}\n</tool_call>', VIEW, id="hermes"),
        pytest.param(
            'I will look.\n<tool_call>{"arguments": {"path": "a.py"}, "name": "view"}</tool_call>',
            VIEW,
            id="text-before",
        ),
        pytest.param(
            '<think>maybe <tool_call>{"name": "submit"}</tool_call></think>\n<tool_call>'
            '{"name": "view", "arguments": {"path": "a.py"}}</tool_call>',
            VIEW,
            id="think-ignored",
        ),
        pytest.param('<tool_call>\n{"name": "view", "arguments": {"path": "a.py"}}\n', VIEW, id="unclosed"),
        pytest.param('Next:\n```json\n{"name": "view", "arguments": {"path": "a.py"}}\n```', VIEW, id="fenced"),
        pytest.param('  {"name": "view", "arguments": {"path": "a.py"}}  ', VIEW, id="bare-json"),
        pytest.param('<tool_call>{"name": "submit", "arguments": {}}</tool_call>', call("submit"), id="submit"),
    ],
)
def test_agent_parses_one_tool_call(completion: str, expected: str) -> None:
    action = get_agent("swe").parse(completion)
    assert (action.text, action.error) == (expected, "")


@pytest.mark.parametrize(
    "completion, error",
    [
        pytest.param("I think the bug is in a.py.", "no tool call found", id="prose"),
        pytest.param('```python\nprint("hi")\n```', "no tool call found", id="code-fence"),
        pytest.param("<tool_call>{name: view}</tool_call>", "not valid JSON", id="bad-json"),
        pytest.param('<tool_call>{"name": "edit", "arguments": {}}</tool_call>', "unknown tool 'edit'", id="unknown"),
        pytest.param(
            '<tool_call>{"name": "view", "arguments": {"line": 3}}</tool_call>', "takes no argument", id="bad-arguments"
        ),
        pytest.param(
            '<tool_call>{"name": "submit"}</tool_call><tool_call>{"name": "submit"}</tool_call>',
            "found 2 tool calls",
            id="two-calls",
        ),
        pytest.param('{"name": "view", "arguments": {"path": "a.py"}', "not valid JSON", id="truncated-bare"),
    ],
)
def test_agent_rejects_invalid_completions(completion: str, error: str) -> None:
    action = get_agent("swe").parse(completion)
    assert action.text is None and error in action.error


def test_agent_messages_and_final_action() -> None:
    agent = get_agent("swe")
    system, user = agent.first_messages(Reset("Fix the bug.", anchor_state="a"))
    assert all(f"- {name}(" in system["content"] for name in TOOLS) and "<tool_call>" in system["content"]
    assert user == {"role": "user", "content": "Fix the bug."}
    feedback = agent.invalid_action_message(agent.parse("no call"))
    assert feedback["role"] == "user" and "no tool call found" in feedback["content"]
    assert "<tool_call>" in feedback["content"]
    assert agent.final_action() == call("submit")


# --- SWE_DATA: user instances over a local mirror ----------------------------------------------


def make_mirror(root: Path) -> dict[str, Any]:
    """$SWE_DATA with one instance of repo acme/calc: a bug fixed by the commit after base."""
    environ = episode_environ(root)
    work = root / "work"
    (work / "tests").mkdir(parents=True)
    git(["init", "-q", "-b", "main"], work, environ)
    (work / "calc.py").write_text("def double(x):\n    return x * 3\n\n\ndef negate(x):\n    return -x\n")
    (work / "tests" / "test_calc.py").write_text(
        "from calc import negate\n\n\ndef test_negate():\n    assert negate(2) == -2\n"
    )
    (work / "pyproject.toml").write_text('[tool.pytest.ini_options]\npythonpath = ["."]\n')
    git(["add", "-A"], work, environ)
    git(["commit", "-q", "-m", "base"], work, environ)
    base = git(["rev-parse", "HEAD"], work, environ).strip()
    (work / "calc.py").write_text("def double(x):\n    return x * 2\n\n\ndef negate(x):\n    return -x\n")
    patch = git(["diff"], work, environ)
    with (work / "tests" / "test_calc.py").open("a") as tests:
        tests.write("\n\ndef test_double():\n    from calc import double\n\n    assert double(4) == 8\n")
    test_patch = git(["diff", "--", "tests"], work, environ)
    git(["commit", "-q", "-am", "fix double"], work, environ)
    subprocess.run(
        ["git", "clone", "-q", "--mirror", str(work), str(root / "data" / "repos" / "acme__calc.git")],
        env=environ,
        check=True,
    )
    record = {
        "repo": "acme/calc",
        "instance_id": "acme__calc-1",
        "base_commit": base,
        "patch": patch,
        "test_patch": test_patch,
        "problem_statement": "double(4) returns 12, not 8.",
        "FAIL_TO_PASS": json.dumps(["tests/test_calc.py::test_double"]),
        "PASS_TO_PASS": ["tests/test_calc.py::test_negate"],
        "created_at": "2024-05-01",
        "difficulty": "easy",
    }
    (root / "data" / "instances").mkdir()
    (root / "data" / "instances" / "train.jsonl").write_text(json.dumps(record) + "\n")
    (root / "data" / "instances" / "dev.json").write_text(json.dumps([{**record, "instance_id": "acme__calc-2"}]))
    return record


@pytest.fixture
def swe_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    record = make_mirror(tmp_path)
    monkeypatch.setenv("SWE_DATA", str(tmp_path / "data"))
    return record


def test_data_variable_is_registered() -> None:
    assert data_variables()["swe"] == "SWE_DATA"


def test_swe_data_instances_are_checked_out_from_the_mirror_without_history(swe_data: dict[str, Any]) -> None:
    assert SweEnv.splits() == {"dev": 1, "train": 1}
    assert SweEnv.task_id("train", 0) == "acme__calc-1"
    env = make_env("swe")
    reset = env.reset({"id": "acme__calc-1"}, 0, {})
    assert "double(4) returns 12" in reset.observation
    log = env.step(call("bash", command="git log --all --format=%H; git rev-parse HEAD")).observation.split()
    assert log[3:] == [swe_data["base_commit"], swe_data["base_commit"]]
    applied, submit = [env.step(action) for action in golden_actions("acme__calc-1")]
    assert applied.observation.startswith("exit code 0"), applied.observation  # else an empty diff is graded
    grade = graded("acme__calc-1", submit)
    assert (grade.reward, grade.info["fail_to_pass"], grade.info["pass_to_pass"]) == (1.0, 1.0, 1.0)
    env.close()
    assert not grade_patch(find_instance("acme__calc-2"), "").resolved


def test_swe_data_inline_task_and_errors(swe_data: dict[str, Any], tmp_path: Path) -> None:
    env = make_env("swe")
    assert env.reset({"id": "", "data": {**swe_data, "instance_id": "mine"}}, 0, {}).info["instance_id"] == "mine"
    env.close()
    with pytest.raises(EnvError, match="no mirror of repository 'acme/other'"):
        make_env("swe").reset({"data": {**swe_data, "repo": "acme/other"}}, 0, {})
    with pytest.raises(EnvError, match="not in"):
        make_env("swe").reset({"data": {**swe_data, "base_commit": "0" * 40}}, 0, {})
    with pytest.raises(EnvError, match="FAIL_TO_PASS"):
        make_env("swe").reset({"data": {**swe_data, "FAIL_TO_PASS": "not json"}}, 0, {})
    with pytest.raises(EnvError, match="unknown swe task id"):
        make_env("swe").reset({"id": TASK}, 0, {})


def test_swe_data_without_instances_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "instances").mkdir()
    (tmp_path / "instances" / "bad.jsonl").write_text('{"repo": "a/b"}\n')
    monkeypatch.setenv("SWE_DATA", str(tmp_path))
    with pytest.raises(EnvError, match=r"bad\.jsonl record 1: an instance needs the non-empty strings instance_id"):
        SweEnv.splits()


# --- inside the sandboxes -------------------------------------------------------------------------


@pytest.fixture(params=SANDBOX_KINDS)
def kind(request: pytest.FixtureRequest) -> str:
    return requested_kind(request)


async def test_golden_episode_resolves_in_a_sandbox(kind: str) -> None:
    """Played and graded in sandboxes of each kind; the checkout is at /testbed, where
    SWE-bench's harnesses look for it, and the agent's commands start there; under runsc the
    tool commands take another uid than the env server, and work in the checkout and in files
    the editor made."""
    probe = call("bash", command="id -u; git --version; pytest --version")
    testbed = call("bash", command="pwd; cd /testbed && git status --porcelain && pwd")
    made = [call("create", path="notes/a.txt", content="x\n"),
            call("bash", command="echo y >> notes/a.txt; rm -r notes")]
    reset, results, grade = await play_in_sandbox(TASK, [probe, testbed, *made, *golden_actions(TASK)], kind=kind)
    assert results[0].observation.splitlines()[:2] == ["exit code 0", "65534"] and "pytest" in results[0].observation
    assert (reset.agent_info["workdir"], results[1].observation) == ("/testbed", "exit code 0\n/testbed\n/testbed\n")
    assert results[3].observation == "exit code 0 (no output)"
    assert (grade.reward, grade.info["success"], grade.info["patch"]) == (1.0, True, find_instance(TASK).patch)


def test_the_workspace_knows_the_link_the_runtimes_offer() -> None:
    """The sandbox side may not import the runtimes' constant: the two must agree."""
    assert (str(TESTBED), str(TESTBED_TARGET)) == TESTBED_LINK and not TESTBED.exists()


async def test_swe_data_mirror_is_read_in_bubblewrap(swe_data: dict[str, Any], tmp_path: Path) -> None:
    data = {"SWE_DATA": str(tmp_path / "data")}
    config = SandboxConfig(data_dirs=tuple(data.items()))
    probe = call("bash", command="git log --all --format=%H")
    _, results, grade = await play_in_sandbox("acme__calc-1", [probe, *golden_actions("acme__calc-1")], config, data)
    assert results[0].observation.split()[3:] == [swe_data["base_commit"]]  # no later history in the sandbox
    assert (grade.reward, grade.info["patch"]) == (1.0, swe_data["patch"])


# --- barriers between the agent and its grade -------------------------------------------------


def base_text(instance_id: str, root: Path) -> str:
    instance = find_instance(instance_id)
    check_out(instance, root / "repo", episode_environ(root))
    return "\n".join(path.read_text() for path in (root / "repo").rglob("*.py") if ".git" not in path.parts)


def added_lines(patch: str, *bases: str) -> list[str]:
    """Lines a patch adds that none of `bases` holds."""
    lines = {line[1:] for line in patch.splitlines() if line.startswith("+") and not line.startswith("+++")}
    return sorted(line for line in lines if len(line.strip()) > 12 and not any(line in base for base in bases))


@pytest.fixture(scope="module")
def answer_lines(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """Lines only the gold patch or the test patch hold (as they are, and as JSON writes them) of
    TASK and of each instance of another repository. (The other instances of TASK's repository
    are fixed in TASK's base: their fixes are the agent's to read.)"""
    own = base_text(TASK, tmp_path_factory.mktemp("own"))
    needles = []
    for instance_id in SHIPPED:
        instance = find_instance(instance_id)
        if instance.repo == find_instance(TASK).repo and instance_id != TASK:
            continue
        base = base_text(instance_id, tmp_path_factory.mktemp(instance_id))
        gold, tests = added_lines(instance.patch, base, own), added_lines(instance.test_patch, base, own)
        assert gold and tests, instance_id
        needles += [gold[0], tests[0], json.dumps(gold[0])[1:-1], json.dumps(tests[0])[1:-1]]
    return needles


async def test_no_answer_key_is_readable_from_the_agents_sandbox(answer_lines: list[str]) -> None:
    """The agent's shell searches every file of its sandbox (but the system's and Python's) for
    lines of the gold and test patches: none holds one. A line of its own checkout, searched
    for too, is found there: the search did search."""
    control = '"""Fitting text into a width: truncation with an ellipsis, greedy word wrapping."""'
    pruned = ["/proc", "/sys", "/dev", "/usr", *python_roots()]
    prune = " -o ".join(f"-path {path}" for path in pruned)
    needles = " ".join(f"-e {shlex.quote(line)}" for line in [control, *answer_lines])
    search = f"find / \\( {prune} \\) -prune -o -type f -print0 | xargs -0 grep -lF {needles}; pwd -P"
    async with await open_session("swe", "bubblewrap", timeout_s=120, config=SandboxConfig()) as session:
        await session.reset({"id": TASK}, 0, {})
        found = (await session.step(call("bash", command=search, timeout=120))).observation.splitlines()
    assert found[1:] == [f"{found[-1]}/textkit/wrap.py", found[-1]], found


def test_agent_view_holds_only_public_fields_and_base_commits(answer_lines: list[str]) -> None:
    """Records and inline tasks reach a sandbox with the public fields only (the reset's info
    passes one on: the problem statement, the agent's own task)."""
    view = Path(agent_data(None))
    records = [json.loads(line) for line in (view / "instances" / "test.jsonl").read_text().splitlines()]
    assert [record["instance_id"] for record in records] == sorted(SHIPPED)
    public = {"repo", "instance_id", "base_commit", "problem_statement", "version", "requirements", "env_setup"}
    assert all(set(record) == public for record in records)
    full = json.loads((SHIPPED_DIR / "instances" / "test.jsonl").read_text().splitlines()[0])
    assert "patch" in full and set(agent_task("swe", {"data": full})["data"]) == public & set(full)
    commits = set()
    for mirror in (view / "repos").iterdir():
        commits |= set(git(["rev-list", "--all"], mirror, episode_environ(view)).split())
        for needle in answer_lines:
            assert subprocess.run(["git", "grep", "-qF", needle, "--all"], cwd=mirror).returncode != 0
    assert commits == {find_instance(instance_id).base_commit for instance_id in SHIPPED}
    assert agent_data(str(view)) == str(view) and not (SHIPPED_DIR / "instances").is_relative_to(view)


CHEATING_CONFTEST = """import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    outcome.get_result().outcome = "passed"
"""


@pytest.mark.parametrize("path", ["conftest.py", "tests/conftest.py", "textkit/conftest.py"])
def test_a_conftest_in_the_diff_cannot_flip_the_grade(path: str, tmp_path: Path) -> None:
    instance, environ = find_instance(TASK), episode_environ(tmp_path)
    check_out(instance, tmp_path / "repo", environ)
    (tmp_path / "repo" / path).write_text(CHEATING_CONFTEST)
    patch = current_patch(tmp_path / "repo", instance.base_commit, tmp_path, environ)
    grade = grade_patch(instance, patch)
    assert (grade.resolved, grade.fail_to_pass, grade.dropped) == (False, 0.0, [path])
    assert "test configuration dropped" in grade.reason


@pytest.mark.parametrize("path", ["pytest.ini", "sub/tox.ini", "setup.cfg", "pyproject.toml", "a/b/x.pth",
                                  "sitecustomize.py", "usercustomize.py", ".gitattributes", ".git/hooks/x",
                                  "tests/__pycache__/test_wrap.cpython-311-pytest-8.3.4.pyc", "textkit/wrap.pyc"])
def test_test_configuration_files_are_dropped_from_a_diff(path: str) -> None:
    kept = "diff --git a/textkit/case.py b/textkit/case.py\n--- a/textkit/case.py\n+++ b/textkit/case.py\n@@ -1 +1 @@\n"
    cheat = f"diff --git a/{path} b/{path}\nnew file mode 100644\n--- /dev/null\n+++ b/{path}\n@@ -0,0 +1 @@\n+x\n"
    quoted = f'diff --git "a/{path}" "b/{path}"\n--- /dev/null\n+++ "b/{path}"\n@@ -0,0 +1 @@\n+x\n'
    plain = f"--- /dev/null\n+++ b/{path}\n@@ -0,0 +1 @@\n+x\n"  # before any diff --git: git apply reads it
    stamped = f"--- /dev/null\t2024-01-01 00:00:00\n+++ b/{path}  2024-01-01 00:00:00.000 +0000\n@@ -0,0 +1 @@\n+x\n"
    assert without_test_config(plain + kept + cheat + quoted + stamped) == (kept, [path] * 4)


def test_a_plain_unified_diff_is_graded_as_the_harness_applies_it() -> None:
    """The gold patch without its `diff --git` and index lines: git apply takes it as it is."""
    instance = find_instance(TASK)
    plain = "".join(line for line in instance.patch.splitlines(keepends=True)
                    if not line.startswith(("diff --git ", "index ")))
    assert "diff --git" not in plain
    grade = grade_patch(instance, plain)
    assert (grade.resolved, grade.applied_with) == (True, "git apply --verbose"), grade.info()


def test_text_that_is_no_patch_does_not_apply() -> None:
    grade = grade_patch(find_instance(TASK), "I fixed the bug, trust me.\n")
    assert (grade.resolved, grade.patch_applied, grade.empty_patch) == (False, False, False)
    assert "does not apply" in grade.reason


def test_a_removed_line_that_reads_as_a_header_stays_inside_its_hunk() -> None:
    """`-- x` removed and `++ y` added read `--- x` and `+++ y` inside a hunk: content, not a file."""
    diff = ("diff --git a/q.sql b/q.sql\n--- a/q.sql\n+++ b/q.sql\n@@ -1,2 +1,2 @@\n"
            " select 1;\n--- note\n+++ conftest.py\n")
    preamble, diffs = file_diffs(diff)
    assert (preamble, diffs) == ("", [diff])


def test_git_hooks_filters_and_fsmonitor_the_agent_plants_do_not_run_at_submit(env: OrderEnforcing) -> None:
    home = repo_of(env).parent
    plant = f"""
        printf '#!/bin/sh\\ntouch {home}/ran-$1\\n' > {home}/mark && chmod +x {home}/mark
        git config core.fsmonitor "{home}/mark fsmonitor"
        git config filter.evil.clean "{home}/mark filter; cat"
        git config filter.evil.required true
        git config diff.external "{home}/mark diff"
        echo '* filter=evil' > .gitattributes
        mkdir -p .git/hooks && for hook in post-index-change pre-commit reference-transaction; do
            printf '#!/bin/sh\\ntouch {home}/ran-hook\\n' > .git/hooks/$hook && chmod +x .git/hooks/$hook; done
        echo changed >> README.md
    """
    assert env.step(call("bash", command=plant)).observation.startswith("exit code 0")
    submitted = env.step(call("submit"))
    assert submitted.done and "diff --git a/README.md b/README.md" in submitted.info["artefact"]
    assert sorted(path.name for path in home.glob("ran-*")) == []


async def test_the_grade_comes_from_a_fresh_sandbox() -> None:
    """What the agent leaves behind (a file in /tmp and $HOME, a process it detached that puts
    the fix into any grading checkout it finds) does not reach the grade of its patch (a new
    notes file: no fix)."""
    fixed = (SHIPPED_DIR / "sources" / "textkit" / "textkit" / "wrap.py").read_text()
    leave = f"""
        cat > /tmp/fixed.py <<'FIXED'\n{fixed}FIXED
        cp /tmp/fixed.py "$HOME/fixed.py"
        setsid sh -c 'while :; do for f in /tmp/swe-grade-*/repo/textkit/wrap.py; do
            [ -f "$f" ] && cp /tmp/fixed.py "$f"; done; done' > /dev/null 2>&1 < /dev/null &
        echo x > NOTES.txt
        echo left
    """
    _, results, grade = await play_in_sandbox(TASK, [call("bash", command=leave), call("submit")])
    assert results[0].observation.startswith("exit code 0") and results[-1].info["artefact"] == NOOP_PATCH.replace(
        "new file mode 100644\n", "new file mode 100644\nindex 0000000..587be6b\n")
    assert (grade.reward, grade.info["resolved"], grade.info["fail_to_pass"], grade.info["pass_to_pass"]) == (
        0.0, False, 0.0, 1.0)


async def test_an_oversized_command_is_the_agents_error_not_the_envs() -> None:
    huge = call("bash", command="echo " + "x" * 200_000)  # over the kernel's 128 KiB for one exec argument
    assert MAX_COMMAND_BYTES < 200_000
    async with await open_session("swe", "bubblewrap", timeout_s=120, config=SandboxConfig()) as session:
        await session.reset({"id": TASK}, 0, {})
        result = await session.step(huge)
        after = await session.step(call("bash", command="echo still here"))
    assert result.observation.startswith("Error: bash's argument 'command' is") and not result.done
    assert after.observation == "exit code 0\nstill here\n"
    assert not get_agent("swe").parse(f"<tool_call>{huge}</tool_call>").valid


@pytest.mark.parametrize("given", [pytest.param(False, id="working-tree"), pytest.param(True, id="given")])
def test_an_oversized_patch_scores_zero_without_grading(env: OrderEnforcing, given: bool) -> None:
    big = "y\n" * MAX_PATCH_BYTES
    if given:
        submitted = env.step(call("submit", patch=big))
    else:
        env.step(call("create", path="big.txt", content=big))
        submitted = env.step(call("submit"))
    assert (submitted.done, submitted.reward, submitted.info["success"]) == (True, 0.0, False)
    assert "artefact" not in submitted.info and "more than the" in submitted.info["grading_reason"]


def test_every_env_graded_apart_has_an_answer_keeper_on_the_runners_side() -> None:
    assert {name for name in entries() if get_env_class(name).graded_apart} == set(KEEPERS) == {"swe"}
