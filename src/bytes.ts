// Byte arrays joined, for the readers that gather a stream's chunks (a capped
// body, an inflated zip entry) and for DSSE's pre-authentication encoding.

/** The parts one after another, in one new array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
