// Finding 6 (issue 17): parsing is linear in the number of keys, errors are
// capped with a count of the rest, and each format has a size limit that ends
// in a one-line error (a 24 MB YAML signals document used to abort V8).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/doc/parse.js';
import { MAX_SCHEMA_ISSUES } from '../../src/record/validate.js';
import { aqr, tempDir } from '../helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

describe('linear parsing', () => {
  it('64k keys in one mapping parse in seconds, not minutes', () => {
    const text = Array.from({ length: 64 * 1024 }, (_, i) => `k${i}: ${i}`).join('\n');
    const p = parseDocument(text, 'keys.yaml');
    expect(Object.keys(p.value as object)).toHaveLength(64 * 1024);
    // Every line lookup after the first is a map lookup, not a scan.
    for (let i = 0; i < 64 * 1024; i += 1) if (i % 4096 === 0) expect(p.lineOf([`k${i}`])).toBe(i + 1);
  }, 30_000);

  it('still refuses a duplicate key, nested or not, naming its line', () => {
    const e = (t: string) => {
      try {
        parseDocument(t, 'd.yaml');
      } catch (x) {
        return x as { code: string; where: { line?: number }; message: string };
      }
      throw new Error('parsed');
    };
    expect(e('a: 1\nb:\n  c: 1\n  d: 2\n  c: 3\n')).toMatchObject({ code: 'ERR_INPUT_PARSE', where: { line: 5 } });
    expect(e('{"a": [{"x": 1, "x": 2}]}').message).toMatch(/keys must be unique/);
    expect(e('1: a\n1.0: b\n').code).toBe('ERR_INPUT_PARSE');
    // A number and a string with the same text are one property once read: refused, not one kept silently.
    expect(e('1: a\n"1": b\n').code).toBe('ERR_INPUT_PARSE');
  });

  it('a record with 64k unknown fields is reported with a capped list and a count of the rest', async () => {
    const file = join(dir, 'wide.yaml');
    await writeFile(file, `supergauge: "0.1"\n${Array.from({ length: 64 * 1024 }, (_, i) => `x${i}: ${i}`).join('\n')}\n`);
    const r = await aqr('check', file);
    expect([0, 1], r.err).toContain(r.code);
    const lines = r.out.split('\n').filter((l) => l.includes('SCHEMA_'));
    expect(lines.length).toBeLessThanOrEqual(MAX_SCHEMA_ISSUES + 1);
    expect(r.out).toMatch(/SCHEMA_TOO_MANY .*and \d+ more schema problems/);
  }, 40_000);

  it('deep nesting is a parse error, not an internal error', () => {
    expect(() => parseDocument(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'deep.json')).toThrow(
      expect.objectContaining({ code: expect.stringMatching(/^ERR_INPUT_/) }),
    );
    expect(() => parseDocument(`${'- '.repeat(20_000)}x`, 'deep.yaml')).toThrow(expect.objectContaining({ code: expect.stringMatching(/^ERR_INPUT_/) }));
  }, 30_000);
});

describe('size limits per format', () => {
  it('a 24 MB YAML signals document is refused at once with one line', async () => {
    const file = join(dir, 'big.yaml');
    const item = '- signal_type: execution\n  run_id: 0b7e0c52-3d5e-4b8e-9a43-6b1d2f3c4a5e\n  agent_name: a\n';
    await writeFile(file, item.repeat(Math.ceil((24 * 1024 * 1024) / item.length)));
    const r = await aqr('signals', file);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^aqr: .*big\.yaml: is a YAML document of 24\.0 MiB; such a document is at most 8 MiB .*\(ERR_INPUT_TOO_LARGE\)$/);
  }, 30_000);

  it('a large JSON signals document is read through JSON.parse, and its deviations name the file', async () => {
    const file = join(dir, 'big.json');
    const one = { signal_type: 'outcome', schema_version: '0.1.1', run_id: '0b7e0c52-3d5e-4b8e-9a43-6b1d2f3c4a5e', agent_name: 'a', quality_rating: 9 };
    await writeFile(file, `[\n${Array.from({ length: 100_000 }, () => JSON.stringify(one)).join(',\n')}\n]`);
    const r = await aqr('signals', file, '--json');
    expect(r.code, r.err).toBe(0);
    expect((JSON.parse(r.out) as { deviations: { byCode: Record<string, number> } }).deviations.byCode['AS_BAD_RATING']).toBe(100_000);
  }, 60_000);
});
