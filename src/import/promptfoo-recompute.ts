// An independent recompute of promptfoo's deterministic assertions: each row's
// pass re-derived from the recorded output (`response.output`, `cost`,
// `latencyMs`) and the row's own assertion (`testCase.assert`, rendered with
// `testCase.vars`), following promptfoo 0.123's src/assertions/ (equals.ts,
// contains.ts, startsWith.ts, regex.ts, json.ts, cost.ts, latency.ts) and its
// runAssertion (a `not-` type inverts, `weight: 0` always passes, values are
// rendered by nunjucks with autoescape off). docs/importers.md, "Recompute".
//
// What cannot be re-derived exactly (scripts, model-graded types, a value from
// a file, a template with more than plain variables, a JSON schema, a YAML
// flow mapping in contains-json, a regular expression that may backtrack
// without end) is counted, by type, as taken as recorded. A recorded pass the
// recompute contradicts fails the attempt and is an integrity failure.
import { sha256Hex } from '../crypto/index.js';
import { quote } from '../text/log-line.js';
import { VERSION } from '../version.js';
import { isObject } from './common.js';
import { isPromptfooJudged } from './promptfoo-judged.js';

/** Who re-derived: this build. */
export const RECOMPUTE_PARTY = `agent-release-gate ${VERSION}`;

/** The types whose pass this module re-derives (without `not-`). */
export const RECOMPUTED_TYPES: readonly string[] = [
  'equals',
  'contains',
  'icontains',
  'contains-any',
  'contains-all',
  'icontains-any',
  'icontains-all',
  'starts-with',
  'regex',
  'is-json',
  'contains-json',
  'cost',
  'latency',
];

/** One assertion of a row: re-derived (pass or fail), or taken as recorded, and what the file recorded. */
export interface AssertionCheck {
  type: string;
  /** true/false: re-derived; undefined: taken as recorded (`why` says why). */
  recomputed?: boolean;
  why?: string;
  /** The file's own result for it, when its componentResults line up with testCase.assert. */
  recorded?: boolean;
  judged: boolean;
}

/** A row's recompute: every declared assertion, in testCase.assert order (assert-sets opened). */
export interface RowRecompute {
  checks: AssertionCheck[];
}

export interface Contradiction {
  task: string;
  attempt: number;
  assertion: string;
  recorded: boolean;
  recomputed: boolean;
}

/** What the recompute of a file (or of every file of a run) gives: docs/importers.md, "Recompute". */
export interface RecomputeSummary {
  /** Who re-derived: 'agent-release-gate <version>'. */
  party: string;
  /** 'sha256:<hex>' over the recompute's own output (per attempt, in task and attempt order). */
  digest: string;
  /** Attempts whose every deterministic assertion was re-derived. */
  rederived: number;
  /** Assertion type → how many it could not re-derive. */
  takenAsRecorded: Record<string, number>;
  /** Assertions whose recorded result the recompute contradicts (a recorded pass it fails, or the reverse). */
  contradicted: Contradiction[];
  /** A judged pass discarded because a deterministic check failed on recompute. */
  mechanicalOverride: boolean;
}

/** The row's declared assertions, each re-derived or taken as recorded, beside the recorded results. */
export function recomputeRow(row: Record<string, unknown>): RowRecompute {
  const testCase = isObject(row['testCase']) ? row['testCase'] : {};
  const vars = isObject(testCase['vars']) ? testCase['vars'] : {};
  const response = isObject(row['response']) ? row['response'] : {};
  const transformed = isObject(testCase['options']) && (testCase['options']['transform'] !== undefined || testCase['options']['postprocess'] !== undefined);
  const seen: Seen = {
    output: response['output'],
    cost: typeof response['cost'] === 'number' ? response['cost'] : typeof row['cost'] === 'number' ? row['cost'] : undefined,
    latencyMs: typeof row['latencyMs'] === 'number' ? row['latencyMs'] : undefined,
  };
  const declared = flatten(testCase['assert']);
  const recorded = alignRecorded(declared, row['gradingResult']);
  return {
    checks: declared
      .filter((d) => d.kind === 'assertion')
      .map((d) => {
        const type = typeOf(d.assertion);
        const judged = isPromptfooJudged(type);
        const r = judged ? { why: 'model-graded' } : transformed ? { why: 'a transform runs first' } : rederive(d.assertion, type, seen, vars);
        const rec = recorded?.get(d.position);
        return { type, judged, ...r, ...(rec === undefined ? {} : { recorded: rec }) };
      }),
  };
}

/**
 * The summary over the attempts re-derived. `passed` is the attempt's recorded
 * verdict; the recompute fails it when a re-derived assertion fails.
 */
export function summarize(attempts: readonly { task: string; attempt: number; passed: boolean; row: RowRecompute }[]): RecomputeSummary {
  const takenAsRecorded: Record<string, number> = {};
  const contradicted: Contradiction[] = [];
  let rederived = 0;
  let mechanicalOverride = false;
  const sorted = [...attempts].sort((a, b) => (a.task < b.task ? -1 : a.task > b.task ? 1 : a.attempt - b.attempt));
  const out: unknown[] = [];
  for (const a of sorted) {
    const deterministic = a.row.checks.filter((c) => !c.judged);
    if (deterministic.every((c) => c.recomputed !== undefined)) rederived++;
    for (const c of a.row.checks) if (c.recomputed === undefined) takenAsRecorded[c.type] = (takenAsRecorded[c.type] ?? 0) + 1;
    let failedOnRecompute = false;
    for (const c of deterministic) {
      if (c.recomputed === undefined) continue;
      // A row whose results do not line up with its assertions recorded the attempt's verdict only: a pass there is each assertion's.
      const recorded = c.recorded ?? (a.passed ? true : undefined);
      if (recorded === undefined) continue;
      if (recorded !== c.recomputed) contradicted.push({ task: a.task, attempt: a.attempt, assertion: c.type, recorded, recomputed: c.recomputed });
      if (recorded && !c.recomputed) failedOnRecompute = true;
    }
    if (failedOnRecompute && a.row.checks.some((c) => c.judged && c.recorded === true)) mechanicalOverride = true;
    out.push([a.task, a.attempt, a.row.checks.map((c) => [c.type, c.recomputed === undefined ? 'recorded' : c.recomputed ? 'pass' : 'fail'])]);
  }
  return {
    party: RECOMPUTE_PARTY,
    digest: `sha256:${sha256Hex(JSON.stringify(out))}`,
    rederived,
    takenAsRecorded: sortedKeys(takenAsRecorded),
    contradicted,
    mechanicalOverride,
  };
}

/** The recomputes of several files of one run as one: the digest covers each file's, in an order of their own. */
export function mergeRecomputes(list: readonly RecomputeSummary[]): RecomputeSummary | undefined {
  if (list.length <= 1) return list[0];
  const takenAsRecorded: Record<string, number> = {};
  for (const s of list) for (const [t, n] of Object.entries(s.takenAsRecorded)) takenAsRecorded[t] = (takenAsRecorded[t] ?? 0) + n;
  return {
    party: RECOMPUTE_PARTY,
    digest: `sha256:${sha256Hex(
      list
        .map((s) => s.digest)
        .sort()
        .join('\n'),
    )}`,
    rederived: list.reduce((n, s) => n + s.rederived, 0),
    takenAsRecorded: sortedKeys(takenAsRecorded),
    contradicted: list.flatMap((s) => s.contradicted),
    mechanicalOverride: list.some((s) => s.mechanicalOverride),
  };
}

/** The attempt fails on recompute: a re-derived deterministic assertion fails. */
export function failsOnRecompute(row: RowRecompute): boolean {
  return row.checks.some((c) => !c.judged && c.recomputed === false);
}

// ---- the assertions, as promptfoo runs them ----

interface Seen {
  output: unknown;
  cost: number | undefined;
  latencyMs: number | undefined;
}

type Derived = { recomputed: boolean } | { why: string };

const typeOf = (a: Record<string, unknown>): string => (typeof a['type'] === 'string' ? a['type'] : '');

function rederive(a: Record<string, unknown>, type: string, seen: Seen, vars: Record<string, unknown>): Derived {
  const inverse = type.startsWith('not-');
  const base = inverse ? type.slice(4) : type;
  if (!RECOMPUTED_TYPES.includes(base)) return { why: 'not a type aqr re-derives' };
  if (a['transform'] !== undefined) return { why: 'a transform runs first' };
  // promptfoo's runAssertion: weight 0 passes whatever the handler says.
  if (a['weight'] === 0) return { recomputed: true };
  const value = render(a['value'], vars);
  if (value === UNRENDERED) return { why: 'its value is a file, a package or a template with more than variables' };
  const output = seen.output;
  if (output === undefined || output === null) return { why: 'no recorded output' };
  const text = typeof output === 'string' ? output : JSON.stringify(output);
  const result = handler(base, { value, text, threshold: a['threshold'], seen });
  // regex answers false for an invalid pattern whatever `not-` says.
  if (result === INVALID_PATTERN) return { recomputed: false };
  if (typeof result === 'string') return { why: result };
  return { recomputed: result !== inverse };
}

const INVALID_PATTERN: unique symbol = Symbol('invalid pattern');

interface HandlerInput {
  value: unknown;
  text: string;
  threshold: unknown;
  seen: Seen;
}

/** The handler's verdict before `not-`, or a string saying why it cannot be re-derived. */
function handler(base: string, h: HandlerInput): boolean | string | typeof INVALID_PATTERN {
  const { value, text } = h;
  switch (base) {
    case 'equals':
      if (value !== null && typeof value === 'object') {
        try {
          return jsonEqual(value, JSON.parse(text) as unknown);
        } catch {
          return false;
        }
      }
      return String(value) === text;
    case 'contains':
    case 'icontains': {
      if (!((typeof value === 'string' && value !== '') || (typeof value === 'number' && !Number.isNaN(value)))) return 'its value is not a string or number';
      return base === 'contains' ? text.includes(String(value)) : text.toLowerCase().includes(String(value).toLowerCase());
    }
    case 'contains-any':
    case 'contains-all':
    case 'icontains-any':
    case 'icontains-all': {
      if (!value) return 'it has no value';
      const list = typeof value === 'string' ? commaSeparated(value) : value;
      if (!Array.isArray(list)) return 'its value is not a list';
      const fold = base.startsWith('i') ? (s: string) => s.toLowerCase() : (s: string) => s;
      const haystack = fold(text);
      const has = (v: unknown) => haystack.includes(fold(String(v)));
      return base.endsWith('-any') ? list.some(has) : list.every(has);
    }
    case 'starts-with':
      if (typeof value !== 'string' || value === '') return 'its value is not a string';
      return text.startsWith(value);
    case 'regex': {
      if (typeof value !== 'string' || value === '') return 'its value is not a string';
      if (mayBacktrack(value)) return 'the pattern may backtrack without end (nested quantifiers or back-references)';
      let re: RegExp;
      try {
        re = new RegExp(value);
      } catch {
        return INVALID_PATTERN;
      }
      return re.test(text);
    }
    case 'is-json': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text) as unknown;
      } catch {
        return false;
      }
      return value ? (parsed === undefined ? true : 'it checks a JSON schema') : true;
    }
    case 'contains-json':
      return containsJson(text, Boolean(value));
    case 'cost':
    case 'latency': {
      const threshold = h.threshold;
      if (typeof threshold !== 'number') return 'it has no threshold';
      const seen = base === 'cost' ? h.seen.cost : h.seen.latencyMs;
      if (seen === undefined) return `no recorded ${base === 'cost' ? 'cost' : 'latencyMs'}`;
      return seen <= threshold;
    }
    default:
      return 'not a type aqr re-derives';
  }
}

/**
 * contains-json: promptfoo scans each `{` for the shortest balanced span that
 * js-yaml reads as an object (JSON or a YAML flow mapping). With no `{`, there
 * is none; a span that is JSON is one; a `{` with no JSON span might still be
 * YAML, which is not re-derived, nor is a schema check.
 */
function containsJson(text: string, schema: boolean): boolean | string {
  if (!text.includes('{')) return false;
  if (schema) return 'it checks a JSON schema';
  const max = 100_000;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{') continue;
    let open = 1;
    let close = 0;
    for (let j = i + 1; j < Math.min(i + max, text.length) && open > close;) {
      if (text[j] === '{') open++;
      if (text[j] === '}') close++;
      j++;
      if (open === close || j === text.length || j === i + max) {
        const span = text.slice(i, j) + '}'.repeat(Math.max(0, open - close));
        // Tabs and control characters may read as JSON but not as YAML: not decided here.
        if (!hasControl(span)) {
          try {
            const v = JSON.parse(span) as unknown;
            if (v !== null && typeof v === 'object') return true;
          } catch {
            // not JSON: YAML may still read it
          }
        }
        if (open === close) break;
      }
    }
  }
  return 'a span in braces that is not JSON may be a YAML flow mapping (js-yaml reads it)';
}

/** A tab or control character other than a newline. */
function hasControl(s: string): boolean {
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c < 0x20 && c !== 0x0a) return true;
  }
  return false;
}

/** promptfoo's parseCommaSeparatedValues: fields split at commas, quoted fields keep theirs (`\"`, `""` escape a quote). */
export function commaSeparated(value: string): string[] | string {
  const out: string[] = [];
  let i = 0;
  const ws = (k: number) => {
    while (k < value.length && /\s/.test(value[k] as string)) k++;
    return k;
  };
  while (i < value.length) {
    while (i < value.length && (/\s/.test(value[i] as string) || value[i] === ',')) i++;
    if (i >= value.length) break;
    if (value[i] === '"') {
      let k = i + 1;
      let field = '';
      let terminated = false;
      while (k < value.length) {
        const c = value[k] as string;
        const next = value[k + 1];
        if (c === '\\' && k + 1 < value.length && (next === '"' || next === '\\')) {
          field += next;
          k += 2;
        } else if (c === '"' && next === '"') {
          field += '"';
          k += 2;
        } else if (c === '"') {
          k++;
          terminated = true;
          break;
        } else {
          field += c;
          k++;
        }
      }
      if (!terminated) return 'an unterminated quoted field';
      out.push(field);
      i = ws(k);
      if (i < value.length && value[i] !== ',') return 'a quoted field not followed by a comma';
    } else {
      let k = i;
      while (k < value.length && value[k] !== ',') k++;
      out.push(value.slice(i, k).trim());
      i = k;
    }
  }
  return out;
}

/** util.isDeepStrictEqual over JSON values. */
function jsonEqual(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [x, y] = top;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number' && Number.isNaN(x) && Number.isNaN(y)) continue;
    if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false;
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    const kx = Object.keys(x);
    const ky = Object.keys(y);
    if (kx.length !== ky.length) return false;
    for (const k of kx) {
      if (!Object.prototype.hasOwnProperty.call(y, k)) return false;
      stack.push([(x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]]);
    }
  }
  return true;
}

/** A pattern whose matching may take exponential time: a quantified group that holds a quantifier or an alternation, or a back-reference. */
function mayBacktrack(pattern: string): boolean {
  if (/\\[1-9]|\\k</.test(pattern)) return true;
  const groups: { risky: boolean }[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') groups.push({ risky: false });
    else if (c === '|' || c === '*' || c === '+' || c === '{') {
      const g = groups[groups.length - 1];
      if (g) g.risky = true;
    } else if (c === ')') {
      const g = groups.pop();
      const next = pattern[i + 1];
      if (g?.risky && (next === '*' || next === '+' || next === '{')) return true;
      // A group holding a quantifier makes its parent's content quantified too.
      const parent = groups[groups.length - 1];
      if (g?.risky && parent) parent.risky = true;
    }
  }
  return false;
}

// ---- values, rendered as promptfoo renders them ----

const UNRENDERED = Symbol('unrendered');

/** The value as runAssertion renders it: a string (or each string of a list) through nunjucks with the test's vars; objects as they are. */
function render(value: unknown, vars: Record<string, unknown>): unknown {
  if (typeof value === 'string') return renderString(value, vars);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const v of value) {
      const r = typeof v === 'string' ? renderString(v, vars) : v;
      if (r === UNRENDERED) return UNRENDERED;
      out.push(r);
    }
    return out;
  }
  return value;
}

/** `{{ name }}` and `{{ a.b }}` only (no filters, tags or comments): anything else is not rendered here. */
function renderString(template: string, vars: Record<string, unknown>): string | typeof UNRENDERED {
  if (template.startsWith('file://') || /^package:/.test(template)) return UNRENDERED;
  if (template.includes('{%') || template.includes('{#')) return UNRENDERED;
  let out = '';
  let i = 0;
  for (let open = template.indexOf('{{'); open >= 0; open = template.indexOf('{{', i)) {
    const close = template.indexOf('}}', open + 2);
    if (close < 0) return UNRENDERED;
    const m = /^\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*$/.exec(template.slice(open + 2, close));
    if (!m) return UNRENDERED;
    const path = (m[1] as string).split('.');
    if (path[0] === 'env') return UNRENDERED;
    let v: unknown = vars;
    for (const seg of path) v = isObject(v) && Object.prototype.hasOwnProperty.call(v, seg) ? v[seg] : undefined;
    // nunjucks writes undefined and null as nothing; a string, number or boolean as JS does; other values are not decided here.
    if (v === undefined || v === null) v = '';
    else if (typeof v === 'string' && v.startsWith('file://')) return UNRENDERED;
    else if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return UNRENDERED;
    out += template.slice(i, open) + String(v);
    i = close + 2;
  }
  return out + template.slice(i);
}

// ---- the declared assertions against the recorded results ----

interface Declared {
  kind: 'assertion' | 'set' | 'skipped';
  assertion: Record<string, unknown>;
  /** Its place in promptfoo's flattened componentResults; -1 when promptfoo records none. */
  position: number;
}

/**
 * testCase.assert as promptfoo's runAssertions flattens its results: each
 * assertion, an assert-set as its own result followed by its assertions'
 * (select-* and max-score record none). Sets hold assertions, not sets.
 */
function flatten(list: unknown): Declared[] {
  const out: Declared[] = [];
  let position = 0;
  const one = (a: Record<string, unknown>) => {
    const type = typeOf(a);
    if (type.startsWith('select-') || type === 'max-score') out.push({ kind: 'skipped', assertion: a, position: -1 });
    else out.push({ kind: 'assertion', assertion: a, position: position++ });
  };
  for (const a of Array.isArray(list) ? list : []) {
    if (!isObject(a)) continue;
    if (typeOf(a) === 'assert-set') {
      out.push({ kind: 'set', assertion: a, position: position++ });
      for (const s of Array.isArray(a['assert']) ? a['assert'] : []) if (isObject(s)) one(s);
    } else one(a);
  }
  return out;
}

/** Each declared assertion's recorded pass by position, when the file's results line up with the declaration (types alike); else undefined. */
function alignRecorded(declared: readonly Declared[], grading: unknown): Map<number, boolean> | undefined {
  const results = isObject(grading) && Array.isArray(grading['componentResults']) ? grading['componentResults'] : undefined;
  const placed = declared.filter((d) => d.position >= 0);
  if (!results || results.length !== placed.length) return undefined;
  const out = new Map<number, boolean>();
  for (const d of placed) {
    const r: unknown = results[d.position];
    if (!isObject(r)) return undefined;
    const type = isObject(r['assertion']) ? r['assertion']['type'] : undefined;
    if (d.kind === 'assertion' && type !== typeOf(d.assertion)) return undefined;
    out.set(d.position, r['pass'] === true);
  }
  return out;
}

function sortedKeys(o: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The verdict reason code of a recorded pass the recompute fails (never ship). */
export const RECOMPUTE_CODE = 'RECOMPUTE_CONTRADICTED';

/** The hold a recompute gives: one reason naming each task, attempt and assertion whose recorded pass it fails. */
export function recomputeHolds(s: RecomputeSummary | undefined): { code: string; message: string }[] {
  const failed = (s?.contradicted ?? []).filter((c) => c.recorded && !c.recomputed);
  if (failed.length === 0) return [];
  const named = failed.slice(0, 5).map((c) => `task ${quote(c.task)} attempt ${c.attempt} (${c.assertion})`);
  return [
    {
      code: RECOMPUTE_CODE,
      message: `the results file records a pass that its own output fails on an independent recompute of the assertion: ${named.join(', ')}${failed.length > named.length ? `, and ${failed.length - named.length} more` : ''}${s?.mechanicalOverride ? '; a judged pass was discarded for it (mechanical override)' : ''}`,
    },
  ];
}

/** The recompute in a line for the report: how many attempts were re-derived, what was taken as recorded. */
export function recomputeLine(s: RecomputeSummary): string {
  const taken = Object.entries(s.takenAsRecorded);
  return `recompute by ${s.party}: ${s.rederived} attempt${s.rederived === 1 ? '' : 's'} re-derived from the recorded output${
    taken.length > 0 ? `; taken as recorded: ${taken.map(([t, n]) => `${t} ×${n}`).join(', ')}` : ''
  }${s.contradicted.length > 0 ? `; ${s.contradicted.length} recorded result${s.contradicted.length === 1 ? '' : 's'} contradicted` : ''}`;
}
