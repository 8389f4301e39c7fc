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
  const { digest, files, skipped } = await treeDigest(positionals, 'digest', { strict: values.strict === true });
  // Like `find -type f`, links and special files are not digested: say which.
  for (const s of skipped.slice(0, 20)) io.err(`aqr: warning: ${JSON.stringify(s.path)}: a ${s.kind}, not digested (not followed)`);
  if (skipped.length > 20) io.err(`aqr: warning: … and ${skipped.length - 20} more paths not digested`);
  io.out(
    values.json
      ? JSON.stringify({ digest, files, skipped })
      : `${digest}  (${files.length} file${files.length === 1 ? '' : 's'}${skipped.length > 0 ? `; ${skipped.length} link${skipped.length === 1 ? '' : 's'} or special file${skipped.length === 1 ? '' : 's'} skipped` : ''})`,
  );
  return 0;
}
