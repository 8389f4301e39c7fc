import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/io/beside.ts
function besideRecord(recordPath, suffix) {
  return `${recordPath.replace(/\.(ya?ml|json)$/i, "")}${suffix}`;
}

export {
  besideRecord
};
