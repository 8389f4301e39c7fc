// `--trials` files that are an eval tool's own output (docs/importers.md): each
// read whole under MAX_IMPORT_BYTES, hashed as read (the ledger digest covers
// the original bytes, as for a native ledger), and mapped by its importer. A
// file is native aqr.trials/1 unless `--trials-format` or its content says
// otherwise; shards of different formats never mix in one ledger.
import { closeSync, openSync, readSync } from 'node:fs';
import { qualifyTaskIds } from '../import/qualify.js';
import { AqrError } from '../errors.js';
import { sha256Hex } from '../crypto/index.js';
import { detectImporter, importerFor, type TrialsFormat } from '../import/index.js';
import type { Imported, Importer, ImportOptions } from '../import/types.js';
import { trialProblem } from '../ledger/trial.js';
import { MAX_IMPORT_BYTES } from './limits.js';
import { readFileBytes } from './read-text.js';
import { assertRegularFile, readFailure } from './regular-file.js';

/** How `--trials` files are read: the format forced (`--trials-format`), and the importers' options. */
export interface TrialsHow {
  format?: TrialsFormat | undefined;
  options?: ImportOptions | undefined;
}

export interface ImportedRead {
  file: string;
  imported: Imported;
  /** sha256 (hex) of the file's bytes. */
  hex: string;
}

/** How far into a file a native ledger's first line is looked for before the importers are asked. */
const HEAD_BYTES = 64 * 1024;

/**
 * The importer each file needs, all the same one (undefined: the native
 * ledger); a native file and an imported one, or two formats, are ERR_INPUT_MISMATCH.
 */
export async function chooseImporter(files: readonly string[], how: TrialsHow): Promise<Importer | undefined> {
  if (how.format === 'aqr') return undefined;
  if (how.format !== undefined) return importerFor(how.format);
  let first: { file: string; importer: Importer | undefined } | undefined;
  for (const file of files) {
    const importer = await detect(file);
    if (!first) first = { file, importer };
    else if (first.importer?.format !== importer?.format)
      throw new AqrError(
        'ERR_INPUT_MISMATCH',
        `is ${nameOf(importer)} but ${first.file} is ${nameOf(first.importer)}: shards of different formats never mix in one ledger (give one format per run)`,
        { file },
      );
  }
  return first?.importer;
}

const nameOf = (i: Importer | undefined) => (i ? `${i.format} output` : 'an aqr.trials/1 ledger');

/** Reads and maps each file through the importer, hashing the bytes it maps. */
export async function readImported(files: readonly string[], importer: Importer, options: ImportOptions = {}): Promise<ImportedRead[]> {
  const out: ImportedRead[] = [];
  for (const file of files) {
    const bytes = await readFileBytes(file, `${importer.format} results file`, MAX_IMPORT_BYTES);
    out.push({ file, imported: importer.read({ file, bytes }, options), hex: sha256Hex(bytes) });
  }
  // Ids that two tasks share (Inspect numbers samples per task) are told apart here, over every file read together.
  const qualified = qualifyTaskIds(out.map((o) => o.imported));
  return out.map((o, i) => ({ ...o, imported: qualified[i] ?? o.imported }));
}

/** The importer a file's content calls for; a file that starts like a native ledger (or gzip) is never read whole for this. */
async function detect(file: string): Promise<Importer | undefined> {
  const head = await readHead(file);
  if (head[0] === 0x1f && head[1] === 0x8b) return undefined;
  if (startsAsTrialLine(head)) return undefined;
  const { size } = await assertRegularFile(file, 'trial ledger');
  if (size > MAX_IMPORT_BYTES) return undefined;
  return detectImporter({ file, bytes: size <= head.length ? head : await readFileBytes(file, 'trial ledger', MAX_IMPORT_BYTES) });
}

/** Whether the first line is whole in the head and is a trial (the native ledger's shape). */
function startsAsTrialLine(head: Uint8Array): boolean {
  const end = head.indexOf(0x0a);
  const text = new TextDecoder().decode(end < 0 ? head : head.subarray(0, end)).trim();
  if (!text.startsWith('{') || !text.endsWith('}')) return false;
  try {
    const v = JSON.parse(text) as unknown;
    return trialProblem(v) === undefined;
  } catch {
    return false;
  }
}

async function readHead(file: string): Promise<Uint8Array> {
  await assertRegularFile(file, 'trial ledger');
  try {
    const fd = openSync(file, 'r');
    try {
      const buf = Buffer.alloc(HEAD_BYTES);
      const n = readSync(fd, buf, 0, HEAD_BYTES, 0);
      return buf.subarray(0, n);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    throw new AqrError('ERR_INPUT_READ', readFailure(e), { file }, { cause: e });
  }
}
