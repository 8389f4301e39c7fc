// aqr keygen [--alg Ed25519|ES256] --out PREFIX [--force]
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AqrError } from '../errors.js';
import { writeFileAtomic } from '../io/write-atomic.js';
import { generateSigningKey, type KeygenAlg } from '../sign/keygen.js';
import type { Io } from './io.js';

export const KEYGEN_USAGE = 'usage: aqr keygen [--alg Ed25519|ES256] --out PREFIX [--force]';

export async function keygenCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { alg: { type: 'string' }, out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    io.out(KEYGEN_USAGE);
    return 0;
  }
  if (positionals.length > 0 || values.out === undefined) throw new AqrError('ERR_USAGE', KEYGEN_USAGE);
  const alg = values.alg ?? 'Ed25519';
  if (alg !== 'Ed25519' && alg !== 'ES256') throw new AqrError('ERR_USAGE', `--alg must be Ed25519 or ES256, got ${JSON.stringify(alg)}`);
  const privateFile = `${values.out}.private.jwk`;
  const publicFile = `${values.out}.public.jwk`;
  for (const f of [privateFile, publicFile]) if (existsSync(f) && !values.force) throw new AqrError('ERR_USAGE', `${f} exists; pass --force to replace it`);
  const { privateJwk, publicJwk, kid } = await generateSigningKey(alg as KeygenAlg);
  await writeFileAtomic(privateFile, `${JSON.stringify(privateJwk, null, 2)}\n`, 0o600);
  await writeFileAtomic(publicFile, `${JSON.stringify(publicJwk, null, 2)}\n`);
  io.out(`${privateFile}  (private: keep it where the agent cannot reach it; mode 0600)`);
  io.out(`${publicFile}  (public: give it to verifiers)`);
  io.out(`kid ${kid}`);
  return 0;
}
