// The server's log: one JSON object a line (time, level, event, and plain
// fields), so a log collector reads it without a parser of ours. Secrets never
// reach it: the server logs only fields it chose, each string cut to one
// bounded line, and every string is scrubbed of the secrets it was told about
// (webhook secret, App key, tokens it minted) and of anything shaped like a
// token, a JWT or a PEM block, in case a library's error message quotes one.
import { oneLine } from '../errors.js';

export type Level = 'info' | 'warn' | 'error';
export type Fields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  log(level: Level, event: string, fields?: Fields): void;
  /** A value never to print (a minted token): replaced by [redacted] wherever it appears. */
  secret(value: string): void;
}

/** Shapes of credentials GitHub and JOSE use, redacted even when nobody said so. */
const CREDENTIAL =
  /-----BEGIN[^-]*-----[\s\S]*?(-----END[^-]*-----|$)|\b(gh[opsu]_|github_pat_)[A-Za-z0-9_.-]+|\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** Secrets shorter than this are not searched for (a one-character secret would redact half the log); the config refuses them anyway. */
const MIN_SECRET = 8;
/** The most secrets remembered (tokens are minted about hourly per installation; older ones have expired). */
const MAX_SECRETS = 1000;

export function jsonLogger(write: (line: string) => void, now: () => Date = () => new Date()): Logger {
  const secrets: string[] = [];
  const scrub = (s: string) => {
    let out = s.replace(CREDENTIAL, '[redacted]');
    for (const x of secrets) if (out.includes(x)) out = out.split(x).join('[redacted]');
    return oneLine(out);
  };
  return {
    log(level, event, fields = {}) {
      const entry: Record<string, unknown> = { time: now().toISOString(), level, event };
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) entry[k] = typeof v === 'string' ? scrub(v) : v;
      write(JSON.stringify(entry));
    },
    secret(value) {
      if (value.length < MIN_SECRET || secrets.includes(value)) return;
      secrets.push(value);
      if (secrets.length > MAX_SECRETS) secrets.shift();
    },
  };
}
