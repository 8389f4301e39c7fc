// Each imported attempt bound to the definition the bar pins: where the eval
// tool writes the definition into every result (promptfoo: each row's test
// case, its `assert` and `vars`), the task manifest (a bar file, read at the
// base) carries a digest of each part per task, and an attempt whose parts
// digest otherwise was graded by another definition than the one pinned:
// DEFINITION_CHANGED, naming the task and the part. Pure: parts in, digests
// and holds out (docs/importers.md, "The eval definition").
import canonicalizeModule from 'canonicalize';
import { sha256Hex } from '../crypto/index.js';
import type { Manifest } from '../taskset/manifest.js';
import type { Imported } from './types.js';

const canonicalize = canonicalizeModule as unknown as (value: unknown) => string | undefined;

/** `sha256:` over the RFC 8785 JSON of each part. */
export function definitionDigests(parts: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(parts).sort()) out[k] = `sha256:${sha256Hex(canonicalize(parts[k] ?? null) ?? 'null')}`;
  return out;
}

/** What the imported attempts say of the pinned definition. */
export interface DefinitionBinding {
  /** Attempts read (all of them: every one is gated or a canary's). */
  attempts: number;
  /** Attempts whose every part matched the task manifest's digests. */
  bound: number;
  /** One hold per task graded by another definition (a few named, the rest counted). */
  holds: { code: string; message: string }[];
  /** A sentence for the record's rationale when nothing could be bound, saying why. */
  note?: string;
}

/** Tasks named one by one in holds; the rest are counted in one more. */
const NAMED_TASKS = 5;
/** How much of a part's text a message quotes. */
const SHOWN = 120;

/** The imported attempts against the manifest's definition digests. */
export function bindDefinitions(reads: readonly { file: string; imported: Imported }[], manifest: Manifest): DefinitionBinding {
  let attempts = 0;
  let bound = 0;
  let carried = 0;
  let pinned = 0;
  // Per task: how many attempts differ, in which parts, and an example of what they were graded by.
  const differs = new Map<string, { count: number; parts: Set<string>; example: string; file: string }>();
  const seen = new Map<string, number>();
  for (const { file, imported } of reads)
    for (const a of imported.attempts) {
      attempts++;
      seen.set(a.task_id, (seen.get(a.task_id) ?? 0) + 1);
      if (a.definition) carried++;
      const want = manifest.tasks.get(a.task_id)?.definition;
      if (!want) continue;
      pinned++;
      const got = a.definition ? definitionDigests(a.definition) : {};
      const parts = [...new Set([...Object.keys(want), ...Object.keys(got)])].filter((p) => want[p] !== got[p]).sort();
      if (parts.length === 0) {
        bound++;
        continue;
      }
      const d = differs.get(a.task_id) ?? { count: 0, parts: new Set<string>(), example: '', file };
      d.count++;
      for (const p of parts) d.parts.add(p);
      if (d.example === '') d.example = describe(a.definition, parts);
      differs.set(a.task_id, d);
    }
  const holds: DefinitionBinding['holds'] = [];
  const tasks = [...differs.entries()];
  for (const [task, d] of tasks.slice(0, NAMED_TASKS)) {
    const of = seen.get(task) ?? d.count;
    holds.push({
      code: 'DEFINITION_CHANGED',
      message: `task ${task}: ${d.count} of ${of} attempt${of === 1 ? '' : 's'} in ${d.file} ${d.count === 1 ? 'was' : 'were'} graded by another definition than the task manifest pins (${[...d.parts].join(', ')} differ${d.parts.size === 1 ? 's' : ''}${d.example ? `; the results grade with ${d.example}` : ''})`,
    });
  }
  if (tasks.length > NAMED_TASKS)
    holds.push({
      code: 'DEFINITION_CHANGED',
      message: `${tasks.length - NAMED_TASKS} more tasks were graded by another definition than the task manifest pins (${tasks
        .slice(NAMED_TASKS, NAMED_TASKS + 3)
        .map(([t]) => t)
        .join(', ')}, …)`,
    });
  const out: DefinitionBinding = { attempts, bound, holds };
  const format = reads[0]?.imported.format;
  if (attempts > 0 && carried === 0)
    out.note = `The ${format ?? 'imported'} results carry no definition of what was checked, so no attempt is bound to the pinned eval definition: each was taken as recorded.`;
  else if (attempts > 0 && pinned === 0)
    out.note =
      'The task manifest pins no definition digests (aqr init --from writes them), so no imported attempt is bound to the pinned eval definition: each was taken as recorded.';
  return out;
}

/** The parts that differ, as the attempt was graded by them (bounded: ids and values come from the file). */
function describe(def: Record<string, unknown> | undefined, parts: readonly string[]): string {
  if (!def) return 'no definition written';
  const shown = parts.map((p) => (p in def ? `${p} ${summary(p, def[p])}` : `no ${p}`)).join('; ');
  return shown.length > SHOWN ? `${shown.slice(0, SHOWN - 1)}…` : shown;
}

/** promptfoo's assertions as `type "value"`, anything else as JSON. */
function summary(part: string, v: unknown): string {
  if (part === 'assert' && Array.isArray(v))
    return v
      .map((a) => {
        const o = a as { type?: unknown; value?: unknown };
        const t = typeof o?.type === 'string' ? o.type : '?';
        return o?.value === undefined ? t : `${t} ${JSON.stringify(o.value)}`;
      })
      .join(', ');
  return JSON.stringify(v) ?? 'null';
}
