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
