"""How the gateway's gRPC server reads requests: bytes that are no message of the method's type
reach the method as `Unparsable`, which it answers INVALID_ARGUMENT.

The generated `add_RollgateServicer_to_server` parses with `FromString`, and grpc answers a
request that fails to parse with INTERNAL ("Exception deserializing request"), as if the server
were at fault. Requests over the server's size limit stay grpc's own RESOURCE_EXHAUSTED.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import grpc
from google.protobuf.message import DecodeError, Message
from google.protobuf.message_factory import GetMessageClass
from rollgate.v1 import service_pb2

from services.common.errors import InvalidArgument


class Unparsable:
    """A request whose bytes did not parse as `type_name`."""

    def __init__(self, type_name: str, reason: str) -> None:
        self.type_name, self.reason = type_name, reason


def check_parsed(request: Message | Unparsable) -> None:
    """InvalidArgument for a request that did not parse."""
    if isinstance(request, Unparsable):
        raise InvalidArgument(f"the request is no {request.type_name} message: {request.reason}")


def add_to_server(servicer: Any, server: grpc.aio.Server) -> None:
    """Serve `servicer`'s methods of the Rollgate service on `server`, requests read leniently."""
    service = service_pb2.DESCRIPTOR.services_by_name["Rollgate"]
    handlers = {}
    for method in service.methods:
        streams = method.server_streaming
        handler = grpc.unary_stream_rpc_method_handler if streams else grpc.unary_unary_rpc_method_handler
        handlers[method.name] = handler(getattr(servicer, method.name),
                                        request_deserializer=_lenient(GetMessageClass(method.input_type)),
                                        response_serializer=_serialize)
    server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(service.full_name, handlers),))


def _lenient(message_type: type[Message]) -> Callable[[bytes], Message | Unparsable]:
    def parse(data: bytes) -> Message | Unparsable:
        try:
            return message_type.FromString(data)
        except DecodeError as exc:
            return Unparsable(message_type.DESCRIPTOR.full_name, str(exc))

    return parse


def _serialize(message: Message) -> bytes:
    return message.SerializeToString()
