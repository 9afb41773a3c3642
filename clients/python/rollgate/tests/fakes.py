"""A fake gateway behind httpx's transport interface (one per test), and builders for its answers."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

import httpx

from rollgate import AsyncClient, Client, Group, Job, JobSpec, TaskDraw, Trajectory

BASE_URL = "http://gateway.test"
TOKEN = "s3cret"
DRAW_DEFAULTS = TaskDraw(split="train", count=1).model_dump(mode="json", exclude={"split", "count", "seed", "exclude"})
"""What a draw sends for the fields a test leaves out (a uniform draw, no lineage)."""

Answer = httpx.Response | Exception | Callable[[httpx.Request], httpx.Response]


class FakeGateway:
    """Records every request and answers from per-route queues; a route's last answer repeats."""

    def __init__(self) -> None:
        self.requests: list[httpx.Request] = []
        self._routes: dict[tuple[str, str], list[Answer]] = {}

    def on(self, method: str, path: str, *answers: Answer) -> None:
        self._routes[(method, path)] = list(answers)

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        queue = self._routes.get((request.method, raw_path(request)))
        if not queue:
            return httpx.Response(404, json={"error": {"code": "not_found", "message": "no route"}})
        answer = queue.pop(0) if len(queue) > 1 else queue[0]
        if isinstance(answer, Exception):
            raise answer
        if callable(answer):
            return answer(request)
        return httpx.Response(answer.status_code, headers=answer.headers, content=answer.content)

    def paths(self) -> list[str]:
        return [f"{r.method} {raw_path(r)}" for r in self.requests]

    def client(self, **options: Any) -> Client:
        return Client(BASE_URL, TOKEN, transport=httpx.MockTransport(self), backoff=0.0, **options)

    def async_client(self, **options: Any) -> AsyncClient:
        return AsyncClient(BASE_URL, TOKEN, transport=httpx.MockTransport(self), backoff=0.0, **options)


def raw_path(request: httpx.Request) -> str:
    """The path as sent, percent-escapes kept."""
    return request.url.raw_path.decode().partition("?")[0]


def body(request: httpx.Request) -> Any:
    return json.loads(request.content) if request.content else None


def error_body(code: str, message: str, field: str = "") -> dict[str, Any]:
    """The gateway's error envelope."""
    return {"error": {"code": code, "message": message, "field": field}}


def job(state: str = "running", groups_complete: int = 0, **counts: int) -> dict[str, Any]:
    spec = JobSpec(env="countdown", tasks=["train-000001", "train-000002"], group_size=2)
    model = Job(
        id="job-1",
        spec=spec,
        state=state,
        counts=counts,
        episodes_total=4,
        groups_total=2,
        groups_complete=groups_complete,
    )
    return model.model_dump(mode="json")


def group(group_id: str = "g1", rewards: Iterable[float] = (1.0, 0.0), statuses: Iterable[str] = ()) -> Group:
    rewards = list(rewards)
    statuses = list(statuses) or ["completed"] * len(rewards)
    trajectories = [
        Trajectory(
            id=f"{group_id}-{i}",
            job_id="job-1",
            task_id="train-000001",
            group_id=group_id,
            sample_index=i,
            env="countdown",
            seed=7,
            reward=reward,
            status=status,
        )
        for i, (reward, status) in enumerate(zip(rewards, statuses, strict=True))
    ]
    return Group(id=group_id, job_id="job-1", task_id="train-000001", trajectories=trajectories)


def summary(job_json: dict[str, Any]) -> dict[str, Any]:
    """The job as events and listings carry it: without its spec."""
    spec = job_json["spec"]
    return {**{k: v for k, v in job_json.items() if k != "spec"}, "env": spec["env"], "priority": spec["priority"]}


def sse(*events: tuple[str, dict[str, Any]], keepalive: bool = True) -> httpx.Response:
    """An event-stream response carrying `(type, job)` events (the job as its summary), with
    keep-alive comments between."""
    chunks = []
    for kind, job_json in events:
        if keepalive:
            chunks.append(": keep-alive\n\n")
        chunks.append(f"event: {kind}\ndata: {json.dumps({'type': kind, 'job': summary(job_json)})}\n\n")
    return httpx.Response(200, text="".join(chunks), headers={"Content-Type": "text/event-stream"})


SESSION_KEY = "rgs-s3cret-session-key"


def grant(session_id: str = "job-1-t0-s0.ab12", env: str = "swe", task_id: str = "astropy__astropy-12907",
          data: dict[str, Any] | None = None) -> dict[str, Any]:
    """A session grant as sessions:next answers it, its base_url on the fake gateway."""
    path = f"/v1/sessions/{session_id}"
    return {"session_id": session_id, "api_key": SESSION_KEY, "base_url": BASE_URL + path, "path": path,
            "job_id": "job-1", "trajectory_id": session_id.partition(".")[0], "env": env,
            "task": {"id": task_id, "data": data or {}}, "idle_timeout_s": 60.0, "max_turns": 50}
