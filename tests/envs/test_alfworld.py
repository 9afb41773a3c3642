"""ALFWorld: the shipped games on the real engine, the game set, the build and the runner-side agent."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from builders.alfworld.build import build
from builders.alfworld.generate import GAMES_PER_TASK_TYPE, draw_game, game_directory
from builders.alfworld.problem import problem_text
from sandboxes.errors import EnvError
from sandboxes.inside.envs.alfworld import golden_actions
from sandboxes.inside.envs.alfworld.engine import Game, Memoized
from sandboxes.inside.envs.alfworld.tasks import (
    BUILT_DIR,
    GAME_FILE,
    PROBLEM_FILE,
    SOURCE_DIR,
    TASK_TYPES,
    TRAJ_FILE,
    game_set,
)
from sandboxes.protocol import OrderEnforcing, Reset, anchor_state
from sandboxes.registry import data_variables, make_env
from services.agents import Action, get_agent
from services.agents.alfworld import SYSTEM_PROMPT, split_task

pytestmark = pytest.mark.skipif(not BUILT_DIR.is_dir(), reason="run `python -m builders.alfworld.build`")

SPLITS = {"eval": GAMES_PER_TASK_TYPE["eval"] * 6, "train": GAMES_PER_TASK_TYPE["train"] * 6}
TASK_IDS = [f"{split}-{index:06d}" for split, size in SPLITS.items() for index in range(size)]


def split_ids(split: str) -> list[str]:
    return [task_id for task_id in TASK_IDS if task_id.startswith(f"{split}-")]


INADMISSIBLE = "teleport to the moon"


@pytest.fixture(autouse=True)
def shipped_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test plays the shipped games unless it points ALFWORLD_DATA elsewhere itself."""
    monkeypatch.delenv("ALFWORLD_DATA", raising=False)


def traj_data(task_id: str) -> dict:
    games = game_set()
    return json.loads((games.index_root / games.trial(task_id) / TRAJ_FILE).read_text())


def reset(task_id: str, seed: int = 0) -> tuple[OrderEnforcing, Reset]:
    env = make_env("alfworld")
    return env, env.reset({"id": task_id}, seed, {})


# --- the shipped game set ----------------------------------------------------------------------


def test_shipped_set_has_every_task_type_in_both_splits() -> None:
    assert make_env("alfworld").env.splits() == SPLITS
    assert sum(SPLITS.values()) >= 60
    for split in SPLITS:
        types = [traj_data(task_id)["task_type"] for task_id in split_ids(split)]
        assert sorted(set(types)) == sorted(TASK_TYPES), split


def test_eval_games_are_in_rooms_no_train_game_uses() -> None:
    scenes = {split: {traj_data(task_id)["scene"]["scene_num"] for task_id in split_ids(split)} for split in SPLITS}
    assert scenes["eval"] and not scenes["eval"] & scenes["train"]


def first_of_each_type(split: str | None = None) -> list[str]:
    """The first game of each task type, in `split` or in the first split that has one."""
    seen: dict[str, str] = {}
    for task_id in split_ids(split) if split else TASK_IDS:
        seen.setdefault(traj_data(task_id)["task_type"], task_id)
    return sorted(seen.values())


@pytest.mark.parametrize("task_id", [pytest.param(t, id=t) for split in SPLITS for t in first_of_each_type(split)])
def test_walkthrough_wins_and_nothing_before_it_does(task_id: str) -> None:
    """One engine per game: every step of the walkthrough but the last leaves the game unwon,
    an inadmissible command in between changes nothing, and the last command wins. One game of
    each task type in each split (all 255 took 100 s of the suite): the generator played every
    shipped game's walkthrough on this engine before it wrote the game (`check_walkthrough` in
    builders/alfworld/plans.py)."""
    walkthrough = golden_actions(task_id)
    env, first = reset(task_id)
    assert "Your task is to: " in first.observation and "help" in first.actions and not first.info.get("success")
    for command in walkthrough[:-1]:
        result = env.step(command)
        assert (result.reward, result.done, result.info) == (0.0, False, {"success": False, "admissible": True})
    stuck = env.step(INADMISSIBLE)
    assert (stuck.observation, stuck.reward, stuck.done) == ("Nothing happens.", 0.0, False)
    assert stuck.actions == result.actions
    won = env.step(walkthrough[-1])
    assert (won.reward, won.done, won.info) == (1.0, True, {"success": True, "admissible": True})
    env.close()


@pytest.mark.parametrize("task_id", [pytest.param(t, id=t) for t in first_of_each_type()])
def test_walkthrough_without_its_takes_does_not_win(task_id: str) -> None:
    env, _ = reset(task_id)
    commands = [c for c in golden_actions(task_id) if not c.startswith("take ")]
    results = [env.step(command) for command in commands]
    assert not any(result.done or result.reward for result in results)
    assert env.step("inventory").observation == "You are not carrying anything."
    env.close()


def test_inadmissible_action_changes_nothing() -> None:
    env, _ = reset("train-000000")
    env.step(golden_actions("train-000000")[0])
    before = env.step("look")
    stuck = env.step(INADMISSIBLE)
    assert stuck.observation == "Nothing happens." and stuck.info == {"success": False, "admissible": False}
    assert stuck.actions == before.actions
    assert env.step("look").observation == before.observation
    assert env.step("inventory").observation == "You are not carrying anything."
    env.close()


def test_same_seed_same_episode_and_the_seed_changes_nothing() -> None:
    task_id = "eval-000004"
    episodes = []
    for seed in (7, 7, 123):
        env, first = reset(task_id, seed)
        steps = [env.step(command) for command in [*golden_actions(task_id), "look"][:4]]
        episodes.append([(first.observation, first.actions, first.anchor_state)])
        episodes[-1] += [(step.observation, step.actions) for step in steps]
        env.close()
    assert episodes[0] == episodes[1] == episodes[2]


def test_anchor_state_hashes_the_observation() -> None:
    env, first = reset("eval-000000")
    assert first.anchor_state == anchor_state(first.observation)
    step = env.step(INADMISSIBLE)
    assert step.anchor_state == anchor_state("Nothing happens.") != first.anchor_state
    env.close()


def test_memoized_templates_and_translations_play_every_turn_as_upstream_does(monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine parses each of TextWorld's templates and logic expressions once and translates
    each game's PDDL once (engine.Memoized): a game played so reads, turn for turn, as the same
    game played with a parse and a translation at every use, as upstream does."""
    import fast_downward
    import textworld.logic
    from textworld.envs.pddl import textgen

    def transcript(task_id: str) -> list[tuple[str, list[str]]]:
        env, first = reset(task_id)
        steps = [env.step(command) for command in [INADMISSIBLE, *golden_actions(task_id)]]
        env.close()
        return [(turn.observation, turn.actions) for turn in [first, *steps]]

    once = transcript("train-000004")
    for module, name in ((textgen, "_parse_and_convert"), (textworld.logic, "_parse_and_convert"),
                         (fast_downward, "pddl2sas")):
        memoized = getattr(module, name)
        assert isinstance(memoized, Memoized) and memoized.computed.cache_info().hits > 0, name
        monkeypatch.setattr(module, name, memoized.upstream)
    assert transcript("train-000004") == once


def test_two_games_in_one_process_do_not_interfere() -> None:
    """Each game has its own copy of fast-downward's library: interleaved, both are won."""
    task_ids = ["train-000001", "eval-000001"]
    envs = [reset(task_id)[0] for task_id in task_ids]
    walkthroughs = [golden_actions(task_id) for task_id in task_ids]
    for number in range(max(map(len, walkthroughs))):
        for env, walkthrough in zip(envs, walkthroughs, strict=True):
            if number < len(walkthrough):
                result = env.step(walkthrough[number])
                assert result.done == (number == len(walkthrough) - 1)
    for env in envs:
        env.close()


@pytest.mark.parametrize(
    "task, options, message",
    [
        pytest.param({"id": "train-000060"}, {}, "unknown alfworld task id", id="index-past-split"),
        pytest.param({"id": "valid_seen-000000"}, {}, "unknown alfworld task id", id="upstream-split"),
        pytest.param({"id": "train-1"}, {}, re.escape("ids are eval-000000..eval-000017, train-"), id="short"),
        pytest.param({"id": ""}, {}, "unknown alfworld task id", id="empty"),
        pytest.param({"id": "train-000000", "data": {"goal": "x"}}, {}, "not inline data", id="inline"),
        pytest.param({"id": "train-000000"}, {"multi_turn": True}, "takes no options", id="options"),
    ],
)
def test_invalid_tasks_are_rejected(task: dict, options: dict, message: str) -> None:
    with pytest.raises(EnvError, match=message):
        make_env("alfworld").reset(task, 0, options)


def test_engine_import_leaves_alfworld_data_unset() -> None:
    Game(BUILT_DIR / game_set().trial("eval-000000") / GAME_FILE).close()
    assert "ALFWORLD_DATA" not in os.environ


# --- generator and build -------------------------------------------------------------------------


@pytest.mark.parametrize("split, task_type", [(s, t) for s in SPLITS for t in TASK_TYPES[::2]])
def test_generator_reproduces_the_shipped_problems(split: str, task_type: str) -> None:
    spec = draw_game(split, task_type, 0)
    directory = SOURCE_DIR / split / game_directory(spec)
    assert (directory / PROBLEM_FILE).read_text() == problem_text(spec)
    assert json.loads((directory / TRAJ_FILE).read_text())["pddl_params"]["object_target"] == spec.object_target


def test_shipped_goals_name_a_desk_lamp_that_stands_in_a_receptacle() -> None:
    for task_id in TASK_IDS:
        data = traj_data(task_id)
        if data["task_type"] == "look_at_obj_in_light":
            problem = (game_set().index_root / game_set().trial(task_id) / PROBLEM_FILE).read_text()
            assert data["pddl_params"]["toggle_target"] == "DeskLamp"
            assert "(inReceptacle DeskLamp_bar_" in problem and "(toggleable DeskLamp_bar_" in problem


def test_build_is_idempotent_matches_the_built_games_and_removes_stale_ones(tmp_path: Path) -> None:
    first = build(target=tmp_path)
    assert len(first.written) == sum(SPLITS.values()) and not first.unchanged
    stale = tmp_path / "train" / "pick_and_place_simple-Old-None-Desk-1" / "trial_old"
    stale.mkdir(parents=True)
    (stale / TRAJ_FILE).write_text("{}")
    second = build(target=tmp_path)
    assert (second.written, len(second.unchanged)) == ([], len(first.written))
    assert second.removed == [str(stale.relative_to(tmp_path))]
    for relative in first.written:
        game = json.loads((tmp_path / relative / GAME_FILE).read_text())
        assert game == json.loads((BUILT_DIR / relative / GAME_FILE).read_text()), "stale build: rerun it"
        assert game["solvable"] is True and "UNKNOWN GOAL" not in game["grammar"]


# --- the full upstream data (ALFWORLD_DATA) ---------------------------------------------------------


def upstream_copy(root: Path, games: dict[str, str]) -> Path:
    """A directory in the upstream layout holding copies of shipped built games (split -> task id)."""
    for upstream_split, task_id in games.items():
        trial = game_set().trial(task_id)
        target = root / "json_2.1.1" / upstream_split / trial.relative_to(trial.parts[0])
        shutil.copytree(BUILT_DIR / trial, target)
    return root


def test_upstream_data_is_played_unchanged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert data_variables()["alfworld"] == "ALFWORLD_DATA"
    upstream_copy(tmp_path, {"valid_seen": "eval-000005", "valid_unseen": "train-000007"})
    ignored = tmp_path / "json_2.1.1" / "train" / "pick_and_place_with_movable_recep-Apple-Bowl-Fridge-1" / "trial_x"
    ignored.mkdir(parents=True)
    (ignored / TRAJ_FILE).write_text("{}")
    shipped_env, shipped = reset("eval-000005")
    shipped_env.close()
    walkthrough = golden_actions("eval-000005")
    monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path))
    env = make_env("alfworld")
    assert env.env.splits() == {"valid_seen": 1, "valid_unseen": 1}
    first = env.reset({"id": "valid_seen-000000"}, 0, {})
    assert (first.observation, first.actions) == (shipped.observation, shipped.actions)
    assert golden_actions("valid_seen-000000") == walkthrough
    results = [env.step(command) for command in walkthrough]
    assert results[-1].done and results[-1].info["success"]
    assert os.environ["ALFWORLD_DATA"] == str(tmp_path)
    env.close()
    with pytest.raises(EnvError, match=re.escape("ids are valid_seen-000000..valid_seen-000000, valid_")):
        make_env("alfworld").reset({"id": "eval-000005"}, 0, {})


def test_unplayable_upstream_games_get_no_task_id(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game marked unsolvable, one without the key and one never generated are skipped, as
    ALFWorld's loader skips them: every id names a game that plays."""
    upstream_copy(tmp_path, {"train": "train-000003"})
    playable = next(tmp_path.glob(f"json_2.1.1/train/*/*/{GAME_FILE}"))
    game = json.loads(playable.read_text())
    unkeyed = {key: value for key, value in game.items() if key != "solvable"}
    for name, content in [("a", {**game, "solvable": False}), ("b", unkeyed)]:
        shutil.copytree(playable.parent, playable.parent.with_name(f"{name}_unplayable"))
        (playable.parent.with_name(f"{name}_unplayable") / GAME_FILE).write_text(json.dumps(content))
    shutil.copytree(playable.parent, playable.parent.with_name("c_ungenerated"))
    (playable.parent.with_name("c_ungenerated") / GAME_FILE).unlink()
    monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path))
    assert make_env("alfworld").env.splits() == {"train": 1}
    assert game_set().skipped == {"unsolvable": 1, "no solvable key": 1, f"no {GAME_FILE}": 1}
    env = make_env("alfworld")
    env.reset({"id": "train-000000"}, 0, {})
    assert [env.step(command) for command in golden_actions("train-000000")][-1].info["success"]


def test_a_game_marked_unsolvable_after_indexing_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    upstream_copy(tmp_path, {"train": "train-000003"})
    monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path))
    assert make_env("alfworld").env.splits() == {"train": 1}
    game_file = next(tmp_path.glob(f"json_2.1.1/train/*/*/{GAME_FILE}"))
    game_file.write_text(json.dumps({**json.loads(game_file.read_text()), "solvable": False}))
    with pytest.raises(EnvError, match="marked unsolvable"):
        make_env("alfworld").reset({"id": "train-000000"}, 0, {})


def loader_fixture() -> tuple[dict, Any]:
    """The recorded run of ALFWorld's loader and the script that made it (its layout writer)."""
    path = Path(__file__).resolve().parent / "fixtures" / "alfworld" / "generate.py"
    spec = importlib.util.spec_from_file_location("alfworld_loader_fixture", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    record = json.loads(path.with_name("loader.json").read_text())
    assert (record["upstream"], record["commit"]) == ("alfworld/alfworld", module.COMMIT)
    return record, module


def test_trials_are_kept_as_alfworlds_loader_keeps_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record, generator = loader_fixture()
    train = generator.write_layout(tmp_path, record["trials"])
    monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path))
    assert [str(trial.relative_to("train")) for trial in game_set().trials["train"]] == record["kept"]
    assert sum(game_set().skipped.values()) == len(record["trials"]) - len(record["kept"])
    assert generator.upstream_kept(train) == record["kept"]  # the installed alfworld agrees today


@pytest.mark.parametrize(
    "layout, message",
    [
        pytest.param("", "json_2.1.1 is not a directory; ALFWORLD_DATA is the directory that holds json_2.1.1/",
                     id="empty"),
        pytest.param("json_2.1.1/train", "holds the splits itself: set ALFWORLD_DATA to the directory above it",
                     id="the-splits-folder-itself"),
        pytest.param("json_2.1.1/train/x/y", "no playable alfworld games under", id="no-games"),
    ],
)
def test_alfworld_data_that_does_not_fit_names_the_layout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, layout: str, message: str
) -> None:
    (tmp_path / layout).mkdir(parents=True, exist_ok=True)
    target = tmp_path / "json_2.1.1" if layout == "json_2.1.1/train" else tmp_path
    monkeypatch.setenv("ALFWORLD_DATA", str(target))
    with pytest.raises(EnvError, match=re.escape(message)):
        make_env("alfworld").env.splits()


# --- agent -------------------------------------------------------------------------------------------

AGENT = get_agent("alfworld")


@pytest.mark.parametrize(
    "completion, expected",
    [
        pytest.param("<think>on the desk</think><action>go to desk 1</action>", Action("go to desk 1"), id="plain"),
        pytest.param("<action>  Take Mug 1 from Desk 1 \n</action>", Action("take mug 1 from desk 1"), id="lowered"),
        pytest.param("<think><action>look</action></think><action>help</action>", Action("help"), id="not-in-think"),
        pytest.param("<action>look</action> then <action>go to bed 1</action>", Action("go to bed 1"), id="last-wins"),
        pytest.param("<action>open\ndrawer 2</action>", Action("open\ndrawer 2"), id="multiline-kept"),
        pytest.param("go to desk 1", Action(None, "no <action>...</action> block found"), id="no-tags"),
        pytest.param("<think>hm</think><action>look", Action(None, "no <action>...</action> block found"), id="open"),
        pytest.param("<action> </action>", Action(None, "the <action> block is empty"), id="empty"),
    ],
)
def test_agent_parses_the_last_action_outside_think(completion: str, expected: Action) -> None:
    assert AGENT.parse(completion) == expected


def test_agent_first_message_holds_task_observation_and_actions() -> None:
    _, first = reset("eval-000000")
    system, user = AGENT.first_messages(first)
    assert system == {"role": "system", "content": SYSTEM_PROMPT}
    task, room = split_task(first.observation)
    assert task == "examine the alarmclock with the desklamp" and room.startswith("You are in the middle of a room.")
    assert user["role"] == "user" and user["content"].startswith(f"Your task: {task}\n\nObservation: {room}\n\n")
    assert "Welcome to TextWorld" not in user["content"] and "Your task is to" not in user["content"]
    listed = user["content"].split("Admissible actions:\n", 1)[1].split("\n")
    assert listed == [f"- {action}" for action in first.actions if action != "help"]


def test_agent_later_messages_hold_observation_and_actions() -> None:
    env, _ = reset("eval-000000")
    result = env.step(golden_actions("eval-000000")[0])
    message = AGENT.observation_message(result)
    assert message["role"] == "user"
    assert message["content"].startswith(f"Observation: {result.observation}\n\nAdmissible actions:\n- ")
    assert all(f"- {action}\n" in message["content"] + "\n" for action in result.actions if action != "help")
    env.close()


def test_agent_invalid_action_message_names_the_problem_and_format() -> None:
    message = AGENT.invalid_action_message(AGENT.parse("I will look around."))
    assert message["role"] == "user"
    assert "no <action>...</action> block found" in message["content"] and "<action>" in message["content"]


def test_split_task_without_a_task_line_keeps_the_observation() -> None:
    assert split_task("Nothing happens.") == ("", "Nothing happens.")
