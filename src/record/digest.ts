// Is a digest genuine? A sha256 output has no visible structure; a typed-in
// placeholder does. The check: for every lag 1..16, the differences between hex
// digits that far apart (mod 16). In a real digest no difference value covers
// half the pairs: with ≥ 48 pairs at p = 1/16 each, that is a binomial tail below
// 1e-11 across all lags and values (the largest share seen over 200,000 random
// digests was 0.32). Repeated digits (0000…, 1111…), runs (0123…), interleavings
// (d4e3f2a1…), doubled digits (bb22cc33…) and repeated blocks (c0ffee00…) all
// cover far more.

const HEX = '0123456789abcdef';
const MAX_SHARE = 0.5;

export const DIGEST_RE = /^sha256:[a-f0-9]{64}$/;

/** Why `digest` is not a genuine sha256 digest, or undefined when it may be. */
export function digestPlaceholderReason(digest: string): string | undefined {
  if (!DIGEST_RE.test(digest)) return undefined; // malformed is the schema's to report
  const hex = digest.slice('sha256:'.length);
  if (/^(.)\1*$/.test(hex)) return `is one repeated hex digit ('${hex[0]}'), a placeholder`;
  const d = Array.from(hex, (c) => HEX.indexOf(c));
  for (let lag = 1; lag <= 16; lag++) {
    const counts = new Array<number>(16).fill(0);
    const pairs = d.length - lag;
    for (let i = 0; i < pairs; i++) {
      const step = ((d[i + lag] as number) - (d[i] as number) + 16) % 16;
      counts[step] = (counts[step] as number) + 1;
    }
    const top = Math.max(...counts);
    if (top / pairs >= MAX_SHARE)
      return `has a regular pattern (hex digits ${lag} apart differ by the same step in ${top} of ${pairs} places), not a sha256 output`;
  }
  return undefined;
}

/** Every digest-valued field of a record-shaped value, with its path. */
export function* digestFields(value: unknown, path: (string | number)[] = []): Generator<{ path: (string | number)[]; digest: string }> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* digestFields(value[i], [...path, i]);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && (k === 'rolls_back_to' || k === 'digest' || k.endsWith('_digest'))) yield { path: [...path, k], digest: v };
      else yield* digestFields(v, [...path, k]);
    }
  }
}
