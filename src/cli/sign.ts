// aqr sign RECORD --signing-key KEY|env:NAME|file:PATH [--out FILE]
import { AqrError } from '../errors.js';
import { signFile } from '../pipeline/sign.js';
import { signingKeyOf } from '../pipeline/inputs.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const SIGN_USAGE = `usage: ${synopsis('sign')}`;

export async function signCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('sign', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as { 'signing-key'?: string; key?: string; 'key-env'?: string; out?: string; resign?: boolean; 'old-key'?: string };
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${SIGN_USAGE}`);
  if (values.resign === true && values['old-key'] === undefined)
    throw new AqrError('ERR_USAGE', '--resign needs --old-key FILE: the public key the present signature must verify under first');
  if (values['old-key'] !== undefined && values.resign !== true) throw new AqrError('ERR_USAGE', '--old-key goes with --resign');
  const file = positionals[0] as string;
  const oldKey = values['old-key'];
  const key = signingKeyOf({ signingKey: values['signing-key'], key: values.key, keyEnv: values['key-env'] });
  for (const w of key.warnings) io.err(`aqr: warning: ${w}`);
  const signed = await signFile(file, key.key ?? {}, values.out ?? file, oldKey === undefined ? undefined : { oldKey });
  io.out(`${signed.out}: signed (${signed.alg}, kid ${signed.kid})`);
  if (signed.barOut) io.out(`${signed.barOut}: the bar bound to it, signed with the same key`);
  for (const f of signed.sidecarsOut) io.out(`${f}: kept for the signed record`);
  return 0;
}
