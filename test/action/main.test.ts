// The action as the runner starts it: dist/index.js with INPUT_* variables and
// a GITHUB_OUTPUT file, reading the same records as the CLI.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers.js';

async function runAction(inputs: Record<string, string>): Promise<{ code: number; stdout: string; outputs: Record<string, string> }> {
  const dir = await tempDir();
  const outFile = join(dir, 'output');
  await writeFile(outFile, '');
  const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], GITHUB_OUTPUT: outFile };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((done) =>
    execFile(process.execPath, [join(ROOT, 'dist/index.js')], { cwd: ROOT, env }, (err, stdout) => done({ code: err ? Number(err.code) : 0, stdout })),
  );
  const outputs: Record<string, string> = {};
  const text = await readFile(outFile, 'utf8');
  for (const m of text.matchAll(/^(\S+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!;
  return { code, stdout, outputs };
}

describe('the action', () => {
  it('passes and outputs L4 for the example with its key', async () => {
    const r = await runAction({ record: 'examples/record.yaml', level: 'L4', 'public-key-file': 'examples/keys/example.public.jwk' });
    expect(r.code).toBe(0);
    expect(r.outputs).toEqual({ level: 'L4' });
  });

  it('fails the step below the wanted level, with the reason in the log', async () => {
    const r = await runAction({ record: 'examples/record.yaml', level: 'L4' });
    expect(r.code).toBe(1);
    expect(r.outputs).toEqual({ level: 'L3' });
    expect(r.stdout).toMatch(/SIGNATURE_UNVERIFIED/);
    expect(r.stdout).toMatch(/::error::a record is below L4/);
  });

  it('fails with a one-line input error for a file that is not there', async () => {
    const r = await runAction({ record: 'examples/nope.yaml' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::aqr: examples\/nope\.yaml: no such file \(ERR_INPUT_READ\)/);
  });
});
