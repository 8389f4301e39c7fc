import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/text/rfc3339.ts
var DATE = String.raw`\d{4}-\d{2}-\d{2}`;
var ZONE = String.raw`(Z|[+-]\d{2}:\d{2})`;
var WITH_SECONDS = new RegExp(String.raw`^${DATE}T\d{2}:\d{2}:\d{2}(\.\d+)?${ZONE}$`);
var SECONDS_OPTIONAL = new RegExp(String.raw`^${DATE}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?${ZONE}$`);
function isRfc3339(s, seconds = "required") {
  return (seconds === "required" ? WITH_SECONDS : SECONDS_OPTIONAL).test(s) && !Number.isNaN(Date.parse(s));
}

export {
  isRfc3339
};
