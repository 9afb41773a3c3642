"""The scripted shopper: the actions that buy a goal's own product with the goal's options.

It searches for the product's title, pages on until the product is listed, opens it, clicks
for each goal option the product's value that matches it (as the reward matches options),
and buys. Tests and benchmarks use it as the episode an ideal policy would play.
"""

from __future__ import annotations

from sandboxes.errors import EnvError
from sandboxes.inside.envs.webshop.catalog import Goal, Product, load_catalog
from sandboxes.inside.envs.webshop.reward import fuzzy_match, normalize_color
from sandboxes.inside.envs.webshop.search import index_for
from sandboxes.inside.envs.webshop.shop import BUY, NEXT, RESULTS_PER_PAGE
from sandboxes.inside.envs.webshop.tasks import goal_by_id


def golden_actions(task_id: str, upstream_seed: int | None = None) -> list[str]:
    """The scripted shopper's actions for task `task_id` (of the goals `upstream_seed` makes,
    see `catalog`); EnvError for an unknown id, or if searching for the title does not list it."""
    catalog = load_catalog(upstream_seed)
    goal = goal_by_id(catalog, task_id)
    product = catalog.by_asin[goal.asin]
    query = product.title.lower()
    hits = index_for(catalog).search(query)
    if goal.asin not in hits:
        raise EnvError(f"{task_id}: searching for {query!r} does not list {goal.asin}")
    pages_on = hits.index(goal.asin) // RESULTS_PER_PAGE
    paging = [f"click[{NEXT}]"] * pages_on
    options = [f"click[{value}]" for value in option_values(product, goal)]
    return [f"search[{query}]", *paging, f"click[{goal.asin.lower()}]", *options, f"click[{BUY}]"]


def option_values(product: Product, goal: Goal) -> list[str]:
    """For each goal option, the product's first value that matches it, one per option name."""
    picked: dict[str, str] = {}
    for wanted in goal.options:
        for name, values in product.options.items():
            match = next((v for v in values if fuzzy_match(normalize_color(v), normalize_color(wanted))), None)
            if name not in picked and match is not None:
                picked[name] = match
                break
    return list(picked.values())
