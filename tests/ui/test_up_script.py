"""scripts/up.py's own parts: the token file, its options and what it prints (the stack it
starts is LocalStack's, exercised by the browser tests and the end-to-end suite)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from services.devstack import LocalStack
from tests.conftest import load_script

up = load_script("up")


def test_the_token_file_is_private_from_creation_even_over_an_open_file(tmp_path: Path) -> None:
    path = tmp_path / "run" / "token"
    path.parent.mkdir()
    path.write_text("old\n")
    path.chmod(0o644)
    previous = os.umask(0)
    try:
        up.write_token(path, "s3cret")
    finally:
        os.umask(previous)

    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and path.read_text() == "s3cret\n"


def test_options() -> None:
    args = up._parse_args(["--workers", "2", "--runners", "3", "--warm", "countdown, search", "--http-port", "0"])

    assert (args.workers, args.runners, args.warm, args.http_port, args.grpc_port) == (2, 3, ["countdown", "search"],
                                                                                        0, 50051)


@pytest.mark.parametrize(("argv", "named"), [
    pytest.param(["--warm", "countdown,chess"], "unknown environment(s) chess", id="unknown-env"),
    pytest.param(["--workers", "0"], "--workers and --runners must be at least 1", id="no-worker"),
])
def test_bad_options_are_refused_naming_them(argv: list[str], named: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        up._parse_args(argv)

    assert exit_.value.code == 2 and named in capsys.readouterr().err


def test_the_banner_tells_a_trainer_everything_it_needs(tmp_path: Path) -> None:
    stack = LocalStack(home=tmp_path, model=tmp_path, gateway_url="http://127.0.0.1:8080", grpc_port=50051)

    text = up.banner(stack, tmp_path / "token")

    for needed in ("http://127.0.0.1:8080", "127.0.0.1:50051", "http://127.0.0.1:8080/ui/", str(tmp_path / "token"),
                   f"ROLLGATE_TOKEN=$(cat {tmp_path / 'token'})"):
        assert needed in text
