"""WebShop against upstream's own outputs: text-mode observations byte for byte, the available
actions page by page, search hits in order, and the goals upstream builds after `random.seed`,
index by index.

The fixtures in `webshop_upstream/` were written by `webshop_upstream/generate.py`, which ran
upstream's code (github.com/princeton-nlp/WebShop at the commit the fixtures name: its loader,
goal builder, Jinja templates and `WebAgentTextEnv(observation_mode="text")`, and its Lucene
index, built and searched by the Anserini jar its Pyserini pin bundles) over the shipped
catalog and the small `edge/` one.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from sandboxes.errors import EnvError
from sandboxes.inside.envs.webshop.catalog import DATA_VARIABLE, UPSTREAM_SPLITS, load_catalog
from sandboxes.inside.envs.webshop.reward import type_factor
from sandboxes.inside.envs.webshop.search import MAX_HITS, index_for
from sandboxes.registry import make_env

FIXTURES = Path(__file__).with_name("webshop_upstream")
EPISODES = json.loads((FIXTURES / "episodes.json").read_text(encoding="utf-8"))
GOALS = json.loads((FIXTURES / "goals.json").read_text(encoding="utf-8"))
SEED = EPISODES["seed"]
HEADER, *HITS = map(json.loads, gzip.decompress((FIXTURES / "lucene_hits.jsonl.gz").read_bytes()).splitlines())


def task_for(index: int) -> str:
    """The task id of upstream's goal at `index`, cut as upstream's baseline cuts its splits."""
    split, start = next((s, a) for s, (a, b) in UPSTREAM_SPLITS.items() if a <= index and (b is None or index < b))
    return f"{split}-{index - start:06d}"


def listed(available: dict[str, Any]) -> list[str]:
    """Upstream's `get_available_actions` as the env lists actions: the search box where the
    page has one, then a click on each clickable."""
    search_box = ["search[<query>]"] if available["has_search_bar"] else []
    return [*search_box, *(f"click[{clickable}]" for clickable in available["clickables"])]


def test_fixtures_name_the_upstream_commit() -> None:
    assert EPISODES["upstream_commit"] == GOALS["upstream_commit"] == "64fa2a5c15c7daa698b9ac93f5bb5437b634c9bd"


@pytest.mark.parametrize("episode", EPISODES["episodes"], ids=lambda episode: episode["name"])
def test_text_mode_is_upstreams_byte_for_byte(episode: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    if episode["data"] == "edge":
        monkeypatch.setenv(DATA_VARIABLE, str(FIXTURES / "edge"))
    env = make_env("webshop")
    reset = env.reset({"id": task_for(episode["goal_index"])}, 0, {"upstream_seed": SEED})
    assert reset.observation == episode["reset"]
    assert reset.actions == listed(episode["reset_available"])
    for step in episode["steps"]:
        result = env.step(step["action"])
        assert (step["action"], result.observation) == (step["action"], step["observation"])
        assert (result.reward, result.done) == (step["reward"], step["done"]), step["action"]
        assert (step["action"], result.actions) == (step["action"], listed(step["available"]))


def test_the_search_page_lists_the_search_box_and_upstreams_search_button() -> None:
    """Upstream's search page has the search bar and one clickable, its `Search` button;
    upstream's step refuses a click on it, and so does the env."""
    opening = EPISODES["episodes"][0]["reset_available"]
    assert opening == {"has_search_bar": True, "clickables": ["search"]}
    env = make_env("webshop")
    reset = env.reset({"id": task_for(0)}, 0, {"upstream_seed": SEED})
    assert reset.actions == ["search[<query>]", "click[search]"]
    refused = env.step("click[search]")
    assert (refused.observation, refused.info["valid"]) == (reset.observation, False)


def test_search_lists_lucenes_hits_in_lucenes_order() -> None:
    """Every goal instruction, product title and product query of the shipped catalog: the
    asins upstream's LuceneSearcher returned, in its order (score ties by asin)."""
    assert HEADER["source"].startswith("pyserini 0.17.0") and HEADER["k"] == MAX_HITS
    index = index_for(load_catalog())
    differing = [row["query"] for row in HITS if index.search(row["query"]) != row["asins"]]
    assert (len(HITS), differing) == (555, [])


def test_seeded_goals_are_upstreams_index_by_index() -> None:
    catalog = load_catalog(SEED)
    goals = [goal for split in UPSTREAM_SPLITS for goal in catalog.goals[split]]
    mine = [
        {"asin": g.asin, "instruction_text": g.instruction, "price_upper": g.price_upper,
         "attributes": list(g.attributes), "goal_options": list(g.options)}
        for g in goals
    ]  # fmt: skip
    assert mine == GOALS["goals"]
    assert {p.asin: p.price for p in catalog.products} == GOALS["prices"]


def test_fixtures_cover_every_page_an_invalid_action_and_the_done_page() -> None:
    observations = [step["observation"] for episode in EPISODES["episodes"] for step in episode["steps"]]
    assert any("Page 2 (Total results" in text for text in observations)
    assert sum(text.startswith("Thank you for shopping with us!") for text in observations) == 4
    invalid = [e for e in EPISODES["episodes"] for a, b in zip(e["steps"], e["steps"][1:], strict=False)
               if b["action"] == "click[no such thing]" and a["observation"] == b["observation"]]  # fmt: skip
    assert invalid


def test_title_score_counts_the_goal_titles_repeated_nouns() -> None:
    """The kettle's title has six noun tokens, four distinct: the cup shares one, 1/6 (not 1/4,
    which would lift r_type to 1)."""
    catalog_dir = FIXTURES / "edge"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(DATA_VARIABLE, str(catalog_dir))
        catalog = load_catalog()
    cup, kettle = catalog.by_asin["B0EDGE0002"], catalog.by_asin["B0EDGE0003"]
    match = type_factor(cup, kettle)
    assert (match.title_score, match.r_type, match.query_match, match.category_match) == (1 / 6, 0.5, False, False)
    assert type_factor(kettle, kettle).title_score == 4 / 6


def test_seeded_goals_are_cut_as_upstreams_baseline_and_share_the_index() -> None:
    catalog = load_catalog(SEED)
    assert [len(catalog.goals[split]) for split in ("test", "eval", "train")] == [375, 0, 0]
    with pytest.raises(EnvError, match="split train has 0 goals"):
        make_env("webshop").reset({"id": "train-000000"}, 0, {"upstream_seed": SEED})
    assert index_for(catalog) is index_for(load_catalog())
    assert load_catalog(SEED + 1).goals["test"][0].asin == catalog.goals["test"][0].asin
