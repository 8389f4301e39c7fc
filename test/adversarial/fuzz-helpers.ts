// Shared by the fuzz-*.test.ts files (issue 17): arbitrary inputs for a
// reader, and the property every reader keeps: a result or a coded error
// (exit 2), never an internal error, within a generous time per byte.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { aqr } from '../helpers.js';

/** Runs per property: small by default (the suite stays fast); FUZZ_RUNS=n and FUZZ_SEED=s explore further. */
export const runs = (n: number): { numRuns: number; seed?: number } => {
  const seed = process.env['FUZZ_SEED'];
  return { numRuns: Number(process.env['FUZZ_RUNS'] ?? n), ...(seed === 'random' ? {} : { seed: Number(seed ?? 17) }) };
};

/** Random bytes, random JSON lines, and the valid examples mutated. */
export function inputs(valid: readonly string[]): fc.Arbitrary<Uint8Array> {
  const enc = (s: string) => new TextEncoder().encode(s);
  const bytes = fc.uint8Array({ maxLength: 4096 });
  const jsonLines = fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 8 }).map((vs) => enc(vs.map((v) => JSON.stringify(v)).join('\n')));
  const base = fc.constantFrom(...valid);
  const textMutation = fc
    .tuple(
      base,
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.nat({ max: 64 }),
          fc.oneof(
            fc.string({ maxLength: 8 }),
            fc.constantFrom('\n', '"', '{', '}', '[', ']', ',', ':', '\0', '\\', '\uD800', '-', '1e999', 'null', '&a', '*a', '!!binary', '---'),
          ),
        ),
        { minLength: 1, maxLength: 6 },
      ),
    )
    .map(([text, edits]) => {
      let t = text;
      for (const [at, drop, put] of edits) {
        const i = at % (t.length + 1);
        t = t.slice(0, i) + put + t.slice(i + drop);
      }
      return enc(t);
    });
  // Structural: a value at a random place of a JSON line replaced by any JSON value.
  const jsonMutation = fc.tuple(base, fc.nat(), fc.nat(), fc.jsonValue({ maxDepth: 3 })).map(([text, lineAt, pathAt, value]) => {
    const lines = text.split('\n');
    const i = lineAt % lines.length;
    try {
      const v = JSON.parse(lines[i] as string) as unknown;
      lines[i] = JSON.stringify(replaceAt(v, pathAt, value));
    } catch {
      lines[i] = JSON.stringify(value);
    }
    return enc(lines.join('\n'));
  });
  const truncated = fc.tuple(base, fc.nat()).map(([text, n]) => enc(text.slice(0, n % (text.length + 1))));
  return fc.oneof(bytes, jsonLines, textMutation, jsonMutation, truncated);
}

function replaceAt(v: unknown, n: number, value: unknown): unknown {
  const nodes: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (x: unknown) => {
    if (Array.isArray(x))
      x.forEach((y, i) => {
        nodes.push({ parent: x, key: i });
        walk(y);
      });
    else if (x !== null && typeof x === 'object')
      for (const [k, y] of Object.entries(x)) {
        nodes.push({ parent: x as Record<string, unknown>, key: k });
        walk(y);
      }
  };
  walk(v);
  if (nodes.length === 0) return value;
  const { parent, key } = nodes[n % nodes.length]!;
  (parent as Record<string | number, unknown>)[key] = value;
  return v;
}

/** Writes the input, runs the CLI on it in-process, and checks the property. */
export async function holds(dir: string, name: string, input: Uint8Array, argv: (file: string) => string[]): Promise<void> {
  const file = join(dir, name);
  await writeFile(file, input);
  const r = await aqr(...argv(file));
  expect(r.err, `${r.err} on ${JSON.stringify(Buffer.from(input).toString('latin1').slice(0, 300))}`).not.toMatch(/internal error/);
  expect([0, 1, 2]).toContain(r.code);
  if (r.code === 2) expect(r.err, r.err).toMatch(/\(ERR_[A-Z_]+\)$/m);
}
