// aqr verify RECORD (--key FILE | --jwks FILE_OR_URL) [--ledger PATH... --task-manifest FILE] [--json]
import { AqrError } from '../errors.js';
import { verifyFile } from '../pipeline/verify.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const VERIFY_USAGE = `usage: ${synopsis('verify')}`;

export async function verifyCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('verify', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as { key?: string; jwks?: string; ledger?: string[]; 'task-manifest'?: string; json?: boolean };
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${VERIFY_USAGE}`);
  const keySource = values.key ?? values.jwks;
  if (keySource === undefined || (values.key !== undefined && values.jwks !== undefined)) throw new AqrError('ERR_USAGE', `give --key or --jwks, one of them; ${VERIFY_USAGE}`);
  if (values.ledger && values['task-manifest'] === undefined) throw new AqrError('ERR_USAGE', '--ledger needs --task-manifest: replay takes the splits and canaries from it');
  const report = await verifyFile(positionals[0] as string, keySource, values.ledger ? { ledger: values.ledger, taskManifest: values['task-manifest'] } : undefined);
  if (values.json) {
    io.out(JSON.stringify(report));
    return report.valid ? 0 : 1;
  }
  const s = report.signature;
  io.out(`${report.file}: signature ${s.ok ? `valid (${s.alg}, kid ${s.kid})` : `INVALID: ${s.message} (${s.code})`}`);
  for (const issue of report.schema) io.out(`  schema: ${issue}`);
  const r = report.replay;
  if (r) {
    if (r.ok) io.out(`replay: ${r.confirmed.measures} measures, ${r.confirmed.gates} gates and ${r.confirmed.canaries} canaries confirmed from ${r.confirmed.events} ledger events`);
    else {
      io.out(`replay: ${r.mismatches.length} mismatch${r.mismatches.length === 1 ? '' : 'es'}`);
      for (const m of r.mismatches) io.out(`  ${m.code}  ${m.message}`);
    }
  }
  io.out(report.valid ? 'valid' : 'INVALID');
  return report.valid ? 0 : 1;
}
