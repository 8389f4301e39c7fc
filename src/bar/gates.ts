// The profile of a bar against the record judged by it (`aqr verify --bar`):
// the record must name that profile at a tier no weaker than its own, and
// carry each gate the profile demands at the record's tier with the
// profile's floor. A record written under a laxer profile than its bar names
// does not pass.
import { gatesAtTier, RELEASE_TIERS, type Profile, type ProfileGate } from '../profile/types.js';
import type { AgentQualityRecord, Gate } from '../record/types.js';

export interface BarGateCheck {
  /** Profile gates found in the record with the profile's threshold. */
  confirmed: number;
  /** One line each: a gate whose threshold differs, a gate a ship record lacks, another profile or a weaker tier. */
  mismatches: string[];
  /** Profile gates a hold or reject record lacks: not judged (a gate that cannot be judged holds), so no mismatch. */
  notJudged: string[];
}

function name(g: { id: string; split?: string | undefined }): string {
  return g.split ? `${g.id} (${g.split})` : g.id;
}

function threshold(g: ProfileGate): string {
  return g.floor !== undefined ? `floor ${g.floor}` : g.ceiling !== undefined ? `ceiling ${g.ceiling}` : 'a decision';
}

/** The record's gates that a profile gate's result is written as (evaluate adds the backing measure's split to a gate without one). */
function written(g: ProfileGate, gates: readonly Gate[]): Gate[] {
  return gates.filter((r) => r.id === g.id && (g.split === undefined || r.split === g.split));
}

export function barGateCheck(profile: Profile, record: AgentQualityRecord): BarGateCheck {
  const out: BarGateCheck = { confirmed: 0, mismatches: [], notJudged: [] };
  const r = record.profile;
  if (r.id !== profile.id || r.version !== profile.version)
    out.mismatches.push(`the record names profile ${r.id}@${r.version}, the profile is ${profile.id}@${profile.version}`);
  if (RELEASE_TIERS.indexOf(r.tier) < RELEASE_TIERS.indexOf(profile.tier))
    out.mismatches.push(`the record's tier ${r.tier} is weaker than the profile's own (${profile.tier})`);
  for (const g of gatesAtTier(profile, r.tier)) {
    // A shadow gate is never in the record; a regression alone is skipped without a baseline.
    if (g.mode === 'shadow' || (g.regression !== undefined && g.floor === undefined && g.ceiling === undefined)) continue;
    const found = written(g, record.gates);
    // The record has no field for a ceiling: a ceiling gate is written without a floor.
    if (found.some((w) => w.floor === g.floor)) out.confirmed++;
    else if (found.length > 0)
      out.mismatches.push(
        `gate ${name(g)}: the record's ${found.map((w) => (w.floor === undefined ? 'gate has no floor' : `floor is ${w.floor}`)).join(', ')}, the profile sets ${threshold(g)}`,
      );
    else if (record.decision.verdict === 'ship') out.mismatches.push(`gate ${name(g)} (${threshold(g)}) of the profile is not in the record, yet it ships`);
    else out.notJudged.push(name(g));
  }
  return out;
}
