"""Server-sent events (`text/event-stream`), decoded line by line as the WHATWG spec says.

Only what a client of one endpoint needs: `event`, multi-line `data`, `id`, `retry`, and `:` comment
lines (the gateway's keep-alives). The transport splits the body into lines and strips their
terminators; a blank line ends an event. An event cut off by the end of the stream is dropped.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ServerSentEvent:
    event: str = "message"
    data: str = ""
    id: str = ""


class SSEDecoder:
    """Turns lines into events: `feed` returns an event when a blank line completes one."""

    def __init__(self) -> None:
        self.last_event_id = ""
        self.retry_ms: int | None = None
        self._event = ""
        self._data: list[str] = []

    def feed(self, line: str) -> ServerSentEvent | None:
        if not line:
            return self._dispatch()
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "event":
            self._event = value
        elif name == "data":
            self._data.append(value)
        elif name == "id" and "\0" not in value:
            self.last_event_id = value
        elif name == "retry" and value.isdigit():
            self.retry_ms = int(value)
        return None

    def _dispatch(self) -> ServerSentEvent | None:
        event, data = self._event or "message", self._data
        self._event, self._data = "", []
        if not data:
            return None
        return ServerSentEvent(event, "\n".join(data), self.last_event_id)
