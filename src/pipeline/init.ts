// `aqr init --from FILE…`: a starter a person then edits, from an eval tool's
// results: the task manifest of the tasks found (a deterministic quarter held
// out by task-id hash, or the file's own split where it names one), a profile
// that gates every task on what the file measures (the whole set when the file
// names no split, each split when it does) with floors of 1, so it never ships
// a run whose eval reports a failure until the team lowers a floor and says why,
// an evaluate config, an authority policy to describe, and a workflow. Nothing
// is overwritten; all or nothing is written.
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
  /** What the starter profile gates: the whole task set (the file names no split) or each split. */
  gates: { split: 'whole' | 'each'; tier: 'T0' | 'T1'; k?: number };
  next: string[];
}

export const WORKFLOW_FILE = '.github/workflows/agent-gate.yml';

/** Reads the results, then writes the starter's five files all or none, refusing any that exists. */
export async function runInit(o: InitOptions): Promise<InitResult> {
  const reads = await importFiles(o.from, o.how);
  const attempts = reads.flatMap((r) => r.imported.attempts);
  const subject = reads.find((r) => r.imported.subject)?.imported.subject;
  const tasks = taskSplits(attempts);
  const named = attempts.some((a) => a.split !== undefined);
  const files = {
    manifest: join(o.dir, 'tasks.yaml'),
    profile: join(o.dir, 'profile.yaml'),
    authority: join(o.dir, 'authority.yaml'),
    config: join(o.dir, 'evaluate.yaml'),
    workflow: WORKFLOW_FILE,
  };
  for (const f of Object.values(files))
    if (existsSync(f)) throw new AqrError('ERR_USAGE', `${f} exists: aqr init never overwrites a file (move it, or give --dir)`);
  const manifest = manifestText(tasks, named);
  // Floors of 1 over every task: the first verdict rejects what the eval tool itself reports failing (naming
  // each failing task) and ships once they pass; a floor below 1 is the team's to write, with its reason.
  const k = commonK(attempts, tasks);
  const perTask = new Map<string, number>();
  for (const a of attempts) perTask.set(a.task_id, (perTask.get(a.task_id) ?? 0) + 1);
  const uneven = new Set(perTask.values()).size > 1;
  const measured = ledgerMeasures(foldImported(reads, await manifestFromText(manifest, files.manifest)), k);
  const fromDir = (f: string) => relative(o.dir, f) || '.';
  const config = configText({
    trials: reads.map((r) => fromDir(r.file)),
    harness: harnessGuess(reads.map((r) => r.file)).map(fromDir),
    agent: subject ?? 'my-agent',
    how: o.how,
  });
  await writeFilesAtomic([
    { file: files.manifest, data: manifest },
    { file: files.profile, data: profileText(measured.measures, named, k) },
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
  const gated = named ? 'each split (held-out and held-in)' : 'every task (no split)';
  return {
    written: Object.values(files),
    report: importReport({ imported: reads }),
    tasks: { held_in: tasks.size - heldOut, held_out: heldOut },
    gates: { split: named ? 'each' : 'whole', tier: k !== undefined ? 'T1' : 'T0', ...(k !== undefined ? { k } : {}) },
    next: [
      `${files.profile} gates ${gated} at a floor of 1: it ships only when every task passes, as your eval tool reports it. Lower a floor to what your users accept and say why in its evidence (or gate on day one with aqr evaluate --floor task.completion=0.9).`,
      ...(k !== undefined && uneven
        ? [
            `Your tasks ran different numbers of times, so the pass^${k} gate holds (no evidence) until every task runs ${k} times: a failure on a later attempt is never left ungated.`,
          ]
        : []),
      ...(k === undefined
        ? [
            `Each task ran once, so the profile is tier T0 (no reliability gate). Run each task several times (promptfoo --repeat 3, Inspect --epochs 3, DeepEval repeats, Surefire reruns) and aqr init again for a T1 profile gating pass^k: whether a task passes every time.`,
          ]
        : []),
      named
        ? `Check ${files.manifest}: the splits are your file's; add canaries (tasks the agent must fail) as the comment shows.`
        : `Set up the held-out split in ${files.manifest}: your results name none, so a quarter of the tasks is held out by a hash of their id. Move into it tasks nobody tunes prompts or the agent on; it is what says how the agent does on work it was not tuned on. Then set sealed: true in ${files.config}: until then every verdict holds (UNSEALED), and only a sealed held-out split lets the record reach L2 (gates enforced on a sealed held-out split; L3 adds pass^k).`,
      `Describe ${files.authority}, set actor and harness in ${files.config}, run aqr evaluate --config ${files.config}, then commit ${files.workflow}.`,
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

function manifestText(tasks: ReadonlyMap<string, 'held-in' | 'held-out'>, named: boolean): string {
  const lines = [
    '# The task set, from the eval results aqr init read.',
    ...(named
      ? ["# The splits are your results' own (metadata.split): the profile gates each of them."]
      : [
          '# Your results name no split, so a quarter of the tasks is held out by a hash of their id,',
          '# and the profile gates every task whatever its split. Set up the held-out split: move into',
          '# it tasks nobody tunes prompts or the agent on, so that its results say how the agent does',
          '# on work it was not tuned on (the record reaches L2 only with a sealed held-out split).',
        ]),
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

/**
 * The k of the starter's pass^k gate: the attempts each task has, when that is
 * at least 2 (pass^k needs k ≥ 2); when tasks have different numbers of
 * attempts (repeats cut short, reruns of failing tests only), the most any has,
 * so a failure on a later attempt is never left ungated: the tasks with fewer
 * hold the gate (no evidence) until every task runs k times.
 */
function commonK(attempts: readonly ImportedAttempt[], tasks: ReadonlyMap<string, string>): number | undefined {
  const counts = new Map<string, number>();
  for (const a of attempts) counts.set(a.task_id, (counts.get(a.task_id) ?? 0) + 1);
  const each = [...tasks.keys()].map((id) => counts.get(id) ?? 0);
  const k = Math.max(...each);
  return k >= 2 ? k : undefined;
}

/**
 * Gates on what the file measured, every task counted: completion and (with k
 * attempts a task) pass^k over the whole task set when the file names no split,
 * over each split when it does; floors of 1, so a run in which the eval tool
 * reports a failing task never ships. Tier T1 with pass^k, else T0 (a tier
 * that asks for no reliability gate). Cost per success: a ceiling of twice the value measured.
 */
function profileText(measures: readonly Measure[], named: boolean, k: number | undefined): string {
  const splits: (Measure['split'] | undefined)[] = named ? ['held-out', 'held-in'] : [undefined];
  const cost = measures.find((m) => m.id === 'efficiency.cost_per_success');
  const lines = [
    '# A starter profile: it gates only what the eval results measure, and every task counts.',
    '# Each floor is 1: a release ships only when every task passes, as your eval tool reports it.',
    '# Lower a floor to what your users accept and say why in its `evidence`. No eval tool records',
    '# policy or safety violations, so those are not gated here (they would hold as "not measured").',
    'id: local/agent-gate',
    'version: "0.1"',
    ...(k !== undefined
      ? ['# T1: a release needs a pass^k floor (every attempt of a task passes).', 'tier: T1', `k: ${k}`]
      : [
          '# T0: each task ran once, so pass^k (reliability over repeated attempts) is not measured. Run',
          '# each task several times (promptfoo --repeat 3, Inspect --epochs 3) and aqr init again for T1.',
          'tier: T0',
        ]),
    'gates:',
  ];
  const measured = (id: string, split: string | undefined) => measures.find((m) => m.id === id && m.split === split)?.value;
  for (const split of splits) {
    const where = split ? `${split} ` : '';
    const gate = (id: string, what: string, withK: boolean) => {
      const now = measured(id, split);
      // pass^k is gated even unmeasured (tasks of fewer than k attempts): it holds until every task has k.
      if (typeof now !== 'number' && !withK) return;
      lines.push(
        `  - id: ${id}`,
        ...(split ? [`    split: ${split}`] : []),
        ...(withK ? [`    k: ${k}`] : []),
        '    floor: 1',
        `    evidence: "Starter: every ${where}task ${what}; measured ${typeof now === 'number' ? now : 'nothing (some tasks have fewer attempts)'} when aqr init ran. Set the floor your users accept."`,
      );
    };
    gate('task.completion', 'passes its first attempt', false);
    if (k !== undefined) gate('reliability.pass_hat_k', `passes all ${k} attempts`, true);
  }
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
