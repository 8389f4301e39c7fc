import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  md
} from "./chunk-SRY74GCY.js";
import {
  num,
  numRange,
  plural,
  signed
} from "./chunk-VFM2G6YV.js";
import {
  flakyTasks,
  usesStats
} from "./chunk-B7PSI4WC.js";
import {
  importFormatOf
} from "./chunk-APF4LJVI.js";
import {
  oneLine
} from "./chunk-DMNESY7P.js";

// src/report/html-escape.ts
var ESC = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ESC[c]);
}
function escId(s) {
  const pieces = String(s).split(/(?<=[._])/);
  return `<span class="id">${pieces.map((p) => `<span class="seg">${esc(p)}</span>`).join("<wbr>")}</span>`;
}
function escNamed(id, name) {
  return name.startsWith(id) ? `${escId(id)}${esc(name.slice(id.length))}` : esc(name);
}

// src/report/paired-view.ts
var TEST_WORDS = {
  "mcnemar-exact": "McNemar's exact test (paired)",
  "paired-bootstrap": "paired bootstrap",
  newcombe: "Newcombe's interval (unpaired)"
};
function pairedView(stats, tasks) {
  const regressions = (stats?.regressions ?? []).map((t) => {
    const parts = [t.split, t.k === void 0 ? void 0 : `k=${t.k}`].filter((p2) => p2 !== void 0);
    const p = t.test === "mcnemar-exact" ? t.paired : void 0;
    return {
      gate: parts.length > 0 ? `${t.id} (${parts.join(", ")})` : t.id,
      test: t.test ?? "newcombe",
      result: t.result,
      ...p ? {
        n: p.n,
        pValue: p.p_value,
        newlyFailing: { count: p.newly_failing, ids: p.newly_failing_ids },
        newlyPassing: { count: p.newly_passing, ids: p.newly_passing_ids }
      } : {}
    };
  });
  const flaky = tasks?.results ? flakyTasks(tasks.results) : void 0;
  if (regressions.length === 0 && !flaky?.count) return void 0;
  return {
    ...stats?.baseline ? { baseline: stats.baseline.record_id } : {},
    regressions,
    ...flaky && flaky.count > 0 ? { flaky } : {}
  };
}

// src/report/paired-render.ts
var SHOWN = 10;
function testText(l) {
  return l.test === "mcnemar-exact" && l.n !== void 0 ? `${TEST_WORDS[l.test]} on ${plural(l.n, "task")} both runs answered, p = ${num(l.pValue)}` : l.test === "newcombe" ? `${TEST_WORDS[l.test]}: the baseline's per-task results were not at hand` : TEST_WORDS[l.test];
}
function lists(p) {
  const out = [];
  for (const l of p.regressions) {
    if (l.newlyFailing?.count) out.push([`newly failing under ${l.gate}`, l.newlyFailing]);
    if (l.newlyPassing?.count) out.push([`newly passing under ${l.gate}`, l.newlyPassing]);
  }
  if (p.flaky?.count) out.push(["flaky (mixed results across their attempts)", p.flaky]);
  return out;
}
var rest = (l, shown) => l.count > shown ? l.count - shown : 0;
function pairedMarkdown(p) {
  if (!p) return [];
  const out = [`**Tasks that flipped since the release${p.baseline ? ` (${md(p.baseline)})` : ""}, and flaky tasks**`, ""];
  for (const l of p.regressions) out.push(`- regression of ${md(l.gate)}: ${l.result}, by ${md(testText(l), 400)}`);
  for (const [title, l] of lists(p)) {
    const ids = l.ids.slice(0, SHOWN);
    const more = rest(l, ids.length);
    out.push(`- ${md(title)} (${l.count}): ${ids.map((id) => md(id, 120)).join(", ")}${more > 0 ? `, and ${more} more` : ""}`);
  }
  out.push("");
  return out;
}
function pairedHtml(p) {
  if (!p) return "";
  const out = [`<section id="flipped"><h2>Tasks that flipped since the release${p.baseline ? ` ${esc(p.baseline)}` : ""}, and flaky tasks</h2><ul>`];
  for (const l of p.regressions) out.push(`<li>regression of <code>${esc(l.gate)}</code>: <b>${esc(l.result)}</b>, by ${esc(testText(l))}</li>`);
  out.push("</ul>");
  for (const [title, l] of lists(p)) {
    const more = rest(l, l.ids.length);
    out.push(
      `<h3>${esc(title)} (${esc(l.count)})</h3><p>${l.ids.map((id) => `<code>${esc(id)}</code>`).join(", ")}${more > 0 ? `, and ${esc(more)} more (every one in the stats and detail sidecars)` : ""}</p>`
    );
  }
  out.push("</section>");
  return out.join("");
}
function pairedText(p) {
  if (!p) return [];
  const flat = (s) => Array.from(s, (ch) => {
    const c = ch.codePointAt(0);
    return c < 32 || c >= 127 && c < 160 || c === 8232 || c === 8233 ? "?" : ch;
  }).join("");
  const out = [];
  for (const l of p.regressions) out.push(`regression of ${flat(l.gate)}: ${l.result}, by ${testText(l)}`);
  for (const [title, l] of lists(p)) {
    const ids = l.ids.slice(0, SHOWN);
    const more = rest(l, ids.length);
    out.push(`${flat(title)} (${l.count}): ${ids.map(flat).join(", ")}${more > 0 ? `, and ${more} more` : ""}`);
  }
  return out;
}

// src/report/wording.ts
var input = (s, name, value = "true") => ({ code: s === "cli" ? `--${name}` : `${name}: ${value}` });
var WORDING = {
  GATE_FAILED: { next: () => ["fix what makes the gate fail (the failing tasks are listed under Tasks), then run again"] },
  GATE_INCONCLUSIVE: { next: () => ["run more tasks: the bound cannot settle the gate on this many"] },
  GATE_NO_EVIDENCE: { next: () => ["give the measure or the decision this gate reads"] },
  GATE_NO_THRESHOLD: { next: () => ["set a floor or a ceiling for this gate in the profile"] },
  DECISION_CONTRADICTED: { next: () => ["look at the measurement: the decision disagrees with it, so it does not count"] },
  CANARY_FIRED: { next: () => ["rotate the held-out tasks and their canaries: the set may have leaked into training or prompts"] },
  CANARY_NOT_RUN: { next: () => ["run the canary probes with the other tasks"] },
  UNSEALED: {
    text: ["the held-out split is not sealed"],
    next: (s) => ["set ", input(s, "sealed"), " once no optimizer or prompt author has read it"]
  },
  TIER_RELIABILITY_GATE: { next: () => ["add a ", { code: "reliability.pass_hat_k" }, " gate with a floor to the profile"] },
  HELD_OUT_EMPTY: { next: () => ["mark some tasks ", { code: "held-out" }, " in the task manifest"] },
  TASK_SET_HELD_OUT_SHARE: { next: () => ["hold out more of the tasks in the task manifest"] },
  TASK_SET_CANARIES: { next: () => ["add canary probes to the task manifest"] },
  T2_DECISION_INCOMPLETE: { next: (s) => ["record the human decision: ", input(s, "question", "\u2026"), ", two or more options and the rationale"] },
  T2_SIGNATURE_MISSING: {
    text: ["tier T2 needs a signed record"],
    next: (s) => ["give ", s === "cli" ? { code: "--signing-key file:PATH" } : { code: "signing-key" }]
  },
  APPROVAL_BY_AUTHOR: { next: () => ["have someone other than the author of the change approve the run"] },
  APPROVAL_UNCHECKED: { next: () => ["give the workflow the permission to read approvals"] },
  BAR_CHANGED: { next: () => ["have the change of the bar approved, or judge it by the base"] },
  BAR_UNSIGNED: { next: () => ["sign the bar with the record's key"] },
  BASELINE_UNVERIFIED: { next: () => ["give the public key the baseline record was signed with"] },
  RECOMPUTE_CONTRADICTED: {
    next: () => ["run the evaluation again in a job that does not run the change\u2019s code: the results file records a pass its own output fails"]
  }
};
var STOPS = {
  UNSEALED: "an unsealed run stops at L1",
  DIGEST_PLACEHOLDER: "a record with a placeholder digest stops below L2",
  PASS_HAT_K_MISSING: "a record without pass^k stops at L2",
  JUDGE_NOT_PINNED: "a judge that is not pinned keeps a record at L2",
  JUDGE_KAPPA_MISSING: "a judge without its agreement with people (kappa) keeps a record at L2",
  EVALUATOR_NOT_INDEPENDENT: "an evaluator that is not independent keeps a record at L2",
  SIGNATURE_UNVERIFIED: "an unverified signature stops at L3 (verify it with the public key)",
  SIGNATURE_MISSING: "an unsigned record stops at L3"
};
function reasonLine(r, surface, text) {
  const w = WORDING[r.code];
  const next = w?.next(surface);
  return {
    verdict: r.verdict,
    code: r.code,
    lead: r.verdict === "reject" ? "Rejected" : "Held",
    text: text ?? w?.text ?? [r.message.replace(/^advisory: /, "")],
    ...next ? { next } : {}
  };
}
function levelWhy(level, unmet) {
  const name = level ?? "below L1";
  if (level === "L4") return "L4: every rule of every level holds";
  const first = unmet?.[0];
  if (!first) return name;
  return `${name}: ${STOPS[first.code] ?? `the next level needs ${first.message}`}`;
}
function plainText(p) {
  return p.map((x) => typeof x === "string" ? x : x.code).join("");
}
function reasonText(r) {
  return `${r.lead}: ${plainText(r.text)}${r.next ? ` \u2014 ${plainText(r.next)}` : ""} (${r.code})`;
}

// src/report/marks.ts
var MARKS = {
  pass: { mark: "\u2714", word: "pass" },
  fail: { mark: "\u2718", word: "fail" },
  inconclusive: { mark: "\u25D0", word: "inconclusive" },
  shadow: { mark: "\u25CB", word: "shadow" },
  "not-run": { mark: "\u2013", word: "not run" }
};
var VERDICT_STATE = { ship: "pass", hold: "inconclusive", reject: "fail" };
var mark = (s) => MARKS[s].mark;
var marked = (s) => `${MARKS[s].mark} ${MARKS[s].word}`;
var verdictMarked = (v) => `${mark(VERDICT_STATE[v])} ${v}`;

// src/report/view.ts
var STATE_WORD = {
  pass: MARKS.pass.word,
  fail: MARKS.fail.word,
  inconclusive: MARKS.inconclusive.word,
  shadow: MARKS.shadow.word
};
function gateView(input2) {
  const { record, signals, baseline } = input2;
  const key = (m) => `${m.id}|${m.split ?? ""}|${m.k ?? ""}`;
  const before = new Map((baseline?.measures ?? []).map((m) => [key(m), m.value]));
  const advisory = [];
  if (signals) {
    for (const h of signals.softHolds) advisory.push(`${h.code}: ${h.message}`);
    for (const a of signals.agents.agents)
      if (a.gamingTell && !signals.softHolds.some((h) => h.code === "SOFT_FLAT_CONFIDENCE"))
        advisory.push(
          `agent ${a.agent} reports the same confidence on nearly every run yet scores well on calibration: its confidence may be tuned to the score rather than to the task`
        );
    for (const s of signals.confidence.summaries)
      if (s.calibrationInversion && !signals.softHolds.some((h) => h.code === "SOFT_CALIBRATION_INVERSION"))
        advisory.push(`${s.agentName}::${s.skill} is more confident when it fails than when it succeeds`);
    if (signals.privacy.flagged > 0)
      advisory.push(`${signals.privacy.flagged} signal values look like ${Object.keys(signals.privacy.byKind).join(", ")}: signals must not carry them`);
    if (signals.deviations.total > 0)
      advisory.push(
        `${signals.deviations.total} signal deviations from their contracts (each is listed in the signals analysis, \`.signals.json\` beside the record)`
      );
  }
  const shadow = input2.shadow ? input2.shadow.map((g) => asShadow(gateLine(g, record), g.result)) : (input2.stats?.shadow ?? []).map(shadowLine);
  const rows = [...input2.gates.map((g) => gateLine(g, record)), ...shadow];
  const paired = pairedView(input2.stats, input2.tasks);
  const drill = input2.tasks ? drillDown(input2.tasks, baseline && input2.baselineTasks ? { id: baseline.record_id, tasks: input2.baselineTasks } : void 0) : void 0;
  return {
    verdict: input2.verdict,
    reasonLines: reasonLines(input2.reasons, input2.gates, rows, input2.surface ?? "cli"),
    rows,
    levelWhy: levelWhy(input2.level, input2.unmet),
    shortDigest: shortDigest(input2.recordDigest),
    links: input2.links ?? {},
    ...drill ? { drill } : {},
    reasons: input2.reasons,
    gates: input2.gates,
    measures: record.measures.map((m) => {
      const b = before.get(key(m));
      return b === void 0 ? m : { ...m, baseline: b };
    }),
    ...baseline ? { baseline: { record_id: baseline.record_id, emitted_at: baseline.emitted_at } } : {},
    acceptance: (signals?.acceptance ?? []).map((a) => ({
      rule: a.rule,
      ...a.run ? { run: a.run } : {},
      result: a.result,
      tier: a.tier,
      reasons: a.reasons,
      details: a.details
    })),
    advisory,
    level: input2.level,
    profile: `${record.profile.id}@${record.profile.version} (${record.profile.tier})`,
    agent: record.subject.agent,
    recordDigest: input2.recordDigest,
    ...importFormatOf(record.assurance.evidence.format) !== void 0 ? { evidence: record.assurance.evidence.format } : {},
    ...custodyView(record),
    ...input2.artifact ? { artifact: input2.artifact } : {},
    confidenceBuckets: signals?.confidence.buckets ?? [],
    ...input2.stats && usesStats(input2.stats) ? { stats: input2.stats } : {},
    ...paired ? { paired } : {},
    ...input2.barChange ? { barChange: input2.barChange } : {},
    ...input2.approvedBy === void 0 ? {} : { approval: { by: input2.approvedBy, actor: record.decision.actor } }
  };
}
function shortDigest(digest) {
  const m = /^(sha256:)?([0-9a-f]{12})[0-9a-f]*$/.exec(digest);
  return m ? `sha256:${m[2]}` : digest;
}
function gateName(g) {
  const parts = [g.split, g.k === void 0 ? void 0 : `k=${g.k}`].filter((p) => p !== void 0);
  return parts.length > 0 ? `${g.id} (${parts.join(", ")})` : g.id;
}
function withState(state, note) {
  return { state, stateText: note ? `${STATE_WORD[state]} (${note})` : STATE_WORD[state], ...note ? { note } : {} };
}
function openNote(g) {
  if (g.result === "missing") return g.contradicted ? "the decision is contradicted" : g.noThreshold ? "no threshold" : "no evidence";
  const more = g.bound?.result === "inconclusive" ? g.bound.more : void 0;
  if (more) return `~${more.toLocaleString("en-US")} more tasks`;
  if (more === null) return "more tasks at this rate would not settle it";
  if (g.regression?.result === "inconclusive") return `the regression against ${g.regression.baseline.record_id} is not settled`;
  return "not settled";
}
function gateLine(g, record) {
  const b = g.bound;
  const kind = g.floor !== void 0 ? "floor" : g.ceiling !== void 0 ? "ceiling" : b?.kind;
  const t = g.floor ?? g.ceiling ?? b?.threshold;
  const threshold = kind !== void 0 && t !== void 0 ? { kind, value: t } : void 0;
  const judgedOn = b ? b.kind === "floor" ? "lower bound" : "upper bound" : g.value !== void 0 ? "value" : g.decided !== void 0 ? "decision" : "nothing";
  const judged = b ? b.kind === "floor" ? b.lower : b.upper : g.value;
  const r = g.regression;
  const margin = typeof judged === "number" && threshold && Number.isFinite(judged) ? threshold.kind === "floor" ? judged - threshold.value : threshold.value - judged : !threshold && r ? r.max_drop - (r.baseline.value - r.current.value) : void 0;
  const regressed = r && r.result === "fail" ? `regressed against ${r.baseline.record_id}` : void 0;
  const state = g.result === "pass" ? withState("pass") : g.result === "fail" ? withState("fail", regressed) : withState("inconclusive", openNote(g));
  const unit = record?.measures.find((m) => m.id === g.id && (m.split ?? void 0) === g.split && (g.k === void 0 || m.k === g.k))?.unit;
  return {
    id: g.id,
    ...g.split ? { split: g.split } : {},
    ...g.k !== void 0 ? { k: g.k } : {},
    name: gateName(g),
    ...state,
    judgedOn,
    ...judged !== void 0 ? { judged } : {},
    ...g.value !== void 0 ? { value: g.value } : {},
    ...threshold ? { threshold } : {},
    ...margin !== void 0 ? { margin } : {},
    ...b ? { bound: { lower: b.lower, upper: b.upper, confidence: b.confidence, method: b.method, n: b.n, ...b.more !== void 0 ? { more: b.more } : {} } } : {},
    ...r ? {
      regression: {
        baseline: r.baseline.record_id,
        before: r.baseline.value,
        now: r.current.value,
        drop: r.baseline.value - r.current.value,
        maxDrop: r.max_drop,
        result: r.result
      }
    } : {},
    source: g.source,
    ...unit ? { unit } : {},
    reason: g.reason
  };
}
var wouldBe = (r) => r === "missing" ? "would have no evidence" : `would ${r === "inconclusive" ? "be inconclusive" : r}`;
function asShadow(l, result) {
  return { ...l, ...withState("shadow", `not enforced, ${wouldBe(result)}`) };
}
function shadowLine(s) {
  return {
    id: s.id,
    ...s.split ? { split: s.split } : {},
    name: gateName(s),
    ...withState("shadow", `not enforced, ${wouldBe(s.result)}`),
    judgedOn: "nothing",
    source: "native",
    reason: s.reason
  };
}
function thresholdText(l) {
  if (!l.threshold) return l.regression ? `drop \u2264 ${num(l.regression.maxDrop)}` : "\u2013";
  return `${l.threshold.kind === "floor" ? "\u2265" : "\u2264"} ${num(l.threshold.value)}${l.unit ? ` ${l.unit}` : ""}`;
}
function marginText(l) {
  if (l.margin === void 0) return "\u2013";
  return signed(l.margin);
}
function judgedText(l) {
  if (l.judged === void 0) return l.judgedOn === "decision" ? `${l.source} decision` : "\u2013";
  const unit = l.unit && typeof l.judged === "number" ? ` ${l.unit}` : "";
  const on = l.judgedOn === "lower bound" || l.judgedOn === "upper bound" ? ` (${l.judgedOn})` : !l.threshold && l.regression ? ` (drop ${num(l.regression.drop)})` : "";
  return `${num(l.judged)}${unit}${on}`;
}
function gateText(l) {
  const numbers = l.threshold ? `  ${judgedText(l)} ${thresholdText(l)}  margin ${marginText(l)}` : l.judgedOn === "nothing" ? "" : `  ${judgedText(l)}`;
  return oneLine(`${l.stateText.padEnd(13)} ${l.name}${numbers}`);
}
function gateSentence(l) {
  const name = `gate ${l.name}`;
  const t = l.threshold ? `${l.threshold.kind} ${num(l.threshold.value)}` : void 0;
  const rg = l.regression;
  if (l.state === "fail" && rg && rg.result === "fail")
    return [`${name} dropped ${num(rg.drop)} since ${rg.baseline} (${num(rg.before)} then, ${num(rg.now)} now; at most ${num(rg.maxDrop)} may drop)`];
  if (l.state === "fail") {
    if (typeof l.judged === "boolean") return [`${name} is ${l.judged}`];
    if (typeof l.judged === "number" && t) {
      const side = l.threshold?.kind === "floor" ? "below" : "above";
      const on = l.judgedOn === "value" ? "is" : `has its ${l.judgedOn} at`;
      return [`${name} ${on} ${num(l.judged)}${l.unit ? ` ${l.unit}` : ""}, ${side} its ${t}`];
    }
    return [`${name} failed: ${l.reason}`];
  }
  if (l.state === "inconclusive") {
    if (l.note === "no evidence") return [`${name} has no evidence (${afterLabel(l.reason)})`];
    if (l.note === "no threshold") return [`${name} is measured but the profile sets no floor or ceiling for it`];
    if (l.note === "the decision is contradicted") return [`${name}: ${afterLabel(l.reason)}`];
    const bd = l.bound;
    if (bd && t)
      return [
        `${name} is not settled: its ${num(bd.confidence * 100)}% interval ${numRange(bd.lower, bd.upper)} on ${bd.n.toLocaleString("en-US")} observations straddles its ${t}`
      ];
    if (rg && rg.result === "inconclusive")
      return [`${name} is not settled: its drop of ${num(rg.drop)} since ${rg.baseline} cannot yet be told apart from the ${num(rg.maxDrop)} allowed`];
    return [`${name} is not settled (${l.note ?? "inconclusive"})`];
  }
  return [`${name} ${l.stateText}`];
}
function afterLabel(reason) {
  const at = reason.indexOf(": ");
  return at >= 0 ? reason.slice(at + 2) : reason;
}
var GATE_CODES = /* @__PURE__ */ new Set(["GATE_FAILED", "GATE_INCONCLUSIVE", "GATE_NO_EVIDENCE", "GATE_NO_THRESHOLD", "DECISION_CONTRADICTED"]);
function reasonLines(reasons, gates, rows, surface) {
  const used = /* @__PURE__ */ new Set();
  return reasons.map((r) => {
    if (!GATE_CODES.has(r.code)) return reasonLine(r, surface);
    const i = gates.findIndex((g, at) => !used.has(at) && g.reason !== "" && r.message.includes(g.reason));
    if (i < 0) return reasonLine(r, surface);
    used.add(i);
    const row = rows[i];
    const line = reasonLine(r, surface, gateSentence(row));
    if (r.code === "GATE_INCONCLUSIVE" && row.bound?.more)
      return { ...line, next: [`run ~${row.bound.more.toLocaleString("en-US")} more tasks at this rate to settle it`] };
    return line;
  });
}
var inSet = (ids) => new Set(ids.map((t) => t.id));
function failingTitle(d) {
  return `${d.everySplit ? "Tasks" : "Held-out tasks"} that failed (${d.failingTotal.toLocaleString("en-US")} of ${d.tasks.toLocaleString("en-US")})`;
}
function failedAttemptsText(t) {
  if (t.failed.length === t.attempts) return `failed ${t.attempts === 1 ? "its attempt" : `all ${t.attempts} attempts`}`;
  return `failed attempt${t.failed.length === 1 ? "" : "s"} ${t.failed.join(", ")} of ${t.attempts}`;
}
function drillDown(now, baseline) {
  const out = {
    heldOut: now.held_out.tasks,
    tasks: (now.all ?? now.held_out).tasks,
    failing: now.failing,
    failingTotal: (now.all ?? now.held_out).failing,
    everySplit: now.all !== void 0,
    canaries: now.canaries,
    costliest: now.costliest
  };
  if (baseline) {
    const then = inSet(baseline.tasks.failing);
    const failingNow = inSet(now.failing);
    out.sinceBaseline = {
      baseline: baseline.id,
      newlyFailing: now.failing.filter((t) => !then.has(t.id)).map((t) => t.id),
      newlyPassing: baseline.tasks.failing.filter((t) => !failingNow.has(t.id)).map((t) => t.id),
      // Both lists whole: no task fell off either bounded list.
      complete: now.failing.length === (now.all ?? now.held_out).failing && baseline.tasks.failing.length === (baseline.tasks.all ?? baseline.tasks.held_out).failing
    };
  }
  return out;
}
function custodyView(record) {
  const c = record.assurance.integrity?.metric_custody;
  if (c === void 0) return {};
  const junit = importFormatOf(record.assurance.evidence.format) === "junit";
  return { custody: junit ? `${c} (JUnit results carry no definition of their tests: taken as recorded)` : c };
}

export {
  esc,
  escId,
  escNamed,
  pairedMarkdown,
  pairedHtml,
  pairedText,
  MARKS,
  VERDICT_STATE,
  mark,
  marked,
  verdictMarked,
  reasonText,
  STATE_WORD,
  gateView,
  thresholdText,
  marginText,
  judgedText,
  gateText,
  failingTitle,
  failedAttemptsText
};
