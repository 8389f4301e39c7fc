// What a verification proved, gate by gate: one pure view of what `aqr verify`
// and verify.html checked, rendered by both. "Valid" alone claimed more than
// was checked (a signature with no replay, a reject record in green); here
// every check says passed, failed or not checked and why, each gate whether
// the evidence re-derived it or it is taken as recorded, and the verdict
// stands apart from the proof: "proof valid — verdict reject".
import { backingMeasure } from '../record/backing.js';
import type { AgentQualityRecord } from '../record/types.js';
import { measureKey, notRederived, type Mismatch, type ReplayResult } from '../replay/replay.js';
import { num } from '../text/number.js';
import type { VerifyOutcome } from '../sign/verifier.js';

export type CheckState = 'pass' | 'fail' | 'not checked';
export type CheckName = 'bundle' | 'signature' | 'schema' | 'decisions' | 'digests' | 'replay' | 'bounds' | 'bar';

export interface ChecklistItem {
  check: CheckName;
  state: CheckState;
  /** One line: what was checked, or why it was not. */
  detail: string;
}

export interface GateLine {
  /** `id (split)`. */
  gate: string;
  recorded: string;
  /** Re-derived from the evidence by replay, or taken as the record says. */
  basis: 're-derived' | 'as recorded';
  /** pass: re-derived and agrees; fail: re-derived and differs; not checked: as recorded. */
  state: CheckState;
  detail: string;
  /** When the re-derived value differs: the backing measure's value as recorded and as re-derived from the evidence. */
  differs?: { what: string; recorded: unknown; rederived: unknown };
}

export interface Checklist {
  /** invalid: a check failed; not checked: no signature was checked (no key); valid: the signature and every check run held. */
  proof: 'valid' | 'invalid' | 'not checked';
  /** True when the evidence was replayed and held: the proof covers the measures and gates, not the signature alone. */
  replayed: boolean;
  /** The record's own verdict, never merged into the proof's state. */
  verdict: string;
  items: ChecklistItem[];
  gates: GateLine[];
  /** `proof valid — verdict reject`, and the scope when the proof is the signature alone or gates were taken as recorded. */
  summary: string;
  /** What the proof covers, qualified: `3 of 6 gates taken as recorded`, `the signature only: replay not run`; '' when it covers everything. */
  scope: string;
  /** Who graded what, as the record says it (`assurance.integrity`, RFC 0005), shown beside the checks; undefined: the record says nothing of it. */
  custody?: string;
}

export interface DigestCheck {
  what: string;
  files: readonly string[];
  ok: boolean;
}

export interface ProofInput {
  /** The record as read, when schema-valid (its gates and verdict); else undefined. */
  record: AgentQualityRecord | undefined;
  /** The verdict as written, for a record that is not schema-valid. */
  verdict?: string | undefined;
  schema: readonly string[];
  /** A Sigstore bundle's own signature and statement, when a bundle was given. */
  bundle?: { state: CheckState; detail: string } | undefined;
  /** The record's signature against the auditor's key; undefined when no key was given. */
  signature?: VerifyOutcome | undefined;
  /** Why the signature was not checked, when it was not. */
  signatureWhy?: string | undefined;
  digests: readonly DigestCheck[];
  replay?: ReplayResult | undefined;
  /** Why replay did not run, when it did not. */
  replayWhy?: string | undefined;
  /** Where the bounds replay recomputed came from (a stats sidecar, a predicate); undefined: none given. */
  stats?: string | undefined;
  /** The replay held the attestation's thresholds too (ceilings). */
  ceilings?: boolean | undefined;
  /** The bar confirmed (or not) against what; undefined: not checked. */
  bar?: { ok: boolean; detail: string } | undefined;
  barWhy?: string | undefined;
  /** Decisions the record's own measures contradict. */
  contradictions?: readonly string[] | undefined;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const gateName = (g: { id: string; split?: string | undefined }) => `${g.id}${g.split ? ` (${g.split})` : ''}`;

/** The checklist, derived once from what was verified. */
export function proofChecklist(p: ProofInput): Checklist {
  const items: ChecklistItem[] = [];
  const item = (check: CheckName, state: CheckState, detail: string) => items.push({ check, state, detail });
  const r = p.replay;
  const codes = (...c: Mismatch['code'][]) => (r?.mismatches ?? []).filter((m) => c.includes(m.code));

  if (p.bundle) item('bundle', p.bundle.state, p.bundle.detail);
  const s = p.signature;
  if (s) item('signature', s.ok ? 'pass' : 'fail', s.ok ? `${s.alg} signature by key kid ${s.kid}` : `${s.message} (${s.code})`);
  else item('signature', 'not checked', p.signatureWhy ?? 'no key given');
  if (!p.record && p.schema.length === 0) item('schema', 'not checked', 'no aqr record to check');
  else
    item(
      'schema',
      p.schema.length > 0 ? 'fail' : 'pass',
      p.schema.length > 0 ? `${plural(p.schema.length, 'schema issue')}: ${p.schema[0] ?? ''}` : 'schema-valid',
    );
  const contradicted = p.contradictions;
  if (contradicted && p.record)
    item(
      'decisions',
      contradicted.length > 0 ? 'fail' : 'pass',
      contradicted.length > 0 ? `DECISION_CONTRADICTED: ${contradicted[0] ?? ''}` : "no decision contradicts the record's own measures",
    );
  if (p.digests.length === 0) item('digests', 'not checked', r ? 'no digest recomputed' : `not recomputed: ${p.replayWhy ?? 'replay not run'}`);
  else {
    const bad = p.digests.filter((d) => !d.ok);
    const named = (d: DigestCheck) => `${d.what} ${d.files.join(', ')}`;
    item(
      'digests',
      bad.length > 0 ? 'fail' : 'pass',
      bad.length > 0 ? `differ: ${bad.map(named).join('; ')}` : `recomputed and matching: ${p.digests.map(named).join('; ')}`,
    );
  }
  if (!r) item('replay', 'not checked', `not run: ${p.replayWhy ?? 'no evidence given'}`);
  else if (r.ok)
    item(
      'replay',
      'pass',
      `${plural(r.confirmed.measures, 'measure')}, ${plural(r.confirmed.gates, 'gate')} and ${plural(r.confirmed.canaries, 'canary', 'canaries')} confirmed from ${plural(r.confirmed.events, 'ledger event')}`,
    );
  else
    item(
      'replay',
      'fail',
      `${plural(r.mismatches.length, 'mismatch', 'mismatches')}: ${r.mismatches
        .map((m) => m.code)
        .filter((c, i, a) => a.indexOf(c) === i)
        .join(', ')}`,
    );
  const stats = codes('STATS_MISMATCH');
  if (!r) item('bounds', 'not checked', 'not recomputed: replay not run');
  else if (p.stats === undefined) item('bounds', 'not checked', 'not recomputed: no stats sidecar (<record>.stats.json) given');
  else
    item(
      'bounds',
      stats.length > 0 ? 'fail' : 'pass',
      stats.length > 0
        ? `recomputed from the ledger, and ${plural(stats.length, 'differs', 'differ')}: ${stats[0]?.message ?? ''}`
        : `recomputed from the ledger bit for bit (from ${p.stats})`,
    );
  if (p.bar) item('bar', p.bar.ok ? 'pass' : 'fail', p.bar.detail);
  else item('bar', 'not checked', p.barWhy ?? 'not checked');

  const gates = gateLines(p);
  const failed = items.some((i) => i.state === 'fail');
  // A bundle's signature vouches for the record it carries, as the record's own does.
  const proof = failed ? 'invalid' : s?.ok || p.bundle?.state === 'pass' ? 'valid' : 'not checked';
  const replayed = !!r?.ok && !failed;
  const verdict = p.record?.decision.verdict ?? p.verdict ?? 'unknown';
  const asRecorded = gates.filter((g) => g.basis === 'as recorded').length;
  const scope =
    proof !== 'valid'
      ? ''
      : !replayed
        ? 'the signature only: replay not run'
        : asRecorded > 0
          ? `${asRecorded} of ${gates.length} gates taken as recorded`
          : '';
  const custody = p.record ? custodyLine(p.record) : undefined;
  return {
    proof,
    replayed,
    verdict,
    items,
    gates,
    summary: `proof ${proof === 'invalid' ? 'INVALID' : proof}${scope ? ` (${scope})` : ''} — verdict ${verdict}`,
    scope,
    ...(custody ? { custody } : {}),
  };
}

const CUSTODY_MEANS = {
  external: 'the eval definition was read at the base commit and every attempt was bound to it or re-derived from it',
  shared: 'the results were taken as the evaluating job recorded them',
  'agent-writable': 'the change under review altered the eval definition that graded it',
} as const;

/** The record's metric custody in one line (what it means, the protected measures, a recompute and an override when it names them); undefined when it names none. */
export function custodyLine(record: AgentQualityRecord): string | undefined {
  const i = record.assurance.integrity;
  if (!i?.metric_custody) return undefined;
  const parts = [`${i.metric_custody}: ${CUSTODY_MEANS[i.metric_custody]}`];
  if (i.protected_metric_ids?.length) parts.push(`protected: ${i.protected_metric_ids.join(', ')}`);
  if (i.recompute_party) parts.push(`recomputed by ${i.recompute_party}${i.recompute_digest ? ` (${i.recompute_digest})` : ''}`);
  if (i.mechanical_override) parts.push('a judged pass was overridden by a deterministic check');
  return parts.join('; ');
}

function gateLines(p: ProofInput): GateLine[] {
  const record = p.record;
  if (!record) return [];
  const r = p.replay;
  const format = record.assurance.evidence.format;
  return record.gates.map((g) => {
    const name = gateName(g);
    const base = { gate: name, recorded: g.result };
    if (!r) return { ...base, basis: 'as recorded', state: 'not checked', detail: 'replay not run' };
    const why = notRederived(format, g, p.ceilings);
    if (why !== undefined) return { ...base, basis: 'as recorded', state: 'not checked', detail: why };
    // Replay names a gate `gate ID (SPLIT)`, its bound `bound of ID (SPLIT)`, a predicate's threshold after it, and the measure behind it by its key.
    const measure = backingMeasure(g, record.measures).pick;
    const key = measure ? measureKey(measure) : undefined;
    const mine = r.mismatches.filter(
      (m) =>
        m.what === `gate ${name}` ||
        m.what.startsWith(`gate ${name} `) ||
        m.what === `bound of ${name}` ||
        m.what === `gate ${g.id}` ||
        (key !== undefined && m.what === key && (m.code === 'MEASURE_MISMATCH' || m.code === 'MEASURE_NOT_IN_LEDGER')),
    );
    if (mine.length === 0) return { ...base, basis: 're-derived', state: 'pass', detail: 're-derived from the evidence: agrees' };
    const value = mine.find((m) => m.what === key);
    const codes = mine.map((m) => m.code).filter((c, i, a) => a.indexOf(c) === i);
    // Both numbers, each through the one formatter: never "agrees" beside a value that differs.
    const detail = value
      ? `differs: ${value.what === name ? '' : `${value.what} `}recorded ${shownValue(value.recorded)}, re-derived ${shownValue(value.recomputed)} (${codes.join(', ')})`
      : `differs: ${mine.map((m) => m.message).join('; ')} (${codes.join(', ')})`;
    return {
      ...base,
      basis: 're-derived',
      state: 'fail',
      detail,
      ...(value ? { differs: { what: value.what, recorded: value.recorded, rederived: value.recomputed } } : {}),
    };
  });
}

/** A recorded or re-derived value as people read it: numbers rounded by the one rule, none as 'none'. */
export function shownValue(v: unknown): string {
  return typeof v === 'number' ? num(v) : v === null || v === undefined ? 'none' : typeof v === 'string' ? v : JSON.stringify(v);
}

/** The digests replay recomputed (the task manifest, the evidence files), from its mismatches. */
export function replayDigests(r: ReplayResult, files: { manifest: string; evidence: readonly string[] }): DigestCheck[] {
  const differs = (code: Mismatch['code']) => r.mismatches.some((m) => m.code === code);
  return [
    { what: 'task manifest', files: [files.manifest], ok: !differs('MANIFEST_DIGEST') },
    { what: `evidence (${plural(files.evidence.length, 'file')})`, files: files.evidence, ok: !differs('LEDGER_DIGEST') },
  ];
}
