"""Read-only views of a job for people: its groups page by page, statistics, one trajectory.

What the web UI (`ui_router.py`) shows, read straight from the job's Redis keys
(`services/common/keys.py`) and never written. Built to stay cheap on a job of 100,000
episodes: a page of groups reads only that page's trajectories (their ids are deterministic, so
no scan); statistics come from the job's event stream, which carries each episode's status and
reward, and stage timings from a bounded sample of trajectories. A trajectory a trainer has
acknowledged is dropped from Redis, so it shows as `acknowledged` without contents.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import statistics
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from pydantic import BaseModel, Field
from rollgate import Group, JobSummary, Trajectory, TrajectoryPage, group_advantages

from services.common.errors import NotFound
from services.common.keys import group_id, trajectory_id
from services.common.store import JobStore
from services.common.tokenizer import load_tokenizer
from services.common.tokens import ChatTokenizer

TIMING_SAMPLE = 256
HISTOGRAM_BINS = 12
EVENT_BATCH = 5000
STAGES = ("queue_s", "sandbox_s", "llm_s", "env_s", "total_s")


class TrajectoryRow(BaseModel):
    """One episode of a group as a row: what it scored and how, not its tokens."""

    id: str
    sample_index: int
    status: str = Field(description="An episode status, or queued, running, acknowledged (dropped after ack).")
    reward: float | None = None
    advantage: float | None = Field(None, description="GRPO advantage within its group, once the group is complete.")
    turns: int = 0
    tokens: int = 0
    generated_tokens: int = 0
    total_s: float = 0.0
    policy_version_min: int = 0
    policy_version_max: int = 0
    prefix_stable: bool = True
    stale: bool = False


class GroupRow(BaseModel):
    id: str
    task_index: int
    task_id: str = Field("", description="Known once one of its episodes has finished.")
    complete: bool = False
    reward_mean: float | None = None
    trajectories: list[TrajectoryRow] = Field(default_factory=list)


class GroupPage(BaseModel):
    groups: list[GroupRow] = Field(default_factory=list)
    groups_total: int = 0
    offset: int = 0
    next_offset: int = Field(-1, description="Pass it as `offset` for the next page; -1: this was the last.")


class HistogramBin(BaseModel):
    low: float
    high: float
    count: int


class StageTiming(BaseModel):
    mean: float
    p50: float
    p90: float
    max: float


class JobStats(BaseModel):
    job: JobSummary
    finished: int = Field(0, description="Episodes whose episode_finished event is in the job's event stream.")
    reward_mean: float | None = None
    reward_histogram: list[HistogramBin] = Field(default_factory=list, description="Rewards of usable episodes.")
    statuses: dict[str, int] = Field(default_factory=dict, description="Finished episodes by status.")
    episodes_per_s: float = Field(0.0, description="Finished episodes per second between the first start and "
                                  "the last finish.")
    timings: dict[str, StageTiming] = Field(default_factory=dict, description="Per stage, over `timings_sample`.")
    timings_sample: int = Field(0, description="How many of the most recently finished trajectories still in "
                                "Redis the timings are taken over.")


class TrajectoryView(BaseModel):
    trajectory: Trajectory
    tokens: list[str] = Field(default_factory=list, description="The text of each token alone, in order; empty "
                              "when the gateway cannot load the tokenizer.")


@dataclass(frozen=True)
class _Page:
    """Groups `offset` to `offset + limit` of a job: their task indexes, the group size, their
    episodes' trajectory ids (task order, then sample order), and the next page's offset."""

    indexes: range
    size: int
    ids: list[str]
    groups_total: int
    next_offset: int


@dataclass
class JobInspector:
    """The read side of one gateway's store, for the UI's endpoints. Every method takes the
    caller's owner filter (None: an admin) and answers NotFound for another owner's job."""

    store: JobStore
    served_model_path: Callable[[], Awaitable[str]]
    """The folder a healthy worker serves its model from ("" when none answers)."""
    tokenizer_path: str = ""
    """settings.tokenizer: wins over the served model's folder."""
    _tokenizers: dict[str, ChatTokenizer] = field(default_factory=dict)

    async def groups(self, job_id: str, owner: str | None, offset: int, limit: int) -> GroupPage:
        """Groups `offset` to `offset + limit` in task order, each with its episodes' rows."""
        page = await self._page(job_id, owner, offset, limit)
        size = page.size
        gids = [group_id(job_id, t) for t in page.indexes]
        raws, started, complete = await self.store.episodes_state(job_id, page.ids, gids)
        rows = [_group_row(job_id, t, size, raws[i * size:(i + 1) * size], started[i * size:(i + 1) * size],
                           complete[i]) for i, t in enumerate(page.indexes)]
        return GroupPage(groups=rows, groups_total=page.groups_total, offset=offset, next_offset=page.next_offset)

    async def trajectories(self, job_id: str, owner: str | None, offset: int, limit: int) -> TrajectoryPage:
        """The trajectories of groups `offset` to `offset + limit` that are still held, whole."""
        page = await self._page(job_id, owner, offset, limit)
        raws = await self.store.raw_trajectories(job_id, page.ids)
        held = [Trajectory.model_validate_json(raw) for raw in raws if raw]  # "" once acknowledged
        return TrajectoryPage(trajectories=held, missing=len(page.ids) - len(held), groups_total=page.groups_total,
                              offset=offset, next_offset=page.next_offset)

    async def _page(self, job_id: str, owner: str | None, offset: int, limit: int) -> _Page:
        job = await self.store.summary(job_id, owner)
        size = job.episodes_total // max(job.groups_total, 1)
        indexes = range(offset, min(offset + limit, job.groups_total))
        end = offset + len(indexes)
        return _Page(indexes, size, [trajectory_id(job_id, t, s) for t in indexes for s in range(size)],
                     job.groups_total, end if end < job.groups_total else -1)

    async def stats(self, job_id: str, owner: str | None) -> JobStats:
        """Rewards, statuses and throughput from the event stream; timings from a sample."""
        job = await self.store.summary(job_id, owner)
        finished, first_start_ms, last_finish_ms = await self._finished_events(job_id)
        rewards = [reward for status, reward in finished.values() if status in ("completed", "truncated")]
        span_s = (last_finish_ms - first_start_ms) / 1000 if first_start_ms and last_finish_ms else 0.0
        sample = await self._timings_sample(job_id, list(finished)[-TIMING_SAMPLE:])
        return JobStats(
            job=job, finished=len(finished), reward_mean=statistics.fmean(rewards) if rewards else None,
            reward_histogram=histogram(rewards), statuses=dict(Counter(status for status, _ in finished.values())),
            episodes_per_s=len(finished) / span_s if span_s > 0 else 0.0,
            timings={stage: _stage(sample, stage) for stage in STAGES if sample}, timings_sample=len(sample))

    async def _finished_events(self, job_id: str) -> tuple[dict[str, tuple[str, float]], int, int]:
        """Episode id -> (status, reward) of every episode_finished event, in finishing order, and
        the stream times (ms) of the first episode_started and the last episode_finished."""
        start = "-"
        finished: dict[str, tuple[str, float]] = {}
        first_start = last_finish = 0
        while True:
            entries = await self.store.event_entries(job_id, start, EVENT_BATCH)
            for entry_id, fields in entries:
                at = int(entry_id.split("-", 1)[0])
                if fields.get("type") == "episode_started" and not first_start:
                    first_start = at
                elif fields.get("type") == "episode_finished":
                    finished[fields.get("episode_id", "")] = (fields.get("status", ""), float(fields.get("reward", 0)))
                    last_finish = at
            if len(entries) < EVENT_BATCH:
                return finished, first_start, last_finish
            start = "(" + entries[-1][0]

    async def _timings_sample(self, job_id: str, ids: list[str]) -> list[dict[str, float]]:
        return [json.loads(raw).get("timings", {}) for raw in await self.store.raw_trajectories(job_id, ids) if raw]

    async def trajectory(self, job_id: str, owner: str | None, trajectory: str) -> TrajectoryView:
        """One trajectory of the job, with the text of each of its tokens."""
        await self.store.summary(job_id, owner)
        raw = (await self.store.raw_trajectories(job_id, [trajectory]))[0]
        if raw is None:
            raise NotFound(f"no trajectory {trajectory!r} in job {job_id!r} (not finished yet, or acknowledged)",
                           field="trajectory_id")
        parsed = Trajectory.model_validate_json(raw)
        return TrajectoryView(trajectory=parsed, tokens=await self._token_texts(parsed.token_ids))

    async def _token_texts(self, token_ids: list[int]) -> list[str]:
        """Each token decoded alone (a piece of a multi-byte character shows as U+FFFD)."""
        tokenizer = await self._tokenizer()
        if tokenizer is None:
            return []
        return await asyncio.to_thread(lambda: [tokenizer.decode([token_id]) for token_id in token_ids])

    async def _tokenizer(self) -> ChatTokenizer | None:
        """The tokenizer of the served model, loaded once per path in a thread (the runner's
        loader: transformers only where `tokenizers` alone would not be the same); None when the
        path is not a local folder (the gateway never downloads one)."""
        path = self.tokenizer_path or await self.served_model_path()
        if not path or not os.path.isdir(path):
            return None
        if path not in self._tokenizers:
            self._tokenizers[path] = await asyncio.to_thread(load_tokenizer, path)
        return self._tokenizers[path]


def histogram(values: list[float], bins: int = HISTOGRAM_BINS) -> list[HistogramBin]:
    """Equal-width bins from the lowest to the highest value; one bin when they are all equal."""
    if not values:
        return []
    low, high = min(values), max(values)
    if math.isclose(low, high):
        return [HistogramBin(low=low, high=high, count=len(values))]
    width = (high - low) / bins
    counts = Counter(min(int((v - low) / width), bins - 1) for v in values)
    return [HistogramBin(low=low + i * width, high=low + (i + 1) * width, count=counts.get(i, 0))
            for i in range(bins)]


def _stage(sample: list[dict[str, float]], stage: str) -> StageTiming:
    values = sorted(float(timing.get(stage, 0.0)) for timing in sample)
    return StageTiming(mean=statistics.fmean(values), p50=_quantile(values, 0.5), p90=_quantile(values, 0.9),
                       max=values[-1])


def _quantile(ordered: list[float], q: float) -> float:
    return ordered[min(int(q * len(ordered)), len(ordered) - 1)]


def _group_row(job_id: str, task_index: int, size: int, raws: list[str | None], started: list[bool],
               complete: bool) -> GroupRow:
    found = [Trajectory.model_validate_json(raw) if raw else None for raw in raws]
    present = [t for t in found if t is not None]
    advantages = {}
    if complete and len(present) == size:
        group = Group(id=group_id(job_id, task_index), job_id=job_id, task_id=present[0].task_id,
                      trajectories=present)
        advantages = dict(zip((t.id for t in present), group_advantages(group), strict=True))
    rows = [_row(trajectory_id(job_id, task_index, s), s, t, started[s], complete, advantages.get(t.id) if t else None)
            for s, t in enumerate(found)]
    usable = [t.reward for t in present if t.status.usable]
    return GroupRow(id=group_id(job_id, task_index), task_index=task_index,
                    task_id=present[0].task_id if present else "", complete=complete,
                    reward_mean=statistics.fmean(usable) if usable else None, trajectories=rows)


def _row(tid: str, sample: int, t: Trajectory | None, started: bool, complete: bool,
         advantage: float | None) -> TrajectoryRow:
    if t is None:
        status = "acknowledged" if complete else "running" if started else "queued"
        return TrajectoryRow(id=tid, sample_index=sample, status=status)
    return TrajectoryRow(
        id=t.id, sample_index=sample, status=t.status.value, reward=t.reward, advantage=advantage,
        turns=len(t.steps), tokens=len(t.token_ids), generated_tokens=t.generated_tokens, total_s=t.timings.total_s,
        policy_version_min=t.policy_version_min, policy_version_max=t.policy_version_max,
        prefix_stable=t.prefix_stable, stale=t.stale)
