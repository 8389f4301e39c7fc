import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe } from 'vitest';
import { parse } from 'yaml';
import { run } from '../src/cli/main.js';
import { generateKeyPair, exportJWK, calculateJwkThumbprint } from 'jose';
import type { AgentQualityRecord } from '../src/record/types.js';

export const ROOT = resolve(import.meta.dirname, '..');
export const SHARED = resolve(ROOT, '../shared');
export const PUBLIC_EXAMPLES = join(SHARED, 'reference/supergauge/examples');
/** The project's own conformance corpus: records, signal files, run documents. */
export const FIXTURES = join(ROOT, 'test/fixtures');

// Interoperability tests read the public reference files beside the checkout
// (../shared/reference). On a plain clone they are skipped, with the reason in
// their name; CI sets AQR_REQUIRE_INTEROP=1, and then a missing folder fails
// the run instead of skipping quietly.
export const HAS_REFERENCE = existsSync(join(SHARED, 'reference'));
export const INTEROP_SKIP_REASON = `skipped: needs the public reference files in ${join(SHARED, 'reference')}, absent`;
if (!HAS_REFERENCE && process.env['AQR_REQUIRE_INTEROP'] === '1')
  throw new Error(`AQR_REQUIRE_INTEROP=1 but ${join(SHARED, 'reference')} is absent: the interoperability tests would be skipped`);

/** A describe block of interoperability tests: runs when ../shared/reference exists, else skipped with the reason. */
export function describeInterop(name: string, body: () => void): void {
  if (HAS_REFERENCE) describe(`interop: ${name}`, body);
  else describe.skip(`interop: ${name} (${INTEROP_SKIP_REASON})`, body);
}

// Folders made by tempDir, removed after the test file: the hook is registered
// once, when a test file imports this module, never from inside a test.
const made: string[] = [];
afterAll(() => Promise.all(made.map((d) => rm(d, { recursive: true, force: true }))));

/** A fresh folder, removed after the test file. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'aqr-test-'));
  made.push(dir);
  return dir;
}

/** Writes `text` to `dir/name`; returns the path relative to the checkout, as a flag would name it. */
export async function writeIn(dir: string, name: string, text: string): Promise<string> {
  const f = join(dir, name);
  await writeFile(f, text);
  return relative(ROOT, f);
}

export async function baseRecord(): Promise<AgentQualityRecord> {
  return parse(await readFile(join(ROOT, 'test/fixtures/records/base.yaml'), 'utf8')) as AgentQualityRecord;
}

/** Runs the CLI in-process, capturing what it writes. */
export async function aqr(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Runs the built dist/cli.js as a user would. */
export function aqrBin(argv: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(ROOT, 'dist/cli.js'), ...argv],
      { cwd: opts.cwd ?? ROOT, env: opts.env ?? process.env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, out: stdout, err: stderr });
      },
    );
  });
}

/** A key pair written as JWK files: returns the paths. */
export async function keyFiles(dir: string, name: string, alg: 'EdDSA' | 'ES256' = 'EdDSA'): Promise<{ publicFile: string; privateFile: string; kid: string }> {
  const { publicKey, privateKey } = await generateKeyPair(alg, alg === 'EdDSA' ? { crv: 'Ed25519', extractable: true } : { extractable: true });
  const pub = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(pub);
  const priv = { ...(await exportJWK(privateKey)), kid };
  const publicFile = join(dir, `${name}.public.jwk`);
  const privateFile = join(dir, `${name}.private.jwk`);
  await writeFile(publicFile, JSON.stringify({ ...pub, kid }));
  await writeFile(privateFile, JSON.stringify(priv), { mode: 0o600 });
  return { publicFile, privateFile, kid };
}
