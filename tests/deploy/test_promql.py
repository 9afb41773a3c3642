"""Every PromQL expression in the dashboards and alert rules parses, and names only metrics
that a running Rollgate really exports (read from the live /metrics of a gateway, a runner
and a vLLM worker), or that another component is still adding (listed once, below)."""

from __future__ import annotations

import pytest

from .promql import all_expressions, metric_names, parse

# Named by dashboards and rules, exported by components still being written. Remove a name
# here once its component exports it: the check then holds it to the live /metrics.
PROMETHEUS_OWN = {"up"}  # written by Prometheus itself for every target

EXPRESSIONS = all_expressions()


@pytest.mark.parametrize("expression", [pytest.param(e, id=e.where) for e in EXPRESSIONS])
def test_expression_parses(expression) -> None:  # type: ignore[no-untyped-def]
    assert metric_names(parse(expression)), f"{expression.where} names no metric: {expression.promql}"


def test_expressions_cover_dashboards_and_rules() -> None:
    sources = {e.where.split(":")[0] for e in EXPRESSIONS}
    assert {"alerts.yml", "overview.json", "inference.json", "sandboxes.json"} <= sources


def test_every_named_metric_is_exported(live_metric_names: dict[str, set[str]]) -> None:
    exported = set().union(*live_metric_names.values())
    unknown = {}
    for expression in EXPRESSIONS:
        for name in metric_names(parse(expression)) - exported - PROMETHEUS_OWN:
            unknown.setdefault(name, expression.where)
    assert not unknown, f"metrics no component exports (name: first use): {unknown}"


def test_each_component_exports_its_own_metrics(live_metric_names: dict[str, set[str]]) -> None:
    expected = {
        "gateway": {"rollgate_jobs", "rollgate_queue_depth", "rollgate_queue_oldest_age_seconds",
                    "rollgate_episodes_pending", "rollgate_jobs_submitted_total", "rollgate_redis_errors_total",
                    "rollgate_weight_sync_seconds_bucket", "rollgate_weight_sync_failures_total",
                    "rollgate_policy_version"},
        "runner": {"rollgate_episodes_started_total", "rollgate_episodes_finished_total",
                   "rollgate_episode_duration_seconds_bucket", "rollgate_episode_stage_seconds_bucket",
                   "rollgate_env_step_seconds_bucket", "rollgate_group_completion_seconds_bucket",
                   "rollgate_tokens_generated_total", "rollgate_redis_errors_total",
                   "rollgate_inference_requests_total", "rollgate_inference_request_seconds_bucket",
                   "rollgate_inference_worker_healthy", "rollgate_trajectory_staleness_bucket",
                   "rollgate_sandbox_start_seconds_bucket", "rollgate_sandbox_pool_idle",
                   "rollgate_sandbox_kills_total"},
        "vllm": {"vllm:num_requests_running", "vllm:generation_tokens_total"},
    }
    for component, names in expected.items():
        assert names <= live_metric_names[component], (component, names - live_metric_names[component])
