import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  fitPage,
  renderBlock,
  utf16Units
} from "./chunk-NX3ZSWAF.js";
import {
  chartGates,
  marginChart,
  recordView,
  reliabilityChart
} from "./chunk-TJZH5I54.js";
import {
  verifyFile
} from "./chunk-ROIOPOKG.js";
import {
  STATE_WORD,
  VERDICT_STATE,
  failedAttemptsText,
  failingTitle,
  judgedText,
  marginText,
  mark,
  marked,
  pairedMarkdown,
  thresholdText,
  verdictMarked
} from "./chunk-LGMQYOOF.js";
import {
  codeSpan,
  md,
  mdLink
} from "./chunk-SRY74GCY.js";
import "./chunk-NNJEUE5T.js";
import {
  readSidecars
} from "./chunk-BEWILBKY.js";
import "./chunk-IKN6ABLJ.js";
import {
  checkFiles
} from "./chunk-265XNMYC.js";
import "./chunk-K5K7RWKF.js";
import {
  readRecordFile
} from "./chunk-RPAFQ6TO.js";
import "./chunk-B3DIRFFH.js";
import {
  num,
  numRange,
  plural,
  signed
} from "./chunk-VFM2G6YV.js";
import "./chunk-HQ6HBTRQ.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-QIHL3Z5K.js";
import "./chunk-CPV5JXSL.js";
import "./chunk-TLEL4NPO.js";
import "./chunk-XFGAI2GH.js";
import "./chunk-NL7M2VS2.js";
import "./chunk-7CSC2EXP.js";
import {
  writeFileAtomic
} from "./chunk-LP2FYDS3.js";
import "./chunk-TA25MMNT.js";
import "./chunk-32R52CTD.js";
import "./chunk-3LHYYOLB.js";
import "./chunk-4HCHGIET.js";
import "./chunk-CRYWO3G5.js";
import "./chunk-K6OQSGEN.js";
import "./chunk-XDYC6BPR.js";
import "./chunk-ZZ52A57W.js";
import "./chunk-QABMOKKH.js";
import "./chunk-B7PSI4WC.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-N3NFBNC2.js";
import {
  fileDigest
} from "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MYKBDVWF.js";
import "./chunk-VU3GVDTU.js";
import "./chunk-6B5RA472.js";
import "./chunk-APF4LJVI.js";
import {
  schemaIssues
} from "./chunk-G3XACPNI.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
import {
  parseCommand,
  synopsis
} from "./chunk-U7KDE5S2.js";
import "./chunk-3YZ3XDBF.js";
import "./chunk-IYLHJKSN.js";
import "./chunk-WFES4PQE.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-UKLP2F2A.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-SHO3CQ7S.js";
import "./chunk-NYJ5TMSC.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";

// src/report/stats-markdown.ts
var r4 = (x) => Number.isFinite(x) ? num(x) : "\u221E";
var RESULT = {
  pass: marked("pass"),
  fail: `${mark("fail")} **fail**`,
  inconclusive: marked("inconclusive"),
  missing: `${marked("inconclusive")} (no evidence)`
};
function statsLines(s) {
  if (!s) return [];
  const out = [];
  if (s.bounds.length > 0) {
    out.push(
      "**Confidence bounds** (the gate follows the bound, not the point value)",
      "",
      "| result | gate | value | interval | threshold | n | method |",
      "|---|---|---|---|---|---|---|"
    );
    for (const b of s.bounds) {
      const words = b.result === "inconclusive" ? b.more ? ` (~${b.more} more tasks)` : b.more === null ? " (more tasks at this rate would not settle it)" : "" : "";
      out.push(
        `| ${RESULT[b.result]}${words} | ${md(b.id)}${b.split ? ` (${md(b.split)})` : ""} | ${r4(b.value)} | ${numRange(b.lower, b.upper)} (${num(b.confidence * 100)}%) | ${b.kind === "floor" ? "\u2265" : "\u2264"} ${num(b.threshold)} | ${b.n} | ${b.method}${b.resamples ? ` \xD7${b.resamples}` : ""} |`
      );
    }
    out.push("");
  }
  if (s.regressions.length > 0) {
    out.push(
      `**Regression against the last release** (${md(s.baseline?.record_id ?? "")}${s.baseline && !s.baseline.verified ? ", unverified" : ""})`,
      "",
      "| result | gate | baseline | now | drop interval | max drop |",
      "|---|---|---|---|---|---|"
    );
    for (const t of s.regressions)
      out.push(
        `| ${RESULT[t.result]} | ${md(t.id)}${t.split ? ` (${md(t.split)})` : ""} | ${r4(t.baseline.value)} (n=${t.baseline.n}) | ${r4(t.current.value)} (n=${t.current.n}) | ${numRange(t.drop.lower, t.drop.upper)} (${num(t.confidence * 100)}%) | ${num(t.max_drop)} |`
      );
    out.push("");
  }
  if (s.notices.length > 0) out.push(...s.notices.map((n) => `- ${md(n, 400)}`), "");
  return out;
}

// src/report/markdown.ts
var COMMENT_LIMIT = 65536;
var COMMENT_BUDGET = COMMENT_LIMIT - 1536;
var SUMMARY_LIMIT = 1024 * 1024;
var SUMMARY_BUDGET = SUMMARY_LIMIT - 4096;
var MAX_REASONS = 20;
function where(v) {
  return `the record${v.artifact ? ` (artifact \`${md(v.artifact)}\`)` : ""}`;
}
function phraseMd(p) {
  return p.map((x) => typeof x === "string" ? md(x, 400) : codeSpan(x.code)).join("");
}
function reasonMd(r) {
  return `**${r.lead}**: ${phraseMd(r.text)}${r.next ? ` \u2014 ${phraseMd(r.next)}` : ""} (${codeSpan(r.code)})`;
}
function stateCell(l) {
  const word = l.state === "fail" ? `**${STATE_WORD.fail}**` : STATE_WORD[l.state];
  return `${mark(l.state)} ${word}${l.note ? ` (${md(l.note)})` : ""}`;
}
var UNVERIFIED = "> [!CAUTION]\n> **Not verified**: no key was given, so nothing checked that these numbers are the ones the run reported. Render with `--key` (or `--jwks`) to check the signature.";
var GATE_HEADER = ["| result | gate | value | threshold | margin |", "|---|---|---|---|---|"];
function gateRow(l) {
  return `| ${stateCell(l)} | ${md(l.name)} | ${md(judgedText(l))} | ${md(thresholdText(l))} | ${marginText(l)} |`;
}
function approvalLine(a) {
  return a.by === null ? `**No person approved this run**; the record's actor is ${md(a.actor)}.` : `Approved by ${md(a.by)}.`;
}
function linksLine(v) {
  const parts = [];
  if (v.links.report) parts.push(mdLink("report page", v.links.report));
  else if (v.links.artifact)
    parts.push(`${mdLink("report page", v.links.artifact)} (the record's \`.html\` in ${v.artifact ? `artifact ${codeSpan(v.artifact)}` : "the artifact"})`);
  if (v.links.run) parts.push(mdLink("run", v.links.run));
  if (v.links.report && v.links.artifact) parts.push(mdLink(`artifact ${v.artifact ?? ""}`.trim(), v.links.artifact));
  return parts.length > 0 ? parts.join(" \xB7 ") : void 0;
}
function metaLine(v) {
  const parts = [
    `agent ${md(v.agent)}`,
    `profile ${md(v.profile)}`,
    ...v.evidence ? [`evidence ${md(v.evidence)} (the eval tool's own file)`] : [],
    ...v.custody ? [`metric custody ${md(v.custody)}`] : [],
    `conformance ${md(v.levelWhy)}`,
    `record ${codeSpan(v.shortDigest)}`,
    ...v.artifact && !v.links.artifact ? [`artifact ${codeSpan(v.artifact)}`] : []
  ];
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}
function gateTable(title, rows, noun, rest) {
  return {
    blocks: [
      { kind: "text", text: title },
      {
        kind: "table",
        header: GATE_HEADER,
        rows: rows.map(gateRow),
        more: (n) => `_\u2026${plural(n, `more ${noun[0]}`, `more ${noun[1]}`)} not shown here; every gate is in ${rest}._`
      }
    ],
    dropped: `_${plural(rows.length, ...noun)} not shown here for space; every gate is in ${rest}._`
  };
}
function sections(v, summary, appendix) {
  const out = [];
  const rest = where(v);
  const title = `### ${mark(VERDICT_STATE[v.verdict])} Agent release gate: **${v.verdict}**`;
  const links = linksLine(v);
  const head = [
    { kind: "text", text: title },
    ...v.unverified ? [{ kind: "text", text: UNVERIFIED }] : [],
    ...links ? [{ kind: "text", text: links }] : [],
    ...v.approval ? [{ kind: "text", text: approvalLine(v.approval) }] : []
  ];
  const meta = { kind: "text", text: metaLine(v) };
  if (v.reasonLines.length > 0) {
    const shown = v.reasonLines.slice(0, MAX_REASONS);
    const items = shown.map((r) => `- ${reasonMd(r)}`);
    if (v.reasonLines.length > shown.length) items.push(`- \u2026and ${plural(v.reasonLines.length - shown.length, "more reason")}, every one in ${rest}`);
    head.push({ kind: "text", text: "**Why**" }, { kind: "list", items, more: (n) => `_\u2026and ${plural(n, "more reason")}, every one in ${rest}._` });
  }
  head.push(meta);
  out.push({ blocks: head, dropped: title });
  if (v.barChange)
    out.push({
      blocks: [{ kind: "text", text: barChangeLines(v.barChange, v.verdict, v.reasons).join("\n").trim() }],
      dropped: "> [!WARNING]\n> **This pull request changes the bar.** The differences are left out for space; see the job summary."
    });
  const enforced = v.rows.filter((l) => l.state !== "shadow");
  const open = enforced.filter((l) => l.state !== "pass");
  const passing = enforced.filter((l) => l.state === "pass");
  const shadow = v.rows.filter((l) => l.state === "shadow");
  const of = (n) => `${n.toLocaleString("en-US")} of ${enforced.length.toLocaleString("en-US")}`;
  if (open.length > 0)
    out.push(
      gateTable(
        `**Gates that fail or are not settled** (${of(open.length)})`,
        open,
        ["gate that fails or is not settled", "gates that fail or are not settled"],
        rest
      )
    );
  if (passing.length > 0)
    out.push(
      gateTable(
        open.length > 0 ? `**Gates that pass** (${of(passing.length)})` : `**Gates** (all ${enforced.length.toLocaleString("en-US")} pass)`,
        passing,
        ["passing gate", "passing gates"],
        rest
      )
    );
  if (shadow.length > 0)
    out.push(gateTable("**Shadow gates** (evaluated, never enforced: they cannot change the verdict)", shadow, ["shadow gate", "shadow gates"], rest));
  if (summary) {
    const charts = [...marginChart(chartGates(v.rows)), ...reliabilityChart(v.confidenceBuckets)];
    if (charts.length > 0) out.push({ blocks: charts, dropped: "_The charts are left out for space._" });
  }
  if (v.drill) out.push(drillSection(v.drill, rest));
  const stats = statsLines(v.stats);
  if (stats.length > 0)
    out.push({
      blocks: [{ kind: "text", text: stats.join("\n").trim() }],
      dropped: `_The confidence bounds are left out for space; they are in the stats sidecar beside ${rest}._`
    });
  const paired = pairedMarkdown(v.paired);
  if (paired.length > 0)
    out.push({
      blocks: [{ kind: "text", text: paired.join("\n").trim() }],
      dropped: `_The tasks that flipped since the release are left out for space; they are in the stats sidecar beside ${rest}._`
    });
  const findings = [];
  if (v.acceptance.length > 0)
    findings.push(
      { kind: "text", text: "**Acceptance rule**" },
      {
        kind: "list",
        items: v.acceptance.map(
          (a) => `- ${md(a.rule)}${a.run ? ` (run ${md(a.run)})` : ""}: ${a.result}${a.tier ? `, tier ${a.tier}` : ""}${a.reasons.length ? ` (${a.reasons.map((r) => md(r)).join(", ")})` : ""}${a.details.length ? `; details: ${a.details.map((d) => md(d)).join(", ")}` : ""}`
        ),
        more: (n) => `_\u2026${plural(n, "more run")} not shown here; every run is in the signals analysis beside the record (\`.signals.json\`)._`
      }
    );
  if (v.advisory.length > 0)
    findings.push(
      { kind: "text", text: "**Advisory** (reported, never a gate)" },
      {
        kind: "list",
        items: v.advisory.map((a) => `- ${md(a, 300)}`),
        more: (n) => `_\u2026${plural(n, "more finding")} in the signals analysis beside the record (\`.signals.json\`)._`
      }
    );
  if (findings.length > 0)
    out.push({
      blocks: findings,
      dropped: "_The acceptance rule and advisory findings are not shown here for space; see the signals analysis beside the record (`.signals.json`)._"
    });
  if (v.measures.length > 0) out.push(measuresSection(v, rest));
  if (v.recordDigest !== "")
    out.push({ blocks: [{ kind: "text", text: `Record digest: ${codeSpan(v.recordDigest)}` }], dropped: "_The record digest is left out for space._" });
  if (summary) {
    if (appendix && appendix.length > 0)
      out.push({
        open: "<details><summary>Signals analysis</summary>",
        blocks: appendix,
        close: "</details>",
        dropped: "_The signals analysis is left out for space; it is beside the record (`.signals.json`)._"
      });
  }
  return out;
}
function measuresSection(v, rest) {
  const unitOf = (m) => m.unit ? ` ${md(m.unit)}` : "";
  const name = (m) => `${md(m.id)}${m.k !== void 0 ? ` (k=${m.k})` : ""}`;
  const rows = v.baseline ? v.measures.map((m) => {
    const unit = unitOf(m);
    const change = typeof m.value === "number" && typeof m.baseline === "number" ? `${signed(m.value - m.baseline)}${unit}` : "\u2013";
    return `| ${name(m)} | ${m.split ? md(m.split) : "\u2013"} | ${num(m.value)}${unit} | ${m.baseline === void 0 ? "\u2013" : `${num(m.baseline)}${unit}`} | ${change} |`;
  }) : v.measures.map((m) => `| ${name(m)} | ${m.split ? md(m.split) : "\u2013"} | ${num(m.value)}${unitOf(m)} |`);
  return {
    blocks: [
      {
        kind: "text",
        text: v.baseline ? `**Measures** against the last shipped record (${md(v.baseline.record_id)}, ${md(v.baseline.emitted_at)})` : "**Measures** (no earlier shipped record to compare with)"
      },
      {
        kind: "table",
        header: v.baseline ? ["| measure | split | value | baseline | change |", "|---|---|---|---|---|"] : ["| measure | split | value |", "|---|---|---|"],
        rows,
        more: (n) => `_\u2026${plural(n, "more measure")} not shown here; every measure is in ${rest}._`
      }
    ],
    dropped: `_${plural(v.measures.length, "measure")} not shown here for space; every measure is in ${rest}._`
  };
}
var DRILL_ITEMS = 50;
function drillSection(d, rest) {
  const blocks = [];
  const titled = (title, items, what) => {
    const beyond = Math.max(0, items.length - DRILL_ITEMS);
    const more = (n) => `_\u2026${plural(n + beyond, what)} not shown here; all are in the detail sidecar beside ${rest} (\`.detail.json\`)._`;
    return [
      { kind: "text", text: title },
      { kind: "list", items: items.slice(0, DRILL_ITEMS), more },
      ...beyond > 0 ? [{ kind: "text", text: more(0) }] : []
    ];
  };
  const ids = (list) => list.map((id) => `- ${md(id)}`);
  if (d.failing.length > 0)
    blocks.push(
      ...titled(
        `**${failingTitle(d)}**`,
        d.failing.map((t) => `- ${md(t.id)}${t.split ? ` (${md(t.split)})` : ""}: ${failedAttemptsText(t)}`),
        "more failing task"
      )
    );
  const since = d.sinceBaseline;
  if (since) {
    const note = since.complete ? "" : " (the lists are bounded, so this may be partial)";
    if (since.newlyFailing.length > 0)
      blocks.push(...titled(`**Newly failing** since ${md(since.baseline)}${note}`, ids(since.newlyFailing), "more newly failing task"));
    if (since.newlyPassing.length > 0)
      blocks.push(...titled(`**Newly passing** since ${md(since.baseline)}${note}`, ids(since.newlyPassing), "more newly passing task"));
  }
  if (d.canaries.length > 0)
    blocks.push(
      ...titled(
        "**Canaries that fired** (a canary must fail; one that passes suggests the held-out set leaked)",
        d.canaries.map((c) => `- ${md(c.id)}: passed on attempt ${c.attempt}`),
        "more fired canary"
      )
    );
  if (d.costliest.length > 0)
    blocks.push(
      { kind: "text", text: "**Most expensive tasks** (every attempt)" },
      {
        kind: "table",
        header: ["| task | cost (USD) | attempts |", "|---|---|---|"],
        rows: d.costliest.map((t) => `| ${md(t.id)} | ${num(t.cost_usd)} | ${t.attempts} |`),
        more: (n) => `_\u2026${plural(n, "more task")} not shown here; see the detail sidecar beside ${rest}._`
      }
    );
  const summaryText = d.failingTotal > 0 ? `Tasks: ${plural(d.failingTotal, d.everySplit ? "task" : "held-out task")} failed at least one attempt${d.canaries.length > 0 ? `, ${plural(d.canaries.length, "canary", "canaries")} fired` : ""}` : "Tasks";
  return {
    open: `<details><summary>${summaryText}</summary>`,
    blocks: blocks.length > 0 ? blocks : [{ kind: "text", text: `Every one of the ${d.tasks.toLocaleString("en-US")} ${d.everySplit ? "" : "held-out "}tasks passed every attempt.` }],
    close: "</details>",
    dropped: `_The tasks are left out for space; they are in the detail sidecar beside ${rest} (\`.detail.json\`)._`
  };
}
var BAR_LINES = 40;
function barChangeLines(b, verdict, reasons) {
  const out = [];
  const own = b.enforced === "base" ? `It is judged by the bar at ${md(b.base)} (the base), not by its own.` : b.accepted ? `The change was ${md(b.accepted)}, so it is judged by its own bar.` : `The bar at ${md(b.base)} cannot judge it, so it is judged by its own, at best hold.`;
  out.push(`> [!WARNING]`, `> **This pull request changes the bar.** ${own}`, "");
  for (const l of b.lines.slice(0, BAR_LINES)) out.push(`- ${md(l, 300)}`);
  if (b.lines.length > BAR_LINES) out.push(`- \u2026and ${b.lines.length - BAR_LINES} more differences`);
  out.push("", "| bar | verdict | why |", "|---|---|---|");
  const named = (which) => which === "base" ? `the base's (${md(b.base)})` : "this pull request's own";
  const codes = (rs) => [...new Set(rs.map((r) => `\`${r.code}\``))].join(", ") || "\u2013";
  out.push(`| **enforced**: ${named(b.enforced)} | ${mark(VERDICT_STATE[verdict])} **${verdict}** | ${codes(reasons)} |`);
  const s = b.shadow;
  if (s) {
    const why = s.error ? md(s.error, 300) : codes(s.reasons ?? []);
    out.push(`| shadow: ${named(s.bar)} | ${s.verdict ? `${verdictMarked(s.verdict)}` : "cannot judge"} | ${why}; never enforced |`);
  }
  out.push("");
  return out;
}
function stickyKey(workflow, job, key) {
  return [workflow, job ?? "job", ...key ? [key] : []].join(":");
}
function commentMarker(key) {
  return `<!-- agent-release-gate:${key.replace(/--+/g, "-").replace(/[^\w@./:-]/g, "_")} -->`;
}
function renderComment(v, key) {
  const stable = sections({ ...v, recordDigest: "", shortDigest: "", links: {} }, false, void 0).flatMap((s) => s.blocks.map(renderBlock)).join("\n");
  const hash = sha256Hex(stable).slice(0, 16);
  const head = `${commentMarker(key)}
<!-- aqr-content:${hash} -->
`;
  return { body: head + fitPage(sections(v, false, void 0), COMMENT_BUDGET - head.length, utf16Units), hash };
}

// src/cli/comment.ts
var COMMENT_USAGE = `usage: ${synopsis("comment")}`;
async function commentCommand(argv, io) {
  const args = parseCommand("comment", argv, io);
  if (!args) return 0;
  const { positionals } = args;
  const values = args.values;
  if (positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one record; ${COMMENT_USAGE}`);
  if (values.key !== void 0 && values.jwks !== void 0) throw new AqrError("ERR_USAGE", `give --key or --jwks, not both; ${COMMENT_USAGE}`);
  const file = positionals[0];
  const keySource = values.key ?? values.jwks;
  if (keySource !== void 0) {
    const report = await verifyFile(file, keySource);
    if (!report.valid) {
      io.err(
        `aqr: ${file}: not rendered: ${report.signature.ok ? `not schema-valid: ${report.schema[0] ?? ""}` : `signature ${report.signature.message} (${report.signature.code})`}`
      );
      return 1;
    }
  }
  const parsed = await readRecordFile(file);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) {
    io.err(`aqr: ${file}: not rendered: not schema-valid: ${issue.message} (${issue.code})`);
    return 1;
  }
  const record = parsed.value;
  const checked = (await checkFiles([file], keySource === void 0 ? {} : { keyFile: keySource }))[0];
  const level = checked && "level" in checked ? checked.level : null;
  const unmet = checked && "unmet" in checked ? checked.unmet : void 0;
  const recordDigest = await fileDigest(file);
  const sidecars = await readSidecars(file, recordDigest);
  for (const n of sidecars.notes) io.err(`aqr: ${n}`);
  let baseline;
  let baselineDetail;
  if (values.baseline !== void 0) {
    baseline = (await readRecordFile(values.baseline)).value;
    baselineDetail = (await readSidecars(values.baseline, await fileDigest(values.baseline))).detail;
  }
  const view = recordView(record, {
    level,
    unmet,
    recordDigest,
    baseline,
    baselineDetail,
    detail: sidecars.detail,
    stats: sidecars.stats,
    verified: keySource !== void 0
  });
  const { body } = renderComment(view, stickyKey(values.workflow ?? "workflow", values.job, values["comment-key"]));
  if (values.out !== void 0) await writeFileAtomic(values.out, `${body}
`);
  else io.out(body);
  return 0;
}
export {
  commentCommand
};
