// The test files whose outcome can differ on a plain clone with nothing beside
// it, which `.ci/run` runs there (the rest of the suite ran on the same commit
// just before, and cannot differ without ../shared):
// - the files that reach the public reference files (../shared) through the
//   locator in test/helpers.ts (SHARED, PUBLIC_EXAMPLES, HAS_REFERENCE,
//   INTEROP_SKIP_REASON, describeInterop), which skips them there;
// - the README's fresh-clone test (test/readme.test.ts).
// test/plain-clone.test.ts holds every other test file to that: a file that
// reaches ../shared any other way fails the suite.
//
// `node scripts/plain-clone-tests.mjs` prints them, one a line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The names test/helpers.ts exports to find ../shared, or to skip when it is absent. */
export const LOCATOR_NAMES = ['SHARED', 'PUBLIC_EXAMPLES', 'HAS_REFERENCE', 'INTEROP_SKIP_REASON', 'describeInterop'];
/** The file that holds the locator. */
export const LOCATOR_FILE = 'test/helpers.ts';
/** The test of this scan, whose strings spell paths into ../shared as its test data. */
const SCAN_TEST = 'test/plain-clone.test.ts';
/** Tests of what a fresh clone does, run on the plain clone whatever they import. */
export const FRESH_CLONE_TESTS = ['test/readme.test.ts'];

const USES_LOCATOR = new RegExp(`\\b(?:${LOCATOR_NAMES.join('|')})\\b`);

/** Every .ts file under test/ (fixtures excluded), as paths relative to `root`, sorted. */
export function testSources(root) {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'fixtures' && e.name !== 'node_modules') walk(p);
      } else if (e.name.endsWith('.ts')) out.push(relative(root, p).split('\\').join('/'));
    }
  };
  walk(join(root, 'test'));
  return out.sort();
}

/** `text` with its comment lines blanked (lines that start with //, /* or *), so line numbers stay. */
export function stripComments(text) {
  return text
    .split('\n')
    .map((l) => (/^\s*(?:\/\/|\/\*|\*)/.test(l) ? '' : l))
    .join('\n');
}

// A path into ../shared spelled in code: '../shared', '/work/shared',
// 'shared/reference…', or join(…, '..', 'shared').
const SHARED_PATH = /\.\.\/shared\b|\/work\/shared\b|\bshared\/(?:reference|seeds|DESIGN)|['"`]\.\.['"`]\s*,\s*['"`]shared['"`]/;

/**
 * Where a test file reaches ../shared other than through the locator: each
 * offending line ("file:line: text"). A describeInterop title may name the
 * folder it reads (it is a title, not a path).
 */
export function sharedOutsideLocator(file, text) {
  if (file === LOCATOR_FILE || file === SCAN_TEST) return [];
  const code = stripComments(text).replace(/describeInterop\(\s*(['"`])(?:\\.|(?!\1)[^\\])*\1/g, (m) => m.replace(/[^\n]/g, ' '));
  const problems = [];
  code.split('\n').forEach((line, i) => {
    if (SHARED_PATH.test(line)) problems.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  return problems;
}

/** The test files `.ci/run` runs on the plain clone, relative to `root`, sorted. */
export function plainCloneTests(root) {
  return testSources(root).filter(
    (f) =>
      f.endsWith('.test.ts') && f !== SCAN_TEST && (FRESH_CLONE_TESTS.includes(f) || USES_LOCATOR.test(stripComments(readFileSync(join(root, f), 'utf8')))),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '..');
  process.stdout.write(plainCloneTests(root).join('\n') + '\n');
}
