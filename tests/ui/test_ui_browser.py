"""The web UI in a real browser: Debian's chromium driven by Playwright, against a real stack
(Redis, a vLLM CPU worker, gateway, runner) that plays a small countdown job.

Each page is opened and its content checked against the API; any console error or page error,
and any request that leaves the gateway's origin, fails the test. Screenshots land in each
test's tmp folder.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from rollgate import Client, Job

from services.devstack import LocalStack
from tests.workers import SharedWorkers

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page, Playwright, expect, sync_playwright

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium")
WAIT_MS = 30_000
JOB_WAIT_MS = 300_000  # a job played on the shared CPU; only a failing test waits it out


@pytest.fixture(scope="module")
def ui_stack(tmp_path_factory: pytest.TempPathFactory, tiny_model: Path,
             vllm_workers: SharedWorkers) -> Iterator[LocalStack]:
    with LocalStack(home=tmp_path_factory.mktemp("ui-stack"), model=tiny_model) as stack:
        stack.start_redis()
        stack.borrow_workers(vllm_workers.lend("ui", 1))
        stack.start_gateway()
        stack.start_runner()
        yield stack


@pytest.fixture(scope="module")
def client(ui_stack: LocalStack) -> Iterator[Client]:
    with Client(ui_stack.gateway_url, token=ui_stack.token, timeout=30, max_retries=0) as rollgate:
        yield rollgate


@pytest.fixture(scope="module")
def played(client: Client) -> Job:
    """A small finished job: 2 tasks x 3 samples, two turns each."""
    job = client.submit(env="countdown", tasks=["train-000001", "train-000002"], group_size=3, max_turns=2,
                        env_options={"multi_turn": True}, sampling={"max_tokens": 24})
    return client.wait(job.id, timeout=300)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if CHROMIUM is None:
        pytest.skip("chromium is not installed (scripts/setup.sh installs it)")
    with sync_playwright() as playwright:
        yield _launch(playwright)


def _launch(playwright: Playwright) -> Browser:
    return playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])


@dataclass
class Watched:
    """What a page did that it must not: console errors, uncaught exceptions, foreign requests."""

    origin: str
    errors: list[str] = field(default_factory=list)
    foreign: list[str] = field(default_factory=list)

    def watch(self, page: Page) -> None:
        page.on("console", lambda message: self.errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: self.errors.append(f"uncaught: {error}"))
        page.on("request", lambda request: None if request.url.startswith((self.origin, "blob:", "data:"))
                else self.foreign.append(request.url))


@pytest.fixture
def page(browser: Browser, ui_stack: LocalStack, tmp_path: Path) -> Iterator[Page]:
    """A signed-in page; after the test, a screenshot in tmp_path and no error or foreign request."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    tab = context.new_page()
    watched = Watched(ui_stack.gateway_url)
    watched.watch(tab)
    tab.goto(f"{ui_stack.gateway_url}/ui/")
    tab.fill("#token", ui_stack.token)
    tab.press("#token", "Enter")
    loaded(tab, "#/jobs")
    try:
        yield tab
        tab.screenshot(path=str(tmp_path / "page.png"), full_page=True)
    finally:
        context.close()
    assert watched.errors == []
    assert watched.foreign == []


def loaded(page: Page, hash_: str) -> None:
    """Wait until the page at `hash_` has rendered (the router marks main when it has)."""
    expect(page.locator("main")).to_have_attribute("data-loaded", hash_, timeout=WAIT_MS)


def open_hash(page: Page, hash_: str) -> None:
    page.evaluate("hash => { location.hash = hash }", hash_)
    loaded(page, hash_)


def api(stack: LocalStack, path: str) -> Any:
    response = httpx.get(f"{stack.gateway_url}{path}", headers={"Authorization": f"Bearer {stack.token}"},
                         timeout=120, trust_env=False)  # the first trajectory loads the tokenizer: slow when loaded
    response.raise_for_status()
    return response.json()


def test_jobs_page_lists_the_job_with_its_counts(page: Page, played: Job) -> None:
    page.reload()
    loaded(page, "#/jobs")
    row = page.locator(f'tr[data-job="{played.id}"]')

    expect(row.locator(".state")).to_have_text("completed")
    finished = sum(n for status, n in played.counts.items() if status not in ("queued", "running"))
    expect(row).to_contain_text(f"{finished} / {played.episodes_total}")


def test_job_page_shows_groups_rewards_advantages_and_statuses(page: Page, played: Job, ui_stack: LocalStack) -> None:
    open_hash(page, f"#/jobs/{played.id}")
    groups = api(ui_stack, f"/v1/jobs/{played.id}/groups?limit=25")
    stats = api(ui_stack, f"/v1/jobs/{played.id}/stats")

    expect(page.locator("#job-state")).to_have_text("completed")
    expect(page.locator("tr[data-group]")).to_have_count(played.groups_total)
    for group in groups["groups"]:
        for row in group["trajectories"]:
            link = page.locator(f'a[data-trajectory="{row["id"]}"]')
            expect(link).to_contain_text(f"r={row['reward']:.2f}")
            expect(link).to_contain_text(row["status"])
            expect(link).to_contain_text(f"{'+' if row['advantage'] >= 0 else ''}{row['advantage']:.2f}")
    assert stats["statuses"] == {s: n for s, n in played.counts.items() if n and s not in ("queued", "running")}
    for status, count in stats["statuses"].items():
        expect(page.locator(f'tr[data-status="{status}"] td.num').first).to_have_text(str(count))
    expect(page.locator("svg.histogram rect")).to_have_count(len(stats["reward_histogram"]))
    longest = stats["timings"]["total_s"]["max"]
    expect(page.locator('tr[data-stage="total_s"] td.num').last).to_have_text(f"{longest:.2f}")


def test_trajectory_page_marks_exactly_the_sampled_tokens(page: Page, played: Job, ui_stack: LocalStack,
                                                          tmp_path: Path) -> None:
    tid = f"{played.id}-t1-s1"
    view = api(ui_stack, f"/v1/jobs/{played.id}/trajectories/{tid}")
    t = view["trajectory"]
    open_hash(page, f"#/jobs/{played.id}/trajectories/{tid}")

    tokens = page.locator("#tokens .tok")
    expect(tokens).to_have_count(len(t["token_ids"]))
    sampled = page.locator("#tokens .tok.s").evaluate_all("spans => spans.map(s => Number(s.dataset.i))")
    assert sampled == [i for i, mask in enumerate(t["loss_mask"]) if mask == 1]
    assert len(sampled) == t["generated_tokens"] > 0
    assert tokens.evaluate_all("spans => spans.map(s => s.textContent)") == view["tokens"]
    versions = page.locator("#tokens .tok.s").evaluate_all("spans => spans.map(s => Number(s.dataset.v))")
    assert versions == [step["policy_version"] for step in t["steps"]
                        for _ in range(step["token_start"], step["token_end"])]
    expect(page.locator("tr[data-step]")).to_have_count(len(t["steps"]))
    expect(page.locator("#traj-status")).to_have_text(t["status"])
    expect(page.locator("#traj-reward")).to_have_text(f"{t['reward']:.4f}")
    page.screenshot(path=str(tmp_path / "trajectory.png"), full_page=True)

    with page.expect_download() as download:
        page.click("#download")
    assert json.loads(Path(download.value.path()).read_text()) == t


def test_keyboard_alone_goes_from_jobs_to_a_trajectory_and_back(page: Page, played: Job) -> None:
    job_link = page.locator(f'a[href="#/jobs/{played.id}"]')
    for _ in range(40):  # the link is a few tab stops in; a cap so a broken page fails, not hangs
        if job_link.evaluate("link => link === document.activeElement"):
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    loaded(page, f"#/jobs/{played.id}")
    first = f"{played.id}-t0-s0"
    page.locator(f'a[data-trajectory="{first}"]').focus()
    page.keyboard.press("Enter")
    loaded(page, f"#/jobs/{played.id}/trajectories/{first}")

    page.locator("#tokens").focus()
    page.keyboard.press("End")
    page.keyboard.press("ArrowLeft")
    last = page.locator("#tokens .tok").count() - 1
    expect(page.locator("#token-detail")).to_contain_text(f"#{last - 1} id ")
    page.keyboard.press("]")
    loaded(page, f"#/jobs/{played.id}/trajectories/{played.id}-t0-s1")
    page.keyboard.press("u")
    loaded(page, f"#/jobs/{played.id}?offset=0")


def test_workers_and_policy_match_the_api(page: Page, ui_stack: LocalStack) -> None:
    with Client(ui_stack.gateway_url, token=ui_stack.token, timeout=300, max_retries=0) as pusher:  # a reload
        pushed = pusher.push_weights(str(ui_stack.model), version=api(ui_stack, "/v1/policy")["version"] + 1)
    open_hash(page, "#/workers")
    workers = api(ui_stack, "/v1/workers")["workers"]
    policy = api(ui_stack, "/v1/policy")

    expect(page.locator("tr[data-worker]")).to_have_count(len(workers))
    for worker in workers:
        expect(page.locator(f'tr[data-worker="{worker["url"]}"]')).to_contain_text(f"v{worker['policy_version']}")
    expect(page.locator("#policy-version")).to_have_text(f"v{policy['version']}")
    expect(page.locator(f'tr[data-push="{pushed.version}"]')).to_contain_text("loaded everywhere")


def test_job_page_follows_progress_over_the_event_stream(page: Page, client: Client, played: Job,
                                                         ui_stack: LocalStack) -> None:
    """The page opens on a job no runner has taken (the runner is stopped), then shows it finish
    without a reload: only the event stream can tell it."""
    runner = next(p for p in ui_stack.processes if p.name.startswith("runner"))
    assert runner.pid is not None
    os.killpg(runner.pid, signal.SIGSTOP)
    try:
        job = client.submit(env="countdown", tasks=["train-000003"], group_size=2, max_turns=1,
                            sampling={"max_tokens": 16})
        open_hash(page, f"#/jobs/{job.id}")
        expect(page.locator("#job-state")).to_have_text("queued")
        page.evaluate("window.stillTheSamePage = true")
    finally:
        os.killpg(runner.pid, signal.SIGCONT)

    expect(page.locator("#job-state")).to_have_text("completed", timeout=JOB_WAIT_MS)
    expect(page.locator("#job-progress")).to_contain_text("2 / 2 episodes")
    spread = client.get_job(job.id).groups_spread
    expect(page.locator("#job-progress")).to_contain_text(f"1 / 1 groups complete, {spread} with a reward spread")
    expect(page.locator(f'a[data-trajectory="{job.id}-t0-s1"]')).to_be_visible(timeout=WAIT_MS)
    assert page.evaluate("window.stillTheSamePage") is True


def test_a_ten_thousand_episode_job_pages_and_cancels_from_the_page(page: Page, client: Client, played: Job) -> None:
    """10,000 episodes: the job page shows the first of its 2,500 groups' pages and the last; its
    two-step cancel button cancels the job, and stays armed while episodes finishing redraw the page."""
    job = client.submit(env="countdown", draw={"split": "train", "count": 2500, "seed": 3}, group_size=4,
                        max_turns=1, sampling={"max_tokens": 8})
    open_hash(page, f"#/jobs/{job.id}")
    expect(page.locator("#group-range")).to_have_text("groups 1 to 25 of 2500")

    page.click("#cancel")
    progress = page.locator("#job-progress").inner_text()
    expect(page.locator("#job-progress")).not_to_have_text(progress, timeout=JOB_WAIT_MS)  # an event redrew it
    expect(page.locator("#cancel")).to_have_text("Confirm: cancel every unfinished episode")
    page.click("#cancel")
    expect(page.locator("#job-state")).to_have_text("cancelled", timeout=WAIT_MS)
    assert client.get_job(job.id).state.value == "cancelled"
    page.get_by_role("link", name="Last »").click()
    loaded(page, f"#/jobs/{job.id}?offset=2475")
    expect(page.locator("#group-range")).to_have_text("groups 2476 to 2500 of 2500")
    expect(page.locator("tr[data-group]")).to_have_count(25)


def test_the_ui_refuses_an_unknown_token_and_sends_nothing_elsewhere(browser: Browser, ui_stack: LocalStack) -> None:
    context = browser.new_context()
    tab = context.new_page()
    response = tab.goto(f"{ui_stack.gateway_url}/ui/")
    assert response is not None and "connect-src 'self'" in response.headers["content-security-policy"]
    tab.fill("#token", "not-a-token")
    tab.press("#token", "Enter")
    expect(tab.locator("#sign-in-error")).to_have_text("Unknown token.")
    assert tab.evaluate("sessionStorage.getItem('rollgate.token')") is None
    context.close()
