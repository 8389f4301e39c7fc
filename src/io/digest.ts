// Digests over the artifacts actually used. A file: sha256 of its bytes. A set
// of files: sha256 of the text `sha256sum` prints for them, sorted by path:
//   find <paths> -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum
// Files are read a mebibyte at a time through node:crypto (OpenSSL), never whole.
import { createHash } from 'node:crypto';
import { AqrError } from '../errors.js';
import { expandTree, type Skipped } from './files.js';
import { assertRegularFile } from './regular-file.js';
import { eachChunk } from './read-chunks.js';
import { contentSetText } from '../replay/ledger-ref.js';
import { sha256Hex } from '../crypto/index.js';

export async function fileSha256Hex(file: string): Promise<string> {
  const { size } = await assertRegularFile(file);
  const hash = createHash('sha256');
  try {
    eachChunk(file, size, (chunk) => hash.update(chunk));
  } catch (e) {
    throw new AqrError('ERR_INPUT_READ', `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, { file }, { cause: e });
  }
  return hash.digest('hex');
}

export async function fileDigest(file: string): Promise<string> {
  return `sha256:${await fileSha256Hex(file)}`;
}

/**
 * The tree digest of paths, folders and globs: regular files only, as
 * `find -type f` lists them. Symbolic links and special files are never read:
 * they are returned in `skipped` (the caller reports them), or, with
 * `strict`, refused.
 */
export async function treeDigest(
  patterns: readonly string[],
  what: string,
  options: { strict?: boolean } = {},
): Promise<{ digest: string; files: string[]; skipped: Skipped[] }> {
  const { files, skipped } = await expandTree(patterns, what);
  const first = skipped[0];
  if (options.strict && first)
    throw new AqrError(
      'ERR_INPUT_INVALID',
      `is a ${first.kind}; the ${what} digest covers regular files only (${skipped.length} such path${skipped.length === 1 ? '' : 's'}; without --strict they are skipped and reported)`,
      { file: first.path },
    );
  const outer = createHash('sha256');
  for (const f of files) {
    // sha256sum escapes names with a backslash or newline; such names would not recompute.
    if (/[\\\n]/.test(f)) throw new AqrError('ERR_INPUT_INVALID', 'file names with a backslash or newline cannot be digested reproducibly', { file: f });
    outer.update(`${await fileSha256Hex(f)}  ${f}\n`);
  }
  return { digest: `sha256:${outer.digest('hex')}`, files, skipped };
}

/** The ledger digest (see replay/ledger-ref.ts): order- and place-independent. */
export async function contentSetDigest(files: readonly string[]): Promise<string> {
  const hexes: string[] = [];
  for (const f of files) hexes.push(await fileSha256Hex(f));
  return contentSetDigestOf(hexes);
}

/** The ledger digest from its files' sha256 (hex), for a reader that hashed them as it read them (io/lines.ts). */
export function contentSetDigestOf(hexes: readonly string[]): string {
  return `sha256:${sha256Hex(contentSetText(hexes))}`;
}
