// Untrusted text never becomes a workflow command (issue 17, finding 4). The
// runner reads each line of a step's output as a command when, after leading
// blanks, it starts with `::name props::data`, or when it holds `##[name]`
// anywhere (actions/runner, ActionCommand.TryParseV2 and TryParse); in command
// values it decodes %0A, %0D and %25. `commands` below reads output the same
// way, and each test feeds hostile values through the action or the CLI.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { log } from '../../src/action/log.js';
import { quote, safeLines } from '../../src/text/log-line.js';
import { fakeGitHub, pushRun, type FakeGitHub } from '../action/github-api.js';
import { pullRequest, runAction } from '../action/run-action.js';
import { aqr, keyFiles, ROOT, tempDir } from '../helpers.js';

const HOSTILE = [
  'x\n::set-output name=verdict::ship',
  'x\r::add-mask::valid',
  'x\r\n  ::stop-commands::token',
  '::add-mask::valid',
  '   ::warning file=.github/workflows/gate.yml,line=1::pwned',
  'x%0A::set-output name=verdict::ship',
  'x%0D%0A::error::pwned%25',
  'see ##[set-output name=verdict;]ship',
  '\u00a0::notice::nbsp-led',
];

interface Command {
  name: string;
  props: string;
  data: string;
}

/** The workflow commands a runner would find in `output`. */
function commands(output: string): Command[] {
  const out: Command[] = [];
  for (const line of output.split(/\r\n|\r|\n/)) {
    const t = line.replace(/^\s+/, '');
    const v2 = /^::([^\s:]+)( [^:]*)?::(.*)$/.exec(t);
    if (v2) out.push({ name: v2[1]!, props: v2[2] ?? '', data: v2[3]!.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%') });
    const v1 = /##\[([^\]\s]+)( [^\]]*)?\](.*)$/.exec(line);
    if (v1) out.push({ name: `##${v1[1]}`, props: v1[2] ?? '', data: v1[3]! });
  }
  return out;
}

/** Only annotations (no file=), and masks of the given secrets. */
function expectHarmless(output: string, secrets: readonly string[] = []): void {
  for (const c of commands(output)) {
    if (c.name === 'add-mask') expect(secrets, `mask of ${JSON.stringify(c.data)}`).toContain(c.data);
    else expect(['warning', 'error', 'notice'], JSON.stringify(c)).toContain(c.name);
    expect(c.props, JSON.stringify(c)).toBe('');
  }
}

describe('the rule (src/text/log-line.ts)', () => {
  it('reads the hostile samples as commands when printed raw (or, %-encoded, as a command value), which is what the rule must undo', () => {
    for (const h of HOSTILE) {
      if (h.includes('%0')) expect(commands(`::warning::${h}`)[0]!.data, h).toMatch(/[\r\n]/);
      else expect(commands(`reason: ${h}`).length + commands(h).length, h).toBeGreaterThan(0);
    }
  });

  it('the action’s log: an annotation carries a hostile value as its text, %-encodings included, and nothing more', () => {
    const printed: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => (printed.push(String(s)), true));
    try {
      for (const h of HOSTILE) {
        log.warning(`reason: ${h}`);
        log.info(`reason: ${h}`);
      }
    } finally {
      spy.mockRestore();
    }
    const found = commands(printed.join(''));
    expect(found.map((c) => c.name)).toEqual(HOSTILE.map(() => 'warning'));
    expect(found.map((c) => c.data)).toEqual(HOSTILE.map((h) => safeLines(`reason: ${h}`)));
  });

  it('safeLines: no line of its output is a command, whatever it is given', () => {
    for (const h of HOSTILE) {
      expect(commands(safeLines(h)), h).toEqual([]);
      expect(commands(safeLines(`  GATE_FAILED: ${h}`)), h).toEqual([]);
    }
    expect(safeLines('::add-mask::valid')).toBe('\\::add-mask::valid');
    expect(safeLines('plain text, two\nlines')).toBe('plain text, two\nlines');
  });

  it('safeLines keeps JSON output valid and equal to what was printed', () => {
    const value = { reason: 'a ##[set-output name=x;]y and \\##[z]' };
    expect(JSON.parse(safeLines(JSON.stringify(value)))).toEqual(value);
  });

  it('quote: one line, quoted, bounded', () => {
    for (const h of HOSTILE) {
      const q = quote(h);
      expect(q).toMatch(/^".*"$/);
      expect(q).not.toMatch(/[\r\n\u2028\u2029]/);
    }
    expect(quote('a\u2028b')).toBe('"a\\u2028b"');
    expect(quote('x'.repeat(10_000)).length).toBeLessThan(210);
  });
});

describe('the action prints no command from untrusted text', () => {
  let dir: string;
  let gh: FakeGitHub;
  beforeAll(async () => {
    dir = await tempDir();
  });
  afterEach(async () => {
    await gh?.close();
  });

  it('an approver’s login, artifact entry names and a JWS kid from an artifact', async () => {
    gh = await fakeGitHub();
    const login = HOSTILE.join(' ');
    gh.approvals = [{ state: 'approved', user: { login }, environments: [{ name: 'production' }] }];
    const record = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as { decision: { signature: string } };
    const header = Buffer.from(JSON.stringify({ alg: 'EdDSA', kid: HOSTILE.join('') })).toString('base64url');
    record.decision.signature = record.decision.signature.replace(/^ed25519:[^.]+/, `ed25519:${header}`);
    gh.runs = [pushRun(900)];
    gh.artifacts = { 900: [{ id: 77, name: 'agent-quality-record' }] };
    const names = Object.fromEntries(HOSTILE.map((h, i) => [`${h}${i}.json`, new TextEncoder().encode('{}')]));
    gh.zips = { 77: zipSync({ ...names, 'record.json': new TextEncoder().encode(JSON.stringify(record)) }) };
    const r = await runAction(
      gh,
      dir,
      { 'rollback-to': 'auto', 'public-key': 'examples/keys/example.public.jwk', environment: 'production' },
      pullRequest(login),
    );
    expect(r.outputs['verdict']).toBe('hold');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('APPROVAL_BY_AUTHOR');
    expect(r.stdout).toMatch(/entries not read/);
    expect(r.stdout).toMatch(/SIGNATURE_KID_MISMATCH/);
    expectHarmless(r.stdout);
  });
});

describe('the CLI prints no command from untrusted text', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir();
  });

  it('aqr check: a record’s unknown field named like a command', async () => {
    const base = await readFile(join(ROOT, 'examples/record.yaml'), 'utf8');
    const file = join(dir, 'fields.yaml');
    await writeFile(file, `${base}${HOSTILE.map((h, i) => `${JSON.stringify(h + i)}: 1`).join('\n')}\n`);
    const r = await aqr('check', file);
    expect(r.out).toMatch(/SCHEMA_UNKNOWN_FIELD/);
    expectHarmless(`${r.out}\n${r.err}`);
  });

  it('aqr verify: a signature whose kid is a command', async () => {
    const keys = await keyFiles(dir, 'k');
    const record = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as { decision: { signature: string } };
    const header = Buffer.from(JSON.stringify({ alg: 'EdDSA', kid: HOSTILE.join('') })).toString('base64url');
    record.decision.signature = record.decision.signature.replace(/^ed25519:[^.]+/, `ed25519:${header}`);
    const file = join(dir, 'kid.json');
    await writeFile(file, JSON.stringify(record));
    const r = await aqr('verify', file, '--key', keys.publicFile);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/SIGNATURE_KID_MISMATCH/);
    expectHarmless(`${r.out}\n${r.err}`);
  });

  it('an error message quoting a file name', async () => {
    const r = await aqr('check', join(dir, 'no such\n::set-output name=verdict::ship.yaml'));
    expect(r.code).toBe(2);
    expectHarmless(`${r.out}\n${r.err}`);
  });
});
