"""Half-open intervals and sets of numbers made of them."""

from intervals.interval import Interval
from intervals.intervalset import IntervalSet

__all__ = ["Interval", "IntervalSet"]
