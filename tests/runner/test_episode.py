"""Episodes over a hostile env server: whatever it sends, a reply that breaks the protocol or
a session that falls out of step ends the episode as env_error, and no reward counts. SWE
episodes: graded in a fresh sandbox; what the agent causes ends them completed, reward 0."""

from __future__ import annotations

import json
import runpy
import shutil
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from rollgate import EpisodeStatus, JobSpec, Trajectory

from sandboxes import wire
from sandboxes.host.config import SandboxConfig
from sandboxes.host.sandbox import Sandbox
from sandboxes.host.session import EnvSession, SubprocessSession, open_session
from sandboxes.inside.envs.swe.calls import ToolCall
from sandboxes.inside.envs.swe.golden import golden_actions
from services.agents import get_agent
from services.common.queue import EpisodeRef
from services.inference.pool import Completion
from services.runner.episode import Episode, EpisodeDeps, wait_for_closing
from tests.doubles import CharTokenizer

HOSTILE = runpy.run_path(str(Path(__file__).parents[1] / "sandboxes" / "hostile_server.py"))
RESET, STEP_WON, STEP_LOST = HOSTILE["RESET"], HOSTILE["STEP_WON"], HOSTILE["STEP_LOST"]
ANSWER = "<answer>3 + 5</answer>"
needs_bubblewrap = pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed")


class AnsweringPool:
    """The slice of a WorkerPool an episode uses; every turn samples ANSWER."""

    async def generate(self, episode_id: str, prompt: list[int], params: dict, timeout_s: float,
                       resume: bool = True) -> Completion:
        ids = [ord(char) for char in ANSWER]
        return Completion(ids, [-0.5] * len(ids), ANSWER, "stop", "fake-worker", 1, 1)

    def release(self, episode_id: str) -> None:
        pass


async def play(script: list[list[str]], backend: str = "process") -> Trajectory:
    """One countdown episode whose env server answers as `script` says (hostile_server.py)."""

    async def open_session(env: str, timeout_s: float) -> EnvSession:
        config = SandboxConfig(backend=backend, allow_unsandboxed=backend == "process")
        command = [sys.executable, "-S", "-c", HOSTILE["source"](), json.dumps(script)]
        return SubprocessSession(await Sandbox.start(env, config, timeout_s=60, command=command), timeout_s=timeout_s)

    async def never_cancelled(job_id: str) -> bool:
        return False

    deps = EpisodeDeps(pool=AnsweringPool(), tokenizer=CharTokenizer(),  # type: ignore[arg-type]
                       open_session=open_session, is_cancelled=never_cancelled)
    spec = JobSpec(env="countdown", tasks=["train-000000"], max_turns=3, timeouts={"env_step_s": 30})
    episode = Episode(EpisodeRef("job-1", 0, 0, time.time()), spec, get_agent("countdown"), deps)
    try:
        return await episode.run()
    finally:
        await wait_for_closing()


def assert_no_reward(trajectory: Trajectory, problem: str) -> None:
    assert trajectory.status == EpisodeStatus.ENV_ERROR, trajectory.status_reason
    assert problem in trajectory.status_reason
    assert trajectory.reward == 0.0 and not trajectory.success and not trajectory.status.usable
    assert all(step.reward == 0.0 for step in trajectory.steps)


async def test_an_honest_env_server_gets_its_reward() -> None:
    trajectory = await play([[RESET], [STEP_WON]])
    assert trajectory.status == EpisodeStatus.COMPLETED, trajectory.status_reason
    assert trajectory.reward == 1.0 and trajectory.success


BROKEN_REPLIES = [
    pytest.param(STEP_WON.replace("1.0", "NaN"), "non-finite", id="nan-reward"),
    pytest.param(STEP_WON.replace('"info":{}', '"info":' + '{"a":' * 1000 + "0" + "}" * 1000), "nested", id="deep"),
    pytest.param(STEP_WON.replace("Correct.", f"{{pad:{wire.MAX_LINE_BYTES + 1}}}"), "over", id="oversize-line"),
]


@pytest.mark.parametrize(("reply", "problem"), BROKEN_REPLIES)
async def test_a_reply_breaking_the_protocol_ends_the_episode_with_no_reward(reply: str, problem: str) -> None:
    assert_no_reward(await play([[RESET], [reply]]), problem)


@needs_bubblewrap
@pytest.mark.parametrize(("reply", "problem"), BROKEN_REPLIES)
async def test_a_hostile_server_in_bubblewrap_gets_no_reward(reply: str, problem: str) -> None:
    assert_no_reward(await play([[RESET], [reply]], backend="bubblewrap"), problem)


@pytest.mark.parametrize(
    "script",
    [
        pytest.param([[RESET, STEP_WON.replace("{id}", "{next}")], [STEP_LOST]], id="winning-reply-sent-ahead"),
        pytest.param([[RESET], [STEP_WON, STEP_WON]], id="second-reply"),
        pytest.param([[RESET], [STEP_WON, '{"id":{next},"result":{}}']], id="forged-close-reply"),
    ],
)
async def test_a_session_out_of_step_at_its_end_ends_the_episode_with_no_reward(script: list[list[str]]) -> None:
    assert_no_reward(await play(script), "not confirmed")


# --- SWE: graded apart; what the agent causes is its failure, not the env's ----------------------

SWE_TASK = "swe-mini__textkit-2"


class ScriptedPool(AnsweringPool):
    """Samples the texts in turn, one per turn."""

    def __init__(self, texts: list[str]) -> None:
        self.texts = iter(texts)

    async def generate(self, episode_id: str, prompt: list[int], params: dict, timeout_s: float,
                       resume: bool = True) -> Completion:
        text = next(self.texts)
        ids = [ord(char) for char in text]
        return Completion(ids, [-0.5] * len(ids), text, "stop", "fake-worker", 1, 1)


def tool_call(name: str, **arguments: Any) -> str:
    return f"<tool_call>{ToolCall(name, arguments).canonical()}</tool_call>"


async def play_swe(texts: list[str], env_step_s: float = 60) -> tuple[Trajectory, int]:
    """A SWE episode in bubblewrap sandboxes whose policy samples `texts`; and how many sandboxes it opened."""
    opened = []

    async def bubblewrap_session(env: str, timeout_s: float) -> EnvSession:
        opened.append(env)
        return await open_session(env, "bubblewrap", timeout_s=timeout_s, config=SandboxConfig())

    async def never_cancelled(job_id: str) -> bool:
        return False

    deps = EpisodeDeps(pool=ScriptedPool(texts), tokenizer=CharTokenizer(),  # type: ignore[arg-type]
                       open_session=bubblewrap_session, is_cancelled=never_cancelled)
    spec = JobSpec(env="swe", tasks=[SWE_TASK], max_turns=len(texts), max_total_tokens=1_048_576,
                   timeouts={"env_step_s": env_step_s})
    episode = Episode(EpisodeRef("job-1", 0, 0, time.time()), spec, get_agent("swe"), deps)
    try:
        return await episode.run(), len(opened)
    finally:
        await wait_for_closing()


@needs_bubblewrap
async def test_a_swe_episode_is_graded_in_a_fresh_sandbox() -> None:
    gold = json.loads(golden_actions(SWE_TASK)[0])["arguments"]["command"]
    trajectory, opened = await play_swe([tool_call("bash", command=gold), tool_call("submit")])
    assert trajectory.status == EpisodeStatus.COMPLETED, trajectory.status_reason
    assert (trajectory.reward, trajectory.success, opened) == (1.0, True, 2)
    assert trajectory.steps[-1].observation.startswith("Submitted and graded: resolved")
    assert trajectory.info["resolved"] and "artefact" not in trajectory.info


@needs_bubblewrap
@pytest.mark.parametrize(
    ("first", "env_step_s", "problem"),
    [
        pytest.param(tool_call("bash", command="echo " + "x" * 200_000), 60, "no usable tool call", id="huge-command"),
        pytest.param(tool_call("create", path="big.txt", content="y\n" * 150_000), 60, "Created", id="huge-patch"),
        pytest.param(tool_call("bash", command="sleep 30", timeout=3), 1, "timed out after 3 s", id="slow-command"),
        pytest.param(tool_call("bash", command="kill -INT 1; kill -TERM 1; kill -KILL $$"), 60, "", id="kills"),
    ],
)
async def test_what_the_agent_causes_ends_completed_with_the_failure_reward(
    first: str, env_step_s: float, problem: str
) -> None:
    """An oversized command, a patch over the env's size limit, a command that outlasts the
    job's per-step limit (but not its own), a command signalling PID 1 and itself: completed,
    reward 0; never env_error or timeout."""
    trajectory, _ = await play_swe([first, tool_call("submit")], env_step_s=env_step_s)
    assert trajectory.status == EpisodeStatus.COMPLETED, trajectory.status_reason
    assert (trajectory.reward, trajectory.success) == (0.0, False)
    assert problem in trajectory.steps[0].observation
    assert trajectory.steps[-1].done and "artefact" not in trajectory.info
