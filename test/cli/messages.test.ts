// What the CLI tells the person at the keyboard when an input is not what it
// expects, and where relative paths lead: a profile's extends: and a --config
// file's paths are relative to the file naming them; a record names its files
// relative to the working directory, never by this machine's absolute paths.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { aqr, aqrBin, baseRecord, ROOT, tempDir } from '../helpers.js';

const EXAMPLE = ['--config', 'examples/evaluate.yaml'];

describe('profile ids', () => {
  it('a mistyped built-in id names the closest and every built-in profile', async () => {
    const r = await aqr('evaluate', ...EXAMPLE, '--profile', 'sg/coding-agnet@0.1');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'aqr: sg/coding-agnet@0.1: no built-in profile sg/coding-agnet@0.1 (did you mean sg/coding-agent@0.1?); built in: aqr/assistant-agent@0.1, sg/coding-agent@0.1 (ERR_PROFILE_NOT_FOUND)',
    );
  });

  it('an id without @version names the versions there are', async () => {
    const r = await aqr('evaluate', ...EXAMPLE, '--profile', 'sg/coding-agent');
    expect(r.code).toBe(2);
    expect(r.err).toBe('aqr: sg/coding-agent: a built-in profile is named with its version: sg/coding-agent@0.1 (ERR_PROFILE_NOT_FOUND)');
  });

  it('a version that does not exist names the ones that do', async () => {
    const r = await aqr('evaluate', ...EXAMPLE, '--profile', 'sg/coding-agent@9');
    expect(r.err).toContain('no built-in profile sg/coding-agent@9 (did you mean sg/coding-agent@0.1?)');
  });
});

describe('--rollback-to', () => {
  it('says a digest or a record file is expected', async () => {
    const r = await aqr('evaluate', ...EXAMPLE, '--rollback-to', 'abc');
    expect(r.code).toBe(2);
    expect(r.err).toBe('aqr: --rollback-to takes a digest (sha256: and 64 lowercase hex digits) or a previous record file; "abc" is neither (ERR_USAGE)');
  });
});

describe('relative paths resolve against the file that names them', () => {
  /** The bundled example copied into `dir/quality`, its config naming everything relative to itself. */
  async function copyExample(dir: string): Promise<string> {
    const q = join(dir, 'quality');
    await cp(join(ROOT, 'examples'), q, { recursive: true });
    return join(q, 'evaluate.yaml');
  }

  it('a --config file works from any working directory, and the record names its files from there', async () => {
    const dir = await tempDir();
    await copyExample(dir);
    await mkdir(join(dir, 'elsewhere'));
    const r = await aqrBin(['evaluate', '--config', '../quality/evaluate.yaml', '--out', 'r.yaml'], { cwd: join(dir, 'elsewhere') });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const record = parse(await readFile(join(dir, 'elsewhere/r.yaml'), 'utf8')) as {
      assurance: { evidence: { ledger: string } };
      subject: { harness_digest: string };
    };
    expect(record.assurance.evidence.ledger).toMatch(/^\.\.\/quality\/ledger\/\*\.jsonl#sha256:[0-9a-f]{64}$/);
  });

  it('an error names the path that was tried', async () => {
    const dir = await tempDir();
    const config = await copyExample(dir);
    await writeFile(config, (await readFile(config, 'utf8')).replace('task-manifest: tasks.yaml', 'task-manifest: task-set.yaml'));
    const r = await aqrBin(['evaluate', '--config', 'quality/evaluate.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^aqr: quality\/task-set\.yaml: /);
  });

  it("a profile's extends: is relative to the profile, and a missing parent is reported at its extends: line", async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'profiles/team'), { recursive: true });
    await writeFile(
      join(dir, 'profiles/base.yaml'),
      (await readFile(join(ROOT, 'examples/profile.yaml'), 'utf8')).replace('id: example/coding-agent', 'id: example/base'),
    );
    await writeFile(join(dir, 'profiles/team/strict.yaml'), 'id: example/strict\nversion: "1"\nextends: ../base.yaml\n');
    const ok = await aqr('evaluate', ...EXAMPLE, '--profile', join(dir, 'profiles/team/strict.yaml'), '--json');
    expect(ok.err).toBe('');
    expect(JSON.parse(ok.out)).toMatchObject({ verdict: 'ship' });

    await writeFile(join(dir, 'profiles/team/lost.yaml'), 'id: example/lost\nversion: "1"\nextends: ./base.yaml\n');
    const r = await aqrBin(['evaluate', ...EXAMPLE.map((a) => (a.endsWith('.yaml') ? join(ROOT, a) : a)), '--profile', 'profiles/team/lost.yaml'], {
      cwd: dir,
    });
    expect(r.code).toBe(2);
    expect(r.err).toBe('aqr: profiles/team/lost.yaml:3: extends: no such profile file (tried profiles/team/base.yaml) (ERR_PROFILE_NOT_FOUND)\n');
  });
});

describe('records never carry absolute paths', () => {
  it('absolute --trials paths are written relative to the working directory, and replay finds them the same way', async () => {
    const dir = await tempDir();
    const out = join(dir, 'r.json');
    const abs = join(ROOT, 'examples/ledger/*.jsonl');
    const r = await aqr('evaluate', ...EXAMPLE, '--trials', abs, '--out', out);
    expect(r.code).toBe(0);
    const text = await readFile(out, 'utf8');
    expect(text).not.toContain(ROOT);
    const record = JSON.parse(text) as { assurance: { evidence: { ledger: string } } };
    const [paths] = record.assurance.evidence.ledger.split('#');
    expect(paths).toBe('examples/ledger/*.jsonl');
    const replay = await aqr('check', out, '--ledger', paths!, '--task-manifest', 'examples/tasks.yaml', '--json');
    expect(JSON.parse(replay.out)).toMatchObject({ level: 'L3' });
    expect(replay.out).not.toContain('REPLAY');
  });
});

describe('a T2 record', () => {
  it('lists its missing decision fields each by name, once', async () => {
    const dir = await tempDir();
    const rec = await baseRecord();
    rec.profile.tier = 'T2';
    const f = join(dir, 't2.yaml');
    await writeFile(f, stringify(rec));
    const r = await aqr('check', f, '--json');
    const unmet = (JSON.parse(r.out) as { unmet: { code: string; message: string }[] }).unmet.filter((u) => u.code === 'T2_DECISION_INCOMPLETE');
    expect(unmet).toEqual([
      expect.objectContaining({ message: 'tier T2 needs decision.question, decision.options, decision.signature (a recorded human decision and a signature)' }),
    ]);
  });
});
