"""deploy/docker/runner-cgroups.sh, the runner's entrypoint: it hands a writable cgroup v2 tree to
the runner's user (here a directory laid out like one: this host's v2 hierarchy has no
controllers), and starts the runner as that user without capabilities."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from .conftest import DEPLOY

SCRIPT = DEPLOY / "docker" / "runner-cgroups.sh"
SHOW = ('echo "uid=$(id -u) parent=${ROLLGATE_SANDBOX_CGROUP_PARENT:-none}"; '
        'grep -E "^Cap(Eff|Prm|Bnd)" /proc/self/status')


def run(root: Path, uid: int, command: str = SHOW) -> subprocess.CompletedProcess[str]:
    env = {"PATH": os.environ["PATH"], "ROLLGATE_CGROUP_ROOT": str(root), "RUNNER_UID": str(uid)}
    return subprocess.run(["sh", str(SCRIPT), "sh", "-c", command], env=env, capture_output=True, text=True,
                          timeout=30)


@pytest.fixture
def cgroup(tmp_path: Path) -> Path:
    root = tmp_path / "cgroup"
    root.mkdir()
    (root / "cgroup.controllers").write_text("cpuset cpu io memory pids\n")
    for name in ("cgroup.procs", "cgroup.subtree_control", "cgroup.threads"):
        (root / name).write_text("")
    return root


def test_a_writable_cgroup_is_split_into_runner_and_sandboxes(cgroup: Path) -> None:
    done = run(cgroup, os.getuid())
    assert done.returncode == 0, done.stderr
    assert f"parent={cgroup / 'sandboxes'}" in done.stdout
    assert (cgroup / "runner" / "cgroup.procs").read_text().strip().isdigit(), "the runner moved into its leaf"
    assert (cgroup / "sandboxes").is_dir()
    assert (cgroup / "cgroup.subtree_control").read_text().strip() == "+cpu"  # memory, pids, then cpu, written


def test_no_cgroup_changes_nothing(tmp_path: Path) -> None:
    done = run(tmp_path / "absent", os.getuid())
    assert done.returncode == 0 and "parent=none" in done.stdout
    assert "not a writable cgroup v2 hierarchy" in done.stderr


@pytest.mark.skipif(os.getuid() != 0, reason="switching users needs root")
def test_the_runner_runs_as_its_user_without_capabilities(cgroup: Path) -> None:
    done = run(cgroup, 65534)
    assert done.returncode == 0, done.stderr
    assert "uid=65534" in done.stdout
    capabilities = dict(line.split(":\t") for line in done.stdout.splitlines() if line.startswith("Cap"))
    assert {int(value, 16) for value in capabilities.values()} == {0}, capabilities
    assert (cgroup / "sandboxes").stat().st_uid == 65534 and (cgroup / "cgroup.procs").stat().st_uid == 65534


def test_a_step_that_fails_delegates_nothing(cgroup: Path) -> None:
    """A cgroup whose controllers cannot be enabled: the runner starts, without a parent."""
    (cgroup / "cgroup.subtree_control").unlink()
    (cgroup / "cgroup.subtree_control").mkdir()  # writing to it fails, as EBUSY would
    done = run(cgroup, os.getuid())
    assert done.returncode == 0 and "parent=none" in done.stdout
    assert "no cgroup delegated" in done.stderr
