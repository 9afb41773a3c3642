// Rollgate's web UI: jobs, a job, a trajectory, workers and policy, over the gateway's own API.
// Plain DOM, no framework. The token lives in sessionStorage only and is sent only to this
// origin. Text from jobs and environments is hostile: it only ever enters the page as text nodes.
"use strict";

const TOKEN_KEY = "rollgate.token";
const JOBS_PAGE = 25;
const GROUPS_PAGE = 25;
const LINEAGE_TASKS = 25; // tasks of a job's lineage the job page lists
const LIVE_STREAMS = 8; // event streams the jobs page follows at once (each holds a quota lease)
const STATUSES = ["completed", "truncated", "timeout", "cancelled", "env_error", "infra_error"];
const USABLE = new Set(["completed", "truncated"]);
const main = document.getElementById("main");
let page = null; // the AbortController of what the current page fetches and follows

// --- helpers ---------------------------------------------------------------------------------

function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = value;
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

const enc = encodeURIComponent;
const fixed = (x, digits = 2) => (x === null || x === undefined ? "–" : Number(x).toFixed(digits));
const signed = (x) => (x === null || x === undefined ? "–" : (x >= 0 ? "+" : "") + Number(x).toFixed(2));
const when = (t) => (t ? new Date(t * 1000).toLocaleString() : "–");
const finishedOf = (counts) => STATUSES.reduce((n, s) => n + (counts[s] || 0), 0);

class ApiError extends Error {
  constructor(status, body) {
    super((body && body.error && body.error.message) || `HTTP ${status}`);
    this.status = status;
  }
}

async function api(path, options = {}) {
  const response = await fetch(path, {
    method: options.method || "GET",
    signal: options.signal || (page && page.signal),
    headers: { Authorization: `Bearer ${sessionStorage.getItem(TOKEN_KEY)}`, Accept: "application/json" },
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(response.status, body);
  return body;
}

/** Follow a job's server-sent events (fetch, so the token goes in a header, never a URL). */
async function follow(jobId, signal, onEvent) {
  try {
    const response = await fetch(`/v1/jobs/${enc(jobId)}/events`, {
      signal, headers: { Authorization: `Bearer ${sessionStorage.getItem(TOKEN_KEY)}`, Accept: "text/event-stream" },
    });
    if (!response.ok || !response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const data = buffer.slice(0, cut).split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6));
        buffer = buffer.slice(cut + 2);
        if (data.length) onEvent(JSON.parse(data.join("\n")));
      }
    }
  } catch (error) {
    if (error.name !== "AbortError") console.warn("event stream ended", error);
  }
}

function show(...nodes) {
  main.replaceChildren(...nodes.flat(Infinity).filter(Boolean));
}

function failure(error) {
  if (error.name === "AbortError") return;
  if (error.status === 401) {
    sessionStorage.removeItem(TOKEN_KEY);
    signIn("That token is not valid here any more.");
    return;
  }
  show(h("p", { class: "error", role: "alert", text: `${error.message}` }));
}

function statusBar(counts, total) {
  const bar = h("div", { class: "bar", role: "img", "aria-label": breakdownText(counts) });
  for (const status of [...STATUSES, "running"]) {
    const n = counts[status] || 0;
    if (!n) continue;
    const part = h("span", { class: `seg-${status}`, title: `${status}: ${n}` });
    part.style.width = `${(100 * n) / Math.max(total, 1)}%`;
    bar.append(part);
  }
  return bar;
}

function breakdownText(counts) {
  return [...STATUSES, "running", "queued"].filter((s) => counts[s]).map((s) => `${s} ${counts[s]}`).join(", ");
}

function facts(pairs) {
  return h("dl", { class: "facts" }, pairs.map(([term, value]) => [h("dt", { text: term }), h("dd", {}, value)]));
}

function table(headers, rows, caption) {
  return h("table", {},
    caption ? h("caption", { class: "muted", text: caption }) : null,
    h("thead", {}, h("tr", {}, headers.map((x) => h("th", { scope: "col", class: x.startsWith("#") ? "num" : "",
      text: x.replace(/^#/, "") })))),
    h("tbody", {}, rows));
}

function cell(value, numeric) {
  return h("td", { class: numeric ? "num" : "" }, value);
}

function query(hash) {
  return new URLSearchParams(hash.split("?")[1] || "");
}

// --- sign in -----------------------------------------------------------------------------------

function signIn(message) {
  document.getElementById("sign-out").hidden = true;
  document.getElementById("who").textContent = "";
  const form = document.getElementById("sign-in-form").content.cloneNode(true);
  show(form);
  const error = document.getElementById("sign-in-error");
  error.textContent = message || "";
  document.getElementById("token").focus();
  document.getElementById("sign-in").addEventListener("submit", async (event) => {
    event.preventDefault();
    const token = document.getElementById("token").value.trim();
    sessionStorage.setItem(TOKEN_KEY, token);
    try {
      await api("/v1/jobs?page_size=1");
    } catch (failed) {
      sessionStorage.removeItem(TOKEN_KEY);
      error.textContent = failed.status === 401 ? "Unknown token." : failed.message;
      return;
    }
    if (!location.hash || location.hash === "#/") location.hash = "#/jobs";
    else route();
  });
}

// --- jobs ----------------------------------------------------------------------------------------

async function jobsPage(hash) {
  const token = query(hash).get("page") || "";
  const listing = await api(`/v1/jobs?page_size=${JOBS_PAGE}&page_token=${enc(token)}`);
  const rows = new Map();
  const body = listing.jobs.map((job) => {
    const row = h("tr", { "data-job": job.id });
    fillJobRow(row, job);
    rows.set(job.id, row);
    return row;
  });
  show(
    h("h1", { text: "Jobs" }),
    listing.jobs.length ? table(["Job", "Env", "Owner", "#Priority", "State", "Progress", "Episodes by status",
      "#Episodes/min", "Created"], body) : h("p", { class: "muted", text: "No jobs yet." }),
    h("div", { class: "pager" },
      token ? h("a", { href: "#/jobs", text: "← Newest" }) : null,
      listing.next_page_token ? h("a", { href: `#/jobs?page=${enc(listing.next_page_token)}`, text: "Older →",
        rel: "next" }) : null),
  );
  const live = listing.jobs.filter((job) => job.state === "queued" || job.state === "running").slice(0, LIVE_STREAMS);
  for (const job of live) {
    follow(job.id, page.signal, (event) => fillJobRow(rows.get(job.id), event.job));
  }
}

function fillJobRow(row, job) {
  const finished = finishedOf(job.counts);
  const elapsed = ((job.finished_at || Date.now() / 1000) - job.started_at) / 60;
  row.replaceChildren(
    h("td", {}, h("a", { href: `#/jobs/${enc(job.id)}`, text: job.id })),
    cell(job.env), cell(job.owner || "–"), cell(job.priority, true),
    cell(h("span", { class: `state state-${job.state}`, text: job.state })),
    cell([statusBar(job.counts, job.episodes_total), h("span", { class: "muted",
      text: `${finished} / ${job.episodes_total}` })]),
    cell(breakdownText(job.counts)),
    cell(job.started_at && elapsed > 0 ? fixed(finished / elapsed, 1) : "–", true),
    cell(when(job.created_at)),
  );
}

// --- a job ---------------------------------------------------------------------------------------

async function jobPage(hash, jobId) {
  const offset = Math.max(0, parseInt(query(hash).get("offset") || "0", 10) || 0);
  const [job, stats, groups] = await Promise.all([
    api(`/v1/jobs/${enc(jobId)}`), api(`/v1/jobs/${enc(jobId)}/stats`),
    api(`/v1/jobs/${enc(jobId)}/groups?offset=${offset}&limit=${GROUPS_PAGE}`),
  ]);
  const summary = h("section", { class: "card", "aria-label": "Summary" });
  const statsBox = h("div", { class: "grid" });
  const lineageBox = job.spec.draw && job.spec.draw.lineage ? h("section", { "aria-labelledby": "h-lineage" }) : null;
  const groupsBox = h("section", { "aria-label": "Groups" });
  show(h("h1", {}, "Job ", job.id), summary, statsBox, lineageBox, groupsBox);
  fillSummary(summary, job, job);
  fillStats(statsBox, stats);
  fillGroups(groupsBox, jobId, groups);
  if (lineageBox) await fillLineage(lineageBox, job);
  if (job.state === "queued" || job.state === "running") liveJob(job, summary, statsBox, groupsBox, offset, lineageBox);
}

function liveJob(job, summary, statsBox, groupsBox, offset, lineageBox) {
  let pending = null;
  const reload = async () => {
    pending = null;
    try {
      const [stats, groups] = await Promise.all([api(`/v1/jobs/${enc(job.id)}/stats`),
        api(`/v1/jobs/${enc(job.id)}/groups?offset=${offset}&limit=${GROUPS_PAGE}`)]);
      fillStats(statsBox, stats);
      fillGroups(groupsBox, job.id, groups);
      if (lineageBox) await fillLineage(lineageBox, job);
    } catch (error) {
      if (error.name !== "AbortError") console.warn("refresh failed", error);
    }
  };
  follow(job.id, page.signal, (event) => {
    fillSummary(summary, job, event.job);
    // Statistics read the whole event stream: refreshed less often the larger the job.
    const delay = Math.min(30000, 1000 + job.episodes_total);
    if (event.type === "episode_finished" || event.type === "job_finished") pending = pending || setTimeout(reload, delay);
  });
}

function fillSummary(box, job, live) {
  const spec = job.spec;
  const finished = finishedOf(live.counts);
  const running = live.state === "queued" || live.state === "running";
  // The box is drawn again at every event: the button's step (armed, sent) lives on the box.
  const cancel = running ? cancelButton(box.dataset.cancel) : null;
  if (cancel) {
    cancel.addEventListener("click", async () => {
      if (!box.dataset.cancel) {
        box.dataset.cancel = "armed";
        fillSummary(box, job, live);
        return;
      }
      box.dataset.cancel = "sent";
      cancel.disabled = true;
      try {
        fillSummary(box, job, await api(`/v1/jobs/${enc(job.id)}`, { method: "DELETE" }));
      } catch (error) {
        delete box.dataset.cancel;
        failure(error);
      }
    });
  }
  box.replaceChildren(...[
    h("div", { class: "grid" },
      facts([
        ["state", h("span", { class: `state state-${live.state}`, id: "job-state", text: live.state })],
        ["progress", [statusBar(live.counts, live.episodes_total),
          h("span", { id: "job-progress", text: `${finished} / ${live.episodes_total} episodes, ` +
            `${live.groups_complete} / ${live.groups_total} groups complete, ${live.groups_spread} with a reward ` +
            "spread" })]],
        ["by status", h("span", { id: "job-counts", text: breakdownText(live.counts) })],
        ["owner", job.owner || "–"],
        ["created", when(job.created_at)], ["started", when(live.started_at)], ["finished", when(live.finished_at)],
      ]),
      facts([
        ["env", spec.env], ["group size", spec.group_size], ["max turns", spec.max_turns],
        ["sampling", `temperature ${spec.sampling.temperature}, top_p ${spec.sampling.top_p}, ` +
          `max_tokens ${spec.sampling.max_tokens}`],
        ["draw", spec.draw ? `${spec.draw.strategy} draw of ${spec.draw.count} from ${spec.draw.split} ` +
          `(seed ${spec.draw.seed})${spec.draw.lineage ? `, lineage ${spec.draw.lineage}` : ""}` : "–"],
        ["priority", spec.priority], ["max staleness", spec.max_staleness ?? "none"],
        ["labels", Object.entries(spec.labels).map(([k, v]) => `${k}=${v}`).join(", ") || "–"],
      ])),
    cancel,
  ].filter(Boolean));
}

function cancelButton(step) {
  const armed = step === "armed" || step === "sent";
  return h("button", { type: "button", class: armed ? "danger armed" : "danger", id: "cancel", disabled: step === "sent",
    text: armed ? "Confirm: cancel every unfinished episode" : "Cancel job" });
}

function fillStats(box, stats) {
  const statusRows = Object.entries(stats.statuses).sort((a, b) => b[1] - a[1]).map(([status, n]) =>
    h("tr", { "data-status": status }, cell(h("span", { class: `status status-${status}`, text: status })), cell(n, true),
      cell(`${fixed((100 * n) / Math.max(stats.finished, 1), 1)}%`, true)));
  const timingRows = Object.entries(stats.timings).map(([stage, t]) =>
    h("tr", { "data-stage": stage }, cell(stage.replace(/_s$/, "")), cell(fixed(t.mean), true), cell(fixed(t.p50), true),
      cell(fixed(t.p90), true), cell(fixed(t.max), true)));
  box.replaceChildren(
    h("section", { "aria-labelledby": "h-rewards" }, h("h2", { id: "h-rewards", text: "Rewards" }),
      h("p", {}, `mean ${fixed(stats.reward_mean, 3)} over ${stats.reward_histogram.reduce((n, b) => n + b.count, 0)} `
        + `usable episodes; ${fixed(stats.episodes_per_s * 60, 1)} episodes/min`),
      stats.reward_histogram.length ? histogram(stats.reward_histogram) : null),
    h("section", { "aria-labelledby": "h-statuses" }, h("h2", { id: "h-statuses", text: "Status breakdown" }),
      statusRows.length ? table(["Status", "#Episodes", "#Share"], statusRows) : h("p", { class: "muted",
        text: "No episode has finished yet." })),
    h("section", { "aria-labelledby": "h-timings" }, h("h2", { id: "h-timings", text: "Stage timings (s)" }),
      timingRows.length ? table(["Stage", "#Mean", "#p50", "#p90", "#Max"], timingRows,
        `over the ${stats.timings_sample} most recently finished trajectories held`) :
        h("p", { class: "muted", text: "No trajectory held yet." })),
  );
}

/** The per-task statistics of the job's lineage (GET /v1/tasks/stats), of its env and split. */
async function fillLineage(box, job) {
  const draw = job.spec.draw;
  const params = new URLSearchParams({ lineage: draw.lineage, env: job.spec.env, split: draw.split,
    page_size: String(LINEAGE_TASKS) });
  if (job.owner) params.set("owner", job.owner);
  let body;
  try {
    const page = await api(`/v1/tasks/stats?${params}`);
    const played = new Set(job.spec.tasks.map((t) => t.id));
    const rows = page.tasks.map((t) => h("tr", { "data-task": t.task_id },
      cell(played.has(t.task_id) ? h("strong", { text: t.task_id }) : t.task_id), cell(t.groups, true),
      cell(t.episodes, true), cell(t.episodes ? fixed(t.successes / t.episodes, 2) : "–", true),
      cell(fixed(t.reward_mean, 3), true), cell(`${t.spread_groups} / ${t.groups}`, true),
      cell(t.groups_without_spread, true),
      cell(t.recent.length ? `v${t.recent[0].version}–v${t.recent[0].version_max}` : "–"), cell(when(t.updated_at))));
    body = rows.length ? table(["Task id", "#Groups", "#Episodes", "#Success rate", "#Mean reward", "#With spread",
      "#No spread in a row", "Latest versions", "Updated"], rows,
      `the ${rows.length} most recently updated of ${page.tasks_total} tasks of ${job.spec.env}'s ${draw.split} ` +
      `split (${page.groups} groups recorded in the lineage); this job's tasks in bold`) :
      h("p", { class: "muted", text: "No group of this lineage has completed yet." });
  } catch (error) {
    if (error.name === "AbortError") throw error;
    body = h("p", { class: "muted", text: `Task statistics unavailable: ${error.message}` });
  }
  box.replaceChildren(h("h2", { id: "h-lineage", text: `Lineage ${draw.lineage}: task statistics` }), body);
}

function histogram(bins) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "histogram");
  svg.setAttribute("viewBox", "0 0 560 160");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "Reward histogram: " +
    bins.map((b) => `${fixed(b.low)} to ${fixed(b.high)}: ${b.count}`).join("; "));
  const top = Math.max(1, ...bins.map((b) => b.count));
  const width = 540 / Math.max(bins.length, 1);
  bins.forEach((bin, i) => {
    const height = (130 * bin.count) / top;
    const rect = document.createElementNS(ns, "rect");
    for (const [k, v] of Object.entries({ x: 10 + i * width, y: 135 - height, width: width - 2, height })) {
      rect.setAttribute(k, String(v));
    }
    const title = document.createElementNS(ns, "title");
    title.textContent = `${fixed(bin.low)} – ${fixed(bin.high)}: ${bin.count}`;
    rect.append(title);
    svg.append(rect);
  });
  for (const [x, value, anchor] of [[10, bins[0]?.low, "start"], [550, bins[bins.length - 1]?.high, "end"]]) {
    const label = document.createElementNS(ns, "text");
    for (const [k, v] of Object.entries({ x, y: 152, "text-anchor": anchor })) label.setAttribute(k, String(v));
    label.textContent = fixed(value);
    svg.append(label);
  }
  return svg;
}

function fillGroups(box, jobId, groups) {
  const rows = groups.groups.map((group) => h("tr", { "data-group": group.id },
    cell(group.task_index, true), cell(group.task_id || "–"),
    cell(group.complete ? "complete" : `${group.trajectories.filter((t) => t.reward !== null).length} / ` +
      `${group.trajectories.length} finished`), cell(fixed(group.reward_mean, 3), true),
    cell(group.trajectories.map((t) => sampleLink(jobId, t)))));
  const last = Math.max(0, Math.floor((groups.groups_total - 1) / GROUPS_PAGE) * GROUPS_PAGE);
  const at = (offset) => `#/jobs/${enc(jobId)}?offset=${offset}`;
  const first = groups.offset + 1;
  box.replaceChildren(
    h("h2", { text: "Groups" }),
    h("p", { class: "muted" }, "Each episode: reward, GRPO advantage within its group (once complete), status. ",
      "Dashed: not usable for training."),
    table(["#Task", "Task id", "Group", "#Mean reward", "Episodes"], rows),
    h("nav", { class: "pager", "aria-label": "Group pages" },
      groups.offset > 0 ? h("a", { href: at(0), text: "« First" }) : null,
      groups.offset > 0 ? h("a", { href: at(Math.max(0, groups.offset - GROUPS_PAGE)), text: "‹ Previous",
        rel: "prev" }) : null,
      h("span", { id: "group-range", text: `groups ${Math.min(first, groups.groups_total)} to ` +
        `${groups.offset + groups.groups.length} of ${groups.groups_total}` }),
      groups.next_offset >= 0 ? h("a", { href: at(groups.next_offset), text: "Next ›", rel: "next" }) : null,
      groups.next_offset >= 0 ? h("a", { href: at(last), text: "Last »" }) : null),
  );
}

function sampleLink(jobId, t) {
  const label = t.reward === null ? `s${t.sample_index} ${t.status}` :
    `s${t.sample_index} r=${fixed(t.reward)} A=${signed(t.advantage)} ${t.status}`;
  const cls = `sample status-${t.status}${USABLE.has(t.status) || t.reward === null ? "" : " unusable"}`;
  if (t.reward === null) return h("span", { class: cls, text: label });
  return h("a", { class: cls, href: `#/jobs/${enc(jobId)}/trajectories/${enc(t.id)}`, "data-trajectory": t.id,
    title: `${t.turns} turns, ${t.tokens} tokens (${t.generated_tokens} sampled), ${fixed(t.total_s)} s, ` +
      `policy v${t.policy_version_min}–v${t.policy_version_max}${t.prefix_stable ? "" : ", prefix NOT stable"}`,
    text: label });
}

// --- a trajectory --------------------------------------------------------------------------------

async function trajectoryPage(hash, jobId, trajectoryId) {
  const [, taskIndex] = trajectoryId.match(/-t(\d+)-s\d+$/) || [null, "0"];
  const [view, groups] = await Promise.all([api(`/v1/jobs/${enc(jobId)}/trajectories/${enc(trajectoryId)}`),
    api(`/v1/jobs/${enc(jobId)}/groups?offset=${taskIndex}&limit=1`)]);
  const t = view.trajectory;
  const jobLink = `#/jobs/${enc(jobId)}?offset=${Math.floor(parseInt(taskIndex, 10) / GROUPS_PAGE) * GROUPS_PAGE}`;
  const siblings = (groups.groups[0]?.trajectories || []).filter((s) => s.reward !== null);
  const here = siblings.findIndex((s) => s.id === t.id);
  const sibling = (delta, id, text) => {
    const other = here >= 0 ? siblings[here + delta] : undefined;
    return other ? h("a", { href: `#/jobs/${enc(jobId)}/trajectories/${enc(other.id)}`, id, text, rel: id }) : null;
  };
  show(
    h("p", {}, h("a", { href: jobLink, id: "up", text: `← job ${jobId}, group ${t.group_id}` })),
    h("h1", {}, "Trajectory ", t.id),
    h("div", { class: "pager" },
      sibling(-1, "prev", "‹ previous sample"), sibling(1, "next", "next sample ›"),
      h("button", { type: "button", id: "download", onclick: () => download(t), text: "Download JSON" }),
      h("span", { class: "keys" }, h("kbd", { text: "[" }), " ", h("kbd", { text: "]" }), " samples, ",
        h("kbd", { text: "u" }), " up to the job")),
    h("div", { class: "grid" },
      h("section", { class: "card", "aria-label": "Outcome" }, facts([
        ["status", [h("span", { class: `status status-${t.status}`, id: "traj-status", text: t.status }),
          t.status_reason ? ` ${t.status_reason}` : ""]],
        ["reward", h("span", { id: "traj-reward", text: fixed(t.reward, 4) })], ["success", String(t.success)],
        ["task", t.task_id], ["env", `${t.env}, seed ${t.seed}`],
        ["policy versions", `v${t.policy_version_min} – v${t.policy_version_max}, staleness ${t.staleness}` +
          (t.stale ? " (stale)" : "")],
        ["prefix stable", t.prefix_stable ? "yes" : h("span", { class: "badge-warn",
          text: "NO: the kept ids do not spell the chat template's rendering" })],
        ["tokens", h("span", { id: "traj-tokens", text: `${t.token_ids.length} (${t.prompt_tokens} context, ` +
          `${t.generated_tokens} sampled)` })],
        ["worker", t.worker || "–"], ["finished", when(t.finished_at)],
      ])),
      h("section", { class: "card", "aria-label": "Timings" }, h("h2", { text: "Timings (s)" }),
        facts(Object.entries(t.timings).map(([k, v]) => [k.replace(/_s$/, ""), fixed(v, 3)]))),
      h("section", { class: "card", "aria-label": "Environment info" }, h("h2", { text: "Env info" }),
        h("pre", { id: "traj-info", text: JSON.stringify(t.info, null, 2) })),
    ),
    h("h2", { id: "h-tokens", text: "Tokens, as the model saw them" }),
    legend(),
    tokenView(t, view.tokens),
    h("h2", { text: "Turns" }),
    stepsTable(t),
  );
}

function stepsTable(t) {
  const rows = t.steps.map((step, i) => h("tr", { "data-step": i },
    cell(i, true), cell(`${step.token_start}–${step.token_end}`, true), cell(`v${step.policy_version}`),
    cell(step.worker || "–"),
    cell([h("pre", { text: step.action }), step.valid_action ? null : h("span", { class: "badge-warn",
      text: "invalid action" })]),
    cell(longText(step.observation)), cell(fixed(step.reward, 3), true), cell(step.done ? "done" : ""),
    cell(step.anchor_state ? longText(step.anchor_state) : "–")));
  return table(["#Turn", "#Tokens", "Version", "Worker", "Action", "Observation", "#Reward", "Done",
    "Anchor state"], rows);
}

function longText(text) {
  if (text.length <= 400) return h("pre", { text });
  return h("details", {}, h("summary", { text: `${text.slice(0, 120)}… (${text.length} chars)` }), h("pre", { text }));
}

function legend() {
  return h("div", { class: "legend", "aria-label": "Legend" },
    h("span", { class: "tok c", text: "context (loss mask 0)" }),
    h("span", { class: "tok s b9", text: "sampled, p≈1" }),
    h("span", { class: "tok s b5", text: "p≈0.5" }),
    h("span", { class: "tok s b0", text: "p<0.1" }),
    h("span", { class: "muted", text: "Hover a token, or focus the tokens and use ← → (Home, End), for its id, " +
      "logprob and policy version." }));
}

function tokenView(t, texts) {
  const box = h("div", { class: "tokens", id: "tokens", tabindex: "0", role: "group",
    "aria-labelledby": "h-tokens" });
  const marks = new Map();
  t.steps.forEach((step, n) => {
    marks.set(step.token_start, `turn ${n} · sampled by v${step.policy_version}${step.worker ? ` on ${step.worker}` : ""}`);
    if (step.token_end < t.token_ids.length && !marks.has(step.token_end)) {
      marks.set(step.token_end, `turn ${n} · the env's reply and the next prompt (context)`);
    }
  });
  const versions = new Array(t.token_ids.length).fill(null);
  for (const step of t.steps) versions.fill(step.policy_version, step.token_start, step.token_end);
  const fragment = document.createDocumentFragment();
  t.token_ids.forEach((id, i) => {
    if (marks.has(i)) fragment.append(h("span", { class: "turn", "data-at": i, text: marks.get(i) }));
    const sampled = t.loss_mask[i] === 1;
    const p = Math.exp(t.logprobs[i] || 0);
    const cls = sampled ? `tok s b${Math.min(9, Math.floor(p * 10))}` : "tok c";
    fragment.append(h("span", { class: cls, "data-i": i, "data-v": versions[i] ?? "",
      title: `#${i} id ${id}` + (sampled ? ` · logprob ${fixed(t.logprobs[i], 3)} (p ${fixed(p, 3)})` : " · context") +
        (versions[i] === null ? "" : ` · v${versions[i]}`),
      text: texts.length ? texts[i] : `⟨${id}⟩` }));
  });
  box.append(fragment);
  const detail = h("p", { id: "token-detail", class: "muted", "aria-live": "polite" });
  const spans = box.getElementsByClassName("tok");
  let current = -1;
  const select = (i) => {
    if (!spans.length) return;
    spans[current]?.classList.remove("current");
    current = Math.max(0, Math.min(spans.length - 1, i));
    spans[current].classList.add("current");
    spans[current].scrollIntoView({ block: "nearest" });
    detail.textContent = `${JSON.stringify(spans[current].textContent)} ${spans[current].title}`;
  };
  const keys = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 20, ArrowUp: -20 };
  box.addEventListener("keydown", (event) => {
    if (event.key in keys) select(current + keys[event.key]);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(spans.length - 1);
    else return;
    event.preventDefault();
  });
  box.addEventListener("click", (event) => {
    const span = event.target.closest(".tok");
    if (span) select(Number(span.dataset.i));
  });
  return [box, detail];
}

function download(t) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(t, null, 2)], { type: "application/json" }));
  const link = h("a", { href: url, download: `${t.id}.json` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

// --- workers and policy ------------------------------------------------------------------------

async function workersPage() {
  const [workers, policy, history] = await Promise.all(
    [api("/v1/workers"), api("/v1/policy"), api("/v1/policy/history")]);
  const rows = workers.workers.map((w) => h("tr", { "data-worker": w.url },
    cell(w.url), cell(w.healthy ? "healthy" : h("span", { class: "error", text: "unhealthy" })),
    cell(w.quarantined ? h("span", { class: "error", text: w.quarantined }) : "–"), cell(w.model || "–"),
    cell(`v${w.policy_version}`), cell(w.running, true), cell(w.waiting, true)));
  show(
    h("h1", { text: "Workers & policy" }),
    h("section", { class: "card", "aria-label": "Policy" }, facts([
      ["current version", h("span", { id: "policy-version", text: `v${policy.version}` })],
      ["loaded from", policy.path || "the served model (no push yet)"],
      ["adapter", policy.adapter || "– (full weights)"],
      ["workers on it", `${Object.values(policy.workers).filter((v) => v === policy.version).length} of ` +
        `${Object.keys(policy.workers).length} healthy`],
    ])),
    h("h2", { text: "Inference workers" }),
    table(["Worker", "Health", "Quarantined", "Model", "Version", "#Running", "#Waiting"], rows),
    h("h2", { text: "Push history" }),
    history.pushes.length ? table(["When", "#Version", "Weights", "Outcome", "#Workers", "#Seconds"],
      history.pushes.map(pushRow)) : h("p", { text: "No push yet: the workers serve the model they started with." }),
  );
}

function pushRow(push) {
  const loaded = push.workers.filter((w) => w.ok).length;
  const failed = push.workers.filter((w) => !w.ok).map((w) => `${w.url}: ${w.error}`).join("; ");
  const outcome = push.ok ? "loaded everywhere" : loaded ? "partial" : "failed";
  return h("tr", { "data-push": String(push.requested) },
    cell(new Date(push.at * 1000).toLocaleString()), cell(`v${push.requested}`, true),
    cell(`${push.path}${push.lora ? " (LoRA)" : ""}`),
    cell(push.ok ? outcome : h("span", { class: "error", text: outcome, title: failed })),
    cell(`${loaded} of ${push.workers.length}`, true), cell(push.seconds.toFixed(2), true));
}

// --- routing -------------------------------------------------------------------------------------

const ROUTES = [
  [/^#\/jobs\/([^/?]+)\/trajectories\/([^/?]+)/, trajectoryPage, "jobs"],
  [/^#\/jobs\/([^/?]+)/, jobPage, "jobs"],
  [/^#\/jobs(\?|$)/, jobsPage, "jobs"],
  [/^#\/workers/, workersPage, "workers"],
];

async function route() {
  if (page) page.abort();
  page = new AbortController();
  if (!sessionStorage.getItem(TOKEN_KEY)) return signIn();
  document.getElementById("sign-out").hidden = false;
  const hash = location.hash || "#/jobs";
  const found = ROUTES.find(([pattern]) => pattern.test(hash));
  if (!found) {
    location.hash = "#/jobs";
    return;
  }
  const [pattern, render, section] = found;
  for (const link of document.querySelectorAll("[data-nav]")) {
    if (link.dataset.nav === section) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  show(h("p", { class: "muted", text: "Loading…" }));
  const args = pattern.exec(hash).slice(1).filter((x) => x && x !== "?").map(decodeURIComponent);
  try {
    await render(hash, ...args);
    main.dataset.loaded = hash;
    main.focus({ preventScroll: true });
  } catch (error) {
    failure(error);
  }
}

function shortcuts(event) {
  if (event.target.closest("input, textarea") || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = { "[": "prev", "]": "next", u: "up" }[event.key];
  const link = target && document.getElementById(target);
  if (link) {
    event.preventDefault();
    link.click();
  }
}

window.addEventListener("hashchange", route);
document.addEventListener("keydown", shortcuts);
document.getElementById("sign-out").addEventListener("click", () => {
  sessionStorage.removeItem(TOKEN_KEY);
  if (page) page.abort();
  signIn("Signed out.");
});
route();
