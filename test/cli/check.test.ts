// `aqr check` as a user runs it: the built dist/cli.js in a child process.
import { writeFile, open } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toJsonText } from '../../src/doc/text.js';
import { toYamlText } from '../../src/doc/write.js';
import { aqr, aqrBin, baseRecord, FIXTURES, ROOT, tempDir } from '../helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at |Error: |node:internal/);

describe('aqr check exit codes and output', () => {
  it('checks the bundled example: L3 without the key, L4 with it', async () => {
    const without = await aqrBin(['check', 'examples/record.yaml', '--level', 'L3']);
    expect(without.code).toBe(0);
    expect(without.out).toMatch(/examples\/record\.yaml: L3, 1 unmet for L4/);
    expect(without.out).toMatch(/SIGNATURE_UNVERIFIED/);
    const withKey = await aqrBin(['check', 'examples/record.yaml', '--key', 'examples/keys/example.public.jwk', '--level', 'L4']);
    expect(withKey).toMatchObject({ code: 0, out: 'examples/record.yaml: L4\n' });
  });

  it('exits 1 when a record falls short of --level, 0 without --level', async () => {
    const f = join(FIXTURES, 'conformance/t2-otel-string-signature.yaml');
    expect((await aqrBin(['check', f, '--level', 'L4'])).code).toBe(1);
    expect((await aqrBin(['check', f])).code).toBe(0);
  });

  it('prints one JSON object per record with --json', async () => {
    const r = await aqrBin(['check', join(FIXTURES, 'conformance/weak-ship.yaml'), 'examples/record.yaml', '--json']);
    expect(r.code).toBe(0);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { file: string; level: string | null; unmet: { level: string; code: string; message: string; line?: number }[] });
    expect(lines).toHaveLength(2);
    expect(lines[0]!.level).toBeNull();
    expect(lines[0]!.unmet.map((u) => u.code)).toContain('SHIP_GATE_FAILED');
    expect(lines[0]!.unmet[0]).toMatchObject({ level: 'L1', line: expect.any(Number) });
    expect(lines[1]).toMatchObject({ file: 'examples/record.yaml', level: 'L3', unmet: [{ level: 'L4', code: 'SIGNATURE_UNVERIFIED' }] });
  });

  it('reads a JSON record named .yaml and a YAML record named .json', async () => {
    const r = await baseRecord();
    await writeFile(join(dir, 'is-json.yaml'), toJsonText(r));
    await writeFile(join(dir, 'is-yaml.json'), toYamlText(r));
    const out = await aqr('check', join(dir, 'is-json.yaml'), join(dir, 'is-yaml.json'), '--json');
    expect(out.code).toBe(0);
    expect(out.out.split('\n').map((l) => (JSON.parse(l) as { level: string }).level)).toEqual(['L3', 'L3']);
  });
});

it('stops quietly when its reader does (aqr ... | head -1)', async () => {
  const { execFile } = await import('node:child_process');
  const r = await new Promise<{ err: string; out: string }>((done) =>
    execFile(
      'sh',
      ['-c', 'node dist/cli.js evaluate --help | head -1; node dist/cli.js check examples/record.yaml examples/record.yaml examples/record.yaml | head -1'],
      { cwd: ROOT },
      (_e, out, err) => done({ out, err }),
    ),
  );
  expect(r.err).toBe('');
  expect(r.out.split('\n')[0]).toMatch(/^aqr evaluate \[flags\]$/);
});

describe('aqr check on bad input: one line, exit 2, no stack trace', () => {
  const bad = async (name: string, content: string | Buffer) => {
    const f = join(dir, name);
    await writeFile(f, content);
    const r = await aqrBin(['check', f]);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    noStack(r.err);
    return r.err.trim();
  };

  it('an empty file', async () => {
    expect(await bad('empty.yaml', '')).toMatch(/empty\.yaml: file is empty \(ERR_INPUT_EMPTY\)$/);
  });

  it('invalid YAML, with its line', async () => {
    expect(await bad('broken.yaml', 'supergauge: "0.1"\nprofile: {id: x\nsubject: 1\n')).toMatch(/broken\.yaml:[23]: invalid YAML: .* \(ERR_INPUT_PARSE\)$/);
  });

  it('a JSON array', async () => {
    expect(await bad('array.json', '[{"supergauge": "0.1"}]')).toMatch(
      /array\.json:1: is not an Agent Quality Record: the top level is a list, expected a mapping \(ERR_NOT_A_RECORD\)$/,
    );
  });

  it('a mapping that is no record', async () => {
    expect(await bad('package.json', '{"name": "x"}')).toMatch(/no 'supergauge' key/);
  });

  it('a missing file', async () => {
    expect(await bad('nothing-here.yaml', '').then(() => aqrBin(['check', join(dir, 'really-not-here.yaml')]))).toMatchObject({
      code: 2,
      err: expect.stringMatching(/really-not-here\.yaml: no such file \(ERR_INPUT_READ\)/),
    });
  });

  it('a 50 MB file, refused before it is read', async () => {
    const f = join(dir, 'huge.yaml');
    const fh = await open(f, 'w');
    await fh.truncate(50 * 1024 * 1024);
    await fh.close();
    const r = await aqrBin(['check', f]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/huge\.yaml: is 50\.0 MiB; a record is at most 8\.0 MiB \(ERR_INPUT_TOO_LARGE\)/);
    noStack(r.err);
  });

  it('binary content', async () => {
    expect(await bad('bin.yaml', Buffer.from([0x73, 0x3a, 0x00, 0x01]))).toMatch(/binary/);
  });

  it('usage errors', async () => {
    for (const argv of [['check'], ['check', 'x', '--level', 'L5'], ['check', 'x', '--frobnicate'], ['frobnicate']]) {
      const r = await aqrBin(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err).toMatch(/\(ERR_USAGE\)/);
      noStack(r.err);
    }
  });

  it('a record with an unknown top-level key is read, and reported below L1 with its line', async () => {
    const text = `${toYamlText(await baseRecord())}notes: ship it\n`;
    const f = join(dir, 'unknown-key.yaml');
    await writeFile(f, text);
    const r = await aqrBin(['check', f, '--level', 'L1']);
    expect(r.code).toBe(1);
    const line = text.split('\n').findIndex((l) => l.startsWith('notes:')) + 1;
    expect(r.out).toContain(`SCHEMA_UNKNOWN_FIELD  line ${line}: unknown field 'notes' in (record)`);
  });

  it('checks the good files and still exits 2 when one is bad', async () => {
    const r = await aqrBin(['check', 'examples/record.yaml', join(dir, 'missing.yaml')]);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/examples\/record\.yaml: L3/);
    expect(r.err).toMatch(/missing\.yaml: no such file/);
  });

  it('a bad key file', async () => {
    const f = join(dir, 'oct.jwk');
    await writeFile(f, JSON.stringify({ kty: 'oct', k: 'c2VjcmV0LXZhbHVl' }));
    const r = await aqrBin(['check', 'examples/record.yaml', '--key', f]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/oct\.jwk: symmetric key/);
    expect(r.err + r.out).not.toContain('c2VjcmV0LXZhbHVl');
  });
});
