"""The text-mode shop: its pages, what can be clicked on each, and how actions move between them.

Pages, as upstream's text mode shows them (segments joined by " [SEP] ", every page led by
the instruction):

- search:  the search box; the only action is `search[<query>]`;
- results: page N of the hits (RESULTS_PER_PAGE a page, at most MAX_HITS in all), each hit
  as asin, title, price; `< prev` and `next >` where there is such a page;
- item:    one product: its options (name, then its values), title, price, rating, and the
  buttons `description`, `features`, `reviews`, `buy now`;
- detail:  the description, features (bullet points) or reviews of the item, with `< prev`
  back to the item.

`back to search` is on every page but the search page. Clickables are matched ignoring case
and surrounding spaces. An action that is not available changes nothing: the shop answers
with feedback and stays on its page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sandboxes.inside.envs.webshop.catalog import Catalog, Goal, Product
from sandboxes.inside.envs.webshop.search import MAX_HITS, SearchIndex

SEP = " [SEP] "
RESULTS_PER_PAGE = 10
SEARCH_ACTION = "search[<query>]"
BACK, NEXT, PREV, BUY = "back to search", "next >", "< prev", "buy now"
DETAILS = ("description", "features", "reviews")
_ACTION = re.compile(r"(?P<verb>search|click)\[(?P<argument>.*)\]", re.IGNORECASE | re.DOTALL)


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
    """What an action did: `feedback` is set when it was unavailable (nothing changed);
    `bought` when it was `buy now`."""

    feedback: str = ""
    bought: bool = False


class Shop:
    """One shopper's session in the shop, pursuing one goal."""

    def __init__(self, catalog: Catalog, index: SearchIndex, goal: Goal) -> None:
        self.catalog, self.index, self.goal = catalog, index, goal
        self.state = ShopState()

    @property
    def item(self) -> Product:
        return self.catalog.by_asin[self.state.asin]

    def page_text(self) -> str:
        """The current page as the shopper reads it; it is also the page's whole state."""
        head = ["Instruction:", self.goal.instruction]
        body = {
            "search": self._search_page,
            "results": self._results_page,
            "item": self._item_page,
            "detail": self._detail_page,
        }[self.state.page]()
        prefix = ["WebShop"] if self.state.page == "search" else []
        return SEP.join([*prefix, *head, *body])

    def clickables(self) -> list[str]:
        """What can be clicked on the current page, lower-case, in page order."""
        state = self.state
        if state.page == "search":
            return []
        if state.page == "results":
            prev = [PREV] if state.page_number > 1 else []
            more = [NEXT] if state.page_number * RESULTS_PER_PAGE < len(state.hits) else []
            return [BACK, *prev, *more, *(asin.lower() for asin in self._page_hits())]
        if state.page == "item":
            values = [value for values in self.item.options.values() for value in values]
            return [BACK, PREV, *dict.fromkeys(values), *DETAILS, BUY]
        return [BACK, PREV]

    def actions(self) -> list[str]:
        """The available actions, as the env lists them."""
        if self.state.page == "search":
            return [SEARCH_ACTION]
        return [f"click[{clickable}]" for clickable in self.clickables()]

    def act(self, action: str) -> Outcome:
        """Apply `action` if it is available on this page; else change nothing and say why."""
        match = _ACTION.fullmatch(action.strip())
        if match is None:
            return Outcome(feedback="an action is search[<query>] or click[<what to click>]")
        argument = match["argument"].strip()
        if match["verb"].lower() == "search":
            return self._search(argument)
        return self._click(argument.lower())

    def _search(self, query: str) -> Outcome:
        if self.state.page != "search":
            return Outcome(feedback="search is only available on the search page: click[back to search] first")
        if not query:
            return Outcome(feedback="the search query is empty")
        self.state = ShopState(page="results", query=query, hits=self.index.search(query)[:MAX_HITS])
        return Outcome()

    def _click(self, target: str) -> Outcome:
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
            state.page, state.detail = ("results", "") if state.page == "item" else ("item", "")
        elif state.page == "results":
            asin = next(asin for asin in self._page_hits() if asin.lower() == target)
            state.page, state.asin, state.chosen = "item", asin, {}
        elif target in DETAILS:
            state.page, state.detail = "detail", target
        else:
            state.chosen[self._option_name(target)] = target
        return Outcome()

    def _option_name(self, value: str) -> str:
        return next(name for name, values in self.item.options.items() if value in values)

    def _page_hits(self) -> list[str]:
        start = (self.state.page_number - 1) * RESULTS_PER_PAGE
        return self.state.hits[start : start + RESULTS_PER_PAGE]

    def _search_page(self) -> list[str]:
        return ["Search"]

    def _results_page(self) -> list[str]:
        state = self.state
        nav = [label for label in ("< Prev", "Next >") if label.lower() in self.clickables()]
        rows = []
        for asin in self._page_hits():
            product = self.catalog.by_asin[asin]
            rows += [asin, product.title, product.price_tag]
        return ["Back to Search", f"Page {state.page_number} (Total results: {len(state.hits)})", *nav, *rows]

    def _item_page(self) -> list[str]:
        item = self.item
        options = [part for name, values in item.options.items() for part in (name, *values)]
        picked = ", ".join(f"{name}: {value}" for name, value in self.state.chosen.items())
        chosen = [f"Selected: {picked}"] if picked else []
        buttons = ["Description", "Features", "Reviews", "Buy Now"]
        return [
            "Back to Search",
            "< Prev",
            *options,
            *chosen,
            item.title,
            f"Price: {item.price_tag}",
            f"Rating: {item.rating}",
            *buttons,
        ]

    def _detail_page(self) -> list[str]:
        item = self.item
        content = {
            "description": [item.description or "No description."],
            "features": list(item.bullet_points) or ["No features listed."],
            "reviews": [f"Rating: {r.score} / 5: {r.body}" for r in item.reviews] or ["No reviews yet."],
        }[self.state.detail]
        return ["Back to Search", "< Prev", *content]
