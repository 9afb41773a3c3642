"""Conversion between the proto messages and their pydantic mirrors.

Field names are identical on both sides, so the conversion goes through the proto JSON
mapping. Proto3 cannot tell a scalar left unset from one set to 0, "" or false: for a request
(`unset_as_default=True`) such fields are omitted so the pydantic defaults apply and a gRPC
caller sets only what it means; for everything else they are kept as the values they are.
"""

from __future__ import annotations

from typing import TypeVar

from google.protobuf import json_format
from google.protobuf.message import Message
from pydantic import BaseModel

from services.common.errors import InvalidArgument

M = TypeVar("M", bound=BaseModel)
P = TypeVar("P", bound=Message)


def to_proto(model: BaseModel, message_type: type[P]) -> P:
    return json_format.ParseDict(model.model_dump(mode="json", exclude_none=True), message_type())


def from_proto(message: Message, model_type: type[M], *, unset_as_default: bool = False) -> M:
    """The model of `message`; InvalidArgument when the message holds what JSON cannot (an
    infinite or NaN number in a Struct)."""
    try:
        fields = json_format.MessageToDict(message, preserving_proto_field_name=True,
                                           always_print_fields_with_no_presence=not unset_as_default)
    except json_format.Error as exc:
        raise InvalidArgument(f"the {message.DESCRIPTOR.name} cannot be read: {exc}") from None
    return model_type.model_validate(fields, strict=False)  # int64 arrives as a string in proto JSON
