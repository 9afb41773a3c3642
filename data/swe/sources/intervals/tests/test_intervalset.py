from intervals import Interval, IntervalSet


def test_adding_overlapping_intervals_merges_them():
    numbers = IntervalSet([Interval(1, 4), Interval(3, 6)])
    assert list(numbers) == [Interval(1, 6)]


def test_adding_touching_intervals_merges_them():
    numbers = IntervalSet([Interval(1, 3), Interval(3, 5)])
    assert list(numbers) == [Interval(1, 5)]
    numbers.add(Interval(5, 6))
    assert len(numbers) == 1


def test_disjoint_intervals_stay_sorted():
    numbers = IntervalSet([Interval(7, 9), Interval(1, 2)])
    assert list(numbers) == [Interval(1, 2), Interval(7, 9)]
    assert numbers.total_length == 3


def test_membership():
    numbers = IntervalSet([Interval(0, 1), Interval(2, 3)])
    assert 0.5 in numbers and 2 in numbers
    assert 1.5 not in numbers and 3 not in numbers


def test_removing_an_edge():
    numbers = IntervalSet([Interval(0, 10)])
    numbers.remove(Interval(8, 12))
    numbers.remove(Interval(-1, 2))
    assert list(numbers) == [Interval(2, 8)]


def test_removing_from_the_middle_splits_an_interval():
    numbers = IntervalSet([Interval(0, 10)])
    numbers.remove(Interval(4, 6))
    assert list(numbers) == [Interval(0, 4), Interval(6, 10)]
    assert numbers.total_length == 8


def test_complement():
    numbers = IntervalSet([Interval(2, 4), Interval(6, 7)])
    assert list(numbers.complement(Interval(0, 10))) == [Interval(0, 2), Interval(4, 6), Interval(7, 10)]
    assert list(numbers.complement(Interval(3, 6.5))) == [Interval(4, 6)]
