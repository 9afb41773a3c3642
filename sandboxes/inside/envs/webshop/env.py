"""The WebShop environment: one shopping goal per episode, judged at `buy now`.

The observation is the shop's current page (see `shop` and `pages`), `actions` what may be
done on it. Options: `observation` ("text", the default, is upstream's text mode byte for
byte; "detailed" shows more, see `pages`) and `upstream_seed` (an integer: goals, splits and
range prices as upstream's env builds them after `random.seed(upstream_seed)`, see
`catalog`). An action upstream ignores earns reward 0, no change and `info["valid"] ==
False`; the detailed mode also says why. `click[buy now]` ends the episode with WebShop's
reward (see `reward`), whose terms are in the final info with `success` (reward == 1).
Episodes are deterministic: the seed is accepted and ignored.
"""

from __future__ import annotations

import json
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.inside.envs.webshop.catalog import load_catalog
from sandboxes.inside.envs.webshop.pages import DETAILED, MODES, SEP, TEXT, done_text, page_text
from sandboxes.inside.envs.webshop.reward import score_purchase
from sandboxes.inside.envs.webshop.search import index_for
from sandboxes.inside.envs.webshop.shop import Shop
from sandboxes.inside.envs.webshop.tasks import goal_for_task
from sandboxes.inside.envs.webshop.tasks import splits as goal_splits
from sandboxes.protocol import Environment, Reset, StepResult, anchor_state

_OPTIONS = {"observation", "upstream_seed"}


class WebShopEnv(Environment):
    name = "webshop"
    description = "Find and buy the product an instruction asks for in a text-mode web shop (search, click)."
    agent = "services.agents.webshop:WebShopAgent"
    data_variable = "WEBSHOP_DATA"

    def __init__(self) -> None:
        self._shop: Shop | None = None
        self._mode = TEXT

    @classmethod
    def warm_up(cls) -> None:
        """The catalog and its search index, before the task is known."""
        index_for(load_catalog())

    @classmethod
    def splits(cls) -> dict[str, int]:
        return goal_splits(load_catalog())

    def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        self._mode, upstream_seed = parse_options(options)
        catalog = load_catalog(upstream_seed)
        goal = goal_for_task(catalog, task)
        self._shop = Shop(catalog, index_for(catalog), goal)
        page = page_text(self._shop, self._mode)
        info = {"instruction": goal.instruction, "goal_asin": goal.asin, "price_upper": goal.price_upper}
        return Reset(observation=page, anchor_state=self._anchor(page), info=info, actions=self._shop.actions())

    def step(self, action: str) -> StepResult:
        shop = self._running()
        outcome = shop.act(action)
        if outcome.bought:
            return self._purchase(shop)
        page = page_text(shop, self._mode)
        observation = page
        if not outcome.valid and self._mode == DETAILED:
            observation = f"Invalid action: {outcome.feedback}.{SEP}{page}"
        return StepResult(
            observation=observation,
            reward=0.0,
            done=False,
            anchor_state=self._anchor(page),
            info={"valid": outcome.valid},
            actions=shop.actions(),
        )

    def close(self) -> None:
        self._shop = None

    def _running(self) -> Shop:
        if self._shop is None:
            raise EnvError("the webshop env has no episode: reset it first")
        return self._shop

    def _anchor(self, page: str) -> str:
        """The page and the chosen options (text mode does not show them): the whole state."""
        chosen = self._running().state.chosen
        return anchor_state(f"{page}\n{json.dumps(chosen, sort_keys=True)}" if chosen else page)

    def _purchase(self, shop: Shop) -> StepResult:
        item, chosen = shop.item, dict(shop.state.chosen)
        score = score_purchase(item, chosen, shop.goal, shop.catalog.by_asin[shop.goal.asin])
        page = done_text(shop, score.reward, self._mode)
        info = {
            **score.info(),
            "success": score.reward == 1.0,
            "asin": item.asin,
            "goal_asin": shop.goal.asin,
            "chosen_options": chosen,
            "valid": True,
        }
        return StepResult(observation=page, reward=score.reward, done=True, anchor_state=anchor_state(page), info=info)


def parse_options(options: dict[str, Any]) -> tuple[str, int | None]:
    """(observation mode, upstream seed or None) from reset options; EnvError naming what is wrong."""
    if not set(options) <= _OPTIONS:
        raise EnvError(f"webshop options are {sorted(_OPTIONS)}, got {sorted(options)!r:.200}")
    mode = options.get("observation", TEXT)
    if mode not in MODES:
        raise EnvError(f"webshop option 'observation' must be one of {list(MODES)}, got {mode!r:.40}")
    seed = options.get("upstream_seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise EnvError(f"webshop option 'upstream_seed' must be an integer, got {seed!r:.40}")
    return mode, seed
