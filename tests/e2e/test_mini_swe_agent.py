"""mini-swe-agent (pinned in requirements.txt), unmodified and configured on its command line
only, plays the swe env through sessions of a live stack (docs/agents.md, "mini-swe-agent"):
`rollgate sessions run` hands each session to a `mini` process, mini's own swebench.yaml
prompts, Rollgate's SessionEnvironment and SessionModel classes named by its config keys.

The policy is the tiny model on a real vLLM worker, its turns held by the job's sampling.regex
to one bash call (a fixture of this test, which fixes the content too: the point is the
harness's plumbing, not the model): a `sed` that fixes swe-mini__intervals-1, then mini's own
submit convention (`echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff`), run in /testbed
as swebench.yaml says. The diff mini submits, not the working tree, is graded apart.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from rollgate import Client, EpisodeStatus, JobState, Trajectory

from services.common.toolcalls import literal
from services.devstack import LocalStack

pytestmark = pytest.mark.slow

TASK = "swe-mini__intervals-1"
FIX = ("sed -i 's/if current.overlaps(merged):/if current.overlaps(merged) or current.touches(merged):/' "
       "intervals/intervalset.py")
SUBMIT = "echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff"
MINI = [sys.executable, "-m", "minisweagent.run.mini", "-c", "swebench.yaml", "-m", "openai/rollgate-policy",
        "-c", "environment.environment_class=rollgate.harnesses.mini_swe_agent.SessionEnvironment",
        "-c", "model.model_class=rollgate.harnesses.mini_swe_agent.SessionModel",
        "-c", "agent.agent_class=default", "-c", "agent.cost_limit=0", "-y", "--exit-immediately", "-t", "{task}"]
"""The harness as docs/agents.md configures it (`mini` is this module's script); the tests add a
step limit and an output file."""


def bash_call(command: str) -> str:
    return "<tool_call>\n" + json.dumps({"name": "bash", "arguments": {"command": command}}) + "\n</tool_call>"


def run_sessions(stack: LocalStack, job_id: str, mini_args: list[str], tmp_path: Path) -> str:
    """`rollgate sessions run` for the job's one session, mini as its command; its output line."""
    environ = {**os.environ, "MSWEA_CONFIGURED": "1", "MSWEA_SILENT_STARTUP": "1",
               "MSWEA_GLOBAL_CONFIG_DIR": str(tmp_path / "mini-config"), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    rollgate = str(Path(sys.executable).with_name("rollgate"))
    done = subprocess.run([rollgate, "--url", stack.gateway_url, "--token", stack.token, "sessions", "run", job_id,
                           "--limit", "1", "--logs", str(tmp_path / "logs"), "--", *MINI, *mini_args],
                          env=environ, capture_output=True, text=True, timeout=600)
    logs = "\n".join(p.read_text()[-4000:] for p in (tmp_path / "logs").glob("*.log"))
    assert done.returncode == 0, done.stdout + done.stderr + logs
    return done.stdout


def trajectory_of(client: Client, job_id: str) -> Trajectory:
    assert client.wait(job_id, timeout=300).state == JobState.COMPLETED
    [trajectory] = [t for group in client.pull(job_id, max_groups=1) for t in group.trajectories]
    return trajectory


def test_mini_swe_agent_resolves_a_task_through_a_session(stack: LocalStack, client: Client, tmp_path: Path) -> None:
    """Fix, then submit by mini's convention: the diff mini submits is graded, resolved, and the
    episode is the session's one sampled turn then the submit, completed."""
    call = bash_call(f"{FIX} && {SUBMIT}")
    job = client.submit(env="swe", tasks=[TASK], max_turns=4, agent={"kind": "external", "idle_timeout_s": 300},
                        sampling={"regex": literal(call), "max_tokens": len(call), "temperature": 1.0})
    output = run_sessions(stack, job.id, ["-c", "agent.step_limit=3", "-o", str(tmp_path / "traj.json")], tmp_path)
    trajectory = trajectory_of(client, job.id)
    record: dict[str, Any] = json.loads((tmp_path / "traj.json").read_text())
    assert record["info"]["exit_status"] == "Submitted", record["info"]
    assert "+            if current.overlaps(merged) or current.touches(merged):" in record["info"]["submission"]
    assert (trajectory.status, trajectory.reward) == (EpisodeStatus.COMPLETED, 1.0), trajectory.status_reason
    assert trajectory.info["resolved"] and trajectory.info["patch"] == record["info"]["submission"]
    sampled, submitted = trajectory.steps
    assert json.loads(sampled.action)["arguments"]["command"] == f"cd /testbed && {FIX} && {SUBMIT}"
    assert sampled.token_end > sampled.token_start and sampled.observation.startswith("exit code 0")
    assert json.loads(submitted.action)["name"] == "submit" and submitted.token_start == submitted.token_end
    assert trajectory.task_id == TASK and job.id in output and "completed" in output


def test_a_harness_that_stops_on_its_own_limit_is_graded_as_it_stands(stack: LocalStack, client: Client,
                                                                      tmp_path: Path) -> None:
    """mini stops at its step limit without submitting; the session's finish hands the work
    (the fix, unsubmitted) to grading: truncated, and graded, never a dropped episode."""
    call = bash_call(FIX)
    job = client.submit(env="swe", tasks=[TASK], max_turns=4, agent={"kind": "external", "idle_timeout_s": 300},
                        sampling={"regex": literal(call), "max_tokens": len(call), "temperature": 1.0})
    run_sessions(stack, job.id, ["-c", "agent.step_limit=1", "-o", str(tmp_path / "traj.json")], tmp_path)
    trajectory = trajectory_of(client, job.id)
    assert json.loads((tmp_path / "traj.json").read_text())["info"]["exit_status"] == "LimitsExceeded"
    assert trajectory.status == EpisodeStatus.TRUNCATED, trajectory.status_reason
    assert "submitted for grading as it stood" in trajectory.status_reason
    assert trajectory.reward == 1.0 and trajectory.info["resolved"]  # the fix was in the tree
