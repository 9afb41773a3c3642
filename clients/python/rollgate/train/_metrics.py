"""Per-step metrics: one JSON line per record in metrics.jsonl, the same as a table in
metrics.csv (rewritten with every record, columns the union of all keys), one line on stdout."""

from __future__ import annotations

import csv
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rollgate.train._sinks import Sink


class MetricsLog:
    """A run's metrics under `out`. A fresh log starts empty; a resumed run's keeps the rows of
    the existing metrics.jsonl that `keep` accepts (those its saved state accounts for) and goes
    on counting `elapsed_s` from `elapsed_s`. Every row recorded from then on goes to the
    `sinks` too (TensorBoard, W&B: `rollgate.train._sinks`)."""

    def __init__(self, out: Path, keep: Callable[[dict[str, Any]], bool] | None = None,
                 elapsed_s: float = 0.0, sinks: Sequence[Sink] = ()) -> None:
        self.out = Path(out)
        self.sinks = list(sinks)
        self.out.mkdir(parents=True, exist_ok=True)
        self.rows: list[dict[str, Any]] = self._existing(keep) if keep else []
        self._started = time.monotonic() - elapsed_s
        jsonl = self.out / "metrics.jsonl.partial"
        jsonl.write_text("".join(json.dumps(row) + "\n" for row in self.rows))
        jsonl.replace(self.out / "metrics.jsonl")
        self._write_csv()

    def elapsed(self) -> float:
        return time.monotonic() - self._started

    def write(self, row: dict[str, Any]) -> None:
        row = {"elapsed_s": round(self.elapsed(), 3), **row}
        self.append(row)
        print(" ".join(f"{key}={_short(value)}" for key, value in row.items()), file=sys.stdout, flush=True)

    def append(self, row: dict[str, Any]) -> None:
        """Record `row` as it is (a saved one, its elapsed_s included)."""
        self.rows.append(row)
        with (self.out / "metrics.jsonl").open("a") as jsonl:
            jsonl.write(json.dumps(row) + "\n")
        self._write_csv()
        for sink in self.sinks:
            sink.write(row)

    def close(self) -> None:
        for sink in self.sinks:
            sink.close()

    def _existing(self, keep: Callable[[dict[str, Any]], bool]) -> list[dict[str, Any]]:
        path = self.out / "metrics.jsonl"
        rows = [_parse(line) for line in (path.read_text().splitlines() if path.exists() else [])]
        return [row for row in rows if row is not None and keep(row)]

    def _write_csv(self) -> None:
        columns = list(dict.fromkeys(key for r in self.rows for key in r))
        with (self.out / "metrics.csv").open("w", newline="") as table:
            writer = csv.DictWriter(table, columns)
            writer.writeheader()
            writer.writerows(self.rows)


def _parse(line: str) -> dict[str, Any] | None:
    """A row, or None for a line a killed run left half-written."""
    try:
        row = json.loads(line)
    except ValueError:
        return None
    return row if isinstance(row, dict) else None


def _short(value: Any) -> str:
    return f"{value:.4g}" if isinstance(value, float) else str(value)
