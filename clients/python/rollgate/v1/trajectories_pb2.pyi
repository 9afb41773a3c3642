from google.protobuf import struct_pb2 as _struct_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Timings(_message.Message):
    __slots__ = ("queue_s", "sandbox_s", "llm_s", "env_s", "total_s")
    QUEUE_S_FIELD_NUMBER: _ClassVar[int]
    SANDBOX_S_FIELD_NUMBER: _ClassVar[int]
    LLM_S_FIELD_NUMBER: _ClassVar[int]
    ENV_S_FIELD_NUMBER: _ClassVar[int]
    TOTAL_S_FIELD_NUMBER: _ClassVar[int]
    queue_s: float
    sandbox_s: float
    llm_s: float
    env_s: float
    total_s: float
    def __init__(self, queue_s: _Optional[float] = ..., sandbox_s: _Optional[float] = ..., llm_s: _Optional[float] = ..., env_s: _Optional[float] = ..., total_s: _Optional[float] = ...) -> None: ...

class Step(_message.Message):
    __slots__ = ("action", "observation", "reward", "done", "token_start", "token_end", "policy_version", "anchor_state", "valid_action", "worker", "version_spans", "segment")
    ACTION_FIELD_NUMBER: _ClassVar[int]
    OBSERVATION_FIELD_NUMBER: _ClassVar[int]
    REWARD_FIELD_NUMBER: _ClassVar[int]
    DONE_FIELD_NUMBER: _ClassVar[int]
    TOKEN_START_FIELD_NUMBER: _ClassVar[int]
    TOKEN_END_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    ANCHOR_STATE_FIELD_NUMBER: _ClassVar[int]
    VALID_ACTION_FIELD_NUMBER: _ClassVar[int]
    WORKER_FIELD_NUMBER: _ClassVar[int]
    VERSION_SPANS_FIELD_NUMBER: _ClassVar[int]
    SEGMENT_FIELD_NUMBER: _ClassVar[int]
    action: str
    observation: str
    reward: float
    done: bool
    token_start: int
    token_end: int
    policy_version: int
    anchor_state: str
    valid_action: bool
    worker: str
    version_spans: _containers.RepeatedCompositeFieldContainer[VersionSpan]
    segment: int
    def __init__(self, action: _Optional[str] = ..., observation: _Optional[str] = ..., reward: _Optional[float] = ..., done: _Optional[bool] = ..., token_start: _Optional[int] = ..., token_end: _Optional[int] = ..., policy_version: _Optional[int] = ..., anchor_state: _Optional[str] = ..., valid_action: _Optional[bool] = ..., worker: _Optional[str] = ..., version_spans: _Optional[_Iterable[_Union[VersionSpan, _Mapping]]] = ..., segment: _Optional[int] = ...) -> None: ...

class Segment(_message.Message):
    __slots__ = ("token_ids", "loss_mask", "logprobs")
    TOKEN_IDS_FIELD_NUMBER: _ClassVar[int]
    LOSS_MASK_FIELD_NUMBER: _ClassVar[int]
    LOGPROBS_FIELD_NUMBER: _ClassVar[int]
    token_ids: _containers.RepeatedScalarFieldContainer[int]
    loss_mask: _containers.RepeatedScalarFieldContainer[int]
    logprobs: _containers.RepeatedScalarFieldContainer[float]
    def __init__(self, token_ids: _Optional[_Iterable[int]] = ..., loss_mask: _Optional[_Iterable[int]] = ..., logprobs: _Optional[_Iterable[float]] = ...) -> None: ...

class VersionSpan(_message.Message):
    __slots__ = ("start", "end", "version")
    START_FIELD_NUMBER: _ClassVar[int]
    END_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    start: int
    end: int
    version: int
    def __init__(self, start: _Optional[int] = ..., end: _Optional[int] = ..., version: _Optional[int] = ...) -> None: ...

class Trajectory(_message.Message):
    __slots__ = ("id", "job_id", "task_id", "group_id", "sample_index", "env", "seed", "token_ids", "loss_mask", "logprobs", "steps", "reward", "success", "status", "status_reason", "policy_version_min", "policy_version_max", "prompt_tokens", "generated_tokens", "prefix_stable", "timings", "worker", "finished_at", "staleness", "stale", "info", "segments", "caused_by")
    ID_FIELD_NUMBER: _ClassVar[int]
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    GROUP_ID_FIELD_NUMBER: _ClassVar[int]
    SAMPLE_INDEX_FIELD_NUMBER: _ClassVar[int]
    ENV_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    TOKEN_IDS_FIELD_NUMBER: _ClassVar[int]
    LOSS_MASK_FIELD_NUMBER: _ClassVar[int]
    LOGPROBS_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    REWARD_FIELD_NUMBER: _ClassVar[int]
    SUCCESS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    STATUS_REASON_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_MIN_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_MAX_FIELD_NUMBER: _ClassVar[int]
    PROMPT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    GENERATED_TOKENS_FIELD_NUMBER: _ClassVar[int]
    PREFIX_STABLE_FIELD_NUMBER: _ClassVar[int]
    TIMINGS_FIELD_NUMBER: _ClassVar[int]
    WORKER_FIELD_NUMBER: _ClassVar[int]
    FINISHED_AT_FIELD_NUMBER: _ClassVar[int]
    STALENESS_FIELD_NUMBER: _ClassVar[int]
    STALE_FIELD_NUMBER: _ClassVar[int]
    INFO_FIELD_NUMBER: _ClassVar[int]
    SEGMENTS_FIELD_NUMBER: _ClassVar[int]
    CAUSED_BY_FIELD_NUMBER: _ClassVar[int]
    id: str
    job_id: str
    task_id: str
    group_id: str
    sample_index: int
    env: str
    seed: int
    token_ids: _containers.RepeatedScalarFieldContainer[int]
    loss_mask: _containers.RepeatedScalarFieldContainer[int]
    logprobs: _containers.RepeatedScalarFieldContainer[float]
    steps: _containers.RepeatedCompositeFieldContainer[Step]
    reward: float
    success: bool
    status: str
    status_reason: str
    policy_version_min: int
    policy_version_max: int
    prompt_tokens: int
    generated_tokens: int
    prefix_stable: bool
    timings: Timings
    worker: str
    finished_at: float
    staleness: int
    stale: bool
    info: _struct_pb2.Struct
    segments: _containers.RepeatedCompositeFieldContainer[Segment]
    caused_by: str
    def __init__(self, id: _Optional[str] = ..., job_id: _Optional[str] = ..., task_id: _Optional[str] = ..., group_id: _Optional[str] = ..., sample_index: _Optional[int] = ..., env: _Optional[str] = ..., seed: _Optional[int] = ..., token_ids: _Optional[_Iterable[int]] = ..., loss_mask: _Optional[_Iterable[int]] = ..., logprobs: _Optional[_Iterable[float]] = ..., steps: _Optional[_Iterable[_Union[Step, _Mapping]]] = ..., reward: _Optional[float] = ..., success: _Optional[bool] = ..., status: _Optional[str] = ..., status_reason: _Optional[str] = ..., policy_version_min: _Optional[int] = ..., policy_version_max: _Optional[int] = ..., prompt_tokens: _Optional[int] = ..., generated_tokens: _Optional[int] = ..., prefix_stable: _Optional[bool] = ..., timings: _Optional[_Union[Timings, _Mapping]] = ..., worker: _Optional[str] = ..., finished_at: _Optional[float] = ..., staleness: _Optional[int] = ..., stale: _Optional[bool] = ..., info: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., segments: _Optional[_Iterable[_Union[Segment, _Mapping]]] = ..., caused_by: _Optional[str] = ...) -> None: ...

class Group(_message.Message):
    __slots__ = ("id", "job_id", "task_id", "trajectories", "cut", "spread", "replay_age")
    ID_FIELD_NUMBER: _ClassVar[int]
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    TRAJECTORIES_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    SPREAD_FIELD_NUMBER: _ClassVar[int]
    REPLAY_AGE_FIELD_NUMBER: _ClassVar[int]
    id: str
    job_id: str
    task_id: str
    trajectories: _containers.RepeatedCompositeFieldContainer[Trajectory]
    cut: _containers.RepeatedScalarFieldContainer[str]
    spread: bool
    replay_age: int
    def __init__(self, id: _Optional[str] = ..., job_id: _Optional[str] = ..., task_id: _Optional[str] = ..., trajectories: _Optional[_Iterable[_Union[Trajectory, _Mapping]]] = ..., cut: _Optional[_Iterable[str]] = ..., spread: _Optional[bool] = ..., replay_age: _Optional[int] = ...) -> None: ...

class PullRequest(_message.Message):
    __slots__ = ("max_groups", "min_usable", "visibility_timeout_s", "max_staleness", "replay", "replay_max_age")
    MAX_GROUPS_FIELD_NUMBER: _ClassVar[int]
    MIN_USABLE_FIELD_NUMBER: _ClassVar[int]
    VISIBILITY_TIMEOUT_S_FIELD_NUMBER: _ClassVar[int]
    MAX_STALENESS_FIELD_NUMBER: _ClassVar[int]
    REPLAY_FIELD_NUMBER: _ClassVar[int]
    REPLAY_MAX_AGE_FIELD_NUMBER: _ClassVar[int]
    max_groups: int
    min_usable: int
    visibility_timeout_s: float
    max_staleness: int
    replay: int
    replay_max_age: int
    def __init__(self, max_groups: _Optional[int] = ..., min_usable: _Optional[int] = ..., visibility_timeout_s: _Optional[float] = ..., max_staleness: _Optional[int] = ..., replay: _Optional[int] = ..., replay_max_age: _Optional[int] = ...) -> None: ...

class PullGroupsRequest(_message.Message):
    __slots__ = ("job_id", "request")
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    REQUEST_FIELD_NUMBER: _ClassVar[int]
    job_id: str
    request: PullRequest
    def __init__(self, job_id: _Optional[str] = ..., request: _Optional[_Union[PullRequest, _Mapping]] = ...) -> None: ...

class PullResponse(_message.Message):
    __slots__ = ("groups",)
    GROUPS_FIELD_NUMBER: _ClassVar[int]
    groups: _containers.RepeatedCompositeFieldContainer[Group]
    def __init__(self, groups: _Optional[_Iterable[_Union[Group, _Mapping]]] = ...) -> None: ...

class AckRequest(_message.Message):
    __slots__ = ("group_ids",)
    GROUP_IDS_FIELD_NUMBER: _ClassVar[int]
    group_ids: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, group_ids: _Optional[_Iterable[str]] = ...) -> None: ...

class AckGroupsRequest(_message.Message):
    __slots__ = ("job_id", "request")
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    REQUEST_FIELD_NUMBER: _ClassVar[int]
    job_id: str
    request: AckRequest
    def __init__(self, job_id: _Optional[str] = ..., request: _Optional[_Union[AckRequest, _Mapping]] = ...) -> None: ...

class AckResponse(_message.Message):
    __slots__ = ("acked",)
    ACKED_FIELD_NUMBER: _ClassVar[int]
    acked: int
    def __init__(self, acked: _Optional[int] = ...) -> None: ...
