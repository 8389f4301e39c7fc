// A response body read whole but never past a byte cap: a server may send no
// length, or lie about it. Shared by the JWKS fetch and the artifact download.
import { concatBytes } from '../bytes.js';

/** The body's bytes, or undefined once it passes `max` (the stream is cancelled then). */
export async function readCapped(body: ReadableStream<Uint8Array> | ArrayBuffer | null | undefined, max: number): Promise<Uint8Array | undefined> {
  if (body === null || body === undefined) return new Uint8Array(0);
  if (body instanceof ArrayBuffer) return body.byteLength > max ? undefined : new Uint8Array(body);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}
