import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  checkRecord,
  replayUnmet
} from "./chunk-K5K7RWKF.js";
import {
  readRecordFile
} from "./chunk-RPAFQ6TO.js";
import {
  LEVELS,
  releaseVerdict
} from "./chunk-MYKBDVWF.js";
import {
  formatPath
} from "./chunk-A74B5NYC.js";
import {
  surelyReadAlike
} from "./chunk-BFIPOHE7.js";
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";
import {
  isAqrError
} from "./chunk-DMNESY7P.js";

// src/doc/spelling-check.ts
async function spellingWarnings(parsed, text) {
  if (parsed.plain?.every(surelyReadAlike)) return [];
  const { yamlSpellingWarnings } = await import("./yaml-spelling-4NNDPAB3.js");
  return yamlSpellingWarnings(await text(), parsed.yaml);
}

// src/pipeline/check.ts
async function checkFiles(files, options = {}) {
  let verifier;
  if (options.keyFile !== void 0) {
    const [{ readPublicKeys }, { keyVerifier }] = await Promise.all([import("./key-file-ZYJAYZZX.js"), import("./verify-74GLGRLI.js")]);
    verifier = keyVerifier(await readPublicKeys(options.keyFile));
  }
  const out = [];
  for (const file of files) {
    try {
      const parsed = await readRecordFile(file);
      const ledger = options.ledger;
      let replayed;
      const replayOnce = async (record2) => replayed ??= await replayLedger(record2, file, ledger);
      const result = await checkRecord(parsed.value, {
        ...verifier ? { verifier } : {},
        ...ledger ? { replay: async (record2) => replayUnmet(await replayOnce(record2)) } : {}
      });
      const record = parsed.value;
      if (ledger && result.level !== null) await replayOnce(record);
      const warnings = parsed.syntax === "yaml" && isSigned(parsed.value) ? await spellingWarnings(parsed, () => readTextFile(file, "record")) : [];
      const check = {
        file,
        level: result.level,
        unmet: result.unmet.map((u) => locate(u, parsed.lineOf)),
        ...warnings.length > 0 ? { warnings } : {},
        ...replayed ? { replay: replayed } : {}
      };
      if (options.release) {
        const signature = verifier && result.level !== null ? await signatureOutcome(record, verifier) : void 0;
        check.release = releaseVerdict(parsed.value, result.level, {
          ...signature ? { signature } : {},
          ...replayed ? { replay: replayed.mismatches } : {}
        });
      }
      out.push(check);
    } catch (e) {
      if (!isAqrError(e)) throw e;
      out.push({ file, error: e });
    }
  }
  return out;
}
async function replayLedger(record, file, ledger) {
  const [{ replayRecord }, { statsBeside }] = await Promise.all([import("./replay-5AAWGKB2.js"), import("./stats-KDMF3NVH.js")]);
  return replayRecord(record, { ...ledger, stats: statsBeside(file, ledger.stats) });
}
function isSigned(value) {
  return typeof value.decision?.signature === "string";
}
async function signatureOutcome(record, verifier) {
  if (typeof record.decision.signature !== "string") return { ok: false, code: "SIGNATURE_FORMAT", message: "the record carries no decision.signature" };
  return verifier.verify(record);
}
function locate(u, lineOf) {
  const out = { level: u.level, code: u.code, message: u.message };
  if (u.path) {
    out.field = formatPath(u.path);
    const line = lineOf(u.path);
    if (line !== void 0) out.line = line;
  }
  return out;
}
function reaches(level, wanted) {
  return level !== null && LEVELS.indexOf(level) >= LEVELS.indexOf(wanted);
}

export {
  checkFiles,
  reaches
};
