"""A `rollgate-train` run killed with SIGKILL between two steps and resumed with `--resume`,
through the live stack, ends where an uninterrupted run on the same batches would.

What is deterministic, and what the test compares: vLLM samples at temperature 1 without a
seed, so two runs never draw the same episodes, and a second full run is no reference. The
trainer, given the same batches, is: float32 on the CPU, no dropout. So the trainer runs in
`resume_child.py`, the real CLI that also records every job's groups before it learns from
them, and the reference is those recorded batches replayed, from `load_policy`, through one
uninterrupted `PolicyOptimizer` in this process. The resumed run's pushed adapter must equal the
replay's to TOLERANCE. Same kernels on the same inputs give the same bits; the tolerance leaves
room only for a kernel that reduces in another order in another process. Anything a resume could
get wrong moves the weights by the order of the learning rate (1e-3, Adam's step size): Adam's
moments lost, a step trained twice or skipped, a batch trained on that was not the step's.

The run: 4 steps of the inline puzzle 2, 3 → 5 with the answer constrained to `2+3` or `2*3`
(as test_grpo.py, so groups have a reward spread), max_staleness 1 (a job is always submitted
ahead), evaluation every 2 steps. It is killed once the state after step 2 is saved and the job
of step 3 submitted (the saved progress lists the jobs of steps 2 and 3), while it evaluates.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import torch
from peft import get_peft_model_state_dict
from rollgate import Client, Group
from rollgate.train import PolicyOptimizer, RunConfig, batch_from_groups, load_policy
from safetensors.torch import load_file

from services.devstack import LocalStack

CHILD = Path(__file__).with_name("resume_child.py")
STEPS, KILLED_AFTER = 4, 2
TOLERANCE = 1e-6
PUZZLE = {"data": {"numbers": [2, 3], "target": 5}}


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list):
        return "[" + ", ".join(map(toml_value, value)) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key} = {toml_value(item)}" for key, item in value.items()) + "}"
    return json.dumps(str(value))


def write_config(path: Path, sections: dict[str, dict[str, Any]]) -> Path:
    path.write_text("".join(f"[{name}]\n" + "".join(f"{key} = {toml_value(value)}\n" for key, value in body.items())
                            for name, body in sections.items()))
    return path


def wait_for_saved_step(out: Path, process: subprocess.Popen[bytes], log: Path) -> dict[str, Any]:
    """The saved progress after KILLED_AFTER steps once it lists the jobs submitted ahead (those
    of steps KILLED_AFTER and KILLED_AFTER + 1), watched on disk."""
    progress = out / "state" / f"step-{KILLED_AFTER:06d}" / "progress.json"
    deadline = time.monotonic() + 900
    while time.monotonic() < deadline:
        assert process.poll() is None, f"the trainer exited early:\n{log.read_text()[-3000:]}"
        try:
            saved: dict[str, Any] = json.loads(progress.read_text())
        except (OSError, ValueError):
            saved = {}
        if {str(KILLED_AFTER), str(KILLED_AFTER + 1)} <= set(saved.get("jobs", {})):
            return saved
        time.sleep(0.05)
    raise AssertionError(f"no saved step {KILLED_AFTER} in time:\n{log.read_text()[-3000:]}")


def replay(config: RunConfig, jobs: list[str], record: Path) -> torch.nn.Module:
    """The reference: the recorded batches of `jobs`, in order, through one uninterrupted
    optimizer, from the same starting weights as the run."""
    model = load_policy(config)
    train = config.train
    optimizer = PolicyOptimizer(model, train.objective, config.rollouts.sampling.temperature, train.learning_rate,
                                train.weight_decay, train.max_grad_norm, micro_batch=train.micro_batch,
                                micro_batch_tokens=train.micro_batch_tokens, minibatches=train.minibatches)
    for job in jobs:
        groups = [Group.model_validate(g) for g in json.loads((record / f"{job}.json").read_text())]
        batch = batch_from_groups(groups, train.estimator, normalize_std=train.normalize_std)
        if batch is not None:
            optimizer.step(batch)
    return model


def push_history(stack: LocalStack) -> list[dict[str, Any]]:
    response = httpx.get(f"{stack.gateway_url}/v1/policy/history", params={"limit": 50},
                         headers={"Authorization": f"Bearer {stack.token}"}, timeout=30)
    response.raise_for_status()
    pushes: list[dict[str, Any]] = response.json()["pushes"]
    return pushes


def test_a_run_killed_between_two_steps_resumes_to_the_weights_of_an_uninterrupted_run(
        train_stack: LocalStack, served_base: int, train_client: Client, tmp_path: Path):
    start, out, record, checkpoints = served_base, tmp_path / "run", tmp_path / "groups", tmp_path / "checkpoints"
    record.mkdir()
    config_file = write_config(tmp_path / "run.toml", {
        "rollgate": {"url": train_stack.gateway_url},
        "model": {"path": train_stack.model, "lora": True, "lora_rank": 8, "lora_targets": ["q_proj", "v_proj"]},
        "rollouts": {"env": "countdown", "tasks": [PUZZLE] * 4, "group_size": 8, "max_total_tokens": 256,
                     "labels": {"run": "resume"},
                     "sampling": {"temperature": 1.0, "max_tokens": 16, "regex": "<answer>2[+*]3</answer>"}},
        "train": {"steps": STEPS, "max_staleness": 1, "learning_rate": 1e-3, "checkpoints": checkpoints, "out": out},
        "eval": {"episodes": 4, "every": 2, "sampling": {"temperature": 1.0, "max_tokens": 8}},
    })
    env = {**os.environ, "ROLLGATE_TOKEN": train_stack.token, "ROLLGATE_TEST_RECORD": str(record)}
    log = tmp_path / "killed.log"
    with log.open("wb") as output:
        killed = subprocess.Popen([sys.executable, str(CHILD), "--config", str(config_file)], env=env,
                                  stdout=output, stderr=subprocess.STDOUT)
        try:
            saved = wait_for_saved_step(out, killed, log)
        finally:
            killed.send_signal(signal.SIGKILL)
            killed.wait()
    assert train_client.policy().version == start + KILLED_AFTER

    resumed = subprocess.run([sys.executable, str(CHILD), "--resume", str(out)], env=env, capture_output=True,
                             text=True, timeout=900)
    assert resumed.returncode == 0, resumed.stdout[-3000:] + resumed.stderr[-3000:]

    rows = [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]
    steps = [row for row in rows if "step" in row]
    assert [row["step"] for row in steps] == list(range(STEPS))
    assert [row["version"] for row in steps] == list(range(start, start + STEPS))
    assert [row["eval_version"] for row in rows if "eval_version" in row] == [start, start + 2, start + 4]
    assert train_client.policy().version == start + STEPS
    ours = [push for push in push_history(train_stack) if push["path"].startswith(str(checkpoints))]
    assert sorted(push["requested"] for push in ours if push["ok"]) == list(range(start + 1, start + STEPS + 1))

    trained = [row["job"] for row in steps]
    for step, job_id in saved["jobs"].items():  # submitted ahead by the killed run: never trained on
        assert job_id not in trained
        assert train_client.get_job(job_id).state in ("cancelled", "completed")
        replacement = train_client.get_job(trained[int(step)]).spec
        assert replacement.labels["step"] == step and replacement.seed == int(step)

    reference = get_peft_model_state_dict(replay(RunConfig.from_file(config_file), trained, record))
    served = load_file(checkpoints / f"v{start + STEPS:06d}" / "adapter_model.safetensors")
    assert served.keys() == reference.keys()
    gap = max(float((served[name] - tensor).abs().max()) for name, tensor in reference.items())
    moved = max(float(tensor.abs().max()) for name, tensor in reference.items() if "lora_B" in name)
    print(f"resumed vs replayed adapter: max |Δ| {gap:.3g}; largest trained lora_B entry {moved:.3g}")
    assert gap <= TOLERANCE and moved > 100 * TOLERANCE, (gap, moved)  # B starts at 0: a trained run moves it
