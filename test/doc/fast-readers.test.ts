// One differential harness for every fast reader of src/doc/fast/: each is
// held to the library it shadows by one contract, on one stream of generated
// texts. A reader either declines (undefined: the library then reads the
// text), or gives the very value the library gives and the same line for every
// path, present or not; it never accepts what the library refuses. The same for
// the task manifest's streamed path (manifestFromText) against readManifest
// over the full parser, and for conformsTo against ajv: it may send a valid
// value to ajv, never pass one ajv fails. The per-reader tests beside this one
// (fast/*.test.ts) push each reader's own edges further.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as yamlParse, stringify as yamlStringify } from 'yaml';
import { AqrError } from '../../src/errors.js';
import { eachBlockListItem, NO_LIST, readBlockList } from '../../src/doc/fast/block-list.js';
import { conformsTo } from '../../src/doc/fast/conforms.js';
import { readJson } from '../../src/doc/fast/json.js';
import { readSimpleYaml } from '../../src/doc/fast/simple-yaml.js';
import { detectSyntax, parseDocument } from '../../src/doc/parse.js';
import type { Parsed } from '../../src/doc/parsed.js';
import type { PathSegment } from '../../src/doc/path.js';
import type { SchemaName } from '../../src/doc/schemas.js';
import { decisionValidator, measureValidator } from '../../src/doc/validator/entries.js';
import { deployPolicyValidator } from '../../src/doc/validator/deploy-policy.js';
import { profileValidator } from '../../src/doc/validator/profile.js';
import { recordValidator } from '../../src/doc/validator/record.js';
import { manifestFromText, readManifest } from '../../src/taskset/manifest.js';
import { ROOT } from '../helpers.js';

interface FastRead {
  value: unknown;
  lineOf(path: readonly PathSegment[]): number | undefined;
}

/** Each fast reader, by the name the failures show. */
const READERS: Record<string, (text: string) => FastRead | undefined> = {
  'simple-yaml': readSimpleYaml,
  'block-list': readBlockList,
  json: readJson,
  // The streamed form of block-list: the items it hands over are the list.
  'block-list items': (text) => {
    const items: unknown[] = [];
    const key = eachBlockListItem(text, (item) => items.push(item));
    if (key === NO_LIST) return undefined;
    const full = parseDocument(text, 'f', { full: true });
    return { value: key === undefined ? items : { [key]: items }, lineOf: (p) => full.lineOf(p) };
  },
};

/** The library's reading, or the error it gives. */
function library(text: string): Parsed | AqrError {
  try {
    return parseDocument(text, 'f', { full: true });
  } catch (e) {
    if (e instanceof AqrError) return e;
    throw e;
  }
}

/** Every path in `value`, and beside each a key and an index that are not there. */
function paths(value: unknown, at: PathSegment[] = [], out: PathSegment[][] = []): PathSegment[][] {
  out.push(at, [...at, 'absent'], [...at, 99]);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

/** The contract, for every reader on `text`; returns the readers that accepted it. */
function holdsToLibrary(text: string): string[] {
  const full = library(text);
  const accepted: string[] = [];
  for (const [name, read] of Object.entries(READERS)) {
    const fast = read(text);
    if (fast === undefined) continue;
    accepted.push(name);
    if (full instanceof AqrError) expect.fail(`${name} accepted what the library refuses (${full.message}): ${JSON.stringify(text)}`);
    // expect() only on a difference: it is slow, and this runs many thousand times.
    if (JSON.stringify(fast.value) !== JSON.stringify(full.value)) expect(fast.value, `${name}: ${JSON.stringify(text)}`).toEqual(full.value);
    for (const p of paths(full.value))
      if (fast.lineOf(p) !== full.lineOf(p)) expect(fast.lineOf(p), `${name} line of ${JSON.stringify(p)} in ${JSON.stringify(text)}`).toBe(full.lineOf(p));
  }
  return accepted;
}

// Texts: values near the shapes the readers take, written by the YAML library
// and as JSON, then cut and spliced with the spellings at the readers' edges.
const WORDS = [
  't1',
  'held-in',
  'held-out',
  'true',
  'False',
  'null',
  '~',
  'yes',
  '0',
  '-3',
  '0.5',
  '1e3',
  '007',
  'a b',
  'a #c',
  'a: b',
  '"q"',
  "'s'",
  '',
  '[a, b]',
  '{a: 1}',
  'sha256:ab',
  '2026-11-30',
  'é',
];
const KEYS = ['id', 'split', 'canary', 'tasks', 'value', 'k', 'true', '__proto__', 'a b', '1'];
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<unknown>(...WORDS, 0, 1, 12, 0.75, -2, true, false, null),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { minKeys: 1, maxKeys: 4 }),
    fc.array(tie('value'), { minLength: 1, maxLength: 4 }),
  ),
}));
/** A task list, alone or under one key: the one shape block-list and the manifest's fast path read. */
const taskList = fc
  .tuple(
    fc.array(
      fc.record(
        {
          id: fc.constantFrom('t1', 't2', 't3', 'x-1', 'true', '7', 'a b'),
          split: fc.constantFrom('held-in', 'held-out', 'dev', '"held-out"'),
          canary: fc.constantFrom(undefined, true, false, 'yes'),
        },
        { requiredKeys: ['id'] },
      ),
      { minLength: 1, maxLength: 6 },
    ),
    fc.constantFrom('tasks', undefined, 'other'),
  )
  .map(([tasks, key]) => (key === undefined ? tasks : { [key]: tasks }));
const NOISE = [
  '',
  '# c',
  '  # c',
  '\t',
  '\r',
  ' ',
  '---',
  '- ',
  ': ',
  '#',
  '"',
  "'",
  '\\',
  '[',
  '{',
  ',',
  '&a ',
  '*a',
  '!!str ',
  '|',
  '?',
  'x: 1',
  '- y',
  '\u00a0',
  '\u2028',
];
const written = fc
  .tuple(fc.oneof(value, taskList), fc.constantFrom('yaml', 'json', 'json2'))
  .map(([v, how]) => (how === 'yaml' ? yamlStringify(v) : JSON.stringify(v, null, how === 'json2' ? 2 : undefined)));
/** A written text with a piece of noise spliced in at one place. */
const spliced = fc.tuple(written, fc.nat(), fc.constantFrom(...NOISE), fc.nat({ max: 2 })).map(([t, at, noise, cut]) => {
  const i = at % (t.length + 1);
  return t.slice(0, i) + noise + t.slice(i + cut);
});

describe('every fast reader holds to the library it shadows', () => {
  it('on texts written from values, and on the same cut and spliced: the same value and lines, or a decline', () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(fc.oneof(written, spliced), (text) => {
        for (const name of holdsToLibrary(text)) seen.set(name, (seen.get(name) ?? 0) + 1);
      }),
      { numRuns: 3000 },
    );
    // Each reader accepted a good share: the harness would see a reader that accepts wrongly.
    for (const name of Object.keys(READERS)) expect(seen.get(name) ?? 0, name).toBeGreaterThan(50);
  });

  it("the manifest's streamed path gives readManifest's manifest, or its error, over the full parser", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          taskList.map((v) => yamlStringify(v)),
          spliced,
        ),
        async (text) => {
          // JSON goes to JSON.parse in bulk by design (ParseOptions.bulk): only YAML is the fast fold's.
          fc.pre(detectSyntax(text) === 'yaml');
          const outcome = async (f: () => Promise<unknown>) => {
            try {
              return { manifest: await f() };
            } catch (e) {
              if (e instanceof AqrError) return { error: `${e.code} ${e.message}` };
              throw e;
            }
          };
          const fast = await outcome(() => manifestFromText(text, 'tasks.yaml'));
          const full = await outcome(async () => readManifest(parseDocument(text, 'tasks.yaml', { full: true }), 'tasks.yaml'));
          expect(fast, JSON.stringify(text)).toEqual(full);
        },
      ),
      { numRuns: 1500 },
    );
  });
});

describe('conformsTo holds to ajv', () => {
  const VALIDATORS = {
    record: recordValidator,
    profile: profileValidator,
    measure: measureValidator,
    decision: decisionValidator,
    deployPolicy: deployPolicyValidator,
  };
  const read = (file: string) => yamlParse(readFileSync(join(ROOT, file), 'utf8')) as unknown;
  const SEEDS: [SchemaName, unknown][] = [
    ['record', read('examples/record.yaml')],
    ['profile', read('profiles/sg/coding-agent@0.1.yaml')],
    ['profile', read('examples/profile.yaml')],
  ];
  /** `v` with the value at one of its paths replaced (or removed, for undefined). */
  const edit = (v: unknown, at: number, to: unknown): unknown => {
    const all = paths(v).filter((_, i) => i % 3 === 0 && i > 0);
    const path = all[at % all.length] as PathSegment[];
    const copy = structuredClone(v) as Record<string | number, unknown>;
    let node = copy;
    for (const seg of path.slice(0, -1)) node = node[seg] as Record<string | number, unknown>;
    const last = path[path.length - 1] as string | number;
    if (to === undefined) delete node[last];
    else node[last] = to;
    return copy;
  };

  it('never passes a value ajv fails, on each seed edited at any path', () => {
    let passed = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...SEEDS),
        fc.nat(),
        fc.constantFrom<unknown>(
          undefined,
          null,
          '',
          'x',
          0,
          -1,
          0.5,
          1,
          2,
          1e-9,
          true,
          [],
          {},
          ['x'],
          { id: 'x' },
          'sha256:' + 'a'.repeat(64),
          '2026-11-29T12:00:00Z',
        ),
        ([name, seed], at, to) => {
          const v = edit(seed, at, to);
          if (!conformsTo(name, v)) return;
          passed++;
          expect(VALIDATORS[name]()(v), `${name}: ${JSON.stringify(v).slice(0, 300)}`).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
    expect(passed).toBeGreaterThan(100);
  });
});
