// Finding 8 (issue 17): replay recomputes every claim the evidence derives.
// The forged record of the issue (held_out 500, every n 500, an extra canary,
// tool.correctness 1 in a trials record), re-signed with a test key, fails
// `aqr verify --ledger` and stops short of L4.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toYamlText } from '../../src/doc/write.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { aqr, keyFiles, tempDir } from '../helpers.js';

const LEDGER = ['--ledger', 'examples/ledger/*.jsonl', '--task-manifest', 'examples/tasks.yaml'];
let dir: string;
let key: { publicFile: string; privateFile: string };
let genuine: AgentQualityRecord;

beforeAll(async () => {
  dir = await tempDir();
  key = await keyFiles(dir, 'test');
  const out = join(dir, 'genuine.yaml');
  const r = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--key', key.privateFile, '--out', out);
  expect(r.code, r.err).toBe(0);
  genuine = parse(await readFile(out, 'utf8')) as AgentQualityRecord;
  const v = await aqr('verify', out, '--key', key.publicFile, ...LEDGER);
  expect(v.code, v.out).toBe(0);
}, 60_000);

/** The record changed by `edit`, re-signed with the test key. */
async function forge(name: string, edit: (r: AgentQualityRecord) => void): Promise<string> {
  const r = structuredClone(genuine);
  delete r.decision.signature;
  edit(r);
  const unsigned = join(dir, `${name}.unsigned.yaml`);
  await writeFile(unsigned, toYamlText(r));
  const file = join(dir, `${name}.yaml`);
  const s = await aqr('sign', unsigned, '--key', key.privateFile, '--out', file);
  expect(s.code, s.err).toBe(0);
  return file;
}

async function verdictOf(file: string) {
  const v = await aqr('verify', file, '--key', key.publicFile, ...LEDGER);
  const c = await aqr('check', file, '--key', key.publicFile, ...LEDGER, '--level', 'L4');
  return { v, c };
}

describe('replay checks every derivable claim', () => {
  it('the forged record of the issue fails verify --ledger and does not reach L4', async () => {
    const file = await forge('forged', (r) => {
      r.task_set.held_out = 500;
      for (const m of r.measures) if (m.n !== undefined) m.n = 500;
      r.task_set.canary_ids = [...(r.task_set.canary_ids ?? []), 'canary-extra'];
      r.assurance.integrity!.canaries = [...(r.assurance.integrity?.canaries ?? []), { id: 'canary-extra', expected: 'fail', observed: 'fail' }];
      r.measures.push({ id: 'tool.correctness', value: 1, n: 500 });
    });
    const { v, c } = await verdictOf(file);
    expect(v.out).toMatch(/signature valid/);
    expect(v.code).toBe(1);
    for (const code of ['TASK_SET_MISMATCH', 'MEASURE_N_MISMATCH', 'MEASURE_NOT_DERIVABLE', 'CANARY_MISMATCH']) expect(v.out).toContain(code);
    expect(c.code).toBe(1);
    expect(c.out).not.toMatch(/: L4$/);
    expect(c.out).toMatch(/REPLAY_TASK_SET_MISMATCH/);
  }, 60_000);

  it.each<[string, (r: AgentQualityRecord) => void, string]>([
    ['held_out alone', (r) => void (r.task_set.held_out = (r.task_set.held_out ?? 0) + 1), 'task_set.held_out'],
    ['held_in alone', (r) => void (r.task_set.held_in = 0), 'task_set.held_in'],
    ['one n', (r) => void (r.measures.find((m) => m.n !== undefined)!.n! += 1), ' n = '],
    ['a canary id left out', (r) => void (r.task_set.canary_ids = (r.task_set.canary_ids ?? []).slice(1)), 'task_set.canary_ids'],
    ['a trace-only measure', (r) => void r.measures.push({ id: 'trajectory.valid', value: 1 }), 'trajectory.valid'],
  ])(
    '%s is a mismatch',
    async (name, edit, what) => {
      const { v } = await verdictOf(await forge(name.replace(/\W/g, '-'), edit));
      expect(v.code, v.out).toBe(1);
      expect(v.out).toContain(what);
    },
    30_000,
  );

  it('evaluate refuses a trace-only measure given with a trial ledger', async () => {
    const m = join(dir, 'measures.yaml');
    await writeFile(m, 'measures:\n  - id: tool.correctness\n    value: 1\n');
    const r = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--measures', m, '--out', join(dir, 'x.yaml'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/measures\.yaml:\d+: tool\.correctness is measured from traces.*\(ERR_INPUT_CONFLICT\)/);
  }, 30_000);
});
