// Export packs as data (./packs/*.json, one a pack, each citing its source):
// controls of an outside standard, each answered by record fields named by a
// path, digests, approvals, the bar's thresholds or an attestation. A pack maps
// evidence; it never scores.
import { AqrError } from '../errors.js';
import assuranceExport from './packs/assurance-export.json' with { type: 'json' };
import aiuc1 from './packs/aiuc-1.json' with { type: 'json' };
import euArt50 from './packs/eu-art50.json' with { type: 'json' };

/** Where an answer sits: a record field (`field`), a digest in the record (`digest`), a sign-off (`approval`), the bar sidecar's thresholds (`threshold`), an attestation bundle (`attestation`). */
export const EVIDENCE_KINDS = ['field', 'digest', 'approval', 'threshold', 'attestation'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

export interface PackEvidence {
  kind: EvidenceKind;
  /** A path into the record (`subject.model.digest`, `measures[id=task.completion]`), or into the bar statement for `threshold`. */
  path: string;
}

export interface PackControl {
  id: string;
  title: string;
  evidence: PackEvidence[];
}

export interface ExportPack {
  id: string;
  version: string;
  standard_cut?: string;
  title: string;
  source: { name: string; url: string; note?: string };
  controls: PackControl[];
}

/** Every pack this version knows, by id. */
export const PACKS: readonly ExportPack[] = [assuranceExport, aiuc1, euArt50].map((p) =>
  checkPack(p as unknown, `packs/${String((p as { id?: unknown }).id)}`),
);

/** The pack named `id` (with or without the `sg/` prefix); an unknown one is a usage error naming the ones there are. */
export function packById(id: string): ExportPack {
  const want = id.startsWith('sg/') ? id : `sg/${id}`;
  const p = PACKS.find((x) => x.id === want);
  if (!p) throw new AqrError('ERR_USAGE', `--pack ${JSON.stringify(id)} is not a known export pack; the packs are ${PACKS.map((x) => x.id).join(', ')}`);
  return p;
}

/** A pack's shape, checked once (a malformed data file is a bug, named by its file). */
export function checkPack(v: unknown, where: string): ExportPack {
  const bad = (why: string): never => {
    throw new AqrError('ERR_INPUT_INVALID', `export pack ${why}`, { file: where });
  };
  const p = v as Partial<ExportPack> | null;
  if (!p || typeof p !== 'object') return bad('is not an object');
  if (typeof p.id !== 'string' || !p.id.startsWith('sg/')) bad('needs an id sg/...');
  if (typeof p.version !== 'string' || p.version === '') bad('needs a version');
  if (!p.source || typeof p.source.url !== 'string' || !/^https:\/\//.test(p.source.url) || typeof p.source.name !== 'string')
    bad('needs its source cited (source.name, source.url)');
  if (!Array.isArray(p.controls) || p.controls.length === 0) bad('needs controls');
  const ids = new Set<string>();
  for (const c of p.controls as PackControl[]) {
    if (typeof c?.id !== 'string' || ids.has(c.id)) bad(`has a control without an id, or one twice (${String(c?.id)})`);
    ids.add(c.id);
    if (!Array.isArray(c.evidence) || c.evidence.length === 0) bad(`control ${c.id} names no evidence`);
    for (const e of c.evidence)
      if (!EVIDENCE_KINDS.includes(e.kind) || typeof e.path !== 'string') bad(`control ${c.id} has evidence of an unknown kind or without a path`);
  }
  return p as ExportPack;
}
