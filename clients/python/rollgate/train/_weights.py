"""Saving a trained policy where the workers can load it, and pushing it as a new version.

A LoRA-wrapped model (peft) is saved as its adapter alone, or merged into the base weights
(`merged`): workers then serve plain weights, which on CPUs is several times faster than
serving an adapter. Any other model is saved as full weights. All are safetensors, written to
a temporary folder beside the target and renamed into place, so a worker never reads a
half-written checkpoint, and readable by every user (workers run as their own uid).
"""

from __future__ import annotations

import copy
import logging
import re
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

import torch

from rollgate._client import Client
from rollgate._models import PushWeightsResponse

log = logging.getLogger(__name__)


def is_lora(model: torch.nn.Module) -> bool:
    return hasattr(model, "peft_config")


def save_policy(model: torch.nn.Module, directory: Path, merged: bool = False) -> Path:
    """Write `model` to `directory` as safetensors: a peft model's adapter, or with `merged`
    its base weights with the adapter folded in; any other model's full weights."""
    if merged and is_lora(model):
        model = copy.deepcopy(model).merge_and_unload()
    directory = Path(directory)
    staging = directory.with_name(f".{directory.name}.partial")
    shutil.rmtree(staging, ignore_errors=True)
    model.save_pretrained(staging, safe_serialization=True)
    _readable_by_all(staging)
    shutil.rmtree(directory, ignore_errors=True)
    staging.rename(directory)
    return directory


def _readable_by_all(folder: Path) -> None:
    """Let every user read the checkpoint: workers and the gateway run as their own uid, and
    safetensors writes its weights 0600 whatever the umask."""
    folder.chmod(folder.stat().st_mode | 0o555)
    for path in folder.rglob("*"):
        path.chmod(path.stat().st_mode | (0o555 if path.is_dir() else 0o444))


@dataclass
class Publisher:
    """Saves each new version under `local_root` and pushes it as the workers see it, under
    `worker_root` (the same shared volume, mounted elsewhere; by default the same path).

    Once a version is pushed, the folders of versions `keep` or more behind it are removed: the
    workers hold what they loaded in memory, and the service needs only the current version's
    folder and the one before it (a failed push reloads that). A merged checkpoint of
    SmolLM2-135M is 540 MB, so a 40-step run that kept every version filled 21 GB. 0 keeps all."""

    client: Client
    local_root: Path
    worker_root: str = ""
    merged: bool = False
    keep: int = 2

    def publish(self, model: torch.nn.Module, version: int) -> tuple[PushWeightsResponse, float, float]:
        """Save and push `model` as `version`; returns the push response, the seconds spent
        saving and the seconds spent pushing."""
        save_s = self.save(model, version)
        response, push_s = self.push(model, version)
        return response, save_s, push_s

    def save(self, model: torch.nn.Module, version: int) -> float:
        """Write `model` as `version` under `local_root`; returns the seconds it took."""
        started = time.monotonic()
        save_policy(model, self.local_root / _name(version), self.merged)
        return time.monotonic() - started

    def push(self, model: torch.nn.Module, version: int) -> tuple[PushWeightsResponse, float]:
        """Push the saved `version` of `model`; returns the response and the seconds it took. A
        worker that failed to load it is named in the log (the gateway reverted or quarantined
        it); when none loaded it the client raises."""
        started = time.monotonic()
        response = self.client.push_weights(self.path(version), version, lora=self.pushes_adapter(model))
        for worker in response.workers:
            if not worker.ok:
                log.warning("version %d did not load on %s: %s", version, worker.url, worker.error)
        if self.keep:
            self._remove_before(version - self.keep + 1)
        return response, time.monotonic() - started

    def _remove_before(self, version: int) -> None:
        """Remove the saved versions older than `version` (and their half-written stagings)."""
        for folder in self.local_root.iterdir() if self.local_root.is_dir() else ():
            if (match := _SAVED.fullmatch(folder.name)) and int(match[1]) < version:
                shutil.rmtree(folder, ignore_errors=True)

    def path(self, version: int) -> str:
        """Where the workers find `version`."""
        name = _name(version)
        return f"{self.worker_root.rstrip('/')}/{name}" if self.worker_root else str(self.local_root / name)

    def pushes_adapter(self, model: torch.nn.Module) -> bool:
        return is_lora(model) and not self.merged


def _name(version: int) -> str:
    return f"v{version:06d}"


_SAVED = re.compile(r"\.?v(\d{6})(?:\.partial)?")
