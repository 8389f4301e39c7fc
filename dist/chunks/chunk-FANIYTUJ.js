import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/signals/ocp/types.ts
var SIGNAL_TIERS = ["verified", "reported", "heuristic", "asserted"];
function isSignalTier(v) {
  return SIGNAL_TIERS.includes(v);
}
function readerTier(v) {
  const t = typeof v === "string" && v !== "" ? v.toLowerCase() : "asserted";
  return isSignalTier(t) ? t : "asserted";
}
function tierBelow(t, min) {
  return SIGNAL_TIERS.indexOf(t) > SIGNAL_TIERS.indexOf(min);
}
function weakest(tiers) {
  let worst = -1;
  for (const t of tiers) worst = Math.max(worst, SIGNAL_TIERS.indexOf(t));
  return SIGNAL_TIERS[worst < 0 ? SIGNAL_TIERS.length - 1 : worst];
}

export {
  SIGNAL_TIERS,
  isSignalTier,
  readerTier,
  tierBelow,
  weakest
};
