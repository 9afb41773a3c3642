"""Session callbacks: the allow list, the address check, resolving once and connecting to the
checked address, and the one reason a tenant reads when a callback fails."""

from __future__ import annotations

import asyncio
import ipaddress
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
import pytest

from services.common.callbacks import (
    CALLBACK_FAILED,
    CallbackFailed,
    CallbackHosts,
    CallbackRefused,
    CallbackTarget,
    deliver,
    is_public,
    post_grant,
    resolve_callback,
)

PUBLIC = "93.184.215.14"


class FakeResolver:
    """Answers each lookup with the next list of `answers` (the last one after that) and counts them."""

    def __init__(self, *answers: list[str] | Exception) -> None:
        self.answers, self.calls = list(answers), 0

    async def resolve(self, host: str, port: int) -> list[str]:
        answer = self.answers[min(self.calls, len(self.answers) - 1)]
        self.calls += 1
        if isinstance(answer, Exception):
            raise answer
        return answer


@pytest.mark.parametrize("address", [
    "127.0.0.1", "127.8.9.10", "::1", "0.0.0.0", "::", "10.1.2.3", "172.31.0.1", "192.168.0.1", "100.64.0.1",
    "169.254.169.254", "169.254.1.1", "fe80::1", "fd00:ec2::254", "fc00::1", "fec0::1", "224.0.0.1", "ff02::1",
    "240.0.0.1", "255.255.255.255", "192.0.2.1", "2001:db8::1", "::ffff:127.0.0.1", "2002:a00:1::1",
    "64:ff9b::a9fe:a9fe", "2001:0:4136:e378:8000:63bf:f5ff:fffe",
])
def test_internal_addresses_are_not_public(address: str) -> None:
    assert not is_public(ipaddress.ip_address(address))


@pytest.mark.parametrize("address", [PUBLIC, "8.8.8.8", "2606:4700:4700::1111", "64:ff9b::808:808"])
def test_public_addresses_are(address: str) -> None:
    assert is_public(ipaddress.ip_address(address))


def test_the_default_allows_no_callback() -> None:
    assert not CallbackHosts.parse("").enabled
    assert not CallbackHosts.parse(" , ").enabled


def test_a_wildcard_admits_public_addresses_only_and_naming_admits_the_rest() -> None:
    wildcard = CallbackHosts.parse("*")
    named = CallbackHosts.parse("*, agents.internal, 127.0.0.1, 10.8.0.0/24")
    loopback, private, metadata = (ipaddress.ip_address(a) for a in ("127.0.0.1", "10.8.0.5", "169.254.169.254"))

    assert wildcard.admits("agents.example", ipaddress.ip_address(PUBLIC))
    assert not any(wildcard.admits("agents.example", a) for a in (loopback, private, metadata))
    assert named.admits("x.example", loopback) and named.admits("x.example", private)
    assert named.admits("Agents.Internal", ipaddress.ip_address("10.9.9.9"))
    assert not named.admits("x.example", metadata)


async def test_the_runner_connects_to_the_address_it_checked() -> None:
    """DNS rebinding: the name answers a public address when checked and a private one afterwards;
    the connection is pinned to the checked one, and the name is looked up once."""
    resolver = FakeResolver([PUBLIC], ["127.0.0.1"])

    target = await resolve_callback("https://agents.example:9000/sessions?x=1", CallbackHosts.parse("*"), resolver)

    assert resolver.calls == 1
    assert target == CallbackTarget(url=f"https://{PUBLIC}:9000/sessions?x=1", address=PUBLIC,
                                    host_header="agents.example:9000", server_name="agents.example")


@pytest.mark.parametrize("answer", [[PUBLIC, "127.0.0.1"], ["169.254.169.254"], ["::ffff:10.0.0.1"], []])
async def test_every_resolved_address_is_checked(answer: list[str]) -> None:
    with pytest.raises(CallbackRefused):
        await resolve_callback("http://agents.example/s", CallbackHosts.parse("*"), FakeResolver(answer))


async def test_a_named_host_may_resolve_to_an_internal_address() -> None:
    target = await resolve_callback("http://agents.internal:81/s", CallbackHosts.parse("agents.internal"),
                                    FakeResolver(["10.0.0.5"]))
    assert (target.url, target.host_header) == ("http://10.0.0.5:81/s", "agents.internal:81")


async def test_a_rebinding_name_never_reaches_the_private_address_on_a_retry() -> None:
    """Each try resolves and checks anew: the first fails at the public address, the second
    resolves to loopback and is refused before any connection."""
    posted: list[CallbackTarget] = []

    async def post(target: CallbackTarget, grant: dict[str, Any]) -> None:
        posted.append(target)
        raise httpx.ConnectError("refused")

    with pytest.raises(CallbackFailed):
        await deliver("http://agents.example/s", {}, CallbackHosts.parse("*"), FakeResolver([PUBLIC], ["127.0.0.1"]),
                      post, tries=3, backoff_s=0)
    assert [target.address for target in posted] == [PUBLIC]


@asynccontextmanager
async def http_server(status: int) -> AsyncIterator[tuple[int, list[dict[str, str]]]]:
    """A one-route HTTP/1.1 server on 127.0.0.1 answering `status`; yields its port and each request's headers."""
    seen: list[dict[str, str]] = []

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = (await reader.readuntil(b"\r\n\r\n")).decode().split("\r\n")
        headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in head[1:] if line)}
        await reader.readexactly(int(headers.get("content-length", "0")))
        seen.append({"request": head[0], **headers})
        writer.write(f"HTTP/1.1 {status} X\r\ncontent-length: 0\r\nconnection: close\r\n\r\n".encode())
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    async with server:
        yield server.sockets[0].getsockname()[1], seen


async def test_the_post_keeps_the_host_name_in_its_host_header() -> None:
    async with http_server(204) as (port, seen):
        target = await resolve_callback(f"http://agents.test:{port}/sessions", CallbackHosts.parse("agents.test"),
                                        FakeResolver(["127.0.0.1"]))
        await post_grant(target, {"session_id": "s"}, timeout_s=5)
    assert seen == [{**seen[0], "request": "POST /sessions HTTP/1.1", "host": f"agents.test:{port}"}]


async def test_the_reason_a_tenant_reads_is_the_same_whatever_failed() -> None:
    """A refused address, a failed lookup, a refused connection and an error status all read CALLBACK_FAILED."""
    closed = await asyncio.start_server(lambda r, w: w.close(), "127.0.0.1", 0)
    closed_port = closed.sockets[0].getsockname()[1]
    closed.close()
    await closed.wait_closed()

    async def post(target: CallbackTarget, grant: dict[str, Any]) -> None:
        await post_grant(target, grant, timeout_s=5)

    reasons = []
    async with http_server(500) as (error_port, _):
        cases = [("http://agents.example/s", "*", FakeResolver(["10.0.0.1"])),
                 ("http://agents.example/s", "*", FakeResolver(OSError("Name or service not known"))),
                 (f"http://agents.test:{closed_port}/s", "agents.test", FakeResolver(["127.0.0.1"])),
                 (f"http://agents.test:{error_port}/s", "agents.test", FakeResolver(["127.0.0.1"]))]
        for url, allowed, resolver in cases:
            with pytest.raises(CallbackFailed) as failed:
                await deliver(url, {}, CallbackHosts.parse(allowed), resolver, post, tries=2, backoff_s=0)
            reasons.append(str(failed.value))
    assert reasons == [CALLBACK_FAILED] * 4
