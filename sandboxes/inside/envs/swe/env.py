"""The SWE environment: fix an issue in a repository checkout with tools; graded by its tests.

reset checks the instance out at its base commit in a private temporary directory (inside a
sandbox: /testbed, in its /tmp, `workspace.TESTBED`); its info holds the instance's ids, and
what it tells the agent besides (`agent_info`, which a session's reset answers) adds the bare
`problem_statement` (the observation wraps it in instructions) and the `workdir` the agent's
commands start in. Each action is one tool call as JSON
(`sandboxes.inside.envs.swe.calls`): bash, view, str_replace and create act on the checkout and
answer with their output (a bash step's info adds its `exit_code` and whether it `timed_out`;
a malformed or failing call answers with an error observation; the episode goes on, whatever
the agent did to the paths it names or to the workspace); submit ends the episode: its `patch`
if given, else the diff from the base commit to the working tree, is the patch, the artefact
of a graded-apart env (`Environment.graded_apart`): the agent's sandbox never grades. A patch
over MAX_PATCH_BYTES is the agent's failure: reward 0, nothing to grade.

Grading mode (reset with the option GRADE_OPTION, `{"artefact": patch, "key": grading key}`,
in a fresh sandbox the runner opens): one step of GRADE_ACTION grades the patch with
`grading.grade_patch`, the key (test patch, test lists) coming from the request. Reward 1.0 if
resolved, else 0.0; the info holds the grade and the patch.

The runner's own turn budget ends an episode without asking the env; the SWE agent's
`final_action` is a submit, so a truncated episode is graded all the same.
"""

from __future__ import annotations

import json
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside.envs.swe.calls import CallError, parse_call
from sandboxes.inside.envs.swe.checkout import GitError
from sandboxes.inside.envs.swe.reward import TEST_TIMEOUT_S, grade_patch
from sandboxes.inside.envs.swe.tasks import (
    Instance,
    find_instance,
    grading_key,
    instance_for_task,
    task_set,
    with_grading_key,
)
from sandboxes.inside.envs.swe.workspace import ToolError, Workspace
from sandboxes.protocol import ARTEFACT_KEY, GRADE_ACTION, GRADE_OPTION, Environment, Reset, StepResult, anchor_state

CALL_FORMAT = 'Call exactly one tool per turn as {"name": TOOL, "arguments": {...}}.'
MAX_PATCH_BYTES = 100_000
"""The largest patch (UTF-8 bytes, and characters as JSON) that is graded; a larger one scores 0."""


class SweEnv(Environment):
    name = "swe"
    description = "Fix an issue in a Python repository with shell and editor tools; graded by its tests (SWE-bench)."
    agent = "services.agents.swe:SweAgent"
    data_variable = "SWE_DATA"
    graded_apart = True

    def __init__(self) -> None:
        self._workspace: Workspace | None = None
        self._grading: tuple[Instance, str, float] | None = None

    @classmethod
    def splits(cls) -> dict[str, int]:
        return {split: len(instances) for split, instances in task_set().items()}

    @classmethod
    def task_id(cls, split: str, index: int) -> str:
        """The instance id of the `index`-th instance (by id) of `split`."""
        instances = task_set().get(split, ())
        if not 0 <= index < len(instances):
            raise EnvError(f"swe split {split!r:.50} has no task {index} (splits: {cls.splits()})")
        return instances[index].instance_id

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        if set(options) == {GRADE_OPTION}:
            return self._open_grading(task, options[GRADE_OPTION])
        if options:
            raise EnvError(f"swe takes no options, got {sorted(options)!r:.200}")
        instance = instance_for_task(task)
        self.close()  # the last episode's checkout goes first: the new one takes its place
        self._workspace = Workspace.create(instance)
        info = {"instance_id": instance.instance_id, "repo": instance.repo, "base_commit": instance.base_commit}
        shown = {**info, "workdir": str(self._workspace.workdir),
                 "problem_statement": instance.problem_statement.strip()}
        return Reset(observation=_issue(instance), anchor_state=self._anchor(), info=info, agent_info=shown)

    def step(self, action: str) -> StepResult:
        if self._grading is not None:
            return self._grade(action)
        workspace = self._current()
        try:
            call = parse_call(action)
        except CallError as exc:
            return self._answer(f"Error: {exc}. {CALL_FORMAT}", {"error": str(exc)})
        if call.name == "submit":
            return self._submit(workspace, call.arguments.get("patch"))
        try:
            observation, ended = workspace.run(call)
        except ToolError as exc:
            return self._answer(f"Error: {exc}", {"tool": call.name, "error": str(exc)})
        return self._answer(observation, {"tool": call.name, **ended})

    def failed_action(self, action: str, exc: Exception) -> StepResult:
        """An exception of an agent's action is the agent's failure (`Environment.failed_action`);
        of a grading step, the grader's own, re-raised: what a failing grade means is the
        grader's to say (`reward`), and the runner, not the agent, sends that step."""
        if self._grading is not None:
            raise exc
        return super().failed_action(action, exc)

    def close(self) -> None:
        if self._workspace is not None:
            self._workspace.remove()
            self._workspace = None

    def _submit(self, workspace: Workspace, given: str | None) -> StepResult:
        """The artefact to grade: the patch `given` with the submit, else the working tree's
        diff from the base commit; done whatever it is."""
        try:
            patch = workspace.patch() if given is None else given
        except GitError as exc:
            return _not_graded(f"no patch could be made: {exc}", self._anchor(""))
        size = max(len(patch.encode("utf-8")), len(json.dumps(patch)) - 2)
        if size > MAX_PATCH_BYTES:
            reason = f"the patch is {size} bytes, more than the {MAX_PATCH_BYTES} a graded patch may have"
            return _not_graded(reason, self._anchor(patch), patch_bytes=size)
        info = {ARTEFACT_KEY: patch, "patch_bytes": size}
        return StepResult("Submitted: the patch is graded apart.", 0.0, True, self._anchor(patch), info)

    def _open_grading(self, task: dict[str, Any], request: Any) -> Reset:
        """Grading mode: the instance with the request's key, and the patch to grade."""
        if not isinstance(request, dict) or not isinstance(request.get("artefact"), str):
            raise EnvError(f"{GRADE_OPTION} needs a string 'artefact' and a 'key'")
        instance = with_grading_key(instance_for_task(task), request.get("key"))
        limit = request.get("time_limit_s", TEST_TIMEOUT_S)
        if not isinstance(limit, int | float) or isinstance(limit, bool) or not limit > 0:
            raise EnvError(f"{GRADE_OPTION}'s time_limit_s must be a positive number, got {limit!r:.40}")
        self._grading = (instance, request["artefact"], min(float(limit), TEST_TIMEOUT_S))
        info = {"instance_id": instance.instance_id, "grading": True}
        return Reset(f"Grading a patch of {instance.instance_id}.", _anchor_of(instance, request["artefact"]), info)

    def _grade(self, action: str) -> StepResult:
        assert self._grading is not None
        instance, patch, time_limit_s = self._grading
        if action != GRADE_ACTION:
            raise EnvError(f"an swe env in grading mode takes only the action {GRADE_ACTION!r}")
        grade = grade_patch(instance, patch, timeout_s=time_limit_s)
        verdict = "resolved" if grade.resolved else "not resolved"
        observation = (
            f"Submitted and graded: {verdict} (FAIL_TO_PASS {grade.fail_to_pass:.0%} passing, "
            f"PASS_TO_PASS {grade.pass_to_pass:.0%} passing){'; ' + grade.reason if grade.reason else ''}."
        )
        info = {**grade.info(), "patch": patch}
        return StepResult(observation, 1.0 if grade.resolved else 0.0, True, _anchor_of(instance, patch), info)

    def _answer(self, observation: str, info: dict[str, Any]) -> StepResult:
        return StepResult(observation, 0.0, False, self._anchor(), info)

    def _anchor(self, patch: str | None = None) -> str:
        """The state is the instance and the working tree's diff from its base commit."""
        workspace = self._current()
        if patch is None:
            try:
                patch = workspace.patch()
            except GitError:
                patch = "(the repository's git data is unreadable)"
        return _anchor_of(workspace.instance, patch)

    def _current(self) -> Workspace:
        if self._workspace is None:
            raise EnvError("the swe env has no checkout: reset it first")
        return self._workspace


def _anchor_of(instance: Instance, patch: str) -> str:
    return anchor_state(f"swe {instance.instance_id}\n{patch}")


def _not_graded(reason: str, anchor: str, **info: Any) -> StepResult:
    """The end of an episode whose patch is not graded: the agent's failure, reward 0."""
    info = {"success": False, "resolved": False, "grading_reason": reason, **info}
    return StepResult(f"Submitted, but not graded: {reason}.", 0.0, True, anchor, info)


def grading_request(task_id: str, patch: str) -> dict[str, Any]:
    """The reset options that grade `patch` on a task of the task set (runner side, tests)."""
    return {GRADE_OPTION: {"artefact": patch, "key": grading_key(find_instance(task_id))}}


def _issue(instance: Instance) -> str:
    return (
        f"Repository {instance.repo} is checked out at its base commit; your working directory is its "
        f"root.\n\n<issue>\n{instance.problem_statement.strip()}\n</issue>\n\n"
        "Change the repository so that the issue is resolved. Explore, edit and run code with the tools; "
        "then call submit. Your changes (the diff against the base commit) are graded by tests you do not see."
    )
