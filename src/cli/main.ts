// The `aqr` command: dispatch, and the one place errors become exit codes.
import { AqrError, isAqrError, oneLine } from '../errors.js';
import { processIo, type Io } from './io.js';
import { VERSION } from '../version.js';
import { safeLines } from '../text/log-line.js';
import { closestMatch } from 'leven';
import { COMMANDS as SPECS, synopsis, type CommandName } from './spec.js';

// Built when asked for, not when the CLI starts.
const usage = (): string => `aqr ${VERSION}: gate the release of AI agents with Agent Quality Records

usage:
${(Object.keys(SPECS) as CommandName[]).map((name) => `  ${synopsis(name)}\n      ${SPECS[name].summary}`).join('\n')}

aqr <command> --help describes each flag with its default, the exit codes and an example.
exit codes: 0 ok, 1 below the wanted level (or a no-ship verdict), 2 bad input or usage`;

type Handler = (argv: string[], io: Io) => Promise<number>;
// Each command's code is loaded when it runs (dist/ bundles it apart): a run
// starts no faster than what it loads, and `aqr check` needs little.
const HANDLERS: Record<CommandName, () => Promise<Handler>> = {
  check: async () => (await import('./check.js')).checkCommand,
  evaluate: async () => (await import('./evaluate.js')).evaluateCommand,
  digest: async () => (await import('./digest.js')).digestCommand,
  import: async () => (await import('./import.js')).importCommand,
  init: async () => (await import('./import.js')).initCommand,
  tally: async () => (await import('./tally.js')).tallyCommand,
  keygen: async () => (await import('./keygen.js')).keygenCommand,
  sign: async () => (await import('./sign.js')).signCommand,
  attest: async () => (await import('./attest.js')).attestCommand,
  verify: async () => (await import('./verify.js')).verifyCommand,
  export: async () => (await import('./export.js')).exportCommand,
  'deploy-check': async () => (await import('./deploy-check.js')).deployCheckCommand,
  signals: async () => (await import('./signals.js')).signalsCommand,
  acceptance: async () => (await import('./signals.js')).acceptanceCommand,
  comment: async () => (await import('./comment.js')).commentCommand,
  report: async () => (await import('./report.js')).reportCommand,
};

export async function run(argv: string[], raw: Io = processIo): Promise<number> {
  // The CLI runs on CI runners too: no line it prints becomes a workflow command.
  const io: Io = { out: (l) => raw.out(safeLines(l)), err: (l) => raw.err(safeLines(l)) };
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      io.out(usage());
      return command === undefined ? 2 : 0;
    }
    if (command === '--version' || command === '-v') {
      io.out(VERSION);
      return 0;
    }
    const handler = Object.hasOwn(HANDLERS, command) ? HANDLERS[command as CommandName] : undefined;
    if (!handler) {
      const near = closestMatch(command, Object.keys(HANDLERS), { maxDistance: 2 });
      throw new AqrError('ERR_USAGE', `unknown command '${command}'${near ? ` (did you mean ${near}?)` : ''}; try aqr --help`);
    }
    return await (
      await handler()
    )(rest, io);
  } catch (e) {
    if (isAqrError(e)) {
      io.err(`aqr: ${e.format()}`);
      return e.exitCode;
    }
    // node:util parseArgs reports unknown or malformed options this way.
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      io.err(`aqr: ${oneLine((e as Error).message)} (ERR_USAGE)`);
      return 2;
    }
    io.err(`aqr: internal error: ${oneLine(e instanceof Error ? e.message : String(e))} (please report this)`);
    return 2;
  }
}
