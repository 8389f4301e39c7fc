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

import type { PathSegment } from '../record/path.js';

/** Reports a deviation; `path` (within the signal) points its line at the field in a multi-line document. */
export type Report = (d: Omit<Deviation, 'file' | 'line' | 'field'> & { path?: PathSegment[] }) => void;
