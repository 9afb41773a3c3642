"""Every setting of every Rollgate service, in one class.

Values come from environment variables prefixed `ROLLGATE_` (nested values as JSON, e.g.
`ROLLGATE_TOKENS='{"s3cret": ["jobs", "trainer"]}'`), or from a TOML file named by
`ROLLGATE_CONFIG`; environment variables win over the file.
"""

from __future__ import annotations

import hashlib
import os
from enum import StrEnum
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict, TomlConfigSettingsSource

from services.common.task_stats import TaskStatsLimits


class Scope(StrEnum):
    """What a bearer token may do."""

    JOBS = "jobs"  # submit, read and cancel one's own jobs; list envs
    TRAINER = "trainer"  # pull and ack groups of one's own jobs; read the policy
    PUSH = "push"  # push policy weights (a new version for every job's rollouts)
    ADMIN = "admin"  # administer inference workers; see and act on every owner's jobs


class Quotas(BaseModel):
    """What one token (its owner) may hold at once; a submission or stream past one is refused (429)."""

    queued_episodes: int = Field(100_000, ge=0, description="Episodes of the owner's jobs not yet finished.")
    active_jobs: int = Field(64, ge=0, description="The owner's jobs not yet completed or cancelled.")
    spec_bytes: int = Field(4 * 1024 * 1024, ge=0, description="A job's spec as stored (drawn tasks included).")
    inline_data_bytes: int = Field(1024 * 1024, ge=0, description="A job's inline task data and env_options.")
    event_streams: int = Field(16, ge=0, description="Event streams (SSE, WatchJob) open at once.")


class TokenConfig(BaseModel):
    """A token's identity, scopes, quotas and capabilities. `name` owns the token's jobs; empty:
    an id derived from the token (`owner_id`), stable across restarts, never the token itself."""

    model_config = ConfigDict(extra="forbid")

    scopes: list[Scope]
    name: str = Field("", max_length=64, pattern=r"^[A-Za-z0-9._-]*$")
    quotas: Quotas | None = Field(None, description="None: the settings' default_quotas.")
    max_priority: int | None = Field(None, ge=0, le=9, description="None: the settings' default_max_priority.")


def owner_id(token: str, config: TokenConfig) -> str:
    """The owner of a token's jobs: its configured name, or `t-` and 12 hex digits of its SHA-256."""
    return config.name or "t-" + hashlib.sha256(token.encode()).hexdigest()[:12]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="ROLLGATE_", extra="ignore")

    redis_url: str = "redis://127.0.0.1:6379/0"
    namespace: str = Field("rollgate", description="Prefix of every Redis key.")
    redis_timeout_s: float = 5.0
    gateway_redis_connections: int = Field(1024, ge=16, description="Redis connections a gateway opens at most "
                                           "(per node of a cluster): each open event stream (SSE, WatchJob) holds "
                                           "one while it waits for events; past the limit a request gets 503.")
    session_callback_hosts: str = Field("", description="Where an external agent's `callback_url` may send "
                                        "sessions, comma-separated: host names, IP addresses or CIDR networks, and "
                                        "`*` for any public address. Empty (the default): no callbacks, sessions "
                                        "are pulled. Loopback, link-local (cloud metadata), private, unspecified, "
                                        "multicast and reserved addresses are admitted only where their host, "
                                        "address or network is named; `*` never admits them. Runners POST grants "
                                        "from their own network, to the address they checked "
                                        "(services/common/callbacks.py); gateway and runners need the same value.")
    redis_retry_s: float = Field(30.0, ge=0, description="How long a runner retries a Redis call that lost its "
                                 "connection or timed out (a Redis restart) before it gives the call up.")
    dev_mode: bool = Field(False, description="Local development (services/devstack.py: make demo, the tests): "
                           "start without the checks of services/common/credentials.py (placeholder or missing "
                           "tokens, Redis password, worker keys). Never in a deployment.")

    http_host: str = "127.0.0.1"
    http_port: int = 8080
    grpc_port: int = 50051
    tokens: dict[str, list[Scope] | TokenConfig] = Field(default_factory=dict, description="Bearer token -> "
                                                          "its scopes, or a TokenConfig (name, scopes, quotas, "
                                                          "max_priority).")
    default_quotas: Quotas = Field(default_factory=Quotas, description="Quotas of tokens that set none.")
    default_max_priority: int = Field(4, ge=0, le=9, description="The highest job priority a token may ask for "
                                      "unless its TokenConfig grants more (max_priority).")
    max_body_bytes: int = 8 * 1024 * 1024
    max_episodes_per_job: int = Field(100_000, ge=1, description="Episodes (tasks x group_size) of one job.")
    enqueue_chunk: int = Field(1000, ge=1, description="Episodes the gateway enqueues per Redis transaction.")
    job_retention_s: float = Field(3 * 24 * 3600, gt=0, description="How long a finished job (its status, events "
                                   "and groups not yet acknowledged) stays in Redis; acknowledged groups' "
                                   "trajectories are dropped at once (but those in a replay buffer).")
    task_stats_tasks: int = Field(10_000, ge=1, description="Tasks a lineage's statistics keep at most (the least "
                                  "recently updated is evicted; docs/sampling.md).")
    task_stats_recent: int = Field(8, ge=1, le=1000, description="Latest groups a lineage keeps per task; its totals "
                                   "cover every group.")
    task_stats_ttl_s: float = Field(14 * 24 * 3600, gt=0, description="A lineage's statistics expire this long "
                                    "after its last job or group.")
    replay_groups: int = Field(64, ge=0, le=100_000, description="Acknowledged groups with a reward spread a "
                               "lineage's replay buffer keeps for later pulls (the oldest evicted; "
                               "docs/sampling.md); 0: none, their trajectories are dropped at once.")
    keepalive_s: float = 15.0
    metrics_port: int = Field(9101, description="The gateway's /metrics on a port of its own, apart from the API "
                              "port trainers reach; 0: on the API port (local development only).")
    metrics_refresh_s: float = Field(5.0, ge=0, description="The gateway reads its queue and job gauges from Redis "
                                     "at most once per this many seconds; scrapes in between, and concurrent ones, "
                                     "share that read.")
    api_docs: bool = Field(True, description="Serve the OpenAPI schema and its pages (/openapi.json, /docs, /redoc).")
    grpc_reflection: bool = Field(True, description="Serve gRPC server reflection.")

    inference_workers: list[str] = Field(default_factory=lambda: ["http://127.0.0.1:8000"])
    worker_control_key: str = Field("", description="Shared secret of the workers' proxies (services/inference/"
                                    "proxy.py) for their control routes (pause, reload, versions, adapters): the "
                                    "gateway and the proxies hold it, nothing else. Not a Rollgate API token. Empty: "
                                    "no credential sent (workers without a proxy: development only).")
    worker_generate_key: str = Field("", description="Shared secret of the workers' proxies for their generation "
                                     "routes (completions, tokenize): the runners and the proxies hold it.")
    worker_control_port: int = Field(0, ge=0, le=65535, description="The port the workers' proxies serve their "
                                     "control routes on, apart from the generation port in the worker URLs (so a "
                                     "NetworkPolicy can admit only the gateway to it); 0: the worker URL's port.")
    inference_model: str = Field("", description="Model name sent to the workers; empty: ask the worker.")
    inference_retries: int = Field(2, ge=0, le=10)
    inference_backoff_s: float = 0.5
    health_timeout_s: float = 2.0
    health_interval_s: float = 10.0
    weight_push_step_timeout_s: float = Field(120.0, description="Each step of a push on one worker.")
    push_pause_mode: Literal["keep", "abort"] = Field("keep", description="How a push pauses a worker. keep: "
                                                      "generations in flight wait, then finish on the new weights "
                                                      "(over the KV cache of the old ones; their turn's versions say "
                                                      "before and after, not where). abort: they end at once and the "
                                                      "runners resume them on the new version from the tokens "
                                                      "sampled so far, each span stamped with the version that "
                                                      "sampled it (a job's `interruptible`: false samples the turn "
                                                      "again instead).")
    checkpoints_root: str = Field("", description="Pushed checkpoint folders, and every file in them, must resolve "
                                  "(symlinks followed) inside this directory, e.g. /checkpoints; empty: anywhere "
                                  "(local development only).")
    startup_timeout_s: float = Field(300.0, description="How long a runner waits for a healthy worker.")
    worker_hosts: list[str] = Field(default_factory=list, description="Hosts inference workers may be "
                                    "registered at (configured or POST /v1/workers): hostnames, matched by name "
                                    "without DNS, or IP networks in CIDR form (10.0.0.0/8). Empty: any host, except "
                                    "link-local addresses (169.254.0.0/16, fe80::/10: cloud metadata), which need "
                                    "listing. URLs with credentials, a query or a fragment are always refused.")
    regex_compile_timeout_s: float = Field(2.0, gt=0, description="How long the gateway's grammar backend "
                                           "(xgrammar) may take to compile a job's sampling.regex before the job "
                                           "is refused.")

    runner_id: str = Field("", description="Consumer name; empty: hostname-pid.")
    runner_concurrency: int = Field(64, ge=1, le=4096, description="Episodes in their agent turns at once (LLM "
                                    "calls and env steps): what keeps the LLM fed. With stage pools, episodes "
                                    "starting and being graded have slots of their own besides.")
    runner_stage_pools: bool = Field(True, description="Start, play and grade episodes in separately bounded "
                                     "stages (services/runner/stages.py), so slow start-up or grading holds no "
                                     "agent slot; false: each episode holds one of runner_concurrency slots "
                                     "throughout.")
    runner_init_slots: int = Field(0, ge=0, le=4096, description="Episodes starting at once (sandbox, env reset); "
                                   "0: a quarter of runner_concurrency, at least 1.")
    runner_eval_slots: int = Field(0, ge=0, le=4096, description="Episodes being confirmed and graded at once; "
                                   "0: a quarter of runner_concurrency, at least 1.")
    env_runtime: str = Field("bubblewrap", description="bubblewrap, runsc, or process / inprocess (no isolation).")
    allow_unsandboxed: bool = Field(False, description="Allow the runtimes that isolate nothing (process, "
                                    "inprocess): development and tests only.")
    sandbox_pool_min_idle: int = Field(2, ge=0, description="Warm sandboxes each env's pool keeps idle.")
    sandbox_pool_max_size: int = Field(64, ge=1, description="Sandboxes per env at most (idle, in use and "
                                       "starting); below runner_concurrency, episodes wait for one.")
    sandbox_start_timeout_s: float = Field(60.0, gt=0, description="How long a warm sandbox may take to start.")
    warm_envs: list[str] = Field(default_factory=list, description="Envs whose sandbox pools the runner starts "
                                 "at once, before their first episode (otherwise on it).")
    sandbox_fork_server: bool = Field(True, description="bubblewrap: fork each env's sandboxes from a fork server "
                                      "that keeps the env imported (about 7 ms and 10 ms of CPU a start, against 38 "
                                      "and 37 started afresh); false: start each sandbox's Python afresh.")
    sandbox_cgroup_parent: str = Field("", description="A cgroup v2 directory delegated to the runner (e.g. by "
                                       "systemd's Delegate=) to create sandboxes' memory, pids and cpu cgroups in; "
                                       "empty: the runner's own cgroup, if the runner may write there.")
    sandbox_require_limits: bool = Field(False, description="Refuse to start a sandbox whose memory, pids or CPU "
                                         "limit cannot be applied (no usable cgroup controller, not delegated, or "
                                         "set to 0): its episode ends as infra_error naming what is missing. Off: "
                                         "such a sandbox starts and its status says what is not in force.")
    sandbox_limits: dict[str, int | float] = Field(default_factory=dict, description="Overrides of the sandbox "
                                                   "limits (fields of sandboxes.host.limits.SandboxLimits, e.g. "
                                                   "memory_bytes, or cpus: cores per sandbox, 1.0 by default).")
    sandbox_data: dict[str, str] = Field(default_factory=dict, description="Env data variable -> host directory "
                                         "of an env's full upstream data (e.g. ALFWORLD_DATA); bound read-only into "
                                         "that env's sandboxes. A data variable set in the runner's own environment "
                                         "counts too.")
    sandbox_unix_sockets: dict[str, str] = Field(default_factory=dict, description="Host Unix socket path -> "
                                                 "its path inside the sandboxes of the envs that use a socket there "
                                                 "(sandboxes/host/config.py's ENV_UNIX_SOCKETS: search uses the "
                                                 "retriever's); every other env's sandboxes get none.")
    claim_idle_s: float = Field(60.0, gt=0, description="Reclaim episodes whose runner is silent this long.")
    heartbeat_s: float = Field(10.0, gt=0)
    cancel_check_s: float = Field(1.0, gt=0)
    staleness_max_wait_s: float = Field(3600.0, ge=0, description="How long after its enqueue an episode may wait "
                                        "for the policy version the staleness bound needs; past it, the episode ends "
                                        "as `timeout` without playing (docs/staleness.md).")
    tokenizer: str = Field("", description="Tokenizer path; empty: the model path the worker serves.")
    tool_call_parser: str = Field("hermes", description="vLLM's parser of the model's tool calls in session turns, "
                                  "named as `vllm serve --tool-call-parser` names it (hermes, llama3_json, mistral, "
                                  "pythonic, qwen3_coder, deepseek_v3, ...); empty: none.")
    reasoning_parser: str = Field("", description="vLLM's parser of the model's reasoning in session turns, named "
                                  "as `vllm serve --reasoning-parser` names it (qwen3, deepseek_r1, ...); empty: none.")
    runner_metrics_port: int = Field(9100, description="0: no metrics endpoint.")

    @property
    def task_stats(self) -> TaskStatsLimits:
        return TaskStatsLimits(self.task_stats_tasks, self.task_stats_recent, self.task_stats_ttl_s)

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        sources: list[Any] = [init_settings, env_settings]
        if path := os.environ.get("ROLLGATE_CONFIG"):
            sources.append(TomlConfigSettingsSource(settings_cls, toml_file=path))
        return tuple(sources)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()


def load_settings(service: Literal["gateway", "runner", "proxy"]) -> Settings:
    """The settings `service` starts with; InsecureSettings (naming each variable) when a secret it
    needs is a placeholder or missing, or it holds one it must not (services/common/credentials.py)."""
    from services.common.credentials import refuse_weak_secrets

    settings = get_settings()
    refuse_weak_secrets(settings, service)
    return settings
