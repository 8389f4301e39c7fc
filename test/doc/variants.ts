// Inputs for the tests that hold two validators to the same verdicts: the
// fixtures and examples, each broken in many places.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export const WRONG: Json[] = [null, true, -1, 1.5, 0, '', 'x', 'sha256:abc', '2026-11-29T12:00:00+02:00', [], {}, ['x'], { x: 1 }];

/** The value itself, and for each place in it: removed, replaced by each wrong value, or given an unknown key. */
export function variants(value: Json, cap = 1200): Json[] {
  const out: Json[] = [value];
  const places: (string | number)[][] = [];
  const walk = (v: Json, path: (string | number)[]) => {
    places.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(value, []);
  const edit = (path: (string | number)[], f: (parent: Json[] | Record<string, Json>, key: string | number) => void) => {
    const copy = structuredClone(value);
    let parent = copy as Json[] | Record<string, Json>;
    for (const k of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[k] as Json[] | Record<string, Json>;
    f(parent, path.at(-1) as string | number);
    out.push(copy);
  };
  for (const path of places) {
    if (out.length >= cap) break;
    if (path.length === 0) continue;
    edit(path, (p, k) => (Array.isArray(p) ? p.splice(k as number, 1) : delete p[k]));
    for (const w of WRONG) edit(path, (p, k) => ((p as Record<string | number, Json>)[k] = structuredClone(w)));
    edit(path, (p, k) => {
      const v = (p as Record<string | number, Json>)[k];
      if (v !== null && typeof v === 'object' && !Array.isArray(v)) v['x-unknown'] = 1;
    });
  }
  return out;
}

export async function yamlFiles(dir: string): Promise<Json[]> {
  const out: Json[] = [];
  for (const f of (await readdir(dir, { recursive: true })).sort())
    if (/\.(ya?ml|json)$/.test(f)) out.push(parse(await readFile(join(dir, f), 'utf8')) as Json);
  return out;
}
