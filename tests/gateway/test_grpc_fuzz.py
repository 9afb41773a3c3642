"""Bad input over gRPC, for every RPC of the Rollgate service: bytes that do not parse, messages of
the right type with values no one should send (NaN, unknown enum numbers, empty or overlong
strings, missing fields, nested junk), and messages over the size limit (max_body_bytes, as over
HTTP). Each answers a status of the one error mapping (services/common/errors.py), never UNKNOWN
or INTERNAL: bytes that do not parse are INVALID_ARGUMENT, a message over the limit
RESOURCE_EXHAUSTED.

A real gateway process over a real Redis; hypothesis derandomized, so every run sends the same
requests."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import grpc
import pytest
from google.protobuf.descriptor import Descriptor, FieldDescriptor, MethodDescriptor
from google.protobuf.message import DecodeError, Message
from google.protobuf.message_factory import GetMessageClass
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rollgate.v1 import service_pb2

from services.common.errors import ServiceError
from services.common.settings import Settings
from services.devstack import LocalStack

pytestmark = pytest.mark.slow

SERVICE = service_pb2.DESCRIPTOR.services_by_name["Rollgate"]
METHODS = [pytest.param(method, id=method.name) for method in SERVICE.methods]
TOKEN = "every-scope"


def _subclasses(cls: type[ServiceError]) -> Iterator[type[ServiceError]]:
    for subclass in cls.__subclasses__():
        yield subclass
        yield from _subclasses(subclass)


ANSWERS = {grpc.StatusCode.OK} | {error.grpc_code for error in _subclasses(ServiceError)}
"""Every status the error mapping gives, and OK; not UNKNOWN, INTERNAL or UNIMPLEMENTED."""
NOT_MESSAGES = [
    b"\xff",  # field 31, wire type 7: no such wire type
    b"\x0a\xff\xff\xff\xff\x0f",  # field 1, length-delimited, 4 GiB long in 6 bytes
    b"\x08",  # field 1, a varint cut off
    b"\x0a\x02\xc3\x28",  # field 1, two bytes that are not UTF-8
    b"\x00",  # field 0
]
"""Bytes that are no message of any type."""
FUZZ = settings(derandomize=True, database=None, max_examples=30, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@pytest.fixture(scope="module")
def channel(tmp_path_factory: pytest.TempPathFactory) -> Iterator[grpc.Channel]:
    home = tmp_path_factory.mktemp("grpc-fuzz")
    with LocalStack(home=home, model=home, token=TOKEN) as stack:
        stack.start_redis()
        stack.start_gateway()
        with grpc.insecure_channel(f"127.0.0.1:{stack.grpc_port}") as channel:
            yield channel


def call(channel: grpc.Channel, method: MethodDescriptor, request: bytes) -> grpc.StatusCode:
    """The status `method` answers the raw `request` with (a stream: after its first message)."""
    path, metadata = f"/{SERVICE.full_name}/{method.name}", [("authorization", f"Bearer {TOKEN}")]
    try:
        if method.server_streaming:
            stream = channel.unary_stream(path)(request, metadata=metadata, timeout=30)
            next(stream, None)
            stream.cancel()
        else:
            channel.unary_unary(path)(request, metadata=metadata, timeout=30)
    except grpc.RpcError as exc:
        return exc.code()  # type: ignore[no-any-return]
    return grpc.StatusCode.OK


# --- messages of the right type, with values chosen to hurt -------------------------------

TEXT = st.one_of(st.text(max_size=12), st.sampled_from(["", " ", "\x00", "x" * 5000, "../../etc/passwd", "-1"]))
INTS = st.one_of(st.integers(-3, 3), st.sampled_from([2**31 - 1, -(2**31)]))
INT64S = st.one_of(INTS, st.sampled_from([2**63 - 1, -(2**63), 2**53 + 1]))
UINT64S = st.one_of(st.integers(0, 3), st.just(2**64 - 1))
FLOATS = st.one_of(st.floats(-1e3, 1e3), st.sampled_from([math.nan, math.inf, -math.inf, 1e308, -0.0]))
JSON = st.recursive(st.one_of(st.none(), st.booleans(), st.floats(allow_nan=False), st.text(max_size=8)),
                    lambda inner: st.dictionaries(st.text(max_size=8), inner, max_size=3), max_leaves=6)
SCALARS = {
    FieldDescriptor.TYPE_STRING: TEXT, FieldDescriptor.TYPE_BYTES: st.binary(max_size=16),
    FieldDescriptor.TYPE_BOOL: st.booleans(), FieldDescriptor.TYPE_DOUBLE: FLOATS, FieldDescriptor.TYPE_FLOAT: FLOATS,
    FieldDescriptor.TYPE_INT32: INTS, FieldDescriptor.TYPE_SINT32: INTS, FieldDescriptor.TYPE_SFIXED32: INTS,
    FieldDescriptor.TYPE_INT64: INT64S, FieldDescriptor.TYPE_SINT64: INT64S, FieldDescriptor.TYPE_SFIXED64: INT64S,
    FieldDescriptor.TYPE_UINT32: st.integers(0, 2**32 - 1), FieldDescriptor.TYPE_FIXED32: st.integers(0, 2**32 - 1),
    FieldDescriptor.TYPE_UINT64: UINT64S, FieldDescriptor.TYPE_FIXED64: UINT64S,
    FieldDescriptor.TYPE_ENUM: st.integers(-2, 40),  # mostly numbers no enum names
}


def messages(descriptor: Descriptor, depth: int = 0) -> st.SearchStrategy[Message]:
    """Messages of `descriptor`'s type, each field set or left out (left out: "missing")."""
    if descriptor.full_name == "google.protobuf.Struct":
        return st.dictionaries(st.text(max_size=8), JSON, max_size=3).map(lambda d: _struct(descriptor, d))
    fields = {f.name: _field(f, depth) for f in descriptor.fields if depth < 4 or f.message_type is None}
    return st.fixed_dictionaries({}, optional=fields).map(lambda values: _build(descriptor, values))


def _field(field: FieldDescriptor, depth: int) -> st.SearchStrategy[Any]:
    if field.message_type is not None and field.message_type.GetOptions().map_entry:
        key, value = field.message_type.fields_by_name["key"], field.message_type.fields_by_name["value"]
        return st.dictionaries(SCALARS[key.type], _single(value, depth + 1), max_size=3)
    single = _single(field, depth)
    return st.lists(single, max_size=4) if field.is_repeated else single


def _single(field: FieldDescriptor, depth: int) -> st.SearchStrategy[Any]:
    return messages(field.message_type, depth + 1) if field.message_type is not None else SCALARS[field.type]


def _build(descriptor: Descriptor, values: dict[str, Any]) -> Message:
    message = GetMessageClass(descriptor)()
    for name, value in values.items():
        field, target = descriptor.fields_by_name[name], getattr(message, name)
        if field.message_type is not None and field.message_type.GetOptions().map_entry:
            for key, item in value.items():
                if isinstance(item, Message):
                    target[key].CopyFrom(item)
                else:
                    target[key] = item
        elif field.is_repeated:
            for item in value:
                target.add().CopyFrom(item) if isinstance(item, Message) else target.append(item)
        elif isinstance(value, Message):
            target.CopyFrom(value)
        else:
            setattr(message, name, value)
    return message


def _struct(descriptor: Descriptor, values: dict[str, Any]) -> Message:
    struct = GetMessageClass(descriptor)()
    struct.update(values)
    return struct


# --- tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize("method", METHODS)
def test_generated_messages_answer_mapped_statuses(channel: grpc.Channel, method: MethodDescriptor) -> None:
    seen: set[grpc.StatusCode] = set()

    @FUZZ
    @given(request=messages(method.input_type))
    def check(request: Message) -> None:
        code = call(channel, method, request.SerializeToString())
        seen.add(code)
        assert code in ANSWERS, f"{method.name}({request}) answered {code}"

    check()
    assert seen, "no request was sent"


@pytest.mark.parametrize("method", METHODS)
def test_bytes_that_do_not_parse_are_invalid_argument(channel: grpc.Channel, method: MethodDescriptor) -> None:
    message_type = GetMessageClass(method.input_type)
    refused = 0

    @FUZZ
    @given(data=st.one_of(st.binary(min_size=1, max_size=48), st.sampled_from(NOT_MESSAGES)))
    def check(data: bytes) -> None:
        nonlocal refused
        try:
            message_type.FromString(data)
        except DecodeError:
            refused += 1
            assert call(channel, method, data) == grpc.StatusCode.INVALID_ARGUMENT
        else:
            assert call(channel, method, data) in ANSWERS

    check()
    assert refused, "no example failed to parse"


@pytest.mark.parametrize("method", METHODS)
def test_a_message_over_the_size_limit_is_resource_exhausted(channel: grpc.Channel,
                                                              method: MethodDescriptor) -> None:
    huge = Settings().max_body_bytes + 1  # the gateway's limit for a request, HTTP's too
    data = b"\x0a" + _varint(huge) + b"x" * huge
    assert call(channel, method, data) == grpc.StatusCode.RESOURCE_EXHAUSTED


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def test_the_size_limit_is_the_gateways_not_grpcs_default(channel: grpc.Channel) -> None:
    """A 5 MiB job id is over grpc's default of 4 MiB, within the gateway's max_body_bytes."""
    get_job = SERVICE.methods_by_name["GetJob"]
    request = GetMessageClass(get_job.input_type)(job_id="x" * (5 * 1024 * 1024))
    assert Settings().max_body_bytes > len(request.SerializeToString())
    assert call(channel, get_job, request.SerializeToString()) == grpc.StatusCode.NOT_FOUND
