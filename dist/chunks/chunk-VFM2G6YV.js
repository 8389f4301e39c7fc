import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/text/number.ts
function num(v) {
  if (v === void 0 || v === null) return "\u2013";
  if (typeof v === "boolean") return String(v);
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v) && Math.abs(v) < 1e3) return String(v);
  return String(Number(v.toPrecision(3)));
}
function plural(n, one, many = `${one}s`) {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
function percent(x) {
  return x === null || x === void 0 ? "\u2013" : `${num(x * 100)}%`;
}
function decimals(s) {
  if (/e/i.test(s)) return void 0;
  const dot = s.indexOf(".");
  return dot < 0 ? 0 : s.length - dot - 1;
}
function numRange(lower, upper) {
  const end = (x) => Number.isFinite(x) ? num(x) : x > 0 ? "\u221E" : "\u2212\u221E";
  const [lo, hi] = [end(lower), end(upper)];
  const d = [lo, hi].filter((s) => !s.includes("\u221E")).map(decimals);
  if (d.length === 2 && d[0] !== void 0 && d[1] !== void 0 && d[0] !== d[1]) {
    const places = Math.max(d[0], d[1]);
    const pad = (s) => Number(s).toFixed(places);
    return `${pad(lo)} \u2013 ${pad(hi)}`;
  }
  return `${lo} \u2013 ${hi}`;
}
function signed(x) {
  return `${x >= 0 ? "+" : "\u2212"}${num(Math.abs(x))}`;
}

export {
  num,
  plural,
  percent,
  numRange,
  signed
};
