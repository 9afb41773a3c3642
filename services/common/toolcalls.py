"""Forcing a tool call by grammar, where a request's `tool_choice` asks for one.

vLLM reads calls out of sampled text (its parsers: `services/runner/replies.py`); what it does not
do is force one in the model's own format. Rollgate does it for the Hermes format, which the
Qwen2.5 and Qwen3 families (and the tiny development model) use, a call being a JSON object inside
`<tool_call>` tags as the chat template writes it,

    <tool_call>
    {"name": "search", "arguments": {"query": "rollouts"}}
    </tool_call>

by a regex for vLLM's structured outputs, its arguments shaped by the tool's parameter schema.
"""

from __future__ import annotations

import json
from typing import Any

CHOICES = ("none", "auto", "required")


def chosen_tools(tools: list[dict[str, Any]], tool_choice: Any) -> list[dict[str, Any]]:
    """The tools one of which must be called under `tool_choice` (none: the model may answer
    freely). ValueError for a choice that is not OpenAI's or names no tool of `tools`."""
    if tool_choice is None or tool_choice in ("none", "auto"):
        return []
    if tool_choice == "required":
        if not tools:
            raise ValueError('tool_choice: "required" needs tools')
        return tools
    if isinstance(tool_choice, dict) and tool_choice.get("type", "function") == "function" \
            and isinstance(tool_choice.get("function"), dict):
        name = tool_choice["function"].get("name")
        named = [tool for tool in tools if tool["function"]["name"] == name]
        if not named:
            raise ValueError(f"tool_choice: {name!r} is not the name of one of the tools")
        return named[:1]
    raise ValueError(f"tool_choice: expected one of {list(CHOICES)} or "
                     '{"type": "function", "function": {"name": ...}}')


def hermes_constraint(tools: list[dict[str, Any]], tool_choice: Any) -> dict[str, Any] | None:
    """A regex for one Hermes call of one of the chosen tools, laid out as the template writes it,
    its arguments shaped by the tool's parameter schema (`schema_regex`); None when the choice
    forces nothing."""
    chosen = chosen_tools(tools, tool_choice)
    if not chosen:
        return None
    calls = "|".join(literal('{"name": ' + json.dumps(tool["function"]["name"], ensure_ascii=False)
                             + ', "arguments": ') + arguments_regex(tool["function"].get("parameters"))
                     + literal("}") for tool in chosen)
    return {"regex": literal("<tool_call>\n") + f"(?:{calls})" + literal("\n</tool_call>")}


# --- regexes of JSON shaped by a schema -----------------------------------------------------------
# JSON as json.dumps writes it (", " and ": " separators), so that a forced call renders as the
# chat template renders it. Numbers are bounded in length so that even a random model ends them;
# strings and arrays only where the schema bounds them (maxLength, maxItems).

DEPTH = 2
"""How deep objects and arrays nest inside a forced call's arguments before only scalars follow."""
STRING_CHAR = r'(?:[^"\\\x00-\x1f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})'
INTEGER = r"-?(?:0|[1-9][0-9]{0,15})"
NUMBER = INTEGER + r"(?:\.[0-9]{1,16})?(?:[eE][+-]?[0-9]{1,3})?"
SCALARS = {"integer": INTEGER, "number": NUMBER, "boolean": "(?:true|false)", "null": "null"}


def literal(text: str) -> str:
    """`text` as a regex matching itself (escaping only what regex syntax needs)."""
    return "".join("\\" + c if c in "\\.^$|?*+()[]{}/" else "\\n" if c == "\n" else c for c in text)


def arguments_regex(schema: Any) -> str:
    """A call's arguments: an object, shaped by its parameter schema where it has one."""
    if isinstance(schema, dict) and schema.get("type", "object") == "object" and schema.get("properties"):
        return object_regex(schema, DEPTH + 1)
    return any_object(DEPTH)


def schema_regex(schema: Any, depth: int) -> str:
    """A regex of JSON values valid under `schema` (a subset: enum, const, the basic types,
    objects by their properties); any JSON value, nesting bounded, where the schema says less."""
    if not isinstance(schema, dict):
        return any_value(depth)
    if "enum" in schema and isinstance(schema["enum"], list) and schema["enum"]:
        return "(?:" + "|".join(literal(json.dumps(v, ensure_ascii=False)) for v in schema["enum"]) + ")"
    if "const" in schema:
        return literal(json.dumps(schema["const"], ensure_ascii=False))
    kind = schema.get("type")
    if kind == "string":
        return string_regex(schema.get("minLength", 0), schema.get("maxLength"))
    if kind in SCALARS:
        return SCALARS[kind]
    if kind == "array" and depth > 0:
        return array_regex(schema_regex(schema.get("items"), depth - 1), schema.get("maxItems"))
    if kind == "object" and depth > 0:
        return object_regex(schema, depth)
    return any_value(depth)


def string_regex(min_length: Any, max_length: Any) -> str:
    low = min_length if isinstance(min_length, int) and min_length >= 0 else 0
    if isinstance(max_length, int) and max_length >= low:
        return f'"{STRING_CHAR}{{{low},{max_length}}}"'
    return f'"{STRING_CHAR}*"' if low == 0 else f'"{STRING_CHAR}{{{low},}}"'


def array_regex(item: str, max_items: Any) -> str:
    if isinstance(max_items, int) and max_items >= 1:
        return rf"\[(?:{item}(?:, {item}){{0,{max_items - 1}}})?\]"
    return rf"\[(?:{item}(?:, {item})*)?\]"


def object_regex(schema: dict[str, Any], depth: int) -> str:
    """The schema's properties in order, required ones first, optional ones each optional
    after them; every property when none is required. Without properties: any object."""
    properties = schema.get("properties")
    if not isinstance(properties, dict) or not properties:
        return any_object(depth)
    required = [name for name in properties if name in set(schema.get("required") or [])]
    optional = [name for name in properties if name not in required] if required else []
    fields = [literal(json.dumps(name, ensure_ascii=False) + ": ") + schema_regex(properties[name], depth - 1)
              for name in (required or list(properties))]
    tail = "".join(f"(?:, {literal(json.dumps(name, ensure_ascii=False) + ': ')}"
                   f"{schema_regex(properties[name], depth - 1)})?" for name in optional)
    return r"\{" + ", ".join(fields) + tail + r"\}"


def any_value(depth: int) -> str:
    options = [string_regex(0, None), NUMBER, "true", "false", "null"]
    if depth > 0:
        options += [any_object(depth), array_regex(any_value(depth - 1), None)]
    return "(?:" + "|".join(options) + ")"


def any_object(depth: int) -> str:
    member = string_regex(0, None) + ": " + any_value(depth - 1)
    return rf"\{{(?:{member}(?:, {member})*)?\}}"
