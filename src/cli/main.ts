// The `aqr` command: dispatch, and the one place errors become exit codes.
import { AqrError, isAqrError, oneLine } from '../errors.js';
import { checkCommand } from './check.js';
import { digestCommand } from './digest.js';
import { evaluateCommand } from './evaluate.js';
import { keygenCommand } from './keygen.js';
import { reportCommand } from './report.js';
import { signCommand } from './sign.js';
import { acceptanceCommand, signalsCommand } from './signals.js';
import { verifyCommand } from './verify.js';
import { processIo, type Io } from './io.js';
import { VERSION } from '../version.js';

const USAGE = `aqr ${VERSION}: gate the release of AI agents with Agent Quality Records

usage:
  aqr check <record>... [--level L1|L2|L3|L4] [--json] [--key FILE|URL] [--ledger PATH... --task-manifest FILE]
      the conformance level of each record, and what it misses for the next
  aqr evaluate --profile P --task-manifest F --trials GLOB --agent A --harness PATH --authority F --actor WHO [...]
      gate a release: measures from the evidence, the profile's gates, a verdict, a record
      (aqr evaluate --help lists every input)
  aqr verify RECORD (--key FILE | --jwks FILE_OR_URL) [--ledger PATH... --task-manifest FILE] [--json]
      check a record's signature and, with its ledger, replay every measure
  aqr keygen [--alg Ed25519|ES256] --out PREFIX
      a signing key pair: PREFIX.private.jwk (mode 0600) and PREFIX.public.jwk
  aqr sign RECORD (--key FILE | --key-env VARIABLE) [--out FILE]
      sign an existing record
  aqr signals <file|glob>... [--json|--markdown] [--strict] [--rule FILE]
      read OCP runs, Agent Signals and confidence samples and analyse them
  aqr acceptance <run document> [--rule FILE] [--now T] [--json]
      evaluate a run's acceptance rule (OCP 0.3)
  aqr digest <path|folder|glob>...
      the tree digest that --harness and --code record
  aqr report RECORD [--signals FILE] [--stats FILE] [--baseline RECORD] [--key FILE] --html OUT
      the record as a self-contained page: verdict, gates, measures, charts

exit codes: 0 ok, 1 below the wanted level (or a no-ship verdict), 2 bad input or usage`;

const COMMANDS: Record<string, (argv: string[], io: Io) => Promise<number>> = {
  check: checkCommand,
  evaluate: evaluateCommand,
  digest: digestCommand,
  keygen: keygenCommand,
  sign: signCommand,
  verify: verifyCommand,
  signals: signalsCommand,
  acceptance: acceptanceCommand,
  report: reportCommand,
};

export async function run(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    }
    if (command === '--version' || command === '-v') {
      io.out(VERSION);
      return 0;
    }
    const handler = COMMANDS[command];
    if (!handler) throw new AqrError('ERR_USAGE', `unknown command '${command}'; try aqr --help`);
    return await handler(rest, io);
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
