// dist/ is committed: it must be exactly what the build makes from src/ now.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers.js';

describe('dist/', () => {
  it('is fresh: rebuilding from src/ gives the same bytes (run npm run build and commit dist/ if not)', async () => {
    const out = await tempDir();
    await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/build.mjs'), out], { cwd: ROOT });
    for (const f of ['index.js', 'cli.js', 'verify.html']) {
      const [built, committed] = await Promise.all([readFile(join(out, f), 'utf8'), readFile(join(ROOT, 'dist', f), 'utf8')]);
      expect(committed === built, `dist/${f} is stale: run npm run build`).toBe(true);
    }
  });
});
