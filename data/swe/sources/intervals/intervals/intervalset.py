"""Sets of numbers stored as sorted, disjoint, non-touching intervals."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from intervals.interval import Interval


class IntervalSet:
    """A set of numbers; its intervals are kept sorted, disjoint and merged where they touch."""

    def __init__(self, intervals: Iterable[Interval] = ()) -> None:
        self._intervals: list[Interval] = []
        for interval in intervals:
            self.add(interval)

    def __iter__(self) -> Iterator[Interval]:
        return iter(self._intervals)

    def __len__(self) -> int:
        return len(self._intervals)

    def __contains__(self, x: float) -> bool:
        return any(interval.contains(x) for interval in self._intervals)

    def __repr__(self) -> str:
        return f"IntervalSet({self._intervals!r})"

    @property
    def total_length(self) -> float:
        return sum(interval.length for interval in self._intervals)

    def add(self, interval: Interval) -> None:
        """Add the numbers of `interval`, merging it with every interval it overlaps or touches."""
        if interval.length == 0:
            return
        merged, kept = interval, []
        for current in self._intervals:
            if current.overlaps(merged) or current.touches(merged):
                merged = Interval(min(current.start, merged.start), max(current.end, merged.end))
            else:
                kept.append(current)
        self._intervals = sorted([*kept, merged])

    def remove(self, interval: Interval) -> None:
        """Remove the numbers of `interval`; an interval it cuts in two keeps both ends."""
        kept = []
        for current in self._intervals:
            if not current.overlaps(interval):
                kept.append(current)
                continue
            if current.start < interval.start:
                kept.append(Interval(current.start, interval.start))
            if interval.end < current.end:
                kept.append(Interval(interval.end, current.end))
        self._intervals = kept

    def complement(self, bounds: Interval) -> IntervalSet:
        """The numbers of `bounds` that are not in this set."""
        gaps, start = [], bounds.start
        for current in self._intervals:
            if current.start > start:
                gaps.append(Interval(start, min(current.start, bounds.end)))
            start = max(start, current.end)
            if start >= bounds.end:
                break
        if start < bounds.end:
            gaps.append(Interval(start, bounds.end))
        return IntervalSet(gap for gap in gaps if gap.length > 0)
