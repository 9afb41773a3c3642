"""Launch one vLLM OpenAI-compatible server (CPU build) as a child process.

A worker runs ``python -m vllm.entrypoints.openai.api_server`` in its own process group, with
its output in a log file, and with vLLM's development endpoints switched on
(``VLLM_SERVER_DEV_MODE=1``: pause, resume, collective_rpc, weight_info, update_weight_version),
which in-place weight updates need.

    with VLLMWorkerProcess(WorkerConfig(model=path, port=8000)) as worker:
        httpx.post(f"{worker.url}/v1/completions", json=...)

CLI: ``python -m services.inference.worker --model DIR --port 8000`` serves in the foreground
until SIGINT or SIGTERM.
"""

from __future__ import annotations

import argparse
import fcntl
import getpass
import os
import shutil
import signal
import sys
import tempfile
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Self

import httpx

from services.common.home import rollgate_home
from services.common.process import ServiceHandle, ServiceProcess, StartError, free_port, http_ok

WorkerStartError = StartError  # the worker exited, or did not answer /health, before its deadline


@dataclass(frozen=True)
class WorkerConfig:
    """How to run one vLLM worker.

    ``omp_threads_bind`` is vLLM's ``VLLM_CPU_OMP_THREADS_BIND`` (e.g. ``"0"`` or ``"0-3"``):
    give each worker on a host its own cores, or they slow each other down.
    ``kv_cache_space_gib`` is ``VLLM_CPU_KVCACHE_SPACE``. ``logprobs_mode`` defaults to the
    sampler's own distribution (after temperature, top-k, top-p) rather than vLLM's default,
    the raw model logprobs, so each returned logprob is that of the policy that sampled the
    token. ``served_model_name`` defaults to the model folder's name. ``log_path`` defaults to
    ``$ROLLGATE_HOME/logs/vllm-<port>.log``. ``lora_max_rank`` > 0 lets the worker load LoRA
    adapters of at most that rank at run time (weight pushes of adapters); 0 leaves LoRA off.
    ``dtype``: float32 by default (exact and reproducible on any CPU); bfloat16 served SmolLM2
    about 2.7x faster on a CPU with AVX-512 BF16.
    """

    model: Path
    port: int
    host: str = "127.0.0.1"
    served_model_name: str | None = None
    max_model_len: int = 4096
    dtype: str = "float32"
    kv_cache_space_gib: int = 2
    logprobs_mode: str = "processed_logprobs"
    omp_threads_bind: str | None = None
    lora_max_rank: int = 0
    log_path: Path | None = None
    extra_args: tuple[str, ...] = ()
    extra_env: dict[str, str] = field(default_factory=dict)


class VLLMWorkerProcess(ServiceHandle):
    """One vLLM server process: ``start()``, ``wait_ready()``, ``stop()``.

    ``stop()`` ends the server's whole process group (the API server and its engine core), so
    nothing it started outlives it, and removes its temporary directory (vLLM's IPC sockets and
    rendezvous files, which a killed engine leaves behind). As a context manager it starts,
    waits until ready, and always stops.
    """

    def __init__(self, config: WorkerConfig, ready_timeout_s: float = 300.0) -> None:
        self.config = config
        self.ready_timeout_s = ready_timeout_s
        self.log_path = config.log_path or rollgate_home() / "logs" / f"vllm-{config.port}.log"
        self.process = ServiceProcess(f"vLLM worker {self.url}", self.command(), self.environment(),
                                      self.log_path, http_ok(f"{self.url}/health"), url=self.url)
        self._remove_scratch: Callable[[], object] | None = None

    @property
    def url(self) -> str:
        """Base URL of the server, e.g. ``http://127.0.0.1:8000``."""
        return f"http://{self.config.host}:{self.config.port}"

    @property
    def served_model_name(self) -> str:
        return self.config.served_model_name or Path(self.config.model).name

    def command(self) -> list[str]:
        """The server's command line."""
        cfg = self.config
        return [
            sys.executable, "-m", "vllm.entrypoints.openai.api_server",
            "--model", str(cfg.model),
            "--served-model-name", self.served_model_name,
            "--dtype", cfg.dtype,
            "--host", cfg.host,
            "--port", str(cfg.port),
            "--max-model-len", str(cfg.max_model_len),
            "--logprobs-mode", cfg.logprobs_mode,
            "--enable-prefix-caching",
            "--disable-uvicorn-access-log",
            *self._lora_args(),
            *cfg.extra_args,
        ]  # fmt: skip

    def start(self) -> Self:
        scratch = tempfile.mkdtemp(prefix=f"rollgate-vllm-{self.config.port}-")
        self._remove_scratch = weakref.finalize(self, shutil.rmtree, scratch, ignore_errors=True)
        self.process.env["TMPDIR"] = scratch
        return super().start()

    def stop(self, grace_s: float = 15.0) -> int | None:
        try:
            return super().stop(grace_s)
        finally:
            if self._remove_scratch is not None:
                self._remove_scratch()

    def _lora_args(self) -> list[str]:
        """Room for the current and the previous adapter, and one loading (see weights.py)."""
        if not self.config.lora_max_rank:
            return []
        return ["--enable-lora", "--max-lora-rank", str(self.config.lora_max_rank), "--max-loras", "3"]

    def environment(self) -> dict[str, str]:
        """The server's environment: ours, plus dev mode, CPU cache size, core binding, offline."""
        env = dict(os.environ)
        env.update(
            VLLM_SERVER_DEV_MODE="1",
            VLLM_CPU_KVCACHE_SPACE=str(self.config.kv_cache_space_gib),
            VLLM_NO_USAGE_STATS="1",
            HF_HUB_OFFLINE="1",
            # TMPDIR is the worker's own (`start`); TorchInductor's compiled kernels stay in the
            # cache every worker shares.
            TORCHINDUCTOR_CACHE_DIR=os.environ.get("TORCHINDUCTOR_CACHE_DIR")
            or os.path.join(tempfile.gettempdir(), f"torchinductor_{getpass.getuser()}"),
        )
        if self.config.omp_threads_bind is not None:
            env["VLLM_CPU_OMP_THREADS_BIND"] = self.config.omp_threads_bind
        if self.config.lora_max_rank:
            env["VLLM_ALLOW_RUNTIME_LORA_UPDATING"] = "True"
        env.update(self.config.extra_env)
        return env

    def wait_ready(self, timeout_s: float | None = None) -> None:
        """Return once GET /health answers 200; raise WorkerStartError (with the log's tail) if
        the process exits first or ``timeout_s`` (default: ``ready_timeout_s``) passes."""
        self.process.wait_ready(timeout_s if timeout_s is not None else self.ready_timeout_s, poll_s=0.5)
        self._warm_up(timeout_s if timeout_s is not None else self.ready_timeout_s)

    def _warm_up(self, timeout_s: float) -> None:
        """Sample one token with its logprob, one worker of this machine at a time: vLLM compiles
        its sampler's logprob kernels at the first such request into a cache all its processes
        share, and two processes compiling the same kernel at once can load the other's
        half-written library ("file too short"), which kills the engine."""
        cache_root = Path(os.environ.get("VLLM_CACHE_ROOT") or os.path.expanduser("~/.cache/vllm"))
        lock_path = cache_root / ".rollgate-warm-up.lock"
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        body = {"model": self.served_model_name, "prompt": [1], "max_tokens": 1, "logprobs": 0}
        with lock_path.open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            response = httpx.post(f"{self.url}/v1/completions", json=body, timeout=timeout_s)
        if response.status_code != 200:
            raise StartError(f"vLLM worker {self.url} failed its first completion: {response.text[:500]}"
                             f"\n{self.log_tail()}")

    def wait(self) -> int:
        """Block until the server exits; return its exit code."""
        if self.process.process is None:
            raise RuntimeError("worker not started")
        return self.process.process.wait()



def _parse_args(argv: list[str] | None) -> WorkerConfig:
    parser = argparse.ArgumentParser(description="Run one vLLM CPU worker in the foreground.")
    parser.add_argument("--model", type=Path, required=True, help="Hugging Face model folder")
    parser.add_argument("--port", type=int, default=8000, help="0 picks a free port")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--served-model-name", default=None)
    parser.add_argument("--max-model-len", type=int, default=4096)
    parser.add_argument("--dtype", default="float32", help="float32, bfloat16, ...")
    parser.add_argument("--kv-cache-space-gib", type=int, default=2)
    parser.add_argument("--omp-threads-bind", default=None, help="e.g. 0 or 0-3")
    parser.add_argument("--lora-max-rank", type=int, default=0, help="accept LoRA adapter pushes up to this rank")
    parser.add_argument("--log", type=Path, default=None, help="log file")
    args, extra = parser.parse_known_args(argv)
    return WorkerConfig(
        model=args.model,
        port=args.port or free_port(args.host),
        host=args.host,
        served_model_name=args.served_model_name,
        max_model_len=args.max_model_len,
        dtype=args.dtype,
        kv_cache_space_gib=args.kv_cache_space_gib,
        omp_threads_bind=args.omp_threads_bind,
        lora_max_rank=args.lora_max_rank,
        log_path=args.log,
        extra_args=tuple(extra),
    )


def main(argv: list[str] | None = None) -> int:
    """Serve until SIGINT/SIGTERM (then stop the worker) or until the worker exits."""
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    worker = VLLMWorkerProcess(_parse_args(argv))
    try:
        with worker:
            print(f"ready: {worker.url} (model {worker.served_model_name}, log {worker.log_path})", flush=True)
            return worker.wait()
    except KeyboardInterrupt:
        return 128 + signal.SIGINT


if __name__ == "__main__":
    sys.exit(main())
