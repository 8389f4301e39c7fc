import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  definitionDigests,
  importFiles,
  importReport,
  trialsText
} from "./chunk-BIPBLD25.js";
import {
  toTrialsHow
} from "./chunk-WUMGQ3YS.js";
import {
  manifestFromText
} from "./chunk-7CSC2EXP.js";
import {
  writeFilesAtomic
} from "./chunk-LP2FYDS3.js";
import {
  ledgerMeasures
} from "./chunk-4HCHGIET.js";
import {
  foldImported
} from "./chunk-XDYC6BPR.js";
import "./chunk-ZZ52A57W.js";
import "./chunk-ASVLCMNX.js";
import {
  JUNIT_FORMAT
} from "./chunk-6B5RA472.js";
import "./chunk-APF4LJVI.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
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
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import {
  sha256Hex
} from "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-NYJ5TMSC.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";

// src/pipeline/init.ts
import { existsSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";
var WORKFLOW_FILE = ".github/workflows/agent-gate.yml";
async function runInit(o) {
  const reads = await importFiles(o.from, o.how);
  const attempts = reads.flatMap((r) => r.imported.attempts);
  const subject = reads.find((r) => r.imported.subject)?.imported.subject;
  const tasks = taskSplits(attempts);
  const named = attempts.some((a) => a.split !== void 0);
  const files = {
    manifest: join(o.dir, "tasks.yaml"),
    profile: join(o.dir, "profile.yaml"),
    authority: join(o.dir, "authority.yaml"),
    config: join(o.dir, "evaluate.yaml"),
    workflow: WORKFLOW_FILE
  };
  for (const f of Object.values(files))
    if (existsSync(f)) throw new AqrError("ERR_USAGE", `${f} exists: aqr init never overwrites a file (move it, or give --dir)`);
  const definitions = taskDefinitions(attempts);
  const manifest = manifestText(tasks, named, definitions.digests);
  const k = commonK(attempts, tasks);
  const perTask = /* @__PURE__ */ new Map();
  for (const a of attempts) perTask.set(a.task_id, (perTask.get(a.task_id) ?? 0) + 1);
  const uneven = new Set(perTask.values()).size > 1;
  const measured = ledgerMeasures(foldImported(reads, await manifestFromText(manifest, files.manifest)), k);
  const fromDir = (f) => relative(o.dir, f) || ".";
  const evalDefinition = definitionGuess(reads);
  const config = configText({
    trials: reads.map((r) => fromDir(r.file)),
    evalDefinition: evalDefinition.map(fromDir),
    harness: reads.map((r) => fromDir(r.file)),
    agent: subject ?? "my-agent",
    how: o.how
  });
  await writeFilesAtomic([
    { file: files.manifest, data: manifest },
    {
      file: files.profile,
      data: profileText(
        measured.measures,
        named,
        k,
        reads.some((r) => judgingFormat(r.imported.format))
      )
    },
    { file: files.authority, data: AUTHORITY },
    { file: files.config, data: config },
    {
      file: files.workflow,
      data: workflowText({
        config: files.config,
        results: reads.map((r) => r.file),
        format: reads[0]?.imported.format ?? "",
        evalDefinition
      })
    }
  ]);
  const heldOut = [...tasks.values()].filter((s) => s === "held-out").length;
  const gated = named ? "each split (held-out and held-in)" : "every task (no split)";
  return {
    written: Object.values(files),
    report: [
      ...importReport({ imported: reads }),
      ...definitions.report,
      evalDefinition.length > 0 ? `eval definition (part of the bar, read at the base): ${evalDefinition.join(", ")}` : "eval definition: none found beside the results; name the files that decide pass or fail under eval-definition in the config"
    ],
    tasks: { held_in: tasks.size - heldOut, held_out: heldOut },
    gates: { split: named ? "each" : "whole", tier: k !== void 0 ? "T1" : "T0", ...k !== void 0 ? { k } : {} },
    next: [
      `${files.profile} gates ${gated} at a floor of 1: it ships only when every task passes, as your eval tool reports it. Lower a floor to what your users accept and say why in its evidence (or gate on day one with aqr evaluate --floor task.completion=0.9).`,
      ...k !== void 0 && uneven ? [
        `Your tasks ran different numbers of times, so the pass^${k} gate holds (no evidence) until every task runs ${k} times: a failure on a later attempt is never left ungated.`
      ] : [],
      ...k === void 0 ? [
        `Each task ran once, so the profile is tier T0 (no reliability gate). Run each task several times (promptfoo --repeat 3, Inspect --epochs 3, DeepEval repeats, Surefire reruns) and aqr init again for a T1 profile gating pass^k: whether a task passes every time.`
      ] : [],
      named ? `Check ${files.manifest}: the splits are your file's; add canaries (tasks the agent must fail) as the comment shows.` : `Set up the held-out split in ${files.manifest}: your results name none, so a quarter of the tasks is held out by a hash of their id. Move into it tasks nobody tunes prompts or the agent on; it is what says how the agent does on work it was not tuned on. Then set sealed: true in ${files.config}: until then every verdict holds (UNSEALED), and only a sealed held-out split lets the record reach L2 (gates enforced on a sealed held-out split; L3 adds pass^k).`,
      `Describe ${files.authority}, set actor and harness in ${files.config}, run aqr evaluate --config ${files.config}, then commit ${files.workflow}.`
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
function taskDefinitions(attempts) {
  const digests = /* @__PURE__ */ new Map();
  const differ = /* @__PURE__ */ new Set();
  for (const a of attempts) {
    if (!a.definition || differ.has(a.task_id)) continue;
    const d = definitionDigests(a.definition);
    const first = digests.get(a.task_id);
    if (!first) digests.set(a.task_id, d);
    else if (JSON.stringify(first) !== JSON.stringify(d)) {
      digests.delete(a.task_id);
      differ.add(a.task_id);
    }
  }
  const report = [];
  if (digests.size > 0) report.push(`definition digests pinned in the task manifest for ${digests.size} task${digests.size === 1 ? "" : "s"}`);
  if (differ.size > 0)
    report.push(
      `no definition pinned for ${differ.size} task${differ.size === 1 ? "" : "s"} whose attempts were graded by different definitions (${[...differ].slice(0, 3).join(", ")}${differ.size > 3 ? ", \u2026" : ""})`
    );
  if (attempts.length > 0 && digests.size === 0 && differ.size === 0)
    report.push("the results carry no definition of what was checked (JUnit), so no attempt can be bound to the eval definition: each is taken as recorded");
  return { digests, report };
}
function manifestText(tasks, named, definitions) {
  const lines = [
    "# The task set, from the eval results aqr init read.",
    ...named ? ["# The splits are your results' own (metadata.split): the profile gates each of them."] : [
      "# Your results name no split, so a quarter of the tasks is held out by a hash of their id,",
      "# and the profile gates every task whatever its split. Set up the held-out split: move into",
      "# it tasks nobody tunes prompts or the agent on, so that its results say how the agent does",
      "# on work it was not tuned on (the record reaches L2 only with a sealed held-out split)."
    ],
    "# The held-out split counts as sealed only with `sealed: true` in evaluate.yaml: leave it false",
    "# until nobody tunes prompts or the agent on these tasks (a record of a tuned-on split is a hold).",
    "# Canaries are contamination probes: tasks a clean agent must fail (a secret it cannot know).",
    "# Add them to your eval and here, e.g.",
    "#   - id: canary-1",
    "#     canary: true",
    "# A task's definition holds the digests of what its results were graded by (the assertions, the",
    "# expected answers): a result graded otherwise holds the release (DEFINITION_CHANGED).",
    "tasks:"
  ];
  for (const [id, split] of tasks) {
    lines.push(`  - id: ${JSON.stringify(id)}`, `    split: ${split}`);
    const d = definitions.get(id);
    if (d)
      lines.push(
        `    definition: {${Object.entries(d).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(", ")}}`
      );
  }
  return `${lines.join("\n")}
`;
}
function commonK(attempts, tasks) {
  const counts = /* @__PURE__ */ new Map();
  for (const a of attempts) counts.set(a.task_id, (counts.get(a.task_id) ?? 0) + 1);
  const each = [...tasks.keys()].map((id) => counts.get(id) ?? 0);
  const k = Math.max(...each);
  return k >= 2 ? k : void 0;
}
function profileText(measures, named, k, judging) {
  const splits = named ? ["held-out", "held-in"] : [void 0];
  const cost = measures.find((m) => m.id === "efficiency.cost_per_success");
  const lines = [
    "# A starter profile: it gates only what the eval results measure, and every task counts.",
    "# Each floor is 1: a release ships only when every task passes, as your eval tool reports it.",
    "# Lower a floor to what your users accept and say why in its `evidence`. No eval tool records",
    '# policy or safety violations, so those are not gated here (they would hold as "not measured").',
    "id: local/agent-gate",
    'version: "0.1"',
    ...k !== void 0 ? ["# T1: a release needs a pass^k floor (every attempt of a task passes).", "tier: T1", `k: ${k}`] : [
      "# T0: each task ran once, so pass^k (reliability over repeated attempts) is not measured. Run",
      "# each task several times (promptfoo --repeat 3, Inspect --epochs 3) and aqr init again for T1.",
      "tier: T0"
    ],
    "gates:"
  ];
  const measured = (id, split) => measures.find((m) => m.id === id && m.split === split)?.value;
  for (const split of splits) {
    const where = split ? `${split} ` : "";
    const gate = (id, what, withK) => {
      const now = measured(id, split);
      if (typeof now !== "number" && !withK) return;
      lines.push(
        `  - id: ${id}`,
        ...split ? [`    split: ${split}`] : [],
        ...withK ? [`    k: ${k}`] : [],
        "    floor: 1",
        `    evidence: "Starter: every ${where}task ${what}; measured ${typeof now === "number" ? now : "nothing (some tasks have fewer attempts)"} when aqr init ran. Set the floor your users accept."`
      );
    };
    gate("task.completion", "passes its first attempt", false);
    if (k !== void 0) gate("reliability.pass_hat_k", `passes all ${k} attempts`, true);
  }
  if (typeof cost?.value === "number")
    lines.push(
      "  - id: efficiency.cost_per_success",
      `    ceiling: ${Number((cost.value * 2).toPrecision(2))}`,
      `    evidence: "Starter: twice the ${cost.value} USD per success measured when aqr init ran."`
    );
  if (lines[lines.length - 1] === "gates:") lines[lines.length - 1] = "gates: []";
  if (judging)
    lines.push(
      "# Judged checks (llm-rubric, a model-judged metric or scorer) never decide a pass or a reject, but a",
      "# run in which your eval tool failed an attempt on them alone holds, naming the tasks, until the",
      "# judge passes them too. Raise the number to allow that many such attempts.",
      "signals:",
      "  soft_holds:",
      "    max_judged_failures: 0"
    );
  return `${lines.join("\n")}
`;
}
function judgingFormat(format) {
  return format !== JUNIT_FORMAT;
}
var AUTHORITY = `# The execution policy in force while the agent was evaluated: its digest is the record's
# grant_digest. Describe your own: sandbox, egress (deny-by-default, allow-list, unrestricted),
# capabilities, and any rules.
sandbox: unspecified
`;
var TEST_FOLDERS = ["tests", "test", "spec", "__tests__"];
var PROMPTFOO_CONFIGS = ["promptfooconfig.yaml", "promptfooconfig.yml", "promptfooconfig.json"];
function definitionGuess(reads) {
  const out = /* @__PURE__ */ new Set();
  const dirs = [...new Set(reads.map((r) => dirname(r.file)))];
  const format = reads[0]?.imported.format ?? "";
  if (format.startsWith("promptfoo")) {
    for (const d of dirs) for (const c of PROMPTFOO_CONFIGS) if (existsSync(join(d, c))) out.add(join(d, c));
  }
  for (const r of reads)
    for (const f of r.imported.definitionFiles ?? []) {
      const found = [join(dirname(r.file), f), f].find((p) => !isAbsolute(f) && existsSync(p));
      if (found) out.add(found);
    }
  if (format.startsWith("junit"))
    for (const d of [...dirs, "."])
      for (const t of TEST_FOLDERS) {
        const p = join(d, t);
        if (existsSync(p) && statSync(p).isDirectory()) out.add(`${p}/`);
      }
  return [...out];
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
    "# the files that decide pass or fail (the eval config, graders, tests): part of the bar, read at the",
    "# base commit, so a change to them holds the release (BAR_CHANGED) until a person approves it",
    ...c.evalDefinition.length > 0 ? [`eval-definition:${list(c.evalDefinition)}`] : ["# eval-definition:", "#   - tests/"],
    "# false until nobody tunes on the held-out tasks (see tasks.yaml)",
    "sealed: false",
    `agent: ${JSON.stringify(c.agent)}`,
    "# the files that make up the agent under test (its prompts, config, code): their digest is recorded;",
    "# set them to your agent (the results below are a stand-in)",
    `harness:${list(c.harness)}`,
    "authority: authority.yaml",
    "# who decides the release",
    "actor: release-manager@example.com",
    ""
  ].join("\n");
}
function commonDir(files) {
  const parts = files.map((f) => dirname(f).split("/"));
  const first = parts[0] ?? ["."];
  let n = 0;
  while (n < first.length && parts.every((p) => p[n] === first[n])) n++;
  return first.slice(0, n).join("/") || ".";
}
function evalStep(format, evalDefinition, results) {
  const out = results[0] ?? "results.json";
  if (format.startsWith("promptfoo")) {
    const config = evalDefinition.find((f) => /promptfooconfig\.(ya?ml|json)$/.test(f));
    return ["      - name: run the evals", `        run: npx promptfoo@latest eval${config ? ` -c ${config}` : ""} -o ${out}`];
  }
  return [
    "      # Replace with your eval command; it must write the results aqr init read.",
    "      - name: run the evals",
    `        run: echo "replace this step with the command that writes ${out}" >&2; exit 1`
  ];
}
function workflowText(w) {
  const dir = commonDir(w.results);
  const paths = w.results.map((r) => `            ${r}`).join("\n");
  return [
    "# Gates the agent's release on its eval results (written by aqr init; edit freely).",
    "# Two jobs. `evaluate` runs the change's code (the agent, the eval tool, its graders) with a",
    "# read-only token and no secrets, and uploads the results. `gate` runs no code of the change:",
    "# it downloads the results and judges them by the bar read at the base commit (the profile,",
    "# tasks and eval definition as they were before the change), and it alone holds the signing",
    "# key. Never run the change's code in the gate job: whatever runs there can reach the key,",
    "# the job's token and the gate's own files, and write the results it is judged by",
    '# (docs/security.md, "Who can run code beside the gate").',
    "name: agent gate",
    "on:",
    "  pull_request:",
    "  push:",
    "    branches: [main] # your default branch: its records are the baseline the next change is compared with",
    "permissions:",
    "  contents: read",
    "jobs:",
    "  evaluate:",
    "    runs-on: ubuntu-latest",
    "    permissions:",
    "      contents: read",
    "    steps:",
    "      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1",
    "        with:",
    "          persist-credentials: false",
    ...evalStep(w.format, w.evalDefinition, w.results),
    "      # Failing tests fail this job; their results are still what the gate judges.",
    "      - uses: actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f # v7.0.0",
    "        if: ${{ !cancelled() }}",
    "        with:",
    "          name: eval-results",
    "          path: |",
    paths,
    "          if-no-files-found: error",
    "  gate:",
    "    needs: evaluate",
    "    if: ${{ !cancelled() }}",
    "    runs-on: ubuntu-latest",
    "    # The signing key is a secret of this environment (AQR_SIGNING_KEY); its required reviewers",
    "    # are the people whose approval accepts a change to the bar.",
    "    environment: agent-release",
    "    permissions:",
    "      contents: read",
    "      actions: read # approvals of the environment, and earlier records",
    "      pull-requests: write # the verdict as a comment",
    "    steps:",
    "      # The change is checked out to be read (its config and bar files), never run; fetch-depth: 0",
    "      # holds the base commit, where the bar is read.",
    "      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1",
    "        with:",
    "          fetch-depth: 0",
    "          persist-credentials: false",
    "      - uses: actions/download-artifact@3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c # v8.0.1",
    "        with:",
    "          name: eval-results",
    `          path: ${dir}`,
    "      - id: gate",
    "        # This action by its major tag; pin a release's full commit SHA instead",
    "        # (uses: agent-release-gate/agent-release-gate@<sha> # v0.x.y), as every other step is.",
    "        uses: agent-release-gate/agent-release-gate@v0",
    "        with:",
    `          config: ${w.config}`,
    "          environment: agent-release",
    "          signing-key: ${{ secrets.AQR_SIGNING_KEY }}",
    "          # sealed: true asserts that nobody tuned the prompts or the agent on the held-out tasks (set it only then)",
    "      - uses: actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f # v7.0.0",
    "        if: ${{ !cancelled() && steps.gate.outputs.record-path != '' }}",
    "        with:",
    "          name: agent-quality-record",
    "          path: ${{ runner.temp }}/agent-quality-record.*",
    ""
  ].join("\n");
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
