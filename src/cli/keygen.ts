// aqr keygen [--alg Ed25519|ES256] --out PREFIX [--force]
import { existsSync } from 'node:fs';
import { AqrError } from '../errors.js';
import { writeFileAtomic } from '../io/write-atomic.js';
import { generateSigningKey, type KeygenAlg } from '../sign/keygen.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const KEYGEN_USAGE = `usage: ${synopsis('keygen')}`;

export async function keygenCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('keygen', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as { alg?: string; out?: string; force?: boolean };
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
