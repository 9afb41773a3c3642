"""The shop's state machine: its pages, what can be clicked on each, and how actions move
between them, as upstream's text env (web_agent_site/envs/web_agent_text_env.py) moves.

- search:  the search box and its `Search` button;
- results: page N of the hits (RESULTS_PER_PAGE a page, at most MAX_HITS in all); `< prev`
  from page 2, `next >` on every page, past the last hit too (an empty page);
- item:    one product: its option values, and `description`, `features`, `reviews`, `buy now`;
- detail:  the description, features or reviews of the item, with `< prev` back to the item.

`back to search` is on every page but the search page. An action is `search[<query>]` or
`click[<what>]`, the verb in lower case, the argument matched in lower case. A search is
accepted on every page (upstream's text env searches whatever page it is on); a click only
names what the page shows, never `search`: upstream lists the search page's button (and an
option value `search`) as clickable but its step refuses the click.
Upstream's two deterministic search forms are kept: `<q> words` lists every product whose
search query is `words`, `<c> word` every product of category `word`, in catalog order and
uncapped; any other query goes to upstream's Lucene search (`search`). Anything else changes
nothing (`Outcome.valid` is false). How a page reads is `pages`' concern.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sandboxes.inside.envs.webshop.catalog import Catalog, Goal, Product
from sandboxes.inside.envs.webshop.search import MAX_HITS, SearchIndex

RESULTS_PER_PAGE = 10
SEARCH_ACTION = "search[<query>]"
SEARCH, BACK, NEXT, PREV, BUY = "search", "back to search", "next >", "< prev", "buy now"
DETAILS = ("description", "features", "reviews")
_ACTION = re.compile(r"(.+)\[(.+)\]")
"""Upstream's `parse_action`: matched at the start, `.` not crossing a line break."""


@dataclass
class ShopState:
    """Where the shopper is: the page, the search and its page, the item and its chosen options."""

    page: str = "search"
    query: str = ""
    hits: list[str] = field(default_factory=list)
    page_number: int = 1
    asin: str = ""
    detail: str = ""
    chosen: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Outcome:
    """What an action did: `feedback` says why it changed nothing (empty when it was valid);
    `bought` when it was `buy now`."""

    feedback: str = ""
    bought: bool = False

    @property
    def valid(self) -> bool:
        return not self.feedback


class Shop:
    """One shopper's session in the shop, pursuing one goal."""

    def __init__(self, catalog: Catalog, index: SearchIndex, goal: Goal) -> None:
        self.catalog, self.index, self.goal = catalog, index, goal
        self.state = ShopState()

    @property
    def item(self) -> Product:
        return self.catalog.by_asin[self.state.asin]

    def page_hits(self) -> list[str]:
        start = (self.state.page_number - 1) * RESULTS_PER_PAGE
        return self.state.hits[start : start + RESULTS_PER_PAGE]

    def clickables(self) -> list[str]:
        """The current page's clickables as upstream's `get_available_actions` lists them
        (its buttons, product links, then option values; lower-case, in page order, each once):
        so the search page's `search` button and an option value `search` are listed, though
        clicking `search` is refused (see `_click`)."""
        state = self.state
        if state.page == "search":
            return [SEARCH]
        if state.page == "results":
            prev = [PREV] if state.page_number > 1 else []
            return [BACK, *prev, NEXT, *(asin.lower() for asin in self.page_hits())]
        if state.page == "item":
            values = [value for values in self.item.options.values() for value in values]
            return list(dict.fromkeys([BACK, PREV, *DETAILS, BUY, *values]))
        return [BACK, PREV]

    def actions(self) -> list[str]:
        """Upstream's `get_available_actions` as actions: `search[<query>]` where the page has
        the search box (its `has_search_bar`), then `click[<c>]` for each of its clickables.
        On the search page that is `search[<query>]` and `click[search]`, as upstream lists
        them, though its step (and `act`) refuses `click[search]`."""
        search_box = [SEARCH_ACTION] if self.state.page == "search" else []
        return [*search_box, *(f"click[{clickable}]" for clickable in self.clickables())]

    def act(self, action: str) -> Outcome:
        """Apply `action` if upstream's text env accepts it here; else change nothing and say why."""
        match = _ACTION.match(action)
        if match is None or match[1] not in ("search", "click"):
            return Outcome(feedback="an action is search[<query>] or click[<what to click>]")
        argument = match[2].lower()
        if match[1] == "search":
            self.state = ShopState(page="results", query=argument, hits=self._search(argument))
            return Outcome()
        return self._click(argument)

    def _search(self, query: str) -> list[str]:
        """Upstream's `get_top_n_product_from_keywords` for a query split on single spaces."""
        words = query.split(" ")
        if words[0] == "<q>":
            wanted = " ".join(words[1:]).strip()
            return [p.asin for p in self.catalog.products if p.query == wanted]
        if words[0] == "<c>" and len(words) > 1:
            return [p.asin for p in self.catalog.products if p.category == words[1].strip()]
        return self.index.search(query)[:MAX_HITS]

    def _click(self, target: str) -> Outcome:
        """Upstream's step: a click on a listed clickable other than `search` is done."""
        if target == SEARCH:
            return Outcome(feedback="clicking search does nothing: search with search[<query>]")
        if target not in self.clickables():
            return Outcome(feedback=f"there is nothing to click named {target!r:.80} on this page")
        state = self.state
        if target == BACK:
            self.state = ShopState()
        elif target == BUY:
            return Outcome(bought=True)
        elif target in (NEXT, PREV) and state.page == "results":
            state.page_number += 1 if target == NEXT else -1
        elif target == PREV:
            state.page, state.detail = ("item", "") if state.page == "detail" else ("results", "")
            state.chosen = state.chosen if state.page == "item" else {}
        elif state.page == "results":
            asin = next(asin for asin in self.page_hits() if asin.lower() == target)
            state.page, state.asin, state.chosen = "item", asin, {}
        elif target in DETAILS:
            state.page, state.detail = "detail", target
        else:
            state.chosen[self._option_name(target)] = target
        return Outcome()

    def _option_name(self, value: str) -> str:
        """The option a value belongs to; the last one showing it, as upstream's lookup by
        value keeps the last radio button of that value."""
        return [name for name, values in self.item.options.items() if value in values][-1]
