// Exported pipeline functions carry a short TSDoc: they are what the CLI and
// the action call, and what a reader looks up first.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

it('every exported function in src/pipeline/ has a /** … */ comment right above it', async () => {
  const dir = join(ROOT, 'src/pipeline');
  const bare: string[] = [];
  let seen = 0;
  for (const f of (await readdir(dir)).filter((x) => x.endsWith('.ts'))) {
    const lines = (await readFile(join(dir, f), 'utf8')).split('\n');
    lines.forEach((l, i) => {
      if (!/^export (async )?function /.test(l)) return;
      seen++;
      if (!/\*\/\s*$/.test(lines[i - 1] ?? '')) bare.push(`${f}:${i + 1}: ${l.slice(0, 60)}`);
    });
  }
  expect(seen).toBeGreaterThan(5);
  expect(bare).toEqual([]);
});
