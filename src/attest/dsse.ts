// DSSE (https://github.com/secure-systems-lab/dsse/blob/master/protocol.md):
// the signature is over the pre-authentication encoding of the payload type and
// the payload, with the key that signs the record. Ed25519 signs raw (64
// bytes); ES256 writes the ASN.1 DER form cosign and sigstore expect.
import { KeyObject, sign } from 'node:crypto';
import type { CryptoKey } from 'jose';
import type { KeyEntry } from '../sign/key.js';
import { preAuthEncoding, type Envelope } from './pae.js';

export { IN_TOTO_PAYLOAD_TYPE, preAuthEncoding, type Envelope } from './pae.js';

export function signEnvelope(payload: Uint8Array, payloadType: string, key: KeyEntry & { privateKey: CryptoKey | Uint8Array }): Envelope {
  if (key.privateKey instanceof Uint8Array) throw new TypeError('a DSSE signature needs an asymmetric private key');
  const ko = KeyObject.from(key.privateKey);
  const sig = sign(key.alg === 'es256' ? 'sha256' : null, preAuthEncoding(payloadType, payload), ko);
  return { payload: Buffer.from(payload).toString('base64'), payloadType, signatures: [{ sig: sig.toString('base64'), keyid: key.kid }] };
}
