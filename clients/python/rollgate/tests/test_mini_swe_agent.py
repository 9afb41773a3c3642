"""rollgate.harnesses.mini_swe_agent against a fake session: the env over httpx's MockTransport,
the model through litellm to a local HTTP server (no network)."""

import asyncio
import json
import os
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest

# Before litellm is imported: it fetches its price list from GitHub at import unless told not to
# (and mini prints a banner).
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("MSWEA_SILENT_STARTUP", "1")
pytest.importorskip("minisweagent")

import litellm
from minisweagent.environments.local import LocalEnvironment
from minisweagent.exceptions import Submitted
from minisweagent.models import get_model
from minisweagent.models.litellm_model import LitellmModel

from rollgate import NotFound
from rollgate.harnesses.mini_swe_agent import SessionEnvironment, SessionModel

from .fakes import BASE_URL, SESSION_KEY, FakeGateway, body, error_body

pytestmark = pytest.mark.filterwarnings("ignore:.*ReadOnly.*:UserWarning")  # litellm's models, as it imports them

SESSION = "/v1/sessions/job-1-t0-s0.ab12"
SESSION_URL = BASE_URL + SESSION
RESET = {"observation": "the issue", "actions": [], "info": {"problem_statement": "the issue", "workdir": "/testbed"}}
PATCH = "diff --git a/x.py b/x.py\n--- a/x.py\n+++ b/x.py\n@@ -1 +1 @@\n-a\n+b\n"


@pytest.fixture(autouse=True)
def session_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROLLGATE_SESSION_URL", SESSION_URL)
    monkeypatch.setenv("ROLLGATE_SESSION_KEY", SESSION_KEY)


def step(observation: str, done: bool = False, **info: Any) -> httpx.Response:
    return httpx.Response(200, json={"observation": observation, "reward": 0.0, "done": done, "actions": [],
                                     "info": {"tool": "bash", **info}})


def environment(gateway: FakeGateway, *steps: httpx.Response, **config: Any) -> SessionEnvironment:
    gateway.on("POST", f"{SESSION}/env/reset", httpx.Response(200, json=RESET))
    gateway.on("POST", f"{SESSION}/env/step", *steps)
    return SessionEnvironment(transport=httpx.MockTransport(gateway), **config)


def actions(gateway: FakeGateway) -> list[Any]:
    """The actions stepped, decoded; "reset" for a reset."""
    return [json.loads(body(r)["action"]) if r.url.path.endswith("/step") else "reset" for r in gateway.requests]


FAILED = "An error occurred while executing the command: "


@pytest.mark.parametrize(("answer", "expected"), [
    pytest.param(step("exit code 3\nTraceback\nValueError\n", exit_code=3, timed_out=False),
                 {"output": "Traceback\nValueError\n", "returncode": 3, "exception_info": ""}, id="exit-code-3"),
    pytest.param(step("exit code 0 (no output)", exit_code=0, timed_out=False),
                 {"output": "", "returncode": 0, "exception_info": ""}, id="no-output"),
    pytest.param(step("timed out after 5 s: the command was killed\nstarted\n", exit_code=None, timed_out=True),
                 {"output": "started\n", "returncode": -1,
                  "exception_info": FAILED + "timed out after 5 s: the command was killed",
                  "extra": {"exception_type": "TimeoutExpired", "exception": "timed out after 5 s: the command was "
                            "killed"}}, id="timeout"),
    pytest.param(step("killed by SIGKILL (no output)", exit_code=None, timed_out=False),
                 {"output": "", "returncode": -1, "exception_info": FAILED + "killed by SIGKILL",
                  "extra": {"exception_type": "Killed", "exception": "killed by SIGKILL"}}, id="killed"),
    pytest.param(httpx.Response(200, json={"observation": "Error: the command is too long", "reward": 0.0,
                                           "done": False, "info": {"error": "the command is too long"}}),
                 {"output": "", "returncode": -1, "exception_info": FAILED + "Error: the command is too long"},
                 id="refused"),
])  # fmt: skip
def test_a_command_answers_as_local_environment_shapes_it(gateway: FakeGateway, answer: httpx.Response,
                                                          expected: dict[str, Any]):
    env = environment(gateway, answer)
    assert env.execute({"command": "python -m pytest"}) == expected


def test_the_env_is_reset_once_and_commands_run_in_cwd_with_their_timeout(gateway: FakeGateway):
    env = environment(gateway, step("exit code 0 (no output)", exit_code=0), cwd="/testbed", request_timeout_s=10)
    env.execute({"command": "ls -la"})
    env.execute({"command": "sleep 100"}, cwd="/tmp", timeout=120)
    assert actions(gateway) == [
        "reset",
        {"name": "bash", "arguments": {"command": "cd /testbed && ls -la", "timeout": 60}},
        {"name": "bash", "arguments": {"command": "cd /tmp && sleep 100", "timeout": 120}},
    ]
    assert all(r.headers["Authorization"] == f"Bearer {SESSION_KEY}" for r in gateway.requests)
    timeouts = [r.extensions["timeout"] for r in gateway.requests]
    assert [(t["connect"], t["read"]) for t in timeouts] == [(10, 10), (10, 90), (10, 150)]


def test_a_reset_the_driver_did_is_fine_and_other_refusals_are_raised(gateway: FakeGateway):
    env = environment(gateway, step("exit code 0 (no output)", exit_code=0))
    gateway.on("POST", f"{SESSION}/env/reset", httpx.Response(409, json=error_body("reset", "reset already")))
    assert env.execute({"command": "true"})["returncode"] == 0

    ended = environment(gateway)
    gateway.on("POST", f"{SESSION}/env/reset", httpx.Response(404, json=error_body("session_ended", "it ended")))
    with pytest.raises(NotFound, match="it ended"):
        ended.execute({"command": "true"})


def submitted(output: dict[str, Any]) -> tuple[dict[str, Any], ...]:
    """The messages LocalEnvironment's Submitted carries for `output`."""
    with pytest.raises(Submitted) as local:
        LocalEnvironment()._check_finished(output)
    return local.value.messages


def test_the_sentinel_submits_the_rest_of_the_output_as_the_patch(gateway: FakeGateway):
    output = f"COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\n{PATCH}"
    env = environment(gateway, step(f"exit code 0\n{output}", exit_code=0),
                      step("Submitted: the patch is graded apart.", done=True))
    with pytest.raises(Submitted) as raised:
        env.execute({"command": "echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && cat patch.txt"})
    assert actions(gateway)[-1] == {"name": "submit", "arguments": {"patch": PATCH}}
    assert raised.value.messages == submitted({"output": output, "returncode": 0})
    assert raised.value.messages[0]["extra"]["submission"] == PATCH


def test_a_patch_cut_by_the_env_is_not_submitted_the_working_tree_is(gateway: FakeGateway):
    cut = f"COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\n{PATCH}\n[output truncated: the first 160 of 200 bytes are shown]"
    env = environment(gateway, step(f"exit code 0\n{cut}", exit_code=0), step("Submitted.", done=True))
    with pytest.raises(Submitted):
        env.execute({"command": "echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && cat patch.txt"})
    assert actions(gateway)[-1] == {"name": "submit", "arguments": {}}


def test_the_sentinel_of_a_failed_command_submits_nothing(gateway: FakeGateway):
    env = environment(gateway, step(f"exit code 1\nCOMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\n{PATCH}", exit_code=1))
    assert env.execute({"command": "false"})["returncode"] == 1
    assert len(actions(gateway)) == 2


def test_an_episode_the_env_ended_otherwise_is_submitted_with_nothing(gateway: FakeGateway):
    env = environment(gateway, step("exit code 0\nok\nthe step limit is reached", done=True, exit_code=0))
    with pytest.raises(Submitted) as raised:
        env.execute({"command": "ls"})
    assert raised.value.messages == ({"role": "exit", "content": "exit code 0\nok\nthe step limit is reached",
                                      "extra": {"exit_status": "Submitted", "submission": ""}},)


def test_template_vars_and_the_saved_config_hold_no_credential(gateway: FakeGateway,
                                                              monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SOME_HOST_VARIABLE", "host-only")
    env = environment(gateway, cwd="/testbed")
    template_vars = env.get_template_vars(task="fix it")
    assert template_vars == {"base_url": SESSION_URL, "cwd": "/testbed", "timeout": 60, "request_timeout_s": 30.0,
                             "task": "fix it"}
    assert SESSION_KEY not in json.dumps(env.serialize()) + repr(env.config)


def test_an_environment_without_a_session_is_refused(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("ROLLGATE_SESSION_KEY")
    with pytest.raises(ValueError, match="no session: set ROLLGATE_SESSION_URL and ROLLGATE_SESSION_KEY"):
        SessionEnvironment()
    assert SessionEnvironment(api_key="given").config.base_url == SESSION_URL


def test_the_model_defaults_to_the_session():
    model = SessionModel()
    assert model.config.model_name == "openai/rollgate-policy"
    assert model.config.model_kwargs == {"api_base": SESSION_URL, "api_key": SESSION_KEY, "max_retries": 0}
    assert model.config.cost_tracking == "ignore_errors"
    given = SessionModel(model_name="openai/other", model_kwargs={"api_base": "http://elsewhere/v1", "max_retries": 2,
                                                                  "drop_params": True})
    assert given.config.model_kwargs == {"api_base": "http://elsewhere/v1", "api_key": SESSION_KEY, "max_retries": 2,
                                         "drop_params": True}


def test_mini_builds_the_model_from_its_config_and_nothing_shows_the_key():
    model = get_model(config={"model_class": "rollgate.harnesses.mini_swe_agent.SessionModel",
                              "model_name": "openai/rollgate-policy", "model_kwargs": {"parallel_tool_calls": True}})
    assert isinstance(model, SessionModel)
    assert model.config.model_kwargs["api_key"] == SESSION_KEY
    assert SESSION_KEY not in json.dumps(model.serialize()) + repr(model.get_template_vars())


def test_requests_the_session_refuses_or_cannot_serve_abort_and_others_are_retried():
    aborted = [litellm.exceptions.BadRequestError, litellm.exceptions.ContextWindowExceededError,
               litellm.exceptions.ServiceUnavailableError, litellm.exceptions.APIError, *LitellmModel.abort_exceptions]
    assert all(issubclass(error, tuple(SessionModel.abort_exceptions)) for error in aborted)
    retried = [litellm.exceptions.Timeout, litellm.exceptions.RateLimitError, litellm.exceptions.APIConnectionError,
               litellm.exceptions.InternalServerError, litellm.exceptions.BadGatewayError]
    assert not any(issubclass(error, tuple(SessionModel.abort_exceptions)) for error in retried)


class Policy(ThreadingHTTPServer):
    """A session's chat completions: answers in turn, and what each request carried."""

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), PolicyHandler)
        self.answers: list[tuple[int, dict[str, Any]]] = []
        self.seen: list[tuple[str, str, dict[str, Any]]] = []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}{SESSION}"


class PolicyHandler(BaseHTTPRequestHandler):
    server: Policy

    def do_POST(self) -> None:
        payload = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.seen.append((self.path, self.headers["Authorization"], payload))
        status, answer = self.server.answers.pop(0)
        data = json.dumps(answer).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def litellm_loop() -> Iterator[None]:
    """litellm's sync completion makes an event loop the thread's own (`asyncio.get_event_loop`
    on a thread without one, Python 3.11) and leaves it open, its socket pair to the garbage
    collector and a later test's ResourceWarning: closed after the test, the thread's loop set back.
    (The policy's thread-local `_local._loop` is the only way to see the thread's loop without
    making one.)"""
    policy = asyncio.get_event_loop_policy()
    before = policy._local._loop  # type: ignore[attr-defined]
    yield
    left = policy._local._loop  # type: ignore[attr-defined]
    if left is not before and left is not None and not left.is_running():
        left.close()
        asyncio.set_event_loop(before)


@pytest.fixture
def policy(monkeypatch: pytest.MonkeyPatch, litellm_loop: None) -> Iterator[Policy]:
    server = Policy()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    monkeypatch.setenv("ROLLGATE_SESSION_URL", server.url)
    monkeypatch.setenv("MSWEA_MODEL_RETRY_STOP_AFTER_ATTEMPT", "2")  # bounded, should a retry happen
    yield server
    server.shutdown()
    server.server_close()


COMPLETION = {"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "rollgate-policy",
              "choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
                  "role": "assistant", "content": "Let me look.", "tool_calls": [{
                      "id": "call-1", "type": "function",
                      "function": {"name": "bash", "arguments": json.dumps({"command": "ls"})}}]}}],
              "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}


def test_the_model_asks_the_session_with_its_key(policy: Policy):
    policy.answers.append((200, COMPLETION))
    message = SessionModel().query([{"role": "user", "content": "fix it"}])
    assert message["extra"]["actions"] == [{"command": "ls", "tool_call_id": "call-1"}]
    ((path, authorization, payload),) = policy.seen
    assert (path, authorization) == (f"{SESSION}/chat/completions", f"Bearer {SESSION_KEY}")
    assert (payload["model"], payload["tools"][0]["function"]["name"]) == ("rollgate-policy", "bash")


@pytest.mark.parametrize(("status", "error", "expected"), [
    pytest.param(400, error_body("context_length_exceeded", "This model's maximum context length is 8192 tokens"),
                 litellm.exceptions.ContextWindowExceededError, id="context-too-long"),
    pytest.param(400, error_body("invalid_request_error", "messages: bad role"), litellm.exceptions.BadRequestError,
                 id="bad-request"),
    pytest.param(503, error_body("unavailable", "the runner stopped"), litellm.exceptions.ServiceUnavailableError,
                 id="runner-gone"),
    pytest.param(403, error_body("max_turns", "the turn budget is spent"), litellm.exceptions.APIError,
                 id="max-turns"),  # litellm maps no 403 of the openai route to PermissionDeniedError
    pytest.param(409, error_body("conflict", "the env is done"), litellm.exceptions.APIError, id="conflict"),
    pytest.param(404, error_body("session_ended", "the session has ended"), litellm.exceptions.NotFoundError,
                 id="ended"),
])  # fmt: skip
def test_a_refusal_of_the_session_is_raised_at_once(policy: Policy, status: int, error: dict[str, Any],
                                                    expected: type[Exception]):
    policy.answers.append((status, error))
    with pytest.raises(expected):
        SessionModel().query([{"role": "user", "content": "fix it"}])
    assert len(policy.seen) == 1
