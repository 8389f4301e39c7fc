// aqr sign: a record on disk, signed with a private key, written back; the bar
// beside it, when bound to it, signed with the same key.
import { AqrError } from '../errors.js';
import { readPrivateKey, readPublicKeys } from '../io/key-file.js';
import { readRecordFile } from '../io/record-file.js';
import { writeFilesAtomic } from '../io/write-atomic.js';
import type { AgentQualityRecord } from '../record/types.js';
import { schemaIssues } from '../record/validate.js';
import { toRecordText } from '../doc/text.js';
import { signRecord } from '../sign/sign.js';
import type { KeyEntry } from '../sign/key.js';
import { verifyRecord } from '../sign/verify.js';
import { barStatement, barStatementText, recordDigest } from '../sign/bar-statement.js';
import type { BarRecord } from '../bar/types.js';
import { besideRecord } from '../io/beside.js';
import { existsSync } from 'node:fs';
import { readBarStatement } from './bar-check.js';
import { fileDigest } from '../io/digest.js';
import { sha256Hex } from '../crypto/index.js';
import { readJsonFile } from '../io/json-file.js';
import type { OutputFile } from '../io/write-atomic.js';
import { DETAIL_FORMAT } from '../report/detail.js';
import { readTextFile } from '../io/read-text.js';
import { MAX_MANIFEST_BYTES } from '../io/limits.js';

export interface SignedFile {
  out: string;
  alg: string;
  kid: string;
  /** `<out>.bar.json`: the bar beside the record, bound to it, signed with the same key. */
  barOut?: string;
  /** The sidecars the signed record keeps (`<out>.detail.json`, `<out>.stats.json`): bound to the file as signed. */
  sidecarsOut: string[];
}

/** Re-signing on purpose (key rotation): the public key the record's present signature must verify under first. */
export interface Resign {
  oldKey: string;
}

/**
 * A record that carries a signature is signed again (`aqr sign`) or attested
 * (`aqr attest`) only when that signature verifies under `keys` (the key
 * given, or with `--resign` the old key): an edited record, or one another key
 * signed, is refused with ERR_SIGNATURE_UNVERIFIED. A record without one passes.
 */
export async function ownSignatureHolds(
  record: AgentQualityRecord,
  keys: readonly KeyEntry[],
  file: string,
  doing: 'signed' | 'attested',
  old?: string,
): Promise<void> {
  if (record.decision.signature === undefined) return;
  const v = await verifyRecord(record, keys);
  if (v.ok) return;
  const under = old === undefined ? 'the key given' : `the old key ${old}`;
  const hint = old === undefined && doing === 'signed' ? '; to re-sign with a new key on purpose, give --resign --old-key OLD.public.jwk' : '';
  throw new AqrError(
    'ERR_SIGNATURE_UNVERIFIED',
    `carries a signature that does not verify under ${under} (${v.code}: ${v.message}), so it is not ${doing}: a record changed after signing is never signed again${hint}`,
    { file, field: 'decision.signature' },
  );
}

/**
 * Signs the record in `file` with the key from `key` and writes it to `out`
 * (default: `file`), YAML if it was YAML and `out` does not end in .json.
 * A record that is not schema-valid is refused: a signature must not bless a
 * malformed record. Nor an edited one: a record that carries a signature must
 * verify under the key given, or with `resign` under the old key.
 */
export async function signFile(file: string, key: Parameters<typeof readPrivateKey>[0], out = file, resign?: Resign): Promise<SignedFile> {
  const signingKey = await readPrivateKey(key);
  const oldKeys = resign ? await readPublicKeys(resign.oldKey, 'old key') : undefined;
  const parsed = await readRecordFile(file);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) {
    const line = parsed.lineOf(issue.path);
    throw new AqrError('ERR_NOT_A_RECORD', `is not schema-valid, so it is not signed: ${issue.message}`, { file, ...(line === undefined ? {} : { line }) });
  }
  const record = parsed.value as AgentQualityRecord;
  if (resign && record.decision.signature === undefined)
    throw new AqrError('ERR_USAGE', '--resign re-signs a signed record, and this one carries no signature: sign it without --resign', { file });
  await ownSignatureHolds(record, oldKeys ?? [signingKey], file, 'signed', resign?.oldKey);
  const signed = await signRecord(record, signingKey);
  const bar = await boundBar(file, signed);
  const barOut = bar ? besideRecord(out, '.bar.json') : undefined;
  const text = await toRecordText(signed, parsed.syntax === 'yaml' && !out.endsWith('.json'));
  const sidecars = await reboundSidecars(file, out, await fileDigest(file), `sha256:${sha256Hex(text)}`);
  await writeFilesAtomic([
    { file: out, data: text },
    ...(bar && barOut ? [{ file: barOut, data: barStatementText(await barStatement(signed, bar, signingKey)) }] : []),
    ...sidecars,
  ]);
  return { out, alg: signingKey.alg, kid: signingKey.kid, ...(barOut ? { barOut } : {}), sidecarsOut: sidecars.map((f) => f.file) };
}

/**
 * The sidecars the run wrote beside the unsigned record, for the signed one:
 * the detail (`.detail.json`) bound to the file's digest is rewritten with the
 * digest of the file as signed, so the drill-down is not lost; the stats
 * sidecar (no digest of its own: it carries numbers, not the file) is copied
 * beside `out` when that is elsewhere. A detail written for another record is
 * left alone, as the surfaces would leave it unused.
 */
async function reboundSidecars(file: string, out: string, before: string, after: string): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  const detail = await reboundDetail(file, before, after);
  if (detail !== undefined) files.push({ file: besideRecord(out, '.detail.json'), data: detail });
  const stats = besideRecord(file, '.stats.json');
  const statsOut = besideRecord(out, '.stats.json');
  if (existsSync(stats) && statsOut !== stats) {
    files.push({ file: statsOut, data: await readTextFile(stats, 'stats sidecar', MAX_MANIFEST_BYTES) });
  }
  return files;
}

/**
 * The detail sidecar beside `file`, rebound from the record digest `before` to
 * `after` (its text), or undefined when there is none or it was written for
 * another record (the surfaces would leave it unused). Used by aqr sign and aqr export.
 */
export async function reboundDetail(file: string, before: string, after: string, maxBytes?: number): Promise<string | undefined> {
  const detail = besideRecord(file, '.detail.json');
  if (!existsSync(detail)) return undefined;
  const d = await readJsonFile(detail, 'detail sidecar', (e) => `is not JSON (${e.message})`, maxBytes);
  if (typeof d !== 'object' || d === null || Array.isArray(d)) return undefined;
  const o = d as Record<string, unknown>;
  if (o['format'] !== DETAIL_FORMAT || o['record_digest'] !== before) return undefined;
  return `${JSON.stringify({ ...o, record_digest: after }, null, 2)}\n`;
}

/** The bar beside the record when it is bound to this record (a run without a key wrote it unsigned); any other is left alone. */
async function boundBar(file: string, record: AgentQualityRecord): Promise<BarRecord | undefined> {
  const sidecar = besideRecord(file, '.bar.json');
  if (!existsSync(sidecar)) return undefined;
  const s = await readBarStatement(sidecar);
  return s.record_digest === recordDigest(record) ? s.bar : undefined;
}
