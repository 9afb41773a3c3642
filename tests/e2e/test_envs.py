"""Each environment end to end: a job through the gateway, episodes in bubblewrap sandboxes,
turns sampled by the vLLM CPU worker.

The embedded model is untrained, so each job constrains its output with a regex (the
worker's structured outputs) to the env's action format: the episodes then take real env
steps, whose observations the assertions check, rather than ending in format errors.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator

import pytest
from rollgate import Client, EpisodeStatus, JobState, Trajectory
from rollgate_textarena.about import seed_for  # the adapter's registration side, on the path (tests/plugins.py)
from transformers import AutoTokenizer, PreTrainedTokenizerBase

from sandboxes.host.plugin_envs import env_paths
from services.devstack import LocalStack

PLAYED = {EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED}


@pytest.fixture(scope="module")
def tokenizer(stack: LocalStack) -> PreTrainedTokenizerBase:
    return AutoTokenizer.from_pretrained(stack.model)


def play(client: Client, env: str, tasks: list[str], regex: str, max_turns: int,
         max_tokens: int = 48, env_options: dict[str, str] | None = None) -> Iterator[Trajectory]:
    """Play `tasks` (2 samples each) to the end; every trajectory played, every action valid.

    `max_tokens` must cover the longest match of `regex` in any tokenisation: a sampled
    (temperature 1) constrained output may spell it in more, shorter tokens than greedy would.
    """
    job = client.submit(env=env, tasks=tasks, group_size=2, max_turns=max_turns, env_options=env_options or {},
                        sampling={"temperature": 1.0, "max_tokens": max_tokens, "regex": regex})
    assert client.wait(job.id, timeout=600).state == JobState.COMPLETED
    trajectories = [t for g in client.pull(job.id, max_groups=100) for t in g.trajectories]
    assert len(trajectories) == 2 * len(tasks)
    reasons = {t.status_reason for t in trajectories if t.status not in PLAYED}
    assert {t.status for t in trajectories} <= PLAYED, reasons
    assert all(step.valid_action for t in trajectories for step in t.steps)
    yield from trajectories


def prompt_before(trajectory: Trajectory, turn: int, tokenizer: PreTrainedTokenizerBase) -> str:
    """The text the policy saw before sampling turn `turn`."""
    return tokenizer.decode(trajectory.token_ids[: trajectory.steps[turn].token_start])


def test_webshop(stack: LocalStack, client: Client, tokenizer: PreTrainedTokenizerBase) -> None:
    """A search shows results; a second search is accepted on the results page too (as in
    upstream's text env) and shows its own. The prompt lists the available actions."""
    trajectories = list(play(client, "webshop", ["train-000000", "eval-000003"],
                             r"<action>search\[[a-z]{3,10}\]</action>", max_turns=2))
    for trajectory in trajectories:
        first, second = trajectory.steps
        assert first.action.startswith("search[") and "Total results" in first.observation
        assert second.action.startswith("search[") and "Total results" in second.observation
        assert trajectory.reward == 0.0
        assert "Available actions:\n- search[<query>]" in prompt_before(trajectory, 0, tokenizer)
        assert "- click[back to search]" in prompt_before(trajectory, 1, tokenizer)


def test_search(client: Client, tokenizer: PreTrainedTokenizerBase) -> None:
    """A search reaches the retrieval server through the socket bound into the sandbox and
    comes back as <information>, never sampled (loss_mask 0); an answer ends the episode."""
    search = r"<search>(iron|gold|carbon|copper|water|dog)</search>"
    either = rf"({search}|<answer>[a-z]{{1,10}}</answer>)"
    tasks = ["train-000000", "eval-000001"]
    searched = list(play(client, "search", tasks, search, max_turns=2))  # every turn a search
    trajectories = searched + list(play(client, "search", tasks, either, max_turns=3))
    assert all(len(t.steps) == 2 and all(s.action.startswith("<search>") for s in t.steps) for t in searched)
    for trajectory in trajectories:
        searches = [s for s in trajectory.steps if s.action.startswith("<search>")]
        assert all(s.observation.startswith("\n\n<information>Doc 1(Title: ") for s in searches)
        answered = trajectory.steps[-1].action.startswith("<answer>")
        assert trajectory.status == (EpisodeStatus.COMPLETED if answered else EpisodeStatus.TRUNCATED)
        assert trajectory.reward in (0.0, 1.0) and trajectory.success == (trajectory.reward == 1.0)
        sampled = [t for t, m in zip(trajectory.token_ids, trajectory.loss_mask, strict=True) if m]
        assert "Doc 1(Title: " not in tokenizer.decode(sampled)
        assert ("Doc 1(Title: " in tokenizer.decode(trajectory.token_ids)) == bool(searches)


def test_swe(client: Client) -> None:
    """A shell tool call runs in the sandboxed checkout; when the turn budget runs out the agent's
    final submit is sent unprompted and graded, in a fresh sandbox: its empty patch is not
    evaluated (as SWE-bench's harness drops empty predictions), so not resolved."""
    call = r'<tool_call>\{"name": "bash", "arguments": \{"command": "ls"\}\}</tool_call>'
    for trajectory in play(client, "swe", ["swe-mini__inikit-1"], call, max_turns=1, max_tokens=len(call)):
        shell, submit = trajectory.steps
        assert shell.observation.startswith("exit code 0") and "inikit" in shell.observation.split()
        assert submit.token_start == submit.token_end == len(trajectory.token_ids)
        assert '"name": "submit"' in submit.action and submit.done
        assert submit.observation.startswith("Submitted and graded: not resolved")
        assert trajectory.status == EpisodeStatus.TRUNCATED and trajectory.reward == 0.0
        grade = trajectory.info  # the partial pass rates of the final grading, from the grading sandbox
        assert (grade["resolved"], grade["fail_to_pass"], grade["pass_to_pass"]) == (False, 0.0, 0.0)
        assert grade["empty_patch"] and grade["patch"] == "" and "artefact" not in grade


def test_alfworld(client: Client, tokenizer: PreTrainedTokenizerBase) -> None:
    """Admissible commands are played on ALFWorld's engine and answered by it; the prompt lists
    the admissible commands; nothing wins, so the turn budget ends the episodes."""
    regex = r"<action>(inventory|look|go to drawer 1)</action>"
    for trajectory in play(client, "alfworld", ["train-000000"], regex, max_turns=3):
        at_drawer = False  # the engine's answers to look and go depend on where the agent is
        for step in trajectory.steps:
            expected = {"inventory": "You are not carrying anything.",
                        "look": "You are facing the drawer 1." if at_drawer else "You are in the middle of a room.",
                        "go to drawer 1": "Nothing happens." if at_drawer else "You arrive at drawer 1."}
            assert step.observation.startswith(expected[step.action]), (step.action, step.observation)
            at_drawer = at_drawer or step.action == "go to drawer 1"
        assert trajectory.status == EpisodeStatus.TRUNCATED and trajectory.reward == 0.0
        assert "Admissible actions:\n- go to bed 1\n" in prompt_before(trajectory, 0, tokenizer)


def test_webshop_under_constrain_actions_takes_only_listed_actions(client: Client,
                                                                   tokenizer: PreTrainedTokenizerBase) -> None:
    """`sampling.constrain_actions`: each turn's grammar is built from the actions the env
    listed before it, so even the untrained model only searches where there is a search box
    and only clicks what the page offers (never `click[search]`, listed but not offered)."""
    job = client.submit(env="webshop", tasks=["train-000000", "eval-000003"], group_size=2, max_turns=4,
                        sampling={"temperature": 1.0, "max_tokens": 160, "constrain_actions": True})
    assert client.wait(job.id, timeout=600).state == JobState.COMPLETED
    trajectories = [t for g in client.pull(job.id, max_groups=100) for t in g.trajectories]
    assert {t.status for t in trajectories} <= PLAYED and len(trajectories) == 4
    clicked = 0
    for trajectory in trajectories:
        for turn, step in enumerate(trajectory.steps):
            page = prompt_before(trajectory, turn, tokenizer).rsplit("Available actions:\n", 1)[1]
            listed = page.split("<|im_end|>", 1)[0]
            offered = [line[2:] for line in listed.splitlines() if line.startswith("- ")]
            action = step.action.removeprefix("<action>").removesuffix("</action>")
            assert step.valid_action and "click[search]" not in offered
            searched = action.startswith("search[") and "search[<query>]" in offered
            assert action in offered or searched, (action, offered)
            clicked += action.startswith("click[")
    assert clicked, "no episode got past the search page"


UPSTREAM_REPLAY = """
import json, sys
import textarena as ta
for game, seed, actions in json.load(sys.stdin):
    env = ta.make(game)  # as TextArena makes it for an LLM: its observation wrapper shows the whole history
    env.reset(num_players=1, seed=seed)
    seen, done = [], False
    for action in actions:
        seen.append(env.get_observation()[1])
        done, _ = env.step(action)
    print(json.dumps({"seen": seen, "reward": env.close()[0][0] if done else None}))
"""


@pytest.mark.parametrize(("game", "move"), [("TowerOfHanoi-v0", r"\[[ABC] [ABC]\]"),
                                            ("Mastermind-v0", r"\[[1-6] [1-6] [1-6] [1-6]\]")])
def test_textarena(client: Client, tokenizer: PreTrainedTokenizerBase, game: str, move: str) -> None:
    """The TextArena adapter (adapters/textarena, a plugin) against TextArena itself: each episode's
    moves, replayed on the game as `textarena.make` makes it with the same seed, earn the same
    reward, and what TextArena shows the player before each move is the episode's observations so
    far with the moves between them, byte for byte."""
    trajectories = list(play(client, "textarena", ["train-000007", "eval-000002"], f"<action>{move}</action>",
                             max_turns=8, env_options={"game": game}))
    episodes = [(game, seed_for(t.task_id), [step.action for step in t.steps]) for t in trajectories]
    replay = subprocess.run([sys.executable, "-c", UPSTREAM_REPLAY], input=json.dumps(episodes), text=True,
                            capture_output=True, timeout=120, check=True,
                            env={**os.environ, "PYTHONPATH": os.pathsep.join(env_paths("textarena"))})
    for trajectory, upstream in zip(trajectories, map(json.loads, replay.stdout.splitlines()), strict=True):
        assert upstream["seen"][0].removeprefix("\n") in prompt_before(trajectory, 0, tokenizer)
        for turn, step in enumerate(trajectory.steps[:-1]):
            before, after = upstream["seen"][turn], upstream["seen"][turn + 1]
            said = f"\n{step.observation}" if step.observation else ""
            assert after.startswith(before) and after.endswith(said), (before, after, said)
            echo = after[len(before): len(after) - len(said)]  # the move, sent as the game's or the player's
            assert echo in (f"\n[GAME] {step.action}", f"\n[Player] {step.action}"), echo
        ended = trajectory.status == EpisodeStatus.COMPLETED
        assert upstream["reward"] == (trajectory.reward if ended else None), (trajectory.steps[-1], upstream)
        assert trajectory.success == (upstream["reward"] == 1)
    assert any(len(t.steps) > 1 for t in trajectories)
