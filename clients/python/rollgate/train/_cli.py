"""`rollgate-train --config FILE`: train a policy through a running Rollgate."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from rollgate._client import Client
from rollgate.train._config import RunConfig
from rollgate.train._grpo import GRPOTrainer, load_policy


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rollgate-train", description=__doc__)
    parser.add_argument("--config", type=Path, required=True, help="the run's TOML file (see docs/training.md)")
    parser.add_argument("--steps", type=int, help="override [train] steps")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    config = RunConfig.from_file(args.config)
    if args.steps is not None:
        config.train.steps = args.steps
    with Client(config.rollgate.url or None, timeout=config.rollgate.timeout_s) as client:
        trainer = GRPOTrainer(config, client, load_policy(config))
        evaluations = trainer.run()
    for result in evaluations:
        print(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
