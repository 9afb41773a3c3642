import pytest
from intervals import Interval


def test_length_and_membership():
    interval = Interval(1, 4)
    assert interval.length == 3
    assert interval.contains(1) and interval.contains(3.5)
    assert not interval.contains(4)


def test_an_interval_cannot_end_before_it_starts():
    with pytest.raises(ValueError):
        Interval(5, 2)


def test_overlapping_intervals():
    assert Interval(1, 5).overlaps(Interval(4, 8))
    assert Interval(4, 8).overlaps(Interval(1, 5))
    assert not Interval(1, 2).overlaps(Interval(6, 7))


def test_touching_intervals_do_not_overlap():
    assert not Interval(1, 3).overlaps(Interval(3, 5))
    assert not Interval(3, 5).overlaps(Interval(1, 3))
    assert Interval(1, 3).touches(Interval(3, 5))


def test_intersection():
    assert Interval(1, 5).intersection(Interval(3, 8)) == Interval(3, 5)
    assert Interval(1, 2).intersection(Interval(5, 6)) is None


def test_intersection_of_touching_intervals_is_none():
    assert Interval(1, 3).intersection(Interval(3, 5)) is None
