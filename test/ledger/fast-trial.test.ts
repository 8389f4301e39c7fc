// The ledger's fast path (src/ledger/fast-trial.ts) against JSON.parse and
// trialProblem: on any line it either declines (the line is then read the full
// way) or gives exactly the values the full way gives. The generated lines are
// near the edge on purpose: numbers in every spelling, strings with escapes and
// control characters, duplicate and unknown keys, spaces and tabs, nested
// values, trailing text; and valid lines mutated a byte at a time. Then the
// whole reader: a ledger folded through the byte path and through text only
// gives the same tally, and the same error, wherever the chunks are cut.
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forEachLine, hashingLineReader } from '../../src/io/lines.js';
import { TrialLineReader } from '../../src/ledger/fast-trial.js';
import { foldTrials } from '../../src/ledger/read.js';
import { trialValues, type TrialTally, type TrialValues } from '../../src/ledger/tally.js';
import { trialProblem, type Trial } from '../../src/ledger/trial.js';
import type { Manifest, ManifestTask } from '../../src/taskset/manifest.js';

/** The values the full way gives for a line, or undefined when it is not a valid trial. */
function reference(line: string): TrialValues | undefined {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return undefined;
  }
  // What the full way hands the tally (TrialTally.add).
  return trialProblem(v) ? undefined : trialValues(v as Trial);
}

const plainValues = (v: TrialValues) => ({
  given: v.given,
  task_id: v.task_id,
  attempt: v.attempt,
  passed: v.passed,
  split: v.split,
  cost_usd: v.cost_usd,
  tokens: v.tokens,
  latency_s: v.latency_s,
  policy: v.policy,
  tool_abuse: v.tool_abuse,
  isolation: v.isolation,
});

/** The fast path on a line as the line reader offers it: its bytes, then the newline. */
function fast(reader: TrialLineReader, line: string, eol = '\n'): TrialValues | undefined {
  const b = Buffer.from(`${line}${eol}`);
  const v = reader.read(b, 0, b.length - Buffer.byteLength(eol));
  return v && plainValues(v);
}

/** Fast and full agree: the fast path declines, or the full way accepts the same values (numbers compared with Object.is, so -0 is not 0). */
function agree(reader: TrialLineReader, line: string): 'fast' | 'declined' {
  const got = fast(reader, line);
  if (got === undefined) return 'declined';
  const want = reference(line);
  expect(want, line).toBeDefined();
  expect(got, line).toEqual(want);
  for (const k of ['attempt', 'cost_usd', 'tokens', 'latency_s', 'policy', 'tool_abuse', 'isolation'] as const)
    expect(Object.is(got[k], (want as TrialValues)[k]), `${k} in ${line}`).toBe(true);
  return 'fast';
}

const NUMBERS = [
  '0',
  '1',
  '7',
  '5',
  '12',
  '0.5',
  '0.1757',
  '8.8',
  '53.4',
  '123456789012345',
  '1234567890123456',
  '12345678901234.5',
  '1.23456789012345',
  '0.000000000000001',
  '0.0000000000000001',
  '9007199254740993',
  '1e3',
  '1E3',
  '1.5e-3',
  '-1',
  '-0',
  '-0.0',
  '00',
  '01',
  '0.',
  '.5',
  '1.',
  '+1',
  '1.0',
  '5.00',
  'Infinity',
  'NaN',
  '1e400',
  '0x10',
  '1_0',
  ' 3',
  '3 ',
  '"3"',
  'true',
  'null',
  '[]',
  '{}',
];
const STRINGS = [
  '"t0"',
  '"t1"',
  '"t17"',
  '"canary-1"',
  '"é"',
  '"日本"',
  '"a b"',
  '"a\\"b"',
  '"a\\\\b"',
  '"\\u0074\\u0030"',
  '"a\\nb"',
  '"\t"',
  '"\u0001"',
  '"\u007f"',
  '"\u2028"',
  '""',
  '"x',
  'x"',
  '17',
  'null',
  '"held-in"',
  '"held-out"',
  '"Held-in"',
  '"held-in "',
  '"held\\u002din"',
  '"\ud83d\ude00"',
];
const BOOLS = ['true', 'false', 'True', 'TRUE', '1', '0', 'null', '"true"', 'tru', 'falsey'];
const VIOLATIONS = [
  '{"policy":0,"tool_abuse":0,"isolation":0}',
  '{}',
  '{ }',
  '{"policy":2}',
  '{"isolation":1,"policy":0}',
  '{"policy":0,"policy":1}',
  '{"policy":-1}',
  '{"policy":1.5}',
  '{"policy":1.0}',
  '{"other":0}',
  '{"policy":0,}',
  '{"policy" : 3 , "tool_abuse" : 4}',
  '{"policy":"0"}',
  'null',
  '[]',
  '{"tool_abuse":1e0}',
  '{"isolation":0}x',
];
const KEYS = ['task_id', 'attempt', 'passed', 'split', 'cost_usd', 'tokens', 'latency_s', 'violations'];
const ODD_KEYS = ['__proto__', 'task_ID', 'task_idx', 'tokens_', 'cost', 'prompt', 'task\\u005fid', '', 'violation', 'splits', 'passed ', 'attempts'];
const SPACES = ['', '', '', ' ', '  ', '\t', '\r', '\n', '\u00a0'];

const valueFor = (key: string): fc.Arbitrary<string> => {
  switch (key) {
    case 'task_id':
      return fc.oneof({ arbitrary: fc.constantFrom('"t0"', '"t1"', '"t2"'), weight: 20 }, fc.constantFrom(...STRINGS));
    case 'passed':
      return fc.oneof({ arbitrary: fc.constantFrom('true', 'false'), weight: 20 }, fc.constantFrom(...BOOLS));
    case 'split':
      return fc.oneof({ arbitrary: fc.constantFrom('"held-in"', '"held-out"'), weight: 20 }, fc.constantFrom(...STRINGS));
    case 'violations':
      return fc.oneof({ arbitrary: fc.constant(VIOLATIONS[0] as string), weight: 20 }, fc.constantFrom(...VIOLATIONS));
    case 'attempt':
      return fc.oneof({ arbitrary: fc.constantFrom('1', '2', '5', '33'), weight: 20 }, fc.constantFrom(...NUMBERS));
    default:
      return fc.oneof(
        { arbitrary: fc.constantFrom('0', '1552', '0.1757', '8.8'), weight: 20 },
        fc.constantFrom(...NUMBERS),
        fc.double({ noNaN: true, min: 0, max: 1e6 }).map(String),
      );
  }
};

/** A ledger line from choices: mostly a plain trial, with edges mixed in. */
const line = fc
  .record({
    keys: fc.oneof({ arbitrary: fc.shuffledSubarray(KEYS, { minLength: 3 }), weight: 6 }, fc.array(fc.constantFrom(...KEYS, ...ODD_KEYS), { maxLength: 9 })),
    space: fc.oneof({ arbitrary: fc.constant(''), weight: 4 }, fc.constantFrom(...SPACES)),
    tail: fc.oneof({ arbitrary: fc.constant(''), weight: 8 }, fc.constantFrom(' ', '  ', '\t', 'x', ',', '}', '{}', ' \r')),
    head: fc.oneof({ arbitrary: fc.constant(''), weight: 8 }, fc.constantFrom(' ', '\ufeff', '[', '\t')),
  })
  .chain(({ keys, space, tail, head }) =>
    fc.tuple(...keys.map((k) => valueFor(k))).map((values) => {
      const s = space;
      return `${head}{${s}${keys.map((k, i) => `"${k}"${s}:${s}${values[i] as string}`).join(`${s},${s}`)}${s}}${tail}`;
    }),
  );

describe('the fast path for ledger lines', () => {
  it('reads the lines runners write (as JSON.stringify and Python json.dumps write them)', () => {
    const reader = new TrialLineReader();
    const trial = {
      task_id: 't0',
      attempt: 1,
      passed: true,
      cost_usd: 0.1757,
      tokens: 1552,
      latency_s: 8.8,
      violations: { policy: 0, tool_abuse: 0, isolation: 0 },
    };
    for (const l of [
      JSON.stringify(trial),
      JSON.stringify({ ...trial, split: 'held-out' }),
      JSON.stringify({ task_id: 'é', attempt: 3, passed: false }),
      '{"task_id": "t0", "attempt": 1, "passed": true, "cost_usd": 0.1757, "violations": {"policy": 0}}',
    ]) {
      expect(agree(reader, l), l).toBe('fast');
      expect(fast(reader, l, '\r\n'), l).toEqual(fast(reader, l));
    }
  });

  it('declines what it does not read, and what it reads is what JSON.parse reads', () => {
    const reader = new TrialLineReader();
    const seen = { fast: 0, declined: 0 };
    fc.assert(
      fc.property(line, (l) => {
        seen[agree(reader, l)]++;
      }),
      { numRuns: 20000 },
    );
    // Both sides are exercised: the plain lines are read fast, the odd ones declined.
    expect(seen.fast).toBeGreaterThan(1000);
    expect(seen.declined).toBeGreaterThan(2000);
  });

  it('declines or agrees on valid lines mutated a byte at a time', () => {
    const reader = new TrialLineReader();
    const base =
      '{"task_id":"t0","attempt":1,"passed":true,"split":"held-in","cost_usd":0.1757,"tokens":1552,"latency_s":8.8,"violations":{"policy":0,"tool_abuse":0,"isolation":0}}';
    const bytes = [...'{}[]",:. -+eE0123456789tfnuaslrx\\\t\r\u0000é'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(base.length), fc.constantFrom('insert', 'delete', 'replace'), fc.constantFrom(...bytes)), { minLength: 1, maxLength: 3 }),
        (edits) => {
          let l = base;
          for (const [at, op, c] of edits)
            l = op === 'insert' ? l.slice(0, at) + c + l.slice(at) : op === 'delete' ? l.slice(0, at) + l.slice(at + 1) : l.slice(0, at) + c + l.slice(at + 1);
          agree(reader, l);
        },
      ),
      { numRuns: 20000 },
    );
  });

  it('reads decimals as JSON.parse rounds them', () => {
    const reader = new TrialLineReader();
    fc.assert(
      fc.property(fc.stringMatching(/^(0|[1-9][0-9]{0,9})\.[0-9]{1,14}$/), (d) => {
        const got = fast(reader, `{"task_id":"t","attempt":1,"passed":true,"cost_usd":${d}}`);
        if (got) expect(got.cost_usd).toBe(JSON.parse(d));
      }),
      { numRuns: 5000 },
    );
  });

  it('gives the id of the line, not the last one read, when ids share a prefix or length', () => {
    const reader = new TrialLineReader();
    const ids = ['t1', 't1', 't2', 't10', 't1', 'é1', 'é2', 'é2'];
    const got = ids.map((id) => fast(reader, JSON.stringify({ task_id: id, attempt: 1, passed: true }))?.task_id);
    expect(got).toEqual(ids);
  });

  it('needs the byte after the line to end it: any other declines', () => {
    const reader = new TrialLineReader();
    const l = Buffer.from('{"task_id":"t0","attempt":1,"passed":true}{"task_id":"t0","attempt":12,"passed":true}');
    expect(reader.read(l, 0, 42)).toBeUndefined();
    expect(reader.read(l, 0, l.length)).toBeUndefined();
  });
});

// ---------------------------------------------------------------- the whole reader

const dir = mkdtempSync(join(tmpdir(), 'aqr-fast-trial-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function manifestOf(n: number): Manifest {
  const tasks = new Map<string, ManifestTask>();
  for (let i = 0; i < n; i++) tasks.set(`t${i}`, { id: `t${i}`, split: i % 4 === 0 ? 'held-out' : 'held-in', canary: i === n - 1, index: i });
  tasks.set('é', { id: 'é', split: 'held-in', canary: false, index: n });
  return { tasks, held_in: 0, held_out: 0, canary_ids: [] };
}

function snapshot(t: TrialTally) {
  const tasks = [...t.manifest.tasks.values()].map((x) => [t.attemptsAt(x.index), t.passesAt(x.index), t.hasAttemptAt(x.index, 40)]);
  return { events: t.events, totals: t.totals, violations: t.violations, sums: [...t.taskSums.cost, ...t.taskSums.tokens, ...t.taskSums.latency], tasks };
}

/** Folds the files through the byte path (the CLI's reader) and through text only: the same tally, or the same error. */
async function bothWays(files: string[], manifest: Manifest) {
  const run = async (lines: Parameters<typeof foldTrials>[2]) => {
    try {
      const r = await foldTrials(files, manifest, lines);
      return { blank: r.blank, ...snapshot(r.tally) };
    } catch (e) {
      return { error: String(e), where: (e as { where?: unknown }).where };
    }
  };
  // Every file through the byte path, however small (the CLI offers bytes from BYTES_FROM on).
  const bytes = await run(hashingLineReader(0).lines);
  const text = await run((f, each) => forEachLine(f, each));
  expect(bytes).toEqual(text);
  return bytes;
}

describe('the ledger read from bytes', () => {
  it('folds as the text reader does, wherever the 1 MiB chunks cut the lines', async () => {
    const manifest = manifestOf(3000);
    let body = '\ufeff';
    let x = 7;
    const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
    for (let i = 0; i < 2999; i++)
      for (let a = 1; a <= 3; a++) {
        const t = {
          task_id: `t${i}`,
          attempt: a,
          passed: next() % 3 !== 0,
          cost_usd: (next() % 100000) / 10000,
          tokens: next() % 5000,
          latency_s: (next() % 6000) / 10,
          violations: { policy: next() % 2, tool_abuse: 0, isolation: 0 },
        };
        // Most lines plain; some padded to cross chunk ends at odd places, spelled with spaces, CRLF, blank, or needing the full path.
        const k = next() % 50;
        let l = JSON.stringify(t);
        if (k === 0) l = `{${' '.repeat(next() % 400000)}${l.slice(1)}`;
        if (k === 1) l = l.replace(/,/g, ', ');
        if (k === 2) l = l.replace('"attempt":', '"attempt":\t');
        if (k === 3) l = `${l}\r`;
        if (k === 4) l = `\n  \n${l}`;
        if (k === 5) l = l.replace(`"task_id":"t${i}"`, `"task_id":"\\u0074${i}"`);
        if (k === 6) l = l.replace(/"attempt":(\d)/, '"attempt":$1.0');
        body += `${l}\n`;
      }
    body += JSON.stringify({ task_id: 'é', attempt: 1, passed: true, tokens: 1, violations: { isolation: 2 } });
    const file = join(dir, 'big.jsonl');
    writeFileSync(file, body);
    expect(body.length).toBeGreaterThan(3 << 20);
    const r = await bothWays([file], manifest);
    expect(r).not.toHaveProperty('error');
    expect(r).toMatchObject({ events: 2999 * 3 + 1 });
  });

  it('reports the same error at the same line: unknown task, duplicate, bad field, bad UTF-8', async () => {
    const manifest = manifestOf(10);
    const ok = (i: number, a: number) => JSON.stringify({ task_id: `t${i}`, attempt: a, passed: true, cost_usd: 0.5 });
    const cases: Record<string, string | Buffer> = {
      unknown: `${ok(1, 1)}\n${JSON.stringify({ task_id: 'zz', attempt: 1, passed: true })}\n`,
      duplicate: `${ok(1, 1)}\n${ok(2, 1)}\n${ok(1, 1)}\n`,
      split: `${ok(1, 1)}\n${JSON.stringify({ task_id: 't0', attempt: 1, passed: true, split: 'held-in' })}\n`,
      field: `${ok(1, 1)}\n{"task_id":"t1","attempt":0,"passed":true}\n`,
      overflow: `${JSON.stringify({ task_id: 't1', attempt: 1, passed: true, cost_usd: 1e308 })}\n${JSON.stringify({ task_id: 't1', attempt: 2, passed: true, cost_usd: 1e308 })}\n`,
      utf8: Buffer.concat([Buffer.from(`${ok(1, 1)}\n${ok(1, 2)}\n`), Buffer.from([0x7b, 0xff, 0x7d, 0x0a])]),
      'many-attempts': Array.from({ length: 40 }, (_, a) => ok(3, a + 1)).join('\n'),
    };
    for (const [name, body] of Object.entries(cases)) {
      const file = join(dir, `${name}.jsonl`);
      writeFileSync(file, body);
      const r = await bothWays([file], manifest);
      if (name === 'many-attempts') expect(r).not.toHaveProperty('error');
      else expect(r, name).toHaveProperty('error');
    }
  });
});
