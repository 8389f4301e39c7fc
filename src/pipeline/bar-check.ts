// `aqr verify --bar FILE...`: the bar files an auditor holds against the bar a
// signature covers: the record's sidecar (`<record>.bar.json`, a statement
// bound to the record's digest and signed with its key) or, for a bundle, the
// predicate's bar. Same path, same sha256; then the profile read from those
// files against the record's gates. An unsigned bar, or one bound to another
// record, is refused before anything is compared with it.
import type { BarFileDigest, BarRecord, BarStatement } from '../bar/types.js';
import { barGateCheck, type BarGateCheck } from '../bar/gates.js';
import { AqrError, isAqrError } from '../errors.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileSha256Hex } from '../io/digest.js';
import { BUILT_IN, builtInProfileDir, loadProfile } from '../io/profile-file.js';
import { posixRelative } from '../io/files.js';
import { readJsonFile } from '../io/json-file.js';
import { besideRecord } from '../io/beside.js';
import { DIGEST_RE } from '../record/digest.js';
import type { AgentQualityRecord } from '../record/types.js';
import type { Profile } from '../profile/types.js';
import type { KeyEntry } from '../sign/key.js';
import { verifyBarStatement } from '../sign/bar-statement.js';

/** What vouches for the bar: a signature (whose), or why none does. */
export type BarSigned = { ok: true; by: string } | { ok: false; code: string; message: string };

export interface BarCheck {
  ok: boolean;
  /** Where the bar was read: the sidecar, or the bundle. */
  file: string;
  ref: string | null;
  signed: BarSigned;
  /** Files whose digest matched. */
  confirmed: string[];
  mismatches: string[];
  /** Files of the bar that were not given, so not checked. */
  unchecked: string[];
  /** The bar's profile against the record's gates, or why they were not compared. */
  gates: BarGateCheck | { skipped: string };
}

/** The record being verified: its digest binds the bar; its gates are compared only when it is schema-valid. */
export interface BarSubject {
  record: AgentQualityRecord;
  schemaValid: boolean;
  keys: readonly KeyEntry[];
  /** The key the record's own signature verified under; the bar must be signed with it. */
  recordKid?: string | undefined;
}

/** The bar of `<record>.bar.json`, when its signature and record digest hold, against the files given. */
export async function checkBar(recordFile: string, subject: BarSubject, given: readonly string[]): Promise<BarCheck> {
  const file = besideRecord(recordFile, '.bar.json');
  const statement = await readBarStatement(file);
  const trust = await verifyBarStatement(statement, subject.record, subject.keys, subject.recordKid);
  return compareBar(file, statement.bar, trust.ok ? { ok: true, by: `key ${trust.kid}` } : trust, given, subject);
}

/** The bar of a verified bundle's predicate (its DSSE signature covers it) against the files given. */
export async function checkAttestedBar(
  bundleFile: string,
  bar: BarRecord | undefined,
  subject: Omit<BarSubject, 'keys'>,
  given: readonly string[],
): Promise<BarCheck> {
  if (bar === undefined)
    return compareBar(bundleFile, { ref: null, files: [], changed: false }, { ok: false, code: 'BAR_UNSIGNED', message: 'the predicate names no bar' }, given, {
      ...subject,
      keys: [],
    });
  return compareBar(bundleFile, barRecord(bar, bundleFile), { ok: true, by: 'the bundle' }, given, { ...subject, keys: [] });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What differs from a signed bar, each with its code: a file's digest (BAR_MISMATCH), a gate's threshold (BAR_GATE_MISMATCH). */
export function barMismatches(b: BarCheck): { code: 'BAR_MISMATCH' | 'BAR_GATE_MISMATCH'; message: string }[] {
  const gates = 'skipped' in b.gates ? [] : b.gates.mismatches;
  return [
    ...b.mismatches.map((message) => ({ code: 'BAR_MISMATCH' as const, message })),
    ...gates.map((message) => ({ code: 'BAR_GATE_MISMATCH' as const, message })),
  ];
}

/** The checklist's bar item (src/check/checklist.ts): refused with its code, what differs, or confirmed against which files and gates, signed by whom. */
export function barProof(b: BarCheck): { ok: boolean; detail: string } {
  if (!b.signed.ok) return { ok: false, detail: `refused (${b.file}): ${b.signed.message} (${b.signed.code})` };
  const of = `the bar of ${b.file} (read at ${b.ref ?? 'the checkout'}, signed by ${b.signed.by})`;
  const g = b.gates;
  const confirmed = `${plural(b.confirmed.length, 'file', 'files')}${b.confirmed.length > 0 ? ` (${b.confirmed.join(', ')})` : ''}${'skipped' in g ? '' : ` and ${plural(g.confirmed, 'gate', 'gates')}`}`;
  const rest = [
    b.unchecked.length > 0 ? `not given: ${b.unchecked.join(', ')}` : '',
    'skipped' in g
      ? `gates not compared: ${g.skipped}`
      : g.notJudged.length > 0
        ? `not judged in the record (it does not ship): ${g.notJudged.join(', ')}`
        : '',
  ]
    .filter((x) => x !== '')
    .map((x) => `; ${x}`)
    .join('');
  const differs = barMismatches(b);
  if (differs.length > 0)
    return {
      ok: false,
      detail: `${plural(differs.length, 'mismatch', 'mismatches')} (${[...new Set(differs.map((m) => m.code))].join(', ')}) against ${of}; confirmed ${confirmed}${rest}`,
    };
  return { ok: true, detail: `confirmed against ${confirmed} of ${of}${rest}` };
}

async function compareBar(file: string, bar: BarRecord, signed: BarSigned, given: readonly string[], subject: BarSubject): Promise<BarCheck> {
  const out: BarCheck = { ok: false, file, ref: bar.ref, signed, confirmed: [], mismatches: [], unchecked: [], gates: { skipped: 'the bar is not signed' } };
  // Nothing is confirmed against a bar no signature covers: a rewritten copy would confirm anything.
  if (!signed.ok) return out;
  const seen = new Set<BarFileDigest>();
  const matched = new Set<BarFileDigest>();
  for (const g of await namedByBarRecords(given)) {
    const path = posixRelative(g);
    const entries = bar.files.filter((f) => f.path === path);
    if (entries.length === 0) {
      out.mismatches.push(`${path} is not a file of the bar the record names`);
      continue;
    }
    const hex = await fileSha256Hex(g);
    for (const e of entries) {
      seen.add(e);
      if (e.sha256 === hex) {
        out.confirmed.push(path);
        matched.add(e);
      } else out.mismatches.push(`${path} (${e.role}): sha256 ${hex}, the record's bar names ${e.sha256}`);
    }
  }
  for (const f of bar.files) {
    if (seen.has(f)) continue;
    // A built-in profile (named by id@version) is checked against this installation's copy.
    const builtIn = f.role === 'profile' && BUILT_IN.test(f.path) ? join(builtInProfileDir(), `${f.path}.yaml`) : undefined;
    if (!builtIn || !existsSync(builtIn)) out.unchecked.push(f.path);
    else if ((await fileSha256Hex(builtIn)) === f.sha256) {
      out.confirmed.push(`${f.path} (built in)`);
      matched.add(f);
    } else out.mismatches.push(`${f.path} (built-in profile): this installation's copy differs from the one the record's bar names`);
  }
  out.gates = await compareGates(bar, matched, subject, out.mismatches);
  out.ok = out.mismatches.length === 0 && ('skipped' in out.gates || out.gates.mismatches.length === 0);
  return out;
}

/**
 * The files given, each bar record among them (`<record>.bar.json`) replaced
 * by the files it names that are here (relative to the working directory, as
 * the run named them): `--bar record.bar.json` checks the bar's own files. A
 * named file that is absent is left out, so it is reported as not given.
 * What vouches for the bar is still the statement bound to the record; a bar
 * record given only says where to look.
 */
async function namedByBarRecords(given: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const g of given) {
    if (!g.endsWith('.bar.json')) out.push(g);
    else for (const f of (await readBarStatement(g)).bar.files) if (existsSync(f.path)) out.push(f.path);
  }
  return [...new Set(out)];
}

/** The profile as read from the bar's files (each file it reads held to the bar's digest) against the record's gates. */
async function compareGates(
  bar: BarRecord,
  matched: ReadonlySet<BarFileDigest>,
  subject: BarSubject,
  mismatches: string[],
): Promise<BarGateCheck | { skipped: string }> {
  // The bar lists the profile named first, then each it extends.
  const root = bar.files.find((f) => f.role === 'profile');
  if (!root) return { skipped: 'the bar names no profile' };
  if (!matched.has(root)) return { skipped: `the profile ${root.path} was not given or does not match` };
  if (!subject.schemaValid) return { skipped: 'the record is not schema-valid' };
  const read: BarFileDigest[] = [];
  let profile: Profile;
  try {
    profile = await loadProfile(root.path, process.cwd(), undefined, read);
  } catch (e) {
    if (!isAqrError(e)) throw e;
    return { skipped: `the profile does not load here: ${e.format()}` };
  }
  const differs = read.filter((r) => !bar.files.some((f) => f.role === 'profile' && f.path === r.path && f.sha256 === r.sha256));
  for (const d of differs) mismatches.push(`${d.path} (profile, read as ${root.path} extends it): sha256 ${d.sha256} is not the one the record's bar names`);
  if (differs.length > 0) return { skipped: 'a profile file it extends differs from the bar' };
  return barGateCheck(profile, subject.record);
}

/** `<record>.bar.json` as written (an older sidecar, the bar alone, reads as an unsigned statement bound to nothing). */
export async function readBarStatement(file: string): Promise<BarStatement> {
  const v = await readJsonFile(file, 'bar record', () => 'is not JSON (a bar record written beside the record)');
  // Canonical JSON (the signature's payload) recurses: a hostile nesting is refused before it.
  if (nestedBeyond(v, MAX_NESTING)) throw new AqrError('ERR_INPUT_INVALID', `nests deeper than ${MAX_NESTING} levels, which no bar record does`, { file });
  const o = v as Partial<BarStatement> | null;
  // An older sidecar is the bar alone: unsigned, bound to nothing.
  if (o !== null && typeof o === 'object' && !('bar' in o) && 'files' in o) return { record_digest: '', bar: barRecord(o, file) };
  if (
    o === null ||
    typeof o !== 'object' ||
    typeof o.record_digest !== 'string' ||
    !DIGEST_RE.test(o.record_digest) ||
    !(o.signature === undefined || typeof o.signature === 'string')
  )
    throw new AqrError('ERR_INPUT_INVALID', 'is not a bar record ({record_digest: "sha256:…", bar, signature})', { file });
  return { ...o, bar: barRecord(o.bar, file) } as BarStatement;
}

const MAX_NESTING = 64;

/** Whether a parsed JSON value nests deeper than `max` levels (walked without recursion). */
function nestedBeyond(v: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[v, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [x, depth] = top;
    if (x === null || typeof x !== 'object') continue;
    if (depth >= max) return true;
    for (const c of Object.values(x)) stack.push([c, depth + 1]);
  }
  return false;
}

/** The bar as written, every field kept (the signature covers it whole); only what is compared here is checked. */
function barRecord(v: unknown, file: string): BarRecord {
  const b = v as Partial<BarRecord> | null;
  const okFile = (f: unknown) => {
    const x = f as Partial<BarFileDigest> | null;
    return (
      x !== null &&
      typeof x === 'object' &&
      typeof x.role === 'string' &&
      typeof x.path === 'string' &&
      typeof x.sha256 === 'string' &&
      /^[0-9a-f]{64}$/.test(x.sha256)
    );
  };
  if (
    b === null ||
    typeof b !== 'object' ||
    !(b.ref === null || typeof b.ref === 'string') ||
    typeof b.changed !== 'boolean' ||
    !Array.isArray(b.files) ||
    !b.files.every(okFile)
  )
    throw new AqrError('ERR_INPUT_INVALID', 'bar is not {ref, files: [{role, path, sha256}], changed}', { file });
  return b as BarRecord;
}
