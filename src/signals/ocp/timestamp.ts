// Timestamps as the OCP reference reader (loopmath) reads them: Python's
// `datetime.fromisoformat` after every `Z` becomes `+00:00`. That grammar is
// wider than RFC 3339 (any one character between date and time, hours alone,
// basic formats, week dates, offsets with seconds), and what it refuses is "no
// time" — which, for an excluded event, means the event counts.
// A time without an offset is read as UTC (the reader uses the machine's zone;
// CI runners run in UTC). Instants are microseconds since the epoch, as BigInt,
// so that ties are ties at Python's resolution, not at JavaScript's milliseconds.

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) => (m === 2 && leap(y) ? 29 : (DAYS_IN_MONTH[m - 1] as number));

/** The instant in microseconds since 1970 UTC, or null where the reader finds no time. */
export function readerInstant(value: unknown): bigint | null {
  // The reader: a falsy value is no time; anything else is read as its string form.
  if (value === undefined || value === null || value === false || value === 0 || value === '') return null;
  if (typeof value !== 'string') return null; // the string form of a number, list or object is never ISO 8601
  return parseIso(value.replaceAll('Z', '+00:00'));
}

function parseIso(s: string): bigint | null {
  const date = parseDate(s);
  if (!date) return null;
  const rest = s.slice(date.length);
  let clock = { h: 0, mi: 0, se: 0, us: 0, offsetUs: 0n };
  if (rest.length > 0) {
    // One separator character of any kind, then the time.
    const t = parseTime([...rest].slice(1).join(''));
    if (!t || [...rest].length < 2) return null;
    clock = t;
  }
  const ms = Date.UTC(date.y, date.m - 1, date.d, clock.h, clock.mi, clock.se);
  const utc = new Date(ms);
  utc.setUTCFullYear(date.y); // Date.UTC maps years 0–99 to 1900–1999
  return BigInt(utc.getTime()) * 1000n + BigInt(clock.us) - clock.offsetUs;
}

function parseDate(s: string): { y: number; m: number; d: number; length: number } | null {
  const ok = (y: number, m: number, d: number, length: number) => (y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m) ? { y, m, d, length } : null);
  let g: RegExpExecArray | null;
  if ((g = /^(\d{4})-W(\d{2})(?:-(\d))?/.exec(s)) || (g = /^(\d{4})W(\d{2})(\d)?/.exec(s)))
    return weekDate(Number(g[1]), Number(g[2]), g[3] === undefined ? 1 : Number(g[3]), g[0].length);
  if ((g = /^(\d{4})-(\d{2})-(\d{2})/.exec(s))) return ok(Number(g[1]), Number(g[2]), Number(g[3]), 10);
  if ((g = /^(\d{4})(\d{2})(\d{2})/.exec(s))) return ok(Number(g[1]), Number(g[2]), Number(g[3]), 8);
  return null;
}

function weekDate(y: number, w: number, d: number, length: number): { y: number; m: number; d: number; length: number } | null {
  if (y < 1 || w < 1 || d < 1 || d > 7) return null;
  const jan4 = new Date(Date.UTC(2000, 0, 4));
  jan4.setUTCFullYear(y);
  const jan1 = new Date(Date.UTC(2000, 0, 1));
  jan1.setUTCFullYear(y);
  const weeks = jan1.getUTCDay() === 4 || (jan1.getUTCDay() === 3 && leap(y)) ? 53 : 52;
  if (w > weeks) return null;
  const monday = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86_400_000;
  const day = new Date(monday + ((w - 1) * 7 + (d - 1)) * 86_400_000);
  return { y: day.getUTCFullYear(), m: day.getUTCMonth() + 1, d: day.getUTCDate(), length };
}

function parseTime(t: string): { h: number; mi: number; se: number; us: number; offsetUs: bigint } | null {
  const at = t.search(/[+-]/);
  const clock = at < 0 ? t : t.slice(0, at);
  const c = hms(clock);
  if (!c || c.h > 23) return null;
  let offsetUs = 0n;
  if (at >= 0) {
    const o = hms(t.slice(at + 1));
    if (!o || o.h > 23) return null;
    const us = BigInt(((o.h * 60 + o.mi) * 60 + o.se) * 1_000_000 + o.us);
    offsetUs = t[at] === '-' ? -us : us;
  }
  return { ...c, offsetUs };
}

/** hh, hh:mm, hh:mm:ss[.f…], or the same without colons; up to six fraction digits count. */
function hms(s: string): { h: number; mi: number; se: number; us: number } | null {
  const g = /^(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d*))?)?)?$/.exec(s);
  if (!g) return null;
  const colons = s.includes(':');
  // Extended and basic forms do not mix: 10:5300 and 1053:00 are refused.
  if (colons && g[3] !== undefined && !/^\d{2}:\d{2}:\d{2}/.test(s)) return null;
  if (colons && g[2] !== undefined && !/^\d{2}:\d{2}/.test(s)) return null;
  const [h, mi, se] = [Number(g[1]), Number(g[2] ?? 0), Number(g[3] ?? 0)];
  if (mi > 59 || se > 59) return null;
  const frac = (g[4] ?? '').slice(0, 6).padEnd(6, '0');
  return { h, mi, se, us: Number(frac) };
}
