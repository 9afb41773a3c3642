"""Per-instance Python environments of the SWE env: the shipped instance whose tests need a
third-party package (inflection, pinned) graded with and without its environment, built once
on the runner's side and read-only in the sandboxes; what an instance may declare; an inline
task cannot have one built."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from sandboxes.errors import EnvError
from sandboxes.host.answer_keys import artefact_of, grade_apart
from sandboxes.host.config import SandboxConfig
from sandboxes.host.session import EnvSession, open_session
from sandboxes.host.swe_view import agent_data
from sandboxes.inside.envs.swe.calls import ToolCall
from sandboxes.inside.envs.swe.environments import (
    EnvironmentBuildError,
    ensure_environment,
    environment_dir,
    environment_name,
    environments_root,
)
from sandboxes.inside.envs.swe.golden import golden_actions
from sandboxes.inside.envs.swe.reward import grade_patch
from sandboxes.inside.envs.swe.tasks import find_instance, instance_from_record
from sandboxes.registry import make_env

TASK = "swe-mini__naming-1"
NOTES = "diff --git a/NOTES.txt b/NOTES.txt\nnew file mode 100644\n--- /dev/null\n+++ b/NOTES.txt\n@@ -0,0 +1 @@\n+x\n"
"""A patch without the fix."""


def call(name: str, **arguments: object) -> str:
    return ToolCall(name, dict(arguments)).canonical()


@pytest.mark.slow  # four gradings; the first build downloads the wheel
def test_the_instance_needing_a_package_resolves_only_in_its_environment() -> None:
    instance = find_instance(TASK)
    assert instance.requirements == ("inflection==0.5.1",)
    gold = grade_patch(instance, instance.patch)
    assert (gold.resolved, gold.fail_to_pass, gold.pass_to_pass) == (True, 1.0, 1.0)
    unfixed = grade_patch(instance, NOTES)
    assert (unfixed.resolved, unfixed.fail_to_pass, unfixed.pass_to_pass) == (False, 0.0, 1.0)
    assert grade_patch(instance, "").empty_patch
    without = grade_patch(dataclasses.replace(instance, requirements=()), instance.patch)
    assert (without.resolved, without.fail_to_pass, without.pass_to_pass) == (False, 0.0, 0.0)


def test_the_environment_is_built_once_read_only_and_outside_the_runners_own() -> None:
    instance = find_instance(TASK)
    path = environment_dir(instance)
    assert path is not None and path == ensure_environment(instance) and path.name == environment_name(instance)
    assert path.name.startswith("swe-mini__naming-1.0-")
    site = next(path.glob("lib/python3*/site-packages"))
    assert (site / "inflection-0.5.1.dist-info").is_dir()
    assert not (path / "bin" / "python").stat().st_mode & 0o222 or (path / "bin" / "python").is_symlink()
    assert all(not item.lstat().st_mode & 0o222 for item in [path, site, *site.iterdir()] if not item.is_symlink())
    with pytest.raises(ModuleNotFoundError):
        __import__("inflection")  # the runner's own environment does not have it


@pytest.mark.parametrize("requirements", [["inflection"], ["inflection>=0.5"], ["--index-url=http://x/ a==1"],
                                          ["a==1; os_name=='nt'"], "not json", [1]])
def test_requirements_must_be_pinned_names(requirements: object) -> None:
    record = {"repo": "a/b", "instance_id": "a__b-1", "base_commit": "0" * 40, "problem_statement": "p",
              "requirements": requirements}
    with pytest.raises(EnvError, match="pinned requirements NAME==VERSION"):
        instance_from_record(record, "record")
    assert instance_from_record({**record, "requirements": json.dumps(["x[extra]==1.0"])}, "r").requirements == (
        "x[extra]==1.0",)


def test_a_build_that_fails_says_which_step(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "wheels").mkdir()
    monkeypatch.setenv("ROLLGATE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("SWE_WHEELS", str(tmp_path / "wheels"))  # no index: only this (empty) directory
    instance = dataclasses.replace(find_instance(TASK), requirements=("inflection==0.5.1",), env_setup="true")
    with pytest.raises(EnvironmentBuildError, match="failed installing its requirements"):
        ensure_environment(instance)
    assert not list(environments_root().iterdir())  # nothing half-built is left


def test_env_setup_runs_once_in_the_new_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROLLGATE_CACHE_DIR", str(tmp_path / "cache"))
    instance = dataclasses.replace(find_instance(TASK), requirements=(),
                                   env_setup=f'echo "$VIRTUAL_ENV" >> {tmp_path}/ran; echo marker > setup.txt')
    path = ensure_environment(instance)
    assert ensure_environment(instance) == path and (path / "setup.txt").read_text() == "marker\n"
    ran = (tmp_path / "ran").read_text().splitlines()  # once, in the environment while it was built
    assert len(ran) == 1 and ran[0].startswith(str(path.parent / f".{path.name}-"))


@pytest.mark.slow  # builds the agent view of the shipped task set
def test_an_inline_task_cannot_have_an_environment_built(monkeypatch: pytest.MonkeyPatch) -> None:
    view = agent_data(None)
    monkeypatch.setenv("SWE_DATA", view)
    records = [json.loads(line) for line in (Path(view) / "instances" / "test.jsonl").read_text().splitlines()]
    named = next(record for record in records if record["instance_id"] == TASK)
    assert named["requirements"] == ["inflection==0.5.1"]
    with pytest.raises(EnvError, match="is not in the sandbox"):
        make_env("swe").reset({"data": {**named, "requirements": ["six==1.16.0"]}}, 0, {})
    env = make_env("swe")
    env.reset({"data": named}, 0, {})  # an environment the task set declares: found in the view
    env.close()


async def test_the_environment_is_bound_read_only_into_the_sandboxes() -> None:
    """In bubblewrap: the agent's python imports the pinned package from the view's environment,
    cannot write to it, and the golden episode's patch, graded in a fresh sandbox, resolves."""
    config = SandboxConfig()

    async def fresh(env: str, timeout_s: float) -> EnvSession:
        return await open_session(env, "bubblewrap", timeout_s=timeout_s, config=config)

    probe = call("bash", command='python -c "import inflection; print(inflection.__file__)"; '
                                 'touch "$VIRTUAL_ENV/x" 2>/dev/null || echo read-only')
    async with await fresh("swe", 120) as session:
        await session.reset({"id": TASK}, 0, {})
        results = [await session.step(action) for action in [probe, *golden_actions(TASK)]]
    lines = results[0].observation.splitlines()
    assert lines[0] == "exit code 0" and "/swe-mini__naming-1.0-" in lines[1] and lines[2] == "read-only"
    artefact = artefact_of(results[-1])
    assert artefact is not None
    grade = await grade_apart(fresh, "swe", {"id": TASK}, 0, artefact, data_dirs={}, timeout_s=120)
    assert (grade.reward, grade.info["resolved"], grade.info["pass_to_pass"]) == (1.0, True, 1.0)


def test_a_task_set_whose_environment_fails_to_build_still_has_a_view(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch,
                                                                      caplog: pytest.LogCaptureFixture) -> None:
    """Offline, from an empty wheel directory: the build fails, the runner logs why, the view
    is built all the same, and the instance's reset in it names the missing environment."""
    base = find_instance("swe-mini__textkit-1")
    record = {"repo": base.repo, "instance_id": "mine-1", "base_commit": base.base_commit, "patch": base.patch,
              "test_patch": base.test_patch, "problem_statement": "p", "FAIL_TO_PASS": list(base.fail_to_pass),
              "PASS_TO_PASS": [], "requirements": ["not-a-package==1.0"]}
    (tmp_path / "data" / "instances").mkdir(parents=True)
    (tmp_path / "data" / "wheels").mkdir()
    (tmp_path / "data" / "instances" / "test.jsonl").write_text(json.dumps(record) + "\n")
    monkeypatch.setenv("ROLLGATE_CACHE_DIR", str(tmp_path / "cache"))
    view = agent_data(str(tmp_path / "data"))
    assert "mine-1: building its environment failed installing its requirements" in caplog.text
    monkeypatch.setenv("SWE_DATA", view)
    with pytest.raises(EnvError, match="is not in the sandbox: its build failed"):
        make_env("swe").reset({"id": "mine-1"}, 0, {})
