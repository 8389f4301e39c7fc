// Signing afterwards loses nothing: `aqr sign` rebinds the detail sidecar (the
// drill-down) to the record as signed and keeps the stats sidecar beside it;
// `verify --bar <record>.bar.json` checks the files the bar names; every
// threshold the profile applied, ceilings included, is in the signed bar
// beside the record, shown by `aqr verify` and held again on replay.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BarStatement } from '../../src/bar/types.js';
import { barStatement, barStatementText } from '../../src/sign/bar-statement.js';
import { parsePrivateKey } from '../../src/sign/key.js';
import { readRecordFile } from '../../src/io/record-file.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { aqr, keyFiles, tempDir } from '../helpers.js';

const LEDGER = ['--ledger', 'examples/ledger/*.jsonl', '--task-manifest', 'examples/tasks.yaml'];
let dir: string;
let key: { publicFile: string; privateFile: string; kid: string };
const readJson = async <T>(f: string) => JSON.parse(await readFile(f, 'utf8')) as T;

/** The bundled example evaluated without a key (exit 0: it ships), then signed. */
async function evaluatedThenSigned(name: string, ...more: string[]): Promise<{ record: string; sign: Awaited<ReturnType<typeof aqr>> }> {
  const record = join(dir, name);
  const e = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--out', record, ...more);
  expect([0, 1], e.err).toContain(e.code);
  return { record, sign: await aqr('sign', record, '--key', key.privateFile) };
}

beforeAll(async () => {
  dir = await tempDir();
  key = await keyFiles(dir, 'release');
});

describe('aqr sign after the run', () => {
  it('rebinds the detail sidecar: the comment keeps its task list and says nothing is unused', async () => {
    const { record, sign } = await evaluatedThenSigned('later.yaml');
    expect(sign.code, sign.err).toBe(0);
    expect(sign.out).toContain(`${join(dir, 'later.detail.json')}: kept for the signed record`);
    const c = await aqr('comment', record, '--key', key.publicFile);
    expect(c.code, c.err).toBe(0);
    expect(c.err).not.toMatch(/not used/);
    // The failing held-out tasks of the example, from the drill-down.
    expect(c.out).toMatch(/t029 \(held-out\): failed attempt/);
    expect(c.out).toContain('≤ 0.6 usd');
    const detail = await readJson<{ record_digest: string }>(join(dir, 'later.detail.json'));
    expect(detail.record_digest).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('signed to another file (--out x.json): the detail and the stats sidecar are written beside it, bound to it', async () => {
    const record = join(dir, 'conf.yaml');
    const e = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--profile', 'examples/profile-confidence.yaml', '--out', record);
    expect([0, 1], e.err).toContain(e.code);
    const out = join(dir, 'conf-signed.json');
    const s = await aqr('sign', record, '--key', key.privateFile, '--out', out);
    expect(s.code, s.err).toBe(0);
    expect(await readFile(join(dir, 'conf-signed.stats.json'), 'utf8')).toBe(await readFile(join(dir, 'conf.stats.json'), 'utf8'));
    const c = await aqr('comment', out, '--key', key.publicFile);
    expect(c.code, c.err).toBe(0);
    expect(c.err).not.toMatch(/not used/);
    // The unsigned record's own sidecar is left bound to it.
    const unsigned = await aqr('comment', record);
    expect(unsigned.err).not.toMatch(/not used/);
  });

  it('a detail written for another record is left alone', async () => {
    const { record } = await evaluatedThenSigned('other.yaml');
    const detail = join(dir, 'other.detail.json');
    const d = await readJson<Record<string, unknown>>(detail);
    await writeFile(detail, JSON.stringify({ ...d, record_digest: `sha256:${'0'.repeat(64)}` }));
    const before = await readFile(detail, 'utf8');
    const s = await aqr('sign', record, '--key', key.privateFile);
    expect(s.code, s.err).toBe(0);
    expect(s.out).not.toMatch(/kept for the signed record/);
    expect(await readFile(detail, 'utf8')).toBe(before);
  });
});

describe('verify --bar <record>.bar.json', () => {
  it('finds the files the bar names and confirms them: proof valid', async () => {
    const { record } = await evaluatedThenSigned('barjson.yaml');
    const v = await aqr('verify', record, '--key', key.publicFile, '--bar', join(dir, 'barjson.bar.json'));
    expect(v.code, v.out + v.err).toBe(0);
    expect(v.out).toContain(
      '  ok    bar: confirmed against 5 files (examples/profile.yaml, examples/tasks.yaml, examples/authority.yaml, examples/decisions.yaml, sg/coding-agent@0.1 (built in)) and 6 gates',
    );
    expect(v.out).toMatch(/\nproof valid \(the signature only: replay not run\) — verdict ship$/);
  });

  it('a rewritten bar record is refused, whatever files it names', async () => {
    const { record } = await evaluatedThenSigned('barjson2.yaml');
    const statement = await readJson<BarStatement>(join(dir, 'barjson2.bar.json'));
    // Name a copy of the manifest the run did not read: the bar's own statement still names examples/tasks.yaml.
    const named = {
      ...statement,
      bar: { ...statement.bar, files: statement.bar.files.map((f) => (f.role === 'task-manifest' ? { ...f, sha256: '0'.repeat(64) } : f)) },
    };
    await writeFile(join(dir, 'barjson2.bar.json'), JSON.stringify(named));
    const v = await aqr('verify', record, '--key', key.publicFile, '--bar', join(dir, 'barjson2.bar.json'));
    expect(v.code).toBe(1);
    // The rewritten statement no longer carries the record's signature over it.
    expect(v.out).toMatch(/FAIL {2}bar: refused .*BAR_SIGNATURE_INVALID/);
  });
});

describe('every threshold is signed beside the record, ceilings included', () => {
  let record: string;
  beforeAll(async () => {
    record = (await evaluatedThenSigned('thresholds.yaml')).record;
  });

  it('the signed bar carries the ceiling the record’s closed schema has no place for', async () => {
    const s = await readJson<BarStatement>(join(dir, 'thresholds.bar.json'));
    expect(s.signature).toBeDefined();
    expect(s.bar.thresholds?.tier).toBe('T1');
    expect(s.bar.thresholds?.gates).toContainEqual({ id: 'efficiency.cost_per_success', source: 'native', ceiling: 0.6 });
    expect(s.bar.thresholds?.gates).toContainEqual({ id: 'task.completion', split: 'held-out', source: 'native', floor: 0.7 });
    const rec = (await readRecordFile(record)).value as AgentQualityRecord;
    expect(rec.gates.find((g) => g.id === 'efficiency.cost_per_success')).not.toHaveProperty('floor');
  });

  it('aqr verify shows every threshold and, with the evidence, holds the ceiling again', async () => {
    const v = await aqr('verify', record, '--key', key.publicFile, ...LEDGER);
    expect(v.code, v.out + v.err).toBe(0);
    expect(v.out).toContain(
      `thresholds (signed in ${join(dir, 'thresholds.bar.json')}, tier T1): safety.isolation ≥ 1; task.completion (held-out) ≥ 0.7; reliability.pass_hat_k (held-out) k=3 ≥ 0.5; efficiency.cost_per_success ≤ 0.6`,
    );
    expect(v.out).toContain('  ok    efficiency.cost_per_success pass, re-derived from the evidence: agrees');
    const j = JSON.parse((await aqr('verify', record, '--key', key.publicFile, '--json')).out) as { thresholds: { gates: unknown[] } };
    expect(j.thresholds.gates).toContainEqual({ id: 'efficiency.cost_per_success', source: 'native', ceiling: 0.6 });
  });

  it('a signed ceiling the evidence breaks is a replay mismatch (the ceiling is held, not shown only)', async () => {
    // The same record with a bar whose ceiling the recorded cost exceeds, signed with the record's key.
    const s = await readJson<BarStatement>(join(dir, 'thresholds.bar.json'));
    const rec = (await readRecordFile(record)).value as AgentQualityRecord;
    const strict = {
      ...s.bar,
      thresholds: { tier: 'T1' as const, gates: s.bar.thresholds!.gates.map((g) => (g.ceiling !== undefined ? { ...g, ceiling: 0.1 } : g)) },
    };
    const priv = await parsePrivateKey(await readFile(key.privateFile, 'utf8'), key.privateFile);
    await writeFile(join(dir, 'thresholds.bar.json'), barStatementText(await barStatement(rec, strict, priv)));
    const v = await aqr('verify', record, '--key', key.publicFile, ...LEDGER);
    expect(v.code).toBe(1);
    expect(v.out).toMatch(/GATE_MISMATCH {2}gate efficiency\.cost_per_success ceiling 0\.1: recorded pass, but replayed .* is fail/);
  });

  it('thresholds in a bar no signature covers are not used', async () => {
    const s = await readJson<BarStatement>(join(dir, 'thresholds.bar.json'));
    await writeFile(join(dir, 'thresholds.bar.json'), JSON.stringify({ record_digest: s.record_digest, bar: s.bar }));
    const v = await aqr('verify', record, '--key', key.publicFile, ...LEDGER);
    expect(v.code, v.out).toBe(0);
    expect(v.out).not.toMatch(/^thresholds/m);
    expect(v.out).toContain('  --    efficiency.cost_per_success pass, taken as recorded: the record keeps no threshold for it');
  });
});
