import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/io/limits.ts
var MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
var MAX_IMPORT_BYTES = 256 * 1024 * 1024;

export {
  MAX_MANIFEST_BYTES,
  MAX_IMPORT_BYTES
};
