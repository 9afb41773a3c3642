"""Rollgate's trainer client: submit rollout jobs, watch them, pull complete groups, ack them.

The public API is exactly `__all__`; every other module is private.
"""

from rollgate._advantages import group_advantages
from rollgate._client import AsyncClient, Client
from rollgate._exceptions import (
    APIError,
    AuthenticationError,
    Conflict,
    InvalidRequest,
    NotFound,
    PayloadTooLarge,
    PermissionDenied,
    RollgateError,
    ServiceUnavailable,
    TransportError,
)
from rollgate._models import (
    AckRequest,
    AckResponse,
    EnvInfo,
    EpisodeStatus,
    Group,
    Health,
    Job,
    JobEvent,
    JobSpec,
    JobState,
    PolicyInfo,
    PullRequest,
    PullResponse,
    SamplingParams,
    Step,
    Task,
    Timeouts,
    Timings,
    Trajectory,
)

__version__ = "0.1.0"

__all__ = [
    "APIError",
    "AckRequest",
    "AckResponse",
    "AsyncClient",
    "AuthenticationError",
    "Client",
    "Conflict",
    "EnvInfo",
    "EpisodeStatus",
    "Group",
    "Health",
    "InvalidRequest",
    "Job",
    "JobEvent",
    "JobSpec",
    "JobState",
    "NotFound",
    "PayloadTooLarge",
    "PermissionDenied",
    "PolicyInfo",
    "PullRequest",
    "PullResponse",
    "RollgateError",
    "SamplingParams",
    "ServiceUnavailable",
    "Step",
    "Task",
    "Timeouts",
    "Timings",
    "Trajectory",
    "TransportError",
    "__version__",
    "group_advantages",
]
