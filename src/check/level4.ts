// L4: signed, with a way back and a ledger a third party can replay. A
// signature counts only when a verifier checked it; without a key the record
// stops at L3 with the reason.
import type { AgentQualityRecord } from '../record/types.js';
import type { CheckOptions, Unmet } from './types.js';

export async function level4(r: AgentQualityRecord, options: CheckOptions): Promise<Unmet[]> {
  const { verifier } = options;
  const out: Unmet[] = [];
  const add = (code: string, message: string, path: string[]) => out.push({ level: 'L4', code, message, path });
  if (!r.decision.rolls_back_to) add('ROLLBACK_MISSING', 'decision.rolls_back_to is missing: no known way back', ['decision']);
  const ev = r.assurance.evidence;
  if (!ev.replayable)
    add('LEDGER_NOT_REPLAYABLE', `assurance.evidence.replayable is false: ${ev.ledger} cannot be replayed`, ['assurance', 'evidence', 'replayable']);
  if (!ev.events) add('LEDGER_NO_EVENTS', 'assurance.evidence.events is missing or 0: the ledger is empty or uncounted', ['assurance', 'evidence']);
  if (r.decision.signature === undefined) add('SIGNATURE_MISSING', 'decision.signature is missing', ['decision']);
  else if (!verifier) add('SIGNATURE_UNVERIFIED', 'decision.signature is present but unverified: pass --key to verify it', ['decision', 'signature']);
  else {
    const outcome = await verifier.verify(r);
    if (!outcome.ok) add(outcome.code, outcome.message, ['decision', 'signature']);
  }
  if (options.replay && ev.replayable) out.push(...(await options.replay(r)));
  return out;
}
