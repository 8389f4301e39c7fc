// The page's `aqr verify` and `aqr check`: the same core as the CLI (record
// reading, schema, checker, signature, ledger fold, replay) over files the user
// dropped. This file is the page's pipeline/: it sorts the dropped files into
// their roles, streams and hashes them, and gathers one report to render.
import { checkRecord, replayUnmet } from '../check/check.js';
import type { Level } from '../check/types.js';
import { isAqrError } from '../errors.js';
import { ledgerMeasures, type LedgerResult } from '../ledger/measures.js';
import { foldTrials } from '../ledger/read.js';
import { importFormatOf } from '../import/formats.js';
import { LEDGER_FORMAT } from '../ledger/trial.js';
import { foldTraceFile } from '../otel/evidence.js';
import { OTEL_FORMAT, tallyTraces, traceMeasures } from '../otel/measures.js';
import { TraceFold } from '../otel/fold.js';
import { asRecordDocument } from '../record/document.js';
import { detectSyntax, parseDocument, type Parsed } from '../doc/parse.js';
import { formatPath } from '../doc/path.js';
import type { AgentQualityRecord } from '../record/types.js';
import { schemaIssues } from '../record/validate.js';
import { contentSetText, parseLedgerRef } from '../replay/ledger-ref.js';
import { replay, type ReplayResult } from '../replay/replay.js';
import { supportedVerdict, type SupportedVerdict } from '../replay/supported.js';
import { parsePublicKeys, type KeyEntry } from '../sign/key.js';
import { keyVerifier, verifyRecord } from '../sign/verify.js';
import type { VerifyOutcome } from '../sign/verifier.js';
import { manifestFromText, type Manifest } from '../taskset/manifest.js';
import { ed25519FallbackUsed } from './ed25519.js';
import { checkBundle, gateRows, parseBundle, type BundleView, type GateRow } from './bundle.js';
import { replayAttested } from '../attest/regate.js';
import type { AqrPredicate } from '../attest/predicate.js';
import type { BarRecord } from '../bar/types.js';
import type { StatsSidecar } from '../gate/stats.js';
import { asStatsSidecar } from '../replay/bounds.js';
import { lineReader, readText, sha256Hex, type Dropped } from './files.js';
import { proofChecklist, type Checklist } from '../check/checklist.js';
import { AqrError } from '../errors.js';
import { sha256Hex as sha256Text } from '../crypto/index.js';

export type Role = 'record' | 'bundle' | 'stats' | 'predicate' | 'key' | 'manifest' | 'ledger' | 'traces' | 'harness' | 'unknown';

export interface ShownError {
  code: string;
  file?: string;
  line?: number;
  field?: string;
  message: string;
  /** As the CLI prints it: `file:line: field: message (CODE)`. */
  text: string;
}

export interface DigestRow {
  what: string;
  files: string[];
  recorded: string | null;
  recomputed: string;
  ok: boolean;
}

/** The one key the auditor named as trusted, as the headline shows it. */
export interface TrustedKey {
  file: string;
  kid: string;
  /** RFC 7638 SHA-256 thumbprint of the public key (the kid aqr writes; a JWK may carry another kid). */
  thumbprint: string;
  alg: string;
}

export interface VerifyReport {
  roles: { name: string; role: Role; bytes: number }[];
  /** The key given in the trusted-key field: the only key any signature is checked with. */
  trustedKey?: TrustedKey;
  /** What was checked, gate by gate, and the verdict apart from the proof (src/check/checklist.ts). */
  checklist?: Checklist;
  record?: { file: string; id: string; agent: string; profile: string; verdict: string; level?: Level | null };
  signature?: VerifyOutcome & { implementation?: string };
  schema: string[];
  digests: DigestRow[];
  /** Each file hashed, as sha256sum prints it. */
  hashes: { file: string; sha256: string; bytes: number }[];
  replay?: ReplayResult & {
    supported: SupportedVerdict;
    recordedVerdict: string;
    measures: { what: string; recorded: unknown; recomputed: unknown; ok: boolean }[];
    ceilings?: number;
  };
  /** A Sigstore bundle dropped: its DSSE signature, statement and predicate. */
  bundle?: BundleView;
  /** The gates with their thresholds, values and bounds, when a stats sidecar or a predicate says more than the record. */
  gates?: { source: string; rows: GateRow[]; notices: string[] };
  /** The bar the predicate says the record was judged by. */
  bar?: BarRecord;
  level?: { level: Level | null; unmet: { level: string; code: string; message: string; field?: string; line?: number }[] };
  errors: ShownError[];
  notes: string[];
  ms: number;
}

export function shown(e: unknown): ShownError {
  if (isAqrError(e)) {
    const { file, line, field } = e.where;
    return {
      code: e.code,
      message: e.message,
      text: e.format(),
      ...(file !== undefined ? { file } : {}),
      ...(line !== undefined ? { line } : {}),
      ...(field !== undefined ? { field } : {}),
    };
  }
  const message = e instanceof Error ? e.message : String(e);
  return { code: 'internal', message, text: `internal error: ${message} (please report this)` };
}

const LEDGER_NAME = /\.(jsonl|ndjson)(\.gz)?$|\.gz$/i;

/** What each dropped file is, read from its name and, for small files, its content. */
export async function sortFiles(files: Dropped, folderFiles: ReadonlySet<string>): Promise<Map<string, { role: Role; text?: string }>> {
  const out = new Map<string, { role: Role; text?: string }>();
  for (const [name, blob] of files) {
    if (folderFiles.has(name)) {
      out.set(name, { role: 'harness' });
      continue;
    }
    if (LEDGER_NAME.test(name)) {
      const head = await firstLine(name, blob);
      out.set(name, { role: head.includes('"resourceSpans"') ? 'traces' : 'ledger' });
      continue;
    }
    if (blob.size > 64 * 1024 * 1024) {
      out.set(name, { role: 'unknown' });
      continue;
    }
    let text: string;
    try {
      text = await readText(name, blob, 'file', 64 * 1024 * 1024);
    } catch {
      out.set(name, { role: 'unknown' });
      continue;
    }
    out.set(name, { role: roleOf(text), text });
  }
  return out;
}

function roleOf(text: string): Role {
  const t = text.trim();
  if (t.startsWith('-----BEGIN ')) return 'key';
  if (/^\{[\s\S]*"mediaType"\s*:\s*"application\/vnd\.dev\.sigstore\.bundle/.test(t.slice(0, 4096))) return 'bundle';
  if (/^\{[\s\S]*"format"\s*:\s*"aqr\.stats\/1"/.test(t.slice(0, 4096))) return 'stats';
  // aqr evaluate --attest writes the predicate beside the bundle: the record comes first in it.
  if (/^\{\s*"record"\s*:\s*\{/.test(t)) return 'predicate';
  if (/^\s*(supergauge\s*:|\{\s*"supergauge"|\{[\s\S]*"supergauge"\s*:)/m.test(t.slice(0, 4096)) || /^supergauge\s*:/m.test(t)) return 'record';
  if (detectSyntax(t) === 'json') {
    if (/^\{\s*"(kty|keys)"/.test(t) || /"kty"\s*:/.test(t.slice(0, 2048))) return 'key';
    if (/"resourceSpans"/.test(t.slice(0, 2048))) return 'traces';
    if (/^\{\s*"task_id"/.test(t)) return 'ledger';
  }
  if (/^\s*tasks\s*:/m.test(t) || /^\{\s*"tasks"/.test(t) || /^\[\s*\{?\s*"?id"?/.test(t) || /^- id:/m.test(t)) return 'manifest';
  return 'unknown';
}

async function firstLine(name: string, blob: Blob): Promise<string> {
  let first = '';
  const stop = new Error('first line');
  try {
    await lineReader(new Map([[name, blob]]))(name, (line) => {
      first = line;
      throw stop;
    });
  } catch (e) {
    if (e !== stop) return '';
  }
  return first;
}

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The key the auditor trusts, from its own field: one file holding one key.
 * Keys are never taken from the evidence, where whoever made it could have put
 * their own; more than one candidate is refused rather than one picked.
 */
async function readTrustedKey(trusted: Dropped, report: VerifyReport): Promise<KeyEntry[] | undefined> {
  if (trusted.size === 0) return undefined;
  const names = [...trusted.keys()].sort(byteOrder);
  if (names.length > 1)
    throw new AqrError('ERR_INPUT_CONFLICT', `${names.length} files given as the trusted key (${names.join(', ')}): give exactly one, the key you trust`, {
      field: 'trusted key',
    });
  const file = names[0] as string;
  const keys = await parsePublicKeys(await readText(file, trusted.get(file) as Blob, 'public key', 1024 * 1024), file);
  if (keys.length !== 1)
    throw new AqrError('ERR_INPUT_CONFLICT', `holds ${keys.length} keys: give the one key you trust, not a set to pick from`, { file, field: 'trusted key' });
  const key = keys[0] as KeyEntry;
  const { calculateJwkThumbprint } = await import('jose');
  report.trustedKey = { file, kid: key.kid, thumbprint: await calculateJwkThumbprint(key.publicJwk, 'sha256'), alg: key.jwsAlg };
  return keys;
}

/** Everything the page shows, from the dropped files. Never throws: errors land in `errors`. */
export async function verifyDropped(
  files: Dropped,
  folderFiles: ReadonlySet<string> = new Set(),
  options: { harnessPrefix?: string; onProgress?: (what: string) => void; trusted?: Dropped } = {},
): Promise<VerifyReport> {
  const start = performance.now();
  const report: VerifyReport = { roles: [], schema: [], digests: [], hashes: [], errors: [], notes: [], ms: 0 };
  const fail = (e: unknown) => report.errors.push(shown(e));
  const sorted = await sortFiles(files, folderFiles);
  for (const [name, s] of sorted) report.roles.push({ name, role: s.role, bytes: files.get(name)?.size ?? 0 });
  const named = (role: Role) =>
    [...sorted]
      .filter(([, s]) => s.role === role)
      .map(([n]) => n)
      .sort(byteOrder);
  for (const n of named('predicate'))
    report.notes.push(`${n}: an aqr predicate as written beside the bundle, unsigned; left out (drop the .sigstore.json, which signs it)`);
  for (const n of named('unknown')) report.notes.push(`${n}: not recognised as a record, key, task manifest, ledger or trace file; left out`);

  // Every file's bytes are hashed as they stream, whatever else happens.
  const hex = new Map<string, string>();
  const hashAll = async (names: string[]) => {
    for (const n of names) {
      const blob = files.get(n) as Blob;
      options.onProgress?.(`hashing ${n}`);
      const h = await sha256Hex(blob);
      hex.set(n, h);
      report.hashes.push({ file: n, sha256: h, bytes: blob.size });
    }
  };

  let parsed: Parsed | undefined;
  let recordFile: string | undefined;
  const records = named('record');
  if (records.length > 1) report.notes.push(`${records.length} records dropped; verifying ${records[0]} only`);
  if (records[0] !== undefined) {
    recordFile = records[0];
    try {
      parsed = asRecordDocument(parseDocument(sorted.get(recordFile)?.text ?? '', recordFile), recordFile);
    } catch (e) {
      fail(e);
    }
  }
  let keys: KeyEntry[] | undefined;
  try {
    keys = await readTrustedKey(options.trusted ?? new Map(), report);
  } catch (e) {
    fail(e);
  }
  for (const k of named('key')) report.notes.push(`${k}: a public key among the evidence, never trusted: give the key you trust in its own field`);

  let manifest: Manifest | undefined;
  const manifests = named('manifest');
  if (manifests.length > 1) report.notes.push(`${manifests.length} task manifests dropped; using ${manifests[0]} only`);
  if (manifests[0] !== undefined) {
    try {
      manifest = await manifestFromText(sorted.get(manifests[0])?.text ?? '', manifests[0]);
    } catch (e) {
      fail(e);
    }
  }

  const ledgers = named('ledger');
  const traces = named('traces');
  const bundles = named('bundle');
  const statsFiles = named('stats');
  // With a bundle, every file dropped may be one of its subjects: all are hashed.
  await hashAll([
    ...(recordFile ? [recordFile] : []),
    ...manifests.slice(0, 1),
    ...ledgers,
    ...traces,
    ...(bundles.length > 0 ? [...bundles, ...statsFiles, ...named('unknown'), ...named('key')] : []),
  ]);

  let predicate: AqrPredicate | undefined;
  if (bundles.length > 1) report.notes.push(`${bundles.length} bundles dropped; verifying ${bundles[0]} only`);
  if (bundles[0] !== undefined) {
    try {
      const digests = new Map<string, string[]>();
      for (const [f, h] of hex) digests.set(h, [...(digests.get(h) ?? []), f]);
      const checked = await checkBundle(parseBundle(sorted.get(bundles[0])?.text ?? '', bundles[0]), bundles[0], keys, digests);
      report.bundle = checked.view;
      predicate = checked.predicate;
    } catch (e) {
      fail(e);
    }
  }
  if (predicate && !parsed) {
    // No record file: the record is the predicate's, as signed in the bundle.
    recordFile = `${bundles[0] ?? ''} (the predicate's record)`;
    parsed = { value: predicate.record, syntax: 'json', lineOf: () => undefined };
  } else if (predicate && parsed && recordFile) {
    const recorded = predicate.record_digest;
    report.digests.push({
      what: 'record file (the predicate’s record_digest)',
      files: [recordFile],
      recorded,
      recomputed: `sha256:${hex.get(recordFile) ?? ''}`,
      ok: recorded === `sha256:${hex.get(recordFile) ?? ''}`,
    });
    const id = (parsed.value as { record_id?: unknown } | null)?.record_id;
    if (id !== predicate.record.record_id)
      report.bundle?.problems.push(`the bundle attests record ${predicate.record.record_id}, not the dropped ${recordFile} (${String(id)})`);
  }
  const record = parsed?.value as AgentQualityRecord | undefined;
  // The predicate's thresholds and stats are used only when it holds together and is about this record.
  const attested = predicate && report.bundle?.problems.length === 0 ? predicate : undefined;
  let stats: StatsSidecar | undefined;
  let statsSource = '';
  if (attested?.stats) {
    stats = attested.stats;
    statsSource = `the predicate of ${bundles[0] ?? ''} (signed with it)`;
    for (const f of statsFiles) report.notes.push(`${f}: not used; the bundle's predicate carries the stats, signed`);
  } else if (statsFiles[0] !== undefined) {
    if (statsFiles.length > 1) report.notes.push(`${statsFiles.length} stats sidecars dropped; using ${statsFiles[0]} only`);
    try {
      stats = asStatsSidecar(parseDocument(sorted.get(statsFiles[0])?.text ?? '', statsFiles[0]).value, statsFiles[0]);
      statsSource = statsFiles[0];
    } catch (e) {
      fail(e);
    }
  }

  if (record && parsed && recordFile) {
    const valid = schemaIssues(record);
    report.schema = valid.map((i) => {
      const line = parsed.lineOf(i.path);
      return `${line === undefined ? '' : `line ${line}: `}${i.message} (${i.code})`;
    });
    const ok = valid.length === 0;
    report.record = ok
      ? {
          file: recordFile,
          id: record.record_id,
          agent: record.subject.agent,
          profile: `${record.profile.id}@${record.profile.version} (${record.profile.tier})`,
          verdict: record.decision.verdict,
        }
      : {
          file: recordFile,
          id: String((record as { record_id?: unknown }).record_id ?? '?'),
          agent: '?',
          profile: '?',
          verdict: String((record as { decision?: { verdict?: unknown } }).decision?.verdict ?? '?'),
        };

    if (keys) {
      const sig = (record as { decision?: { signature?: unknown } }).decision?.signature;
      const outcome: VerifyOutcome =
        typeof sig !== 'string'
          ? { ok: false, code: 'SIGNATURE_FORMAT', message: 'the record carries no decision.signature' }
          : await verifyRecord(record, keys);
      report.signature = outcome.ok
        ? {
            ...outcome,
            implementation:
              outcome.alg === 'ES256' ? 'WebCrypto' : ed25519FallbackUsed() ? '@noble/curves (this browser has no Ed25519 in WebCrypto)' : 'WebCrypto',
          }
        : outcome;
    }

    if (ok && manifest && manifests[0] !== undefined) {
      const manifestDigest = `sha256:${hex.get(manifests[0]) ?? ''}`;
      report.digests.push({
        what: 'task manifest (task_set.manifest_digest)',
        files: [manifests[0]],
        recorded: record.task_set.manifest_digest,
        recomputed: manifestDigest,
        ok: record.task_set.manifest_digest === manifestDigest,
      });
      const evidence = record.assurance.evidence;
      const evFiles = evidence.format === LEDGER_FORMAT ? ledgers : traces;
      // The page has no eval tool's reader: it says so rather than replay the file as a ledger and mismatch.
      if (importFormatOf(evidence.format) !== undefined)
        report.notes.push(
          `the evidence is ${evidence.format}, an eval tool's own file: this page does not replay it; run aqr verify --ledger FILE --task-manifest FILE`,
        );
      else if (evFiles.length > 0) {
        const setDigest = `sha256:${sha256Text(contentSetText(evFiles.map((f) => hex.get(f) ?? '')))}`;
        const recorded = parseLedgerRef(evidence.ledger).digest ?? null;
        report.digests.push({
          what: `ledger set (assurance.evidence.ledger, ${evFiles.length} file${evFiles.length === 1 ? '' : 's'})`,
          files: evFiles,
          recorded,
          recomputed: setDigest,
          ok: recorded === setDigest,
        });
        try {
          options.onProgress?.('replaying the evidence');
          const k = record.measures.find((m) => m.id === 'reliability.pass_hat_k' || m.id === 'reliability.pass_at_k')?.k;
          const lines = lineReader(files);
          let recomputed: LedgerResult;
          let events: number;
          if (evidence.format === OTEL_FORMAT) {
            // Spans of another task set or harness are an input error here too.
            const fold = new TraceFold(manifest, { manifestDigest: record.task_set.manifest_digest, harnessDigest: record.subject.harness_digest });
            for (const f of evFiles) await foldTraceFile(f, fold, lines);
            const r = fold.finish();
            recomputed = traceMeasures(tallyTraces(manifest, r), k);
            events = r.spans + r.events;
          } else {
            const folded = await foldTrials(evFiles, manifest, lines);
            if (folded.blank > 0) report.notes.push(`${folded.blank} blank ledger lines passed over`);
            recomputed = ledgerMeasures(folded.tally, k);
            events = folded.tally.events;
          }
          for (const w of recomputed.warnings) report.notes.push(w);
          const input = { record, recomputed, events, ledgerDigest: setDigest, manifestDigest, taskSet: manifest };
          // With a predicate, as aqr verify BUNDLE: its stats, and every threshold it applied (ceilings too).
          const r = attested ? replayAttested(input, attested) : replay({ ...input, ...(stats ? { stats } : {}) });
          const byWhat = new Map(r.mismatches.map((m) => [m.what, m]));
          const key = (m: { id: string; split?: string | undefined; k?: number | undefined }) =>
            `${m.id}${m.split ? ` (${m.split})` : ''}${m.k !== undefined ? ` k=${m.k}` : ''}`;
          const measures = recomputed.measures.map((m) => {
            const rec = record.measures.find((x) => key(x) === key(m));
            return { what: key(m), recorded: rec?.value ?? null, recomputed: m.value, ok: !byWhat.has(key(m)) };
          });
          report.replay = { ...r, supported: supportedVerdict(record, r, stats), recordedVerdict: record.decision.verdict, measures };
        } catch (e) {
          fail(e);
        }
      } else report.notes.push('no ledger dropped: drop the ledger files to replay the measures');
    } else if (ok && !manifest && (ledgers.length > 0 || traces.length > 0))
      report.notes.push('replay needs the task manifest too: it gives the splits and canaries, and its digest is in the record');

    const harness = [...folderFiles].filter((f) => files.has(f)).sort(byteOrder);
    if (ok && harness.length > 0) {
      const prefix = options.harnessPrefix ?? '';
      let text = '';
      for (const f of harness) {
        const h = await sha256Hex(files.get(f) as Blob);
        // The lines sha256sum prints (see io/digest.ts treeDigest), paths as given to --harness.
        text += `${h}  ${prefix}${f}\n`;
      }
      const d = `sha256:${sha256Text(text)}`;
      report.digests.push({
        what: `harness tree (subject.harness_digest${prefix ? `, paths under ${prefix}` : ''})`,
        files: harness.map((f) => prefix + f),
        recorded: record.subject.harness_digest,
        recomputed: d,
        ok: d === record.subject.harness_digest,
      });
      // An attestation names the agent by this digest when given no subjects of its own.
      for (const sub of report.bundle?.statement?.subjects ?? []) if (`sha256:${sub.sha256}` === d) sub.matched.push('the harness folder (its tree digest)');
    }

    if (ok && (stats || attested))
      report.gates = { source: statsSource || `the predicate of ${bundles[0] ?? ''}`, rows: gateRows(record, stats, attested), notices: stats?.notices ?? [] };
    if (attested?.bar) report.bar = attested.bar;

    if (ok) {
      const replayed = report.replay;
      const result = await checkRecord(record, {
        ...(keys ? { verifier: keyVerifier(keys) } : {}),
        ...(replayed ? { replay: async () => replayUnmet(replayed) } : {}),
      });
      report.level = {
        level: result.level,
        unmet: result.unmet.map((u) => {
          const line = u.path ? parsed.lineOf(u.path) : undefined;
          return {
            level: u.level,
            code: u.code,
            message: u.message,
            ...(u.path ? { field: formatPath(u.path) } : {}),
            ...(line !== undefined ? { line } : {}),
          };
        }),
      };
      if (report.record) report.record.level = result.level;
    }
  } else if (files.size > 0 && records.length === 0 && bundles.length === 0)
    report.notes.push('no record dropped: drop a record (YAML or JSON) or a Sigstore bundle to verify it');
  if (record && !keys) report.notes.push('no trusted key given: the signature is not checked (give the key you trust, a JWK or PEM, in its own field)');
  if (report.record || report.bundle)
    report.checklist = pageChecklist(report, record && report.schema.length === 0 ? record : undefined, {
      keys: !!keys,
      manifest: !!manifest,
      evidence: ledgers.length + traces.length > 0,
      attested: !!attested,
      stats: statsSource,
    });
  report.ms = Math.round(performance.now() - start);
  return report;
}

/** Why replay did not run, from what was dropped (the first thing missing). */
function replayWhy(r: VerifyReport, has: { manifest: boolean; evidence: boolean }): string | undefined {
  if (r.replay) return undefined;
  if (r.schema.length > 0) return 'the record is not schema-valid';
  if (!has.manifest) return 'no task manifest dropped';
  if (!has.evidence) return 'no ledger or trace files dropped';
  return `the evidence could not be read (${r.errors.map((e) => e.code).join(', ') || 'see the errors'})`;
}

function pageChecklist(
  r: VerifyReport,
  record: AgentQualityRecord | undefined,
  has: { keys: boolean; manifest: boolean; evidence: boolean; attested: boolean; stats: string },
): Checklist {
  const b = r.bundle;
  const bar = r.bar;
  return proofChecklist({
    record,
    verdict: r.record?.verdict,
    schema: r.schema,
    bundle: b && {
      state: !b.signature ? 'not checked' : b.signature.ok && b.problems.length === 0 ? 'pass' : 'fail',
      detail: !b.signature
        ? (b.unchecked ?? 'not checked')
        : b.signature.ok
          ? `DSSE signature (${b.signature.alg}) by key kid ${b.signature.kid}${b.problems.length > 0 ? `; ${b.problems[0] ?? ''}` : ''}`
          : `${b.signature.message} (${b.signature.code})`,
    },
    signature: r.signature,
    signatureWhy: has.keys ? 'the record carries no signature to check' : 'no trusted key given (keys among the evidence are never trusted)',
    digests: r.digests,
    replay: r.replay,
    replayWhy: replayWhy(r, has),
    stats: has.stats || undefined,
    ceilings: has.attested,
    barWhy: bar
      ? `named by the predicate (read at ${bar.ref ?? 'the checkout'}), not confirmed against its files here (aqr verify --bar)`
      : 'not checked (aqr verify --bar)',
  });
}
