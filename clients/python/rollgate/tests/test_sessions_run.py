import functools
import json
import time
from pathlib import Path

import httpx
import pytest

from rollgate import _sessions_run
from rollgate._cli import main
from rollgate._session import SessionClient

from .fakes import SESSION_KEY, TOKEN, FakeGateway, body, error_body, grant, job

NEXT = "/v1/jobs/job-1/sessions:next"
RESET = {"observation": "Repository astropy/astropy ... <issue>bug</issue>", "actions": [],
         "info": {"problem_statement": "Fix the bug.", "workdir": "/testbed"}}
PRINT_ARGS_AND_SESSION = ('printf "%s\\n" "$@" "$ROLLGATE_SESSION_ID" "$ROLLGATE_TASK_ID" "$ROLLGATE_SESSION_URL" '
                          '"${ROLLGATE_TOKEN:-no owner token}"; test "$ROLLGATE_SESSION_KEY" = ' + SESSION_KEY)


@pytest.fixture(autouse=True)
def sessions_on_the_fake(gateway: FakeGateway, monkeypatch: pytest.MonkeyPatch) -> None:
    """Session clients reach the same fake gateway; the owner's token is in the driver's environment."""
    monkeypatch.setattr(_sessions_run, "SessionClient",
                        functools.partial(SessionClient, transport=httpx.MockTransport(gateway)))
    monkeypatch.setenv("ROLLGATE_TOKEN", TOKEN)


def serve(gateway: FakeGateway, *grants: dict, reset: dict = RESET, finish: httpx.Response | None = None) -> None:
    """Grant `grants` in turn, then none; the job is completed once none is left."""
    gateway.on("POST", NEXT, *[httpx.Response(200, json={"session": g}) for g in grants],
               httpx.Response(200, json={"session": None}))
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job("completed", 1, completed=len(grants))))
    for g in grants:
        gateway.on("POST", f"{g['path']}/env/reset", httpx.Response(200, json=reset))
        gateway.on("POST", f"{g['path']}/finish", finish or httpx.Response(200, json={"status": "completed",
                                                                                        "reward": 0.0}))


def run(gateway: FakeGateway, *argv: str) -> int:
    return main(["sessions", "run", "job-1", *argv], client_factory=lambda url, token: gateway.client(max_retries=0))


def test_each_session_runs_the_command_with_its_task_and_is_finished(
    gateway: FakeGateway, tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    first, second = grant("job-1-t0-s0.a1", task_id="task-a"), grant("job-1-t1-s0.b2", task_id="task-b")
    serve(gateway, first, second)
    argv = ["--concurrency", "2", "--logs", str(tmp_path), "--", "sh", "-c", PRINT_ARGS_AND_SESSION, "sh",
            "{task}", "{task_id} of {session_id}", "{other}"]
    assert run(gateway, *argv) == 0

    lines = sorted(capsys.readouterr().out.splitlines())
    assert lines == ["job-1-t0-s0.a1 task-a 0 completed", "job-1-t1-s0.b2 task-b 0 completed"]
    log = (tmp_path / "job-1-t0-s0.a1.log").read_text().splitlines()
    assert log == ["Fix the bug.", "task-a of job-1-t0-s0.a1", "{other}", "job-1-t0-s0.a1", "task-a",
                   first["base_url"], "no owner token"]
    for session in (first, second):
        sent = [r for r in gateway.requests if r.url.path.startswith(session["path"])]
        assert [(r.url.path.removeprefix(session["path"]), body(r)) for r in sent] == [("/env/reset", None),
                                                                                       ("/finish", {})]
        assert all(r.headers["Authorization"] == f"Bearer {SESSION_KEY}" for r in sent)
    assert body(gateway.requests[0]) == {"wait_s": 10.0}


@pytest.mark.parametrize(("reset", "expected"), [
    pytest.param({"observation": "the first observation", "actions": []}, "the first observation", id="observation"),
    pytest.param({"observation": "obs", "actions": [], "info": {"problem_statement": "the issue"}}, "the issue",
                 id="problem_statement"),
])
def test_the_task_is_the_problem_statement_else_the_observation(
    gateway: FakeGateway, tmp_path: Path, reset: dict, expected: str
):
    serve(gateway, grant(), reset=reset)
    assert run(gateway, "--logs", str(tmp_path), "--", "echo", "{task}") == 0
    assert (tmp_path / "job-1-t0-s0.ab12.log").read_text() == expected + "\n"


def test_an_external_envs_task_is_its_data_and_its_env_is_not_reset(gateway: FakeGateway, tmp_path: Path):
    serve(gateway, grant(env="external", task_id="", data={"question": "2+2?"}))
    assert run(gateway, "--logs", str(tmp_path), "--", "echo", "{task}") == 0
    assert json.loads((tmp_path / "job-1-t0-s0.ab12.log").read_text()) == {"question": "2+2?"}
    assert not any(r.url.path.endswith("/env/reset") for r in gateway.requests)


def test_exit_codes_and_an_ended_session_are_reported(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    ended = httpx.Response(404, json=error_body("session_ended", "session has ended (timeout)"))
    serve(gateway, grant(), finish=ended)
    assert run(gateway, "--", "sh", "-c", "exit 3") == 0
    assert capsys.readouterr().out == "job-1-t0-s0.ab12 astropy__astropy-12907 3 ended\n"


def test_a_command_past_its_time_limit_is_killed_with_its_process_group(
    gateway: FakeGateway, tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    serve(gateway, grant())
    pid_file = tmp_path / "child.pid"
    started = time.monotonic()
    assert run(gateway, "--timeout-s", "0.5", "--", "sh", "-c", f"sleep 30 & echo $! > {pid_file}; wait") == 0
    assert time.monotonic() - started < 10
    assert capsys.readouterr().out == "job-1-t0-s0.ab12 astropy__astropy-12907 timeout completed\n"
    assert not alive(int(pid_file.read_text()))


def alive(pid: int, within_s: float = 5.0) -> bool:
    """Whether `pid` still runs after `within_s` (a zombie awaiting its reaper counts as gone)."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError):
            return False
        if state == "Z":
            return False
        time.sleep(0.05)
    return True


def test_limit_stops_after_that_many_sessions(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    serve(gateway, grant("job-1-t0-s0.a1"), grant("job-1-t1-s0.b2"))
    assert run(gateway, "--limit", "1", "--", "true") == 0
    assert capsys.readouterr().out.splitlines() == ["job-1-t0-s0.a1 astropy__astropy-12907 0 completed"]
    assert gateway.paths().count(f"POST {NEXT}") == 1


def test_a_session_whose_reset_fails_is_finished_without_running_the_command(
    gateway: FakeGateway, tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    serve(gateway, grant())
    gateway.on("POST", "/v1/sessions/job-1-t0-s0.ab12/env/reset",
               httpx.Response(503, json=error_body("unavailable", "the runner stopped")))
    assert run(gateway, "--", "touch", str(tmp_path / "ran")) == 0
    captured = capsys.readouterr()
    assert captured.out == "job-1-t0-s0.ab12 astropy__astropy-12907 - completed\n"
    assert "warning: session job-1-t0-s0.ab12: the runner stopped" in captured.err
    assert not (tmp_path / "ran").exists()


def test_a_command_that_cannot_start_stops_the_driver_after_finishing_its_session(
    gateway: FakeGateway, capsys: pytest.CaptureFixture[str]
):
    serve(gateway, grant("job-1-t0-s0.a1"), grant("job-1-t1-s0.b2"))
    assert run(gateway, "--", "/nonexistent/agent", "{task}") == 2
    captured = capsys.readouterr()
    assert captured.out == "job-1-t0-s0.a1 astropy__astropy-12907 - completed\n"
    assert captured.err.startswith("error: [Errno 2] No such file or directory")
    assert gateway.paths().count(f"POST {NEXT}") == 1


@pytest.mark.parametrize("argv", [
    pytest.param(["--concurrency", "0", "--", "true"], id="concurrency"),
    pytest.param(["--timeout-s", "0", "--", "true"], id="timeout"),
])
def test_bad_options_are_errors(gateway: FakeGateway, argv: list[str], capsys: pytest.CaptureFixture[str]):
    assert run(gateway, *argv) == 2
    assert capsys.readouterr().err.startswith("error: --concurrency must be at least 1")
    assert gateway.requests == []


def test_the_session_key_is_never_printed(gateway: FakeGateway, capsys: pytest.CaptureFixture[str]):
    serve(gateway, grant(), finish=httpx.Response(409, json=error_body("conflict", "not now")))
    assert run(gateway, "--", "true") == 0
    captured = capsys.readouterr()
    assert "error: not now" in captured.out
    assert SESSION_KEY not in captured.out + captured.err


def test_an_interrupt_kills_the_commands_running_and_finishes_their_sessions(
    gateway: FakeGateway, capsys: pytest.CaptureFixture[str]
):
    serve(gateway, grant())

    def interrupt(request: httpx.Request) -> httpx.Response:
        raise KeyboardInterrupt

    gateway.on("POST", NEXT, httpx.Response(200, json={"session": grant()}), interrupt)
    started = time.monotonic()
    assert run(gateway, "--concurrency", "2", "--", "sleep", "30") == 130
    assert time.monotonic() - started < 10
    assert capsys.readouterr().out == "job-1-t0-s0.ab12 astropy__astropy-12907 -9 completed\n"
