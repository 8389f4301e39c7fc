// What a change does to the bar, in plain terms: "floor of task.completion
// (held-out) 0.7 → 0.5", "canary c2 removed", "12 tasks moved from held-out to
// held-in", "decision for policy.hard_rules changed (pass → fail)". The lines
// are plain text (ids come from inputs): renderers escape them.
import type { Decision } from '../gate/gates.js';
import { gateKey, RELEASE_TIERS, type Profile, type ProfileGate } from '../profile/types.js';
import type { Authority } from '../record/types.js';
import type { Manifest } from '../taskset/manifest.js';
import { isInputRole, type Bar, type BarFileDigest } from './types.js';

export interface BarDiff {
  /** Any bar file differs (added, removed, or other bytes). */
  changed: boolean;
  /** Each difference, one line of plain text. */
  lines: string[];
  /** The held-out split or the canaries differ: whoever wrote the change has read them. */
  heldOutChanged: boolean;
}

const NAMED = 10;

/** The difference between the bar at the base (undefined: it could not be read) and the proposed one. */
export function barDiff(base: Bar | undefined, proposed: Bar, baseFiles: readonly BarFileDigest[] = base?.files ?? []): BarDiff {
  const lines: string[] = [];
  const key = (f: BarFileDigest) => `${f.role}|${f.path}`;
  const before = new Map(baseFiles.map((f) => [key(f), f]));
  const after = new Map(proposed.files.map((f) => [key(f), f]));
  const changedFiles: BarFileDigest[] = [];
  for (const [k, f] of after) {
    const b = before.get(k);
    if (!b) lines.push(`${f.role} file ${f.path} is now part of the bar`);
    else if (b.sha256 !== f.sha256) changedFiles.push(f);
  }
  for (const [k, f] of before) if (!after.has(k)) lines.push(`${f.role} file ${f.path} is no longer part of the bar`);
  const changed = lines.length > 0 || changedFiles.length > 0;
  if (!changed) return { changed, lines, heldOutChanged: false };
  if (!base) return { changed, lines: [...lines, ...changedFiles.map((f) => `${f.role} file ${f.path} changed`)], heldOutChanged: true };

  const semantic = lines.length;
  lines.push(...profileDiff(base.profile, proposed.profile));
  const split = manifestDiff(base.manifest, proposed.manifest);
  lines.push(...split.lines);
  lines.push(...authorityDiff(base.authority, proposed.authority));
  lines.push(...decisionsDiff(base.decisions, proposed.decisions));
  // The files beside the bar (an acceptance rule, a baseline) and the eval definition are compared by their bytes alone.
  const byBytes = (f: BarFileDigest) => isInputRole(f.role) || f.role === 'eval-definition';
  const inputs = changedFiles.filter(byBytes);
  if (lines.length === semantic)
    for (const f of changedFiles) if (!byBytes(f)) lines.push(`${f.role} file ${f.path} changed (no threshold, split, canary or decision differs)`);
  for (const f of inputs) lines.push(`${f.role} file ${f.path} changed${f.role === 'eval-definition' ? ' (it decides which attempts pass)' : ''}`);
  return { changed, lines, heldOutChanged: split.heldOutChanged };
}

function gateName(g: ProfileGate): string {
  return `${g.id}${g.split ? ` (${g.split})` : ''}`;
}

function threshold(g: ProfileGate): string {
  return g.floor !== undefined ? `floor ${g.floor}` : g.ceiling !== undefined ? `ceiling ${g.ceiling}` : 'no threshold';
}

function arrow(a: unknown, b: unknown): string {
  const show = (v: unknown) => (v === undefined ? 'none' : typeof v === 'string' ? v : JSON.stringify(v));
  return `${show(a)} → ${show(b)}`;
}

export function profileDiff(a: Profile, b: Profile): string[] {
  const out: string[] = [];
  if (a.id !== b.id || a.version !== b.version) out.push(`profile ${a.id}@${a.version} → ${b.id}@${b.version}`);
  if (a.chain.slice(1).join(',') !== b.chain.slice(1).join(','))
    out.push(`profile extends ${arrow(a.chain.slice(1).join(' → ') || undefined, b.chain.slice(1).join(' → ') || undefined)}`);
  if (a.tier !== b.tier) out.push(`tier ${arrow(a.tier, b.tier)}`);
  if (a.k !== b.k) out.push(`k ${arrow(a.k, b.k)}`);
  const all = (p: Profile) => {
    const m = new Map<string, ProfileGate>();
    for (const g of p.gates) m.set(gateKey(g), g);
    for (const t of RELEASE_TIERS) for (const g of p.tier_gates[t] ?? []) m.set(`${t}:${gateKey(g)}`, g);
    return m;
  };
  const ga = all(a);
  const gb = all(b);
  const where = (k: string) => (/^T\d:/.test(k) ? ` (tier ${k.slice(0, 2)})` : '');
  for (const [k, g] of ga) {
    const h = gb.get(k);
    if (!h) {
      out.push(`gate ${gateName(g)}${where(k)} removed (was ${threshold(g)})`);
      continue;
    }
    if (g.floor !== h.floor) out.push(`floor of ${gateName(g)}${where(k)} ${arrow(g.floor, h.floor)}`);
    if (g.ceiling !== h.ceiling) out.push(`ceiling of ${gateName(g)}${where(k)} ${arrow(g.ceiling, h.ceiling)}`);
    if (g.k !== h.k) out.push(`k of ${gateName(g)}${where(k)} ${arrow(g.k, h.k)}`);
    if ((g.source ?? 'native') !== (h.source ?? 'native')) out.push(`source of ${gateName(g)}${where(k)} ${arrow(g.source ?? 'native', h.source ?? 'native')}`);
  }
  for (const [k, g] of gb) if (!ga.has(k)) out.push(`gate ${gateName(g)}${where(k)} added (${threshold(g)})`);
  for (const f of new Set([...Object.keys(a.task_set), ...Object.keys(b.task_set)]) as Set<keyof Profile['task_set']>)
    if (a.task_set[f] !== b.task_set[f]) out.push(`task_set.${f} ${arrow(a.task_set[f], b.task_set[f])}`);
  for (const f of new Set([...Object.keys(a.signals), ...Object.keys(b.signals)]) as Set<keyof Profile['signals']>)
    if (JSON.stringify(a.signals[f]) !== JSON.stringify(b.signals[f])) out.push(`signals.${f} ${arrow(a.signals[f], b.signals[f])}`);
  return out;
}

function named(ids: string[]): string {
  const shown = ids.slice(0, NAMED).join(', ');
  return ids.length > NAMED ? `${shown} and ${ids.length - NAMED} more` : shown;
}

export function manifestDiff(a: Manifest, b: Manifest): { lines: string[]; heldOutChanged: boolean } {
  const out: string[] = [];
  const ca = new Set(a.canary_ids);
  const cb = new Set(b.canary_ids);
  const removed = a.canary_ids.filter((c) => !cb.has(c));
  const added = b.canary_ids.filter((c) => !ca.has(c));
  if (removed.length) out.push(`${removed.length === 1 ? 'canary' : `${removed.length} canaries`} ${named(removed)} removed`);
  if (added.length) out.push(`${added.length === 1 ? 'canary' : `${added.length} canaries`} ${named(added)} added`);
  let outToIn = 0;
  let inToOut = 0;
  const gone = { 'held-in': 0, 'held-out': 0 };
  const fresh = { 'held-in': 0, 'held-out': 0 };
  for (const t of a.tasks.values()) {
    if (t.canary) continue;
    const u = b.tasks.get(t.id);
    if (!u || u.canary) gone[t.split]++;
    else if (t.split === 'held-out' && u.split === 'held-in') outToIn++;
    else if (t.split === 'held-in' && u.split === 'held-out') inToOut++;
  }
  for (const u of b.tasks.values()) if (!u.canary && (!a.tasks.has(u.id) || a.tasks.get(u.id)?.canary)) fresh[u.split]++;
  const tasks = (n: number) => `${n} task${n === 1 ? '' : 's'}`;
  if (outToIn) out.push(`${tasks(outToIn)} moved from held-out to held-in`);
  if (inToOut) out.push(`${tasks(inToOut)} moved from held-in to held-out`);
  for (const s of ['held-out', 'held-in'] as const) {
    if (gone[s]) out.push(`${tasks(gone[s])} removed from ${s}`);
    if (fresh[s]) out.push(`${tasks(fresh[s])} added to ${s}`);
  }
  return { lines: out, heldOutChanged: removed.length + added.length + outToIn + inToOut + gone['held-out'] + fresh['held-out'] > 0 };
}

export function authorityDiff(a: Authority, b: Authority): string[] {
  const out: string[] = [];
  for (const f of ['acs_policy_version', 'sandbox', 'egress'] as const) if (a[f] !== b[f]) out.push(`authority ${f} ${arrow(a[f], b[f])}`);
  const ca = new Set(a.capabilities ?? []);
  const cb = new Set(b.capabilities ?? []);
  const added = [...cb].filter((c) => !ca.has(c));
  const removed = [...ca].filter((c) => !cb.has(c));
  if (added.length) out.push(`authority capabilities added: ${named(added)}`);
  if (removed.length) out.push(`authority capabilities removed: ${named(removed)}`);
  return out;
}

export function decisionsDiff(a: readonly Decision[], b: readonly Decision[]): string[] {
  const out: string[] = [];
  const mb = new Map(b.map((d) => [d.id, d]));
  const ma = new Map(a.map((d) => [d.id, d]));
  for (const d of a) {
    const e = mb.get(d.id);
    if (!e) out.push(`decision for ${d.id} removed (was ${d.result})`);
    else if (e.result !== d.result || e.source !== d.source)
      out.push(
        `decision for ${d.id} changed (${d.result}${e.source !== d.source ? ` from ${d.source}` : ''} → ${e.result}${e.source !== d.source ? ` from ${e.source}` : ''})`,
      );
  }
  for (const d of b) if (!ma.has(d.id)) out.push(`decision for ${d.id} added (${d.result})`);
  return out;
}
