// `aqr verify BUNDLE.zip` for an export bundle (`aqr export`): every file's
// digest against the control-to-evidence table, nothing in the zip the table
// does not list, the inner record's proof under the key given, its
// export.profiles[] listing the pack, the bar bound to it, and the table's rows
// recomputed from the pack and the files (a row added, dropped or changed is named).
import { readFile } from 'node:fs/promises';
import { AqrError } from '../errors.js';
import { PACKS } from '../export/pack.js';
import { controlRows, EXPORT_FORMAT, TABLE_ENTRY, type ExportTable } from '../export/table.js';
import { sha256Hex } from '../crypto/index.js';
import { readDocument } from '../doc/read.js';
import { asRecordDocument } from '../record/document.js';
import { readPublicKeys } from '../io/key-file.js';
import { assertRegularFile } from '../io/regular-file.js';
import type { AgentQualityRecord } from '../record/types.js';
import { schemaIssues } from '../record/validate.js';
import { verifyBarStatement } from '../sign/bar-statement.js';
import type { VerifyOutcome } from '../sign/verifier.js';
import { verifyRecord } from '../sign/verify.js';
import type { BarStatement } from '../bar/types.js';
import { readZipEntries, ZipRefused } from '../zip/read.js';

const LIMITS = { maxZipBytes: 64 * 1024 * 1024, maxEntries: 16, maxChosen: 16, maxEntryBytes: 32 * 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024 };

export interface ExportVerifyReport {
  file: string;
  valid: boolean;
  pack: { id: string; version: string };
  record: { record_id: string; signature: VerifyOutcome };
  controls: { evidenced: number; notEvidenced: number };
  /** What does not hold, each one line. */
  problems: string[];
}

/** A zip whose first entry starts the file: PK\x03\x04. */
export async function isZipFile(file: string): Promise<boolean> {
  try {
    const head = await readFile(file).then((b) => b.subarray(0, 4));
    return head.length === 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;
  } catch {
    return false;
  }
}

/** aqr verify on an export bundle: every entry's digest against the table, the inner record's proof, the pack listed, the rows recomputed. */
export async function verifyExportBundle(file: string, keySource: string): Promise<ExportVerifyReport> {
  const keys = await readPublicKeys(keySource);
  await assertRegularFile(file, 'export bundle');
  let entries;
  try {
    entries = readZipEntries(new Uint8Array(await readFile(file)), () => true, LIMITS);
  } catch (e) {
    if (e instanceof ZipRefused) throw new AqrError('ERR_INPUT_INVALID', `is not a readable export bundle: it ${e.message}`, { file });
    throw e;
  }
  const bytes = new Map(entries.entries.map((e) => [e.name, e.bytes]));
  const text = (name: string): string => new TextDecoder().decode(bytes.get(name));
  if (!bytes.has(TABLE_ENTRY)) throw new AqrError('ERR_INPUT_INVALID', `is a zip without ${TABLE_ENTRY}: not an export bundle (aqr export)`, { file });
  let table: ExportTable;
  try {
    table = JSON.parse(text(TABLE_ENTRY)) as ExportTable;
  } catch (e) {
    throw new AqrError('ERR_INPUT_PARSE', `${TABLE_ENTRY} is not JSON (${(e as Error).message})`, { file });
  }
  if (table?.format !== EXPORT_FORMAT || !Array.isArray(table.files) || !Array.isArray(table.controls) || !table.record || !table.pack)
    throw new AqrError('ERR_INPUT_INVALID', `${TABLE_ENTRY} is not an ${EXPORT_FORMAT} table`, { file });

  const problems: string[] = [];
  for (const s of entries.skipped) problems.push(`entry ${JSON.stringify(s.name)} was not read: ${s.reason}`);
  const listed = new Set([TABLE_ENTRY, ...table.files.map((f) => f.name)]);
  for (const name of bytes.keys()) if (!listed.has(name)) problems.push(`${name} is in the bundle but not in its table`);
  for (const f of table.files) {
    const b = bytes.get(f.name);
    if (!b) problems.push(`${f.name} is in the table but not in the bundle`);
    else if (`sha256:${sha256Hex(b)}` !== f.digest)
      problems.push(`${f.name} does not match its digest in the table (sha256:${sha256Hex(b)}, the table says ${f.digest})`);
  }
  const recordEntry = table.files.find((f) => f.role === 'record');
  if (!recordEntry || !bytes.has(recordEntry.name)) throw new AqrError('ERR_INPUT_INVALID', 'holds no record', { file });
  if (recordEntry.name !== table.record.file || recordEntry.digest !== table.record.digest) problems.push('the table names two different records');
  const parsed = asRecordDocument(await readDocument(text(recordEntry.name), `${file}:${recordEntry.name}`), `${file}:${recordEntry.name}`);
  const record = parsed.value as AgentQualityRecord;
  for (const i of schemaIssues(record)) problems.push(`${recordEntry.name}: ${i.message} (${i.code})`);
  const signature: VerifyOutcome =
    typeof record.decision?.signature === 'string'
      ? await verifyRecord(record, keys)
      : { ok: false, code: 'SIGNATURE_FORMAT', message: 'the record carries no decision.signature' };
  if (!signature.ok) problems.push(`${recordEntry.name}: signature INVALID: ${signature.message} (${signature.code})`);
  if (!(record.export?.profiles ?? []).some((p) => p.id === table.pack.id && p.version === table.pack.version))
    problems.push(`${recordEntry.name} does not list the export profile ${table.pack.id}@${table.pack.version} in export.profiles[]`);
  if (record.record_id !== table.record.record_id) problems.push(`the table is for record ${table.record.record_id}, the bundle holds ${record.record_id}`);

  let bar: BarStatement | undefined;
  const barEntry = table.files.find((f) => f.role === 'bar');
  if (barEntry && bytes.has(barEntry.name)) {
    try {
      bar = JSON.parse(text(barEntry.name)) as BarStatement;
      const trust = await verifyBarStatement(bar, record, keys, signature.ok ? signature.kid : undefined);
      if (!trust.ok) problems.push(`${barEntry.name}: ${trust.message} (${trust.code})`);
    } catch (e) {
      problems.push(`${barEntry.name} is not a bar statement (${(e as Error).message})`);
    }
  }
  const detailEntry = table.files.find((f) => f.role === 'detail');
  if (detailEntry && bytes.has(detailEntry.name)) {
    let d: { record_digest?: unknown } | undefined;
    try {
      d = JSON.parse(text(detailEntry.name)) as { record_digest?: unknown };
    } catch {
      d = undefined;
    }
    if (d?.record_digest !== recordEntry.digest) problems.push(`${detailEntry.name} is not bound to ${recordEntry.name}`);
  }

  const pack = PACKS.find((p) => p.id === table.pack.id && p.version === table.pack.version);
  if (!pack) problems.push(`the pack ${table.pack.id}@${table.pack.version} is not one this version knows, so its rows are not checked`);
  else {
    const want = controlRows(pack, record, bar, table.files);
    if (JSON.stringify(want) !== JSON.stringify(table.controls)) {
      const got = new Map(table.controls.map((c) => [c.id, JSON.stringify(c)]));
      const first = want.find((c) => got.get(c.id) !== JSON.stringify(c));
      problems.push(`the control-to-evidence table does not match the pack and the files${first ? ` (first: control ${first.id})` : ''}`);
    }
  }
  const evidenced = table.controls.filter((c) => c.status === 'evidenced').length;
  return {
    file,
    valid: problems.length === 0,
    pack: { id: table.pack.id, version: table.pack.version },
    record: { record_id: record.record_id, signature },
    controls: { evidenced, notEvidenced: table.controls.length - evidenced },
    problems,
  };
}
