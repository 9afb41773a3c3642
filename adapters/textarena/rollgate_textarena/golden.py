"""An episode that earns full reward in the default game, TowerOfHanoi-v0 (three disks, the same
for every seed): the seven moves of the shortest solution."""

from __future__ import annotations

SOLUTION = ("[A C]", "[A B]", "[C B]", "[A C]", "[B A]", "[B C]", "[A C]")


def golden_actions(task_id: str) -> list[str]:
    return list(SOLUTION)
