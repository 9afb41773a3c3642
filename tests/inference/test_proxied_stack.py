"""The whole path through a worker proxy: a real vLLM CPU worker behind `python -m
services.inference.proxy` (control routes on a port of their own, as the Helm chart runs it), a
gateway holding only the control key and a runner holding only the generate key, each a process
of the local stack. Episodes play through the proxy, a weight push lands through it, and
neither key opens the other side."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from rollgate import Client, EpisodeStatus, JobState

from services.common.process import ServiceProcess, free_port, http_ok
from services.devstack import LocalStack
from tests.workers import SharedWorkers

CONTROL = "stack-control-key-5b8e2f0a9c1d7e3f"
GENERATE = "stack-generate-key-2d6a9f4c1e8b3a7d"


@pytest.fixture(scope="module")
def proxied(tmp_path_factory: pytest.TempPathFactory, tiny_model: Path,
            vllm_workers: SharedWorkers) -> Iterator[tuple[LocalStack, str, str]]:
    """The stack, the proxy's main URL (the only worker URL gateway and runner know) and its control URL."""
    with LocalStack(home=tmp_path_factory.mktemp("proxied"), model=tiny_model) as stack:
        stack.start_redis()
        [worker] = stack.borrow_workers(vllm_workers.lend("proxied", 1))
        port, control_port = free_port(), free_port()
        url, control = f"http://127.0.0.1:{port}", f"http://127.0.0.1:{control_port}"
        env = {name: value for name, value in os.environ.items() if not name.startswith("ROLLGATE_")}
        env.update(ROLLGATE_WORKER_CONTROL_KEY=CONTROL, ROLLGATE_WORKER_GENERATE_KEY=GENERATE)
        argv = [sys.executable, "-m", "services.inference.proxy", "--upstream", worker.url, "--port", str(port),
                "--control-port", str(control_port)]
        proxy = ServiceProcess("worker-proxy", argv, env, stack.home / "logs" / "worker-proxy.log",
                               http_ok(f"{url}/health"))
        stack.processes.append(proxy)  # stopped with the stack, after the gateway and runner
        proxy.start()
        stack.start_gateway(inference_workers=[url], worker_control_key=CONTROL, worker_control_port=control_port)
        stack.start_runner(inference_workers=[url], worker_generate_key=GENERATE)
        yield stack, url, control


def test_episodes_and_pushes_go_through_the_proxy(proxied: tuple[LocalStack, str, str]) -> None:
    stack, url, _ = proxied
    with Client(stack.gateway_url, token=stack.token, timeout=60, max_retries=0) as client:
        job = client.submit(env="countdown", tasks=["train-000001", "train-000002"], group_size=2, max_turns=2,
                            env_options={"multi_turn": True}, sampling={"max_tokens": 16})
        assert client.wait(job.id, timeout=300).state == JobState.COMPLETED
        trajectories = [t for group in client.pull(job.id, max_groups=10) for t in group.trajectories]
        assert len(trajectories) == 4
        assert {t.status for t in trajectories} <= {EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED}, \
            [t.status_reason for t in trajectories]
        assert {step.worker for t in trajectories for step in t.steps if step.token_end > step.token_start} == {url}
        pushed = client.push_weights(str(stack.model), 5)
    assert pushed.ok, pushed
    assert httpx.get(f"{stack.workers[0].url}/weight_info").json() == {"weight_version": "5"}


@pytest.mark.parametrize(("port", "key", "path"), [
    pytest.param("main", GENERATE, "/pause", id="runner-key-main-port"),
    pytest.param("main", CONTROL, "/pause", id="gateway-key-main-port"),
    pytest.param("control", GENERATE, "/pause", id="runner-key-control-port"),
    pytest.param("control", CONTROL, "/v1/completions", id="gateway-key-generates"),
])
def test_neither_key_opens_the_other_side(proxied: tuple[LocalStack, str, str], port: str, key: str,
                                          path: str) -> None:
    _, url, control = proxied
    target = url if port == "main" else control
    response = httpx.post(f"{target}{path}", json={"model": "x", "prompt": [1]}, timeout=10,
                          headers={"Authorization": f"Bearer {key}"})
    assert response.status_code == 403, response.text
