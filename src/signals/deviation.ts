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
}

export type Report = (d: Omit<Deviation, 'file' | 'line'>) => void;
