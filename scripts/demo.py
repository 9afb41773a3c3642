"""The main job on embedded defaults: one whole Rollgate on this machine, one rollout job.

Starts Redis, a vLLM CPU worker serving the embedded model, the gateway and a runner
(bubblewrap sandboxes), and the retrieval server for the search env; submits a job on one
environment (countdown by default); prints one line per episode and where the trajectories
are; stops everything it started.

    python scripts/demo.py [--env countdown] [--tasks 4] [--group-size 4] [--max-turns 3] [--model DIR]
                           [--dtype float32]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rollgate import Client, Group

from sandboxes.registry import entries, splits, task_id
from services.devstack import LocalStack


def main() -> int:
    args = _parse_args()
    with LocalStack.embedded(model=args.model) as stack:
        _say(f"run folder {stack.home}")
        _say("starting redis"), stack.start_redis()
        _say("starting a vLLM CPU worker (about a minute)"), stack.start_worker(dtype=args.dtype)
        if args.env == "search":
            _say("starting the retrieval server"), stack.start_retriever()
        _say("starting the gateway and a runner"), stack.start_gateway(), stack.start_runner()
        with Client(stack.gateway_url, token=stack.token, timeout=30) as client:
            groups = _run_job(client, args)
        out = stack.home / "trajectories.jsonl"
        _write(groups, out)
        _print_table(groups)
        print(f"\ntrajectories: {out}\nlogs: {stack.home / 'logs'}")
    return 0


def _run_job(client: Client, args: argparse.Namespace) -> list[Group]:
    split = sorted(splits(args.env))[0]
    tasks = [task_id(args.env, split, i) for i in range(min(args.tasks, splits(args.env)[split]))]
    options = {"multi_turn": args.max_turns > 1} if args.env == "countdown" else {}
    job = client.submit(env=args.env, tasks=tasks, group_size=args.group_size, max_turns=args.max_turns,
                        env_options=options, sampling={"max_tokens": 96})
    _say(f"job {job.id}: {job.episodes_total} episodes")
    job = client.wait(job.id, timeout=600)
    _say(f"job {job.id} {job.state.value}: {job.counts}")
    groups = client.pull(job.id, max_groups=len(tasks))
    client.ack(job.id, groups)
    return groups


def _write(groups: list[Group], path: Path) -> None:
    with path.open("w") as out:
        for group in groups:
            for trajectory in group.trajectories:
                out.write(trajectory.model_dump_json() + "\n")


def _print_table(groups: list[Group]) -> None:
    print(f"\n{'episode':<32} {'reward':>6} {'status':<11} {'turns':>5} {'tokens':>6} {'sampled':>7} {'time s':>7}")
    for group in sorted(groups, key=lambda g: g.id):
        for t in group.trajectories:
            print(f"{t.id:<32} {t.reward:>6.2f} {t.status.value:<11} {len(t.steps):>5} {len(t.token_ids):>6} "
                  f"{t.generated_tokens:>7} {t.timings.total_s:>7.2f}")


def _say(message: str) -> None:
    print(f"demo: {message}", file=sys.stderr, flush=True)


def _parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--env", default="countdown", choices=sorted(entries()),
                        help="the environment to play: Rollgate's, or an installed plugin's (docs/envs.md)")
    parser.add_argument("--tasks", type=int, default=4)
    parser.add_argument("--group-size", type=int, default=4)
    parser.add_argument("--max-turns", type=int, default=3)
    parser.add_argument("--model", type=Path, default=None, help="a Hugging Face model folder to serve instead")
    parser.add_argument("--dtype", default="float32", help="the worker dtype; bfloat16 is faster on some CPUs")
    return parser.parse_args()


if __name__ == "__main__":
    sys.exit(main())
