"""The Prometheus configuration and alert rules, checked by promtool itself."""

from __future__ import annotations

import subprocess

import pytest
import yaml

from .conftest import DEPLOY

PROMETHEUS = DEPLOY / "prometheus"
ALERTS = {"RollgateQueueStuck", "RollgateNoHealthyWorker", "RollgateInferenceErrorRate", "RollgateInfraErrorRate",
          "RollgateRedisErrors", "RollgateWeightSyncFailed"}


def promtool_run(promtool: str, *args: str) -> str:
    done = subprocess.run([promtool, *args], cwd=PROMETHEUS, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


@pytest.mark.parametrize("args", [
    pytest.param(("check", "config", "prometheus.yml"), id="check-config"),
    pytest.param(("check", "rules", "alerts.yml"), id="check-rules"),
    pytest.param(("test", "rules", "alerts.test.yml"), id="test-rules"),
])
def test_promtool(promtool: str, args: tuple[str, ...]) -> None:
    promtool_run(promtool, *args)


def test_promtool_rejects_a_broken_rule(promtool: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "broken.yml"
    broken.write_text("groups: [{name: x, rules: [{alert: X, expr: 'sum(rate(x[5m])'}]}]\n")
    done = subprocess.run([promtool, "check", "rules", str(broken)], capture_output=True, text=True, timeout=60)
    assert done.returncode != 0


def test_the_required_alerts_exist_and_are_unit_tested() -> None:
    rules = {rule["alert"] for group in yaml.safe_load((PROMETHEUS / "alerts.yml").read_text())["groups"]
             for rule in group["rules"]}
    tested = {case["alertname"] for test in yaml.safe_load((PROMETHEUS / "alerts.test.yml").read_text())["tests"]
              for case in test.get("alert_rule_test", [])}
    assert rules >= ALERTS
    assert rules <= tested, rules - tested


def test_prometheus_scrapes_every_component() -> None:
    config = yaml.safe_load((PROMETHEUS / "prometheus.yml").read_text())
    targets = {}
    for job in config["scrape_configs"]:
        for sd in job.get("dns_sd_configs", []):
            targets[job["job_name"]] = {(name, sd["port"]) for name in sd["names"]}
        for static in job.get("static_configs", []):
            targets[job["job_name"]] = set(static["targets"])
    assert targets["rollgate-gateway"] == {("gateway", 9101)}  # ROLLGATE_METRICS_PORT, not the API's 8080
    assert targets["rollgate-runner"] == {("runner", 9100)}
    assert targets["vllm"] == {("worker-proxy", 8000)}  # vLLM itself is on a network Prometheus is not on
    assert targets["redis"] == {"redis-exporter:9121"}
