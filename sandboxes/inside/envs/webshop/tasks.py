"""The WebShop task set: goals of the catalog by task id, or given inline.

Task ids are `<split>-<index, six digits>` over the catalog's goals (`catalog`: hashed splits
by default, upstream's for an `upstream_seed`); an inline task gives a goal on a product of
the catalog. Anything else raises EnvError naming the problem.
"""

from __future__ import annotations

import math
import re
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside.envs.webshop.catalog import NO_PRICE_BOUND, SPLITS, Catalog, Goal
from sandboxes.protocol import from_task

_TASK_ID = re.compile(r"(?P<split>[a-z]+)-(?P<index>\d{6})")
_INLINE_REQUIRED = {"asin", "instruction"}
_INLINE_KEYS = _INLINE_REQUIRED | {"attributes", "options", "price_upper"}


def splits(catalog: Catalog) -> dict[str, int]:
    """The goal count of each non-empty split of `catalog`."""
    return {split: len(goals) for split, goals in catalog.goals.items() if goals}


def goal_for_task(catalog: Catalog, task: dict[str, Any]) -> Goal:
    """The goal a wire task names: inline data (which wins) or a task-set id; else EnvError."""
    return from_task(task, "webshop", "an id like 'train-000123' or inline data",
                     inline=lambda data: inline_goal(catalog, data), by_id=lambda task_id: goal_by_id(catalog, task_id))


def goal_by_id(catalog: Catalog, task_id: str) -> Goal:
    match = _TASK_ID.fullmatch(task_id)
    if match is None or match["split"] not in SPLITS:
        raise EnvError(f"unknown webshop task id {task_id!r:.100} (expected train-, eval- or test-NNNNNN)")
    goals, index = catalog.goals[match["split"]], int(match["index"])
    if index >= len(goals):
        raise EnvError(f"unknown webshop task id {task_id!r:.100}: split {match['split']} has {len(goals)} goals")
    return goals[index]


def inline_goal(catalog: Catalog, data: dict[str, Any]) -> Goal:
    """A goal given inline: {"asin", "instruction", and optionally "attributes", "options"
    (lists of strings) and "price_upper" (dollars; none by default)}; the asin must be sold."""
    if not _INLINE_REQUIRED <= set(data) <= _INLINE_KEYS:
        raise EnvError(
            f"inline webshop data needs {sorted(_INLINE_REQUIRED)}, may have "
            f"{sorted(_INLINE_KEYS - _INLINE_REQUIRED)}, got {sorted(data)!r:.200}"
        )
    if data["asin"] not in catalog.by_asin:
        raise EnvError(f"inline webshop goal: no product with asin {data['asin']!r:.40} in {catalog.source}")
    if not isinstance(data["instruction"], str) or not data["instruction"].strip():
        raise EnvError("inline webshop goal: 'instruction' must be a non-empty string")
    price_upper = data.get("price_upper", NO_PRICE_BOUND)
    if not isinstance(price_upper, int | float) or isinstance(price_upper, bool) or not math.isfinite(price_upper):
        raise EnvError(f"inline webshop goal: 'price_upper' must be a number, got {price_upper!r:.40}")
    return Goal(
        asin=data["asin"],
        instruction=data["instruction"].strip(),
        attributes=_strings(data, "attributes"),
        options=_strings(data, "options"),
        price_upper=float(price_upper),
    )


def _strings(data: dict[str, Any], key: str) -> tuple[str, ...]:
    values = data.get(key, [])
    if not isinstance(values, list) or not all(isinstance(value, str) for value in values):
        raise EnvError(f"inline webshop goal: {key!r} must be a list of strings, got {values!r:.100}")
    return tuple(values)
