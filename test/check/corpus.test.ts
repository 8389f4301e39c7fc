// The project's own conformance corpus (test/fixtures/conformance): records
// written for the project, one per rule the public example records exercise.
// Each file states what the checker must find in `# expect:` lines, so the
// corpus runs on a plain clone; test/check/examples.test.ts reads the public
// examples themselves when they are beside the checkout.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../../src/pipeline/check.js';
import { FIXTURES, keyFiles, tempDir } from '../helpers.js';

const DIR = join(FIXTURES, 'conformance');
const files = (await readdir(DIR)).filter((f) => f.endsWith('.yaml')).sort();

interface Expectation {
  level: string | null;
  codes: string[];
}
function expectations(text: string): { plain?: Expectation; withKey?: Expectation } {
  const out: { plain?: Expectation; withKey?: Expectation } = {};
  for (const m of text.matchAll(/^# expect( with key)?: (\S+)((?: [A-Z_0-9]+)*)$/gm)) {
    const e = { level: m[2] === 'none' ? null : m[2]!, codes: (m[3] ?? '').trim().split(' ').filter(Boolean).sort() };
    if (m[1]) out.withKey = e;
    else out.plain = e;
  }
  return out;
}

async function check(file: string, keyFile?: string): Promise<Expectation> {
  const [r] = await checkFiles([file], keyFile ? { keyFile } : {});
  if (!r || 'error' in r) throw r?.error ?? new Error('no result');
  return { level: r.level, codes: r.unmet.map((u) => u.code).sort() };
}

describe('the conformance corpus', () => {
  for (const f of files) {
    it(`${f}: the level and unmet codes its header states`, async () => {
      const text = await readFile(join(DIR, f), 'utf8');
      const { plain, withKey } = expectations(text);
      expect(plain, `${f} has no '# expect:' line`).toBeDefined();
      expect(await check(join(DIR, f))).toEqual(plain);
      if (withKey) {
        const { publicFile } = await keyFiles(await tempDir(), 'k');
        expect(await check(join(DIR, f), publicFile)).toEqual(withKey);
      }
    });
  }

  it('between them, the files exercise each code the public examples do', async () => {
    const codes = new Set<string>();
    for (const f of files) {
      const { plain, withKey } = expectations(await readFile(join(DIR, f), 'utf8'));
      for (const c of [...(plain?.codes ?? []), ...(withKey?.codes ?? [])]) codes.add(c);
    }
    for (const c of [
      'DIGEST_PLACEHOLDER',
      'SHIP_GATE_FAILED',
      'SHIP_UNSEALED',
      'MEASURE_VALUE_TYPE',
      'SIGNATURE_MISSING',
      'SIGNATURE_UNVERIFIED',
      'SIGNATURE_FORMAT',
    ])
      expect(codes).toContain(c);
  });
});
