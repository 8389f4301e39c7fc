// The face of the crypto port (./port.ts) the core calls. It names the Node
// runtime; verify.html's build resolves './node.js' here to ./web.ts instead.
import { runtime } from './node.js';

export type { CryptoRuntime, KeyFacts, SignAlg } from './port.js';

export const { sha256Hex, sha256Base64, readKey, sign, verify } = runtime;
