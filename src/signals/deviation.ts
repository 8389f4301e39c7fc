// A place where an input departs from its contract. By default the gate reads
// what has one meaning and reports the rest; with --strict every deviation is
// an error. Nothing is dropped without being counted here.

export interface Deviation {
  file: string;
  line?: number;
  /** Stable: E195 for OCP contract violations, AS_* for agent signals, CS_* for confidence samples, SIG_* otherwise. */
  code: string;
  message: string;
  /** What became of the input: read anyway, or skipped. */
  action: 'read' | 'skipped';
  /** The field it concerns, when it is one field (`self_assessment.confidence`). */
  field?: string;
}

import type { PathSegment } from '../doc/path.js';

/** Reports a deviation; `path` (within the signal) points its line at the field in a multi-line document. */
export type Report = (d: Omit<Deviation, 'file' | 'line' | 'field'> & { path?: PathSegment[] }) => void;
// Deviation messages name the field and the kind of problem; they never quote
// what a signal says (issue 17, finding 7): a free-text field may hold a token,
// a password or an address, and messages reach stdout and <record>.signals.json.

/** What a value is, never what it says. */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null || typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'a non-finite number';
  if (typeof v === 'string') return v === '' ? 'an empty string' : `a string of ${v.length} characters`;
  if (Array.isArray(v)) return `a list of ${v.length} items`;
  return `a ${typeof v === 'object' ? 'mapping' : typeof v}`;
}

export { safeKeys, safeLabel, safeName } from './privacy.js';
