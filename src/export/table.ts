// The control-to-evidence table of an export bundle, on plain data: for each
// control of a pack, the rows that answer it (a record field by path, a digest,
// a sign-off, the bar's thresholds, an attestation bundle), each naming the
// bundle file it sits in. No values but digests: an export lists where the
// evidence is, it never carries or judges a score. A control nothing answers is
// "not evidenced".
import type { ExportPack, EvidenceKind } from './pack.js';

export const EXPORT_FORMAT = 'aqr.export/1';
/** The table's name inside the bundle. */
export const TABLE_ENTRY = 'export.json';

export type BundleRole = 'record' | 'bar' | 'detail' | 'attestation';

export interface BundleFile {
  name: string;
  role: BundleRole;
  /** sha256:<hex> of the entry's bytes. */
  digest: string;
}

export interface EvidenceRow {
  kind: EvidenceKind;
  /** The bundle entry that holds it. */
  file: string;
  path: string;
  /** Only for `digest` rows: the digest itself. */
  digest?: string;
}

export interface ControlRow {
  id: string;
  title: string;
  status: 'evidenced' | 'not evidenced';
  evidence: EvidenceRow[];
}

export interface ExportTable {
  format: typeof EXPORT_FORMAT;
  pack: { id: string; version: string; standard_cut?: string; source: ExportPack['source'] };
  record: { record_id: string; file: string; digest: string; digest_before_export: string };
  files: BundleFile[];
  controls: ControlRow[];
}

/**
 * The value at `path` in `doc`: dot-separated keys, and `name[id=X]` for the
 * element of an array whose `id` is X. Undefined when any step is missing.
 */
export function atPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const step of path.split('.').reduce<string[]>(joinBracketed, [])) {
    const m = /^([^[\]]+)(?:\[id=([^\]]+)\])?$/.exec(step);
    if (!m || cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[m[1] as string];
    if (m[2] !== undefined) cur = Array.isArray(cur) ? cur.find((x: unknown) => (x as { id?: unknown } | null)?.id === m[2]) : undefined;
  }
  return cur;
}

/** `measures[id=task.completion].value` split on dots, the dots inside brackets kept. */
function joinBracketed(acc: string[], part: string): string[] {
  const last = acc[acc.length - 1];
  if (last !== undefined && last.includes('[') && !last.includes(']')) acc[acc.length - 1] = `${last}.${part}`;
  else acc.push(part);
  return acc;
}

function present(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

/** The rows of every control of `pack` that the record, the bar statement and the files present answer. */
export function controlRows(pack: ExportPack, record: unknown, bar: unknown, files: readonly BundleFile[]): ControlRow[] {
  const of = (role: BundleRole): BundleFile | undefined => files.find((f) => f.role === role);
  const recordFile = of('record');
  return pack.controls.map((c) => {
    const evidence: EvidenceRow[] = [];
    for (const e of c.evidence) {
      if (e.kind === 'attestation') {
        const a = of('attestation');
        if (a) evidence.push({ kind: e.kind, file: a.name, path: e.path, digest: a.digest });
        continue;
      }
      if (e.kind === 'threshold') {
        const b = of('bar');
        if (b && present(atPath(bar, e.path))) evidence.push({ kind: e.kind, file: b.name, path: e.path });
        continue;
      }
      const v = atPath(record, e.path);
      if (!recordFile || !present(v)) continue;
      const row: EvidenceRow = { kind: e.kind, file: recordFile.name, path: e.path };
      if (e.kind === 'digest' && typeof v === 'string') row.digest = v;
      evidence.push(row);
    }
    return { id: c.id, title: c.title, status: evidence.length > 0 ? 'evidenced' : 'not evidenced', evidence };
  });
}

/** The profile the exported record lists for `pack`: the controls that have evidence. */
export function exportProfile(pack: ExportPack, rows: readonly ControlRow[]): { id: string; version: string; standard_cut?: string; controls?: string[] } {
  const controls = rows.filter((r) => r.status === 'evidenced').map((r) => r.id);
  return {
    id: pack.id,
    version: pack.version,
    ...(pack.standard_cut ? { standard_cut: pack.standard_cut } : {}),
    ...(controls.length > 0 ? { controls } : {}),
  };
}
