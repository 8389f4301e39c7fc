// Finding 10 (issue 17, the parts of h17b): each odd input or output path
// ends in a one-line error with exit 2 and nothing half-written.
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { aqr, keyFiles, tempDir } from '../helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

const evaluate = (...extra: string[]) => aqr('evaluate', '--config', 'examples/evaluate.yaml', ...extra);
const oneLineError = (r: { code: number; err: string }, pattern: RegExp) => {
  expect(r.code, r.err).toBe(2);
  expect(r.err.trim().split('\n')).toHaveLength(1);
  expect(r.err).not.toMatch(/internal error/);
  expect(r.err).toMatch(pattern);
};

describe('sums that overflow', () => {
  it('cost_usd: 1e308 twice is an input error naming file, line and field', async () => {
    const ledger = join(dir, 'huge-cost.jsonl');
    const src = (await import('node:fs'))
      .readFileSync('examples/ledger/trials-1.jsonl', 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    const lines = src.map((l) => ({ ...(JSON.parse(l) as object), cost_usd: 1e308 }));
    await writeFile(ledger, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const r = await evaluate('--trials', ledger, '--out', join(dir, 'huge.yaml'));
    oneLineError(r, /huge-cost\.jsonl:2: cost_usd: the total of cost_usd over the ledger is no longer a finite number .*\(ERR_INPUT_INVALID\)/);
    expect(await readdir(dir)).not.toContain('huge.yaml');
  }, 30_000);
});

describe('output paths', () => {
  it('--out under a file (afile/x.yaml) is ERR_OUTPUT_WRITE, not an internal error', async () => {
    const afile = join(dir, 'afile');
    await writeFile(afile, 'x');
    oneLineError(
      await evaluate('--out', join(afile, 'x.yaml')),
      /afile\/x\.yaml: cannot be written \(a part of the path is a file, not a folder\) \(ERR_OUTPUT_WRITE\)/,
    );
  }, 30_000);

  it('a missing folder outside the working directory is not created silently', async () => {
    const out = join(dir, 'not', 'there', 'x.yaml');
    oneLineError(
      await evaluate('--out', out),
      /cannot be written \(the folder .*not\/there does not exist; aqr creates folders only inside the working directory \(or RUNNER_TEMP\)\) \(ERR_OUTPUT_WRITE\)/,
    );
    expect(await readdir(dir)).not.toContain('not');
    oneLineError(await evaluate('--out', '/proc/x/y'), /\/proc\/x\/y: cannot be written .*\(ERR_OUTPUT_WRITE\)/);
    oneLineError(await aqr('keygen', '--out', '/proc/self/nope/key'), /ERR_OUTPUT_WRITE/);
  }, 30_000);

  it.skipIf(process.getuid?.() === 0)(
    'permission denied is ERR_OUTPUT_WRITE',
    async () => {
      const ro = join(dir, 'ro');
      await mkdir(ro);
      await chmod(ro, 0o500);
      oneLineError(await evaluate('--out', join(ro, 'x.yaml')), /permission denied.*\(ERR_OUTPUT_WRITE\)/);
    },
    30_000,
  );

  it('a folder the file system refuses (/proc) is ERR_OUTPUT_WRITE', async () => {
    oneLineError(await evaluate('--out', '/proc/self/x.yaml'), /\/proc\/self\/x\.yaml: cannot be written .*\(ERR_OUTPUT_WRITE\)/);
  }, 30_000);

  it('evaluate writes <out>.signals.json, <out>.detail.json and the record all or none', async () => {
    const sub = join(dir, 'both');
    await mkdir(sub);
    const signals = join(dir, 'sig.jsonl');
    await writeFile(signals, '{"agentName":"a","skill":"s","confidence":0.5,"success":true}\n');
    // The record's own path is a folder: its rename fails after the signals file's.
    await mkdir(join(sub, 'rec.json'));
    oneLineError(await evaluate('--signals', signals, '--out', join(sub, 'rec.json')), /rec\.json: cannot be written .*\(ERR_OUTPUT_WRITE\)/);
    expect((await readdir(sub)).sort()).toEqual(['rec.json']);
    const ok = await evaluate('--signals', signals, '--out', join(sub, 'good.json'));
    expect([0, 1], ok.err).toContain(ok.code);
    expect((await readdir(sub)).sort()).toEqual(['good.bar.json', 'good.detail.json', 'good.json', 'good.signals.json', 'rec.json']);
  }, 30_000);
});

describe('config keys', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('%s: in a config is not an evaluate input', async (key) => {
    const cfg = join(dir, `cfg-${key}.yaml`);
    await writeFile(cfg, `${key}: x\n`);
    oneLineError(await evaluate('--config', cfg), new RegExp(`cfg-${key}\\.yaml:1: ${key}: is not an evaluate input .*\\(ERR_INPUT_INVALID\\)`));
  });
});

describe('empty inputs', () => {
  it('aqr signals on an empty, blank or NUL-byte file warns, and errors under --strict', async () => {
    const files = { empty: '', blank: '\n  \n', nul: '\0'.repeat(1000) };
    for (const [name, text] of Object.entries(files)) {
      const f = join(dir, `${name}.jsonl`);
      await writeFile(f, text);
      const r = await aqr('signals', f);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(new RegExp(`${name}\\.jsonl: SIG_EMPTY_FILE the file holds (no signal|NUL bytes)`));
      const j = await aqr('signals', f, '--json');
      expect((JSON.parse(j.out) as { deviations: { byCode: Record<string, number> } }).deviations.byCode).toEqual({ SIG_EMPTY_FILE: 1 });
      oneLineError(await aqr('signals', f, '--strict'), /SIG_EMPTY_FILE; --strict\) \(ERR_INPUT_INVALID\)/);
    }
  });

  it('an empty or missing ledger is an input error naming the file, first, and nothing is written or signed (was: a signed hold record that fails its schema)', async () => {
    const folder = join(dir, 'empty-ledger');
    await mkdir(folder);
    const empty = join(folder, 'empty.jsonl');
    const blank = join(folder, 'blank.jsonl');
    await writeFile(empty, '');
    await writeFile(blank, '\n\n   \n');
    const out = join(folder, 'record.yaml');
    const { privateFile } = await keyFiles(dir, 'empty-ledger');
    const signed = ['--out', out, '--key', privateFile];
    const first = await evaluate('--trials', empty, ...signed);
    oneLineError(
      first,
      /^aqr: .*empty-ledger\/empty\.jsonl: holds no attempt: the trial ledger measured nothing \(did the evaluation step fail\?\) \(ERR_INPUT_EMPTY\)$/,
    );
    expect(first.out).toBe('');
    oneLineError(
      await evaluate('--trials', blank, '--trials', empty, ...signed),
      /empty-ledger\/blank\.jsonl: holds no attempt, nor does the other file: the trial ledger measured nothing .*\(ERR_INPUT_EMPTY\)/,
    );
    oneLineError(
      await evaluate('--trials', join(folder, 'gone.jsonl'), ...signed),
      /empty-ledger\/gone\.jsonl: no such file or folder \(trial ledger\) \(ERR_INPUT_READ\)/,
    );
    oneLineError(
      await evaluate('--trials', join(folder, '*.jsonl.gz'), ...signed),
      /empty-ledger\/\*\.jsonl\.gz: matches no file \(trial ledger\) \(ERR_INPUT_READ\)/,
    );
    const traces = join(folder, 'traces.jsonl');
    await writeFile(traces, '{"resourceSpans":[]}\n');
    oneLineError(
      await aqr('evaluate', '--config', 'examples/otel/evaluate.yaml', '--evidence', traces, ...signed),
      /empty-ledger\/traces\.jsonl: holds no attempt: the trace evidence measured nothing .*\(ERR_INPUT_EMPTY\)/,
    );
    expect((await readdir(folder)).sort()).toEqual(['blank.jsonl', 'empty.jsonl', 'traces.jsonl']);
  }, 30_000);

  it('a record that would fail its schema is never signed or written: a ledger whose only attempt is on a canary (was: signed, SCHEMA_INVALID)', async () => {
    const folder = join(dir, 'canary-only');
    await mkdir(folder);
    const ledger = join(folder, 'canary.jsonl');
    await writeFile(ledger, '{"task_id":"c01","attempt":1,"passed":false}\n');
    const { privateFile } = await keyFiles(dir, 'canary-only');
    const r = await evaluate('--trials', ledger, '--out', join(folder, 'record.yaml'), '--key', privateFile);
    oneLineError(
      r,
      /^aqr: the record these inputs make would fail the record schema: measures must NOT have fewer than 1 items; nothing was written \(ERR_RECORD_INVALID\)$/,
    );
    expect(r.out).toBe('');
    expect(await readdir(folder)).toEqual(['canary.jsonl']);
  }, 30_000);
});
