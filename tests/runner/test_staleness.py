"""The admission rule of the staleness bound: k < (V - v0 + η + 1) · B."""

from __future__ import annotations

import pytest
from rollgate import JobSpec

from services.common.staleness import admits, staleness


def spec(max_staleness: int | None, groups_per_step: int) -> JobSpec:
    return JobSpec(env="countdown", tasks=["train-000001"], max_staleness=max_staleness,
                   groups_per_step=groups_per_step)


@pytest.mark.parametrize(("max_staleness", "per_step", "submitted", "current", "group", "admitted"), [
    pytest.param(None, 4, 0, 0, 1000, True, id="no-bound"),
    pytest.param(2, 0, 0, 0, 1000, True, id="no-groups-per-step"),
    pytest.param(0, 1, 0, 0, 0, True, id="first-group"),
    pytest.param(0, 1, 0, 0, 1, False, id="second-group-waits-for-a-push"),
    pytest.param(0, 1, 0, 1, 1, True, id="second-group-after-a-push"),
    pytest.param(1, 2, 0, 0, 3, True, id="one-step-ahead"),
    pytest.param(1, 2, 0, 0, 4, False, id="two-steps-ahead"),
    pytest.param(1, 2, 5, 6, 5, True, id="counts-from-the-submit-version"),
])
def test_admits(max_staleness: int | None, per_step: int, submitted: int, current: int, group: int,
                admitted: bool) -> None:
    assert admits(spec(max_staleness, per_step), submitted, current, group) is admitted


def test_staleness_is_never_negative() -> None:
    assert staleness(3, 1) == 2 and staleness(1, 3) == 0
