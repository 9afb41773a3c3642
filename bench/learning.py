"""A learning curve through Rollgate: train a policy with `rollgate.train` and measure it on
held-out tasks before and after, on this machine's CPUs.

One local stack (Redis, one vLLM CPU worker, the gateway, one runner, and the retrieval
server where the env searches) serves SmolLM2-135M-Instruct (built from PyPI on first use,
`scripts/build_smollm2.py`). The run's configuration is `bench/learning.toml` (countdown) or
`bench/learning-ENV.toml` (`--env ENV`); its `[bench]` table says how the stack serves the
model (`serve_dtype`, float32 by default) and whether the run starts from a warm start
(`warm_start`: `bench/warm_start.py`'s arguments), the rest is `rollgate.train.RunConfig`. This script
fills in the stack's address, the model, the checkpoints folder and the output folder, runs
`GRPOTrainer`, and writes the metrics (metrics.jsonl, metrics.csv), a summary (summary.json)
and a plot (learning.png) to `--out`. The verdict: the final eval reward at least
`TARGET_GAIN` above the baseline, with the two 95% intervals apart.

    python bench/learning.py [--env ENV | --config FILE] [--out DIR] [--steps N] [--seed N]
                             [--estimator grpo|gigpo] [--strategy NAME] [--replay N] [--model DIR]

`--strategy` sets `rollouts.strategy` (the train draws' task selection, docs/sampling.md) with
its default parameters, under the run's own lineage; evaluation stays uniform. `--replay N`
sets `rollouts.replay`: each step also trains on up to N earlier groups with a reward spread
from the lineage's replay buffer (at most `--replay-max-age` versions old).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
import tomllib
from pathlib import Path
from typing import get_args

import warm_start
from rollgate import Client
from rollgate.train import EvalResult, GRPOTrainer, RolloutConfig, RunConfig, load_policy, native_cpu_bfloat16

from services.devstack import LocalStack

ROOT = Path(__file__).resolve().parents[1]
TARGET_GAIN = 0.15
LORA_MAX_RANK = 16
STRATEGIES = list(get_args(RolloutConfig.model_fields["strategy"].annotation))
RUNNER_CONCURRENCY = 64


def smollm2() -> Path:
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_smollm2.py")], check=True,
                          stdout=subprocess.PIPE, text=True)
    return Path(done.stdout.strip().splitlines()[-1])


def plot(rows: list[dict], out: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = [r for r in rows if "step" in r]
    evals = [r for r in rows if "eval_reward" in r]
    figure, axis = plt.subplots(figsize=(7, 4))
    axis.plot([r["elapsed_s"] / 60 for r in steps], [r["train_reward"] for r in steps], ".-", alpha=0.6,
              label="train reward (batch mean)")
    axis.errorbar([r["elapsed_s"] / 60 for r in evals], [r["eval_reward"] for r in evals],
                  yerr=[[r["eval_reward"] - r["eval_ci_low"] for r in evals],
                        [r["eval_ci_high"] - r["eval_reward"] for r in evals]],
                  fmt="o-", capsize=4, label="eval reward, held-out (95% CI)")
    axis.set_xlabel("wall time (minutes, 2 CPU cores)")
    axis.set_ylabel("reward")
    axis.set_ylim(bottom=0)
    axis.grid(alpha=0.3)
    axis.legend()
    axis.set_title(title)
    figure.tight_layout()
    figure.savefig(out, dpi=120)


def summary(evaluations: list[EvalResult], rows: list[dict], wall_s: float) -> dict:
    baseline, final = evaluations[0], evaluations[-1]
    steps = [r for r in rows if "step" in r]
    push = [r["push_s"] for r in steps]
    return {
        "baseline": vars(baseline), "final": vars(final), "gain": final.reward - baseline.reward,
        "intervals_apart": final.ci_low > baseline.ci_high, "steps": len(steps), "wall_s": wall_s,
        "push_s_mean": sum(push) / len(push), "push_s_max": max(push),
        "step_s_mean": sum(r["step_s"] for r in steps) / len(steps),
        "verdict": "PASS" if final.reward - baseline.reward >= TARGET_GAIN and final.ci_low > baseline.ci_high
        else "BELOW TARGET",
    }


def print_table(result: dict) -> None:
    print(f"\n{'':10} {'version':>8} {'reward':>8} {'95% CI':>17} {'episodes':>9}")
    for name in ("baseline", "final"):
        e = result[name]
        print(f"{name:10} {e['version']:>8} {e['reward']:>8.3f} [{e['ci_low']:.3f}, {e['ci_high']:.3f}] "
              f"{e['usable']:>5}/{e['episodes']}")
    print(f"\ngain {result['gain']:+.3f} (target +{TARGET_GAIN}), intervals apart: {result['intervals_apart']}, "
          f"{result['steps']} steps in {result['wall_s'] / 60:.1f} min, step {result['step_s_mean']:.0f} s, "
          f"push {result['push_s_mean']:.2f} s mean ({result['push_s_max']:.2f} max): {result['verdict']}")


def load(path: Path) -> tuple[RunConfig, dict]:
    """The run's configuration and the `[bench]` table beside it."""
    document = tomllib.loads(path.read_text())
    bench = document.pop("bench", {})
    return RunConfig.model_validate(document), bench


def with_strategy(rollouts: RolloutConfig, strategy: str) -> RolloutConfig:
    """The rollouts with `strategy` and its default parameters (those of another strategy dropped)."""
    fields = rollouts.model_dump(exclude=set(STRATEGIES))
    return RolloutConfig.model_validate({**fields, "strategy": strategy})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--env", help="run bench/learning-ENV.toml")
    which.add_argument("--config", type=Path, default=ROOT / "bench" / "learning.toml")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "learning")
    parser.add_argument("--steps", type=int)
    parser.add_argument("--seed", type=int, help="the run's seed (train.seed): the draw of tasks and the sampling")
    parser.add_argument("--estimator", choices=["grpo", "gigpo"], help="train.estimator, for comparing the two")
    parser.add_argument("--strategy", choices=STRATEGIES, help="rollouts.strategy: how each step's draw chooses "
                        "its tasks (its default parameters), for comparing strategies on the same seed")
    parser.add_argument("--replay", type=int, help="rollouts.replay: earlier groups with a reward spread each step "
                        "also trains on, from the run's replay buffer")
    parser.add_argument("--replay-max-age", type=int, help="rollouts.replay_max_age, in policy versions")
    parser.add_argument("--model", type=Path, help="default: SmolLM2-135M-Instruct, built on first use")
    parser.add_argument("--warm-start-episodes", type=int, help="override [bench] warm_start.episodes: golden "
                        "episodes the starting model is fine-tuned on (fewer: a lower baseline, more to learn)")
    args = parser.parse_args()
    config, bench = load(ROOT / "bench" / f"learning-{args.env}.toml" if args.env else args.config)
    if args.strategy:
        config.rollouts = with_strategy(config.rollouts, args.strategy)
    replay = {name: value for name, value in [("replay", args.replay), ("replay_max_age", args.replay_max_age)]
              if value is not None}
    if replay:
        config.rollouts = RolloutConfig.model_validate({**config.rollouts.model_dump(), **replay})
    if args.warm_start_episodes is not None:
        bench["warm_start"] = {**bench.get("warm_start", {}), "episodes": args.warm_start_episodes}
    wants_bfloat16 = "bfloat16" in (config.train.compute_dtype, bench.get("serve_dtype"))
    if (wants_bfloat16 or "warm_start" in bench) and not native_cpu_bfloat16():
        print("learning: this config trains or serves in bfloat16, which this CPU emulates (no AVX-512 BF16 or "
              "AMX: about 100x slower than float32), so its time budget would measure the emulation; run it on "
              "a CPU with bfloat16 instructions, or make a float32 copy of the config", file=sys.stderr)
        return 2
    model = args.model or smollm2()
    if "warm_start" in bench:
        model, tuned = warm_start.build(config.rollouts.env, model, **bench["warm_start"])
        config.rollouts.exclude = tuned  # RL on the questions the warm start memorised teaches little
    with LocalStack.embedded(model=model) as stack:
        stack.start_redis()
        if config.rollouts.env == "search":
            stack.start_retriever()
        stack.start_worker(lora_max_rank=LORA_MAX_RANK, dtype=bench.get("serve_dtype", "float32"))
        stack.start_gateway()
        stack.start_runner(runner_concurrency=RUNNER_CONCURRENCY)
        config.rollgate.url, config.model.path = stack.gateway_url, model
        config.train.checkpoints, config.train.out = stack.home / "checkpoints", args.out
        if args.steps:
            config.train.steps = args.steps
        if args.seed is not None:
            config.train.seed = args.seed
        if args.estimator:
            config.train.estimator = args.estimator
        print(f"stack up in {stack.home}; training {config.train.steps} steps", flush=True)
        started = time.monotonic()
        with Client(stack.gateway_url, token=stack.token, timeout=config.rollgate.timeout_s) as client:
            trainer = GRPOTrainer(config, client, load_policy(config))
            evaluations = trainer.run()
        rows = trainer.metrics.rows
    result = summary(evaluations, rows, time.monotonic() - started)
    (args.out / "summary.json").write_text(json.dumps(result, indent=2) + "\n")
    plot(rows, args.out / "learning.png", f"{config.train.estimator.upper()} through Rollgate: "
         f"SmolLM2-135M-Instruct, LoRA, {config.rollouts.env}")
    print_table(result)
    return 0 if result["verdict"] == "PASS" else 1


if __name__ == "__main__":
    sys.exit(main())
