import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/profile/types.ts
var DEFAULT_RESAMPLES = 1e3;
var RELEASE_TIERS = ["T0", "T1", "T2"];
function gateKey(g) {
  return `${g.split ? `${g.id}@${g.split}` : g.id}${g.mode === "shadow" ? "#shadow" : ""}`;
}
function gatesAtTier(p, tier) {
  const out = [...p.gates];
  for (const t of RELEASE_TIERS.slice(0, RELEASE_TIERS.indexOf(tier) + 1)) {
    for (const g of p.tier_gates[t] ?? []) {
      const bare = g.split === void 0 && g.floor === void 0 && g.ceiling === void 0;
      const regressionOnly = (o) => o.regression !== void 0 && o.floor === void 0 && o.ceiling === void 0;
      if (out.some((o) => o.mode !== "shadow" && !regressionOnly(o) && (gateKey(o) === gateKey(g) || bare && o.id === g.id))) continue;
      out.push(g);
    }
  }
  return out;
}

export {
  DEFAULT_RESAMPLES,
  RELEASE_TIERS,
  gateKey,
  gatesAtTier
};
