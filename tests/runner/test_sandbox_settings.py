"""The runner's sandbox pools follow its settings."""

from __future__ import annotations

import pytest

from services.common.settings import Settings
from services.runner.main import sandbox_pools


@pytest.mark.parametrize("fork", [True, False])
def test_the_fork_server_setting_reaches_the_pools(monkeypatch: pytest.MonkeyPatch, fork: bool) -> None:
    monkeypatch.setenv("ROLLGATE_SANDBOX_FORK_SERVER", str(fork).lower())
    pools = sandbox_pools(Settings())
    assert pools.config.fork_server is fork and pools.config.forks is fork
    assert sandbox_pools(Settings(env_runtime="runsc")).config.forks is False  # bubblewrap's only


def test_a_delegated_cgroup_reaches_the_pools(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROLLGATE_SANDBOX_CGROUP_PARENT", "/sys/fs/cgroup/runner.service/sandboxes")
    assert sandbox_pools(Settings()).config.cgroup_parent == "/sys/fs/cgroup/runner.service/sandboxes"
