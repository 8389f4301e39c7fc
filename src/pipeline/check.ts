// `aqr check` and the action's check step share this: read each record, check
// it, and say where in the file each unmet requirement points.
import { checkRecord, replayUnmet } from '../check/check.js';
import { LEVELS, type Level, type Unmet } from '../check/types.js';
import { AqrError, isAqrError } from '../errors.js';
import { readRecordFile } from '../io/record-file.js';
import { readTextFile } from '../io/read-text.js';
import { spellingWarnings } from '../doc/spelling-check.js';
import type { SpellingWarning } from '../doc/yaml-spelling.js';
import { formatPath } from '../doc/path.js';
import type { SignatureVerifier, VerifyOutcome } from '../sign/verifier.js';
import { releaseVerdict, type Release } from '../check/release.js';
import type { AgentQualityRecord } from '../record/types.js';
import type { ReplayResult } from '../replay/replay.js';
import type { LedgerSource } from './replay.js';

export interface LocatedUnmet {
  level: Level;
  code: string;
  message: string;
  field?: string;
  line?: number;
}

export type FileCheck =
  | { file: string; level: Level | null; unmet: LocatedUnmet[]; warnings?: SpellingWarning[]; replay?: ReplayResult; release?: Release }
  | { file: string; error: AqrError };

export interface CheckFilesOptions {
  keyFile?: string;
  /** Replay each record from these ledger files (with the task manifest) for L4. */
  ledger?: LedgerSource;
  /** Judge the release too (`--require-ship`). */
  release?: boolean;
}

/**
 * The conformance level of each record file and what it misses for the next,
 * each unmet requirement located by field and line. A file that cannot be read
 * is an entry with its error; the others are still checked.
 */
export async function checkFiles(files: readonly string[], options: CheckFilesOptions = {}): Promise<FileCheck[]> {
  let verifier: SignatureVerifier | undefined;
  // Keys, ledgers and their readers are loaded only when given (start-up).
  if (options.keyFile !== undefined) {
    const [{ readPublicKeys }, { keyVerifier }] = await Promise.all([import('../io/key-file.js'), import('../sign/verify.js')]);
    verifier = keyVerifier(await readPublicKeys(options.keyFile));
  }
  const out: FileCheck[] = [];
  for (const file of files) {
    try {
      const parsed = await readRecordFile(file);
      const ledger = options.ledger;
      let replayed: ReplayResult | undefined;
      const replayOnce = async (record: AgentQualityRecord) => (replayed ??= await replayLedger(record, file, ledger as LedgerSource));
      const result = await checkRecord(parsed.value, {
        ...(verifier ? { verifier } : {}),
        ...(ledger ? { replay: async (record) => replayUnmet(await replayOnce(record)) } : {}),
      });
      const record = parsed.value as AgentQualityRecord;
      // A ledger given is replayed whatever level the record reached (a schema-valid record only).
      if (ledger && result.level !== null) await replayOnce(record);
      const warnings = parsed.syntax === 'yaml' && isSigned(parsed.value) ? await spellingWarnings(parsed, () => readTextFile(file, 'record')) : [];
      const check: FileCheck = {
        file,
        level: result.level,
        unmet: result.unmet.map((u) => locate(u, parsed.lineOf)),
        ...(warnings.length > 0 ? { warnings } : {}),
        ...(replayed ? { replay: replayed } : {}),
      };
      if (options.release) {
        const signature = verifier && result.level !== null ? await signatureOutcome(record, verifier) : undefined;
        check.release = releaseVerdict(parsed.value, result.level, {
          ...(signature ? { signature } : {}),
          ...(replayed ? { replay: replayed.mismatches } : {}),
        });
      }
      out.push(check);
    } catch (e) {
      if (!isAqrError(e)) throw e;
      out.push({ file, error: e });
    }
  }
  return out;
}

async function replayLedger(record: AgentQualityRecord, file: string, ledger: LedgerSource): Promise<ReplayResult> {
  const [{ replayRecord }, { statsBeside }] = await Promise.all([import('./replay.js'), import('./stats.js')]);
  return replayRecord(record, { ...ledger, stats: statsBeside(file, ledger.stats) });
}

function isSigned(value: unknown): boolean {
  return typeof (value as { decision?: { signature?: unknown } | null }).decision?.signature === 'string';
}

async function signatureOutcome(record: AgentQualityRecord, verifier: SignatureVerifier): Promise<VerifyOutcome> {
  if (typeof record.decision.signature !== 'string') return { ok: false, code: 'SIGNATURE_FORMAT', message: 'the record carries no decision.signature' };
  return verifier.verify(record);
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

/** Whether `level` is `wanted` or above (below L1 reaches nothing). */
export function reaches(level: Level | null, wanted: Level): boolean {
  return level !== null && LEVELS.indexOf(level) >= LEVELS.indexOf(wanted);
}
