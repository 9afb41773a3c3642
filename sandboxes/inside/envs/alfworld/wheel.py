"""The installed alfworld wheel (alfworld==0.4.2): imported without its side effect on the environment.

Importing `alfworld` sets `ALFWORLD_DATA` to its download cache (`~/.cache/alfworld`, which it
creates) when the variable is unset. For us the variable means "the user points the env at
the full upstream data", so every import of the wheel goes through `import_alfworld`, which
puts the variable back as it was.
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from types import ModuleType

DATA_VARIABLE = "ALFWORLD_DATA"


def import_alfworld(module: str = "alfworld") -> ModuleType:
    """Import `module` of the alfworld wheel, leaving ALFWORLD_DATA as it was before."""
    before = os.environ.get(DATA_VARIABLE)
    try:
        return importlib.import_module(module)
    finally:
        if before is None:
            os.environ.pop(DATA_VARIABLE, None)
        else:
            os.environ[DATA_VARIABLE] = before


def logic() -> tuple[str, str]:
    """The wheel's PDDL domain (`alfred.pddl`) and TextWorld grammar (`alfred.twl2`), as text."""
    try:
        alfworld = import_alfworld()
    except ImportError as exc:
        raise SystemExit(f"the alfworld package is not installed ({exc}); install alfworld==0.4.2") from exc
    assert alfworld.__file__, "alfworld is a regular package"
    data = Path(alfworld.__file__).parent / "data"
    return (data / "alfred.pddl").read_text(), (data / "alfred.twl2").read_text()
