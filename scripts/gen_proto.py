"""Generate the Python stubs of proto/rollgate/v1 into the client package.

    python scripts/gen_proto.py [OUT_DIR]

Without OUT_DIR the stubs are written into clients/python (as committed); the test suite
regenerates them into a temporary folder and checks that the committed ones are current.
"""

import sys
from importlib import resources
from pathlib import Path

from grpc_tools import protoc

ROOT = Path(__file__).resolve().parent.parent
PROTO_DIR = ROOT / "proto"


def generate(out_dir: Path) -> None:
    protos = sorted(str(p.relative_to(PROTO_DIR)) for p in PROTO_DIR.rglob("*.proto"))
    well_known = resources.files("grpc_tools") / "_proto"
    args = [
        "protoc",
        f"-I{PROTO_DIR}",
        f"-I{well_known}",
        f"--python_out={out_dir}",
        f"--pyi_out={out_dir}",
        f"--grpc_python_out={out_dir}",
        *protos,
    ]
    if protoc.main(args) != 0:
        raise SystemExit("protoc failed")
    (out_dir / "rollgate" / "v1" / "__init__.py").write_text('"""Generated from proto/rollgate/v1."""\n')


if __name__ == "__main__":
    generate(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "clients" / "python")
