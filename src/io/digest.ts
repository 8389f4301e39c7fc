// Digests over the artifacts actually used. A file: sha256 of its bytes. A set
// of files: sha256 of the text `sha256sum` prints for them, sorted by path:
//   find <paths> -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum
// Files are streamed through node:crypto (OpenSSL), never read whole.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { AqrError } from '../errors.js';
import { contentSetText } from '../replay/ledger-ref.js';
import { expandFiles } from './files.js';

export async function fileSha256Hex(file: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  } catch (e) {
    throw new AqrError('ERR_INPUT_READ', `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, { file });
  }
  return hash.digest('hex');
}

export async function fileDigest(file: string): Promise<string> {
  return `sha256:${await fileSha256Hex(file)}`;
}

export async function treeDigest(patterns: readonly string[], what: string): Promise<{ digest: string; files: string[] }> {
  const files = await expandFiles(patterns, what);
  const outer = createHash('sha256');
  for (const f of files) {
    // sha256sum escapes names with a backslash or newline; such names would not recompute.
    if (/[\\\n]/.test(f)) throw new AqrError('ERR_INPUT_INVALID', 'file names with a backslash or newline cannot be digested reproducibly', { file: f });
    outer.update(`${await fileSha256Hex(f)}  ${f}\n`);
  }
  return { digest: `sha256:${outer.digest('hex')}`, files };
}

/** The ledger digest (see replay/ledger-ref.ts): order- and place-independent. */
export async function contentSetDigest(files: readonly string[]): Promise<string> {
  const hexes: string[] = [];
  for (const f of files) hexes.push(await fileSha256Hex(f));
  return `sha256:${createHash('sha256').update(contentSetText(hexes)).digest('hex')}`;
}
