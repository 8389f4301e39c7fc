#!/usr/bin/env node
import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  COMMANDS,
  synopsis
} from "./chunks/chunk-U7KDE5S2.js";
import {
  closestMatch
} from "./chunks/chunk-3YZ3XDBF.js";
import {
  VERSION
} from "./chunks/chunk-IYLHJKSN.js";
import {
  AqrError,
  isAqrError,
  oneLine
} from "./chunks/chunk-DMNESY7P.js";
import {
  safeLines
} from "./chunks/chunk-YJYA2IHS.js";
import "./chunks/chunk-FXVQAL6E.js";

// src/cli/bin.ts
import module from "node:module";

// src/cli/io.ts
var processIo = {
  out: (line) => void process.stdout.write(`${line}
`),
  err: (line) => void process.stderr.write(`${line}
`)
};

// src/cli/main.ts
var usage = () => `aqr ${VERSION}: gate the release of AI agents with Agent Quality Records

usage:
${Object.keys(COMMANDS).map((name) => `  ${synopsis(name)}
      ${COMMANDS[name].summary}`).join("\n")}

aqr <command> --help describes each flag with its default, the exit codes and an example.
exit codes: 0 ok, 1 below the wanted level (or a no-ship verdict), 2 bad input or usage`;
var HANDLERS = {
  check: async () => (await import("./chunks/check-PGRERIKK.js")).checkCommand,
  evaluate: async () => (await import("./chunks/evaluate-IT3DRA2X.js")).evaluateCommand,
  digest: async () => (await import("./chunks/digest-J3TSZQTF.js")).digestCommand,
  import: async () => (await import("./chunks/import-M7732RT5.js")).importCommand,
  init: async () => (await import("./chunks/import-M7732RT5.js")).initCommand,
  tally: async () => (await import("./chunks/tally-XMRPA4IN.js")).tallyCommand,
  keygen: async () => (await import("./chunks/keygen-QK7UNLB3.js")).keygenCommand,
  sign: async () => (await import("./chunks/sign-2D3BALQQ.js")).signCommand,
  attest: async () => (await import("./chunks/attest-NL6TQFYC.js")).attestCommand,
  verify: async () => (await import("./chunks/verify-DC4YZAUO.js")).verifyCommand,
  export: async () => (await import("./chunks/export-7GWQFM3J.js")).exportCommand,
  "deploy-check": async () => (await import("./chunks/deploy-check-VQKT4YH2.js")).deployCheckCommand,
  signals: async () => (await import("./chunks/signals-IJPMJGQR.js")).signalsCommand,
  acceptance: async () => (await import("./chunks/signals-IJPMJGQR.js")).acceptanceCommand,
  comment: async () => (await import("./chunks/comment-CT4ALL3Y.js")).commentCommand,
  report: async () => (await import("./chunks/report-P6HERYEB.js")).reportCommand
};
async function run(argv, raw = processIo) {
  const io = { out: (l) => raw.out(safeLines(l)), err: (l) => raw.err(safeLines(l)) };
  const [command, ...rest] = argv;
  try {
    if (command === void 0 || command === "--help" || command === "-h" || command === "help") {
      io.out(usage());
      return command === void 0 ? 2 : 0;
    }
    if (command === "--version" || command === "-v") {
      io.out(VERSION);
      return 0;
    }
    const handler = Object.hasOwn(HANDLERS, command) ? HANDLERS[command] : void 0;
    if (!handler) {
      const near = closestMatch(command, Object.keys(HANDLERS), { maxDistance: 2 });
      throw new AqrError("ERR_USAGE", `unknown command '${command}'${near ? ` (did you mean ${near}?)` : ""}; try aqr --help`);
    }
    return await (await handler())(rest, io);
  } catch (e) {
    if (isAqrError(e)) {
      io.err(`aqr: ${e.format()}`);
      return e.exitCode;
    }
    const code = e.code;
    if (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS")) {
      io.err(`aqr: ${oneLine(e.message)} (ERR_USAGE)`);
      return 2;
    }
    io.err(`aqr: internal error: ${oneLine(e instanceof Error ? e.message : String(e))} (please report this)`);
    return 2;
  }
}

// src/cli/bin.ts
module.enableCompileCache?.();
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });
}
process.exitCode = await run(process.argv.slice(2));
