import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  checkFiles,
  reaches
} from "./chunk-265XNMYC.js";
import {
  ledgerSource
} from "./chunk-LOXEPOLY.js";
import "./chunk-K5K7RWKF.js";
import "./chunk-WUMGQ3YS.js";
import "./chunk-RPAFQ6TO.js";
import {
  LEVELS
} from "./chunk-MYKBDVWF.js";
import "./chunk-VU3GVDTU.js";
import "./chunk-6B5RA472.js";
import "./chunk-APF4LJVI.js";
import "./chunk-G3XACPNI.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
import {
  parseCommand,
  synopsis
} from "./chunk-U7KDE5S2.js";
import "./chunk-3YZ3XDBF.js";
import "./chunk-IYLHJKSN.js";
import "./chunk-WFES4PQE.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import "./chunk-5CCUPJUU.js";
import "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";

// src/cli/check.ts
var CHECK_USAGE = `usage: ${synopsis("check")}`;
async function checkCommand(argv, io) {
  const parsed = parseCommand("check", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length === 0) throw new AqrError("ERR_USAGE", `no record given; ${CHECK_USAGE}`);
  const wanted = values.level?.toUpperCase();
  if (wanted !== void 0 && !LEVELS.includes(wanted))
    throw new AqrError("ERR_USAGE", `--level must be one of ${LEVELS.join(", ")}, got ${JSON.stringify(values.level)}`);
  if (values.ledger && values["task-manifest"] === void 0)
    throw new AqrError("ERR_USAGE", "--ledger needs --task-manifest: replay takes the splits and canaries from it");
  const ledger = ledgerSource(values);
  const results = await checkFiles(positionals, {
    ...values.key === void 0 ? {} : { keyFile: values.key },
    ...ledger ? { ledger } : {},
    ...values["require-ship"] ? { release: true } : {}
  });
  for (const r of results) (values.json ? printJson : printHuman)(r, io);
  if (results.some((r) => "error" in r)) return 2;
  const checked = results.filter((r) => "level" in r);
  if (wanted !== void 0 && checked.some((r) => !reaches(r.level, wanted))) return 1;
  if (checked.some((r) => r.release?.permitted === false || r.replay?.ok === false)) return 1;
  return 0;
}
function printJson(r, io) {
  if ("error" in r) {
    io.err(`aqr: ${r.error.format()}`);
    const { line } = r.error.where;
    io.out(
      JSON.stringify({
        file: r.file,
        level: null,
        unmet: [],
        error: { code: r.error.code, message: r.error.message, ...line === void 0 ? {} : { line } }
      })
    );
    return;
  }
  io.out(
    JSON.stringify({
      file: r.file,
      level: r.level,
      unmet: r.unmet,
      ...r.warnings ? { warnings: r.warnings } : {},
      ...r.replay ? { replay: { ok: r.replay.ok, mismatches: r.replay.mismatches.length } } : {},
      ...r.release ? { release: r.release } : {}
    })
  );
}
function printHuman(r, io) {
  if ("error" in r) {
    io.err(`aqr: ${r.error.format()}`);
    return;
  }
  const next = r.unmet[0]?.level;
  io.out(`${r.file}: ${r.level ?? "below L1"}${next ? `, ${r.unmet.length} unmet for ${next}` : ""}`);
  for (const u of r.unmet) io.out(`  ${u.code}  ${u.line === void 0 ? "" : `line ${u.line}: `}${u.message}`);
  for (const w of r.warnings ?? []) io.err(`aqr: warning: ${r.file}:${w.line}: ${w.message} (${w.code})`);
  if (r.replay && !r.replay.ok && !r.unmet.some((u) => u.code.startsWith("REPLAY_")))
    for (const m of r.replay.mismatches) io.out(`  REPLAY_${m.code}  replay: ${m.message}`);
  if (r.release) {
    if (r.release.permitted) io.out("  release: permitted");
    for (const b of r.release.blockers) io.out(`  release blocked: ${b.code}  ${b.message}`);
  }
}
export {
  checkCommand
};
