// `aqr export --pack PACK`: a verified record's copy listing the pack in
// export.profiles[], re-signed by the one signing function `aqr sign` uses
// (signRecord; the bar bound to it by barStatement), and one zip holding it, the
// bar and detail sidecars, an attestation bundle if given, and the
// control-to-evidence table (src/export/table.ts). The bundle appears whole or
// not at all.
import { existsSync } from 'node:fs';
import { zipSync } from 'fflate';
import { AqrError } from '../errors.js';
import { packById, type ExportPack } from '../export/pack.js';
import { controlRows, EXPORT_FORMAT, exportProfile, TABLE_ENTRY, type BundleFile, type ExportTable } from '../export/table.js';
import { sha256Hex } from '../crypto/index.js';
import { toRecordText } from '../doc/text.js';
import { besideRecord } from '../io/beside.js';
import { fileDigest } from '../io/digest.js';
import { readPrivateKey, readPublicKeys } from '../io/key-file.js';
import { readFileBytes } from '../io/read-text.js';
import { readRecordFile } from '../io/record-file.js';
import { writeFilesAtomic } from '../io/write-atomic.js';
import type { AgentQualityRecord } from '../record/types.js';
import { schemaIssues } from '../record/validate.js';
import { barStatement, barStatementText, verifyBarStatement } from '../sign/bar-statement.js';
import { signRecord } from '../sign/sign.js';
import { verifyRecord } from '../sign/verify.js';
import { readBarStatement } from './bar-check.js';
import { reboundDetail } from './sign.js';

const MAX_SIDECAR_BYTES = 32 * 1024 * 1024;
/** Entries carry this time, so one export of the same files gives the same bytes. */
const ZIP_MTIME = new Date('1980-01-01T00:00:00Z');

export interface ExportOptions {
  pack: string;
  /** The public key (file, JWKS file or URL) the record's signature must verify under first. */
  keys: string;
  /** The record's private key, as `aqr sign` takes it. */
  signingKey: Parameters<typeof readPrivateKey>[0];
  out?: string | undefined;
  /** A Sigstore bundle attesting the record (`aqr attest`), carried and referenced. */
  attestation?: string | undefined;
}

export interface Exported {
  out: string;
  pack: ExportPack;
  table: ExportTable;
}

const digestOf = (bytes: Uint8Array | string): string => `sha256:${sha256Hex(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes)}`;

/** The default bundle: `<record>.<pack>.export.zip` beside the record. */
export function exportOut(file: string, pack: ExportPack): string {
  return besideRecord(file, `.${pack.id.replace(/^sg\//, '')}.export.zip`);
}

/** aqr export: the record's proof checked, a copy with export.profiles[] re-signed through signRecord, and one bundle (zip) with the pack's control-to-evidence table. */
export async function exportRecord(file: string, opts: ExportOptions): Promise<Exported> {
  const pack = packById(opts.pack);
  const keys = await readPublicKeys(opts.keys);
  const parsed = await readRecordFile(file);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) {
    const line = parsed.lineOf(issue.path);
    throw new AqrError('ERR_NOT_A_RECORD', `is not schema-valid, so it is not exported: ${issue.message}`, { file, ...(line === undefined ? {} : { line }) });
  }
  const record = parsed.value as AgentQualityRecord;
  if (record.decision.signature === undefined)
    throw new AqrError('ERR_SIGNATURE_UNVERIFIED', 'carries no signature, so it is not exported: sign it first (aqr sign)', {
      file,
      field: 'decision.signature',
    });
  const proof = await verifyRecord(record, keys);
  if (!proof.ok)
    throw new AqrError(
      'ERR_SIGNATURE_UNVERIFIED',
      `has a signature that does not verify under the key given (${proof.code}: ${proof.message}), so it is not exported`,
      {
        file,
        field: 'decision.signature',
      },
    );
  const signingKey = await readPrivateKey(opts.signingKey);
  if (signingKey.kid !== proof.kid)
    throw new AqrError(
      'ERR_USAGE',
      `the signing key is ${signingKey.kid}, the record is signed with ${proof.kid}: an export is re-signed with the record's own key`,
    );

  // The bar beside the record, when bound to it and signed with its key; any other vouches for nothing and is left out.
  const barFile = besideRecord(file, '.bar.json');
  let bar: Awaited<ReturnType<typeof readBarStatement>> | undefined;
  if (existsSync(barFile)) {
    const s = await readBarStatement(barFile);
    const trust = await verifyBarStatement(s, record, keys, proof.kid);
    if (!trust.ok)
      throw new AqrError(
        'ERR_SIGNATURE_UNVERIFIED',
        `is beside the record but does not hold for it (${trust.code}: ${trust.message}), so nothing is exported`,
        { file: barFile },
      );
    bar = s;
  }

  const yaml = parsed.syntax === 'yaml';
  const recordName = yaml ? 'record.yaml' : 'record.json';
  // The rows come from the record as verified; export.profiles[] is no evidence of anything.
  const provisional: BundleFile[] = [
    { name: recordName, role: 'record', digest: '' },
    ...(bar ? [{ name: 'record.bar.json', role: 'bar' as const, digest: '' }] : []),
    ...(opts.attestation ? [{ name: 'attestation.sigstore.json', role: 'attestation' as const, digest: '' }] : []),
  ];
  const profile = exportProfile(pack, controlRows(pack, record, bar, provisional));
  const { signature: _old, ...decision } = record.decision;
  void _old;
  const others = (record.export?.profiles ?? []).filter((p) => p.id !== pack.id);
  const copy = { ...record, decision, export: { profiles: [...others, profile] } } as AgentQualityRecord;
  const copyIssue = schemaIssues(copy)[0];
  if (copyIssue) throw new AqrError('ERR_NOT_A_RECORD', `would not be schema-valid with export.profiles[] added: ${copyIssue.message}`, { file });
  const signed = await signRecord(copy, signingKey);
  const recordText = await toRecordText(signed, yaml);

  const entries: Record<string, Uint8Array> = {};
  const files: BundleFile[] = [];
  const add = (name: string, role: BundleFile['role'], data: Uint8Array | string): void => {
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
    entries[name] = bytes;
    files.push({ name, role, digest: digestOf(bytes) });
  };
  add(recordName, 'record', recordText);
  const newBar = bar ? await barStatement(signed, bar.bar, signingKey) : undefined;
  if (newBar) add('record.bar.json', 'bar', barStatementText(newBar));
  // The detail rebound as aqr sign rebinds it; one written for another record is left out.
  const detail = await reboundDetail(file, await fileDigest(file), digestOf(recordText), MAX_SIDECAR_BYTES);
  if (detail !== undefined) add('record.detail.json', 'detail', detail);
  if (opts.attestation) {
    const bytes = await readFileBytes(opts.attestation, 'attestation bundle', MAX_SIDECAR_BYTES);
    try {
      JSON.parse(new TextDecoder().decode(bytes));
    } catch (e) {
      throw new AqrError('ERR_INPUT_PARSE', `is not a Sigstore bundle (not JSON: ${(e as Error).message})`, { file: opts.attestation });
    }
    add('attestation.sigstore.json', 'attestation', bytes);
  }

  const table: ExportTable = {
    format: EXPORT_FORMAT,
    pack: { id: pack.id, version: pack.version, ...(pack.standard_cut ? { standard_cut: pack.standard_cut } : {}), source: pack.source },
    record: { record_id: record.record_id, file: recordName, digest: digestOf(recordText), digest_before_export: await fileDigest(file) },
    files,
    controls: controlRows(pack, signed, newBar, files),
  };
  entries[TABLE_ENTRY] = new TextEncoder().encode(`${JSON.stringify(table, null, 2)}\n`);
  const zip = zipSync(Object.fromEntries([TABLE_ENTRY, ...files.map((f) => f.name)].map((n) => [n, [entries[n] as Uint8Array, { mtime: ZIP_MTIME }]])), {
    level: 6,
  });
  const out = opts.out ?? exportOut(file, pack);
  await writeFilesAtomic([{ file: out, data: zip }]);
  return { out, pack, table };
}
