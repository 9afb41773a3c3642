"""A warm start for the multi-turn learning runs: SmolLM2-135M-Instruct fine-tuned on golden
episodes of the env's train split, so that its first policy already follows the env's protocol.

Untrained, SmolLM2-135M never earns a reward on the agent envs (docs/training.md: 0 of 372
search and WebShop episodes), so no group has a reward spread and RL has nothing to learn
from. The warm start plays `episodes` train tasks with the env's scripted golden actions
(`sandboxes/inside/envs/<env>/golden.py`), in-process, and renders each as the runner would:
the agent's prompt, the observations as context (loss mask 0), the actions as sampled tokens
(exactly their tokens, ending where the agent's stop strings end a turn). One pass of
supervised fine-tuning on those tokens (the policy-gradient step with advantage 1 on every
action token, so the same code as the RL steps) through a LoRA adapter, merged into the
weights, gives the model the runs start from. Eval tasks are never played.

The result is cached under `~/.cache/rollgate/models/` by a hash of everything that shapes it.

    python bench/warm_start.py --env search [--episodes 64] [--learning-rate 1e-3]
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import torch
from rollgate.train import ObjectiveConfig, PolicyOptimizer, RunConfig, TokenBatch, load_policy
from rollgate.train._logprobs import pad
from rollgate.train._weights import save_policy
from transformers import AutoTokenizer

from sandboxes.registry import get_env_class
from services.agents import get_agent
from services.common.home import rollgate_home
from services.common.tokens import Conversation

BUILD_VERSION = 1
"""Bump when anything below changes the built model."""
CHUNK = 16
MICRO_BATCH = 2


def tuned_tasks(env_name: str, episodes: int, rng: random.Random) -> list[str]:
    """The ids of the `episodes` train tasks the warm start plays, drawn by `rng`."""
    env_class = get_env_class(env_name)
    size = env_class.splits()["train"]
    return [env_class.task_id("train", index) for index in rng.sample(range(size), min(episodes, size))]


def golden_conversations(env_name: str, base: Path, task_ids: list[str]) -> list[Conversation]:
    """Each task played with its golden actions and rendered as the runner renders an episode."""
    import importlib

    golden = importlib.import_module(f"sandboxes.inside.envs.{env_name}.golden").golden_actions
    env_class = get_env_class(env_name)
    tokenizer = AutoTokenizer.from_pretrained(base)
    agent = get_agent(env_name)
    conversations = []
    for task_id in task_ids:
        env = env_class()
        reset = env.reset({"id": task_id, "data": {}}, 0, {})
        conversation = Conversation.start(tokenizer, agent.first_messages(reset))
        for action in golden(task_id):
            tokens = tokenizer.encode(action, add_special_tokens=False)
            conversation.add_generated(tokens, [0.0] * len(tokens), action)
            result = env.step(action)
            if result.done:
                if result.reward <= 0:
                    raise RuntimeError(f"the golden episode of {env_name} {task_id} earned {result.reward}")
                break
            conversation.add_message(agent.observation_message(result))
        conversations.append(conversation)
    return conversations


def fine_tune(base: Path, conversations: list[Conversation], learning_rate: float, seed: int) -> torch.nn.Module:
    """One pass over `conversations` in chunks of CHUNK, each an optimizer step (bfloat16
    autocast, float32 weights)."""
    config = RunConfig.model_validate({"model": {"path": str(base)}, "rollouts": {"env": "unused"},
                                       "train": {"checkpoints": "unused", "seed": seed}})
    model = load_policy(config)
    optimizer = PolicyOptimizer(model, ObjectiveConfig(importance_sampling=False), temperature=1.0,
                                learning_rate=learning_rate, micro_batch=MICRO_BATCH, compute_dtype=torch.bfloat16)
    started = time.monotonic()
    for start in range(0, len(conversations), CHUNK):
        chunk = conversations[start:start + CHUNK]
        input_ids, attention_mask = pad([c.token_ids for c in chunk])
        mask = torch.zeros(input_ids.shape)
        for row, conversation in enumerate(chunk):
            mask[row, : len(conversation.loss_mask)] = torch.tensor(conversation.loss_mask, dtype=torch.float32)
        batch = TokenBatch(input_ids, attention_mask, mask, mask.clone(), torch.zeros(input_ids.shape),
                           torch.full(input_ids.shape, -1))
        stats = optimizer.step(batch)
        print(f"warm start: {start + len(chunk)}/{len(conversations)} episodes, entropy {stats.entropy:.3f}, "
              f"{time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)
    return model


@contextlib.contextmanager
def env_services(env_name: str) -> Iterator[None]:
    """What the env needs beside it in-process: the search env its retrieval server."""
    if env_name != "search":
        yield
        return
    from sandboxes.inside.envs.search.retrieval import SOCKET_VARIABLE
    from services.retriever.launch import retriever_process

    with tempfile.TemporaryDirectory(prefix="warm-start-") as home:
        socket_path = Path(home) / "retriever.sock"
        retriever = retriever_process(socket_path, Path(home) / "retriever.log")
        retriever.start()
        previous = os.environ.get(SOCKET_VARIABLE)
        os.environ[SOCKET_VARIABLE] = str(socket_path)
        try:
            yield
        finally:
            os.environ.pop(SOCKET_VARIABLE) if previous is None else os.environ.update({SOCKET_VARIABLE: previous})
            retriever.stop()


def build(env_name: str, base: Path, episodes: int, learning_rate: float, seed: int = 0) -> tuple[Path, list[str]]:
    """The warm-started model's folder, built unless the cache has it, and the train tasks it
    was tuned on (a run's draws pass over them: `rollouts.exclude`)."""
    recipe = {"build": BUILD_VERSION, "env": env_name, "base": str(base), "episodes": episodes,
              "learning_rate": learning_rate, "seed": seed, "chunk": CHUNK,
              "compute_dtype": "bfloat16"}
    digest = hashlib.sha256(json.dumps(recipe, sort_keys=True).encode()).hexdigest()[:12]
    out = rollgate_home() / "models" / f"{base.name}-warm-{env_name}-{digest}"
    rng = random.Random(seed)
    tasks = tuned_tasks(env_name, episodes, rng)
    if (out / "recipe.json").exists():
        return out, tasks
    with env_services(env_name):
        conversations = golden_conversations(env_name, base, tasks)
    rng.shuffle(conversations)
    model = fine_tune(base, conversations, learning_rate, seed)
    save_policy(model, out, merged=True)  # replaces a partial build, whole
    for name in os.listdir(base):  # tokenizer, chat template, generation config
        if not (out / name).exists() and not name.endswith(".safetensors"):
            source = base / name
            (shutil.copytree if source.is_dir() else shutil.copy)(source, out / name)
    (out / "recipe.json").write_text(json.dumps(recipe, indent=2) + "\n")  # last: the build is complete
    return out, tasks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--env", default="search")
    parser.add_argument("--base", type=Path, required=True, help="the model folder to start from")
    parser.add_argument("--episodes", type=int, default=64)  # bench/learning-search.toml's
    parser.add_argument("--learning-rate", type=float, default=1e-3)
    args = parser.parse_args()
    print(build(args.env, args.base, args.episodes, args.learning_rate)[0])
    return 0


if __name__ == "__main__":
    sys.exit(main())
