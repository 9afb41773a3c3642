"""Start-up checks of the secrets each service holds: placeholders and gaps refuse to start.

A deployment copied from an example with its `change-me` tokens left in, a Redis without a
password, or a runner that was handed the gateway's tokens would run without complaint and
be open; so each service refuses to start and names the variable instead:

- gateway: `ROLLGATE_TOKENS` (at least one, none weak), the Redis password in
  `ROLLGATE_REDIS_URL`, `ROLLGATE_WORKER_CONTROL_KEY`; it must not hold the runners' key;
- runner: the Redis password, `ROLLGATE_WORKER_GENERATE_KEY`; it must hold no API token
  (`ROLLGATE_TOKENS` empty) and not the gateway's worker key;
- worker proxy: both worker keys, different from each other; no API token.

A secret is weak when it is shorter than `MIN_SECRET_LENGTH`, is one of `PLACEHOLDERS`, or
contains one of `PLACEHOLDER_MARKERS` (case ignored). `ROLLGATE_DEV_MODE=true` skips every
check: the local stack (services/devstack.py: `make demo`, the tests) runs that way, nothing
deployed should.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal
from urllib.parse import parse_qs, urlsplit

if TYPE_CHECKING:
    from services.common.settings import Settings

Service = Literal["gateway", "runner", "proxy"]

MIN_SECRET_LENGTH = 16
PLACEHOLDERS = frozenset({"", "change-me", "changeme", "change_me", "secret", "token", "password", "passwd",
                          "redis", "admin", "default", "test", "example", "xxx", "none", "null"})
PLACEHOLDER_MARKERS = ("change-me", "changeme", "change_me", "replace-me", "replaceme", "placeholder",
                       "your-token", "your-password", "example")


class InsecureSettings(ValueError):
    """A service was started with a placeholder, missing or misplaced secret; lists every one."""


def weakness(secret: str) -> str:
    """Why `secret` is not good enough for a deployment, or "" when it is."""
    lowered = secret.strip().lower()
    if lowered in PLACEHOLDERS:
        return "is empty" if not lowered else f"is the placeholder {lowered!r}"
    if marker := next((m for m in PLACEHOLDER_MARKERS if m in lowered), ""):
        return f"contains the placeholder {marker!r}"
    if len(secret) < MIN_SECRET_LENGTH:
        return f"is shorter than {MIN_SECRET_LENGTH} characters"
    return ""


def redis_password(url: str) -> str:
    """The password in a Redis URL (`redis://user:password@host`, or `?password=`), "" without one."""
    parts = urlsplit(url)
    return parts.password or parse_qs(parts.query).get("password", [""])[0]


def problems(settings: Settings, service: Service) -> list[str]:
    """Every reason `service` must not start with `settings` (none in dev mode)."""
    if settings.dev_mode:
        return []
    found: list[str] = []
    if service == "gateway":
        found += _tokens(settings.tokens)
    elif settings.tokens:
        found.append(f"ROLLGATE_TOKENS is set for the {service}: API tokens belong in the gateway's environment only")
    if service != "proxy":
        found += _weak("ROLLGATE_REDIS_URL's password", redis_password(settings.redis_url))
    keys = {"gateway": ("ROLLGATE_WORKER_CONTROL_KEY",), "runner": ("ROLLGATE_WORKER_GENERATE_KEY",),
            "proxy": ("ROLLGATE_WORKER_CONTROL_KEY", "ROLLGATE_WORKER_GENERATE_KEY")}[service]
    for variable in ("ROLLGATE_WORKER_CONTROL_KEY", "ROLLGATE_WORKER_GENERATE_KEY"):
        value = getattr(settings, variable.removeprefix("ROLLGATE_").lower())
        if variable in keys:
            found += _weak(variable, value)
        elif value:
            found.append(f"{variable} is set for the {service}: that worker key belongs to the "
                         f"{'runners' if 'GENERATE' in variable else 'gateway'} only")
    if service == "proxy" and settings.worker_control_key == settings.worker_generate_key:
        found.append("ROLLGATE_WORKER_CONTROL_KEY and ROLLGATE_WORKER_GENERATE_KEY are the same: runners could "
                     "then pause and reload the worker")
    return found


def refuse_weak_secrets(settings: Settings, service: Service) -> None:
    """Raise InsecureSettings naming every variable that keeps `service` from starting."""
    if found := problems(settings, service):
        raise InsecureSettings(f"the {service} refuses to start: " + "; ".join(found) + ". Set real secrets, or "
                               "ROLLGATE_DEV_MODE=true on a development machine only.")


def _tokens(tokens: Iterable[str]) -> list[str]:
    tokens = list(tokens)
    if not tokens:
        return ["ROLLGATE_TOKENS is empty: no caller could use the API"]
    return [f"ROLLGATE_TOKENS: token {index} of {len(tokens)} {why}"
            for index, token in enumerate(tokens, 1) if (why := weakness(token))]


def _weak(variable: str, value: str) -> list[str]:
    return [f"{variable} {why}"] if (why := weakness(value)) else []
