"""Weight pushes: new policy weights onto every vLLM worker, in place, under a version.

A full checkpoint: for each worker, in parallel, each step with its own timeout (vLLM's
dev-mode endpoints):

    POST /pause?mode=keep            in-flight requests wait, they are not dropped (mode=abort: they
                                     end at once with what they sampled; the runners resume them)
    POST /collective_rpc             reload_weights from the checkpoint folder
    POST /update_weight_version      the version label tokens are stamped with from now on
    POST /resume

A worker whose reload fails is reloaded from the weights it served before and keeps its old
version; if even that fails it is quarantined (out of routing), never left serving some
weights under a label that is not theirs. The checkpoint is checked before any worker is
touched: a missing folder or a model of another shape changes nothing anywhere.

Checkpoints are safetensors only: vLLM would load pickled weights (`*.bin`, `*.pt`, ...), and
unpickling runs code, so a folder holding any is refused, whatever else it holds. With a
checkpoints root set, the folder and every entry in it must resolve (symlinks followed, `..`
collapsed) to a path inside the root's: a push cannot make workers read anything else. The
checks read the file system and may block: the gateway runs them in a thread.

A LoRA adapter (PEFT format) is loaded beside the base weights under a name of its own,
`adapter_name(version)`, and the worker's version label is updated:

    POST /v1/load_lora_adapter       {"lora_name": "rollgate-v7", "lora_path": DIR}
    POST /update_weight_version

Requests name the adapter as their model, so each is served, and stamped, by exactly the
version it asked for: a request in flight on the previous adapter finishes on it. After a
push, adapters older than the previous policy's are unloaded. vLLM accepts an adapter whose
tensors do not fit the model without complaint, so the adapter's shapes are checked here
against the served model's config first.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

from services.common.errors import InvalidArgument
from services.inference.pool import worker_auth

ADAPTER_PREFIX = "rollgate-v"
PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".ckpt", ".pkl")
"""Weight files in pickle formats: loading one runs code, so a checkpoint holding any is refused."""
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


def check_checkpoint(path: str, served_model: str, *, root: str = "") -> None:
    """Refuse a checkpoint that is outside `root` (when set), missing, holds pickled weights or no
    safetensors, or differs in shape from the served model."""
    folder = _checkpoint_folder(path, root)
    names, config = _entries(folder, path, root), folder / "config.json"
    if not config.is_file():
        raise InvalidArgument(f"no Hugging Face checkpoint at {path!r} (config.json missing)", field="path")
    if not any(name.endswith(".safetensors") for name in names):
        raise InvalidArgument(f"checkpoint {path!r} holds no weight files (*.safetensors expected)", field="path")
    served = Path(served_model) / "config.json"
    if not served.is_file():
        return  # the served model is not visible here: the workers will judge
    new, old = _shape(_read_json(config, path)), _shape(json.loads(served.read_text()))
    if new != old:
        diff = {k: (old.get(k), new.get(k)) for k in SHAPE_KEYS if old.get(k) != new.get(k)}
        raise InvalidArgument(f"checkpoint {path!r} does not fit the served model (served, new): {diff}",
                              field="path")


def adapter_name(version: int) -> str:
    """The name the workers serve the LoRA adapter of policy `version` under."""
    return f"{ADAPTER_PREFIX}{version}"


def check_lora_adapter(path: str, served_model: str, *, root: str = "") -> None:
    """Refuse an adapter folder that is outside `root` (when set), missing, holds pickled weights,
    is not a PEFT LoRA, or whose tensors do not fit the served model (when its config is visible
    here; else the workers judge)."""
    folder = _checkpoint_folder(path, root)
    _entries(folder, path, root)  # first: nothing below is read before it is known to be inside the root
    config_path, weights_path = folder / "adapter_config.json", folder / "adapter_model.safetensors"
    if not config_path.is_file() or not weights_path.is_file():
        raise InvalidArgument(f"no LoRA adapter at {path!r} (adapter_config.json and adapter_model.safetensors "
                              "expected)", field="path")
    config = _read_json(config_path, path)
    if str(config.get("peft_type", "")).upper() != "LORA":
        raise InvalidArgument(f"adapter {path!r} is not a LoRA adapter (peft_type {config.get('peft_type')!r})",
                              field="path")
    served = Path(served_model) / "config.json"
    if served.is_file():
        _check_lora_shapes(weights_path, json.loads(served.read_text()), int(config.get("r", 0)), path)


def _checkpoint_folder(path: str, root: str) -> Path:
    """The folder `path` names, symlinks resolved: inside the root when one is set."""
    if root and not os.path.isabs(path):
        raise InvalidArgument(f"checkpoint path {path!r} is not absolute (the checkpoints root is {root!r})",
                              field="path")
    return _resolved(path, root)


def _resolved(path: str | Path, root: str) -> Path:
    """`path` with symlinks and `..` resolved; refused unless inside the real root (when one is set)."""
    try:
        real = Path(os.path.realpath(path))
        inside = not root or real.is_relative_to(os.path.realpath(root))
    except (OSError, ValueError) as exc:  # a NUL byte in the path, an unreadable link
        raise InvalidArgument(f"checkpoint path {str(path)!r} cannot be resolved: {exc}", field="path") from exc
    if not inside:
        raise InvalidArgument(f"{str(path)!r} is outside the checkpoints root {root!r}", field="path")
    return real


def _entries(folder: Path, path: str, root: str) -> list[str]:
    """The names in the checkpoint folder (none if it is not one), after refusing pickled weights
    and, with a root, any entry that resolves outside it: the workers may read any of them."""
    try:
        if not folder.is_dir():  # raises for some paths too: a name over the file system's limit
            return []
        names = sorted(os.listdir(folder))
    except OSError as exc:
        raise InvalidArgument(f"checkpoint {path!r} cannot be listed: {exc}", field="path") from exc
    pickles = [name for name in names if name.lower().endswith(PICKLE_SUFFIXES)]
    if pickles:
        raise InvalidArgument(f"checkpoint {path!r} holds pickled weights ({', '.join(pickles)}): safetensors only",
                              field="path")
    if root:
        for name in names:
            _resolved(folder / name, root)
    return names


def _read_json(file: Path, path: str) -> dict[str, Any]:
    try:
        value = json.loads(file.read_text())
    except (OSError, ValueError) as exc:
        raise InvalidArgument(f"checkpoint {path!r}: {file.name} is not readable JSON ({exc})", field="path") from exc
    if not isinstance(value, dict):
        raise InvalidArgument(f"checkpoint {path!r}: {file.name} is not a JSON object", field="path")
    return value


def _check_lora_shapes(weights: Path, model: dict[str, Any], rank: int, path: str) -> None:
    from safetensors import SafetensorError, safe_open  # the gateway needs it only for adapter pushes

    try:
        _check_lora_tensors(safe_open(str(weights), framework="numpy"), _module_dims(model), rank, path)
    except (SafetensorError, OSError) as exc:
        raise InvalidArgument(f"adapter {path!r}: {weights.name} is not readable safetensors ({exc})",
                              field="path") from exc


def _check_lora_tensors(handle: Any, dims: dict[str, tuple[int, int]], rank: int, path: str) -> None:
    with handle as tensors:
        for key in tensors.keys():  # noqa: SIM118 - a safe_open handle is not a mapping
            module, part = _lora_key(key)
            if module not in dims or part is None:
                continue
            fan_in, fan_out = dims[module]
            expected = (rank, fan_in) if part == "lora_A" else (fan_out, rank)
            shape = tuple(tensors.get_slice(key).get_shape())
            if shape != expected:
                raise InvalidArgument(f"adapter {path!r} does not fit the served model: {key} has shape {shape}, "
                                      f"the model needs {expected}", field="path")


def _module_dims(model: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """(in, out) features of the linear layers adapters target, from a decoder's config."""
    hidden, intermediate = model["hidden_size"], model.get("intermediate_size", 0)
    heads = model["num_attention_heads"]
    head_dim = model.get("head_dim") or hidden // heads
    kv = model.get("num_key_value_heads", heads) * head_dim
    return {"q_proj": (hidden, heads * head_dim), "k_proj": (hidden, kv), "v_proj": (hidden, kv),
            "o_proj": (heads * head_dim, hidden), "gate_proj": (hidden, intermediate),
            "up_proj": (hidden, intermediate), "down_proj": (intermediate, hidden)}


def _lora_key(key: str) -> tuple[str, str | None]:
    """("q_proj", "lora_A") for "...self_attn.q_proj.lora_A.weight"; part None for other tensors."""
    parts = key.split(".")
    for part in ("lora_A", "lora_B"):
        if part in parts and parts.index(part) > 0:
            return parts[parts.index(part) - 1], part
    return "", None


def _shape(config: dict[str, Any]) -> dict[str, object]:
    return {key: config.get(key) for key in SHAPE_KEYS}


@dataclass
class WeightPusher:
    http: httpx.AsyncClient
    step_timeout_s: float = 120.0
    control_key: str = field(default="", repr=False)
    """The gateway's worker key (ROLLGATE_WORKER_CONTROL_KEY), sent on every call to a worker's proxy."""
    control_port: int = 0
    """The port of the workers' proxies that serves control routes (ROLLGATE_WORKER_CONTROL_PORT);
    0: the port of the worker's URL."""
    pause_mode: str = "keep"
    """vLLM's pause mode for a push (settings.push_pause_mode): keep, or abort (runners resume)."""

    def control_url(self, url: str) -> str:
        """`url` with the control port, where one is set."""
        if not self.control_port:
            return url
        parts = urlsplit(url)
        host = f"[{parts.hostname}]" if ":" in (parts.hostname or "") else parts.hostname
        return urlunsplit(parts._replace(netloc=f"{host}:{self.control_port}"))

    async def push(self, url: str, path: str, version: int, previous_path: str) -> WorkerOutcome:
        started = time.monotonic()
        try:
            await self._call(url, "pause", "/pause", params={"mode": self.pause_mode})
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

    async def push_lora(self, url: str, path: str, version: int) -> WorkerOutcome:
        """Load the adapter beside the base weights, then label the worker with its version.
        A failed load changes nothing on the worker; a failed label quarantines it."""
        started = time.monotonic()
        try:
            await self._call(url, "load_lora_adapter", "/v1/load_lora_adapter",
                             json={"lora_name": adapter_name(version), "lora_path": path})
        except PushStepFailed as failure:
            return WorkerOutcome(url, False, -1, time.monotonic() - started, str(failure))
        try:
            await self._call(url, "update_weight_version", "/update_weight_version",
                             json={"new_version": str(version)})
        except PushStepFailed as failure:
            return WorkerOutcome(url, False, -1, time.monotonic() - started, str(failure), quarantined=True)
        return WorkerOutcome(url, True, version, time.monotonic() - started)

    async def unload_adapters(self, url: str, keep: set[str]) -> list[str]:
        """Unload this service's adapters not in `keep` from the worker; the names unloaded.
        Best effort: a worker that does not answer keeps them until the next push."""
        try:
            response = await self.http.get(f"{self.control_url(url)}/v1/models", timeout=self.step_timeout_s,
                                           headers=worker_auth(self.control_key))
            response.raise_for_status()
            loaded = [m["id"] for m in response.json()["data"] if str(m["id"]).startswith(ADAPTER_PREFIX)]
        except (httpx.HTTPError, ValueError, KeyError):
            return []
        unloaded = []
        for name in sorted(set(loaded) - keep):
            with contextlib.suppress(PushStepFailed):
                await self._call(url, "unload_lora_adapter", "/v1/unload_lora_adapter", json={"lora_name": name})
                unloaded.append(name)
        return unloaded

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

    async def _call(self, url: str, step: str, path: str, **kwargs: Any) -> None:
        try:
            response = await self.http.post(f"{self.control_url(url)}{path}",
                                            timeout=self.step_timeout_s,
                                            headers=worker_auth(self.control_key), **kwargs)
        except httpx.HTTPError as exc:
            raise PushStepFailed(step, repr(exc)) from exc
        if response.status_code >= 400:
            raise PushStepFailed(step, f"HTTP {response.status_code}: {response.text[:500]}")


async def push_all(pusher: WeightPusher, urls: list[str], path: str, version: int,
                   previous_path: str, *, lora: bool = False) -> list[WorkerOutcome]:
    if lora:
        return list(await asyncio.gather(*(pusher.push_lora(url, path, version) for url in urls)))
    return list(await asyncio.gather(*(pusher.push(url, path, version, previous_path) for url in urls)))
