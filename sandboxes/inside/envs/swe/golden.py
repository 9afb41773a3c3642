"""The golden episode of a SWE task: apply the instance's gold patch, then submit.

Reads the gold patch, which no sandbox holds: runner side only (tests and benchmarks use it as
an ideal policy's episode; graded apart, it must be resolved).
"""

from __future__ import annotations

from sandboxes.inside.envs.swe.calls import ToolCall
from sandboxes.inside.envs.swe.tasks import find_instance


def golden_actions(task_id: str) -> list[str]:
    """Actions that apply the instance's gold patch (`git apply` of it in one bash call) and
    submit: a trajectory that must be resolved once graded, for tests and benchmarks. Reads the
    gold patch: runner side only (no sandbox holds it)."""
    patch = find_instance(task_id).patch
    delimiter = "GOLD_PATCH"
    while delimiter in patch:
        delimiter += "_"
    command = f"git apply <<'{delimiter}'\n{patch}{delimiter}\n"
    return [ToolCall("bash", {"command": command}).canonical(), ToolCall("submit").canonical()]
