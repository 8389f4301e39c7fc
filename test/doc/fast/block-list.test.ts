// The bulk YAML fast path (src/doc/fast/block-list.ts) against the YAML library:
// on any text it either declines (the library then reads it) or gives exactly
// the value the library gives, and the same line for every path an error may
// name. The generated texts are near the edge on purpose: core-schema words,
// numbers in every spelling, quotes with escapes, comments, tabs, CRs, odd
// indentation, nested and flow values, second documents, duplicate keys.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eachBlockListItem, NO_LIST, readBlockList } from '../../../src/doc/fast/block-list.js';
import { parseDocument } from '../../../src/doc/parse.js';
import type { PathSegment } from '../../../src/doc/path.js';
import { manifestFromText, readManifest } from '../../../src/taskset/manifest.js';
import { ROOT } from '../../helpers.js';

const VALUES = [
  't1',
  'held-in',
  'held-out',
  'true',
  'false',
  'True',
  'FALSE',
  'tRUE',
  'null',
  'NULL',
  '~',
  '0',
  '7',
  '123456789012345',
  '1234567890123456',
  '007',
  '-3',
  '+3',
  '1.5',
  '1e3',
  '0x1F',
  '0o17',
  '.inf',
  '-.inf',
  '.nan',
  'a b',
  'a  b',
  'a #c',
  'a#c',
  '"q"',
  '"q\\n"',
  '"q\\"',
  '"a "b""',
  "'s'",
  "'it''s'",
  '"a" # c',
  '"a"#c',
  '"a"  ',
  '',
  ' ',
  '# only',
  'a: b',
  'a:b',
  '[1, 2]',
  '{a: 1}',
  '&a x',
  '*a',
  '!!str 5',
  '|',
  '>',
  '-x',
  '- x',
  '@x',
  'x@y',
  'é',
  '"ü"',
  '`x`',
  'yes',
  'no',
  'on',
  '2026-11-30',
  '12:30',
  'x ',
  'x\t',
  'path/to.file',
  'a,b',
  'a[b]',
  '?x',
  '%x',
  'Infinity',
  'NaN',
  '_x',
  'x-y_z.w+v',
  'a\u00a0',
  'a\u2003',
  'a\u3000b',
  '\u00a0a',
  'a #\u00a0',
  'a\u00a0#b',
];
const KEYS = ['id', 'split', 'canary', 'prompt', 'max_steps', 'true', 'Null', 'x-y', '_k', '__proto__', '9k', 'a b', 'id ', '"id"', 'é'];
const TOPS = ['tasks:', 'items:', 'null:', 'true:', '__proto__:', 'a b:', 'x:y:', 'tasks:  # c', 'tasks:#', 'tasks: []', 'tasks: x', 'tasks :'];
const NOISE = [
  '',
  '   ',
  '# comment',
  '  # indented comment',
  '\t# tab comment',
  '---',
  '...',
  '%YAML 1.2',
  'other: 1',
  '  - nested',
  '- loose: 1',
  '      deep: 1',
  'x',
  '#\u0085',
  '# \u2028',
];

/** A manifest-like text from choices: mostly the simple shape, with edges mixed in. */
const doc = fc
  .record({
    top: fc.oneof({ arbitrary: fc.constant('tasks:'), weight: 4 }, fc.constant(undefined), fc.constantFrom(...TOPS)),
    seqIndent: fc.constantFrom(0, 2, 4),
    items: fc.array(
      fc.array(
        fc.tuple(
          fc.oneof({ arbitrary: fc.constantFrom('id', 'split', 'canary', 'prompt'), weight: 12 }, fc.constantFrom(...KEYS)),
          fc.oneof(
            { arbitrary: fc.constantFrom('t1', 't2', 'held-in', 'held-out', 'true', '"t 3"', "'t4'", '12', 'a b # c'), weight: 8 },
            fc.constantFrom(...VALUES),
          ),
        ),
        { minLength: 1, maxLength: 4 },
      ),
      { maxLength: 5 },
    ),
    noise: fc.oneof({ arbitrary: fc.constant([]), weight: 2 }, fc.array(fc.tuple(fc.nat(40), fc.constantFrom(...NOISE)), { maxLength: 3 })),
    skew: fc.oneof({ arbitrary: fc.constant([]), weight: 4 }, fc.array(fc.tuple(fc.nat(40), fc.constantFrom(-1, 1, 2)), { maxLength: 2 })),
    crlf: fc.boolean(),
    gap: fc.constantFrom(' ', '  ', '   '),
  })
  .map(({ top, seqIndent, items, noise, skew, crlf, gap }) => {
    const lines: string[] = [];
    if (top !== undefined) lines.push(top);
    const ind = top === undefined ? 0 : seqIndent;
    for (const fields of items)
      fields.forEach(([k, v], j) => lines.push(`${' '.repeat(j === 0 ? ind : ind + 2)}${j === 0 ? '- ' : ''}${k}:${v === '' ? '' : gap}${v}`));
    for (const [at, n] of noise) lines.splice(at % (lines.length + 1), 0, n);
    for (const [at, d] of skew)
      if (lines.length > 0)
        lines[at % lines.length] = d < 0 ? (lines[at % lines.length] as string).replace(/^ /, '') : ' '.repeat(d) + lines[at % lines.length];
    return lines.join(crlf ? '\r\n' : '\n') + (crlf ? '\r\n' : '\n');
  });

/** Manifests that are mostly fine (unique ids, a split each), some with one task gone wrong. */
const manifestDoc = fc
  .record({
    bare: fc.boolean(),
    tasks: fc.array(
      fc.record({
        split: fc.oneof({ arbitrary: fc.constantFrom('held-in', 'held-out'), weight: 20 }, fc.constantFrom(...VALUES)),
        canary: fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, fc.constantFrom('true', 'false', 'yes', '1', '"true"')),
        prompt: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, fc.constantFrom(...VALUES)),
        id: fc.oneof({ arbitrary: fc.constant(undefined), weight: 30 }, fc.constantFrom('t0', '"t 1"', '', '7', 'null')),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    crlf: fc.boolean(),
  })
  .map(({ bare, tasks, crlf }) => {
    const ind = bare ? '' : '  ';
    const lines = bare ? [] : ['tasks:'];
    tasks.forEach((t, i) => {
      lines.push(`${ind}- id: ${t.id ?? `t${i}`}`);
      lines.push(`${ind}  split: ${t.split}`);
      if (t.canary !== undefined) lines.push(`${ind}  canary: ${t.canary}`);
      if (t.prompt !== undefined) lines.push(`${ind}  prompt: ${t.prompt}`);
    });
    return lines.join(crlf ? '\r\n' : '\n') + '\n';
  });

/** Every path an error may name, present or not. */
function paths(value: unknown): PathSegment[][] {
  const out: PathSegment[][] = [[], ['nope'], [0]];
  const top = Array.isArray(value) ? [] : Object.keys(value as object).slice(0, 1);
  const list = (Array.isArray(value) ? value : Object.values(value as object)[0]) as Record<string, unknown>[];
  out.push([...top], [...top, list.length], [...top, 0, 'missing']);
  list.forEach((item, i) => {
    out.push([...top, i]);
    for (const k of Object.keys(item)) out.push([...top, i, k]);
  });
  return out;
}

describe('readBlockList, the bulk YAML fast path', () => {
  it('declines a top-level key with a # right after the colon: `tasks:#` is a plain scalar, not a key and a comment', () => {
    const text = 'tasks:#\n  - id: t1\n    split: dev\n';
    expect(() => parseDocument(text, 't.yaml')).toThrow(/Implicit keys need to be on a single line/);
    expect(readBlockList(text)).toBeUndefined();
    expect(readBlockList('tasks: #\n  - id: t1\n    split: dev\n')).toBeDefined();
  });
  it("declines, or gives the YAML library's value and lines, on generated texts", () => {
    let fast = 0;
    let total = 0;
    fc.assert(
      fc.property(doc, (text) => {
        total++;
        const got = readBlockList(text);
        if (!got) return;
        fast++;
        const full = parseDocument(text, 'f.yaml');
        expect(got.value).toStrictEqual(full.value);
        for (const p of paths(got.value)) expect([p, got.lineOf(p)]).toEqual([p, full.lineOf(p)]);
      }),
      { numRuns: 4000 },
    );
    // The generator must exercise the fast path, not only the refusals.
    expect(fast).toBeGreaterThan(total / 20);
  });

  it('hands over, item by item, exactly the list readBlockList returns, and declines the same texts', () => {
    fc.assert(
      fc.property(fc.oneof(doc, manifestDoc), (text) => {
        const items: unknown[] = [];
        const key = eachBlockListItem(text, (item, i) => {
          expect(i).toBe(items.length);
          items.push(item);
        });
        const whole = readBlockList(text);
        if (!whole) return void expect(key).toBe(NO_LIST);
        expect(key).not.toBe(NO_LIST);
        expect(key === undefined ? items : { [key as string]: items }).toStrictEqual(whole.value);
      }),
      { numRuns: 2000 },
    );
  });

  it("folds a manifest task by task into what the YAML library's reading gives, or the same error", async () => {
    const outcome = async (read: () => ReturnType<typeof readManifest> | Promise<ReturnType<typeof readManifest>>) => {
      try {
        const m = await read();
        return { tasks: [...m.tasks.values()], held_in: m.held_in, held_out: m.held_out, canary_ids: m.canary_ids };
      } catch (e) {
        const x = e as { code?: string; message: string; where?: unknown };
        return { error: [x.code, x.message, x.where] };
      }
    };
    let folded = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(doc, manifestDoc), async (text) => {
        const got = await outcome(() => manifestFromText(text, 'tasks.yaml'));
        if (!('error' in got) && eachBlockListItem(text, () => {}) !== NO_LIST) folded++;
        expect(got).toStrictEqual(await outcome(() => readManifest(parseDocument(text, 'tasks.yaml', { full: true }), 'tasks.yaml')));
      }),
      { numRuns: 3000 },
    );
    // The generator must reach the folding path with manifests that are fine.
    expect(folded).toBeGreaterThan(300);
  });

  it('reads the bundled example manifest, and every bulk parse of it equals the full parse', () => {
    const text = readFileSync(join(ROOT, 'examples/tasks.yaml'), 'utf8');
    const got = readBlockList(text);
    expect(got).toBeDefined();
    expect(parseDocument(text, 'tasks.yaml', { bulk: true }).value).toStrictEqual(parseDocument(text, 'tasks.yaml').value);
  });

  it('declines what only the full parser can judge', () => {
    for (const text of [
      'tasks:\n  - id: a\n    id: b\n',
      'tasks:\n  - id: a\n---\n',
      'tasks:\n\t- id: a\n',
      'tasks:\n  - id: "a\\tb"\n',
      'tasks:\n  - id: a\n    steps: [x]\n',
      'tasks:\n  - id: 1e3\n',
      'a: 1\ntasks:\n  - id: a\n',
      'tasks:\n  - id: &x a\n',
      'tasks:\n  - id:\n',
    ])
      expect(readBlockList(text)).toBeUndefined();
  });

  it('names the file, line and field of a bad task as the full parser does', async () => {
    const tasks = Array.from({ length: 50 }, (_, i) => `  - id: t${i}\n    split: ${i === 37 ? 'held-over' : 'held-in'}\n`).join('');
    for (const text of [`# tasks\ntasks:\n${tasks}`, `tasks:\n${tasks}  - id: t3\n    split: held-in\n`]) {
      const error = async (bulk: boolean) => {
        try {
          if (bulk) await manifestFromText(text, 'tasks.yaml');
          else readManifest(parseDocument(text, 'tasks.yaml', { full: true }), 'tasks.yaml');
        } catch (e) {
          return e;
        }
        throw new Error('no error');
      };
      const fast = (await error(true)) as { where?: unknown; message: string };
      const full = (await error(false)) as { where?: unknown; message: string };
      expect(fast).toMatchObject({ where: { file: 'tasks.yaml', line: expect.any(Number) } });
      expect(fast.where).toEqual(full.where);
      expect(fast.message).toBe(full.message);
    }
  });
});
