// `aqr init --from FILE…`: a starter a person then edits, from an eval tool's
// results: the task manifest of the tasks found (a deterministic quarter held
// out by task-id hash, or the file's own split where it names one), a profile
// that gates only what the file measures, an evaluate config, an authority
// policy to describe, and a workflow. Nothing is overwritten; all or nothing is written.
import { existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { AqrError } from '../errors.js';
import { sha256Hex } from '../crypto/index.js';
import type { TrialsHow } from '../io/import-file.js';
import { writeFilesAtomic } from '../io/write-atomic.js';
import type { ImportedAttempt } from '../import/types.js';
import { foldImported } from '../import/fold.js';
import { ledgerMeasures } from '../ledger/measures.js';
import type { Measure } from '../record/types.js';
import { manifestFromText } from '../taskset/manifest.js';
import { importFiles, importReport } from './import.js';

export interface InitOptions {
  from: string[];
  /** Where the starter goes (default `quality`); the workflow goes to `.github/workflows/` of the working directory. */
  dir: string;
  how?: TrialsHow | undefined;
}

export interface InitResult {
  written: string[];
  /** What the import mapped, skipped and judged. */
  report: string[];
  tasks: { held_in: number; held_out: number };
  next: string[];
}

export const WORKFLOW_FILE = '.github/workflows/agent-gate.yml';

/** Reads the results, then writes the starter's five files all or none, refusing any that exists. */
export async function runInit(o: InitOptions): Promise<InitResult> {
  const reads = await importFiles(o.from, o.how);
  const attempts = reads.flatMap((r) => r.imported.attempts);
  const subject = reads.find((r) => r.imported.subject)?.imported.subject;
  const tasks = taskSplits(attempts);
  const files = {
    manifest: join(o.dir, 'tasks.yaml'),
    profile: join(o.dir, 'profile.yaml'),
    authority: join(o.dir, 'authority.yaml'),
    config: join(o.dir, 'evaluate.yaml'),
    workflow: WORKFLOW_FILE,
  };
  for (const f of Object.values(files))
    if (existsSync(f)) throw new AqrError('ERR_USAGE', `${f} exists: aqr init never overwrites a file (move it, or give --dir)`);
  const manifest = manifestText(tasks);
  // The starter's thresholds are what the file measures now (floors at or below, ceilings above), so its
  // first verdict is a hold naming what is missing (the seal, canaries), never a reject of a guess.
  const measured = ledgerMeasures(foldImported(reads, await manifestFromText(manifest, files.manifest)), commonK(attempts, tasks));
  const fromDir = (f: string) => relative(o.dir, f) || '.';
  const config = configText({
    trials: reads.map((r) => fromDir(r.file)),
    harness: harnessGuess(reads.map((r) => r.file)).map(fromDir),
    agent: subject ?? 'my-agent',
    how: o.how,
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
        reads.map((r) => r.file),
      ),
    },
  ]);
  const heldOut = [...tasks.values()].filter((s) => s === 'held-out').length;
  return {
    written: Object.values(files),
    report: importReport({ imported: reads }),
    tasks: { held_in: tasks.size - heldOut, held_out: heldOut },
    next: [
      `Check ${files.manifest}: move tasks between held-in and held-out as you mean them, and add canaries (tasks the agent must fail) as the comment shows.`,
      `Set the floors in ${files.profile} from what your users accept, describe ${files.authority}, and set actor and harness in ${files.config}.`,
      `Run aqr evaluate --config ${files.config}: it holds and names what is missing until the held-out split is sealed and canaries are in; then commit ${files.workflow}.`,
    ],
  };
}

/** Each task's split: the file's own where it names one, else held out when its id's hash falls in the lowest quarter. */
export function taskSplits(attempts: readonly ImportedAttempt[]): Map<string, 'held-in' | 'held-out'> {
  const out = new Map<string, 'held-in' | 'held-out'>();
  const named = new Map<string, 'held-in' | 'held-out'>();
  for (const a of attempts) {
    if (a.split && !named.has(a.task_id)) named.set(a.task_id, a.split);
    if (!out.has(a.task_id)) out.set(a.task_id, 'held-in');
  }
  const hash = (id: string) => parseInt(sha256Hex(id).slice(0, 8), 16);
  for (const id of out.keys()) out.set(id, named.get(id) ?? (hash(id) % 4 === 0 ? 'held-out' : 'held-in'));
  // A starter always has a held-out task: the one of lowest hash among those the file does not place.
  if (![...out.values()].includes('held-out')) {
    const free = [...out.keys()].filter((id) => !named.has(id)).sort((a, b) => hash(a) - hash(b));
    if (free[0] !== undefined) out.set(free[0], 'held-out');
  }
  return out;
}

function manifestText(tasks: ReadonlyMap<string, 'held-in' | 'held-out'>): string {
  const lines = [
    '# The task set, from the eval results aqr init read. The held-out split is a quarter of the',
    "# tasks by a hash of their id (or the file's own metadata.split): move tasks as you mean them.",
    '# The held-out split counts as sealed only with `sealed: true` in evaluate.yaml: leave it false',
    '# until nobody tunes prompts or the agent on these tasks (a record of a tuned-on split is a hold).',
    '# Canaries are contamination probes: tasks a clean agent must fail (a secret it cannot know).',
    '# Add them to your eval and here, e.g.',
    '#   - id: canary-1',
    '#     canary: true',
    'tasks:',
  ];
  for (const [id, split] of tasks) lines.push(`  - id: ${JSON.stringify(id)}`, `    split: ${split}`);
  return `${lines.join('\n')}\n`;
}

/** The attempts every task has, when that is at least 2 (pass^k needs k ≥ 2). */
function commonK(attempts: readonly ImportedAttempt[], tasks: ReadonlyMap<string, string>): number | undefined {
  const counts = new Map<string, number>();
  for (const a of attempts) counts.set(a.task_id, (counts.get(a.task_id) ?? 0) + 1);
  const k = Math.min(...[...tasks.keys()].map((id) => counts.get(id) ?? 0));
  return k >= 2 ? k : undefined;
}

/** Gates on what the file measured (held-out completion, pass^k, cost per success), each threshold from the value measured. */
function profileText(measures: readonly Measure[]): string {
  const held = (id: string) => measures.find((m) => m.id === id && m.split === 'held-out');
  const completion = held('task.completion');
  const passK = held('reliability.pass_hat_k');
  const cost = measures.find((m) => m.id === 'efficiency.cost_per_success');
  const lines = [
    '# A starter profile: it gates only what the eval results measure. No eval tool records policy or',
    '# safety violations, so those are not gated here (they would hold as "not measured"). Each',
    '# threshold is the value aqr init measured: set it from what your users accept, and say why in',
    '# `evidence`.',
    'id: local/agent-gate',
    'version: "0.1"',
    'tier: T1',
    ...(passK?.k !== undefined ? [`k: ${passK.k}`] : []),
    'gates:',
  ];
  const floor = (m: Measure | undefined, what: string) => {
    if (typeof m?.value !== 'number') return;
    lines.push(
      `  - id: ${m.id}`,
      '    split: held-out',
      ...(m.k !== undefined ? [`    k: ${m.k}`] : []),
      `    floor: ${Math.floor(m.value * 20 + 1e-9) / 20}`,
      `    evidence: "Starter: ${what} measured ${m.value} when aqr init ran; set the floor your users accept."`,
    );
  };
  floor(completion, 'held-out completion');
  floor(passK, `held-out pass^${passK?.k ?? 'k'}`);
  if (typeof cost?.value === 'number')
    lines.push(
      '  - id: efficiency.cost_per_success',
      `    ceiling: ${Number((cost.value * 2).toPrecision(2))}`,
      `    evidence: "Starter: twice the ${cost.value} USD per success measured when aqr init ran."`,
    );
  if (lines[lines.length - 1] === 'gates:') lines[lines.length - 1] = 'gates: []';
  return `${lines.join('\n')}\n`;
}

const AUTHORITY = `# The execution policy in force while the agent was evaluated: its digest is the record's
# grant_digest. Describe your own: sandbox, egress (deny-by-default, allow-list, unrestricted),
# capabilities, and any rules.
sandbox: unspecified
`;

/** The eval tool's config beside the results, when there is one (it is the harness that ran the agent), else the results themselves. */
function harnessGuess(files: readonly string[]): string[] {
  const dirs = [...new Set(files.map((f) => dirname(f)))];
  const configs = dirs.map((d) => join(d, 'promptfooconfig.yaml')).filter((f) => existsSync(f));
  return configs.length > 0 ? configs : [...files];
}

function configText(c: { trials: string[]; harness: string[]; agent: string; how?: TrialsHow | undefined }): string {
  const list = (xs: readonly string[]) => xs.map((x) => `\n  - ${JSON.stringify(x)}`).join('');
  const o = c.how?.options ?? {};
  return [
    '# Inputs of aqr evaluate (README, "Bring your own evals"); paths are relative to this file.',
    'profile: profile.yaml',
    'task-manifest: tasks.yaml',
    `trials:${list(c.trials)}`,
    ...(c.how?.format ? [`trials-format: ${c.how.format}`] : []),
    ...(o.subject ? [`trials-subject: ${JSON.stringify(o.subject)}`] : []),
    ...(o.taskIdField ? [`task-id: ${JSON.stringify(o.taskIdField)}`] : []),
    ...(o.scorer ? [`trials-scorer: ${JSON.stringify(o.scorer)}`] : []),
    '# false until nobody tunes on the held-out tasks (see tasks.yaml)',
    'sealed: false',
    `agent: ${JSON.stringify(c.agent)}`,
    '# the files that make up the agent under test (its prompts, config, code): their digest is recorded',
    `harness:${list(c.harness)}`,
    'authority: authority.yaml',
    '# who decides the release',
    'actor: release-manager@example.com',
    '',
  ].join('\n');
}

function workflowText(config: string, results: readonly string[]): string {
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
      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1
      # Run your evals here so the results are fresh, e.g.
      #   - run: npx promptfoo eval -o ${results[0] ?? 'results.json'}
      - uses: agent-release-gate/agent-release-gate@v0
        with:
          config: ${config}
`;
}
