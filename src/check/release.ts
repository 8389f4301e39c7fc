// May this record release? The public SuperGauge checker's `--require-ship`
// (conformance/check.py, commit 4a22473): L2 or higher, decision.verdict ship,
// a named actor (blank or `unknown` refused) and at least one gate, every gate
// passing. Stronger where aqr checks more: with a key the signature must
// verify, with a ledger the replay must match.
import type { Mismatch } from '../replay/replay.js';
import type { VerifyOutcome } from '../sign/verifier.js';
import { LEVELS, type Level } from './types.js';

export interface ReleaseBlocker {
  code: string;
  message: string;
}

export interface Release {
  permitted: boolean;
  blockers: ReleaseBlocker[];
}

export interface ReleaseEvidence {
  /** The signature checked against the given keys (only when keys were given). */
  signature?: VerifyOutcome;
  /** The replay's mismatches (only when a ledger was given). */
  replay?: readonly Mismatch[];
}

/** The release verdict on a record as read (any shape) at the level it reached. */
export function releaseVerdict(value: unknown, level: Level | null, more: ReleaseEvidence = {}): Release {
  const blockers: ReleaseBlocker[] = [];
  const add = (code: string, message: string) => blockers.push({ code, message });
  const record = (isObject(value) ? value : {}) as { decision?: unknown; gates?: unknown };
  const decision = (isObject(record.decision) ? record.decision : {}) as Record<string, unknown>;
  if (decision['verdict'] !== 'ship') add('RELEASE_NOT_SHIP', `release requires decision.verdict: ship, not ${JSON.stringify(decision['verdict'] ?? null)}`);
  const actor = decision['actor'];
  if (typeof actor !== 'string' || actor.trim() === '' || actor.trim().toLowerCase() === 'unknown')
    add('RELEASE_ACTOR', `release requires a named decision.actor, not ${JSON.stringify(actor ?? null)}`);
  const gates = Array.isArray(record.gates) ? (record.gates as unknown[]) : [];
  const failing = gates.filter((g) => !isObject(g) || g['result'] !== 'pass').map((g) => (isObject(g) ? String(g['id']) : JSON.stringify(g)));
  if (gates.length === 0) add('RELEASE_GATES', 'release requires passing deterministic gates, and there are none');
  else if (failing.length > 0) add('RELEASE_GATES', `release requires every gate passing: ${failing.join(', ')} did not`);
  if (level === null || LEVELS.indexOf(level) < LEVELS.indexOf('L2'))
    add('RELEASE_BELOW_L2', `release requires L2 or higher; the record is at ${level ?? 'below L1'}`);
  if (more.signature && !more.signature.ok)
    add('RELEASE_SIGNATURE', `release with --key requires a signature that verifies: ${more.signature.message} (${more.signature.code})`);
  if (more.replay && more.replay.length > 0)
    add('RELEASE_REPLAY', `release with --ledger requires a replay that matches: ${more.replay.map((m) => `${m.code} ${m.what}`).join(', ')}`);
  return { permitted: blockers.length === 0, blockers };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
