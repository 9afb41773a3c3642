"""A job's `sampling.regex`, compiled once by the workers' grammar backend before admission.

The client's models bound the regex's shape (`rollgate._regex`); this compiles it with
xgrammar, the backend vLLM's structured outputs use, so a regex Python's `re` accepts but the
workers cannot compile (lookarounds, backreferences, inline flags) is refused at submission
instead of failing every turn of every episode. The vocabulary is printable ASCII, one token a
character: enough to build the regex's automaton without the model's tokenizer.
"""

from __future__ import annotations

import asyncio
import re
import threading
from functools import lru_cache
from typing import Any

from services.common.errors import InvalidArgument

FIELD = "sampling.regex"
_lock = threading.Lock()


@lru_cache(maxsize=1)
def _compiler() -> Any:
    import xgrammar  # imported on first use: a few seconds, not counted against the timeout

    vocab = [chr(code) for code in range(32, 127)]
    return xgrammar.GrammarCompiler(xgrammar.TokenizerInfo(vocab), max_threads=1, cache_enabled=False)


def compile_regex(regex: str) -> None:
    """Compile `regex` to a grammar, as a worker would; raises xgrammar's error if it cannot."""
    with _lock:
        compiler = _compiler()
    compiler.compile_regex(regex)


async def check_regex_compiles(regex: str, timeout_s: float) -> None:
    """InvalidArgument naming `sampling.regex` unless xgrammar compiles it within `timeout_s`.

    The compilation runs in a thread: one over the timeout is abandoned, not stopped, which is
    why the client's shape bounds come first."""
    if not regex:
        return
    await asyncio.to_thread(_compiler)
    try:
        await asyncio.wait_for(asyncio.to_thread(compile_regex, regex), timeout_s)
    except TimeoutError:
        raise InvalidArgument(f"the grammar backend did not compile the regex within {timeout_s:g}s",
                              field=FIELD) from None
    except (RuntimeError, ValueError) as exc:
        raise InvalidArgument(f"the grammar backend cannot compile the regex: {_reason(exc)}", field=FIELD) from None


def _reason(exc: Exception) -> str:
    """xgrammar's message without its timestamp and C++ source location."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return re.sub(r"^\[[\d:]+\] \S+:\d+: ", "", text)[:300]
