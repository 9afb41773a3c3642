"""deploy/redis/start-redis.sh run for real: a redis-server with its ACL users, probed with the
commands Rollgate sends and with the ones its users must be refused."""

from __future__ import annotations

import os
import stat
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

from services.common.keys import RUNNER_GROUP, Keys
from services.common.process import ServiceProcess, free_port

from .conftest import DEPLOY

SCRIPT = DEPLOY / "redis" / "start-redis.sh"
PASSWORDS = {"gateway": "gw-3f9c1a7e5b2d8f60a4c1", "runner": "rn-8e2b5d1f7a3c9e64b0d2",
             "exporter": "ex-5a1d9f3b7e2c6a08d4f1"}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, Path]]:
    workdir = tmp_path_factory.mktemp("redis-acl")
    port = free_port()
    env = {**os.environ, "REDIS_ACL_FILE": str(workdir / "run" / "users.acl"),
           **{f"REDIS_{user.upper()}_PASSWORD": password for user, password in PASSWORDS.items()}}
    argv = ["sh", str(SCRIPT), "--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "no",
            "--dir", str(workdir)]
    process = ServiceProcess("redis-acl", argv, env, workdir / "redis.log", lambda: _pings(port))
    process.start(timeout_s=30.0)
    try:
        yield port, workdir / "run" / "users.acl"
    finally:
        process.stop()


def _pings(port: int) -> bool:
    try:
        return bool(_client(port, "exporter").ping())
    except redis.exceptions.RedisError:
        return False


def _client(port: int, user: str | None) -> redis.Redis:
    auth = {"username": user, "password": PASSWORDS[user]} if user else {}
    return redis.Redis(port=port, socket_timeout=2, decode_responses=True, **auth)


def test_the_default_user_is_off(server: tuple[int, Path]) -> None:
    with pytest.raises(redis.exceptions.AuthenticationError):
        _client(server[0], None).ping()
    with pytest.raises(redis.exceptions.AuthenticationError):
        redis.Redis(port=server[0], username="gateway", password="wrong-password").ping()


def test_a_scripts_writes_survive_a_restart_on_the_append_only_file(tmp_path: Path) -> None:
    """Redis replays the AOF as the default user and checks each MULTI/EXEC there (a script's
    writes) against its rules: with the default user's permissions taken away too, a restarted
    Redis silently lost every write a script had made (seen with Redis 7.0 in the compose stack)."""
    port = free_port()
    env = {**os.environ, "REDIS_ACL_FILE": str(tmp_path / "run" / "users.acl"),
           **{f"REDIS_{user.upper()}_PASSWORD": password for user, password in PASSWORDS.items()}}
    argv = ["sh", str(SCRIPT), "--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "yes",
            "--dir", str(tmp_path)]
    started, trajectories = "rollgate:{job-1}:started", "rollgate:{job-1}:trajectories"
    script = "redis.call('SADD', KEYS[1], ARGV[1]); return redis.call('HSET', KEYS[2], ARGV[1], 'x')"
    for run in range(2):
        process = ServiceProcess("redis-aof", argv, env, tmp_path / f"redis-{run}.log", lambda: _pings(port))
        process.start(timeout_s=30.0)
        try:
            client = _client(port, "runner")
            if run == 0:
                client.eval(script, 2, started, trajectories, "t1")
            else:
                assert client.smembers(started) == {"t1"}
                assert client.hgetall(trajectories) == {"t1": "x"}
        finally:
            process.stop()
    assert "CRITICAL" not in (tmp_path / "redis-1.log").read_text()


@pytest.mark.parametrize("user", ["gateway", "runner"])
def test_rollgate_users_run_what_rollgate_sends_on_its_keys(server: tuple[int, Path], user: str) -> None:
    keys = Keys("rollgate")
    client = _client(server[0], user)
    client.delete(keys.episodes)
    client.xgroup_create(keys.episodes, RUNNER_GROUP, id="0", mkstream=True)
    client.xadd(keys.episodes, {"e": "1"})
    assert client.xreadgroup(RUNNER_GROUP, "c1", {keys.episodes: ">"}, count=1)
    script = "redis.call('ZADD', KEYS[1], 1, ARGV[1]); return redis.call('ZCARD', KEYS[1])"
    assert client.eval(script, 1, keys.queue, "episode") >= 1
    client.publish(keys.policy_events, "pushed")
    client.hset(keys.workers, "http://worker-proxy:8000", "{}")
    assert client.info("server")["run_id"]  # the runner notices a Redis restart by it


@pytest.mark.parametrize("user", ["gateway", "runner"])
@pytest.mark.parametrize("command", [("FLUSHALL",), ("CONFIG", "GET", "*"), ("KEYS", "*"), ("SAVE",),
                                     ("ACL", "LIST"), ("SET", "other-app:key", "1"), ("GET", "other-app:key"),
                                     ("PUBLISH", "other-app:channel", "x"), ("MONITOR",), ("SHUTDOWN",)])
def test_rollgate_users_are_refused_the_rest(server: tuple[int, Path], user: str, command: tuple[str, ...]) -> None:
    with pytest.raises(redis.exceptions.NoPermissionError):
        _client(server[0], user).execute_command(*command)


def test_the_exporter_reads_statistics_and_no_data(server: tuple[int, Path]) -> None:
    exporter = _client(server[0], "exporter")
    assert exporter.info("server")["redis_version"]
    assert exporter.config_get("maxmemory") and exporter.slowlog_len() >= 0
    for command in (("GET", "rollgate:workers"), ("HGETALL", "rollgate:workers"), ("SET", "rollgate:x", "1"),
                    ("XRANGE", "rollgate:episodes", "-", "+"), ("FLUSHALL",)):
        with pytest.raises(redis.exceptions.NoPermissionError):
            exporter.execute_command(*command)


def test_passwords_are_stored_hashed_in_a_private_file(server: tuple[int, Path]) -> None:
    acl = server[1]
    assert stat.S_IMODE(acl.stat().st_mode) == 0o600
    text = acl.read_text()
    assert not any(password in text for password in PASSWORDS.values())
    assert text.count(" #") == len(PASSWORDS)  # SHA-256 hashes


@pytest.mark.parametrize("runner_password", [None, "", "with space in-it-0123", "change-me-redis-runner",
                                             "CHANGEME0123456789", "short-9f3b"])
def test_a_missing_or_placeholder_password_stops_redis(tmp_path: Path, runner_password: str | None) -> None:
    env = {"PATH": os.environ["PATH"], "REDIS_ACL_FILE": str(tmp_path / "users.acl"),
           "REDIS_GATEWAY_PASSWORD": PASSWORDS["gateway"], "REDIS_EXPORTER_PASSWORD": PASSWORDS["exporter"]}
    if runner_password is not None:
        env["REDIS_RUNNER_PASSWORD"] = runner_password
    done = subprocess.run(["sh", str(SCRIPT), "--port", "0"], env=env, capture_output=True, text=True, timeout=30)
    assert done.returncode != 0 and "REDIS_RUNNER_PASSWORD" in done.stderr
    assert not (tmp_path / "users.acl").exists()
