import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/doc/canonical-number.ts
function canonicalNumber(n) {
  if (Object.is(n, -0)) return "0";
  const s = JSON.stringify(n);
  const m = /^(-?\d+)(e[-+]\d+)$/.exec(s);
  return m ? `${m[1]}.0${m[2]}` : s;
}

export {
  canonicalNumber
};
