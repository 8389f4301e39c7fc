// Fewer round trips to a first verdict: every missing required input in one
// error, each with the line that supplies it; and a boolean a --config file
// turns on can be turned off on the command line.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { aqr, ROOT, tempDir } from '../helpers.js';

const CONFIG = join(ROOT, 'examples/evaluate.yaml');
const REQUIRED = ['profile', 'task-manifest', 'agent', 'harness', 'authority', 'actor'];

describe('missing required inputs', () => {
  it('are all reported at once, on one line, each with a flag and a config line that supply it', async () => {
    const r = await aqr('evaluate');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n').filter(Boolean)).toHaveLength(1);
    expect(r.err).toMatch(/^aqr: 6 required inputs are missing; add --profile /);
    for (const k of REQUIRED) expect(r.err).toMatch(new RegExp(`--${k} \\S+ \\(or "${k}: \\S+" in the config: `));
    expect(r.err).toMatch(/\(ERR_USAGE\)$/m);
  });

  it('names only those still missing, what a config or flag gave counted as given', async () => {
    const dir = await tempDir();
    const out = join(dir, 'r.yaml');
    const r = await aqr('evaluate', '--profile', 'examples/profile.yaml', '--harness', 'examples/harness', '--harness', '', '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toContain('4 required inputs are missing');
    for (const k of ['task-manifest', 'agent', 'authority', 'actor']) expect(r.err).toContain(`--${k} `);
    expect(r.err).not.toContain('--profile ');
    expect(r.err).not.toContain('--harness ');
    expect(await readFile(out, 'utf8').catch(() => 'absent')).toBe('absent');
  });

  it('one missing is said in the singular; an empty value counts as missing', async () => {
    const r = await aqr('evaluate', '--config', CONFIG, '--actor', '');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^aqr: 1 required input is missing; add --actor release-manager@example\.com \(or "actor: /);
  });
});

describe('boolean flags take a value and a negation', () => {
  async function sealed(...flags: string[]): Promise<{ code: number; sealed: unknown }> {
    const dir = await tempDir();
    const out = join(dir, 'record.yaml');
    const r = await aqr('evaluate', '--config', CONFIG, '--out', out, ...flags);
    const record = parse(await readFile(out, 'utf8')) as { task_set: { sealed: unknown } };
    return { code: r.code, sealed: record.task_set.sealed };
  }

  it('--sealed=false and --no-sealed override `sealed: true` in the config: the run holds, unsealed', async () => {
    expect(await sealed()).toEqual({ code: 0, sealed: true });
    expect(await sealed('--sealed=false')).toEqual({ code: 1, sealed: false });
    expect(await sealed('--no-sealed')).toEqual({ code: 1, sealed: false });
    expect(await sealed('--sealed=true')).toEqual({ code: 0, sealed: true });
  });

  it('the last of --sealed and --no-sealed wins', async () => {
    expect(await sealed('--no-sealed', '--sealed')).toEqual({ code: 0, sealed: true });
    expect(await sealed('--sealed', '--no-sealed')).toEqual({ code: 1, sealed: false });
  });

  it('any other value is refused naming the flag; a string flag has no negation', async () => {
    const r = await aqr('evaluate', '--config', CONFIG, '--sealed=yes');
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toBe('aqr: --sealed takes true or false, got "yes" (or give --sealed / --no-sealed) (ERR_USAGE)');
    const s = await aqr('evaluate', '--config', CONFIG, '--no-profile');
    expect(s.code).toBe(2);
    expect(s.err).toContain('unknown flag --no-profile');
  });

  it('other commands take them too, and their help says so', async () => {
    const r = await aqr('check', join(ROOT, 'examples/record.yaml'), '--json=false');
    expect(r.code).toBe(0);
    expect(() => JSON.parse(r.out) as unknown).toThrow();
    expect((await aqr('check', '--help')).out).toContain('--no-FLAG, --FLAG=false, --FLAG=true');
    expect((await aqr('keygen', '--help')).out).toContain('--no-FLAG');
    expect((await aqr('sign', '--help')).out).toContain('--no-FLAG');
    expect((await aqr('report', '--help')).out).not.toContain('--no-FLAG');
  });
});
