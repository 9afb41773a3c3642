"""Trajectories as files, for SFT, offline RL and analysis, and back.

Two formats, one trajectory per row or line:

- **Parquet** (`pyarrow`, `pip install "rollgate[export]"`): a column per `Trajectory` field,
  the token lists as list columns, `timings` as a struct, and `steps`, `segments` and `info`
  (nested, and `info` differs from env to env) as JSON text; plus two columns derived for
  analysis, `token_versions` (the policy version of each sampled token, -1 on context) and
  `turns` (the number of steps). The schema's version is in the file's metadata under
  `rollgate.schema` (`SCHEMA_VERSION`); a reader that finds another refuses the file.
- **JSON lines**: each line a trajectory exactly as the API returns it (`Trajectory`'s JSON),
  versioned with the API (/v1).

`read_trajectories` turns either back into the same `Trajectory` objects. `save_dataset`
makes a Hugging Face `datasets` folder (`datasets.load_from_disk`) with the Parquet columns.
A file is written whole or not at all: into a temporary file beside it, then renamed.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rollgate._models import Timings, Trajectory

SCHEMA_VERSION = 1
SCHEMA_KEY = b"rollgate.schema"
FORMATS = ("parquet", "jsonl")
JSON_COLUMNS = ("steps", "segments", "info")
DERIVED_COLUMNS = ("token_versions", "turns")
ROWS_PER_GROUP = 256
"""Trajectories per Parquet row group: what a writer or a reader holds in memory at a time."""


def format_of(path: str | os.PathLike[str]) -> str:
    """The format a path's suffix names (`.parquet`, `.jsonl`); parquet for any other."""
    return "jsonl" if Path(path).suffix == ".jsonl" else "parquet"


def write_trajectories(trajectories: Iterable[Trajectory], path: str | os.PathLike[str],
                       format: str | None = None) -> int:
    """Write `trajectories` to `path` as Parquet or JSON lines (default: by the suffix); how many."""
    format = format or format_of(path)
    if format not in FORMATS:
        raise ValueError(f"format must be one of {', '.join(FORMATS)}, not {format!r}")
    with _replacing(Path(path)) as temporary:
        return _write_parquet(trajectories, temporary) if format == "parquet" else _write_jsonl(trajectories, temporary)


def read_trajectories(path: str | os.PathLike[str]) -> Iterator[Trajectory]:
    """The trajectories of a file `write_trajectories` wrote, in order."""
    if format_of(path) == "jsonl":
        with open(path, encoding="utf-8") as lines:
            yield from (Trajectory.model_validate_json(line) for line in lines if line.strip())
        return
    parquet = _pyarrow().parquet.ParquetFile(path)
    found = (parquet.schema_arrow.metadata or {}).get(SCHEMA_KEY, b"").decode()
    if found != str(SCHEMA_VERSION):
        raise ValueError(f"{path}: not a Rollgate trajectory file of schema {SCHEMA_VERSION} "
                         f"(its {SCHEMA_KEY.decode()}: {found or 'none'})")
    for batch in parquet.iter_batches(batch_size=ROWS_PER_GROUP):
        yield from (_trajectory(row) for row in batch.to_pylist())


def save_dataset(trajectories: Iterable[Trajectory], folder: str | os.PathLike[str]) -> int:
    """Save `trajectories` as a Hugging Face `datasets` folder with the Parquet columns; how many."""
    try:
        from datasets import Dataset
    except ImportError as exc:
        raise ImportError("a datasets folder needs the datasets package: pip install 'rollgate[export]'") from exc
    with tempfile.TemporaryDirectory() as scratch:
        count = write_trajectories(trajectories, Path(scratch) / "trajectories.parquet")
        Dataset.from_parquet(str(Path(scratch) / "trajectories.parquet"),
                             cache_dir=str(Path(scratch) / "cache")).save_to_disk(str(folder))
    return count


def parquet_schema() -> Any:
    """The Parquet schema of `SCHEMA_VERSION`, a `pyarrow.Schema`."""
    pa = _pyarrow()
    text, flag, integer, real = pa.string(), pa.bool_(), pa.int64(), pa.float64()
    return pa.schema([
        ("id", text), ("job_id", text), ("task_id", text), ("group_id", text), ("sample_index", integer),
        ("env", text), ("seed", integer),
        ("token_ids", pa.list_(pa.int32())), ("loss_mask", pa.list_(pa.int8())), ("logprobs", pa.list_(real)),
        ("token_versions", pa.list_(integer)),
        ("reward", real), ("success", flag), ("status", text), ("status_reason", text), ("caused_by", text),
        ("policy_version_min", integer), ("policy_version_max", integer), ("staleness", integer), ("stale", flag),
        ("prompt_tokens", integer), ("generated_tokens", integer), ("turns", integer), ("prefix_stable", flag),
        ("timings", pa.struct([(name, real) for name in Timings.model_fields])), ("worker", text),
        ("finished_at", real), ("steps", text), ("segments", text), ("info", text),
    ], metadata={SCHEMA_KEY: str(SCHEMA_VERSION).encode()})  # fmt: skip


def _write_parquet(trajectories: Iterable[Trajectory], path: Path) -> int:
    pa = _pyarrow()
    schema = parquet_schema()
    count = 0
    with pa.parquet.ParquetWriter(path, schema) as writer:
        for chunk in _chunks(trajectories, ROWS_PER_GROUP):
            writer.write_table(pa.Table.from_pylist([_row(t) for t in chunk], schema=schema))
            count += len(chunk)
    return count


def _write_jsonl(trajectories: Iterable[Trajectory], path: Path) -> int:
    count = 0
    with open(path, "w", encoding="utf-8") as out:
        for trajectory in trajectories:
            out.write(trajectory.model_dump_json() + "\n")
            count += 1
    return count


def _row(trajectory: Trajectory) -> dict[str, Any]:
    row = trajectory.model_dump(mode="json")
    for column in JSON_COLUMNS:
        row[column] = json.dumps(row[column], separators=(",", ":"))
    row["token_versions"] = trajectory.token_versions()
    row["turns"] = len(trajectory.steps)
    return row


def _trajectory(row: dict[str, Any]) -> Trajectory:
    for column in DERIVED_COLUMNS:
        row.pop(column)
    for column in JSON_COLUMNS:
        row[column] = json.loads(row[column])
    return Trajectory.model_validate(row)


def _chunks(items: Iterable[Trajectory], size: int) -> Iterator[list[Trajectory]]:
    chunk: list[Trajectory] = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


@contextmanager
def _replacing(path: Path) -> Iterator[Path]:
    """A temporary path beside `path`, renamed onto it if the block ends without an error."""
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    os.close(fd)
    try:
        yield Path(name)
        os.replace(name, path)
    finally:
        Path(name).unlink(missing_ok=True)


def _pyarrow() -> Any:
    try:
        import pyarrow
        import pyarrow.parquet
    except ImportError as exc:
        raise ImportError("Parquet needs pyarrow: pip install 'rollgate[export]'") from exc
    return pyarrow
