"""What both sides know of the env: read by the registration (outside sandboxes) and the env."""

DEFAULT_GAME = "TowerOfHanoi-v0"
SPLITS = {"train": 1_000_000, "eval": 10_000}
EVAL_SEEDS = 1_000_000
"""Eval task i plays seed EVAL_SEEDS + i: no train task (seeds below it) deals an eval game."""
DESCRIPTION = (f"TextArena's single-player games (env option game: a TextArena id, default {DEFAULT_GAME}), "
               "with its own rules, prompts and rewards; a task is a seed.")
