"""Episodes over a hostile env server: whatever it sends, a reply that breaks the protocol or
a session that falls out of step ends the episode as env_error, and no reward counts."""

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
from sandboxes.host.session import EnvSession, SubprocessSession
from services.common.store import EpisodeRef
from services.inference.pool import Completion
from services.runner.agents import get_agent
from services.runner.episode import Episode, EpisodeDeps, wait_for_closing

HOSTILE = runpy.run_path(str(Path(__file__).parents[1] / "sandboxes" / "hostile_server.py"))
RESET, STEP_WON, STEP_LOST = HOSTILE["RESET"], HOSTILE["STEP_WON"], HOSTILE["STEP_LOST"]
ANSWER = "<answer>3 + 5</answer>"
needs_bubblewrap = pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed")


class CharTokenizer:
    """Characters as token ids; the chat template writes each message as <role>content."""

    def apply_chat_template(self, conversation: Any, **kwargs: Any) -> str:
        text = "".join(f"<{message['role']}>{message['content']}\n" for message in conversation)
        return text + ("<assistant>" if kwargs.get("add_generation_prompt") else "")

    def encode(self, text: str, add_special_tokens: bool = False) -> list[int]:
        return [ord(char) for char in text]

    def decode(self, token_ids: list[int], skip_special_tokens: bool = False) -> str:
        return "".join(map(chr, token_ids))


class AnsweringPool:
    """The slice of a WorkerPool an episode uses; every turn samples ANSWER."""

    async def generate(self, episode_id: str, prompt: list[int], params: dict, timeout_s: float) -> Completion:
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
