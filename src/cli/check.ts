// aqr check <record>... [--level L1|L2|L3|L4] [--require-ship] [--json] [--key FILE] [--ledger ...]
import { LEVELS, type Level } from '../check/types.js';
import { AqrError } from '../errors.js';
import { checkFiles, reaches, type FileCheck } from '../pipeline/check.js';
import type { Io } from './io.js';
import { ledgerSource } from './ledger-source.js';
import { parseCommand, synopsis } from './spec.js';

const CHECK_USAGE = `usage: ${synopsis('check')}`;

export async function checkCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand('check', argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values as {
    level?: string;
    'require-ship'?: boolean;
    json?: boolean;
    key?: string;
    ledger?: string[];
    'task-manifest'?: string;
    'trials-subject'?: string;
    'task-id'?: string;
    'trials-scorer'?: string;
    stats?: string;
  };
  if (positionals.length === 0) throw new AqrError('ERR_USAGE', `no record given; ${CHECK_USAGE}`);
  const wanted = values.level?.toUpperCase();
  if (wanted !== undefined && !LEVELS.includes(wanted as Level))
    throw new AqrError('ERR_USAGE', `--level must be one of ${LEVELS.join(', ')}, got ${JSON.stringify(values.level)}`);
  if (values.ledger && values['task-manifest'] === undefined)
    throw new AqrError('ERR_USAGE', '--ledger needs --task-manifest: replay takes the splits and canaries from it');
  const ledger = ledgerSource(values);
  const results = await checkFiles(positionals, {
    ...(values.key === undefined ? {} : { keyFile: values.key }),
    ...(ledger ? { ledger } : {}),
    ...(values['require-ship'] ? { release: true } : {}),
  });
  for (const r of results) (values.json ? printJson : printHuman)(r, io);
  if (results.some((r) => 'error' in r)) return 2;
  const checked = results.filter((r) => 'level' in r);
  if (wanted !== undefined && checked.some((r) => !reaches(r.level, wanted as Level))) return 1;
  if (checked.some((r) => r.release?.permitted === false || r.replay?.ok === false)) return 1;
  return 0;
}

function printJson(r: FileCheck, io: Io): void {
  if ('error' in r) {
    io.err(`aqr: ${r.error.format()}`);
    const { line } = r.error.where;
    io.out(
      JSON.stringify({
        file: r.file,
        level: null,
        unmet: [],
        error: { code: r.error.code, message: r.error.message, ...(line === undefined ? {} : { line }) },
      }),
    );
    return;
  }
  io.out(
    JSON.stringify({
      file: r.file,
      level: r.level,
      unmet: r.unmet,
      ...(r.warnings ? { warnings: r.warnings } : {}),
      ...(r.replay ? { replay: { ok: r.replay.ok, mismatches: r.replay.mismatches.length } } : {}),
      ...(r.release ? { release: r.release } : {}),
    }),
  );
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
  // Mismatches are in the list above only when the climb reached L4's checks.
  if (r.replay && !r.replay.ok && !r.unmet.some((u) => u.code.startsWith('REPLAY_')))
    for (const m of r.replay.mismatches) io.out(`  REPLAY_${m.code}  replay: ${m.message}`);
  if (r.release) {
    if (r.release.permitted) io.out('  release: permitted');
    for (const b of r.release.blockers) io.out(`  release blocked: ${b.code}  ${b.message}`);
  }
}
