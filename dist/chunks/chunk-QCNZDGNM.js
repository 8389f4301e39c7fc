import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  RELEASE_TIERS,
  gatesAtTier
} from "./chunk-EIAKEXQU.js";

// src/bar/gates.ts
function name(g) {
  return g.split ? `${g.id} (${g.split})` : g.id;
}
function threshold(g) {
  return g.floor !== void 0 ? `floor ${g.floor}` : g.ceiling !== void 0 ? `ceiling ${g.ceiling}` : "a decision";
}
function written(g, gates) {
  return gates.filter((r) => r.id === g.id && (g.split === void 0 || r.split === g.split));
}
function barGateCheck(profile, record) {
  const out = { confirmed: 0, mismatches: [], notJudged: [] };
  const r = record.profile;
  if (r.id !== profile.id || r.version !== profile.version)
    out.mismatches.push(`the record names profile ${r.id}@${r.version}, the profile is ${profile.id}@${profile.version}`);
  if (RELEASE_TIERS.indexOf(r.tier) < RELEASE_TIERS.indexOf(profile.tier))
    out.mismatches.push(`the record's tier ${r.tier} is weaker than the profile's own (${profile.tier})`);
  for (const g of gatesAtTier(profile, r.tier)) {
    if (g.mode === "shadow" || g.regression !== void 0 && g.floor === void 0 && g.ceiling === void 0) continue;
    const found = written(g, record.gates);
    if (found.some((w) => w.floor === g.floor)) out.confirmed++;
    else if (found.length > 0)
      out.mismatches.push(
        `gate ${name(g)}: the record's ${found.map((w) => w.floor === void 0 ? "gate has no floor" : `floor is ${w.floor}`).join(", ")}, the profile sets ${threshold(g)}`
      );
    else if (record.decision.verdict === "ship") out.mismatches.push(`gate ${name(g)} (${threshold(g)}) of the profile is not in the record, yet it ships`);
    else out.notJudged.push(name(g));
  }
  return out;
}

export {
  barGateCheck
};
