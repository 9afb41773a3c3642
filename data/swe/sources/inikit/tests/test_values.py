import pytest
from inikit import to_bool, to_int, to_list


@pytest.mark.parametrize(
    "value, expected", [("1", True), ("yes", True), ("off", False), (" no ", False)], ids=["1", "yes", "off", "padded"]
)
def test_to_bool(value, expected):
    assert to_bool(value) is expected


def test_to_bool_ignores_case():
    assert to_bool("Yes") is True
    assert to_bool("TRUE") is True
    assert to_bool("Off") is False


def test_to_bool_rejects_other_words():
    with pytest.raises(ValueError):
        to_bool("maybe")


def test_to_int():
    assert to_int(" 42 ") == 42
    with pytest.raises(ValueError):
        to_int("4.2")


def test_to_list():
    assert to_list("a, b,,c ") == ["a", "b", "c"]
    assert to_list("x|y", sep="|") == ["x", "y"]
