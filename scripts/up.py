"""A local Rollgate that stays up: Redis, vLLM CPU worker(s), the gateway, runner(s), the retriever.

Runs in the foreground until Ctrl-C or SIGTERM, then stops everything it started. Prints the
HTTP, gRPC and UI addresses and the file holding a freshly generated token (mode 0600, in the
run folder), so a trainer in another terminal can use the stack:

    python scripts/up.py [--model DIR] [--workers 1] [--runners 1] [--warm countdown,search]
                         [--http-port 8080] [--grpc-port 50051] [--dtype float32]
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from collections.abc import Iterable
from pathlib import Path
from types import FrameType

from sandboxes.registry import entries
from services.common.process import ServiceProcess, StartError
from services.devstack import LocalStack

SUPERVISE_S = 1.0


class Stopped(Exception):
    """Ctrl-C or SIGTERM arrived."""


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    _on_signals()
    failed = False
    with LocalStack.embedded(model=args.model) as stack:
        try:
            _start(stack, args)
            token_file = write_token(stack.home / "token", stack.token)
            print(banner(stack, token_file), flush=True)
            crashed: ServiceProcess | None = _supervise(stack.processes)
        except Stopped:
            crashed = None
        except StartError as error:
            _say(f"could not start: {error}")
            crashed = None
            failed = True
        _say("stopping")
    if failed:
        return 1
    if crashed is not None:
        _say(f"{crashed.name} exited with code {crashed.returncode}; log {crashed.log_path}")
        return 1
    return 0


def _start(stack: LocalStack, args: argparse.Namespace) -> None:
    _say(f"run folder {stack.home}")
    _say("starting redis")
    stack.start_redis()
    _say(f"starting {args.workers} vLLM CPU worker(s) (about a minute)")
    stack.start_workers(args.workers, bind_cores=args.workers > 1, dtype=args.dtype)
    if "search" in args.warm:
        _say("starting the retrieval server")
        stack.start_retriever()
    _say("starting the gateway")
    stack.start_gateway(port=args.http_port, grpc_port=args.grpc_port)
    for _ in range(args.runners):
        _say("starting a runner")
        stack.start_runner(warm_envs=args.warm)


def write_token(path: Path, token: str) -> Path:
    """Write `token` to `path`, readable by this user only (0600 from creation, never wider)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w") as out:
        out.write(token + "\n")
    os.chmod(path, 0o600)
    return path


def banner(stack: LocalStack, token_file: Path) -> str:
    """What a trainer needs: the addresses, the token's file, and the two lines to export."""
    host = stack.gateway_url.split("//", 1)[1].rsplit(":", 1)[0]
    return "\n".join([
        "rollgate is up (Ctrl-C stops it)",
        f"  HTTP   {stack.gateway_url}  (OpenAPI {stack.gateway_url}/docs)",
        f"  gRPC   {host}:{stack.grpc_port}",
        f"  UI     {stack.gateway_url}/ui/",
        f"  token  {token_file}",
        f"  logs   {stack.home / 'logs'}",
        "in another terminal:",
        f"  export ROLLGATE_URL={stack.gateway_url} ROLLGATE_TOKEN=$(cat {token_file})",
    ])


def _supervise(processes: Iterable[ServiceProcess]) -> ServiceProcess:
    """Until a stop signal raises Stopped: return the first process that exits on its own."""
    idle = threading.Event()
    while True:
        for process in processes:
            if process.process is not None and process.process.poll() is not None:
                return process
        idle.wait(SUPERVISE_S)


def _on_signals() -> None:
    """The first SIGINT or SIGTERM raises Stopped (while starting or supervising); later ones are
    ignored, so a second Ctrl-C does not interrupt the stop."""
    def handle(signum: int, frame: FrameType | None) -> None:
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, signal.SIG_IGN)
        raise Stopped

    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, handle)


def _warm_list(value: str) -> list[str]:
    names = [name.strip() for name in value.split(",") if name.strip()]
    unknown = sorted(set(names) - set(entries()))
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown environment(s) {', '.join(unknown)}; known: "
                                         f"{', '.join(sorted(entries()))}")
    return names


def _say(message: str) -> None:
    print(f"up: {message}", file=sys.stderr, flush=True)


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--model", type=Path, default=None, help="a Hugging Face model folder to serve "
                        "(default: the embedded tiny model)")
    parser.add_argument("--workers", type=int, default=1, help="vLLM CPU workers (each binds a core of its own)")
    parser.add_argument("--runners", type=int, default=1)
    parser.add_argument("--warm", type=_warm_list, default=["countdown"], help="comma-separated environments whose "
                        "sandboxes the runners warm at start; search also starts the retrieval server")
    parser.add_argument("--http-port", type=int, default=8080, help="0: any free port")
    parser.add_argument("--grpc-port", type=int, default=50051, help="0: any free port")
    parser.add_argument("--dtype", default="float32", help="the workers' dtype; bfloat16 is faster on some CPUs")
    args = parser.parse_args(argv)
    if args.workers < 1 or args.runners < 1:
        parser.error("--workers and --runners must be at least 1")
    return args


if __name__ == "__main__":
    sys.exit(main())
