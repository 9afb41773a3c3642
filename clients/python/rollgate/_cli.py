"""The `rollgate` command: submit, inspect, watch, pull, export and cancel rollout jobs, push
weights, manage inference workers and play an external agent's sessions from a shell.

Standard library only (but pyarrow for `export`'s Parquet). Results go to stdout, progress and
errors to stderr. Exit codes: 0 success, 1 a watched job was cancelled or a push did not load on
every worker, 2 an error (printed as `error: <message>`, without a traceback).
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, TextIO

from pydantic import ValidationError

from rollgate._api import is_terminal
from rollgate._client import Client
from rollgate._exceptions import RollgateError
from rollgate._export import FORMATS, format_of, read_trajectories, save_dataset, write_trajectories
from rollgate._models import EpisodeStatus, Job, JobState, JobSummary, Trajectory, WorkerInfo
from rollgate._sessions_run import Options, run_sessions

ClientFactory = Callable[[str | None, str | None], Client]
_STATUSES = [s.value for s in EpisodeStatus]
_ALWAYS_SHOWN = ("completed", "infra_error")
_BAR_WIDTH = 20


def main(argv: Sequence[str] | None = None, client_factory: ClientFactory = Client) -> int:
    """Run the command line `argv`; `client_factory(url, token)` builds the client (tests inject one)."""
    args = _parser().parse_args(argv)
    try:
        with client_factory(args.url, args.token) as client:
            return int(args.run(client, args))
    except (RollgateError, TimeoutError, ValueError, OSError, ImportError) as exc:
        print(f"error: {_describe(exc)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _describe(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'spec'}: {e['msg']}" for e in exc.errors())
    return str(exc)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rollgate", description="Rollout jobs, policy weights and workers on a Rollgate gateway."
    )
    parser.add_argument("--url", help="gateway URL (default: $ROLLGATE_URL or http://127.0.0.1:8080)")
    parser.add_argument("--token", help="bearer token (default: $ROLLGATE_TOKEN)")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_submit(commands.add_parser("submit", help="submit a job and print its id"))
    for name, run, text in [
        ("status", _status, "show a job's episode counts"),
        ("watch", _watch, "show a job's progress until it ends"),
        ("cancel", _cancel, "cancel a job"),
    ]:
        sub = commands.add_parser(name, help=text)
        sub.add_argument("job")
        sub.set_defaults(run=run)
    jobs = commands.add_parser("jobs", help="list the token's jobs, newest first")
    jobs.add_argument("--state", choices=[s.value for s in JobState])
    jobs.add_argument("--limit", type=int, default=100, help="at most this many (default 100; 0: all)")
    jobs.set_defaults(run=_jobs)
    _add_pull(commands.add_parser("pull", help="pull complete groups as JSON lines"))
    _add_export(commands.add_parser("export", help="write a job's trajectories to a Parquet or JSON lines file"))
    commands.add_parser("envs", help="list environments").set_defaults(run=_envs)
    _add_push(commands.add_parser("push", help="load new policy weights on every worker"))
    _add_workers(commands.add_parser("workers", help="list inference workers, or add or remove one"))
    _add_sessions(commands.add_parser("sessions", help="play an external agent's sessions with a command"))
    return parser


def _add_submit(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("--spec", type=Path, help="a JobSpec JSON file; the options below override it")
    sub.add_argument("--env")
    sub.add_argument("--task", action="append", help="a task id (repeatable)")
    sub.add_argument("--tasks-from", type=Path, help="one task id, or task JSON object, per line")
    sub.add_argument("--split", help="instead of listing tasks, draw --count of them from this split of the env")
    sub.add_argument("--count", type=int, help="tasks to draw from --split, without replacement")
    sub.add_argument("--task-seed", type=int, help="picks the drawn tasks (default 0): the same seed draws the same "
                     "tasks again. It is not the episodes' seed (the spec's `seed`)")
    sub.add_argument("--group-size", type=int, help="episodes per task (default 1)")
    sub.add_argument("--max-turns", type=int, help="default 1")
    sub.add_argument("--priority", type=int, help="0 to 9: runners take higher priorities first (default 0)")
    sub.add_argument("--temperature", type=float, help="default 1.0")
    sub.add_argument("--max-tokens", type=int, help="tokens generated per turn at most (default 256)")
    sub.add_argument("--wait", action="store_true", help="then show progress until the job ends")
    sub.set_defaults(run=_submit)


def _add_pull(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("job")
    sub.add_argument("--max-groups", type=int, default=1)
    sub.add_argument("--min-usable", type=int, default=0)
    sub.add_argument("--out", type=Path, help="append to this file instead of writing to stdout")
    sub.add_argument("--ack", action="store_true", help="acknowledge the groups once written")
    sub.set_defaults(run=_pull)


def _add_export(sub: argparse.ArgumentParser) -> None:
    sub.description = ("Every trajectory the gateway still holds for the job (not those a trainer acknowledged), "
                       "read without pulling; the schema is in the rollgate._export module's documentation.")
    sub.add_argument("job")
    sub.add_argument("--format", choices=FORMATS, help="default: by --out's suffix (.jsonl), else parquet")
    sub.add_argument("--out", type=Path, help="the file to write (default: JOB.FORMAT here); replaced whole")
    sub.add_argument("--hf", type=Path, metavar="DIR", help="also save a Hugging Face datasets folder there")
    sub.add_argument("--wait", action="store_true", help="wait for the job to end first")
    sub.set_defaults(run=_export)


def _add_push(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("path", metavar="PATH", help="checkpoint folder, as the workers see it")
    sub.add_argument("--version", type=int, required=True, help="greater than the current policy version")
    sub.add_argument("--lora", action="store_true", help="PATH is a LoRA adapter folder")
    sub.set_defaults(run=_push)


def _add_workers(sub: argparse.ArgumentParser) -> None:
    sub.description = "Without an ACTION: list the inference workers."
    sub.set_defaults(run=_workers)
    actions = sub.add_subparsers(dest="action", metavar="ACTION")
    for name, run, text in [("add", _add_worker, "register a worker"), ("remove", _remove_worker, "unregister it")]:
        action = actions.add_parser(name, help=text)
        action.add_argument("worker_url", metavar="URL")
        action.set_defaults(run=run)


def _add_sessions(sub: argparse.ArgumentParser) -> None:
    actions = sub.add_subparsers(dest="action", metavar="ACTION", required=True)
    run = actions.add_parser("run", help="run a command once per session of a job",
                             usage="rollgate sessions run [options] JOB -- COMMAND [ARG ...]", description=(
        "Run COMMAND once per session of JOB (agent kind external), after resetting the session's env. "
        "In its ARGs, {task} stands for the task (the env's problem statement, else its first observation; "
        "for env external, the task's data as JSON), {task_id} and {session_id} for theirs. Its environment "
        "has ROLLGATE_SESSION_URL (an OpenAI base URL), ROLLGATE_SESSION_KEY, ROLLGATE_SESSION_ID and "
        "ROLLGATE_TASK_ID. The session is finished when it exits. One line per session on stdout: the "
        "session id, the task id, the exit code (or timeout) and the status the session finished with."))
    run.add_argument("job", metavar="JOB")
    run.add_argument("--concurrency", type=int, default=1, help="sessions played at once (default 1)")
    run.add_argument("--wait-s", type=float, default=10.0, help="each wait for a session (default 10, at most 30)")
    run.add_argument("--timeout-s", type=float, default=3600.0,
                     help="the command's wall-clock limit; then its process group is killed (default 3600)")
    run.add_argument("--logs", type=Path, metavar="DIR", help="write each command's output to DIR/SESSION_ID.log")
    run.add_argument("--limit", type=int, default=0, help="stop after this many sessions (default 0: none)")
    run.add_argument("argv", nargs="+", metavar="COMMAND", help="the command and its arguments, after --")
    run.set_defaults(run=_sessions_run)


def _submit(client: Client, args: argparse.Namespace) -> int:
    job = client.submit(_spec_fields(args))
    print(job.id)
    return _follow(client, job.id) if args.wait else 0


def _spec_fields(args: argparse.Namespace) -> dict[str, Any]:
    fields: dict[str, Any] = json.loads(args.spec.read_text()) if args.spec else {}
    tasks = list(args.task or []) + (_read_tasks(args.tasks_from) if args.tasks_from else [])
    given = {
        "env": args.env,
        "tasks": tasks or None,
        "group_size": args.group_size,
        "max_turns": args.max_turns,
        "priority": args.priority,
    }
    fields.update({k: v for k, v in given.items() if v is not None})
    _merge(fields, "sampling", {"temperature": args.temperature, "max_tokens": args.max_tokens})
    _merge(fields, "draw", {"split": args.split, "count": args.count, "seed": args.task_seed})
    return fields


def _merge(fields: dict[str, Any], name: str, values: dict[str, Any]) -> None:
    """Set the options given (not None) in the object `fields[name]`, keeping the spec file's others."""
    given = {k: v for k, v in values.items() if v is not None}
    if given:
        fields[name] = {**(fields.get(name) or {}), **given}


def _read_tasks(path: Path) -> list[Any]:
    lines = (line.strip() for line in path.read_text().splitlines())
    return [json.loads(line) if line.startswith("{") else line for line in lines if line and line[0] != "#"]


def _status(client: Client, args: argparse.Namespace) -> int:
    job = client.get_job(args.job)
    rows = [
        ("job", job.id),
        ("state", job.state.value),
        ("env", job.spec.env),
        ("priority", str(job.spec.priority)),
        ("episodes", f"{_finished(job)}/{job.episodes_total}"),
        ("groups", f"{job.groups_complete}/{job.groups_total} complete"),
    ]
    _print_table(rows + [(name, str(n)) for name, n in _ordered_counts(job)])
    return 0


def _jobs(client: Client, args: argparse.Namespace) -> int:
    rows = [("ID", "STATE", "ENV", "EPISODES", "GROUPS")]
    for job in itertools.islice(client.iter_jobs(args.state), args.limit or None):
        progress = f"{_finished(job)}/{job.episodes_total}", f"{job.groups_complete}/{job.groups_total}"
        rows.append((job.id, job.state.value, job.env, *progress))
    _print_table(rows)
    return 0


def _envs(client: Client, args: argparse.Namespace) -> int:
    rows = [("NAME", "SPLITS", "DESCRIPTION")]
    for env in client.envs():
        rows.append((env.name, " ".join(f"{k}={v}" for k, v in env.splits.items()), env.description))
    _print_table(rows)
    return 0


def _cancel(client: Client, args: argparse.Namespace) -> int:
    job = client.cancel(args.job)
    print(f"{job.id} {job.state.value}")
    return 0


def _pull(client: Client, args: argparse.Namespace) -> int:
    groups = client.pull(args.job, max_groups=args.max_groups, min_usable=args.min_usable)
    lines = [group.model_dump_json() + "\n" for group in groups]
    if args.out:
        with args.out.open("a") as out:
            out.writelines(lines)
    else:
        sys.stdout.writelines(lines)
    acked = client.ack(args.job, groups) if args.ack and groups else 0
    print(f"pulled {len(groups)} groups" + (f", acked {acked}" if args.ack else ""), file=sys.stderr)
    return 0


def _export(client: Client, args: argparse.Namespace) -> int:
    job = client.wait(args.job) if args.wait else client.get_job(args.job)
    if not is_terminal(job):
        print(f"warning: {job.id} is {job.state.value}: its unfinished episodes are not exported", file=sys.stderr)
    format = args.format or (format_of(args.out) if args.out else "parquet")
    out = args.out or Path(f"{job.id}.{format}")
    missing = 0

    def held() -> Iterator[Trajectory]:
        nonlocal missing
        for page in client.iter_trajectory_pages(job.id):
            missing += page.missing
            yield from page.trajectories

    count = write_trajectories(held(), out, format)
    if args.hf:
        save_dataset(read_trajectories(out), args.hf)
    print(f"exported {count} trajectories of {job.id}; {missing} episodes missing (not finished, or acknowledged)",
          file=sys.stderr)
    print(out)
    return 0


def _push(client: Client, args: argparse.Namespace) -> int:
    """Print each worker's outcome; 1 unless every worker loaded the weights."""
    result = client.push_weights(args.path, args.version, lora=args.lora)
    rows = [("WORKER", "OK", "VERSION", "SECONDS", "ERROR")]
    for worker in result.workers:
        error = worker.error + (" (quarantined)" if worker.quarantined else "")
        rows.append((worker.url, "yes" if worker.ok else "no", str(worker.version), f"{worker.seconds:.1f}", error))
    _print_table(rows)
    loaded = sum(worker.ok for worker in result.workers)
    print(f"version {result.version}: {loaded}/{len(result.workers)} workers in {result.seconds:.1f} s")
    return 0 if result.ok else 1


def _workers(client: Client, args: argparse.Namespace) -> int:
    _print_workers(client.workers())
    return 0


def _add_worker(client: Client, args: argparse.Namespace) -> int:
    _print_workers([client.add_worker(args.worker_url)])
    return 0


def _remove_worker(client: Client, args: argparse.Namespace) -> int:
    client.remove_worker(args.worker_url)
    print(f"removed {args.worker_url}")
    return 0


def _sessions_run(client: Client, args: argparse.Namespace) -> int:
    options = Options(args.job, args.argv, concurrency=args.concurrency, wait_s=args.wait_s,
                      timeout_s=args.timeout_s, logs=args.logs, limit=args.limit)
    run_sessions(client, options)
    return 0


def _print_workers(workers: Iterable[WorkerInfo]) -> None:
    rows = [("URL", "HEALTHY", "VERSION", "RUNNING", "WAITING", "QUARANTINED")]
    for w in workers:
        counts = (str(w.policy_version), str(w.running), str(w.waiting))
        rows.append((w.url, "yes" if w.healthy else "no", *counts, w.quarantined))
    _print_table(rows)


def _watch(client: Client, args: argparse.Namespace) -> int:
    return _follow(client, args.job)


def _follow(client: Client, job_id: str) -> int:
    """Redraw a progress line on stderr until the job ends; 0 if it completed, 1 if cancelled."""
    progress = _ProgressLine(sys.stderr)
    job = client.get_job(job_id)
    progress.show(job)
    if not is_terminal(job):
        for event in client.watch(job_id):
            progress.show(event.job)
        job = client.wait(job_id)  # at once, unless the stream ended before the job did
        progress.show(job)
    progress.end()
    print(f"{job.id} {job.state.value}")
    return 0 if job.state == JobState.COMPLETED else 1


class _ProgressLine:
    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._width = 0

    def show(self, job: Job | JobSummary) -> None:
        line = _progress(job)
        self._stream.write("\r" + line.ljust(self._width))
        self._stream.flush()
        self._width = len(line)

    def end(self) -> None:
        self._stream.write("\n")


def _progress(job: Job | JobSummary) -> str:
    done, total = _finished(job), job.episodes_total
    filled = _BAR_WIDTH * done // total if total else 0
    bar = "#" * filled + "." * (_BAR_WIDTH - filled)
    shown = [s for s in _STATUSES if s in _ALWAYS_SHOWN or job.counts.get(s)]
    return f"[{bar}] {done}/{total} episodes  " + " ".join(f"{s}={job.counts.get(s, 0)}" for s in shown)


def _finished(job: Job | JobSummary) -> int:
    return sum(job.counts.get(status, 0) for status in _STATUSES)


def _ordered_counts(job: Job) -> list[tuple[str, int]]:
    order = ["queued", "running", *_STATUSES]
    known = [(name, job.counts.get(name, 0)) for name in order]
    return known + sorted((k, v) for k, v in job.counts.items() if k not in order)


def _print_table(rows: Iterable[Sequence[str]]) -> None:
    rows = list(rows)
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip())
