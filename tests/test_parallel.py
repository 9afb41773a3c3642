"""The order the suite runs in (tests/parallel.py): units of work, the shared workers' first."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from tests.parallel import SHARED_WORKERS, check_units, order_units, unit_of


@dataclass
class Item:
    """What the ordering reads of a collected test."""

    nodeid: str
    slow: bool = False
    fixturenames: tuple[str, ...] = field(default=())

    def get_closest_marker(self, name: str) -> object | None:
        return object() if name == "slow" and self.slow else None


def test_the_shared_workers_unit_goes_first_by_path_then_the_slowest_units_each_in_its_own_order() -> None:
    items = [
        Item("tests/gateway/test_quota.py::test_b"),
        Item("tests/train/test_grpo.py::test_x", slow=True),
        Item("tests/faults/test_kills.py::test_k", slow=True),
        Item("tests/gateway/test_quota.py::test_a"),
        Item("tests/e2e/test_zeta.py::test_z", slow=True),
        Item("tests/faults/test_kills.py::test_j", slow=True),
        Item("tests/envs/test_alfworld.py::test_w", slow=True),
        Item("tests/e2e/test_alpha.py::test_a", slow=True),
    ]
    order_units(items)
    assert [item.nodeid for item in items] == [
        "tests/e2e/test_alpha.py::test_a",  # the shared unit: its modules by path (the e2e stack's go together)
        "tests/e2e/test_zeta.py::test_z",
        "tests/train/test_grpo.py::test_x",
        "tests/faults/test_kills.py::test_k",  # two slow tests, in the order they came (shuffled or not)
        "tests/faults/test_kills.py::test_j",
        "tests/envs/test_alfworld.py::test_w",  # one
        "tests/gateway/test_quota.py::test_b",  # none
        "tests/gateway/test_quota.py::test_a",
    ]
    assert unit_of(items[2].nodeid) == SHARED_WORKERS and unit_of(items[3].nodeid) == "tests/faults/test_kills.py"


def test_a_test_holding_the_shared_workers_outside_their_unit_is_refused() -> None:
    inside = Item("tests/e2e/test_jobs.py::test_a", fixturenames=("live_stack",))
    stray = Item("tests/gateway/test_pushes.py::test_b", fixturenames=("vllm_workers", "tmp_path"))
    check_units([inside, Item("tests/gateway/test_pushes.py::test_c")])
    with pytest.raises(pytest.UsageError, match=re.escape("tests/gateway/test_pushes.py use the shared vLLM workers")):
        check_units([inside, stray])
