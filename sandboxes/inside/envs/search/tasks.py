"""The search env's questions: the shipped set, Search-R1's data when pointed at, or inline.

Shipped (data/questions.jsonl, built by `builders.search.build`): single- and
multi-hop questions whose answers are in the shipped corpus, each with its golden searches.

Upstream: SEARCH_DATA names one question file or a directory of them (not searched below).
A question file is `.jsonl`, `.jsonl.gz` (read lazily by line offset) or `.parquet` (needs
pyarrow), its rows with Search-R1's fields `question` and `golden_answers` (or
`reward_model.ground_truth.target`, as Search-R1's data scripts write them). Each file is a
split named by its file name: `train.*` is "train"; `eval.*`, else `test.*`, `dev.*` or
`validation.*` is "eval" (the first of those present; the others are ignored); any other
name is a split of that name, lower-cased, each run of other characters than a-z and 0-9 made
one "_" (`nq_hotpotqa-test.parquet` is split "nq_hotpotqa_test"). As in Search-R1, a question
gets a trailing "?" if it has none.

Task ids are `<split>-<index, six digits>`; inline tasks give `{"question", "golden_answers"}`.
"""

from __future__ import annotations

import functools
import gzip
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sandboxes.errors import EnvError
from sandboxes.protocol import from_task
from sandboxes.registry import shipped_data

SHIPPED = shipped_data("search") / "questions.jsonl"
DATA_VARIABLE = "SEARCH_DATA"
SPLIT_FILES = {"train": ("train",), "eval": ("eval", "test", "dev", "validation")}
_SUFFIXES = (".jsonl", ".jsonl.gz", ".parquet")
_TASK_ID = re.compile(r"(?P<split>[a-z0-9_]+)-(?P<index>\d{6})")
LAYOUT = (
    "a question file (.jsonl, .jsonl.gz or .parquet; rows with 'question' and 'golden_answers' or "
    "reward_model.ground_truth.target, as Search-R1's data scripts write them), or a directory of them, "
    "e.g. train.parquet and test.parquet; each file is a split named by its file name"
)
_INLINE_KEYS = {"question", "golden_answers"}
_MAX_INLINE_CHARS = 4_000


@dataclass(frozen=True)
class Question:
    """A question, the answers that count as right, and (shipped ones) a golden search path."""

    question: str
    golden_answers: tuple[str, ...]
    golden_searches: tuple[str, ...] = ()
    id: str = ""


def splits() -> dict[str, int]:
    """The task count of each split of the active question set (SEARCH_DATA's, else shipped)."""
    return {split: source.count for split, source in _sources(os.environ.get(DATA_VARIABLE, "")).items()}


def question_for_task(task: dict[str, Any]) -> Question:
    """The question a wire task names; EnvError if it is invalid. Inline data wins over the id."""
    return from_task(task, "search", "an id like 'train-000123' or inline data", inline=inline_question,
                     by_id=question_by_id)


def question_by_id(task_id: str) -> Question:
    sources = _sources(os.environ.get(DATA_VARIABLE, ""))
    match = _TASK_ID.fullmatch(task_id)
    if not match or match["split"] not in sources or int(match["index"]) >= sources[match["split"]].count:
        ranges = ", ".join(f"{name}-000000..{name}-{s.count - 1:06d}" for name, s in sources.items())
        raise EnvError(f"unknown search task id {task_id!r:.100}: ids are {ranges}")
    return sources[match["split"]].question(int(match["index"]))


def inline_question(data: Any) -> Question:
    """Validate inline data: a non-empty question and a non-empty list of non-empty answers."""
    if not isinstance(data, dict) or set(data) != _INLINE_KEYS:
        raise EnvError(f"inline search data needs exactly 'question' and 'golden_answers', got {data!r:.200}")
    question, answers = data["question"], data["golden_answers"]
    if not isinstance(question, str) or not question.strip() or len(question) > _MAX_INLINE_CHARS:
        raise EnvError(f"'question' must be a non-empty string of at most {_MAX_INLINE_CHARS} characters")
    if not isinstance(answers, list) or not answers or not all(isinstance(a, str) and a.strip() for a in answers):
        raise EnvError(f"'golden_answers' must be a non-empty list of non-empty strings, got {answers!r:.200}")
    return Question(question.strip(), tuple(answers))


# --- sources ------------------------------------------------------------------------------------


class _Shipped:
    """One split of the shipped questions, held in memory (a few hundred)."""

    def __init__(self, questions: list[Question]) -> None:
        self.questions = questions
        self.count = len(questions)

    def question(self, index: int) -> Question:
        return self.questions[index]


class _JsonLines:
    """One upstream JSONL split: line offsets indexed once, a row parsed only when asked for."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.offsets = _line_offsets(path)
        self.count = len(self.offsets)

    def question(self, index: int) -> Question:
        with _open_binary(self.path) as lines:
            lines.seek(self.offsets[index])
            line = lines.readline()
        try:
            row = json.loads(line)
        except ValueError:
            raise EnvError(f"{self.path} line {index + 1}: not JSON: {line[:100]!r}") from None
        return upstream_question(row, f"{self.path} line {index + 1}")


class _Parquet:
    """One upstream parquet split, its two columns read into memory (needs pyarrow)."""

    def __init__(self, path: Path) -> None:
        try:
            import pyarrow.parquet as parquet
        except ImportError:
            raise EnvError(f"reading {path} needs pyarrow (pip install pyarrow), or convert it to JSONL") from None
        self.path = path
        self.rows = parquet.read_table(path).to_pylist()
        self.count = len(self.rows)

    def question(self, index: int) -> Question:
        return upstream_question(self.rows[index], f"{self.path} row {index}")


def upstream_question(row: Any, where: str) -> Question:
    """A Search-R1 data row as a Question; EnvError naming the row if a field is missing."""
    answers = row.get("golden_answers") if isinstance(row, dict) else None
    if answers is None and isinstance(row, dict):
        answers = ((row.get("reward_model") or {}).get("ground_truth") or {}).get("target")
    question = row.get("question") if isinstance(row, dict) else None
    if not isinstance(question, str) or not question.strip():
        raise EnvError(f"{where}: no 'question' string")
    if isinstance(answers, str):
        answers = [answers]
    if not isinstance(answers, list | tuple) or not answers or not all(isinstance(a, str) for a in answers):
        raise EnvError(f"{where}: 'golden_answers' must be a non-empty list of strings")
    question = question.strip()
    return Question(question if question.endswith("?") else question + "?", tuple(answers), id=str(row.get("id", "")))


@functools.cache
def _sources(data_path: str) -> dict[str, _Shipped | _JsonLines | _Parquet]:
    """The splits of the question set at `data_path` ("" for the shipped one), loaded once."""
    if not data_path:
        return _shipped()
    return {split: _Parquet(file) if file.suffix == ".parquet" else _JsonLines(file)
            for split, file in split_files(Path(data_path)).items()}


def split_files(path: Path) -> dict[str, Path]:
    """Each split's question file at `path` (a file or a directory of them, see the module
    docstring); EnvError naming the expected layout when there is none or two name one split."""
    if path.is_file():
        if not path.name.endswith(_SUFFIXES):
            raise EnvError(f"{DATA_VARIABLE}={path}: not a question file; expected {LAYOUT}")
        files = [path]
    elif path.is_dir():
        files = sorted(p for p in path.iterdir() if p.is_file() and p.name.endswith(_SUFFIXES))
    else:
        raise EnvError(f"{DATA_VARIABLE}={path}: no such file or directory; expected {LAYOUT}")
    if not files:
        raise EnvError(f"{DATA_VARIABLE}={path}: no question file there; expected {LAYOUT}")
    by_split: dict[str, Path] = {}
    for file in sorted(files, key=_precedence):
        split = split_of(file)
        if split in by_split and _precedence(file) == _precedence(by_split[split]):
            raise EnvError(f"{DATA_VARIABLE}={path}: {by_split[split].name} and {file.name} are both split "
                           f"{split!r}; keep one")
        by_split.setdefault(split, file)
    return by_split


def split_of(file: Path) -> str:
    """The split a question file holds, by its name (see the module docstring)."""
    name = _name(file)
    return next((split for split, names in SPLIT_FILES.items() if name in names), name)


def _name(file: Path) -> str:
    """The file's name without its suffix, lower-cased, other characters than a-z and 0-9 as "_"."""
    stem = next(file.name[: -len(suffix)] for suffix in _SUFFIXES if file.name.endswith(suffix))
    return re.sub(r"[^a-z0-9]+", "_", stem.lower()).strip("_") or "questions"


def _precedence(file: Path) -> tuple[int, str]:
    """eval.* before test.* before dev.* before validation.*; other names after, by name."""
    names, name = SPLIT_FILES["eval"], _name(file)
    return (names.index(name) if name in names else len(names), name)


def _shipped() -> dict[str, _Shipped | _JsonLines | _Parquet]:
    by_split: dict[str, list[Question]] = {"train": [], "eval": []}
    for line in SHIPPED.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        by_split[row["split"]].append(
            Question(row["question"], tuple(row["golden_answers"]), tuple(row["golden_searches"]), row["id"])
        )
    return {split: _Shipped(questions) for split, questions in by_split.items()}


def _open_binary(path: Path) -> Any:
    return gzip.open(path, "rb") if path.suffix == ".gz" else path.open("rb")


def _line_offsets(path: Path) -> list[int]:
    """The byte offset of every non-blank line."""
    offsets, position = [], 0
    with _open_binary(path) as lines:
        for line in lines:
            if line.strip():
                offsets.append(position)
            position += len(line)
    return offsets
