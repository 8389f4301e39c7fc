import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  treeDigest
} from "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MEDCQDMU.js";
import {
  parseCommand,
  synopsis
} from "./chunk-U7KDE5S2.js";
import "./chunk-3YZ3XDBF.js";
import "./chunk-PTKR7ZAO.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-FXVQAL6E.js";

// src/cli/digest.ts
var DIGEST_USAGE = `usage: ${synopsis("digest")}`;
async function digestCommand(argv, io) {
  const parsed = parseCommand("digest", argv, io);
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length === 0) throw new AqrError("ERR_USAGE", `nothing to digest; ${DIGEST_USAGE}`);
  const { digest, files, skipped } = await treeDigest(positionals, "digest", { strict: values.strict === true });
  for (const s of skipped.slice(0, 20)) io.err(`aqr: warning: ${JSON.stringify(s.path)}: a ${s.kind}, not digested (not followed)`);
  if (skipped.length > 20) io.err(`aqr: warning: \u2026 and ${skipped.length - 20} more paths not digested`);
  io.out(
    values.json ? JSON.stringify({ digest, files, skipped }) : `${digest}  (${files.length} file${files.length === 1 ? "" : "s"}${skipped.length > 0 ? `; ${skipped.length} link${skipped.length === 1 ? "" : "s"} or special file${skipped.length === 1 ? "" : "s"} skipped` : ""})`
  );
  return 0;
}
export {
  digestCommand
};
