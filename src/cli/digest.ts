// aqr digest <path|folder|glob>... : the tree digest --harness and --code record,
// so a reviewer can recompute it (it equals the README's sha256sum pipeline).
import { AqrError } from '../errors.js';
import { treeDigest } from '../io/digest.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const DIGEST_USAGE = `usage: ${synopsis('digest')}`;

export async function digestCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('digest', argv, io);
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length === 0) throw new AqrError('ERR_USAGE', `nothing to digest; ${DIGEST_USAGE}`);
  const { digest, files } = await treeDigest(positionals, 'digest');
  io.out(values.json ? JSON.stringify({ digest, files }) : `${digest}  (${files.length} file${files.length === 1 ? '' : 's'})`);
  return 0;
}
