"""The suite in several processes (`make test` runs `pytest -n 2`, pytest-xdist; JOBS=1: one).

A process gets whole modules, so a module's fixtures are set up once. The modules that borrow
the session's vLLM workers (tests/workers.py: lent to one stack at a time) all go to one
process, as one unit of work and the first one handed out: it is the suite's longest chain.
The other modules follow, those with the most slow tests first, so that no long module starts
last while the other process idles.

pytest-xdist's own `--dist loadgroup` cannot express this under pytest 9 (it renames the test
ids to carry the group, which pytest 9's ids no longer allow), hence the scheduler below.
"""

from __future__ import annotations

from collections import Counter

import pytest
from xdist.remote import Producer
from xdist.scheduler import LoadScopeScheduling

SHARED_WORKERS = "shared vLLM workers"
SHARED_WORKER_MODULES = (
    "tests/deploy/test_promql.py",
    "tests/e2e/",
    "tests/inference/test_lora.py",
    "tests/inference/test_proxied_stack.py",
    "tests/inference/test_worker.py",
    "tests/runner/test_chat.py",
    "tests/train/",
    "tests/ui/test_ui_browser.py",
)
# The fixtures that hold the shared workers: `live_stack` borrows them (or the e2e stack) at run time.
HOLDERS = {"vllm_workers", "live_stack"}


def module_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def unit_of(nodeid: str) -> str:
    """The unit of work a test belongs to: the shared workers' modules, else its own module."""
    module = module_of(nodeid)
    return SHARED_WORKERS if module.startswith(SHARED_WORKER_MODULES) else module


def check_units(items: list[pytest.Item]) -> None:
    """Refuse a collection in which a test holding the shared workers is outside their unit:
    run in another process, it would start a second pair of workers."""
    if strays := sorted({module_of(item.nodeid) for item in items
                         if HOLDERS & set(getattr(item, "fixturenames", ()))
                         and unit_of(item.nodeid) != SHARED_WORKERS}):
        raise pytest.UsageError(f"{', '.join(strays)} use the shared vLLM workers: add them to "
                                "SHARED_WORKER_MODULES in tests/parallel.py")


def order_units(items: list[pytest.Item]) -> None:
    """Sort `items` (in place, each unit's tests in their order) into the order units are handed
    out: the shared workers' unit (its modules by path: the e2e stack lives for the session, its
    tests go together), then the units with the most slow tests."""
    slow = Counter(unit_of(item.nodeid) for item in items if item.get_closest_marker("slow"))

    def order(item: pytest.Item) -> tuple[bool, int, str]:
        unit = unit_of(item.nodeid)
        return unit != SHARED_WORKERS, -slow[unit], module_of(item.nodeid) if unit == SHARED_WORKERS else ""

    items.sort(key=order)


class UnitOrder:
    """Runs the tests in the order their units are handed out, in one process as in several, after
    `--random-order` (pytest-random-order, `make test`) shuffled them: the tests of a module, and
    the modules of equal rank, stay shuffled."""

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        order_units(items)


class UnitScheduling(LoadScopeScheduling):
    """xdist's scope scheduling with `unit_of` as the scope and the workers' collection order
    (`order_units`) as the order units are handed out in."""

    def __init__(self, config: pytest.Config, log: Producer | None = None) -> None:
        super().__init__(config, log)
        config.option.loadscopereorder = False

    def _split_scope(self, nodeid: str) -> str:
        return unit_of(nodeid)
