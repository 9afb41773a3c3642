"""The simulated worker's state and logic, behind the routes of app.py: completions, models, weights.

Completions take what Rollgate's pool sends (`services/inference/pool.py`): a token-id prompt
(a string is tokenized), `max_tokens` (default 16), `stop`, `seed`, `temperature`, `logprobs`,
`return_token_ids`, `ignore_eos`, and answer in vLLM's shape. Other sampling fields (`top_p`,
`top_k`, `structured_outputs`, ...) are accepted and have no effect. Greedy requests
(temperature 0) and seeded ones are deterministic per (simulator seed, request seed, weights
and adapter served, prompt); others draw a nonce from the order of arrival.

Weights are simulated as a label: `reload_weights` from a folder that exists changes what
greedy outputs are (the folder's path is part of their seed) after `reload_s`; one that does
not exist fails with HTTP 500 and changes nothing (a vLLM worker would die of it).
"""

from __future__ import annotations

import asyncio
import itertools
import random
import time
import uuid
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from typing import Any

from services.inference.simulator.config import SimulatorConfig
from services.inference.simulator.engine import Engine, Timing
from services.inference.simulator.tokens import Output, Vocabulary, generate, request_seed

FINGERPRINT = "rollgate-simulator"


class APIError(Exception):
    """An error answered in vLLM's shape: {"error": {"message", "type", "param", "code"}}."""

    def __init__(self, status: HTTPStatus, message: str, param: str | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.param = status, message, param

    def body(self) -> dict[str, Any]:
        kind = {HTTPStatus.BAD_REQUEST: "BadRequestError", HTTPStatus.NOT_FOUND: "NotFoundError"}
        return {"error": {"message": self.message, "type": kind.get(self.status, "InternalServerError"),
                          "param": self.param, "code": int(self.status)}}


@dataclass(frozen=True)
class _Completion:
    """A validated completion request."""

    model: str
    prompt: list[int]
    max_tokens: int
    seed: int
    stop: tuple[str, ...]
    ignore_eos: bool
    logprobs: bool
    return_token_ids: bool


@dataclass
class Simulator:
    """One simulated vLLM worker. `start()` its engine inside a running event loop."""

    config: SimulatorConfig
    vocab: Vocabulary
    engine: Engine = field(init=False)
    weight_version: str = "default"
    weights_path: str = field(init=False)
    name: str = field(init=False)
    """The served model's name."""
    adapters: dict[str, str] = field(default_factory=dict)
    created: int = field(default_factory=lambda: int(time.time()))
    prompt_tokens_total: int = 0
    _nonce: itertools.count[int] = field(default_factory=itertools.count)

    def __post_init__(self) -> None:
        self.engine = Engine(self.config.latency)
        self.weights_path = str(self.config.tokenizer)
        self.name = self.config.served_model_name

    @classmethod
    def load(cls, config: SimulatorConfig) -> Simulator:
        return cls(config, Vocabulary.load(Path(config.tokenizer)))

    # --- completions ------------------------------------------------------------------------

    async def complete(self, body: object) -> dict[str, Any]:
        """Answer one /v1/completions request, after the engine has simulated its time."""
        request = self._parse(body)
        length = self.config.latency.draw_length(random.Random(request.seed + 2))
        output = generate(self.vocab, request.seed, length, request.max_tokens, request.stop, request.ignore_eos)
        self.prompt_tokens_total += len(request.prompt)
        timing = await self.engine.generate(len(request.prompt), len(output.token_ids))
        if timing.aborted:
            kept = timing.steps
            output = Output(output.token_ids[:kept], output.logprobs[:kept], self.vocab.text(output.token_ids[:kept]),
                            "abort", None)
        return self._response(request, output, timing)

    def _parse(self, body: object) -> _Completion:
        if not isinstance(body, dict):
            raise APIError(HTTPStatus.BAD_REQUEST, "the request body must be a JSON object")
        model = str(body.get("model") or self.name)
        if model != self.name and model not in self.adapters:
            names = ", ".join([self.name, *self.adapters])
            raise APIError(HTTPStatus.NOT_FOUND, f"The model `{model}` does not exist. Valid aliases: {names}.",
                           "model")
        prompt = self._prompt(body.get("prompt"))
        max_tokens = self._max_tokens(body.get("max_tokens", 16), len(prompt))
        stop = body.get("stop") or []
        stop = [stop] if isinstance(stop, str) else stop
        if not isinstance(stop, list) or not all(isinstance(s, str) for s in stop):
            raise APIError(HTTPStatus.BAD_REQUEST, "stop must be a string or a list of strings", "stop")
        return _Completion(model, prompt, max_tokens, self._seed(body, model, prompt), tuple(stop),
                           bool(body.get("ignore_eos")), body.get("logprobs") is not None,
                           bool(body.get("return_token_ids")))

    def _prompt(self, prompt: object) -> list[int]:
        if isinstance(prompt, str):
            prompt = self.vocab.encode(prompt)
        if not isinstance(prompt, list) or not prompt or set(map(type, prompt)) != {int}:
            raise APIError(HTTPStatus.BAD_REQUEST, "prompt must be a non-empty string or list of token ids "
                           "(one prompt per request in the simulator)", "prompt")
        low, high = min(prompt), max(prompt)
        if low < 0 or high >= self.vocab.size:
            raise APIError(HTTPStatus.BAD_REQUEST, f"Token id {low if low < 0 else high} is out of vocabulary")
        return prompt

    def _max_tokens(self, requested: object, prompt_tokens: int) -> int:
        """vLLM's rule: refused beyond the context length, else clamped to the room the prompt leaves."""
        limit = self.config.max_model_len
        requested = 16 if requested is None else requested
        if type(requested) is not int or requested < 1:
            raise APIError(HTTPStatus.BAD_REQUEST, f"max_tokens must be an integer of at least 1, not {requested!r}",
                           "max_tokens")
        if requested > limit:
            raise APIError(HTTPStatus.BAD_REQUEST, f"max_tokens={requested} cannot be greater than "
                           f"max_model_len={limit}. Please request fewer output tokens.", "max_tokens")
        if prompt_tokens >= limit:
            raise APIError(HTTPStatus.BAD_REQUEST, f"This model's maximum context length is {limit} tokens. However, "
                           f"your prompt contains {prompt_tokens} input tokens, which exceeds this limit even "
                           "without any output tokens. Please reduce the length of the input prompt.",
                           "input_tokens")
        return min(requested, limit - prompt_tokens)

    def _seed(self, body: dict[str, Any], model: str, prompt: list[int]) -> int:
        """The generation's seed: deterministic when greedy or seeded, else a nonce of arrival order."""
        temperature = body.get("temperature", 1.0)
        if body.get("seed") is not None:
            source: object = ("seed", body["seed"])
        elif temperature == 0:
            source = "greedy"
        else:
            source = ("nonce", next(self._nonce))
        served = (self.weights_path, self.adapters.get(model, ""))
        return request_seed(self.config.seed, source, served, prompt) & ((1 << 62) - 1)

    def _response(self, request: _Completion, output: Output, timing: Timing) -> dict[str, Any]:
        choice: dict[str, Any] = {
            "index": 0, "text": output.text, "logprobs": self._logprobs(output) if request.logprobs else None,
            "finish_reason": output.finish_reason, "stop_reason": output.stop_reason,
            "token_ids": output.token_ids if request.return_token_ids else None, "prompt_logprobs": None,
            "prompt_token_ids": request.prompt if request.return_token_ids else None, "routed_experts": None,
        }
        prompt, completion = len(request.prompt), len(output.token_ids)
        return {
            "id": f"cmpl-{uuid.uuid4().hex[:16]}", "object": "text_completion", "created": int(time.time()),
            "model": request.model, "choices": [choice], "service_tier": None, "system_fingerprint": FINGERPRINT,
            "usage": {"prompt_tokens": prompt, "total_tokens": prompt + completion, "completion_tokens": completion,
                      "prompt_tokens_details": None, "completion_tokens_details": None},
            "kv_transfer_params": None, "ec_transfer_params": None, "metrics": None,
            "simulation": {"queued_s": timing.queued_s, "service_s": timing.service_s, "steps": timing.steps,
                           "mean_batch": timing.mean_batch},
        }

    def _logprobs(self, output: Output) -> dict[str, Any]:
        """vLLM's completion logprobs with `logprobs: 0`: the sampled token's own, one entry per token."""
        tokens = [self.vocab.pieces[t] for t in output.token_ids]
        offsets, at = [], 0
        for token, text in zip(output.token_ids, tokens, strict=True):
            offsets.append(at)
            at += 0 if token in self.vocab.special else len(text)
        return {"text_offset": offsets, "token_logprobs": output.logprobs, "tokens": tokens,
                "top_logprobs": [{text: lp} for text, lp in zip(tokens, output.logprobs, strict=True)]}

    # --- models and weights ------------------------------------------------------------------

    def models(self) -> dict[str, Any]:
        """GET /v1/models: the base model (root: the tokenizer folder), then each LoRA adapter."""
        base = self._card(self.name, str(self.config.tokenizer), None, self.config.max_model_len)
        adapters = [self._card(name, path, self.name, None) for name, path in self.adapters.items()]
        return {"object": "list", "data": [base, *adapters]}

    def _card(self, name: str, root: str, parent: str | None, max_model_len: int | None) -> dict[str, Any]:
        permission = {"id": f"modelperm-{uuid.uuid5(uuid.NAMESPACE_URL, name).hex[:16]}", "object": "model_permission",
                      "created": self.created, "allow_create_engine": False, "allow_sampling": True,
                      "allow_logprobs": True, "allow_search_indices": False, "allow_view": True,
                      "allow_fine_tuning": False, "organization": "*", "group": None, "is_blocking": False}
        return {"id": name, "object": "model", "created": self.created, "owned_by": "vllm", "root": root,
                "parent": parent, "max_model_len": max_model_len, "permission": [permission]}

    async def reload_weights(self, path: str) -> None:
        """Simulate `collective_rpc reload_weights`: `reload_s` seconds, then serve `path`."""
        if not Path(path).is_dir():
            raise APIError(HTTPStatus.INTERNAL_SERVER_ERROR, "Call to collective_rpc method failed: Worker failed "
                           f"with error 'no checkpoint folder at {path!r}' (simulated)")
        await asyncio.sleep(self.config.latency.reload_s)
        self.weights_path = path

    def load_adapter(self, name: object, path: object) -> str:
        if not name or not path or not isinstance(name, str) or not isinstance(path, str):
            raise APIError(HTTPStatus.BAD_REQUEST, "Both 'lora_name' and 'lora_path' must be provided.")
        if name == self.name:
            raise APIError(HTTPStatus.BAD_REQUEST, f"The lora adapter '{name}' conflicts with a served base model.")
        if name in self.adapters:
            raise APIError(HTTPStatus.BAD_REQUEST, f"The lora adapter '{name}' has already been loaded. If you want to "
                           "load the adapter in place, set 'load_inplace' to True.")
        if not (Path(path) / "adapter_config.json").is_file():
            raise APIError(HTTPStatus.NOT_FOUND, f"Loading lora {name} failed: No adapter found for {path}")
        self.adapters[name] = path
        return f"Success: LoRA adapter '{name}' added successfully."

    def unload_adapter(self, name: object) -> str:
        if not name or not isinstance(name, str):
            raise APIError(HTTPStatus.BAD_REQUEST, "'lora_name' needs to be provided to unload a LoRA adapter.")
        if self.adapters.pop(name, None) is None:
            raise APIError(HTTPStatus.NOT_FOUND, f"The lora adapter '{name}' cannot be found.")
        return f"Success: LoRA adapter '{name}' removed successfully."

    # --- metrics ------------------------------------------------------------------------------

    def metrics_text(self) -> str:
        """Prometheus text: vLLM's load gauges and token counters, and the simulator's own clock."""
        labels = f'{{engine="0",model_name="{self.name}"}}'
        engine = self.engine
        rows = [
            ("vllm:num_requests_running", "gauge", "Number of requests in model execution batches.", engine.running),
            ("vllm:num_requests_waiting", "gauge", "Number of requests waiting to be processed.", engine.waiting),
            ("vllm:prompt_tokens_total", "counter", "Number of prefill tokens processed.", self.prompt_tokens_total),
            ("vllm:generation_tokens_total", "counter", "Number of generation tokens processed.", engine.tokens_total),
            ("simulator:steps_total", "counter", "Engine steps simulated.", engine.steps_total),
            ("simulator:virtual_seconds_total", "counter", "Declared seconds of all steps simulated.",
             engine.virtual_s),
            ("simulator:late_seconds_total", "counter", "Real seconds the simulator fell behind its declared "
             "schedule (a loaded CPU).", engine.late_s),
        ]
        lines = []
        for name, kind, help_text, value in rows:
            lines += [f"# HELP {name} {help_text}", f"# TYPE {name} {kind}", f"{name}{labels} {float(value)}"]
        return "\n".join(lines) + "\n"
