// aqr export RECORD --pack PACK --key PUBLIC --signing-key KEY [--attestation FILE] [--out FILE]
import { AqrError } from '../errors.js';
import { exportRecord } from '../pipeline/export.js';
import { signingKeyOf } from '../pipeline/inputs.js';
import type { Io } from './io.js';
import { parseCommand, synopsis } from './spec.js';

const EXPORT_USAGE = `usage: ${synopsis('export')}`;

export async function exportCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('export', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as { pack?: string; key?: string; 'signing-key'?: string; attestation?: string; out?: string };
  if (positionals.length !== 1) throw new AqrError('ERR_USAGE', `give one record; ${EXPORT_USAGE}`);
  if (values.pack === undefined) throw new AqrError('ERR_USAGE', `--pack is required; ${EXPORT_USAGE}`);
  if (values.key === undefined) throw new AqrError('ERR_USAGE', `--key is required: the record's signature must verify before it is exported; ${EXPORT_USAGE}`);
  if (values['signing-key'] === undefined) throw new AqrError('ERR_USAGE', `--signing-key is required: the exported copy is re-signed; ${EXPORT_USAGE}`);
  const key = signingKeyOf({ signingKey: values['signing-key'], key: undefined, keyEnv: undefined });
  for (const w of key.warnings) io.err(`aqr: warning: ${w}`);
  const done = await exportRecord(positionals[0] as string, {
    pack: values.pack,
    keys: values.key,
    signingKey: key.key ?? {},
    out: values.out,
    attestation: values.attestation,
  });
  const rows = done.table.controls;
  const missing = rows.filter((r) => r.status === 'not evidenced').map((r) => r.id);
  io.out(
    `${done.out}: ${done.pack.id}@${done.pack.version}, ${rows.length - missing.length} of ${rows.length} controls evidenced${missing.length > 0 ? `; not evidenced: ${missing.join(', ')}` : ''}`,
  );
  return 0;
}
