import pytest
from textkit import truncate, wrap


def test_short_text_is_not_truncated():
    assert truncate("hello", 10) == "hello"
    assert truncate("hello", 5) == "hello"


def test_truncate_never_exceeds_width():
    assert truncate("hello world", 8) == "hello..."
    for width in range(12):
        assert len(truncate("hello world", width)) <= width


def test_truncate_with_custom_ellipsis():
    assert truncate("abcdefghij", 5, ellipsis="~") == "abcd~"


def test_truncate_rejects_negative_width():
    with pytest.raises(ValueError):
        truncate("hello", -1)


def test_wrap_fills_lines_greedily():
    assert wrap("the quick brown fox jumps", 10) == ["the quick", "brown fox", "jumps"]


def test_wrap_puts_a_long_word_on_its_own_line():
    assert wrap("a supercalifragilistic b", 5) == ["a", "supercalifragilistic", "b"]


def test_wrap_of_empty_text():
    assert wrap("", 10) == []
