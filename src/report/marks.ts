// The one table of state marks, on every surface (the comment, the job
// summary and its charts, the check run, the report page, the log): each
// state has one mark and one word, and the word is always shown beside the
// mark, so a state never rests on a colour or a glyph alone. The marks are
// text glyphs, not emoji: they read the same in a proportional font, in the
// runner's monospace log and in a Mermaid label, on a light or dark page.
import type { Verdict } from '../record/types.js';

/** A gate's state as people read it; `not-run` is a gate (or a check) nothing evaluated. */
export type MarkState = 'pass' | 'fail' | 'inconclusive' | 'shadow' | 'not-run';

export interface Mark {
  mark: string;
  word: string;
}

export const MARKS: Readonly<Record<MarkState, Mark>> = {
  pass: { mark: '✔', word: 'pass' },
  fail: { mark: '✘', word: 'fail' },
  inconclusive: { mark: '◐', word: 'inconclusive' },
  shadow: { mark: '○', word: 'shadow' },
  'not-run': { mark: '–', word: 'not run' },
};

/** The state a verdict is drawn in: ship as a pass, hold as inconclusive, reject as a failure. */
export const VERDICT_STATE: Readonly<Record<Verdict, MarkState>> = { ship: 'pass', hold: 'inconclusive', reject: 'fail' };

/** A state's mark alone (always shown with its word or a text that names the state). */
export const mark = (s: MarkState): string => MARKS[s].mark;

/** "✘ fail", "◐ inconclusive": the mark and its word. */
export const marked = (s: MarkState): string => `${MARKS[s].mark} ${MARKS[s].word}`;

/** A verdict with its state's mark: "✔ ship", "◐ hold", "✘ reject". */
export const verdictMarked = (v: Verdict): string => `${mark(VERDICT_STATE[v])} ${v}`;
