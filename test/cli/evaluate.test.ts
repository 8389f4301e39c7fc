// `aqr evaluate` on the bundled example and its variants, end to end.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { CONFIG_PATH_INPUTS } from '../../src/io/config-file.js';
import { aqr, aqrBin, keyFiles, ROOT, tempDir } from '../helpers.js';

let dir: string;
let config: Record<string, unknown>;
beforeAll(async () => {
  dir = await tempDir();
  // Paths in a config are relative to it: the variants live elsewhere, so they name them absolutely.
  config = absolute(parse(await readFile(join(ROOT, 'examples/evaluate.yaml'), 'utf8')) as Record<string, unknown>, join(ROOT, 'examples'));
});

/** Each path input of a config made absolute from `base`. */
function absolute(values: Record<string, unknown>, base: string): Record<string, unknown> {
  const one = (p: unknown) => (typeof p === 'string' ? resolve(base, p) : p);
  for (const k of CONFIG_PATH_INPUTS) {
    const v = values[k];
    if (Array.isArray(v)) values[k] = v.map(one);
    else if (typeof v === 'string' && !/@[0-9]|^sha256:/.test(v)) values[k] = one(v);
  }
  return values;
}

/** Evaluates the example with some inputs changed; returns the exit code, the JSON result and stderr. */
async function variant(name: string, change: Record<string, unknown> = {}, extra: string[] = []) {
  const cfg = join(dir, `${name}.config.yaml`);
  const out = join(dir, `${name}.record.yaml`);
  const c: Record<string, unknown> = absolute({ ...config, ...change }, ROOT);
  for (const k of Object.keys(c)) if (c[k] === undefined) delete c[k];
  await writeFile(cfg, stringify(c));
  const r = await aqr('evaluate', '--config', cfg, '--out', out, '--json', ...extra);
  return {
    ...r,
    out,
    result: r.out
      ? (JSON.parse(r.out) as { verdict: string; reasons: { code: string; message: string }[]; level: string | null; gates: { id: string; result: string }[] })
      : undefined,
  };
}

/** A copy of an example file, changed by `edit`; returns its path relative to the repository. */
async function edited(file: string, edit: (text: string) => string): Promise<string> {
  const path = join(dir, file.replace(/\//g, '_'));
  await writeFile(path, edit(await readFile(join(ROOT, file), 'utf8')));
  return relative(ROOT, path);
}

describe('aqr evaluate on the bundled example', () => {
  it('ships, exit 0, and writes the committed example record (less its signature) byte for byte', async () => {
    const r = await variant('ship');
    expect(r.code).toBe(0);
    expect(r.result).toMatchObject({ verdict: 'ship', reasons: [], level: 'L3' });
    const committed = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as { decision: Record<string, unknown> };
    delete committed.decision['signature'];
    expect(parse(await readFile(r.out, 'utf8'))).toEqual(committed);
  });

  it('the README first command: ship, and aqr check puts the record at L3 naming the missing signature', async () => {
    const out = join(dir, 'readme.yaml');
    const r = await aqrBin(['evaluate', '--config', 'examples/evaluate.yaml', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^verdict: ship$/m);
    const check = await aqrBin(['check', out, '--level', 'L3']);
    expect(check.code).toBe(0);
    expect(check.out).toMatch(/L3, 1 unmet for L4\n\s+SIGNATURE_MISSING/);
  });

  it('a failed floor rejects, naming the gate and the numbers', async () => {
    const profile = await edited('examples/profile.yaml', (t) => t.replace('floor: 0.7', 'floor: 0.9'));
    const r = await variant('floor', { profile });
    expect(r.code).toBe(1);
    expect(r.result!.verdict).toBe('reject');
    expect(r.result!.reasons).toEqual([{ verdict: 'reject', code: 'GATE_FAILED', message: 'gate failed: task.completion (held-out) 0.75 < floor 0.9' }]);
    const record = parse(await readFile(r.out, 'utf8')) as { decision: { verdict: string }; gates: { id: string; result: string }[] };
    expect(record.decision.verdict).toBe('reject');
    expect(record.gates.find((g) => g.id === 'task.completion')!.result).toBe('fail');
  });

  it('a ceiling exceeded rejects', async () => {
    const profile = await edited('examples/profile.yaml', (t) => t.replace('ceiling: 0.6', 'ceiling: 0.1'));
    const r = await variant('ceiling', { profile });
    expect(r.result!.reasons.map((x) => x.message)).toEqual([expect.stringMatching(/^gate failed: efficiency\.cost_per_success 0\.\d+ > ceiling 0\.1$/)]);
  });

  it('a fired canary rejects even though every gate passes', async () => {
    const ledger = await edited('examples/ledger/trials-2.jsonl', (t) => t.replace(/("task_id":"c01","attempt":2,"passed":)false/, '$1true'));
    expect(await readFile(join(ROOT, ledger), 'utf8')).toContain('"task_id":"c01","attempt":2,"passed":true');
    const r = await variant('canary', { trials: ['examples/ledger/trials-1.jsonl', ledger, 'examples/ledger/trials-3.jsonl'] });
    expect(r.code).toBe(1);
    expect(r.result!.verdict).toBe('reject');
    expect(r.result!.reasons.map((x) => x.code)).toEqual(['CANARY_FIRED']);
    const record = parse(await readFile(r.out, 'utf8')) as { assurance: { integrity: { canaries: unknown[] } } };
    expect(record.assurance.integrity.canaries).toContainEqual({ id: 'c01', expected: 'fail', observed: 'pass' });
  });

  it('an unsealed split holds', async () => {
    const r = await variant('unsealed', { sealed: undefined });
    expect(r.code).toBe(1);
    expect(r.result).toMatchObject({ verdict: 'hold', reasons: [{ code: 'UNSEALED' }] });
    expect((parse(await readFile(r.out, 'utf8')) as { task_set: { sealed: boolean } }).task_set.sealed).toBe(false);
  });

  it('a mandatory gate without evidence holds: no policy-engine decisions', async () => {
    const r = await variant('no-decisions', { decisions: undefined });
    expect(r.result!.verdict).toBe('hold');
    expect(r.result!.reasons.map((x) => x.code)).toEqual(['GATE_NO_EVIDENCE', 'GATE_NO_EVIDENCE']);
    expect(r.result!.reasons[0]!.message).toMatch(/policy\.hard_rules: no decision \(source acs\)/);
  });

  it('a profile that gates a judged measure does not load: exit 2, file and line, nothing written', async () => {
    const profile = await edited('examples/profile.yaml', (t) => `${t}  - {id: answer.grounded, floor: 0.8, evidence: "x"}\n`);
    const r = await variant('judged', { profile });
    expect(r.code).toBe(2);
    const line = (await readFile(join(ROOT, profile), 'utf8')).split('\n').findIndex((l) => l.includes('answer.grounded')) + 1;
    expect(r.err).toMatch(new RegExp(`${profile.replace(/[.]/g, '\\.')}:${line}: gates\\[4\\] answer\\.grounded: answer\\.grounded is a judged measure`));
    expect(existsSync(r.out)).toBe(false);
  });

  it('T2 writes no record until the human decision and a signature are there, and says what to give (was: a hold record failing its own schema)', async () => {
    const r = await variant('t2', { tier: 'T2' });
    expect(r.code).toBe(2);
    // Each missing part named once, with the flag that supplies it.
    expect(r.err).toBe(
      'aqr: the record these inputs make would fail the record schema: tier T2 needs a recorded human decision; missing: the question (--question), two or more options (--option, once per option), the rationale (--rationale); tier T2 needs a signed record: give --signing-key (the key, env:NAME or file:PATH); nothing was written (ERR_RECORD_INVALID)',
    );
    expect(existsSync(r.out)).toBe(false);
    const decided = { tier: 'T2', question: 'Promote?', option: ['promote', 'hold'], rationale: 'Numbers hold.' };
    const unsigned = await variant('t2-decided', decided);
    expect(unsigned.err).toMatch(
      /fail the record schema: tier T2 needs a signed record: give --signing-key \(the key, env:NAME or file:PATH\); nothing was written \(ERR_RECORD_INVALID\)$/,
    );
    const key = await keyFiles(dir, 't2');
    const signed = await variant('t2-signed', decided, ['--key', key.privateFile]);
    expect(signed.result!.reasons.map((x) => x.code)).toEqual(['GATE_NO_EVIDENCE']);
    expect(existsSync(signed.out)).toBe(true);
  });

  it('refuses a --tier below the profile', async () => {
    const r = await variant('t0', { tier: 'T0' });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--tier T0 is below the profile's tier T1/);
  });

  it('rolls back to a previous record by its harness digest', async () => {
    const r = await variant('rollback', { 'rollback-to': 'examples/record.yaml' });
    const prev = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as { subject: { harness_digest: string } };
    expect((parse(await readFile(r.out, 'utf8')) as { decision: { rolls_back_to: string } }).decision.rolls_back_to).toBe(prev.subject.harness_digest);
  });

  it('flags win over the config file', async () => {
    const r = await variant('flags-win', {}, ['--agent', 'other-agent']);
    expect((parse(await readFile(r.out, 'utf8')) as { subject: { agent: string } }).subject.agent).toBe('other-agent');
  });
});

describe('aqr evaluate on bad input: one line with file and line, exit 2, nothing written', () => {
  async function bad(name: string, change: Record<string, unknown>, pattern: RegExp) {
    const r = await variant(name, change);
    expect(r.code, r.err).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(pattern);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(existsSync(r.out)).toBe(false);
  }

  it('a malformed ledger line', async () => {
    const ledger = await edited('examples/ledger/trials-3.jsonl', (t) => t.replace(/\n/, '\n{"task_id": "t003", "attempt": 1,\n'));
    await bad('malformed', { trials: [ledger] }, new RegExp(`${ledger.replace(/[.]/g, '\\.')}:2: is not a JSON object`));
  });

  it('a ledger line with a wrong field', async () => {
    const ledger = await edited('examples/ledger/trials-3.jsonl', (t) => t.replace('"attempt":1,', '"attempt":0,'));
    await bad('field', { trials: [ledger] }, /:1: attempt: must be an integer from 1, got 0 \(ERR_INPUT_INVALID\)/);
  });

  it('the same task and attempt in two shards, naming both', async () => {
    const copy = await edited('examples/ledger/trials-1.jsonl', (t) => t.split('\n')[4]! + '\n');
    // Files are read in path order, so the copy (under the temporary folder) comes first.
    await bad(
      'dup',
      { trials: ['examples/ledger/*.jsonl', copy] },
      new RegExp(`examples/ledger/trials-1\\.jsonl:5: task t\\d+ attempt \\d appears twice: first at ${copy.replace(/[.]/g, '\\.')}:1`),
    );
  });

  it('a task the manifest does not know', async () => {
    const ledger = await edited('examples/ledger/trials-1.jsonl', (t) => t.replace('"task_id":"t001"', '"task_id":"t999"'));
    await bad('unknown-task', { trials: [ledger] }, /task t999 is not in the task manifest/);
  });

  it('an unknown measure id without x-', async () => {
    const m = join(dir, 'measures.yaml');
    await writeFile(m, 'measures:\n  - {id: tool.correctness, value: 0.9}\n  - {id: tool.speed, value: 3}\n');
    await bad('unknown-measure', { measures: [relative(ROOT, m)] }, /measures\.yaml:3: id: 'tool\.speed' is not a registered measure/);
  });

  it('a given measure that contradicts the ledger', async () => {
    const m = join(dir, 'conflict.yaml');
    await writeFile(m, '- {id: task.completion, value: 0.99, split: held-out, n: 12}\n');
    await bad(
      'conflict',
      { measures: [relative(ROOT, m)] },
      /conflict\.yaml:1: task\.completion \(held-out\) is given here, but the trial ledger \(aqr\.trials\/1\) at examples\/ledger\/\*\.jsonl computes task\.completion \(held-out\) = 0\.75, task\.completion \(held-in\) = 0\.821429, task\.completion = 0\.8: the evidence outranks a measures file in every split \(leave task\.completion out of --measures\) \(ERR_INPUT_CONFLICT\)/,
    );
  });

  it('a missing file', async () => {
    await bad('missing', { authority: 'examples/nope.yaml' }, /examples\/nope\.yaml: no such file \(ERR_INPUT_READ\)/);
  });

  it('a glob that matches nothing', async () => {
    await bad('no-match', { trials: ['examples/ledger/*.jsonlx'] }, /examples\/ledger\/\*\.jsonlx: matches no file/);
  });

  it('a profile that lowers a floor of the one it extends', async () => {
    const base = join(dir, 'strict.yaml');
    await writeFile(
      base,
      'id: team/strict\nversion: "1"\nextends: sg/coding-agent@0.1\ngates:\n  - {id: task.completion, split: held-out, floor: 0.8, evidence: x}\n',
    );
    const child = join(dir, 'lax.yaml');
    await writeFile(child, 'id: team/lax\nversion: "1"\nextends: ./strict.yaml\ngates:\n  - {id: task.completion, split: held-out, floor: 0.6, evidence: x}\n');
    await bad(
      'lowers',
      { profile: relative(ROOT, child) },
      /lax\.yaml: gate task\.completion@held-out lowers its floor from 0\.8 to 0\.6; a profile may only tighten the one it extends \(team\/strict@1\) \(ERR_PROFILE_WEAKENS\)/,
    );
  });

  it('an unknown key in the config file', async () => {
    await bad('config-key', { 'sealed-split': true }, /config\.yaml:\d+: sealed-split: is not an evaluate input/);
  });
});

describe('tree digest', () => {
  it('is what sha256sum over the sorted files, piped to sha256sum, prints', async () => {
    const tree = join(dir, 'tree');
    await cp(join(ROOT, 'examples/harness'), join(tree, 'harness'), { recursive: true });
    await writeFile(join(tree, 'harness', 'Zeta.txt'), 'upper case sorts first in byte order\n');
    await writeFile(join(tree, 'harness', 'a b.txt'), 'a space in a name\n');
    const sh = 'find harness -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum';
    const { stdout } = await promisify(execFile)('sh', ['-c', sh], { cwd: tree });
    const expected = `sha256:${stdout.split(' ')[0]}`;
    // Run where the harness is, every other input by absolute path.
    const abs = (p: string) => join(ROOT, p);
    const trials = ['1', '2', '3'].map((n) => abs(`examples/ledger/trials-${n}.jsonl`));
    for (const harness of [['harness'], ['harness/*.md', 'harness/*.yaml', 'harness/*.txt']]) {
      const args = [
        'evaluate',
        '--profile',
        abs('examples/profile.yaml'),
        '--task-manifest',
        abs('examples/tasks.yaml'),
        '--authority',
        abs('examples/authority.yaml'),
        '--agent',
        'a',
        '--actor',
        'b',
        '--json',
      ];
      for (const t of trials) args.push('--trials', t);
      for (const h of harness) args.push('--harness', h);
      const out = join(tree, 'record.json');
      const r = await aqrBin([...args, '--out', out], { cwd: tree });
      expect(r.code, r.err).toBe(1); // hold: unsealed, no decisions
      expect((JSON.parse(await readFile(out, 'utf8')) as { subject: { harness_digest: string } }).subject.harness_digest).toBe(expected);
    }
  });
});
