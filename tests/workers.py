"""vLLM CPU workers started once per test session and lent to the stacks that need one.

A vLLM worker takes about a minute to start on this CPU, most of a test module's setup. The
session starts two, serving the embedded model with LoRA on (rank up to `LORA_MAX_RANK`), one
core each, and lends them: `SharedWorkers.lend()` hands them back as started (the embedded
model's weights reloaded, version label 0, no adapter loaded, no request running), whatever
the last borrower pushed or left running. Borrowers take turns: each holds them for a module or
a package (its stack's scope) and never at the same time as another, so nothing a test pushes
reaches another module's stack.
Tests that stop, kill or reconfigure a worker start their own instead.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from services.inference.weights import WeightPusher
from services.inference.worker import VLLMWorkerProcess

LORA_MAX_RANK = 16
CHAT_PARSING_ARGS = ("--enable-scale-out", "--enable-auto-tool-choice", "--tool-call-parser", "hermes")
"""vLLM's own reading of a turn's ids as a chat reply (its derender route, Hermes tool calls): the
reference a session's replies are checked against (tests/runner/test_chat.py)."""


@dataclass
class SharedWorkers:
    workers: list[VLLMWorkerProcess]
    model: Path
    holder: str = ""

    def lend(self, holder: str, count: int = 2) -> list[VLLMWorkerProcess]:
        """`count` of the workers for `holder` (a stack's name), each back to the embedded model
        as started."""
        lent = self.workers[:count]
        urls = [worker.url for worker in lent]
        with ThreadPoolExecutor(1) as thread:  # a loop of its own: playwright's sync API runs one in this thread
            thread.submit(lambda: asyncio.run(self._reset(urls))).result()
        self.holder = holder
        return lent

    def check(self, holder: str) -> None:
        """Fail, and say why, when a stack that lives for the session (the e2e stack) is used
        after its workers were lent to another one, whose pushes they now serve."""
        if self.holder != holder:
            pytest.fail(f"the {holder} stack's workers were lent to the {self.holder} stack since; "
                        f"run the {holder} tests together (as pytest orders them by path)")

    async def _reset(self, urls: list[str]) -> None:
        async with httpx.AsyncClient() as http:
            pusher = WeightPusher(http, step_timeout_s=60.0, pause_mode="abort")  # no borrower's turn goes on
            for url in urls:
                await pusher.unload_adapters(url, keep=set())
                outcome = await pusher.push(url, str(self.model), 0, str(self.model))
                assert outcome.ok, f"the shared worker {url} did not take the embedded model back: {outcome.error}"
