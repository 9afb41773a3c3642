"""A run's state on disk, written at the end of every completed step so that a killed run resumes.

    OUT/state/step-000012/      the run after 12 completed steps
        weights.safetensors     the trainable parameters by name (the adapter's under LoRA)
        optimizer.safetensors   the optimizer's tensors (AdamW's moments and step counts)
        rng.safetensors         torch's generator states (the CPU's and each CUDA device's)
        state.json              the run's config, the optimizer's hyperparameters, Python's and
                                numpy's generator states, the step's metrics row
        progress.json           counters: steps done, the policy version, the jobs submitted
                                ahead, the evaluations, the time spent

A snapshot is written whole into a hidden `.step-000012.partial` folder, every file fsynced,
then renamed into place, so a reader finds a complete snapshot or none; older snapshots are
removed once the new one is in place. `progress.json` is rewritten (temporary file, fsync,
rename) as the run moves on between two snapshots: jobs submitted, evaluations done. The
newest `step-NNNNNN` folder is the state; safetensors holds every tensor (no pickle) and JSON
everything else. There is no LR scheduler to save: the warm-up counts AdamW's own steps, which
its saved state holds.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import torch
from safetensors.torch import load_file, save_file

STATE_FOLDER = "state"
_SNAPSHOT = re.compile(r"step-(\d{6,})")
_WEIGHTS, _OPTIMIZER, _RNG = "weights.safetensors", "optimizer.safetensors", "rng.safetensors"
_STATE, _PROGRESS = "state.json", "progress.json"


class StateError(RuntimeError):
    """A saved state that cannot be resumed: missing, unreadable, or not this run's."""


@dataclass
class Progress:
    """Where a run stands after `step` completed steps.

    `version` is the policy version of the trained weights, `checkpoint` the path it was pushed
    from as the workers see it (at step 0: the served policy's, as the service reported it);
    the state is written before that push, so on resume the service may still be one behind.
    `jobs` are the train jobs submitted ahead and not yet trained on, by step."""

    run_id: str
    step: int
    version: int
    checkpoint: str
    jobs: dict[int, str] = field(default_factory=dict)
    evaluations: list[dict[str, Any]] = field(default_factory=list)
    elapsed_s: float = 0.0

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Progress:
        return cls(**{**data, "jobs": {int(step): job for step, job in data["jobs"].items()}})


@dataclass
class Snapshot:
    """A saved state as read back: its folder, progress and the rest of state.json."""

    folder: Path
    progress: Progress
    config: dict[str, Any]
    row: dict[str, Any]

    def restore(self, model: torch.nn.Module, optimizer: torch.optim.Optimizer) -> None:
        """Load the saved weights into `model`'s trainable parameters, the optimizer's state
        into `optimizer` and every saved generator state into its generator."""
        restore_weights(model, self.folder)
        restore_optimizer(optimizer, self.folder)
        restore_rng(self.folder)


def state_root(out: Path) -> Path:
    return Path(out) / STATE_FOLDER


def save_snapshot(root: Path, progress: Progress, model: torch.nn.Module, optimizer: torch.optim.Optimizer,
                  config: dict[str, Any], row: dict[str, Any] | None = None) -> Path:
    """Write the run's state after `progress.step` steps as one snapshot, atomically, then drop
    every other (older, or an earlier run's that a fresh run replaces); returns its folder."""
    def write(folder: Path) -> None:
        save_file(trainable_tensors(model), folder / _WEIGHTS)
        tensors, optimizer_json = _split_optimizer(optimizer.state_dict())
        save_file(tensors, folder / _OPTIMIZER)
        save_file(_torch_rng(), folder / _RNG)
        state = {"config": config, "optimizer": optimizer_json, "trainable": list(trainable_tensors(model)),
                 "rng": _python_rng(), "row": row or {}}
        (folder / _STATE).write_text(json.dumps(state))
        (folder / _PROGRESS).write_text(json.dumps(asdict(progress)))

    folder = _write_atomically(Path(root), f"step-{progress.step:06d}", write)
    for other in snapshot_folders(root):
        if other != folder:
            shutil.rmtree(other, ignore_errors=True)
    return folder


def save_progress(folder: Path, progress: Progress) -> None:
    """Replace the snapshot's progress.json atomically (temporary file, fsync, rename)."""
    staging = folder / f".{_PROGRESS}.partial"
    staging.write_text(json.dumps(asdict(progress)))
    _fsync(staging)
    staging.replace(folder / _PROGRESS)
    _fsync(folder)


def snapshot_folders(root: Path) -> list[Path]:
    """The complete snapshots under `root`, oldest first (half-written ones are hidden)."""
    root = Path(root)
    if not root.is_dir():
        return []
    found = [(int(match[1]), path) for path in root.iterdir() if (match := _SNAPSHOT.fullmatch(path.name))]
    return [path for _, path in sorted(found)]


def load_snapshot(root: Path) -> Snapshot:
    """The newest snapshot under `root`; StateError when there is none."""
    folders = snapshot_folders(root)
    if not folders:
        raise StateError(f"no saved run state in {root}: nothing to resume")
    folder = folders[-1]
    try:
        state = json.loads((folder / _STATE).read_text())
        progress = Progress.from_json(json.loads((folder / _PROGRESS).read_text()))
    except (OSError, ValueError, TypeError, KeyError) as error:
        raise StateError(f"the run state in {folder} is unreadable: {error}") from error
    return Snapshot(folder, progress, state["config"], state["row"])


def trainable_tensors(model: torch.nn.Module) -> dict[str, torch.Tensor]:
    """The parameters the optimizer updates, by name, on the CPU: all a resume needs, as the
    frozen ones are the checkpoint's."""
    return {name: p.detach().cpu().contiguous() for name, p in model.named_parameters() if p.requires_grad}


def restore_weights(model: torch.nn.Module, folder: Path) -> None:
    """Copy the saved trainable parameters into `model`; StateError unless the names and shapes
    are exactly the model's (another adapter rank or target would not fit)."""
    saved = load_file(folder / _WEIGHTS)
    parameters = {name: p for name, p in model.named_parameters() if p.requires_grad}
    if saved.keys() != parameters.keys():
        missing, extra = sorted(parameters.keys() - saved.keys()), sorted(saved.keys() - parameters.keys())
        raise StateError(f"the saved weights do not fit the model: missing {missing[:3]}, unexpected {extra[:3]}")
    with torch.no_grad():
        for name, parameter in parameters.items():
            if saved[name].shape != parameter.shape:
                raise StateError(f"saved {name} has shape {tuple(saved[name].shape)}, the model's "
                                 f"{tuple(parameter.shape)}")
            parameter.copy_(saved[name].to(parameter.device))


def restore_optimizer(optimizer: torch.optim.Optimizer, folder: Path) -> None:
    state = json.loads((folder / _STATE).read_text())["optimizer"]
    tensors = load_file(folder / _OPTIMIZER)
    device = next(p.device for group in optimizer.param_groups for p in group["params"])
    optimizer.load_state_dict(_join_optimizer({k: v.to(device) for k, v in tensors.items()}, state))


def restore_rng(folder: Path) -> None:
    """Set Python's, numpy's (when saved) and torch's generators to their saved states."""
    python = json.loads((folder / _STATE).read_text())["rng"]
    random.setstate((python["random"][0], tuple(python["random"][1]), python["random"][2]))
    if python.get("numpy") is not None:
        import numpy as np

        name, keys, pos, has_gauss, cached = python["numpy"]
        np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    tensors = load_file(folder / _RNG)
    torch.set_rng_state(tensors["torch"])
    cuda = [tensors[f"cuda.{i}"] for i in range(len(tensors) - 1)]
    if cuda and torch.cuda.is_available() and torch.cuda.device_count() == len(cuda):
        torch.cuda.set_rng_state_all(cuda)


def _python_rng() -> dict[str, Any]:
    version, keys, gauss = random.getstate()
    state: dict[str, Any] = {"random": [version, list(keys), gauss], "numpy": None}
    try:
        import numpy as np
    except ImportError:
        return state
    name, numpy_keys, pos, has_gauss, cached = np.random.get_state(legacy=True)
    state["numpy"] = [name, np.asarray(numpy_keys).tolist(), int(pos), int(has_gauss), float(cached)]
    return state


def _torch_rng() -> dict[str, torch.Tensor]:
    tensors = {"torch": torch.get_rng_state()}
    if torch.cuda.is_available() and torch.cuda.is_initialized():
        tensors |= {f"cuda.{i}": state for i, state in enumerate(torch.cuda.get_rng_state_all())}
    return tensors


def _split_optimizer(state_dict: dict[str, Any]) -> tuple[dict[str, torch.Tensor], dict[str, Any]]:
    """An optimizer's state_dict as safetensors tensors (`state.<param>.<key>`) and JSON for the
    rest (hyperparameters, non-tensor state)."""
    tensors: dict[str, torch.Tensor] = {}
    scalars: dict[str, dict[str, Any]] = {}
    for index, entries in state_dict["state"].items():
        for key, value in entries.items():
            if isinstance(value, torch.Tensor):
                tensors[f"state.{index}.{key}"] = value.detach().cpu().contiguous()
            else:
                scalars.setdefault(str(index), {})[key] = value
    return tensors, {"param_groups": state_dict["param_groups"], "scalars": scalars}


def _join_optimizer(tensors: dict[str, torch.Tensor], saved: dict[str, Any]) -> dict[str, Any]:
    state: dict[int, dict[str, Any]] = {int(index): dict(values) for index, values in saved["scalars"].items()}
    for name, tensor in tensors.items():
        _, index, key = name.split(".", 2)
        state.setdefault(int(index), {})[key] = tensor
    groups = [{**group, "betas": tuple(group["betas"])} if "betas" in group else group
              for group in saved["param_groups"]]
    return {"state": state, "param_groups": groups}


def _write_atomically(root: Path, name: str, write: Callable[[Path], None]) -> Path:
    """Run `write(folder)` on a hidden staging folder, fsync its files and itself, rename it to
    `root/name` and fsync `root`: the folder appears complete or not at all."""
    root.mkdir(parents=True, exist_ok=True)
    staging = root / f".{name}.partial"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    write(staging)
    for path in staging.iterdir():
        _fsync(path)
    _fsync(staging)
    final = root / name
    shutil.rmtree(final, ignore_errors=True)
    staging.rename(final)
    _fsync(root)
    return final


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
