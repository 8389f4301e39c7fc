// aqr check <record>... [--level L1|L2|L3|L4] [--json] [--key FILE]
import { parseArgs } from 'node:util';
import { LEVELS, type Level } from '../check/types.js';
import { AqrError } from '../errors.js';
import { checkFiles, reaches, type FileCheck } from '../pipeline/check.js';
import type { Io } from './io.js';

export const CHECK_USAGE = 'usage: aqr check <record>... [--level L1|L2|L3|L4] [--json] [--key FILE|URL] [--ledger PATH... --task-manifest FILE]';

export async function checkCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { level: { type: 'string' }, json: { type: 'boolean' }, key: { type: 'string' }, ledger: { type: 'string', multiple: true }, 'task-manifest': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.out(CHECK_USAGE);
    return 0;
  }
  if (positionals.length === 0) throw new AqrError('ERR_USAGE', `no record given; ${CHECK_USAGE}`);
  const wanted = values.level;
  if (wanted !== undefined && !LEVELS.includes(wanted as Level)) throw new AqrError('ERR_USAGE', `--level must be one of ${LEVELS.join(', ')}, got ${JSON.stringify(wanted)}`);
  if (values.ledger && values['task-manifest'] === undefined) throw new AqrError('ERR_USAGE', '--ledger needs --task-manifest: replay takes the splits and canaries from it');
  const results = await checkFiles(positionals, {
    ...(values.key === undefined ? {} : { keyFile: values.key }),
    ...(values.ledger ? { ledger: { ledger: values.ledger, taskManifest: values['task-manifest'] } } : {}),
  });
  for (const r of results) (values.json ? printJson : printHuman)(r, io);
  if (results.some((r) => 'error' in r)) return 2;
  if (wanted !== undefined && results.some((r) => 'level' in r && !reaches(r.level, wanted as Level))) return 1;
  return 0;
}

function printJson(r: FileCheck, io: Io): void {
  if ('error' in r) {
    io.err(`aqr: ${r.error.format()}`);
    const { line } = r.error.where;
    io.out(JSON.stringify({ file: r.file, level: null, unmet: [], error: { code: r.error.code, message: r.error.message, ...(line === undefined ? {} : { line }) } }));
    return;
  }
  io.out(JSON.stringify({ file: r.file, level: r.level, unmet: r.unmet, ...(r.warnings ? { warnings: r.warnings } : {}) }));
}

function printHuman(r: FileCheck, io: Io): void {
  if ('error' in r) {
    io.err(`aqr: ${r.error.format()}`);
    return;
  }
  const next = r.unmet[0]?.level;
  io.out(`${r.file}: ${r.level ?? 'below L1'}${next ? `, ${r.unmet.length} unmet for ${next}` : ''}`);
  for (const u of r.unmet) io.out(`  ${u.code}  ${u.line === undefined ? '' : `line ${u.line}: `}${u.message}`);
  for (const w of r.warnings ?? []) io.err(`aqr: warning: ${r.file}:${w.line}: ${w.message} (${w.code})`);
}
