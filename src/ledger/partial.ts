// A partial tally (format aqr.tally/1, docs/partial-tallies.md): what one
// matrix job's shards fold into, small enough to upload (a row per task it ran,
// never a line per attempt), and merged by one job into the very tally it
// would have folded from every shard itself. Everything in it is an integer
// (bit masks, counts, fixed-point sums), so the merge is a sum and an OR:
// commutative and associative, and byte-identical whatever the order.
import { AqrError } from '../errors.js';
import { DIGEST_RE } from '../record/digest.js';
import type { Manifest } from '../taskset/manifest.js';
import { TrialTally, VIOLATION_KINDS, type TaskState, type ViolationKind } from './tally.js';

export const TALLY_FORMAT = 'aqr.tally/1';

/** A shard file as the ledger digest counts it: its name as given, its bytes' sha256 (hex), its lines. */
export interface ShardEntry {
  name: string;
  sha256: string;
  lines: number;
}

/** One task: id, attempts seen and passed (bit a-1 for attempt a ≤ 32), fixed-point cost, tokens, latency; then attempts past 32, if any. */
export type TaskRow = [string, number, number, number, number, number] | [string, number, number, number, number, number, [number, boolean][]];

type Counts = Record<ViolationKind, { runs: number; clean: number }>;

export interface PartialTally {
  format: typeof TALLY_FORMAT;
  /** The aqr that wrote it (`aqr 0.1.0`): told, never compared. */
  tool: string;
  /** The shards' own format (`aqr.trials/1`, an importer's): what the record's assurance.evidence.format says. */
  evidence_format: string;
  manifest_digest: string;
  /** Sorted by name, then sha256. */
  shards: ShardEntry[];
  /** Every line of the shards, and the blank ones passed over. */
  lines: { read: number; skipped: number };
  /** Attempts at non-canary tasks carrying cost_usd, tokens, latency_s. */
  given: { cost: number; tokens: number; latency: number };
  violations: Counts;
  /** In manifest order; only tasks with an attempt. */
  tasks: TaskRow[];
}

export interface PartialMeta {
  shards: readonly ShardEntry[];
  skipped: number;
  manifestDigest: string;
  evidenceFormat: string;
  tool: string;
}

/** The partial tally of a tally folded from its shards. */
export function partialOf(tally: TrialTally, meta: PartialMeta): PartialTally {
  const tasks: TaskRow[] = [];
  for (const t of tally.manifest.tasks.values()) {
    const s = tally.stateAt(t.index);
    if (s) tasks.push(rowOf(t.id, s));
  }
  const shards = [...meta.shards].sort((a, b) => byteOrder(a.name, b.name) || byteOrder(a.sha256, b.sha256));
  const tot = tally.totals;
  return {
    format: TALLY_FORMAT,
    tool: meta.tool,
    evidence_format: meta.evidenceFormat,
    manifest_digest: meta.manifestDigest,
    shards: shards.map(({ name, sha256, lines }) => ({ name, sha256, lines })),
    lines: { read: shards.reduce((n, s) => n + s.lines, 0), skipped: meta.skipped },
    given: { cost: tot.cost.n, tokens: tot.tokens.n, latency: tot.latency.n },
    violations: Object.fromEntries(VIOLATION_KINDS.map((k) => [k, { ...tally.violations[k] }])) as Counts,
    tasks,
  };
}

/** The file's text: one JSON object, a task a line, keys in a fixed order; the same tally always gives the same bytes. */
export function partialText(p: PartialTally): string {
  const { tasks, ...head } = p;
  const top = JSON.stringify({
    format: head.format,
    tool: head.tool,
    evidence_format: head.evidence_format,
    manifest_digest: head.manifest_digest,
    shards: head.shards.map((s) => ({ name: s.name, sha256: s.sha256, lines: s.lines })),
    lines: { read: head.lines.read, skipped: head.lines.skipped },
    given: { cost: head.given.cost, tokens: head.given.tokens, latency: head.given.latency },
    violations: Object.fromEntries(VIOLATION_KINDS.map((k) => [k, { runs: head.violations[k].runs, clean: head.violations[k].clean }])),
  });
  return `${top.slice(0, -1)},"tasks":[\n${tasks.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
}

/** Checks a parsed tally file's shape against the manifest; an input error names the file and the field. */
export function asPartial(v: unknown, file: string, manifest: Manifest): PartialTally {
  const bad = (field: string, message: string, code: 'ERR_INPUT_INVALID' | 'ERR_INPUT_MISMATCH' = 'ERR_INPUT_INVALID') =>
    new AqrError(code, message, { file, field });
  if (!isObject(v)) throw bad('(file)', 'a partial tally is a JSON object (format aqr.tally/1)');
  if (v['format'] !== TALLY_FORMAT) throw bad('format', `must be "${TALLY_FORMAT}", got ${JSON.stringify(v['format'])}`);
  for (const k of Object.keys(v))
    if (!['format', 'tool', 'evidence_format', 'manifest_digest', 'shards', 'lines', 'given', 'violations', 'tasks'].includes(k))
      throw bad(k, 'is not a field of a partial tally');
  if (typeof v['tool'] !== 'string') throw bad('tool', 'must be a string');
  if (typeof v['evidence_format'] !== 'string' || !/^[a-z][a-z0-9._-]*\/[0-9]+$/.test(v['evidence_format']))
    throw bad('evidence_format', 'must name a format and its version (aqr.trials/1)');
  if (typeof v['manifest_digest'] !== 'string' || !DIGEST_RE.test(v['manifest_digest'])) throw bad('manifest_digest', 'must be sha256: and 64 hex digits');
  const shards = v['shards'];
  if (!Array.isArray(shards) || shards.length === 0) throw bad('shards', 'must list the shard files tallied');
  shards.forEach((s: unknown, i) => {
    const field = `shards[${i}]`;
    if (!isObject(s) || Object.keys(s).length !== 3) throw bad(field, 'must be {name, sha256, lines}');
    if (typeof s['name'] !== 'string' || s['name'] === '') throw bad(`${field}.name`, 'must be a non-empty string');
    if (typeof s['sha256'] !== 'string' || !/^[0-9a-f]{64}$/.test(s['sha256'])) throw bad(`${field}.sha256`, 'must be 64 lowercase hex digits');
    count(s['lines'], `${field}.lines`, bad);
  });
  fields(v['lines'], 'lines', ['read', 'skipped'], bad);
  fields(v['given'], 'given', ['cost', 'tokens', 'latency'], bad);
  if (!isObject(v['violations'])) throw bad('violations', 'must be {policy, tool_abuse, isolation}');
  const violations = v['violations'];
  for (const k of Object.keys(violations)) if (!(VIOLATION_KINDS as readonly string[]).includes(k)) throw bad(`violations.${k}`, 'is not a violation kind');
  for (const k of VIOLATION_KINDS) fields(violations[k], `violations.${k}`, ['runs', 'clean'], bad);
  const tasks = v['tasks'];
  if (!Array.isArray(tasks)) throw bad('tasks', 'must be a list of task rows');
  tasks.forEach((r: unknown, i) => checkRow(r, `tasks[${i}]`, manifest, bad));
  return v as unknown as PartialTally;
}

function checkRow(r: unknown, field: string, manifest: Manifest, bad: (f: string, m: string, c?: 'ERR_INPUT_MISMATCH') => AqrError): void {
  if (!Array.isArray(r) || (r.length !== 6 && r.length !== 7))
    throw bad(field, 'must be [task_id, seen, passed, cost, tokens, latency] (and attempts past 32)');
  const [id, seen, passed] = r as unknown[];
  if (typeof id !== 'string') throw bad(`${field}[0]`, 'must be a task id');
  const task = manifest.tasks.get(id);
  if (!task) throw bad(`${field}[0]`, `task ${id} is not in the task manifest: a tally of another task set does not count`, 'ERR_INPUT_MISMATCH');
  for (const [j, x] of [seen, passed].entries())
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > 0xffffffff) throw bad(`${field}[${j + 1}]`, 'must be a 32-bit mask');
  if (((passed as number) & ~(seen as number)) !== 0) throw bad(`${field}[2]`, 'marks as passed an attempt it has not seen');
  for (let j = 3; j < 6; j++) {
    count(r[j], `${field}[${j}]`, bad);
    if (task.canary && r[j] !== 0) throw bad(`${field}[${j}]`, `task ${id} is a canary: no sum is kept for it`);
  }
  const more = r[6] as unknown;
  if (more === undefined) {
    if (seen === 0) throw bad(field, `task ${id} has no attempt: leave it out`);
    return;
  }
  if (!Array.isArray(more) || more.length === 0) throw bad(`${field}[6]`, 'must list attempts past 32 as [attempt, passed]');
  let last = 32;
  more.forEach((m: unknown, j) => {
    if (!Array.isArray(m) || m.length !== 2 || !Number.isInteger(m[0]) || (m[0] as number) <= last || typeof m[1] !== 'boolean')
      throw bad(`${field}[6][${j}]`, 'must be [attempt, passed], attempts past 32 in ascending order');
    last = m[0] as number;
  });
}

export interface Merged {
  tally: TrialTally;
  /** Every shard of every tally, sorted by name then sha256. */
  shards: ShardEntry[];
  skipped: number;
  evidenceFormat: string;
}

/**
 * Merges partial tallies into one tally, as if one job had read every shard:
 * refuses tallies of another task manifest or evidence format, the same shard
 * (by content or by name) in two tallies, and the same task and attempt twice.
 */
export function mergePartials(parts: readonly { file: string; partial: PartialTally }[], manifest: Manifest, manifestDigest: string): Merged {
  const first = parts[0];
  if (!first) throw new AqrError('ERR_USAGE', 'no partial tally to merge');
  const tally = new TrialTally(manifest);
  const byContent = new Map<string, string>();
  const byName = new Map<string, string>();
  const shards: ShardEntry[] = [];
  let skipped = 0;
  for (const { file, partial: p } of parts) {
    if (p.manifest_digest !== manifestDigest)
      throw new AqrError(
        'ERR_INPUT_MISMATCH',
        `is a tally of another task manifest (${p.manifest_digest}), not the one judged by (${manifestDigest}): evidence from another task set does not count`,
        { file, field: 'manifest_digest' },
      );
    if (p.evidence_format !== first.partial.evidence_format)
      throw new AqrError(
        'ERR_INPUT_MISMATCH',
        `tallies ${p.evidence_format} evidence but ${first.file} tallies ${first.partial.evidence_format}: one record's evidence is of one format`,
        { file, field: 'evidence_format' },
      );
    for (const s of p.shards) {
      const twice = byContent.get(s.sha256) ?? byName.get(s.name);
      if (twice !== undefined)
        throw new AqrError('ERR_INPUT_DUPLICATE', `shard ${s.name} (sha256 ${s.sha256.slice(0, 12)}…) is tallied here and in ${twice}: a shard counts once`, {
          file,
          field: 'shards',
        });
      byContent.set(s.sha256, file);
      byName.set(s.name, file);
      shards.push(s);
      tally.addFile(s.name);
    }
    skipped += p.lines.skipped;
    p.tasks.forEach((r, i) => {
      const task = manifest.tasks.get(r[0]);
      if (!task) throw new AqrError('ERR_INPUT_MISMATCH', `task ${r[0]} is not in the task manifest`, { file, field: `tasks[${i}][0]` });
      const again = tally.absorbAt(task.index, stateOf(r));
      if (again !== undefined)
        throw new AqrError('ERR_INPUT_DUPLICATE', `task ${r[0]} attempt ${again} appears twice: first in ${firstWith(parts, r[0], again, file)}`, {
          file,
          field: `tasks[${i}]`,
        });
    });
    tally.addCounts(p.given, p.violations);
  }
  shards.sort((a, b) => byteOrder(a.name, b.name) || byteOrder(a.sha256, b.sha256));
  return { tally, shards, skipped, evidenceFormat: first.partial.evidence_format };
}

/**
 * Where a tally and the one folded again from its shards first differ, in a
 * sentence naming the task; undefined when they agree (the tool aside).
 */
export function partialDifference(given: PartialTally, again: PartialTally): string | undefined {
  for (const k of ['evidence_format', 'manifest_digest', 'shards', 'lines', 'given', 'violations'] as const) {
    const a = JSON.stringify(given[k]);
    const b = JSON.stringify(again[k]);
    if (a !== b) return `${k}: the tally says ${clip(a)}, its shards give ${clip(b)}`;
  }
  const rows = new Map(again.tasks.map((r) => [r[0], r]));
  for (const r of given.tasks) {
    const b = rows.get(r[0]);
    if (JSON.stringify(r) !== JSON.stringify(b))
      return `task ${r[0]}: the tally says ${JSON.stringify(r.slice(1))}, its shards give ${b ? JSON.stringify(b.slice(1)) : 'no attempt'}`;
    rows.delete(r[0]);
  }
  const [missing] = rows.values();
  return missing ? `task ${missing[0]}: the tally has no attempt, its shards give ${JSON.stringify(missing.slice(1))}` : undefined;
}

function rowOf(id: string, s: TaskState): TaskRow {
  const row: TaskRow = [id, s.seen, s.passed, s.cost, s.tokens, s.latency];
  return s.more.length > 0 ? [...row, s.more] : row;
}

function stateOf(r: TaskRow): TaskState {
  return { seen: r[1] >>> 0, passed: r[2] >>> 0, cost: r[3], tokens: r[4], latency: r[5], more: r[6] ?? [] };
}

/** The tally that first has the task's attempt (an error's rare path: found by looking again). */
function firstWith(parts: readonly { file: string; partial: PartialTally }[], id: string, attempt: number, not: string): string {
  for (const { file, partial } of parts) {
    if (file === not) break;
    const r = partial.tasks.find((x) => x[0] === id);
    if (r && (attempt <= 32 ? (r[1] >>> (attempt - 1)) & 1 : (r[6] ?? []).some(([a]) => a === attempt))) return file;
  }
  return 'an earlier row of this tally';
}

function count(x: unknown, field: string, bad: (f: string, m: string) => AqrError): void {
  if (typeof x !== 'number' || !Number.isSafeInteger(x) || x < 0) throw bad(field, `must be an integer ≥ 0, got ${JSON.stringify(x)}`);
}

function fields(v: unknown, field: string, keys: readonly string[], bad: (f: string, m: string) => AqrError): void {
  if (!isObject(v) || Object.keys(v).length !== keys.length) throw bad(field, `must be {${keys.join(', ')}}`);
  for (const k of keys) count(v[k], `${field}.${k}`, bad);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

const byteOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const clip = (s: string): string => (s.length > 200 ? `${s.slice(0, 200)}…` : s);
