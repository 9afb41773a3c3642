"""Services outlive a starter that dies without stopping them (SIGKILLed, timed out); the next
`reap_orphans` ends them, and only them."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from services.common.process import ServiceProcess, reap_orphans

# A starter that launches a service (a sleep in its own process group), says its pid, then waits.
STARTER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from services.common.process import ServiceProcess
    service = ServiceProcess("sleeper", ["sleep", "300"], {}, Path(sys.argv[1]), ready=lambda: True).start()
    print(service.pid, flush=True)
    time.sleep(300)
""")


def test_the_services_of_a_killed_starter_are_reaped_and_no_others(tmp_path: Path) -> None:
    ours = ServiceProcess("kept", ["sleep", "300"], {}, tmp_path / "kept.log", ready=lambda: True).start()
    with subprocess.Popen([sys.executable, "-c", STARTER, str(tmp_path / "orphan.log")], stdout=subprocess.PIPE,
                          text=True, cwd=Path(__file__).parents[2]) as starter:
        assert starter.stdout is not None
        orphan = int(starter.stdout.readline())
        starter.kill()
    try:
        assert _running(orphan), "the service did not outlive its starter: nothing to reap"

        assert orphan in reap_orphans()

        assert not _running(orphan)
        assert ours.process is not None and ours.process.poll() is None, "a live starter's service was reaped"
        assert reap_orphans() == []
    finally:
        ours.stop()


def _running(pid: int) -> bool:
    """Alive and not a zombie (the orphan's new parent reaps it at its own pace)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
