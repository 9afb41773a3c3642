"""The Helm chart: linted and rendered by Helm's own engine (PyPI helm-python-sdk), every
manifest validated against the Kubernetes API schemas (kubernetes-validate), and the wiring
between objects checked."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from services.common.keys import RUNNER_GROUP, Keys
from services.common.settings import Settings

from .conftest import DEPLOY

helm = pytest.importorskip("helm_python", reason="helm-python-sdk (embedded Helm) is not installed")
kubernetes_validate = pytest.importorskip("kubernetes_validate", reason="kubernetes-validate is not installed")

CHART = DEPLOY / "helm" / "rollgate"
KUBE_VERSION = "1.37.0"
# Custom resources kubernetes-validate has no schema for; the tests below check their wiring.
CRD_KINDS = {"ServiceMonitor", "PrometheusRule", "ScaledObject", "SeccompProfile"}
VARIANTS = {
    "defaults": {},
    "keda-external-redis-cpu": {
        "runner": {"autoscaling": {"mode": "keda", "kedaRedisAddress": "redis.example:6379"}},
        "redis": {"enabled": False, "external": {"url": "redis://redis.example:6379/0"}},
        "worker": {"device": "cpu", "replicas": 3, "loraMaxRank": 32},
        "auth": {"tokens": {"trainer-token": ["jobs", "trainer"]}},
        "checkpoints": {"storageClass": "nfs-client", "size": "1Ti"},
    },
    "ingress-no-extras": {
        "gateway": {"ingress": {"enabled": True, "className": "nginx", "hosts": [
            {"host": "rollgate.example.com", "paths": [{"path": "/", "pathType": "Prefix"}]}],
            "tls": [{"secretName": "rollgate-tls", "hosts": ["rollgate.example.com"]}]}},
        "runner": {"autoscaling": {"enabled": False}, "sandbox": {"userNamespaces": False},
                   "retriever": {"enabled": False}},
        "monitoring": {"serviceMonitor": False, "prometheusRule": False, "dashboards": {"enabled": False}},
        "networkPolicy": {"enabled": False},
        "models": {"existingClaim": "policy-models"},
        "checkpoints": {"existingClaim": "trainer-checkpoints", "mountPath": "/mnt/checkpoints"},
        "auth": {"existingSecret": "rollgate-tokens"},
    },
}


VARIANTS["1000-gpus"] = yaml.safe_load((CHART / "values-1000-gpus.yaml").read_text())  # docs/scale.md's plan


def render(values: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    rendered = helm.Chart.load(CHART).render(values or None, name="rg", namespace="rl")
    return [doc for path, text in sorted(rendered.items()) if not path.endswith("NOTES.txt")
            for doc in yaml.safe_load_all(text) if doc]


@pytest.fixture(scope="module", params=list(VARIANTS))
def variant(request: pytest.FixtureRequest) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    values = VARIANTS[request.param]
    return values, render(values)


@pytest.fixture(scope="module")
def manifests() -> list[dict[str, Any]]:
    return render()


def find(docs: list[dict[str, Any]], kind: str, suffix: str = "") -> dict[str, Any]:
    return next(d for d in docs if d["kind"] == kind and d["metadata"]["name"].endswith(suffix))


@pytest.mark.parametrize("name", list(VARIANTS))
def test_lint_is_clean(name: str) -> None:
    report = helm.lint(CHART, VARIANTS[name] or None, strict=True, kube_version=f"v{KUBE_VERSION}")
    problems = [m for m in report["messages"] if m["severity"] >= 2]
    assert not problems and not report["errors"], problems or report["errors"]


def test_manifests_match_the_kubernetes_schemas(variant) -> None:  # type: ignore[no-untyped-def]
    _, docs = variant
    for doc in docs:
        if doc["kind"] in CRD_KINDS:
            continue
        try:
            kubernetes_validate.validate(doc, KUBE_VERSION, strict=True)
        except kubernetes_validate.ValidationError as exc:
            pytest.fail(f"{doc['kind']} {doc['metadata']['name']}: {'.'.join(map(str, exc.path))}: {exc.message}")


def test_every_value_is_documented() -> None:
    lines = (CHART / "values.yaml").read_text().splitlines()
    undocumented = []
    for number, line in enumerate(lines):
        if re.match(r"^\s*[A-Za-z][\w.-]*:", line):
            above = next((prev.strip() for prev in reversed(lines[:number]) if prev.strip()), "")
            if not above.startswith("#"):
                undocumented.append(line.strip())
    assert not undocumented, undocumented


def test_runner_sandboxes_without_privileges(manifests: list[dict[str, Any]]) -> None:
    deployment = find(manifests, "Deployment", "-runner")
    pod = deployment["spec"]["template"]["spec"]
    container = pod["containers"][0]
    assert pod["hostUsers"] is False, "root of the entrypoint is nobody on the node"
    assert pod["securityContext"]["seccompProfile"] == {"type": "Localhost", "localhostProfile": "rollgate-runner.json"}
    assert container["securityContext"]["procMount"] == "Unmasked"
    assert container["securityContext"]["capabilities"] == {"drop": ["ALL"], "add": ["CHOWN", "SETUID", "SETGID",
                                                                                      "SETPCAP"]}
    assert container["command"][:2] == ["sh", "/app/deploy/docker/runner-cgroups.sh"], "drops them, runs as 10001"
    assert container["securityContext"]["allowPrivilegeEscalation"] is False
    assert not container["securityContext"].get("privileged")
    assert deployment["spec"]["template"]["metadata"]["annotations"][
        "io.kubernetes.cri-o.cgroup2-mount-hierarchy-rw"] == "true"
    assert {"name": "ROLLGATE_SANDBOX_REQUIRE_LIMITS", "value": "true"} in container["env"]
    assert Settings(sandbox_require_limits=_env(container)["ROLLGATE_SANDBOX_REQUIRE_LIMITS"]["value"]) \
        .sandbox_require_limits is True
    assert pod["terminationGracePeriodSeconds"] >= 300


def test_runner_without_user_namespaces_stays_uid_10001() -> None:
    pod = _pod(render(VARIANTS["ingress-no-extras"]), "Deployment", "-runner")
    runner = pod["containers"][0]
    assert pod["securityContext"]["runAsNonRoot"] and pod["securityContext"]["runAsUser"] == 10001
    assert runner["securityContext"]["capabilities"] == {"drop": ["ALL"]}
    assert runner["command"] == ["python", "-m", "services.runner.main"]


def test_the_security_profiles_operator_installs_the_shipped_seccomp_profile() -> None:
    docs = render({"runner": {"sandbox": {"securityProfilesOperator": True}}})
    profile = find(docs, "SeccompProfile")
    assert profile["spec"] == json.loads((DEPLOY / "seccomp" / "rollgate-runner.json").read_text())
    seccomp = _pod(docs, "Deployment", "-runner")["securityContext"]["seccompProfile"]
    assert seccomp == {"type": "Localhost", "localhostProfile": f"operator/rl/{profile['metadata']['name']}.json"}


def _env(container: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {e["name"]: e for e in container.get("env", [])}


def test_each_pod_gets_only_its_secrets(variant) -> None:  # type: ignore[no-untyped-def]
    """API tokens: the gateway only; the workers' control key: gateway and proxy; their generate
    key: runners and proxy; a Redis user of its own for each; nothing of Rollgate's in vLLM."""
    values, docs = variant
    gateway = _pod(docs, "Deployment", "-gateway")["containers"][0]
    runner = _pod(docs, "Deployment", "-runner")["containers"][0]
    worker = {c["name"]: c for c in _pod(docs, "StatefulSet", "-worker")["containers"]}
    holders = {name: {who for who, container in (("gateway", gateway), ("runner", runner),
                                                ("vllm", worker["vllm"]), ("proxy", worker["proxy"]))
                      if name in _env(container)}
               for name in ("ROLLGATE_TOKENS", "ROLLGATE_WORKER_CONTROL_KEY", "ROLLGATE_WORKER_GENERATE_KEY")}
    assert holders == {"ROLLGATE_TOKENS": {"gateway"}, "ROLLGATE_WORKER_CONTROL_KEY": {"gateway", "proxy"},
                       "ROLLGATE_WORKER_GENERATE_KEY": {"runner", "proxy"}}
    assert not [e for e in worker["vllm"].get("env", []) if e["name"].startswith("ROLLGATE_")]
    if values.get("redis", {}).get("enabled", True):
        for role, container in (("gateway", gateway), ("runner", runner)):
            env = _env(container)
            assert env["ROLLGATE_REDIS_URL"]["value"] == f"redis://{role}:$(REDIS_PASSWORD)@rg-rollgate-redis.rl.svc:6379/0"
            assert env["REDIS_PASSWORD"]["valueFrom"]["secretKeyRef"]["key"] == f"{role}-password"
            names = [e["name"] for e in container["env"]]
            assert names.index("REDIS_PASSWORD") < names.index("ROLLGATE_REDIS_URL"), "defined before it is used"


def test_vllm_listens_only_behind_its_proxy(variant) -> None:  # type: ignore[no-untyped-def]
    _, docs = variant
    pod = _pod(docs, "StatefulSet", "-worker")
    vllm, proxy = (next(c for c in pod["containers"] if c["name"] == name) for name in ("vllm", "proxy"))
    assert "--host=127.0.0.1" in vllm["args"] and "--port=8001" in vllm["args"] and not vllm.get("ports")
    assert proxy["command"][proxy["command"].index("--upstream") + 1] == "http://127.0.0.1:8001"
    assert proxy["ports"] == [{"name": "http", "containerPort": 8000, "protocol": "TCP"},
                              {"name": "control", "containerPort": 8002, "protocol": "TCP"}]
    control_port = proxy["command"][proxy["command"].index("--control-port") + 1]
    assert find(docs, "ConfigMap", "-config")["data"]["ROLLGATE_WORKER_CONTROL_PORT"] == control_port == "8002"
    assert proxy["securityContext"]["runAsNonRoot"] and proxy["securityContext"]["capabilities"] == {"drop": ["ALL"]}
    service = find(docs, "Service", "-worker")
    assert [p["targetPort"] for p in service["spec"]["ports"]] == ["http"]


def test_network_policies_admit_only_rollgate_to_workers_and_redis(manifests: list[dict[str, Any]]) -> None:
    def peers(name: str) -> list[tuple[str, tuple[str, ...]]]:
        policy = find(manifests, "NetworkPolicy", name)["spec"]
        return [(json.dumps(peer, sort_keys=True), tuple(sorted(str(p["port"]) for p in rule["ports"])))
                for rule in policy["ingress"] for peer in rule["from"]]

    component = '{"podSelector": {"matchLabels": {"app.kubernetes.io/component": "%s", ' \
                '"app.kubernetes.io/instance": "rg", "app.kubernetes.io/name": "rollgate"}}}'
    monitoring = json.dumps({"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "monitoring"}}},
                            sort_keys=True)
    assert sorted(peers("-worker")) == sorted([(component % "gateway", ("control", "http")),
                                               (component % "runner", ("http",)), (monitoring, ("http",))])
    assert sorted(peers("-redis")) == sorted([(component % "gateway", ("redis",)), (component % "runner", ("redis",)),
                                              (monitoring, ("metrics",))])
    to_workers = {name: [rule for rule in find(manifests, "NetworkPolicy", name)["spec"]["egress"]
                         if "worker" in json.dumps(rule.get("to", []))] for name in ("-gateway", "-runner")}
    assert [sorted(p["port"] for p in rule["ports"]) for rule in to_workers["-gateway"]] == [[8000, 8002]]
    assert [sorted(p["port"] for p in rule["ports"]) for rule in to_workers["-runner"]] == [[8000]]
    assert not [d for d in render({"networkPolicy": {"enabled": False}}) if d["kind"] == "NetworkPolicy"]


def test_redis_has_acl_users_and_no_default_user(manifests: list[dict[str, Any]]) -> None:
    pod = _pod(manifests, "StatefulSet", "-redis")
    redis, exporter = pod["containers"]
    assert redis["command"] == ["sh", "/usr/local/etc/rollgate/start-redis.sh"]
    scripts = find(manifests, "ConfigMap", "-redis-scripts")["data"]["start-redis.sh"]
    assert scripts == (DEPLOY / "redis" / "start-redis.sh").read_text().rstrip("\n")
    secret = find(manifests, "Secret", "-redis-users")
    passwords = {key: base64.b64decode(value).decode() for key, value in secret["data"].items()}
    assert set(passwords) == {"gateway-password", "runner-password", "exporter-password"}
    assert all(len(password) == 40 for password in passwords.values()) and len(set(passwords.values())) == 3
    keys = {e["name"]: e["valueFrom"]["secretKeyRef"]["key"] for e in redis["env"] if "valueFrom" in e}
    assert keys == {"REDIS_GATEWAY_PASSWORD": "gateway-password", "REDIS_RUNNER_PASSWORD": "runner-password",
                    "REDIS_EXPORTER_PASSWORD": "exporter-password"}
    assert "--user exporter" in redis["livenessProbe"]["exec"]["command"][-1]
    assert _env(exporter)["REDIS_USER"]["value"] == "exporter"
    assert {m["mountPath"] for m in redis["volumeMounts"]} >= {"/run/redis", "/usr/local/etc/rollgate"}


def test_workers_are_wired_to_gateway_and_runners(variant) -> None:  # type: ignore[no-untyped-def]
    values, docs = variant
    statefulset, service = find(docs, "StatefulSet", "-worker"), find(docs, "Service", "-worker")
    replicas = values.get("worker", {}).get("replicas", 1)
    config = find(docs, "ConfigMap", "-config")["data"]
    expected = [f"http://{statefulset['metadata']['name']}-{i}.{service['metadata']['name']}.rl.svc:8000"
                for i in range(replicas)]
    assert json.loads(config["ROLLGATE_INFERENCE_WORKERS"]) == expected
    assert statefulset["spec"]["serviceName"] == service["metadata"]["name"] and service["spec"]["clusterIP"] == "None"
    container = statefulset["spec"]["template"]["spec"]["containers"][0]
    assert container["name"] == "vllm"
    assert {"--logprobs-mode=processed_logprobs", "--enable-prefix-caching"} <= set(container["args"])
    assert {"name": "VLLM_SERVER_DEV_MODE", "value": "1"} in container["env"]
    gpu = values.get("worker", {}).get("device", "gpu") == "gpu"
    assert ("nvidia.com/gpu" in container["resources"]["limits"]) == gpu
    assert any(m["name"] == "models" for m in container["volumeMounts"])
    lora_rank = values.get("worker", {}).get("loraMaxRank", 0)
    assert ("--enable-lora" in container["args"]) == bool(lora_rank)
    assert (f"--max-lora-rank={lora_rank}" in container["args"]) == bool(lora_rank)
    assert ({"name": "VLLM_ALLOW_RUNTIME_LORA_UPDATING", "value": "True"} in container["env"]) == bool(lora_rank)


def test_checkpoints_claim(variant) -> None:  # type: ignore[no-untyped-def]
    values, docs = variant
    wanted = values.get("checkpoints", {})
    claims = [d for d in docs if d["kind"] == "PersistentVolumeClaim" and "checkpoints" in d["metadata"]["name"]]
    if wanted.get("existingClaim"):
        assert not claims, "an existing claim is used, not created"
        return
    [claim] = claims
    assert claim["spec"]["accessModes"] == ["ReadWriteMany"], "trainer, gateways and workers share it across nodes"
    assert claim["spec"]["resources"]["requests"]["storage"] == wanted.get("size", "200Gi")
    assert claim["spec"].get("storageClassName") == wanted.get("storageClass")
    assert claim["metadata"]["annotations"]["helm.sh/resource-policy"] == "keep"


def test_checkpoints_are_mounted_read_only_at_one_path(variant) -> None:  # type: ignore[no-untyped-def]
    """A push names a path as the workers see it, and the gateway checks that same path."""
    values, docs = variant
    wanted = values.get("checkpoints", {})
    claim = wanted.get("existingClaim") or "rg-rollgate-checkpoints"
    for pod in (_pod(docs, "Deployment", "-gateway"), _pod(docs, "StatefulSet", "-worker")):
        [volume] = [v for v in pod["volumes"] if v.get("persistentVolumeClaim", {}).get("claimName") == claim]
        assert volume["persistentVolumeClaim"]["readOnly"] is True
        [mount] = [m for m in pod["containers"][0]["volumeMounts"] if m["name"] == volume["name"]]
        assert mount == {"name": volume["name"], "mountPath": wanted.get("mountPath", "/checkpoints"), "readOnly": True}
    config = find(docs, "ConfigMap", "-config")["data"]
    assert config["ROLLGATE_CHECKPOINTS_ROOT"] == wanted.get("mountPath", "/checkpoints"), "pushes stay under it"


def test_checkpoints_can_be_left_out_but_not_mounted_over_the_models() -> None:
    docs = render({"checkpoints": {"enabled": False}})
    for pod in (_pod(docs, "Deployment", "-gateway"), _pod(docs, "StatefulSet", "-worker")):
        assert "checkpoints" not in json.dumps(pod)
    assert "ROLLGATE_CHECKPOINTS_ROOT" not in find(docs, "ConfigMap", "-config")["data"]
    assert not [d for d in docs if d["kind"] == "PersistentVolumeClaim" and "checkpoints" in d["metadata"]["name"]]
    with pytest.raises(helm.HelmError, match=r"checkpoints.mountPath must differ"):
        render({"checkpoints": {"mountPath": "/models/"}})


def test_gateway_sees_the_served_model(variant) -> None:  # type: ignore[no-untyped-def]
    """The gateway compares a checkpoint's shape with the config of the model the workers serve:
    without the models volume it skips that check, and a LoRA adapter that does not fit loads."""
    _, docs = variant
    gateway, worker = _pod(docs, "Deployment", "-gateway"), _pod(docs, "StatefulSet", "-worker")
    gateway_claim, worker_claim = ({v["name"]: v.get("persistentVolumeClaim") for v in pod["volumes"]}["models"]
                                   for pod in (gateway, worker))
    assert gateway_claim == {**worker_claim, "readOnly": True}
    [mount] = [m for m in gateway["containers"][0]["volumeMounts"] if m["name"] == "models"]
    served = next(a.split("=", 1)[1] for a in worker["containers"][0]["args"] if a.startswith("--model="))
    assert mount["readOnly"] and served.startswith(mount["mountPath"] + "/")


def test_service_monitors_select_named_ports(manifests: list[dict[str, Any]]) -> None:
    services = [d for d in manifests if d["kind"] == "Service"]
    monitors = [d for d in manifests if d["kind"] == "ServiceMonitor"]
    assert {m["metadata"]["name"].rsplit("-", 1)[1] for m in monitors} == {"gateway", "runner", "worker", "redis"}
    for monitor in monitors:
        selector = monitor["spec"]["selector"]["matchLabels"]
        matched = [s for s in services if selector.items() <= s["metadata"]["labels"].items()]
        assert len(matched) == 1, monitor["metadata"]["name"]
        ports = {p["name"] for p in matched[0]["spec"]["ports"]}
        assert {e["port"] for e in monitor["spec"]["endpoints"]} <= ports
        assert monitor["spec"]["jobLabel"] in matched[0]["metadata"]["labels"]
    jobs = {s["metadata"]["labels"].get("rollgate.io/scrape-job") for s in services}
    assert {"rollgate-gateway", "rollgate-runner", "vllm"} <= jobs  # the job names the alert rules use


def test_gateway_metrics_only_on_their_own_port_and_service(variant) -> None:  # type: ignore[no-untyped-def]
    """The API Service (and the Ingress behind it) reaches http and grpc only; /metrics is on a
    headless Service of its own, open to the monitoring namespace only."""
    values, docs = variant
    config = find(docs, "ConfigMap", "-config")["data"]
    container = _pod(docs, "Deployment", "-gateway")["containers"][0]
    ports = {p["name"]: p["containerPort"] for p in container["ports"]}
    assert ports["metrics"] == int(config["ROLLGATE_METRICS_PORT"]) == 9101
    assert len({ports["http"], ports["grpc"], ports["metrics"]}) == 3
    api, metrics = find(docs, "Service", "-gateway"), find(docs, "Service", "-gateway-metrics")
    assert {p["name"] for p in api["spec"]["ports"]} == {"http", "grpc"}
    assert [p["targetPort"] for p in metrics["spec"]["ports"]] == ["metrics"]
    assert {config["ROLLGATE_API_DOCS"], config["ROLLGATE_GRPC_REFLECTION"]} == {"true"}
    if values.get("networkPolicy", {}).get("enabled", True):
        rules = find(docs, "NetworkPolicy", "-gateway")["spec"]["ingress"]
        api_rule, monitoring_rule = rules
        assert {p["port"] for p in api_rule["ports"]} == {"http", "grpc"}
        assert [p["port"] for p in monitoring_rule["ports"]] == ["metrics"]
        assert "namespaceSelector" in monitoring_rule["from"][0]


def test_api_docs_and_grpc_reflection_switches() -> None:
    config = find(render({"gateway": {"apiDocs": False, "grpcReflection": False}}), "ConfigMap", "-config")["data"]
    assert config["ROLLGATE_API_DOCS"] == config["ROLLGATE_GRPC_REFLECTION"] == "false"


def test_session_callbacks_are_closed_unless_hosts_are_named(manifests: list[dict[str, Any]]) -> None:
    """Gateway and runners share the ConfigMap: no callback host by default, the value's when set."""
    assert find(manifests, "ConfigMap", "-config")["data"]["ROLLGATE_SESSION_CALLBACK_HOSTS"] == ""
    hosts = "agents.example,10.8.0.0/24"
    named = render({"config": {"sessionCallbackHosts": hosts}})
    assert find(named, "ConfigMap", "-config")["data"]["ROLLGATE_SESSION_CALLBACK_HOSTS"] == hosts


def test_alert_rules_and_dashboards_ship_unchanged(manifests: list[dict[str, Any]]) -> None:
    rule = find(manifests, "PrometheusRule")
    assert rule["spec"] == yaml.safe_load((DEPLOY / "prometheus" / "alerts.yml").read_text())
    boards = {}
    for config_map in (d for d in manifests if d["kind"] == "ConfigMap" and "-dashboard-" in d["metadata"]["name"]):
        assert config_map["metadata"]["labels"]["grafana_dashboard"] == "1"
        boards.update(config_map["data"])
    files = {p.name: p.read_text() for p in (DEPLOY / "grafana" / "dashboards").glob("*.json")}
    assert {name: json.loads(text) for name, text in boards.items()} == \
        {name: json.loads(text) for name, text in files.items()}


def test_retriever_sidecar_shares_its_socket_with_the_runner(variant) -> None:  # type: ignore[no-untyped-def]
    values, docs = variant
    pod = find(docs, "Deployment", "-runner")["spec"]["template"]["spec"]
    containers = {c["name"]: c for c in pod["containers"]}
    enabled = values.get("runner", {}).get("retriever", {}).get("enabled", True)
    assert ("retriever" in containers) == enabled
    env = {e["name"]: e.get("value") for e in containers["runner"]["env"]}
    if not enabled:
        assert "ROLLGATE_SANDBOX_UNIX_SOCKETS" not in env
        return
    host_socket = containers["retriever"]["command"][containers["retriever"]["command"].index("--socket") + 1]
    assert json.loads(env["ROLLGATE_SANDBOX_UNIX_SOCKETS"]) == {host_socket: "/run/rollgate/retriever.sock"}
    mounts = {c: {m["name"]: m["mountPath"] for m in containers[c]["volumeMounts"]} for c in containers}
    assert mounts["runner"]["retriever-socket"] == mounts["retriever"]["retriever-socket"] == str(
        Path(host_socket).parent)


def test_runner_autoscaling(variant) -> None:  # type: ignore[no-untyped-def]
    values, docs = variant
    mode = values.get("runner", {}).get("autoscaling", {}).get("mode", "hpa")
    enabled = values.get("runner", {}).get("autoscaling", {}).get("enabled", True)
    runner = find(docs, "Deployment", "-runner")
    kinds = {d["kind"] for d in docs}
    if not enabled:
        assert not kinds & {"HorizontalPodAutoscaler", "ScaledObject"}
        return
    if mode == "hpa":
        hpa = find(docs, "HorizontalPodAutoscaler")
        assert hpa["spec"]["scaleTargetRef"]["name"] == runner["metadata"]["name"]
        assert hpa["spec"]["metrics"][0]["external"]["metric"]["name"] == "rollgate_episode_backlog"
    else:
        scaled = find(docs, "ScaledObject")
        assert scaled["spec"]["scaleTargetRef"]["name"] == runner["metadata"]["name"]
        for trigger in scaled["spec"]["triggers"]:
            assert trigger["type"] == "redis-streams"
            assert trigger["metadata"]["stream"] == Keys("rollgate").episodes
            assert trigger["metadata"]["consumerGroup"] == RUNNER_GROUP
    assert "replicas" not in runner["spec"], "the autoscaler owns the replica count"


def test_keda_authenticates_as_the_runner_user() -> None:
    scaled = find(render({"runner": {"autoscaling": {"mode": "keda"}}}), "ScaledObject")
    for trigger in scaled["spec"]["triggers"]:
        assert trigger["metadata"]["usernameFromEnv"] == "REDIS_USERNAME"
        assert trigger["metadata"]["passwordFromEnv"] == "REDIS_PASSWORD"


def test_redis_keeps_state(manifests: list[dict[str, Any]]) -> None:
    redis = find(manifests, "StatefulSet", "-redis")
    args = redis["spec"]["template"]["spec"]["containers"][0]["args"]
    assert args[args.index("--appendonly") + 1] == "yes"
    assert args[args.index("--maxmemory-policy") + 1] == "noeviction"
    assert int(args[args.index("--maxmemory") + 1]) == 16 * 2**30 * 9 // 10
    assert redis["spec"]["volumeClaimTemplates"][0]["metadata"]["name"] == "data"


def test_network_policies_cover_every_component(manifests: list[dict[str, Any]]) -> None:
    covered = {d["spec"]["podSelector"]["matchLabels"]["app.kubernetes.io/component"]
               for d in manifests if d["kind"] == "NetworkPolicy"}
    assert covered == {"gateway", "runner", "worker", "redis"}


def test_tokens_secret(manifests: list[dict[str, Any]]) -> None:
    keys = {k: base64.b64decode(v).decode() for k, v in find(manifests, "Secret", "-worker-keys")["data"].items()}
    assert set(keys) == {"ROLLGATE_WORKER_CONTROL_KEY", "ROLLGATE_WORKER_GENERATE_KEY"}
    assert all(len(key) == 40 for key in keys.values()) and len(set(keys.values())) == 2
    generated = json.loads(base64.b64decode(find(manifests, "Secret", "-tokens")["data"]["ROLLGATE_TOKENS"]))
    assert list(generated.values()) == [["jobs", "trainer", "push", "admin"]] and len(next(iter(generated))) == 40
    given = render(VARIANTS["keda-external-redis-cpu"])
    tokens = json.loads(base64.b64decode(find(given, "Secret", "-tokens")["data"]["ROLLGATE_TOKENS"]))
    assert tokens == {"trainer-token": ["jobs", "trainer"]}


def _pod(docs: list[dict[str, Any]], kind: str, suffix: str) -> dict[str, Any]:
    return find(docs, kind, suffix)["spec"]["template"]["spec"]


def test_external_redis_needs_a_url() -> None:
    with pytest.raises(helm.HelmError, match=r"redis.external.url"):
        render({"redis": {"enabled": False}})
