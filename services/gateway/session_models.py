"""Wire models of the session routes (docs/agents.md): OpenAI's Chat Completions subset an external
agent speaks, the env and finish requests, and the grant a job's owner obtains. HTTP only (an
OpenAI client speaks HTTP); bad input is 400, as OpenAI answers it (`InvalidRequest`)."""

from __future__ import annotations

import math
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from services.common.errors import Conflict, InvalidArgument, NotFound, PermissionDenied

MAX_MESSAGES = 10_000


class InvalidRequest(InvalidArgument):
    """Bad input to a session route: 400, as OpenAI's API answers it (the SDK's BadRequestError)."""

    http_status, code = 400, "invalid_request_error"
    summary = "bad input: `error.field` names the field (OpenAI's 400)"

    def body(self) -> dict[str, dict[str, str]]:
        return _openai(super().body(), "invalid_request_error", self.field)


class SessionConflict(Conflict):
    summary = "the session cannot do that now: its env is not reset yet, reset already, or done"

    def body(self) -> dict[str, dict[str, str]]:
        return _openai(super().body(), "conflict", self.field)


class SessionEnded(NotFound):
    """A request to a session that has ended: 404, which no OpenAI SDK or harness retries (a 409
    would be retried by the SDK, and mini-swe-agent retries all but a few statuses for minutes)."""

    code = "session_ended"
    summary = "the session has ended (`error.code` session_ended; the message says how)"

    def body(self) -> dict[str, dict[str, str]]:
        return _openai(super().body(), "invalid_request_error", self.field)


class TurnsSpent(PermissionDenied):
    """A chat completion past the session's `max_turns`: 403, not retried by OpenAI's SDK nor by
    harnesses on litellm; the session stays open for its env's steps and finish."""

    code = "max_turns"
    summary = "the session's turn budget (max_turns) is spent: finish it"

    def body(self) -> dict[str, dict[str, str]]:
        return _openai(super().body(), "permission_error", self.field)


def _openai(body: dict[str, dict[str, str]], kind: str, field: str) -> dict[str, dict[str, str]]:
    """The gateway's error body with OpenAI's `type` and `param` beside it (the SDK reads them)."""
    return {"error": {**body["error"], "type": kind, "param": field}}


class ChatCompletionRequest(BaseModel):
    """OpenAI's chat completion request, the fields a session uses; others (user, seed, ...) are ignored."""

    model_config = ConfigDict(extra="ignore")

    messages: list[dict[str, Any]] = Field(min_length=1, max_length=MAX_MESSAGES)
    model: str = Field("", max_length=256, description="Accepted and echoed: the session's policy answers.")
    tools: list[dict[str, Any]] | None = Field(None, max_length=128)
    tool_choice: Literal["none", "auto", "required"] | dict[str, Any] | None = None
    stop: str | Annotated[list[str], Field(max_length=16)] | None = None
    temperature: float | None = Field(None, ge=0.0, le=2.0)
    top_p: float | None = Field(None, gt=0.0, le=1.0)
    max_tokens: int | None = Field(None, ge=1, le=131072)
    max_completion_tokens: int | None = Field(None, ge=1, le=131072)
    n: int | None = Field(None, description="1 only: a session samples one completion per request.",
                          json_schema_extra={"minimum": 1, "maximum": 1})
    stream: bool | None = False
    stream_options: dict[str, Any] | None = None

    @field_validator("n")
    @classmethod
    def _one(cls, n: int | None) -> int | None:
        if n not in (None, 1):
            raise ValueError("only n=1 is supported: a session samples one completion per request")
        return n

    def forwarded(self) -> dict[str, Any]:
        """What the runner needs of the request (not stream or model: the gateway answers those)."""
        return self.model_dump(exclude={"model", "stream", "stream_options", "n"}, exclude_none=True)


class FunctionCall(BaseModel):
    name: str
    arguments: str = Field(description="The arguments as a JSON string, as the model wrote them.")


class ToolCall(BaseModel):
    id: str
    type: Literal["function"] = "function"
    function: FunctionCall


class AssistantMessage(BaseModel):
    role: Literal["assistant"] = "assistant"
    content: str | None
    reasoning: str | None = Field(None, description="The model's reasoning, which the deployment's reasoning parser "
                                  "(vLLM's, ROLLGATE_REASONING_PARSER) read apart from `content`, as vLLM's server "
                                  "answers it; null without a reasoning parser.")
    tool_calls: list[ToolCall] | None = None


class Choice(BaseModel):
    index: int = 0
    message: AssistantMessage
    finish_reason: str = Field(description="stop, length or tool_calls.")
    logprobs: None = None


class Usage(BaseModel):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int


class ChatCompletion(BaseModel):
    """OpenAI's chat completion (one choice)."""

    id: str
    object: Literal["chat.completion"] = "chat.completion"
    created: int
    model: str
    choices: list[Choice]
    usage: Usage


class EnvStepRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: str = Field(max_length=1_000_000, description="The action, as the env reads it (e.g. a countdown "
                        "answer, a search query in the env's action format).")


class EnvReset(BaseModel):
    observation: str
    actions: list[str] = Field(default_factory=list, description="The actions the env accepts now, if it lists them.")
    info: dict[str, Any] = Field(default_factory=dict, description=(
        "What the env tells the agent besides the observation (swe: problem_statement, workdir, repo, ...)."))


class EnvStep(BaseModel):
    observation: str
    reward: float
    done: bool
    actions: list[str] = Field(default_factory=list)
    info: dict[str, Any] = Field(default_factory=dict)


class FinishRequest(BaseModel):
    """How the session ends. `reward`, `status` and `info` only for a job of env `external`
    (the agent's own environment): a Rollgate env's reward is the env's."""

    model_config = ConfigDict(extra="forbid")

    reward: float | None = Field(None, description="The episode's reward (env external only).")
    status: Literal["completed", "truncated"] | None = Field(None, description="completed (default) or truncated.")
    info: dict[str, Any] | None = Field(None, description="Recorded as the trajectory's info (env external only).")

    @field_validator("reward")
    @classmethod
    def _finite(cls, reward: float | None) -> float | None:
        if reward is not None and not math.isfinite(reward):
            raise ValueError("the reward must be a finite number")
        return reward


class Finished(BaseModel):
    status: str = Field(description="The status the episode ends with, unless grading finds otherwise.")
    reward: float


class NextSessionRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    wait_s: float = Field(10.0, ge=0.0, le=30.0, description="How long to wait for a session to open.")


class SessionGrant(BaseModel):
    """A session of an external agent's job, for its agent: point an OpenAI client at `base_url`
    with `api_key`. The credential is shown once and acts on this session only."""

    session_id: str
    api_key: str = Field(description="The session's credential (a bearer token for its routes only).")
    base_url: str = Field(description="The session's OpenAI base URL: .../v1/sessions/{session_id}.")
    path: str = Field(description="The same, as a path on the gateway.")
    job_id: str
    trajectory_id: str
    env: str = Field(description="The job's env; `external`: the agent's own, ended with finish.")
    task: dict[str, Any] = Field(description="The episode's task: its id and data.")
    idle_timeout_s: float
    max_turns: int = Field(description="Chat completions the session may ask for.")


class NextSession(BaseModel):
    session: SessionGrant | None = Field(description="None when no session opened within wait_s.")
