"""Write the shipped WebShop catalog: products, their attributes and shoppers' instructions.

    python -m builders.webshop.build      # rewrites data/webshop/*.json

Deterministic (one fixed seed, no clock, sorted output): running it again rewrites the three
files byte for byte. They use the upstream WebShop file layout, so the env reads them exactly
as it reads the full upstream data:

- `items_shuffle.json`: the product list (asin, name, query, category, product_category,
  full_description, small_description, pricing, customization_options, ...), plus `reviews`,
  a key upstream leaves empty;
- `items_ins_v2.json`: asin -> {"attributes": [...]}, the attributes the reward matches;
- `items_human_ins.json`: asin -> [{"instruction", "instruction_attributes",
  "instruction_options"}], one entry per goal (the env adds the price bound).

Each product type has several brands' products that differ in attributes and option values,
so a goal is reached only by reading the pages, not by clicking the first hit. Brands and
title nouns never repeat across categories: a product of another category shares no noun
with the goal's product, and scores 0.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from sandboxes.registry import shipped_data

SEED = 20220701
DATA_DIR = shipped_data("webshop")
CATEGORY_SEPARATOR = " \u203a "
"""Upstream's separator of category levels (a single right-pointing angle quote)."""


@dataclass(frozen=True)
class ProductType:
    """A kind of product: how it is named, searched for, classified, priced and customised."""

    category: str
    query: str
    noun: str
    path: str
    """Category levels separated by " > " here, by CATEGORY_SEPARATOR in the data."""
    adjectives: tuple[str, ...]
    attributes: tuple[str, ...]
    options: dict[str, tuple[str, ...]]
    price: tuple[int, int]


CATEGORIES: dict[str, tuple[str, ...]] = {
    "fashion": ("Trailwise", "Northpeak", "Urbanloom", "Cottonfield", "Stridewell"),
    "beauty": ("Glowmere", "Petalique", "Lumisoft", "Verabelle", "Silkora"),
    "electronics": ("Voltrix", "Sonicore", "Pixelon", "Zentrak", "Ampliq"),
    "furniture": ("Oakhaven", "Nestwood", "Loftline", "Hearthly", "Cozyden"),
    "food": ("Harvestly", "Goldgrain", "Orchardia", "Brewmont", "Nuttopia"),
}
_CLOTHES = "Clothing, Shoes & Jewelry"
_BEAUTY = "Beauty & Personal Care"
_TECH = "Electronics"
_HOME = "Home & Kitchen > Furniture"
_FOOD = "Grocery & Gourmet Food"
_SIZES = ("small", "medium", "large", "xl", "xxl")
_SHOE_SIZES = ("6", "7", "8", "9", "10", "11", "12")
_CLOTH_COLORS = ("black", "white", "navy", "grey", "red", "olive", "beige", "purple")
_COUNTS = ("pack of two", "pack of six", "pack of twelve", "pack of twenty four")
TYPES: tuple[ProductType, ...] = (
    ProductType(
        "fashion",
        "running shoes",
        "Running Shoes",
        f"{_CLOTHES} > Men > Shoes > Athletic > Running",
        ("Lightweight", "Breathable", "Cushioned"),
        ("slip resistant", "rubber sole", "memory foam", "arch support", "lace up", "non slip"),
        {"color": _CLOTH_COLORS, "size": _SHOE_SIZES},
        (35, 120),
    ),
    ProductType(
        "fashion",
        "hiking boots",
        "Hiking Boots",
        f"{_CLOTHES} > Women > Shoes > Boots > Hiking",
        ("Waterproof", "Rugged", "Insulated"),
        ("water resistant", "rubber sole", "ankle support", "faux fur lining", "steel toe", "lace up"),
        {"color": ("brown", "black", "tan", "grey", "olive"), "size": _SHOE_SIZES},
        (50, 180),
    ),
    ProductType(
        "fashion",
        "hoodie",
        "Hooded Sweatshirt",
        f"{_CLOTHES} > Men > Clothing > Fashion Hoodies",
        ("Fleece", "Oversized", "Zip Up"),
        ("machine wash", "long sleeve", "relaxed fit", "cotton blend", "drawstring closure", "kangaroo pocket"),
        {"color": _CLOTH_COLORS, "size": _SIZES},
        (20, 70),
    ),
    ProductType(
        "fashion",
        "maxi dress",
        "Maxi Dress",
        f"{_CLOTHES} > Women > Clothing > Dresses > Casual",
        ("Floral", "Boho", "Wrap"),
        ("hand wash", "short sleeve", "v neck", "high waist", "flowy fit", "side pockets"),
        {"color": ("blue", "pink", "yellow", "green", "black", "coral"), "size": _SIZES},
        (22, 80),
    ),
    ProductType(
        "fashion",
        "crew socks",
        "Crew Socks",
        f"{_CLOTHES} > Men > Clothing > Socks > Athletic",
        ("Cushioned", "Moisture Wicking", "Compression"),
        ("machine wash", "arch support", "breathable mesh", "cotton blend", "reinforced heel", "odor control"),
        {"color": ("white", "black", "grey", "multicolor"), "size": ("medium", "large", "xl")},
        (9, 30),
    ),
    ProductType(
        "fashion",
        "denim jeans",
        "Denim Jeans",
        f"{_CLOTHES} > Women > Clothing > Jeans > Skinny",
        ("Stretch", "Bootcut", "Distressed"),
        ("machine wash", "high waist", "button closure", "slim fit", "cotton spandex", "five pocket"),
        {"color": ("indigo", "black", "stonewash", "white"), "size": ("26w", "28w", "30w", "32w", "34w")},
        (25, 90),
    ),
    ProductType(
        "beauty",
        "lip gloss",
        "Lip Gloss",
        f"{_BEAUTY} > Makeup > Lips > Lip Glosses",
        ("Shimmer", "Hydrating", "Plumping"),
        ("long lasting", "cruelty free", "paraben free", "vitamin e", "non sticky", "travel size"),
        {"color": ("ruby", "nude", "coral", "plum", "pink", "clear"), "size": ("single", "pack of three")},
        (6, 28),
    ),
    ProductType(
        "beauty",
        "eyeshadow palette",
        "Eyeshadow Palette",
        f"{_BEAUTY} > Makeup > Eyes > Eyeshadow",
        ("Matte", "Glitter", "Neutral"),
        ("long lasting", "highly pigmented", "cruelty free", "easy blend", "talc free", "mirror included"),
        {"color": ("warm", "cool", "smoky", "sunset", "rose")},
        (10, 45),
    ),
    ProductType(
        "beauty",
        "face moisturizer",
        "Face Moisturizer",
        f"{_BEAUTY} > Skin Care > Face > Moisturizers",
        ("Daily", "Mattifying", "Firming"),
        ("sensitive skin", "fragrance free", "hyaluronic acid", "spf 30", "paraben free", "dry skin"),
        {"size": ("1 oz", "2 oz", "4 oz", "8 oz")},
        (12, 60),
    ),
    ProductType(
        "beauty",
        "hair extensions",
        "Hair Extensions",
        f"{_BEAUTY} > Hair Care > Extensions & Wigs",
        ("Clip In", "Natural Looking", "Wavy"),
        ("natural looking", "heat resistant", "easy apply", "tangle free", "human hair", "synthetic hair"),
        {"color": ("blonde", "brown", "black", "auburn", "ombre"), "length": ("short", "medium", "long")},
        (18, 95),
    ),
    ProductType(
        "beauty",
        "nail polish",
        "Nail Polish Set",
        f"{_BEAUTY} > Foot, Hand & Nail Care > Nail Polish",
        ("Gel", "Quick Dry", "Glossy"),
        ("quick dry", "long lasting", "chip resistant", "non toxic", "vegan formula", "high shine"),
        {"color": ("crimson", "lavender", "teal", "gold", "nude"), "size": ("pack of six", "pack of twelve")},
        (8, 35),
    ),
    ProductType(
        "beauty",
        "shampoo",
        "Shampoo",
        f"{_BEAUTY} > Hair Care > Shampoo & Conditioner > Shampoos",
        ("Clarifying", "Volumizing", "Repairing"),
        ("sulfate free", "color safe", "dry hair", "natural ingredients", "tea tree", "dandruff control"),
        {"size": ("8 oz", "16 oz", "32 oz"), "scent": ("citrus", "lavender", "coconut", "unscented")},
        (7, 40),
    ),
    ProductType(
        "electronics",
        "bluetooth headphones",
        "Bluetooth Headphones",
        f"{_TECH} > Headphones, Earbuds & Accessories > Headphones > Over-Ear",
        ("Wireless", "Foldable", "Studio"),
        ("noise cancelling", "long battery life", "built in microphone", "fast charging", "hands free", "bass boost"),
        {"color": ("black", "white", "silver", "blue")},
        (25, 200),
    ),
    ProductType(
        "electronics",
        "phone case",
        "Phone Case",
        f"{_TECH} > Cell Phones & Accessories > Cases",
        ("Shockproof", "Slim", "Clear"),
        ("wireless charging", "drop protection", "raised edges", "easy install", "anti scratch", "kickstand"),
        {"color": ("black", "clear", "pink", "green", "navy"), "model": ("iphone", "galaxy", "pixel")},
        (8, 30),
    ),
    ProductType(
        "electronics",
        "usb c cable",
        "USB C Charging Cable",
        f"{_TECH} > Computers & Accessories > Cables",
        ("Braided", "Right Angle", "Heavy Duty"),
        ("fast charging", "high speed", "data transfer", "durable braided", "universal compatibility", "tangle free"),
        {"length": ("3 ft", "6 ft", "10 ft"), "size": ("pack of two", "pack of six")},
        (6, 25),
    ),
    ProductType(
        "electronics",
        "wireless mouse",
        "Wireless Mouse",
        f"{_TECH} > Computers & Accessories > Mice",
        ("Ergonomic", "Silent", "Compact"),
        ("usb receiver", "long battery life", "adjustable dpi", "plug and play", "silent click", "rechargeable"),
        {"color": ("black", "grey", "white", "pink")},
        (9, 60),
    ),
    ProductType(
        "electronics",
        "power bank",
        "Power Bank",
        f"{_TECH} > Cell Phones & Accessories > Chargers",
        ("Portable", "Slim", "High Capacity"),
        ("fast charging", "led display", "dual usb", "travel friendly", "usb c", "overcharge protection"),
        {"color": ("black", "white", "blue"), "capacity": ("compact", "standard", "jumbo")},
        (15, 70),
    ),
    ProductType(
        "electronics",
        "hdmi cable",
        "HDMI Cable",
        f"{_TECH} > Television & Video > Accessories > Cables",
        ("4K", "High Speed", "Gold Plated"),
        ("high speed", "ethernet support", "gold plated", "4k resolution", "durable braided", "plug and play"),
        {"length": ("3 ft", "6 ft", "10 ft", "15 ft")},
        (7, 35),
    ),
    ProductType(
        "furniture",
        "bar stools",
        "Bar Stools",
        f"{_HOME} > Game & Recreation Room Furniture > Bar Stools",
        ("Swivel", "Counter Height", "Upholstered"),
        ("easy assemble", "solid wood", "metal legs", "living room", "adjustable height", "footrest"),
        {"color": ("black", "walnut", "white", "grey"), "size": ("24 inch", "30 inch")},
        (60, 250),
    ),
    ProductType(
        "furniture",
        "bookshelf",
        "Bookshelf",
        f"{_HOME} > Home Office Furniture > Bookcases",
        ("Industrial", "Ladder", "Corner"),
        ("easy assemble", "space saving", "solid wood", "living room", "storage space", "wall mounted"),
        {"color": ("oak", "walnut", "white", "black"), "size": ("3 tier", "5 tier")},
        (40, 220),
    ),
    ProductType(
        "furniture",
        "throw pillow covers",
        "Throw Pillow Covers",
        f"{_HOME} > Living Room Furniture > Decorative Pillows",
        ("Velvet", "Linen", "Embroidered"),
        ("living room", "hidden zipper", "machine wash", "soft touch", "double sided", "fade resistant"),
        {"color": ("mustard", "teal", "blush", "cream", "sage"), "size": ("18x18", "20x20", "24x24")},
        (10, 40),
    ),
    ProductType(
        "furniture",
        "desk lamp",
        "Desk Lamp",
        f"{_HOME} > Home Office Furniture > Lamps",
        ("Dimmable", "Adjustable", "Minimalist"),
        (
            "eye caring",
            "usb charging port",
            "touch control",
            "energy efficient",
            "living room",
            "adjustable brightness",
        ),
        {"color": ("black", "white", "silver", "gold")},
        (18, 80),
    ),
    ProductType(
        "furniture",
        "storage ottoman",
        "Storage Ottoman",
        f"{_HOME} > Living Room Furniture > Ottomans",
        ("Folding", "Tufted", "Round"),
        ("living room", "storage space", "faux leather", "easy assemble", "padded seat", "space saving"),
        {"color": ("grey", "brown", "beige", "navy"), "size": ("small", "large")},
        (25, 120),
    ),
    ProductType(
        "furniture",
        "area rug",
        "Area Rug",
        f"{_HOME} > Home Décor > Area Rugs",
        ("Shag", "Vintage", "Geometric"),
        ("non slip", "living room", "stain resistant", "easy clean", "pet friendly", "low pile"),
        {"color": ("ivory", "charcoal", "rust", "sage", "navy"), "size": ("3x5", "5x7", "8x10")},
        (30, 260),
    ),
    ProductType(
        "food",
        "green tea",
        "Green Tea Bags",
        f"{_FOOD} > Beverages > Tea > Green",
        ("Organic", "Jasmine", "Decaf"),
        ("caffeine free", "non gmo", "sugar free", "individually wrapped", "usda organic", "gluten free"),
        {"flavor": ("original", "jasmine", "mint", "lemon"), "size": _COUNTS},
        (5, 30),
    ),
    ProductType(
        "food",
        "protein bars",
        "Protein Bars",
        f"{_FOOD} > Snacks > Nutrition Bars > Protein",
        ("Nutty", "Crunchy", "Chewy"),
        ("gluten free", "low sugar", "keto friendly", "non gmo", "low carb", "individually wrapped"),
        {"flavor": ("peanut butter", "cookie dough", "chocolate chip", "berry"), "size": _COUNTS},
        (12, 45),
    ),
    ProductType(
        "food",
        "dark chocolate",
        "Dark Chocolate Squares",
        f"{_FOOD} > Snacks > Candy > Chocolate",
        ("Artisan", "Single Origin", "Sea Salt"),
        ("dairy free", "fair trade", "sugar free", "non gmo", "vegan", "gluten free"),
        {
            "flavor": ("sea salt", "almond", "orange", "mint"),
            "size": ("pack of three", "pack of six", "pack of twelve"),
        },
        (6, 35),
    ),
    ProductType(
        "food",
        "trail mix",
        "Trail Mix",
        f"{_FOOD} > Snacks > Nuts & Seeds > Trail Mix",
        ("Roasted", "Tropical", "Sweet and Salty"),
        ("high protein", "resealable bag", "non gmo", "gluten free", "no artificial flavors", "low sodium"),
        {"flavor": ("classic", "tropical", "mountain", "honey"), "size": ("1 lb", "2 lb", "3 lb")},
        (8, 32),
    ),
    ProductType(
        "food",
        "coffee beans",
        "Whole Coffee Beans",
        f"{_FOOD} > Beverages > Coffee > Whole Bean",
        ("Medium Roast", "Espresso", "Single Origin"),
        ("fair trade", "usda organic", "low acid", "small batch", "kosher", "non gmo"),
        {"flavor": ("house blend", "french roast", "hazelnut", "colombian"), "size": ("1 lb", "2 lb", "5 lb")},
        (10, 55),
    ),
    ProductType(
        "food",
        "olive oil",
        "Extra Virgin Olive Oil",
        f"{_FOOD} > Pantry Staples > Oils > Olive",
        ("Cold Pressed", "Italian", "Greek"),
        ("cold pressed", "non gmo", "first press", "kosher", "gluten free", "glass bottle"),
        {"size": ("16 oz", "34 oz", "68 oz")},
        (9, 50),
    ),
)
_INSTRUCTIONS = (
    "i am looking for {query} that {attrs}{options}",
    "i need {query}, {attrs}{options}",
    "find me {attrs} {query}{options}",
    "i want to buy {query} which {attrs}{options}",
)
_REVIEW_LINES = (
    (5, "exactly what i wanted, {attr} as promised"),
    (4, "good value. the {attr} part works well"),
    (3, "okay overall, though the {attr} claim is a stretch"),
    (2, "not great: it arrived late and the {attr} feature disappointed"),
)


def build(rng: random.Random) -> tuple[list[dict], dict, dict]:
    """The three files' contents: products, attributes by asin, instructions by asin."""
    products, attributes, instructions = [], {}, {}
    for type_index, product_type in enumerate(TYPES):
        for brand_index, brand in enumerate(CATEGORIES[product_type.category]):
            asin = f"B0{type_index:02d}{brand_index:02d}{rng.randrange(16**4):04X}"
            chosen = sorted(rng.sample(product_type.attributes, 3))
            options = {
                name: sorted(rng.sample(values, min(len(values), rng.randint(3, 4))), key=values.index)
                for name, values in product_type.options.items()
            }
            products.append(_product(rng, product_type, asin, brand, chosen, options))
            attributes[asin] = {"attributes": chosen}
            instructions[asin] = [_instruction(rng, product_type, chosen, options) for _ in range(rng.randint(2, 3))]
    rng.shuffle(products)
    return products, attributes, instructions


def _product(
    rng: random.Random, kind: ProductType, asin: str, brand: str, chosen: list[str], options: dict[str, list[str]]
) -> dict:
    title = f"{brand} {rng.choice(kind.adjectives)} {kind.noun}"
    return {
        "asin": asin,
        "name": title,
        "query": kind.query,
        "category": kind.category,
        "product_category": kind.path.replace(" > ", CATEGORY_SEPARATOR),
        "full_description": f"The {title} from {brand}: {', '.join(chosen)}. Backed by a one year warranty.",
        "small_description": [f"{attribute.capitalize()}: made to last, tested by {brand}." for attribute in chosen],
        "pricing": _pricing(rng, kind.price),
        "images": [],
        "average_rating": round(rng.uniform(3.0, 5.0), 1),
        "customization_options": {
            name: [{"value": value, "image": None} for value in values] for name, values in options.items()
        },
        "reviews": [
            {"score": score, "body": text.format(attr=rng.choice(chosen))}
            for score, text in rng.sample(_REVIEW_LINES, 2)
        ],
    }


def _pricing(rng: random.Random, bounds: tuple[int, int]) -> str:
    """Upstream's price text: one price, or about one in five a range "$a - $b"."""
    low = rng.randint(*bounds) - 0.01
    if rng.random() < 0.2:
        return f"${low:.2f} - ${low + rng.randint(2, 10):.2f}"
    return f"${low:.2f}"


def _instruction(rng: random.Random, kind: ProductType, chosen: list[str], options: dict[str, list[str]]) -> dict:
    goal_attributes = sorted(rng.sample(chosen, rng.randint(1, 2)))
    goal_options = [rng.choice(values) for values in options.values()]
    template = rng.choice(_INSTRUCTIONS)
    attrs = " and ".join(goal_attributes)
    if "{query} that" in template or "which" in template:
        attrs = f"{'is' if len(goal_attributes) == 1 else 'are'} {attrs}"
    named = [f"{name}: {value}" for name, value in zip(options, goal_options, strict=True)]
    option_text = f", with {' and '.join(named)}" if named else ""
    return {
        "instruction": template.format(query=kind.query, attrs=attrs, options=option_text),
        "instruction_attributes": goal_attributes,
        "instruction_options": goal_options,
    }


def render() -> dict[str, str]:
    """File name -> the exact text of each data file."""
    products, attributes, instructions = build(random.Random(SEED))
    files = {"items_shuffle.json": products, "items_ins_v2.json": attributes, "items_human_ins.json": instructions}
    return {
        name: json.dumps(content, indent=1, ensure_ascii=False, sort_keys=isinstance(content, dict)) + "\n"
        for name, content in files.items()
    }


def main() -> None:
    for name, text in render().items():
        (DATA_DIR / name).write_text(text, encoding="utf-8")
    print(f"wrote {', '.join(render())} to {DATA_DIR}")


if __name__ == "__main__":
    main()
