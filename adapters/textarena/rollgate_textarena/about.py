"""What both sides know of the env: read by the registration (outside sandboxes) and the env."""

from sandboxes.errors import EnvError

DEFAULT_GAME = "TowerOfHanoi-v0"
SPLITS = {"train": 1_000_000, "eval": 10_000}
EVAL_SEEDS = 1_000_000
"""Eval task i plays seed EVAL_SEEDS + i: no train task (seeds below it) deals an eval game."""
DESCRIPTION = (f"TextArena's single-player games (env option game: a TextArena id, default {DEFAULT_GAME}), "
               "with its own rules, prompts and rewards; a task is a seed.")


def seed_for(task_id: str) -> int:
    """The seed task `task_id` (`<split>-<index, six digits>`) deals its game with; EnvError for another id."""
    split, _, index = task_id.rpartition("-")
    if split not in SPLITS or not index.isdigit() or len(index) != 6 or int(index) >= SPLITS[split]:
        raise EnvError(f"unknown textarena task {task_id!r:.80}")
    return int(index) + (EVAL_SEEDS if split == "eval" else 0)
