"""Where a run's metrics go besides metrics.jsonl and metrics.csv: TensorBoard event files and
Weights & Biases.

Each gets the numbers of every row: a step's as `train/<name>` at its step, an evaluation's as
`eval/<name>` (`eval_reward` as `eval/reward`) at the number of steps trained before it
(`eval_step`), so the baseline sits at step 0 beside the first step's row. Strings (job ids,
the version lag) stay in the JSON lines.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from rollgate.train._config import RunConfig

STEP_KEYS = {"step": "train/", "eval_step": "eval/"}


class Sink(Protocol):
    def write(self, row: dict[str, Any]) -> None: ...

    def close(self) -> None: ...


def scalars(row: dict[str, Any]) -> tuple[dict[str, float], int] | None:
    """A row's numbers under their tags, and its step; None for a row of neither kind."""
    key = next((key for key in STEP_KEYS if key in row), None)
    if key is None:
        return None
    prefix = STEP_KEYS[key]
    values = {prefix + name.removeprefix("eval_"): float(value) for name, value in row.items()
              if name != key and isinstance(value, int | float) and not isinstance(value, bool)}
    return values, int(row[key])


class TensorBoard:
    """Event files under `folder`, flushed with every row (tensorboardX's writer)."""

    def __init__(self, folder: Path) -> None:
        try:
            from tensorboardX import SummaryWriter
        except ImportError as exc:
            raise ImportError("log.tensorboard needs tensorboardX: pip install 'rollgate[train]', "
                              "or set log.tensorboard = false") from exc
        self.writer = SummaryWriter(str(folder))

    def write(self, row: dict[str, Any]) -> None:
        if (found := scalars(row)) is not None:
            values, step = found
            for tag, value in values.items():
                self.writer.add_scalar(tag, value, step)
            self.writer.flush()

    def close(self) -> None:
        self.writer.close()


class WandB:
    """One W&B run per training run, its id the run's: a resumed run goes on in the same W&B
    run. Where it logs (a server, or offline files) is W&B's own settings (`WANDB_MODE`,
    `WANDB_API_KEY`, `wandb login`); its files go under `folder`."""

    def __init__(self, config: RunConfig, run_id: str, folder: Path) -> None:
        try:
            import wandb
        except ImportError as exc:
            raise ImportError("log.wandb needs the wandb package: pip install wandb") from exc
        folder.mkdir(parents=True, exist_ok=True)
        self.run = wandb.init(project=config.log.wandb_project, id=run_id, name=config.train.out.name,
                              config=config.model_dump(mode="json"), dir=str(folder), resume="allow")

    def write(self, row: dict[str, Any]) -> None:
        if (found := scalars(row)) is not None:
            values, step = found
            self.run.log(values, step=step)

    def close(self) -> None:
        """Finish the run, then wait for W&B's service process to write everything out and exit
        (`wandb.teardown`): `finish` alone may return before an offline run's log holds its rows."""
        import wandb

        self.run.finish()
        wandb.teardown()


def open_sinks(config: RunConfig, run_id: str) -> list[Sink]:
    """The sinks `config.log` asks for, writing under `train.out`."""
    out = config.train.out
    sinks: list[Sink] = []
    if config.log.tensorboard:
        sinks.append(TensorBoard(out / "tensorboard"))
    if config.log.wandb:
        sinks.append(WandB(config, run_id, out))
    return sinks
