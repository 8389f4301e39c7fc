// The simple glob matcher (src/io/simple-glob.ts) against tinyglobby, which it
// stands in for at start-up: on generated folders (files, sub-folders, dot
// files, symbolic links, names with glob characters) and generated patterns
// near the edges, whenever it answers it finds exactly the files tinyglobby
// finds, and says a pattern is a glob exactly when tinyglobby does.
import fc from 'fast-check';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { simpleGlob, simplyDynamic } from '../../src/io/simple-glob.js';
import { tempDir } from '../helpers.js';

const NAMES = [
  'a.jsonl',
  'b.jsonl',
  'trials-1.jsonl',
  'x.json',
  'jsonl',
  '.jsonl',
  '.hidden.jsonl',
  'a',
  'ab',
  'a.b.c',
  'A.JSONL',
  'a*b',
  'a-b_c',
  '-x',
  '_y',
  'é.jsonl',
  'a b.jsonl',
  'a?.jsonl',
  '[a].jsonl',
  '{a}.jsonl',
];
const DIRS = ['d', 'd/e', 'ledger', 'x.jsonl', 'd/.git', '.dot'];
const PLAIN_PIECES = ['*', '*', '*', 'a', 'b', '.', 'jsonl', '.jsonl', 'json', '-', '_', 'trials', '1', 'A'];
const ODD_PIECES = ['**', '?', '[ab]', '{a,b}', '!', ' ', 'é', '\\', '(', ')', '+', '@', '.*', '*.', '/'];
const PLAIN_FOLDERS = ['', 'd', 'd/e', 'ledger', 'x.jsonl', 'missing', 'd/missing', 'link'];
const ODD_FOLDERS = ['.dot', 'd/.git', '..', './d', 'd/', '/d', 'd//e', 'd/../d'];

const tree = fc.record({
  dirs: fc.subarray(DIRS),
  files: fc.uniqueArray(fc.tuple(fc.constantFrom(...DIRS, ''), fc.constantFrom(...NAMES)), { maxLength: 14 }),
  links: fc.uniqueArray(fc.tuple(fc.constantFrom('', 'd', 'ledger'), fc.constantFrom('l.jsonl', 'ln', 'dead.jsonl')), { maxLength: 2 }),
});
const piece = fc.oneof({ arbitrary: fc.constantFrom(...PLAIN_PIECES), weight: 6 }, fc.constantFrom(...ODD_PIECES));
const folder = fc.oneof({ arbitrary: fc.constantFrom(...PLAIN_FOLDERS), weight: 6 }, fc.constantFrom(...ODD_FOLDERS));
const pattern = fc.tuple(folder, fc.array(piece, { minLength: 1, maxLength: 4 })).map(([f, p]) => (f === '' ? p.join('') : `${f}/${p.join('')}`));

describe('simpleGlob', () => {
  it('finds what tinyglobby finds whenever it does not decline', async () => {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(tree, fc.array(pattern, { minLength: 1, maxLength: 8 }), async ({ dirs, files, links }, patterns) => {
        const root = await tempDir();
        const cwd = join(root, 'w');
        try {
          await mkdir(join(cwd, 'ledger'), { recursive: true });
          for (const d of dirs) await mkdir(join(cwd, d), { recursive: true });
          for (const [d, n] of files) {
            await mkdir(join(cwd, d), { recursive: true });
            await writeFile(join(cwd, d, n), 'x');
          }
          for (const [d, n] of links)
            if (d === '' || dirs.includes(d) || d === 'ledger')
              await symlink(n === 'ln' ? join(cwd, 'd') : n === 'dead.jsonl' ? join(cwd, 'nowhere') : join(cwd, 'x.json'), join(cwd, d, n)).catch(
                () => undefined,
              );
          await symlink(join(cwd, 'ledger'), join(cwd, 'link'));
          for (const p of patterns) {
            const fast = await simpleGlob(p, cwd);
            if (fast === undefined) continue;
            answered++;
            const slow = await glob(p, { cwd, onlyFiles: true, dot: true, expandDirectories: false });
            expect(fast.sort(), p).toEqual(slow.sort());
          }
        } finally {
          await rm(root, { recursive: true, force: true });
        }
      }),
      { numRuns: 400 },
    );
    expect(answered).toBeGreaterThan(60);
  });

  it('calls a pattern a glob exactly when tinyglobby does, whenever it is sure', () => {
    let sure = 0;
    fc.assert(
      fc.property(pattern, (p) => {
        const fast = simplyDynamic(p);
        if (fast === undefined) return;
        sure++;
        expect(fast, p).toBe(isDynamicPattern(p));
      }),
      { numRuns: 3000 },
    );
    for (const p of ['ledger/trials-1.jsonl', 'examples/ledger/*.jsonl', 'a', 'a.b', '-x', 'x/y/z']) expect(simplyDynamic(p), p).toBe(isDynamicPattern(p));
    expect(sure).toBeGreaterThan(500);
  });
});
