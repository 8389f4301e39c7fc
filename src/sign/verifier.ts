// The seam between the conformance checker and signature verification. The
// checker asks one question of a record's signature; how keys are found and
// which algorithms are accepted lives behind this interface.
import type { AgentQualityRecord } from '../record/types.js';

export type VerifyFailureCode = 'SIGNATURE_FORMAT' | 'SIGNATURE_ALG' | 'SIGNATURE_KID_MISMATCH' | 'SIGNATURE_INVALID';

export type VerifyOutcome = { ok: true; kid: string; alg: string } | { ok: false; code: VerifyFailureCode; message: string };

export interface SignatureVerifier {
  /** Checks `record.decision.signature` over the record's signing payload. */
  verify(record: AgentQualityRecord): Promise<VerifyOutcome>;
}
