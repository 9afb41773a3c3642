"""A runner without root (the HPC case): its sandboxes, forked and fresh, still hold.

Here the suite runs as root, so the runner is run as uid 65534 with no capability: in a
private mount namespace where the interpreter and the repository are reachable to it (their
unreachable ancestors, like a 0700 /root, are covered by a tmpfs holding only the way through).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from shlex import quote

import pytest
from conftest import PROBE_PRELUDE

REPOSITORY = Path(__file__).resolve().parents[2]
UNPRIVILEGED = 65534
RUNNER = """
import asyncio, json, os, sys
from sandboxes.host.config import SandboxConfig
from sandboxes.host.forking import ForkServer
from sandboxes.host.sandbox import Sandbox

async def probe(sandbox):
    result = await sandbox.exec([sys.executable, "-S", "-c", sys.argv[2], sys.argv[1]], timeout_s=60)
    assert result.exit_code == 0, result.stderr
    status = sandbox.status()
    return {**json.loads(result.stdout), "unavailable": status.unavailable, "in_force": status.in_force}

async def main():
    config = SandboxConfig()
    forks = ForkServer("countdown", config)
    try:
        forked = await Sandbox.start("countdown", config, timeout_s=60, forks=forks)
        fresh = await Sandbox.start("countdown", config, timeout_s=60)
        seen = {"runner_uid": os.getuid(), "forked": await probe(forked), "fresh": await probe(fresh)}
        await forked.stop()
        await fresh.stop()
    finally:
        await forks.close()
    print(json.dumps(seen))

asyncio.run(main())
"""
PROBE = PROBE_PRELUDE + """
def unshare_user():
    if ctypes.CDLL(None, use_errno=True).unshare(0x10000000) != 0:  # CLONE_NEWUSER
        raise OSError(ctypes.get_errno(), "unshare")
caps = [line.split()[1] for line in open("/proc/self/status") if line.startswith("CapEff")]
print(json.dumps({"uid": os.getuid(), "caps": caps[0],
                  "write_usr": outcome(lambda: open("/usr/rollgate-probe", "w").close()),
                  "connect": outcome(lambda: socket.create_connection(("127.0.0.1", int(sys.argv[1])), 5).close()),
                  "userns": outcome(unshare_user)}))
"""
"""Run in each sandbox, with the host's listening port."""


def unprivileged(argv: list[str]) -> list[str]:
    """`argv` run as uid/gid 65534 without capabilities, able to reach this interpreter and
    this repository. As is, when the tests themselves run without root."""
    if os.geteuid() != 0:
        return argv
    needed = [Path(sys.executable).resolve(), Path(sys.prefix), Path(sys.base_prefix), REPOSITORY]
    covers: dict[Path, set[str]] = {}
    for path in needed:
        for ancestor in path.parents:
            if ancestor.parent != ancestor and not os.stat(ancestor).st_mode & 0o001:
                covers.setdefault(ancestor, set()).add(path.relative_to(ancestor).parts[0])
    script = ["set -e"]  # unshare makes the new mount namespace's mounts private
    for number, (directory, ways) in enumerate(sorted(covers.items(), reverse=True)):
        stash = f"/dev/shm/rollgate-rootless-{os.getpid()}-{number}"  # shm: /tmp may be covered
        script += [f"mkdir {stash}", f"mount --bind {quote(str(directory))} {stash}",
                   f"mount -t tmpfs -o mode=0755 rollgate-way {quote(str(directory))}"]
        for way in sorted(ways):
            script += [f"mkdir {quote(str(directory / way))}",
                       f"mount --bind {stash}/{quote(way)} {quote(str(directory / way))}"]
        script += [f"umount {stash}", f"rmdir {stash}"]
    script.append(f"exec setpriv --reuid {UNPRIVILEGED} --regid {UNPRIVILEGED} --clear-groups"
                  ' --inh-caps=-all --bounding-set=-all "$@"')
    return ["unshare", "--mount", "sh", "-c", "\n".join(script), "rootless", *argv]


@pytest.fixture
def host_listener() -> Iterator[int]:
    """A TCP port listening on the host's loopback."""
    with socket.create_server(("127.0.0.1", 0)) as listener:
        yield listener.getsockname()[1]


def test_an_unprivileged_runner_forks_and_starts_contained_sandboxes(host_listener: int) -> None:
    environ = {"PATH": os.environ["PATH"], "HOME": "/nonexistent", "PYTHONDONTWRITEBYTECODE": "1",
               "PYTHONPATH": str(REPOSITORY)}
    argv = unprivileged([sys.executable, "-c", RUNNER, str(host_listener), PROBE])
    ran = subprocess.run(argv, capture_output=True, text=True, env=environ, cwd="/", timeout=180)
    assert ran.returncode == 0, ran.stderr[-3000:]
    seen = json.loads(ran.stdout.splitlines()[-1])
    assert seen["runner_uid"] == UNPRIVILEGED
    for kind in ("forked", "fresh"):
        inside = seen[kind]
        assert (inside["uid"], int(inside["caps"], 16)) == (UNPRIVILEGED, 0), kind
        assert inside["write_usr"] == ["error", "EROFS"], kind
        assert inside["connect"] == ["error", "ECONNREFUSED"], kind  # its own loopback, not the host's
        assert inside["userns"] in (["error", "EPERM"], ["error", "ENOSPC"]), kind
        assert {"RLIMIT_AS", "RLIMIT_NPROC", "network", "seccomp"} <= set(inside["in_force"]), kind
        for limit in ("memory_cgroup", "pids_cgroup"):  # no cgroup is delegated to uid 65534 here
            assert "may not create cgroups" in inside["unavailable"].get(limit, ""), kind
