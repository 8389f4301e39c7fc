// The JSON fast path (src/doc/fast/json.ts) against the full parser
// (parse.ts reading JSON with the YAML library, for duplicate keys and lines):
// on any JSON text it either declines or gives the same value and the same
// line for every path, present or not. The texts are JSON values laid out in
// many ways (compact, indented, keys and colons and commas on lines of their
// own, CRLF, tabs), with duplicate keys, long integers and escapes mixed in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from '../../../src/doc/fast/json.js';
import { parseDocument } from '../../../src/doc/parse.js';
import type { PathSegment } from '../../../src/doc/path.js';
import { ROOT } from '../../helpers.js';

// (No 'constructor' key: toStrictEqual compares objects' constructor properties, which such a key makes differ.)
const key = fc.oneof(
  { arbitrary: fc.constantFrom('id', 'value', 'gates', 'a', 'b'), weight: 6 },
  fc.constantFrom('__proto__', 'a\\u0062', 'é', 'x y', '', '1', 'a"b', 'a\\nb', 'x'.repeat(1100)),
  fc.string({ maxLength: 4 }),
);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(0, -0, 1, -1.5, 1e21, 1.5e-7, 2 ** 53 + 2, 2 ** 53, 0.1, true, false, null, 'x', '', 'é\u2028', 'a\nb'),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 5 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((pairs) => ({ pairs })),
  ),
}));

/** JSON text of a generated value; `{pairs}` objects keep repeated keys. */
function stringify(v: unknown, layout: (at: number) => string, n = { i: 0 }): string {
  const gap = () => layout(n.i++);
  if (Array.isArray(v)) return `[${gap()}${v.map((x) => stringify(x, layout, n)).join(`${gap()},${gap()}`)}${gap()}]`;
  if (v !== null && typeof v === 'object' && 'pairs' in v) {
    const pairs = (v as { pairs: [string, unknown][] }).pairs;
    return `{${gap()}${pairs.map(([k, x]) => `"${k.replace(/"/g, '\\"')}"${gap()}:${gap()}${stringify(x, layout, n)}`).join(`${gap()},${gap()}`)}${gap()}}`;
  }
  return JSON.stringify(v);
}

const doc = fc
  .record({
    root: fc.oneof(
      fc.array(value, { maxLength: 4 }),
      fc.array(fc.tuple(key, value), { maxLength: 5 }).map((pairs) => ({ pairs })),
    ),
    gaps: fc.array(fc.constantFrom('', '', '', ' ', '\n', '\n  ', '\r\n', '\t', '\n\n    '), { minLength: 1, maxLength: 12 }),
    lead: fc.constantFrom('', '\n', '  \n', '\ufeff'),
  })
  .map(({ root, gaps, lead }) => `${lead}${stringify(root, (i) => gaps[i % gaps.length] as string)}\n`);

function paths(v: unknown, p: PathSegment[] = [], out: PathSegment[][] = []): PathSegment[][] {
  out.push(p, [...p, 'nope'], [...p, 0], [...p, 'id']);
  if (Array.isArray(v)) {
    out.push([...p, v.length], [...p, '0']);
    v.forEach((x, i) => paths(x, [...p, i], out));
  } else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...p, k], out);
  return out;
}

function full(text: string): ReturnType<typeof parseDocument> | undefined {
  try {
    return parseDocument(text, 'f.json', { full: true });
  } catch {
    return undefined;
  }
}

describe('readJson, the JSON fast path', () => {
  it("declines, or gives the full parser's value and lines, on generated texts", () => {
    let fast = 0;
    let total = 0;
    fc.assert(
      fc.property(doc, (text) => {
        total++;
        const body = text.replace(/^\ufeff/, '');
        const got = readJson(body);
        if (!got) return;
        fast++;
        const lib = full(text);
        expect([text, lib === undefined]).toEqual([text, false]);
        expect(got.value).toStrictEqual(lib?.value);
        for (const p of paths(got.value)) expect([p, got.lineOf(p)]).toEqual([p, lib?.lineOf(p)]);
        // parseDocument takes this path too.
        expect(parseDocument(text, 'f.json').value).toStrictEqual(lib?.value);
      }),
      { numRuns: 4000 },
    );
    expect(fast).toBeGreaterThan(total / 4);
  });

  it('declines duplicate keys, which the full parser reports', () => {
    expect(readJson('{"a": 1, "a": 2}')).toBeUndefined();
    expect(readJson('{"a": 1, "\\u0061": 2}')).toBeUndefined();
    expect(() => parseDocument('{"a": 1,\n "a": 2}', 'f.json')).toThrow(expect.objectContaining({ where: { file: 'f.json', line: 2 } }));
  });

  it('reads the JSON fixtures as the full parser does', () => {
    for (const file of ['test/fixtures/github-openapi.json'].map((f) => join(ROOT, f))) {
      const text = readFileSync(file, 'utf8');
      const got = readJson(text);
      if (!got) continue;
      expect(got.value).toStrictEqual(full(text)?.value);
    }
  });
});
