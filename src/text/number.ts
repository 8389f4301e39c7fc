// The one rounding rule for numbers people read, on every surface (the
// comment, the summary, the CLI's text, the signals analysis, the pages):
// the record and its sidecars keep full precision.

/** A number for people: 3 significant digits, integers under 1000 whole; '–' for none. */
export function num(v: number | boolean | undefined | null): string {
  if (v === undefined || v === null) return '–';
  if (typeof v === 'boolean') return String(v);
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v) && Math.abs(v) < 1000) return String(v);
  return String(Number(v.toPrecision(3)));
}

/** "1 file", "2 files": a count with its noun. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** A share (0..1) as a percentage, rounded as num() rounds: "66.7%". */
export function percent(x: number | null | undefined): string {
  return x === null || x === undefined ? '–' : `${num(x * 100)}%`;
}

/** Decimals a rounded number shows ("0.126" → 3; "12" → 0); undefined for an exponent form. */
function decimals(s: string): number | undefined {
  if (/e/i.test(s)) return undefined;
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/**
 * An interval as people read it, both ends rounded as num() rounds and shown
 * to the same decimals, so "0.110 – 0.126" never reads as "0.11 – 0.126"; an
 * end that is not finite shows as ∞ (−∞).
 */
export function numRange(lower: number, upper: number): string {
  const end = (x: number) => (Number.isFinite(x) ? num(x) : x > 0 ? '∞' : '−∞');
  const [lo, hi] = [end(lower), end(upper)];
  const d = [lo, hi].filter((s) => !s.includes('∞')).map(decimals);
  if (d.length === 2 && d[0] !== undefined && d[1] !== undefined && d[0] !== d[1]) {
    const places = Math.max(d[0], d[1]);
    const pad = (s: string) => Number(s).toFixed(places);
    return `${pad(lo)} – ${pad(hi)}`;
  }
  return `${lo} – ${hi}`;
}

/** A signed difference, rounded as num() rounds: "+0.05", "−0.12" (a true minus sign). */
export function signed(x: number): string {
  return `${x >= 0 ? '+' : '−'}${num(Math.abs(x))}`;
}
