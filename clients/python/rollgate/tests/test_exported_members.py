import subprocess
import sys
import tomllib
import types
from pathlib import Path

import rollgate
from rollgate import _models

HEAVY = ("fastapi", "vllm", "grpc", "torch")


def test_all_exports_exist_and_every_public_name_is_exported():
    public = {name for name, value in vars(rollgate).items()
              if not name.startswith("_") and not isinstance(value, types.ModuleType)} | {"__version__"}
    assert sorted(rollgate.__all__) == sorted(public)
    assert all(hasattr(rollgate, name) for name in rollgate.__all__)


def test_every_wire_model_is_exported():
    models = {
        name
        for name, value in vars(_models).items()
        if isinstance(value, type) and value.__module__ == _models.__name__ and not name.startswith("_")
    }
    assert models <= set(rollgate.__all__)


def test_version_matches_the_package_metadata():
    pyproject = Path(rollgate.__file__).parents[1] / "pyproject.toml"
    assert rollgate.__version__ == tomllib.loads(pyproject.read_text())["project"]["version"]


def test_importing_the_client_pulls_in_no_server_dependency():
    code = f"import sys, rollgate, rollgate._cli; print([m for m in {HEAVY!r} if m in sys.modules])"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
