"""Every wire model survives model -> proto -> model, and mirrors its proto message field for field."""

from __future__ import annotations

import pytest
import rollgate as m
from google.protobuf.message import Message
from pydantic import BaseModel
from rollgate.v1 import jobs_pb2, service_pb2, trajectories_pb2

from services.common.protoconv import from_proto, to_proto

SAMPLING = m.SamplingParams(temperature=0.7, top_p=0.9, top_k=40, max_tokens=512, stop=["</answer>", "\n\n"],
                             regex=r"<answer>[0-9+*/() -]+</answer>")
TIMEOUTS = m.Timeouts(episode_s=30.5, generate_s=10.25, env_step_s=2.5)
TASK = m.Task(id="countdown-17", data={"numbers": [3, 5, 7], "target": 56, "meta": {"split": "train", "ok": True}})
GRESO = m.GresoParams(explore=0.25, min_explore=0.05)
MOPPS = m.MoppsParams(target=0.4, decay=0.75, pool=8)
DYNAMIC = m.DynamicParams(max_extra_tasks=6)
# greso, mopps and dynamic belong to different strategies: the gateway refuses a draw with two (not the model)
DRAW = m.TaskDraw(split="train", count=2, seed=2**62 + 7, exclude=["countdown-3"], lineage="run-1",
                  strategy="mopps", greso=GRESO, mopps=MOPPS, dynamic=DYNAMIC)
OUTCOME = m.TaskGroupOutcome(version=3, version_max=4, episodes=7, successes=2.5, reward_mean=0.375, spread=True,
                             finished_at=12.5)
TASK_STATS = m.TaskStats(env="countdown", split="train", task_id="train-000007", groups=3, episodes=21,
                         successes=7.5, reward_mean=0.25, spread_groups=2, groups_without_spread=1, updated_at=13.5,
                         recent=[OUTCOME, OUTCOME.model_copy(update={"spread": False})])
SPEC = m.JobSpec(
    env="countdown", draw=DRAW, tasks=[TASK, m.Task(id="countdown-18")], group_size=8, sampling=SAMPLING,
    max_turns=3, max_total_tokens=8192, timeouts=TIMEOUTS, priority=5, max_staleness=2, seed=2**62 + 11,
    env_options={"difficulty": "hard", "levels": [1, 2]}, idempotency_key="run-1/step-4", labels={"run": "r1"},
    groups_per_step=4, extra_samples=2, share=3, agent=m.AgentSpec(name="my-agent"),
    interruptible=False, group_timeout_s=90.5,
)
JOB = m.Job(
    id="job-1", spec=SPEC, state=m.JobState.RUNNING, counts={"completed": 3, "queued": 2, "running": 11},
    episodes_total=16, groups_total=2, groups_complete=1, groups_spread=1, created_at=1.5, started_at=2.5,
    finished_at=3.5, owner="team-a",
)
SUMMARY = m.JobSummary(
    id="job-1", owner="team-a", env="countdown", priority=5, state=m.JobState.RUNNING,
    counts={"completed": 3, "queued": 2, "running": 11}, episodes_total=16, groups_total=2, groups_complete=1,
    groups_spread=1, created_at=1.5, started_at=2.5, finished_at=3.5,
)
TIMINGS = m.Timings(queue_s=0.5, sandbox_s=1.5, llm_s=2.5, env_s=3.5, total_s=8.0)
STEP = m.Step(action="(3 + 5) * 7", observation="correct", reward=1.0, done=True, token_start=10, token_end=20,
              policy_version=4, anchor_state="abc123", valid_action=False, worker="http://w0:8000",
              version_spans=[m.VersionSpan(start=10, end=14, version=3), m.VersionSpan(start=14, end=20, version=4)],
              segment=1)
TRAJECTORY = m.Trajectory(
    id="job-1-t0-s1", job_id="job-1", task_id="countdown-17", group_id="job-1-t0", sample_index=1,
    env="countdown", seed=2**63 - 1, token_ids=[1, 2, 3], loss_mask=[0, 1, 1], logprobs=[0.0, -0.5, -1.25],
    steps=[STEP, STEP.model_copy(update={"done": False})], reward=0.75, success=True,
    status=m.EpisodeStatus.TRUNCATED, status_reason="max_turns", caused_by=m.CausedBy.AGENT,
    policy_version_min=3, policy_version_max=4,
    prompt_tokens=1, generated_tokens=2, prefix_stable=False, timings=TIMINGS, worker="worker-0",
    finished_at=1234.5, staleness=2, stale=True, info={"fail_to_pass": 0.5, "failed_tests": ["t::a"]},
    segments=[m.Segment(token_ids=[1, 4], loss_mask=[0, 1], logprobs=[0.0, -0.75]),
              m.Segment(token_ids=[1, 2, 3], loss_mask=[0, 1, 1], logprobs=[0.0, -0.5, -1.25])],
)
STEP_VALID = STEP.model_copy(update={"valid_action": True})
TRAJECTORY_STABLE = TRAJECTORY.model_copy(update={"prefix_stable": True, "steps": [STEP_VALID]})
GROUP = m.Group(id="job-1-t0", job_id="job-1", task_id="countdown-17", trajectories=[TRAJECTORY_STABLE],
                cut=["job-1-t0-s1"], spread=True, replay_age=2)

MESSAGES: dict[type[BaseModel], type[Message]] = {
    m.SamplingParams: jobs_pb2.SamplingParams,
    m.Timeouts: jobs_pb2.Timeouts,
    m.Task: jobs_pb2.Task,
    m.TaskDraw: jobs_pb2.TaskDraw,
    m.AgentSpec: jobs_pb2.AgentSpec,
    m.JobSpec: jobs_pb2.JobSpec,
    m.Job: jobs_pb2.Job,
    m.JobSummary: jobs_pb2.JobSummary,
    m.JobEvent: jobs_pb2.JobEvent,
    m.ListJobsRequest: jobs_pb2.ListJobsRequest,
    m.ListJobsResponse: jobs_pb2.ListJobsResponse,
    m.Timings: trajectories_pb2.Timings,
    m.Step: trajectories_pb2.Step,
    m.Segment: trajectories_pb2.Segment,
    m.Trajectory: trajectories_pb2.Trajectory,
    m.Group: trajectories_pb2.Group,
    m.PullRequest: trajectories_pb2.PullRequest,
    m.PullResponse: trajectories_pb2.PullResponse,
    m.AckRequest: trajectories_pb2.AckRequest,
    m.AckResponse: trajectories_pb2.AckResponse,
    m.EnvInfo: service_pb2.EnvInfo,
    m.AgentInfo: service_pb2.AgentInfo,
    m.PolicyInfo: service_pb2.PolicyInfo,
    m.Health: service_pb2.Health,
    m.PushWeightsRequest: service_pb2.PushWeightsRequest,
    m.WorkerPushResult: service_pb2.WorkerPushResult,
    m.PushWeightsResponse: service_pb2.PushWeightsResponse,
    m.WorkerInfo: service_pb2.WorkerInfo,
    m.AddWorkerRequest: service_pb2.AddWorkerRequest,
    m.GresoParams: jobs_pb2.GresoParams,
    m.MoppsParams: jobs_pb2.MoppsParams,
    m.DynamicParams: jobs_pb2.DynamicParams,
    m.TaskGroupOutcome: service_pb2.TaskGroupOutcome,
    m.TaskStats: service_pb2.TaskStats,
    m.TaskStatsRequest: service_pb2.TaskStatsRequest,
    m.TaskStatsPage: service_pb2.TaskStatsPage,
}
PUSH_RESULT = m.WorkerPushResult(url="http://w0:8000", ok=True, version=3, seconds=0.25, error="e",
                                 quarantined=True)

EXAMPLES = [
    pytest.param(SAMPLING, id="SamplingParams"),
    pytest.param(TIMEOUTS, id="Timeouts"),
    pytest.param(TASK, id="Task"),
    pytest.param(DRAW, id="TaskDraw"),
    pytest.param(SPEC, id="JobSpec"),
    pytest.param(JOB, id="Job"),
    pytest.param(SUMMARY, id="JobSummary"),
    pytest.param(m.JobEvent(type="episode_finished", job=SUMMARY, episode_id="job-1-t0-s1", status="completed",
                            reward=0.5, id="1796183395766-5"), id="JobEvent"),
    pytest.param(m.ListJobsRequest(state="running", page_size=50, page_token="1.5 job-1"), id="ListJobsRequest"),
    pytest.param(m.ListJobsResponse(jobs=[SUMMARY], next_page_token="1.5 job-1"), id="ListJobsResponse"),
    pytest.param(TIMINGS, id="Timings"),
    pytest.param(STEP, id="Step"),
    pytest.param(m.Segment(token_ids=[5, 6], loss_mask=[0, 1], logprobs=[0.0, -0.5]), id="Segment"),
    pytest.param(TRAJECTORY, id="Trajectory"),
    pytest.param(GROUP, id="Group"),
    pytest.param(m.PullRequest(max_groups=4, min_usable=2, visibility_timeout_s=12.5, max_staleness=0, replay=3,
                               replay_max_age=0), id="PullRequest"),
    pytest.param(m.PullResponse(groups=[GROUP, GROUP.model_copy(update={"id": "job-1-t1"})]), id="PullResponse"),
    pytest.param(m.AckRequest(group_ids=["job-1-t0", "job-1-t1"]), id="AckRequest"),
    pytest.param(m.AckResponse(acked=2), id="AckResponse"),
    pytest.param(m.EnvInfo(name="factor", description="Factor a number.", splits={"train": 100, "test": 10},
                           agent="text", package="rollgate-factor-env 0.1.0", error="ImportError: no module"),
                 id="EnvInfo"),
    pytest.param(m.AgentInfo(name="my-agent", target="my_agent:MyAgent", package="my-agent 1.0",
                             envs=["countdown", "search"], error="ImportError: no module"), id="AgentInfo"),
    pytest.param(m.PolicyInfo(version=7, path="/ckpt/7", adapter="rollgate-v7", workers={"worker-0": 7, "worker-1": 6}),
                 id="PolicyInfo"),
    pytest.param(m.PushWeightsRequest(path="/ckpt/8", version=8, lora=True), id="PushWeightsRequest"),
    pytest.param(PUSH_RESULT, id="WorkerPushResult"),
    pytest.param(m.PushWeightsResponse(version=8, ok=True, seconds=1.5, workers=[PUSH_RESULT]),
                 id="PushWeightsResponse"),
    pytest.param(m.WorkerInfo(url="http://w0:8000", healthy=True, quarantined="bad load", model="tiny",
                              policy_version=3, running=2, waiting=1), id="WorkerInfo"),
    pytest.param(m.AddWorkerRequest(url="http://w1:8000"), id="AddWorkerRequest"),
    pytest.param(m.Health(status="ok", checks={"redis": "ok", "inference": "degraded"}), id="Health"),
    pytest.param(GRESO, id="GresoParams"),
    pytest.param(MOPPS, id="MoppsParams"),
    pytest.param(DYNAMIC, id="DynamicParams"),
    pytest.param(OUTCOME, id="TaskGroupOutcome"),
    pytest.param(TASK_STATS, id="TaskStats"),
    pytest.param(m.TaskStatsRequest(lineage="run-1", env="countdown", split="train", owner="team-a", page_size=50,
                                    page_token="100"), id="TaskStatsRequest"),
    pytest.param(m.TaskStatsPage(lineage="run-1", owner="team-a", tasks=[TASK_STATS], tasks_total=120, groups=400,
                                 next_page_token="100"), id="TaskStatsPage"),
]


def proto_fields(message_type: type[Message]) -> set[str]:
    return {f.name for f in message_type.DESCRIPTOR.fields}


OTHER_EXAMPLES = [
    pytest.param(STEP_VALID, id="Step-valid_action"),
    pytest.param(TRAJECTORY_STABLE, id="Trajectory-prefix_stable"),
    # name and callback_url belong to different kinds: no one AgentSpec sets both
    pytest.param(m.AgentSpec(name="my-agent"), id="AgentSpec-builtin"),
    pytest.param(m.AgentSpec(kind="external", callback_url="http://agents:9000/sessions", idle_timeout_s=12.5),
                 id="AgentSpec-external"),
    # regex and constrain_actions exclude each other: SAMPLING sets the one, this the other
    pytest.param(m.SamplingParams(constrain_actions=True, max_tokens=64), id="SamplingParams-constrain_actions"),
]


@pytest.mark.parametrize("model", [*EXAMPLES, *OTHER_EXAMPLES])
def test_round_trip(model: BaseModel) -> None:
    assert from_proto(to_proto(model, MESSAGES[type(model)]), type(model)) == model


@pytest.mark.parametrize("model", [pytest.param(p.values[0], id=p.id) for p in EXAMPLES])
def test_examples_set_every_field_away_from_its_default(model: BaseModel) -> None:
    """Each field away from its default in the example, or, where two fields exclude each other,
    in another example of the same type (OTHER_EXAMPLES)."""
    examples = [model, *(p.values[0] for p in OTHER_EXAMPLES if type(p.values[0]) is type(model))]
    fields = type(model).model_fields
    at_default = [name for name, field in fields.items() if not field.is_required() and all(
        getattr(example, name) == field.get_default(call_default_factory=True) for example in examples)]
    assert at_default == []


def test_every_wire_model_has_an_example() -> None:
    assert {type(p.values[0]) for p in [*EXAMPLES, *OTHER_EXAMPLES]} == set(MESSAGES)


@pytest.mark.parametrize(("model_type", "message_type"), [
    pytest.param(model_type, message_type, id=model_type.__name__) for model_type, message_type in MESSAGES.items()
])
def test_model_fields_mirror_the_proto_message(model_type: type[BaseModel], message_type: type[Message]) -> None:
    assert set(model_type.model_fields) == proto_fields(message_type)


@pytest.mark.parametrize("temperature", [
    pytest.param(0.0, id="greedy"),
    pytest.param(1.0, id="default"),
])
def test_sampling_temperature_survives_the_round_trip(temperature: float) -> None:
    sampling = m.SamplingParams(temperature=temperature, top_k=0)
    message = to_proto(sampling, jobs_pb2.SamplingParams)

    assert message.HasField("temperature")
    assert from_proto(message, m.SamplingParams) == sampling


def test_unset_request_fields_take_the_model_defaults() -> None:
    assert from_proto(jobs_pb2.SamplingParams(), m.SamplingParams, unset_as_default=True) == m.SamplingParams()
    spec = jobs_pb2.JobSpec(env="countdown", tasks=[jobs_pb2.Task(id="train-000001")])
    assert from_proto(spec, m.JobSpec, unset_as_default=True).group_size == 1


def test_a_spec_without_an_agent_sends_none_and_reads_none() -> None:
    spec = m.JobSpec(env="countdown", tasks=["train-000001"])
    message = to_proto(spec, jobs_pb2.JobSpec)
    assert not message.HasField("agent")
    assert from_proto(message, m.JobSpec, unset_as_default=True).agent is None


def test_a_draw_with_no_strategy_set_over_grpc_is_uniform() -> None:
    draw = jobs_pb2.TaskDraw(split="train", count=2)
    assert from_proto(draw, m.TaskDraw, unset_as_default=True) == m.TaskDraw(split="train", count=2)
    assert from_proto(draw, m.TaskDraw).strategy == "uniform"


def test_a_spec_without_a_draw_sends_none_and_reads_none() -> None:
    spec = m.JobSpec(env="countdown", tasks=["train-000001"])
    message = to_proto(spec, jobs_pb2.JobSpec)
    assert not message.HasField("draw")
    assert from_proto(message, m.JobSpec, unset_as_default=True) == spec
