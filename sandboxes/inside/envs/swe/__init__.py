"""SWE: resolve an issue in a repository checkout with shell and editor tools, graded by the
repository's tests the way SWE-bench grades (FAIL_TO_PASS and PASS_TO_PASS)."""

from sandboxes.inside.envs.swe.env import SweEnv
from sandboxes.inside.envs.swe.golden import golden_actions
from sandboxes.inside.envs.swe.reward import Grade, grade_gold, grade_patch
from sandboxes.inside.envs.swe.tasks import Instance, find_instance

__all__ = ["Grade", "Instance", "SweEnv", "find_instance", "golden_actions", "grade_gold", "grade_patch"]
