// `aqr check --require-ship`: the public SuperGauge checker's release verdict
// (conformance/check.py, commit 4a22473: L2 or higher, verdict ship, a named
// actor, every gate passing), stricter only where aqr checks a signature
// (--key) or a replay (--ledger). Hand-written records, and, when the public
// checker is on this machine (SUPERGAUGE_CHECKER=path/to/conformance/check.py,
// with python3 and pyyaml), the same records through it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { aqr, ROOT, tempDir } from '../helpers.js';

type Rec = { decision: Record<string, unknown>; gates: Record<string, unknown>[]; task_set: Record<string, unknown>; measures: Record<string, unknown>[] };
const CASES: { name: string; edit: (r: Rec) => void; blockers: string[] }[] = [
  { name: 'a clean ship', edit: () => {}, blockers: [] },
  { name: 'hold', edit: (r) => void (r.decision['verdict'] = 'hold'), blockers: ['RELEASE_NOT_SHIP'] },
  {
    name: 'reject, with a failing gate',
    edit: (r) => ((r.decision['verdict'] = 'reject'), (r.gates[0]!['result'] = 'fail')),
    blockers: ['RELEASE_NOT_SHIP', 'RELEASE_GATES'],
  },
  { name: 'ship with actor unknown', edit: (r) => void (r.decision['actor'] = 'unknown'), blockers: ['RELEASE_ACTOR'] },
  { name: 'ship with actor " Unknown "', edit: (r) => void (r.decision['actor'] = ' Unknown '), blockers: ['RELEASE_ACTOR'] },
  { name: 'ship with a blank actor', edit: (r) => void (r.decision['actor'] = '  '), blockers: ['RELEASE_ACTOR'] },
  { name: 'ship below L2 (no canaries)', edit: (r) => void delete r.task_set['canary_ids'], blockers: ['RELEASE_BELOW_L2'] },
  { name: 'ship with a failing gate', edit: (r) => void (r.gates[0]!['result'] = 'fail'), blockers: ['RELEASE_GATES', 'RELEASE_BELOW_L2'] },
  { name: 'ship with no gates', edit: (r) => void (r.gates = []), blockers: ['RELEASE_GATES', 'RELEASE_BELOW_L2'] },
];

let dir: string;
const files = new Map<string, string>();
beforeAll(async () => {
  dir = await tempDir();
  const text = await readFile(join(ROOT, 'examples/record.yaml'), 'utf8');
  for (const [i, c] of CASES.entries()) {
    const r = parse(text) as Rec;
    c.edit(r);
    const f = join(dir, `case-${i}.yaml`);
    await writeFile(f, stringify(r));
    files.set(c.name, f);
  }
});

interface Checked {
  level: string | null;
  release: { permitted: boolean; blockers: { code: string; message: string }[] };
}
async function check(file: string, ...more: string[]) {
  const r = await aqr('check', file, '--require-ship', '--json', ...more);
  return { code: r.code, err: r.err, result: JSON.parse(r.out) as Checked };
}

describe('aqr check --require-ship', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (name, c) => {
    const r = await check(files.get(name)!);
    expect(r.result.release.blockers.map((b) => b.code)).toEqual(c.blockers);
    expect(r.result.release.permitted).toBe(c.blockers.length === 0);
    expect(r.code).toBe(c.blockers.length === 0 ? 0 : 1);
  });

  it('prints each blocker, and says when the release is permitted', async () => {
    const held = await aqr('check', files.get('ship with actor unknown')!, '--require-ship');
    expect(held.code).toBe(1);
    expect(held.out).toMatch(/release blocked: RELEASE_ACTOR {2}release requires a named decision\.actor, not "unknown"/);
    const clean = await aqr('check', files.get('a clean ship')!, '--require-ship');
    expect(clean).toMatchObject({ code: 0 });
    expect(clean.out).toMatch(/release: permitted/);
  });

  it('with --key the signature must verify: an edited record is blocked where the public checker would let it through', async () => {
    const key = 'examples/keys/example.public.jwk';
    expect((await check(files.get('a clean ship')!, '--key', key)).result.release).toEqual({ permitted: true, blockers: [] });
    const edited = join(dir, 'renamed-actor.yaml');
    await writeFile(edited, (await readFile(files.get('a clean ship')!, 'utf8')).replace(/actor: .*/, 'actor: someone-else@example.com'));
    const r = await check(edited, '--key', key);
    expect(r.code).toBe(1);
    expect(r.result.release.blockers).toEqual([{ code: 'RELEASE_SIGNATURE', message: expect.stringMatching(/signature that verifies: .*SIGNATURE_INVALID/) }]);
  });

  it('with --ledger the replay must match; a mismatching replay exits 1 even without --require-ship', async () => {
    const ledger = ['--ledger', 'examples/ledger/*.jsonl', '--task-manifest', 'examples/tasks.yaml'];
    expect((await check(files.get('a clean ship')!, ...ledger)).result.release.permitted).toBe(true);
    const edited = join(dir, 'edited-measure.yaml');
    await writeFile(edited, (await readFile(files.get('a clean ship')!, 'utf8')).replace(/value: 0\.75\b/, 'value: 0.8'));
    const r = await check(edited, ...ledger);
    expect(r.result.release.blockers).toEqual([{ code: 'RELEASE_REPLAY', message: expect.stringContaining('MEASURE_MISMATCH task.completion') }]);
    const plain = await aqr('check', edited, ...ledger);
    expect(plain.code).toBe(1);
    expect(plain.out).toMatch(/REPLAY_MEASURE_MISMATCH/);
    expect((await aqr('check', files.get('a clean ship')!, ...ledger)).code).toBe(0);
  });

  it('documents its exit codes in --help', async () => {
    const help = await aqr('check', '--help');
    expect(help.out).toMatch(/--require-ship/);
    expect(help.out).toMatch(/^ {2}0 {2}/m);
    expect(help.out).toMatch(/^ {2}1 {2}.*--require-ship.*--ledger/m);
    expect(help.out).toMatch(/^ {2}2 {2}bad input/m);
  });
});

// The public checker itself, when it is here (it is not part of this repository).
const CHECKER = process.env['SUPERGAUGE_CHECKER'];
const runnable = CHECKER !== undefined && existsSync(CHECKER);
describe.skipIf(!runnable)(
  `the public checker's --require-ship (${runnable ? CHECKER : 'skipped: set SUPERGAUGE_CHECKER to conformance/check.py of SuperagenticAI/supergauge at 4a22473'})`,
  () => {
    it.each(CASES.map((c) => [c.name] as const))('%s: the same release verdict', async (name) => {
      const file = files.get(name)!;
      const theirs = await new Promise<number>((done) =>
        execFile('python3', [CHECKER!, file, '--require-ship', '--quiet'], (err) => done(err ? Number(err.code) : 0)),
      );
      const ours = await check(file);
      expect(theirs).toBe(ours.result.release.permitted ? 0 : 1);
    });
  },
);
