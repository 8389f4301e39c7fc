// aqr verify RECORD|BUNDLE (--key FILE | --jwks FILE_OR_URL | --trusted-root ...) [--ledger PATH... --task-manifest FILE [--stats FILE]] [--bar FILE...] [--json]
import { AqrError } from '../errors.js';
import { verifyFile } from '../pipeline/verify.js';
import { isZipFile, verifyExportBundle, type ExportVerifyReport } from '../pipeline/verify-export.js';
import { isBundleFile, verifyBundleFile, type BundleReport } from '../pipeline/verify-bundle.js';
import { barMismatches, type BarCheck } from '../pipeline/bar-check.js';
import type { Io } from './io.js';
import { ledgerSource } from './ledger-source.js';
import type { Checklist } from '../check/checklist.js';
import type { Release } from '../check/release.js';
import { parseCommand, synopsis } from './spec.js';
import type { AppliedGate } from '../attest/predicate.js';

const VERIFY_USAGE = `usage: ${synopsis('verify')}`;

export async function verifyCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('verify', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as {
    key?: string;
    jwks?: string;
    ledger?: string[];
    tallies?: string[];
    'task-manifest'?: string;
    'trials-subject'?: string;
    'task-id'?: string;
    'trials-scorer'?: string;
    stats?: string;
    bar?: string[];
    json?: boolean;
    'trusted-root'?: string;
    'certificate-identity'?: string;
    'certificate-identity-regexp'?: string;
    'certificate-oidc-issuer'?: string;
    'predicate-type'?: string;
    subject?: string[];
    'require-ship'?: boolean;
  };
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${VERIFY_USAGE}`);
  const keySource = values.key ?? values.jwks;
  if (values.ledger && values['task-manifest'] === undefined)
    throw new AqrError('ERR_USAGE', '--ledger needs --task-manifest: replay takes the splits and canaries from it');
  if (values.tallies && !values.ledger)
    throw new AqrError('ERR_USAGE', '--tallies needs --ledger: each partial tally is checked against the shard files it counts');
  if (await isZipFile(positionals[0] as string)) {
    if (keySource === undefined || (values.key !== undefined && values.jwks !== undefined))
      throw new AqrError('ERR_USAGE', `give --key or --jwks, one of them; ${VERIFY_USAGE}`);
    const report = await verifyExportBundle(positionals[0] as string, keySource);
    if (values.json) io.out(JSON.stringify(report));
    else printExport(report, io);
    return report.valid ? 0 : 1;
  }
  if (await isBundleFile(positionals[0] as string)) {
    if (values.key !== undefined && values.jwks !== undefined) throw new AqrError('ERR_USAGE', `give --key or --jwks, not both; ${VERIFY_USAGE}`);
    if (values['require-ship']) throw new AqrError('ERR_USAGE', '--require-ship is for a record; verify the record the bundle attests with --require-ship');
    const report = await verifyBundleFile(positionals[0] as string, {
      keys: keySource,
      trustedRoot: values['trusted-root'],
      identity: values['certificate-identity'],
      identityRegexp: values['certificate-identity-regexp'],
      issuer: values['certificate-oidc-issuer'],
      predicateType: values['predicate-type'],
      subjects: values.subject,
      ledger: ledgerSource(values),
      bar: values.bar,
    });
    if (values.json) io.out(JSON.stringify(report));
    else printBundle(report, io);
    return report.valid ? 0 : 1;
  }
  const bundleOnly = ['trusted-root', 'certificate-identity', 'certificate-identity-regexp', 'certificate-oidc-issuer', 'subject', 'predicate-type'] as const;
  if (bundleOnly.some((f) => values[f] !== undefined))
    throw new AqrError('ERR_USAGE', `${bundleOnly.map((f) => `--${f}`).join(', ')} are for a bundle; ${positionals[0] ?? ''} is a record`);
  if (keySource === undefined || (values.key !== undefined && values.jwks !== undefined))
    throw new AqrError('ERR_USAGE', `give --key or --jwks, one of them; ${VERIFY_USAGE}`);
  const report = await verifyFile(positionals[0] as string, keySource, ledgerSource(values, values.stats), values.bar, {
    release: values['require-ship'] === true,
  });
  const code = report.valid && report.release?.permitted !== false ? 0 : 1;
  if (values.json) {
    io.out(JSON.stringify(report));
    return code;
  }
  const s = report.signature;
  io.out(`${report.file}: signature ${s.ok ? `valid (${s.alg}, kid ${s.kid})` : `INVALID: ${s.message} (${s.code})`}`);
  for (const issue of report.schema) io.out(`  schema: ${issue}`);
  for (const c of report.contradictions) io.out(`  DECISION_CONTRADICTED  ${c}`);
  const r = report.replay;
  if (r) {
    if (r.ok)
      io.out(
        `replay: ${r.confirmed.measures} measures, ${r.confirmed.gates} gates and ${r.confirmed.canaries} canaries confirmed from ${r.confirmed.events} ledger events`,
      );
    else {
      io.out(`replay: ${r.mismatches.length} mismatch${r.mismatches.length === 1 ? '' : 'es'}`);
      for (const m of r.mismatches) io.out(`  ${m.code}  ${m.message}`);
    }
  }
  const t = report.thresholds;
  if (t) io.out(`thresholds (signed in ${t.file}, tier ${t.tier}): ${thresholdsText(t.gates)}`);
  if (report.bar) printBar(report.bar, io);
  printChecklist(report.checklist, report.release, io);
  return code;
}

/** Each threshold on one line: `task.completion (held-out) ≥ 0.7; efficiency.cost_per_success ≤ 0.6`. */
export function thresholdsText(gates: readonly AppliedGate[]): string {
  const held = gates.filter((g) => g.floor !== undefined || g.ceiling !== undefined);
  if (held.length === 0) return 'none (every gate is decided by policy)';
  return held
    .map((g) => {
      const bounds = [g.floor !== undefined ? `≥ ${g.floor}` : '', g.ceiling !== undefined ? `≤ ${g.ceiling}` : ''].filter((x) => x !== '').join(' and ');
      const extra = [g.confidence !== undefined ? `at ${g.confidence} confidence` : '', g.mode === 'shadow' ? 'shadow' : ''].filter((x) => x !== '');
      return `${g.id}${g.split ? ` (${g.split})` : ''}${g.k !== undefined ? ` k=${g.k}` : ''} ${bounds}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}`;
    })
    .join('; ');
}

const MARK = { pass: 'ok  ', fail: 'FAIL', 'not checked': '--  ' } as const;

/** What was checked, gate by gate, then the proof and the verdict on one line (and the release, with --require-ship). */
function printChecklist(c: Checklist, release: Release | undefined, io: Io): void {
  io.out('checked:');
  for (const i of c.items) io.out(`  ${MARK[i.state]}  ${i.check}: ${i.detail}`);
  // As the record (signed, when the signature held) says it: not a check of its own.
  if (c.custody) io.out(`custody: ${c.custody}`);
  if (c.gates.length > 0) io.out('gates:');
  for (const g of c.gates)
    io.out(
      g.state === 'fail'
        ? `  ${MARK[g.state]}  ${g.gate} ${g.detail}; result recorded ${g.recorded}`
        : `  ${MARK[g.state]}  ${g.gate} ${g.recorded}, ${g.basis === 're-derived' ? g.detail : `taken as recorded: ${g.detail}`}`,
    );
  if (release) {
    if (release.permitted) io.out('release: permitted');
    for (const b of release.blockers) io.out(`release blocked: ${b.code}  ${b.message}`);
  }
  io.out(c.summary);
}

function printBundle(report: BundleReport, io: Io): void {
  const b = report.bundle;
  io.out(`${report.file}: bundle ${b.ok ? `verified by sigstore-js (${b.signer})` : `INVALID: ${b.message} (${b.code})`}`);
  if (report.statement)
    io.out(`statement: ${report.statement.predicateType} about ${report.statement.subject.map((s) => `${s.name} sha256:${s.digest.sha256}`).join(', ')}`);
  for (const p of report.problems) io.out(`  problem: ${p}`);
  const v = report.summary;
  if (v) io.out(`summary: ${v.verificationResult} (${v.verifiedLevels.join(', ')}) for ${v.resourceUri} against ${v.policy}`);
  const rec = report.record;
  if (rec) {
    const s = rec.signature;
    io.out(
      `record ${rec.record_id}: signature ${s === null ? "not checked (give --key to check the record's own signature)" : s.ok ? `valid (${s.alg}, kid ${s.kid})` : `INVALID: ${s.message} (${s.code})`}`,
    );
    for (const issue of rec.schema) io.out(`  schema: ${issue}`);
  }
  const r = report.replay;
  if (r) {
    if (r.ok)
      io.out(
        `replay: ${r.confirmed.measures} measures, ${r.confirmed.gates} floors, ${r.ceilings} ceilings and ${r.confirmed.canaries} canaries confirmed from ${r.confirmed.events} ledger events`,
      );
    else {
      io.out(`replay: ${r.mismatches.length} mismatch${r.mismatches.length === 1 ? '' : 'es'}`);
      for (const m of r.mismatches) io.out(`  ${m.code}  ${m.message}`);
    }
  }
  if (report.bar) printBar(report.bar, io);
  printChecklist(report.checklist, undefined, io);
}

/** What differs from the bar, one line each; the checklist's bar item says the rest (refused, or confirmed against what). */
function printBar(b: BarCheck, io: Io): void {
  const differs = barMismatches(b);
  if (differs.length === 0) return;
  io.out(`bar: ${differs.length} mismatch${differs.length === 1 ? '' : 'es'}`);
  for (const m of differs) io.out(`  ${m.code}  ${m.message}`);
}

function printExport(r: ExportVerifyReport, io: Io): void {
  const s = r.record.signature;
  io.out(`${r.file}: export bundle ${r.pack.id}@${r.pack.version} ${r.valid ? 'verified' : 'INVALID'}`);
  io.out(`  record ${r.record.record_id}: signature ${s.ok ? `valid (${s.alg}, kid ${s.kid})` : `INVALID: ${s.message} (${s.code})`}`);
  io.out(`  controls: ${r.controls.evidenced} evidenced, ${r.controls.notEvidenced} not evidenced`);
  for (const p of r.problems) io.out(`  problem: ${p}`);
}
