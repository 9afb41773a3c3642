"""How the shop's pages read: upstream's text mode, byte for byte, or a more detailed rendering.

TEXT is upstream's `observation_mode="text"` (web_agent_site/envs/web_agent_text_env.py at
commit 64fa2a5): the page's HTML template rendered, then every visible text node stripped and
joined by " [SEP] ". Each page here lists the text nodes its upstream template renders, in
order, and `visible` applies what BeautifulSoup's html.parser and that join do to each. As
upstream loads no ratings or reviews, an item shows `Rating: N.A.` and its reviews page is
empty; choosing an option does not show on the page; the done page is upstream's receipt
template, hidden parts included (text mode does not read CSS).

DETAILED shows more of the catalog: the product's rating and reviews, a `Selected:` line
with the chosen options, placeholders for an empty description, features or reviews, and a
short receipt with the score. The env adds feedback to an unavailable action in this mode.
"""

from __future__ import annotations

import json

from sandboxes.inside.envs.webshop.shop import Shop

SEP = " [SEP] "
TEXT, DETAILED = "text", "detailed"
MODES = (TEXT, DETAILED)
_HTML_SPACE = frozenset(" \t\n\r\f")
_JSON_HTML_SAFE = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "'": "\\u0027"}


def page_text(shop: Shop, mode: str) -> str:
    """The current page as the shopper reads it in `mode`."""
    nodes = {
        "search": _search_page,
        "results": _results_page,
        "item": _item_page,
        "detail": _detail_page,
    }[shop.state.page](shop, mode)
    head = ["WebShop"] if shop.state.page == "search" else []
    return SEP.join(visible([*head, "Instruction: ", shop.goal.instruction, *nodes]))


def visible(nodes: list[str]) -> list[str]:
    """The segments upstream's text mode makes of these text nodes: an empty node is no node;
    one of HTML white space only is one newline (dropped) if it holds a line break, else one
    space (an empty segment); any other is stripped."""
    segments = []
    for node in nodes:
        if not node:
            continue
        if set(node) <= _HTML_SPACE:
            if "\n" not in node:
                segments.append("")
            continue
        segments.append(node.strip())
    return segments


def done_text(shop: Shop, reward: float, mode: str) -> str:
    """The page after `buy now`: upstream's done page, or the detailed receipt."""
    if mode == DETAILED:
        return _receipt(shop, reward)
    options = json.dumps(shop.state.chosen, sort_keys=True)
    for char, escaped in _JSON_HTML_SAFE.items():
        options = options.replace(char, escaped)
    nodes = [
        "Thank you for shopping with us!", "Your code: ", "None", " (Paste it in your MTurk interface.)",
        "Purchased", "asin", shop.state.asin.upper(), "options", options, "attrs", "None", "category", "None",
        "query", "None", "product category", "None", "Target", "asin", "options", "attrs", "price upper",
        "instuction text", "category", "product category", "query", "Goal ", "None", "Reward",
        "Your score (min 0.0, max 1.0)", repr(reward), "Reward Details ", "None",
    ]  # fmt: skip
    return SEP.join(visible(nodes))


def _receipt(shop: Shop, reward: float) -> str:
    item = shop.item
    picked = ", ".join(f"{name}: {value}" for name, value in shop.state.chosen.items()) or "none"
    return SEP.join(
        [
            "Thank you for shopping with us!",
            f"Purchased: {item.title}",
            f"Options: {picked}",
            f"Price: ${item.price:.2f}",
            f"Your score (min 0.0, max 1.0): {reward:.3f}",
        ]
    )


def _search_page(shop: Shop, mode: str) -> list[str]:
    return ["Search"]


def _results_page(shop: Shop, mode: str) -> list[str]:
    state = shop.state
    nav = ["< Prev", "Next >"] if state.page_number > 1 else ["Next >"]
    rows = []
    for asin in shop.page_hits():
        product = shop.catalog.by_asin[asin]
        rows += [asin, product.title, product.price_tag]
    return ["Back to Search", f"Page {state.page_number} (Total results: {len(state.hits)})", *nav, *rows]


def _item_page(shop: Shop, mode: str) -> list[str]:
    item = shop.item
    options = [part for name, values in item.options.items() for part in (name, *values)]
    picked = ", ".join(f"{name}: {value}" for name, value in shop.state.chosen.items())
    chosen = [f"Selected: {picked}"] if picked and mode == DETAILED else []
    rating = item.rating if mode == DETAILED else "N.A."
    return [
        "Back to Search", "< Prev", *options, *chosen, item.title, f"Price: {item.price_tag}", f"Rating: {rating}",
        "Description", "Features", "Reviews", "Buy Now",
    ]  # fmt: skip


def _detail_page(shop: Shop, mode: str) -> list[str]:
    item, detail = shop.item, shop.state.detail
    if mode == DETAILED:
        content = {
            "description": [item.description or "No description."],
            "features": list(item.bullet_points) or ["No features listed."],
            "reviews": [f"Rating: {r.score} / 5: {r.body}" for r in item.reviews] or ["No reviews yet."],
        }[detail]
    else:
        content = {
            "description": [item.description],
            "features": [f" {bullet}" for bullet in item.bullet_points],
            "reviews": [],
        }[detail]
    return ["Back to Search", "< Prev", *content]
