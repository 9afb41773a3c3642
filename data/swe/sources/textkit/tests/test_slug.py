from textkit import slugify


def test_slugify_lowercases_and_joins_words():
    assert slugify("Hello, World!") == "hello-world"


def test_slugify_drops_accents():
    assert slugify("Crème brûlée") == "creme-brulee"


def test_slugify_custom_separator():
    assert slugify("a b  c", sep="_") == "a_b_c"


def test_slugify_respects_max_length():
    assert slugify("one two three", max_length=7) == "one-two"


def test_slugify_max_length_never_ends_with_separator():
    assert slugify("hello world", max_length=6) == "hello"
    assert slugify("ab cd ef", sep="__", max_length=4) == "ab"
