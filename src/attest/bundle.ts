// A Sigstore bundle v0.3 (https://github.com/sigstore/protobuf-specs, JSON form)
// holding the DSSE envelope, with the signer's public key named by its hint
// (the key's RFC 7638 thumbprint, the record signature's kid). No transparency
// log entry: key-based bundles are verified with the key itself.
import type { CryptoKey } from 'jose';
import type { KeyEntry } from '../sign/key.js';
import { IN_TOTO_PAYLOAD_TYPE, signEnvelope, type Envelope } from './dsse.js';
import type { Statement } from './statement.js';

export const BUNDLE_MEDIA_TYPE = 'application/vnd.dev.sigstore.bundle.v0.3+json';

export interface KeyBundle {
  mediaType: typeof BUNDLE_MEDIA_TYPE;
  verificationMaterial: { publicKey: { hint: string }; tlogEntries: never[] };
  dsseEnvelope: Envelope;
}

export function statementBytes(statement: Statement<unknown>): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(statement));
}

export function signStatement(statement: Statement<unknown>, key: KeyEntry & { privateKey: CryptoKey | Uint8Array }): KeyBundle {
  return {
    mediaType: BUNDLE_MEDIA_TYPE,
    verificationMaterial: { publicKey: { hint: key.kid }, tlogEntries: [] },
    dsseEnvelope: signEnvelope(statementBytes(statement), IN_TOTO_PAYLOAD_TYPE, key),
  };
}
