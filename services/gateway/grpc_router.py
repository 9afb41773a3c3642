"""gRPC routes: the same service layer as HTTP, behind the Rollgate servicer.

Every method authorises from the `authorization` metadata and maps `ServiceError`s and
validation errors to status codes through `_errors`, the one translation point.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
from collections.abc import Callable
from typing import Any

import grpc
from google.protobuf.message import Message
from pydantic import ValidationError
from rollgate import (
    AckRequest,
    AddWorkerRequest,
    JobSpec,
    ListJobsRequest,
    ListJobsResponse,
    PullRequest,
    PushWeightsRequest,
    TaskStatsRequest,
)
from rollgate.v1 import jobs_pb2, service_pb2, service_pb2_grpc, trajectories_pb2

from services.common.errors import InvalidArgument, ServiceError
from services.common.protoconv import from_proto, to_proto
from services.common.settings import Scope
from services.gateway.auth import Principal, TokenAuth, anonymous_health
from services.gateway.grpc_requests import check_parsed
from services.gateway.service import GatewayService


def validation_error(exc: ValidationError) -> InvalidArgument:
    """The first problem pydantic found, naming the field by its dotted path."""
    first = exc.errors()[0]
    field = ".".join(str(part) for part in first["loc"])
    return InvalidArgument(f"{field}: {first['msg']}", field=field)


def _authorization(context: grpc.aio.ServicerContext) -> str | None:
    value = dict(context.invocation_metadata() or ()).get("authorization")
    return value if isinstance(value, str) else None  # bytes only for keys ending in -bin


def rpc(scope: Scope) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Authorise a unary method, call it with the caller's Principal in place of the context, and
    translate its errors to gRPC status codes."""

    def decorate(method: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(method)
        async def wrapper(self: RollgateServicer, request: Message, context: grpc.aio.ServicerContext) -> Any:
            try:
                check_parsed(request)
                caller = self.auth.check(_authorization(context), scope)
                return await method(self, request, caller)
            except ValidationError as exc:
                await _abort(context, validation_error(exc))
            except ServiceError as exc:
                await _abort(context, exc)

        return wrapper

    return decorate


MAX_DETAILS = 1024
"""Characters of an error message a status carries: messages quote the input, and status details
travel as a trailer, which a client refuses past its metadata limit (8 KiB by default)."""


async def _abort(context: grpc.aio.ServicerContext, error: ServiceError) -> None:
    message = error.message if len(error.message) <= MAX_DETAILS else error.message[:MAX_DETAILS - 1] + "…"
    await context.abort(error.grpc_code, message)


class RollgateServicer(service_pb2_grpc.RollgateServicer):
    def __init__(self, service: GatewayService, auth: TokenAuth) -> None:
        self.service = service
        self.auth = auth

    @rpc(Scope.JOBS)
    async def SubmitJob(self, request: jobs_pb2.SubmitJobRequest, caller: Principal) -> jobs_pb2.Job:
        job, _created = await self.service.submit(from_proto(request.spec, JobSpec, unset_as_default=True), caller)
        return to_proto(job, jobs_pb2.Job)

    @rpc(Scope.JOBS)
    async def GetJob(self, request: jobs_pb2.GetJobRequest, caller: Principal) -> jobs_pb2.Job:
        return to_proto(await self.service.get_job(request.job_id, caller), jobs_pb2.Job)

    @rpc(Scope.JOBS)
    async def ListJobs(self, request: jobs_pb2.ListJobsRequest, caller: Principal) -> jobs_pb2.ListJobsResponse:
        jobs, next_page_token = await self.service.list_jobs(from_proto(request, ListJobsRequest), caller)
        response = ListJobsResponse(jobs=jobs, next_page_token=next_page_token)
        return to_proto(response, jobs_pb2.ListJobsResponse)

    @rpc(Scope.JOBS)
    async def CancelJob(self, request: jobs_pb2.CancelJobRequest, caller: Principal) -> jobs_pb2.Job:
        return to_proto(await self.service.cancel(request.job_id, caller), jobs_pb2.Job)

    async def WatchJob(self, request: jobs_pb2.WatchJobRequest, context: grpc.aio.ServicerContext) -> None:
        """Writes the events (`context.write`) rather than yielding them: grpc.aio cancels a call its
        client left by cancelling the handler's task, and a generator suspended at a yield would be
        dropped unclosed, its stream lease given back only when the garbage collector found it. Here
        the cancellation lands in this coroutine, which closes the watch at once."""
        try:
            check_parsed(request)
            caller = self.auth.check(_authorization(context), Scope.JOBS)
            async with contextlib.aclosing(self.service.watch(request.job_id, caller,
                                                                   request.last_event_id)) as events:
                async for event in events:
                    if event is not None:
                        await context.write(to_proto(event, jobs_pb2.JobEvent))
        except ServiceError as exc:
            await _abort(context, exc)

    @rpc(Scope.TRAINER)
    async def PullGroups(self, request: trajectories_pb2.PullGroupsRequest,
                         caller: Principal) -> trajectories_pb2.PullResponse:
        pull = from_proto(request.request, PullRequest, unset_as_default=True)
        groups = await self.service.pull(request.job_id, pull, caller)
        return trajectories_pb2.PullResponse(groups=[to_proto(g, trajectories_pb2.Group) for g in groups])

    @rpc(Scope.TRAINER)
    async def AckGroups(self, request: trajectories_pb2.AckGroupsRequest,
                        caller: Principal) -> trajectories_pb2.AckResponse:
        ack = from_proto(request.request, AckRequest, unset_as_default=True)
        return trajectories_pb2.AckResponse(acked=await self.service.ack(request.job_id, ack.group_ids, caller))

    @rpc(Scope.JOBS)
    async def ListEnvs(self, request: service_pb2.ListEnvsRequest, caller: Principal) -> service_pb2.ListEnvsResponse:
        return service_pb2.ListEnvsResponse(envs=[to_proto(env, service_pb2.EnvInfo) for env in self.service.envs()])

    @rpc(Scope.JOBS)
    async def ListAgents(self, request: service_pb2.ListAgentsRequest,
                         caller: Principal) -> service_pb2.ListAgentsResponse:
        agents = await asyncio.to_thread(self.service.agents)
        return service_pb2.ListAgentsResponse(agents=[to_proto(agent, service_pb2.AgentInfo) for agent in agents])

    @rpc(Scope.TRAINER)
    async def GetPolicy(self, request: service_pb2.GetPolicyRequest, caller: Principal) -> service_pb2.PolicyInfo:
        return to_proto(await self.service.policy.info(), service_pb2.PolicyInfo)

    @rpc(Scope.PUSH)
    async def PushWeights(self, request: service_pb2.PushWeightsRequest,
                          caller: Principal) -> service_pb2.PushWeightsResponse:
        push = from_proto(request, PushWeightsRequest, unset_as_default=True)
        return to_proto(await self.service.policy.push(push), service_pb2.PushWeightsResponse)

    @rpc(Scope.ADMIN)
    async def ListWorkers(self, request: service_pb2.ListWorkersRequest,
                          caller: Principal) -> service_pb2.ListWorkersResponse:
        workers = await self.service.policy.workers()
        return service_pb2.ListWorkersResponse(workers=[to_proto(w, service_pb2.WorkerInfo) for w in workers])

    @rpc(Scope.ADMIN)
    async def AddWorker(self, request: service_pb2.AddWorkerRequest, caller: Principal) -> service_pb2.WorkerInfo:
        add = from_proto(request, AddWorkerRequest, unset_as_default=True)
        return to_proto(await self.service.policy.add_worker(add.url), service_pb2.WorkerInfo)

    @rpc(Scope.ADMIN)
    async def RemoveWorker(self, request: service_pb2.RemoveWorkerRequest,
                           caller: Principal) -> service_pb2.RemoveWorkerResponse:
        await self.service.policy.remove_worker(request.url)
        return service_pb2.RemoveWorkerResponse()

    @rpc(Scope.JOBS)
    async def GetTaskStats(self, request: service_pb2.TaskStatsRequest, caller: Principal) -> service_pb2.TaskStatsPage:
        page = await self.service.task_stats(from_proto(request, TaskStatsRequest, unset_as_default=True), caller)
        return to_proto(page, service_pb2.TaskStatsPage)

    async def GetHealth(self, request: service_pb2.GetHealthRequest, context: Any) -> service_pb2.Health:
        """Open to anyone; worker URLs only for an admin token."""
        try:
            check_parsed(request)
        except InvalidArgument as exc:
            await _abort(context, exc)
        health = await self.service.health()
        if not self.auth.allows(_authorization(context), Scope.ADMIN):
            health = anonymous_health(health)
        return to_proto(health, service_pb2.Health)
