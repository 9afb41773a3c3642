"""The half-open interval [start, end)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Interval:
    """The numbers x with start <= x < end; empty when start == end."""

    start: float
    end: float

    def __post_init__(self) -> None:
        if self.end < self.start:
            raise ValueError(f"an interval cannot end ({self.end}) before it starts ({self.start})")

    @property
    def length(self) -> float:
        return self.end - self.start

    def contains(self, x: float) -> bool:
        return self.start <= x < self.end

    def overlaps(self, other: Interval) -> bool:
        """Whether some number lies in both intervals (touching ones share none)."""
        return self.start < other.end and other.start < self.end

    def touches(self, other: Interval) -> bool:
        """Whether one interval ends exactly where the other starts."""
        return self.end == other.start or other.end == self.start

    def intersection(self, other: Interval) -> Interval | None:
        """The numbers in both intervals, or None when they do not overlap."""
        if not self.overlaps(other):
            return None
        return Interval(max(self.start, other.start), min(self.end, other.end))
