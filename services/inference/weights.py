"""Weight pushes: new policy weights onto every vLLM worker, in place, under a version.

For each worker, in parallel, each step with its own timeout (vLLM's dev-mode endpoints):

    POST /pause?mode=keep            in-flight requests wait, they are not dropped
    POST /collective_rpc             reload_weights from the checkpoint folder
    POST /update_weight_version      the version label tokens are stamped with from now on
    POST /resume

A worker whose reload fails is reloaded from the weights it served before and keeps its old
version; if even that fails it is quarantined (out of routing), never left serving some
weights under a label that is not theirs. The checkpoint is checked before any worker is
touched: a missing folder or a model of another shape changes nothing anywhere.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

from services.common.errors import InvalidArgument

SHAPE_KEYS = ("architectures", "hidden_size", "intermediate_size", "num_hidden_layers", "num_attention_heads",
              "num_key_value_heads", "vocab_size", "head_dim", "tie_word_embeddings")


class PushStepFailed(Exception):
    def __init__(self, step: str, detail: str) -> None:
        super().__init__(f"{step}: {detail}")
        self.step = step


@dataclass(frozen=True)
class WorkerOutcome:
    url: str
    ok: bool
    version: int
    seconds: float
    error: str = ""
    quarantined: bool = False


def check_checkpoint(path: str, served_model: str) -> None:
    """Refuse a checkpoint that is missing, has no weights, or differs in shape from the served model."""
    folder = Path(path)
    if not (folder / "config.json").is_file():
        raise InvalidArgument(f"no Hugging Face checkpoint at {path!r} (config.json missing)", field="path")
    if not any(folder.glob("*.safetensors")) and not any(folder.glob("*.bin")):
        raise InvalidArgument(f"checkpoint {path!r} holds no weight files", field="path")
    served = Path(served_model) / "config.json"
    if not served.is_file():
        return  # the served model is not visible here: the workers will judge
    new, old = _shape(folder / "config.json"), _shape(served)
    if new != old:
        diff = {k: (old.get(k), new.get(k)) for k in SHAPE_KEYS if old.get(k) != new.get(k)}
        raise InvalidArgument(f"checkpoint {path!r} does not fit the served model (served, new): {diff}",
                              field="path")


def _shape(config: Path) -> dict[str, object]:
    values = json.loads(config.read_text())
    return {key: values.get(key) for key in SHAPE_KEYS}


@dataclass
class WeightPusher:
    http: httpx.AsyncClient
    step_timeout_s: float = 120.0

    async def push(self, url: str, path: str, version: int, previous_path: str) -> WorkerOutcome:
        started = time.monotonic()
        try:
            await self._call(url, "pause", "/pause", params={"mode": "keep"})
        except PushStepFailed as failure:  # nothing changed on the worker; health checks judge it
            return WorkerOutcome(url, False, -1, time.monotonic() - started, str(failure))
        try:
            await self._reload(url, path)
        except PushStepFailed as failure:
            restored = await self._restore(url, previous_path)
            await self._resume_quietly(url)
            return WorkerOutcome(url, False, -1, time.monotonic() - started, str(failure), quarantined=not restored)
        try:
            await self._call(url, "update_weight_version", "/update_weight_version",
                             json={"new_version": str(version)})
            await self._call(url, "resume", "/resume")
        except PushStepFailed as failure:
            await self._resume_quietly(url)
            return WorkerOutcome(url, False, -1, time.monotonic() - started, str(failure), quarantined=True)
        return WorkerOutcome(url, True, version, time.monotonic() - started)

    async def _reload(self, url: str, path: str) -> None:
        await self._call(url, "reload_weights", "/collective_rpc",
                         json={"method": "reload_weights", "kwargs": {"weights_path": path}})

    async def _restore(self, url: str, previous_path: str) -> bool:
        try:
            await self._reload(url, previous_path)
            return True
        except PushStepFailed:
            return False

    async def _resume_quietly(self, url: str) -> None:
        with contextlib.suppress(PushStepFailed):
            await self._call(url, "resume", "/resume")

    async def _call(self, url: str, step: str, path: str, **kwargs: object) -> None:
        try:
            response = await self.http.post(f"{url}{path}", timeout=self.step_timeout_s, **kwargs)  # type: ignore[arg-type]
        except httpx.HTTPError as exc:
            raise PushStepFailed(step, repr(exc)) from exc
        if response.status_code >= 400:
            raise PushStepFailed(step, f"HTTP {response.status_code}: {response.text[:500]}")


async def push_all(pusher: WeightPusher, urls: list[str], path: str, version: int,
                   previous_path: str) -> list[WorkerOutcome]:
    return list(await asyncio.gather(*(pusher.push(url, path, version, previous_path) for url in urls)))
