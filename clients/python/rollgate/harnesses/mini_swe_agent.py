"""mini-swe-agent on a Rollgate session: its shell commands run in the session's `swe` env, its
model is the session's policy (docs/agents.md, "Sessions").

Importable only where mini-swe-agent (and so litellm) is installed; `import rollgate` never
imports it. Name the classes in mini's config, and let `rollgate sessions run` give each run its
session (ROLLGATE_SESSION_URL and ROLLGATE_SESSION_KEY) and task::

    MSWEA_CONFIGURED=1 rollgate sessions run JOB --concurrency 8 --logs logs -- \\
        mini --agent-class default -c swebench.yaml -m openai/rollgate-policy \\
        -c environment.environment_class=rollgate.harnesses.mini_swe_agent.SessionEnvironment \\
        -c model.model_class=rollgate.harnesses.mini_swe_agent.SessionModel \\
        -t {task} -o trajectories/{session_id}.traj.json

mini takes the model's name from `-m` (or its config, or $MSWEA_MODEL_NAME) before it builds the
model, so SessionModel's own default name applies only where it is built directly.
"""

from __future__ import annotations

import json
import os
import re
import shlex
from typing import Any, Literal, NoReturn

import httpx
import litellm
from minisweagent.exceptions import Submitted
from minisweagent.models.litellm_model import LitellmModel, LitellmModelConfig
from pydantic import BaseModel, Field, model_validator

from rollgate._exceptions import Conflict
from rollgate._session import SessionClient

SESSION_URL, SESSION_KEY = "ROLLGATE_SESSION_URL", "ROLLGATE_SESSION_KEY"
SUBMIT_SENTINEL = "COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT"
"""The first output line with which mini's prompts have the agent submit the rest of the output."""
_TRUNCATED = re.compile(r"\n\[output truncated: the first \d+ of \d+ bytes are shown\]\Z")
"""What the swe env appends to an output it cut: a patch so cut cannot be applied."""
_FAILED = "An error occurred while executing the command: "


def _missing_session() -> ValueError:
    return ValueError(f"no session: set {SESSION_URL} and {SESSION_KEY} (`rollgate sessions run` does), "
                      "or the config's base_url and api_key")


class SessionEnvironmentConfig(BaseModel):
    """mini's environment config (as LocalEnvironmentConfig), for a session's env. Keys it does not
    know (swebench.yaml's `env`, `interpreter`) are ignored: the env's sandbox has its own."""

    base_url: str = Field(default_factory=lambda: os.environ.get(SESSION_URL, ""))
    api_key: str = Field(default_factory=lambda: os.environ.get(SESSION_KEY, ""), exclude=True, repr=False)
    """Left out of every dump: mini renders templates and writes trajectories from them."""
    cwd: str = ""
    """Where commands run (`cd <cwd> && <command>`); empty: the env's repository root."""
    timeout: int = 60
    """A command's limit in seconds, unless `execute` gives one (the env allows 300 at most)."""
    request_timeout_s: float = 30.0
    """Each request's limit, besides the command's own."""

    @model_validator(mode="after")
    def _session_given(self) -> SessionEnvironmentConfig:
        if not self.base_url or not self.api_key:
            raise _missing_session()
        return self


class SessionEnvironment:
    """mini's Environment protocol over the session's env: each command is one `bash` call of the
    `swe` env, its answer shaped as LocalEnvironment shapes a local run's. The env is reset on first
    use, unless the driver did it already."""

    def __init__(self, *, config_class: type[SessionEnvironmentConfig] = SessionEnvironmentConfig,
                 transport: httpx.BaseTransport | None = None, **kwargs: Any) -> None:
        self.config = config_class(**kwargs)
        self._session = SessionClient(self.config.base_url, self.config.api_key, self.config.request_timeout_s,
                                      transport)
        self._reset = False

    def execute(self, action: dict[str, Any], cwd: str = "", *, timeout: int | None = None) -> dict[str, Any]:
        """Run `action["command"]`; raises mini's `Submitted` once the episode is over: when the output
        starts with SUBMIT_SENTINEL (the rest is submitted), or when the env ended it."""
        self._reset_once()
        cwd, timeout = cwd or self.config.cwd, timeout or self.config.timeout
        command = f"cd {shlex.quote(cwd)} && {action.get('command', '')}" if cwd else action.get("command", "")
        step = self._step({"name": "bash", "arguments": {"command": command, "timeout": timeout}}, timeout)
        output = _output(step)
        patch = _submission(output)
        if patch is not None:
            self._submit(patch)
        if step.get("done"):
            _exit(str(step.get("observation", "")), "")
        return output

    def get_template_vars(self, **kwargs: Any) -> dict[str, Any]:
        """The config (without the credential) and `kwargs`; unlike LocalEnvironment's, not
        os.environ, which holds the credential too."""
        return {**self.config.model_dump(), **kwargs}

    def serialize(self) -> dict[str, Any]:
        environment_type = f"{type(self).__module__}.{type(self).__name__}"
        return {"info": {"config": {"environment": self.config.model_dump(mode="json"),
                                    "environment_type": environment_type}}}

    def _reset_once(self) -> None:
        if self._reset:
            return
        try:
            self._session.reset()
        except Conflict as exc:
            if exc.code != "reset":
                raise
        self._reset = True

    def _submit(self, patch: str) -> NoReturn:
        """Submit `patch` to be graded, or the working tree's diff if the env cut the output (a cut
        patch cannot apply); then end mini's run."""
        self._step({"name": "submit", "arguments": {} if _TRUNCATED.search(patch) else {"patch": patch}})
        _exit(patch, patch)

    def _step(self, call: dict[str, Any], wait_s: float = 0.0) -> dict[str, Any]:
        return self._session.step(json.dumps(call), wait_s)


def _output(step: dict[str, Any]) -> dict[str, Any]:
    """A bash step's answer as LocalEnvironment's result: the output without the status line, the
    exit code (-1 when the command was killed or timed out, or did not run), and why it failed."""
    observation, info = str(step.get("observation", "")), step.get("info") or {}
    if "exit_code" not in info:  # the env refused the call: nothing ran
        return {"output": "", "returncode": -1, "exception_info": _FAILED + observation}
    status, _, output = observation.partition("\n")
    code = info["exit_code"]
    if isinstance(code, int) and not info.get("timed_out"):
        return {"output": output, "returncode": code, "exception_info": ""}
    status = status.removesuffix(" (no output)")
    kind = "TimeoutExpired" if info.get("timed_out") else "Killed"
    return {"output": output, "returncode": -1, "exception_info": _FAILED + status,
            "extra": {"exception_type": kind, "exception": status}}


def _submission(output: dict[str, Any]) -> str | None:
    """What the agent submits, as LocalEnvironment._check_finished reads it; None if it does not."""
    lines = str(output["output"]).lstrip().splitlines(keepends=True)
    if lines and lines[0].strip() == SUBMIT_SENTINEL and output["returncode"] == 0:
        return "".join(lines[1:])
    return None


def _exit(content: str, submission: str) -> NoReturn:
    """Raise mini's Submitted with the exit message LocalEnvironment gives it."""
    raise Submitted({"role": "exit", "content": content,
                     "extra": {"exit_status": "Submitted", "submission": submission}})


class SessionModelConfig(LitellmModelConfig):
    """LitellmModelConfig for a session's policy: litellm's OpenAI-compatible route to the session,
    no retries of the openai SDK's own, and no price (a session's model has none)."""

    model_name: str = "openai/rollgate-policy"
    model_kwargs: dict[str, Any] = Field(default_factory=dict)
    cost_tracking: Literal["default", "ignore_errors"] = "ignore_errors"

    @model_validator(mode="after")
    def _session_kwargs(self) -> SessionModelConfig:
        """`api_base`, `api_key` (from the environment) and `max_retries: 0` unless given."""
        defaults = {"api_base": os.environ.get(SESSION_URL, ""), "api_key": os.environ.get(SESSION_KEY, ""),
                    "max_retries": 0}
        self.model_kwargs = {**defaults, **self.model_kwargs}
        if not self.model_kwargs["api_base"] or not self.model_kwargs["api_key"]:
            raise _missing_session()
        return self


class SessionModel(LitellmModel):
    """LitellmModel on the session's chat completions. A 400 is the request's fault (a context too
    long among them), a 503 means the session's runner is gone, and a status litellm does not map
    (its APIError: the session's 403 `max_turns`, its 409s) means the session will not answer:
    retrying any of them for minutes helps none, so they abort the run, as mini's own list does for
    401 and 404. Timeouts, rate limits and other server errors are still retried. The credential
    stays out of template variables and the serialized config."""

    abort_exceptions = [
        *LitellmModel.abort_exceptions,
        litellm.exceptions.BadRequestError,
        litellm.exceptions.ServiceUnavailableError,
        litellm.exceptions.APIError,
    ]

    def __init__(self, *, config_class: type[SessionModelConfig] = SessionModelConfig, **kwargs: Any) -> None:
        super().__init__(config_class=config_class, **kwargs)

    def get_template_vars(self, **kwargs: Any) -> dict[str, Any]:
        return self._public_config()

    def serialize(self) -> dict[str, Any]:
        data: dict[str, Any] = super().serialize()
        data["info"]["config"]["model"] = self._public_config(mode="json")
        return data

    def _public_config(self, mode: Literal["python", "json"] = "python") -> dict[str, Any]:
        config: dict[str, Any] = self.config.model_dump(mode=mode)
        config["model_kwargs"] = {k: v for k, v in config["model_kwargs"].items() if k != "api_key"}
        return config
