import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  signRecord
} from "./chunk-KBYCMXLJ.js";
import {
  writeFileAtomic
} from "./chunk-7SLX5LUX.js";
import {
  readRecordFile,
  schemaIssues
} from "./chunk-YZVKNPGH.js";
import {
  toRecordText
} from "./chunk-766OHB4T.js";
import "./chunk-STKYN4C7.js";
import {
  parseCommand,
  synopsis
} from "./chunk-NE6NI63Y.js";
import "./chunk-TMHOHQTT.js";
import "./chunk-IDSE4RHR.js";
import {
  readPrivateKey
} from "./chunk-Z5IY5I6X.js";
import "./chunk-R3H6C3J7.js";
import "./chunk-XIUS5RHN.js";
import "./chunk-43YYPHQA.js";
import {
  AqrError
} from "./chunk-JFP2MHRA.js";
import "./chunk-FXVQAL6E.js";

// src/pipeline/sign.ts
async function signFile(file, key, out = file) {
  const signingKey = await readPrivateKey(key);
  const parsed = await readRecordFile(file);
  const issue = schemaIssues(parsed.value)[0];
  if (issue) {
    const line = parsed.lineOf(issue.path);
    throw new AqrError("ERR_NOT_A_RECORD", `is not schema-valid, so it is not signed: ${issue.message}`, { file, ...line === void 0 ? {} : { line } });
  }
  const signed = await signRecord(parsed.value, signingKey);
  await writeFileAtomic(out, await toRecordText(signed, parsed.syntax === "yaml" && !out.endsWith(".json")));
  return { out, alg: signingKey.alg, kid: signingKey.kid };
}

// src/cli/sign.ts
var SIGN_USAGE = `usage: ${synopsis("sign")}`;
async function signCommand(argv, io) {
  const parsed = parseCommand("sign", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const values = parsed.values;
  if (positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one record; ${SIGN_USAGE}`);
  const file = positionals[0];
  const signed = await signFile(file, { file: values.key, env: values["key-env"] }, values.out ?? file);
  io.out(`${signed.out}: signed (${signed.alg}, kid ${signed.kid})`);
  return 0;
}
export {
  signCommand
};
