import json
from pathlib import Path

import httpx
import pytest

from rollgate import Client, Group
from rollgate._cli import main

from .fakes import DRAW_DEFAULTS, FakeGateway, body, group, job, sse, summary


def run(gateway: FakeGateway, *argv: str) -> int:
    return main(list(argv), client_factory=lambda url, token: gateway.client(max_retries=0))


def test_global_options_reach_the_client_factory(gateway: FakeGateway):
    seen = []

    def factory(url: str | None, token: str | None) -> Client:
        seen.append((url, token))
        return gateway.client()

    gateway.on("GET", "/v1/envs", httpx.Response(200, json={"envs": []}))
    assert main(["--url", "http://gw:1", "--token", "t", "envs"], client_factory=factory) == 0
    assert seen == [("http://gw:1", "t")]


def test_submit_prints_the_job_id(gateway: FakeGateway, capsys: pytest.CaptureFixture[str], tmp_path: Path):
    tasks = tmp_path / "tasks.txt"
    tasks.write_text("# ids\ntrain-000002\n\n" + json.dumps({"data": {"numbers": [1, 2], "target": 3}}) + "\n")
    gateway.on("POST", "/v1/jobs", httpx.Response(202, json=job("queued")))
    argv = ["submit", "--env", "countdown", "--task", "train-000001", "--tasks-from", str(tasks)]
    assert run(gateway, *argv, "--group-size", "4", "--temperature", "0.7", "--max-tokens", "64",
               "--priority", "7") == 0
    assert capsys.readouterr().out == "job-1\n"
    sent = body(gateway.requests[0])
    assert [t["id"] for t in sent["tasks"]] == ["train-000001", "train-000002", ""]
    assert sent["tasks"][2]["data"] == {"numbers": [1, 2], "target": 3}
    assert (sent["group_size"], sent["max_turns"], sent["priority"]) == (4, 1, 7)
    assert (sent["sampling"]["temperature"], sent["sampling"]["max_tokens"]) == (0.7, 64)


def test_submit_options_override_the_spec_file(gateway: FakeGateway, tmp_path: Path):
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"env": "countdown", "tasks": ["a"], "group_size": 8, "sampling": {"top_p": 0.9}}))
    gateway.on("POST", "/v1/jobs", httpx.Response(202, json=job("queued")))
    assert run(gateway, "submit", "--spec", str(spec), "--group-size", "2", "--temperature", "0.5") == 0
    sent = body(gateway.requests[0])
    assert (sent["env"], sent["group_size"], sent["sampling"]["top_p"], sent["sampling"]["temperature"]) == (
        "countdown", 2, 0.9, 0.5,
    )  # fmt: skip


def test_submit_draws_the_tasks_from_a_split(gateway: FakeGateway):
    gateway.on("POST", "/v1/jobs", httpx.Response(202, json=job("queued")))
    assert run(gateway, "submit", "--env", "countdown", "--split", "train", "--count", "64", "--task-seed", "7") == 0
    sent = body(gateway.requests[0])
    assert sent["draw"] == {"split": "train", "count": 64, "seed": 7, "exclude": [], **DRAW_DEFAULTS}
    assert (sent["tasks"], sent["seed"]) == ([], 0)  # the gateway draws them; the episodes' seed is untouched


def test_draw_options_override_the_spec_files_draw(gateway: FakeGateway, tmp_path: Path):
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"env": "countdown", "draw": {"split": "train", "count": 8, "seed": 3}}))
    gateway.on("POST", "/v1/jobs", httpx.Response(202, json=job("queued")))
    assert run(gateway, "submit", "--spec", str(spec), "--count", "16") == 0
    sent = body(gateway.requests[0])["draw"]
    assert sent == {"split": "train", "count": 16, "seed": 3, "exclude": [], **DRAW_DEFAULTS}


def test_submit_help_tells_the_task_seed_from_the_episodes_seed(capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit):
        main(["submit", "--help"])
    assert "It is not the episodes' seed" in " ".join(capsys.readouterr().out.split())


def test_submit_wait_follows_the_job(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    gateway.on("POST", "/v1/jobs", httpx.Response(202, json=job("queued")))
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job("completed", 2, completed=4)))
    gateway.on("GET", "/v1/jobs/job-1/events", sse(("job_finished", job("completed", 2, completed=4))))
    assert run(gateway, "submit", "--env", "countdown", "--task", "t", "--wait") == 0
    assert capsys.readouterr().out == "job-1\njob-1 completed\n"


def test_status_prints_a_table(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job(queued=1, running=1, completed=2)))
    assert run(gateway, "status", "job-1") == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:6] == ["job          job-1", "state        running", "env          countdown", "priority     0",
                         "episodes     2/4", "groups       0/2 complete"]  # fmt: skip
    assert "queued       1" in lines and "completed    2" in lines and "infra_error  0" in lines


def test_jobs_lists_with_a_state_filter(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    gateway.on("GET", "/v1/jobs", httpx.Response(200, json={"jobs": [summary(job(completed=3))]}))
    assert run(gateway, "jobs", "--state", "running") == 0
    assert gateway.requests[0].url.params["state"] == "running"
    assert capsys.readouterr().out.split("\n")[:2] == [
        "ID     STATE    ENV        EPISODES  GROUPS",
        "job-1  running  countdown  3/4       0/2",
    ]


def test_jobs_follows_the_pages_up_to_its_limit(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    first = {"jobs": [summary({**job(), "id": "job-2"})], "next_page_token": "2.0 job-2"}
    second = {"jobs": [summary(job()), summary({**job(), "id": "job-0"})], "next_page_token": "1.0 job-0"}
    gateway.on("GET", "/v1/jobs", httpx.Response(200, json=first), httpx.Response(200, json=second))
    assert run(gateway, "jobs", "--limit", "2") == 0
    assert [r.url.params.get("page_token", "") for r in gateway.requests] == ["", "2.0 job-2"]
    assert [line.split()[0] for line in capsys.readouterr().out.split("\n")[1:3]] == ["job-2", "job-1"]


@pytest.mark.parametrize(("final", "code"), [pytest.param("completed", 0, id="completed"),
                                             pytest.param("cancelled", 1, id="cancelled")])  # fmt: skip
def test_watch_shows_progress_and_exits_by_outcome(gateway: FakeGateway, capsys, final: str, code: int):
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job(running=4)),
               httpx.Response(200, json=job(final, 2, completed=3, infra_error=1)))  # fmt: skip
    events = sse(
        ("episode_finished", job(completed=1, running=3)), ("job_finished", job(final, 2, completed=3, infra_error=1))
    )
    gateway.on("GET", "/v1/jobs/job-1/events", events)
    assert run(gateway, "watch", "job-1") == code
    captured = capsys.readouterr()
    assert captured.out == f"job-1 {final}\n"
    frames = captured.err.rstrip("\n").split("\r")[1:]
    assert frames[0].rstrip() == "[....................] 0/4 episodes  completed=0 infra_error=0"
    assert frames[1].rstrip() == "[#####...............] 1/4 episodes  completed=1 infra_error=0"
    assert frames[-1] == "[####################] 4/4 episodes  completed=3 infra_error=1"


def test_pull_writes_json_lines_and_acks(gateway: FakeGateway, capsys, tmp_path: Path):
    groups = [group("g1"), group("g2")]
    gateway.on(
        "POST", "/v1/jobs/job-1/pull", httpx.Response(200, json={"groups": [g.model_dump(mode="json") for g in groups]})
    )
    gateway.on("POST", "/v1/jobs/job-1/ack", httpx.Response(200, json={"acked": 2}))
    out = tmp_path / "groups.jsonl"
    assert run(gateway, "pull", "job-1", "--max-groups", "2", "--out", str(out), "--ack") == 0
    assert [Group.model_validate_json(line) for line in out.read_text().splitlines()] == groups
    assert body(gateway.requests[0])["max_groups"] == 2
    assert body(gateway.requests[1]) == {"group_ids": ["g1", "g2"]}
    assert capsys.readouterr().err == "pulled 2 groups, acked 2\n"


def test_pull_to_stdout_without_ack(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    gateway.on(
        "POST", "/v1/jobs/job-1/pull", httpx.Response(200, json={"groups": [group("g1").model_dump(mode="json")]})
    )
    assert run(gateway, "pull", "job-1") == 0
    assert Group.model_validate_json(capsys.readouterr().out).id == "g1"
    assert gateway.paths() == ["POST /v1/jobs/job-1/pull"]


def test_cancel_and_envs(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    gateway.on("DELETE", "/v1/jobs/job-1", httpx.Response(200, json=job("cancelled")))
    env = {"name": "countdown", "description": "arithmetic puzzles", "splits": {"train": 90, "test": 10}}
    gateway.on("GET", "/v1/envs", httpx.Response(200, json={"envs": [env]}))
    assert run(gateway, "cancel", "job-1") == 0
    assert run(gateway, "envs") == 0
    assert capsys.readouterr().out.splitlines() == [
        "job-1 cancelled",
        "NAME       SPLITS            DESCRIPTION",
        "countdown  train=90 test=10  arithmetic puzzles",
    ]


NOT_FOUND = {"error": {"code": "not_found", "message": "no job nope"}}


@pytest.mark.parametrize(
    ("argv", "answer", "message"),
    [
        pytest.param(["status", "nope"], httpx.Response(404, json=NOT_FOUND), "error: no job nope [HTTP 404 not_found]",
                     id="api-error"),
        pytest.param(["status", "nope"], httpx.ConnectError("refused"),
                     "error: GET http://gateway.test/v1/jobs/nope: refused", id="unreachable"),
        pytest.param(["submit", "--task", "t"], None, "error: env: Field required", id="invalid-spec"),
        pytest.param(["submit", "--tasks-from", "/nonexistent/tasks.txt"], None, "error: [Errno 2]", id="missing-file"),
        pytest.param(["submit", "--env", "countdown"], None, "error: tasks: Value error, a job needs tasks, or a draw",
                     id="no-tasks"),
        pytest.param(["submit", "--env", "countdown", "--task", "t", "--split", "train", "--count", "2"], None,
                     "error: tasks: Value error, give tasks or a draw, not both", id="tasks-and-draw"),
        pytest.param(["submit", "--env", "countdown", "--split", "train"], None, "error: draw.count: Field required",
                     id="draw-without-count"),
    ],
)  # fmt: skip
def test_errors_exit_2_without_a_traceback(gateway: FakeGateway, capsys, argv, answer, message):
    if answer is not None:
        gateway.on("GET", "/v1/jobs/nope", answer)
    assert run(gateway, *argv) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith(message) and "Traceback" not in captured.err
    assert captured.out == ""


def test_watch_on_a_finished_job_opens_no_stream(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job("completed", 2, completed=4)))
    assert run(gateway, "watch", "job-1") == 0
    assert gateway.paths() == ["GET /v1/jobs/job-1"]
    assert capsys.readouterr().out == "job-1 completed\n"


def push_answer(*workers: dict[str, object], version: int = 2) -> httpx.Response:
    answer = {"version": version, "ok": all(w["ok"] for w in workers), "seconds": 3.04, "workers": list(workers)}
    return httpx.Response(200, json=answer)


W0 = {"url": "http://w0:8000", "ok": True, "version": 2, "seconds": 2.96, "error": "", "quarantined": False}
W1 = {"url": "http://w1:8000", "ok": False, "version": -1, "seconds": 0.42, "error": "reload: OOM",
      "quarantined": True}  # fmt: skip


def test_push_prints_each_worker_and_exits_0_when_all_loaded(gateway: FakeGateway, capsys):
    gateway.on("POST", "/v1/policy", push_answer(W0))
    assert run(gateway, "push", "/ckpt/step-2", "--version", "2", "--lora") == 0
    assert body(gateway.requests[0]) == {"path": "/ckpt/step-2", "version": 2, "lora": True}
    assert capsys.readouterr().out.splitlines() == [
        "WORKER          OK   VERSION  SECONDS  ERROR",
        "http://w0:8000  yes  2        3.0",
        "version 2: 1/1 workers in 3.0 s",
    ]


def test_a_partial_push_exits_1(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    gateway.on("POST", "/v1/policy", push_answer(W0, W1))
    assert run(gateway, "push", "/ckpt/step-2", "--version", "2") == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[2] == "http://w1:8000  no   -1       0.4      reload: OOM (quarantined)"
    assert lines[3] == "version 2: 1/2 workers in 3.0 s"


def test_a_refused_push_exits_2(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    refused = {"error": {"code": "conflict", "message": "another weight push is in progress"}}
    gateway.on("POST", "/v1/policy", httpx.Response(409, json=refused))
    assert run(gateway, "push", "/ckpt/step-2", "--version", "2") == 2
    assert capsys.readouterr().err == "error: another weight push is in progress [HTTP 409 conflict]\n"


def test_push_requires_a_version(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit) as exited:
        run(gateway, "push", "/ckpt/step-2")
    assert exited.value.code == 2 and "--version" in capsys.readouterr().err
    assert gateway.requests == []


WORKER = {"url": "http://w1:8000", "healthy": True, "quarantined": "", "model": "tiny", "policy_version": 2,
          "running": 3, "waiting": 1}  # fmt: skip
SICK = {**WORKER, "url": "http://w2:8000", "healthy": False, "quarantined": "v2: reload: OOM", "running": 0}


def test_workers_lists_them(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    gateway.on("GET", "/v1/workers", httpx.Response(200, json={"workers": [WORKER, SICK]}))
    assert run(gateway, "workers") == 0
    assert capsys.readouterr().out.splitlines() == [
        "URL             HEALTHY  VERSION  RUNNING  WAITING  QUARANTINED",
        "http://w1:8000  yes      2        3        1",
        "http://w2:8000  no       2        0        1        v2: reload: OOM",
    ]


def test_workers_add_and_remove(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    gateway.on("POST", "/v1/workers", httpx.Response(201, json=WORKER))
    gateway.on("DELETE", "/v1/workers", httpx.Response(204))
    assert run(gateway, "workers", "add", "http://w1:8000") == 0
    assert run(gateway, "workers", "remove", "http://w1:8000") == 0
    assert body(gateway.requests[0]) == {"url": "http://w1:8000"}
    assert gateway.requests[1].url.params["url"] == "http://w1:8000"
    assert capsys.readouterr().out.splitlines()[1:] == [
        "http://w1:8000  yes      2        3        1",
        "removed http://w1:8000",
    ]
