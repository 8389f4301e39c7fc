import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/report/escape.ts
function md(s, max = 200) {
  const text = String(s).replace(/[\r\n\t]+/g, " ");
  const cut = text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
  return cut.replace(MARKUP, (c, at) => c === "@" && mayLinkAt(cut, at) ? `${JOINER}\\@` : escapeOne(c));
}
var MARKUP = /[\\`*_{}[\]()#+!|<>~&@$]|(?<=www)\.|:(?=\/\/)|\/(?=\/)/gi;
var JOINER = "\u2060";
var EMAIL_AT = /[A-Za-z0-9.+_-]@[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*)*\.[A-Za-z0-9]/y;
function mayLinkAt(text, at) {
  EMAIL_AT.lastIndex = at - 1;
  return at > 0 && EMAIL_AT.test(text);
}
function escapeOne(c) {
  switch (c) {
    case "<":
      return "&lt;";
    case ">":
      return "&gt;";
    case "&":
      return "&amp;";
    case ".":
      return "&#46;";
    case ":":
      return "&#58;";
    case "/":
      return "&#47;";
    default:
      return `\\${c}`;
  }
}
function codeSpan(s) {
  return /^[^`|\r\n]+$/.test(s) ? `\`${s}\`` : md(s);
}
function mdLink(text, url) {
  return url !== void 0 && /^https?:\/\/[^\s()<>[\]`"']+$/.test(url) ? `[${md(text)}](${url})` : md(text);
}

export {
  md,
  codeSpan,
  mdLink
};
