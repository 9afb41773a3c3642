"""What one simulator serves and how fast: the tokenizer folder, the names, the latency model.

Settings come from CLI flags, or a TOML file (`--config`) whose top-level keys are the same
names with underscores (`decode_s_per_token = 0.01`); a flag given on the command line wins.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from services.common.home import rollgate_home
from services.inference.simulator.model import LatencyModel


def default_tokenizer() -> Path:
    """The embedded tiny model's folder (scripts/build_model.py), whose tokenizer the runner uses."""
    return rollgate_home() / "models" / "tiny-qwen2"


@dataclass(frozen=True)
class SimulatorConfig:
    """One simulated worker.

    `tokenizer` is a Hugging Face model folder (tokenizer.json, tokenizer_config.json): the ids
    the simulator returns are of its vocabulary, and GET /v1/models names it as the model's
    `root`, where runners load their tokenizer from, as they do for a vLLM worker. `model_name`
    defaults to the folder's name, as vLLM's served name does. `seed` makes a whole run
    reproducible: outputs depend on it, the request (its seed, or for sampling without one, the
    order of arrival), the weights and adapter served, and the prompt. `max_loras` 0 leaves the
    LoRA routes off, as a vLLM worker without `--enable-lora`.
    """

    tokenizer: Path = field(default_factory=default_tokenizer)
    model_name: str = ""
    max_model_len: int = 4096
    seed: int = 0
    max_loras: int = 3
    latency: LatencyModel = field(default_factory=LatencyModel)

    @property
    def served_model_name(self) -> str:
        return self.model_name or Path(self.tokenizer).name

    def with_settings(self, settings: dict[str, Any]) -> SimulatorConfig:
        """This config with `settings` (TOML or flag names) applied; unknown names are refused."""
        own = {f.name for f in fields(self)} - {"latency"}
        latency = set(LatencyModel.field_names())
        unknown = set(settings) - own - latency
        if unknown:
            raise ValueError(f"unknown simulator settings: {sorted(unknown)}")
        mine: dict[str, Any] = {k: Path(v) if k == "tokenizer" else v for k, v in settings.items() if k in own}
        model = replace(self.latency, **{k: v for k, v in settings.items() if k in latency})
        return replace(self, **mine, latency=model)


def load_toml(path: Path) -> dict[str, Any]:
    """The settings in a TOML file: top-level keys, or those of a `[simulator]` table."""
    data = tomllib.loads(path.read_text())
    return dict(data.get("simulator", data))
