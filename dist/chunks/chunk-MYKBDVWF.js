import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/check/types.ts
var LEVELS = ["L1", "L2", "L3", "L4"];

// src/check/release.ts
function releaseVerdict(value, level, more = {}) {
  const blockers = [];
  const add = (code, message) => blockers.push({ code, message });
  const record = isObject(value) ? value : {};
  const decision = isObject(record.decision) ? record.decision : {};
  if (decision["verdict"] !== "ship") add("RELEASE_NOT_SHIP", `release requires decision.verdict: ship, not ${JSON.stringify(decision["verdict"] ?? null)}`);
  const actor = decision["actor"];
  if (typeof actor !== "string" || actor.trim() === "" || actor.trim().toLowerCase() === "unknown")
    add("RELEASE_ACTOR", `release requires a named decision.actor, not ${JSON.stringify(actor ?? null)}`);
  const gates = Array.isArray(record.gates) ? record.gates : [];
  const failing = gates.filter((g) => !isObject(g) || g["result"] !== "pass").map((g) => isObject(g) ? String(g["id"]) : JSON.stringify(g));
  if (gates.length === 0) add("RELEASE_GATES", "release requires passing deterministic gates, and there are none");
  else if (failing.length > 0) add("RELEASE_GATES", `release requires every gate passing: ${failing.join(", ")} did not`);
  if (level === null || LEVELS.indexOf(level) < LEVELS.indexOf("L2"))
    add("RELEASE_BELOW_L2", `release requires L2 or higher; the record is at ${level ?? "below L1"}`);
  if (more.signature && !more.signature.ok)
    add("RELEASE_SIGNATURE", `release with --key requires a signature that verifies: ${more.signature.message} (${more.signature.code})`);
  if (more.replay && more.replay.length > 0)
    add("RELEASE_REPLAY", `release with --ledger requires a replay that matches: ${more.replay.map((m) => `${m.code} ${m.what}`).join(", ")}`);
  return { permitted: blockers.length === 0, blockers };
}
function isObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

export {
  LEVELS,
  releaseVerdict
};
