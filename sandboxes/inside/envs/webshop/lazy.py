"""Import a library without the optional heavy modules it would pull in but never use here.

spaCy's thinc imports torch whenever it is installed (the runner's virtualenv has it, for
vLLM): 1.8 s of an episode that never uses it (the spaCy tagger runs on thinc's numpy ops).
Marking a module as missing in `sys.modules` makes its import fail fast, so the library falls
back as if it were not installed; the mark is removed afterwards. A module already imported
is left alone.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType


def import_without(name: str, *unused: str) -> ModuleType:
    """Import module `name` as if the modules `unused` were not installed."""
    blocked = [module for module in unused if module not in sys.modules]
    for module in blocked:
        sys.modules[module] = None  # type: ignore[assignment]
    try:
        return importlib.import_module(name)
    finally:
        for module in blocked:
            del sys.modules[module]
