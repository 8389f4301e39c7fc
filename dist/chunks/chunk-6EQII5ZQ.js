import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  isRfc3339
} from "./chunk-FSOK7FNT.js";
import {
  SIGNAL_TIERS,
  isSignalTier,
  readerTier,
  tierBelow,
  weakest
} from "./chunk-FANIYTUJ.js";
import {
  MAX_NESTING
} from "./chunk-YAMR5NNT.js";

// src/signals/uuid.ts
var HEX = new Uint8Array(128);
for (const c of "0123456789abcdefABCDEF") HEX[c.charCodeAt(0)] = 1;
var lastUuid;
function isUuid(s) {
  if (s === lastUuid) return true;
  if (s.length !== 36 || s.charCodeAt(8) !== 45 || s.charCodeAt(13) !== 45 || s.charCodeAt(18) !== 45 || s.charCodeAt(23) !== 45) return false;
  for (let i = 0; i < 36; i++) {
    if (i === 8 || i === 13 || i === 18 || i === 23) continue;
    const c = s.charCodeAt(i);
    if (c >= 128 || HEX[c] === 0) return false;
  }
  lastUuid = s;
  return true;
}

// src/signals/privacy.ts
var MAX_SCAN_CHARS = 64 * 1024;
var LOCAL = /[A-Za-z0-9._%+-]/;
var LABEL = /[A-Za-z0-9-]/;
var ALPHA = /[A-Za-z]/;
function hasEmail(s) {
  for (let at = s.indexOf("@"); at !== -1; at = s.indexOf("@", at + 1)) {
    if (at === 0 || !LOCAL.test(s.charAt(at - 1))) continue;
    let i = at + 1;
    for (; ; ) {
      const start = i;
      while (i < s.length && LABEL.test(s.charAt(i))) i++;
      if (i === start || s.charAt(i) !== ".") break;
      if (ALPHA.test(s.charAt(i + 1)) && ALPHA.test(s.charAt(i + 2))) return true;
      i++;
    }
  }
  return false;
}
var TOKENS = /-----BEGIN [A-Z ]{0,64}PRIVATE KEY-----|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{36}|\bgithub_pat_\w{50}|\bglpat-[A-Za-z0-9_-]{20}|\bnpm_[A-Za-z0-9]{36}\b|\bAIza[0-9A-Za-z_-]{35}|\bxox[abprs]-[A-Za-z0-9-]{10}|\bsk-[A-Za-z0-9_-]{20}|\b(?:password|passwd|secret|token|api[_-]?key)\s{0,64}[:=]\s{0,64}\S{6}/i;
function hasJwt(s) {
  for (const m of s.matchAll(/[A-Za-z0-9_.-]+/g)) {
    const run = m[0];
    if (!run.includes("eyJ") || !run.includes(".")) continue;
    const parts = run.split(".");
    for (let i = 0; i + 2 < parts.length; i++) {
      const [a, b, c] = [parts[i], parts[i + 1], parts[i + 2]];
      if (b.length < 13 || !b.startsWith("eyJ") || c.length < 10) continue;
      const at = a.startsWith("eyJ") ? 0 : a.indexOf("-eyJ") + 1;
      if ((at > 0 || a.startsWith("eyJ")) && a.length - at - 3 >= 10) return true;
    }
  }
  return false;
}
function hasSecret(s) {
  return TOKENS.test(s) || s.includes("eyJ") && hasJwt(s);
}
var REPO_HOST = /https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org)\/[\w.-]+\/[\w.-]|git@[\w.-]+:[\w.-]+\/[\w.-]/i;
function hasRepositoryUrl(s) {
  if (REPO_HOST.test(s)) return true;
  if (!/\.git/i.test(s)) return false;
  for (const m of s.matchAll(/\S+/g)) {
    const run = m[0];
    const scheme = /https?:\/\//i.exec(run);
    if (!scheme) continue;
    let last = -1;
    for (const g of run.matchAll(/\.git\b/gi)) last = g.index;
    if (last > scheme.index + scheme[0].length) return true;
  }
  return false;
}
var DECLARATION = /^\s*(?:def|function|class|import|from|package|public|private|const|let|var)\s+\w/;
var LINE_END = "({=;:";
function hasCode(s) {
  if (s.includes("```") || /;[^\S\n]*\n/.test(s)) return true;
  for (const line of s.split("\n")) {
    const m = DECLARATION.exec(line);
    if (!m) continue;
    const t = line.trimEnd();
    if (t.length - 1 >= m[0].length && LINE_END.includes(t.charAt(t.length - 1))) return true;
  }
  let close = -1;
  let lastNewlineBeforeClose = -1;
  for (let open = s.indexOf("{"); open !== -1; open = s.indexOf("{", open + 1)) {
    if (open > close) {
      close = s.indexOf("}", open + 1);
      if (close === -1) return false;
      lastNewlineBeforeClose = -1;
      for (let j = close - 1; j > open && /\s/.test(s.charAt(j)); j--)
        if (s.charAt(j) === "\n") {
          lastNewlineBeforeClose = j;
          break;
        }
    }
    if (lastNewlineBeforeClose === -1) continue;
    let firstNewline = -1;
    for (let j = open + 1; j < close && /\s/.test(s.charAt(j)); j++)
      if (s.charAt(j) === "\n") {
        firstNewline = j;
        break;
      }
    if (firstNewline !== -1 && lastNewlineBeforeClose > firstNewline) return true;
  }
  return false;
}
var DETECTORS = [
  ["email", (s) => s.includes("@"), hasEmail],
  ["secret", (s) => /[-_]|AKIA|AIza|eyJ|[:=]/i.test(s), hasSecret],
  ["repository_url", (s) => s.includes("://") || s.includes("git@"), hasRepositoryUrl],
  ["code", (s) => s.includes("\n") || s.includes("`") || s.includes(";") || s.includes("{") || s.includes("("), hasCode]
];
var lower = (s, i) => s.charCodeAt(i) | 32;
var follows = (s, end, word) => {
  for (let j = 0; j < word.length; j++) if (lower(s, end - word.length + j) !== word.charCodeAt(j)) return false;
  return true;
};
var isSpace = (c) => c === 32 || c >= 9 && c <= 13 || c >= 128 && /\s/.test(String.fromCharCode(c));
function keywordBefore(s, at) {
  const c = s.charCodeAt(at - 1);
  const l = c | 32;
  if (c > 32 && c < 128 && l !== 100 && l !== 116 && l !== 110 && l !== 121) return false;
  let end = at;
  while (end > 0 && isSpace(s.charCodeAt(end - 1))) end--;
  return follows(s, end, "key") || follows(s, end, "token") || follows(s, end, "secret") || follows(s, end, "passwd") || follows(s, end, "password");
}
var QUICK = new Uint8Array(128);
for (const c of "@:=\n`;{(-_KkJZz") QUICK[c.charCodeAt(0)] = 1;
function mayHoldPrivateText(s) {
  for (let i = nextMark(s, 0); i !== -1; i = nextMark(s, i + 1)) {
    const c = s.charCodeAt(i);
    switch (c) {
      case 58:
        if (s.charCodeAt(i + 1) === 47 && s.charCodeAt(i + 2) === 47 || keywordBefore(s, i)) return true;
        break;
      case 61:
        if (keywordBefore(s, i)) return true;
        break;
      case 64:
      // @
      case 10:
      // \n
      case 96:
      // `
      case 59:
      // ;
      case 123:
      // {
      case 40:
        return true;
      case 45:
        if (s.charCodeAt(i + 1) === 45 || follows(s, i, "sk") || follows(s, i, "glpat") || follows(s, i - 1, "xox") && "abprs".includes(s.charAt(i - 1).toLowerCase()))
          return true;
        break;
      case 95:
        if (follows(s, i, "github") || follows(s, i, "npm") || follows(s, i - 1, "gh") && "pousr".includes(s.charAt(i - 1).toLowerCase())) return true;
        break;
      case 90:
      // Z
      case 122:
        if (follows(s, i, "ai")) return true;
        break;
      case 75:
      // K
      case 107:
        if (lower(s, i - 1) === 97) return true;
        break;
      case 74:
        if (s.charCodeAt(i - 1) === 121) return true;
        break;
    }
  }
  return false;
}
function nextMark(s, from) {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && QUICK[c] !== 0) return i;
  }
  return -1;
}
function scanAll(x) {
  if (x.length < 6) return NONE;
  const s = x.length > MAX_SCAN_CHARS ? x.slice(0, MAX_SCAN_CHARS) : x;
  const out = [];
  for (const [kind, maybe, found] of DETECTORS) if (maybe(s) && found(s)) out.push(kind);
  if (x.length > MAX_SCAN_CHARS) out.push("oversize");
  return out.length === 0 ? NONE : out;
}
var NONE = Object.freeze([]);
var REMEMBER_CHARS = 128;
var REMEMBER_MAX = 4096;
function remembered(compute) {
  const seen = /* @__PURE__ */ new Map();
  return (s) => {
    if (s.length > REMEMBER_CHARS) return compute(s);
    let v = seen.get(s);
    if (v === void 0) {
      v = compute(s);
      if (seen.size >= REMEMBER_MAX) seen.clear();
      seen.set(s, v);
    }
    return v;
  };
}
var fullScan = remembered(scanAll);
var SHORT_CHARS = 10;
var shortKinds = remembered((s) => mayHoldPrivateText(s) ? fullScan(s) : NONE);
function kindsOf(x) {
  const n = x.length;
  if (n < 6) return NONE;
  if (n <= SHORT_CHARS) return shortKinds(x);
  if (n === 36 && isUuid(x) || n <= MAX_SCAN_CHARS && !mayHoldPrivateText(x)) return NONE;
  return fullScan(x);
}
var FREE_TEXT_FIELDS = /* @__PURE__ */ new Set([
  "agent_name",
  "agentName",
  "skill_used",
  "skill",
  "observed_agent",
  "observed_skill",
  "reason",
  "observation",
  "description",
  "issues_found",
  "requested_action"
]);
var TOKEN_MIN_CHARS = 32;
var TOKEN_RUN = /[A-Za-z0-9+/=_-]{32,}/g;
var MIN_ENTROPY_BITS = 4;
function looksLikeToken(x) {
  const s = x.length > MAX_SCAN_CHARS ? x.slice(0, MAX_SCAN_CHARS) : x;
  if (s.length < TOKEN_MIN_CHARS) return false;
  if (/(?:^|[^0-9A-Za-z_])[0-9a-fA-F]{40}(?![0-9A-Za-z_])/.test(s)) return true;
  for (const m of s.matchAll(TOKEN_RUN)) if (randomRun(m[0])) return true;
  return false;
}
function randomRun(run) {
  if (!/[A-Z]/.test(run) || !/[a-z]/.test(run) || !/[0-9]/.test(run)) return false;
  const counts = /* @__PURE__ */ new Map();
  for (const c of run) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= n / run.length * Math.log2(n / run.length);
  return bits >= MIN_ENTROPY_BITS;
}
var tokenLike = remembered(looksLikeToken);
function freeTextKinds(s, kinds) {
  if (s.length < TOKEN_MIN_CHARS || kinds.includes("secret") || !tokenLike(s)) return kinds;
  return [...kinds, "secret"];
}
var PLAIN = /^[A-Za-z0-9_][\w .:/@+-]{0,99}$/;
var safeLabel = remembered((s) => {
  const kinds = kindsOf(s);
  if (kinds.length === 0 && PLAIN.test(s)) return s;
  return `(name withheld: ${kinds[0] ?? "not a plain identifier"})`;
});
function safeName(s) {
  return s.length >= TOKEN_MIN_CHARS && tokenLike(s) ? "(name withheld: secret)" : safeLabel(s);
}
function safeKeys(keys) {
  const plain = keys.filter((k) => safeLabel(k) === k);
  const hidden = keys.length - plain.length;
  return [...plain, ...hidden > 0 ? [`${hidden} not shown (not plain identifiers)`] : []].join(", ");
}
var PLAIN_KEY_LISTS_MAX = 16;
var PLAIN_KEY_LIST_KEYS = 64;
var CLEAN_VALUE_CHARS = 1024;
var plainKeyLists = [];
var cellsByKey = /* @__PURE__ */ new Map();
function knownPlainKeys(keys) {
  next: for (const list of plainKeyLists) {
    if (list.keys.length !== keys.length) continue;
    for (let i = 0; i < keys.length; i++) if (list.keys[i] !== keys[i]) continue next;
    return list;
  }
  return void 0;
}
function rememberPlainKeys(keys) {
  if (plainKeyLists.length >= PLAIN_KEY_LISTS_MAX) {
    plainKeyLists.length = 0;
    cellsByKey.clear();
  }
  const cells = keys.map((k) => {
    let cell = cellsByKey.get(k);
    if (cell === void 0) cellsByKey.set(k, cell = { value: void 0, item: void 0 });
    return cell;
  });
  plainKeyLists.push({ keys, cells });
}
var NO_FINDINGS = Object.freeze([]);
var NestedTooDeep = class extends Error {
};
function privacyFindings(v, path = "", levelsAbove = 0) {
  const out = [];
  if (typeof v === "string") addKinds(out, kindsOf(v), path || "(value)");
  else if (v !== null && typeof v === "object") walk(v, void 0, void 0, path, out, levelsAbove + 1);
  return out.length === 0 ? NO_FINDINGS : out;
}
function addKinds(out, kinds, field) {
  for (const kind of kinds) out.push({ field, kind });
}
function fieldOf(path, up, seg, last) {
  const segs = seg === void 0 ? [last] : [last, seg];
  for (let s = up; s !== void 0; s = s.up) segs.push(s.seg);
  let p = path;
  for (let i = segs.length - 1; i >= 0; i--) {
    const seg2 = segs[i];
    p = typeof seg2 === "number" ? `${p}[${seg2}]` : p ? `${p}.${safeLabel(seg2)}` : safeLabel(seg2);
  }
  return p;
}
function walk(x, up, seg, path, out, depth, cell) {
  if (depth > MAX_NESTING) throw new NestedTooDeep();
  if (Array.isArray(x)) {
    const freeText = typeof seg === "string" && FREE_TEXT_FIELDS.has(seg);
    for (let i = 0; i < x.length; i++) {
      if (!(i in x)) continue;
      const y = x[i];
      if (typeof y === "string") {
        if (cell !== void 0 && cell.item === y) continue;
        const kinds = freeText ? freeTextKinds(y, kindsOf(y)) : kindsOf(y);
        if (kinds.length > 0) addKinds(out, kinds, fieldOf(path, up, seg, i) || "(value)");
        else if (cell !== void 0 && y.length <= CLEAN_VALUE_CHARS) cell.item = y;
      } else if (y !== null && typeof y === "object") walk(y, seg === void 0 ? up : { up, seg }, i, path, out, depth + 1);
    }
    return;
  }
  const o = x;
  const keys = Object.keys(o);
  const known = knownPlainKeys(keys);
  let plain = true;
  let j = 0;
  for (const key in o) {
    if (j === keys.length) break;
    if (known === void 0 && safeLabel(key) !== key) {
      plain = false;
      const kinds = kindsOf(key);
      if (kinds.length > 0) addKinds(out, kinds, fieldOf(path, up, seg, key));
    }
    const y = o[key];
    if (typeof y === "string") {
      if (y.length >= 6 && (known === void 0 || known.cells[j].value !== y)) {
        const kinds = y.length >= TOKEN_MIN_CHARS && FREE_TEXT_FIELDS.has(key) ? freeTextKinds(y, kindsOf(y)) : kindsOf(y);
        if (kinds.length > 0) addKinds(out, kinds, fieldOf(path, up, seg, key) || "(value)");
        else if (known !== void 0 && y.length <= CLEAN_VALUE_CHARS) known.cells[j].value = y;
      }
    } else if (y !== null && typeof y === "object") walk(y, seg === void 0 ? up : { up, seg }, key, path, out, depth + 1, known?.cells[j]);
    j++;
  }
  if (known === void 0 && plain && keys.length <= PLAIN_KEY_LIST_KEYS) rememberPlainKeys(keys);
}

// src/signals/deviation.ts
function describeValue(v) {
  if (v === void 0) return "nothing";
  if (v === null || typeof v === "boolean") return String(v);
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "a non-finite number";
  if (typeof v === "string") return v === "" ? "an empty string" : `a string of ${v.length} characters`;
  if (Array.isArray(v)) return `a list of ${v.length} items`;
  return `a ${typeof v === "object" ? "mapping" : typeof v}`;
}

// src/signals/ocp/validate.ts
var VERDICTS = /* @__PURE__ */ new Set(["accept", "reject", "pass", "fail", "error"]);
var SIGNAL_KEYS = /* @__PURE__ */ new Set(["id", "kind", "name", "value", "unit", "better", "target", "scale", "at_attempt", "observed_at", "source", "tier", "ext"]);
function signalProblem(v) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return "a signal is an object";
  const s = v;
  for (const k of ["id", "kind", "name", "observed_at", "tier"]) if (s[k] === void 0) return `signal has no ${k}`;
  if (!("value" in s)) return "signal has no value";
  {
    const extra = Object.keys(s).filter((k) => !SIGNAL_KEYS.has(k));
    if (extra.length > 0) return `signal fields not in OCP 0.3: ${safeKeys(extra)}`;
  }
  if (typeof s["id"] !== "string" || s["id"] === "" || s["id"].length > 200) return "id must be a string of 1 to 200 characters";
  if (typeof s["name"] !== "string" || s["name"].length > 200) return "name must be a string of at most 200 characters";
  if (typeof s["observed_at"] !== "string" || !isRfc3339(s["observed_at"])) return "observed_at must be an RFC 3339 timestamp with an offset";
  if (!isSignalTier(s["tier"])) return `tier must be ${SIGNAL_TIERS.join(", ")}, got ${describeValue(s["tier"])}`;
  const value = s["value"];
  switch (s["kind"]) {
    case "verdict":
      if (typeof value !== "string" || !VERDICTS.has(value)) return `a verdict's value is accept, reject, pass, fail or error, got ${describeValue(value)}`;
      break;
    case "score":
      if (value !== null && (typeof value !== "number" || !Number.isFinite(value))) return `a score's value is a number or null, got ${describeValue(value)}`;
      if (s["scale"] === "fraction" && typeof value === "number" && (value < 0 || value > 1)) return `a fraction score lies in [0, 1], got ${value}`;
      break;
    case "event":
      if (typeof value !== "string") return `an event's value is a reference string, got ${describeValue(value)}`;
      break;
    default:
      return `kind must be verdict, score or event, got ${describeValue(s["kind"])}`;
  }
  if (typeof value === "string" && value.length > 500) return "value is longer than 500 characters";
  if (s["better"] !== void 0 && s["better"] !== "higher" && s["better"] !== "lower") return "better must be higher or lower";
  if (s["scale"] !== void 0 && !["linear", "log", "fraction"].includes(s["scale"])) return "scale must be linear, log or fraction";
  if (s["target"] !== void 0 && typeof s["target"] !== "number") return "target must be a number";
  return void 0;
}
function ruleProblem(v) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return "an acceptance rule is an object";
  const r = v;
  if (typeof r["name"] !== "string" || r["name"] === "") return "acceptance_rule needs a name";
  if (typeof r["definition"] !== "string") return "acceptance_rule needs a definition";
  if (r["requires"] !== void 0 && (!Array.isArray(r["requires"]) || r["requires"].some((x) => typeof x !== "string")))
    return "requires is a list of verdict names";
  if (r["excludes_events"] !== void 0 && (!Array.isArray(r["excludes_events"]) || r["excludes_events"].some((x) => typeof x !== "string")))
    return "excludes_events is a list of event names";
  if (r["window_days"] !== void 0 && (typeof r["window_days"] !== "number" || !Number.isInteger(r["window_days"]) || r["window_days"] < 0))
    return "window_days is an integer \u2265 0";
  const score = r["score"];
  if (score !== void 0 && score !== null) {
    const sc = score;
    if (typeof sc["name"] !== "string" || typeof sc["target"] !== "number" || sc["better"] !== "higher" && sc["better"] !== "lower")
      return "score needs name, target and better (higher or lower)";
    if (sc["scale"] === "fraction" && (sc["target"] < 0 || sc["target"] > 1))
      return `a fraction score target lies in [0, 1], got ${String(sc["target"])}`;
  }
  return void 0;
}
function ruleAgainstSignals(rule, kinds) {
  const out = [];
  for (const name of rule.requires ?? []) {
    const k = kinds.get(name);
    if (k && (k.has("score") || k.has("event"))) out.push(`requires names ${safeLabel(name)}, a ${[...k].join("/")} signal, not a verdict`);
  }
  if (rule.score) {
    const k = kinds.get(rule.score.name);
    if (k && (k.has("verdict") || k.has("event"))) out.push(`score names ${safeLabel(rule.score.name)}, a ${[...k].join("/")} signal, not a score`);
  }
  return out;
}

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
  if ((g = /^(\d{4})-W(\d{2})(?:-(\d))?/.exec(s)) || (g = /^(\d{4})W(\d{2})(\d)?/.exec(s)))
    return weekDate(Number(g[1]), Number(g[2]), g[3] === void 0 ? 1 : Number(g[3]), g[0].length);
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
  isUuid,
  safeLabel,
  safeName,
  safeKeys,
  NestedTooDeep,
  privacyFindings,
  describeValue,
  signalProblem,
  ruleProblem,
  ruleAgainstSignals,
  readerInstant,
  AcceptanceFold,
  excludedEvents,
  explainAcceptance
};
