"""`rollgate export`: a job's trajectories read page by page through the real gateway (TCP, real
Redis, the real job store), written as Parquet, JSON lines or a Hugging Face datasets folder, and
read back with pyarrow, datasets and `read_trajectories` as the very trajectories the runners
committed; what is missing (unfinished, acknowledged) is counted, and nothing half-written stays."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import datasets
import httpx
import pyarrow
import pyarrow.parquet as pq
import pytest
import redis.asyncio as aioredis
from rollgate import (
    Client,
    EpisodeStatus,
    Segment,
    Step,
    Timings,
    Trajectory,
    VersionSpan,
    read_trajectories,
    write_trajectories,
)

from services.common.keys import Keys, group_id, trajectory_id
from services.common.store import JobStore
from tests.gateway.conftest import bearer
from tests.gateway.served import NAMESPACE, Served, serve

TOKENS = {"alice-token": {"name": "alice", "scopes": ["jobs", "trainer"]},
          "bob-token": {"name": "bob", "scopes": ["jobs", "trainer"]}}
GROUP_SIZE = 2


@pytest.fixture
async def served(redis_client: aioredis.Redis, redis_server: str) -> AsyncIterator[Served]:
    async with serve(redis_server, tokens=TOKENS) as served:
        yield served


@pytest.fixture
def store(redis_client: aioredis.Redis) -> JobStore:
    return JobStore(redis_client, Keys(NAMESPACE), retention_s=3600.0)


def trajectory(job_id: str, task: int, sample: int) -> Trajectory:
    """A two-turn episode whose second turn a weight push split between versions 3 and 4, with a
    nested env info and a session segment: every kind of field the files must carry."""
    return Trajectory(
        id=trajectory_id(job_id, task, sample), job_id=job_id, task_id=f"train-{task:06d}",
        group_id=group_id(job_id, task), sample_index=sample, env="countdown", seed=7 + sample,
        token_ids=[5, 6, 7, 8, 9, 10, 11, 12], loss_mask=[0, 0, 1, 1, 0, 1, 1, 1],
        logprobs=[0.0, 0.0, -0.25, -1.5, 0.0, -0.125, -3.0, -0.5],
        steps=[Step(action="search x", observation="passage", token_start=2, token_end=4, policy_version=3),
               Step(action="answer y", done=True, reward=1.0, token_start=5, token_end=8, policy_version=3,
                    version_spans=[VersionSpan(start=5, end=6, version=3), VersionSpan(start=6, end=8, version=4)])],
        reward=float(sample), success=bool(sample), status=EpisodeStatus.COMPLETED,
        policy_version_min=3, policy_version_max=4, prompt_tokens=3, generated_tokens=5,
        timings=Timings(llm_s=0.5, env_s=0.25, total_s=1.0), worker="http://worker-a", finished_at=1000.5 + task,
        info={"pass_rate": {"fail_to_pass": 0.5}, "patch": "diff --git a/x b/x"},
        segments=[Segment(token_ids=[5, 6], loss_mask=[0, 0], logprobs=[0.0, 0.0])])


async def submit(served: Served, tasks: int, token: str = "alice-token") -> str:
    spec = {"env": "countdown", "tasks": [f"train-{t:06d}" for t in range(tasks)], "group_size": GROUP_SIZE}
    async with httpx.AsyncClient(base_url=served.url, headers=bearer(token), timeout=30.0) as http:
        response = await http.post("/v1/jobs", json=spec)
    response.raise_for_status()
    return str(response.json()["id"])


async def play(store: JobStore, job_id: str, tasks: range, samples: range = range(GROUP_SIZE)) -> list[Trajectory]:
    """Commit the episodes a runner would have finished; them, in task then sample order."""
    played = [trajectory(job_id, task, sample) for task in tasks for sample in samples]
    for episode in played:
        assert await store.commit(episode, group_size=GROUP_SIZE)
    return played


async def export(served: Served, *argv: str, token: str = "alice-token") -> tuple[int, str, str]:
    """`rollgate export ARGV`, the installed command, against the served gateway; its exit code,
    stdout and stderr."""
    command = Path(sys.executable).parent / "rollgate"
    process = await asyncio.create_subprocess_exec(
        command, "--url", served.url, "--token", token, "export", *argv,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(process.communicate(), timeout=60)
    return process.returncode or 0, out.decode(), err.decode()


async def test_parquet_and_json_lines_read_back_as_the_committed_trajectories(
        served: Served, store: JobStore, tmp_path: Path) -> None:
    job_id = await submit(served, tasks=12)  # more groups than a page (10)
    played = await play(store, job_id, range(12))

    code, out, err = await export(served, job_id, "--out", str(tmp_path / "job.parquet"))
    assert code == 0 and out.strip() == str(tmp_path / "job.parquet")
    assert "exported 24 trajectories" in err and "0 episodes missing" in err
    code, _, _ = await export(served, job_id, "--format", "jsonl", "--out", str(tmp_path / "job.jsonl"))
    assert code == 0

    assert list(read_trajectories(tmp_path / "job.parquet")) == played
    assert list(read_trajectories(tmp_path / "job.jsonl")) == played
    table = pq.read_table(tmp_path / "job.parquet")
    assert table.schema.metadata[b"rollgate.schema"] == b"1"
    assert set(Trajectory.model_fields) <= set(table.column_names)  # nothing of a trajectory left out
    first = table.slice(0, 1).to_pylist()[0]
    assert first["token_versions"] == [-1, -1, 3, 3, -1, 3, 4, 4] and first["turns"] == 2
    assert first["timings"]["llm_s"] == 0.5 and first["status"] == "completed"


async def test_a_datasets_folder_loads_with_the_parquet_columns(served: Served, store: JobStore,
                                                                tmp_path: Path) -> None:
    job_id = await submit(served, tasks=2)
    played = await play(store, job_id, range(2))

    code, _, _ = await export(served, job_id, "--out", str(tmp_path / "job.jsonl"), "--hf", str(tmp_path / "hf"))

    assert code == 0
    dataset = datasets.load_from_disk(str(tmp_path / "hf"))
    write_trajectories(played, tmp_path / "job.parquet")
    assert dataset.num_rows == 4 and dataset.column_names == pq.read_schema(tmp_path / "job.parquet").names
    assert dataset["token_ids"] == [t.token_ids for t in played]
    assert dataset["reward"] == [t.reward for t in played]


async def test_unfinished_and_acknowledged_episodes_are_counted_missing(served: Served, store: JobStore,
                                                                        tmp_path: Path) -> None:
    job_id = await submit(served, tasks=3)
    await play(store, job_id, range(2))  # groups 0 and 1 complete
    await play(store, job_id, range(2, 3), samples=range(1))  # group 2: one episode of two
    with Client(served.url, "alice-token") as client:
        pulled = await asyncio.to_thread(client.pull, job_id, 1)
        assert await asyncio.to_thread(client.ack, job_id, pulled) == 1

    code, _, err = await export(served, job_id, "--format", "jsonl", "--out", str(tmp_path / "job.jsonl"))

    assert code == 0 and "is running" in err
    assert "exported 3 trajectories" in err and "3 episodes missing" in err  # 2 acknowledged, 1 unfinished
    kept = {t.group_id for t in read_trajectories(tmp_path / "job.jsonl")}
    assert pulled[0].id not in kept and len(kept) == 2


async def test_another_owners_job_is_not_found_and_no_file_is_written(served: Served, store: JobStore,
                                                                      tmp_path: Path) -> None:
    job_id = await submit(served, tasks=1)
    await play(store, job_id, range(1))

    code, _, err = await export(served, job_id, "--out", str(tmp_path / "job.parquet"), token="bob-token")

    assert code == 2 and err.startswith(f"error: no job {job_id!r}") and "404" in err
    assert list(tmp_path.iterdir()) == []


def test_a_failed_write_leaves_the_file_it_would_have_replaced(tmp_path: Path) -> None:
    path = tmp_path / "job.jsonl"
    before = [trajectory("job-a", 0, 0)]
    write_trajectories(before, path)

    def broken() -> Iterator[Trajectory]:
        yield trajectory("job-b", 0, 0)
        raise ConnectionError("the gateway went away")

    with pytest.raises(ConnectionError):
        write_trajectories(broken(), path)
    assert list(read_trajectories(path)) == before and [p.name for p in tmp_path.iterdir()] == ["job.jsonl"]


def test_a_parquet_file_of_another_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.parquet"
    pq.write_table(pyarrow.table({"id": ["x"]}), path)

    with pytest.raises(ValueError, match="not a Rollgate trajectory file"):
        list(read_trajectories(path))
