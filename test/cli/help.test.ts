// Help for the person at the keyboard: every command explains itself, the
// docs name only flags there are (docs/cli.md lists them all, checked by
// test/docs.test.ts), and mistypes are answered with the
// closest match. All of it comes from one table (src/cli/spec.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS, synopsis, type CommandName } from '../../src/cli/spec.js';
import { EVALUATE_FLAGS } from '../../src/flags.js';
import { docFiles } from '../../scripts/docs-generated.mjs';
import { aqr, aqrBin, ROOT } from '../helpers.js';

const names = Object.keys(COMMANDS) as CommandName[];

describe('aqr <command> --help', () => {
  for (const name of names) {
    it(`${name}: what it does, every flag with its default, the exit codes, an example`, async () => {
      const r = await aqr(name, '--help');
      expect(r.code).toBe(0);
      expect(r.out).toContain(COMMANDS[name].summary);
      for (const flag of Object.keys(COMMANDS[name].flags)) expect(r.out).toMatch(new RegExp(`^  --${flag}\\b.*\\n      .+ \\(default: [^)]+\\)$`, 'm'));
      expect(r.out).toMatch(/^exit codes:\n {2}0 {2}.+/m);
      expect(r.out).toMatch(/^ {2}2 {2}bad input or usage/m);
      expect(r.out).toMatch(new RegExp(`^example:\\n {2}aqr ${name} `, 'm'));
      expect((await aqr(name, '-h')).out).toBe(r.out);
    });
  }

  it('evaluate lists every input of the shared table, with the defaults that apply', async () => {
    const r = await aqr('evaluate', '--help');
    for (const flag of Object.keys(EVALUATE_FLAGS)) expect(r.out).toContain(`  --${flag}`);
    expect(r.out).toMatch(/--now RFC3339\n {6}.*\(default: the clock\)/);
    expect(r.out).toMatch(/--config FILE\n {6}.*paths in it are relative to it/);
  });

  it('the examples of check, verify and digest run as printed, exit 0', async () => {
    for (const name of ['check', 'verify', 'digest'] as const) {
      const argv = COMMANDS[name].example
        .split(' ')
        .slice(1)
        .map((a) => a.replace(/^'(.*)'$/, '$1'));
      const r = await aqrBin(argv);
      expect(r.code, `${COMMANDS[name].example}: ${r.err}`).toBe(0);
    }
  });
});

describe('the top-level help lists every flag there is', () => {
  it('aqr --help gives each command with every flag it takes', async () => {
    const r = await aqr('--help');
    expect(r.code).toBe(0);
    for (const name of names) {
      expect(r.out).toContain(`  ${synopsis(name)}\n      ${COMMANDS[name].summary}`);
      for (const flag of Object.keys(COMMANDS[name].flags)) expect(synopsis(name)).toContain(`[--${flag}`);
    }
    expect(r.out).toContain('keygen [--alg Ed25519|ES256] [--out PREFIX] [--force]');
    expect(r.out).toContain('[--min-tier verified|reported|heuristic|asserted] [--json] [--strict]');
  });
});

it('every flag the README and docs/ show with an aqr command exists for that command', async () => {
  const text = (await Promise.all((await docFiles(ROOT)).map((f) => readFile(join(ROOT, f), 'utf8')))).join('\n');
  const unknown: string[] = [];
  let seen = 0;
  for (const line of text.split('\n')) {
    // A flag belongs to the last command named before it on the line.
    for (const m of line.matchAll(/\baqr (check|evaluate|verify|keygen|sign|signals|acceptance|digest)\b((?:(?!\baqr ).)*)/g)) {
      const name = m[1] as CommandName;
      for (const f of (m[2] ?? '').matchAll(/--([a-z][a-z-]*)/g)) {
        seen++;
        if (!(f[1]! in COMMANDS[name].flags) && f[1] !== 'help') unknown.push(`aqr ${name} --${f[1]}: ${line.trim()}`);
      }
    }
  }
  expect(seen).toBeGreaterThan(40);
  expect(unknown).toEqual([]);
});

describe('mistypes', () => {
  it('a mistyped flag names the closest one, exit 2', async () => {
    const r = await aqr('evaluate', '--trial', 'x.jsonl');
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toBe('aqr: unknown flag --trial for aqr evaluate; did you mean --trials? (aqr evaluate --help lists every flag) (ERR_USAGE)');
    expect((await aqr('check', 'x.yaml', '--levle', 'L2')).err).toContain('did you mean --level?');
    expect((await aqr('verify', 'x.yaml', '--task-manfest', 'y')).err).toContain('did you mean --task-manifest?');
  });

  it('a flag far from every one is refused without a guess', async () => {
    const r = await aqr('digest', '--zzzzzzzz', 'x');
    expect(r.code).toBe(2);
    expect(r.err).toBe('aqr: unknown flag --zzzzzzzz for aqr digest (aqr digest --help lists every flag) (ERR_USAGE)');
  });

  it('a mistyped command names the closest one', async () => {
    const r = await aqr('verfy', 'x');
    expect(r.code).toBe(2);
    expect(r.err).toBe("aqr: unknown command 'verfy' (did you mean verify?); try aqr --help (ERR_USAGE)");
  });

  it('--level is accepted in any case', async () => {
    const r = await aqr('check', 'examples/record.yaml', '--key', 'examples/keys/example.public.jwk', '--level', 'l4');
    expect(r).toMatchObject({ code: 0, out: 'examples/record.yaml: L4' });
    const bad = await aqr('check', 'examples/record.yaml', '--level', 'l5');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--level must be one of L1, L2, L3, L4, got "l5"');
  });
});
