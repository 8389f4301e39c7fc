// `aqr check` and the action's check step share this: read each record, check
// it, and say where in the file each unmet requirement points.
import { checkRecord } from '../check/check.js';
import { LEVELS, type Level, type Unmet } from '../check/types.js';
import { AqrError, isAqrError } from '../errors.js';
import { readPublicKeys } from '../io/key-file.js';
import { readRecordFile } from '../io/record-file.js';
import { formatPath } from '../record/path.js';
import { keyVerifier } from '../sign/verify.js';
import type { SignatureVerifier } from '../sign/verifier.js';
import type { ReplayResult } from '../replay/replay.js';
import { replayRecord, type LedgerSource } from './replay.js';

export interface LocatedUnmet {
  level: Level;
  code: string;
  message: string;
  field?: string;
  line?: number;
}

export type FileCheck = { file: string; level: Level | null; unmet: LocatedUnmet[] } | { file: string; error: AqrError };

export interface CheckFilesOptions {
  keyFile?: string;
  /** Replay each record from these ledger files (with the task manifest) for L4. */
  ledger?: LedgerSource;
}

/**
 * The conformance level of each record file and what it misses for the next,
 * each unmet requirement located by field and line. A file that cannot be read
 * is an entry with its error; the others are still checked.
 */
export async function checkFiles(files: readonly string[], options: CheckFilesOptions = {}): Promise<FileCheck[]> {
  let verifier: SignatureVerifier | undefined;
  if (options.keyFile !== undefined) verifier = keyVerifier(await readPublicKeys(options.keyFile));
  const out: FileCheck[] = [];
  for (const file of files) {
    try {
      const parsed = await readRecordFile(file);
      const ledger = options.ledger;
      const result = await checkRecord(parsed.value, {
        ...(verifier ? { verifier } : {}),
        ...(ledger ? { replay: async (record) => replayUnmet(await replayRecord(record, ledger)) } : {}),
      });
      out.push({ file, level: result.level, unmet: result.unmet.map((u) => locate(u, parsed.lineOf)) });
    } catch (e) {
      if (!isAqrError(e)) throw e;
      out.push({ file, error: e });
    }
  }
  return out;
}

function locate(u: Unmet, lineOf: (p: Unmet['path'] & object) => number | undefined): LocatedUnmet {
  const out: LocatedUnmet = { level: u.level, code: u.code, message: u.message };
  if (u.path) {
    out.field = formatPath(u.path);
    const line = lineOf(u.path);
    if (line !== undefined) out.line = line;
  }
  return out;
}

function replayUnmet(r: ReplayResult): Unmet[] {
  return r.mismatches.map((m) => ({ level: 'L4', code: `REPLAY_${m.code}`, message: `replay: ${m.message}` }));
}

/** Whether `level` is `wanted` or above (below L1 reaches nothing). */
export function reaches(level: Level | null, wanted: Level): boolean {
  return level !== null && LEVELS.indexOf(level) >= LEVELS.indexOf(wanted);
}
