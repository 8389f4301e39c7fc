// Trial ledger shards folded into one tally, line by line. Where the lines come
// from is the caller's: a file on disk (io/ledger-file.ts) or a File in a
// browser (web/files.ts), so the CLI and the page fold ledgers the same way.
import { AqrError } from '../errors.js';
import type { Manifest } from '../taskset/manifest.js';
import type { LineReader } from '../line-reader.js';
import { TrialLineReader } from './fast-trial.js';
import { DuplicateAttempt, FIXED_OF, notFinite, trialValues, TrialTally, type TotalField } from './tally.js';
import { trialProblem, type Trial } from './trial.js';

export interface TrialsFolded {
  tally: TrialTally;
  /** Blank lines passed over, counted so none goes unreported. */
  blank: number;
}

/**
 * Folds the named shards, in order, through `lines`; the same task and attempt
 * twice is an error naming both places. The totals are looked at once a file
 * (TrialTally.nonFinite); one that overflowed is found at its line by reading
 * the file again.
 */
export async function foldTrials(files: readonly string[], manifest: Manifest, lines: LineReader): Promise<TrialsFolded> {
  const tally = new TrialTally(manifest);
  let blank = 0;
  const plain = new TrialLineReader();
  for (const file of files) {
    const idx = tally.addFile(file);
    const before = totalsOf(tally);
    try {
      await lines(
        file,
        (line, n) => {
          // A ledger line starts with '{'; only other lines are looked at for blankness.
          if (line.charCodeAt(0) !== 0x7b && line.trim() === '') {
            blank++;
            return;
          }
          let v: unknown;
          try {
            v = JSON.parse(line);
          } catch {
            throw new AqrError('ERR_INPUT_PARSE', 'is not a JSON object (the trial ledger is one JSON object per line)', { file, line: n });
          }
          const problem = trialProblem(v);
          if (problem) throw new AqrError('ERR_INPUT_INVALID', problem.message, { file, line: n, field: problem.field });
          tally.addValues(trialValues(v as Trial), idx, n);
        },
        (b, start, end, n) => {
          // A line in the plain shape is read from its bytes (fast-trial.ts); any other, as text above.
          const t = plain.read(b, start, end);
          if (t === undefined) return false;
          tally.addValues(t, idx, n);
          return true;
        },
      );
    } catch (e) {
      // A total that overflowed on an earlier line of this file is that line's error, as when each line was looked at.
      if (e instanceof AqrError && tally.nonFinite()) throw await overflowPlace(tally, file, before, lines);
      if (e instanceof DuplicateAttempt) throw await withFirstPlace(e, files, lines);
      throw e;
    }
    if (tally.nonFinite()) throw await overflowPlace(tally, file, before, lines);
  }
  return { tally, blank };
}

const TOTALS: readonly TotalField[] = ['cost_usd', 'tokens', 'latency_s'];

function totalsOf(tally: TrialTally): Record<TotalField, number> {
  const t = tally.totals;
  return { cost_usd: t.cost.sum, tokens: t.tokens.sum, latency_s: t.latency.sum };
}

/** The line of `file` at which a total stopped being finite: the file read again, its totals added up from where they stood before it, in the same order. */
async function overflowPlace(tally: TrialTally, file: string, before: Record<TotalField, number>, lines: LineReader): Promise<AqrError> {
  const stop = new Error('found');
  const sums = { ...before };
  let found: AqrError | undefined;
  try {
    await lines(file, (line, n) => {
      let t: Partial<Trial>;
      try {
        t = JSON.parse(line) as Partial<Trial>;
      } catch {
        return;
      }
      if (typeof t !== 'object' || t === null || typeof t.task_id !== 'string' || tally.manifest.tasks.get(t.task_id)?.canary !== false) return;
      for (const field of TOTALS) {
        const x = t[field];
        if (typeof x !== 'number') continue;
        sums[field] += Math.round(x * FIXED_OF[field]);
        if (!Number.isFinite(sums[field])) {
          found = notFinite(field, file, n);
          throw stop;
        }
      }
    });
  } catch (x) {
    if (x !== stop) throw x;
  }
  return found ?? notFinite(tally.nonFinite() ?? 'cost_usd', file, 0);
}

/** The tally keeps no positions; on the rare duplicate, find the first by reading again. */
async function withFirstPlace(e: DuplicateAttempt, files: readonly string[], lines: LineReader): Promise<AqrError> {
  const stop = new Error('found');
  let first: string | undefined;
  for (const file of files) {
    try {
      await lines(file, (line, n) => {
        if (!line.includes(e.taskId)) return;
        try {
          const t = JSON.parse(line) as Partial<Trial>;
          if (t.task_id === e.taskId && t.attempt === e.attempt) {
            first = `${file}:${n}`;
            throw stop;
          }
        } catch (x) {
          if (x === stop) throw x;
        }
      });
    } catch (x) {
      if (x !== stop) throw x;
    }
    if (first) break;
  }
  return new AqrError('ERR_INPUT_DUPLICATE', `${e.message}: first at ${first ?? 'an earlier line'}`, e.where);
}
