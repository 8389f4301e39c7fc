// aqr digest <path|folder|glob>... : the tree digest --harness and --code record,
// so a reviewer can recompute it (it equals the README's sha256sum pipeline).
import { parseArgs } from 'node:util';
import { AqrError } from '../errors.js';
import { treeDigest } from '../io/digest.js';
import type { Io } from './io.js';

export const DIGEST_USAGE = 'usage: aqr digest <path|folder|glob>... [--json]';

export async function digestCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    io.out(DIGEST_USAGE);
    return 0;
  }
  if (positionals.length === 0) throw new AqrError('ERR_USAGE', `nothing to digest; ${DIGEST_USAGE}`);
  const { digest, files } = await treeDigest(positionals, 'digest');
  io.out(values.json ? JSON.stringify({ digest, files }) : `${digest}  (${files.length} file${files.length === 1 ? '' : 's'})`);
  return 0;
}
