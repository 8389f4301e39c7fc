// aqr verify RECORD (--key FILE | --jwks FILE_OR_URL) [--ledger PATH... --task-manifest FILE] [--json]
import { parseArgs } from 'node:util';
import { AqrError } from '../errors.js';
import { verifyFile } from '../pipeline/verify.js';
import type { Io } from './io.js';

export const VERIFY_USAGE = 'usage: aqr verify RECORD (--key FILE | --jwks FILE_OR_URL) [--ledger PATH... --task-manifest FILE] [--bar FILE...] [--json]';

export async function verifyCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { key: { type: 'string' }, jwks: { type: 'string' }, ledger: { type: 'string', multiple: true }, 'task-manifest': { type: 'string' }, bar: { type: 'string', multiple: true }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.out(VERIFY_USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${VERIFY_USAGE}`);
  const keySource = values.key ?? values.jwks;
  if (keySource === undefined || (values.key !== undefined && values.jwks !== undefined)) throw new AqrError('ERR_USAGE', `give --key or --jwks, one of them; ${VERIFY_USAGE}`);
  if (values.ledger && values['task-manifest'] === undefined) throw new AqrError('ERR_USAGE', '--ledger needs --task-manifest: replay takes the splits and canaries from it');
  const report = await verifyFile(positionals[0] as string, keySource, values.ledger ? { ledger: values.ledger, taskManifest: values['task-manifest'] } : undefined, values.bar);
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
  const b = report.bar;
  if (b) {
    io.out(`bar (${b.file}, read at ${b.ref ?? 'the checkout'}): ${b.confirmed.length} file${b.confirmed.length === 1 ? '' : 's'} confirmed${b.unchecked.length ? `, not given: ${b.unchecked.join(', ')}` : ''}`);
    for (const m of b.mismatches) io.out(`  BAR_MISMATCH  ${m}`);
  }
  io.out(report.valid ? 'valid' : 'INVALID');
  return report.valid ? 0 : 1;
}
