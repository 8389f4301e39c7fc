import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  measureProblems
} from "./chunk-QW2EUGQH.js";
import {
  digestFields,
  digestPlaceholderReason
} from "./chunk-KH667CWY.js";
import {
  schemaIssues
} from "./chunk-DQRIIOGQ.js";
import {
  formatPath
} from "./chunk-STKYN4C7.js";

// src/check/level1.ts
function level1(value) {
  const out = schemaIssues(value).map((i) => ({ level: "L1", ...i }));
  for (const { path, digest } of digestFields(value)) {
    const why = digestPlaceholderReason(digest);
    if (why) out.push({ level: "L1", code: "DIGEST_PLACEHOLDER", path, message: `${formatPath(path)} ${why}` });
  }
  const measures = value?.measures;
  if (Array.isArray(measures)) {
    measures.forEach((m, i) => {
      if (m === null || typeof m !== "object" || typeof m.id !== "string") return;
      for (const p of measureProblems(m)) {
        out.push({ level: "L1", code: p.code, path: ["measures", i, p.field], message: `measures[${i}]: ${p.message}` });
      }
    });
  }
  const seen = /* @__PURE__ */ new Set();
  return out.filter((u) => {
    const key = `${u.code}|${(u.path ?? []).join("/")}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

export {
  level1
};
