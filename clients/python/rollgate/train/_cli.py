"""`rollgate-train --config FILE`: train a policy through a running Rollgate.
`rollgate-train --resume DIR`: continue the run whose output folder (train.out) is DIR from its
last completed step."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from pydantic import ValidationError

from rollgate._client import Client
from rollgate.train._config import RunConfig
from rollgate.train._evaluation import EvalResult
from rollgate.train._grpo import GRPOTrainer, check_resumable, load_policy
from rollgate.train._splits import SplitError
from rollgate.train._state import StateError, load_snapshot, state_root


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rollgate-train", description=__doc__)
    parser.add_argument("--config", type=Path, help="the run's TOML file (see docs/training.md); with --resume, "
                        "by default the config the run saved")
    parser.add_argument("--resume", type=Path, metavar="DIR", help="continue the run whose output folder "
                        "(train.out) is DIR; the config must name the same model, env, splits, tasks and seeds")
    parser.add_argument("--steps", type=int, help="override [train] steps (a resumed run may be given more)")
    args = parser.parse_args(argv)
    if args.config is None and args.resume is None:
        parser.error("give --config FILE, or --resume DIR")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    try:
        evaluations = train(args.config, args.resume, args.steps)
    except (StateError, SplitError, ValidationError) as error:
        parser.exit(2, f"rollgate-train: {error}\n")
    for result in evaluations:
        print(result)
    return 0


def train(path: Path | None, resume: Path | None, steps: int | None) -> list[EvalResult]:
    """Run (or resume) the training; the refusals (a config that does not fit the saved run,
    eval tasks that are train tasks, a service that moved on) raise before anything starts."""
    config = run_config(path, resume)
    if steps is not None:
        config.train.steps = steps
    with Client(config.rollgate.url or None, timeout=config.rollgate.timeout_s) as client:
        return GRPOTrainer(config, client, load_policy(config), resume=resume is not None).run()


def run_config(path: Path | None, resume: Path | None) -> RunConfig:
    """The run's config: the file's, or with `resume` and no file the saved run's; a resumed
    run writes to its own folder, and a config that does not fit it is refused here, before
    the model loads."""
    if resume is None:
        assert path is not None
        return RunConfig.from_file(path)
    saved = load_snapshot(state_root(resume)).config
    config = RunConfig.from_file(path) if path is not None else RunConfig.model_validate(saved)
    config.train.out = resume
    check_resumable(config, saved)
    return config


if __name__ == "__main__":
    sys.exit(main())
