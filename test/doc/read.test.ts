// readDocument (read-document.ts) is what the action and `aqr evaluate` read
// their inputs with, so that the YAML library loads only for text the fast
// readers decline. It must give what parseDocument (parse.ts) gives for the
// same text and options: the same value, syntax and lines, or the same error.
// The texts are every YAML and JSON input in examples/, profiles/ and the
// fixtures, and edge cases: empty, blank, a byte-order mark, JSON read in bulk,
// duplicate keys, text only the YAML library reads, and broken text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument, type Parsed } from '../../src/doc/parse.js';
import type { PathSegment } from '../../src/doc/path.js';
import { readDocument } from '../../src/doc/read.js';
import { ROOT } from '../helpers.js';

function inputs(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(ya?ml|json)$/.test(d.name))
    .map((d) => join(d.parentPath, d.name));
}

/** Every path of a value (each key and index), for lineOf. */
function paths(v: unknown, at: PathSegment[] = [], out: PathSegment[][] = []): PathSegment[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...at, k], out);
  return out;
}

function view(p: Parsed): unknown {
  const line = (path: PathSegment[]) => {
    try {
      return p.lineOf(path);
    } catch (e) {
      return `error: ${(e as Error).message}`;
    }
  };
  return { value: p.value, syntax: p.syntax, lines: paths(p.value).flatMap((path) => [line(path), line([...path, 'absent'])]) };
}

async function outcome(read: () => Parsed | Promise<Parsed>): Promise<unknown> {
  try {
    return { ok: view(await read()) };
  } catch (e) {
    return { error: (e as Error).message, where: (e as { where?: unknown }).where, code: (e as { code?: unknown }).code };
  }
}

const EDGES = [
  '',
  '   \n',
  '\ufeff',
  '\ufeffid: x\n',
  '{"a": 1}',
  '{"a": 1, "a": 2}',
  '[1, 2,]',
  '{"a": 1',
  '\ufeff[{"id": "t1"}]',
  '- id: t1\n  split: held-in\n- id: t2\n',
  'a: &x 1\nb: *x\n',
  'a: 1\na: 2\n',
  'a: [1, 2\n',
  '--- \na: 1\n--- \nb: 2\n',
  'a:\n  - b: |\n      text\n',
  '"just a string"',
  '7',
  'null',
  '- x\n- y\n',
];

describe('readDocument', () => {
  it('gives what parseDocument gives, value, lines or error, with and without bulk', async () => {
    const texts = [...['examples', 'profiles', 'test/fixtures'].flatMap(inputs).map((f) => readFileSync(f, 'utf8')), ...EDGES];
    expect(texts.length).toBeGreaterThan(40);
    for (const text of texts)
      for (const options of [{}, { bulk: true }])
        expect(await outcome(() => readDocument(text, 'in.yaml', options)), `${JSON.stringify(text.slice(0, 60))} ${JSON.stringify(options)}`).toEqual(
          await outcome(() => parseDocument(text, 'in.yaml', options)),
        );
  });
});
