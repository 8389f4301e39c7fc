import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/import/formats.ts
var RECORD_FORMAT_NAMES = {
  promptfoo: "promptfoo.results",
  junit: "junit",
  inspect: "inspect.log",
  deepeval: "deepeval.test-run"
};
function importFormatOf(recordFormat) {
  const name = recordFormat.slice(0, Math.max(0, recordFormat.indexOf("/")));
  return Object.keys(RECORD_FORMAT_NAMES).find((f) => RECORD_FORMAT_NAMES[f] === name);
}

export {
  importFormatOf
};
