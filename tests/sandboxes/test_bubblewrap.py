"""The bubblewrap sandbox, probed from inside: what an env can and cannot see or do."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest

from sandboxes.host.runtime import PACKAGE_DIR
from sandboxes.host.runtime.bubblewrap import SANDBOX_ROOT, bubblewrap_argv, bwrap_version, python_roots, sandbox_argv

SECRET_NAME, SECRET_VALUE = "ROLLGATE_TEST_SECRET", "hunter2-not-for-envs"


def run_inside(code: str, **argv_options: Any) -> Any:
    """Run Python `code` in the sandbox; it prints one JSON value, which is returned."""
    argv = sandbox_argv([sys.executable, "-c", textwrap.dedent(code)], **argv_options)
    done = subprocess.run(argv, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture
def listener() -> Iterator[socket.socket]:
    """A TCP socket listening on the host's loopback."""
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        yield server


def test_bwrap_is_recent_enough() -> None:
    assert bwrap_version() >= (0, 8)


def test_argv_isolates_and_binds_no_secrets() -> None:
    argv = bubblewrap_argv("countdown")
    flags = ("--unshare-all", "--unshare-user", "--die-with-parent", "--new-session", "--clearenv", "--as-pid-1")
    for flag in flags:
        assert flag in argv
    assert "--disable-userns" not in argv  # the server makes the namespaces confining tool commands
    assert {argv[i + 1] for i, arg in enumerate(argv) if arg == "--remount-ro"} == {"/", "/dev", "/proc"}
    assert argv[argv.index("--cap-drop") + 1] == "ALL"
    assert argv[argv.index("--uid") + 1] == argv[argv.index("--gid") + 1] == "65534"
    sources = [argv[i + 1] for i, arg in enumerate(argv) if arg in ("--bind", "--ro-bind", "--ro-bind-try")]
    assert "--bind" not in argv and "--share-net" not in argv
    for forbidden in ("/", "/root", "/etc", "/etc/shadow", "/home", str(PACKAGE_DIR.parent)):
        assert forbidden not in sources
    assert argv[-5:] == [sys.executable, "-S", "-m", "sandboxes.inside.server", "countdown"]


def test_a_symlinked_venv_is_bound_where_its_scripts_point(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """pip writes a venv's real path into its scripts' shebangs; reached through a symlink, the venv
    must be bound at both paths or `pytest` inside the sandbox is "command not found"."""
    real = tmp_path / "venv-real"
    real.mkdir()
    (tmp_path / "venv-link").symlink_to(real)
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "venv-link"))
    assert {str(tmp_path / "venv-link"), str(real)} <= set(python_roots())


def test_runs_as_nobody_without_capabilities() -> None:
    inside = run_inside("""
        import json, os
        caps = [l.split()[1] for l in open("/proc/self/status") if l.startswith("CapEff")]
        print(json.dumps({"ids": [os.getuid(), os.geteuid(), os.getgid()], "caps": caps, "pid": os.getpid()}))
    """)
    assert inside == {"ids": [65534, 65534, 65534], "caps": ["0000000000000000"], "pid": 1}


def test_no_network(listener: socket.socket) -> None:
    port = listener.getsockname()[1]
    inside = run_inside(f"""
        import json, socket
        try:
            socket.create_connection(("127.0.0.1", {port}), timeout=5).close()
            outcome = "connected"
        except OSError as exc:
            outcome = type(exc).__name__
        print(json.dumps({{"outcome": outcome, "interfaces": [name for _, name in socket.if_nameindex()]}}))
    """)
    assert inside["outcome"] != "connected"
    assert inside["interfaces"] == ["lo"]
    with socket.create_connection(("127.0.0.1", port), timeout=5):
        pass  # the listener was reachable all along, from outside


def test_host_secrets_are_invisible() -> None:
    host_root = sorted(os.listdir("/root")) if os.access("/root", os.R_OK) else []
    inside = run_inside(f"""
        import json, os
        def readable(path):
            try:
                open(path, "rb").close()
                return True
            except OSError:
                return False
        print(json.dumps({{
            "shadow": readable("/etc/shadow"),
            "root": sorted(os.listdir("/root")) if os.path.isdir("/root") else [],
            "repo": os.path.exists({str(PACKAGE_DIR.parent)!r}),
            "etc": sorted(os.listdir("/etc")),
        }}))
    """)
    assert inside["shadow"] is False
    assert not inside["repo"]
    bound_under_root = {Path(p).parts[2] for p in (sys.prefix, sys.base_prefix) if Path(p).parts[1:2] == ("root",)}
    assert set(inside["root"]) <= bound_under_root
    assert not (set(host_root) - bound_under_root) & set(inside["root"])
    assert "shadow" not in inside["etc"] and "passwd" not in inside["etc"]


def test_host_environment_is_absent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SECRET_NAME, SECRET_VALUE)
    inside = run_inside("import json, os; print(json.dumps(dict(os.environ)))")
    assert SECRET_NAME not in inside and SECRET_VALUE not in json.dumps(inside)
    allowed = {"PATH", "PYTHONPATH", "HOME", "LANG", "PYTHONDONTWRITEBYTECODE", "PWD", "LC_CTYPE"}
    assert set(inside) <= allowed
    assert inside["PYTHONPATH"].split(":")[0] == SANDBOX_ROOT


def test_filesystem_is_read_only_but_tmp_which_is_capped() -> None:
    inside = run_inside(
        f"""
        import json
        def writes(path, size):
            try:
                with open(path, "wb") as f:
                    f.write(b"x" * size)
                return "ok"
            except OSError as exc:
                return exc.strerror
        print(json.dumps({{
            "usr": writes("/usr/rollgate-probe", 1),
            "package": writes("{SANDBOX_ROOT}/sandboxes/rollgate-probe", 1),
            "python": writes({os.path.join(sys.prefix, "rollgate-probe")!r}, 1),
            "tmp": writes("/tmp/small", 1000),
            "tmp_over_cap": writes("/tmp/big", 2 * 1024 * 1024),
        }}))
        """,
        tmp_size_bytes=1024 * 1024,
    )
    assert inside["tmp"] == "ok"
    assert inside["tmp_over_cap"] == "No space left on device"
    for path in ("usr", "package", "python"):
        assert inside[path] == "Read-only file system", path


def test_host_processes_are_invisible() -> None:
    pids = run_inside("import json, os; print(json.dumps([p for p in os.listdir('/proc') if p.isdigit()]))")
    assert pids == ["1"]


RUNNER = """
import asyncio, os, sys
from sandboxes.host.session import open_session

async def main():
    session = await open_session("countdown", "bubblewrap", timeout_s=60)
    print(session.server.pid, flush=True)
    await asyncio.Event().wait()

asyncio.run(main())
"""


def test_sandbox_dies_with_its_runner() -> None:
    argv = [sys.executable, "-c", RUNNER]
    with subprocess.Popen(argv, cwd=PACKAGE_DIR.parent, stdout=subprocess.PIPE, text=True) as runner:
        try:
            assert runner.stdout is not None
            bwrap = psutil.Process(int(runner.stdout.readline()))
            sandbox = [bwrap, *bwrap.children(recursive=True)]
            assert len(sandbox) == 2  # bwrap and the env server, PID 1 of the sandbox
        finally:
            runner.kill()
    assert not psutil.wait_procs(sandbox, timeout=10)[1]
