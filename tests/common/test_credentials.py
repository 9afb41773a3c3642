"""Start-up refusal of placeholder, missing and misplaced secrets (services/common/credentials.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from services.common.credentials import InsecureSettings, problems, redis_password, refuse_weak_secrets, weakness
from services.common.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "tok-9f3b1c7e5a2d4f60b8e1"
REDIS = "redis://gateway:Zq8vN2pL6xR4tY1wK9sD@redis:6379/0"
CONTROL = "ctl-7d2e9a4b6c1f8e3a5d0b"
GENERATE = "gen-3c8f1a6d9e2b5f7a4c0e"
GOOD = {
    "gateway": {"tokens": {TOKEN: ["jobs"]}, "redis_url": REDIS, "worker_control_key": CONTROL},
    "runner": {"redis_url": REDIS.replace("gateway", "runner"), "worker_generate_key": GENERATE},
    "proxy": {"worker_control_key": CONTROL, "worker_generate_key": GENERATE},
}


@pytest.mark.parametrize("service", list(GOOD))
def test_real_secrets_start(service: str) -> None:
    refuse_weak_secrets(Settings(**GOOD[service]), service)  # type: ignore[arg-type]


@pytest.mark.parametrize("secret", ["", "change-me", "CHANGEME", "secret", "token", "password", "redis",
                                    "change-me-trainer-token", "replace-me-with-a-real-one", "short-but-real"])
def test_placeholders_and_short_secrets_are_weak(secret: str) -> None:
    assert weakness(secret)


@pytest.mark.parametrize(("service", "change", "variable"), [
    pytest.param("gateway", {"tokens": {"change-me-trainer-token": ["jobs"]}}, "ROLLGATE_TOKENS", id="token"),
    pytest.param("gateway", {"tokens": {TOKEN: ["jobs"], "secret": ["admin"]}}, "token 2 of 2", id="second-token"),
    pytest.param("gateway", {"tokens": {}}, "ROLLGATE_TOKENS is empty", id="no-token"),
    pytest.param("gateway", {"redis_url": "redis://redis:6379/0"}, "ROLLGATE_REDIS_URL", id="redis-no-password"),
    pytest.param("gateway", {"redis_url": "redis://:change-me@redis:6379/0"}, "ROLLGATE_REDIS_URL",
                 id="redis-placeholder"),
    pytest.param("gateway", {"worker_control_key": "changeme"}, "ROLLGATE_WORKER_CONTROL_KEY", id="control-key"),
    pytest.param("gateway", {"worker_generate_key": GENERATE}, "ROLLGATE_WORKER_GENERATE_KEY",
                 id="gateway-holds-runner-key"),
    pytest.param("runner", {"tokens": {TOKEN: ["jobs"]}}, "ROLLGATE_TOKENS is set for the runner",
                 id="runner-holds-tokens"),
    pytest.param("runner", {"worker_control_key": CONTROL}, "ROLLGATE_WORKER_CONTROL_KEY",
                 id="runner-holds-control-key"),
    pytest.param("runner", {"worker_generate_key": ""}, "ROLLGATE_WORKER_GENERATE_KEY is empty", id="no-gen-key"),
    pytest.param("runner", {"redis_url": "redis://runner:secret@redis:6379/0"}, "ROLLGATE_REDIS_URL",
                 id="runner-redis-placeholder"),
    pytest.param("proxy", {"worker_generate_key": CONTROL}, "are the same", id="proxy-same-keys"),
    pytest.param("proxy", {"tokens": {TOKEN: ["jobs"]}}, "ROLLGATE_TOKENS is set for the proxy", id="proxy-tokens"),
])
def test_each_weak_or_misplaced_secret_is_named(service: str, change: dict[str, object], variable: str) -> None:
    settings = Settings(**{**GOOD[service], **change})  # type: ignore[arg-type]
    with pytest.raises(InsecureSettings, match=variable):
        refuse_weak_secrets(settings, service)  # type: ignore[arg-type]
    assert problems(settings.model_copy(update={"dev_mode": True}), service) == []  # type: ignore[arg-type]


def test_secrets_never_appear_in_the_refusal() -> None:
    settings = Settings(tokens={"changeme-0123456789abcdef": ["jobs"]}, redis_url="redis://:short@redis/0")
    with pytest.raises(InsecureSettings) as refusal:
        refuse_weak_secrets(settings, "gateway")
    assert "changeme-0123456789abcdef" not in str(refusal.value) and ":short@" not in str(refusal.value)


@pytest.mark.parametrize(("url", "password"), [("redis://:pw@h:6379/0", "pw"), ("rediss://gateway:pw@h/0", "pw"),
                                               ("redis://h:6379/0", ""), ("unix:///run/redis.sock?password=pw", "pw")])
def test_redis_password(url: str, password: str) -> None:
    assert redis_password(url) == password


@pytest.mark.parametrize("module", ["services.gateway.main",
                                    pytest.param("services.runner.main", marks=pytest.mark.slow),  # 15 s of imports
                                    "services.inference.proxy"])
def test_services_refuse_the_example_secrets_at_start(module: str) -> None:
    """The shipped env example's values, as a deployment that forgot to change them would pass them."""
    env = {"PATH": os.environ.get("PATH", ""), "HOME": os.environ.get("HOME", "/tmp"),
           "ROLLGATE_TOKENS": '{"change-me-admin-token": ["admin"]}' if "gateway" in module else "{}",
           "ROLLGATE_REDIS_URL": "redis://:change-me@127.0.0.1:1/0",
           "ROLLGATE_WORKER_CONTROL_KEY": "change-me-control", "ROLLGATE_WORKER_GENERATE_KEY": "change-me-generate"}
    done = subprocess.run([sys.executable, "-m", module], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode != 0
    assert "InsecureSettings" in done.stderr and "refuses to start" in done.stderr, done.stderr[-2000:]
