// Finding 3 (issue 17): a long line, gunzipped from a small file, is assembled
// once from its pieces and refused past 16 MiB, naming file and line; and
// line-oriented readers refuse a FIFO instead of waiting on it.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { isAqrError } from '../../src/errors.js';
import { forEachLine, MAX_LINE_CHARS } from '../../src/io/lines.js';
import { aqr, tempDir } from '../helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

describe('long lines', () => {
  it('a 64 MiB line from a small .gz file is refused quickly with ERR_INPUT_TOO_LARGE naming file and line', async () => {
    const file = join(dir, 'long.jsonl.gz');
    const gz = gzipSync(Buffer.concat([Buffer.from('{"a":1}\n'), Buffer.alloc(64 * 1024 * 1024, 0x61), Buffer.from('\n')]), { level: 9 });
    expect(gz.length).toBeLessThan(200 * 1024);
    await writeFile(file, gz);
    const r = await aqr('signals', file);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/long\.jsonl\.gz:2: the line is longer than 16 MiB .*\(ERR_INPUT_TOO_LARGE\)/);
    expect(r.err.split('\n')).toHaveLength(1);
  }, 20_000);

  it('a line just under the cap is read whole, in linear time, across many chunks', async () => {
    const file = join(dir, 'under.gz');
    const n = 12 * 1024 * 1024;
    await writeFile(file, gzipSync(Buffer.concat([Buffer.alloc(n, 0x62), Buffer.from('\r\nlast')])));
    const lines: number[] = [];
    const count = await forEachLine(file, (line) => lines.push(line.length));
    expect(count).toBe(2);
    expect(lines).toEqual([n, 4]);
  }, 20_000);

  it('the cap applies to a last line without a newline too', async () => {
    const file = join(dir, 'tail.txt');
    await writeFile(file, `ok\n${'c'.repeat(2000)}`);
    const err = await forEachLine(file, () => undefined, 1000).catch((e: unknown) => e);
    expect(isAqrError(err) && err.code === 'ERR_INPUT_TOO_LARGE' && err.where.line === 2).toBe(true);
    expect(MAX_LINE_CHARS).toBe(16 * 1024 * 1024);
  });
});

describe('special files as inputs', () => {
  it('a FIFO as a signal, ledger or record path is refused at once (no hang)', async () => {
    const fifo = join(dir, 'pipe.jsonl');
    execFileSync('mkfifo', [fifo]);
    const s = await aqr('signals', fifo);
    expect(s.code).toBe(2);
    expect(s.err).toMatch(/pipe\.jsonl: is a named pipe \(FIFO\), not a regular file .*\(ERR_INPUT_READ\)/);
    const c = await aqr('check', fifo);
    expect(c.code).toBe(2);
    expect(c.err).toMatch(/named pipe.*\(ERR_INPUT_READ\)/);
  }, 10_000);

  it('a character device is refused, not read forever', async () => {
    const r = await aqr('check', '/dev/zero');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/\/dev\/zero: is a device, not a regular file/);
  }, 10_000);
});
