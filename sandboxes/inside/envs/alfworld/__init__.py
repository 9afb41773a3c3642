"""ALFWorld: household tasks in text, on ALFWorld's own TextWorld PDDL engine."""

from sandboxes.inside.envs.alfworld.golden import golden_actions

__all__ = ["golden_actions"]
