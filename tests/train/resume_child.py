"""`rollgate-train` in a process of its own, as test_resume.py kills it: the real CLI, except
that every job's groups are also written to $ROLLGATE_TEST_RECORD/<job id>.json once collected,
before the trainer learns from them, so the test can replay the batches the run trained on."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

from rollgate import Client, Group
from rollgate.train import _cli, _grpo


def recording(collect: Callable[[Client, str], list[Group]], folder: Path) -> Callable[[Client, str], list[Group]]:
    def collect_and_record(client: Client, job_id: str) -> list[Group]:
        groups = collect(client, job_id)
        staging = folder / f".{job_id}.json"
        staging.write_text(json.dumps([group.model_dump(mode="json") for group in groups]))
        staging.replace(folder / f"{job_id}.json")
        return groups

    return collect_and_record


if __name__ == "__main__":
    _grpo.collect_groups = recording(_grpo.collect_groups, Path(os.environ["ROLLGATE_TEST_RECORD"]))
    sys.exit(_cli.main(sys.argv[1:]))
