import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/errors.ts
var BRAND = /* @__PURE__ */ Symbol.for("agent-release-gate.AqrError");
var AqrError = class _AqrError extends Error {
  name = "AqrError";
  code;
  where;
  [BRAND] = true;
  /** Any error with the mark is an AqrError; a subclass (DuplicateAttempt...) is asked as usual, by its prototype. */
  static [Symbol.hasInstance](value) {
    if (this !== _AqrError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && value[BRAND] === true;
  }
  /** `options.cause`: the error this one wraps (an errno, a parser's error), kept for debugging, never printed. */
  constructor(code, message, where = {}, options) {
    super(message, options);
    this.code = code;
    this.where = where;
  }
  /** Bad input and bad usage both exit 2, distinct from a verdict. */
  get exitCode() {
    return 2;
  }
  /** `file:line: field: message (CODE)` on one line. */
  format() {
    const { file, line, field } = this.where;
    const at = file === void 0 ? "" : line === void 0 ? `${file}: ` : `${file}:${line}: `;
    const f = field === void 0 ? "" : `${field}: `;
    return `${at}${f}${oneLine(this.message)} (${this.code})`;
  }
};
function isAqrError(e) {
  return e instanceof AqrError;
}
var MAX_MESSAGE_CHARS = 1e3;
function oneLine(s) {
  const head = s.length > 4 * MAX_MESSAGE_CHARS ? s.slice(0, 4 * MAX_MESSAGE_CHARS) : s;
  const flat = head.split(/[\r\n]+/).map((p) => p.trim()).filter((p) => p !== "").join(" ");
  return flat.length > MAX_MESSAGE_CHARS || head !== s ? `${flat.slice(0, MAX_MESSAGE_CHARS)}\u2026` : flat;
}
function excerpt(v, max = 40) {
  const text = typeof v === "string" ? JSON.stringify(v.length > max ? v.slice(0, max) : v) : stringified(v);
  const long = typeof v === "string" ? v.length > max : text.length > max;
  return long ? `${text.slice(0, max + 2)}\u2026` : text;
}
function stringified(v) {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return Array.isArray(v) ? "[\u2026]" : "{\u2026}";
  }
}

export {
  AqrError,
  isAqrError,
  oneLine,
  excerpt
};
