import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/record/digest.ts
var HEX = "0123456789abcdef";
var MAX_SHARE = 0.5;
var DIGEST_RE = /^sha256:[a-f0-9]{64}$/;
function digestPlaceholderReason(digest) {
  if (!DIGEST_RE.test(digest)) return void 0;
  const hex = digest.slice("sha256:".length);
  if (/^(.)\1*$/.test(hex)) return `is one repeated hex digit ('${hex[0]}'), a placeholder`;
  const d = Array.from(hex, (c) => HEX.indexOf(c));
  for (let lag = 1; lag <= 16; lag++) {
    const counts = new Array(16).fill(0);
    const pairs = d.length - lag;
    for (let i = 0; i < pairs; i++) {
      const step = (d[i + lag] - d[i] + 16) % 16;
      counts[step] = counts[step] + 1;
    }
    const top = Math.max(...counts);
    if (top / pairs >= MAX_SHARE)
      return `has a regular pattern (hex digits ${lag} apart differ by the same step in ${top} of ${pairs} places), not a sha256 output`;
  }
  return void 0;
}
function* digestFields(value, path = []) {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* digestFields(value[i], [...path, i]);
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === "string" && (k === "rolls_back_to" || k === "digest" || k.endsWith("_digest"))) yield { path: [...path, k], digest: v };
      else yield* digestFields(v, [...path, k]);
    }
  }
}

export {
  DIGEST_RE,
  digestPlaceholderReason,
  digestFields
};
