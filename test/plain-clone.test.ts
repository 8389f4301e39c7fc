// `.ci/run` runs on the plain clone (nothing beside it) only the test files
// whose outcome can differ there: those that reach ../shared through the
// locator in test/helpers.ts, and the README's fresh-clone test. That holds
// only while no other test file reaches ../shared: this scan keeps it so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRESH_CLONE_TESTS, plainCloneTests, sharedOutsideLocator, testSources } from '../scripts/plain-clone-tests.mjs';
import { ROOT } from './helpers.js';

describe('the plain-clone pass of .ci/run', () => {
  it('no test file reaches ../shared but through the locator in test/helpers.ts', () => {
    const problems = testSources(ROOT).flatMap((f) => sharedOutsideLocator(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(problems, 'use SHARED / PUBLIC_EXAMPLES / describeInterop from test/helpers.ts').toEqual([]);
  });

  it('the scan catches each spelling of a path into ../shared, and passes comments and describeInterop titles', () => {
    const f = 'test/x/y.test.ts';
    expect(sharedOutsideLocator(f, "const a = join(ROOT, '../shared/reference/x.json');")).toEqual([
      `${f}:1: const a = join(ROOT, '../shared/reference/x.json');`,
    ]);
    expect(sharedOutsideLocator(f, "\nconst a = resolve(ROOT, '..', 'shared');")).toHaveLength(1);
    expect(sharedOutsideLocator(f, "readFile('/work/shared/seeds/spec.md')")).toHaveLength(1);
    expect(sharedOutsideLocator(f, 'const b = `${root}/shared/reference/eval-tools`;')).toHaveLength(1);
    expect(sharedOutsideLocator(f, "// per shared/reference/README.md\n * ../shared\ndescribeInterop('a log (../shared/reference/x)', () => {});")).toEqual([]);
    // A metric custody value is not a path.
    expect(sharedOutsideLocator(f, "expect(x).toEqual({ metric_custody: 'shared' });")).toEqual([]);
    // The locator itself may.
    expect(sharedOutsideLocator('test/helpers.ts', "export const SHARED = resolve(ROOT, '../shared');")).toEqual([]);
  });

  it('runs every file that uses the locator, and the fresh-clone tests, and nothing else', () => {
    const files = plainCloneTests(ROOT);
    for (const f of ['test/import/promptfoo.test.ts', 'test/record/validate.test.ts', 'test/check/examples.test.ts', ...FRESH_CLONE_TESTS])
      expect(files).toContain(f);
    // The slow files that never read ../shared stay out.
    for (const f of ['test/action/main.test.ts', 'test/web/verify-page.test.ts', 'test/plain-clone.test.ts']) expect(files).not.toContain(f);
    expect(files.length).toBeLessThan(testSources(ROOT).length / 4);
  });
});
