"""Learning runs side by side: the held-out reward of each run and its per-step diagnostics on one
figure (GiGPO against GRPO, one seed against another), and a table of their evaluations.

Each run is a folder `bench/learning.py --out` wrote (its metrics.jsonl), named on the command
line as LABEL=DIR.

    python bench/compare_learning.py --out docs/learning/search/compare.png \\
        GRPO-seed0=docs/learning/search/grpo-seed0 GiGPO-seed0=docs/learning/search/gigpo-allq-seed0
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

PANELS = (
    ("train_reward", "train reward (batch mean)"),
    ("signal_share", "groups with a reward spread"),
    ("entropy", "entropy of sampled tokens (nats)"),
    ("anchor_share", "steps sharing an anchor state"),
)


def read_run(folder: Path) -> tuple[list[dict], list[dict]]:
    """(step rows, eval rows) of one run."""
    rows = [json.loads(line) for line in (folder / "metrics.jsonl").read_text().splitlines() if line.strip()]
    return [r for r in rows if "step" in r], [r for r in rows if "eval_reward" in r]


def plot(runs: dict[str, tuple[list[dict], list[dict]]], out: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure = plt.figure(figsize=(11, 7))
    grid = figure.add_gridspec(2, 4)
    main = figure.add_subplot(grid[0, :])
    panels = [figure.add_subplot(grid[1, i]) for i in range(len(PANELS))]
    for label, (steps, evals) in runs.items():
        minutes = [r["elapsed_s"] / 60 for r in evals]
        main.errorbar(minutes, [r["eval_reward"] for r in evals],
                      yerr=[[r["eval_reward"] - r["eval_ci_low"] for r in evals],
                            [r["eval_ci_high"] - r["eval_reward"] for r in evals]],
                      fmt="o-", capsize=4, label=label)
        for axis, (key, _) in zip(panels, PANELS, strict=True):
            axis.plot([r["step"] for r in steps if key in r], [r[key] for r in steps if key in r], ".-", label=label)
    main.set_xlabel("wall time (minutes, 2 CPU cores)")
    main.set_ylabel("held-out reward (95% CI)")
    main.grid(alpha=0.3)
    main.legend()
    for axis, (_, title) in zip(panels, PANELS, strict=True):
        axis.set_title(title, fontsize=9)
        axis.set_xlabel("step", fontsize=8)
        axis.grid(alpha=0.3)
    figure.tight_layout()
    figure.savefig(out, dpi=120)


def table(runs: dict[str, tuple[list[dict], list[dict]]]) -> str:
    lines = [f"{'run':16} {'version':>8} {'minute':>7} {'reward':>7} {'95% CI':>16} {'turns':>6}"]
    for label, (_, evals) in runs.items():
        for r in evals:
            lines.append(f"{label:16} {r['eval_version']:>8} {r['elapsed_s'] / 60:>7.1f} {r['eval_reward']:>7.3f} "
                         f"[{r['eval_ci_low']:.3f}, {r['eval_ci_high']:.3f}] {r.get('eval_turns', 0):>6.2f}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", nargs="+", metavar="LABEL=DIR")
    parser.add_argument("--out", type=Path, required=True, help="the figure (PNG)")
    args = parser.parse_args()
    runs = {}
    for run in args.runs:
        label, _, folder = run.partition("=")
        runs[label] = read_run(Path(folder))
    plot(runs, args.out)
    print(table(runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
