"""The committed stubs in clients/python/rollgate/v1 are exactly what proto/ generates today."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMMITTED = ROOT / "clients" / "python" / "rollgate" / "v1"


def stub_files(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir()) if path.is_file()
            and path.suffix in (".py", ".pyi")}


def test_committed_stubs_are_current(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(ROOT / "scripts" / "gen_proto.py"), str(tmp_path)], cwd=ROOT, check=True)

    generated = stub_files(tmp_path / "rollgate" / "v1")
    committed = stub_files(COMMITTED)
    assert generated, "gen_proto.py generated nothing"
    assert sorted(committed) == sorted(generated)
    stale = [name for name in generated if committed[name] != generated[name]]
    assert stale == [], "run `python scripts/gen_proto.py` and commit the result"
