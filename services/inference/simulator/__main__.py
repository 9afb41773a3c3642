"""`python -m services.inference.simulator --port 8000 [--config sim.toml] [flags]`: serve until SIGTERM/SIGINT."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path

from services.inference.simulator.app import serving
from services.inference.simulator.config import SimulatorConfig, load_toml
from services.inference.simulator.model import LatencyModel

log = logging.getLogger("rollgate.simulator")


def parse_args(argv: list[str] | None) -> tuple[SimulatorConfig, str, int]:
    """The config (defaults, then the TOML file, then flags given), the host and the port."""
    parser = argparse.ArgumentParser(description="An LLM simulator speaking the subset of vLLM's API Rollgate uses, "
                                                 "with a declared latency model (see its README).")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--config", type=Path, help="TOML file of settings (the flag names, with underscores)")
    parser.add_argument("--tokenizer", type=Path, help="model folder whose tokenizer ids are drawn from")
    parser.add_argument("--model-name", help="served model name (default: the tokenizer folder's name)")
    parser.add_argument("--max-model-len", type=int)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--max-loras", type=int, help="0 turns the LoRA routes off")
    for name, default in LatencyModel().__dict__.items():
        parser.add_argument(f"--{name.replace('_', '-')}", type=type(default), help=f"default {default}")
    args = parser.parse_args(argv)
    settings = load_toml(args.config) if args.config else {}
    given = {k: v for k, v in vars(args).items() if v is not None and k not in ("host", "port", "config")}
    return SimulatorConfig().with_settings({**settings, **given}), args.host, args.port


async def serve(config: SimulatorConfig, host: str, port: int) -> None:
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        asyncio.get_running_loop().add_signal_handler(sig, stop.set)
    async with serving(config, host, port) as url:
        print(f"ready: {url} (simulator of {config.served_model_name}, {config.latency})", flush=True)
        await stop.wait()


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    config, host, port = parse_args(argv)
    asyncio.run(serve(config, host, port))
    return 0


if __name__ == "__main__":
    sys.exit(main())
