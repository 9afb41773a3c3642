"""No opting out of a bad score: what the agent does cannot turn its episode into one the
trainer drops (`env_error`, `timeout`, both unusable). Each route an agent has into such a
status ends, instead, as the agent's own outcome: `completed` (or `truncated`), reward 0, an
observation or reason saying what happened, and `caused_by` naming the agent.

Every test plays a real episode (the runner's `Episode`) against real bubblewrap sandboxes;
only the policy is scripted. docs/security.md, "No opting out of a bad score", lists the routes.
"""

from __future__ import annotations

import asyncio
import shutil
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from rollgate import EpisodeStatus, JobSpec, Trajectory

from sandboxes import wire
from sandboxes.host.config import SandboxConfig
from sandboxes.host.limits import MIB, SandboxLimits
from sandboxes.host.sandbox import Sandbox
from sandboxes.host.session import EnvSession, SubprocessSession, open_session
from sandboxes.inside.envs.swe.calls import ToolCall
from sandboxes.inside.envs.swe.checkout import GitError, check_out, current_patch, episode_environ
from sandboxes.inside.envs.swe.tasks import find_instance
from services.agents import get_agent
from services.common.queue import EpisodeRef
from services.inference.pool import Completion
from services.runner.episode import Episode, EpisodeDeps, wait_for_closing
from tests.doubles import CharTokenizer

pytestmark = pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed")

SWE_TASK = "swe-mini__textkit-2"
FAKE_ENVS = Path(__file__).parents[1] / "envs" / "fake_envs.py"
FAKE_ENVS_INSIDE = "/opt/rollgate-tests/fake_envs.py"
LONG_NAME = "a" * 300


class ScriptedPool:
    """The slice of a WorkerPool an episode uses: samples `texts` in turn (the last one again
    once they run out), each after `delay_s` (a slow worker)."""

    def __init__(self, texts: list[str], delay_s: float = 0.0) -> None:
        self.texts, self.delay_s, self.turn = texts, delay_s, 0

    async def generate(self, episode_id: str, prompt: list[int], params: dict, timeout_s: float,
                       resume: bool = True) -> Completion:
        await asyncio.sleep(self.delay_s)
        text = self.texts[min(self.turn, len(self.texts) - 1)]
        self.turn += 1
        ids = [ord(char) for char in text]
        return Completion(ids, [-0.5] * len(ids), text, "stop", "fake-worker", 1, 1)

    def release(self, episode_id: str) -> None:
        pass


def tool_call(name: str, **arguments: Any) -> str:
    return f"<tool_call>{ToolCall(name, arguments).canonical()}</tool_call>"


async def play(env: str, task: str, texts: list[str], *, config: SandboxConfig | None = None,
               command: list[str] | None = None, delay_s: float = 0.0, max_turns: int = 0,
               env_options: dict[str, Any] | None = None, runtime: str = "bubblewrap",
               **timeouts: float) -> Trajectory:
    """One episode of `env` in `runtime` sandboxes (its env server `command`, if given) whose
    policy samples `texts`, under the job's `timeouts`."""
    config = config or SandboxConfig()

    async def bubblewrap_session(name: str, timeout_s: float) -> EnvSession:
        if command is None:
            return await open_session(name, runtime, timeout_s=timeout_s, config=config)
        return SubprocessSession(await Sandbox.start(name, config, timeout_s=60, command=command), timeout_s=timeout_s)

    async def never_cancelled(job_id: str) -> bool:
        return False

    deps = EpisodeDeps(pool=ScriptedPool(texts, delay_s), tokenizer=CharTokenizer(),  # type: ignore[arg-type]
                       open_session=bubblewrap_session, is_cancelled=never_cancelled)
    spec = JobSpec.model_validate({"env": env, "tasks": [task], "max_turns": max_turns or len(texts),
                                   "max_total_tokens": 1_048_576, "timeouts": {"env_step_s": 60, **timeouts},
                                   "env_options": env_options or {}})
    episode = Episode(EpisodeRef("job-1", 0, 0, time.time()), spec, get_agent(env), deps)
    try:
        return await episode.run()
    finally:
        await wait_for_closing()


def assert_agents_failure(trajectory: Trajectory, status: EpisodeStatus = EpisodeStatus.COMPLETED) -> None:
    """The episode counts (a status the trainer keeps), as a failure: reward 0 on every step."""
    assert trajectory.status == status, f"{trajectory.status}: {trajectory.status_reason}"
    assert trajectory.caused_by != "infrastructure", trajectory.status_reason
    assert (trajectory.reward, trajectory.success) == (0.0, False)
    assert all(step.reward == 0.0 for step in trajectory.steps)


def editor_calls(path: str) -> list[str]:
    """The three editor tools on `path`."""
    return [tool_call("view", path=path), tool_call("str_replace", path=path, old_str="a", new_str="b"),
            tool_call("create", path=path, content="x\n")]


def assert_each_says(trajectory: Trajectory, turns: range, *words: str) -> None:
    """Steps `turns` each answered with an error observation holding one of `words`."""
    for turn in turns:
        observation = trajectory.steps[turn].observation
        assert observation.startswith("Error:") and any(word in observation for word in words), observation


# --- routes 1-3: paths the editor tool cannot use ---------------------------------------------------


async def test_a_symlink_loop_given_to_the_editor_is_the_agents_error() -> None:
    """Route 1: a path that is a symlink loop, to view, str_replace and create."""
    setup = tool_call("bash", command="ln -s loop loop && ln -s a b && ln -s b a")
    trajectory = await play("swe", SWE_TASK, [setup, *editor_calls("loop"), tool_call("view", path="a/x"),
                                              tool_call("submit")])
    assert_agents_failure(trajectory)
    assert_each_says(trajectory, range(1, 5), "symbolic link", "symlink")


async def test_an_unreadable_directory_given_to_the_editor_is_the_agents_error() -> None:
    """Route 2: a directory made unreadable (chmod 000), listed, and a file under it to each tool;
    the repository's own listing, which walks into it, still answers."""
    setup = tool_call("bash", command="mkdir -p locked/inner && touch locked/f && chmod 000 locked")
    trajectory = await play("swe", SWE_TASK, [setup, tool_call("view", path="locked"), *editor_calls("locked/f"),
                                              tool_call("view", path="."), tool_call("submit")])
    assert_agents_failure(trajectory)
    assert_each_says(trajectory, range(1, 5), "Permission denied")
    assert "locked/" in trajectory.steps[5].observation and "unreadable" in trajectory.steps[5].observation


async def test_a_file_name_too_long_for_the_editor_is_the_agents_error() -> None:
    """Route 3: a 300-character file name (the limit is 255 bytes), to each tool."""
    trajectory = await play("swe", SWE_TASK, [*editor_calls(LONG_NAME), tool_call("submit")])
    assert_agents_failure(trajectory)
    assert_each_says(trajectory, range(0, 3), "name too long")


# --- route 4: the env's private git dir ---------------------------------------------------------------


async def test_replacing_the_private_patch_git_dir_changes_nothing() -> None:
    """Route 4: the git dir the patch is computed through (it was the workspace's `patch.git`)
    replaced by a file, by a symlink loop, by a read-only tree: every step's patch (the anchor)
    and the submitted one are still made, and graded."""
    texts = [tool_call("bash", command="rm -rf ~/patch.git; echo not-a-git-dir > ~/patch.git"),
             tool_call("bash", command="rm -f ~/patch.git; ln -s patch.git ~/patch.git"),
             tool_call("bash", command="rm -f ~/patch.git; mkdir -p ~/patch.git/refs; chmod -R 555 ~/patch.git"),
             tool_call("submit")]
    trajectory = await play("swe", SWE_TASK, texts)
    assert_agents_failure(trajectory)
    assert trajectory.steps[-1].observation.startswith("Submitted and graded: not resolved"), \
        trajectory.steps[-1].observation


def test_a_patch_git_cannot_make_in_time_is_a_git_error(tmp_path: Path) -> None:
    """The same route's bound in time: a tree the agent made too big for git to diff within the
    step's margin (`workspace.PATCH_TIMEOUT_S`) fails the patch (GitError: the anchor says so,
    submit grades nothing), where a step the env could not answer in time would be `timeout`."""
    instance, environ = find_instance(SWE_TASK), episode_environ(tmp_path)
    check_out(instance, tmp_path / "repo", environ)
    with pytest.raises(GitError, match="could not run"):
        current_patch(tmp_path / "repo", instance.base_commit, tmp_path, environ, timeout_s=0.0)
    assert current_patch(tmp_path / "repo", instance.base_commit, tmp_path, environ) == ""
    assert sorted(path.name for path in tmp_path.iterdir()) == ["repo"]  # no private git dir left


async def test_a_named_pipe_given_to_the_editor_is_the_agents_error() -> None:
    """A path the agent made a named pipe: writing it would block the env server until its step
    timed out (`timeout`, dropped); it is refused as not a regular file."""
    setup = tool_call("bash", command="mkfifo pipe")
    trajectory = await play("swe", SWE_TASK, [setup, *editor_calls("pipe"), tool_call("submit")], env_step_s=10)
    assert_agents_failure(trajectory)
    assert_each_says(trajectory, range(1, 4), "not a regular file")


# --- route 5: memory ----------------------------------------------------------------------------------

HOLDERS = """
pids=""
for i in $(seq 16); do python -S -c 'import time; b = b"x" * (8 << 20); time.sleep(8)' & pids="$pids $!"; done
for pid in $pids; do wait $pid; echo "holder exit $?"; done
"""
"""Sixteen processes, each smaller than the env server, that together pass a 160 MiB sandbox
(each holds its share for seconds: all sixteen live at once, even on a busy machine)."""


@pytest.mark.slow
async def test_processes_sized_to_get_the_env_server_oom_killed_are_the_agents_failure() -> None:
    """Route 5: child processes each smaller than the env server, together over the sandbox's
    memory. Under bubblewrap no process in the sandbox can change its oom_score_adj (its /proc is
    read-only), so the kernel may kill the env server: the runner sees the OOM kill its memory
    cgroup counted during the agent's step, and ends the episode as the agent's failure."""
    trajectory = await play("swe", SWE_TASK, [tool_call("bash", command=HOLDERS, timeout=40), tool_call("submit")],
                            config=SandboxConfig(limits=SandboxLimits(memory_bytes=160 * MIB)))
    assert_agents_failure(trajectory)
    if "holder exit 137" in trajectory.steps[0].observation:  # the server survived: graded
        assert trajectory.steps[-1].observation.startswith("Submitted and graded")
    else:
        assert trajectory.caused_by == "agent" and "memory limit" in trajectory.steps[-1].observation


@pytest.mark.slow
async def test_tools_are_the_kernels_first_choice_where_they_get_a_proc_of_their_own() -> None:
    """Route 5, the barrier: where a tool's init can mount a /proc of its own (here the `process`
    backend, its memory cgroup real), it raises its oom_score_adj to 1000 through it and seals it
    read-only, so the kernel kills the agent's processes, however small, and they cannot undo it;
    the env server goes on to grade the episode."""
    config = SandboxConfig(backend="process", allow_unsandboxed=True, limits=SandboxLimits(memory_bytes=160 * MIB))
    trajectory = await play("swe", SWE_TASK, [tool_call("bash", command=HOLDERS, timeout=40), tool_call("submit")],
                            config=config, runtime="process")
    assert_agents_failure(trajectory)
    assert "holder exit 137" in trajectory.steps[0].observation, trajectory.steps[0].observation
    assert trajectory.steps[-1].observation.startswith("Submitted and graded")


@pytest.mark.slow
async def test_an_env_server_oom_killed_by_the_agents_memory_ends_as_the_agents_failure() -> None:
    """Route 5, where the env server dies all the same: the agent fills memory the kernel cannot
    take back from it (files in the sandbox's tmpfs, charged to its memory cgroup) and leaves,
    so the next thing the server allocates kills the server. The cgroup counted the OOM kill
    during the agent's step: completed, reward 0, the observation and reason say so."""
    config = SandboxConfig(limits=SandboxLimits(memory_bytes=128 * MIB))
    fill = tool_call("bash", command="head -c 200M /dev/zero > ../fill; python -S -c 'b = bytearray(64 << 20)'")
    trajectory = await play("swe", SWE_TASK, [fill, tool_call("submit")], config=config)
    assert_agents_failure(trajectory)
    assert trajectory.caused_by == "agent"
    assert "memory" in trajectory.status_reason
    assert "memory limit" in trajectory.steps[-1].observation and trajectory.steps[-1].done


# --- route 6: the episode's wall clock ----------------------------------------------------------------


async def test_sleeping_across_the_wall_clock_is_truncated_not_timeout() -> None:
    """Route 6: commands that each stay well under the command limit, sleeping the episode's wall
    clock away: the agent spent it, so truncated with reward 0, not a droppable timeout. The agent's
    share is at least half of the clock (its rule) unless starting and resetting the sandbox take
    half of it: 7 s, where a busy machine took 4.2 s of an 8 s clock with 2 s sleeps."""
    trajectory = await play("swe", SWE_TASK, [tool_call("bash", command="sleep 5")], max_turns=50, episode_s=14)
    assert_agents_failure(trajectory, EpisodeStatus.TRUNCATED)
    assert trajectory.caused_by == "agent"
    assert "tool calls" in trajectory.status_reason
    assert "wall clock" in trajectory.steps[-1].observation


async def test_a_slow_worker_running_out_the_wall_clock_is_rollgates_timeout() -> None:
    """The other side of route 6: a slow LLM spent the clock, so the episode is Rollgate's
    `timeout` (dropped), and says so."""
    trajectory = await play("countdown", "train-000000", ["<answer>1 + 1</answer>"], delay_s=3, max_turns=5,
                            env_options={"multi_turn": True}, episode_s=4)
    assert trajectory.status == EpisodeStatus.TIMEOUT, trajectory.status_reason
    assert trajectory.caused_by == "infrastructure"


# --- route 7: a reply over the env server's cap -------------------------------------------------------


async def test_an_answer_too_large_for_the_reply_cap_is_the_agents_failure() -> None:
    """Route 7: a search answer the env echoes into its info, past the wire's caps: the env
    server answers with the agent's failure instead of a reply the runner must refuse."""
    answer = "<answer>" + "x " * (wire.MAX_INFO_BYTES // 2 + 1000) + "</answer>"
    trajectory = await play("search", "train-000000", [answer])
    assert_agents_failure(trajectory)
    assert trajectory.caused_by == "agent"
    assert "too large" in trajectory.steps[-1].observation and trajectory.steps[-1].done


# --- the general rule: an env's exception on an action is the agent's outcome -------------------------


def fake_env(kind: str) -> dict[str, Any]:
    """How to serve the misbehaving test env `kind` (tests/envs/fake_envs.py) in bubblewrap."""
    config = SandboxConfig(ro_binds=((str(FAKE_ENVS), FAKE_ENVS_INSIDE),))
    return {"config": config, "command": [sys.executable, FAKE_ENVS_INSIDE, kind]}


async def test_an_exception_an_env_raises_on_an_action_is_the_agents_outcome() -> None:
    """Whatever exception an env's step raises (not a SandboxError, by which an env says the
    failure is its own): completed, reward 0, the observation names it, caused by the agent."""
    trajectory = await play("countdown", "train-000000", ["<answer>1 + 1</answer>"], **fake_env("raise"))
    assert_agents_failure(trajectory)
    assert trajectory.caused_by == "agent"
    assert "RuntimeError: fake env bug" in trajectory.steps[-1].observation and trajectory.steps[-1].done


async def test_the_envs_own_failures_stay_env_errors() -> None:
    """The line the rule draws: a reset failure (the env's data unusable) and an env server that
    dies on its own are the env's, env_error, caused by Rollgate's side."""
    for kind in ("broken-data", "exit"):
        trajectory = await play("countdown", "train-000000", ["<answer>1 + 1</answer>"], **fake_env(kind))
        assert trajectory.status == EpisodeStatus.ENV_ERROR, trajectory.status_reason
        assert trajectory.caused_by == "infrastructure"
