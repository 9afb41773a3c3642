"""Wire models: the pydantic mirror of proto/rollgate/v1/*.proto.

The proto files are the source of truth; every model here has the same field names and is
checked against its proto message by a round-trip test. HTTP speaks these models as JSON.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationInfo, field_validator, model_validator

from rollgate._regex import MAX_REGEX_LENGTH, MAX_REPEAT_COUNT, check_regex

MAX_VERSION = 2**63 - 1
"""Policy versions are int64 in the proto: a larger one would fail every gRPC read of the policy
and of the trajectories stamped with it."""

_PORT = "0*(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4})"
_LABEL = "[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?"
WORKER_URL_PATTERN = rf"^https?://{_LABEL}(\.{_LABEL})*(:{_PORT})?(/[A-Za-z0-9._~%!$&'()*+,;=:@/-]*)?$"
"""An inference worker's URL: plain http(s) to a host name or IPv4 address, an optional port and
path; no credentials, query or fragment. The gateway may refuse hosts besides (its worker_hosts
setting, link-local metadata addresses)."""


class _Wire(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=False)


class _Request(_Wire):
    """A request body: its JSON types as the schema says (no 0 for false, no "3" or true for 3).
    The gRPC router validates with strict=False: proto3 JSON writes int64 as a string, and the
    proto has typed every field already."""

    model_config = ConfigDict(extra="forbid", frozen=False, strict=True)

    @model_validator(mode="before")
    @classmethod
    def _integral_floats(cls, data: Any) -> Any:
        """JSON Schema's integers include 3.0: an integer field takes it as 3 (strict mode would not)."""
        if not isinstance(data, dict):
            return data
        ints = {name for name, field in cls.model_fields.items() if field.annotation in (int, int | None)}
        return {key: int(value) if key in ints and isinstance(value, float) and value.is_integer() else value
                for key, value in data.items()}


class EpisodeStatus(StrEnum):
    """How an episode ended; independent of its reward."""

    COMPLETED = "completed"
    TRUNCATED = "truncated"
    ENV_ERROR = "env_error"
    INFRA_ERROR = "infra_error"
    TIMEOUT = "timeout"
    CANCELLED = "cancelled"

    @property
    def usable(self) -> bool:
        """Whether a trainer can learn from the episode (its reward means something)."""
        return self in (EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED)


class CausedBy(StrEnum):
    """Whose doing it was that an episode failed or ended short of its own end (`status_reason`
    says how). The agent's doing never makes an episode unusable: it ends `completed` or
    `truncated` with reward 0. Rollgate's (`infrastructure`: the env itself, a sandbox, a worker,
    a stage's timeout) ends it `env_error`, `infra_error` or `timeout`, which a trainer drops."""

    NONE = ""
    """Nothing failed: the env ended the episode, or the turn or token budget, or a cancel did."""
    AGENT = "agent"
    INFRASTRUCTURE = "infrastructure"


class JobState(StrEnum):
    QUEUED = "queued"
    RUNNING = "running"
    COMPLETED = "completed"
    CANCELLED = "cancelled"


class SamplingParams(_Request):
    temperature: float = Field(1.0, ge=0.0, le=2.0)
    top_p: float = Field(1.0, gt=0.0, le=1.0)
    top_k: int = Field(-1, ge=-1)
    max_tokens: int = Field(256, ge=1, le=131072, description="Tokens generated per turn at most.")
    stop: list[str] = Field(default_factory=list, max_length=16)
    regex: str = Field("", json_schema_extra={"maxLength": MAX_REGEX_LENGTH}, description=(
        "Constrain every turn's output to match this regular expression (the worker's structured outputs), "
        "e.g. an env's action format (a session's turns too, unless the request forces a tool call); empty: free. "
        f"At most {MAX_REGEX_LENGTH} characters, no unbounded "
        f"quantifier nested in another, repetition counts up to {MAX_REPEAT_COUNT}."))
    constrain_actions: bool = Field(False, description=(
        "Constrain every turn's output to one of the actions the env lists as available (ALFWorld's admissible "
        "commands, WebShop's search box and clickables), written in its agent's action format (structured "
        "outputs); free text where the env lists none. The syntax of an action, never which one: the policy "
        "still chooses. Not with `regex`."))

    @field_validator("regex")
    @classmethod
    def _bounded(cls, regex: str) -> str:
        check_regex(regex)
        return regex

    @model_validator(mode="after")
    def _one_constraint(self) -> SamplingParams:
        if self.regex and self.constrain_actions:
            raise ValueError("sampling.regex and sampling.constrain_actions both constrain every turn: set one")
        return self


class Timeouts(_Request):
    episode_s: float = Field(600.0, gt=0, le=86400)
    generate_s: float = Field(120.0, gt=0, le=3600, description="One inference call.")
    env_step_s: float = Field(60.0, gt=0, le=3600, description="One env reset or step.")


class Task(_Request):
    """A task: an id from the environment's task set, or an inline spec in `data`."""

    model_config = ConfigDict(json_schema_extra={"anyOf": [
        {"required": ["id"], "properties": {"id": {"minLength": 1}}},
        {"required": ["data"], "properties": {"data": {"minProperties": 1}}},
    ]})

    id: str = Field("", max_length=256)
    data: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _id_or_data(self) -> Task:
        if not self.id and not self.data:
            raise ValueError("a task needs an id or inline data")
        return self


LINEAGE_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"
"""A lineage's name: the trainer's run, e.g. `countdown-grpo-seed0`."""


class GresoParams(_Request):
    """GRESO's pre-rollout filter (docs/sampling.md): a task whose latest `z` groups in a row had
    no reward spread is skipped with probability min(1 - explore**z, 1 - min_explore); a task
    never seen, or whose latest group had a spread, is never skipped."""

    explore: float = Field(0.5, gt=0.0, lt=1.0, description="Chance a task with one group without spread is "
                           "still played; each further such group in a row multiplies it by this again.")
    min_explore: float = Field(0.1, gt=0.0, le=1.0, description="The floor of that chance: however long a task "
                               "has had no spread, it is re-explored at this rate.")


class MoppsParams(_Request):
    """MoPPS's Bayesian task selection (docs/sampling.md): each candidate's success rate is sampled
    from its Beta posterior (prior Beta(1, 1), evidence decayed by `decay` per policy version of
    age) and the `count` candidates whose samples are closest to `target` are drawn."""

    target: float = Field(0.5, gt=0.0, lt=1.0, description="The success rate the drawn tasks are chosen toward.")
    decay: float = Field(0.9, gt=0.0, le=1.0, description="Weight of a group's evidence per policy version "
                         "between the version it was played at and the current one (1: no decay).")
    pool: int = Field(4, ge=1, le=64, description="Candidates: the first `pool` x `count` tasks of the uniform "
                      "draw (or as many as the split has left).")


DYNAMIC_MAX_EXTRA_TASKS = 10_000
"""The hard cap of a dynamic draw's extra tasks."""


class DynamicParams(_Request):
    """DAPO's dynamic sampling, done by the service (docs/sampling.md): while the job holds fewer than
    `count` complete groups with a reward spread, each group that completes without one is replaced
    by the next task of the draw's uniform order, at most `max_extra_tasks` times."""

    max_extra_tasks: int | None = Field(None, ge=0, le=DYNAMIC_MAX_EXTRA_TASKS, description=(
        "Tasks the job may add beyond its count; the gateway records 2 x count (at most 10,000) when none "
        "is given. Fewer may be added: the split's tasks left, the job's episode limit and the owner's "
        "queued-episode quota at admission bound them too."))


class TaskDraw(_Request):
    """`count` distinct tasks drawn from split `split` of the env's own task set, picked by `seed`:
    the same draw picks the same tasks on every gateway, so a job can be replayed.

    With a `lineage`, the job's complete groups update the lineage's per-task statistics
    (GET /v1/tasks/stats), and `strategy` greso or mopps reads them to choose the tasks
    (docs/sampling.md); uniform, the default, ignores them."""

    split: str = Field(min_length=1, max_length=64, description="A split the env lists, e.g. train.")
    count: int = Field(ge=1, le=100_000, description="Tasks to draw, without replacement: at most the split's size.")
    seed: int = Field(0, ge=0, lt=2**63, description="Picks the tasks; not the episodes' seed.")
    exclude: list[str] = Field(default_factory=list, max_length=10_000, description=(
        "Task ids of the split never drawn, e.g. the tasks a warm start was fine-tuned on; the draw "
        "picks among the rest, and a draw without them picks the same tasks as before."))
    lineage: str = Field("", max_length=128, pattern=f"^$|{LINEAGE_PATTERN}", description=(
        "The trainer's run whose per-task statistics this job's groups update and a strategy reads; "
        "empty: none. A lineage belongs to the token that submits its jobs."))
    strategy: Literal["uniform", "greso", "mopps", "dynamic"] = Field("uniform", description=(
        "How the tasks are chosen: uniform (the seed alone), greso (skip tasks whose recent groups had no "
        "reward spread), mopps (Thompson sampling toward a target success rate) or dynamic (the uniform draw, "
        "grown by further tasks until `count` groups have a reward spread); all but uniform need a lineage."))
    greso: GresoParams | None = Field(None, description="Strategy greso's parameters; the gateway records its "
                                      "defaults when none are given.")
    mopps: MoppsParams | None = Field(None, description="Strategy mopps's parameters; the gateway records its "
                                      "defaults when none are given.")
    dynamic: DynamicParams | None = Field(None, description="Strategy dynamic's parameters; the gateway records "
                                          "its defaults when none are given.")

    @property
    def extra_tasks_allowed(self) -> int:
        """Tasks a job of this draw may add beyond its count (strategy dynamic only)."""
        if self.strategy != "dynamic":
            return 0
        given = self.dynamic.max_extra_tasks if self.dynamic is not None else None
        return DYNAMIC_MAX_EXTRA_TASKS if given is None else given

    @model_validator(mode="before")
    @classmethod
    def _strategy_unset(cls, data: Any) -> Any:
        """Proto3 cannot tell an unset strategy from "": both mean uniform."""
        if isinstance(data, dict) and data.get("strategy") == "":
            return {**data, "strategy": "uniform"}
        return data


class AgentSpec(_Request):
    """The agent that plays a job's episodes (docs/agents.md).

    `kind` builtin: `name`, an installed agent (GET /v1/agents), plays inside the runner.
    `kind` external: the user's own agent plays each episode as a session over the
    OpenAI-compatible `/v1/sessions/{id}/...` routes; it pulls sessions from the job
    (POST /v1/jobs/{id}/sessions:next) or, with `callback_url`, is sent each one as it opens.
    """

    model_config = ConfigDict(json_schema_extra={"oneOf": [
        {"required": ["name"], "properties": {"kind": {"const": "builtin"}, "name": {"minLength": 1},
                                              "callback_url": {"maxLength": 0}}},
        {"required": ["kind"], "properties": {"kind": {"const": "external"}, "name": {"maxLength": 0}}},
    ]})

    kind: Literal["builtin", "external"] = Field("builtin", description="builtin: an installed agent, `name`; "
                                                 "external: the user's agent, through sessions.")
    name: str = Field("", max_length=128, pattern=r"^([A-Za-z0-9][A-Za-z0-9._-]*)?$",
                      description="The installed agent (kind builtin; required there, empty for external).")
    callback_url: str = Field("", max_length=512, pattern=f"^$|{WORKER_URL_PATTERN}", description=(
        "kind external: the runner POSTs each session (a SessionGrant) here as it opens, with bounded retries; "
        "empty: the job's owner pulls them (POST /v1/jobs/{id}/sessions:next)."))
    idle_timeout_s: float = Field(60.0, gt=0, le=3600, description=(
        "kind external: a session with no request for this long ends as `timeout` (so does one never obtained); "
        "one that played in an env graded apart (swe) is graded as it stands, `truncated`."))

    @model_validator(mode="before")
    @classmethod
    def _kind_unset(cls, data: Any) -> Any:
        """Proto3 cannot tell an unset kind from "": both mean builtin."""
        if isinstance(data, dict) and data.get("kind") == "":
            return {**data, "kind": "builtin"}
        return data

    @model_validator(mode="after")
    def _named(self) -> AgentSpec:
        if self.kind == "builtin" and not self.name:
            raise ValueError("a builtin agent needs a name (GET /v1/agents lists them)")
        if self.kind == "external" and self.name:
            raise ValueError("an external agent has no name: its sessions play the episodes")
        if self.kind == "builtin" and self.callback_url:
            raise ValueError("callback_url is for external agents only")
        return self

    @property
    def external(self) -> bool:
        return self.kind == "external"


EXTERNAL_ENV = "external"
"""The env of a job whose external agent brings its own environment: no sandbox; the agent ends
each session with its reward (POST /v1/sessions/{id}/finish)."""


class JobSpec(_Request):
    """A job names its tasks in `tasks` or draws them with `draw`, exactly one.

    At admission the gateway fills `tasks` with the drawn ones, so a stored job carries both its
    draw and the tasks it played; with a draw, `tasks` may only be those (as many as it draws).
    """

    env: str = Field(min_length=1, max_length=64)
    # `draw` comes before `tasks`: the tasks' validator reads it
    draw: TaskDraw | None = Field(None, description="Draw the tasks from a split of the env's task set.")
    tasks: list[Task] = Field(default_factory=list, max_length=100_000, validate_default=True)
    group_size: int = Field(1, ge=1, le=1024)
    extra_samples: int = Field(0, ge=0, le=1024, description="Episodes played per group beyond `group_size`: a "
                               "group is complete once `group_size` of them finished usable (or all finished); "
                               "the rest are cut (cancelled) and named in the group's `cut`. Favours episodes "
                               "that finish early (docs/training.md).")
    group_timeout_s: float | None = Field(None, gt=0, le=86_400, description="A group is complete this long "
                                          "after its first episode started, with the episodes finished by then "
                                          "(at its first finish if none had); the rest are cut like extra samples "
                                          "and named in `cut`, so a group may hold fewer than `group_size`. "
                                          "Favours episodes that finish early (docs/training.md).")
    sampling: SamplingParams = Field(default_factory=SamplingParams)
    max_turns: int = Field(1, ge=1, le=1000)
    max_total_tokens: int = Field(4096, ge=16, le=1_048_576, description="Whole-conversation budget.")
    timeouts: Timeouts = Field(default_factory=Timeouts)
    priority: int = Field(0, ge=0, le=9, description="Runners take episodes of higher priorities first, "
                          "strictly (lower ones wait while higher ones are queued); within one, owners take turns, "
                          "and each owner's jobs take turns by `share`.")
    share: int = Field(1, ge=1, le=100, description="This job's weight among its owner's jobs of its priority: "
                       "a job of share 3 is played three episodes to another's one.")
    max_staleness: int | None = Field(None, ge=0, description="Policy versions a trajectory may lag behind the "
                                      "trainer's version (see docs/staleness.md).")
    groups_per_step: int = Field(0, ge=0, description="Groups the trainer consumes per policy version; with "
                                 "max_staleness it bounds how far rollouts run ahead (0: no admission bound).")
    interruptible: bool = Field(True, description="Where weight pushes abort generations in flight "
                                "(push_pause_mode abort): resume a turn on the new version from the tokens it "
                                "sampled, each span stamped with its version (Step.version_spans); false: sample "
                                "the turn again from its start, all of it on the new version.")
    seed: int = Field(0, ge=0, lt=2**63)
    env_options: dict[str, Any] = Field(default_factory=dict)
    idempotency_key: str = Field("", max_length=128)
    labels: dict[str, str] = Field(default_factory=dict)
    agent: AgentSpec | None = Field(None, description="The agent that plays the episodes; none: the env's default "
                                    "agent (GET /v1/envs).")

    @model_validator(mode="after")
    def _external_env(self) -> JobSpec:
        if self.env == EXTERNAL_ENV and (self.agent is None or not self.agent.external):
            raise ValueError(f"env {EXTERNAL_ENV!r} (the agent's own environment) needs agent.kind 'external'")
        if self.env == EXTERNAL_ENV and self.draw is not None:
            raise ValueError(f"env {EXTERNAL_ENV!r} has no task set to draw from: give tasks")
        return self

    @field_validator("tasks", mode="before")
    @classmethod
    def _tasks_from_ids(cls, value: Any) -> Any:
        """Accept bare task ids as a shorthand for `{"id": ...}`."""
        if isinstance(value, list):
            return [{"id": t} if isinstance(t, str) else t for t in value]
        return value

    @field_validator("tasks")
    @classmethod
    def _tasks_or_draw(cls, tasks: list[Task], info: ValidationInfo) -> list[Task]:
        if "draw" not in info.data:  # the draw itself is invalid: that error is the one to report
            return tasks
        draw = info.data["draw"]
        if draw is None and not tasks:
            raise ValueError("a job needs tasks, or a draw of them from a split of the env (draw)")
        if draw is not None and tasks and not draw.count <= len(tasks) <= draw.count + draw.extra_tasks_allowed:
            drew = f"the {draw.count} tasks it drew" + (
                f" and up to {draw.extra_tasks_allowed} it added" if draw.extra_tasks_allowed else "")
            raise ValueError(f"give tasks or a draw, not both (with a draw, tasks can only be {drew}, "
                             f"got {len(tasks)})")
        return tasks

    @property
    def episodes_per_group(self) -> int:
        return self.group_size + self.extra_samples

    @property
    def stops_groups_early(self) -> bool:
        """Whether a group may be complete while some of its episodes still play (they are cut)."""
        return bool(self.extra_samples or self.group_timeout_s)


class _JobProgress(_Wire):
    """What a job and its summary both say: whose it is, its state and its counts."""

    id: str
    owner: str = Field("", description="The submitting token's name, or an id derived from the token.")
    state: JobState
    counts: dict[str, int] = Field(default_factory=dict, description="Episodes by status, plus queued and running.")
    episodes_total: int = 0
    groups_total: int = 0
    groups_complete: int = 0
    groups_spread: int = Field(0, description="Complete groups whose usable episodes' rewards differ.")
    created_at: float = 0.0
    started_at: float = 0.0
    finished_at: float = 0.0


class Job(_JobProgress):
    spec: JobSpec


class JobSummary(_JobProgress):
    """A job without its spec, as listings and events carry it."""

    env: str = ""
    priority: int = 0


class JobEvent(_Wire):
    """One step of a job's progress, as streamed by GET /v1/jobs/{id}/events and WatchJob."""

    type: str = Field(description="episode_started, episode_finished, job_cancelled, job_finished or snapshot")
    job: JobSummary
    id: str = Field("", description="The event's id in the job's event stream (a snapshot's: the id its events "
                    "follow); a watch resumed after it (SSE Last-Event-ID, WatchJob's last_event_id) goes on "
                    "with the next event")
    episode_id: str = ""
    status: str = ""
    reward: float = 0.0


MAX_PAGE_SIZE = 1000


class ListJobsRequest(_Wire):
    """A page of the caller's jobs (every owner's for an admin token), newest first."""

    state: str = Field("", pattern=f"^({'|'.join(JobState)})?$", description="Only jobs in this state; empty: all.")
    page_size: int = Field(100, ge=0, le=MAX_PAGE_SIZE, description="0: 100.")
    page_token: str = Field("", max_length=128, pattern=r"^([0-9]+(\.[0-9]+)? .*)?$",
                            description="The previous page's next_page_token; empty: first page.")


class ListJobsResponse(_Wire):
    jobs: list[JobSummary] = Field(default_factory=list)
    next_page_token: str = Field("", description="Pass it for the next page; empty: this was the last.")


class TaskGroupOutcome(_Wire):
    """One complete group of a task, as its lineage's statistics keep it."""

    version: int = Field(0, description="The oldest policy version of its usable episodes' tokens.")
    version_max: int = Field(0, description="The newest.")
    episodes: int = Field(0, description="Its usable episodes (completed or truncated).")
    successes: float = Field(0.0, description="Their rewards clipped to [0, 1], summed: a reward of 1 is a "
                             "success, 0 a failure, 0.5 half of each.")
    reward_mean: float = 0.0
    spread: bool = Field(False, description="Whether their rewards differ: a group a GRPO step learns from.")
    finished_at: float = Field(0.0, description="When it was recorded (Redis's clock).")


class TaskStats(_Wire):
    """A task's statistics in one lineage: totals over every group recorded, and its latest groups."""

    env: str
    split: str
    task_id: str
    groups: int = 0
    episodes: int = Field(0, description="Usable episodes of those groups.")
    successes: float = 0.0
    reward_mean: float = 0.0
    spread_groups: int = Field(0, description="Groups with a reward spread.")
    groups_without_spread: int = Field(0, description="The latest groups in a row without a reward spread.")
    updated_at: float = 0.0
    recent: list[TaskGroupOutcome] = Field(default_factory=list, description="The latest groups, newest first "
                                           "(a bounded number; older ones are forgotten).")


class TaskStatsRequest(_Wire):
    """A page of a lineage's task statistics, most recently updated first."""

    lineage: str = Field(max_length=128, pattern=LINEAGE_PATTERN)
    env: str = Field("", max_length=64, description="Only this env's tasks; empty: every env's.")
    split: str = Field("", max_length=64, description="Only this split's tasks; empty: every split's.")
    owner: str = Field("", max_length=64, pattern=r"^[A-Za-z0-9._-]*$", description=(
        "Whose lineage (admin tokens only); empty: the caller's."))
    page_size: int = Field(100, ge=0, le=MAX_PAGE_SIZE, description="0: 100.")
    page_token: str = Field("", max_length=16, pattern=r"^[0-9]*$",
                            description="The previous page's next_page_token; empty: first page.")


class TaskStatsPage(_Wire):
    lineage: str
    owner: str = Field("", description="Whose lineage it is.")
    tasks: list[TaskStats] = Field(default_factory=list)
    tasks_total: int = Field(0, description="Tasks matching the filters.")
    groups: int = Field(0, description="Groups the lineage recorded in all.")
    next_page_token: str = Field("", description="Pass it for the next page; empty: this was the last.")


class Timings(_Wire):
    queue_s: float = 0.0
    sandbox_s: float = 0.0
    llm_s: float = 0.0
    env_s: float = 0.0
    total_s: float = 0.0


class VersionSpan(_Wire):
    """Tokens `start:end` of a trajectory, sampled by policy `version`."""

    start: int
    end: int
    version: int


class Step(_Wire):
    """One turn: the action the policy took and what the environment answered.

    `token_start:token_end` is the span of `Trajectory.token_ids` sampled for this turn; an
    empty span marks the agent's final action, sent unprompted when the turn budget ran out
    (e.g. an SWE submit, so the work is graded).
    """

    action: str = ""
    observation: str = ""
    reward: float = 0.0
    done: bool = False
    token_start: int = 0
    token_end: int = 0
    policy_version: int = 0
    anchor_state: str = ""
    valid_action: bool = True
    worker: str = Field("", description="The inference worker that sampled this turn.")
    version_spans: list[VersionSpan] = Field(default_factory=list, description="Where a weight push switched "
                                             "the version mid-turn: the turn's spans, each with the version that "
                                             "sampled it; empty when `policy_version` sampled all of it.")
    segment: int = Field(0, ge=0, description="The segment (Trajectory.segments) its token span is in; 0 when "
                         "the trajectory has one segment (no `segments` listed).")

    def token_versions(self) -> list[VersionSpan]:
        """The turn's sampled span(s), each with the version that sampled it."""
        return self.version_spans or [VersionSpan(start=self.token_start, end=self.token_end,
                                                  version=self.policy_version)]


class Segment(_Wire):
    """One token sequence of a session whose agent rewrote its history (docs/agents.md): the
    prefix it re-rendered (loss mask 0) and the turns sampled after it."""

    token_ids: list[int] = Field(default_factory=list)
    loss_mask: list[int] = Field(default_factory=list, description="1 where the policy sampled the token.")
    logprobs: list[float] = Field(default_factory=list, description="Sampler logprob per token, 0 where not sampled.")

    @model_validator(mode="after")
    def _aligned(self) -> Segment:
        if not len(self.token_ids) == len(self.loss_mask) == len(self.logprobs):
            raise ValueError("a segment's token_ids, loss_mask and logprobs must have the same length")
        return self


class Trajectory(_Wire):
    """One episode, token-exact. With one token sequence (every built-in agent, and a session
    whose agent only extended its history) it is `token_ids`, `loss_mask` and `logprobs`, and
    `segments` is empty. A session whose agent sent a history that did not extend what was
    sampled has several: `segments` lists each, in order, each step says which one its span is
    in (`Step.segment`), and the top-level fields repeat the last segment."""

    id: str
    job_id: str
    task_id: str
    group_id: str
    sample_index: int
    env: str
    seed: int
    token_ids: list[int] = Field(default_factory=list)
    loss_mask: list[int] = Field(default_factory=list, description="1 where the policy sampled the token.")
    logprobs: list[float] = Field(default_factory=list, description="Sampler logprob per token, 0 where not sampled.")
    steps: list[Step] = Field(default_factory=list)
    reward: float = 0.0
    success: bool = False
    status: EpisodeStatus = EpisodeStatus.COMPLETED
    status_reason: str = ""
    caused_by: CausedBy = Field(CausedBy.NONE, description="Whose doing a failure or an early end was: 'agent' "
                                "(e.g. its action broke the env, its tool calls ran out the episode's wall clock: "
                                "the episode still counts, reward 0), 'infrastructure' (Rollgate's side: env_error, "
                                "infra_error, timeout); empty when nothing failed.")
    policy_version_min: int = 0
    policy_version_max: int = 0
    staleness: int = Field(0, description="Trainer's version at the end minus policy_version_min.")
    stale: bool = Field(False, description="staleness exceeded the job's max_staleness.")
    prompt_tokens: int = 0
    generated_tokens: int = 0
    prefix_stable: bool = True
    timings: Timings = Field(default_factory=Timings)
    worker: str = ""
    finished_at: float = 0.0
    info: dict[str, Any] = Field(default_factory=dict, description="The env's info from the episode's last step "
                                 "(e.g. WebShop's reward terms, SWE's pass rates and patch); empty before any step.")
    segments: list[Segment] = Field(default_factory=list, description="Every token sequence of a session whose "
                                    "agent rewrote its history, in order (Step.segment indexes it); empty when "
                                    "there is one, `token_ids` itself.")

    @model_validator(mode="after")
    def _aligned(self) -> Trajectory:
        n = len(self.token_ids)
        if len(self.loss_mask) != n or len(self.logprobs) != n:
            raise ValueError("token_ids, loss_mask and logprobs must have the same length")
        return self

    def token_versions(self) -> list[int]:
        """The policy version of every sampled token (its step's, or its span's where a weight
        push switched versions mid-turn), -1 on context tokens."""
        versions = [-1] * len(self.token_ids)
        for span in (span for step in self.steps for span in step.token_versions()):
            versions[span.start:span.end] = [span.version] * (span.end - span.start)
        return versions


class Group(_Wire):
    id: str
    job_id: str
    task_id: str
    trajectories: list[Trajectory]
    cut: list[str] = Field(default_factory=list, description="The group's other episodes (extra samples, or past "
                           "its group_timeout_s): not delivered, cancelled if still to finish when the group was "
                           "complete.")
    spread: bool = Field(False, description="Its usable episodes' rewards differ: a group-relative advantage "
                         "is not all zero. A dynamic draw delivers the groups without too, marked so.")
    replay_age: int | None = Field(None, description="Set on a group served again from its lineage's replay "
                                   "buffer (PullRequest.replay): how many versions its oldest token is behind the "
                                   "current policy. None: a new group of the job pulled.")


class PullRequest(_Request):
    max_groups: int = Field(1, ge=1, le=1024)
    min_usable: int = Field(0, ge=0, description="Skip complete groups with fewer usable episodes; 0: no filter.")
    visibility_timeout_s: float = Field(300.0, gt=0, le=86400)
    max_staleness: int | None = Field(None, ge=0, description="Skip groups whose oldest token is more than this "
                                      "many versions behind the current policy.")
    replay: int = Field(0, ge=0, le=1024, description="Also serve up to this many earlier groups with a reward "
                        "spread from the replay buffer of the job's lineage, newest first, after the new ones; each "
                        "is served once. The job's draw must name a lineage.")
    replay_max_age: int | None = Field(None, ge=0, description="Replay no group whose oldest token is more than "
                                       "this many versions behind the current policy (they are dropped); none: any.")


class PullResponse(_Wire):
    groups: list[Group] = Field(default_factory=list)


class TrajectoryPage(_Wire):
    """A page of a job's groups as the whole trajectories still held, read without pulling (export)."""

    trajectories: list[Trajectory] = Field(default_factory=list, description="In task order, then sample order.")
    missing: int = Field(0, description="Episodes of these groups with no trajectory held: not finished yet, or "
                         "their group acknowledged by a trainer (dropped).")
    groups_total: int = 0
    offset: int = 0
    next_offset: int = Field(-1, description="Pass it as `offset` for the next page; -1: this was the last.")


class AckRequest(_Request):
    group_ids: list[Annotated[str, StringConstraints(max_length=256)]] = Field(
        min_length=1, max_length=1024, description="Ids of pulled groups; an id that names no group of the job "
        "acknowledges nothing.")


class AckResponse(_Wire):
    acked: int = 0


class EnvInfo(_Wire):
    name: str
    description: str = ""
    splits: dict[str, int] = Field(default_factory=dict, description="Task count per split.")
    agent: str = Field("", description="The env's default agent (GET /v1/agents).")
    package: str = Field("", description="The package whose plugin declares the env, with its version; empty: one "
                         "of Rollgate's own (docs/envs.md).")
    error: str = Field("", description="Why the env's plugin failed to load (it cannot be played); empty when it "
                       "loads.")


class AgentInfo(_Wire):
    """An installed agent: its entry point in the `rollgate.agents` group and the package that declares it."""

    name: str
    target: str = Field("", description="The entry point's `module:object`.")
    package: str = Field("", description="The package that declares it, with its version.")
    envs: list[str] = Field(default_factory=list, description="The envs it plays; empty: any (or it failed to load).")
    error: str = Field("", description="Why it failed to load; empty when it loads.")


class PolicyInfo(_Wire):
    version: int = 0
    path: str = ""
    adapter: str = Field("", description="The LoRA adapter name the workers serve the current version under; "
                         "empty when it is full weights.")
    workers: dict[str, int] = Field(default_factory=dict, description="Version each worker serves.")


class PushWeightsRequest(_Request):
    """New policy weights: a Hugging Face checkpoint folder (or a LoRA adapter folder) as the
    workers see it, in safetensors, and the version its tokens will carry (greater than the
    current one, at most MAX_VERSION)."""

    path: str = Field(min_length=1, max_length=4096)
    version: int = Field(ge=1, le=MAX_VERSION)
    lora: bool = False


class WorkerPushResult(_Wire):
    url: str
    ok: bool
    version: int = Field(description="Version the worker serves after the push; -1 when unknown.")
    seconds: float = 0.0
    error: str = ""
    quarantined: bool = False


class PushWeightsResponse(_Wire):
    version: int = Field(description="The current policy version after the push.")
    ok: bool = Field(description="Every worker loaded the new weights.")
    seconds: float = 0.0
    workers: list[WorkerPushResult] = Field(default_factory=list)


class WorkerInfo(_Wire):
    url: str
    healthy: bool = False
    quarantined: str = Field("", description="Why the worker is out of routing; empty when it is not.")
    model: str = ""
    policy_version: int = 0
    running: int = 0
    waiting: int = 0


class AddWorkerRequest(_Request):
    url: str = Field(min_length=1, max_length=512, pattern=WORKER_URL_PATTERN)


class Health(_Wire):
    status: str
    checks: dict[str, str] = Field(default_factory=dict)


class SessionGrant(_Wire):
    """A session of a job played by an external agent (docs/agents.md, "Sessions"): point an OpenAI
    client at `base_url` with `api_key`. HTTP only, like every session route: there is no proto
    message to mirror. The credential is shown once, acts on this session only, and stays out of the
    grant's repr so that a log line of the grant does not leak it."""

    session_id: str
    api_key: str = Field(repr=False, description="The session's credential: a bearer token for its routes only.")
    base_url: str = Field(description="The session's OpenAI base URL: .../v1/sessions/{session_id}.")
    path: str = Field(description="The same, as a path on the gateway.")
    job_id: str
    trajectory_id: str
    env: str = Field(description=f"The job's env; {EXTERNAL_ENV!r}: the agent's own, ended with its reward.")
    task: Task = Field(description="The episode's task: its id and data.")
    idle_timeout_s: float = Field(description="The session ends as `timeout` after this long without a request.")
    max_turns: int = Field(description="Chat completions the session may ask for.")
