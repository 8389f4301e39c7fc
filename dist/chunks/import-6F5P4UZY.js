import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  importFiles,
  importReport,
  trialsText
} from "./chunk-GUFDBUZH.js";
import {
  manifestFromText
} from "./chunk-3G5N4ZOO.js";
import {
  writeFilesAtomic
} from "./chunk-LP2FYDS3.js";
import {
  toTrialsHow
} from "./chunk-DFP4CYBG.js";
import "./chunk-43NYQZBQ.js";
import {
  parseCommand,
  synopsis
} from "./chunk-2UELGZ5V.js";
import {
  ledgerMeasures
} from "./chunk-ICDZDD25.js";
import {
  foldImported
} from "./chunk-EF6743E5.js";
import "./chunk-T725HQH2.js";
import "./chunk-APF4LJVI.js";
import "./chunk-A74B5NYC.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-CTTDP7TS.js";
import "./chunk-7HCY57TS.js";
import "./chunk-ZWLIFX7L.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";

// src/pipeline/init.ts
import { existsSync } from "node:fs";
import { join, relative, dirname } from "node:path";
var WORKFLOW_FILE = ".github/workflows/agent-gate.yml";
async function runInit(o) {
  const reads = await importFiles(o.from, o.how);
  const attempts = reads.flatMap((r) => r.imported.attempts);
  const subject = reads.find((r) => r.imported.subject)?.imported.subject;
  const tasks = taskSplits(attempts);
  const files = {
    manifest: join(o.dir, "tasks.yaml"),
    profile: join(o.dir, "profile.yaml"),
    authority: join(o.dir, "authority.yaml"),
    config: join(o.dir, "evaluate.yaml"),
    workflow: WORKFLOW_FILE
  };
  for (const f of Object.values(files))
    if (existsSync(f)) throw new AqrError("ERR_USAGE", `${f} exists: aqr init never overwrites a file (move it, or give --dir)`);
  const manifest = manifestText(tasks);
  const measured = ledgerMeasures(foldImported(reads, await manifestFromText(manifest, files.manifest)), commonK(attempts, tasks));
  const fromDir = (f) => relative(o.dir, f) || ".";
  const config = configText({
    trials: reads.map((r) => fromDir(r.file)),
    harness: harnessGuess(reads.map((r) => r.file)).map(fromDir),
    agent: subject ?? "my-agent",
    how: o.how
  });
  await writeFilesAtomic([
    { file: files.manifest, data: manifest },
    { file: files.profile, data: profileText(measured.measures) },
    { file: files.authority, data: AUTHORITY },
    { file: files.config, data: config },
    {
      file: files.workflow,
      data: workflowText(
        files.config,
        reads.map((r) => r.file)
      )
    }
  ]);
  const heldOut = [...tasks.values()].filter((s) => s === "held-out").length;
  return {
    written: Object.values(files),
    report: importReport({ imported: reads }),
    tasks: { held_in: tasks.size - heldOut, held_out: heldOut },
    next: [
      `Check ${files.manifest}: move tasks between held-in and held-out as you mean them, and add canaries (tasks the agent must fail) as the comment shows.`,
      `Set the floors in ${files.profile} from what your users accept, describe ${files.authority}, and set actor and harness in ${files.config}.`,
      `Run aqr evaluate --config ${files.config}: it holds and names what is missing until the held-out split is sealed and canaries are in; then commit ${files.workflow}.`
    ]
  };
}
function taskSplits(attempts) {
  const out = /* @__PURE__ */ new Map();
  const named = /* @__PURE__ */ new Map();
  for (const a of attempts) {
    if (a.split && !named.has(a.task_id)) named.set(a.task_id, a.split);
    if (!out.has(a.task_id)) out.set(a.task_id, "held-in");
  }
  const hash = (id) => parseInt(sha256Hex(id).slice(0, 8), 16);
  for (const id of out.keys()) out.set(id, named.get(id) ?? (hash(id) % 4 === 0 ? "held-out" : "held-in"));
  if (![...out.values()].includes("held-out")) {
    const free = [...out.keys()].filter((id) => !named.has(id)).sort((a, b) => hash(a) - hash(b));
    if (free[0] !== void 0) out.set(free[0], "held-out");
  }
  return out;
}
function manifestText(tasks) {
  const lines = [
    "# The task set, from the eval results aqr init read. The held-out split is a quarter of the",
    "# tasks by a hash of their id (or the file's own metadata.split): move tasks as you mean them.",
    "# The held-out split counts as sealed only with `sealed: true` in evaluate.yaml: leave it false",
    "# until nobody tunes prompts or the agent on these tasks (a record of a tuned-on split is a hold).",
    "# Canaries are contamination probes: tasks a clean agent must fail (a secret it cannot know).",
    "# Add them to your eval and here, e.g.",
    "#   - id: canary-1",
    "#     canary: true",
    "tasks:"
  ];
  for (const [id, split] of tasks) lines.push(`  - id: ${JSON.stringify(id)}`, `    split: ${split}`);
  return `${lines.join("\n")}
`;
}
function commonK(attempts, tasks) {
  const counts = /* @__PURE__ */ new Map();
  for (const a of attempts) counts.set(a.task_id, (counts.get(a.task_id) ?? 0) + 1);
  const k = Math.min(...[...tasks.keys()].map((id) => counts.get(id) ?? 0));
  return k >= 2 ? k : void 0;
}
function profileText(measures) {
  const held = (id) => measures.find((m) => m.id === id && m.split === "held-out");
  const completion = held("task.completion");
  const passK = held("reliability.pass_hat_k");
  const cost = measures.find((m) => m.id === "efficiency.cost_per_success");
  const lines = [
    "# A starter profile: it gates only what the eval results measure. No eval tool records policy or",
    '# safety violations, so those are not gated here (they would hold as "not measured"). Each',
    "# threshold is the value aqr init measured: set it from what your users accept, and say why in",
    "# `evidence`.",
    "id: local/agent-gate",
    'version: "0.1"',
    "tier: T1",
    ...passK?.k !== void 0 ? [`k: ${passK.k}`] : [],
    "gates:"
  ];
  const floor = (m, what) => {
    if (typeof m?.value !== "number") return;
    lines.push(
      `  - id: ${m.id}`,
      "    split: held-out",
      ...m.k !== void 0 ? [`    k: ${m.k}`] : [],
      `    floor: ${Math.floor(m.value * 20 + 1e-9) / 20}`,
      `    evidence: "Starter: ${what} measured ${m.value} when aqr init ran; set the floor your users accept."`
    );
  };
  floor(completion, "held-out completion");
  floor(passK, `held-out pass^${passK?.k ?? "k"}`);
  if (typeof cost?.value === "number")
    lines.push(
      "  - id: efficiency.cost_per_success",
      `    ceiling: ${Number((cost.value * 2).toPrecision(2))}`,
      `    evidence: "Starter: twice the ${cost.value} USD per success measured when aqr init ran."`
    );
  if (lines[lines.length - 1] === "gates:") lines[lines.length - 1] = "gates: []";
  return `${lines.join("\n")}
`;
}
var AUTHORITY = `# The execution policy in force while the agent was evaluated: its digest is the record's
# grant_digest. Describe your own: sandbox, egress (deny-by-default, allow-list, unrestricted),
# capabilities, and any rules.
sandbox: unspecified
`;
function harnessGuess(files) {
  const dirs = [...new Set(files.map((f) => dirname(f)))];
  const configs = dirs.map((d) => join(d, "promptfooconfig.yaml")).filter((f) => existsSync(f));
  return configs.length > 0 ? configs : [...files];
}
function configText(c) {
  const list = (xs) => xs.map((x) => `
  - ${JSON.stringify(x)}`).join("");
  const o = c.how?.options ?? {};
  return [
    '# Inputs of aqr evaluate (README, "Bring your own evals"); paths are relative to this file.',
    "profile: profile.yaml",
    "task-manifest: tasks.yaml",
    `trials:${list(c.trials)}`,
    ...c.how?.format ? [`trials-format: ${c.how.format}`] : [],
    ...o.subject ? [`trials-subject: ${JSON.stringify(o.subject)}`] : [],
    ...o.taskIdField ? [`task-id: ${JSON.stringify(o.taskIdField)}`] : [],
    ...o.scorer ? [`trials-scorer: ${JSON.stringify(o.scorer)}`] : [],
    "# false until nobody tunes on the held-out tasks (see tasks.yaml)",
    "sealed: false",
    `agent: ${JSON.stringify(c.agent)}`,
    "# the files that make up the agent under test (its prompts, config, code): their digest is recorded",
    `harness:${list(c.harness)}`,
    "authority: authority.yaml",
    "# who decides the release",
    "actor: release-manager@example.com",
    ""
  ].join("\n");
}
function workflowText(config, results) {
  return `# Gates the agent's release on its eval results (written by aqr init; edit freely).
name: agent gate
on:
  pull_request:
permissions:
  contents: read
  pull-requests: write # the verdict as a comment
jobs:
  gate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      # Run your evals here so the results are fresh, e.g.
      #   - run: npx promptfoo eval -o ${results[0] ?? "results.json"}
      - uses: agent-release-gate/agent-release-gate@v0
        with:
          config: ${config}
`;
}

// src/cli/import.ts
var howOf = (v) => toTrialsHow(v["trials-format"], { subject: v["trials-subject"], taskIdField: v["task-id"], scorer: v["trials-scorer"] });
async function importCommand(argv, io) {
  const parsed = parseCommand("import", argv, io);
  if (!parsed) return 0;
  const values = parsed.values;
  if (parsed.positionals.length === 0) throw new AqrError("ERR_USAGE", `no results file given; usage: ${synopsis("import")}`);
  const reads = await importFiles(parsed.positionals, howOf(values));
  const text = trialsText(reads);
  if (values.out === void 0) io.out(text.trimEnd());
  else await writeFilesAtomic([{ file: values.out, data: text }]);
  for (const line of importReport({ imported: reads })) io.err(`aqr: ${line}`);
  if (values.out !== void 0) io.err(`aqr: wrote ${values.out}`);
  return 0;
}
async function initCommand(argv, io) {
  const parsed = parseCommand("init", argv, io);
  if (!parsed) return 0;
  const values = parsed.values;
  if (parsed.positionals.length > 0) throw new AqrError("ERR_USAGE", `aqr init takes its files with --from; usage: ${synopsis("init")}`);
  if (!values.from || values.from.length === 0) throw new AqrError("ERR_USAGE", `give the eval results with --from FILE; usage: ${synopsis("init")}`);
  const r = await runInit({ from: values.from, dir: values.dir ?? "quality", how: howOf(values) });
  for (const line of r.report) io.err(`aqr: ${line}`);
  io.out(`wrote ${r.written.join(", ")} (${r.tasks.held_in} held-in and ${r.tasks.held_out} held-out tasks)`);
  io.out("next:");
  r.next.forEach((step, i) => io.out(`  ${i + 1}. ${step}`));
  return 0;
}
export {
  importCommand,
  initCommand
};
