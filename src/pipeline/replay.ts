// Replaying a record from its ledger files: the I/O around replay/replay.ts.
import { AqrError } from '../errors.js';
import { expandFiles } from '../io/files.js';
import { readTrials } from '../io/ledger-file.js';
import { importFormatOf } from '../import/formats.js';
import type { ImportOptions } from '../import/types.js';
import type { BarRecord } from '../bar/types.js';
import type { Mismatch } from '../replay/replay.js';
import { mergeRecomputes, type RecomputeSummary } from '../import/promptfoo-recompute.js';
import { readTextFile } from '../io/read-text.js';
import { ledgerMeasures, type LedgerResult } from '../ledger/measures.js';
import { readDocument } from '../doc/read.js';
import type { AgentQualityRecord } from '../record/types.js';
import { replay, type ReplayResult } from '../replay/replay.js';
import { checkTallies, readManifestFile } from './tally.js';
import { MAX_MANIFEST_BYTES } from '../io/limits.js';
import { OTEL_FORMAT, readTraceEvidence, traceMeasures } from './otel.js';
import type { StatsSidecar } from '../gate/stats.js';
import { asStatsSidecar } from '../replay/bounds.js';
import type { AppliedGate } from '../attest/predicate.js';
import { withThresholds } from '../attest/regate.js';

export interface LedgerSource {
  /** Ledger files, folders or globs; the record's own reference when empty. */
  ledger: string[];
  taskManifest?: string | undefined;
  /** The stats sidecar (`<record>.stats.json`) whose bounds are recomputed too. */
  stats?: string | undefined;
  /** An eval tool's file: the subject, task-id field and scorer it was imported with (its reader is the record's evidence.format's). */
  importOptions?: ImportOptions | undefined;
  /** Partial tallies to check against the ledger files too (`aqr verify --tallies`). */
  tallies?: string[] | undefined;
}

export interface Recomputed {
  recomputed: LedgerResult;
  events: number;
  ledgerDigest: string;
  manifestDigest: string;
  /** The task manifest's counts and canaries, to hold the record's task_set against. */
  taskSet: { held_in: number; held_out: number; canary_ids: readonly string[] };
  /** The evidence files read, in the order their digest lists them. */
  files: string[];
  /** An eval tool's files: the recompute of their assertions, done again. */
  recompute?: RecomputeSummary;
  /** An eval tool's files: the options that chose the rows, as the replay resolved them. */
  selection?: ImportOptions;
}

/** A replay, with the files it read (for the checklist's digests). */
export interface Replayed extends ReplayResult {
  files: { manifest: string; evidence: string[]; stats?: string };
  /** Ceilings held again, when thresholds were given (the signed bar beside the record). */
  ceilings?: number;
  /** An eval tool's files: the options that chose the rows, as the replay resolved them. */
  selection?: ImportOptions;
}

/**
 * Recomputes the record's measures from its ledger or trace files and the task
 * manifest, and compares them with what the record says.
 */
export async function replayRecord(record: AgentQualityRecord, source: LedgerSource, thresholds?: readonly AppliedGate[]): Promise<Replayed> {
  const again = await recomputeRecord(record, source);
  const plain = replay({ record, ...again, ...(await sidecar(source.stats)) });
  // With the signed bar's thresholds, every one is held again, ceilings included.
  const r: ReplayResult & { ceilings?: number } = thresholds ? withThresholds(plain, record, thresholds, again.recomputed) : plain;
  if (source.tallies && source.tallies.length > 0) {
    const tallies = await checkTallies(source.tallies, source.ledger, source.taskManifest as string);
    r.mismatches.push(...tallies);
    r.ok &&= tallies.length === 0;
  }
  return {
    ...r,
    files: { manifest: source.taskManifest ?? '', evidence: again.files, ...(source.stats !== undefined ? { stats: source.stats } : {}) },
    ...(again.selection ? { selection: again.selection } : {}),
  };
}

/** The measures of a record's evidence, recomputed from the files (replay compares them). */
export async function recomputeRecord(record: AgentQualityRecord, source: LedgerSource): Promise<Recomputed> {
  if (source.taskManifest === undefined)
    throw new AqrError('ERR_USAGE', 'replay needs the task manifest (--task-manifest FILE): it gives the splits and canaries, and its digest is in the record');
  const { manifest, digest: manifestDigest } = await readManifestFile(source.taskManifest);
  const k = record.measures.find((m) => m.id === 'reliability.pass_hat_k' || m.id === 'reliability.pass_at_k')?.k;
  if (record.assurance.evidence.format === OTEL_FORMAT) {
    // Spans of another task set or harness are an input error here too.
    const read = await readTraceEvidence(source.ledger, manifest, {
      manifestDigest: record.task_set.manifest_digest,
      harnessDigest: record.subject.harness_digest,
    });
    return { recomputed: traceMeasures(read, k), events: read.events, ledgerDigest: read.digest, manifestDigest, taskSet: manifest, files: read.files };
  }
  const files = await expandFiles(source.ledger, 'trial ledger');
  // Read as the record says it was: an eval tool's original file through the same importer, else the native ledger.
  const imported = importFormatOf(record.assurance.evidence.format);
  const read = await readTrials(files, manifest, { format: imported ?? 'aqr', options: source.importOptions });
  const recompute = mergeRecomputes((read.imported ?? []).flatMap((i) => (i.imported.recompute ? [i.imported.recompute] : [])));
  const selection = read.imported?.[0]?.imported.selection;
  return {
    recomputed: ledgerMeasures(read.tally, k),
    events: read.tally.events,
    ledgerDigest: read.digest,
    manifestDigest,
    taskSet: manifest,
    files: read.files,
    ...(recompute ? { recompute } : {}),
    ...(selection ? { selection } : {}),
  };
}

/** The stats sidecar, when there is one: read as data, its every number recomputed by replay. */
async function sidecar(file: string | undefined): Promise<{ stats?: StatsSidecar }> {
  if (file === undefined) return {};
  return { stats: asStatsSidecar((await readDocument(await readTextFile(file, 'stats sidecar', MAX_MANIFEST_BYTES), file)).value, file) };
}

/** The options a signed bar names (`import_options`, by config key) as the importers take them; undefined when it names none. */
export function importOptionsOf(bar: Pick<BarRecord, 'import_options'> | undefined): ImportOptions | undefined {
  const o = bar?.import_options;
  if (!o) return undefined;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const out: ImportOptions = {};
  const subject = str(o['trials-subject']);
  const taskIdField = str(o['task-id']);
  const scorer = str(o['trials-scorer']);
  if (subject !== undefined) out.subject = subject;
  if (taskIdField !== undefined) out.taskIdField = taskIdField;
  if (scorer !== undefined) out.scorer = scorer;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Each recorded import option the replay resolved otherwise: the rows replayed are not the ones the record counted. */
export function importOptionsMismatches(recorded: ImportOptions, replayed: ImportOptions | undefined): Mismatch[] {
  const keys = { subject: 'trials-subject', taskIdField: 'task-id', scorer: 'trials-scorer' } as const;
  const out: Mismatch[] = [];
  for (const k of ['subject', 'taskIdField', 'scorer'] as const) {
    const was = recorded[k];
    const now = replayed?.[k];
    if (was !== undefined && was !== now)
      out.push({
        code: 'IMPORT_OPTIONS',
        what: keys[k],
        recorded: was,
        recomputed: now ?? null,
        message: `the record counted the rows ${keys[k]} ${JSON.stringify(was)} chose (its signed bar says so), the replay read ${now === undefined ? 'without it' : JSON.stringify(now)}`,
      });
  }
  return out;
}
