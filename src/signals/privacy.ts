// Signals must not carry code, names or e-mail addresses, secrets or repository
// URLs (seed 000, Privacy). The check names the file, line, field and kind of
// what it found, and never the text itself.
//
// Every detector runs in time linear in the string: the token patterns are
// regular expressions with bounded repetition and start positions that cannot
// overlap, and the shapes whose regular expression would backtrack (e-mail
// domains, `.git` URLs, JWTs, code lines and blocks) are scanned by hand. A
// string is scanned up to MAX_SCAN_CHARS; a longer one is flagged `oversize`
// (signals have no business carrying such text), so nothing goes unreported.

import { MAX_NESTING } from '../doc/syntax.js';
import { isUuid } from './uuid.js';

export type PrivacyKind = 'email' | 'secret' | 'repository_url' | 'code' | 'oversize';

/** How much of one string the detectors read. */
export const MAX_SCAN_CHARS = 64 * 1024;

const LOCAL = /[A-Za-z0-9._%+-]/;
const LABEL = /[A-Za-z0-9-]/;
const ALPHA = /[A-Za-z]/;

/** `local@label(.label)*.tld` somewhere in s, as the pattern `[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}` finds it. */
function hasEmail(s: string): boolean {
  // Each scan to the right stops at the next '@' (not a domain character), so
  // the scans never overlap.
  for (let at = s.indexOf('@'); at !== -1; at = s.indexOf('@', at + 1)) {
    if (at === 0 || !LOCAL.test(s.charAt(at - 1))) continue;
    let i = at + 1;
    for (;;) {
      const start = i;
      while (i < s.length && LABEL.test(s.charAt(i))) i++;
      if (i === start || s.charAt(i) !== '.') break;
      if (ALPHA.test(s.charAt(i + 1)) && ALPHA.test(s.charAt(i + 2))) return true;
      i++;
    }
  }
  return false;
}

// Fixed-length or bounded tokens: a match needs only its prefix to be there.
// GitLab's personal access tokens (glpat-), npm's tokens (npm_ and 36
// characters) and Google's API keys (AIza and 35) too.
const TOKENS =
  /-----BEGIN [A-Z ]{0,64}PRIVATE KEY-----|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{36}|\bgithub_pat_\w{50}|\bglpat-[A-Za-z0-9_-]{20}|\bnpm_[A-Za-z0-9]{36}\b|\bAIza[0-9A-Za-z_-]{35}|\bxox[abprs]-[A-Za-z0-9-]{10}|\bsk-[A-Za-z0-9_-]{20}|\b(?:password|passwd|secret|token|api[_-]?key)\s{0,64}[:=]\s{0,64}\S{6}/i;

/** A JWT: `eyJ…{10,}.eyJ…{10,}.…{10,}` (base64url parts), found per run of URL-safe characters. */
function hasJwt(s: string): boolean {
  for (const m of s.matchAll(/[A-Za-z0-9_.-]+/g)) {
    const run = m[0];
    if (!run.includes('eyJ') || !run.includes('.')) continue;
    const parts = run.split('.');
    for (let i = 0; i + 2 < parts.length; i++) {
      const [a, b, c] = [parts[i] as string, parts[i + 1] as string, parts[i + 2] as string];
      if (b.length < 13 || !b.startsWith('eyJ') || c.length < 10) continue;
      // `\beyJ` in the first part: at its start (the run starts after a
      // non-word character, a part after a dot) or after a '-'.
      const at = a.startsWith('eyJ') ? 0 : a.indexOf('-eyJ') + 1;
      if ((at > 0 || a.startsWith('eyJ')) && a.length - at - 3 >= 10) return true;
    }
  }
  return false;
}

function hasSecret(s: string): boolean {
  return TOKENS.test(s) || (s.includes('eyJ') && hasJwt(s));
}

const REPO_HOST = /https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org)\/[\w.-]+\/[\w.-]|git@[\w.-]+:[\w.-]+\/[\w.-]/i;

/** A hosted repository URL, an scp-style git remote, or any `http(s)://….git` URL. */
function hasRepositoryUrl(s: string): boolean {
  if (REPO_HOST.test(s)) return true;
  if (!/\.git/i.test(s)) return false;
  // `https?://\S+\.git\b` per run of non-space characters: the first scheme and the last `.git`.
  for (const m of s.matchAll(/\S+/g)) {
    const run = m[0];
    const scheme = /https?:\/\//i.exec(run);
    if (!scheme) continue;
    let last = -1;
    for (const g of run.matchAll(/\.git\b/gi)) last = g.index;
    if (last > scheme.index + scheme[0].length) return true;
  }
  return false;
}

const DECLARATION = /^\s*(?:def|function|class|import|from|package|public|private|const|let|var)\s+\w/;
const LINE_END = '({=;:';

/** Code fences, statement ends before a newline, declaration lines, and multi-line blocks. */
function hasCode(s: string): boolean {
  if (s.includes('```') || /;[^\S\n]*\n/.test(s)) return true;
  for (const line of s.split('\n')) {
    const m = DECLARATION.exec(line);
    if (!m) continue;
    const t = line.trimEnd();
    if (t.length - 1 >= m[0].length && LINE_END.includes(t.charAt(t.length - 1))) return true;
  }
  // `{`, whitespace holding a newline, anything but `}`, a newline, whitespace, `}`.
  let close = -1;
  let lastNewlineBeforeClose = -1;
  for (let open = s.indexOf('{'); open !== -1; open = s.indexOf('{', open + 1)) {
    if (open > close) {
      close = s.indexOf('}', open + 1);
      if (close === -1) return false;
      lastNewlineBeforeClose = -1;
      for (let j = close - 1; j > open && /\s/.test(s.charAt(j)); j--)
        if (s.charAt(j) === '\n') {
          lastNewlineBeforeClose = j;
          break;
        }
    }
    if (lastNewlineBeforeClose === -1) continue;
    let firstNewline = -1;
    for (let j = open + 1; j < close && /\s/.test(s.charAt(j)); j++)
      if (s.charAt(j) === '\n') {
        firstNewline = j;
        break;
      }
    if (firstNewline !== -1 && lastNewlineBeforeClose > firstNewline) return true;
  }
  return false;
}

// Each detector has a cheap precondition so the common clean string costs a few
// indexOf calls (this halves the time over a million signals).
const DETECTORS: [PrivacyKind, (s: string) => boolean, (s: string) => boolean][] = [
  ['email', (s) => s.includes('@'), hasEmail],
  ['secret', (s) => /[-_]|AKIA|AIza|eyJ|[:=]/i.test(s), hasSecret],
  ['repository_url', (s) => s.includes('://') || s.includes('git@'), hasRepositoryUrl],
  ['code', (s) => s.includes('\n') || s.includes('`') || s.includes(';') || s.includes('{') || s.includes('('), hasCode],
];

const lower = (s: string, i: number) => s.charCodeAt(i) | 0x20;
/** Whether `word` (lower case) ends just before `end`, in any case. */
const follows = (s: string, end: number, word: string) => {
  for (let j = 0; j < word.length; j++) if (lower(s, end - word.length + j) !== word.charCodeAt(j)) return false;
  return true;
};

/** A character of the regular expressions' `\s`. */
const isSpace = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c >= 0x80 && /\s/.test(String.fromCharCode(c)));

/** Whether a secret's keyword (any case) ends before `at`, spaces aside: the keyword secrets need one before their ':' or '='. */
function keywordBefore(s: string, at: number): boolean {
  // Most often a digit or a quote is before: no keyword ends in it, and it is no space.
  const c = s.charCodeAt(at - 1);
  const l = c | 0x20;
  if (c > 0x20 && c < 0x80 && l !== 0x64 && l !== 0x74 && l !== 0x6e && l !== 0x79) return false; // d t n y
  let end = at;
  while (end > 0 && isSpace(s.charCodeAt(end - 1))) end--;
  return follows(s, end, 'key') || follows(s, end, 'token') || follows(s, end, 'secret') || follows(s, end, 'passwd') || follows(s, end, 'password');
}

/** The ASCII characters mayHoldPrivateText looks at; every other character passes. */
const QUICK = new Uint8Array(0x80);
for (const c of '@:=\n`;{(-_KkJZz') QUICK[c.charCodeAt(0)] = 1;

/**
 * Whether any detector could fire: a necessary condition for each of them,
 * in one pass over the string. '@' (e-mail, git@), '://' (repository URLs),
 * ':' or '=' after a secret's keyword (password, passwd, secret, token,
 * api_key: …key) and spaces, the code characters, and the fixed parts of the tokens:
 * '--' (-----BEGIN), 'ak' (AKIA), 'gh?_' and 'github_' (GitHub tokens),
 * 'glpat-' (GitLab), 'npm_', 'aiz' (Google's AIza), 'xox?-' (Slack), 'sk-',
 * 'yJ' (a JWT's eyJ). The token patterns ignore case,
 * and there no character past ASCII matches an ASCII letter. Most strings in
 * a signal (ids, times, names, prose) hold none of these: this pass settles
 * them, and only the others go through the detectors.
 */
export function mayHoldPrivateText(s: string): boolean {
  for (let i = nextMark(s, 0); i !== -1; i = nextMark(s, i + 1)) {
    const c = s.charCodeAt(i);
    switch (c) {
      case 0x3a: // : in '://', or as '=' below
        if ((s.charCodeAt(i + 1) === 0x2f && s.charCodeAt(i + 2) === 0x2f) || keywordBefore(s, i)) return true;
        break;
      case 0x3d: // = after password, passwd, secret, token or key, and spaces
        if (keywordBefore(s, i)) return true;
        break;
      case 0x40: // @
      case 0x0a: // \n
      case 0x60: // `
      case 0x3b: // ;
      case 0x7b: // {
      case 0x28: // (
        return true;
      case 0x2d: // -
        if (
          s.charCodeAt(i + 1) === 0x2d ||
          follows(s, i, 'sk') ||
          follows(s, i, 'glpat') ||
          (follows(s, i - 1, 'xox') && 'abprs'.includes(s.charAt(i - 1).toLowerCase()))
        )
          return true;
        break;
      case 0x5f: // _
        if (follows(s, i, 'github') || follows(s, i, 'npm') || (follows(s, i - 1, 'gh') && 'pousr'.includes(s.charAt(i - 1).toLowerCase()))) return true;
        break;
      case 0x5a: // Z
      case 0x7a: // z
        if (follows(s, i, 'ai')) return true;
        break;
      case 0x4b: // K
      case 0x6b: // k
        if (lower(s, i - 1) === 0x61) return true; // a
        break;
      case 0x4a: // J
        if (s.charCodeAt(i - 1) === 0x79) return true; // y
        break;
    }
  }
  return false;
}

/**
 * Where the next of QUICK's characters is, from `from` on (-1: none). One
 * table load settles most characters, in a loop of its own: the switch above
 * sees only the listed ones.
 */
function nextMark(s: string, from: number): number {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && QUICK[c] !== 0) return i;
  }
  return -1;
}

/** Every detector over the string, with no quick pass before (the quick pass's reference in the tests). */
export function scanAll(x: string): readonly PrivacyKind[] {
  if (x.length < 6) return NONE;
  const s = x.length > MAX_SCAN_CHARS ? x.slice(0, MAX_SCAN_CHARS) : x;
  const out: PrivacyKind[] = [];
  for (const [kind, maybe, found] of DETECTORS) if (maybe(s) && found(s)) out.push(kind);
  if (x.length > MAX_SCAN_CHARS) out.push('oversize');
  return out.length === 0 ? NONE : out;
}

const NONE: readonly PrivacyKind[] = Object.freeze([]);

// A signal file repeats the same few keys, names, versions and phrases a
// million times: the verdicts on short strings are remembered, a few thousand
// at most (forgotten all at once when full, so memory stays flat).
const REMEMBER_CHARS = 128;
const REMEMBER_MAX = 4096;

function remembered<T>(compute: (s: string) => T): (s: string) => T {
  const seen = new Map<string, T>();
  return (s) => {
    if (s.length > REMEMBER_CHARS) return compute(s);
    let v = seen.get(s);
    if (v === undefined) {
      v = compute(s);
      if (seen.size >= REMEMBER_MAX) seen.clear();
      seen.set(s, v);
    }
    return v;
  };
}

const fullScan = remembered(scanAll);

// A short string (a name, a skill, a version) is looked up whole before it is
// scanned: JSON.parse interns a string of up to 10 characters, so its hash is
// known already, and a look-up costs a third of a scan.
const SHORT_CHARS = 10;
const shortKinds = remembered((s) => (mayHoldPrivateText(s) ? fullScan(s) : NONE));

/**
 * The quick pass first; what it cannot settle (a time, with its ':') is
 * remembered. A short string's verdict is remembered whole, and a UUID is
 * clean (hex digits and four dashes, none of the quick pass's marks).
 */
function kindsOf(x: string): readonly PrivacyKind[] {
  const n = x.length;
  if (n < 6) return NONE;
  if (n <= SHORT_CHARS) return shortKinds(x);
  if ((n === 36 && isUuid(x)) || (n <= MAX_SCAN_CHARS && !mayHoldPrivateText(x))) return NONE;
  return fullScan(x);
}

/** The kinds of private text in one string (read up to MAX_SCAN_CHARS); `freeText`: the string is a free-text field's (FREE_TEXT_FIELDS). */
export function privacyKinds(x: string, freeText = false): PrivacyKind[] {
  return [...(freeText ? freeTextKinds(x, kindsOf(x)) : kindsOf(x))];
}

/**
 * The fields of names and free text (Agent Signals, confidence samples), where
 * a token with no known prefix is taken for a secret: a bare 40-hex run or a
 * high-entropy run (looksLikeToken), in a string of such a field or an item of
 * an array there. Elsewhere such a string is data: a git commit, a digest, a
 * run or trace id. Only a string of TOKEN_MIN_CHARS or more is looked at (the
 * rule's own quick pass: the common quick pass does not cover it).
 */
export const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'agent_name',
  'agentName',
  'skill_used',
  'skill',
  'observed_agent',
  'observed_skill',
  'reason',
  'observation',
  'description',
  'issues_found',
  'requested_action',
]);

/** The shortest string looksLikeToken can flag. */
const TOKEN_MIN_CHARS = 32;
/** A run of the characters of hex, base64 and base64url. */
const TOKEN_RUN = /[A-Za-z0-9+/=_-]{32,}/g;
/** The bits per character (Shannon, over the run's own characters) from which a run of upper case, lower case and digits is taken for random. */
const MIN_ENTROPY_BITS = 4;

/**
 * A token without a known prefix: a bare 40-hex run (a git SHA's shape, and
 * that of many API keys and classic tokens), or a run of 32 or more base64
 * characters that mixes upper case, lower case and digits with at least
 * MIN_ENTROPY_BITS bits a character (random keys reach 4.5; names and words
 * in camel case stay under 4). A sha256 digest (64 hex) and a UUID are not
 * flagged. Linear: each run is read once.
 */
export function looksLikeToken(x: string): boolean {
  const s = x.length > MAX_SCAN_CHARS ? x.slice(0, MAX_SCAN_CHARS) : x;
  if (s.length < TOKEN_MIN_CHARS) return false;
  if (/(?:^|[^0-9A-Za-z_])[0-9a-fA-F]{40}(?![0-9A-Za-z_])/.test(s)) return true;
  for (const m of s.matchAll(TOKEN_RUN)) if (randomRun(m[0])) return true;
  return false;
}

function randomRun(run: string): boolean {
  if (!/[A-Z]/.test(run) || !/[a-z]/.test(run) || !/[0-9]/.test(run)) return false;
  const counts = new Map<string, number>();
  for (const c of run) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / run.length) * Math.log2(n / run.length);
  return bits >= MIN_ENTROPY_BITS;
}

/** looksLikeToken's verdicts, remembered as the detectors' are (free text repeats line to line). */
const tokenLike = remembered(looksLikeToken);

/** `kinds` (a free-text field's string's), with 'secret' when the string looks like a token (looksLikeToken). */
function freeTextKinds(s: string, kinds: readonly PrivacyKind[]): readonly PrivacyKind[] {
  if (s.length < TOKEN_MIN_CHARS || kinds.includes('secret') || !tokenLike(s)) return kinds;
  return [...kinds, 'secret'];
}

const PLAIN = /^[A-Za-z0-9_][\w .:/@+-]{0,99}$/;

/**
 * An identifier from a signal (agent, skill, key or signal name) as it may be
 * printed: itself when it is a short plain name that looks like nothing
 * private, else a placeholder saying why it is withheld.
 */
export const safeLabel: (s: string) => string = remembered((s) => {
  const kinds = kindsOf(s);
  if (kinds.length === 0 && PLAIN.test(s)) return s;
  return `(name withheld: ${kinds[0] ?? 'not a plain identifier'})`;
});

/** A name from a free-text field (an agent, a skill: FREE_TEXT_FIELDS) as it may be printed: safeLabel's, withheld too when it looks like a token. */
export function safeName(s: string): string {
  return s.length >= TOKEN_MIN_CHARS && tokenLike(s) ? '(name withheld: secret)' : safeLabel(s);
}

/** Key names for a message: the plain ones, and how many others were left unnamed. */
export function safeKeys(keys: readonly string[]): string {
  const plain = keys.filter((k) => safeLabel(k) === k);
  const hidden = keys.length - plain.length;
  return [...plain, ...(hidden > 0 ? [`${hidden} not shown (not plain identifiers)`] : [])].join(', ');
}

export interface PrivacyFinding {
  field: string;
  kind: PrivacyKind;
}

// The key lists of a signal file are few (one per kind of signal and nested
// object): a list whose keys were all plain is remembered, and an object with
// the same keys in the same order (JSON.parse interns keys, so comparing them
// is cheap) skips the per-key look-up. With each key of such a list, the last
// clean string read under that key name (in any list), and the last clean
// string in an array under it: lines repeat their neighbours' names, texts and
// run ids (an outcome repeats its execution's), and an equal string (one
// comparison) is as clean, whatever its place. A few lists at most, forgotten
// all at once with their keys' cells; only lists of up to PLAIN_KEY_LIST_KEYS
// keys and strings of up to CLEAN_VALUE_CHARS are kept, so memory stays small.
const PLAIN_KEY_LISTS_MAX = 16;
const PLAIN_KEY_LIST_KEYS = 64;
const CLEAN_VALUE_CHARS = 1024;
interface CleanCell {
  value: string | undefined;
  item: string | undefined;
}
interface PlainKeys {
  keys: string[];
  cells: CleanCell[];
}
const plainKeyLists: PlainKeys[] = [];
const cellsByKey = new Map<string, CleanCell>();

function knownPlainKeys(keys: readonly string[]): PlainKeys | undefined {
  next: for (const list of plainKeyLists) {
    if (list.keys.length !== keys.length) continue;
    for (let i = 0; i < keys.length; i++) if (list.keys[i] !== keys[i]) continue next;
    return list;
  }
  return undefined;
}

function rememberPlainKeys(keys: string[]): void {
  if (plainKeyLists.length >= PLAIN_KEY_LISTS_MAX) {
    plainKeyLists.length = 0;
    cellsByKey.clear();
  }
  const cells = keys.map((k) => {
    let cell = cellsByKey.get(k);
    if (cell === undefined) cellsByKey.set(k, (cell = { value: undefined, item: undefined }));
    return cell;
  });
  plainKeyLists.push({ keys, cells });
}

/** Where a walked container sits: its key or index, under its parent's (built only when a walk goes two containers deep). */
interface Seg {
  up: Seg | undefined;
  seg: string | number;
}

const NO_FINDINGS: readonly PrivacyFinding[] = Object.freeze([]);

/** What privacyFindings throws for a value nested deeper than MAX_NESTING (the caller names the file and line: tooDeep in doc/syntax.ts). */
export class NestedTooDeep extends Error {}

/**
 * Every string in `v` that looks like something signals must not carry. A
 * signal is walked without a closure or a path list per call: strings are
 * judged where their key is read, and a field's path is spelled only for a
 * finding, each key as it is printed (named only when it is plain). The walk
 * recurses, so it stops at MAX_NESTING levels, `levelsAbove` the containers
 * `v` sits in (NestedTooDeep): every walk after it may then recurse too.
 */
export function privacyFindings(v: unknown, path = '', levelsAbove = 0): readonly PrivacyFinding[] {
  const out: PrivacyFinding[] = [];
  if (typeof v === 'string') addKinds(out, kindsOf(v), path || '(value)');
  else if (v !== null && typeof v === 'object') walk(v as object, undefined, undefined, path, out, levelsAbove + 1);
  return out.length === 0 ? NO_FINDINGS : out;
}

function addKinds(out: PrivacyFinding[], kinds: readonly PrivacyKind[], field: string): void {
  for (const kind of kinds) out.push({ field, kind });
}

/** The path of a member: the containers above its own (`up`), its container's key or index (`seg`), then its own. */
function fieldOf(path: string, up: Seg | undefined, seg: string | number | undefined, last: string | number): string {
  const segs: (string | number)[] = seg === undefined ? [last] : [last, seg];
  for (let s = up; s !== undefined; s = s.up) segs.push(s.seg);
  let p = path;
  for (let i = segs.length - 1; i >= 0; i--) {
    const seg = segs[i] as string | number;
    p = typeof seg === 'number' ? `${p}[${seg}]` : p ? `${p}.${safeLabel(seg)}` : safeLabel(seg);
  }
  return p;
}

/** The members of an object or array (its key or index `seg`, in the containers `up`, `depth` levels deep): strings judged in place, containers walked; `cell` is the clean cell of an array's key. */
function walk(x: object, up: Seg | undefined, seg: string | number | undefined, path: string, out: PrivacyFinding[], depth: number, cell?: CleanCell): void {
  if (depth > MAX_NESTING) throw new NestedTooDeep();
  if (Array.isArray(x)) {
    const freeText = typeof seg === 'string' && FREE_TEXT_FIELDS.has(seg);
    for (let i = 0; i < x.length; i++) {
      if (!(i in x)) continue; // a hole, as forEach passes over it
      const y: unknown = x[i];
      if (typeof y === 'string') {
        if (cell !== undefined && cell.item === y) continue;
        const kinds = freeText ? freeTextKinds(y, kindsOf(y)) : kindsOf(y);
        if (kinds.length > 0) addKinds(out, kinds, fieldOf(path, up, seg, i) || '(value)');
        else if (cell !== undefined && y.length <= CLEAN_VALUE_CHARS) cell.item = y;
      } else if (y !== null && typeof y === 'object') walk(y, seg === undefined ? up : { up, seg }, i, path, out, depth + 1);
    }
    return;
  }
  const o = x as Record<string, unknown>;
  const keys = Object.keys(o);
  const known = knownPlainKeys(keys);
  let plain = true;
  // Values are read by for-in, which V8 serves from the object's enum cache
  // (Object.values, which builds an array, costs twice as much). For-in gives
  // the own keys first, in Object.keys' order; inherited ones come after and
  // are left.
  let j = 0;
  for (const key in o) {
    if (j === keys.length) break;
    // A plain key is no finding; one that is not is a finding when it holds private text.
    if (known === undefined && safeLabel(key) !== key) {
      plain = false;
      const kinds = kindsOf(key);
      if (kinds.length > 0) addKinds(out, kinds, fieldOf(path, up, seg, key));
    }
    const y = o[key];
    // A string too short for any detector, a number or a boolean: nothing to judge.
    if (typeof y === 'string') {
      if (y.length >= 6 && (known === undefined || (known.cells[j] as CleanCell).value !== y)) {
        const kinds = y.length >= TOKEN_MIN_CHARS && FREE_TEXT_FIELDS.has(key) ? freeTextKinds(y, kindsOf(y)) : kindsOf(y);
        if (kinds.length > 0) addKinds(out, kinds, fieldOf(path, up, seg, key) || '(value)');
        else if (known !== undefined && y.length <= CLEAN_VALUE_CHARS) (known.cells[j] as CleanCell).value = y;
      }
    } else if (y !== null && typeof y === 'object') walk(y, seg === undefined ? up : { up, seg }, key, path, out, depth + 1, known?.cells[j]);
    j++;
  }
  if (known === undefined && plain && keys.length <= PLAIN_KEY_LIST_KEYS) rememberPlainKeys(keys);
}
