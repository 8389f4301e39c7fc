import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/github/failure.ts
function httpStatus(e) {
  const s = e.status;
  return typeof s === "number" ? s : void 0;
}
function describeFailure(e) {
  const status = httpStatus(e);
  const message = (e.message ?? String(e)).split("\n")[0] ?? "";
  return status ? `HTTP ${status}: ${message.replace(/ - https:\/\/docs\.github\.com\S*/, "")}` : message;
}

export {
  httpStatus,
  describeFailure
};
