// aqr sign RECORD (--key FILE | --key-env VARIABLE) [--out FILE]
import { AqrError } from '../errors.js';
import { signFile } from '../pipeline/sign.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const SIGN_USAGE = `usage: ${synopsis('sign')}`;

export async function signCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('sign', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as { key?: string; 'key-env'?: string; out?: string; resign?: boolean; 'old-key'?: string };
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${SIGN_USAGE}`);
  if (values.resign === true && values['old-key'] === undefined)
    throw new AqrError('ERR_USAGE', '--resign needs --old-key FILE: the public key the present signature must verify under first');
  if (values['old-key'] !== undefined && values.resign !== true) throw new AqrError('ERR_USAGE', '--old-key goes with --resign');
  const file = positionals[0] as string;
  const oldKey = values['old-key'];
  const signed = await signFile(file, { file: values.key, env: values['key-env'] }, values.out ?? file, oldKey === undefined ? undefined : { oldKey });
  io.out(`${signed.out}: signed (${signed.alg}, kid ${signed.kid})`);
  if (signed.barOut) io.out(`${signed.barOut}: the bar bound to it, signed with the same key`);
  return 0;
}
