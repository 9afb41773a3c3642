"""A stand-in for the gateway, as far as a trainer uses it: envs, the policy and pushes, jobs
(submitted, listed, cancelled) and their groups. A job's groups are a function of its spec
alone, so two runs that submit the same jobs train on the same batches; `kill_at_push` makes
one push die as a killed process would. Every call that changes something is recorded."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from rollgate import (
    EnvInfo,
    Group,
    InvalidRequest,
    Job,
    JobSpec,
    JobState,
    JobSummary,
    PolicyInfo,
    PushWeightsResponse,
    Step,
    Trajectory,
)


class Killed(BaseException):
    """The trainer's process died here (nothing in the trainer catches it)."""


@dataclass
class FakeService:
    splits: dict[str, dict[str, int]] = field(default_factory=dict)
    policy_info: PolicyInfo = field(default_factory=PolicyInfo)
    jobs: dict[str, Job] = field(default_factory=dict)
    pushes: list[tuple[str, int, bool]] = field(default_factory=list)
    submitted: list[JobSpec] = field(default_factory=list)
    pulls: list[dict[str, Any]] = field(default_factory=list)
    cancelled: list[str] = field(default_factory=list)
    kill_at_push: int | None = None

    def envs(self) -> list[EnvInfo]:
        return [EnvInfo(name=name, splits=sizes) for name, sizes in self.splits.items()]

    def policy(self) -> PolicyInfo:
        return self.policy_info

    def push_weights(self, path: str, version: int, lora: bool = False) -> PushWeightsResponse:
        if version == self.kill_at_push:
            self.kill_at_push = None
            raise Killed(f"killed while pushing version {version}")
        if version <= self.policy_info.version:
            raise InvalidRequest(400, "invalid_argument", f"version {version} is not greater than the current")
        self.pushes.append((str(path), version, lora))
        self.policy_info = PolicyInfo(version=version, path=str(path))
        return PushWeightsResponse(version=version, ok=True)

    def submit(self, spec: JobSpec) -> Job:
        self.submitted.append(spec)
        return self.add_job(spec, JobState.QUEUED)

    def add_job(self, spec: JobSpec, state: JobState) -> Job:
        job = Job(id=f"job-{len(self.jobs)}", spec=spec, state=state)
        self.jobs[job.id] = job
        return job

    def get_job(self, job_id: str) -> Job:
        return self.jobs[job_id]

    def iter_jobs(self, state: str | None = None, page_size: int = 100) -> Iterator[JobSummary]:
        for job in self.jobs.values():
            if state is None or job.state == state:
                yield JobSummary(id=job.id, state=job.state)

    def cancel(self, job_id: str) -> Job:
        self.cancelled.append(job_id)
        job = self.jobs[job_id]
        if job.state in (JobState.QUEUED, JobState.RUNNING):
            job = self.jobs[job_id] = job.model_copy(update={"state": JobState.CANCELLED})
        return job


    def iter_groups(self, job_id: str, **options: Any) -> Iterator[Group]:
        spec = self.jobs[job_id].spec
        if spec.labels.get("rollgate-train") == "eval":
            yield from (_group(job_id, spec.seed, index, [float(index % 2)])
                        for index in range(spec.draw.count if spec.draw else 1))
            return
        for index in range(2):
            rewards = [float((spec.seed + index + sample) % 2) for sample in range(spec.group_size)]
            yield _group(job_id, spec.seed, index, rewards)

    def pull(self, job_id: str, max_groups: int = 1, **options: Any) -> list[Group]:
        """None of the job's own groups (iter_groups serves them); `replay` groups of an earlier job
        with a reward spread, a version old."""
        self.pulls.append({"job_id": job_id, "max_groups": max_groups, **options})
        return [_group("job-earlier", 0, index, [1.0, 0.0]).model_copy(update={"replay_age": 1})
                for index in range(options.get("replay", 0))]

    def ack(self, job_id: str, groups: list[Group]) -> int:
        return len(groups)


def _group(job_id: str, seed: int, index: int, rewards: list[float]) -> Group:
    """A group of one-turn episodes, one per reward, whose tokens depend on the job's seed, the
    group and the sample (not on the job's id): four prompt tokens, then four sampled at
    logprob -0.7."""
    trajectories = [
        Trajectory(id=f"{job_id}-{index}-{sample}", job_id=job_id, task_id=f"task-{index}", group_id=f"g{index}",
                   sample_index=sample, env="countdown", seed=0,
                   token_ids=[10 + (seed + index * 7 + sample * 3 + position) % 50 for position in range(8)],
                   loss_mask=[0] * 4 + [1] * 4, logprobs=[0.0] * 4 + [-0.7] * 4, reward=reward,
                   steps=[Step(token_start=4, token_end=8, reward=reward, done=True)])
        for sample, reward in enumerate(rewards)
    ]
    return Group(id=f"{job_id}-g{index}", job_id=job_id, task_id=f"task-{index}", trajectories=trajectories)


def countdown_sizes() -> dict[str, int]:
    """Countdown's split sizes, as the env defines them (and a gateway would list them)."""
    from sandboxes.inside.envs.countdown.tasks import SPLITS

    return dict(SPLITS)


def spec_fields(spec: JobSpec, *names: str) -> dict[str, Any]:
    dumped = spec.model_dump()
    return {name: dumped[name] for name in names}
