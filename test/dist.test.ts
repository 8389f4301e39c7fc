// dist/ is committed: it must be exactly what the build makes from src/ now.
import { execFile } from 'node:child_process';
import { readdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers.js';

/** Every file under a folder, as sorted relative paths (the entries, verify.html and the chunks they load). */
async function files(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(dir.length + 1))
    .sort();
}

describe('dist/', () => {
  it('is fresh: rebuilding from src/ gives the same files with the same bytes (run npm run build and commit dist/ if not)', async () => {
    const out = await tempDir();
    await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/build.mjs'), out], { cwd: ROOT });
    const built = await files(out);
    expect(built).toEqual(expect.arrayContaining(['index.cjs', 'cli.js', 'verify.html']));
    expect(await files(join(ROOT, 'dist')), 'dist/ holds other files than the build makes: run npm run build').toEqual(built);
    for (const f of built) {
      const [fresh, committed] = await Promise.all([readFile(join(out, f), 'utf8'), readFile(join(ROOT, 'dist', f), 'utf8')]);
      expect(committed === fresh, `dist/${f} is stale: run npm run build`).toBe(true);
    }
  });

  it('cli.js runs through a link (as npm installs the aqr bin) from any folder, loading its chunks beside it', async () => {
    const dir = await tempDir();
    await symlink(join(ROOT, 'dist/cli.js'), join(dir, 'aqr'));
    const { stdout } = await promisify(execFile)(join(dir, 'aqr'), ['check', join(ROOT, 'examples/record.yaml')], { cwd: dir });
    expect(stdout).toContain('record.yaml: L3');
  });
});
