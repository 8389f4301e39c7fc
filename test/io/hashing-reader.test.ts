// Evidence is hashed while it is parsed. The digest must be the one coreutils
// gives for the same files (sha256sum each, the sorted digests one a line,
// sha256sum of that), gzipped files hashed as stored, and a
// read that fails part-way leaves no digest behind for a later read of the
// same file.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BYTES_FROM, hashingLineReader } from '../../src/io/lines.js';
import { tempDir } from '../helpers.js';

describe('hashingLineReader', () => {
  it('offers lines as bytes only in a file of BYTES_FROM or more: a smaller one is read as text, every line counted either way', async () => {
    const dir = await tempDir();
    const line = JSON.stringify({ task_id: 't', attempt: 1, passed: true });
    for (const [name, count] of [
      ['small', Math.floor(BYTES_FROM / (line.length + 1)) - 1],
      ['large', Math.ceil(BYTES_FROM / (line.length + 1)) + 1],
    ] as const) {
      const file = join(dir, `${name}.jsonl`);
      await writeFile(file, `${line}\n`.repeat(count));
      let offered = 0;
      let asText = 0;
      const n = await hashingLineReader().lines(
        file,
        () => asText++,
        () => ++offered > 0,
      );
      expect(n, name).toBe(count);
      if (name === 'small') expect([offered, asText]).toEqual([0, count]);
      else expect(offered, name).toBeGreaterThan(count - 10);
    }
  });

  it('gives the ledger digest coreutils gives, gzipped shards included, and every line', async () => {
    const dir = await tempDir();
    const files: string[] = [];
    for (let f = 0; f < 3; f++) {
      const text = Array.from({ length: 60000 + f }, (_, i) => JSON.stringify({ f, i, pad: 'x'.repeat((i % 97) + 20) })).join('\n');
      files.push(join(dir, `s${f}.jsonl`));
      await writeFile(files[f] as string, text);
    }
    files.push(join(dir, 's3.jsonl.gz'));
    await writeFile(files[3] as string, gzipSync('{"gz":1}\n{"gz":2}\n'));
    const reader = hashingLineReader();
    let lines = 0;
    for (const f of files) await reader.lines(f, () => lines++);
    const shell = execFileSync('sh', ['-c', 'sha256sum "$@" | cut -d" " -f1 | LC_ALL=C sort | sha256sum | cut -d" " -f1', 'sh', ...files], {
      encoding: 'utf8',
    }).trim();
    expect(reader.setDigest(files)).toBe(`sha256:${shell}`);
    expect(lines).toBe(60000 + 60001 + 60002 + 2);
  });

  it('answers each file with its own digest after a read that failed part-way', async () => {
    const dir = await tempDir();
    const a = join(dir, 'a.jsonl');
    const b = join(dir, 'b.jsonl');
    await writeFile(a, Array.from({ length: 500000 }, (_, i) => `{"i":${i}}`).join('\n'));
    await writeFile(b, '{"b":1}\n');
    const reader = hashingLineReader();
    await expect(
      reader.lines(a, (_, n) => {
        if (n === 30000) throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await reader.lines(b, () => undefined);
    await reader.lines(a, () => undefined);
    const sha = (f: string) => execFileSync('sha256sum', [f], { encoding: 'utf8' }).split(' ')[0];
    const one = (f: string) =>
      execFileSync('sh', ['-c', `printf '%s\\n' "$1" | sha256sum | cut -d" " -f1`, 'sh', sha(f) as string], { encoding: 'utf8' }).trim();
    expect(reader.setDigest([b])).toBe(`sha256:${one(b)}`);
    expect(reader.setDigest([a])).toBe(`sha256:${one(a)}`);
  });
});
