// The simple-YAML fast path (src/doc/fast/simple-yaml.ts) against the YAML
// library: on any text it either declines (the library then reads it) or gives
// exactly the value the library gives, the same line for every path an error
// may name, present or not, and the plain scalars the spelling warnings look
// at. The generated documents are nested block mappings and sequences near the
// edge on purpose: core-schema words, numbers in every spelling, quotes with
// escapes, comments, tabs, CRs, odd and skewed indentation, compact and flow
// collections, second documents, duplicate keys.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isScalar, parseDocument as libParseDocument, visit } from 'yaml';
import { readSimpleYaml, surelyReadAlike } from '../../../src/doc/fast/simple-yaml.js';
import { parseDocument } from '../../../src/doc/parse.js';
import { readDocument } from '../../../src/doc/read.js';
import type { PathSegment } from '../../../src/doc/path.js';
import { yamlSpellingWarnings } from '../../../src/doc/yaml-spelling.js';
import { ROOT } from '../../helpers.js';

const VALUES = [
  't1',
  'held-in',
  'true',
  'false',
  'True',
  'FALSE',
  'tRUE',
  'null',
  'NULL',
  '~',
  'y',
  'n',
  'Yes',
  'no',
  'on',
  'OFF',
  '0',
  '7',
  '-3',
  '+3',
  '-0',
  '0.5',
  '1.0',
  '1.50',
  '007',
  '123456789012345',
  '1234567890123456',
  '0.123456789012345',
  '1e3',
  '1.0e+21',
  '0x1F',
  '0o17',
  '1_000',
  '.inf',
  '-.inf',
  '.nan',
  '.5',
  '5.',
  'a b',
  'a  b',
  'a #c',
  'a#c',
  'a:b',
  'a: b',
  'a:',
  'sha256:ab12',
  'x/*.jsonl#sha256:ff',
  '"q"',
  '"q\\n"',
  '"q\\"',
  '"a "b""',
  "'s'",
  "'it''s'",
  '"a" # c',
  '"a"#c',
  '"a"  ',
  '"x: y"',
  "'#'",
  '"≥"',
  '',
  ' ',
  '# only',
  '[1, 2]',
  '[a, "b", c]',
  '[a,b]',
  '[ a , b ]',
  '[a, , b]',
  '[a, b,]',
  '[]',
  '{}',
  '[ ]',
  '{a: 1}',
  '{a: 1, b: x}',
  '{a: 1, a: 2}',
  '{"n": 1}',
  '{a:1}',
  '{a: [b]}',
  '[a:b]',
  '[a: b]',
  '[a, b] # c',
  '[a, b]x',
  '[a',
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
  'aé',
  '"ü"',
  '`x`',
  '2026-11-30',
  '12:30',
  '1:30',
  'x ',
  'x\t',
  'x\u00a0',
  'path/to.file',
  '/abs/path',
  './rel',
  'a,b',
  'a[b]',
  '{b}',
  '?x',
  '%x',
  'Infinity',
  'NaN',
  '_x',
  'x-y_z.w+v',
  '<<',
  '=',
  'a=b',
  "a'b",
  'a"b',
  'a\\b',
  'x\r',
  'x\u2028y',
];
const KEYS = [
  'id',
  'split',
  'value',
  'gates',
  'n',
  'y',
  '"n"',
  "'y'",
  'true',
  'Null',
  'x-y',
  '_k',
  '__proto__',
  '"__proto__"',
  '9k',
  '1',
  '0.5',
  'a b',
  'id ',
  '"id"',
  "'id'",
  'é',
  'a.b',
  'a:b',
  '? x',
  '"a\\"b"',
  '[a]',
  '&k x',
  '<<',
];
const NOISE = [
  '',
  '   ',
  '# comment',
  '  # indented comment',
  '\t# tab comment',
  '---',
  '...',
  '--- # doc',
  '%YAML 1.2',
  '%YAML 1.1',
  'other: 1',
  '  - nested',
  '- loose: 1',
  '      deep: 1',
  'x',
  '  continued',
  '#\u0085',
  '# \u2028',
  '- ',
  '-',
  '?',
  ': x',
];

type Tree = { s: string } | { m: [string, Tree][] } | { q: Tree[] };

const scalar = fc.oneof(
  { arbitrary: fc.constantFrom('t1', 'held-out', 'true', 'null', '12', '0.75', '"t 3"', "'t4'", 'a b # c', 'sha256:ab', '[a, b]', '{a: 1}', '[]'), weight: 24 },
  fc.constantFrom(...VALUES),
);
const key = fc.oneof({ arbitrary: fc.constantFrom('id', 'split', 'value', 'gates', 'floor', 'source', 'k'), weight: 24 }, fc.constantFrom(...KEYS));
const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar.map((s) => ({ s })),
    fc
      .oneof(
        { arbitrary: fc.uniqueArray(fc.tuple(key, tie('tree')), { minLength: 1, maxLength: 4, selector: ([k]) => k }), weight: 6 },
        fc.array(fc.tuple(key, tie('tree')), { minLength: 1, maxLength: 4 }),
      )
      .map((m) => ({ m })),
    fc.array(tie('tree'), { minLength: 1, maxLength: 4 }).map((q) => ({ q })),
  ),
}));

/** Renders a tree as block YAML, the choices (indentation, compact items, same-indent lists) taken from `knobs`. */
function render(root: Tree, knobs: number[]): string[] {
  let k = 0;
  const knob = (n: number) => (knobs.length === 0 ? 0 : (knobs[k++ % knobs.length] as number) % n);
  const lines: string[] = [];
  const step = () => [2, 2, 2, 1, 4][knob(5)] as number;
  const block = (t: Tree, indent: number, lead: string): void => {
    // `lead`: what starts the first line ('- ' of an item, written at indent-2+...), if any.
    if ('s' in t) {
      lines.push(`${' '.repeat(indent)}${t.s}`);
      return;
    }
    if ('m' in t) {
      t.m.forEach(([key, v], i) => {
        const prefix = i === 0 && lead !== '' ? lead : ' '.repeat(indent);
        entry(`${prefix}${key}:`, v, indent);
      });
      return;
    }
    t.q.forEach((v, i) => {
      const prefix = i === 0 && lead !== '' ? lead : ' '.repeat(indent);
      item(`${prefix}-`, v, indent);
    });
  };
  const entry = (head: string, v: Tree, indent: number) => {
    if ('s' in v) {
      lines.push(v.s === '' ? head : `${head}${[' ', ' ', '  '][knob(3)]}${v.s}`);
      return;
    }
    lines.push(head);
    // A list under a key may sit at the key's own indentation.
    const child = 'q' in v && knob(3) === 0 ? indent : indent + step();
    block(v, child, '');
  };
  const item = (head: string, v: Tree, indent: number) => {
    if ('s' in v) {
      lines.push(v.s === '' ? head : `${head} ${v.s}`);
      return;
    }
    if (knob(6) === 0) {
      // The item's value starts on the next line.
      lines.push(head);
      block(v, indent + step(), '');
      return;
    }
    const gap = [1, 1, 1, 3][knob(4)] as number;
    block(v, indent + 1 + gap, `${head}${' '.repeat(gap)}`);
  };
  block(root, [0, 0, 0, 2][knob(4)] as number, '');
  return lines;
}

const doc = fc
  .record({
    root: fc.oneof(
      { arbitrary: fc.uniqueArray(fc.tuple(key, tree), { minLength: 1, maxLength: 6, selector: ([k]) => k }).map((m): Tree => ({ m })), weight: 4 },
      tree,
    ),
    knobs: fc.array(fc.nat(60), { maxLength: 30 }),
    noise: fc.oneof({ arbitrary: fc.constant([]), weight: 3 }, fc.array(fc.tuple(fc.nat(60), fc.constantFrom(...NOISE)), { maxLength: 3 })),
    skew: fc.oneof({ arbitrary: fc.constant([]), weight: 5 }, fc.array(fc.tuple(fc.nat(60), fc.constantFrom(-1, 1, 2)), { maxLength: 2 })),
    crlf: fc.boolean(),
    final: fc.constantFrom('\n', '\n', '', '\n\n'),
  })
  .map(({ root, knobs, noise, skew, crlf, final }) => {
    const lines = render(root, knobs);
    for (const [at, n] of noise) lines.splice(at % (lines.length + 1), 0, n);
    for (const [at, d] of skew)
      if (lines.length > 0)
        lines[at % lines.length] = d < 0 ? (lines[at % lines.length] as string).replace(/^ /, '') : ' '.repeat(d) + lines[at % lines.length];
    return lines.join(crlf ? '\r\n' : '\n') + final;
  });

/** Every path in the value, and next to each a few that are not there. */
function paths(value: unknown): PathSegment[][] {
  const out: PathSegment[][] = [];
  const walk = (v: unknown, p: PathSegment[]) => {
    out.push(p, [...p, 'nope'], [...p, 0], [...p, 'id']);
    if (Array.isArray(v)) {
      out.push([...p, v.length], [...p, '0'], [...p, -1]);
      v.forEach((x, i) => walk(x, [...p, i]));
    } else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...p, k]);
  };
  walk(value, []);
  return out;
}

/** The sources of the plain scalars the spelling warnings visit. */
function plainSources(text: string): string[] {
  const out: string[] = [];
  visit(libParseDocument(text, { uniqueKeys: false }), {
    Scalar(_k, node) {
      if (isScalar(node) && node.type === 'PLAIN' && typeof node.source === 'string') out.push(node.source);
    },
  });
  return out;
}

function agree(text: string): boolean {
  const got = readSimpleYaml(text);
  if (!got) return false;
  const full = parseDocument(text.replace(/^\ufeff/, ''), 'f.yaml');
  expect(full.plain).toBeDefined(); // parseDocument takes the fast path too
  let lib: ReturnType<typeof parseDocument> | undefined;
  try {
    // The library's own reading, not parse.ts's fast path.
    lib = parseDocumentLib(text);
  } catch (e) {
    throw new Error(`the fast path read a text the library rejects: ${JSON.stringify(text)}: ${(e as Error).message}`, { cause: e });
  }
  expect(got.value).toStrictEqual(lib.value);
  for (const p of paths(got.value)) expect([p, got.lineOf(p)]).toEqual([p, lib.lineOf(p)]);
  expect(got.plain).toEqual(plainSources(text));
  return true;
}

/** parse.ts's full parser: parseDocument on text the fast path declines (a trailing `#` line with a tab makes it so). */
function parseDocumentLib(text: string, file = 'f.yaml') {
  const full = parseDocument(`${text}${text.endsWith('\n') || text === '' ? '' : '\n'}#\t\n`, file);
  expect(full.plain).toBeUndefined();
  return full;
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

describe('readSimpleYaml, the fast path for simple YAML', () => {
  it("declines, or gives the YAML library's value, lines and plain scalars, on generated documents", () => {
    let fast = 0;
    let total = 0;
    fc.assert(
      fc.property(doc, (text) => {
        total++;
        if (agree(text)) fast++;
      }),
      { numRuns: 6000 },
    );
    // The generator must exercise the fast path, not only the refusals.
    expect(fast).toBeGreaterThan(total / 5);
  });

  it('reads every YAML file of examples/, profiles/ and test/fixtures/ as the library does, most of them fast', () => {
    const files = ['examples', 'profiles', 'test/fixtures'].flatMap((d) => yamlFiles(join(ROOT, d)));
    expect(files.length).toBeGreaterThan(20);
    let fast = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (agree(text)) fast++;
      // And through parse.ts and read-document.ts, whichever path they take.
      expect(parseDocument(text, file).value).toStrictEqual(parseDocumentLib(text).value);
    }
    expect(fast).toBeGreaterThan(files.length * 0.8);
  });

  it('reads the bundled example record fast, and aqr check reads it without the YAML library', async () => {
    const text = readFileSync(join(ROOT, 'examples/record.yaml'), 'utf8');
    const parsed = await readDocument(text, 'record.yaml');
    expect(parsed.plain).toBeDefined();
    expect(parsed.value).toStrictEqual(parseDocumentLib(text).value);
    // Every plain scalar is spelled as aqr writes it: no YAML 1.1 reading is needed.
    expect(parsed.plain?.every(surelyReadAlike)).toBe(true);
  });

  it('declines what only the full parser can judge', () => {
    for (const text of [
      'a: 1\na: 2\n',
      'a: 1\n---\nb: 2\n',
      '--- \na: 1\n',
      'a:\n\tb: 1\n',
      'a: "x\\ty"\n',
      'a: [x, [y]]\n',
      'a: 1e3\n',
      'a: &x 1\n',
      'a: !!str 1\n',
      'a: |\n  x\n',
      'a: b\n  c\n',
      '- a\n  b\n',
      'a: 0x10\n',
      '%YAML 1.2\n---\na: 1\n',
      'a:\n  - x\n b: 1\n',
      '? a\n: 1\n',
      'true: 1\n',
      '__proto__: 1\n',
      '',
      '# only\n',
      'x\n',
      '-\n- a\n',
      'a: x\u00a0\n',
    ])
      expect([text, readSimpleYaml(text)]).toEqual([text, undefined]);
  });
});

describe('surelyReadAlike, the spelling warnings skipped', () => {
  it('holds only for spellings the warnings pass over, read alone or in generated documents', () => {
    const spellings = [
      ...VALUES,
      ...KEYS,
      'Y',
      'N',
      'ON',
      'Off',
      'NO',
      'yes',
      'Null',
      'True',
      '1.5e3',
      '12e-7',
      '0.1',
      '100',
      '-12.25',
      '1:20',
      '1_0',
      '0b11',
      '2026-11-30T12:00:00Z',
    ];
    for (const s of spellings) if (surelyReadAlike(s)) expect([s, yamlSpellingWarnings(`k: ${s}\n`)]).toEqual([s, []]);
    let skipped = 0;
    fc.assert(
      fc.property(doc, (text) => {
        const got = readSimpleYaml(text);
        if (!got || !got.plain.every(surelyReadAlike)) return;
        skipped++;
        expect(yamlSpellingWarnings(text)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
    expect(skipped).toBeGreaterThan(100);
  });
});

/** Each `key: value` line's value replaced by each bad value, and each line removed. */
function variants(text: string): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  lines.forEach((line, i) => {
    const m = /^(\s*(?:- )?[A-Za-z_"][^:]*:)(?: .*)?$/.exec(line);
    if (m)
      for (const bad of [' bogus', ' -1', ' []', ' {}', ' "x"', ' true', '', ' 0.5'])
        out.push([...lines.slice(0, i), `${m[1]}${bad}`, ...lines.slice(i + 1)].join('\n'));
    out.push([...lines.slice(0, i), ...lines.slice(i + 1)].join('\n'));
  });
  return out;
}

/** outcome() of a promise: its value, or the message and place of what it rejects with. */
async function outcomeOf(p: Promise<unknown>): Promise<unknown> {
  let e: unknown;
  try {
    return { ok: await p };
  } catch (caught) {
    e = caught;
  }
  return outcome(() => {
    throw e;
  });
}

function outcome(f: () => unknown): unknown {
  try {
    return { ok: f() };
  } catch (e) {
    return { message: (e as Error).message, where: (e as { where?: unknown }).where };
  }
}

describe('bad inputs read by the fast path', () => {
  it('name the same file, line and field as through the full parser (profiles, configs, records)', async () => {
    const { validateProfile } = await import('../../../src/profile/validate.js');
    const { configFromText } = await import('../../../src/io/config-file.js');
    const { checkRecord } = await import('../../../src/check/check.js');
    let fast = 0;
    for (const [file, read] of [
      ['examples/profile.yaml', (p: ReturnType<typeof parseDocument>) => validateProfile(p, 'profile.yaml')],
      ['profiles/sg/coding-agent@0.1.yaml', (p: ReturnType<typeof parseDocument>) => validateProfile(p, 'profile.yaml')],
    ] as const)
      for (const text of variants(readFileSync(join(ROOT, file), 'utf8'))) {
        if (readSimpleYaml(text)) fast++;
        expect(outcome(() => read(parseDocument(text, 'profile.yaml')))).toEqual(outcome(() => read(parseDocumentLib(text, 'profile.yaml'))));
      }
    for (const text of variants(readFileSync(join(ROOT, 'examples/evaluate.yaml'), 'utf8'))) {
      expect(await outcomeOf(configFromText(text, 'evaluate.yaml'))).toEqual(await outcomeOf(configFromText(`${text}\n#\t\n`, 'evaluate.yaml')));
    }
    for (const text of variants(readFileSync(join(ROOT, 'examples/record.yaml'), 'utf8'))) {
      if (!readSimpleYaml(text)) continue;
      fast++;
      const a = await readDocument(text, 'record.yaml');
      const b = parseDocumentLib(text);
      const [ra, rb] = [await checkRecord(a.value), await checkRecord(b.value)];
      expect(ra).toEqual(rb);
      for (const u of ra.unmet) expect([u.code, a.lineOf(u.path ?? [])]).toEqual([u.code, b.lineOf(u.path ?? [])]);
    }
    expect(fast).toBeGreaterThan(500);
  });
});

describe('nesting the YAML library cannot take', () => {
  it('is refused before the library reads it, with one clear error; shallower text and dashes in text are read', () => {
    const deep: [string, number][] = [
      [`${'- '.repeat(600)}x`, 1],
      [`${'['.repeat(600)}${']'.repeat(600)}`, 1],
      [Array.from({ length: 600 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' x', 514],
    ];
    for (const [text, line] of deep)
      expect(() => parseDocument(text, 'deep.yaml')).toThrow(
        expect.objectContaining({ code: 'ERR_INPUT_PARSE', message: 'cannot be parsed: nested more than 512 levels deep', where: { file: 'deep.yaml', line } }),
      );
    // Brackets inside a string count (an upper bound), but the fast path reads such a string without the library.
    expect(parseDocument(`a: "${'['.repeat(600)}"\n`, 'ok.yaml').value).toEqual({ a: '['.repeat(600) });
    expect(parseDocument(`${'- '.repeat(200)}x`, 'ok.yaml').value).toStrictEqual(parseDocumentLib(`${'- '.repeat(200)}x`).value);
    expect(parseDocument(`a: |\n  ${'-'.repeat(2000)}\n  ${'- '.repeat(100)}\n`, 'ok.yaml').value).toEqual({ a: `${'-'.repeat(2000)}\n${'- '.repeat(100)}\n` });
  });
});
