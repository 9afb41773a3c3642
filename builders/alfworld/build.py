"""Assemble the shipped games' `game.tw-pddl` files from our sources and the installed wheel.

    python -m builders.alfworld.build

A game file is ALFWorld's JSON: the domain (`alfred.pddl`) and grammar (`alfred.twl2`) that
ship in the alfworld wheel, the grammar's "UNKNOWN GOAL" replaced by the task's wording, our
problem (`initial_state.pddl`), a solvable flag and the walkthrough. We commit only what we
wrote (`games/<split>/<task>/<trial>/{initial_state.pddl,traj_data.json}`, see `generate.py`);
this writes `data/alfworld/json_2.1.1/<split>/<task>/<trial>/{game.tw-pddl,traj_data.json}`, the
upstream layout, which the env plays. Idempotent and fast (no planning, no engine): files
whose content is unchanged are left alone, and built games without a source are removed.
"""

from __future__ import annotations

import json
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sandboxes.inside.envs.alfworld.tasks import BUILT_DIR, GAME_FILE, PROBLEM_FILE, SOURCE_DIR, TRAJ_FILE, trial_dirs
from sandboxes.inside.envs.alfworld.wheel import logic


@dataclass
class BuildReport:
    """What a build did, game directories relative to the built root."""

    written: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)


def game_data(traj_data: dict[str, Any], problem: str, domain: str, grammar: str) -> dict[str, Any]:
    """The content of one `game.tw-pddl`, built as ALFWorld's `alfworld-generate` builds it."""
    walkthrough = traj_data.get("walkthrough")
    return {
        "pddl_domain": domain,
        "grammar": grammar.replace("UNKNOWN GOAL", traj_data["task_desc"]),
        "pddl_problem": problem,
        "solvable": bool(walkthrough),
        "walkthrough": walkthrough,
    }


def build(source: Path = SOURCE_DIR, target: Path = BUILT_DIR) -> BuildReport:
    """Write every source game's built files under `target`; see the module docstring."""
    domain, grammar = logic()
    report = BuildReport()
    built = set()
    for trial in trial_dirs(source):
        relative = trial.relative_to(source)
        built.add(relative)
        traj_text = (trial / TRAJ_FILE).read_text()
        game = game_data(json.loads(traj_text), (trial / PROBLEM_FILE).read_text(), domain, grammar)
        changed = _write_if_changed(target / relative / GAME_FILE, json.dumps(game))
        changed |= _write_if_changed(target / relative / TRAJ_FILE, traj_text)
        (report.written if changed else report.unchanged).append(str(relative))
    for stale in trial_dirs(target):
        if stale.relative_to(target) not in built:
            shutil.rmtree(stale)
            report.removed.append(str(stale.relative_to(target)))
    return report


def _write_if_changed(path: Path, text: str) -> bool:
    if path.is_file() and path.read_text() == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text)
    temporary.replace(path)
    return True


def main() -> None:
    report = build()
    print(
        f"alfworld games in {BUILT_DIR}: {len(report.written)} written, "
        f"{len(report.unchanged)} unchanged, {len(report.removed)} removed"
    )
    if not report.written and not report.unchanged:
        sys.exit(f"no games found under {SOURCE_DIR}")


if __name__ == "__main__":
    main()
