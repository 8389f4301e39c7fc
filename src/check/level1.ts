// L1: schema-valid, genuine digests, registered measures used by their rules.
import { digestFields, digestPlaceholderReason } from '../record/digest.js';
import { formatPath } from '../doc/path.js';
import { measureProblems } from '../record/registry.js';
import { schemaIssues } from '../record/validate.js';
import type { Unmet } from './types.js';

export function level1(value: unknown): Unmet[] {
  const out: Unmet[] = schemaIssues(value).map((i) => ({ level: 'L1', ...i }));
  for (const { path, digest } of digestFields(value)) {
    const why = digestPlaceholderReason(digest);
    if (why) out.push({ level: 'L1', code: 'DIGEST_PLACEHOLDER', path, message: `${formatPath(path)} ${why}` });
  }
  const measures = (value as { measures?: unknown } | null)?.measures;
  if (Array.isArray(measures)) {
    measures.forEach((m: unknown, i) => {
      if (m === null || typeof m !== 'object' || typeof (m as { id?: unknown }).id !== 'string') return;
      for (const p of measureProblems(m as { id: string; value: unknown })) {
        out.push({ level: 'L1', code: p.code, path: ['measures', i, p.field], message: `measures[${i}]: ${p.message}` });
      }
    });
  }
  // The schema and the registry both know that pass^k needs k: say it once.
  const seen = new Set<string>();
  return out.filter((u) => {
    const key = `${u.code}|${(u.path ?? []).join('/')}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
