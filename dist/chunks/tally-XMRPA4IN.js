import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  runTally
} from "./chunk-XFGAI2GH.js";
import "./chunk-NL7M2VS2.js";
import "./chunk-7CSC2EXP.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-CRYWO3G5.js";
import "./chunk-K6OQSGEN.js";
import "./chunk-XDYC6BPR.js";
import "./chunk-ZZ52A57W.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-6B5RA472.js";
import "./chunk-APF4LJVI.js";
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

// src/cli/tally.ts
var TALLY_USAGE = `usage: ${synopsis("tally")}`;
async function tallyCommand(argv, io) {
  const parsed = parseCommand("tally", argv, io);
  if (!parsed) return 0;
  const values = parsed.values;
  const shards = [...parsed.positionals, ...values.trials ?? []];
  if (shards.length === 0) throw new AqrError("ERR_USAGE", `no shard to tally; ${TALLY_USAGE}`);
  if (values["task-manifest"] === void 0)
    throw new AqrError("ERR_USAGE", `--task-manifest is required: a tally names the task set it counts; ${TALLY_USAGE}`);
  if (values.out === void 0) throw new AqrError("ERR_USAGE", `--out is required: where to write the partial tally; ${TALLY_USAGE}`);
  const { partial, out, blank } = await runTally({ shards, taskManifest: values["task-manifest"], out: values.out });
  if (blank > 0) io.err(`aqr: warning: ${blank} blank lines in the trial ledger were passed over`);
  const events = partial.lines.read - partial.lines.skipped;
  if (values.json) io.out(JSON.stringify({ out, shards: partial.shards, tasks: partial.tasks.length, events }));
  else io.out(`${out}: ${partial.shards.length} shard${partial.shards.length === 1 ? "" : "s"}, ${events} attempts at ${partial.tasks.length} tasks`);
  return 0;
}
export {
  tallyCommand
};
