"""The SWE tools' calls: names and arguments, validation, canonical form.

Both sides use this module. The runner's agent validates each call it parses from the
policy's output and sends the call's canonical JSON as the action; the env parses the action
again (any string may arrive as an action) and answers a malformed call with an error
observation, never an exception.

A call is a JSON object `{"name": TOOL, "arguments": {...}}`. `arguments` may be left out for
a tool without required arguments, or be a string holding the JSON object (as OpenAI-style
tool calls carry it). Unknown tools, unknown, missing or mistyped arguments are errors that
name the problem, so the policy can correct itself.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

SHELL_TIMEOUT_S = 60
"""Default wall-clock limit of one shell command, in seconds."""
SHELL_MAX_TIMEOUT_S = 300
OUTPUT_CAP_BYTES = 16_000
"""Most bytes of a shell command's (merged) output shown to the policy."""
MAX_COMMAND_BYTES = 100_000
"""The longest shell command (UTF-8 bytes): one argument of the kernel's exec holds at most
128 KiB, so a longer one could not even start. Longer is a malformed call, not an env failure."""


@dataclass(frozen=True)
class Parameter:
    name: str
    type: type
    description: str
    required: bool = True
    max_bytes: int = 0
    """The longest value (UTF-8 bytes) of a string parameter; 0: no limit of its own."""


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    parameters: tuple[Parameter, ...] = ()

    def signature(self) -> str:
        """A one-line synopsis, e.g. `view(path: string, start_line?: integer)`."""
        names = {str: "string", int: "integer"}
        params = ", ".join(f"{p.name}{'' if p.required else '?'}: {names[p.type]}" for p in self.parameters)
        return f"{self.name}({params})"


TOOLS: dict[str, Tool] = {
    tool.name: tool
    for tool in (
        Tool(
            "bash",
            "Run a bash command in the repository root and show its exit code and output (stdout "
            f"and stderr merged, the first {OUTPUT_CAP_BYTES} bytes). It is killed after `timeout` "
            f"seconds (default {SHELL_TIMEOUT_S}, at most {SHELL_MAX_TIMEOUT_S}). No network.",
            (
                Parameter("command", str, "the command line", max_bytes=MAX_COMMAND_BYTES),
                Parameter("timeout", int, "seconds before the command is killed", required=False),
            ),
        ),
        Tool(
            "view",
            "Show a file with line numbers (optionally only lines start_line..end_line, counted "
            "from 1), or list a directory two levels deep.",
            (
                Parameter("path", str, "a path relative to the repository root"),
                Parameter("start_line", int, "first line to show", required=False),
                Parameter("end_line", int, "last line to show", required=False),
            ),
        ),
        Tool(
            "str_replace",
            "Replace the one occurrence of old_str in a file by new_str. old_str must occur exactly "
            "once: include enough surrounding lines to make it unique.",
            (
                Parameter("path", str, "a path relative to the repository root"),
                Parameter("old_str", str, "the exact text to replace, whitespace included"),
                Parameter("new_str", str, "the replacement text (may be empty)"),
            ),
        ),
        Tool(
            "create",
            "Write a file with the given content, creating missing directories; an existing file is overwritten.",
            (
                Parameter("path", str, "a path relative to the repository root"),
                Parameter("content", str, "the whole content of the file"),
            ),
        ),
        Tool(
            "submit",
            "Finish: your changes to the repository are graded by its tests. Call it once, at the end. "
            "A `patch` given is graded in their place.",
            (Parameter("patch", str, "a diff against the base commit (e.g. git diff's output)", required=False),),
        ),
    )
}


class CallError(ValueError):
    """A tool call that cannot be run; the message says what is wrong with it."""


@dataclass(frozen=True)
class ToolCall:
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)

    def canonical(self) -> str:
        """The call as JSON with sorted keys: the action text the env receives."""
        return json.dumps({"name": self.name, "arguments": self.arguments}, sort_keys=True, ensure_ascii=False)


def parse_call(text: str) -> ToolCall:
    """The call that the JSON `text` holds; CallError if it holds no valid call."""
    try:
        payload = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise CallError(f"a tool call must be a JSON object, but this is not valid JSON ({exc})") from None
    return call_from_object(payload)


def call_from_object(payload: Any) -> ToolCall:
    """The call that a decoded JSON value describes; CallError if it is not a valid call."""
    if not isinstance(payload, dict):
        raise CallError(f'a tool call must be a JSON object {{"name": ..., "arguments": {{...}}}}, got {payload!r:.80}')
    extra = set(payload) - {"name", "arguments"}
    if extra:
        raise CallError(f"a tool call has only 'name' and 'arguments', not {sorted(extra)}")
    name = payload.get("name")
    if name not in TOOLS:
        raise CallError(f"unknown tool {name!r:.60}; the tools are {', '.join(TOOLS)}")
    arguments = _arguments_object(payload.get("arguments", {}))
    _check_arguments(TOOLS[name], arguments)
    return ToolCall(name, arguments)


def _arguments_object(arguments: Any) -> dict[str, Any]:
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments) if arguments.strip() else {}
        except (ValueError, RecursionError):
            raise CallError("'arguments' is a string that is not a JSON object") from None
    if not isinstance(arguments, dict):
        raise CallError(f"'arguments' must be a JSON object, got {arguments!r:.80}")
    return arguments


def _check_arguments(tool: Tool, arguments: dict[str, Any]) -> None:
    known = {p.name: p for p in tool.parameters}
    unknown = sorted(set(arguments) - set(known))
    if unknown:
        raise CallError(f"{tool.name} takes no argument {unknown[0]!r:.60}; it takes {_names(tool)}")
    for parameter in tool.parameters:
        if parameter.name not in arguments:
            if parameter.required:
                raise CallError(f"{tool.name} needs the argument {parameter.name!r}; it takes {_names(tool)}")
            continue
        _check_value(tool, parameter, arguments[parameter.name])


def _check_value(tool: Tool, parameter: Parameter, value: Any) -> None:
    where = f"{tool.name}'s argument {parameter.name!r}"
    if parameter.type is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise CallError(f"{where} must be an integer, got {value!r:.40}")
        if value < 1:
            raise CallError(f"{where} must be at least 1, got {value}")
    elif not isinstance(value, str):
        raise CallError(f"{where} must be a string, got {type(value).__name__}")
    else:
        try:
            size = len(value.encode("utf-8"))
        except UnicodeEncodeError:
            raise CallError(f"{where} is not valid Unicode (a lone surrogate escape?)") from None
        if parameter.max_bytes and size > parameter.max_bytes:
            raise CallError(f"{where} is {size} bytes, more than the {parameter.max_bytes} it may have; "
                            "write long scripts to a file with create, then run the file")


def _names(tool: Tool) -> str:
    return ", ".join(p.name for p in tool.parameters) or "no arguments"
