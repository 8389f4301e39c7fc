// Ed25519 where the browser's WebCrypto lacks it: jose imports and verifies
// through crypto.subtle, so the two calls it makes for Ed25519 (importKey of a
// public JWK, verify) fall back to @noble/curves when the native call refuses.
// Everything else goes to the browser untouched.
import { ed25519 } from '@noble/curves/ed25519.js';
import { base64url } from 'jose';

const fallbackKeys = new WeakMap<object, Uint8Array>();
let used = false;

/** Whether a signature was checked by the pure-JS fallback. */
export function ed25519FallbackUsed(): boolean {
  return used;
}

const isEd25519 = (alg: unknown) => (typeof alg === 'string' ? alg : (alg as { name?: unknown } | null)?.name) === 'Ed25519';

export function installEd25519Fallback(subtle: SubtleCrypto = crypto.subtle): void {
  const importKey = subtle.importKey.bind(subtle) as (...a: unknown[]) => Promise<CryptoKey>;
  const verify = subtle.verify.bind(subtle) as (...a: unknown[]) => Promise<boolean>;
  const patched = subtle as unknown as Record<string, unknown>;
  patched['importKey'] = async (format: string, data: unknown, alg: unknown, extractable: boolean, usages: KeyUsage[]) => {
    try {
      return await importKey(format, data, alg, extractable, usages);
    } catch (e) {
      if (!isEd25519(alg) || format !== 'jwk') throw e;
      const jwk = data as { x?: string; d?: string };
      if (jwk.d !== undefined || typeof jwk.x !== 'string') throw e;
      const x = base64url.decode(jwk.x);
      ed25519.Point.fromBytes(x);
      const key = { type: 'public', extractable, algorithm: { name: 'Ed25519' }, usages, [Symbol.toStringTag]: 'CryptoKey' };
      fallbackKeys.set(key, x);
      return key as unknown as CryptoKey;
    }
  };
  patched['verify'] = async (alg: unknown, key: CryptoKey, signature: BufferSource, data: BufferSource) => {
    const x = fallbackKeys.get(key);
    if (!x || !isEd25519(alg)) return verify(alg, key, signature, data);
    used = true;
    return ed25519.verify(view(signature), view(data), x);
  };
}

function view(b: BufferSource): Uint8Array {
  return b instanceof Uint8Array ? b : ArrayBuffer.isView(b) ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : new Uint8Array(b);
}
