"""Launch a simulator as a child process, with the interface of `VLLMWorkerProcess` (url,
served_model_name, pid, start, wait_ready, stop, log_tail), so a stack can hold either.

    with SimulatorProcess(SimulatorConfig(tokenizer=path), port=free_port(), log_path=...) as sim:
        httpx.post(f"{sim.url}/v1/completions", json=...)
"""

from __future__ import annotations

import os
import sys
from dataclasses import fields
from pathlib import Path

from services.common.process import ServiceHandle, ServiceProcess, http_ok
from services.inference.simulator.config import SimulatorConfig


class SimulatorProcess(ServiceHandle):
    """One simulator process: `start()`, `wait_ready()`, `stop()`; a context manager that always stops."""

    def __init__(self, config: SimulatorConfig, port: int, log_path: Path, host: str = "127.0.0.1") -> None:
        self.config, self.host, self.port = config, host, port
        self.process = ServiceProcess(f"LLM simulator {self.url}", self.command(), dict(os.environ), log_path,
                                      http_ok(f"{self.url}/health"), url=self.url)

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def served_model_name(self) -> str:
        return self.config.served_model_name

    @property
    def log_path(self) -> Path:
        return self.process.log_path

    def command(self) -> list[str]:
        """The command line: every setting of the config as its flag."""
        config = self.config
        argv = [sys.executable, "-m", "services.inference.simulator", "--host", self.host, "--port", str(self.port),
                "--tokenizer", str(config.tokenizer), "--model-name", config.served_model_name,
                "--max-model-len", str(config.max_model_len), "--seed", str(config.seed),
                "--max-loras", str(config.max_loras)]
        for field in fields(config.latency):
            argv += [f"--{field.name.replace('_', '-')}", str(getattr(config.latency, field.name))]
        return argv

    def wait_ready(self, timeout_s: float | None = None) -> None:
        self.process.wait_ready(60.0 if timeout_s is None else timeout_s)

