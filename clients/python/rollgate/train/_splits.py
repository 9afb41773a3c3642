"""Evaluation never plays a train task: the eval split is checked against the train split, or
against the run's fixed train tasks, before the run starts.

RunConfig refuses an eval split equal to the train split. Different splits may still share
tasks, so this module compares their tasks. The gateway lists each env's splits with their
sizes (GET /v1/envs), not their tasks; the task ids come from the env's own split definitions
(`splits()` and `task_id()`, the ones the gateway draws by) where they are installed beside the
trainer and give the service's sizes. Tasks named by id are compared by id; where the env can
tell a task's content (TASK_CONTENT) every task is compared by content too, so an inline train
task that restates an eval task is caught. Without the definitions only the split names can be
compared, and a warning says so.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Protocol

from rollgate._client import Client
from rollgate.train._config import RunConfig

log = logging.getLogger(__name__)

CONTENT_LIMIT = 50_000
"""Most tasks (train and eval together) whose content is compared: reading a task costs up to
about 50 µs (countdown generates its puzzle), a few seconds at this size. Ids are always compared."""


class SplitError(ValueError):
    """The run's splits cannot be used as configured (the service lacks one, or they overlap)."""


class SplitOverlapError(SplitError):
    """The eval tasks include train tasks."""


class TaskCatalog(Protocol):
    def task_ids(self, split: str) -> list[str]:
        """Every task id of `split`, as a draw from it names them."""

    def content(self, task: dict[str, Any]) -> Hashable | None:
        """What the wire task `task` poses, equal for equal tasks whatever their ids or form;
        None where the env cannot tell."""


def _countdown_content(task: dict[str, Any]) -> Hashable:
    from sandboxes.inside.envs.countdown.tasks import puzzle_for_task

    puzzle = puzzle_for_task(task)
    return tuple(sorted(puzzle.numbers)), puzzle.target


TASK_CONTENT: dict[str, Callable[[dict[str, Any]], Hashable]] = {"countdown": _countdown_content}
"""Per env, a task's content: countdown's puzzle is its numbers (in any order) and target."""


@dataclass(frozen=True)
class EnvCatalog:
    """An env's tasks by its own class (`sandboxes.registry`), as the gateway draws them."""

    env_class: Any
    read_content: Callable[[dict[str, Any]], Hashable] | None = None

    def task_ids(self, split: str) -> list[str]:
        return [self.env_class.task_id(split, index) for index in range(self.env_class.splits()[split])]

    def content(self, task: dict[str, Any]) -> Hashable | None:
        if self.read_content is None:
            return None
        try:
            return self.read_content(task)
        except Exception:  # an invalid task: the env reports it when it is played
            return None


def local_catalog(env: str, sizes: dict[str, int]) -> TaskCatalog | None:
    """The env's own split definitions, if they are installed here and agree with the service's
    split `sizes`; None (with a warning) otherwise."""
    try:
        from sandboxes.registry import get_env_class

        env_class = get_env_class(env)
        local = env_class.splits()
    except Exception as error:  # not installed beside the trainer, or its task data is not
        log.warning("cannot list %s's tasks here (%s): eval and train tasks compared by split name only", env, error)
        return None
    differing = sorted(split for split, size in sizes.items() if local.get(split) != size)
    if differing:
        log.warning("%s's local task set differs from the service's in splits %s: eval and train tasks compared "
                    "by split name only", env, differing)
        return None
    return EnvCatalog(env_class, TASK_CONTENT.get(env))


def check_eval_split(client: Client, config: RunConfig,
                     catalog_for: Callable[[str, dict[str, int]], TaskCatalog | None] = local_catalog) -> None:
    """Raise SplitOverlapError, naming the eval split and the train split (or tasks), if any
    eval task is a train task by id or by content; SplitError if the service's env lacks a split
    the run names. Nothing to check when the run never evaluates."""
    rollouts, evaluation = config.rollouts, config.eval
    if not evaluation.every:
        return
    needed = [evaluation.split] if rollouts.tasks else [rollouts.split, evaluation.split]
    sizes = service_splits(client, rollouts.env, needed)
    catalog = catalog_for(rollouts.env, sizes)
    if catalog is None:
        return
    eval_tasks = [{"id": task_id} for task_id in catalog.task_ids(evaluation.split)]
    if rollouts.tasks:
        train_tasks, train_name = [t.model_dump() for t in rollouts.tasks], "the train tasks (rollouts.tasks)"
    else:
        train_tasks = [{"id": task_id} for task_id in catalog.task_ids(rollouts.split)]
        train_name = f"the train split {rollouts.split!r}"
    shared = shared_tasks(catalog, train_tasks, eval_tasks)
    if shared:
        raise SplitOverlapError(f"the eval split {evaluation.split!r} overlaps {train_name} of env "
                                f"{rollouts.env!r}: {shared}; evaluation must play held-out tasks only")


def service_splits(client: Client, env: str, needed: list[str]) -> dict[str, int]:
    """The sizes of the `needed` splits of `env` as the service lists them; SplitError naming
    the env's splits if one is missing."""
    infos = {info.name: info for info in client.envs()}
    if env not in infos:
        raise SplitError(f"the service has no env {env!r}; it has {sorted(infos)}")
    splits = infos[env].splits
    missing = [split for split in needed if split not in splits]
    if missing:
        raise SplitError(f"env {env!r} has no split {', '.join(map(repr, missing))}; its splits: {splits}")
    return {split: splits[split] for split in needed}


def shared_tasks(catalog: TaskCatalog, train: list[dict[str, Any]], evaluation: list[dict[str, Any]]) -> str:
    """What the two task lists share, described (empty: nothing): ids of tasks named by id,
    else tasks of equal content, while there are at most CONTENT_LIMIT of them."""
    ids = sorted(_ids(train) & _ids(evaluation))
    if ids:
        return f"{len(ids)} task ids in both ({_some(ids)})"
    if len(train) + len(evaluation) > CONTENT_LIMIT:
        log.info("%d tasks: compared by id, not by content", len(train) + len(evaluation))
        return ""
    eval_by_content = {key: task for task in evaluation if (key := catalog.content(task)) is not None}
    both = [(task, eval_by_content[key]) for task in train
            if (key := catalog.content(task)) is not None and key in eval_by_content]
    if both:
        pairs = [f"{_label(mine)} is {_label(theirs)}" for mine, theirs in both]
        return f"{len(both)} train tasks pose an eval task ({_some(pairs)})"
    return ""


def _ids(tasks: list[dict[str, Any]]) -> set[str]:
    """Ids of the tasks named by id (an inline task's id is only a label)."""
    return {task["id"] for task in tasks if task.get("id") and not task.get("data")}


def _label(task: dict[str, Any]) -> str:
    return str(task["data"]) if task.get("data") else str(task["id"])


def _some(items: list[str], shown: int = 3) -> str:
    return ", ".join(items[:shown]) + (", ..." if len(items) > shown else "")
