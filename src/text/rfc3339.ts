// RFC 3339 timestamps (its section 5.6 date-time) as signals and --now take
// them: a date, `T`, a time and a zone (`Z` or ±hh:mm), upper case, a date the
// calendar has. One spelling of the grammar; the readers that differ say why:
// the OCP reference reader is wider (src/signals/ocp/timestamp.ts), the agent
// signals' fast path reads one form by hand and leaves the rest to Date.parse
// (src/signals/agent/normalize.ts), and the record's emitted_at is its schema's
// `date-time` format (src/doc/fast/conforms.ts, ajv-formats).

const DATE = String.raw`\d{4}-\d{2}-\d{2}`;
const ZONE = String.raw`(Z|[+-]\d{2}:\d{2})`;
const WITH_SECONDS = new RegExp(String.raw`^${DATE}T\d{2}:\d{2}:\d{2}(\.\d+)?${ZONE}$`);
// --now has always taken a time to the minute as well (2026-11-29T12:00Z).
const SECONDS_OPTIONAL = new RegExp(String.raw`^${DATE}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?${ZONE}$`);

/**
 * Whether `s` is an RFC 3339 date-time with a zone that names a real instant
 * (Date.parse reads it). `seconds: 'optional'` also takes hh:mm without seconds.
 */
export function isRfc3339(s: string, seconds: 'required' | 'optional' = 'required'): boolean {
  return (seconds === 'required' ? WITH_SECONDS : SECONDS_OPTIONAL).test(s) && !Number.isNaN(Date.parse(s));
}
