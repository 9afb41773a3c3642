"""Every Redis key and stream name Rollgate uses, and the ids derived from them.

All keys of one job share the hash tag `{job_id}`, so a job's keys live in one Redis
Cluster slot and the Lua scripts that touch several of them stay legal there; the policy's
keys share `{policy}`, so they are read together (MGET) and written in one transaction; the
episode stream, the queue and its claims share `{episodes}`, so one script enqueues into the
queue and the stream and one script claims from the one into the other; an owner's indexes
share `{owner:O}`; a lineage's task statistics (task_stats.py) and replay buffer (replay.py) share
`{lineage:O:L}` (owner O's lineage L), so one script updates them and evicts from them.

What has no common tag is never written in one transaction: a job's hash, the global job index
and its owner's indexes are written one after the other, indexes first (`store.JobStore._write_job`
says why that order is safe). The policy's pub/sub channel has no slot at all (Redis Cluster
broadcasts PUBLISH to every node), so a push publishes after its transaction. Tested on a local
3-master cluster (tests/cluster).

    {ns}:{episodes}:stream           stream: one entry per episode not yet played (consumer group
                                     "runners"), a claim on the queue's head, not a particular episode;
                                     deleted once its episode is committed
    {ns}:{episodes}:queue            the episode queue's prefix (queue.py): the levels that may have
                                     episodes (:levels), per priority level owners by pass
                                     (:owners:<p>), each owner's jobs by pass (:jobs:<p>:<owner>),
                                     each job's queued episodes by enqueue time (:q:<job>)
    {ns}:{episodes}:claims           hash: stream entry id -> the flowed episode it claimed
    {ns}:{episodes}:parked           zset: flowed episodes the staleness bound does not admit yet
                                     -> the policy version it needs (no stream entry until released)
    {ns}:{episodes}:parked_since     zset: the same members -> enqueue time (bounds their wait)
    {ns}:jobs                        zset: job id -> created_at (every owner's)
    {ns}:idem:{owner}:{key}          string: "<job id> <spec digest>" of the owner's idempotency key (expires)
    {ns}:{owner:O}:jobs              zset: owner O's job ids -> created_at (its listing)
    {ns}:{owner:O}:active            zset: O's jobs not yet known to be over -> created_at (its quotas)
    {ns}:{owner:O}:admitting         string: held while one of O's jobs is admitted (quota check + enqueue)
    {ns}:{owner:O}:streams           zset: O's open event streams -> lease expiry (ms)
    {ns}:{lineage:O:L}:tasks         hash: a task of O's lineage L, as the JSON array [env, split, task id]
                                     -> its statistics (JSON: totals and its latest groups); capped
    {ns}:{lineage:O:L}:updated       zset: the same fields -> when last updated (the oldest are evicted)
    {ns}:{lineage:O:L}:meta          hash: created_at, updated_at, groups (recorded in all); the three
                                     keys expire together, a TTL after the lineage's last job or group
    {ns}:{lineage:O:L}:replay        zset: acknowledged groups with a reward spread (group ids; their
                                     trajectories stay in their jobs) -> their oldest policy version;
                                     capped, the oldest evicted; expires a TTL after its last group came in
    {ns}:{policy}:version            string: the trainer's current policy version
    {ns}:{policy}:path               string: the checkpoint (or LoRA adapter) it was loaded from
    {ns}:{policy}:adapter            string: the LoRA adapter name requests use; empty: base weights
    {ns}:{policy}:weights            string: the full checkpoint the workers' base weights are from
    {ns}:{policy}:lock               string: held while a weight push runs
    {ns}:{policy}:history            list: the latest pushes' outcomes (JSON), newest first, capped
    {ns}:policy:events               pub/sub channel: a push changed worker versions or the set
    {ns}:workers                     hash: worker url -> registration (JSON)
    {ns}:workers:quarantined         hash: worker url -> why it is out of routing
    {ns}:job:{J}                     hash: spec, owner, env, priority, timestamps, cancelled, per-status counts,
                                     groups_spread; a dynamic draw's dynamic_target, tasks_max, grew:<trajectory>
    {ns}:job:{J}:started             set: trajectory ids whose episode has started
    {ns}:job:{J}:traj                hash: trajectory id -> trajectory JSON (written once; "" once its group
                                     was acknowledged, or served or evicted from a lineage's replay buffer)
    {ns}:job:{J}:groups              hash: group id -> episodes finished; "<group id>:started" -> when its
                                     first episode started (Redis's clock: a group's deadline counts from it)
    {ns}:job:{J}:usable              hash: group id -> usable episodes finished before it was complete;
                                     "<group id>:lo", ":hi", ":sum", ":won", ":vlo", ":vhi", ":task" -> their
                                     outcome so far (rewards' bounds, sum, sum clipped to [0, 1]; versions'
                                     bounds; the task), until then; "<group id>:spread" -> 1 once complete if
                                     those rewards differ
    {ns}:job:{J}:members             hash: group id -> its trajectory ids once complete; "<group id>:usable"
                                     and ":unusable" -> those finished so far, until then
    {ns}:job:{J}:minver              hash: group id -> oldest policy version in any of its trajectories
    {ns}:job:{J}:completed           zset: group id -> completion time (every complete group)
    {ns}:job:{J}:ready               zset: complete groups not yet pulled, by completion time
    {ns}:job:{J}:leased              zset: pulled, unacknowledged groups, by lease expiry
    {ns}:job:{J}:events              stream: episode_started / episode_finished / job_finished
    {ns}:job:{J}:sessions:ready      list: sessions of an external agent's job waiting to be pulled
    {ns}:job:{J}:session:{S}         hash: session S (sessions.py): its trajectory, state, credential's hash
    {ns}:job:{J}:session:{S}:requests  list: the agent's requests, which the session's runner pops
    {ns}:job:{J}:session:{S}:reply:{R}  list: the one reply to request R, which the gateway pops
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass

RUNNER_GROUP = "runners"
EVENTS_MAXLEN = 100_000
IDEMPOTENCY_TTL_S = 24 * 3600


def trajectory_id(job_id: str, task_index: int, sample_index: int) -> str:
    return f"{job_id}-t{task_index}-s{sample_index}"


def group_id(job_id: str, task_index: int) -> str:
    return f"{job_id}-t{task_index}"


def group_job(group: str) -> str:
    """The job id of the group whose id is `group` (`<job id>-t<task index>`)."""
    return group.rsplit("-t", 1)[0]


def group_trajectory_ids(job_id: str, group: str, group_size: int) -> list[str]:
    """The trajectory ids of the group whose id is `group`."""
    task_index = int(group.rsplit("-t", 1)[1])
    return [trajectory_id(job_id, task_index, sample) for sample in range(group_size)]


SESSION_ID = re.compile(r"(?P<trajectory>(?P<job>[A-Za-z0-9_-]{1,64})-t[0-9]{1,9}-s[0-9]{1,9})\.[0-9a-f]{16}")
"""A session's id: its episode's trajectory id and a nonce (a replayed episode is a new session)."""


def session_id(trajectory: str) -> str:
    return f"{trajectory}.{secrets.token_hex(8)}"


def session_job(session: str) -> str | None:
    """The job of a session id; None when `session` is no session id."""
    match = SESSION_ID.fullmatch(session)
    return match["job"] if match else None


def group_seed(job_seed: int, task_index: int) -> int:
    """The seed every episode of a group shares (the env's randomness, not the sampler's)."""
    return (job_seed * 1_000_003 + task_index) % 2**63


@dataclass(frozen=True)
class Keys:
    namespace: str = "rollgate"

    @property
    def episodes(self) -> str:
        return f"{self.namespace}:{{episodes}}:stream"

    @property
    def queue(self) -> str:
        return f"{self.namespace}:{{episodes}}:queue"

    @property
    def claims(self) -> str:
        return f"{self.namespace}:{{episodes}}:claims"

    @property
    def parked(self) -> str:
        return f"{self.namespace}:{{episodes}}:parked"

    @property
    def parked_since(self) -> str:
        return f"{self.namespace}:{{episodes}}:parked_since"

    @property
    def jobs(self) -> str:
        return f"{self.namespace}:jobs"

    @property
    def policy_version(self) -> str:
        return f"{self.namespace}:{{policy}}:version"

    @property
    def policy_path(self) -> str:
        return f"{self.namespace}:{{policy}}:path"

    @property
    def policy_adapter(self) -> str:
        return f"{self.namespace}:{{policy}}:adapter"

    @property
    def policy_weights(self) -> str:
        return f"{self.namespace}:{{policy}}:weights"

    @property
    def policy_lock(self) -> str:
        return f"{self.namespace}:{{policy}}:lock"

    @property
    def policy_history(self) -> str:
        return f"{self.namespace}:{{policy}}:history"

    @property
    def policy_events(self) -> str:
        return f"{self.namespace}:policy:events"

    @property
    def workers(self) -> str:
        return f"{self.namespace}:workers"

    @property
    def quarantined_workers(self) -> str:
        return f"{self.namespace}:workers:quarantined"

    def idempotency(self, owner: str, key: str) -> str:
        return f"{self.namespace}:idem:{owner}:{key}"

    def owner(self, owner: str) -> OwnerKeys:
        return OwnerKeys(f"{self.namespace}:{{owner:{owner}}}")

    def job(self, job_id: str) -> JobKeys:
        return JobKeys(f"{self.namespace}:job:{{{job_id}}}")

    def lineage(self, owner: str, lineage: str) -> LineageKeys:
        return LineageKeys(f"{self.namespace}:{{lineage:{owner}:{lineage}}}")


@dataclass(frozen=True)
class OwnerKeys:
    base: str

    @property
    def jobs(self) -> str:
        return f"{self.base}:jobs"

    @property
    def active(self) -> str:
        return f"{self.base}:active"

    @property
    def admitting(self) -> str:
        return f"{self.base}:admitting"

    @property
    def streams(self) -> str:
        return f"{self.base}:streams"


@dataclass(frozen=True)
class LineageKeys:
    """One lineage's task statistics and replay buffer; one slot, so one script updates and evicts them."""

    base: str

    @property
    def tasks(self) -> str:
        return f"{self.base}:tasks"

    @property
    def updated(self) -> str:
        return f"{self.base}:updated"

    @property
    def meta(self) -> str:
        return f"{self.base}:meta"

    @property
    def replay(self) -> str:
        return f"{self.base}:replay"

    def all(self) -> list[str]:
        """The statistics' keys, which expire together (the replay buffer has its own TTL)."""
        return [self.tasks, self.updated, self.meta]


@dataclass(frozen=True)
class JobKeys:
    base: str

    @property
    def started(self) -> str:
        return f"{self.base}:started"

    @property
    def trajectories(self) -> str:
        return f"{self.base}:traj"

    @property
    def groups(self) -> str:
        return f"{self.base}:groups"

    @property
    def usable(self) -> str:
        return f"{self.base}:usable"

    @property
    def min_version(self) -> str:
        return f"{self.base}:minver"

    @property
    def members(self) -> str:
        return f"{self.base}:members"

    @property
    def completed(self) -> str:
        return f"{self.base}:completed"

    @property
    def ready(self) -> str:
        return f"{self.base}:ready"

    @property
    def leased(self) -> str:
        return f"{self.base}:leased"

    @property
    def events(self) -> str:
        return f"{self.base}:events"

    @property
    def sessions_ready(self) -> str:
        return f"{self.base}:sessions:ready"

    def session(self, session: str) -> SessionKeys:
        return SessionKeys(f"{self.base}:session:{session}")

    def all(self) -> list[str]:
        return [
            self.base, self.started, self.trajectories, self.groups, self.usable, self.min_version,
            self.members, self.completed, self.ready, self.leased, self.events,
        ]


@dataclass(frozen=True)
class SessionKeys:
    """One session's keys (services/common/sessions.py); in its job's slot, so its scripts stay in one."""

    base: str

    @property
    def requests(self) -> str:
        return f"{self.base}:requests"

    @property
    def pulse(self) -> str:
        return f"{self.base}:pulse"

    def reply(self, request_id: str) -> str:
        return f"{self.base}:reply:{request_id}"
