// DSSE (https://github.com/secure-systems-lab/dsse/blob/master/protocol.md):
// the signature is over the pre-authentication encoding of the payload type and
// the payload, with the key that signs the record. Ed25519 signs raw (64
// bytes); ES256 writes the ASN.1 DER form cosign and sigstore expect.
import type { CryptoKey } from 'jose';
import { sign } from '../crypto/index.js';
import type { KeyEntry } from '../sign/key.js';
import { preAuthEncoding, type Envelope } from './pae.js';

export { IN_TOTO_PAYLOAD_TYPE, preAuthEncoding, type Envelope } from './pae.js';

export function signEnvelope(payload: Uint8Array, payloadType: string, key: KeyEntry & { privateKey: CryptoKey | Uint8Array }): Envelope {
  if (key.privateKey instanceof Uint8Array) throw new TypeError('a DSSE signature needs an asymmetric private key');
  const sig = sign(key.alg, key.privateKey, preAuthEncoding(payloadType, payload));
  return { payload: Buffer.from(payload).toString('base64'), payloadType, signatures: [{ sig: Buffer.from(sig).toString('base64'), keyid: key.kid }] };
}
