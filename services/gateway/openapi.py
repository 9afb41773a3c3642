"""The OpenAPI document a gateway serves: the wire models' schemas, narrowed by what this gateway
knows and the client package cannot (its environments and their task splits), so that a request
the document allows is one the gateway accepts.

What it still cannot say, and the gateway checks at admission: that tasks x group_size stays
within the deployment's `max_episodes_per_job` (429, as the token's quotas), and that a regex has
no nested unbounded quantifier and compiles in the workers' grammar backend (422, naming it).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from rollgate import EXTERNAL_ENV, JobEvent

from sandboxes.registry import list_envs
from services.common.errors import (
    InvalidArgument,
    NotFound,
    PermissionDenied,
    ServiceError,
    Unauthenticated,
    Unavailable,
)
from services.gateway.http_errors import ErrorBody

SCHEMAS = "#/components/schemas/"


def served_openapi(app: FastAPI) -> Callable[[], dict[str, Any]]:
    """`app.openapi`: FastAPI's document, built once, narrowed to this gateway's envs."""

    def build() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = _document(app)
        return app.openapi_schema

    return build


def _document(app: FastAPI) -> dict[str, Any]:
    document = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
    schemas = document["components"]["schemas"]
    schemas["JobSubmission"] = _submission(schemas["JobSpec"], schemas["Task"])
    body = document["paths"]["/v1/jobs"]["post"]["requestBody"]["content"]["application/json"]
    body["schema"] = {"$ref": SCHEMAS + "JobSubmission"}
    for model in (JobEvent, ErrorBody):  # named by the document's own additions, not by a route's model
        schema = model.model_json_schema(ref_template=SCHEMAS + "{model}")
        schemas.update(schema.pop("$defs", {}), **{model.__name__: schema})
    for path, operations in document["paths"].items():
        for operation in operations.values():
            _common_errors(path, operation)
    for unused in ("HTTPValidationError", "ValidationError"):
        schemas.pop(unused, None)
    return document


def sse_events(model: str) -> dict[str, Any]:
    """The schema of one server-sent event whose data is `model` as JSON (OpenAPI 3.2's itemSchema)."""
    return {"type": "object", "required": ["event", "data"], "properties": {
        "event": {"type": "string"},
        "data": {"type": "string", "contentMediaType": "application/json", "contentSchema": {"$ref": SCHEMAS + model}},
    }}


def _submission(spec: dict[str, Any], task: dict[str, Any]) -> dict[str, Any]:
    """JobSpec as POST /v1/jobs takes it: tasks or a draw, exactly one (a stored spec that has both,
    submitted again, is accepted too, but is no submission to document); an env of this gateway;
    a draw of a split that env lists, at most its size; a task as an object, or a bare id."""
    submission = copy.deepcopy(spec)
    envs = [(env.name, dict(env.splits)) for env in list_envs() if not env.error]
    properties = submission["properties"]
    properties["env"] = {"type": "string", "enum": [*(name for name, _ in envs), EXTERNAL_ENV],
                         "description": "An environment of this gateway (GET /v1/envs lists them), or "
                                        f"{EXTERNAL_ENV!r}: an external agent's own (docs/agents.md)."}
    bare_id = {"type": "string", "minLength": 1, "maxLength": task["properties"]["id"]["maxLength"]}
    properties["tasks"]["items"] = {"anyOf": [{"$ref": SCHEMAS + "Task"}, bare_id]}
    submission["allOf"] = [
        {"oneOf": [{"required": ["tasks"], "properties": {"tasks": {"minItems": 1}, "draw": {"type": "null"}}},
                   {"required": ["draw"], "properties": {"draw": {"type": "object"}, "tasks": {"maxItems": 0}}}]},
        {"oneOf": [*(_env_branch(name, splits) for name, splits in envs), _EXTERNAL_BRANCH]},
    ]
    submission["title"] = "JobSubmission"
    return submission


def _common_errors(path: str, operation: dict[str, Any]) -> None:
    """What every route of a kind can answer, whoever wrote it: a route behind the bearer scheme
    401 and 403 (and 503: Redis is behind all of them), a route under a job 404, any 422 an
    ErrorBody (FastAPI's own HTTPValidationError is never what the gateway sends)."""
    responses = operation.setdefault("responses", {})
    errors: list[type[ServiceError]] = []
    if {"HTTPBearer": []} in operation.get("security", []) and {} not in operation["security"]:
        errors += [Unauthenticated, PermissionDenied, Unavailable]
    if "{job_id}" in path or "{session_id}" in path:
        errors.append(NotFound)
    if "422" in responses:
        errors.append(InvalidArgument)
    for error in errors:
        entry = responses.get(str(error.http_status))
        if entry is None or "HTTPValidationError" in str(entry):
            responses[str(error.http_status)] = {"description": error.summary, "content": {
                "application/json": {"schema": {"$ref": SCHEMAS + "ErrorBody"}}}}


_EXTERNAL_BRANCH = {"required": ["agent"], "properties": {
    "env": {"const": EXTERNAL_ENV}, "draw": {"type": "null"},
    "agent": {"type": "object", "required": ["kind"], "properties": {"kind": {"const": "external"}}}}}
"""A job of the agent's own environment: an external agent, and tasks (no split to draw from)."""


def _env_branch(env: str, splits: dict[str, int]) -> dict[str, Any]:
    draws = [{"type": "object", "properties": {"split": {"const": split}, "count": {"maximum": size}}}
             for split, size in splits.items() if size > 0]
    return {"properties": {"env": {"const": env}, "draw": {"anyOf": [{"type": "null"}, *draws]}}}
