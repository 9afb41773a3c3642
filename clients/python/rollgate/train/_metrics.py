"""Per-step metrics: one JSON line per record in metrics.jsonl, the same as a table in
metrics.csv (rewritten with every record, columns the union of all keys), one line on stdout."""

from __future__ import annotations

import csv
import json
import sys
import time
from pathlib import Path
from typing import Any


class MetricsLog:
    def __init__(self, out: Path) -> None:
        self.out = Path(out)
        self.out.mkdir(parents=True, exist_ok=True)
        self.rows: list[dict[str, Any]] = []
        self._started = time.monotonic()
        (self.out / "metrics.jsonl").write_text("")

    def write(self, row: dict[str, Any]) -> None:
        row = {"elapsed_s": round(time.monotonic() - self._started, 3), **row}
        self.rows.append(row)
        with (self.out / "metrics.jsonl").open("a") as jsonl:
            jsonl.write(json.dumps(row) + "\n")
        columns = list(dict.fromkeys(key for r in self.rows for key in r))
        with (self.out / "metrics.csv").open("w", newline="") as table:
            writer = csv.DictWriter(table, columns)
            writer.writeheader()
            writer.writerows(self.rows)
        print(" ".join(f"{key}={_short(value)}" for key, value in row.items()), file=sys.stdout, flush=True)


def _short(value: Any) -> str:
    return f"{value:.4g}" if isinstance(value, float) else str(value)
