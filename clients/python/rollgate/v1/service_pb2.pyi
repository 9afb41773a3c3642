from rollgate.v1 import jobs_pb2 as _jobs_pb2
from rollgate.v1 import trajectories_pb2 as _trajectories_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class EnvInfo(_message.Message):
    __slots__ = ("name", "description", "splits", "agent", "package", "error")
    class SplitsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    SPLITS_FIELD_NUMBER: _ClassVar[int]
    AGENT_FIELD_NUMBER: _ClassVar[int]
    PACKAGE_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    splits: _containers.ScalarMap[str, int]
    agent: str
    package: str
    error: str
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., splits: _Optional[_Mapping[str, int]] = ..., agent: _Optional[str] = ..., package: _Optional[str] = ..., error: _Optional[str] = ...) -> None: ...

class ListEnvsRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListEnvsResponse(_message.Message):
    __slots__ = ("envs",)
    ENVS_FIELD_NUMBER: _ClassVar[int]
    envs: _containers.RepeatedCompositeFieldContainer[EnvInfo]
    def __init__(self, envs: _Optional[_Iterable[_Union[EnvInfo, _Mapping]]] = ...) -> None: ...

class AgentInfo(_message.Message):
    __slots__ = ("name", "target", "package", "envs", "error")
    NAME_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    PACKAGE_FIELD_NUMBER: _ClassVar[int]
    ENVS_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    name: str
    target: str
    package: str
    envs: _containers.RepeatedScalarFieldContainer[str]
    error: str
    def __init__(self, name: _Optional[str] = ..., target: _Optional[str] = ..., package: _Optional[str] = ..., envs: _Optional[_Iterable[str]] = ..., error: _Optional[str] = ...) -> None: ...

class ListAgentsRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListAgentsResponse(_message.Message):
    __slots__ = ("agents",)
    AGENTS_FIELD_NUMBER: _ClassVar[int]
    agents: _containers.RepeatedCompositeFieldContainer[AgentInfo]
    def __init__(self, agents: _Optional[_Iterable[_Union[AgentInfo, _Mapping]]] = ...) -> None: ...

class PolicyInfo(_message.Message):
    __slots__ = ("version", "path", "workers", "adapter")
    class WorkersEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    VERSION_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    ADAPTER_FIELD_NUMBER: _ClassVar[int]
    version: int
    path: str
    workers: _containers.ScalarMap[str, int]
    adapter: str
    def __init__(self, version: _Optional[int] = ..., path: _Optional[str] = ..., workers: _Optional[_Mapping[str, int]] = ..., adapter: _Optional[str] = ...) -> None: ...

class PushWeightsRequest(_message.Message):
    __slots__ = ("path", "version", "lora")
    PATH_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    LORA_FIELD_NUMBER: _ClassVar[int]
    path: str
    version: int
    lora: bool
    def __init__(self, path: _Optional[str] = ..., version: _Optional[int] = ..., lora: _Optional[bool] = ...) -> None: ...

class WorkerPushResult(_message.Message):
    __slots__ = ("url", "ok", "version", "seconds", "error", "quarantined")
    URL_FIELD_NUMBER: _ClassVar[int]
    OK_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    SECONDS_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    QUARANTINED_FIELD_NUMBER: _ClassVar[int]
    url: str
    ok: bool
    version: int
    seconds: float
    error: str
    quarantined: bool
    def __init__(self, url: _Optional[str] = ..., ok: _Optional[bool] = ..., version: _Optional[int] = ..., seconds: _Optional[float] = ..., error: _Optional[str] = ..., quarantined: _Optional[bool] = ...) -> None: ...

class PushWeightsResponse(_message.Message):
    __slots__ = ("version", "ok", "seconds", "workers")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    OK_FIELD_NUMBER: _ClassVar[int]
    SECONDS_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    version: int
    ok: bool
    seconds: float
    workers: _containers.RepeatedCompositeFieldContainer[WorkerPushResult]
    def __init__(self, version: _Optional[int] = ..., ok: _Optional[bool] = ..., seconds: _Optional[float] = ..., workers: _Optional[_Iterable[_Union[WorkerPushResult, _Mapping]]] = ...) -> None: ...

class WorkerInfo(_message.Message):
    __slots__ = ("url", "healthy", "quarantined", "model", "policy_version", "running", "waiting")
    URL_FIELD_NUMBER: _ClassVar[int]
    HEALTHY_FIELD_NUMBER: _ClassVar[int]
    QUARANTINED_FIELD_NUMBER: _ClassVar[int]
    MODEL_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    RUNNING_FIELD_NUMBER: _ClassVar[int]
    WAITING_FIELD_NUMBER: _ClassVar[int]
    url: str
    healthy: bool
    quarantined: str
    model: str
    policy_version: int
    running: int
    waiting: int
    def __init__(self, url: _Optional[str] = ..., healthy: _Optional[bool] = ..., quarantined: _Optional[str] = ..., model: _Optional[str] = ..., policy_version: _Optional[int] = ..., running: _Optional[int] = ..., waiting: _Optional[int] = ...) -> None: ...

class ListWorkersRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListWorkersResponse(_message.Message):
    __slots__ = ("workers",)
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    workers: _containers.RepeatedCompositeFieldContainer[WorkerInfo]
    def __init__(self, workers: _Optional[_Iterable[_Union[WorkerInfo, _Mapping]]] = ...) -> None: ...

class AddWorkerRequest(_message.Message):
    __slots__ = ("url",)
    URL_FIELD_NUMBER: _ClassVar[int]
    url: str
    def __init__(self, url: _Optional[str] = ...) -> None: ...

class RemoveWorkerRequest(_message.Message):
    __slots__ = ("url",)
    URL_FIELD_NUMBER: _ClassVar[int]
    url: str
    def __init__(self, url: _Optional[str] = ...) -> None: ...

class RemoveWorkerResponse(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class GetPolicyRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Health(_message.Message):
    __slots__ = ("status", "checks")
    class ChecksEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    STATUS_FIELD_NUMBER: _ClassVar[int]
    CHECKS_FIELD_NUMBER: _ClassVar[int]
    status: str
    checks: _containers.ScalarMap[str, str]
    def __init__(self, status: _Optional[str] = ..., checks: _Optional[_Mapping[str, str]] = ...) -> None: ...

class GetHealthRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class TaskGroupOutcome(_message.Message):
    __slots__ = ("version", "version_max", "episodes", "successes", "reward_mean", "spread", "finished_at")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    VERSION_MAX_FIELD_NUMBER: _ClassVar[int]
    EPISODES_FIELD_NUMBER: _ClassVar[int]
    SUCCESSES_FIELD_NUMBER: _ClassVar[int]
    REWARD_MEAN_FIELD_NUMBER: _ClassVar[int]
    SPREAD_FIELD_NUMBER: _ClassVar[int]
    FINISHED_AT_FIELD_NUMBER: _ClassVar[int]
    version: int
    version_max: int
    episodes: int
    successes: float
    reward_mean: float
    spread: bool
    finished_at: float
    def __init__(self, version: _Optional[int] = ..., version_max: _Optional[int] = ..., episodes: _Optional[int] = ..., successes: _Optional[float] = ..., reward_mean: _Optional[float] = ..., spread: _Optional[bool] = ..., finished_at: _Optional[float] = ...) -> None: ...

class TaskStats(_message.Message):
    __slots__ = ("env", "split", "task_id", "groups", "episodes", "successes", "reward_mean", "spread_groups", "groups_without_spread", "updated_at", "recent")
    ENV_FIELD_NUMBER: _ClassVar[int]
    SPLIT_FIELD_NUMBER: _ClassVar[int]
    TASK_ID_FIELD_NUMBER: _ClassVar[int]
    GROUPS_FIELD_NUMBER: _ClassVar[int]
    EPISODES_FIELD_NUMBER: _ClassVar[int]
    SUCCESSES_FIELD_NUMBER: _ClassVar[int]
    REWARD_MEAN_FIELD_NUMBER: _ClassVar[int]
    SPREAD_GROUPS_FIELD_NUMBER: _ClassVar[int]
    GROUPS_WITHOUT_SPREAD_FIELD_NUMBER: _ClassVar[int]
    UPDATED_AT_FIELD_NUMBER: _ClassVar[int]
    RECENT_FIELD_NUMBER: _ClassVar[int]
    env: str
    split: str
    task_id: str
    groups: int
    episodes: int
    successes: float
    reward_mean: float
    spread_groups: int
    groups_without_spread: int
    updated_at: float
    recent: _containers.RepeatedCompositeFieldContainer[TaskGroupOutcome]
    def __init__(self, env: _Optional[str] = ..., split: _Optional[str] = ..., task_id: _Optional[str] = ..., groups: _Optional[int] = ..., episodes: _Optional[int] = ..., successes: _Optional[float] = ..., reward_mean: _Optional[float] = ..., spread_groups: _Optional[int] = ..., groups_without_spread: _Optional[int] = ..., updated_at: _Optional[float] = ..., recent: _Optional[_Iterable[_Union[TaskGroupOutcome, _Mapping]]] = ...) -> None: ...

class TaskStatsRequest(_message.Message):
    __slots__ = ("lineage", "env", "split", "owner", "page_size", "page_token")
    LINEAGE_FIELD_NUMBER: _ClassVar[int]
    ENV_FIELD_NUMBER: _ClassVar[int]
    SPLIT_FIELD_NUMBER: _ClassVar[int]
    OWNER_FIELD_NUMBER: _ClassVar[int]
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    lineage: str
    env: str
    split: str
    owner: str
    page_size: int
    page_token: str
    def __init__(self, lineage: _Optional[str] = ..., env: _Optional[str] = ..., split: _Optional[str] = ..., owner: _Optional[str] = ..., page_size: _Optional[int] = ..., page_token: _Optional[str] = ...) -> None: ...

class TaskStatsPage(_message.Message):
    __slots__ = ("lineage", "owner", "tasks", "tasks_total", "groups", "next_page_token")
    LINEAGE_FIELD_NUMBER: _ClassVar[int]
    OWNER_FIELD_NUMBER: _ClassVar[int]
    TASKS_FIELD_NUMBER: _ClassVar[int]
    TASKS_TOTAL_FIELD_NUMBER: _ClassVar[int]
    GROUPS_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    lineage: str
    owner: str
    tasks: _containers.RepeatedCompositeFieldContainer[TaskStats]
    tasks_total: int
    groups: int
    next_page_token: str
    def __init__(self, lineage: _Optional[str] = ..., owner: _Optional[str] = ..., tasks: _Optional[_Iterable[_Union[TaskStats, _Mapping]]] = ..., tasks_total: _Optional[int] = ..., groups: _Optional[int] = ..., next_page_token: _Optional[str] = ...) -> None: ...
