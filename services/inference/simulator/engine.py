"""The simulated engine: one asyncio task steps a batch of requests, paced by the latency model.

Requests queue FIFO; at each step's start the engine admits waiting requests while the batch
holds fewer than `max_concurrent`, then runs the step: every request in the batch gets one
token, the step lasts `LatencyModel.step_s(batch, prompt tokens admitted)`, and requests with
all their tokens leave at its end. One timer per step, whatever the number of requests, so one
process holds thousands of them.

Time is kept twice. The *virtual* clock is the sum of the declared step times: each request's
reported timing is read from it, exact whatever the machine's load. Real time follows it: each
step ends at a deadline chained from the previous one, so sleep jitter does not add up; when the
process falls more than a step behind (a loaded CPU), the debt is dropped and added to `late_s`,
the real seconds by which the simulator has run slower than it declares.

Pause (vLLM's `/pause`): "keep" freezes the batch and the queue at the next step boundary;
"wait" stops admitting, lets the batch finish, then pauses; "abort" ends every request at once
with what it has. While paused, arrivals wait and count as waiting. A request whose caller goes
away (its task cancelled) leaves the queue or the batch, as vLLM aborts it.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
from collections import deque
from dataclasses import dataclass, field

from services.inference.simulator.model import LatencyModel

PAUSE_MODES = ("abort", "wait", "keep")


@dataclass(frozen=True)
class Timing:
    """How one request went, on the virtual clock (seconds of declared engine time)."""

    queued_s: float
    """From arrival to the start of the step that admitted it."""
    service_s: float
    """From that step's start to the end of its last step: its prefill and its decode steps."""
    steps: int
    """Steps it was in the batch for: its output tokens (fewer when aborted)."""
    mean_batch: float
    """The batch size averaged over its steps."""
    aborted: bool = False


@dataclass(eq=False)
class _Request:
    prompt_tokens: int
    steps: int
    arrived_at: float
    done: asyncio.Future[Timing]
    admitted: bool = False
    admitted_at: float = 0.0
    first_step: int = 0
    batch_area_at_admission: int = 0


@dataclass
class Engine:
    """Schedules simulated requests: `start()` runs the step loop, `generate()` is what a request awaits."""

    model: LatencyModel
    virtual_s: float = 0.0
    """The virtual clock: declared seconds of every step run so far."""
    late_s: float = 0.0
    """Real seconds the simulator has fallen behind its declared schedule, in total."""
    steps_total: int = 0
    tokens_total: int = 0
    _batch_area: int = 0  # the batch sizes of all steps so far, summed
    _waiting: deque[_Request] = field(default_factory=deque)
    _batch: list[tuple[int, int, _Request]] = field(default_factory=list)  # heap of (last step, seq, request)
    _left_batch: int = 0  # requests cancelled while in the batch, not yet dropped from it
    _seq: itertools.count[int] = field(default_factory=itertools.count)
    _wake: asyncio.Event = field(default_factory=asyncio.Event)
    _resumed: asyncio.Event = field(default_factory=asyncio.Event)
    _idle: asyncio.Event = field(default_factory=asyncio.Event)
    _draining: bool = False
    _task: asyncio.Task[None] | None = None

    def __post_init__(self) -> None:
        self._resumed.set()
        self._idle.set()

    @property
    def running(self) -> int:
        return len(self._batch) - self._left_batch

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    @property
    def paused(self) -> bool:
        return not self._resumed.is_set()

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="simulated-engine")

    async def stop(self) -> None:
        self._abort_all()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def generate(self, prompt_tokens: int, steps: int) -> Timing:
        """Wait for admission, then for `steps` steps of the batch; the request's timing."""
        request = _Request(prompt_tokens, max(steps, 1), self.virtual_s, asyncio.get_running_loop().create_future())
        self._waiting.append(request)
        self._wake.set()
        try:
            return await asyncio.shield(request.done)
        finally:
            if not request.done.done():
                self._leave(request)

    def _leave(self, request: _Request) -> None:
        request.done.cancel()
        if request.admitted:
            self._left_batch += 1
        else:
            self._waiting.remove(request)

    # --- control ----------------------------------------------------------------------------

    async def pause(self, mode: str) -> None:
        """Pause generation (see the module docstring for the modes); returns once paused."""
        if mode not in PAUSE_MODES:
            raise ValueError(f"pause mode must be one of {', '.join(PAUSE_MODES)}, not {mode!r}")
        if mode == "abort":
            self._abort_all()
        elif mode == "wait":
            self._draining = True
            try:
                await self._idle.wait()
            finally:
                self._draining = False
        self._resumed.clear()

    def resume(self) -> None:
        self._resumed.set()
        self._wake.set()

    def _abort_all(self) -> None:
        for request in [*self._waiting, *(entry[2] for entry in self._batch)]:
            if not request.done.done():
                request.done.set_result(self._timing(request, aborted=True))
        self._waiting.clear()
        self._batch.clear()
        self._left_batch = 0
        self._idle.set()

    # --- the step loop ----------------------------------------------------------------------

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time()
        while True:
            if not self._has_work():
                self._wake.clear()
                await self._wake.wait()
                deadline = loop.time()  # idle or paused time is nobody's debt
                continue
            step_s = self.model.step_s(*self._admit())
            start = loop.time()
            self.late_s += max(0.0, start - step_s - deadline)
            deadline = max(deadline, start - step_s) + step_s
            await asyncio.sleep(deadline - start)
            self._finish_step(step_s)

    def _has_work(self) -> bool:
        return not self.paused and bool(self._batch or (self._waiting and not self._draining))

    def _admit(self) -> tuple[int, int]:
        """Move waiting requests into the batch, up to the cap; (batch size, prompt tokens admitted)."""
        prefill = 0
        while self._waiting and self.running < self.model.max_concurrent and not self._draining:
            request = self._waiting.popleft()
            request.admitted, request.admitted_at, request.first_step = True, self.virtual_s, self.steps_total
            request.batch_area_at_admission = self._batch_area
            heapq.heappush(self._batch, (self.steps_total + request.steps, next(self._seq), request))
            prefill += request.prompt_tokens
        self._idle.clear()
        return self.running, prefill

    def _finish_step(self, step_s: float) -> None:
        if self._left_batch:
            self._batch = [entry for entry in self._batch if not entry[2].done.done()]
            heapq.heapify(self._batch)
            self._left_batch = 0
        self.steps_total += 1
        self.tokens_total += len(self._batch)
        self._batch_area += len(self._batch)
        self.virtual_s += step_s
        while self._batch and self._batch[0][0] <= self.steps_total:
            request = heapq.heappop(self._batch)[2]
            if not request.done.done():
                request.done.set_result(self._timing(request))
        if not self._batch:
            self._idle.set()

    def _timing(self, request: _Request, aborted: bool = False) -> Timing:
        if not request.admitted:
            return Timing(self.virtual_s - request.arrived_at, 0.0, 0, 0.0, aborted)
        steps = self.steps_total - request.first_step
        return Timing(queued_s=request.admitted_at - request.arrived_at, service_s=self.virtual_s - request.admitted_at,
                      steps=steps, mean_batch=(self._batch_area - request.batch_area_at_admission) / max(steps, 1),
                      aborted=aborted)
