"""The SWE agent: one tool call per turn, in the hermes format Qwen models emit.

    <tool_call>
    {"name": "view", "arguments": {"path": "pkg/module.py"}}
    </tool_call>

Text around the call (reasoning) is allowed, and <think>…</think> blocks are ignored. A final
<tool_call> left unclosed (generation stopped at `</tool_call>`) still counts. Fallback, for
models that do not use the tags: a single fenced code block holding the call object, or a
completion that is nothing but the call object. More than one call, an unknown tool, or bad
arguments make the turn invalid: the error goes back to the policy and the env is not stepped.

The action sent to the env is the call's canonical JSON (`ToolCall.canonical`). When the turn
budget runs out, the final action is a submit, so the work done so far is still graded.
"""

from __future__ import annotations

import json
import re

from sandboxes.inside.envs.swe.calls import (
    SHELL_MAX_TIMEOUT_S,
    SHELL_TIMEOUT_S,
    TOOLS,
    CallError,
    ToolCall,
    call_from_object,
    parse_call,
)
from sandboxes.protocol import Reset
from services.agents import Action, Agent, Message, no_usable_action

_THINK = re.compile(r"<think>.*?</think>", re.DOTALL)
_TOOL_CALL = re.compile(r"<tool_call>(.*?)(?:</tool_call>|\Z)", re.DOTALL)
_FENCE = re.compile(r"```[A-Za-z0-9_-]*\n(.*?)```", re.DOTALL)
STEP_MARGIN_S = 30.0
"""Time a step may take beyond its shell command's timeout (git, the anchor, the reply)."""
EXAMPLE_CALL = '<tool_call>\n{"name": "bash", "arguments": {"command": "grep -rn \\"def parse\\" ."}}\n</tool_call>'


def _system_prompt() -> str:
    tools = "\n".join(f"- {tool.signature()}: {tool.description}" for tool in TOOLS.values())
    return (
        "You are a software engineer working in a checked-out repository. The user describes an issue; "
        "resolve it by inspecting and changing the repository with tools. Paths are relative to the "
        "repository root, which is also the working directory of bash.\n\n"
        f"Tools (an argument marked ? may be left out):\n{tools}\n\n"
        "To use a tool, end your reply with exactly one call, a JSON object inside tags:\n"
        f"{EXAMPLE_CALL}\n"
        "You may reason before the call. The next message gives the tool's result. Reproduce the problem, "
        "change the code, check your change by running code or tests, then call submit. Hidden tests grade "
        "the fix, so change the code rather than the existing tests."
    )


SYSTEM_PROMPT = _system_prompt()


class SweAgent(Agent):
    envs = ("swe",)

    stop = ("</tool_call>",)  # one call per turn: its result comes next

    def first_messages(self, reset: Reset) -> list[Message]:
        return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": reset.observation}]

    def parse(self, completion_text: str) -> Action:
        text = _THINK.sub("", completion_text)
        candidates = _TOOL_CALL.findall(text) or _fallback_candidates(text)
        if not candidates:
            return Action(None, "no tool call found")
        if len(candidates) > 1:
            return Action(None, f"found {len(candidates)} tool calls; make exactly one call per turn")
        try:
            payload = json.loads(candidates[0])
        except (ValueError, RecursionError) as exc:
            return Action(None, f"the tool call is not valid JSON ({exc})")
        try:
            return Action(call_from_object(payload).canonical())
        except CallError as exc:
            return Action(None, f"invalid tool call: {exc}")

    def invalid_action_message(self, action: Action) -> Message:
        return no_usable_action(action, "tool call", f"End your reply with exactly one call, for example:\n"
                                f"{EXAMPLE_CALL}\nTools: {', '.join(TOOLS)}.")

    def final_action(self) -> str | None:
        """Submit: an episode cut short by the turn budget is graded on the work done so far."""
        return ToolCall("submit").canonical()

    def action_timeout_s(self, action: str) -> float | None:
        """A bash call's own timeout plus STEP_MARGIN_S."""
        try:
            call = parse_call(action)
        except CallError:
            return None
        if call.name != "bash":
            return None
        timeout_s: float = call.arguments.get("timeout", SHELL_TIMEOUT_S)  # a number: parse_call checked it
        return min(timeout_s, SHELL_MAX_TIMEOUT_S) + STEP_MARGIN_S


def _fallback_candidates(text: str) -> list[str]:
    """Without tags: the fenced blocks holding a JSON object with a "name", else the whole text
    if it looks like a JSON object."""
    fenced = [block for block in _FENCE.findall(text) if _looks_like_call(block)]
    if fenced:
        return fenced
    stripped = text.strip()
    return [stripped] if stripped.startswith("{") else []


def _looks_like_call(text: str) -> bool:
    try:
        payload = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(payload, dict) and "name" in payload
