from google.protobuf import struct_pb2 as _struct_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class SamplingParams(_message.Message):
    __slots__ = ("temperature", "top_p", "top_k", "max_tokens", "stop", "regex", "constrain_actions")
    TEMPERATURE_FIELD_NUMBER: _ClassVar[int]
    TOP_P_FIELD_NUMBER: _ClassVar[int]
    TOP_K_FIELD_NUMBER: _ClassVar[int]
    MAX_TOKENS_FIELD_NUMBER: _ClassVar[int]
    STOP_FIELD_NUMBER: _ClassVar[int]
    REGEX_FIELD_NUMBER: _ClassVar[int]
    CONSTRAIN_ACTIONS_FIELD_NUMBER: _ClassVar[int]
    temperature: float
    top_p: float
    top_k: int
    max_tokens: int
    stop: _containers.RepeatedScalarFieldContainer[str]
    regex: str
    constrain_actions: bool
    def __init__(self, temperature: _Optional[float] = ..., top_p: _Optional[float] = ..., top_k: _Optional[int] = ..., max_tokens: _Optional[int] = ..., stop: _Optional[_Iterable[str]] = ..., regex: _Optional[str] = ..., constrain_actions: _Optional[bool] = ...) -> None: ...

class Timeouts(_message.Message):
    __slots__ = ("episode_s", "generate_s", "env_step_s")
    EPISODE_S_FIELD_NUMBER: _ClassVar[int]
    GENERATE_S_FIELD_NUMBER: _ClassVar[int]
    ENV_STEP_S_FIELD_NUMBER: _ClassVar[int]
    episode_s: float
    generate_s: float
    env_step_s: float
    def __init__(self, episode_s: _Optional[float] = ..., generate_s: _Optional[float] = ..., env_step_s: _Optional[float] = ...) -> None: ...

class Task(_message.Message):
    __slots__ = ("id", "data")
    ID_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    id: str
    data: _struct_pb2.Struct
    def __init__(self, id: _Optional[str] = ..., data: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...

class TaskDraw(_message.Message):
    __slots__ = ("split", "count", "seed", "exclude", "lineage", "strategy", "greso", "mopps", "dynamic")
    SPLIT_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    EXCLUDE_FIELD_NUMBER: _ClassVar[int]
    LINEAGE_FIELD_NUMBER: _ClassVar[int]
    STRATEGY_FIELD_NUMBER: _ClassVar[int]
    GRESO_FIELD_NUMBER: _ClassVar[int]
    MOPPS_FIELD_NUMBER: _ClassVar[int]
    DYNAMIC_FIELD_NUMBER: _ClassVar[int]
    split: str
    count: int
    seed: int
    exclude: _containers.RepeatedScalarFieldContainer[str]
    lineage: str
    strategy: str
    greso: GresoParams
    mopps: MoppsParams
    dynamic: DynamicParams
    def __init__(self, split: _Optional[str] = ..., count: _Optional[int] = ..., seed: _Optional[int] = ..., exclude: _Optional[_Iterable[str]] = ..., lineage: _Optional[str] = ..., strategy: _Optional[str] = ..., greso: _Optional[_Union[GresoParams, _Mapping]] = ..., mopps: _Optional[_Union[MoppsParams, _Mapping]] = ..., dynamic: _Optional[_Union[DynamicParams, _Mapping]] = ...) -> None: ...

class GresoParams(_message.Message):
    __slots__ = ("explore", "min_explore")
    EXPLORE_FIELD_NUMBER: _ClassVar[int]
    MIN_EXPLORE_FIELD_NUMBER: _ClassVar[int]
    explore: float
    min_explore: float
    def __init__(self, explore: _Optional[float] = ..., min_explore: _Optional[float] = ...) -> None: ...

class MoppsParams(_message.Message):
    __slots__ = ("target", "decay", "pool")
    TARGET_FIELD_NUMBER: _ClassVar[int]
    DECAY_FIELD_NUMBER: _ClassVar[int]
    POOL_FIELD_NUMBER: _ClassVar[int]
    target: float
    decay: float
    pool: int
    def __init__(self, target: _Optional[float] = ..., decay: _Optional[float] = ..., pool: _Optional[int] = ...) -> None: ...

class DynamicParams(_message.Message):
    __slots__ = ("max_extra_tasks",)
    MAX_EXTRA_TASKS_FIELD_NUMBER: _ClassVar[int]
    max_extra_tasks: int
    def __init__(self, max_extra_tasks: _Optional[int] = ...) -> None: ...

class AgentSpec(_message.Message):
    __slots__ = ("name", "kind", "callback_url", "idle_timeout_s")
    NAME_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    CALLBACK_URL_FIELD_NUMBER: _ClassVar[int]
    IDLE_TIMEOUT_S_FIELD_NUMBER: _ClassVar[int]
    name: str
    kind: str
    callback_url: str
    idle_timeout_s: float
    def __init__(self, name: _Optional[str] = ..., kind: _Optional[str] = ..., callback_url: _Optional[str] = ..., idle_timeout_s: _Optional[float] = ...) -> None: ...

class JobSpec(_message.Message):
    __slots__ = ("env", "tasks", "draw", "group_size", "sampling", "max_turns", "max_total_tokens", "timeouts", "priority", "max_staleness", "seed", "env_options", "idempotency_key", "labels", "groups_per_step", "extra_samples", "share", "agent", "interruptible", "group_timeout_s")
    class LabelsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    ENV_FIELD_NUMBER: _ClassVar[int]
    TASKS_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    GROUP_SIZE_FIELD_NUMBER: _ClassVar[int]
    SAMPLING_FIELD_NUMBER: _ClassVar[int]
    MAX_TURNS_FIELD_NUMBER: _ClassVar[int]
    MAX_TOTAL_TOKENS_FIELD_NUMBER: _ClassVar[int]
    TIMEOUTS_FIELD_NUMBER: _ClassVar[int]
    PRIORITY_FIELD_NUMBER: _ClassVar[int]
    MAX_STALENESS_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    ENV_OPTIONS_FIELD_NUMBER: _ClassVar[int]
    IDEMPOTENCY_KEY_FIELD_NUMBER: _ClassVar[int]
    LABELS_FIELD_NUMBER: _ClassVar[int]
    GROUPS_PER_STEP_FIELD_NUMBER: _ClassVar[int]
    EXTRA_SAMPLES_FIELD_NUMBER: _ClassVar[int]
    SHARE_FIELD_NUMBER: _ClassVar[int]
    AGENT_FIELD_NUMBER: _ClassVar[int]
    INTERRUPTIBLE_FIELD_NUMBER: _ClassVar[int]
    GROUP_TIMEOUT_S_FIELD_NUMBER: _ClassVar[int]
    env: str
    tasks: _containers.RepeatedCompositeFieldContainer[Task]
    draw: TaskDraw
    group_size: int
    sampling: SamplingParams
    max_turns: int
    max_total_tokens: int
    timeouts: Timeouts
    priority: int
    max_staleness: int
    seed: int
    env_options: _struct_pb2.Struct
    idempotency_key: str
    labels: _containers.ScalarMap[str, str]
    groups_per_step: int
    extra_samples: int
    share: int
    agent: AgentSpec
    interruptible: bool
    group_timeout_s: float
    def __init__(self, env: _Optional[str] = ..., tasks: _Optional[_Iterable[_Union[Task, _Mapping]]] = ..., draw: _Optional[_Union[TaskDraw, _Mapping]] = ..., group_size: _Optional[int] = ..., sampling: _Optional[_Union[SamplingParams, _Mapping]] = ..., max_turns: _Optional[int] = ..., max_total_tokens: _Optional[int] = ..., timeouts: _Optional[_Union[Timeouts, _Mapping]] = ..., priority: _Optional[int] = ..., max_staleness: _Optional[int] = ..., seed: _Optional[int] = ..., env_options: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., idempotency_key: _Optional[str] = ..., labels: _Optional[_Mapping[str, str]] = ..., groups_per_step: _Optional[int] = ..., extra_samples: _Optional[int] = ..., share: _Optional[int] = ..., agent: _Optional[_Union[AgentSpec, _Mapping]] = ..., interruptible: _Optional[bool] = ..., group_timeout_s: _Optional[float] = ...) -> None: ...

class Job(_message.Message):
    __slots__ = ("id", "spec", "state", "counts", "episodes_total", "groups_total", "groups_complete", "created_at", "started_at", "finished_at", "owner", "groups_spread")
    class CountsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    ID_FIELD_NUMBER: _ClassVar[int]
    SPEC_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    COUNTS_FIELD_NUMBER: _ClassVar[int]
    EPISODES_TOTAL_FIELD_NUMBER: _ClassVar[int]
    GROUPS_TOTAL_FIELD_NUMBER: _ClassVar[int]
    GROUPS_COMPLETE_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    STARTED_AT_FIELD_NUMBER: _ClassVar[int]
    FINISHED_AT_FIELD_NUMBER: _ClassVar[int]
    OWNER_FIELD_NUMBER: _ClassVar[int]
    GROUPS_SPREAD_FIELD_NUMBER: _ClassVar[int]
    id: str
    spec: JobSpec
    state: str
    counts: _containers.ScalarMap[str, int]
    episodes_total: int
    groups_total: int
    groups_complete: int
    created_at: float
    started_at: float
    finished_at: float
    owner: str
    groups_spread: int
    def __init__(self, id: _Optional[str] = ..., spec: _Optional[_Union[JobSpec, _Mapping]] = ..., state: _Optional[str] = ..., counts: _Optional[_Mapping[str, int]] = ..., episodes_total: _Optional[int] = ..., groups_total: _Optional[int] = ..., groups_complete: _Optional[int] = ..., created_at: _Optional[float] = ..., started_at: _Optional[float] = ..., finished_at: _Optional[float] = ..., owner: _Optional[str] = ..., groups_spread: _Optional[int] = ...) -> None: ...

class JobSummary(_message.Message):
    __slots__ = ("id", "owner", "env", "priority", "state", "counts", "episodes_total", "groups_total", "groups_complete", "created_at", "started_at", "finished_at", "groups_spread")
    class CountsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    ID_FIELD_NUMBER: _ClassVar[int]
    OWNER_FIELD_NUMBER: _ClassVar[int]
    ENV_FIELD_NUMBER: _ClassVar[int]
    PRIORITY_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    COUNTS_FIELD_NUMBER: _ClassVar[int]
    EPISODES_TOTAL_FIELD_NUMBER: _ClassVar[int]
    GROUPS_TOTAL_FIELD_NUMBER: _ClassVar[int]
    GROUPS_COMPLETE_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    STARTED_AT_FIELD_NUMBER: _ClassVar[int]
    FINISHED_AT_FIELD_NUMBER: _ClassVar[int]
    GROUPS_SPREAD_FIELD_NUMBER: _ClassVar[int]
    id: str
    owner: str
    env: str
    priority: int
    state: str
    counts: _containers.ScalarMap[str, int]
    episodes_total: int
    groups_total: int
    groups_complete: int
    created_at: float
    started_at: float
    finished_at: float
    groups_spread: int
    def __init__(self, id: _Optional[str] = ..., owner: _Optional[str] = ..., env: _Optional[str] = ..., priority: _Optional[int] = ..., state: _Optional[str] = ..., counts: _Optional[_Mapping[str, int]] = ..., episodes_total: _Optional[int] = ..., groups_total: _Optional[int] = ..., groups_complete: _Optional[int] = ..., created_at: _Optional[float] = ..., started_at: _Optional[float] = ..., finished_at: _Optional[float] = ..., groups_spread: _Optional[int] = ...) -> None: ...

class JobEvent(_message.Message):
    __slots__ = ("type", "job", "episode_id", "status", "reward", "id")
    TYPE_FIELD_NUMBER: _ClassVar[int]
    JOB_FIELD_NUMBER: _ClassVar[int]
    EPISODE_ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    REWARD_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    type: str
    job: JobSummary
    episode_id: str
    status: str
    reward: float
    id: str
    def __init__(self, type: _Optional[str] = ..., job: _Optional[_Union[JobSummary, _Mapping]] = ..., episode_id: _Optional[str] = ..., status: _Optional[str] = ..., reward: _Optional[float] = ..., id: _Optional[str] = ...) -> None: ...

class SubmitJobRequest(_message.Message):
    __slots__ = ("spec",)
    SPEC_FIELD_NUMBER: _ClassVar[int]
    spec: JobSpec
    def __init__(self, spec: _Optional[_Union[JobSpec, _Mapping]] = ...) -> None: ...

class GetJobRequest(_message.Message):
    __slots__ = ("job_id",)
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    job_id: str
    def __init__(self, job_id: _Optional[str] = ...) -> None: ...

class ListJobsRequest(_message.Message):
    __slots__ = ("state", "page_size", "page_token")
    STATE_FIELD_NUMBER: _ClassVar[int]
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    state: str
    page_size: int
    page_token: str
    def __init__(self, state: _Optional[str] = ..., page_size: _Optional[int] = ..., page_token: _Optional[str] = ...) -> None: ...

class ListJobsResponse(_message.Message):
    __slots__ = ("jobs", "next_page_token")
    JOBS_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    jobs: _containers.RepeatedCompositeFieldContainer[JobSummary]
    next_page_token: str
    def __init__(self, jobs: _Optional[_Iterable[_Union[JobSummary, _Mapping]]] = ..., next_page_token: _Optional[str] = ...) -> None: ...

class CancelJobRequest(_message.Message):
    __slots__ = ("job_id",)
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    job_id: str
    def __init__(self, job_id: _Optional[str] = ...) -> None: ...

class WatchJobRequest(_message.Message):
    __slots__ = ("job_id", "last_event_id")
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    LAST_EVENT_ID_FIELD_NUMBER: _ClassVar[int]
    job_id: str
    last_event_id: str
    def __init__(self, job_id: _Optional[str] = ..., last_event_id: _Optional[str] = ...) -> None: ...
