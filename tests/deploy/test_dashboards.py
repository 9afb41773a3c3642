"""The Grafana dashboards: well-formed, laid out on Grafana's 24-column grid, portable across
data sources, and covering what the overview, inference and sandbox boards promise."""

from __future__ import annotations

import json
from typing import Any

import pytest

from .promql import DASHBOARDS, dashboard_expressions, metric_names, parse

BOARDS = {path.stem: json.loads(path.read_text()) for path in DASHBOARDS}


@pytest.mark.parametrize("name", list(BOARDS))
def test_layout(name: str) -> None:
    board = BOARDS[name]
    ids = [panel["id"] for panel in board["panels"]]
    assert len(ids) == len(set(ids))
    cells: set[tuple[int, int]] = set()
    for panel in board["panels"]:
        pos = panel["gridPos"]
        assert pos["x"] + pos["w"] <= 24, panel["title"]
        covered = {(x, y) for x in range(pos["x"], pos["x"] + pos["w"]) for y in range(pos["y"], pos["y"] + pos["h"])}
        assert not covered & cells, f"{panel['title']} overlaps another panel"
        cells |= covered


@pytest.mark.parametrize("name", list(BOARDS))
def test_panels_use_the_data_source_variable(name: str) -> None:
    board = BOARDS[name]
    assert any(v["type"] == "datasource" and v["name"] == "datasource" for v in board["templating"]["list"])
    for panel in board["panels"]:
        if panel["type"] != "row":
            assert panel["datasource"]["uid"] == "${datasource}", panel["title"]
            assert panel["targets"], panel["title"]


def test_uids_are_unique_and_stable() -> None:
    assert sorted(board["uid"] for board in BOARDS.values()) == \
        ["rollgate-inference", "rollgate-overview", "rollgate-sandboxes"]


def _names(board: str) -> set[str]:
    path = next(p for p in DASHBOARDS if p.stem == board)
    return set().union(*(metric_names(parse(e)) for e in dashboard_expressions(path)))


@pytest.mark.parametrize(("board", "required"), [
    pytest.param("overview", {"rollgate_episodes_finished_total", "rollgate_tokens_generated_total",
                              "rollgate_episode_duration_seconds_bucket", "rollgate_episode_stage_seconds_sum",
                              "rollgate_requests_rejected_total", "rollgate_queue_depth",
                              "rollgate_queue_oldest_age_seconds", "rollgate_trajectory_staleness_bucket",
                              "rollgate_jobs", "rollgate_group_completion_seconds_bucket",
                              "rollgate_runner_stage_waiting", "rollgate_runner_stage_busy",
                              "rollgate_runner_stage_slots", "rollgate_runner_stage_wait_seconds_bucket"},
                 id="overview"),
    pytest.param("inference", {"rollgate_inference_requests_total", "rollgate_inference_request_seconds_bucket",
                               "rollgate_inference_outstanding", "rollgate_inference_worker_healthy",
                               "rollgate_inference_worker_version", "rollgate_weight_sync_seconds_bucket",
                               "vllm:num_requests_running"}, id="inference"),
    pytest.param("sandboxes", {"rollgate_sandbox_start_seconds_bucket", "rollgate_sandbox_pool_size",
                               "rollgate_sandbox_pool_idle", "rollgate_sandbox_kills_total",
                               "rollgate_env_step_seconds_bucket"}, id="sandboxes"),
])
def test_dashboard_covers(board: str, required: set[str]) -> None:
    assert required <= _names(board), required - _names(board)


def _panels(board: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in board["panels"] if p["type"] != "row"]


def test_every_panel_says_what_it_shows() -> None:
    for board in BOARDS.values():
        for panel in _panels(board):
            assert panel["title"] and panel["fieldConfig"]["defaults"]["unit"], panel
