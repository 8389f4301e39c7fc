// How a record names its trial ledger so a third party can find and check it:
// `<paths or globs>#sha256:<hex>`, the digest being that of the sorted sha256
// digests of the ledger files, one per line: independent of where the files sit
// and of shard order, and recomputable with coreutils:
//   sha256sum <files> | cut -d' ' -f1 | LC_ALL=C sort | sha256sum
import { DIGEST_RE } from '../record/digest.js';

export interface LedgerRef {
  paths: string[];
  digest?: string;
}

export function formatLedgerRef(paths: readonly string[], digest: string): string {
  return `${paths.join(' ')}#${digest}`;
}

export function parseLedgerRef(ref: string): LedgerRef {
  const at = ref.lastIndexOf('#sha256:');
  if (at < 0) return { paths: ref.split(' ').filter(Boolean) };
  const digest = ref.slice(at + 1);
  const paths = ref.slice(0, at).split(' ').filter(Boolean);
  return DIGEST_RE.test(digest) ? { paths, digest } : { paths };
}

/** What the ledger digest hashes: the files' sha256 hex digests, sorted, one per line. */
export function contentSetText(hexes: readonly string[]): string {
  return [...hexes]
    .sort()
    .map((h) => `${h}\n`)
    .join('');
}
