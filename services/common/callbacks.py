"""Session callbacks: which hosts a job's `agent.callback_url` may name, and the one address a
runner connects to there.

A runner POSTs each session's grant from inside the deployment's network, so a callback is a
connection a tenant aims. Three barriers keep it from probing that network (docs/security.md):

- closed by default: with `session_callback_hosts` empty the gateway refuses every callback;
- `*` admits public addresses only: a loopback, link-local (cloud metadata), private, unique
  local, unspecified, multicast or reserved address is admitted only by naming its host,
  address or network in the list;
- the runner resolves the name once, checks every address it resolved to, and connects to the
  checked address (the Host header and TLS server name keep the URL's name), so a DNS answer
  that changes between the check and the connection reaches nothing unchecked.

What the tenant learns of a failed callback is `CALLBACK_FAILED`, never why: a refusal, a DNS
failure, a refused connection and a timeout read the same.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

import httpx

from services.common.errors import PermissionDenied

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
Network = ipaddress.IPv4Network | ipaddress.IPv6Network

CALLBACK_FAILED = "the session's callback failed"
METADATA = frozenset({ipaddress.ip_address("169.254.169.254"), ipaddress.ip_address("fd00:ec2::254")})
NAT64 = ipaddress.ip_network("64:ff9b::/96")

log = logging.getLogger(__name__)


class CallbackRefused(Exception):
    """The callback's host resolves to an address the allow list does not admit (or to none)."""


@dataclass(frozen=True)
class CallbackHosts:
    """The operator's `session_callback_hosts`: `*` (any public address), host names, and IP
    addresses or networks (CIDR), comma-separated. Empty: no callbacks at all."""

    any_public: bool = False
    names: frozenset[str] = frozenset()
    networks: tuple[Network, ...] = ()

    @classmethod
    def parse(cls, setting: str) -> CallbackHosts:
        entries = [entry.strip().rstrip(".").lower() for entry in setting.split(",")]
        networks, names = [], set()
        for entry in filter(None, entries):
            network = _network(entry)
            if network is not None:
                networks.append(network)
            elif entry != "*":
                names.add(entry)
        return cls("*" in entries, frozenset(names), tuple(networks))

    @property
    def enabled(self) -> bool:
        return self.any_public or bool(self.names or self.networks)

    def admits_name(self, host: str) -> bool:
        """Whether a URL may name `host` (a name, not an address): named, or `*` (its addresses
        are checked when the runner resolves it)."""
        return self.any_public or host.rstrip(".").lower() in self.names

    def admits(self, host: str, address: Address) -> bool:
        """Whether the runner may connect to `address`, which `host` resolved to: an address in a
        named network, any address of a named host, or a public address under `*`."""
        if any(address in network for network in self.networks):
            return True
        if host.rstrip(".").lower() in self.names:
            return True
        return self.any_public and is_public(address)


def is_public(address: Address) -> bool:
    """Whether `address` is a public unicast address, as is every IPv4 address it embeds
    (IPv4-mapped, 6to4, Teredo, NAT64): not loopback, link-local, metadata, private, unique
    local, site-local, unspecified, multicast, reserved, shared or documentation space."""
    embedded = _embedded_ipv4(address)
    if embedded and not all(is_public(inner) for inner in embedded):
        return False
    if address in NAT64 or (isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None):
        return True  # only a translation of the IPv4 address just judged public
    flags = (address.is_private, address.is_loopback, address.is_link_local, address.is_multicast,
             address.is_reserved, address.is_unspecified, getattr(address, "is_site_local", False))
    return address.is_global and not any(flags) and address not in METADATA


def _embedded_ipv4(address: Address) -> list[ipaddress.IPv4Address]:
    if not isinstance(address, ipaddress.IPv6Address):
        return []
    inner = [address.ipv4_mapped, address.sixtofour, *(address.teredo or ())]
    if address in NAT64:
        inner.append(ipaddress.IPv4Address(int(address) & 0xFFFFFFFF))
    return [found for found in inner if found is not None]


def ip_literal(host: str) -> Address | None:
    """`host` as an IP address (IPv4-mapped IPv6 as IPv4, a scope id dropped, and the forms the
    resolver also reads as IPv4: 2130706433, 0x7f.1, 127.1), or None for a name."""
    host = host.strip("[]").split("%")[0]
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        try:
            return ipaddress.IPv4Address(socket.inet_aton(host)) if host[:1].isdigit() else None
        except OSError:
            return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


def _network(entry: str) -> Network | None:
    address = ip_literal(entry) if "/" not in entry else None
    try:
        return ipaddress.ip_network(address or entry, strict=False)
    except ValueError:
        return None


def check_callback_url(url: str, hosts: CallbackHosts) -> None:
    """PermissionDenied unless the gateway may admit a job calling back to `url`: callbacks are
    enabled, and its host is named or (under `*`) a name or a public address. The runner checks
    the addresses a name resolves to again, when it connects (`resolve_callback`)."""
    field = "agent.callback_url"
    if not hosts.enabled:
        raise PermissionDenied("agent.callback_url: session callbacks are not enabled on this deployment (the "
                               "operator's session_callback_hosts is empty); leave callback_url empty and pull the "
                               "sessions (POST /v1/jobs/{id}/sessions:next)", field=field)
    host = (httpx.URL(url).host or "").lower()
    address = ip_literal(host)
    if address is not None and not hosts.admits(host, address):
        raise PermissionDenied(f"agent.callback_url: {host!r} is not an address this deployment sends sessions "
                               "to: private, loopback, link-local, metadata and reserved addresses need naming in "
                               "session_callback_hosts", field=field)
    if address is None and not hosts.admits_name(host):
        named = ", ".join(sorted(hosts.names)) or "no host by name"
        raise PermissionDenied(f"agent.callback_url: this deployment sends sessions to {named}, not {host!r} "
                               "(session_callback_hosts)", field=field)


class Resolver(Protocol):
    """Resolves a host name to its addresses (as strings) for a TCP connection to `port`."""

    async def resolve(self, host: str, port: int) -> list[str]: ...


class SystemResolver:
    """The system's resolver (getaddrinfo), off the event loop."""

    async def resolve(self, host: str, port: int) -> list[str]:
        infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
        return [str(info[4][0]) for info in infos]


@dataclass(frozen=True)
class CallbackTarget:
    """Where one callback connects: `url` names the checked `address` instead of the host;
    `host_header` and `server_name` (TLS SNI and certificate name) keep the URL's host."""

    url: str
    address: str
    host_header: str
    server_name: str


async def resolve_callback(url: str, hosts: CallbackHosts, resolver: Resolver) -> CallbackTarget:
    """Resolve `url`'s host once, check every address it resolves to (one refused refuses the
    callback: CallbackRefused) and pin the connection to the first one."""
    parsed = httpx.URL(url)
    host = parsed.host.lower()
    literal = ip_literal(host)
    found = [str(literal)] if literal is not None else await resolver.resolve(host, parsed.port or _port(parsed))
    addresses = [ip_literal(text) for text in found]
    if not addresses:
        raise CallbackRefused(f"{host!r} resolved to no address")
    for text, address in zip(found, addresses, strict=True):
        if address is None or not hosts.admits(host, address):
            raise CallbackRefused(f"{host!r} resolved to {text}, which session_callback_hosts does not admit")
    pinned = str(addresses[0])
    return CallbackTarget(url=str(parsed.copy_with(host=pinned)), address=pinned,
                          host_header=parsed.netloc.decode("ascii"), server_name=host)


def _port(url: httpx.URL) -> int:
    return 443 if url.scheme == "https" else 80


async def post_grant(target: CallbackTarget, grant: dict[str, Any], timeout_s: float) -> None:
    """POST `grant` to the pinned address (no proxy from the environment, no redirect followed);
    raises on anything but 2xx."""
    async with httpx.AsyncClient(timeout=timeout_s, trust_env=False, follow_redirects=False) as http:
        response = await http.post(target.url, json=grant, headers={"Host": target.host_header},
                                   extensions={"sni_hostname": target.server_name})
        response.raise_for_status()


Post = Callable[[CallbackTarget, dict[str, Any]], Awaitable[None]]


class CallbackFailed(Exception):
    """A callback never answered 2xx; its message is `CALLBACK_FAILED` whatever the cause."""

    def __init__(self) -> None:
        super().__init__(CALLBACK_FAILED)


async def deliver(url: str, grant: dict[str, Any], hosts: CallbackHosts, resolver: Resolver, post: Post,
                  tries: int = 3, backoff_s: float = 1.0) -> None:
    """Send `grant` to `url` in up to `tries` tries (each resolved, checked and pinned anew,
    `backoff_s`, then twice that, apart); CallbackFailed if none answered 2xx. Why each try
    failed goes to the runner's log only."""
    for attempt in range(tries):
        if attempt:
            await asyncio.sleep(backoff_s * 2 ** (attempt - 1))
        try:
            await post(await resolve_callback(url, hosts, resolver), grant)
            return
        except (CallbackRefused, httpx.HTTPError, httpx.InvalidURL, OSError, ValueError) as exc:
            log.warning("session callback %s, try %d of %d: %s: %s", url, attempt + 1, tries,
                        type(exc).__name__, str(exc)[:200])
    raise CallbackFailed()
