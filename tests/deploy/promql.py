"""Every PromQL expression Rollgate ships (dashboards, alert rules), and the metrics each names."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import promql_parser
import yaml

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
DASHBOARDS = sorted((DEPLOY / "grafana" / "dashboards").glob("*.json"))
ALERTS = DEPLOY / "prometheus" / "alerts.yml"

# Grafana's range variables stand for a duration; label variables sit inside quoted matchers.
_GRAFANA_RANGES = re.compile(r"\$__(rate_interval|interval|range)|\$\{__(rate_interval|interval|range)\}")
_LABEL_VALUES = re.compile(r"^label_values\((.+),\s*\w+\)$")


@dataclass(frozen=True)
class Expression:
    where: str
    promql: str


def dashboard_expressions(path: Path) -> Iterator[Expression]:
    board = json.loads(path.read_text())
    for panel in board["panels"]:
        for target in panel.get("targets", []):
            yield Expression(f"{path.name}: {panel['title']} [{target['refId']}]", target["expr"])
    for variable in board["templating"]["list"]:
        if variable["type"] == "query":
            query = variable["query"]["query"] if isinstance(variable["query"], dict) else variable["query"]
            match = _LABEL_VALUES.match(query)
            yield Expression(f"{path.name}: variable {variable['name']}", match.group(1) if match else query)


def rule_expressions(path: Path = ALERTS) -> Iterator[Expression]:
    for group in yaml.safe_load(path.read_text())["groups"]:
        for rule in group["rules"]:
            yield Expression(f"{path.name}: {rule.get('alert') or rule.get('record')}", rule["expr"])


def all_expressions() -> list[Expression]:
    return [*rule_expressions(), *(e for path in DASHBOARDS for e in dashboard_expressions(path))]


def parse(expression: Expression) -> promql_parser.Expr:
    """The expression's syntax tree, Grafana's range variables read as 5m."""
    return promql_parser.parse(_GRAFANA_RANGES.sub("5m", expression.promql))


def metric_names(tree: promql_parser.Expr) -> set[str]:
    names: set[str] = set()

    def visit(node: promql_parser.Expr) -> None:
        if isinstance(node, promql_parser.VectorSelector) and node.name:
            names.add(node.name)

    promql_parser.walk(tree, visit)
    return names
