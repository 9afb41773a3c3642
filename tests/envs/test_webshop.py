"""WebShop: its catalog, search, pages, reward, scripted shopper, upstream data and agent.

Real search (upstream's Lucene ranking, `sandboxes.lucene`), rapidfuzz and spaCy throughout:
the reward is checked on the shipped catalog with fractions worked out here by hand.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from builders.webshop import build
from sandboxes.errors import EnvError
from sandboxes.host.config import SandboxConfig
from sandboxes.host.session import open_session
from sandboxes.inside.envs.webshop.catalog import DATA_VARIABLE, Goal, load_catalog, parse_pricing
from sandboxes.inside.envs.webshop.env import WebShopEnv
from sandboxes.inside.envs.webshop.golden import golden_actions
from sandboxes.inside.envs.webshop.reward import attribute_matches, normalize_color, option_matches, score_purchase
from sandboxes.inside.envs.webshop.search import MAX_HITS
from sandboxes.protocol import OrderEnforcing, Reset, StepResult
from sandboxes.registry import data_variables, import_path, make_env
from services.agents import get_agent

CATALOG = load_catalog()
ALL_TASKS = [WebShopEnv.task_id(split, i) for split, n in WebShopEnv.splits().items() for i in range(n)]


def start(task_id: str = "train-000000", seed: int = 0) -> tuple[OrderEnforcing, Reset]:
    env = make_env("webshop")
    return env, env.reset({"id": task_id, "data": {}}, seed, {})


def play(env: OrderEnforcing, actions: list[str]) -> StepResult:
    result = None
    for action in actions:
        result = env.step(action)
    assert result is not None
    return result


def goal_of(task_id: str) -> Goal:
    split, index = task_id.split("-")
    return CATALOG.goals[split][int(index)]


def first_task(predicate: Any) -> str:
    return next(task for task in ALL_TASKS if predicate(goal_of(task)))


def open_item(env: OrderEnforcing, asin: str) -> StepResult:
    """Search for the product's title and open it from the first results page."""
    title = CATALOG.by_asin[asin].title.lower()
    results = env.step(f"search[{title}]")
    assert f"click[{asin.lower()}]" in results.actions
    return env.step(f"click[{asin.lower()}]")


# --- catalog and tasks -------------------------------------------------------------------------


def test_shipped_catalog_is_large_enough_and_split() -> None:
    products, goals = CATALOG.products, [goal for split in CATALOG.goals.values() for goal in split]
    assert len(products) >= 100 and len(goals) >= 300
    assert {"train", "eval"} == set(WebShopEnv.splits()) and all(n > 0 for n in WebShopEnv.splits().values())
    assert len({p.category for p in products}) == 5
    assert all(p.options and p.attributes and p.price > 0 for p in products)
    assert all(g.attributes and g.options and g.price_upper > CATALOG.by_asin[g.asin].price for g in goals)
    assert all(f"price lower than {g.price_upper:.2f} dollars" in g.instruction for g in goals)


def test_shipped_data_is_what_the_generator_writes() -> None:
    for name, text in build.render().items():
        assert (build.DATA_DIR / name).read_text(encoding="utf-8") == text, name


def test_every_option_value_is_told_apart_by_the_reward() -> None:
    """Otherwise a wrong option would score as the right one (the fuzzy match is loose)."""
    for product in CATALOG.products:
        for values in product.options.values():
            for value in values:
                assert option_matches([value], values) == 1, (product.asin, value)


def test_registered_with_its_data_variable() -> None:
    assert import_path("webshop") == "sandboxes.inside.envs.webshop.env:WebShopEnv"
    assert data_variables()["webshop"] == DATA_VARIABLE == "WEBSHOP_DATA"


@pytest.mark.parametrize(
    "task",
    [
        pytest.param({"id": "train-999999"}, id="past-the-split"),
        pytest.param({"id": "test-000000"}, id="empty-split"),
        pytest.param({"id": "dev-000000"}, id="unknown-split"),
        pytest.param({"id": "train-1"}, id="not-six-digits"),
        pytest.param({"id": ""}, id="empty"),
        pytest.param({"data": {"asin": "B000000000", "instruction": "x"}}, id="inline-unknown-asin"),
        pytest.param({"data": {"asin": CATALOG.products[0].asin, "instruction": " "}}, id="inline-blank"),
        pytest.param({"data": {"asin": CATALOG.products[0].asin, "instruction": "x", "options": "red"}}, id="opts"),
        pytest.param({"data": {"asin": CATALOG.products[0].asin, "instruction": "x", "price_upper": "9"}}, id="price"),
    ],
)
def test_unknown_task_raises_env_error(task: dict[str, Any]) -> None:
    with pytest.raises(EnvError):
        make_env("webshop").reset(task, 0, {})


@pytest.mark.parametrize(
    "options, complaint",
    [
        pytest.param({"multi_turn": True}, "webshop options are", id="unknown"),
        pytest.param({"observation": "html"}, "'observation' must be one of", id="mode"),
        pytest.param({"upstream_seed": "42"}, "'upstream_seed' must be an integer", id="seed-type"),
        pytest.param({"upstream_seed": True}, "'upstream_seed' must be an integer", id="seed-bool"),
    ],
)
def test_bad_options_are_rejected(options: dict[str, Any], complaint: str) -> None:
    with pytest.raises(EnvError, match=complaint):
        make_env("webshop").reset({"id": "train-000000"}, 0, options)


def test_inline_goal_is_played_and_scored() -> None:
    product = CATALOG.products[0]
    value = next(iter(product.options.values()))[0]
    data = {"asin": product.asin, "instruction": "buy this", "attributes": [product.attributes[0]], "options": [value]}
    env = make_env("webshop")
    assert "buy this" in env.reset({"id": "mine", "data": data}, 0, {}).observation
    open_item(env, product.asin)
    env.step(f"click[{value}]")
    assert env.step("click[buy now]").reward == 1.0


def test_a_price_over_the_bound_loses_the_price_term() -> None:
    """1 attribute + 1 option + price over the bound = 2 of 3 terms."""
    product = CATALOG.products[0]
    value = next(iter(product.options.values()))[0]
    data = {"asin": product.asin, "instruction": "cheap", "attributes": [product.attributes[0]], "options": [value],
            "price_upper": product.price - 0.01}  # fmt: skip
    env = make_env("webshop")
    env.reset({"id": "mine", "data": data}, 0, {})
    open_item(env, product.asin)
    env.step(f"click[{value}]")
    result = env.step("click[buy now]")
    assert result.reward == pytest.approx(2 / 3) and result.info["price_ok"] is False


# --- the scripted shopper and the reward --------------------------------------------------------


def test_golden_actions_win_every_goal() -> None:
    for task_id in ALL_TASKS:
        env, _ = start(task_id)
        result = play(env, golden_actions(task_id))
        assert (result.done, result.reward, result.info["success"]) == (True, 1.0, True), task_id


def test_right_product_with_right_options_scores_one_with_every_term() -> None:
    task_id = first_task(lambda g: len(g.attributes) == 2 and len(g.options) == 2)
    goal = goal_of(task_id)
    env, _ = start(task_id)
    result = play(env, golden_actions(task_id))
    assert result.info == result.info | {
        "reward": 1.0, "success": True, "r_type": 1.0, "attributes_matched": 2, "attributes_total": 2,
        "options_matched": 2, "options_total": 2, "price_ok": True, "asin": goal.asin, "goal_asin": goal.asin,
    }  # fmt: skip
    assert result.anchor_state and not result.actions


def test_one_wrong_option_scores_the_hand_computed_fraction() -> None:
    """2 attributes matched + 1 of 2 options + price within bound = 4 of 5 terms: 0.8."""
    task_id = first_task(lambda g: len(g.attributes) == 2 and len(g.options) == 2)
    goal, product = goal_of(task_id), CATALOG.by_asin[goal_of(task_id).asin]
    first_name, second_name = product.options
    wrong = next(v for v in product.options[second_name] if v != goal.options[1])
    env, _ = start(task_id)
    open_item(env, goal.asin)
    env.step(f"click[{goal.options[0]}]")
    env.step(f"click[{wrong}]")
    result = env.step("click[buy now]")
    assert result.reward == pytest.approx((2 + 1 + 1) / (2 + 2 + 1)) == pytest.approx(0.8)
    assert (result.info["options_matched"], result.info["success"]) == (1, False)
    assert result.info["chosen_options"] == {first_name: goal.options[0], second_name: wrong}


def test_no_option_chosen_scores_attributes_and_price_only() -> None:
    """1 attribute + 0 of 2 options + price = 2 of 4 terms: 0.5."""
    task_id = first_task(lambda g: len(g.attributes) == 1 and len(g.options) == 2)
    env, _ = start(task_id)
    open_item(env, goal_of(task_id).asin)
    assert env.step("click[buy now]").reward == pytest.approx((1 + 0 + 1) / (1 + 2 + 1)) == pytest.approx(0.5)


def test_a_product_of_another_category_scores_zero() -> None:
    """Titles of other categories share no noun (spaCy): r_type and the reward are 0."""
    task_id = "train-000000"
    goal = goal_of(task_id)
    category = CATALOG.by_asin[goal.asin].category
    other = next(p for p in CATALOG.products if p.category != category)
    env, _ = start(task_id)
    open_item(env, other.asin)
    result = env.step("click[buy now]")
    assert (result.reward, result.info["r_type"], result.info["title_score"]) == (0.0, 0.0, 0.0)
    assert result.info["asin"] == other.asin and result.done


def test_another_brand_of_the_same_type_scores_below_one() -> None:
    """Same query and category: r_type stays 1, and the other brand lacks something asked."""
    task_id = first_task(lambda g: len(g.attributes) == 2)
    goal = goal_of(task_id)
    target = CATALOG.by_asin[goal.asin]
    rival = next(
        p for p in CATALOG.products
        if p.query == target.query and p.asin != target.asin and attribute_matches(p, goal.attributes) < 2
    )  # fmt: skip
    env, _ = start(task_id)
    open_item(env, rival.asin)
    result = env.step("click[buy now]")
    assert result.info["r_type"] == 1.0 and result.info["query_match"]
    assert result.info["attributes_matched"] == attribute_matches(rival, goal.attributes) < 2
    assert result.reward < 1.0


def test_the_readme_worked_example() -> None:
    goal = goal_of("train-000006")
    own = CATALOG.by_asin[goal.asin]
    zentrak = next(p for p in CATALOG.products if p.title == "Zentrak Heavy Duty USB C Charging Cable")
    oil = next(p for p in CATALOG.products if p.title == "Brewmont Italian Extra Virgin Olive Oil")
    assert own.title == "Sonicore Heavy Duty USB C Charging Cable" and goal.options == ("6 ft", "pack of six")
    assert score_purchase(own, {"length": "6 ft", "size": "pack of six"}, goal, own).reward == 1.0
    assert score_purchase(own, {"length": "6 ft", "size": "pack of two"}, goal, own).reward == pytest.approx(0.8)
    rival = score_purchase(zentrak, {}, goal, own)
    assert (rival.reward, rival.attributes_matched, rival.title_score) == (pytest.approx(0.4), 1, pytest.approx(6 / 7))
    oil_score = score_purchase(oil, {}, goal, own)
    assert (oil_score.reward, oil_score.r_type, oil_score.title_score) == (0.0, 0.0, 0.0)


def test_option_matching_reduces_values_to_colour_words() -> None:
    assert normalize_color("navy blue") == "blue" and normalize_color("xl") == "xl"
    assert option_matches(["navy blue"], ("blue",)) == 1
    assert option_matches(["black", "large"], ("white", "large", "red")) == 1
    assert option_matches([], ("black",)) == 0


def test_attributes_match_fuzzily_or_verbatim_in_the_text() -> None:
    product = CATALOG.products[0]
    in_text = product.bullet_points[0].split(":")[0].lower()
    assert attribute_matches(product, (product.attributes[0].upper(),)) == 1
    assert attribute_matches(product, (in_text, "definitely not here")) == 1


@pytest.mark.parametrize(
    "pricing, prices, tag",
    [
        pytest.param("$12.99", [12.99], "$12.99", id="one"),
        pytest.param("$10.99 - $15.49", [10.99, 15.49], "$10.99 to $15.49", id="range"),
        pytest.param("$1,299.00", [1299.0], "$1299.0", id="thousands"),
        pytest.param(None, [100.0], "$100.0", id="missing"),
    ],
)
def test_upstream_pricing_is_parsed(pricing: Any, prices: list[float], tag: str) -> None:
    assert parse_pricing(pricing) == (prices, tag)


# --- pages ----------------------------------------------------------------------------------------


def test_search_pages_list_ten_of_at_most_fifty_hits() -> None:
    env, reset = start()
    assert reset.actions == ["search[<query>]", "click[search]"] and reset.observation.endswith("[SEP] Search")
    first = env.step("search[warranty]")
    asins = [a for a in first.actions if a.startswith("click[b0")]
    assert len(asins) == 10 and "Page 1 (Total results: 50)" in first.observation
    assert "click[next >]" in first.actions and "click[< prev]" not in first.actions
    seen = set(asins)
    for page in range(2, 6):
        result = env.step("click[next >]")
        assert f"Page {page} (Total results: 50)" in result.observation and "click[< prev]" in result.actions
        seen |= {a for a in result.actions if a.startswith("click[b0")}
    assert len(seen) == MAX_HITS and "click[next >]" in result.actions
    past = env.step("click[next >]")
    assert past.observation.endswith("Page 6 (Total results: 50) [SEP] < Prev [SEP] Next >")
    assert past.actions == ["click[back to search]", "click[< prev]", "click[next >]"]
    env.step("click[< prev]")
    assert env.step("click[< prev]").observation.count("Page 4 (") == 1


def test_a_narrow_search_lists_only_scoring_products_best_first() -> None:
    env, _ = start()
    product = CATALOG.products[3]
    result = env.step(f"search[{product.title}]")
    total = int(re.search(r"Total results: (\d+)", result.observation)[1])  # type: ignore[index]
    hits = [a for a in result.actions if a.startswith("click[b0")]
    assert hits[0] == f"click[{product.asin.lower()}]" and len(hits) == min(total, 10) and total < MAX_HITS
    assert "click[next >]" in result.actions and "[SEP] Next > [SEP]" in result.observation
    assert env.step("click[back to search]").actions == ["search[<query>]", "click[search]"]
    nothing = env.step("search[zzzz qqqq]")
    assert nothing.observation.endswith("Page 1 (Total results: 0) [SEP] Next >")
    assert nothing.actions == ["click[back to search]", "click[next >]"]


def test_item_detail_pages_and_navigation() -> None:
    env, reset = start()
    product = CATALOG.products[5]
    results = env.step(f"search[{product.title}]")
    item = env.step(f"click[{product.asin.lower()}]")
    assert product.title in item.observation and f"Price: {product.price_tag} [SEP] Rating: N.A." in item.observation
    buttons = ["click[description]", "click[features]", "click[reviews]", "click[buy now]"]
    assert item.actions[2:6] == buttons
    assert env.step("click[description]").observation.endswith(f"< Prev [SEP] {product.description}")
    assert env.step("click[< prev]").anchor_state == item.anchor_state
    assert env.step("click[features]").observation.endswith(" [SEP] ".join(product.bullet_points))
    env.step("click[< prev]")
    assert product.reviews and env.step("click[reviews]").observation.endswith("Back to Search [SEP] < Prev")
    env.step("click[< prev]")
    assert env.step("click[< prev]").observation == results.observation
    assert env.step("click[back to search]").observation == reset.observation


def test_choosing_an_option_changes_the_anchor_not_the_text() -> None:
    """Upstream's text mode does not show the choice; the anchor, the whole state, does."""
    env, _ = start()
    product = CATALOG.products[7]
    item = open_item(env, product.asin)
    values = next(iter(product.options.values()))
    chosen = env.step(f"click[{values[1].upper()}]")
    assert chosen.observation == item.observation and chosen.anchor_state != item.anchor_state
    again = env.step(f"click[{values[0]}]")
    assert again.anchor_state not in (item.anchor_state, chosen.anchor_state)
    assert env.step("click[features]").anchor_state != env.step("click[back to search]").anchor_state


def test_the_detailed_mode_shows_choices_rating_reviews_and_feedback() -> None:
    env = make_env("webshop")
    env.reset({"id": "train-000000"}, 0, {"observation": "detailed"})
    product = CATALOG.products[7]
    item = open_item(env, product.asin)
    assert f"Rating: {product.rating}" in item.observation
    name, values = next(iter(product.options.items()))
    assert f"Selected: {name}: {values[1]}" in env.step(f"click[{values[1]}]").observation
    assert product.reviews[0].body in env.step("click[reviews]").observation
    invalid = env.step("click[nothing here]")
    assert invalid.observation.startswith("Invalid action: there is nothing to click named 'nothing here'")
    env.step("click[< prev]")
    receipt = env.step("click[buy now]").observation
    assert receipt.startswith("Thank you for shopping with us! [SEP] Purchased: ") and "Your score" in receipt


@pytest.mark.parametrize(
    "action",
    ["click[no such thing]", "click[next >]", "buy now", "click[]", "", "search[]", "Search[shoes]",
     "click[search]", "CLICK[buy now]", "click [buy now]"],
)  # fmt: skip
def test_an_unavailable_action_changes_nothing(action: str) -> None:
    """As upstream's text env: the same page, no feedback; info says it was not valid."""
    env, _ = start()
    item = open_item(env, CATALOG.products[2].asin)
    result = env.step(action)
    assert (result.observation, result.anchor_state, result.actions, result.reward, result.done) == (
        item.observation,
        item.anchor_state,
        item.actions,
        0,
        False,
    )
    assert result.info == {"valid": False}
    assert env.step("click[description]").info == {"valid": True}


def test_upstreams_query_and_category_searches_list_every_match() -> None:
    env, _ = start()
    product = CATALOG.products[0]
    same_query = [p.asin for p in CATALOG.products if p.query == product.query]
    by_query = env.step(f"search[<q> {product.query}]")
    assert f"(Total results: {len(same_query)})" in by_query.observation
    assert [a for a in by_query.actions if a.startswith("click[b0")] == [f"click[{a.lower()}]" for a in same_query[:10]]
    in_category = [p for p in CATALOG.products if p.category == product.category]
    assert f"(Total results: {len(in_category)})" in env.step(f"search[<c> {product.category}]").observation
    assert len(in_category) > MAX_HITS // 2


def test_search_is_accepted_on_every_page() -> None:
    env, _ = start()
    open_item(env, CATALOG.products[2].asin)
    env.step("click[features]")
    result = env.step("search[Running Shoes]")
    assert result.info == {"valid": True} and "Page 1 (Total results: " in result.observation
    assert result.observation == env.step("search[running shoes]").observation


def test_clicking_on_the_search_page_changes_nothing() -> None:
    env, reset = start()
    result = env.step("click[buy now]")
    assert result.anchor_state == reset.anchor_state and result.actions == reset.actions


def test_the_same_seed_gives_the_same_episode() -> None:
    task_id = ALL_TASKS[11]
    back = "click[back to search]"
    actions = ["search[warranty]", "click[next >]", back, *golden_actions(task_id)[:-1], back]

    def transcript(seed: int) -> list[tuple[str, str, list[str]]]:
        env, reset = start(task_id, seed)
        steps = [env.step(action) for action in actions]
        return [(reset.observation, reset.anchor_state, reset.actions)] + [
            (s.observation, s.anchor_state, s.actions) for s in steps
        ]

    first = transcript(7)
    assert first == transcript(7) == transcript(8)
    anchors = [anchor for _, anchor, _ in first]
    assert anchors[0] == anchors[3] == anchors[-1] and len(set(anchors)) == len(anchors) - 2


# --- upstream data through WEBSHOP_DATA ---------------------------------------------------------


def _upstream_fixture(directory: Path) -> None:
    """Three tiny files as upstream ships them (the _1000 names), with its quirks: a
    price range, "/" in an option value, a bad asin, a repeated asin, an instruction
    without attributes (skipped)."""
    products = [
        {"asin": "B07UPSTRM1", "name": "Trail Running Shoe for Men", "query": "Running Shoes ",
         "category": "fashion", "product_category": "Clothing \u203a Men \u203a Shoes",
         "full_description": "A light shoe.",
         "small_description": "Rubber sole", "pricing": "$40.00 - $60.00", "images": ["x.jpg"],
         "average_rating": 4.5, "customization_options": {"Color": [{"value": "Black/Red", "image": None},
                                                                     {"value": "White", "image": None}]}},
        {"asin": "nan", "name": "broken"},
        {"asin": "B07UPSTRM2", "name": "Ceramic Coffee Mug", "query": "mugs", "category": "home",
         "product_category": "Kitchen \u203a Mugs", "full_description": "Holds coffee.",
         "small_description": ["Dishwasher safe"], "pricing": "$12.50", "images": [], "average_rating": None,
         "customization_options": None},
        {"asin": "B07UPSTRM1", "name": "a repeat", "pricing": "$1.00"},
    ]  # fmt: skip
    attributes = {"B07UPSTRM1": {"attributes": ["rubber sole", "lightweight"]},
                  "B07UPSTRM2": {"attributes": ["dishwasher safe"]}}  # fmt: skip
    instructions = {
        "B07UPSTRM1": [
            {"instruction": "i want black | red running shoes with a rubber sole.",
             "instruction_attributes": ["rubber sole"], "instruction_options": ["black | red"]},
            {"instruction": "no attributes here", "instruction_attributes": [], "instruction_options": []},
        ],
        "B07UPSTRM2": [{"instruction": "a dishwasher safe mug", "instruction_attributes": ["dishwasher safe"],
                        "instruction_options": []}],
    }  # fmt: skip
    files = {"items_shuffle_1000.json": products, "items_ins_v2_1000.json": attributes,
             "items_human_ins.json": instructions}  # fmt: skip
    for name, content in files.items():
        (directory / name).write_text(json.dumps(content), encoding="utf-8")


def test_webshop_data_switch_loads_upstream_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _upstream_fixture(tmp_path)
    monkeypatch.setenv(DATA_VARIABLE, str(tmp_path))
    catalog = load_catalog()
    assert catalog.source == str(tmp_path) and [p.asin for p in catalog.products] == ["B07UPSTRM1", "B07UPSTRM2"]
    shoe = catalog.by_asin["B07UPSTRM1"]
    assert shoe.options == {"color": ("black | red", "white")} and shoe.query == "running shoes"
    assert shoe.price_tag == "$40.0 to $60.0" and 40.0 <= shoe.price <= 60.0 and shoe.bullet_points == ("Rubber sole",)
    goals = [goal for split in catalog.goals.values() for goal in split]
    assert sorted(g.asin for g in goals) == ["B07UPSTRM1", "B07UPSTRM2"]
    assert sum(WebShopEnv.splits().values()) == 2
    shoe_goal = next(goal for goal in goals if goal.asin == "B07UPSTRM1")
    assert shoe_goal.instruction.startswith("i want black | red running shoes with a rubber sole, and price lower")
    assert shoe_goal.options == ("black | red",) and shoe_goal.price_upper > shoe.price
    for task_id in [WebShopEnv.task_id(split, i) for split, n in WebShopEnv.splits().items() for i in range(n)]:
        env, _ = start(task_id)
        assert play(env, golden_actions(task_id)).reward == 1.0


def test_webshop_data_without_the_files_is_an_env_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_VARIABLE, str(tmp_path))
    with pytest.raises(EnvError, match=rf"WEBSHOP_DATA={tmp_path}: holds none of items_shuffle.json.*; expected"):
        make_env("webshop").reset({"id": "train-000000"}, 0, {})


@pytest.mark.parametrize(
    ("where", "complaint"),
    [
        pytest.param("missing", r"missing: no such directory; expected a WEBSHOP_DATA directory holding", id="missing"),
        pytest.param("checkout", r"checkout: holds none of .* \(its data/ holds them: set WEBSHOP_DATA to "
                     r".*checkout/data\); expected", id="upstream-checkout"),
        pytest.param("checkout/data/items_shuffle_1000.json", r"items_shuffle_1000.json: a file \(set WEBSHOP_DATA "
                     r"to the directory that holds it, .*checkout/data\); expected", id="a-file"),
    ],
)
def test_webshop_data_that_does_not_match_names_the_layout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str, complaint: str
) -> None:
    """A directory next to the data (upstream's checkout, whose data/ holds the files; a file of
    it) or none at all: the error names the variable, the path, a fix if one is plain, and the
    layout expected (items_shuffle.json, items_ins_v2.json, items_human_ins.json)."""
    (tmp_path / "checkout" / "data").mkdir(parents=True)
    _upstream_fixture(tmp_path / "checkout" / "data")
    monkeypatch.setenv(DATA_VARIABLE, str(tmp_path / where))
    with pytest.raises(EnvError, match=complaint) as raised:
        make_env("webshop").reset({"id": "train-000000"}, 0, {})
    assert "items_ins_v2.json" in str(raised.value) and "items_human_ins.json" in str(raised.value)


def test_webshop_data_files_of_the_wrong_shape_name_the_layout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _upstream_fixture(tmp_path)
    (tmp_path / "items_human_ins.json").write_text("[]", encoding="utf-8")
    monkeypatch.setenv(DATA_VARIABLE, str(tmp_path))
    with pytest.raises(EnvError, match=r"expected an asin -> instructions object; expected a WEBSHOP_DATA directory"):
        make_env("webshop").reset({"id": "train-000000"}, 0, {})


# --- in the sandbox: search and the reward's spaCy run there -----------------------------------


@pytest.mark.slow
async def test_a_scored_purchase_runs_in_the_bubblewrap_sandbox() -> None:
    """Search, rapidfuzz and spaCy all load inside the sandbox (a wrong product needs spaCy)."""
    goal = goal_of("train-000000")
    other = next(p for p in CATALOG.products if p.category != CATALOG.by_asin[goal.asin].category)
    async with await open_session("webshop", "bubblewrap", timeout_s=60.0, config=SandboxConfig()) as session:
        await session.reset({"id": "train-000000"}, 0, {})
        await session.step(f"search[{other.title}]")
        await session.step(f"click[{other.asin}]")
        result = await session.step("click[buy now]")
    assert (result.done, result.reward, result.info["r_type"], result.info["success"]) == (True, 0.0, 0.0, False)


@pytest.mark.slow
async def test_the_sandbox_reads_upstream_data_bound_by_the_runner(tmp_path: Path) -> None:
    _upstream_fixture(tmp_path)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(DATA_VARIABLE, str(tmp_path))
        task_id = WebShopEnv.task_id(*next(iter(WebShopEnv.splits().items()))[:1], 0)
        actions = golden_actions(task_id)
    config = SandboxConfig(data_dirs=((DATA_VARIABLE, str(tmp_path)),))
    async with await open_session("webshop", "bubblewrap", timeout_s=60.0, config=config) as session:
        reset = await session.reset({"id": task_id}, 0, {})
        results = [await session.step(action) for action in actions]
    assert reset.info["goal_asin"].startswith("B07UPSTRM") and results[-1].reward == 1.0


# --- the runner-side agent --------------------------------------------------------------------


def test_agent_first_message_holds_instruction_page_and_actions() -> None:
    agent = get_agent("webshop")
    _, reset = start()
    system, user = agent.first_messages(reset)
    assert system["role"] == "system" and "<action>" in system["content"] and "<think>" in system["content"]
    assert user["role"] == "user" and user["content"].startswith(
        f"Customer's instruction: {goal_of('train-000000').instruction}"
    )
    assert "Page: Search" in user["content"] and "- search[<query>]" in user["content"]
    assert "click[search]" in reset.actions and "click[search]" not in user["content"]  # listed, never accepted


def test_agent_later_messages_carry_the_page_and_actions_without_the_instruction() -> None:
    agent = get_agent("webshop")
    env, _ = start()
    result = env.step("search[warranty]")
    content = agent.observation_message(result)["content"]
    assert content.startswith("Page: Back to Search [SEP] Page 1") and "Instruction:" not in content
    assert "- click[next >]" in content and goal_of("train-000000").instruction not in content
    unchanged = agent.observation_message(env.step("click[nothing]"))["content"]
    assert unchanged == content


@pytest.mark.parametrize(
    "completion, action",
    [
        pytest.param("<think>hmm</think><action>click[buy now]</action>", "click[buy now]", id="plain"),
        pytest.param("<think><action>search[x]</action></think> <action> search[y] </action>", "search[y]", id="think"),
        pytest.param("<action>a</action> then <action>click[b]</action>", "click[b]", id="last-wins"),
        pytest.param("<action>click[not listed]</action>", "click[not listed]", id="unavailable-goes-to-env"),
        pytest.param("click[buy now]", None, id="no-tags"),
        pytest.param("<action>  </action>", None, id="empty"),
        pytest.param("<action>click[buy now]", None, id="unclosed"),
    ],
)
def test_agent_parses_the_last_action_outside_think(completion: str, action: str | None) -> None:
    parsed = get_agent("webshop").parse(completion)
    assert parsed.text == action and parsed.valid == (action is not None)
    if action is None:
        assert parsed.error
        assert "<action>" in get_agent("webshop").invalid_action_message(parsed)["content"]
