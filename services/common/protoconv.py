"""Conversion between the proto messages and their pydantic mirrors.

Field names are identical on both sides, so the conversion goes through the proto JSON
mapping. Scalars left at their proto3 default (0, "", false) are omitted, so the pydantic
defaults apply to them: a gRPC caller sets only what it means.
"""

from __future__ import annotations

from typing import TypeVar

from google.protobuf import json_format
from google.protobuf.message import Message
from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)
P = TypeVar("P", bound=Message)


def to_proto(model: BaseModel, message_type: type[P]) -> P:
    return json_format.ParseDict(model.model_dump(mode="json", exclude_none=True), message_type())


def from_proto(message: Message, model_type: type[M]) -> M:
    return model_type.model_validate(json_format.MessageToDict(message, preserving_proto_field_name=True))
