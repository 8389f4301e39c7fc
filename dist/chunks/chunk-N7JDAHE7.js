import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readerTier,
  tierBelow,
  weakest
} from "./chunk-FANIYTUJ.js";

// src/signals/ocp/timestamp.ts
var DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
var leap = (y) => y % 4 === 0 && y % 100 !== 0 || y % 400 === 0;
var daysIn = (y, m) => m === 2 && leap(y) ? 29 : DAYS_IN_MONTH[m - 1];
function readerInstant(value) {
  if (value === void 0 || value === null || value === false || value === 0 || value === "") return null;
  if (typeof value !== "string") return null;
  return parseIso(value.replaceAll("Z", "+00:00"));
}
function parseIso(s) {
  const date = parseDate(s);
  if (!date) return null;
  const rest = s.slice(date.length);
  let clock = { h: 0, mi: 0, se: 0, us: 0, offsetUs: 0n };
  if (rest.length > 0) {
    const t = parseTime([...rest].slice(1).join(""));
    if (!t || [...rest].length < 2) return null;
    clock = t;
  }
  const ms = Date.UTC(date.y, date.m - 1, date.d, clock.h, clock.mi, clock.se);
  const utc = new Date(ms);
  utc.setUTCFullYear(date.y);
  return BigInt(utc.getTime()) * 1000n + BigInt(clock.us) - clock.offsetUs;
}
function parseDate(s) {
  const ok = (y, m, d, length) => y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m) ? { y, m, d, length } : null;
  let g;
  if ((g = /^(\d{4})-W(\d{2})(?:-(\d))?/.exec(s)) || (g = /^(\d{4})W(\d{2})(\d)?/.exec(s))) return weekDate(Number(g[1]), Number(g[2]), g[3] === void 0 ? 1 : Number(g[3]), g[0].length);
  if (g = /^(\d{4})-(\d{2})-(\d{2})/.exec(s)) return ok(Number(g[1]), Number(g[2]), Number(g[3]), 10);
  if (g = /^(\d{4})(\d{2})(\d{2})/.exec(s)) return ok(Number(g[1]), Number(g[2]), Number(g[3]), 8);
  return null;
}
function weekDate(y, w, d, length) {
  if (y < 1 || w < 1 || d < 1 || d > 7) return null;
  const jan4 = new Date(Date.UTC(2e3, 0, 4));
  jan4.setUTCFullYear(y);
  const jan1 = new Date(Date.UTC(2e3, 0, 1));
  jan1.setUTCFullYear(y);
  const weeks = jan1.getUTCDay() === 4 || jan1.getUTCDay() === 3 && leap(y) ? 53 : 52;
  if (w > weeks) return null;
  const monday = jan4.getTime() - (jan4.getUTCDay() + 6) % 7 * 864e5;
  const day = new Date(monday + ((w - 1) * 7 + (d - 1)) * 864e5);
  return { y: day.getUTCFullYear(), m: day.getUTCMonth() + 1, d: day.getUTCDate(), length };
}
function parseTime(t) {
  const at = t.search(/[+-]/);
  const clock = at < 0 ? t : t.slice(0, at);
  const c = hms(clock);
  if (!c || c.h > 23) return null;
  let offsetUs = 0n;
  if (at >= 0) {
    const o = hms(t.slice(at + 1));
    if (!o || o.h > 23) return null;
    const us = BigInt(((o.h * 60 + o.mi) * 60 + o.se) * 1e6 + o.us);
    offsetUs = t[at] === "-" ? -us : us;
  }
  return { ...c, offsetUs };
}
function hms(s) {
  const g = /^(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d*))?)?)?$/.exec(s);
  if (!g) return null;
  const colons = s.includes(":");
  if (colons && g[3] !== void 0 && !/^\d{2}:\d{2}:\d{2}/.test(s)) return null;
  if (colons && g[2] !== void 0 && !/^\d{2}:\d{2}/.test(s)) return null;
  const [h, mi, se] = [Number(g[1]), Number(g[2] ?? 0), Number(g[3] ?? 0)];
  if (mi > 59 || se > 59) return null;
  const frac = (g[4] ?? "").slice(0, 6).padEnd(6, "0");
  return { h, mi, se, us: Number(frac) };
}

// src/signals/ocp/acceptance.ts
var notEarlier = (a, b) => a === b || a !== null && (b === null || a >= b);
var AcceptanceFold = class {
  /** `now`: the decision time in ms since the epoch (default: the clock); later events are not yet known. */
  constructor(excluded = /* @__PURE__ */ new Set(["revert", "incident"]), now = Date.now()) {
    this.excluded = excluded;
    this.now = now;
  }
  excluded;
  now;
  verdicts = /* @__PURE__ */ new Map();
  scores = /* @__PURE__ */ new Map();
  unmeasured = /* @__PURE__ */ new Set();
  events = [];
  /** Every kind each name was seen with, for the rule's E195 checks. */
  kinds = /* @__PURE__ */ new Map();
  /** One signal object, read as the reader reads it, whatever its deviations. */
  add(s) {
    const { kind, name } = s;
    if (typeof name !== "string" || kind !== "verdict" && kind !== "score" && kind !== "event") return;
    let k = this.kinds.get(name);
    if (!k) this.kinds.set(name, k = /* @__PURE__ */ new Set());
    k.add(kind);
    const seen = { value: s["value"], tier: readerTier(s["tier"]), at: readerInstant(s["observed_at"]) };
    const keepLatest = (m) => {
      const prev = m.get(name);
      if (!prev || notEarlier(seen.at, prev.at)) m.set(name, seen);
    };
    if (kind === "verdict") keepLatest(this.verdicts);
    else if (kind === "score") {
      if (typeof seen.value === "number") keepLatest(this.scores);
      else this.unmeasured.add(name);
    } else if (this.excluded.has(name)) {
      const nowUs = BigInt(Math.floor(this.now)) * 1000n;
      if (seen.at === null || seen.at <= nowUs) this.events.push({ name, at: seen.at, tier: seen.tier });
    }
  }
  /** The rule's result; `endedAt` is the run's `ended_at` as written (any value). */
  evaluate(rule, endedAt, minTier) {
    const reasons = [];
    const details = [];
    const used = [];
    const parts = [];
    const part = (ok, name, tier) => {
      used.push(tier);
      if (ok && minTier !== void 0 && tierBelow(tier, minTier)) {
        parts.push(null);
        reasons.push(`missing:${name}`);
        details.push(`below_min_tier:${name}`);
      } else parts.push(ok);
    };
    for (const name of rule.requires ?? []) {
      const v = this.verdicts.get(name);
      const word = typeof v?.value === "string" ? v.value.toLowerCase() : "";
      if (!v || !["accept", "pass", "reject", "fail"].includes(word)) {
        parts.push(null);
        reasons.push(`missing:${name}`);
        if (v) details.push(word === "error" ? `error:${name}` : `not_a_verdict:${name}`);
        continue;
      }
      if (word === "reject" || word === "fail") reasons.push(`failed:${name}`);
      part(word === "accept" || word === "pass", name, v.tier);
    }
    if (rule.score) {
      const { name, target, better } = rule.score;
      const s = this.scores.get(name);
      if (!s) {
        parts.push(null);
        reasons.push(`missing:${name}`);
        if (this.unmeasured.has(name)) details.push(`unmeasured:${name}`);
      } else {
        const value = s.value;
        const ok = better === "lower" ? value <= target : value >= target;
        if (!ok) {
          reasons.push(`below_target:${name}`);
          if (better === "lower") details.push(`above_target:${name}`);
        }
        part(ok, name, s.tier);
      }
    }
    let result = parts.includes(false) ? "rejected" : parts.length > 0 && parts.every((p) => p === true) ? "accepted" : "unknown";
    if (parts.length === 0) details.push("empty_rule");
    const end = readerInstant(endedAt);
    const window = BigInt(rule.window_days ?? 14) * 86400000000n;
    for (const e of this.events) {
      if (end === null || e.at === null || e.at - end <= window) {
        result = "rejected";
        reasons.push(`late:${e.name}`);
        used.push(e.tier);
        if (e.at === null) details.push(`late_undated:${e.name}`);
      }
    }
    const scores = /* @__PURE__ */ Object.create(null);
    for (const [name, s] of [...this.scores].sort(([a], [b]) => a < b ? -1 : 1)) scores[name] = s.value;
    return { result, tier: weakest(used), reasons, details, scores };
  }
};
function excludedEvents(rule) {
  return new Set(rule?.excludes_events ?? ["revert", "incident"]);
}
function explainAcceptance(a) {
  return `${a.reasons.length ? `: ${a.reasons.join(", ")}` : ""}${a.details.length ? ` (details: ${a.details.join(", ")})` : ""}`;
}

export {
  readerInstant,
  AcceptanceFold,
  excludedEvents,
  explainAcceptance
};
