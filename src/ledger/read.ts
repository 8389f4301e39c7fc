// Trial ledger shards folded into one tally, line by line. Where the lines come
// from is the caller's: a file on disk (io/ledger-file.ts) or a File in a
// browser (web/files.ts), so the CLI and the page fold ledgers the same way.
import { AqrError } from '../errors.js';
import type { Manifest } from '../taskset/manifest.js';
import type { LineReader } from '../line-reader.js';
import { TrialLineReader } from './fast-trial.js';
import { DuplicateAttempt, TrialTally } from './tally.js';
import { trialProblem, type Trial } from './trial.js';

export interface TrialsFolded {
  tally: TrialTally;
  /** Blank lines passed over, counted so none goes unreported. */
  blank: number;
}

/** Folds the named shards, in order, through `lines`; the same task and attempt twice is an error naming both places. */
export async function foldTrials(files: readonly string[], manifest: Manifest, lines: LineReader): Promise<TrialsFolded> {
  const tally = new TrialTally(manifest);
  let blank = 0;
  const plain = new TrialLineReader();
  for (const file of files) {
    const idx = tally.addFile(file);
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
          tally.add(v as Trial, idx, n);
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
      if (e instanceof DuplicateAttempt) throw await withFirstPlace(e, files, lines);
      throw e;
    }
  }
  return { tally, blank };
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
