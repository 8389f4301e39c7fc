// Trial ledger shards (JSONL, optionally gzipped) folded into one tally.
import { AqrError } from '../errors.js';
import { DuplicateAttempt, TrialTally } from '../ledger/tally.js';
import { trialProblem, type Trial } from '../ledger/trial.js';
import type { Manifest } from '../taskset/manifest.js';
import { expandFiles } from './files.js';
import { forEachLine } from './lines.js';

export interface LedgerRead {
  tally: TrialTally;
  files: string[];
  /** Blank lines passed over, counted so none goes unreported. */
  blank: number;
}

export async function readTrials(patterns: readonly string[], manifest: Manifest): Promise<LedgerRead> {
  const files = await expandFiles(patterns, 'trial ledger');
  const tally = new TrialTally(manifest);
  let blank = 0;
  for (const file of files) {
    const idx = tally.addFile(file);
    try {
      await readShard(file, idx);
    } catch (e) {
      if (e instanceof DuplicateAttempt) throw await withFirstPlace(e, files);
      throw e;
    }
  }
  return { tally, files, blank };

  async function readShard(file: string, idx: number): Promise<void> {
    await forEachLine(file, (line, n) => {
      if (line.trim() === '') {
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
    });
  }
}

/** The tally keeps no positions; on the rare duplicate, find the first by reading again. */
async function withFirstPlace(e: DuplicateAttempt, files: readonly string[]): Promise<AqrError> {
  const stop = new Error('found');
  let first: string | undefined;
  for (const file of files) {
    try {
      await forEachLine(file, (line, n) => {
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
