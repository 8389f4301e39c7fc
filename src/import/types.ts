// What an eval tool's result file says, mapped to attempts (docs/importers.md).
// One importer a format, each pure: it gets the file's bytes and name, never
// the disk, so the CLI, the action and replay read a file the same way.
// The edge (io/) reads and hashes the original file; the attempts go into the
// same tally as an aqr.trials/1 ledger (ledger/tally.ts), and the record's
// assurance.evidence.format names the original format (`Imported.format`).

import type { RecomputeSummary } from './promptfoo-recompute.js';

export type ImportFormat = 'promptfoo' | 'junit' | 'inspect' | 'deepeval';

/** One attempt at one task, as the native ledger would say it (ledger/trial.ts). */
export interface ImportedAttempt {
  task_id: string;
  /** 1-based. */
  attempt: number;
  /** The deterministic verdict only: judged (model-graded) checks never decide it. */
  passed: boolean;
  cost_usd?: number;
  tokens?: number;
  latency_s?: number;
  /**
   * The judged checks (model-graded: llm-rubric, a DeepEval metric, an Inspect
   * model-graded scorer) that failed on this attempt, by name, once each; absent
   * when none did. They never decide `passed`: a profile may make the tool's
   * failures the deterministic verdict does not see an advisory hold
   * (signals.soft_holds.max_judged_failures).
   */
  judged_failed?: string[];
  /** The split the file names (promptfoo's metadata.split): a hint `aqr init --from` uses, never the tally's (splits come from the task manifest). */
  split?: 'held-in' | 'held-out';
  /**
   * The definition the tool graded this attempt by, as it wrote it into the
   * result, by part (promptfoo: the test case's `assert` and `vars`): bound to
   * the task manifest's `definition` digests (import/definition.ts). Absent
   * where the format writes none (JUnit).
   */
  definition?: Record<string, unknown>;
  /** Where in the file it came from, for errors and `aqr import`'s report: `results.results[3]`, `line 12`, `samples/1_epoch_2.json`. */
  at: string;
}

/** A model-graded check seen in the file: reported as a judged measure, never a gate. */
export interface JudgedSeen {
  /** The assertion type, scorer or metric name (`llm-rubric`, `model_graded_fact`, `Answer Relevancy`). */
  name: string;
  /** How many times it was applied, and how many of those passed. */
  count: number;
  passed: number;
}

/** A row of the file with only judged checks, some of which failed. */
export interface JudgedOnlyFailure {
  task_id: string;
  judged_failed: string[];
  at: string;
}

/** Rows of the file that became no attempt, by reason (nothing is dropped silently). */
export interface Skipped {
  /** One line a person understands: `only model-graded assertions (llm-rubric)`, `<skipped/> test case`. */
  reason: string;
  count: number;
  /** Up to a few task ids or places, for the message. */
  examples: string[];
}

export interface Imported {
  /** The original format and version, pattern `name/N`: `promptfoo.results/3`, `junit/1`, `inspect.log/2`, `deepeval.test-run/1`. */
  format: string;
  /** The subject the attempts belong to when the file names it (a promptfoo provider + prompt, an Inspect model). */
  subject?: string;
  /**
   * The eval task the file ran (Inspect AI's `eval.task`). When files of
   * several tasks are read together, each one's task ids are prefixed with it
   * (`qualifyTaskIds` in qualify.ts), so sample 1 of two tasks stays two tasks.
   */
  group?: string;
  attempts: ImportedAttempt[];
  /** The files the tool names as the definition it ran (Inspect's `eval.task_file`, DeepEval's `testFile`): `aqr init --from` pins them. */
  definitionFiles?: string[];
  judged: JudgedSeen[];
  skipped: Skipped[];
  /**
   * Rows with no deterministic verdict (so no attempt: counted in `skipped`)
   * whose judged checks failed: failures the eval tool reports that the
   * deterministic verdict does not check at all. Absent when there are none.
   */
  judgedOnlyFailures?: JudgedOnlyFailure[];
  /** Things a reader must be told (`status` ≠ success, samples missing, reruns are not independent repeats…). */
  warnings: string[];
  /** promptfoo: the independent recompute of its deterministic assertions (promptfoo-recompute.ts). */
  recompute?: RecomputeSummary;
  /** The options that chose the rows, as this file resolved them (the subject, the task-id field, the scorer): recorded and replayed. */
  selection?: ImportOptions;
}

export interface ImportOptions {
  /** promptfoo: which provider + prompt when a file holds several; Inspect: the model. */
  subject?: string;
  /** promptfoo: the testCase.metadata field that names the task. */
  taskIdField?: string;
  /** Inspect: the scorer that decides pass when a log has several. */
  scorer?: string;
}

export interface ImportInput {
  /** The file's name as the user gave it: named in every error. */
  file: string;
  bytes: Uint8Array;
}

export interface Importer {
  format: ImportFormat;
  /** True when the file's content is this format (detection by content, never by extension alone). */
  sniff(input: ImportInput): boolean;
  /**
   * The attempts in the file. Bad input is an AqrError (ERR_INPUT_PARSE /
   * ERR_INPUT_INVALID naming file, line or JSON path, and field); a file with no
   * deterministic verdict at all is ERR_INPUT_INVALID naming the judged types it found.
   */
  read(input: ImportInput, options: ImportOptions): Imported;
}
