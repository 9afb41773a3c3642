"""The shop's catalog: products and goals read from files in the upstream WebShop layout.

A data directory holds three JSON files, named as upstream names them:

- products: `items_shuffle.json` (or upstream's small `items_shuffle_1000.json`);
- attributes: `items_ins_v2.json` (or `items_ins_v2_1000.json`), asin -> {"attributes": [...]};
- instructions: `items_human_ins.json`, asin -> [{"instruction", "instruction_attributes",
  "instruction_options"}, ...].

The env reads the directory named by WEBSHOP_DATA when it is set, else the catalog shipped in
`data/webshop/` (written by `builders.webshop.build`). Products are cleaned as upstream cleans them (options
lower-cased, "/" shown as " | ", prices parsed from "$a" or "$a - $b"); goals are built as
upstream builds its human goals (an instruction plus a price bound a little above the
product's price). Upstream draws the price paid for a price range and each goal's price bound
from Python's global RNG, then shuffles the goals with seed 233 and cuts its splits by
position. By default every draw here is seeded instead by a hash of what it is for, so a
catalog gives the same goals, prices and splits on every machine; given an `upstream_seed`,
the draws and the shuffle are upstream's, as after `random.seed(upstream_seed)`, so the goal
at an index is the one upstream's env gives at that index (see `upstream_goals`).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.registry import shipped_data

DATA_VARIABLE = "WEBSHOP_DATA"
SHIPPED_DIR = shipped_data("webshop")
PRODUCT_FILES = ("items_shuffle.json", "items_shuffle_1000.json")
ATTRIBUTE_FILES = ("items_ins_v2.json", "items_ins_v2_1000.json")
INSTRUCTION_FILES = ("items_human_ins.json",)
LAYOUT = (
    f"expected a {DATA_VARIABLE} directory holding upstream WebShop's data files as its setup.sh "
    "downloads them into data/: items_shuffle.json (or items_shuffle_1000.json), items_ins_v2.json "
    "(or items_ins_v2_1000.json) and items_human_ins.json; see sandboxes/inside/envs/webshop/README.md"
)
PRICE_STEPS = tuple(10.0 * i for i in range(1, 100))
NO_PRICE_BOUND = 1_000_000.0
EVAL_SHARE = 5
"""One goal in EVAL_SHARE (by a hash of its asin and instruction index) is in `eval`."""
SPLITS = ("train", "eval", "test")
UPSTREAM_SHUFFLE_SEED = 233
UPSTREAM_SPLITS = {"test": (0, 500), "eval": (500, 1500), "train": (1500, None)}
"""Upstream's cut of its shuffled goals (baseline_models/env.py): by position."""


@dataclass(frozen=True)
class Review:
    score: int
    body: str


@dataclass(frozen=True)
class Product:
    """One product as the shop shows it and the reward judges it.

    `price` is what a purchase costs: the listed price, or for a range a point in it fixed by
    a hash of the asin (upstream draws it at random per server start); `prices` the one price
    or the range's two ends.
    """

    asin: str
    title: str
    query: str
    category: str
    product_category: str
    description: str
    bullet_points: tuple[str, ...]
    price_tag: str
    price: float
    prices: tuple[float, ...]
    rating: str
    options: dict[str, tuple[str, ...]]
    attributes: tuple[str, ...]
    reviews: tuple[Review, ...] = ()


@dataclass(frozen=True)
class Goal:
    """What the shopper is asked to buy: the instruction and the terms the reward checks."""

    asin: str
    instruction: str
    attributes: tuple[str, ...]
    options: tuple[str, ...]
    price_upper: float


@dataclass(frozen=True, eq=False)
class Catalog:
    """Products in catalog order (the search index's document order) and goals per split."""

    source: str
    products: tuple[Product, ...]
    goals: dict[str, tuple[Goal, ...]]
    by_asin: dict[str, Product] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_asin", {product.asin: product for product in self.products})


def load_catalog(upstream_seed: int | None = None) -> Catalog:
    """The catalog WEBSHOP_DATA points at, else the shipped one; read once per process and seed."""
    return read_catalog(Path(os.environ.get(DATA_VARIABLE) or SHIPPED_DIR), upstream_seed)


@functools.cache
def read_catalog(directory: Path, upstream_seed: int | None = None) -> Catalog:
    """The catalog of the upstream-format files in `directory`; EnvError if unusable. Goals,
    splits and range prices are hashed, or upstream's for `upstream_seed`."""
    products, instructions = _read_files(directory)
    if upstream_seed is not None:
        products, goals = upstream_goals(products, instructions, random.Random(upstream_seed))
    else:
        goals = _build_goals(products, instructions)
    return Catalog(source=str(directory), products=products, goals=goals)


@functools.cache
def _read_files(directory: Path) -> tuple[tuple[Product, ...], dict[str, Any]]:
    """The cleaned products and the raw instructions, read once per process whatever the seed."""
    products_raw = _read_json(_find(directory, PRODUCT_FILES))
    attributes_raw = _read_json(_find(directory, ATTRIBUTE_FILES))
    instructions_raw = _read_json(_find(directory, INSTRUCTION_FILES))
    if not isinstance(products_raw, list) or not isinstance(attributes_raw, dict):
        raise EnvError(f"{DATA_VARIABLE}={directory}: expected a product list and an asin -> attributes object; "
                       f"{LAYOUT}")
    if not isinstance(instructions_raw, dict):
        raise EnvError(f"{DATA_VARIABLE}={directory}: expected an asin -> instructions object; {LAYOUT}")
    products = tuple(_clean_products(products_raw, attributes_raw))
    if not products:
        raise EnvError(f"{directory}: no usable product")
    return products, instructions_raw


def _find(directory: Path, names: tuple[str, ...]) -> Path:
    if not directory.is_dir():
        what = "a file" if directory.is_file() else "no such directory"
        raise EnvError(f"{DATA_VARIABLE}={directory}: {what}{_misplaced(directory)}; {LAYOUT}")
    for name in names:
        if (directory / name).is_file():
            return directory / name
    raise EnvError(f"{DATA_VARIABLE}={directory}: holds none of {', '.join(names)}{_misplaced(directory)}; {LAYOUT}")


def _misplaced(directory: Path) -> str:
    """A hint when `directory` is next to the data rather than it: upstream's checkout (whose
    `data/` holds the files), or one of the files itself."""
    if directory.is_file() and any(directory.parent.joinpath(name).is_file() for name in PRODUCT_FILES):
        return f" (set {DATA_VARIABLE} to the directory that holds it, {directory.parent})"
    if any((directory / "data" / name).is_file() for name in PRODUCT_FILES):
        return f" (its data/ holds them: set {DATA_VARIABLE} to {directory / 'data'})"
    return ""


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise EnvError(f"cannot read WebShop data {path}: {exc}") from exc


def _clean_products(raw: list[Any], attributes: dict[str, Any]) -> list[Product]:
    """Upstream's cleaning: skip records without a real asin (missing, 'nan', over ten
    characters) and repeated asins; keep the first of each."""
    seen: set[str] = set()
    products = []
    for record in raw:
        asin = record.get("asin") if isinstance(record, dict) else None
        if not isinstance(asin, str) or asin in ("", "nan") or len(asin) > 10 or asin in seen:
            continue
        seen.add(asin)
        products.append(_product(record, attributes.get(asin) or {}))
    return products


def _product(record: dict[str, Any], attributes: dict[str, Any]) -> Product:
    prices, price_tag = parse_pricing(record.get("pricing"))
    bullets = record.get("small_description") or []
    return Product(
        asin=record["asin"],
        title=str(record.get("name") or ""),
        query=str(record.get("query") or "").lower().strip(),
        category=str(record.get("category") or ""),
        product_category=str(record.get("product_category") or ""),
        description=str(record.get("full_description") or ""),
        bullet_points=tuple(map(str, bullets if isinstance(bullets, list) else [bullets])),
        price_tag=price_tag,
        price=_purchase_price(record["asin"], prices),
        prices=tuple(prices),
        rating=str(record.get("average_rating") or "N.A."),
        options=_options(record.get("customization_options")),
        attributes=tuple(map(str, attributes.get("attributes") or ())),
        reviews=tuple(_review(review) for review in record.get("reviews") or () if isinstance(review, dict)),
    )


def parse_pricing(pricing: Any) -> tuple[list[float], str]:
    """Prices and the shown price tag from upstream's text: "$12.99" or "$10.99 - $15.99";
    no pricing means $100.0, as upstream assumes."""
    if not isinstance(pricing, str) or "$" not in pricing:
        return [100.0], "$100.0"
    prices = [float(digits) for part in pricing.split("$")[1:] if (digits := re.sub(r"[^\d.]", "", part))]
    if not prices:
        return [100.0], "$100.0"
    if len(prices) == 1:
        return prices, f"${prices[0]}"
    return prices[:2], f"${prices[0]} to ${prices[1]}"


def _purchase_price(asin: str, prices: list[float]) -> float:
    if len(prices) == 1:
        return prices[0]
    low, high = prices
    return round(low + (high - low) * _unit_hash(f"price/{asin}"), 2)


def _options(raw: Any) -> dict[str, tuple[str, ...]]:
    """Option name -> values, lower-cased, "/" shown as " | ", repeats kept (as upstream shows
    them); a name whose contents are missing is dropped, one with no values kept."""
    options: dict[str, tuple[str, ...]] = {}
    for name, contents in (raw or {}).items():
        if contents is None:
            continue
        values = [str(item.get("value", "")).strip().replace("/", " | ").lower() for item in contents]
        options[str(name).lower()] = tuple(value for value in values if value)
    return options


def _review(raw: dict[str, Any]) -> Review:
    score = raw.get("score", raw.get("stars", 0))
    return Review(score=int(score) if str(score).isdigit() else 0, body=str(raw.get("body", raw.get("review", ""))))


def _build_goals(products: tuple[Product, ...], instructions: dict[str, Any]) -> dict[str, tuple[Goal, ...]]:
    """One goal per instruction with attributes (upstream skips the others), in catalog
    order, each in the split a hash of (asin, instruction index) assigns it to."""
    goals: dict[str, list[Goal]] = {split: [] for split in SPLITS}
    for product in products:
        for index, entry in enumerate(instructions.get(product.asin) or ()):
            goal = _goal(product, entry, price_bound(product, index)) if _has_attributes(entry) else None
            if goal is not None:
                goals[split_of(product.asin, index)].append(goal)
    return {split: tuple(split_goals) for split, split_goals in goals.items()}


def _has_attributes(entry: Any) -> bool:
    return isinstance(entry, dict) and bool(entry.get("instruction_attributes"))


def _goal(product: Product, entry: Any, price_upper: float) -> Goal | None:
    """The goal of one instruction entry with attributes; None if it has no instruction text."""
    if not isinstance(entry.get("instruction"), str):
        return None
    attributes = entry["instruction_attributes"]
    options = entry.get("instruction_options") or []
    if isinstance(options, dict):
        options = list(options.values())
    suffix = f", and price lower than {price_upper:.2f} dollars" if price_upper < NO_PRICE_BOUND else ""
    return Goal(
        asin=product.asin,
        instruction=entry["instruction"].strip(".") + suffix,
        attributes=tuple(map(str, attributes)),
        options=tuple(map(str, options)),
        price_upper=price_upper,
    )


def price_bound(product: Product, index: int) -> float:
    """Upstream's bound with an RNG seeded by a hash of (asin, instruction index)."""
    return drawn_bound(product.price, random.Random(_digest(f"bound/{product.asin}/{index}")))


def drawn_bound(price: float, rng: random.Random) -> float:
    """Upstream's bound: of the (up to) four multiples of $10 above the price, the larger of
    two drawn from `rng`; no bound (and no draw) when fewer than two are left (over $970)."""
    steps = [step for step in PRICE_STEPS if step > price][:4]
    if len(steps) < 2:
        return NO_PRICE_BOUND
    return max(rng.sample(steps, 2))


def upstream_goals(
    products: tuple[Product, ...], instructions: dict[str, Any], rng: random.Random
) -> tuple[tuple[Product, ...], dict[str, tuple[Goal, ...]]]:
    """Upstream's draws in upstream's order from `rng` (a range's price, uniform in it, for
    every product in catalog order; then each goal's bound), its shuffle with seed 233, and
    its positional splits."""
    products = tuple(
        dataclasses.replace(p, price=rng.uniform(*p.prices)) if len(p.prices) > 1 else p for p in products
    )
    ordered: list[Goal] = []
    for product in products:
        for entry in instructions.get(product.asin) or ():
            goal = _goal(product, entry, drawn_bound(product.price, rng)) if _has_attributes(entry) else None
            if goal is not None:
                ordered.append(goal)
    random.Random(UPSTREAM_SHUFFLE_SEED).shuffle(ordered)
    goals = {split: tuple(ordered[start:end]) for split, (start, end) in UPSTREAM_SPLITS.items()}
    return products, goals


def split_of(asin: str, index: int) -> str:
    return "eval" if _digest(f"split/{asin}/{index}") % EVAL_SHARE == 0 else "train"


def _digest(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def _unit_hash(text: str) -> float:
    return _digest(text) / 2**64
