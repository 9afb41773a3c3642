"""Which worker URLs the registry accepts (POST /v1/workers, ROLLGATE_INFERENCE_WORKERS)."""

from __future__ import annotations

import pytest

from services.common.errors import InvalidArgument
from services.common.keys import Keys
from services.common.workers import WorkerRegistry, check_worker_host, normalise_url


@pytest.mark.parametrize("url", [
    "http://127.0.0.1:8000", "https://vllm-0.vllm.rollgate.svc:8000/", "http://[::1]:8000", "http://worker/prefix",
])
def test_plain_http_urls_pass(url: str) -> None:
    check_worker_host(normalise_url(url), ())
    assert normalise_url(url) == url.rstrip("/")


@pytest.mark.parametrize(("url", "why"), [
    pytest.param("http://user:pw@worker:8000", "credentials", id="userinfo"),
    pytest.param("http://user@worker:8000", "credentials", id="user-only"),
    pytest.param("http://worker:8000/?next=http://evil", "query", id="query"),
    pytest.param("http://worker:8000/?", "query", id="empty-query"),
    pytest.param("http://worker:8000/#frag", "fragment", id="fragment"),
    pytest.param("file:///etc/passwd", "http(s)", id="file-scheme"),
    pytest.param("gopher://worker:70", "http(s)", id="gopher-scheme"),
    pytest.param("http://", "http(s)", id="no-host"),
    pytest.param("http://worker:99999", "port", id="port-out-of-range"),
    pytest.param("http://wor ker:8000", "spaces", id="space"),
    pytest.param("http://" + "a" * 600, "512", id="too-long"),
])
def test_malformed_urls_are_refused(url: str, why: str) -> None:
    with pytest.raises(InvalidArgument) as caught:
        normalise_url(url)
    assert caught.value.field == "url" and why in caught.value.message


@pytest.mark.parametrize("url", [
    "http://169.254.169.254", "http://169.254.169.254./latest", "http://2852039166", "http://0xa9fea9fe",
    "http://[fe80::1]:8000", "http://[::ffff:169.254.169.254]",
])
def test_link_local_hosts_are_refused_unless_listed(url: str) -> None:
    with pytest.raises(InvalidArgument, match="link-local"):
        check_worker_host(normalise_url(url), ())
    check_worker_host(normalise_url(url), ["169.254.0.0/16", "fe80::/10"])


@pytest.mark.parametrize(("url", "allowed"), [
    pytest.param("http://vllm-0:8000", ["vllm-0"], id="hostname"),
    pytest.param("http://VLLM-0.:8000", ["vllm-0"], id="hostname-any-case-trailing-dot"),
    pytest.param("http://10.1.2.3:8000", ["10.0.0.0/8"], id="cidr"),
    pytest.param("http://10.1.2.3:8000", ["10.1.2.3"], id="single-address"),
    pytest.param("http://[fd00::5]:8000", ["fd00::/8"], id="ipv6-cidr"),
])
def test_listed_hosts_pass(url: str, allowed: list[str]) -> None:
    check_worker_host(normalise_url(url), allowed)


@pytest.mark.parametrize(("url", "allowed"), [
    pytest.param("http://vllm-1:8000", ["vllm-0"], id="other-hostname"),
    pytest.param("http://vllm-0.evil:8000", ["vllm-0"], id="hostname-suffix"),
    pytest.param("http://192.168.1.5:8000", ["10.0.0.0/8"], id="outside-cidr"),
    pytest.param("http://10.0.0.1:8000", ["ten.internal"], id="ip-against-hostname"),
    pytest.param("http://169.254.169.254", ["10.0.0.0/8"], id="metadata-not-listed"),
])
def test_unlisted_hosts_are_refused(url: str, allowed: list[str]) -> None:
    with pytest.raises(InvalidArgument, match="not in worker_hosts"):
        check_worker_host(normalise_url(url), allowed)


async def test_the_registry_checks_the_host_before_adding() -> None:
    registry = WorkerRegistry(None, Keys("rgtest"), ["10.0.0.0/8"])  # type: ignore[arg-type]  # refused first
    with pytest.raises(InvalidArgument, match="not in worker_hosts"):
        await registry.add("http://192.168.0.1:8000")
