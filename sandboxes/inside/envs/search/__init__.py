"""Search (Search-R1): answer questions, searching a corpus through the retrieval server."""

from __future__ import annotations

from sandboxes.inside.envs.search.golden import golden_actions

__all__ = ["golden_actions"]
