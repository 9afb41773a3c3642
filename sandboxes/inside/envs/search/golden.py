"""The golden episode of a search task: its golden searches, then its first gold answer.

The shipped questions carry the searches that bring a gold answer into the top 3 (the builder
keeps a question only if they do); upstream questions have none, so the question itself is
the one search. Tests and benchmarks use it as an ideal policy's episode.
"""

from __future__ import annotations

from sandboxes.inside.envs.search.tasks import question_by_id


def golden_actions(task_id: str) -> list[str]:
    """A scripted episode that earns reward 1: the golden searches (or, for upstream data,
    the question itself as the query), then the first gold answer."""
    question = question_by_id(task_id)
    searches = question.golden_searches or (question.question,)
    return [f"<search>{query}</search>" for query in searches] + [f"<answer>{question.golden_answers[0]}</answer>"]
