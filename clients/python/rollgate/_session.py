"""`SessionClient`: one session's env and finish routes, as an external agent's driver speaks them.

The session's chat completions are OpenAI's API, for an OpenAI client; what is left is its env
(reset, step) and its end (finish), sent with the session's credential, never repeated (`_api`
says why), with the same errors as every call of the client.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import TracebackType
from typing import Any, Self, TypeVar

import httpx

from rollgate import _api
from rollgate._client import _build
from rollgate._exceptions import TransportError

T = TypeVar("T")


class SessionClient:
    """The routes under a grant's `base_url`, with its `api_key` as the bearer token.

    Every call has `timeout` seconds, a step longer when its action may run longer (`wait_s`).
    `transport` replaces the network (e.g. `httpx.MockTransport` in tests).
    """

    def __init__(self, base_url: str, api_key: str, timeout: float = 30.0,
                 transport: httpx.BaseTransport | None = None) -> None:
        if not base_url or not api_key:
            raise ValueError("a session needs its base_url and api_key (a SessionGrant's)")
        self._http = httpx.Client(transport=transport, **_api.client_options(base_url, api_key, timeout))
        self._timeout = timeout

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()

    def reset(self) -> dict[str, Any]:
        """The episode's first observation (`observation`, `actions`, `info`); `Conflict` with code
        `reset` once the env was reset already."""
        return self._send(_api.env_reset())

    def step(self, action: str, wait_s: float = 0.0) -> dict[str, Any]:
        """Step the env with `action`, which may run `wait_s` seconds: `observation`, `reward`,
        `done`, `actions`, `info`."""
        return self._send(_api.env_step(action, wait_s))

    def finish(self, body: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """End the session: the episode's `status` and `reward`. A session that has ended already
        answers an `APIError` with code `session_ended`."""
        return self._send(_api.finish(body))

    def _send(self, call: _api.Call[T]) -> T:
        try:
            response = self._http.send(_build(self._http, call, call.timeout(self._timeout)))
        except httpx.TransportError as exc:
            raise TransportError.from_httpx(exc) from exc
        return call.read(response)
