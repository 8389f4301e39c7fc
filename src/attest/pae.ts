// DSSE's pre-authentication encoding
// (https://github.com/secure-systems-lab/dsse/blob/master/protocol.md), over
// plain bytes so the CLI (src/attest/dsse.ts signs) and verify.html
// (src/attest/envelope.ts checks) share it.
import { concatBytes } from '../bytes.js';

export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';

export interface Envelope {
  payload: string;
  payloadType: string;
  signatures: { sig: string; keyid: string }[];
}

const utf8 = (s: string) => new TextEncoder().encode(s);

/** PAE(type, body) = "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body, lengths in ASCII decimal bytes. */
export function preAuthEncoding(payloadType: string, payload: Uint8Array): Uint8Array {
  const type = utf8(payloadType);
  const parts = [utf8(`DSSEv1 ${type.length} `), type, utf8(` ${payload.length} `), payload];
  return concatBytes(parts);
}
