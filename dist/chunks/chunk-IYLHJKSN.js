import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/version.ts
var VERSION = true ? "0.1.0" : "dev";

export {
  VERSION
};
