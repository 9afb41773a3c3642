"""The SWE environment: fix an issue in a repository checkout with tools; graded by its tests.

reset checks the instance out at its base commit in a private temporary directory (inside a
sandbox: its /tmp). Each action is one tool call as JSON (`sandboxes.inside.envs.swe.calls`): bash,
view, str_replace and create act on the checkout and answer with their output (a malformed or
failing call answers with an error observation; the episode goes on); submit ends the episode:
the diff from the base commit to the working tree is the patch, graded by `grading.grade_patch`.
Reward 1.0 if resolved, else 0.0; the final info holds the grade and the patch.

The runner's own turn budget ends an episode without asking the env; the SWE agent's
`final_action` is a submit, so a truncated episode is graded all the same.
"""

from __future__ import annotations

from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside.envs.swe.calls import CallError, ToolCall, parse_call
from sandboxes.inside.envs.swe.checkout import GitError
from sandboxes.inside.envs.swe.grading import grade_patch
from sandboxes.inside.envs.swe.instances import Instance, find_instance, instance_for_task, task_set
from sandboxes.inside.envs.swe.workspace import ToolError, Workspace
from sandboxes.protocol import Environment, Reset, StepResult, anchor_state

CALL_FORMAT = 'Call exactly one tool per turn as {"name": TOOL, "arguments": {...}}.'


class SweEnv(Environment):
    name = "swe"
    description = "Fix an issue in a Python repository with shell and editor tools; graded by its tests (SWE-bench)."

    def __init__(self) -> None:
        self._workspace: Workspace | None = None

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
        if options:
            raise EnvError(f"swe takes no options, got {sorted(options)!r:.200}")
        instance = instance_for_task(task)
        self._workspace = Workspace.create(instance)
        info = {
            "instance_id": instance.instance_id,
            "repo": instance.repo,
            "base_commit": instance.base_commit,
            "fail_to_pass": len(instance.fail_to_pass),
            "pass_to_pass": len(instance.pass_to_pass),
        }
        return Reset(observation=_issue(instance), anchor_state=self._anchor(), info=info)

    def step(self, action: str) -> StepResult:
        workspace = self._current()
        try:
            call = parse_call(action)
        except CallError as exc:
            return self._answer(f"Error: {exc}. {CALL_FORMAT}", {"error": str(exc)})
        if call.name == "submit":
            return self._submit(workspace)
        try:
            observation = workspace.run(call)
        except ToolError as exc:
            return self._answer(f"Error: {exc}", {"tool": call.name, "error": str(exc)})
        return self._answer(observation, {"tool": call.name})

    def close(self) -> None:
        if self._workspace is not None:
            self._workspace.remove()
            self._workspace = None

    def _submit(self, workspace: Workspace) -> StepResult:
        """Grade the diff of the working tree; done whatever the verdict."""
        try:
            patch = workspace.patch()
        except GitError as exc:
            info = {"success": False, "resolved": False, "patch": "", "grading_reason": f"no patch: {exc}"}
            return StepResult(f"Submitted, but no patch could be made: {exc}", 0.0, True, self._anchor(""), info)
        grade = grade_patch(workspace.instance, patch)
        verdict = "resolved" if grade.resolved else "not resolved"
        observation = (
            f"Submitted and graded: {verdict} (FAIL_TO_PASS {grade.fail_to_pass:.0%} passing, "
            f"PASS_TO_PASS {grade.pass_to_pass:.0%} passing){'; ' + grade.reason if grade.reason else ''}."
        )
        info = {**grade.info(), "patch": patch}
        return StepResult(observation, 1.0 if grade.resolved else 0.0, True, self._anchor(patch), info)

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
        return anchor_state(f"swe {workspace.instance.instance_id}\n{patch}")

    def _current(self) -> Workspace:
        if self._workspace is None:
            raise EnvError("the swe env has no checkout: reset it first")
        return self._workspace


def golden_actions(task_id: str) -> list[str]:
    """Actions that apply the instance's gold patch (`git apply` of it in one bash call) and
    submit: a trajectory that must be resolved, for tests and benchmarks."""
    patch = find_instance(task_id).patch
    delimiter = "GOLD_PATCH"
    while delimiter in patch:
        delimiter += "_"
    command = f"git apply <<'{delimiter}'\n{patch}{delimiter}\n"
    return [ToolCall("bash", {"command": command}).canonical(), ToolCall("submit").canonical()]


def _issue(instance: Instance) -> str:
    return (
        f"Repository {instance.repo} is checked out at its base commit; your working directory is its "
        f"root.\n\n<issue>\n{instance.problem_statement.strip()}\n</issue>\n\n"
        "Change the repository so that the issue is resolved. Explore, edit and run code with the tools; "
        "then call submit. Your changes (the diff against the base commit) are graded by tests you do not see."
    )
