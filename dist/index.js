import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  isYamlPath,
  toRecordText
} from "./action/chunk-LZ4T5UA7.js";
import {
  assertRegularFile,
  expandFiles,
  fileDigest,
  fileSha256Hex,
  forEachLine,
  formatLedgerRef,
  hashingLineReader,
  isDynamicPattern,
  parseLedgerRef,
  posixRelative,
  readFailure,
  readJsonValues,
  sha256Hex,
  treeDigest
} from "./action/chunk-56Q6RTMT.js";
import {
  explainAcceptance,
  ruleProblem,
  tierBelow
} from "./action/chunk-EHAYJX7A.js";
import {
  SCHEMAS,
  isExtension,
  level1,
  lookupMeasure,
  measureProblems,
  quote,
  readCapped,
  require_ucs2length,
  safeLines,
  schemaIssues
} from "./action/chunk-BNPA6BGV.js";
import {
  DIGEST_RE
} from "./action/chunk-Q3O4JKZN.js";
import {
  MAX_YAML_CHARS,
  detectSyntax,
  eachBlockListItem,
  readDocument
} from "./action/chunk-6CG3XQYC.js";
import "./action/chunk-CKQYGLST.js";
import {
  formatPath,
  pointerToPath
} from "./action/chunk-OGGXDNLE.js";
import {
  AqrError,
  isAqrError
} from "./action/chunk-JQDCCLXZ.js";
import {
  describeFailure,
  httpStatus
} from "./action/chunk-SCIOXX7Q.js";
import {
  __commonJS,
  __export,
  __toESM
} from "./action/chunk-N55DHIQ6.js";

// node_modules/canonicalize/lib/canonicalize.js
var require_canonicalize = __commonJS({
  "node_modules/canonicalize/lib/canonicalize.js"(exports, module) {
    "use strict";
    module.exports = function serialize(object) {
      if (typeof object === "number" && isNaN(object)) {
        throw new Error("NaN is not allowed");
      }
      if (typeof object === "number" && !isFinite(object)) {
        throw new Error("Infinity is not allowed");
      }
      if (object === null || typeof object !== "object") {
        return JSON.stringify(object);
      }
      if (object.toJSON instanceof Function) {
        return serialize(object.toJSON());
      }
      if (Array.isArray(object)) {
        const values2 = object.reduce((t, cv, ci) => {
          const comma = ci === 0 ? "" : ",";
          const value = cv === void 0 || typeof cv === "symbol" ? null : cv;
          return `${t}${comma}${serialize(value)}`;
        }, "");
        return `[${values2}]`;
      }
      const values = Object.keys(object).sort().reduce((t, cv) => {
        if (object[cv] === void 0 || typeof object[cv] === "symbol") {
          return t;
        }
        const comma = t.length === 0 ? "" : ",";
        return `${t}${comma}${serialize(cv)}:${serialize(object[cv])}`;
      }, "");
      return `{${values}}`;
    };
  }
});

// src/action/main.ts
import { existsSync as existsSync6, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as join4 } from "node:path";

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message2) {
  const cmd = new Command(command, properties, message2);
  process.stdout.write(cmd.toString() + os.EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message2) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message2;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto2 from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message2) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message2)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto2.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve4) {
      resolve4(value);
    });
  }
  return new (P || (P = Promise))(function(resolve4, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve4(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag2, content, attrs2 = {}) {
    const htmlAttrs = Object.entries(attrs2).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag2}${htmlAttrs}>`;
    }
    return `<${tag2}${htmlAttrs}>${content}</${tag2}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs2 = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs2);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag2 = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag2, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag2 = header ? "th" : "td";
        const attrs2 = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag2, data, attrs2);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label4, content) {
    const element = this.wrap("details", this.wrap("summary", label4) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs2 = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs2));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag2 = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag2) ? tag2 : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs2 = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs2);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function getMultilineInput(name, options) {
  const inputs = getInput(name, options).split("\n").filter((x) => x !== "");
  if (options && options.trimWhitespace === false) {
    return inputs;
  }
  return inputs.map((input) => input.trim());
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message2) {
  process.exitCode = ExitCode.Failure;
  error(message2);
}
function error(message2, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message2 instanceof Error ? message2.toString() : message2);
}
function warning(message2, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message2 instanceof Error ? message2.toString() : message2);
}
function notice(message2, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message2 instanceof Error ? message2.toString() : message2);
}
function info(message2) {
  process.stdout.write(message2 + os4.EOL);
}

// src/gate/approval.ts
function judgeApproval(a, author) {
  if (author !== void 0 && a.login === author)
    return { valid: false, hold: { code: "APPROVAL_BY_AUTHOR", message: `the release was approved by ${quote(a.login)}, who wrote the pull request; another reviewer must approve` } };
  const comment2 = a.comment ? `: ${a.comment.replace(/\s+/g, " ").slice(0, 300).replace(/[.!?\s]+$/, "")}` : "";
  return { valid: true, actor: a.login, note: `Approved by ${a.login}${a.environments.length ? ` for ${a.environments.join(", ")}` : ""}${comment2}.` };
}
function barChangeAcceptance(approval, allowBarChange) {
  if (approval?.valid) return `approved by ${approval.actor}`;
  if (allowBarChange) return "allowed by allow-bar-change (the explicit opt-out)";
  return void 0;
}

// src/github/comment.ts
var WORKFLOW_BOT = "github-actions[bot]";
async function selfLogin(octokit) {
  try {
    const { data } = await octokit.request("GET /user");
    return data.login;
  } catch {
  }
  try {
    const data = await octokit.graphql("query { viewer { login } }");
    if (data.viewer?.login) return data.viewer.login;
  } catch {
  }
  return WORKFLOW_BOT;
}
async function upsertComment(octokit, ctx, c) {
  const me = await selfLogin(octokit);
  const comments = await octokit.paginate("GET /repos/{owner}/{repo}/issues/{issue_number}/comments", { owner: ctx.owner, repo: ctx.repo, issue_number: ctx.prNumber, per_page: 100 });
  const own = comments.filter((x) => x.user?.login === me);
  const legacy = c.legacy;
  const mine = own.find((x) => (x.body ?? "").includes(c.marker)) ?? (legacy ? own.find((x) => legacy(x.body ?? "")) : void 0);
  if (mine) {
    if (c.onlyOnChange && (mine.body ?? "").includes(`<!-- aqr-content:${c.hash} -->`)) return { outcome: "unchanged", id: mine.id };
    await octokit.request("PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}", { owner: ctx.owner, repo: ctx.repo, comment_id: mine.id, body: c.body });
    return { outcome: "updated", id: mine.id };
  }
  const { data } = await octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", { owner: ctx.owner, repo: ctx.repo, issue_number: ctx.prNumber, body: c.body });
  return { outcome: "created", id: data.id };
}

// src/github/context.ts
function runContext(env, event) {
  const [owner = "", repo = ""] = (env["GITHUB_REPOSITORY"] ?? "").split("/");
  const pr = event["pull_request"] ?? void 0;
  const workflowRef = env["GITHUB_WORKFLOW_REF"] ?? "";
  const file = /\/\.github\/workflows\/([^@/]+)@/.exec(workflowRef)?.[1];
  const ctx = {
    owner,
    repo,
    workflow: env["GITHUB_WORKFLOW"] ?? file ?? "workflow",
    eventName: env["GITHUB_EVENT_NAME"] ?? "",
    fromFork: Boolean(pr?.head?.repo?.full_name && pr.base?.repo?.full_name && pr.head.repo.full_name !== pr.base.repo.full_name)
  };
  const runId = Number(env["GITHUB_RUN_ID"]);
  if (Number.isInteger(runId) && runId > 0) ctx.runId = runId;
  if (file) ctx.workflowFile = file;
  if (typeof pr?.number === "number") ctx.prNumber = pr.number;
  if (pr?.user?.login) ctx.prAuthor = pr.user.login;
  if (typeof pr?.base?.sha === "string" && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(pr.base.sha)) ctx.baseSha = pr.base.sha;
  const branch = event["repository"]?.default_branch;
  if (branch) ctx.defaultBranch = branch;
  if (env["GITHUB_ACTOR"]) ctx.actor = env["GITHUB_ACTOR"];
  if (env["GITHUB_JOB"]) ctx.job = env["GITHUB_JOB"];
  return ctx;
}

// src/github/approval.ts
async function runApproval(octokit, ctx) {
  const { data } = await octokit.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals", { owner: ctx.owner, repo: ctx.repo, run_id: ctx.runId });
  const approved = data.filter((a) => a.state === "approved" && a.user?.login);
  const last = approved.at(-1);
  if (!last) return void 0;
  return { login: last.user?.login, ...last.comment ? { comment: last.comment } : {}, environments: (last.environments ?? []).map((e) => e.name ?? "").filter(Boolean) };
}

// src/io/config-file.ts
import { existsSync as existsSync2 } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";

// src/pipeline/inputs.ts
var EVALUATE_FLAGS = {
  profile: { kind: "string", help: "built-in profile id@version (sg/coding-agent@0.1) or a profile file" },
  tier: { kind: "string", help: "raise the profile tier (T0, T1, T2); never lower" },
  measures: { kind: "list", help: "files or globs of measure entries (YAML/JSON list or measures: key)" },
  trials: { kind: "list", help: "files or globs of the trial ledger (JSONL, .gz read too), shards merged" },
  evidence: { kind: "list", help: "files or globs of OpenTelemetry trace exports (OTLP/JSON, one export per line or per file, .gz read too)" },
  "task-manifest": { kind: "string", help: "the task set file: tasks with id, split, canary" },
  sealed: { kind: "boolean", help: "assert no optimizer or prompt author read the held-out split" },
  agent: { kind: "string", help: "the agent under release" },
  "model-provider": { kind: "string", help: "model provider" },
  "model-id": { kind: "string", help: "model id" },
  harness: { kind: "list", help: "files, folders or globs whose tree digest is harness_digest" },
  code: { kind: "list", help: "files, folders or globs whose tree digest is code_digest" },
  authority: { kind: "string", help: "the policy in force (its digest is grant_digest)" },
  decisions: { kind: "list", help: "files of policy-engine decisions {id, result, source}" },
  signals: { kind: "list", help: "files or globs of signals: OCP runs, Agent Signals, confidence samples (JSONL or JSON, .gz read too)" },
  "acceptance-rule": { kind: "string", help: "the OCP acceptance rule for bare signal lists (a run document carries its own)" },
  strict: { kind: "boolean", help: "every signal deviation from its contract is an error" },
  actor: { kind: "string", help: "who decides" },
  question: { kind: "string", help: "the question decided (T2)" },
  option: { kind: "list", help: "an option considered (T2; repeat)" },
  rationale: { kind: "string", help: "why (generated from the gates when absent)" },
  "rollback-to": { kind: "string", help: "a digest, or a previous record whose harness_digest to roll back to" },
  "evaluator-independent": { kind: "boolean", help: "the grader saw the artifact, not the worker\u2019s own account" },
  "judge-id": { kind: "string", help: "judge id, when measures are judged" },
  "judge-model": { kind: "string", help: "judge model" },
  "judge-kappa": { kind: "string", help: "the judge\u2019s Cohen\u2019s kappa against human labels" },
  "judge-sampled": { kind: "string", help: "items the judge agreement was measured on" },
  now: { kind: "string", help: "the decision time, RFC 3339 (default: the clock)" },
  out: { kind: "string", help: "where to write the record (.yaml/.yml: YAML, else JSON)" },
  key: { kind: "string", help: "sign the record with this private key file (JWK or PEM)" },
  "key-env": { kind: "string", help: "sign with the private key held in this environment variable" },
  attest: { kind: "string", help: "write a Sigstore bundle here: an in-toto statement of the record in a DSSE envelope, signed with the key" },
  predicate: { kind: "string", help: "write the attestation predicate here (for actions/attest or aqr attest); with attest, beside the record" },
  "subject-path": { kind: "list", help: "files or globs released: the statement subjects, each by sha256 (CLI: --subject too); default the agent and its harness digest" },
  "subject-digest": { kind: "list", help: "a released artifact by digest, NAME=sha256:HEX" },
  baseline: { kind: "string", help: "the last release\u2019s record, for regression gates" },
  "baseline-key": { kind: "string", help: "the public key (file or JWKS URL) the baseline must be signed with (default: the signing key\u2019s)" },
  "bar-ref": { kind: "string", help: "judge by the bar (profile and what it extends, task manifest, authority, decisions) as it is at this git ref; the action: default the pull request\u2019s base commit" },
  "allow-bar-change": { kind: "boolean", help: "let a change that alters the bar ship without an approval (the explicit opt-out)" }
};
function toEvaluateOptions(v) {
  const str = (k) => {
    const x = v[k];
    return typeof x === "string" && x !== "" ? x : void 0;
  };
  const list = (k) => {
    const x = v[k];
    return Array.isArray(x) ? x.filter((s) => s !== "") : typeof x === "string" && x !== "" ? [x] : [];
  };
  const need = (k) => {
    const x = str(k);
    if (x === void 0) throw new AqrError("ERR_USAGE", `--${k} is required (${EVALUATE_FLAGS[k].help})`);
    return x;
  };
  const num4 = (k, min, max, integer = false) => {
    const x = str(k);
    if (x === void 0) return void 0;
    const n2 = Number(x);
    if (!Number.isFinite(n2) || n2 < min || n2 > max || integer && !Number.isInteger(n2)) throw new AqrError("ERR_USAGE", `--${k} must be ${integer ? "an integer" : "a number"} in [${min}, ${max}], got ${JSON.stringify(x)}`);
    return n2;
  };
  const tier = str("tier");
  if (tier !== void 0 && !["T0", "T1", "T2"].includes(tier)) throw new AqrError("ERR_USAGE", `--tier must be T0, T1 or T2, got ${JSON.stringify(tier)}`);
  const harness = list("harness");
  if (harness.length === 0) throw new AqrError("ERR_USAGE", `--harness is required (${EVALUATE_FLAGS.harness.help})`);
  const o = {
    profile: need("profile"),
    measures: list("measures"),
    trials: list("trials"),
    taskManifest: need("task-manifest"),
    sealed: v.sealed === true,
    agent: need("agent"),
    harness,
    code: list("code"),
    authority: need("authority"),
    decisions: list("decisions"),
    actor: need("actor"),
    option: list("option"),
    evaluatorIndependent: v["evaluator-independent"] === true,
    signals: list("signals"),
    evidence: list("evidence"),
    strict: v.strict === true,
    allowBarChange: v["allow-bar-change"] === true
  };
  if (tier) o.tier = tier;
  if (list("subject-path").length > 0) o.subjects = list("subject-path");
  if (list("subject-digest").length > 0) o.subjectDigests = list("subject-digest");
  for (const [flag, key] of [["acceptance-rule", "acceptanceRule"], ["model-provider", "modelProvider"], ["model-id", "modelId"], ["question", "question"], ["rationale", "rationale"], ["rollback-to", "rollbackTo"], ["now", "now"], ["out", "out"], ["attest", "attest"], ["predicate", "predicate"], ["baseline", "baseline"], ["baseline-key", "baselineKey"], ["bar-ref", "barRef"]]) {
    const x = str(flag);
    if (x !== void 0) o[key] = x;
  }
  const keyFile = str("key");
  const keyEnv = str("key-env");
  if (keyFile && keyEnv) throw new AqrError("ERR_USAGE", "give --key or --key-env, not both");
  if (keyFile) o.key = { file: keyFile };
  if (keyEnv) o.key = { env: keyEnv };
  const judgeId = str("judge-id");
  const judgeModel = str("judge-model");
  if (judgeId || judgeModel) {
    if (!judgeId || !judgeModel) throw new AqrError("ERR_USAGE", "--judge-id and --judge-model go together");
    const judge2 = { id: judgeId, model: judgeModel };
    const kappa = num4("judge-kappa", -1, 1);
    if (kappa !== void 0) judge2.human_agreement_kappa = kappa;
    const sampled = num4("judge-sampled", 1, Number.MAX_SAFE_INTEGER, true);
    if (sampled !== void 0) judge2.sampled = sampled;
    o.judge = judge2;
  }
  return o;
}

// src/io/read-text.ts
import { open as open2 } from "node:fs/promises";
var MAX_TEXT_BYTES = 8 * 1024 * 1024;
async function readTextFile(file, what = "file", maxBytes = MAX_TEXT_BYTES) {
  return decodeText(await readFileBytes(file, what, maxBytes), file, what);
}
async function readFileBytes(file, what = "file", maxBytes = MAX_TEXT_BYTES) {
  const { size } = await assertRegularFile(file, what);
  if (size > maxBytes)
    throw new AqrError("ERR_INPUT_TOO_LARGE", `is ${mib(size)}; a ${what} is at most ${mib(maxBytes)}`, { file });
  try {
    const fh = await open2(file, "r");
    try {
      const buf = Buffer.alloc(Math.min(size, maxBytes) + 1);
      const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
      if (bytesRead > maxBytes) throw new AqrError("ERR_INPUT_TOO_LARGE", `is over ${mib(maxBytes)}; a ${what} is at most that`, { file });
      return buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  } catch (e) {
    if (e instanceof AqrError) throw e;
    throw new AqrError("ERR_INPUT_READ", readFailure(e), { file }, { cause: e });
  }
}
function decodeText(bytes, file, what = "file") {
  if (bytes.includes(0)) throw new AqrError("ERR_INPUT_ENCODING", `is binary (holds NUL bytes), expected a ${what} as text`, { file });
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AqrError("ERR_INPUT_ENCODING", "is not valid UTF-8 text", { file });
  }
}
function mib(n2) {
  return `${(n2 / (1024 * 1024)).toFixed(1)} MiB`;
}

// src/io/config-file.ts
var CONFIG_PATH_INPUTS = ["profile", "measures", "trials", "evidence", "task-manifest", "harness", "code", "authority", "decisions", "signals", "acceptance-rule", "rollback-to", "out", "key"];
async function readConfig(file) {
  return configFromText(await readTextFile(file, "config"), file);
}
async function configFromText(text, file) {
  const parsed = await readDocument(text, file);
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v)) throw new AqrError("ERR_INPUT_INVALID", "a config is a mapping of flag names to values", { file, line: 1 });
  const out = {};
  for (const [k, x] of Object.entries(v)) {
    const at = () => {
      const line = parsed.lineOf([k]);
      return { file, field: k, ...line === void 0 ? {} : { line } };
    };
    const flag = Object.hasOwn(EVALUATE_FLAGS, k) ? EVALUATE_FLAGS[k] : void 0;
    if (!flag) throw new AqrError("ERR_INPUT_INVALID", "is not an evaluate input (see aqr evaluate --help)", at());
    if (flag.kind === "boolean") {
      if (typeof x !== "boolean") throw new AqrError("ERR_INPUT_INVALID", "must be true or false", at());
      out[k] = x;
    } else if (flag.kind === "list") {
      const list = Array.isArray(x) ? x : [x];
      if (list.some((s) => typeof s !== "string" && typeof s !== "number")) throw new AqrError("ERR_INPUT_INVALID", "must be a string or a list of strings", at());
      out[k] = list.map(String);
    } else {
      if (typeof x !== "string" && typeof x !== "number") throw new AqrError("ERR_INPUT_INVALID", "must be a string", at());
      out[k] = String(x);
    }
  }
  return resolvePaths(out, dirname(file));
}
function resolvePaths(values, dir) {
  const one = (p) => p === "" || isAbsolute(p) ? p : posixRelative(join(dir, p)) || ".";
  for (const k of CONFIG_PATH_INPUTS) {
    const v = values[k];
    if (typeof v === "string") {
      const notAPath = k === "profile" && /@[0-9]/.test(v) || k === "rollback-to" && (v.startsWith("sha256:") || v === "auto");
      if (!notAPath || existsSync2(join(dir, v))) values[k] = one(v);
    } else if (Array.isArray(v)) values[k] = v.map(one);
  }
  return values;
}

// src/gate/words.ts
var CLI_WORDS = {
  input: (name) => `--${name}`,
  signingKey: "--key FILE or --key-env VARIABLE"
};
var ACTION_WORDS = {
  input: (name) => `the \`${name}\` input`,
  signingKey: "the `signing-key` input"
};

// src/io/write-atomic.ts
import { randomBytes } from "node:crypto";
import { mkdir as mkdir2, rename as rename2, rm as rm2, stat as stat2, writeFile as writeFile2 } from "node:fs/promises";
import { basename, dirname as dirname2, join as join2, relative, resolve, isAbsolute as isAbsolute2 } from "node:path";
async function writeFileAtomic(file, data, mode = 420) {
  await writeFilesAtomic([{ file, data, mode }]);
}
async function writeFilesAtomic(outputs) {
  const staged = [];
  const fail2 = async (file, e) => {
    await Promise.all(staged.map((s) => rm2(s.tmp, { force: true }).catch(() => void 0)));
    throw new AqrError("ERR_OUTPUT_WRITE", `cannot be written (${writeFailure(e)})`, { file }, { cause: e });
  };
  for (const { file, data, mode = 420 } of outputs) {
    const dir = dirname2(file);
    const tmp = join2(dir, `.${basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await ensureFolder(dir);
      await writeFile2(tmp, data, { mode, flag: "wx" });
      staged.push({ file, tmp });
    } catch (e) {
      await rm2(tmp, { force: true }).catch(() => void 0);
      await fail2(file, e);
    }
  }
  const placed = [];
  for (const { file, tmp } of staged) {
    try {
      await rename2(tmp, file);
      placed.push(file);
    } catch (e) {
      await Promise.all(placed.map((f) => rm2(f, { force: true }).catch(() => void 0)));
      await fail2(file, e);
    }
  }
}
var NoFolder = class extends Error {
  constructor(dir) {
    super(dir);
    this.dir = dir;
  }
  dir;
};
async function ensureFolder(dir) {
  const st = await stat2(dir).catch((e) => {
    if (e.code === "ENOENT") return void 0;
    throw e;
  });
  if (st) {
    if (!st.isDirectory()) throw Object.assign(new Error("not a folder"), { code: "ENOTDIR" });
    return;
  }
  const roots = [process.cwd(), process.env["RUNNER_TEMP"]].filter((r) => r !== void 0 && r !== "");
  const inside = roots.some((root) => {
    const rel = relative(resolve(root), resolve(dir));
    return !rel.startsWith("..") && !isAbsolute2(rel);
  });
  if (!inside) throw new NoFolder(dir);
  await mkdir2(dir, { recursive: true });
}
function writeFailure(e) {
  if (e instanceof NoFolder) return `the folder ${e.dir} does not exist; aqr creates folders only inside the working directory (or RUNNER_TEMP)`;
  const code = e.code;
  if (code === "ENOTDIR" || code === "EEXIST") return "a part of the path is a file, not a folder";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EROFS") return "the file system is read-only";
  if (code === "ENOENT") return "no such folder";
  if (code === "EISDIR") return "is a folder";
  return code ?? e.message;
}

// src/sign/key.ts
import { createPrivateKey, createPublicKey } from "node:crypto";

// node_modules/jose/dist/webapi/lib/buffer_utils.js
var encoder = new TextEncoder();
var decoder = new TextDecoder();
var strictDecoder = new TextDecoder("utf-8", { fatal: true });
var UINT32_RANGE = 2 ** 32;
function concat(...buffers) {
  const size = buffers.reduce((acc, { length }) => acc + length, 0), buf = new Uint8Array(size);
  let i = 0;
  for (const buffer of buffers)
    buf.set(buffer, i), i += buffer.length;
  return buf;
}
var NON_ASCII = /[^\x00-\x7f]/;
function encode(string) {
  if (typeof string == "string" && string.length >= 128) {
    if (NON_ASCII.test(string))
      throw new TypeError("non-ASCII string encountered in encode()");
    return encoder.encode(string);
  }
  const bytes = new Uint8Array(string.length);
  for (let i = 0; i < string.length; i++) {
    const code = string.charCodeAt(i);
    if (code > 127)
      throw new TypeError("non-ASCII string encountered in encode()");
    bytes[i] = code;
  }
  return bytes;
}
function encodeBase64(input, url = false) {
  if (Uint8Array.prototype.toBase64)
    return input.toBase64({ alphabet: url ? "base64url" : "base64", omitPadding: url });
  const CHUNK_SIZE = 32768, arr2 = [];
  for (let i = 0; i < input.length; i += CHUNK_SIZE)
    arr2.push(String.fromCharCode.apply(null, input.subarray(i, i + CHUNK_SIZE)));
  const encoded = btoa(arr2.join(""));
  return url ? encoded.replace(/=/g, "").replace(/\+/g, "-").replace(/\//g, "_") : encoded;
}
function decodeBase64(encoded, url = false) {
  if (Uint8Array.fromBase64)
    return Uint8Array.fromBase64(encoded, { alphabet: url ? "base64url" : "base64" });
  if (url) {
    if (encoded.includes("+") || encoded.includes("/"))
      throw new TypeError("Invalid base64url");
    encoded = encoded.replace(/-/g, "+").replace(/_/g, "/");
  }
  const binary = atob(encoded), bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++)
    bytes[i] = binary.charCodeAt(i);
  return bytes;
}
async function digest(algorithm, data) {
  const subtleDigest = `SHA-${algorithm.slice(-3)}`;
  return new Uint8Array(await crypto.subtle.digest(subtleDigest, data));
}

// node_modules/jose/dist/webapi/util/errors.js
var JOSEError = class extends Error {
  static code = "ERR_JOSE_GENERIC";
  code = "ERR_JOSE_GENERIC";
  constructor(message2, options) {
    super(message2, options), this.name = this.constructor.name, Error.captureStackTrace?.(this, this.constructor);
  }
};
var JOSEAlgNotAllowed = class extends JOSEError {
  static code = "ERR_JOSE_ALG_NOT_ALLOWED";
  code = "ERR_JOSE_ALG_NOT_ALLOWED";
};
var JOSENotSupported = class extends JOSEError {
  static code = "ERR_JOSE_NOT_SUPPORTED";
  code = "ERR_JOSE_NOT_SUPPORTED";
};
var JWSInvalid = class extends JOSEError {
  static code = "ERR_JWS_INVALID";
  code = "ERR_JWS_INVALID";
};
var JWKInvalid = class extends JOSEError {
  static code = "ERR_JWK_INVALID";
  code = "ERR_JWK_INVALID";
};
var JWSSignatureVerificationFailed = class extends JOSEError {
  static code = "ERR_JWS_SIGNATURE_VERIFICATION_FAILED";
  code = "ERR_JWS_SIGNATURE_VERIFICATION_FAILED";
  constructor(message2 = "signature verification failed", options) {
    super(message2, options);
  }
};

// node_modules/jose/dist/webapi/util/base64url.js
var base64url_exports = {};
__export(base64url_exports, {
  decode: () => decode,
  encode: () => encode2
});
var invalid = "The input to be decoded is not correctly encoded.";
function decode(input) {
  try {
    return decodeBase64(typeof input == "string" ? input : decoder.decode(input), true);
  } catch (cause) {
    throw new TypeError(invalid, { cause });
  }
}
function encode2(input) {
  return encodeBase64(typeof input == "string" ? encoder.encode(input) : input, true);
}

// node_modules/jose/dist/webapi/lib/validate.js
function assertUint8Array(input, label4) {
  if (!(input instanceof Uint8Array))
    throw new TypeError(`${label4} must be an instance of Uint8Array`);
}
function isObject(input) {
  if (typeof input != "object" || input === null || Object.prototype.toString.call(input) !== "[object Object]")
    return false;
  const prototype = Object.getPrototypeOf(input);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
function isDisjoint(...headers) {
  const parameters = /* @__PURE__ */ new Set();
  for (const header of headers)
    if (header)
      for (const parameter of Object.keys(header)) {
        if (parameters.has(parameter))
          return false;
        parameters.add(parameter);
      }
  return true;
}
function assertNotSet(value, name) {
  if (value !== void 0)
    throw new TypeError(`${name} can only be called once`);
}
function decodeBase64url(value, label4, ErrorClass) {
  try {
    return decode(value);
  } catch (cause) {
    throw new ErrorClass(`Failed to base64url decode the ${label4}`, { cause });
  }
}
function encodeAsciiMember(value, label4, ErrorClass) {
  try {
    return encode(value);
  } catch (cause) {
    throw new ErrorClass(`The ${label4} is not a valid base64url string`, { cause });
  }
}
function parseJoseHeader(encodedProtectedHeader, ErrorClass, message2) {
  let parsed;
  try {
    parsed = JSON.parse(strictDecoder.decode(decode(encodedProtectedHeader)));
  } catch (cause) {
    throw new ErrorClass(message2, { cause });
  }
  if (!isObject(parsed))
    throw new ErrorClass(message2);
  return parsed;
}
var JWS_RECOGNIZED = { __proto__: null, b64: true };
function validateAlgorithms(option, algorithms) {
  if (algorithms !== void 0 && (!Array.isArray(algorithms) || algorithms.some((s) => typeof s != "string")))
    throw new TypeError(`"${option}" option must be an array of strings`);
  return algorithms === void 0 ? void 0 : new Set(algorithms);
}
function validateCritDuplicates(Err, protectedHeader) {
  const { crit } = protectedHeader ?? {};
  if (Array.isArray(crit) && new Set(crit).size !== crit.length)
    throw new Err('"crit" (Critical) Header Parameter MUST NOT contain duplicate values');
}
function validateCrit(Err, recognizedDefault, recognizedOption, protectedHeader, joseHeader) {
  if (joseHeader.crit !== void 0 && protectedHeader?.crit === void 0)
    throw new Err('"crit" (Critical) Header Parameter MUST be integrity protected');
  if (!protectedHeader || protectedHeader.crit === void 0)
    return [];
  if (!Array.isArray(protectedHeader.crit) || protectedHeader.crit.length === 0 || protectedHeader.crit.some((input) => typeof input != "string" || input.length === 0))
    throw new Err('"crit" (Critical) Header Parameter MUST be an array of non-empty strings when present');
  const recognized = recognizedOption === void 0 ? recognizedDefault : { __proto__: null, ...recognizedOption, ...recognizedDefault };
  for (const parameter of protectedHeader.crit) {
    if (!(parameter in recognized))
      throw new JOSENotSupported(`Extension Header Parameter "${parameter}" is not recognized`);
    if (!Object.hasOwn(joseHeader, parameter) || joseHeader[parameter] === void 0)
      throw new Err(`Extension Header Parameter "${parameter}" is missing`);
    if (recognized[parameter] && (!Object.hasOwn(protectedHeader, parameter) || protectedHeader[parameter] === void 0))
      throw new Err(`Extension Header Parameter "${parameter}" MUST be integrity protected`);
  }
  return protectedHeader.crit;
}
function validateB64(protectedHeader, extensions) {
  if (extensions.includes("b64")) {
    const b64 = protectedHeader.b64;
    if (typeof b64 != "boolean")
      throw new JWSInvalid('The "b64" (base64url-encode payload) Header Parameter must be a boolean');
    return b64;
  }
  return true;
}
function serializeJoseHeader(Err, header) {
  let serialized, parsed;
  try {
    serialized = JSON.stringify(header), parsed = JSON.parse(serialized);
  } catch (cause) {
    throw new Err("JOSE Header is not valid JSON", { cause });
  }
  if (!isObject(parsed))
    throw new Err("JOSE Header is not a JSON object");
  return [parsed, serialized];
}

// node_modules/jose/dist/webapi/lib/key.js
var tag = (key) => key[Symbol.toStringTag];
var jwkMatchesOp = (entry, key, usage) => {
  const { alg } = entry;
  if (key.use !== void 0) {
    const expected = usage === "sign" || usage === "verify" ? "sig" : "enc";
    if (key.use !== expected)
      throw new TypeError(`Invalid key for this operation, its "use" must be "${expected}" when present`);
  }
  if (key.kty === "AKP" && key.alg === void 0)
    throw new TypeError('missing "alg" (Algorithm) Parameter value');
  if (key.alg !== void 0 && key.alg !== alg)
    throw new TypeError(`Invalid key for this operation, its "alg" must be "${alg}" when present`);
  if (Array.isArray(key.key_ops)) {
    const expectedKeyOp = usage === "encrypt" || usage === "decrypt" ? entry.ops?.[usage === "encrypt" ? 0 : 1] : usage;
    if (expectedKeyOp && !key.key_ops.includes(expectedKeyOp))
      throw new TypeError(`Invalid key for this operation, its "key_ops" must include "${expectedKeyOp}" when present`);
  }
};
async function prepareKey(entry, key, usage) {
  const { alg, secret } = entry, requiresPrivateKey = usage === "decrypt" || usage === "sign";
  if (secret && key instanceof Uint8Array)
    return key;
  let normalized, keyObject;
  if (isObject(key)) {
    if (normalized = normalizeJwk(key), typeof normalized.kty != "string")
      throw invalidKeyType(alg, key, secret);
    if (!(secret ? normalized.kty === "oct" && typeof normalized.k == "string" : normalized.kty !== "oct" && (requiresPrivateKey ? normalized.kty === "AKP" && typeof normalized.priv == "string" || typeof normalized.d == "string" : normalized.d === void 0 && normalized.priv === void 0)))
      throw new TypeError(secret ? 'JSON Web Key for symmetric algorithms must have JWK "kty" (Key Type) equal to "oct" and the JWK "k" (Key Value) present' : `JSON Web Key for this operation must be a ${requiresPrivateKey ? "private" : "public"} JWK`);
    if (jwkMatchesOp(entry, normalized, usage), normalized.kty === "oct")
      return decode(normalized.k);
    if (!Object.isFrozen(key)) {
      const { key_ops } = key;
      Array.isArray(key_ops) && Object.freeze(key_ops), Object.freeze(key);
    }
  } else {
    if (!isKeyLike(key))
      throw invalidKeyType(alg, key, secret);
    const expectedType = secret ? "secret" : requiresPrivateKey ? "private" : "public";
    if (key.type !== expectedType && (secret || ["secret", "public", "private"].includes(key.type)))
      throw new TypeError(`${tag(key)} instances must be of type "${expectedType}" for the ${alg} algorithm`);
    if (isCryptoKey(key))
      return key;
    if (keyObject = key, keyObject.type === "secret")
      return keyObject.export();
  }
  cache ||= /* @__PURE__ */ new WeakMap();
  const cacheKey = key;
  let cached = cache.get(cacheKey);
  if (cached?.[alg])
    return cached[alg];
  if (cached || cache.set(cacheKey, cached = {}), keyObject && typeof keyObject.toCryptoKey == "function") {
    const isPublic = keyObject.type === "public", crv = nist[keyObject.asymmetricKeyDetails?.namedCurve], params = entry.resolve?.({ crv, asymmetricKeyType: keyObject.asymmetricKeyType }) ?? entry.subtle;
    return cached[alg] = keyObject.toCryptoKey(params, isPublic, entry.usages[isPublic ? 0 : 1]);
  }
  return normalized ??= keyObject.export({ format: "jwk" }), normalized.alg = alg, cached[alg] = await jwkToKey(entry, normalized);
}
var cache;
var nist = {
  __proto__: null,
  prime256v1: "P-256",
  secp384r1: "P-384",
  secp521r1: "P-521"
};
var isCryptoKey = (key) => {
  if (key?.[Symbol.toStringTag] === "CryptoKey")
    return true;
  try {
    return key instanceof CryptoKey;
  } catch {
    return false;
  }
};
var isKeyObject = (key) => key?.[Symbol.toStringTag] === "KeyObject";
var isKeyLike = (key) => isCryptoKey(key) || isKeyObject(key);
function message(msg, actual, ...types) {
  if (types.length > 2) {
    const last = types.pop();
    msg += `one of type ${types.join(", ")}, or ${last}.`;
  } else types.length === 2 ? msg += `one of type ${types[0]} or ${types[1]}.` : msg += `of type ${types[0]}.`;
  return actual == null ? msg += ` Received ${actual}` : typeof actual == "function" && actual.name ? msg += ` Received function ${actual.name}` : typeof actual == "object" && actual != null && actual.constructor?.name && (msg += ` Received an instance of ${actual.constructor.name}`), msg;
}
var invalidKeyInput = (actual, ...types) => message("Key must be ", actual, ...types);
function invalidKeyType(alg, actual, secret) {
  const types = ["CryptoKey", "KeyObject", "JSON Web Key"];
  return secret && types.push("Uint8Array"), new TypeError(message(`Key for the ${alg} algorithm must be `, actual, ...types));
}
var unusable = (name, prop = "algorithm.name") => new TypeError(`CryptoKey does not support this operation, its ${prop} must be ${name}`);
function checkUsage(key, usage) {
  if (usage && !key.usages.includes(usage))
    throw new TypeError(`CryptoKey does not support this operation, its usages must include ${usage}.`);
}
function checkModulusLength(alg, key) {
  const { modulusLength } = key.algorithm;
  if (typeof modulusLength != "number" || modulusLength < 2048)
    throw new TypeError(`${alg} requires key modulusLength to be 2048 bits or larger`);
}
function checkCryptoKey(key, expected, usage) {
  const algorithm = key.algorithm;
  if (algorithm.name !== expected.name)
    throw unusable(expected.name);
  if (expected.hash && algorithm.hash?.name !== expected.hash)
    throw unusable(expected.hash, "algorithm.hash");
  if (expected.namedCurve && algorithm.namedCurve !== expected.namedCurve)
    throw unusable(expected.namedCurve, "algorithm.namedCurve");
  if (expected.length !== void 0 && algorithm.length !== expected.length)
    throw unusable(expected.length, "algorithm.length");
  checkUsage(key, usage);
}
function snapshotJwk(jwk) {
  return { __proto__: null, ...jwk };
}
function normalizeJwk(jwk) {
  const normalized = snapshotJwk(jwk);
  if (normalized.ext !== void 0 && typeof normalized.ext != "boolean")
    throw new TypeError('"ext" (Extractable) Parameter must be a boolean');
  if (normalized.key_ops !== void 0) {
    const value = normalized.key_ops, keyOps = Array.isArray(value) ? [...value] : void 0;
    if (!keyOps || keyOps.some((operation) => typeof operation != "string") || new Set(keyOps).size !== keyOps.length)
      throw new TypeError('"key_ops" (Key Operations) Parameter must be an array of unique strings');
    normalized.key_ops = keyOps;
  }
  return normalized;
}
function validateExtractableOption(extractable) {
  if (extractable !== void 0 && typeof extractable != "boolean")
    throw new TypeError('"extractable" option must be a boolean');
  return extractable;
}
async function jwkToKey(entry, jwk, extractable) {
  if (!entry.kty.includes(jwk.kty))
    throw new JOSENotSupported('Invalid or unsupported JWK "alg" (Algorithm) Parameter value');
  const algorithm = entry.resolve?.({ kty: jwk.kty, crv: jwk.crv }) ?? entry.subtle, isPrivate = !!(jwk.d || jwk.priv), keyData = { ...jwk, ext: extractable ?? jwk.ext };
  return keyData.kty !== "AKP" && delete keyData.alg, delete keyData.use, crypto.subtle.importKey("jwk", keyData, algorithm, keyData.ext ?? !isPrivate, jwk.key_ops ?? entry.usages[isPrivate ? 1 : 0]);
}
async function rawKey(key, expected, usage, extractable = false) {
  return key instanceof Uint8Array && (key = await crypto.subtle.importKey("raw", key, expected, extractable, [usage])), checkCryptoKey(key, expected, usage), key;
}

// node_modules/jose/dist/webapi/lib/key_descriptor.js
function table(entries2) {
  const out = { __proto__: null };
  for (const alg in entries2)
    out[alg] = { ...entries2[alg], alg };
  return out;
}

// node_modules/jose/dist/webapi/lib/jwe_algorithms.js
var wrap = [
  ["encrypt", "wrapKey"],
  ["decrypt", "unwrapKey"]
];
var derive = [[], ["deriveBits"]];
var none = [[], []];
function rsaes(bits) {
  return {
    kty: ["RSA"],
    mode: "key-encryption",
    subtle: { name: "RSA-OAEP", hash: `SHA-${bits}` },
    usages: wrap,
    ops: ["wrapKey", "unwrapKey"]
  };
}
function ecdh(mode) {
  return {
    kty: ["EC", "OKP"],
    mode,
    subtle: { name: "ECDH" },
    resolve: ({ kty, crv, asymmetricKeyType }) => {
      if (crv === "X25519" || asymmetricKeyType === "x25519")
        return { name: "X25519" };
      if (kty === "OKP")
        throw new JOSENotSupported('Invalid or unsupported JWK "alg" (Algorithm) Parameter value');
      return { name: "ECDH", namedCurve: crv };
    },
    usages: derive,
    ops: [void 0, "deriveBits"]
  };
}
function aeskw(bits, gcm = false) {
  return {
    kty: ["oct"],
    mode: "key-wrapping",
    secret: true,
    subtle: { name: gcm ? "AES-GCM" : "AES-KW", length: bits },
    usages: none,
    ops: gcm ? ["encrypt", "decrypt"] : ["wrapKey", "unwrapKey"]
  };
}
function pbes2() {
  return {
    kty: ["oct"],
    mode: "key-wrapping",
    secret: true,
    subtle: { name: "PBKDF2" },
    usages: none,
    ops: ["deriveBits", "deriveBits"]
  };
}
var JWE = table({
  dir: {
    kty: ["oct"],
    mode: "direct-encryption",
    secret: true,
    subtle: { name: "AES-GCM" },
    usages: none,
    ops: ["encrypt", "decrypt"]
  },
  "RSA-OAEP": rsaes(1),
  "RSA-OAEP-256": rsaes(256),
  "RSA-OAEP-384": rsaes(384),
  "RSA-OAEP-512": rsaes(512),
  "ECDH-ES": ecdh("direct-key-agreement"),
  "ECDH-ES+A128KW": ecdh("key-agreement-with-key-wrapping"),
  "ECDH-ES+A192KW": ecdh("key-agreement-with-key-wrapping"),
  "ECDH-ES+A256KW": ecdh("key-agreement-with-key-wrapping"),
  A128KW: aeskw(128),
  A192KW: aeskw(192),
  A256KW: aeskw(256),
  A128GCMKW: aeskw(128, true),
  A192GCMKW: aeskw(192, true),
  A256GCMKW: aeskw(256, true),
  "PBES2-HS256+A128KW": pbes2(),
  "PBES2-HS384+A192KW": pbes2(),
  "PBES2-HS512+A256KW": pbes2()
});
var contentOps = ["encrypt", "decrypt"];
function contentEncryption(bits, cbc = false) {
  return {
    kty: ["oct"],
    secret: true,
    subtle: { name: cbc ? "AES-CBC" : "AES-GCM", length: bits },
    usages: none,
    ops: contentOps,
    cekBits: bits,
    ivBits: cbc ? 128 : 96,
    cbc
  };
}
var ENC = table({
  A128GCM: contentEncryption(128),
  A192GCM: contentEncryption(192),
  A256GCM: contentEncryption(256),
  "A128CBC-HS256": contentEncryption(256, true),
  "A192CBC-HS384": contentEncryption(384, true),
  "A256CBC-HS512": contentEncryption(512, true)
});

// node_modules/jose/dist/webapi/lib/jws_algorithms.js
var sig = [["verify"], ["sign"]];
function hmac(bits) {
  const subtle = { name: "HMAC", hash: `SHA-${bits}` };
  return { kty: ["oct"], secret: true, subtle, signing: subtle, usages: sig };
}
function rsa(bits, saltLength) {
  const subtle = { name: saltLength ? "RSA-PSS" : "RSASSA-PKCS1-v1_5", hash: `SHA-${bits}` };
  return {
    kty: ["RSA"],
    subtle,
    signing: saltLength ? { ...subtle, saltLength } : subtle,
    usages: sig,
    minRsaBits: 2048
  };
}
function ecdsa(crv, bits) {
  return {
    kty: ["EC"],
    crv,
    subtle: { name: "ECDSA", namedCurve: crv },
    signing: { name: "ECDSA", hash: `SHA-${bits}` },
    usages: sig
  };
}
function eddsa() {
  const subtle = { name: "Ed25519" };
  return {
    kty: ["OKP"],
    crv: "Ed25519",
    subtle,
    signing: subtle,
    usages: sig
  };
}
function mldsa(parameterSet) {
  const subtle = { name: `ML-DSA-${parameterSet}` };
  return {
    kty: ["AKP"],
    subtle,
    signing: subtle,
    usages: sig
  };
}
var JWS = table({
  HS256: hmac(256),
  HS384: hmac(384),
  HS512: hmac(512),
  RS256: rsa(256),
  RS384: rsa(384),
  RS512: rsa(512),
  PS256: rsa(256, 32),
  PS384: rsa(384, 48),
  PS512: rsa(512, 64),
  ES256: ecdsa("P-256", 256),
  ES384: ecdsa("P-384", 384),
  ES512: ecdsa("P-521", 512),
  EdDSA: eddsa(),
  Ed25519: eddsa(),
  "ML-DSA-44": mldsa(44),
  "ML-DSA-65": mldsa(65),
  "ML-DSA-87": mldsa(87)
});
function jwsAlgorithm(alg) {
  const entry = typeof alg == "string" ? JWS[alg] : void 0;
  if (!entry)
    throw new JOSENotSupported(`alg ${alg} is not supported either by JOSE or your javascript runtime`);
  return entry;
}

// node_modules/jose/dist/webapi/lib/jws_verify.js
function snapshotJws(jws, sharedPayload) {
  const encodedProtectedHeader = jws.protected, inputHeader = jws.header, header = isObject(inputHeader) ? { ...inputHeader } : inputHeader;
  let payload = sharedPayload ? sharedPayload[0] : jws.payload;
  !sharedPayload && payload instanceof Uint8Array && (payload = new Uint8Array(payload));
  const signature = jws.signature, snapshot = { payload, signature };
  if (encodedProtectedHeader !== void 0 && (snapshot.protected = encodedProtectedHeader), inputHeader !== void 0 && (snapshot.header = header), encodedProtectedHeader === void 0 && header === void 0)
    throw new JWSInvalid('Flattened JWS must have either of the "protected" or "header" members');
  if (encodedProtectedHeader !== void 0 && typeof encodedProtectedHeader != "string")
    throw new JWSInvalid("JWS Protected Header incorrect type");
  if (payload === void 0)
    throw new JWSInvalid("JWS Payload missing");
  if (typeof signature != "string")
    throw new JWSInvalid("JWS Signature missing or incorrect type");
  if (header !== void 0 && !isObject(header))
    throw new JWSInvalid("JWS Unprotected Header incorrect type");
  return snapshot;
}
function prepareVerify(options) {
  return [options && validateAlgorithms("algorithms", options.algorithms), options?.crit];
}
function parseProtectedHeader(encodedProtectedHeader) {
  return encodedProtectedHeader === void 0 ? {} : parseJoseHeader(encodedProtectedHeader, JWSInvalid, "JWS Protected Header is invalid");
}
function encodeJsonUnencodedPayload(payload) {
  const invalid2 = /[\p{Cs}\p{Cn}]/u.exec(payload)?.[0];
  if (invalid2 !== void 0)
    throw new JWSInvalid(new RegExp("\\p{Cs}", "u").test(invalid2) ? "JWS Payload must be a well-formed Unicode string" : "JWS Payload must not contain unassigned Unicode code points");
  return encoder.encode(payload);
}
async function verifySignature(jws, shared, key, encodeUnencodedPayload, parsedProtected) {
  const { protected: encodedProtectedHeader, header, payload: inputPayload } = jws, protectedHeader = parsedProtected ?? parseProtectedHeader(encodedProtectedHeader);
  if (!isDisjoint(protectedHeader, header))
    throw new JWSInvalid("JWS Protected and JWS Unprotected Header Parameter names must be disjoint");
  const joseHeader = { ...protectedHeader, ...header }, b64 = validateB64(protectedHeader, validateCrit(JWSInvalid, JWS_RECOGNIZED, shared[1], protectedHeader, joseHeader)), { alg } = joseHeader;
  if (typeof alg != "string" || !alg)
    throw new JWSInvalid('JWS "alg" (Algorithm) Header Parameter missing or invalid');
  if (shared[0] && !shared[0].has(alg))
    throw new JOSEAlgNotAllowed('"alg" (Algorithm) Header Parameter value not allowed');
  if (b64) {
    if (typeof inputPayload != "string")
      throw new JWSInvalid("JWS Payload must be a string");
  } else if (typeof inputPayload != "string" && !(inputPayload instanceof Uint8Array))
    throw new JWSInvalid("JWS Payload must be a string or an Uint8Array instance");
  const signingPayload2 = b64 || typeof inputPayload != "string" ? inputPayload : encodeUnencodedPayload(inputPayload);
  let resolvedKey = false;
  typeof key == "function" && (key = await key(protectedHeader, jws), resolvedKey = true);
  const entry = jwsAlgorithm(alg), signingInput = concat(encodedProtectedHeader !== void 0 ? encode(encodedProtectedHeader) : new Uint8Array(), encode("."), typeof signingPayload2 == "string" ? shared[2] ??= encodeAsciiMember(signingPayload2, "payload", JWSInvalid) : signingPayload2), signature = decodeBase64url(jws.signature, "signature", JWSInvalid), verificationKey = await prepareKey(entry, key, "verify"), cryptoKey = await rawKey(verificationKey, entry.subtle, "verify");
  entry.minRsaBits && checkModulusLength(entry.alg, cryptoKey);
  let verified = false;
  try {
    verified = await crypto.subtle.verify(entry.signing, cryptoKey, signature, signingInput);
  } catch (cause) {
    throw new JWSSignatureVerificationFailed(void 0, { cause });
  }
  if (!verified)
    throw new JWSSignatureVerificationFailed();
  const result = { payload: typeof signingPayload2 == "string" ? decodeBase64url(signingPayload2, "payload", JWSInvalid) : signingPayload2 };
  return encodedProtectedHeader !== void 0 && (result.protectedHeader = protectedHeader), header !== void 0 && (result.unprotectedHeader = header), resolvedKey ? [{ ...result, key: verificationKey }, b64] : [result, b64];
}

// node_modules/jose/dist/webapi/jws/flattened/verify.js
async function flattenedVerify(jws, key, options) {
  if (!isObject(jws))
    throw new JWSInvalid("Flattened JWS must be an object");
  const snapshot = snapshotJws(jws), [result] = await verifySignature(snapshot, prepareVerify(options), key, encodeJsonUnencodedPayload);
  return result;
}

// node_modules/jose/dist/webapi/lib/jws_sign.js
async function createSignature(input, key, rejectUnencoded) {
  let [payload, protectedHeader, unprotectedHeader, crit] = input, encodedProtectedHeader = "";
  if (protectedHeader !== void 0) {
    const normalized = serializeJoseHeader(JWSInvalid, protectedHeader);
    protectedHeader = normalized[0], encodedProtectedHeader = encode2(normalized[1]);
  }
  if (unprotectedHeader !== void 0 && (unprotectedHeader = serializeJoseHeader(JWSInvalid, unprotectedHeader)[0]), !protectedHeader && !unprotectedHeader)
    throw new JWSInvalid("either setProtectedHeader or setUnprotectedHeader must be called before #sign()");
  if (!isDisjoint(protectedHeader, unprotectedHeader))
    throw new JWSInvalid("JWS Protected and JWS Unprotected Header Parameter names must be disjoint");
  const joseHeader = { ...protectedHeader, ...unprotectedHeader };
  validateCritDuplicates(JWSInvalid, protectedHeader);
  const b64 = validateB64(protectedHeader, validateCrit(JWSInvalid, JWS_RECOGNIZED, crit, protectedHeader, joseHeader));
  b64 || rejectUnencoded?.();
  const { alg } = joseHeader;
  if (typeof alg != "string" || !alg)
    throw new JWSInvalid('JWS "alg" (Algorithm) Header Parameter missing or invalid');
  const entry = jwsAlgorithm(alg);
  let encodedPayload = "", signingPayload2 = payload, signingInput;
  if (b64) {
    const encodedPayloadCache = input[4];
    encodedPayloadCache ? (encodedPayload = encodedPayloadCache[0] ??= encode2(payload), signingPayload2 = encodedPayloadCache[1] ??= encode(encodedPayload)) : (encodedPayload = encode2(payload), signingInput = encoder.encode(`${encodedProtectedHeader}.${encodedPayload}`));
  }
  signingInput ??= concat(encode(encodedProtectedHeader), encode("."), signingPayload2);
  const signingKey = await rawKey(await prepareKey(entry, key, "sign"), entry.subtle, "sign");
  entry.minRsaBits && checkModulusLength(entry.alg, signingKey);
  const jws = {
    signature: encode2(new Uint8Array(await crypto.subtle.sign(entry.signing, signingKey, signingInput))),
    payload: encodedPayload
  };
  return protectedHeader && (jws.protected = encodedProtectedHeader), unprotectedHeader && (jws.header = unprotectedHeader), [jws, b64];
}

// node_modules/jose/dist/webapi/jws/flattened/sign.js
var FlattenedSign = class {
  #input;
  constructor(payload) {
    assertUint8Array(payload, "payload"), this.#input = [payload];
  }
  setProtectedHeader(protectedHeader) {
    return assertNotSet(this.#input[1], "setProtectedHeader"), this.#input[1] = protectedHeader, this;
  }
  setUnprotectedHeader(unprotectedHeader) {
    return assertNotSet(this.#input[2], "setUnprotectedHeader"), this.#input[2] = unprotectedHeader, this;
  }
  async sign(key, options) {
    const input = [...this.#input];
    input[3] = options?.crit;
    const [jws] = await createSignature(input, key);
    return jws;
  }
};

// node_modules/jose/dist/webapi/lib/key_algorithm.js
function unsupportedAlg(source = 'JWK "alg" (Algorithm) Parameter') {
  throw new JOSENotSupported(`Invalid or unsupported ${source} value`);
}
function keyAlgorithm(alg, source) {
  return (typeof alg == "string" ? JWS[alg] ?? JWE[alg] : void 0) ?? unsupportedAlg(source);
}

// node_modules/jose/dist/webapi/key/export.js
async function exportJWK(key) {
  if (isKeyObject(key))
    if (key.type === "secret")
      key = key.export();
    else
      return key.export({ format: "jwk" });
  if (key instanceof Uint8Array)
    return {
      kty: "oct",
      k: encode2(key)
    };
  if (!isCryptoKey(key))
    throw new TypeError(invalidKeyInput(key, "CryptoKey", "KeyObject", "Uint8Array"));
  if (!key.extractable)
    throw new TypeError("non-extractable CryptoKey cannot be exported as a JWK");
  const jwk = await crypto.subtle.exportKey("jwk", key);
  delete jwk.ext, delete jwk.key_ops, delete jwk.use, jwk.kty !== "AKP" && delete jwk.alg;
  for (const parameter of Object.keys(jwk))
    jwk[parameter] === void 0 && delete jwk[parameter];
  return jwk;
}

// node_modules/jose/dist/webapi/jwk/thumbprint.js
var check = (value, description) => {
  if (typeof value != "string" || !value)
    throw new JWKInvalid(`${description} missing or invalid`);
};
async function calculateJwkThumbprint(key, digestAlgorithm) {
  let jwk;
  if (isObject(key)) {
    if (jwk = snapshotJwk(key), typeof jwk.kty != "string")
      throw new TypeError(invalidKeyInput(key, "CryptoKey", "KeyObject", "JSON Web Key"));
  } else if (isKeyLike(key))
    jwk = snapshotJwk(await exportJWK(key));
  else
    throw new TypeError(invalidKeyInput(key, "CryptoKey", "KeyObject", "JSON Web Key"));
  if (digestAlgorithm ??= "sha256", digestAlgorithm !== "sha256" && digestAlgorithm !== "sha384" && digestAlgorithm !== "sha512")
    throw new TypeError('digestAlgorithm must one of "sha256", "sha384", or "sha512"');
  let requiredMembers;
  switch (jwk.kty) {
    case "AKP":
      check(jwk.alg, '"alg" (Algorithm) Parameter'), check(jwk.pub, '"pub" (Public key) Parameter'), requiredMembers = { alg: jwk.alg, kty: jwk.kty, pub: jwk.pub };
      break;
    case "EC":
      check(jwk.crv, '"crv" (Curve) Parameter'), check(jwk.x, '"x" (X Coordinate) Parameter'), check(jwk.y, '"y" (Y Coordinate) Parameter'), requiredMembers = { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y };
      break;
    case "OKP":
      check(jwk.crv, '"crv" (Subtype of Key Pair) Parameter'), check(jwk.x, '"x" (Public Key) Parameter'), requiredMembers = { crv: jwk.crv, kty: jwk.kty, x: jwk.x };
      break;
    case "RSA":
      check(jwk.e, '"e" (Exponent) Parameter'), check(jwk.n, '"n" (Modulus) Parameter'), requiredMembers = { e: jwk.e, kty: jwk.kty, n: jwk.n };
      break;
    case "oct":
      if (typeof jwk.k != "string")
        throw new JWKInvalid('"k" (Key Value) Parameter missing or invalid');
      requiredMembers = { k: jwk.k, kty: jwk.kty };
      break;
    default:
      throw new JOSENotSupported('"kty" (Key Type) Parameter missing or unsupported');
  }
  const thumbprintInput = encode(JSON.stringify(requiredMembers));
  return encode2(await digest(digestAlgorithm, thumbprintInput));
}

// node_modules/jose/dist/webapi/key/import.js
async function importJWK(jwk, alg, options) {
  if (!isObject(jwk))
    throw new TypeError("JWK must be an object");
  const normalized = normalizeJwk(jwk), extractable = validateExtractableOption(options?.extractable), { alg: jwkAlg } = normalized;
  if (alg ??= jwkAlg, normalized.kty !== "oct" && !alg)
    throw new TypeError('"alg" argument is required when "jwk.alg" is not present');
  switch (normalized.kty) {
    case "oct":
      if (typeof normalized.k != "string")
        throw new TypeError('missing "k" (Key Value) Parameter value');
      return decode(normalized.k);
    case "AKP": {
      if (typeof jwkAlg != "string" || !jwkAlg)
        throw new TypeError('missing "alg" (Algorithm) Parameter value');
      if (alg !== jwkAlg)
        throw new TypeError("JWK alg and alg option value mismatch");
      return jwkToKey(keyAlgorithm(alg), normalized, extractable);
    }
    case "RSA":
    case "EC":
    case "OKP":
      return jwkToKey(keyAlgorithm(alg), normalized, extractable);
    default:
      throw new JOSENotSupported('Unsupported "kty" (Key Type) Parameter value');
  }
}

// src/sign/key.ts
async function parsePublicKeys(text, source) {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    const json = parseJson(trimmed, source);
    const list = Array.isArray(json.keys) ? json.keys : [json];
    if (list.length === 0) throw new AqrError("ERR_KEY_INVALID", "key set holds no keys", { file: source });
    return Promise.all(list.map((k) => entryFrom(publicHalf(jwkKeyObject(k, source, "public"), source), k.kid, source)));
  }
  return [await entryFrom(publicHalf(pemKeyObject(trimmed, source, "public"), source), void 0, source)];
}
async function parsePrivateKey(text, source) {
  const trimmed = text.trim();
  let ko;
  let kid;
  if (trimmed.startsWith("{")) {
    const json = parseJson(trimmed, source);
    if (json.kty === "oct") throw new AqrError("ERR_KEY_UNSUPPORTED", "symmetric key (kty oct): a verifier must not need a secret; use Ed25519 or ES256", { file: source });
    if (json.d === void 0) throw new AqrError("ERR_KEY_INVALID", "JWK has no private part (d): signing needs the private key", { file: source });
    ko = jwkKeyObject(json, source, "private");
    kid = json.kid;
  } else {
    ko = pemKeyObject(trimmed, source, "private");
  }
  const pub = publicHalf(ko, source);
  const entry = await entryFrom(pub, kid, source);
  const jwk = { ...ko.export({ format: "jwk" }), kid: entry.kid };
  return { ...entry, privateKey: await importJWK(jwk, entry.jwsAlg) };
}
function parseJson(text, source) {
  try {
    return JSON.parse(text);
  } catch {
    throw new AqrError("ERR_KEY_INVALID", "key is neither valid JSON (JWK) nor PEM", { file: source });
  }
}
function jwkKeyObject(jwk, source, want) {
  if (jwk === null || typeof jwk !== "object") throw new AqrError("ERR_KEY_INVALID", "a JWK must be a JSON object", { file: source });
  const kty = jwk.kty;
  if (kty === "oct") throw new AqrError("ERR_KEY_UNSUPPORTED", "symmetric key (kty oct): a verifier must not need a secret; use Ed25519 or ES256", { file: source });
  try {
    const input = { key: jwk, format: "jwk" };
    return want === "private" ? createPrivateKey(input) : createPublicKey(input);
  } catch (e) {
    throw new AqrError("ERR_KEY_INVALID", `not a usable JWK: ${e.message}`, { file: source });
  }
}
function pemKeyObject(pem, source, want) {
  if (!pem.startsWith("-----BEGIN ")) throw new AqrError("ERR_KEY_INVALID", "key is neither a JWK (JSON) nor PEM", { file: source });
  try {
    return want === "private" ? createPrivateKey(pem) : createPublicKey(pem);
  } catch (e) {
    const hint = want === "private" && /PUBLIC KEY/.test(pem) ? "this is a public key; signing needs the private key" : e.message;
    throw new AqrError("ERR_KEY_INVALID", `not a usable PEM key: ${hint}`, { file: source });
  }
}
function publicHalf(ko, source) {
  const pub = ko.type === "public" ? ko : createPublicKey(ko);
  const type = pub.asymmetricKeyType;
  if (type === "rsa" || type === "rsa-pss") {
    const bits = pub.asymmetricKeyDetails?.modulusLength ?? 0;
    if (bits < 2048) throw new AqrError("ERR_KEY_UNSUPPORTED", `RSA key of ${bits} bits is weak; use Ed25519 or ES256`, { file: source });
    throw new AqrError("ERR_KEY_UNSUPPORTED", "RSA keys are not used by this signature format; use Ed25519 or ES256", { file: source });
  }
  if (type === "ec" && pub.asymmetricKeyDetails?.namedCurve !== "prime256v1")
    throw new AqrError("ERR_KEY_UNSUPPORTED", `EC curve ${pub.asymmetricKeyDetails?.namedCurve ?? "?"} is not supported; use P-256 (ES256) or Ed25519`, { file: source });
  if (type !== "ed25519" && type !== "ec") throw new AqrError("ERR_KEY_UNSUPPORTED", `${type ?? "unknown"} keys are not supported; use Ed25519 or ES256`, { file: source });
  return pub;
}
async function entryFrom(pub, kid, source) {
  const jwk = pub.export({ format: "jwk" });
  const alg = jwk.kty === "OKP" ? "ed25519" : "es256";
  const jwsAlg = alg === "ed25519" ? "EdDSA" : "ES256";
  const id = kid ?? await calculateJwkThumbprint(jwk, "sha256");
  try {
    return { kid: id, alg, jwsAlg, key: await importJWK(jwk, jwsAlg), publicJwk: { ...jwk, kid: id } };
  } catch (e) {
    throw new AqrError("ERR_KEY_INVALID", `key cannot be used for ${jwsAlg}: ${e.message}`, { file: source });
  }
}

// src/io/retry-fetch.ts
var transient = (status) => status === 429 || status >= 500 && status <= 599;
async function fetchWithRetry(url, init, o = {}) {
  const retries = o.retries ?? 3;
  const base = o.baseMs ?? 500;
  const max = o.maxWaitMs ?? 1e4;
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(url, init());
    } catch (e) {
      if (attempt >= retries) throw e;
      await sleep(Math.min(max, base * 2 ** attempt));
      continue;
    }
    if (!transient(res.status) || attempt >= retries) return res;
    const after = Number(res.headers.get("retry-after"));
    await res.body?.cancel().catch(() => {
    });
    await sleep(Math.min(max, Number.isFinite(after) && after > 0 ? after * 1e3 : base * 2 ** attempt));
  }
}
var sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

// src/io/key-file.ts
var MAX_KEY_BYTES = 1024 * 1024;
async function readPublicKeys(fileOrUrl, label4 = "public key") {
  if (/^\s*(\{|-----BEGIN)/.test(fileOrUrl)) return parsePublicKeys(fileOrUrl, label4);
  if (/^https?:\/\//i.test(fileOrUrl)) return parsePublicKeys(await fetchText(fileOrUrl), fileOrUrl);
  return parsePublicKeys(await readTextFile(fileOrUrl, "key", MAX_KEY_BYTES), fileOrUrl);
}
async function readPrivateKey(source) {
  if (source.text !== void 0) return parsePrivateKey(source.text, source.label ?? "signing key");
  if (source.env !== void 0) {
    const text = process.env[source.env];
    if (text === void 0 || text.trim() === "") throw new AqrError("ERR_KEY_INVALID", `environment variable ${source.env} is empty or unset`, { file: `$${source.env}` });
    return parsePrivateKey(text, `$${source.env}`);
  }
  if (source.file === void 0) throw new AqrError("ERR_USAGE", "no signing key: give --key FILE or --key-env VARIABLE");
  return parsePrivateKey(await readTextFile(source.file, "key", MAX_KEY_BYTES), source.file);
}
async function fetchText(url) {
  let res;
  try {
    res = await fetchWithRetry(url, () => ({ signal: AbortSignal.timeout(1e4), headers: { accept: "application/jwk-set+json, application/json" }, redirect: "follow" }));
  } catch (e) {
    throw new AqrError("ERR_INPUT_READ", `cannot be fetched (${e.name === "TimeoutError" ? "no answer in 10 s" : e.cause?.code ?? e.message})`, { file: url });
  }
  if (!res.ok) throw new AqrError("ERR_INPUT_READ", `answered HTTP ${res.status}, expected a JWK Set`, { file: url });
  const length = Number(res.headers.get("content-length") ?? 0);
  if (length > MAX_KEY_BYTES) throw new AqrError("ERR_INPUT_TOO_LARGE", `is ${length} bytes; a key set is at most 1 MiB`, { file: url });
  const bytes = await readCapped(res.body, MAX_KEY_BYTES);
  if (!bytes) throw new AqrError("ERR_INPUT_TOO_LARGE", "is over 1 MiB; a key set is at most that", { file: url });
  return new TextDecoder().decode(bytes);
}

// src/io/beside.ts
function besideRecord(recordPath, suffix) {
  return `${recordPath.replace(/\.(ya?ml|json)$/i, "")}${suffix}`;
}

// src/pipeline/evaluate.ts
import { existsSync as existsSync5 } from "node:fs";
import { isAbsolute as isAbsolute4 } from "node:path";

// src/record/backing.ts
function backingMeasure(gate, measures) {
  const candidates = measures.filter((m) => m.id === gate.id && (gate.split === void 0 || m.split === gate.split) && (gate.k === void 0 || m.k === gate.k));
  return { candidates, pick: candidates.length === 1 ? candidates[0] : candidates.find((m) => m.split === "held-out") };
}

// src/record/group.ts
function measuresById(measures) {
  const out = /* @__PURE__ */ new Map();
  for (const m of measures) {
    const list = out.get(m.id);
    if (list) list.push(m);
    else out.set(m.id, [m]);
  }
  return out;
}

// src/check/level2.ts
function level2(r) {
  const out = [];
  const add = (code, message2, path) => out.push(path ? { level: "L2", code, message: message2, path } : { level: "L2", code, message: message2 });
  const ship = r.decision.verdict === "ship";
  r.measures.forEach((m, i) => {
    if (isExtension(m.id)) add("X_MEASURE", `measure ${m.id} is a local extension: a record with x- measures reaches L1 at most`, ["measures", i, "id"]);
  });
  if (r.gates.length === 0) add("NO_GATES", "no gates: nothing was enforced", ["gates"]);
  const byId = measuresById(r.measures);
  r.gates.forEach((g, i) => {
    const where2 = ["gates", i];
    if (isExtension(g.id)) add("X_MEASURE", `gate ${g.id} is a local extension: a record with x- measures reaches L1 at most`, [...where2, "id"]);
    const def = lookupMeasure(g.id);
    if (def?.kind === "judged") add("GATE_JUDGED", `gate ${g.id} is backed by a judged measure; only deterministic measures may gate`, [...where2, "id"]);
    gateAgainstMeasure(g, byId.get(g.id) ?? [], where2, add);
  });
  if (!r.task_set.sealed) add("UNSEALED", "task_set.sealed is false: the held-out split may have been read by an optimizer", ["task_set", "sealed"]);
  if (!r.task_set.held_out) add("HELD_OUT_EMPTY", "task_set.held_out is missing or 0: there is no held-out split", ["task_set"]);
  if (!r.task_set.canary_ids?.length) add("NO_CANARIES", "task_set.canary_ids is empty: no contamination probes", ["task_set"]);
  const fired = (r.assurance.integrity?.canaries ?? []).filter((c) => c.observed !== c.expected);
  if (ship && fired.length > 0)
    add("CANARY_FIRED_SHIP", `verdict is ship but canary ${fired.map((c) => c.id).join(", ")} fired (observed \u2260 expected)`, ["assurance", "integrity", "canaries"]);
  if (ship && (r.profile.tier === "T1" || r.profile.tier === "T2") && !r.gates.some((g) => g.id === "reliability.pass_hat_k" && g.floor !== void 0))
    add("TIER_RELIABILITY_GATE", `tier ${r.profile.tier} ships only with a reliability.pass_hat_k gate that has a floor`, ["gates"]);
  contradiction(r, "assurance.holdout_sealed", r.task_set.sealed, "task_set.sealed", add);
  contradiction(r, "assurance.evaluator_independence", r.assurance.evaluator_independent, "assurance.evaluator_independent", add);
  return out;
}
function gateAgainstMeasure(g, measures, where2, add) {
  const { candidates } = backingMeasure(g, measures);
  const on = g.split ? ` on split ${g.split}` : "";
  if (g.floor === void 0) {
    const only = candidates.length === 1 ? candidates[0] : void 0;
    if (g.result === "pass" && only?.value === false) add("GATE_CONTRADICTS_MEASURE", `gate ${g.id} passed but its measure is false`, where2);
    return;
  }
  const def = lookupMeasure(g.id);
  if (def?.better === "lower") add("GATE_FLOOR_ON_CEILING", `gate ${g.id} has a floor, but lower is better for ${g.id}: its threshold is a ceiling`, [...where2, "floor"]);
  if (candidates.length === 0) return add("GATE_NO_MEASURE", `gate ${g.id} has a floor but no measure ${g.id}${on} backs it`, where2);
  if (candidates.length > 1) return add("GATE_AMBIGUOUS_MEASURE", `gate ${g.id} has a floor and ${candidates.length} measures ${g.id}${on} could back it; name the split`, where2);
  const value = candidates[0].value;
  if (typeof value !== "number") return add("GATE_FLOOR_NOT_NUMERIC", `gate ${g.id} has a floor but its measure is ${JSON.stringify(value)}, not a number`, where2);
  if (g.result === "pass" && value < g.floor) add("GATE_BELOW_FLOOR", `gate ${g.id} passed with ${value}${on}, below its floor ${g.floor}`, where2);
}
function contradiction(r, id, actual, field, add) {
  r.measures.forEach((m, i) => {
    if (m.id === id && typeof m.value === "boolean" && m.value !== actual)
      add("ASSURANCE_CONTRADICTION", `measure ${id} is ${m.value} but ${field} is ${actual}`, ["measures", i, "value"]);
  });
}

// src/check/level3.ts
function level3(r) {
  const out = [];
  if (!r.measures.some((m) => m.id === "reliability.pass_hat_k" && (m.k ?? 0) >= 2))
    out.push({ level: "L3", code: "PASS_HAT_K_MISSING", path: ["measures"], message: "reliability.pass_hat_k with k \u2265 2 is not reported: reliability across repeated runs is unknown" });
  if (!r.assurance.evaluator_independent)
    out.push({ level: "L3", code: "EVALUATOR_NOT_INDEPENDENT", path: ["assurance", "evaluator_independent"], message: "assurance.evaluator_independent is false: the grader may have seen the worker\u2019s own account" });
  const judged = r.measures.filter((m) => lookupMeasure(m.id)?.kind === "judged").map((m) => m.id);
  if (judged.length > 0) {
    const judge2 = r.assurance.judge;
    if (!judge2) out.push({ level: "L3", code: "JUDGE_NOT_PINNED", path: ["assurance"], message: `judged measures (${judged.join(", ")}) but no assurance.judge pins the judge id and model` });
    else if (judge2.human_agreement_kappa === void 0)
      out.push({ level: "L3", code: "JUDGE_KAPPA_MISSING", path: ["assurance", "judge"], message: `judged measures (${judged.join(", ")}) but assurance.judge has no human_agreement_kappa` });
  }
  return out;
}

// src/check/level4.ts
async function level4(r, options) {
  const { verifier } = options;
  const out = [];
  const add = (code, message2, path) => out.push({ level: "L4", code, message: message2, path });
  if (!r.decision.rolls_back_to) add("ROLLBACK_MISSING", "decision.rolls_back_to is missing: no known way back", ["decision"]);
  const ev = r.assurance.evidence;
  if (!ev.replayable) add("LEDGER_NOT_REPLAYABLE", `assurance.evidence.replayable is false: ${ev.ledger} cannot be replayed`, ["assurance", "evidence", "replayable"]);
  if (!ev.events) add("LEDGER_NO_EVENTS", "assurance.evidence.events is missing or 0: the ledger is empty or uncounted", ["assurance", "evidence"]);
  if (r.decision.signature === void 0) add("SIGNATURE_MISSING", "decision.signature is missing", ["decision"]);
  else if (!verifier) add("SIGNATURE_UNVERIFIED", "decision.signature is present but unverified: pass --key to verify it", ["decision", "signature"]);
  else {
    const outcome = await verifier.verify(r);
    if (!outcome.ok) add(outcome.code, outcome.message, ["decision", "signature"]);
  }
  if (options.replay && ev.replayable) out.push(...await options.replay(r));
  return out;
}

// src/check/check.ts
async function checkRecord(value, options = {}) {
  const l1 = level1(value);
  if (l1.length > 0) return { level: null, unmet: l1 };
  const record = value;
  const l2 = level2(record);
  if (l2.length > 0) return { level: "L1", unmet: l2 };
  const l3 = level3(record);
  if (l3.length > 0) return { level: "L2", unmet: l3 };
  const l4 = await level4(record, options);
  if (l4.length > 0) return { level: "L3", unmet: l4 };
  return { level: "L4", unmet: [] };
}

// src/gate/evaluate.ts
var import_canonicalize = __toESM(require_canonicalize(), 1);
import { createHash } from "node:crypto";

// src/profile/types.ts
var RELEASE_TIERS = ["T0", "T1", "T2"];
function gateKey(g) {
  return `${g.split ? `${g.id}@${g.split}` : g.id}${g.mode === "shadow" ? "#shadow" : ""}`;
}
function gatesAtTier(p, tier) {
  const out = [...p.gates];
  for (const t of RELEASE_TIERS.slice(0, RELEASE_TIERS.indexOf(tier) + 1)) {
    for (const g of p.tier_gates[t] ?? []) {
      const bare = g.split === void 0 && g.floor === void 0 && g.ceiling === void 0;
      const regressionOnly = (o) => o.regression !== void 0 && o.floor === void 0 && o.ceiling === void 0;
      if (out.some((o) => o.mode !== "shadow" && !regressionOnly(o) && (gateKey(o) === gateKey(g) || bare && o.id === g.id))) continue;
      out.push(g);
    }
  }
  return out;
}

// src/ledger/trial.ts
var LEDGER_FORMAT = "aqr.trials/1";
var FIELDS = "is not a trial field (task_id, attempt, passed, split, cost_usd, tokens, latency_s, violations)";
function trialProblem(v) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return { field: "(line)", message: "a trial is a JSON object" };
  const t = v;
  for (const k in t) {
    switch (k) {
      case "task_id":
      case "attempt":
      case "passed":
      case "split":
      case "cost_usd":
      case "tokens":
      case "latency_s":
      case "violations":
        continue;
      default:
        return { field: k, message: FIELDS };
    }
  }
  if (typeof t["task_id"] !== "string" || t["task_id"] === "") return { field: "task_id", message: "must be a non-empty string" };
  const a = t["attempt"];
  if (typeof a !== "number" || !Number.isInteger(a) || a < 1) return { field: "attempt", message: `must be an integer from 1, got ${JSON.stringify(a)}` };
  if (typeof t["passed"] !== "boolean") return { field: "passed", message: `must be true or false, got ${JSON.stringify(t["passed"])}` };
  const s = t["split"];
  if (s !== void 0 && s !== "held-in" && s !== "held-out") return { field: "split", message: `must be "held-in" or "held-out", got ${JSON.stringify(s)}` };
  const cost = t["cost_usd"];
  if (cost !== void 0 && (typeof cost !== "number" || !(cost >= 0))) return { field: "cost_usd", message: `must be a number \u2265 0, got ${JSON.stringify(cost)}` };
  const latency = t["latency_s"];
  if (latency !== void 0 && (typeof latency !== "number" || !(latency >= 0))) return { field: "latency_s", message: `must be a number \u2265 0, got ${JSON.stringify(latency)}` };
  const tok = t["tokens"];
  if (tok !== void 0 && (typeof tok !== "number" || !Number.isInteger(tok) || tok < 0)) return { field: "tokens", message: `must be an integer \u2265 0, got ${JSON.stringify(tok)}` };
  const vio = t["violations"];
  if (vio !== void 0) {
    if (vio === null || typeof vio !== "object" || Array.isArray(vio)) return { field: "violations", message: "must be an object of counts" };
    const counts = vio;
    for (const k in counts) {
      if (k !== "policy" && k !== "tool_abuse" && k !== "isolation") return { field: `violations.${k}`, message: "is not a violation kind (policy, tool_abuse, isolation)" };
      const n2 = counts[k];
      if (typeof n2 !== "number" || !Number.isInteger(n2) || n2 < 0) return { field: `violations.${k}`, message: `must be an integer \u2265 0, got ${JSON.stringify(n2)}` };
    }
  }
  return void 0;
}

// src/gate/verdict.ts
function decide(v) {
  const reasons = [];
  const reject = (code, message2) => reasons.push({ verdict: "reject", code, message: message2 });
  const hold = (code, message2) => reasons.push({ verdict: "hold", code, message: message2 });
  const w = v.words ?? CLI_WORDS;
  for (const g of v.gates) if (g.result === "fail") reject("GATE_FAILED", `gate failed: ${g.reason}`);
  for (const c of v.canaries) if (c.fired) reject("CANARY_FIRED", `canary ${quote(c.id)} passed: the held-out set may have leaked into training or prompts`);
  for (const g of v.gates) {
    if (g.result !== "missing") continue;
    if (g.contradicted) hold("DECISION_CONTRADICTED", g.reason);
    else hold("GATE_NO_EVIDENCE", `no evidence for gate ${g.reason}`);
  }
  for (const g of v.gates) if (g.result === "inconclusive") hold("GATE_INCONCLUSIVE", `gate ${g.reason}`);
  if (!v.taskSet.sealed) hold("UNSEALED", `the held-out split is not sealed (give ${w.input("sealed")} only when no optimizer or prompt author has read it)`);
  if (v.tier !== "T0" && !v.gates.some((g) => g.id === "reliability.pass_hat_k" && g.floor !== void 0))
    hold("TIER_RELIABILITY_GATE", `tier ${v.tier} needs a reliability.pass_hat_k gate with a floor; profile ${v.profile.id}@${v.profile.version} has none`);
  const held_in = v.taskSet.held_in ?? 0;
  const held_out = v.taskSet.held_out ?? 0;
  const rules = v.profile.task_set;
  if (held_out === 0) hold("HELD_OUT_EMPTY", "the task set has no held-out tasks");
  else if (rules.min_held_out_share !== void 0 && held_out / (held_in + held_out) < rules.min_held_out_share)
    hold("TASK_SET_HELD_OUT_SHARE", `${held_out} of ${held_in + held_out} tasks are held out; the profile needs at least ${rules.min_held_out_share * 100}%`);
  const canaries = v.taskSet.canary_ids?.length ?? 0;
  if (rules.min_canaries !== void 0 && canaries < rules.min_canaries) hold("TASK_SET_CANARIES", `${canaries} canary probes; the profile needs at least ${rules.min_canaries}`);
  for (const c of v.canaries) if (c.attempts === 0) hold("CANARY_NOT_RUN", `canary ${quote(c.id)} has no attempt in the ledger: the probe was never tried`);
  if (v.tier === "T2") {
    const missing = [
      !v.human.question && `the question (${w.input("question")})`,
      (v.human.options?.length ?? 0) < 2 && `two or more options (${w.input("option")}, once per option)`,
      !v.human.rationale && `the rationale (${w.input("rationale")})`
    ].filter(Boolean);
    if (missing.length > 0) hold("T2_DECISION_INCOMPLETE", `tier T2 needs a recorded human decision; missing: ${missing.join(", ")}`);
    if (!v.signed) hold("T2_SIGNATURE_MISSING", `tier T2 needs a signed record: give ${w.signingKey}`);
  }
  for (const h of v.holds ?? []) hold(h.code, h.message);
  for (const h of v.softHolds ?? []) hold(h.code, `advisory: ${h.message}`);
  const verdict = reasons.some((r) => r.verdict === "reject") ? "reject" : reasons.length > 0 ? "hold" : "ship";
  return { verdict, reasons };
}
function generatedRationale(verdict, reasons, gates) {
  const head = verdict === "ship" ? "Ship: every gate passed and nothing is missing." : `${verdict === "hold" ? "Hold" : "Reject"}: ${reasons.map((r) => r.message).join("; ")}.`;
  const passed = gates.filter((g) => g.result === "pass").map((g) => g.reason);
  return passed.length > 0 ? `${head} Passed: ${passed.join("; ")}.` : head;
}

// src/gate/contradiction.ts
var VIOLATION_FREE_SHARES = /* @__PURE__ */ new Set(["policy.hard_rules", "safety.tool_abuse", "safety.isolation"]);
function measuredClean(m) {
  if (typeof m.value === "boolean") return m.value;
  if (VIOLATION_FREE_SHARES.has(m.id)) return m.value === 1;
  return void 0;
}
function decisionContradiction(d, m, measuredBy) {
  if (!m) return void 0;
  const clean2 = measuredClean(m);
  if (clean2 === void 0 || clean2 === (d.result === "pass")) return void 0;
  const what = `${m.id}${m.split ? ` (${m.split})` : ""}`;
  const says = typeof m.value === "boolean" ? String(m.value) : `${m.value}${clean2 ? ", no violation" : `, violations in ${round((1 - m.value) * 100)}% of attempts`}`;
  return `${d.source ?? "a decision"} decided ${d.result} for ${d.id}, but ${measuredBy} measures ${what} = ${says}: a decision does not outvote a measurement`;
}
var round = (x) => Math.round(x * 100) / 100;

// src/gate/gates.ts
function evaluateGate(g, measures, decisions, missingWhy, measuredBy = "the evidence") {
  const base = { id: g.id, source: g.source ?? "native", result: "missing", reason: "" };
  if (g.split) base.split = g.split;
  if (g.k !== void 0) base.k = g.k;
  if (g.evidence) base.evidence = g.evidence;
  if (g.floor !== void 0) base.floor = g.floor;
  if (g.ceiling !== void 0) base.ceiling = g.ceiling;
  const decision2 = decisions.find((d) => d.id === g.id);
  if (decision2 && g.source === void 0) base.source = decision2.source;
  const threshold2 = g.floor ?? g.ceiling;
  let measured;
  const { candidates, pick } = backingMeasure(g, measures);
  if (threshold2 !== void 0 || decision2 === void 0 && candidates.length > 0) {
    if (!pick) {
      const why = candidates.length > 1 ? `${candidates.length} measures could back it; name the split in the profile` : missingWhy(g.id, g.split) ?? "no measure was given or computed";
      measured = { ...base, result: "missing", reason: `${label(g)}: ${why}` };
    } else {
      const at = { ...base, value: pick.value, ...pick.split ? { split: pick.split } : {} };
      if (typeof pick.value === "boolean") {
        measured = { ...at, result: pick.value ? "pass" : "fail", reason: `${label(at)} is ${pick.value}` };
      } else if (g.floor !== void 0) {
        const ok = pick.value >= g.floor;
        measured = { ...at, floor: g.floor, result: ok ? "pass" : "fail", reason: `${label(at)} ${pick.value} ${ok ? "\u2265" : "<"} floor ${g.floor}` };
      } else if (g.ceiling !== void 0) {
        const ok = pick.value <= g.ceiling;
        measured = { ...at, ceiling: g.ceiling, result: ok ? "pass" : "fail", reason: `${label(at)} ${pick.value} ${ok ? "\u2264" : ">"} ceiling ${g.ceiling}` };
      } else {
        measured = { ...at, result: "missing", reason: `${label(at)}: no decision (source ${base.source}) was given and no threshold is set (measured ${pick.value})` };
      }
    }
  }
  if (!decision2) return measured ?? { ...base, reason: `${label(g)}: no decision (source ${base.source}) was given and no threshold is set` };
  const contradiction2 = decisionContradiction(decision2, pick, measuredBy);
  if (contradiction2 && measured?.result === "fail") return { ...measured, source: base.source, reason: `${measured.reason}; ${contradiction2}` };
  if (contradiction2 && pick) return { ...base, value: pick.value, ...pick.split ? { split: pick.split } : {}, result: "missing", contradicted: true, reason: `${label(g)}: ${contradiction2}` };
  const said = `${decision2.source} decided ${decision2.result}`;
  if (!measured) return { ...base, result: decision2.result, decided: decision2.result, reason: `${label(g)}: ${said}` };
  const result = decision2.result === "fail" || measured.result === "fail" ? "fail" : measured.result;
  return { ...measured, source: base.source, result, decided: decision2.result, reason: `${measured.reason}; ${said}` };
}
function decisionGate(d, measures = [], measuredBy = "the evidence") {
  const pick = backingMeasure(d, measures).pick;
  const contradiction2 = decisionContradiction(d, pick, measuredBy);
  if (contradiction2 && pick) return { id: d.id, source: d.source, result: "missing", value: pick.value, ...pick.split ? { split: pick.split } : {}, contradicted: true, reason: `${d.id}: ${contradiction2}` };
  return { id: d.id, source: d.source, result: d.result, reason: `${d.id}: ${d.source} decided ${d.result}` };
}
function toRecordGate(r) {
  if (r.result === "missing") return void 0;
  const g = { id: r.id, result: r.result === "inconclusive" ? "fail" : r.result };
  if (r.floor !== void 0) g.floor = r.floor;
  if (r.split) g.split = r.split;
  g.source = r.source;
  return g;
}
function label(g) {
  return g.split ? `${g.id} (${g.split})` : g.id;
}

// node_modules/@noble/hashes/_u64.js
var fromNumH = (n2) => n2 / 2 ** 32 | 0;
var fromNumL = (n2) => n2 >>> 0;
function setU64FromNum(view, byteOffset, n2, isLE) {
  const h = fromNumH(n2);
  const l = fromNumL(n2);
  view.setUint32(byteOffset, isLE ? l : h, isLE);
  view.setUint32(byteOffset + 4, isLE ? h : l, isLE);
}

// node_modules/@noble/hashes/utils.js
function isBytes(a) {
  return a instanceof Uint8Array || ArrayBuffer.isView(a) && a.constructor.name === "Uint8Array" && "BYTES_PER_ELEMENT" in a && a.BYTES_PER_ELEMENT === 1;
}
var atitle = (title) => title ? `"${title}" ` : "";
function anumber(n2, title = "") {
  if (typeof n2 !== "number")
    throw new TypeError(atitle(title) + "expected number, got " + typeof n2);
  if (!Number.isSafeInteger(n2) || n2 < 0)
    throw new RangeError(atitle(title) + "expected integer >= 0, got " + n2);
  return n2;
}
function abytes(value, length, title = "") {
  if (isBytes(value) && (length === void 0 || value.length === length))
    return value;
  if (length !== void 0)
    anumber(length, "length");
  const bytes = isBytes(value);
  const ofLen = length !== void 0 ? ` of length ${length}` : "";
  const got = bytes ? `length=${value.length}` : `type=${typeof value}`;
  const message2 = atitle(title) + "expected Uint8Array" + ofLen + ", got " + got;
  if (!bytes)
    throw new TypeError(message2);
  throw new RangeError(message2);
}
var aobject = (value, label4) => {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new TypeError((label4 === "object" ? "" : `"${label4}" `) + "expected object, got type=" + typeof value);
};
var aopts = (value, label4) => {
  aobject(value, label4);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null)
    throw new TypeError(`"${label4}" expected plain object`);
  if (Object.hasOwn(value, "__proto__"))
    throw new TypeError(`"${label4}.__proto__" is not allowed`);
};
function aexists(instance, checkFinished = true) {
  if (instance.destroyed)
    throw new Error("hash was destroyed");
  if (checkFinished && instance.finished)
    throw new Error("digest() was already called");
}
function aoutput(out, instance) {
  abytes(out, void 0, "output");
  const min = instance.outputLen;
  if (!(out.length >= min)) {
    throw new RangeError('"output" expected length >= ' + min);
  }
}
function clean(...arrays) {
  for (let i = 0; i < arrays.length; i++) {
    arrays[i].fill(0);
  }
}
function createView(arr2) {
  return new DataView(arr2.buffer, arr2.byteOffset, arr2.byteLength);
}
function rotr(word, shift) {
  return word << 32 - shift | word >>> shift;
}
var hasHexBuiltin = /* @__PURE__ */ (() => (
  // @ts-ignore
  typeof Uint8Array.from([]).toHex === "function" && typeof Uint8Array.fromHex === "function"
))();
var hexes = /* @__PURE__ */ Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
function bytesToHex(bytes) {
  abytes(bytes);
  if (hasHexBuiltin)
    return bytes.toHex();
  let hex = "";
  for (let i = 0; i < bytes.length; i++) {
    hex += hexes[bytes[i]];
  }
  return hex;
}
function utf8ToBytes(str) {
  if (typeof str !== "string")
    throw new TypeError("string expected");
  const encoded = new TextEncoder().encode(str);
  try {
    return new Uint8Array(encoded);
  } finally {
    clean(encoded);
  }
}
function checkOpts(defaults, opts, title = "opts") {
  aopts(defaults, "defaults");
  if (opts !== void 0)
    aopts(opts, title);
  const merged = Object.assign(/* @__PURE__ */ Object.create(null), defaults, opts);
  return merged;
}
function createHasher(hashCons, info2 = {}) {
  if (typeof hashCons !== "function")
    throw new TypeError('"hashCons" expected function, got type=' + typeof hashCons);
  info2 = checkOpts({}, info2, "info");
  const hashC = (msg, opts) => hashCons(opts).update(msg).digest();
  const tmp = hashCons(void 0);
  hashC.outputLen = tmp.outputLen;
  hashC.blockLen = tmp.blockLen;
  hashC.canXOF = tmp.canXOF;
  hashC.create = (opts) => hashCons(opts);
  Object.assign(hashC, info2);
  return Object.freeze(hashC);
}
var oidNist = (suffix) => ({
  // Current NIST hashAlgs suffixes used here fit in one DER subidentifier octet.
  // Larger suffix values would need base-128 OID encoding and a different length byte.
  oid: Uint8Array.from([6, 9, 96, 134, 72, 1, 101, 3, 4, 2, suffix])
});

// node_modules/@noble/hashes/_md.js
function Chi(a, b, c) {
  return a & b ^ ~a & c;
}
function Maj(a, b, c) {
  return a & b ^ a & c ^ b & c;
}
var HashMD = class {
  blockLen;
  outputLen;
  canXOF = false;
  padOffset;
  isLE;
  // For partial updates less than block size
  buffer;
  view;
  finished = false;
  length = 0;
  pos = 0;
  destroyed = false;
  constructor(blockLen, outputLen, padOffset, isLE) {
    this.blockLen = blockLen;
    this.outputLen = outputLen;
    this.padOffset = padOffset;
    this.isLE = isLE;
    this.buffer = new Uint8Array(blockLen);
    this.view = createView(this.buffer);
  }
  update(data) {
    aexists(this);
    abytes(data);
    const { view, buffer, blockLen } = this;
    const len = data.length;
    let processed = false;
    for (let pos = 0; pos < len; ) {
      const take = Math.min(blockLen - this.pos, len - pos);
      if (take === blockLen) {
        const dataView = createView(data);
        for (; blockLen <= len - pos; pos += blockLen)
          this.process(dataView, pos);
        processed = true;
        continue;
      }
      buffer.set(pos === 0 && take === len ? data : data.subarray(pos, pos + take), this.pos);
      this.pos += take;
      pos += take;
      if (this.pos === blockLen) {
        this.process(view, 0);
        this.pos = 0;
        processed = true;
      }
    }
    this.length += data.length;
    if (processed)
      this.roundClean();
    return this;
  }
  digestInto(out) {
    aexists(this);
    aoutput(out, this);
    this.finished = true;
    const { buffer, view, blockLen, isLE } = this;
    let { pos } = this;
    buffer[pos++] = 128;
    buffer.fill(0, pos);
    if (this.padOffset > blockLen - pos) {
      this.process(view, 0);
      buffer.fill(0);
    }
    setU64FromNum(view, blockLen - 8, this.length * 8, isLE);
    this.process(view, 0);
    this.roundClean();
    const oview = out === buffer ? view : createView(out);
    const len = this.outputLen;
    const outLen = len / 4;
    const state = this.get();
    if (len % 4 || outLen > state.length)
      throw new Error("invalid outputLen");
    for (let i = 0; i < outLen; i++)
      oview.setUint32(4 * i, state[i], isLE);
  }
  digest() {
    const { buffer, outputLen } = this;
    this.digestInto(buffer);
    const res = buffer.slice(0, outputLen);
    this.destroy();
    return res;
  }
  _cloneIntoMeta(to) {
    const { buffer, length, finished, destroyed, pos } = this;
    to.destroyed = destroyed;
    to.finished = finished;
    to.length = length;
    to.pos = pos;
    if (pos)
      to.buffer.set(buffer);
    return to;
  }
  clone() {
    return this._cloneInto();
  }
};
var SHA256_IV = /* @__PURE__ */ Uint32Array.from([
  1779033703,
  3144134277,
  1013904242,
  2773480762,
  1359893119,
  2600822924,
  528734635,
  1541459225
]);

// node_modules/@noble/hashes/sha2.js
var SHA256_K = /* @__PURE__ */ Uint32Array.from([
  1116352408,
  1899447441,
  3049323471,
  3921009573,
  961987163,
  1508970993,
  2453635748,
  2870763221,
  3624381080,
  310598401,
  607225278,
  1426881987,
  1925078388,
  2162078206,
  2614888103,
  3248222580,
  3835390401,
  4022224774,
  264347078,
  604807628,
  770255983,
  1249150122,
  1555081692,
  1996064986,
  2554220882,
  2821834349,
  2952996808,
  3210313671,
  3336571891,
  3584528711,
  113926993,
  338241895,
  666307205,
  773529912,
  1294757372,
  1396182291,
  1695183700,
  1986661051,
  2177026350,
  2456956037,
  2730485921,
  2820302411,
  3259730800,
  3345764771,
  3516065817,
  3600352804,
  4094571909,
  275423344,
  430227734,
  506948616,
  659060556,
  883997877,
  958139571,
  1322822218,
  1537002063,
  1747873779,
  1955562222,
  2024104815,
  2227730452,
  2361852424,
  2428436474,
  2756734187,
  3204031479,
  3329325298
]);
var SHA256_W = /* @__PURE__ */ new Uint32Array(64);
var SHA2_32B = class extends HashMD {
  // We cannot use array here since array allows indexing by variable
  // which means optimizer/compiler cannot use registers.
  // Numeric initializers matter: starting the fields as `undefined` changes
  // V8's field representation and makes sha256 3x slower (measured).
  A = 0;
  B = 0;
  C = 0;
  D = 0;
  E = 0;
  F = 0;
  G = 0;
  H = 0;
  constructor(outputLen, IV) {
    super(64, outputLen, 8, false);
    this.A = IV[0] | 0;
    this.B = IV[1] | 0;
    this.C = IV[2] | 0;
    this.D = IV[3] | 0;
    this.E = IV[4] | 0;
    this.F = IV[5] | 0;
    this.G = IV[6] | 0;
    this.H = IV[7] | 0;
  }
  get() {
    const { A, B, C, D, E, F, G, H } = this;
    return [A, B, C, D, E, F, G, H];
  }
  // prettier-ignore
  set(A, B, C, D, E, F, G, H) {
    this.A = A | 0;
    this.B = B | 0;
    this.C = C | 0;
    this.D = D | 0;
    this.E = E | 0;
    this.F = F | 0;
    this.G = G | 0;
    this.H = H | 0;
  }
  _cloneInto(to) {
    (to ||= new this.constructor()).set(...this.get());
    return this._cloneIntoMeta(to);
  }
  process(view, offset) {
    for (let i = 0; i < 16; i++, offset += 4)
      SHA256_W[i] = view.getUint32(offset, false);
    for (let i = 16; i < 64; i++) {
      const W15 = SHA256_W[i - 15];
      const W2 = SHA256_W[i - 2];
      const s0 = rotr(W15, 7) ^ rotr(W15, 18) ^ W15 >>> 3;
      const s1 = rotr(W2, 17) ^ rotr(W2, 19) ^ W2 >>> 10;
      SHA256_W[i] = s1 + SHA256_W[i - 7] + s0 + SHA256_W[i - 16] | 0;
    }
    let { A, B, C, D, E, F, G, H } = this;
    for (let i = 0; i < 64; i++) {
      const sigma1 = rotr(E, 6) ^ rotr(E, 11) ^ rotr(E, 25);
      const T1 = H + sigma1 + Chi(E, F, G) + SHA256_K[i] + SHA256_W[i] | 0;
      const sigma0 = rotr(A, 2) ^ rotr(A, 13) ^ rotr(A, 22);
      const T2 = sigma0 + Maj(A, B, C) | 0;
      H = G;
      G = F;
      F = E;
      E = D + T1 | 0;
      D = C;
      C = B;
      B = A;
      A = T1 + T2 | 0;
    }
    A = A + this.A | 0;
    B = B + this.B | 0;
    C = C + this.C | 0;
    D = D + this.D | 0;
    E = E + this.E | 0;
    F = F + this.F | 0;
    G = G + this.G | 0;
    H = H + this.H | 0;
    this.set(A, B, C, D, E, F, G, H);
  }
  roundClean() {
    clean(SHA256_W);
  }
  destroy() {
    this.destroyed = true;
    this.set(0, 0, 0, 0, 0, 0, 0, 0);
    clean(this.buffer);
  }
};
var _SHA256 = class extends SHA2_32B {
  constructor() {
    super(32, SHA256_IV);
  }
};
var sha256 = /* @__PURE__ */ createHasher(
  () => new _SHA256(),
  /* @__PURE__ */ oidNist(1)
);

// src/gate/interval.ts
var SQRT2 = Math.SQRT2;
var TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);
function erf(x) {
  if (x < 0) return -erf(-x);
  if (x > 6) return 1 - erfcTail(x);
  let term = x;
  let sum2 = x;
  for (let n2 = 1; n2 < 500; n2++) {
    term *= 2 * x * x / (2 * n2 + 1);
    sum2 += term;
    if (term < sum2 * 1e-17) break;
  }
  return TWO_OVER_SQRT_PI * Math.exp(-x * x) * sum2;
}
function erfcTail(x) {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let i = 1; i < 500; i++) {
    const a = i / 2;
    d = x + a * d;
    d = d === 0 ? 1 / tiny : 1 / d;
    c = x + a / c;
    if (c === 0) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}
function normalCdf(z) {
  return 0.5 + 0.5 * erf(z / SQRT2);
}
function normalQuantile(p) {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`);
  if (p < 0.5) return -normalQuantile(1 - p);
  let z = 0;
  for (let i = 0; i < 200; i++) {
    const step = (normalCdf(z) - p) / (Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI));
    z -= step;
    if (Math.abs(step) < 1e-15 * Math.max(1, z)) break;
  }
  return z;
}
function wilson(x, n2, level) {
  if (n2 <= 0) return { lower: 0, upper: 1 };
  const z = normalQuantile(level);
  const p = x / n2;
  const z2 = z * z;
  const denom = 1 + z2 / n2;
  const center = (p + z2 / (2 * n2)) / denom;
  const half = z / denom * Math.sqrt(p * (1 - p) / n2 + z2 / (4 * n2 * n2));
  return { lower: x === 0 ? 0 : Math.max(0, center - half), upper: x === n2 ? 1 : Math.min(1, center + half) };
}
function clopperPearson(x, n2, level) {
  if (n2 <= 0) return { lower: 0, upper: 1 };
  return {
    lower: x === 0 ? 0 : betaQuantile(1 - level, x, n2 - x + 1),
    upper: x === n2 ? 1 : betaQuantile(level, x + 1, n2 - x)
  };
}
function newcombe(x1, n1, x2, n2, level) {
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const a = wilson(x1, n1, level);
  const b = wilson(x2, n2, level);
  const d = p1 - p2;
  return {
    lower: d - Math.sqrt((p1 - a.lower) ** 2 + (b.upper - p2) ** 2),
    upper: d + Math.sqrt((a.upper - p1) ** 2 + (p2 - b.lower) ** 2)
  };
}
function logGamma(x) {
  if (!(x > 0)) throw new RangeError(`logGamma: x must be positive, got ${x}`);
  let shift = 0;
  while (x < 15) {
    shift -= Math.log(x);
    x += 1;
  }
  const x2 = x * x;
  const series = (1 / 12 - (1 / 360 - (1 / 1260 - (1 / 1680 - (1 / 1188 - (691 / 360360 - 1 / (156 * x2)) / x2) / x2) / x2) / x2) / x2) / x;
  return shift + (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + series;
}
function betaFraction(a, b, x) {
  const tiny = 1e-300;
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - qab * x / qap;
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  const limit = 1e4 + 20 * Math.ceil(Math.sqrt(Math.max(a, b)));
  for (let m = 1; m <= limit; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return h;
}
function regularizedBeta(x, a, b) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  return x < (a + 1) / (a + b + 2) ? front * betaFraction(a, b, x) / a : 1 - front * betaFraction(b, a, 1 - x) / b;
}
function betaQuantile(q, a, b) {
  if (q <= 0) return 0;
  if (q >= 1) return 1;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (regularizedBeta(mid, a, b) < q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
var Xoshiro128 = class {
  s;
  constructor(seed) {
    this.s = Uint32Array.from(seed.slice(0, 4));
    if (this.s.every((v) => v === 0)) this.s[0] = 1;
  }
  /** The next 32 random bits. */
  next() {
    const s = this.s;
    const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
    const t = s[1] << 9;
    s[2] = s[2] ^ s[0];
    s[3] = s[3] ^ s[1];
    s[1] = s[1] ^ s[2];
    s[0] = s[0] ^ s[3];
    s[2] = s[2] ^ t;
    s[3] = rotl(s[3], 11);
    return result;
  }
  /** The four state words, for a loop that runs the generator inline; setState puts them back. */
  state() {
    return [this.s[0], this.s[1], this.s[2], this.s[3]];
  }
  setState(w) {
    this.s.set(w);
  }
  /** A uniform integer in [0, n). */
  below(n2) {
    return Math.floor(this.next() / 4294967296 * n2);
  }
};
function rotl(x, k) {
  return (x << k | x >>> 32 - k) >>> 0;
}
function bootstrapRatio(num4, den, resamples, level, rng) {
  const n2 = num4.length;
  const pairs = new Float64Array(2 * n2);
  for (let i = 0; i < n2; i++) {
    pairs[2 * i] = num4[i];
    pairs[2 * i + 1] = den[i];
  }
  const w = rng.state();
  let s0 = w[0] | 0;
  let s1 = w[1] | 0;
  let s2 = w[2] | 0;
  let s3 = w[3] | 0;
  const stats = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    let s = 0;
    let d = 0;
    for (let i = 0; i < n2; i++) {
      const m = Math.imul(s1, 5);
      const r = Math.imul(m << 7 | m >>> 25, 9);
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = s3 << 11 | s3 >>> 21;
      const j = 2 * Math.floor((r >>> 0) / 4294967296 * n2);
      s += pairs[j];
      d += pairs[j + 1];
    }
    stats[b] = d === 0 ? Infinity : s / d;
  }
  rng.setState([s0 >>> 0, s1 >>> 0, s2 >>> 0, s3 >>> 0]);
  stats.sort();
  const at = (q) => stats[Math.min(resamples - 1, Math.max(0, q))];
  return { lower: at(Math.floor((1 - level) * resamples)), upper: at(Math.ceil(level * resamples) - 1) };
}

// src/gate/bounds.ts
var RATIO_MEASURES = /* @__PURE__ */ new Set(["efficiency.cost_per_success", "efficiency.tokens_per_success", "efficiency.latency_per_success"]);
var DEFAULT_RESAMPLES = 1e3;
var sameMeasure = (a, b) => a.id === b.id && (a.split ?? "") === (b.split ?? "") && (a.k ?? 0) === (b.k ?? 0);
function label2(m) {
  return m.split ? `${m.id} (${m.split})` : m.id;
}
function countFor(m, ctx) {
  const c = ctx.counts.find((c2) => sameMeasure(c2, m));
  if (c) return { x: c.x, n: c.n };
  if (typeof m.value === "number" && m.n !== void 0 && m.n > 0 && Number.isSafeInteger(m.n)) return { x: Math.round(m.value * m.n), n: m.n };
  return void 0;
}
function boundGate(g, m, ctx) {
  const level = g.confidence;
  const kind = g.floor !== void 0 ? "floor" : "ceiling";
  const threshold2 = g.floor ?? g.ceiling;
  const value = m.value;
  const at = { id: m.id, ...m.split ? { split: m.split } : {}, ...m.k !== void 0 ? { k: m.k } : {}, kind, threshold: threshold2, value, confidence: level };
  const what = `${label2(m)} ${value} against ${kind} ${threshold2} at ${level * 100}% confidence`;
  if (RATIO_MEASURES.has(m.id)) {
    const sums = ctx.clusters?.sums[m.id];
    const resamples = g.resamples ?? DEFAULT_RESAMPLES;
    if (!sums || !ctx.clusters || ctx.seed === void 0)
      return { ...at, method: "bootstrap", n: 0, resamples, lower: value, upper: value, result: "inconclusive", more: null, reason: `${what}: inconclusive, the bootstrap needs the per-task ledger and none was read` };
    const n2 = sums.values.length;
    const b = bootstrapRatio(sums.values, ctx.clusters.successes, resamples, level, seeded(ctx.seed, m));
    const bounds2 = { lower: b.lower / sums.scale, upper: b.upper / sums.scale };
    const result2 = judge(kind, threshold2, bounds2, n2, g.min_n, value);
    const more3 = result2 === "inconclusive" ? moreForRatio(value, threshold2, bounds2, n2, kind) : void 0;
    return { ...at, method: "bootstrap", n: n2, resamples, ...bounds2, result: result2, ...more3 !== void 0 ? { more: more3 } : {}, reason: explain(what, bounds2, result2, n2, g.min_n, more3) };
  }
  const method = g.method ?? "wilson";
  const count2 = countFor(m, ctx);
  if (!count2) return { ...at, method, n: 0, lower: 0, upper: 1, result: "inconclusive", more: null, reason: `${what}: inconclusive, the measure carries no n to bound it on` };
  const bound = method === "exact" ? clopperPearson : wilson;
  const bounds = bound(count2.x, count2.n, level);
  const result = judge(kind, threshold2, bounds, count2.n, g.min_n, value);
  const more2 = result === "inconclusive" ? moreForProportion(count2.x / count2.n, count2.n, threshold2, kind, level, bound, g.min_n) : void 0;
  return { ...at, method, n: count2.n, x: count2.x, ...bounds, result, ...more2 !== void 0 ? { more: more2 } : {}, reason: explain(what, bounds, result, count2.n, g.min_n, more2) };
}
function judge(kind, t, b, n2, minN, value) {
  if (minN !== void 0 && n2 < minN) return "inconclusive";
  if (kind === "floor") return b.lower >= t && value >= t ? "pass" : b.upper < t ? "fail" : "inconclusive";
  return b.upper <= t && value <= t ? "pass" : b.lower > t ? "fail" : "inconclusive";
}
function explain(what, b, result, n2, minN, more2) {
  const interval = `[${fmt(b.lower)}, ${fmt(b.upper)}] on n=${n2}`;
  if (minN !== void 0 && n2 < minN) return `${what}: inconclusive, n=${n2} is below min_n ${minN}${more2 ? ` (~${more2} more tasks)` : ""}`;
  if (result === "inconclusive") return `${what}: inconclusive, the interval ${interval} straddles it${more2 ? `; ~${more2} more tasks at this rate would likely settle it` : more2 === null ? "; more tasks at this rate would not settle it" : ""}`;
  return `${what}: ${result}, interval ${interval}`;
}
var fmt = (x) => Number.isFinite(x) ? String(Math.round(x * 1e4) / 1e4) : String(x);
function moreForProportion(p, n2, t, kind, level, bound, minN) {
  if (p === t) return null;
  const settles = (m) => judge(kind, t, bound(p * m, m, level), m, minN, p) !== "inconclusive";
  let hi = Math.max(n2, 1);
  while (!settles(hi)) {
    hi *= 2;
    if (hi > 1e9) return null;
  }
  let lo = n2;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (settles(mid)) hi = mid;
    else lo = mid;
  }
  return hi - n2;
}
function moreForRatio(value, t, b, n2, kind) {
  const gap = Math.abs(t - value);
  const half = kind === "ceiling" ? value < t ? b.upper - value : value - b.lower : value > t ? value - b.lower : b.upper - value;
  if (gap === 0 || !Number.isFinite(half) || n2 === 0) return null;
  return Math.max(1, Math.ceil(n2 * (half / gap) ** 2) - n2);
}
function seeded(seed, m) {
  const h = sha256(new TextEncoder().encode(`${seed}
${m.id}
${m.split ?? ""}
${m.k ?? ""}`));
  const v = new DataView(h.buffer, h.byteOffset, h.byteLength);
  return new Xoshiro128(new Uint32Array([v.getUint32(0, true), v.getUint32(4, true), v.getUint32(8, true), v.getUint32(12, true)]));
}
function regressionGate(g, m, ctx, baseline) {
  const r = g.regression;
  const before = baseline.measures.find((b) => sameMeasure(b, m));
  if (!before || typeof before.value !== "number" || !before.n) return { skipped: `the baseline ${baseline.record_id} has no ${label2(m)} with an n to compare against` };
  const now = countFor(m, ctx);
  if (!now) return { skipped: `${label2(m)} carries no n to compare against the baseline` };
  const was = { x: Math.round(before.value * before.n), n: before.n };
  const drop = newcombe(was.x, was.n, now.x, now.n, r.confidence);
  const result = drop.lower > r.max_drop ? "fail" : drop.upper <= r.max_drop ? "pass" : "inconclusive";
  const said = `${label2(m)} ${before.value} \u2192 ${m.value}: the drop is within [${fmt(drop.lower)}, ${fmt(drop.upper)}] at ${r.confidence * 100}% confidence`;
  const verdictText = result === "fail" ? `more than the allowed ${r.max_drop}` : result === "pass" ? `a drop beyond ${r.max_drop} is excluded` : `a drop beyond ${r.max_drop} is neither shown nor excluded`;
  return {
    id: m.id,
    ...m.split ? { split: m.split } : {},
    ...m.k !== void 0 ? { k: m.k } : {},
    max_drop: r.max_drop,
    confidence: r.confidence,
    baseline: { value: before.value, n: was.n, x: was.x, record_id: baseline.record_id },
    current: { value: m.value, n: now.n, x: now.x },
    drop,
    result,
    reason: `regression of ${said}; ${verdictText}`
  };
}

// src/gate/stats.ts
var STATS_FORMAT = "aqr.stats/1";
var ORDER = { pass: 0, inconclusive: 1, fail: 2 };
function withStats(g, r, input, sidecar) {
  const threshold2 = g.floor !== void 0 || g.ceiling !== void 0;
  if (g.confidence === void 0 && !g.regression) return r;
  const m = measureOf(r, g, input.measures);
  const ctx = input.stats ?? { counts: [] };
  let out = r;
  if (g.confidence !== void 0 && threshold2 && m && (r.result === "pass" || r.result === "fail")) {
    const bound = boundGate(g, m, ctx);
    if (g.mode !== "shadow") sidecar.bounds.push(bound);
    const decidedFail = r.decided === "fail";
    out = { ...out, bound, result: decidedFail ? "fail" : bound.result, reason: decidedFail ? `${bound.reason}; ${r.reason}` : bound.reason };
  }
  if (g.regression) {
    const where2 = `gate ${g.id}${g.split ? ` (${g.split})` : ""}`;
    const decided = !threshold2 && r.result !== "missing";
    if (!m) {
      if (!threshold2) return decided && r.result === "fail" ? r : { ...r, result: "missing" };
    } else if (!input.baseline) {
      sidecar.notices.push(`The regression part of ${where2} was not checked: there is no baseline release.`);
      if (!threshold2) return decided ? r : void 0;
    } else {
      const t = regressionGate(g, m, ctx, input.baseline);
      if ("skipped" in t) {
        sidecar.notices.push(`The regression part of ${where2} was not checked: ${t.skipped}.`);
        if (!threshold2) return decided ? r : void 0;
      } else {
        if (g.mode !== "shadow") sidecar.regressions.push(t);
        const before = threshold2 || decided ? out.result : "pass";
        const worst = before === "missing" ? "missing" : worse(before, t.result);
        out = { ...out, regression: t, result: worst, reason: threshold2 || decided ? `${out.reason}; ${t.reason}` : t.reason };
      }
    }
  }
  return out;
}
function worse(a, b) {
  if (a === "missing") return a;
  return ORDER[a] >= ORDER[b] ? a : b;
}
function measureOf(r, g, measures) {
  if (typeof r.value !== "number" && (!g.regression || g.floor !== void 0 || g.ceiling !== void 0)) return void 0;
  return backingMeasure(g, measures).pick;
}
function usesStats(s) {
  return s.bounds.length + s.regressions.length + s.shadow.length + s.notices.length > 0;
}

// src/gate/evaluate.ts
var canonicalize = import_canonicalize.default;
function measurementSource(e) {
  const kind = e.format === LEDGER_FORMAT ? "the trial ledger" : e.format.startsWith("opentelemetry") ? "the trace export" : "the given measures";
  return `${kind} (${e.format})`;
}
function evaluate(input) {
  const why = (id, split) => input.missing.find((m) => m.id === id && (split === void 0 || m.split === void 0 || m.split === split))?.reason;
  const all = gatesAtTier(input.profile, input.tier);
  const profileGates = all.filter((g) => g.mode !== "shadow");
  const measuredBy = measurementSource(input.evidence);
  const byId = measuresById(input.measures);
  const sidecar = { format: STATS_FORMAT, bounds: [], regressions: [], shadow: [], notices: [] };
  const judged = (g) => withStats(g, evaluateGate(g, byId.get(g.id) ?? [], input.decisions, why, measuredBy), input, sidecar);
  const gates = profileGates.map(judged).filter((g) => g !== void 0);
  const shadow = all.filter((g) => g.mode === "shadow").map(judged).filter((g) => g !== void 0);
  sidecar.shadow = shadow.map((g) => ({ id: g.id, ...g.split ? { split: g.split } : {}, result: g.result, reason: g.reason }));
  if (input.baseline) sidecar.baseline = { record_id: input.baseline.record_id, verified: input.baseline.verified };
  for (const d2 of input.decisions) if (!profileGates.some((g) => g.id === d2.id)) gates.push(decisionGate(d2, input.measures, measuredBy));
  gates.push(...input.signalGates ?? []);
  const { verdict, reasons } = decide({ profile: input.profile, tier: input.tier, gates, taskSet: input.taskSet, canaries: input.canaries, human: input.decision, signed: input.willSign, softHolds: input.softHolds ?? [], holds: input.holds ?? [], ...input.words ? { words: input.words } : {} });
  const d = input.decision;
  const record = {
    supergauge: "0.1",
    record_id: "",
    emitted_at: input.now,
    profile: { id: input.profile.id, version: input.profile.version, tier: input.tier },
    subject: input.subject,
    task_set: input.taskSet,
    measures: input.measures,
    gates: gates.map(toRecordGate).filter((g) => g !== void 0),
    assurance: {
      ...input.judge ? { judge: input.judge } : {},
      evidence: input.evidence,
      evaluator_independent: input.evaluatorIndependent,
      ...input.canaries.some((c) => c.attempts > 0) ? { integrity: { canaries: input.canaries.filter((c) => c.attempts > 0).map((c) => ({ id: c.id, expected: "fail", observed: c.fired ? "pass" : "fail" })) } } : {}
    },
    decision: {
      verdict,
      actor: d.actor,
      ...d.rolls_back_to ? { rolls_back_to: d.rolls_back_to } : {},
      ...d.question ? { question: d.question } : {},
      ...d.options && d.options.length > 0 ? { options: d.options } : {},
      rationale: [d.rationale ?? generatedRationale(verdict, reasons, gates), ...input.notes ?? [], ...sidecar.notices].join(" ")
    }
  };
  record.record_id = `aqr_${createHash("sha256").update(canonicalize(record)).digest("hex").slice(0, 26)}`;
  return { verdict, reasons, gates, shadow, stats: sidecar, record };
}

// src/pipeline/limits.ts
var MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

// src/taskset/manifest.ts
var TaskList = class {
  constructor(where2) {
    this.where = where2;
  }
  where;
  tasks = /* @__PURE__ */ new Map();
  canary_ids = [];
  held_in = 0;
  held_out = 0;
  add(t, i) {
    const where2 = this.where;
    if (t === null || typeof t !== "object" || Array.isArray(t)) throw new AqrError("ERR_INPUT_INVALID", "a task is a mapping with id and split", where2(i));
    const { id, split, canary, required_steps, forbidden_steps, max_steps } = t;
    if (typeof id !== "string" || id === "") throw new AqrError("ERR_INPUT_INVALID", "needs an id (a non-empty string)", where2(i, "id"));
    if (split !== "held-in" && split !== "held-out") throw new AqrError("ERR_INPUT_INVALID", `split must be "held-in" or "held-out", got ${JSON.stringify(split)}`, where2(i, "split"));
    if (canary !== void 0 && typeof canary !== "boolean") throw new AqrError("ERR_INPUT_INVALID", "canary must be true or false", where2(i, "canary"));
    const tasks = this.tasks;
    if (tasks.has(id)) throw new AqrError("ERR_INPUT_DUPLICATE", `task ${id} is listed twice`, where2(i, "id"));
    const task = { id, split, canary: canary === true, index: tasks.size };
    if (required_steps !== void 0 || forbidden_steps !== void 0 || max_steps !== void 0) {
      const required = this.names(required_steps, i, "required_steps");
      const forbidden = this.names(forbidden_steps, i, "forbidden_steps");
      if (max_steps !== void 0 && (typeof max_steps !== "number" || !Number.isInteger(max_steps) || max_steps < 0)) throw new AqrError("ERR_INPUT_INVALID", "must be an integer \u2265 0", where2(i, "max_steps"));
      task.steps = { ...required ? { required } : {}, ...forbidden ? { forbidden } : {}, ...max_steps !== void 0 ? { max: max_steps } : {} };
    }
    tasks.set(id, task);
    if (canary === true) this.canary_ids.push(id);
    else if (split === "held-in") this.held_in++;
    else this.held_out++;
  }
  manifest() {
    return { tasks: this.tasks, held_in: this.held_in, held_out: this.held_out, canary_ids: this.canary_ids };
  }
  names(v, i, field) {
    if (v === void 0) return void 0;
    if (!Array.isArray(v) || v.some((x) => typeof x !== "string" || x === "")) throw new AqrError("ERR_INPUT_INVALID", "must be a list of step (tool) names", this.where(i, field));
    return v;
  }
};
function readManifest(parsed, file) {
  const v = parsed.value;
  const list = Array.isArray(v) ? v : v?.tasks;
  const base = Array.isArray(v) ? [] : ["tasks"];
  if (!Array.isArray(list)) throw new AqrError("ERR_INPUT_INVALID", "a task manifest is a list of tasks, or a mapping with a tasks: list", { file, line: 1 });
  const set = new TaskList((i, field) => {
    const path = field ? [...base, i, field] : [...base, i];
    const line = parsed.lineOf(path);
    return { file, field: `tasks[${i}]${field ? `.${field}` : ""}`, ...line === void 0 ? {} : { line } };
  });
  for (let i = 0; i < list.length; i++) set.add(list[i], i);
  return set.manifest();
}
async function manifestFromText(text, file) {
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  if (body.length <= MAX_YAML_CHARS && detectSyntax(body) !== "json") {
    const set = new TaskList(() => ({ file, field: "" }));
    try {
      const key = eachBlockListItem(body, (t, i) => set.add(t, i));
      if (key === void 0 || key === "tasks") return set.manifest();
    } catch (e) {
      if (!(e instanceof AqrError)) throw e;
    }
  }
  return readManifest(await readDocument(text, file, { bulk: true }), file);
}

// src/io/authority-file.ts
var EGRESS = ["deny-by-default", "allow-list", "unrestricted"];
async function authorityFromBytes(bytes, file) {
  const parsed = await readDocument(decodeText(bytes, file, "authority policy"), file);
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v)) throw new AqrError("ERR_INPUT_INVALID", "an authority policy is a mapping", { file, line: 1 });
  const bad = (field, message2) => {
    const line = parsed.lineOf([field]);
    return new AqrError("ERR_INPUT_INVALID", message2, { file, field, ...line === void 0 ? {} : { line } });
  };
  const out = { grant_digest: `sha256:${sha256Hex(bytes)}` };
  const { sandbox, egress, capabilities, acs_policy_version } = v;
  if (acs_policy_version !== void 0) {
    if (typeof acs_policy_version !== "string" || acs_policy_version === "") throw bad("acs_policy_version", 'must be a quoted version string, e.g. "2.1"');
    out.acs_policy_version = acs_policy_version;
  }
  if (sandbox !== void 0) {
    if (typeof sandbox !== "string" || sandbox === "") throw bad("sandbox", "must be a non-empty string");
    out.sandbox = sandbox;
  }
  if (egress !== void 0) {
    if (typeof egress !== "string" || !EGRESS.includes(egress)) throw bad("egress", `must be one of ${EGRESS.join(", ")}`);
    out.egress = egress;
  }
  if (capabilities !== void 0) {
    if (!Array.isArray(capabilities) || capabilities.some((c) => typeof c !== "string" || c === "")) throw bad("capabilities", "must be a list of non-empty strings");
    out.capabilities = [...new Set(capabilities)];
  }
  return out;
}

// src/record/schema-error.ts
function schemaError(errors, parsed, file, code = "ERR_INPUT_INVALID") {
  const list = [...errors ?? []].filter((e2) => e2.keyword !== "if" && e2.keyword !== "anyOf" && e2.keyword !== "oneOf");
  list.sort((a, b) => b.instancePath.length - a.instancePath.length);
  const e = list[0] ?? errors?.[0];
  if (!e) return new AqrError(code, "is invalid", { file });
  let path = pointerToPath(e.instancePath);
  let message2 = e.message ?? "is invalid";
  if (e.keyword === "additionalProperties") {
    const extra = e.params.additionalProperty;
    path = [...path, extra];
    message2 = "is not a known field";
  } else if (e.keyword === "required") {
    message2 = `is missing required field '${e.params.missingProperty}'`;
  } else if (e.keyword === "enum") {
    message2 = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  const line = parsed.lineOf(path);
  return new AqrError(code, message2, { file, field: formatPath(path), ...line === void 0 ? {} : { line } });
}

// aqr-validator:decision
var decision = validate0;
var schema0 = SCHEMAS["decision"];
var schema2 = SCHEMAS["record"]["$defs"]["measureId"];
var pattern0 = new RegExp("^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", "u");
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate0.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.result === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "result" }, message: "must have required property 'result'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.source === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "result" || key0 === "source")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (!pattern0.test(data0)) {
          const err4 = { instancePath: instancePath + "/id", schemaPath: "aqr-defs#/$defs/measureId/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema2, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/id", schemaPath: "aqr-defs#/$defs/measureId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.result !== void 0) {
      let data1 = data.result;
      if (!(data1 === "pass" || data1 === "fail")) {
        const err6 = { instancePath: instancePath + "/result", schemaPath: "#/properties/result/enum", keyword: "enum", params: { allowedValues: schema0.properties.result.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.result.enum, parentSchema: schema0.properties.result, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data2 = data.source;
      if (!(data2 === "acs" || data2 === "assert" || data2 === "native" || data2 === "custom")) {
        const err7 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema0.properties.source.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.source.enum, parentSchema: schema0.properties.source, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.type, parentSchema: schema0, data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
validate0.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// aqr-validator:measure
var measure = validate02;
var schema02 = SCHEMAS["measure"];
var schema22 = SCHEMAS["record"]["$defs"]["measure"];
var schema3 = SCHEMAS["record"]["$defs"]["measureId"];
var schema4 = SCHEMAS["record"]["$defs"]["split"];
var pattern02 = new RegExp("^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", "u");
var pattern1 = new RegExp("^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$", "u");
var func0 = require_ucs2length().default;
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate2.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.id === void 0 && (missing0 = "id")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.id !== void 0) {
        let data0 = data.id;
        if (!(data0 === "reliability.pass_hat_k" || data0 === "reliability.pass_at_k")) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs4 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.k === void 0) {
        const err2 = { instancePath, schemaPath: "#/then/required", keyword: "required", params: { missingProperty: "k" }, message: "must have required property 'k'", schema: schema22.then.required, parentSchema: schema22.then, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
  }
  if (!valid0) {
    const err3 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema22.if, parentSchema: schema22, data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.value === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "value" || key0 === "split" || key0 === "n" || key0 === "k" || key0 === "unit" || key0 === "pack")) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema22, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data1 = data.id;
      if (typeof data1 === "string") {
        if (!pattern02.test(data1)) {
          const err7 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/measureId/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema3, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/measureId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema3.type, parentSchema: schema3, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.value !== void 0) {
      let data2 = data.value;
      if (!(typeof data2 == "number" && isFinite(data2)) && typeof data2 !== "boolean") {
        const err9 = { instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: schema22.properties.value.type }, message: "must be number,boolean", schema: schema22.properties.value.type, parentSchema: schema22.properties.value, data: data2 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.split !== void 0) {
      let data3 = data.split;
      if (typeof data3 !== "string") {
        const err10 = { instancePath: instancePath + "/split", schemaPath: "#/$defs/split/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.type, parentSchema: schema4, data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (!(data3 === "held-in" || data3 === "held-out" || data3 === "all")) {
        const err11 = { instancePath: instancePath + "/split", schemaPath: "#/$defs/split/enum", keyword: "enum", params: { allowedValues: schema4.enum }, message: "must be equal to one of the allowed values", schema: schema4.enum, parentSchema: schema4, data: data3 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.n !== void 0) {
      let data4 = data.n;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
        const err12 = { instancePath: instancePath + "/n", schemaPath: "#/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema22.properties.n.type, parentSchema: schema22.properties.n, data: data4 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 1 || isNaN(data4)) {
          const err13 = { instancePath: instancePath + "/n", schemaPath: "#/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema22.properties.n, data: data4 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.k !== void 0) {
      let data5 = data.k;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err14 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema22.properties.k.type, parentSchema: schema22.properties.k, data: data5 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 2 || isNaN(data5)) {
          const err15 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema22.properties.k, data: data5 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.unit !== void 0) {
      let data6 = data.unit;
      if (typeof data6 === "string") {
        if (func0(data6) < 1) {
          const err16 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema22.properties.unit, data: data6 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.properties.unit.type, parentSchema: schema22.properties.unit, data: data6 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.pack !== void 0) {
      let data7 = data.pack;
      if (typeof data7 === "string") {
        if (!pattern1.test(data7)) {
          const err18 = { instancePath: instancePath + "/pack", schemaPath: "#/properties/pack/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$" }, message: 'must match pattern "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$"', schema: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$", parentSchema: schema22.properties.pack, data: data7 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/pack", schemaPath: "#/properties/pack/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.properties.pack.type, parentSchema: schema22.properties.pack, data: data7 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
  } else {
    const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema22.type, parentSchema: schema22, data };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate2.errors = vErrors;
  return errors === 0;
}
validate2.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate02.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!validate2(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
    errors = vErrors.length;
  }
  validate02.errors = vErrors;
  return errors === 0;
}
validate02.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// src/record/entry-validators.ts
var decisionValidator = () => decision;
var measureValidator = () => measure;

// src/io/entries-file.ts
async function entries(patterns, key, what) {
  const texts = [];
  for (const file of await expandFiles(patterns, what)) texts.push({ file, text: await readTextFile(file, what) });
  return entriesOf(texts, key, what);
}
async function entriesOf(texts, key, what) {
  const out = [];
  for (const { file, text } of texts) {
    const parsed = await readDocument(text, file);
    const v = parsed.value;
    const list = Array.isArray(v) ? v : v?.[key];
    if (!Array.isArray(list)) throw new AqrError("ERR_INPUT_INVALID", `expected a list of ${what} entries, or a mapping with a ${key}: list`, { file, line: 1 });
    out.push({ parsed, file, list, base: Array.isArray(v) ? [] : [key] });
  }
  return out;
}
async function readMeasures(patterns) {
  const out = [];
  for (const { parsed, file, list, base } of await entries(patterns, "measures", "measures")) {
    list.forEach((m, i) => {
      const at = [...base, i];
      const sub = { lineOf: (p) => parsed.lineOf([...at, ...p]) };
      const validMeasure = measureValidator();
      if (!validMeasure(m)) throw schemaError(validMeasure.errors, sub, file);
      const problem = measureProblems(m)[0];
      if (problem) {
        const line2 = parsed.lineOf([...at, problem.field]);
        throw new AqrError("ERR_INPUT_INVALID", problem.message, { file, field: problem.field, ...line2 === void 0 ? {} : { line: line2 } });
      }
      const line = parsed.lineOf(at);
      out.push({ value: m, file, ...line === void 0 ? {} : { line } });
    });
  }
  return out;
}
async function decisionsFromTexts(texts) {
  return decisionsOf(await entriesOf(texts, "decisions", "decisions"));
}
function decisionsOf(files) {
  const out = [];
  for (const { parsed, file, list, base } of files) {
    list.forEach((d, i) => {
      const at = [...base, i];
      const validDecision = decisionValidator();
      if (!validDecision(d)) throw schemaError(validDecision.errors, { lineOf: (p) => parsed.lineOf([...at, ...p]) }, file);
      if (out.some((o) => o.id === d.id)) throw new AqrError("ERR_INPUT_DUPLICATE", `decision ${d.id} is given twice`, { file, ...lineAt(parsed, at) });
      out.push(d);
    });
  }
  return out;
}
function lineAt(parsed, path) {
  const line = parsed.lineOf(path);
  return line === void 0 ? {} : { line };
}

// src/io/profile-file.ts
import { existsSync as existsSync4, readdirSync } from "node:fs";

// node_modules/leven/index.js
var array = [];
var characterCodeCache = [];
function leven(first, second, options) {
  if (first === second) {
    return 0;
  }
  const maxDistance = options?.maxDistance;
  const swap = first;
  if (first.length > second.length) {
    first = second;
    second = swap;
  }
  let firstLength = first.length;
  let secondLength = second.length;
  while (firstLength > 0 && first.charCodeAt(~-firstLength) === second.charCodeAt(~-secondLength)) {
    firstLength--;
    secondLength--;
  }
  let start = 0;
  while (start < firstLength && first.charCodeAt(start) === second.charCodeAt(start)) {
    start++;
  }
  firstLength -= start;
  secondLength -= start;
  if (maxDistance !== void 0 && secondLength - firstLength > maxDistance) {
    return maxDistance;
  }
  if (firstLength === 0) {
    return maxDistance !== void 0 && secondLength > maxDistance ? maxDistance : secondLength;
  }
  let bCharacterCode;
  let result;
  let temporary;
  let temporary2;
  let index = 0;
  let index2 = 0;
  while (index < firstLength) {
    characterCodeCache[index] = first.charCodeAt(start + index);
    array[index] = ++index;
  }
  while (index2 < secondLength) {
    bCharacterCode = second.charCodeAt(start + index2);
    temporary = index2++;
    result = index2;
    for (index = 0; index < firstLength; index++) {
      temporary2 = bCharacterCode === characterCodeCache[index] ? temporary : temporary + 1;
      temporary = array[index];
      result = array[index] = temporary > result ? temporary2 > result ? result + 1 : temporary2 : temporary2 > temporary ? temporary + 1 : temporary2;
    }
    if (maxDistance !== void 0) {
      let rowMinimum = result;
      for (index = 0; index < firstLength; index++) {
        if (array[index] < rowMinimum) {
          rowMinimum = array[index];
        }
      }
      if (rowMinimum > maxDistance) {
        return maxDistance;
      }
    }
  }
  array.length = firstLength;
  characterCodeCache.length = firstLength;
  return maxDistance !== void 0 && result > maxDistance ? maxDistance : result;
}
function closestMatch(target, candidates, options) {
  if (!Array.isArray(candidates) || candidates.length === 0) {
    return void 0;
  }
  const userMax = options?.maxDistance;
  const targetLength = target.length;
  for (const candidate of candidates) {
    if (candidate === target) {
      return candidate;
    }
  }
  if (userMax === 0) {
    return void 0;
  }
  let best;
  let bestDist = Number.POSITIVE_INFINITY;
  const seen = /* @__PURE__ */ new Set();
  for (const candidate of candidates) {
    if (seen.has(candidate)) {
      continue;
    }
    seen.add(candidate);
    const lengthDiff = Math.abs(candidate.length - targetLength);
    if (lengthDiff >= bestDist) {
      continue;
    }
    if (userMax !== void 0 && lengthDiff > userMax) {
      continue;
    }
    const cap = Number.isFinite(bestDist) ? userMax === void 0 ? bestDist : Math.min(bestDist, userMax) : userMax;
    const distance = cap === void 0 ? leven(target, candidate) : leven(target, candidate, { maxDistance: cap });
    if (userMax !== void 0 && distance > userMax) {
      continue;
    }
    let actualD = distance;
    if (cap !== void 0 && distance === cap && cap === userMax) {
      actualD = leven(target, candidate);
    }
    if (actualD < bestDist) {
      bestDist = actualD;
      best = candidate;
      if (bestDist === 0) {
        break;
      }
    }
  }
  if (userMax !== void 0 && bestDist > userMax) {
    return void 0;
  }
  return best;
}

// src/io/profile-file.ts
import { dirname as dirname3, join as join3, resolve as resolve3, sep as sep2 } from "node:path";
import { fileURLToPath } from "node:url";

// src/profile/merge.ts
function fromDoc(doc) {
  const p = {
    id: doc.id,
    version: doc.version,
    tier: doc.tier ?? "T0",
    gates: doc.gates ?? [],
    tier_gates: doc.tier_gates ?? {},
    task_set: doc.task_set ?? {},
    reported: doc.reported ?? [],
    signals: doc.signals ?? {},
    chain: [`${doc.id}@${doc.version}`],
    warnings: []
  };
  if (doc.k !== void 0) p.k = doc.k;
  return p;
}
function extendProfile(parent, child, file) {
  const weakens = (what) => new AqrError("ERR_PROFILE_WEAKENS", `${what}; a profile may only tighten the one it extends (${parent.chain[0] ?? parent.id})`, { file });
  const tier = child.tier ?? parent.tier;
  if (RELEASE_TIERS.indexOf(tier) < RELEASE_TIERS.indexOf(parent.tier)) throw weakens(`tier ${tier} is below ${parent.tier}`);
  if (child.k !== void 0 && parent.k !== void 0 && child.k < parent.k) throw weakens(`k ${child.k} is below ${parent.k}`);
  const merged = {
    id: child.id,
    version: child.version,
    tier,
    gates: mergeGates(parent.gates, child.gates ?? [], weakens),
    tier_gates: {},
    task_set: mergeTaskSet(parent.task_set, child.task_set ?? {}, weakens),
    reported: [.../* @__PURE__ */ new Set([...parent.reported, ...child.reported ?? []])],
    signals: mergeSignals(parent.signals, child.signals ?? {}, weakens),
    chain: [`${child.id}@${child.version}`, ...parent.chain],
    warnings: [...parent.warnings]
  };
  const k = child.k ?? parent.k;
  if (k !== void 0) merged.k = k;
  for (const t of RELEASE_TIERS) {
    const gates = mergeGates(parent.tier_gates[t] ?? [], child.tier_gates?.[t] ?? [], weakens);
    if (gates.length > 0) merged.tier_gates[t] = gates;
  }
  return merged;
}
function mergeGates(parent, child, weakens) {
  const out = new Map(parent.map((g) => [gateKey(g), g]));
  for (const c of child) {
    const key = gateKey(c);
    const p = out.get(key);
    if (!p) {
      out.set(key, c);
      continue;
    }
    if (p.floor !== void 0 && (c.floor === void 0 || c.floor < p.floor)) throw weakens(`gate ${key} lowers its floor from ${p.floor} to ${c.floor ?? "none"}`);
    if (p.ceiling !== void 0 && (c.ceiling === void 0 || c.ceiling > p.ceiling)) throw weakens(`gate ${key} raises its ceiling from ${p.ceiling} to ${c.ceiling ?? "none"}`);
    if (p.k !== void 0 && (c.k === void 0 || c.k < p.k)) throw weakens(`gate ${key} lowers k from ${p.k} to ${c.k ?? "none"}`);
    if (p.source !== void 0 && c.source !== void 0 && c.source !== p.source) throw weakens(`gate ${key} changes its source from ${p.source} to ${c.source}`);
    const weaker = statsWeakening(p, c);
    if (weaker) throw weakens(`gate ${key} ${weaker}`);
    const g = { ...p, ...c };
    if (c.source === void 0 && p.source !== void 0) g.source = p.source;
    out.set(key, g);
  }
  return [...out.values()];
}
function statsWeakening(p, c) {
  if (p.confidence !== void 0 && (c.confidence ?? p.confidence) < p.confidence) return `lowers its confidence from ${p.confidence} to ${c.confidence}`;
  if (p.min_n !== void 0 && (c.min_n ?? p.min_n) < p.min_n) return `lowers min_n from ${p.min_n} to ${c.min_n}`;
  if (p.method === "exact" && c.method === "wilson") return "trades the exact bound for the Wilson bound";
  if (c.regression && p.floor === void 0 && p.ceiling === void 0 && c.floor === void 0 && c.ceiling === void 0) return "becomes a regression alone; give it a floor or ceiling too";
  if (p.regression && c.regression) {
    if (c.regression.max_drop > p.regression.max_drop) return `allows a larger drop (${c.regression.max_drop}) than ${p.regression.max_drop}`;
    if (c.regression.confidence < p.regression.confidence) return `lowers its regression confidence from ${p.regression.confidence} to ${c.regression.confidence}`;
  }
  return void 0;
}
function mergeTaskSet(parent, child, weakens) {
  const out = { ...parent, ...child };
  if (parent.min_held_out_share !== void 0 && (child.min_held_out_share ?? parent.min_held_out_share) < parent.min_held_out_share)
    throw weakens(`task_set.min_held_out_share ${child.min_held_out_share} is below ${parent.min_held_out_share}`);
  if (parent.min_canaries !== void 0 && (child.min_canaries ?? parent.min_canaries) < parent.min_canaries) throw weakens(`task_set.min_canaries ${child.min_canaries} is below ${parent.min_canaries}`);
  if (parent.reset_between_attempts && child.reset_between_attempts === false) throw weakens("task_set.reset_between_attempts is turned off");
  return out;
}
function mergeSignals(parent, child, weakens) {
  const out = { ...parent, ...child };
  if (parent.min_tier && (!child.min_tier || tierBelow(child.min_tier, parent.min_tier))) {
    if (child.min_tier) throw weakens(`signals.min_tier ${child.min_tier} is weaker than ${parent.min_tier}`);
    out.min_tier = parent.min_tier;
  }
  if (parent.require_acceptance && child.require_acceptance === false) throw weakens("signals.require_acceptance is turned off");
  if (parent.blocking_escalation) {
    const dropped = parent.blocking_escalation.filter((s) => child.blocking_escalation && !child.blocking_escalation.includes(s));
    if (dropped.length > 0) throw weakens(`signals.blocking_escalation drops ${dropped.join(", ")}`);
  }
  const p = parent.soft_holds ?? {};
  const c = child.soft_holds ?? {};
  for (const k of ["flat_confidence", "calibration_inversion", "continuation_overclaim"]) if (p[k] && c[k] === false) throw weakens(`signals.soft_holds.${k} is turned off`);
  if (p.min_calibration !== void 0 && c.min_calibration !== void 0 && c.min_calibration < p.min_calibration) throw weakens(`signals.soft_holds.min_calibration ${c.min_calibration} is below ${p.min_calibration}`);
  if (p.max_high_conf_failures !== void 0 && c.max_high_conf_failures !== void 0 && c.max_high_conf_failures > p.max_high_conf_failures)
    throw weakens(`signals.soft_holds.max_high_conf_failures ${c.max_high_conf_failures} is above ${p.max_high_conf_failures}`);
  if (parent.soft_holds || child.soft_holds) out.soft_holds = { ...p, ...c };
  return out;
}
function thresholdWarnings(p) {
  const all = [...p.gates, ...Object.values(p.tier_gates).flat()];
  return all.filter((g) => (g.floor !== void 0 || g.ceiling !== void 0) && !g.evidence).map((g) => `profile ${p.id}@${p.version}: gate ${gateKey(g)} has a ${g.floor !== void 0 ? `floor ${g.floor}` : `ceiling ${g.ceiling}`} with no evidence note saying why that number`);
}

// aqr-validator:profile
var profile = validate03;
var schema03 = SCHEMAS["profile"];
var func02 = Object.prototype.hasOwnProperty;
var func1 = require_ucs2length().default;
var pattern03 = new RegExp("^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$", "u");
var schema1 = SCHEMAS["profile"]["$defs"]["gate"];
var pattern12 = new RegExp("^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", "u");
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate1.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema1.required, parentSchema: schema1, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func02.call(schema1.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema1, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (!pattern12.test(data0)) {
          const err2 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema1.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.id.type, parentSchema: schema1.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.split !== void 0) {
      let data1 = data.split;
      if (typeof data1 !== "string") {
        const err4 = { instancePath: instancePath + "/split", schemaPath: "#/properties/split/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.split.type, parentSchema: schema1.properties.split, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data1 === "held-in" || data1 === "held-out" || data1 === "all")) {
        const err5 = { instancePath: instancePath + "/split", schemaPath: "#/properties/split/enum", keyword: "enum", params: { allowedValues: schema1.properties.split.enum }, message: "must be equal to one of the allowed values", schema: schema1.properties.split.enum, parentSchema: schema1.properties.split, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.k !== void 0) {
      let data2 = data.k;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err6 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema1.properties.k.type, parentSchema: schema1.properties.k, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 2 || isNaN(data2)) {
          const err7 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema1.properties.k, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.floor !== void 0) {
      let data3 = data.floor;
      if (!(typeof data3 == "number" && isFinite(data3))) {
        const err8 = { instancePath: instancePath + "/floor", schemaPath: "#/properties/floor/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema1.properties.floor.type, parentSchema: schema1.properties.floor, data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.ceiling !== void 0) {
      let data4 = data.ceiling;
      if (!(typeof data4 == "number" && isFinite(data4))) {
        const err9 = { instancePath: instancePath + "/ceiling", schemaPath: "#/properties/ceiling/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema1.properties.ceiling.type, parentSchema: schema1.properties.ceiling, data: data4 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data5 = data.source;
      if (typeof data5 !== "string") {
        const err10 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.source.type, parentSchema: schema1.properties.source, data: data5 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (!(data5 === "acs" || data5 === "assert" || data5 === "native" || data5 === "custom")) {
        const err11 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema1.properties.source.enum }, message: "must be equal to one of the allowed values", schema: schema1.properties.source.enum, parentSchema: schema1.properties.source, data: data5 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.evidence !== void 0) {
      let data6 = data.evidence;
      if (typeof data6 === "string") {
        if (func1(data6) < 1) {
          const err12 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema1.properties.evidence, data: data6 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.evidence.type, parentSchema: schema1.properties.evidence, data: data6 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.confidence !== void 0) {
      let data7 = data.confidence;
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 >= 1 || isNaN(data7)) {
          const err14 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema1.properties.confidence, data: data7 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data7 <= 0.5 || isNaN(data7)) {
          const err15 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema1.properties.confidence, data: data7 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema1.properties.confidence.type, parentSchema: schema1.properties.confidence, data: data7 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.min_n !== void 0) {
      let data8 = data.min_n;
      if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
        const err17 = { instancePath: instancePath + "/min_n", schemaPath: "#/properties/min_n/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema1.properties.min_n.type, parentSchema: schema1.properties.min_n, data: data8 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 < 1 || isNaN(data8)) {
          const err18 = { instancePath: instancePath + "/min_n", schemaPath: "#/properties/min_n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema1.properties.min_n, data: data8 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.method !== void 0) {
      let data9 = data.method;
      if (typeof data9 !== "string") {
        const err19 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.method.type, parentSchema: schema1.properties.method, data: data9 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (!(data9 === "wilson" || data9 === "exact")) {
        const err20 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/enum", keyword: "enum", params: { allowedValues: schema1.properties.method.enum }, message: "must be equal to one of the allowed values", schema: schema1.properties.method.enum, parentSchema: schema1.properties.method, data: data9 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.resamples !== void 0) {
      let data10 = data.resamples;
      if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
        const err21 = { instancePath: instancePath + "/resamples", schemaPath: "#/properties/resamples/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema1.properties.resamples.type, parentSchema: schema1.properties.resamples, data: data10 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data10 == "number" && isFinite(data10)) {
        if (data10 > 1e5 || isNaN(data10)) {
          const err22 = { instancePath: instancePath + "/resamples", schemaPath: "#/properties/resamples/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema1.properties.resamples, data: data10 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data10 < 100 || isNaN(data10)) {
          const err23 = { instancePath: instancePath + "/resamples", schemaPath: "#/properties/resamples/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema1.properties.resamples, data: data10 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.regression !== void 0) {
      let data11 = data.regression;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        if (data11.max_drop === void 0) {
          const err24 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/required", keyword: "required", params: { missingProperty: "max_drop" }, message: "must have required property 'max_drop'", schema: schema1.properties.regression.required, parentSchema: schema1.properties.regression, data: data11 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data11.confidence === void 0) {
          const err25 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/required", keyword: "required", params: { missingProperty: "confidence" }, message: "must have required property 'confidence'", schema: schema1.properties.regression.required, parentSchema: schema1.properties.regression, data: data11 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        for (const key1 in data11) {
          if (!(key1 === "max_drop" || key1 === "confidence")) {
            const err26 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema1.properties.regression, data: data11 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data11.max_drop !== void 0) {
          let data12 = data11.max_drop;
          if (typeof data12 == "number" && isFinite(data12)) {
            if (data12 > 1 || isNaN(data12)) {
              const err27 = { instancePath: instancePath + "/regression/max_drop", schemaPath: "#/properties/regression/properties/max_drop/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema1.properties.regression.properties.max_drop, data: data12 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (data12 < 0 || isNaN(data12)) {
              const err28 = { instancePath: instancePath + "/regression/max_drop", schemaPath: "#/properties/regression/properties/max_drop/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema1.properties.regression.properties.max_drop, data: data12 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          } else {
            const err29 = { instancePath: instancePath + "/regression/max_drop", schemaPath: "#/properties/regression/properties/max_drop/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema1.properties.regression.properties.max_drop.type, parentSchema: schema1.properties.regression.properties.max_drop, data: data12 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data11.confidence !== void 0) {
          let data13 = data11.confidence;
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 >= 1 || isNaN(data13)) {
              const err30 = { instancePath: instancePath + "/regression/confidence", schemaPath: "#/properties/regression/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema1.properties.regression.properties.confidence, data: data13 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (data13 <= 0.5 || isNaN(data13)) {
              const err31 = { instancePath: instancePath + "/regression/confidence", schemaPath: "#/properties/regression/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema1.properties.regression.properties.confidence, data: data13 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          } else {
            const err32 = { instancePath: instancePath + "/regression/confidence", schemaPath: "#/properties/regression/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema1.properties.regression.properties.confidence.type, parentSchema: schema1.properties.regression.properties.confidence, data: data13 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.properties.regression.type, parentSchema: schema1.properties.regression, data: data11 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data14 = data.mode;
      if (typeof data14 !== "string") {
        const err34 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.properties.mode.type, parentSchema: schema1.properties.mode, data: data14 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (!(data14 === "enforce" || data14 === "shadow")) {
        const err35 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema1.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema1.properties.mode.enum, parentSchema: schema1.properties.mode, data: data14 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
  } else {
    const err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema1.type, parentSchema: schema1, data };
    if (vErrors === null) {
      vErrors = [err36];
    } else {
      vErrors.push(err36);
    }
    errors++;
  }
  validate1.errors = vErrors;
  return errors === 0;
}
validate1.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate03.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema03.required, parentSchema: schema03, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.version === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema03.required, parentSchema: schema03, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func02.call(schema03.properties, key0)) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema03, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (!pattern03.test(data0)) {
          const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$" }, message: 'must match pattern "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$"', schema: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$", parentSchema: schema03.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema03.properties.id.type, parentSchema: schema03.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      let data1 = data.version;
      if (typeof data1 === "string") {
        if (func1(data1) < 1) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema03.properties.version, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema03.properties.version.type, parentSchema: schema03.properties.version, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.extends !== void 0) {
      let data2 = data.extends;
      if (typeof data2 === "string") {
        if (func1(data2) < 1) {
          const err7 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema03.properties.extends, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema03.properties.extends.type, parentSchema: schema03.properties.extends, data: data2 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.tier !== void 0) {
      let data3 = data.tier;
      if (typeof data3 !== "string") {
        const err9 = { instancePath: instancePath + "/tier", schemaPath: "#/properties/tier/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema03.properties.tier.type, parentSchema: schema03.properties.tier, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data3 === "T0" || data3 === "T1" || data3 === "T2")) {
        const err10 = { instancePath: instancePath + "/tier", schemaPath: "#/properties/tier/enum", keyword: "enum", params: { allowedValues: schema03.properties.tier.enum }, message: "must be equal to one of the allowed values", schema: schema03.properties.tier.enum, parentSchema: schema03.properties.tier, data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data4 = data.description;
      if (typeof data4 !== "string") {
        const err11 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema03.properties.description.type, parentSchema: schema03.properties.description, data: data4 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.k !== void 0) {
      let data5 = data.k;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err12 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema03.properties.k.type, parentSchema: schema03.properties.k, data: data5 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 2 || isNaN(data5)) {
          const err13 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema03.properties.k, data: data5 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.gates !== void 0) {
      let data6 = data.gates;
      if (Array.isArray(data6)) {
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate1(data6[i0], { instancePath: instancePath + "/gates/" + i0, parentData: data6, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/gates", schemaPath: "#/properties/gates/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema03.properties.gates.type, parentSchema: schema03.properties.gates, data: data6 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.tier_gates !== void 0) {
      let data8 = data.tier_gates;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        for (const key1 in data8) {
          if (!(key1 === "T0" || key1 === "T1" || key1 === "T2")) {
            const err15 = { instancePath: instancePath + "/tier_gates", schemaPath: "#/properties/tier_gates/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema03.properties.tier_gates, data: data8 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data8.T0 !== void 0) {
          let data9 = data8.T0;
          if (Array.isArray(data9)) {
            const len1 = data9.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (!validate1(data9[i1], { instancePath: instancePath + "/tier_gates/T0/" + i1, parentData: data9, parentDataProperty: i1, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err16 = { instancePath: instancePath + "/tier_gates/T0", schemaPath: "#/properties/tier_gates/properties/T0/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema03.properties.tier_gates.properties.T0.type, parentSchema: schema03.properties.tier_gates.properties.T0, data: data9 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data8.T1 !== void 0) {
          let data11 = data8.T1;
          if (Array.isArray(data11)) {
            const len2 = data11.length;
            for (let i2 = 0; i2 < len2; i2++) {
              if (!validate1(data11[i2], { instancePath: instancePath + "/tier_gates/T1/" + i2, parentData: data11, parentDataProperty: i2, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/tier_gates/T1", schemaPath: "#/properties/tier_gates/properties/T1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema03.properties.tier_gates.properties.T1.type, parentSchema: schema03.properties.tier_gates.properties.T1, data: data11 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data8.T2 !== void 0) {
          let data13 = data8.T2;
          if (Array.isArray(data13)) {
            const len3 = data13.length;
            for (let i3 = 0; i3 < len3; i3++) {
              if (!validate1(data13[i3], { instancePath: instancePath + "/tier_gates/T2/" + i3, parentData: data13, parentDataProperty: i3, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/tier_gates/T2", schemaPath: "#/properties/tier_gates/properties/T2/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema03.properties.tier_gates.properties.T2.type, parentSchema: schema03.properties.tier_gates.properties.T2, data: data13 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/tier_gates", schemaPath: "#/properties/tier_gates/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema03.properties.tier_gates.type, parentSchema: schema03.properties.tier_gates, data: data8 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.task_set !== void 0) {
      let data15 = data.task_set;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        for (const key2 in data15) {
          if (!(key2 === "min_held_out_share" || key2 === "min_canaries" || key2 === "reset_between_attempts")) {
            const err20 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema03.properties.task_set, data: data15 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data15.min_held_out_share !== void 0) {
          let data16 = data15.min_held_out_share;
          if (typeof data16 == "number" && isFinite(data16)) {
            if (data16 > 1 || isNaN(data16)) {
              const err21 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema03.properties.task_set.properties.min_held_out_share, data: data16 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data16 < 0 || isNaN(data16)) {
              const err22 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema03.properties.task_set.properties.min_held_out_share, data: data16 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema03.properties.task_set.properties.min_held_out_share.type, parentSchema: schema03.properties.task_set.properties.min_held_out_share, data: data16 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data15.min_canaries !== void 0) {
          let data17 = data15.min_canaries;
          if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
            const err24 = { instancePath: instancePath + "/task_set/min_canaries", schemaPath: "#/properties/task_set/properties/min_canaries/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema03.properties.task_set.properties.min_canaries.type, parentSchema: schema03.properties.task_set.properties.min_canaries, data: data17 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (typeof data17 == "number" && isFinite(data17)) {
            if (data17 < 0 || isNaN(data17)) {
              const err25 = { instancePath: instancePath + "/task_set/min_canaries", schemaPath: "#/properties/task_set/properties/min_canaries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema03.properties.task_set.properties.min_canaries, data: data17 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
        if (data15.reset_between_attempts !== void 0) {
          let data18 = data15.reset_between_attempts;
          if (typeof data18 !== "boolean") {
            const err26 = { instancePath: instancePath + "/task_set/reset_between_attempts", schemaPath: "#/properties/task_set/properties/reset_between_attempts/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema03.properties.task_set.properties.reset_between_attempts.type, parentSchema: schema03.properties.task_set.properties.reset_between_attempts, data: data18 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema03.properties.task_set.type, parentSchema: schema03.properties.task_set, data: data15 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.reported !== void 0) {
      let data19 = data.reported;
      if (Array.isArray(data19)) {
        const len4 = data19.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data20 = data19[i4];
          if (typeof data20 !== "string") {
            const err28 = { instancePath: instancePath + "/reported/" + i4, schemaPath: "#/properties/reported/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema03.properties.reported.items.type, parentSchema: schema03.properties.reported.items, data: data20 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = { instancePath: instancePath + "/reported", schemaPath: "#/properties/reported/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema03.properties.reported.type, parentSchema: schema03.properties.reported, data: data19 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.signals !== void 0) {
      let data21 = data.signals;
      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
        for (const key3 in data21) {
          if (!(key3 === "min_tier" || key3 === "require_acceptance" || key3 === "blocking_escalation" || key3 === "soft_holds")) {
            const err30 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema03.properties.signals, data: data21 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data21.min_tier !== void 0) {
          let data22 = data21.min_tier;
          if (typeof data22 !== "string") {
            const err31 = { instancePath: instancePath + "/signals/min_tier", schemaPath: "#/properties/signals/properties/min_tier/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema03.properties.signals.properties.min_tier.type, parentSchema: schema03.properties.signals.properties.min_tier, data: data22 };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if (!(data22 === "verified" || data22 === "reported" || data22 === "heuristic" || data22 === "asserted")) {
            const err32 = { instancePath: instancePath + "/signals/min_tier", schemaPath: "#/properties/signals/properties/min_tier/enum", keyword: "enum", params: { allowedValues: schema03.properties.signals.properties.min_tier.enum }, message: "must be equal to one of the allowed values", schema: schema03.properties.signals.properties.min_tier.enum, parentSchema: schema03.properties.signals.properties.min_tier, data: data22 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data21.require_acceptance !== void 0) {
          let data23 = data21.require_acceptance;
          if (typeof data23 !== "boolean") {
            const err33 = { instancePath: instancePath + "/signals/require_acceptance", schemaPath: "#/properties/signals/properties/require_acceptance/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema03.properties.signals.properties.require_acceptance.type, parentSchema: schema03.properties.signals.properties.require_acceptance, data: data23 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data21.blocking_escalation !== void 0) {
          let data24 = data21.blocking_escalation;
          if (Array.isArray(data24)) {
            const len5 = data24.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data25 = data24[i5];
              if (typeof data25 !== "string") {
                const err34 = { instancePath: instancePath + "/signals/blocking_escalation/" + i5, schemaPath: "#/properties/signals/properties/blocking_escalation/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema03.properties.signals.properties.blocking_escalation.items.type, parentSchema: schema03.properties.signals.properties.blocking_escalation.items, data: data25 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
              if (!(data25 === "low" || data25 === "medium" || data25 === "high" || data25 === "critical")) {
                const err35 = { instancePath: instancePath + "/signals/blocking_escalation/" + i5, schemaPath: "#/properties/signals/properties/blocking_escalation/items/enum", keyword: "enum", params: { allowedValues: schema03.properties.signals.properties.blocking_escalation.items.enum }, message: "must be equal to one of the allowed values", schema: schema03.properties.signals.properties.blocking_escalation.items.enum, parentSchema: schema03.properties.signals.properties.blocking_escalation.items, data: data25 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            let i6 = data24.length;
            let j0;
            if (i6 > 1) {
              const indices0 = {};
              for (; i6--; ) {
                let item0 = data24[i6];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err36 = { instancePath: instancePath + "/signals/blocking_escalation", schemaPath: "#/properties/signals/properties/blocking_escalation/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i6 + " are identical)", schema: true, parentSchema: schema03.properties.signals.properties.blocking_escalation, data: data24 };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i6;
              }
            }
          } else {
            const err37 = { instancePath: instancePath + "/signals/blocking_escalation", schemaPath: "#/properties/signals/properties/blocking_escalation/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema03.properties.signals.properties.blocking_escalation.type, parentSchema: schema03.properties.signals.properties.blocking_escalation, data: data24 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data21.soft_holds !== void 0) {
          let data26 = data21.soft_holds;
          if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
            for (const key4 in data26) {
              if (!(key4 === "min_calibration" || key4 === "flat_confidence" || key4 === "calibration_inversion" || key4 === "max_high_conf_failures" || key4 === "continuation_overclaim")) {
                const err38 = { instancePath: instancePath + "/signals/soft_holds", schemaPath: "#/properties/signals/properties/soft_holds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema03.properties.signals.properties.soft_holds, data: data26 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data26.min_calibration !== void 0) {
              let data27 = data26.min_calibration;
              if (typeof data27 == "number" && isFinite(data27)) {
                if (data27 > 5 || isNaN(data27)) {
                  const err39 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5 }, message: "must be <= 5", schema: 5, parentSchema: schema03.properties.signals.properties.soft_holds.properties.min_calibration, data: data27 };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                if (data27 < 1 || isNaN(data27)) {
                  const err40 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema03.properties.signals.properties.soft_holds.properties.min_calibration, data: data27 };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
              } else {
                const err41 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema03.properties.signals.properties.soft_holds.properties.min_calibration.type, parentSchema: schema03.properties.signals.properties.soft_holds.properties.min_calibration, data: data27 };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data26.flat_confidence !== void 0) {
              let data28 = data26.flat_confidence;
              if (typeof data28 !== "boolean") {
                const err42 = { instancePath: instancePath + "/signals/soft_holds/flat_confidence", schemaPath: "#/properties/signals/properties/soft_holds/properties/flat_confidence/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema03.properties.signals.properties.soft_holds.properties.flat_confidence.type, parentSchema: schema03.properties.signals.properties.soft_holds.properties.flat_confidence, data: data28 };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data26.calibration_inversion !== void 0) {
              let data29 = data26.calibration_inversion;
              if (typeof data29 !== "boolean") {
                const err43 = { instancePath: instancePath + "/signals/soft_holds/calibration_inversion", schemaPath: "#/properties/signals/properties/soft_holds/properties/calibration_inversion/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema03.properties.signals.properties.soft_holds.properties.calibration_inversion.type, parentSchema: schema03.properties.signals.properties.soft_holds.properties.calibration_inversion, data: data29 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
            if (data26.max_high_conf_failures !== void 0) {
              let data30 = data26.max_high_conf_failures;
              if (!(typeof data30 == "number" && (!(data30 % 1) && !isNaN(data30)) && isFinite(data30))) {
                const err44 = { instancePath: instancePath + "/signals/soft_holds/max_high_conf_failures", schemaPath: "#/properties/signals/properties/soft_holds/properties/max_high_conf_failures/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema03.properties.signals.properties.soft_holds.properties.max_high_conf_failures.type, parentSchema: schema03.properties.signals.properties.soft_holds.properties.max_high_conf_failures, data: data30 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
              if (typeof data30 == "number" && isFinite(data30)) {
                if (data30 < 0 || isNaN(data30)) {
                  const err45 = { instancePath: instancePath + "/signals/soft_holds/max_high_conf_failures", schemaPath: "#/properties/signals/properties/soft_holds/properties/max_high_conf_failures/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema03.properties.signals.properties.soft_holds.properties.max_high_conf_failures, data: data30 };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
              }
            }
            if (data26.continuation_overclaim !== void 0) {
              let data31 = data26.continuation_overclaim;
              if (typeof data31 !== "boolean") {
                const err46 = { instancePath: instancePath + "/signals/soft_holds/continuation_overclaim", schemaPath: "#/properties/signals/properties/soft_holds/properties/continuation_overclaim/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema03.properties.signals.properties.soft_holds.properties.continuation_overclaim.type, parentSchema: schema03.properties.signals.properties.soft_holds.properties.continuation_overclaim, data: data31 };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
          } else {
            const err47 = { instancePath: instancePath + "/signals/soft_holds", schemaPath: "#/properties/signals/properties/soft_holds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema03.properties.signals.properties.soft_holds.type, parentSchema: schema03.properties.signals.properties.soft_holds, data: data26 };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
      } else {
        const err48 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema03.properties.signals.type, parentSchema: schema03.properties.signals, data: data21 };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
  } else {
    const err49 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema03.type, parentSchema: schema03, data };
    if (vErrors === null) {
      vErrors = [err49];
    } else {
      vErrors.push(err49);
    }
    errors++;
  }
  validate03.errors = vErrors;
  return errors === 0;
}
validate03.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// src/record/profile-validator.ts
var profileValidator = () => profile;

// src/profile/validate.ts
function validateProfile(parsed, file) {
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v)) throw new AqrError("ERR_PROFILE_INVALID", "a profile is a mapping with id, version and gates", { file, line: 1 });
  const validate = profileValidator();
  if (!validate(v)) throw schemaError(validate.errors, parsed, file, "ERR_PROFILE_INVALID");
  const doc = v;
  const check2 = (gates, at) => gates?.forEach((g, i) => {
    const problem = gateProblem(g);
    if (problem) {
      const path = [...at, i];
      const line = parsed.lineOf(path);
      throw new AqrError("ERR_PROFILE_INVALID", problem, { file, field: `${at.join(".")}[${i}] ${g.id}`, ...line === void 0 ? {} : { line } });
    }
  });
  check2(doc.gates, ["gates"]);
  for (const [tier, gates] of Object.entries(doc.tier_gates ?? {})) check2(gates, ["tier_gates", tier]);
  return doc;
}
function gateProblem(g) {
  if (g.floor !== void 0 && g.ceiling !== void 0) return "a gate has a floor or a ceiling, not both";
  if (isExtension(g.id)) return void 0;
  const def = lookupMeasure(g.id);
  if (!def) {
    if (g.floor !== void 0 || g.ceiling !== void 0 || g.source !== "acs" && g.source !== "assert")
      return `'${g.id}' is not a registered measure; prefix local measures with 'x-', or make it a decision (source: acs or assert)`;
    return void 0;
  }
  if (def.kind === "judged") return `${g.id} is a judged measure: only deterministic measures may gate (record it, do not gate on it)`;
  if (def.value === "boolean" && (g.floor !== void 0 || g.ceiling !== void 0)) return `${g.id} is a boolean: its gate passes when it is true, with no floor or ceiling`;
  if (g.floor !== void 0 && def.better === "lower") return `${g.id} is lower-is-better: give it a ceiling, not a floor`;
  if (g.ceiling !== void 0 && def.better === "higher") return `${g.id} is higher-is-better: give it a floor, not a ceiling`;
  const t = g.floor ?? g.ceiling;
  if (t !== void 0 && def.value === "fraction" && (t < 0 || t > 1)) return `${g.id} is a fraction: its threshold must be in [0, 1], got ${t}`;
  if (t !== void 0 && def.value === "kappa" && (t < -1 || t > 1)) return `${g.id} is a kappa: its threshold must be in [-1, 1], got ${t}`;
  if (g.k !== void 0 && !def.k) return `${g.id} takes no k`;
  return statsProblem(g, def.value === "fraction");
}
function statsProblem(g, fraction) {
  const ratio = RATIO_MEASURES.has(g.id);
  if (g.confidence === void 0) {
    if (g.min_n !== void 0 || g.method !== void 0 || g.resamples !== void 0) return `${g.id}: min_n, method and resamples qualify a confidence bound; set confidence too`;
  } else {
    if (g.floor === void 0 && g.ceiling === void 0) return `${g.id}: a confidence bound is judged against a threshold; give a floor or a ceiling`;
    if (!fraction && !ratio) return `${g.id}: confidence bounds are computed for proportions and per-success ratios, not for this measure`;
    if (ratio && g.method !== void 0) return `${g.id} is a ratio of sums: its bound is a bootstrap, so method does not apply`;
    if (fraction && g.resamples !== void 0) return `${g.id} is a proportion: its bound is exact or Wilson, so resamples does not apply`;
  }
  if (g.regression && !fraction) return `${g.id}: a regression is tested on a proportion against the baseline's; this measure is not one`;
  return void 0;
}

// src/io/bar-source.ts
import { existsSync as existsSync3 } from "node:fs";
import { isAbsolute as isAbsolute3, relative as relative2, resolve as resolve2, sep } from "node:path";
var BarSourceError = class extends AqrError {
};
function checkoutSource() {
  return {
    ref: null,
    label: "the checkout",
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => existsSync3(path) ? readFileBytes(path, what, maxBytes) : void 0
  };
}
function insideRoot(path, root) {
  const rel = relative2(root, resolve2(path));
  if (rel === "" || rel.startsWith("..") || isAbsolute3(rel)) return void 0;
  return sep === "/" ? rel : rel.split(sep).join("/");
}
async function git(args, cwd, maxBuffer = 1024 * 1024) {
  const { execFile } = await import("node:child_process");
  return new Promise(
    (done) => execFile("git", args, { cwd, encoding: "buffer", maxBuffer, env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } }, (e, out, err) => done({ ok: !e, out, err: err.toString("utf8") }))
  );
}
async function gitCommit(ref, cwd = process.cwd()) {
  if (ref.startsWith("-")) return void 0;
  const r = await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd);
  return r.ok ? r.out.toString("utf8").trim() : void 0;
}
async function gitSource(ref, cwd = process.cwd()) {
  const sha = await gitCommit(ref, cwd);
  if (!sha) throw new BarSourceError("ERR_USAGE", `--bar-ref ${JSON.stringify(ref)} names no commit in the git repository here (with actions/checkout, fetch the base: fetch-depth: 0)`);
  const top = await git(["rev-parse", "--show-toplevel"], cwd);
  const root = top.out.toString("utf8").trim();
  return {
    ref: sha,
    label: `commit ${sha.slice(0, 12)}`,
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => {
      const rel = insideRoot(resolve2(cwd, path), root);
      if (rel === void 0) return void 0;
      const size = await git(["cat-file", "-s", `${sha}:${rel}`], root);
      if (!size.ok) {
        if (/does not exist|exists on disk, but not in|not a valid object name|Not a valid object name/i.test(size.err)) return void 0;
        throw new BarSourceError("ERR_INPUT_READ", `cannot be read at commit ${sha.slice(0, 12)} (${size.err.trim().split("\n")[0] ?? "git failed"})`, { file: path });
      }
      const type = await git(["cat-file", "-t", `${sha}:${rel}`], root);
      if (type.out.toString("utf8").trim() !== "blob") throw new BarSourceError("ERR_INPUT_READ", `is a folder at commit ${sha.slice(0, 12)}, expected a ${what}`, { file: path });
      const n2 = Number(size.out.toString("utf8").trim());
      if (n2 > maxBytes) throw new BarSourceError("ERR_INPUT_TOO_LARGE", `is ${n2} bytes at commit ${sha.slice(0, 12)}; a ${what} is at most ${maxBytes}`, { file: path });
      const blob = await git(["cat-file", "blob", `${sha}:${rel}`], root, maxBytes + 1024);
      if (!blob.ok) throw new BarSourceError("ERR_INPUT_READ", `cannot be read at commit ${sha.slice(0, 12)} (${blob.err.trim().split("\n")[0] ?? "git failed"})`, { file: path });
      return blob.out;
    }
  };
}

// src/io/profile-file.ts
var BUILT_IN = /^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9][0-9A-Za-z.-]*$/;
function builtInProfileDir() {
  let dir = dirname3(fileURLToPath(import.meta.url));
  for (; ; ) {
    const candidate = join3(dir, "profiles");
    if (existsSync4(join3(dir, "package.json")) && existsSync4(candidate)) return candidate;
    const up = dirname3(dir);
    if (up === dir) throw new AqrError("ERR_PROFILE_NOT_FOUND", "the built-in profiles/ folder is missing from this installation");
    dir = up;
  }
}
async function loadProfile(ref, from = process.cwd(), source = checkoutSource(), files = []) {
  const profile2 = await load(ref, from, [], source, files);
  profile2.warnings.push(...thresholdWarnings(profile2));
  return profile2;
}
async function load(ref, from, seen, source, files, namedBy) {
  let located;
  try {
    located = await locate(ref, from, source);
  } catch (e) {
    if (!namedBy || !(e instanceof AqrError)) throw e;
    throw new AqrError(e.code, e.message, { file: namedBy.file, field: "extends", ...namedBy.line === void 0 ? {} : { line: namedBy.line } });
  }
  const { file, bytes, name } = located;
  if (seen.includes(file)) throw new AqrError("ERR_PROFILE_INVALID", `extends itself through ${[...seen, file].join(" \u2192 ")}`, { file });
  files.push({ role: "profile", path: name, sha256: sha256Hex(bytes) });
  const parsed = await readDocument(decodeText(bytes, file, "profile"), file);
  const doc = validateProfile(parsed, file);
  if (doc.extends === void 0) return fromDoc(doc);
  const parent = await load(doc.extends, dirname3(file), [...seen, file], source, files, { file, line: parsed.lineOf(["extends"]) });
  return extendProfile(parent, doc, file);
}
async function locate(ref, from, source) {
  const path = posixRelative(resolve3(from, ref));
  const bytes = await source.read(path, "profile");
  if (bytes) return { file: path, bytes, name: path };
  if (BUILT_IN.test(ref)) {
    const builtIn = join3(builtInProfileDir(), `${ref}.yaml`);
    if (existsSync4(builtIn)) return { file: posixRelative(builtIn), bytes: await readFileBytes(builtIn, "profile"), name: ref };
    throw new AqrError("ERR_PROFILE_NOT_FOUND", `no built-in profile ${ref}${builtInHint(ref)}`, { file: ref });
  }
  const versions = builtInProfiles().filter((p) => p.startsWith(`${ref}@`));
  if (versions.length > 0) throw new AqrError("ERR_PROFILE_NOT_FOUND", `a built-in profile is named with its version: ${versions.join(", ")}`, { file: ref });
  const where2 = source.ref === null ? "" : ` at ${source.label}`;
  throw new AqrError("ERR_PROFILE_NOT_FOUND", `no such profile file${where2} (tried ${path})${/^[a-z0-9-]+\/[a-z0-9._-]+$/i.test(ref) && !/\.(ya?ml|json)$/i.test(ref) ? `; built-in profiles: ${builtInProfiles().join(", ")}` : ""}`, { file: ref });
}
function builtInProfiles() {
  const root = builtInProfileDir();
  return readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml")).map((f) => f.slice(0, -".yaml".length).split(sep2).join("/")).sort();
}
function builtInHint(ref) {
  const all = builtInProfiles();
  const near = closestMatch(ref, all, { maxDistance: Math.max(3, Math.floor(ref.length / 3)) });
  return `${near ? ` (did you mean ${near}?)` : ""}; built in: ${all.join(", ")}`;
}

// src/io/bar-files.ts
async function readBar(paths, source, files = []) {
  const profile2 = await loadProfile(paths.profile, process.cwd(), source, files);
  const need = async (file, role, what, max) => {
    const bytes = await source.read(file, what, max);
    if (!bytes) throw new AqrError("ERR_INPUT_READ", source.ref === null ? "no such file" : `no such file at ${source.label}`, { file });
    const sha2562 = sha256Hex(bytes);
    files.push({ role, path: file, sha256: sha2562 });
    return { bytes, sha256: sha2562 };
  };
  const m = await need(paths.taskManifest, "task-manifest", "task manifest", MAX_MANIFEST_BYTES);
  const manifest = await manifestFromText(decodeText(m.bytes, paths.taskManifest, "task manifest"), paths.taskManifest);
  const a = await need(paths.authority, "authority", "authority policy");
  const authority = await authorityFromBytes(a.bytes, paths.authority);
  const texts = [];
  if (paths.decisions.length > 0) {
    const named2 = [];
    if (source.ref !== null) {
      for (const p of paths.decisions) if (!await isDynamicPattern(p)) named2.push(p);
    }
    const globbed = paths.decisions.filter((p) => !named2.includes(p));
    for (const file of [...named2, ...globbed.length > 0 ? await expandFiles(globbed, "decisions") : []]) {
      const bytes = await source.read(file, "decisions");
      if (!bytes) {
        if (source.ref === null) throw new AqrError("ERR_INPUT_READ", "no such file", { file });
        continue;
      }
      files.push({ role: "decisions", path: file, sha256: sha256Hex(bytes) });
      texts.push({ file, text: decodeText(bytes, file, "decisions") });
    }
  }
  return { profile: profile2, manifest, manifestDigest: `sha256:${m.sha256}`, authority, decisions: await decisionsFromTexts(texts), files };
}

// src/bar/diff.ts
var NAMED = 10;
function barDiff(base, proposed, baseFiles = base?.files ?? []) {
  const lines = [];
  const key = (f) => `${f.role}|${f.path}`;
  const before = new Map(baseFiles.map((f) => [key(f), f]));
  const after = new Map(proposed.files.map((f) => [key(f), f]));
  const changedFiles = [];
  for (const [k, f] of after) {
    const b = before.get(k);
    if (!b) lines.push(`${f.role} file ${f.path} is now part of the bar`);
    else if (b.sha256 !== f.sha256) changedFiles.push(f);
  }
  for (const [k, f] of before) if (!after.has(k)) lines.push(`${f.role} file ${f.path} is no longer part of the bar`);
  const changed = lines.length > 0 || changedFiles.length > 0;
  if (!changed) return { changed, lines, heldOutChanged: false };
  if (!base) return { changed, lines: [...lines, ...changedFiles.map((f) => `${f.role} file ${f.path} changed`)], heldOutChanged: true };
  const semantic = lines.length;
  lines.push(...profileDiff(base.profile, proposed.profile));
  const split = manifestDiff(base.manifest, proposed.manifest);
  lines.push(...split.lines);
  lines.push(...authorityDiff(base.authority, proposed.authority));
  lines.push(...decisionsDiff(base.decisions, proposed.decisions));
  if (lines.length === semantic)
    for (const f of changedFiles) lines.push(`${f.role} file ${f.path} changed (no threshold, split, canary or decision differs)`);
  return { changed, lines, heldOutChanged: split.heldOutChanged };
}
function gateName(g) {
  return `${g.id}${g.split ? ` (${g.split})` : ""}`;
}
function threshold(g) {
  return g.floor !== void 0 ? `floor ${g.floor}` : g.ceiling !== void 0 ? `ceiling ${g.ceiling}` : "no threshold";
}
function arrow(a, b) {
  const show = (v) => v === void 0 ? "none" : typeof v === "string" ? v : JSON.stringify(v);
  return `${show(a)} \u2192 ${show(b)}`;
}
function profileDiff(a, b) {
  const out = [];
  if (a.id !== b.id || a.version !== b.version) out.push(`profile ${a.id}@${a.version} \u2192 ${b.id}@${b.version}`);
  if (a.chain.slice(1).join(",") !== b.chain.slice(1).join(",")) out.push(`profile extends ${arrow(a.chain.slice(1).join(" \u2192 ") || void 0, b.chain.slice(1).join(" \u2192 ") || void 0)}`);
  if (a.tier !== b.tier) out.push(`tier ${arrow(a.tier, b.tier)}`);
  if (a.k !== b.k) out.push(`k ${arrow(a.k, b.k)}`);
  const all = (p) => {
    const m = /* @__PURE__ */ new Map();
    for (const g of p.gates) m.set(gateKey(g), g);
    for (const t of RELEASE_TIERS) for (const g of p.tier_gates[t] ?? []) m.set(`${t}:${gateKey(g)}`, g);
    return m;
  };
  const ga = all(a);
  const gb = all(b);
  const where2 = (k) => /^T\d:/.test(k) ? ` (tier ${k.slice(0, 2)})` : "";
  for (const [k, g] of ga) {
    const h = gb.get(k);
    if (!h) {
      out.push(`gate ${gateName(g)}${where2(k)} removed (was ${threshold(g)})`);
      continue;
    }
    if (g.floor !== h.floor) out.push(`floor of ${gateName(g)}${where2(k)} ${arrow(g.floor, h.floor)}`);
    if (g.ceiling !== h.ceiling) out.push(`ceiling of ${gateName(g)}${where2(k)} ${arrow(g.ceiling, h.ceiling)}`);
    if (g.k !== h.k) out.push(`k of ${gateName(g)}${where2(k)} ${arrow(g.k, h.k)}`);
    if ((g.source ?? "native") !== (h.source ?? "native")) out.push(`source of ${gateName(g)}${where2(k)} ${arrow(g.source ?? "native", h.source ?? "native")}`);
  }
  for (const [k, g] of gb) if (!ga.has(k)) out.push(`gate ${gateName(g)}${where2(k)} added (${threshold(g)})`);
  for (const f of /* @__PURE__ */ new Set([...Object.keys(a.task_set), ...Object.keys(b.task_set)]))
    if (a.task_set[f] !== b.task_set[f]) out.push(`task_set.${f} ${arrow(a.task_set[f], b.task_set[f])}`);
  for (const f of /* @__PURE__ */ new Set([...Object.keys(a.signals), ...Object.keys(b.signals)]))
    if (JSON.stringify(a.signals[f]) !== JSON.stringify(b.signals[f])) out.push(`signals.${f} ${arrow(a.signals[f], b.signals[f])}`);
  return out;
}
function named(ids) {
  const shown = ids.slice(0, NAMED).join(", ");
  return ids.length > NAMED ? `${shown} and ${ids.length - NAMED} more` : shown;
}
function manifestDiff(a, b) {
  const out = [];
  const ca = new Set(a.canary_ids);
  const cb = new Set(b.canary_ids);
  const removed = a.canary_ids.filter((c) => !cb.has(c));
  const added = b.canary_ids.filter((c) => !ca.has(c));
  if (removed.length) out.push(`${removed.length === 1 ? "canary" : `${removed.length} canaries`} ${named(removed)} removed`);
  if (added.length) out.push(`${added.length === 1 ? "canary" : `${added.length} canaries`} ${named(added)} added`);
  let outToIn = 0;
  let inToOut = 0;
  const gone = { "held-in": 0, "held-out": 0 };
  const fresh = { "held-in": 0, "held-out": 0 };
  for (const t of a.tasks.values()) {
    if (t.canary) continue;
    const u = b.tasks.get(t.id);
    if (!u || u.canary) gone[t.split]++;
    else if (t.split === "held-out" && u.split === "held-in") outToIn++;
    else if (t.split === "held-in" && u.split === "held-out") inToOut++;
  }
  for (const u of b.tasks.values()) if (!u.canary && (!a.tasks.has(u.id) || a.tasks.get(u.id)?.canary)) fresh[u.split]++;
  const tasks = (n2) => `${n2} task${n2 === 1 ? "" : "s"}`;
  if (outToIn) out.push(`${tasks(outToIn)} moved from held-out to held-in`);
  if (inToOut) out.push(`${tasks(inToOut)} moved from held-in to held-out`);
  for (const s of ["held-out", "held-in"]) {
    if (gone[s]) out.push(`${tasks(gone[s])} removed from ${s}`);
    if (fresh[s]) out.push(`${tasks(fresh[s])} added to ${s}`);
  }
  return { lines: out, heldOutChanged: removed.length + added.length + outToIn + inToOut + gone["held-out"] + fresh["held-out"] > 0 };
}
function authorityDiff(a, b) {
  const out = [];
  for (const f of ["acs_policy_version", "sandbox", "egress"]) if (a[f] !== b[f]) out.push(`authority ${f} ${arrow(a[f], b[f])}`);
  const ca = new Set(a.capabilities ?? []);
  const cb = new Set(b.capabilities ?? []);
  const added = [...cb].filter((c) => !ca.has(c));
  const removed = [...ca].filter((c) => !cb.has(c));
  if (added.length) out.push(`authority capabilities added: ${named(added)}`);
  if (removed.length) out.push(`authority capabilities removed: ${named(removed)}`);
  return out;
}
function decisionsDiff(a, b) {
  const out = [];
  const mb = new Map(b.map((d) => [d.id, d]));
  const ma = new Map(a.map((d) => [d.id, d]));
  for (const d of a) {
    const e = mb.get(d.id);
    if (!e) out.push(`decision for ${d.id} removed (was ${d.result})`);
    else if (e.result !== d.result || e.source !== d.source) out.push(`decision for ${d.id} changed (${d.result}${e.source !== d.source ? ` from ${d.source}` : ""} \u2192 ${e.result}${e.source !== d.source ? ` from ${e.source}` : ""})`);
  }
  for (const d of b) if (!ma.has(d.id)) out.push(`decision for ${d.id} added (${d.result})`);
  return out;
}

// src/pipeline/bar.ts
function unpinned(proposed) {
  return { judged: proposed, record: { ref: null, files: proposed.files, changed: false }, holds: [], unseal: false };
}
async function pinBar(paths, proposed, source, accepted) {
  const baseFiles = [];
  let base;
  let unreadable;
  try {
    base = await readBar(paths, source, baseFiles);
  } catch (e) {
    if (!isAqrError(e) || e instanceof BarSourceError) throw e;
    unreadable = e.format();
  }
  const diff = barDiff(base, proposed, baseFiles);
  if (unreadable) diff.lines.unshift(`the bar at ${source.label} does not load (${unreadable})`);
  if (!diff.changed && base) return { judged: base, record: { ref: source.ref, files: base.files, changed: false }, holds: [], unseal: false };
  const unseal = diff.heldOutChanged;
  const change = { base: source.label, lines: diff.lines, enforced: accepted || !base ? "proposed" : "base" };
  if (accepted) change.accepted = accepted;
  const holds = accepted ? [] : [{ code: "BAR_CHANGED", message: `this change alters the bar it is judged by (${diff.lines.length} difference${diff.lines.length === 1 ? "" : "s"} from ${source.label}); a person other than its author must approve it` }];
  if (change.enforced === "proposed") {
    const out = { judged: proposed, record: { ref: null, files: proposed.files, changed: true }, change, holds, unseal };
    if (base) out.other = { bar: base, which: "base" };
    return out;
  }
  return { judged: base, other: { bar: proposed, which: "proposed" }, record: { ref: source.ref, files: base.files, changed: true }, change, holds, unseal };
}
function fallBackToProposed(pinned, proposed, why) {
  const change = { ...pinned.change, enforced: "proposed" };
  change.lines = [...change.lines, `the evidence does not fit the bar at ${change.base} (${why.format()}): judged by this change's own bar`];
  return { judged: proposed, record: { ref: null, files: proposed.files, changed: true }, change, holds: pinned.holds, unseal: pinned.unseal };
}

// src/ledger/tally.ts
var DuplicateAttempt = class extends AqrError {
  constructor(taskId, attempt, file, line) {
    super("ERR_INPUT_DUPLICATE", `task ${taskId} attempt ${attempt} appears twice`, { file, line });
    this.taskId = taskId;
    this.attempt = attempt;
  }
  taskId;
  attempt;
};
var MASKED = 32;
var FIXED = { cost: 1e9, tokens: 1, latency: 1e6 };
var TrialTally = class {
  constructor(manifest) {
    this.manifest = manifest;
    this.seen = new Uint32Array(manifest.tasks.size);
    this.passed = new Uint32Array(manifest.tasks.size);
    const n2 = manifest.tasks.size;
    this.taskSums = { cost: new Float64Array(n2), tokens: new Float64Array(n2), latency: new Float64Array(n2) };
  }
  manifest;
  files = [];
  /** Every line read: the ledger's event count. */
  events = 0;
  totals = { attempts: 0, successes: 0, cost: { sum: 0, n: 0 }, tokens: { sum: 0, n: 0 }, latency: { sum: 0, n: 0 } };
  /** Per kind: attempts (all tasks) carrying the count, and those with zero. */
  violations = { policy: { runs: 0, clean: 0 }, tool_abuse: { runs: 0, clean: 0 }, isolation: { runs: 0, clean: 0 } };
  /**
   * Per task (manifest order), the attempts' cost, tokens and latency in fixed
   * point (nano-USD, tokens, microseconds): sums of integers, so shard order
   * cannot change them. The bootstrap of per-success ceilings resamples these.
   */
  taskSums;
  seen;
  passed;
  lastId;
  lastTask;
  /** Attempts past 32, rare: task index \u{2192} attempt \u{2192} passed. */
  overflow = /* @__PURE__ */ new Map();
  addFile(name) {
    return this.files.push(name) - 1;
  }
  add(t, file, line) {
    const name = this.files[file] ?? "?";
    const task = t.task_id === this.lastId ? this.lastTask : this.manifest.tasks.get(t.task_id);
    this.lastId = t.task_id;
    this.lastTask = task;
    if (!task) throw new AqrError("ERR_INPUT_MISMATCH", `task ${t.task_id} is not in the task manifest: evidence from another task set does not count`, { file: name, line, field: "task_id" });
    if (t.split !== void 0 && t.split !== task.split)
      throw new AqrError("ERR_INPUT_MISMATCH", `task ${t.task_id} is ${task.split} in the manifest but ${t.split} here`, { file: name, line, field: "split" });
    const i = task.index;
    if (t.attempt <= MASKED) {
      const bit = 1 << t.attempt - 1;
      if (this.seen[i] & bit) throw new DuplicateAttempt(t.task_id, t.attempt, name, line);
      this.seen[i] = this.seen[i] | bit;
      if (t.passed) this.passed[i] = this.passed[i] | bit;
    } else {
      let more2 = this.overflow.get(i);
      if (!more2) this.overflow.set(i, more2 = /* @__PURE__ */ new Map());
      if (more2.has(t.attempt)) throw new DuplicateAttempt(t.task_id, t.attempt, name, line);
      more2.set(t.attempt, t.passed);
    }
    this.events++;
    const v = t.violations;
    if (v) {
      const counts = this.violations;
      if (v.policy !== void 0) count(counts.policy, v.policy);
      if (v.tool_abuse !== void 0) count(counts.tool_abuse, v.tool_abuse);
      if (v.isolation !== void 0) count(counts.isolation, v.isolation);
    }
    if (task.canary) return;
    const tot = this.totals;
    tot.attempts++;
    if (t.passed) tot.successes++;
    const ts = this.taskSums;
    if (t.cost_usd !== void 0) {
      sum(tot.cost, t.cost_usd, "cost_usd", name, line);
      ts.cost[i] = ts.cost[i] + Math.round(t.cost_usd * FIXED.cost);
    }
    if (t.tokens !== void 0) {
      sum(tot.tokens, t.tokens, "tokens", name, line);
      ts.tokens[i] = ts.tokens[i] + Math.round(t.tokens * FIXED.tokens);
    }
    if (t.latency_s !== void 0) {
      sum(tot.latency, t.latency_s, "latency_s", name, line);
      ts.latency[i] = ts.latency[i] + Math.round(t.latency_s * FIXED.latency);
    }
  }
  /** How many of attempts 1..k the task has (all of them with k = Infinity). */
  attempts(taskId, k = Infinity) {
    const task = this.manifest.tasks.get(taskId);
    return task ? this.attemptsAt(task.index, k) : 0;
  }
  /** How many of attempts 1..k passed. */
  passes(taskId, k = Infinity) {
    const task = this.manifest.tasks.get(taskId);
    return task ? this.passesAt(task.index, k) : 0;
  }
  /** As `attempts`, for the task at this manifest index: no lookup by id, for loops over every task. */
  attemptsAt(index, k = Infinity) {
    return this.count(index, k, this.seen, false);
  }
  /** As `passes`, for the task at this manifest index. */
  passesAt(index, k = Infinity) {
    return this.count(index, k, this.passed, true);
  }
  /** Whether the task at this manifest index has attempt `attempt` (1..32), and whether it passed. */
  hasAttemptAt(index, attempt) {
    return attempt <= MASKED ? (this.seen[index] & 1 << attempt - 1) !== 0 : this.overflow.get(index)?.has(attempt) === true;
  }
  passedAttemptAt(index, attempt) {
    return attempt <= MASKED ? (this.passed[index] & 1 << attempt - 1) !== 0 : this.overflow.get(index)?.get(attempt) === true;
  }
  count(index, k, masks, passedOnly) {
    const upTo = Math.min(k, MASKED);
    const mask = upTo >= MASKED ? 4294967295 : (1 << upTo) - 1;
    let n2 = popcount(masks[index] & mask);
    if (k > MASKED) {
      for (const [a, p] of this.overflow.get(index) ?? []) if (a <= k && (p || !passedOnly)) n2++;
    }
    return n2;
  }
};
function sum(part, x, field, file, line) {
  if (!Number.isFinite(part.sum + x)) throw new AqrError("ERR_INPUT_INVALID", `the total of ${field} over the ledger is no longer a finite number here (each value must be finite, and so must their sum)`, { file, line, field });
  part.sum += x;
  part.n++;
}
function count(kind, n2) {
  kind.runs++;
  if (n2 === 0) kind.clean++;
}
function popcount(x) {
  x -= x >>> 1 & 1431655765;
  x = (x & 858993459) + (x >>> 2 & 858993459);
  return (x + (x >>> 4) & 252645135) * 16843009 >>> 24 & 255;
}

// src/ledger/read.ts
async function foldTrials(files, manifest, lines) {
  const tally = new TrialTally(manifest);
  let blank = 0;
  for (const file of files) {
    const idx = tally.addFile(file);
    try {
      await lines(file, (line, n2) => {
        if (line.charCodeAt(0) !== 123 && line.trim() === "") {
          blank++;
          return;
        }
        let v;
        try {
          v = JSON.parse(line);
        } catch {
          throw new AqrError("ERR_INPUT_PARSE", "is not a JSON object (the trial ledger is one JSON object per line)", { file, line: n2 });
        }
        const problem = trialProblem(v);
        if (problem) throw new AqrError("ERR_INPUT_INVALID", problem.message, { file, line: n2, field: problem.field });
        tally.add(v, idx, n2);
      });
    } catch (e) {
      if (e instanceof DuplicateAttempt) throw await withFirstPlace(e, files, lines);
      throw e;
    }
  }
  return { tally, blank };
}
async function withFirstPlace(e, files, lines) {
  const stop = new Error("found");
  let first;
  for (const file of files) {
    try {
      await lines(file, (line, n2) => {
        if (!line.includes(e.taskId)) return;
        try {
          const t = JSON.parse(line);
          if (t.task_id === e.taskId && t.attempt === e.attempt) {
            first = `${file}:${n2}`;
            throw stop;
          }
        } catch (x) {
          if (x === stop) throw x;
        }
      });
    } catch (x) {
      if (x !== stop) throw x;
    }
    if (first) break;
  }
  return new AqrError("ERR_INPUT_DUPLICATE", `${e.message}: first at ${first ?? "an earlier line"}`, e.where);
}

// src/io/ledger-file.ts
async function readTrials(patterns, manifest) {
  const files = await expandFiles(patterns, "trial ledger");
  const reader = hashingLineReader();
  const { tally, blank } = await foldTrials(files, manifest, reader.lines);
  return { tally, files, blank, digest: reader.setDigest(files) };
}

// src/record/document.ts
function asRecordDocument(parsed, file) {
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v)) {
    const got = Array.isArray(v) ? "a list" : v === null ? "null" : `a ${typeof v}`;
    throw new AqrError("ERR_NOT_A_RECORD", `is not an Agent Quality Record: the top level is ${got}, expected a mapping`, { file, line: 1 });
  }
  if (!("supergauge" in v)) throw new AqrError("ERR_NOT_A_RECORD", "is not an Agent Quality Record: no 'supergauge' key at the top level", { file, line: 1 });
  return parsed;
}

// src/io/record-file.ts
async function readRecordFile(file) {
  return asRecordDocument(await readDocument(await readTextFile(file, "record"), file), file);
}

// src/ledger/measures.ts
var round2 = (x) => Math.round(x * 1e6) / 1e6;
function ledgerMeasures(tally, k) {
  const out = { measures: [], missing: [], canaries: [], warnings: [], counts: [] };
  const counted = (c) => out.counts?.push(c);
  const m = tally.manifest;
  for (const split of ["held-out", "held-in"]) {
    const tasks = [...m.tasks.values()].filter((t) => !t.canary && t.split === split);
    if (tasks.length === 0) continue;
    let done = 0;
    let noFirst = 0;
    for (const t of tasks) {
      if (!tally.hasAttemptAt(t.index, 1)) noFirst++;
      else if (tally.passedAttemptAt(t.index, 1)) done++;
    }
    if (noFirst === tasks.length) {
      out.missing.push({ id: "task.completion", split, reason: `no ${split} task has a first attempt in the ledger` });
      continue;
    }
    if (noFirst > 0) out.warnings.push(`${noFirst} of ${tasks.length} ${split} tasks have no first attempt in the ledger and count as not completed`);
    out.measures.push({ id: "task.completion", value: round2(done / tasks.length), split, n: tasks.length });
    counted({ id: "task.completion", split, x: done, n: tasks.length });
    if (k === void 0) continue;
    const short = tasks.find((t) => tally.attemptsAt(t.index, k) < k);
    if (short) {
      const have = tally.attemptsAt(short.index, k);
      for (const id of ["reliability.pass_hat_k", "reliability.pass_at_k"])
        out.missing.push({ id, split, reason: `task ${short.id} has ${have} of attempts 1..${k}; pass^k and pass@k need all ${k}` });
      continue;
    }
    let all = 0;
    let any = 0;
    for (const t of tasks) {
      const passes = tally.passesAt(t.index, k);
      if (passes === k) all++;
      if (passes > 0) any++;
    }
    out.measures.push({ id: "reliability.pass_hat_k", value: round2(all / tasks.length), split, k, n: tasks.length });
    out.measures.push({ id: "reliability.pass_at_k", value: round2(any / tasks.length), split, k, n: tasks.length });
    counted({ id: "reliability.pass_hat_k", split, k, x: all, n: tasks.length });
    counted({ id: "reliability.pass_at_k", split, k, x: any, n: tasks.length });
  }
  const tot = tally.totals;
  const perSuccess = (id, part, field, unit) => {
    if (part.n === 0) return;
    if (part.n < tot.attempts) return out.missing.push({ id, reason: `${tot.attempts - part.n} of ${tot.attempts} attempts carry no ${field}` });
    if (tot.successes === 0) return out.missing.push({ id, reason: "no attempt passed: per-success figures are undefined" });
    out.measures.push({ id, value: round2(part.sum / tot.successes), ...unit ? { unit } : {} });
  };
  perSuccess("efficiency.cost_per_success", tot.cost, "cost_usd", "usd");
  perSuccess("efficiency.tokens_per_success", tot.tokens, "tokens");
  perSuccess("efficiency.latency_per_success", tot.latency, "latency_s", "s");
  const ratio = { policy: "policy.hard_rules", tool_abuse: "safety.tool_abuse", isolation: "safety.isolation" };
  for (const kind of ["policy", "tool_abuse", "isolation"]) {
    const v = tally.violations[kind];
    if (v.runs === 0) continue;
    if (v.runs < tally.events) out.missing.push({ id: ratio[kind], reason: `${tally.events - v.runs} of ${tally.events} attempts carry no violations.${kind}` });
    else {
      out.measures.push({ id: ratio[kind], value: round2(v.clean / v.runs), n: v.runs });
      counted({ id: ratio[kind], x: v.clean, n: v.runs });
    }
  }
  out.clusters = clusters(tally, out.measures);
  for (const id of m.canary_ids) out.canaries.push({ id, fired: tally.passes(id) > 0, attempts: tally.attempts(id) });
  return out;
}
function clusters(tally, measures) {
  const tasks = [...tally.manifest.tasks.values()].filter((t) => !t.canary);
  const successes = new Float64Array(tasks.length);
  tasks.forEach((t, j) => successes[j] = tally.passesAt(t.index));
  const out = { successes, sums: {} };
  const pick = (id, all, scale) => {
    if (!measures.some((m) => m.id === id)) return;
    const values = new Float64Array(tasks.length);
    tasks.forEach((t, j) => values[j] = all[t.index]);
    out.sums[id] = { values, scale };
  };
  pick("efficiency.cost_per_success", tally.taskSums.cost, FIXED.cost);
  pick("efficiency.tokens_per_success", tally.taskSums.tokens, FIXED.tokens);
  pick("efficiency.latency_per_success", tally.taskSums.latency, FIXED.latency);
  return out;
}

// src/replay/replay.ts
var LEDGER_MEASURES = /* @__PURE__ */ new Set([
  "task.completion",
  "reliability.pass_hat_k",
  "reliability.pass_at_k",
  "efficiency.cost_per_success",
  "efficiency.tokens_per_success",
  "efficiency.latency_per_success",
  "policy.hard_rules",
  "safety.tool_abuse",
  "safety.isolation"
]);
var TRACE_MEASURES = /* @__PURE__ */ new Set([...LEDGER_MEASURES, "tool.correctness", "trajectory.valid"]);
function underivableMeasures(format) {
  return format === LEDGER_FORMAT ? new Set([...TRACE_MEASURES].filter((id) => !LEDGER_MEASURES.has(id))) : /* @__PURE__ */ new Set();
}

// src/io/rule-file.ts
async function readRule(file) {
  const parsed = await readDocument(await readTextFile(file, "acceptance rule"), file);
  const doc = parsed.value;
  const v = doc?.acceptance_rule ?? doc?.run?.acceptance_rule ?? parsed.value;
  const problem = ruleProblem(v);
  if (problem) throw new AqrError("ERR_INPUT_INVALID", `${problem} (E195)`, { file, line: 1 });
  return v;
}

// src/gate/signal-gates.ts
var ACCEPTANCE_GATE = "signals.acceptance_rule";
var ESCALATION_GATE = "signals.no_blocking_escalation";
function signalGates(report, rules, words = CLI_WORDS) {
  const out = [];
  const accepted = report?.acceptance ?? [];
  if (accepted.length > 0 || rules.require_acceptance) {
    const base = { id: ACCEPTANCE_GATE, source: "custom" };
    const label4 = (a) => `acceptance rule ${a.rule}${a.run ? ` (run ${a.run})` : ""}`;
    const rejected = accepted.filter((a) => a.result === "rejected");
    const unknown = accepted.filter((a) => a.result === "unknown");
    const contradicted = accepted.filter((a) => a.contradiction !== void 0);
    if (accepted.length === 0) out.push({ ...base, result: "missing", reason: `${ACCEPTANCE_GATE}: the profile requires an acceptance rule and no run document or ${words.input("acceptance-rule")} gave one` });
    else if (rejected.length > 0) out.push({ ...base, result: "fail", reason: rejected.map((a) => `${label4(a)} rejected${explainAcceptance(a)}`).join("; ") });
    else if (contradicted.length > 0) out.push({ ...base, result: "missing", contradicted: true, reason: `${ACCEPTANCE_GATE}: ${contradicted.map((a) => a.contradiction).join("; ")}` });
    else if (unknown.length > 0) out.push({ ...base, result: "missing", reason: unknown.map((a) => `${label4(a)} is unknown${explainAcceptance(a)}`).join("; ") });
    else out.push({ ...base, result: "pass", reason: `${accepted.map(label4).join(", ")} accepted (weakest tier ${accepted.map((a) => a.tier).join("/")})` });
  }
  const severities = rules.blocking_escalation ?? [];
  if (severities.length > 0) {
    const base = { id: ESCALATION_GATE, source: "custom" };
    if (!report) out.push({ ...base, result: "missing", reason: `${ESCALATION_GATE}: the profile gates on blocking escalations and no signals were given` });
    else {
      const by = report.agents.escalations.unresolvedBlockingBySeverity;
      const open3 = severities.reduce((n2, s) => n2 + (by[s] ?? 0), 0);
      out.push(open3 > 0 ? { ...base, result: "fail", reason: `${open3} unresolved blocking escalation(s) of severity ${severities.join("/")}` } : { ...base, result: "pass", reason: `no unresolved blocking escalation of severity ${severities.join("/")}` });
    }
  }
  return out;
}

// src/sign/payload.ts
var import_canonicalize2 = __toESM(require_canonicalize(), 1);
var canonicalize2 = import_canonicalize2.default;
function signingPayload(record) {
  const { signature: _signature, ...decision2 } = record.decision;
  const text = canonicalize2({ ...record, decision: decision2 });
  if (text === void 0) throw new TypeError("record cannot be canonicalized");
  return new TextEncoder().encode(text);
}
function canonicalText(value) {
  const text = canonicalize2(value);
  if (text === void 0) throw new TypeError("value cannot be canonicalized");
  return text;
}

// src/sign/sign.ts
async function signRecord(record, key) {
  const jws = await new FlattenedSign(signingPayload(record)).setProtectedHeader({ alg: key.jwsAlg, kid: key.kid }).sign(key.privateKey);
  return { ...record, decision: { ...record.decision, signature: `${key.alg}:${jws.protected ?? ""}..${jws.signature}` } };
}

// src/sign/verify.ts
var FORMAT = /^(ed25519|es256):([A-Za-z0-9_-]+)\.\.([A-Za-z0-9_-]+)$/;
var JWS_ALGS = { ed25519: ["EdDSA", "Ed25519"], es256: ["ES256"] };
function keyVerifier(keys) {
  return { verify: (record) => verifyRecord(record, keys) };
}
async function verifyRecord(record, keys) {
  const sig2 = record.decision?.signature;
  const m = typeof sig2 === "string" ? FORMAT.exec(sig2) : null;
  if (!m) return fail("SIGNATURE_FORMAT", "decision.signature is not <alg>:<header>..<signature> (ed25519 or es256, a compact JWS with detached payload)");
  const [, prefix, protectedB64, signatureB64] = m;
  let decoded;
  try {
    decoded = JSON.parse(new TextDecoder().decode(base64url_exports.decode(protectedB64)));
  } catch {
    return fail("SIGNATURE_FORMAT", "decision.signature has a protected header that is not base64url JSON");
  }
  if (decoded === null || typeof decoded !== "object" || Array.isArray(decoded)) return fail("SIGNATURE_FORMAT", "decision.signature has a protected header that is not a JSON object");
  const header = decoded;
  const allowed = JWS_ALGS[prefix] ?? [];
  if (typeof header.alg !== "string" || !allowed.includes(header.alg))
    return fail("SIGNATURE_ALG", `decision.signature says ${prefix} but its header alg is ${typeof header.alg === "string" ? quote(header.alg) : String(JSON.stringify(header.alg)).slice(0, 100)}`);
  if (typeof header.kid !== "string" || header.kid === "") return fail("SIGNATURE_FORMAT", "decision.signature header has no kid");
  const key = keys.find((k) => k.kid === header.kid);
  if (!key) {
    const have = keys.map((k) => k.kid).join(", ");
    return fail("SIGNATURE_KID_MISMATCH", `signed with key kid ${quote(header.kid)}, but the given key${keys.length === 1 ? " is" : "s are"} ${have}`);
  }
  if (key.alg !== prefix) return fail("SIGNATURE_ALG", `signature is ${prefix} but key ${key.kid} is an ${key.alg} key`);
  try {
    await flattenedVerify({ protected: protectedB64, payload: base64url_exports.encode(signingPayload(record)), signature: signatureB64 }, key.key, { algorithms: [header.alg] });
  } catch {
    return fail("SIGNATURE_INVALID", `signature does not match the record under key ${key.kid}: the record changed after signing`);
  }
  return { ok: true, kid: key.kid, alg: header.alg };
}
function fail(code, message2) {
  return { ok: false, code, message: message2 };
}

// src/otel/evidence.ts
var MAX_DOCUMENT_CHARS = 512 * 1024 * 1024;
async function foldTraceFile(file, fold, lines) {
  await readJsonValues(lines, file, MAX_DOCUMENT_CHARS, "one trace export over 512 MiB: write one export per line", {
    value: (v, line) => fold.add(v, `${file}:${line}`),
    badLine: (line) => {
      throw new AqrError("ERR_INPUT_PARSE", "is not JSON (trace exports are one OTLP/JSON object per line, or one per file)", { file, line });
    },
    document: (text) => {
      let v;
      try {
        v = JSON.parse(text);
      } catch {
        throw new AqrError("ERR_INPUT_PARSE", "is neither OTLP/JSON lines nor one OTLP/JSON document", { file });
      }
      fold.add(v, file);
    }
  });
}

// src/io/otel-file.ts
async function readTraces(patterns, fold) {
  const files = await expandFiles(patterns, "evidence");
  const reader = hashingLineReader();
  for (const file of files) await foldTraceFile(file, fold, reader.lines);
  return { files, digest: reader.setDigest(files) };
}

// src/otel/attributes.ts
function attrValue(kv) {
  const v = kv.value;
  if (!v) return void 0;
  if (typeof v.stringValue === "string") return v.stringValue;
  if (typeof v.boolValue === "boolean") return v.boolValue;
  if (v.intValue !== void 0) {
    const n2 = Number(v.intValue);
    return Number.isSafeInteger(n2) ? n2 : void 0;
  }
  if (v.doubleValue !== void 0) {
    const n2 = Number(v.doubleValue);
    return Number.isFinite(n2) ? n2 : void 0;
  }
  return void 0;
}
function attrs(list) {
  const out = /* @__PURE__ */ new Map();
  if (!Array.isArray(list)) return out;
  for (const kv of list) {
    if (!kv || typeof kv.key !== "string") continue;
    const v = attrValue(kv);
    if (v !== void 0) out.set(kv.key, v);
  }
  return out;
}

// src/otel/fold.ts
var TraceFold = class {
  constructor(manifest, expected) {
    this.manifest = manifest;
    this.expected = expected;
  }
  manifest;
  expected;
  traces = /* @__PURE__ */ new Map();
  tool = { calls: 0, correct: 0 };
  names = [];
  nameIds = /* @__PURE__ */ new Map();
  spans = 0;
  events = 0;
  /** One OTLP/JSON export object: {resourceSpans: [{scopeSpans: [{spans: [...]}]}]}. */
  add(doc, where2) {
    const rs = doc?.resourceSpans;
    if (!Array.isArray(rs)) throw new AqrError("ERR_INPUT_INVALID", "not an OTLP/JSON trace export (no resourceSpans)", { file: where2 });
    for (const r of rs) for (const ss of r?.scopeSpans ?? []) for (const span of ss?.spans ?? []) this.span(span, where2);
  }
  span(s, where2) {
    const traceId = s["traceId"];
    const spanId = s["spanId"];
    if (typeof traceId !== "string" || typeof spanId !== "string") throw new AqrError("ERR_INPUT_INVALID", "a span without traceId or spanId", { file: where2 });
    this.spans++;
    const a = attrs(s["attributes"]);
    const name = () => `trace ${traceId} span ${spanId}`;
    this.checkDigest(a, name, where2);
    let t = this.traces.get(traceId);
    if (!t) this.traces.set(traceId, t = { where: where2, denies: 0, reset: false, steps: [] });
    const events = Array.isArray(s["events"]) ? s["events"] : [];
    this.events += events.length;
    let redundant = false;
    for (const e of events) {
      const ea = e.attributes === void 0 ? NO_ATTRIBUTES : attrs(e.attributes);
      this.checkDigest(ea, name, where2);
      if (e.name === "sg.policy.decision" && ea.get("sg.policy.result") === "deny") t.denies++;
      else if (e.name === "sg.attempt.reset") t.reset = true;
      else if (e.name === "sg.tool.redundant_retry") redundant = true;
    }
    const tokens = num(a.get("gen_ai.usage.input_tokens")) + num(a.get("gen_ai.usage.output_tokens"));
    if (a.has("gen_ai.usage.input_tokens") || a.has("gen_ai.usage.output_tokens")) t.tokens = (t.tokens ?? 0) + tokens;
    if (a.has("sg.cost.usd")) t.cost = (t.cost ?? 0) + num(a.get("sg.cost.usd"));
    const tool = a.get("gen_ai.tool.name") ?? a.get("sg.tool.name");
    if (typeof tool === "string") {
      this.tool.calls++;
      if (a.get("sg.tool.outcome") === "ok" && a.get("sg.tool.schema_ok") !== false && !redundant) this.tool.correct++;
      if (t.steps) {
        let n2 = this.nameIds.get(tool);
        if (n2 === void 0) this.nameIds.set(tool, n2 = this.names.push(tool) - 1);
        t.steps.push(Number(big(s["startTimeUnixNano"])), n2);
      }
    }
    const task = a.get("sg.task.id");
    if (task === void 0) return;
    if (t.rootSpan !== void 0) throw new AqrError("ERR_INPUT_INVALID", `${name()} is a second attempt root in one trace (first: span ${t.rootSpan}); each attempt is its own trace`, { file: where2 });
    if (typeof task !== "string") throw new AqrError("ERR_INPUT_INVALID", `${name()}: sg.task.id must be a string`, { file: where2 });
    const passed = a.get("sg.task.passed");
    if (typeof passed !== "boolean") throw new AqrError("ERR_INPUT_INVALID", `${name()}: the attempt's root span needs sg.task.passed (bool), the end-state assertion`, { file: where2 });
    const attempt = a.get("sg.attempt.index") ?? 1;
    if (typeof attempt !== "number" || !Number.isInteger(attempt) || attempt < 1) throw new AqrError("ERR_INPUT_INVALID", `${name()}: sg.attempt.index must be an integer from 1`, { file: where2 });
    const split = a.get("sg.split");
    if (split !== void 0 && split !== "held-in" && split !== "held-out") throw new AqrError("ERR_INPUT_INVALID", `${name()}: sg.split must be held-in or held-out`, { file: where2 });
    const canary = a.get("sg.task_set.canary_id");
    const known = this.manifest.tasks.get(task);
    if (canary !== void 0 && known && !known.canary) throw new AqrError("ERR_INPUT_MISMATCH", `${name()} marks task ${task} as a canary probe, but the manifest does not`, { file: where2 });
    Object.assign(t, { rootSpan: spanId, task, attempt, passed, where: where2, latency: Number(big(s["endTimeUnixNano"]) - big(s["startTimeUnixNano"])) / 1e9 });
    if (!known?.steps || known.canary) t.steps = void 0;
    if (split !== void 0) t.split = split;
  }
  checkDigest(a, name, where2) {
    const m = a.get("sg.task_set.manifest_digest");
    if (m !== void 0 && m !== this.expected.manifestDigest)
      throw new AqrError("ERR_INPUT_MISMATCH", `${name()} is evidence for task set ${String(m)}, not ${this.expected.manifestDigest}: evidence from another task set never counts`, { file: where2 });
    const h = a.get("sg.subject.harness_digest");
    if (h !== void 0 && h !== this.expected.harnessDigest)
      throw new AqrError("ERR_INPUT_MISMATCH", `${name()} is evidence for harness ${String(h)}, not ${this.expected.harnessDigest}: evidence from another agent never counts`, { file: where2 });
  }
  finish() {
    const trials = [];
    const missingReset = [];
    const trajectory = { attempts: 0, valid: 0 };
    let orphans = 0;
    for (const [traceId, t] of this.traces) {
      if (t.task === void 0) {
        orphans++;
        continue;
      }
      const trial = { task_id: t.task, attempt: t.attempt, passed: t.passed, violations: { policy: t.denies } };
      if (t.split) trial.split = t.split;
      if (t.latency !== void 0) trial.latency_s = t.latency;
      if (t.tokens !== void 0) trial.tokens = t.tokens;
      if (t.cost !== void 0) trial.cost_usd = t.cost;
      trials.push(trial);
      if (t.attempt > 1 && !t.reset) missingReset.push({ task: t.task, attempt: t.attempt, trace: traceId });
      const rules = this.manifest.tasks.get(t.task);
      if (rules?.steps && !rules.canary && t.steps) {
        trajectory.attempts++;
        const order = [];
        for (let i = 0; i < t.steps.length; i += 2) order.push({ at: t.steps[i], name: this.names[t.steps[i + 1]], i });
        order.sort((x, y) => x.at - y.at || x.i - y.i);
        if (trajectoryValid(order.map((o) => o.name), rules.steps)) trajectory.valid++;
      }
    }
    trials.sort((a, b) => a.task_id < b.task_id ? -1 : a.task_id > b.task_id ? 1 : a.attempt - b.attempt);
    return { trials, missingReset, tool: this.tool, trajectory, orphanTraces: orphans, spans: this.spans, events: this.events };
  }
};
function trajectoryValid(steps, rules) {
  if (rules.max !== void 0 && steps.length > rules.max) return false;
  if (rules.forbidden?.some((f) => steps.includes(f))) return false;
  let i = 0;
  for (const s of steps) if (i < (rules.required?.length ?? 0) && s === rules.required?.[i]) i++;
  return i === (rules.required?.length ?? 0);
}
var NO_ATTRIBUTES = /* @__PURE__ */ new Map();
function num(v) {
  return typeof v === "number" ? v : 0;
}
function big(v) {
  try {
    return BigInt(typeof v === "string" || typeof v === "number" ? v : 0);
  } catch {
    return 0n;
  }
}

// src/otel/measures.ts
var OTEL_FORMAT = "opentelemetry/1.x";
function tallyTraces(manifest, fold) {
  const tally = new TrialTally(manifest);
  const idx = tally.addFile("(traces)");
  fold.trials.forEach((t, i) => tally.add(t, idx, i + 1));
  return { tally, fold };
}
function traceMeasures(e, k) {
  const r = e.fold;
  const out = ledgerMeasures(e.tally, k);
  if (r.missingReset.length > 0) {
    const first = r.missingReset[0];
    const why = `task ${first.task} attempt ${first.attempt} (trace ${first.trace}) has no sg.attempt.reset event: repeated attempts may share state, so pass^k and pass@k are not measured${r.missingReset.length > 1 ? ` (${r.missingReset.length} attempts in all)` : ""}`;
    for (const m of out.measures.filter((x) => x.id === "reliability.pass_hat_k" || x.id === "reliability.pass_at_k")) out.missing.push({ id: m.id, ...m.split ? { split: m.split } : {}, reason: why });
    out.measures = out.measures.filter((x) => x.id !== "reliability.pass_hat_k" && x.id !== "reliability.pass_at_k");
    if (out.counts) out.counts = out.counts.filter((x) => x.id !== "reliability.pass_hat_k" && x.id !== "reliability.pass_at_k");
    out.warnings.push(why);
  }
  if (r.tool.calls > 0) {
    out.measures.push({ id: "tool.correctness", value: round2(r.tool.correct / r.tool.calls), n: r.tool.calls });
    out.counts?.push({ id: "tool.correctness", x: r.tool.correct, n: r.tool.calls });
  }
  if (r.trajectory.attempts > 0) {
    out.measures.push({ id: "trajectory.valid", value: round2(r.trajectory.valid / r.trajectory.attempts), n: r.trajectory.attempts });
    out.counts?.push({ id: "trajectory.valid", x: r.trajectory.valid, n: r.trajectory.attempts });
  }
  if (r.orphanTraces > 0) out.warnings.push(`${r.orphanTraces} traces have no span with sg.task.id and were not counted as attempts`);
  return out;
}

// src/pipeline/otel.ts
async function readTraceEvidence(patterns, manifest, expected) {
  const fold = new TraceFold(manifest, expected);
  const { files, digest: digest2 } = await readTraces(patterns, fold);
  const r = fold.finish();
  return { ...tallyTraces(manifest, r), files, digest: digest2, events: r.spans + r.events };
}

// src/attest/predicate.ts
var PREDICATE_TYPE = "https://github.com/agent-release-gate/agent-release-gate/blob/main/docs/attestation.md#agent-quality-record-v0.1";
function sha256Hex2(data) {
  return bytesToHex(sha256(typeof data === "string" ? utf8ToBytes(data) : data));
}
function profileDigest(p) {
  return `sha256:${sha256Hex2(canonicalText(p))}`;
}
function resolvedProfile(p) {
  const { warnings: _w, ...rest } = p;
  return JSON.parse(JSON.stringify(rest));
}
function appliedGates(p, tier) {
  return gatesAtTier({ ...p, warnings: [] }, tier).map((g) => {
    const a = { id: g.id, source: g.source ?? "native" };
    if (g.split !== void 0) a.split = g.split;
    if (g.k !== void 0) a.k = g.k;
    if (g.floor !== void 0) a.floor = g.floor;
    if (g.ceiling !== void 0) a.ceiling = g.ceiling;
    for (const k of ["confidence", "min_n", "method", "resamples", "regression", "mode"]) if (g[k] !== void 0) a[k] = g[k];
    return a;
  });
}
function buildPredicate(i) {
  const resolved = resolvedProfile({ warnings: [], ...i.profile });
  const p = {
    record: i.record,
    record_digest: i.recordDigest,
    profile: { ref: i.profileRef, digest: profileDigest(resolved), resolved },
    thresholds: {
      tier: i.tier,
      k: i.k ?? null,
      split: { sealed: i.sealed, held_in: i.record.task_set.held_in ?? null, held_out: i.record.task_set.held_out ?? null, rules: resolved.task_set },
      gates: appliedGates(resolved, i.tier)
    },
    evidence: i.evidence,
    tool: { name: "aqr", version: i.version }
  };
  if (i.bar) p.bar = i.bar;
  if (i.stats) p.stats = i.stats;
  return p;
}

// src/version.ts
var VERSION = true ? "0.1.0" : "dev";

// src/attest/dsse.ts
import { KeyObject, sign } from "node:crypto";

// src/attest/pae.ts
var IN_TOTO_PAYLOAD_TYPE = "application/vnd.in-toto+json";
var utf8 = (s) => new TextEncoder().encode(s);
function preAuthEncoding(payloadType, payload) {
  const type = utf8(payloadType);
  const parts = [utf8(`DSSEv1 ${type.length} `), type, utf8(` ${payload.length} `), payload];
  const out = new Uint8Array(parts.reduce((n2, p) => n2 + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

// src/attest/dsse.ts
function signEnvelope(payload, payloadType, key) {
  if (key.privateKey instanceof Uint8Array) throw new TypeError("a DSSE signature needs an asymmetric private key");
  const ko = KeyObject.from(key.privateKey);
  const sig2 = sign(key.alg === "es256" ? "sha256" : null, preAuthEncoding(payloadType, payload), ko);
  return { payload: Buffer.from(payload).toString("base64"), payloadType, signatures: [{ sig: sig2.toString("base64"), keyid: key.kid }] };
}

// src/attest/bundle.ts
var BUNDLE_MEDIA_TYPE = "application/vnd.dev.sigstore.bundle.v0.3+json";
function statementBytes(statement) {
  return new TextEncoder().encode(JSON.stringify(statement));
}
function signStatement(statement, key) {
  return {
    mediaType: BUNDLE_MEDIA_TYPE,
    verificationMaterial: { publicKey: { hint: key.kid }, tlogEntries: [] },
    dsseEnvelope: signEnvelope(statementBytes(statement), IN_TOTO_PAYLOAD_TYPE, key)
  };
}

// src/attest/statement.ts
var STATEMENT_TYPE = "https://in-toto.io/Statement/v1";
function parseSubjectDigest(text) {
  const m = /^(.+)=sha256:([0-9a-f]{64})$/.exec(text);
  return m ? { name: m[1], digest: { sha256: m[2] } } : null;
}
function defaultSubject(record) {
  return { name: record.subject.agent, digest: { sha256: record.subject.harness_digest.replace(/^sha256:/, "") } };
}
function buildStatement(predicate, subjects) {
  return {
    _type: STATEMENT_TYPE,
    subject: subjects.length > 0 ? [...subjects] : [defaultSubject(predicate.record)],
    predicateType: PREDICATE_TYPE,
    predicate
  };
}

// src/pipeline/attest.ts
async function readSubjects(paths, digests) {
  const out = [];
  if (paths.length > 0) for (const f of await expandFiles(paths, "subject")) out.push({ name: f, digest: { sha256: await fileSha256Hex(f) } });
  for (const d of digests) {
    const s = parseSubjectDigest(d);
    if (!s) throw new AqrError("ERR_USAGE", `--subject-digest takes NAME=sha256:HEX (64 lowercase hex digits), got ${JSON.stringify(d.slice(0, 120))}`);
    out.push(s);
  }
  return out;
}
async function evidenceFiles(files) {
  const out = [];
  for (const path of files) out.push({ path, sha256: await fileSha256Hex(path), lines: await forEachLine(path, () => void 0) });
  return out;
}
function predicateText(p) {
  return `${JSON.stringify(p, null, 2)}
`;
}
async function writeBundle(file, predicate, subjects, key) {
  const statement = buildStatement(predicate, subjects);
  await writeFileAtomic(file, `${JSON.stringify(signStatement(statement, key), null, 2)}
`);
  return statement;
}

// src/pipeline/stats.ts
async function readBaseline(file, keys) {
  const parsed = await readRecordFile(file);
  const record = parsed.value;
  const issues = schemaIssues(record);
  if (issues.length > 0) return { warning: `the baseline ${file} is not a schema-valid record (${issues[0]?.message ?? ""}); regression gates are not checked` };
  const key = typeof keys === "string" ? await readPublicKeys(keys) : keys;
  if (!key || key.length === 0) return { baseline: { record_id: record.record_id, measures: record.measures, verified: false }, warning: `the baseline ${file} is used unverified: no key was given to check its signature` };
  const v = await verifyRecord(record, key);
  if (!v.ok) return { warning: `the baseline ${file} is refused: ${v.message}; regression gates are not checked` };
  return { baseline: { record_id: record.record_id, measures: record.measures, verified: true } };
}
function statsContext(ledger, evidence) {
  const seed = evidence.replayable ? parseLedgerRef(evidence.ledger).digest : void 0;
  return { counts: ledger.counts ?? [], ...ledger.clusters ? { clusters: ledger.clusters } : {}, ...seed ? { seed } : {} };
}

// src/pipeline/evaluate.ts
async function runEvaluate(o) {
  const key = o.key ? await readPrivateKey(o.key) : void 0;
  if (o.attest !== void 0 && !key) throw new AqrError("ERR_USAGE", "--attest signs the statement with the record's key: give --key or --key-env");
  if ((o.attest !== void 0 || o.predicate !== void 0) && o.out === void 0) throw new AqrError("ERR_USAGE", "--attest and --predicate attest the record written with --out: give --out");
  const subjects = o.attest !== void 0 ? await readSubjects(o.subjects ?? [], o.subjectDigests ?? []) : [];
  const paths = { profile: o.profile, taskManifest: o.taskManifest, authority: o.authority, decisions: o.decisions };
  const proposed = await readBar(paths, checkoutSource());
  const tier = o.tier ?? proposed.profile.tier;
  if (RELEASE_TIERS.indexOf(tier) < RELEASE_TIERS.indexOf(proposed.profile.tier)) throw new AqrError("ERR_USAGE", `--tier ${tier} is below the profile's tier ${proposed.profile.tier}; a tier may be raised, never lowered`);
  if (o.trials.length === 0 && o.measures.length === 0 && (o.evidence ?? []).length === 0) throw new AqrError("ERR_USAGE", "no evidence: give --trials (a trial ledger), --evidence (traces) or --measures");
  const treeWarnings = [];
  const tree = async (paths2, what) => {
    const t = await treeDigest(paths2, what);
    if (t.skipped.length > 0) treeWarnings.push(`${t.skipped.length} paths in the ${what} are symbolic links or special files and were not digested (as find -type f): ${t.skipped.slice(0, 3).map((s) => JSON.stringify(s.path)).join(", ")}${t.skipped.length > 3 ? ", \u2026" : ""}`);
    return t.digest;
  };
  const subject = {
    agent: o.agent,
    harness_digest: await tree(o.harness, "harness"),
    authority: proposed.authority
  };
  if (o.code.length > 0) subject.code_digest = await tree(o.code, "code");
  if (o.modelProvider !== void 0 || o.modelId !== void 0) {
    if (!o.modelProvider || !o.modelId) throw new AqrError("ERR_USAGE", "--model-provider and --model-id go together");
    subject.model = { provider: o.modelProvider, id: o.modelId };
  }
  const now = decisionTime(o.now);
  const decision2 = {
    actor: o.actor,
    ...o.question ? { question: o.question } : {},
    ...o.option.length > 0 ? { options: o.option } : {},
    ...o.rationale ? { rationale: o.rationale } : {},
    ...o.rollbackTo ? { rolls_back_to: await rollbackTarget(o.rollbackTo) } : {}
  };
  const base = o.baseline ? await readBaseline(o.baseline, o.baselineKey ?? (key ? [key] : void 0)) : o.baselineFound ? { baseline: o.baselineFound } : void 0;
  const source = o.barSource ?? (o.barRef !== void 0 ? await gitSource(o.barRef) : void 0);
  let pinned = source ? await pinBar({ ...paths, ...o.basePaths }, proposed, source, barChangeAcceptance(o.approval, o.allowBarChange === true)) : unpinned(proposed);
  const judge2 = (bar, enforced2, warnings2) => judgeWith(o, bar, { subject, now, decision: decision2, baseline: base?.baseline, willSign: key !== void 0, sealed: o.sealed && !(enforced2 && pinned.unseal), holds: [...o.holds ?? [], ...enforced2 ? pinned.holds : []], notes: enforced2 ? [...o.notes ?? [], ...barNotes(pinned)] : [] }, warnings2);
  const warnings = [];
  let enforced;
  try {
    enforced = await judge2(pinned.judged, true, warnings);
  } catch (e) {
    if (!(pinned.change?.enforced === "base" && isAqrError(e) && e.code === "ERR_INPUT_MISMATCH")) throw e;
    pinned = fallBackToProposed(pinned, proposed, e);
    warnings.length = 0;
    enforced = await judge2(pinned.judged, true, warnings);
  }
  warnings.unshift(...pinned.judged.profile.warnings, ...treeWarnings, ...base?.warning ? [base.warning] : []);
  const { result, signals } = enforced;
  let barShadow;
  if (pinned.other) {
    try {
      const s = await judge2(pinned.other.bar, false, []);
      barShadow = { bar: pinned.other.which, verdict: s.result.verdict, reasons: s.result.reasons, gates: s.result.gates };
    } catch (e) {
      if (!isAqrError(e)) throw e;
      barShadow = { bar: pinned.other.which, error: e.format() };
    }
  }
  if (key) result.record = await signRecord(result.record, key);
  const check2 = await checkRecord(result.record, key ? { verifier: keyVerifier([key]) } : {});
  const run = { ...result, check: check2, warnings, bar: pinned.record, ...signals ? { signals } : {}, ...pinned.change ? { barChange: pinned.change } : {}, ...barShadow ? { barShadow } : {} };
  if (o.out !== void 0) {
    const barOut = besideRecord(o.out, ".bar.json");
    const signalsOut = signals ? besideRecord(o.out, ".signals.json") : void 0;
    const signalsText = signals ? `${JSON.stringify(signals, null, 2)}
` : void 0;
    const statsOut = usesStats(result.stats) ? besideRecord(o.out, ".stats.json") : void 0;
    const recordText = await toRecordText(result.record, isYamlPath(o.out));
    const predicateOut = o.predicate ?? (o.attest !== void 0 ? besideRecord(o.out, ".predicate.json") : void 0);
    const predicate = predicateOut === void 0 ? void 0 : buildPredicate({
      record: result.record,
      recordDigest: `sha256:${sha256Hex2(recordText)}`,
      profileRef: o.profile,
      profile: pinned.judged.profile,
      tier: result.record.profile.tier,
      k: enforced.ledger.measures.find((m) => m.k !== void 0)?.k,
      sealed: o.sealed,
      evidence: {
        format: enforced.evidence.format,
        files: await evidenceFiles(enforced.files),
        task_manifest: { path: pinned.judged.files.find((f) => f.role === "task-manifest")?.path ?? o.taskManifest, digest: pinned.judged.manifestDigest },
        signals: signalsOut && signalsText ? { path: signalsOut, digest: `sha256:${sha256Hex2(signalsText)}` } : null
      },
      version: VERSION,
      ...usesStats(result.stats) ? { stats: result.stats } : {},
      bar: pinned.record
    });
    await writeFilesAtomic([
      { file: o.out, data: recordText },
      ...signalsOut && signalsText ? [{ file: signalsOut, data: signalsText }] : [],
      ...statsOut ? [{ file: statsOut, data: `${JSON.stringify(result.stats, null, 2)}
` }] : [],
      ...predicateOut && predicate ? [{ file: predicateOut, data: predicateText(predicate) }] : [],
      { file: barOut, data: `${JSON.stringify(pinned.record, null, 2)}
` }
    ]);
    if (signalsOut) run.signalsOut = signalsOut;
    if (statsOut) run.statsOut = statsOut;
    run.barOut = barOut;
    run.out = o.out;
    if (predicateOut && predicate) {
      run.predicateOut = predicateOut;
      if (o.attest !== void 0 && key) {
        await writeBundle(o.attest, predicate, subjects, key);
        run.attestOut = o.attest;
      }
    }
  }
  return run;
}
function barNotes(p) {
  if (!p.change) return [];
  return [p.change.accepted ? `This change alters the bar (${p.change.lines.length} differences from ${p.change.base}), ${p.change.accepted}.` : `This change alters the bar; it was judged by the bar at ${p.change.base}.`];
}
async function judgeWith(o, bar, c, warnings) {
  const { profile: profile2, manifest } = bar;
  const tier = o.tier !== void 0 && RELEASE_TIERS.indexOf(o.tier) > RELEASE_TIERS.indexOf(profile2.tier) ? o.tier : profile2.tier;
  const { ledger, evidence, files } = await readAttempts(o, profile2, manifest, { manifestDigest: bar.manifestDigest, harnessDigest: c.subject.harness_digest }, warnings);
  warnings.push(...ledger.warnings);
  const givenMeasures = await readMeasures(o.measures);
  const cannot = underivableMeasures(evidence.format);
  for (const g of givenMeasures)
    if (cannot.has(g.value.id)) throw new AqrError("ERR_INPUT_CONFLICT", `${g.value.id} is measured from traces; a record whose evidence is a trial ledger cannot carry it (give --evidence traces instead)`, { file: g.file, ...g.line === void 0 ? {} : { line: g.line } });
  const measures = mergeMeasures(ledger.measures, givenMeasures);
  const signals = await analyseSignals(o, profile2, c.now, warnings);
  const result = evaluate({
    profile: profile2,
    tier,
    now: c.now,
    subject: c.subject,
    taskSet: { manifest_digest: bar.manifestDigest, held_in: manifest.held_in, held_out: manifest.held_out, sealed: c.sealed, canary_ids: manifest.canary_ids },
    measures,
    missing: ledger.missing,
    decisions: bar.decisions,
    canaries: ledger.canaries,
    evidence,
    evaluatorIndependent: o.evaluatorIndependent,
    ...o.judge ? { judge: o.judge } : {},
    decision: c.decision,
    willSign: c.willSign,
    signalGates: signalGates(signals, profile2.signals, o.words),
    softHolds: signals?.softHolds ?? [],
    // An empty ledger or trace export measured nothing: the hold says so first.
    holds: [...evidence.replayable && evidence.events === 0 ? [{ code: "LEDGER_EMPTY", message: `the ${evidence.format === OTEL_FORMAT ? "trace evidence" : "trial ledger"} holds no attempt: nothing was measured` }] : [], ...c.holds],
    notes: c.notes,
    stats: statsContext(ledger, evidence),
    ...c.baseline ? { baseline: c.baseline } : {},
    ...o.words ? { words: o.words } : {}
  });
  return { result, ...signals ? { signals } : {}, ledger, evidence, files };
}
async function analyseSignals(o, profile2, now, warnings) {
  if (!o.signals || o.signals.length === 0) return void 0;
  const [{ readSignals }, { SignalAnalysis }] = await Promise.all([import("./action/signals-file-SCIAXR4L.js"), import("./action/analysis-2AW5DFBG.js")]);
  const analysis = new SignalAnalysis({
    strict: o.strict === true,
    ...o.acceptanceRule ? { rule: await readRule(o.acceptanceRule) } : {},
    ...profile2.signals.min_tier ? { minTier: profile2.signals.min_tier } : {},
    ...o.now !== void 0 ? { now: Date.parse(now) } : {},
    ...profile2.signals.soft_holds ? { softHolds: profile2.signals.soft_holds } : {}
  });
  await readSignals(o.signals, analysis);
  const signals = analysis.report();
  if (signals.deviations.total > 0) warnings.push(`${signals.deviations.total} signal deviations (${Object.entries(signals.deviations.byCode).map(([c, n2]) => `${c} ${n2}`).join(", ")}); see the signals report`);
  if (signals.counts.skipped > 0) warnings.push(`${signals.counts.skipped} signal records were skipped; see the signals report`);
  if (signals.privacy.flagged > 0) warnings.push(`${signals.privacy.flagged} signal values look like e-mail addresses, secrets, repository URLs or code (${Object.keys(signals.privacy.byKind).join(", ")}); their text is not copied anywhere`);
  return signals;
}
async function readAttempts(o, profile2, manifest, expected, warnings) {
  const traces = o.evidence ?? [];
  if (o.trials.length > 0 && traces.length > 0) throw new AqrError("ERR_USAGE", "give the attempts once: --trials (a trial ledger) or --evidence (traces), not both");
  if (o.trials.length === 0 && traces.length === 0) {
    const none2 = { measures: [], missing: [], canaries: manifest.canary_ids.map((id) => ({ id, fired: false, attempts: 0 })), warnings: [] };
    return { ledger: none2, evidence: { ledger: recordPaths(o.measures, o.pathBase).join(" "), format: "aqr.measures/1", replayable: false }, files: await expandFiles(o.measures, "measures") };
  }
  if (o.trials.length > 0) {
    const read2 = await readTrials(o.trials, manifest);
    if (read2.blank > 0) warnings.push(`${read2.blank} blank lines in the trial ledger were passed over`);
    const ledger2 = ledgerMeasures(read2.tally, chooseK(profile2, read2.tally, warnings));
    return { ledger: ledger2, evidence: { ledger: formatLedgerRef(recordPaths(o.trials, o.pathBase), read2.digest), format: LEDGER_FORMAT, events: read2.tally.events, replayable: true }, files: read2.files };
  }
  const read = await readTraceEvidence(traces, manifest, expected);
  const ledger = traceMeasures(read, chooseK(profile2, read.tally, warnings));
  return { ledger, evidence: { ledger: formatLedgerRef(recordPaths(traces, o.pathBase), read.digest), format: OTEL_FORMAT, events: read.events, replayable: true }, files: read.files };
}
function chooseK(profile2, tally, warnings) {
  const k = profile2.k ?? [...profile2.gates, ...Object.values(profile2.tier_gates).flat()].find((g) => g.k !== void 0)?.k;
  if (k !== void 0) return k;
  let min = Infinity;
  for (const t of tally.manifest.tasks.values()) if (!t.canary) min = Math.min(min, tally.attemptsAt(t.index));
  if (!Number.isFinite(min) || min < 2) return void 0;
  warnings.push(`the profile sets no k: pass^k uses k=${min}, the attempts every task has`);
  return min;
}
function mergeMeasures(computed, given) {
  const key = (m) => `${m.id}|${m.split ?? ""}|${m.k ?? ""}`;
  const out = [...computed];
  const byKey = /* @__PURE__ */ new Map();
  for (const m of out) if (!byKey.has(key(m))) byKey.set(key(m), m);
  for (const g of given) {
    const same = byKey.get(key(g.value));
    if (same && same.value !== g.value.value)
      throw new AqrError("ERR_INPUT_CONFLICT", `${g.value.id} is ${JSON.stringify(g.value.value)} here but the trial ledger gives ${JSON.stringify(same.value)}`, { file: g.file, ...g.line === void 0 ? {} : { line: g.line } });
    if (!same) {
      out.push(g.value);
      byKey.set(key(g.value), g.value);
    }
  }
  return out;
}
function decisionTime(now) {
  const d = now === void 0 ? /* @__PURE__ */ new Date() : new Date(now);
  if (Number.isNaN(d.getTime()) || now !== void 0 && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(now))
    throw new AqrError("ERR_USAGE", `--now must be an RFC 3339 timestamp with a zone, got ${JSON.stringify(now)}`);
  return `${d.toISOString().slice(0, 19)}Z`;
}
async function rollbackTarget(ref) {
  if (DIGEST_RE.test(ref)) return ref;
  if (ref.startsWith("sha256:")) throw new AqrError("ERR_USAGE", `--rollback-to ${ref} is not a sha256 digest (sha256: and 64 lowercase hex digits)`);
  if (!existsSync5(ref)) throw new AqrError("ERR_USAGE", `--rollback-to takes a digest (sha256: and 64 lowercase hex digits) or a previous record file; ${JSON.stringify(ref)} is neither`);
  const previous = (await readRecordFile(ref)).value;
  const digest2 = previous.subject?.harness_digest;
  if (typeof digest2 !== "string" || !DIGEST_RE.test(digest2)) throw new AqrError("ERR_INPUT_INVALID", "the previous record has no valid subject.harness_digest to roll back to", { file: ref });
  return digest2;
}
function recordPaths(paths, base = process.cwd()) {
  return paths.map((p) => isAbsolute4(p) ? posixRelative(p, base) || "." : p);
}

// src/report/html.ts
var ESC = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ESC[c]);
}
var num2 = (v) => typeof v === "number" ? String(Math.round(v * 1e6) / 1e6) : typeof v === "boolean" ? String(v) : "\u2013";
var mkey = (m) => `${m.id}|${m.split ?? ""}|${m.k ?? ""}`;
var label3 = (m) => `${m.id}${m.split ? ` (${m.split})` : ""}${m.k !== void 0 ? ` k=${m.k}` : ""}`;
function gateValue(g, measures) {
  const c = measures.filter((m) => m.id === g.id && (g.split === void 0 || m.split === g.split));
  return (c.length === 1 ? c[0] : c.find((m) => m.split === "held-out"))?.value;
}
function statsIntervals(stats) {
  const intervals = /* @__PURE__ */ new Map();
  const bounds = stats?.bounds;
  const list = Array.isArray(bounds) ? bounds.map((b) => ({ ...b, interval: [b?.["lower"], typeof b?.["upper"] === "number" ? b["upper"] : Infinity], level: b?.["confidence"] })) : stats?.measures;
  if (!Array.isArray(list)) return { intervals, note: "the stats file has no bounds or measures list; intervals are left out" };
  let skipped = 0;
  for (const e of list) {
    const iv = Array.isArray(e?.["interval"]) ? e["interval"] : [e?.["low"], e?.["high"]];
    const [low, high] = iv;
    if (typeof e?.["id"] !== "string" || typeof low !== "number" || typeof high !== "number" || !(low <= high)) {
      skipped++;
      continue;
    }
    const split = typeof e["split"] === "string" ? e["split"] : void 0;
    const k = typeof e["k"] === "number" ? e["k"] : void 0;
    intervals.set(`${e["id"]}|${split ?? ""}|${k ?? ""}`, { low, high, ...typeof e["level"] === "number" ? { level: e["level"] } : {} });
  }
  return skipped > 0 ? { intervals, note: `${skipped} stats entries are not {id, interval: [low, high]} and were left out` } : { intervals };
}
var W = 640;
function floorsChart(rows) {
  if (rows.length === 0) return "";
  const left = 210;
  const bar = 18;
  const gap = 14;
  const h = rows.length * (bar + gap) + 30;
  const x = (v) => left + Math.max(0, Math.min(1, v)) * (W - left - 20);
  const parts = [];
  for (const t of [0, 0.25, 0.5, 0.75, 1]) parts.push(`<line x1="${x(t)}" y1="0" x2="${x(t)}" y2="${h - 22}" class="grid"/><text x="${x(t)}" y="${h - 6}" class="tick" text-anchor="middle">${t}</text>`);
  rows.forEach((r, i) => {
    const y = i * (bar + gap) + 6;
    parts.push(`<text x="${left - 8}" y="${y + bar * 0.72}" text-anchor="end" class="lbl">${esc(r.name.length > 30 ? `${r.name.slice(0, 29)}\u2026` : r.name)}</text>`);
    parts.push(`<rect x="${left}" y="${y}" width="${x(r.value) - left}" height="${bar}" class="${r.pass ? "bar-ok" : "bar-bad"}"><title>${esc(`${r.name}: ${num2(r.value)} (floor ${r.floor})`)}</title></rect>`);
    if (r.interval) {
      const [lo, hi, iy] = [x(r.interval.low), x(r.interval.high), y + bar + 4];
      parts.push(`<path d="M${lo} ${iy - 3}v6M${lo} ${iy}H${hi}M${hi} ${iy - 3}v6" class="ci"><title>${esc(`interval ${num2(r.interval.low)} \u2013 ${num2(r.interval.high)}`)}</title></path>`);
    }
    parts.push(`<line x1="${x(r.floor)}" y1="${y - 3}" x2="${x(r.floor)}" y2="${y + bar + 3}" class="floor"/>`);
    const inside = x(r.value) - left > 48;
    parts.push(`<text x="${inside ? x(r.value) - 5 : x(r.value) + 5}" y="${y + bar * 0.72}" text-anchor="${inside ? "end" : "start"}" class="${inside ? "val-in" : "val"}">${num2(r.value)}</text>`);
  });
  return `<svg viewBox="0 0 ${W} ${h}" role="img" aria-label="measures against their floors">${parts.join("")}</svg>`;
}
function reliabilityChart(buckets) {
  const used = buckets.filter((b) => b.n > 0);
  if (used.length === 0) return "";
  const size = 300;
  const pad = 48;
  const sx = (v) => pad + v * (size - pad - 10);
  const sy = (v) => size - pad - v * (size - pad - 10);
  const parts = [];
  for (const t of [0, 0.5, 1]) parts.push(`<line x1="${sx(0)}" y1="${sy(t)}" x2="${sx(1)}" y2="${sy(t)}" class="grid"/><text x="${pad - 6}" y="${sy(t) + 4}" text-anchor="end" class="tick">${t}</text><text x="${sx(t)}" y="${size - pad + 16}" text-anchor="middle" class="tick">${t}</text>`);
  parts.push(`<line x1="${sx(0)}" y1="${sy(0)}" x2="${sx(1)}" y2="${sy(1)}" class="diag"/>`);
  for (const b of used) {
    const rate = b.successRate ?? 0;
    parts.push(`<rect x="${sx(b.from) + 1}" y="${sy(rate)}" width="${sx(b.to) - sx(b.from) - 2}" height="${sy(0) - sy(rate)}" class="bar-ok"><title>${esc(`confidence ${b.from.toFixed(1)}\u2013${b.to.toFixed(1)}: ${b.n} samples, success ${num2(b.successRate)}, mean confidence ${num2(b.meanConfidence)}`)}</title></rect>`);
    if (b.meanConfidence !== null) parts.push(`<circle cx="${sx(b.meanConfidence)}" cy="${sy(rate)}" r="3.5" class="dot"/>`);
  }
  parts.push(`<text x="${sx(0.5)}" y="${size - 4}" text-anchor="middle" class="lbl">stated confidence</text><text x="12" y="${sy(0.5)}" text-anchor="middle" class="lbl" transform="rotate(-90 12 ${sy(0.5)})">success rate</text>`);
  return `<svg viewBox="0 0 ${size} ${size}" class="square" role="img" aria-label="reliability diagram">${parts.join("")}</svg>`;
}
function calibrationChart(agents) {
  if (agents.length === 0) return "";
  const left = 180;
  const bar = 16;
  const h = agents.length * (bar + 10) + 28;
  const x = (v) => left + Math.max(0, Math.min(5, v)) / 5 * (W - left - 40);
  const parts = [];
  for (const t of [0, 1, 2, 3, 4, 5]) parts.push(`<line x1="${x(t)}" y1="0" x2="${x(t)}" y2="${h - 22}" class="grid"/><text x="${x(t)}" y="${h - 6}" class="tick" text-anchor="middle">${t}</text>`);
  agents.forEach((a, i) => {
    const y = i * (bar + 10) + 6;
    parts.push(`<text x="${left - 8}" y="${y + bar * 0.75}" text-anchor="end" class="lbl">${esc(a.agent.length > 24 ? `${a.agent.slice(0, 23)}\u2026` : a.agent)}</text><rect x="${left}" y="${y}" width="${x(a.mean) - left}" height="${bar}" class="bar-info"/><text x="${x(a.mean) + 4}" y="${y + bar * 0.75}" class="val">${num2(a.mean)}</text>`);
  });
  return `<svg viewBox="0 0 ${W} ${h}" role="img" aria-label="calibration per agent">${parts.join("")}</svg>`;
}
var STYLE = `:root{--ok:#1a7f37;--bad:#cf222e;--hold:#9a6700;--info:#0969da;--line:#d0d7de;--soft:#f6f8fa;--fg:#1f2328;color-scheme:light}
*{box-sizing:border-box}body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);margin:0 auto;max-width:60rem;padding:1rem}
h1{font-size:1.35rem;margin:.2rem 0}h2{font-size:1.1rem;margin:1.4rem 0 .4rem;border-bottom:1px solid var(--line);padding-bottom:.2rem}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.banner{border-radius:8px;padding:.8rem 1rem;color:#fff;margin:.6rem 0}.banner.ship{background:var(--ok)}.banner.hold{background:var(--hold)}.banner.reject{background:var(--bad)}
.banner .v{font-size:1.6rem;font-weight:800;text-transform:uppercase;letter-spacing:.04em;margin-right:.6rem}
.meta{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:.2rem 1rem;margin:.4rem 0}.meta div{overflow-wrap:anywhere}.meta div.wide{grid-column:1/-1}.meta b{font-weight:600;color:#57606a;margin-right:.3rem}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;margin:.4rem 0}th,td{border-bottom:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:var(--soft)}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.pass{color:var(--ok);font-weight:600}.fail{color:var(--bad);font-weight:600}.neg{color:var(--bad)}.pos{color:var(--ok)}
ul.why li{margin:.2rem 0}.note{color:#57606a;font-size:.9em}
svg{width:100%;height:auto;max-width:40rem;display:block;margin:.4rem 0}svg.square{max-width:20rem}
svg .grid{stroke:var(--line);stroke-width:1}svg .tick{font-size:11px;fill:#57606a}svg .lbl{font-size:12px;fill:var(--fg)}svg .val{font-size:12px;fill:var(--fg);font-weight:600}svg .val-in{font-size:12px;fill:#fff;font-weight:700}
svg .bar-ok{fill:var(--ok);opacity:.8}svg .bar-bad{fill:var(--bad);opacity:.85}svg .bar-info{fill:var(--info);opacity:.75}svg .floor{stroke:var(--fg);stroke-width:3}svg .ci{stroke:var(--fg);stroke-width:1.5;fill:none}svg .diag{stroke:#57606a;stroke-dasharray:4 3}svg .dot{fill:var(--fg)}
.legend{font-size:.85em;color:#57606a}footer{margin-top:2rem;font-size:.85em;color:#57606a;overflow-wrap:anywhere}
@media (max-width:480px){body{padding:.6rem;font-size:14px}.banner .v{font-size:1.3rem;display:block}}
@media print{body{max-width:none;padding:0}.banner{-webkit-print-color-adjust:exact;print-color-adjust:exact}.scroll{overflow:visible}h2{break-after:avoid}table,svg{break-inside:avoid}}`;
var STYLE_HASH = btoa(String.fromCharCode(...sha256(new TextEncoder().encode(STYLE))));
var obj = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : void 0;
var arr = (v) => Array.isArray(v) ? v : [];
function renderHtmlReport(input) {
  const { record: r } = input;
  const verdict = r.decision.verdict;
  const { intervals, note: statsNote } = input.stats === void 0 ? { intervals: /* @__PURE__ */ new Map(), note: void 0 } : statsIntervals(input.stats);
  const intervalOf = (m) => intervals.get(mkey(m));
  const before = new Map((input.baseline?.measures ?? []).map((m) => [mkey(m), m.value]));
  const body = [];
  body.push(`<header><h1>Agent Quality Record</h1><div class="banner ${esc(verdict)}"><span class="v">${esc(verdict)}</span>${esc(r.subject.agent)} \xB7 ${esc(`${r.profile.id}@${r.profile.version}`)} (${esc(r.profile.tier)})</div>`);
  body.push('<div class="meta">');
  const meta = [
    ["record", r.record_id],
    ["emitted", r.emitted_at],
    ["decided by", r.decision.actor],
    ["conformance", `${input.level ?? "below L1"}${input.levelNote ? ` (${input.levelNote})` : ""}`],
    ["model", r.subject.model ? `${r.subject.model.provider}/${r.subject.model.id}` : "\u2013"],
    ["signed", r.decision.signature ? `${r.decision.signature.split(":")[0] ?? "yes"}${input.verifiedBy ? `, verified (key ${input.verifiedBy})` : ", not verified here"}` : "no"],
    ["rolls back to", r.decision.rolls_back_to ?? "nothing recorded"]
  ];
  for (const [k, v] of meta) body.push(k === "rolls back to" ? `<div class="wide"><b>${esc(k)}</b><code>${esc(v)}</code></div>` : `<div><b>${esc(k)}</b>${esc(v)}</div>`);
  body.push("</div></header>");
  body.push('<section id="why"><h2>Why</h2>');
  const failed = r.gates.filter((g) => g.result === "fail");
  const fired = (r.assurance.integrity?.canaries ?? []).filter((c) => c.observed === "pass");
  const why = [];
  for (const g of failed) why.push(`<li class="fail">gate ${esc(label3(g))} failed${g.floor !== void 0 ? `: ${esc(num2(gateValue(g, r.measures)))} against floor ${esc(g.floor)}` : ""}</li>`);
  for (const c of fired) why.push(`<li class="fail">canary ${esc(c.id)} passed: the held-out set may have leaked</li>`);
  if (!r.task_set.sealed) why.push("<li>the held-out split is not sealed</li>");
  if (why.length > 0) body.push(`<ul class="why">${why.join("")}</ul>`);
  if (r.decision.rationale) body.push(`<p>${esc(r.decision.rationale)}</p>`);
  else if (why.length === 0) body.push("<p>No rationale recorded.</p>");
  body.push("</section>");
  body.push('<section id="gates"><h2>Gates</h2><div class="scroll"><table><thead><tr><th>gate</th><th>source</th><th>value</th><th>floor</th><th>margin</th><th>result</th></tr></thead><tbody>');
  const bars = [];
  for (const g of r.gates) {
    const v = gateValue(g, r.measures);
    const margin2 = typeof v === "number" && g.floor !== void 0 ? v - g.floor : void 0;
    body.push(`<tr><td>${esc(label3(g))}</td><td>${esc(g.source ?? "\u2013")}</td><td class="n">${esc(num2(v))}</td><td class="n">${g.floor === void 0 ? "\u2013" : `\u2265 ${esc(g.floor)}`}</td><td class="n ${margin2 === void 0 ? "" : margin2 < 0 ? "neg" : "pos"}">${margin2 === void 0 ? "\u2013" : `${margin2 >= 0 ? "+" : ""}${esc(num2(margin2))}`}</td><td class="${g.result === "pass" ? "pass" : "fail"}">${g.result === "pass" ? "\u2714 pass" : "\u2718 fail"}</td></tr>`);
    if (typeof v === "number" && g.floor !== void 0 && v <= 1 && g.floor <= 1) {
      const m = r.measures.find((x) => x.id === g.id && x.value === v && (g.split === void 0 || x.split === g.split));
      bars.push({ name: label3(g), value: v, floor: g.floor, pass: g.result === "pass", interval: m ? intervalOf(m) : void 0 });
    }
  }
  body.push("</tbody></table></div>");
  if (bars.length > 0) body.push(`<p class="legend">Measures against their floors: bar the measured value, black mark the floor${intervals.size > 0 ? ", line the interval" : ""}.</p>${floorsChart(bars)}`);
  body.push("</section>");
  const withIv = intervals.size > 0;
  const base = input.baseline;
  body.push(`<section id="measures"><h2>Measures</h2><p class="note">${base ? `Baseline: the last shipped record ${esc(base.record_id)} (${esc(base.emitted_at)}).` : "No baseline record given (aqr report --baseline RECORD)."}${input.stats !== void 0 ? "" : " No stats file given: no intervals."}</p>`);
  body.push(`<div class="scroll"><table><thead><tr><th>measure</th><th>value</th>${withIv ? "<th>interval</th>" : ""}<th>n</th><th>baseline</th><th>change</th></tr></thead><tbody>`);
  for (const m of r.measures) {
    const b = before.get(mkey(m));
    const change = typeof m.value === "number" && typeof b === "number" ? m.value - b : void 0;
    const iv = intervalOf(m);
    body.push(`<tr><td>${esc(label3(m))}</td><td class="n">${esc(num2(m.value))}${m.unit ? ` ${esc(m.unit)}` : ""}</td>${withIv ? `<td class="n">${iv ? `${esc(num2(iv.low))} \u2013 ${esc(num2(iv.high))}${iv.level !== void 0 ? ` (${esc(Math.round(iv.level * 100))}%)` : ""}` : "\u2013"}</td>` : ""}<td class="n">${esc(num2(m.n))}</td><td class="n">${esc(num2(b))}</td><td class="n">${change === void 0 ? "\u2013" : `${change >= 0 ? "+" : ""}${esc(num2(change))}`}</td></tr>`);
  }
  body.push("</tbody></table></div>");
  if (statsNote) body.push(`<p class="note">${esc(statsNote)}</p>`);
  body.push("</section>");
  const ev = r.assurance.evidence;
  body.push(`<section id="evidence"><h2>Evidence</h2><div class="meta"><div class="wide"><b>ledger</b><code>${esc(ev.ledger)}</code></div><div><b>format</b>${esc(ev.format)}</div><div><b>events</b>${esc(num2(ev.events))}</div><div><b>task set</b>${esc(num2(r.task_set.held_in))} held in, ${esc(num2(r.task_set.held_out))} held out, ${r.task_set.sealed ? "sealed" : "not sealed"}</div><div class="wide"><b>harness</b><code>${esc(r.subject.harness_digest)}</code></div><div><b>evaluator independent</b>${r.assurance.evaluator_independent ? "yes" : "no"}</div></div>`);
  const canaries = r.assurance.integrity?.canaries ?? [];
  if (canaries.length > 0) body.push(`<p>Canaries: ${canaries.map((c) => `${esc(c.id)} <span class="${c.observed === c.expected ? "pass" : "fail"}">${c.observed === "pass" ? "fired" : "did not fire"}</span>`).join(" \xB7 ")}</p>`);
  body.push("</section>");
  body.push(signalsSection(input.signals));
  body.push(`<footer>Made by aqr ${esc(input.version)} from <code>${esc(input.file)}</code> (<code>${esc(input.recordDigest)}</code>). Check the signature and replay the measures with <code>aqr verify</code> or the offline page <code>verify.html</code>.</footer>`);
  const csp = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src data:; base-uri 'none'; form-action 'none'`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(`${verdict}: ${r.subject.agent} \xB7 ${r.record_id}`)}</title>
<style>${STYLE}</style>
</head>
<body>
${body.join("\n")}
</body>
</html>
`;
}
function signalsSection(signals) {
  const s = obj(signals);
  if (!s) return "";
  const out = ['<section id="signals"><h2>Signals (advisory unless the profile gates them)</h2>'];
  const counts = obj(s["counts"]);
  if (counts) out.push(`<p class="note">${Object.entries(counts).filter(([, v]) => typeof v === "number").map(([k, v]) => `${esc(k)} ${esc(v)}`).join(" \xB7 ")}</p>`);
  for (const a of arr(s["acceptance"]).map(obj)) if (a) out.push(`<p><b>Acceptance rule</b> ${esc(a["rule"])}${a["run"] ? ` (run ${esc(a["run"])})` : ""}: <span class="${a["result"] === "accepted" ? "pass" : "fail"}">${esc(a["result"])}</span>${a["tier"] ? `, tier ${esc(a["tier"])}` : ""}</p>`);
  const holds = arr(s["softHolds"]).map(obj).filter((h) => !!h);
  if (holds.length > 0) out.push(`<ul class="why">${holds.map((h) => `<li><code>${esc(h["code"])}</code> ${esc(h["message"])}</li>`).join("")}</ul>`);
  const buckets = arr(obj(s["confidence"])?.["buckets"]).map(obj).filter((b) => !!b && typeof b["from"] === "number" && typeof b["to"] === "number" && typeof b["n"] === "number");
  const chart = reliabilityChart(buckets.map((b) => ({ from: b["from"], to: b["to"], n: b["n"], meanConfidence: typeof b["meanConfidence"] === "number" ? b["meanConfidence"] : null, successRate: typeof b["successRate"] === "number" ? b["successRate"] : null })));
  if (chart) out.push(`<h3>Reliability diagram</h3><p class="legend">Bars: success rate per confidence bucket; dots: mean stated confidence; dashed: perfect calibration.</p>${chart}`);
  const agents = arr(obj(s["agents"])?.["agents"]).map(obj).filter((a) => !!a);
  const cal = agents.map((a) => ({ agent: String(a["agent"]), mean: obj(a["calibration"])?.["mean"], tell: a["gamingTell"] === true, n: a["executions"] })).filter((a) => typeof a.mean === "number");
  if (cal.length > 0) {
    out.push(`<h3>Calibration per agent</h3><p class="legend">5 \u2212 |confidence \u2212 quality|, mean over the agent's executions.</p>${calibrationChart(cal)}`);
    const tells = cal.filter((a) => a.tell);
    if (tells.length > 0) out.push(`<p class="fail">${tells.map((a) => esc(a.agent)).join(", ")}: flat confidence with good calibration (a gaming tell)</p>`);
  }
  const summaries = arr(obj(s["confidence"])?.["summaries"]).map(obj).filter((x) => !!x).slice(0, 50);
  if (summaries.length > 0) {
    out.push('<div class="scroll"><table><thead><tr><th>agent::skill</th><th>samples</th><th>confidence on success</th><th>on failure</th></tr></thead><tbody>');
    for (const x of summaries) out.push(`<tr><td>${esc(`${String(x["agentName"])}::${String(x["skill"])}`)}</td><td class="n">${esc(num2(x["sampleCount"]))}</td><td class="n">${esc(num2(x["avgConfidenceOnSuccess"]))}</td><td class="n ${x["calibrationInversion"] === true ? "neg" : ""}">${esc(num2(x["avgConfidenceOnFailure"]))}</td></tr>`);
    out.push("</tbody></table></div>");
  }
  const priv = obj(s["privacy"]);
  if (typeof priv?.["flagged"] === "number" && priv["flagged"] > 0) out.push(`<p class="fail">${esc(priv["flagged"])} signal values look like ${esc(Object.keys(obj(priv["byKind"]) ?? {}).join(", "))}: signals must not carry them.</p>`);
  const dev = obj(s["deviations"]);
  if (typeof dev?.["total"] === "number" && dev["total"] > 0) out.push(`<p class="note">${esc(dev["total"])} deviations from the signal contracts (see the signals analysis file).</p>`);
  out.push("</section>");
  return out.join("");
}

// src/pipeline/report.ts
async function writeHtmlReport(f) {
  const parsed = await readRecordFile(f.record);
  const keys = f.key === void 0 ? void 0 : await readPublicKeys(f.key);
  const check2 = await checkRecord(parsed.value, keys ? { verifier: keyVerifier(keys) } : {});
  if (check2.level === null) {
    const first = check2.unmet[0];
    const line = first?.path ? parsed.lineOf(first.path) : void 0;
    throw new AqrError("ERR_NOT_A_RECORD", `is not a valid record, so it is not reported: ${first?.message ?? "below L1"}`, { file: f.record, ...line === void 0 ? {} : { line } });
  }
  const record = parsed.value;
  const verified = keys && record.decision.signature !== void 0 ? await verifyRecord(record, keys) : void 0;
  const signed = record.decision.signature !== void 0 && check2.unmet.some((u) => u.code === "SIGNATURE_UNVERIFIED");
  const badSignature = check2.unmet.find((u) => /^SIGNATURE_(INVALID|KID_MISMATCH|ALG|FORMAT)$/.test(u.code));
  const html = renderHtmlReport({
    record,
    file: f.record.split("/").pop() ?? f.record,
    recordDigest: await fileDigest(f.record),
    level: check2.level,
    ...signed ? { levelNote: "L4 once the signature is verified: aqr report --key, or aqr verify" } : badSignature ? { levelNote: `${badSignature.code}: ${badSignature.message}` } : {},
    ...f.signals !== void 0 ? { signals: await readJson(f.signals, "signals analysis") } : {},
    ...f.stats !== void 0 ? { stats: await readJson(f.stats, "stats file") } : {},
    ...f.baseline !== void 0 ? { baseline: (await readRecordFile(f.baseline)).value } : f.baselineRecord ? { baseline: f.baselineRecord } : {},
    ...verified?.ok ? { verifiedBy: verified.kid } : {},
    version: VERSION
  });
  await writeFileAtomic(f.out, html);
  return { verdict: record.decision.verdict, level: check2.level };
}
async function readJson(file, what) {
  const text = await readTextFile(file, what, 64 * 1024 * 1024);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new AqrError("ERR_INPUT_PARSE", `is not JSON (a ${what} is the JSON aqr writes): ${e.message}`, { file });
  }
}

// src/report/markdown.ts
import { createHash as createHash2 } from "node:crypto";

// src/report/escape.ts
function md(s, max = 200) {
  const text = String(s).replace(/[\r\n\t]+/g, " ");
  const cut = text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
  return cut.replace(/[\\`*_{}[\]()#+!|<>~&@$]/g, (c) => c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === "&" ? "&amp;" : `\\${c}`);
}
function num3(v) {
  if (v === void 0 || v === null) return "\u2013";
  if (typeof v === "boolean") return String(v);
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v) && Math.abs(v) < 1e3) return String(v);
  return String(Number(v.toPrecision(3)));
}

// src/report/stats-markdown.ts
var r4 = (x) => Number.isFinite(x) ? String(Math.round(x * 1e4) / 1e4) : "\u221E";
var RESULT = { pass: "pass \u2705", fail: "**fail** \u26D4", inconclusive: "inconclusive \u23F8\uFE0F", missing: "no evidence \u23F8\uFE0F" };
function statsLines(s) {
  if (!s) return [];
  const out = [];
  if (s.bounds.length > 0) {
    out.push(
      "**Confidence bounds** (the gate follows the bound, not the point value; in the strip `[===]` is the interval, `\u25CF` the measured value, `|` the threshold)",
      "",
      "| gate | value | interval | threshold | strip | n | method | result |",
      "|---|---|---|---|---|---|---|---|"
    );
    for (const b of s.bounds) {
      const words = b.result === "inconclusive" ? b.more ? ` (~${b.more} more tasks)` : b.more === null ? " (more tasks at this rate would not settle it)" : "" : "";
      out.push(
        `| ${md(b.id)}${b.split ? ` (${b.split})` : ""} | ${r4(b.value)} | ${r4(b.lower)} \u2013 ${r4(b.upper)} (${b.confidence * 100}%) | ${b.kind === "floor" ? "\u2265" : "\u2264"} ${b.threshold} | \`${strip(b)}\` | ${b.n} | ${b.method}${b.resamples ? ` \xD7${b.resamples}` : ""} | ${RESULT[b.result]}${words} |`
      );
    }
    out.push("");
  }
  if (s.regressions.length > 0) {
    out.push(`**Regression against the last release** (${md(s.baseline?.record_id ?? "")}${s.baseline && !s.baseline.verified ? ", unverified" : ""})`, "", "| gate | baseline | now | drop interval | max drop | result |", "|---|---|---|---|---|---|");
    for (const t of s.regressions)
      out.push(`| ${md(t.id)}${t.split ? ` (${t.split})` : ""} | ${r4(t.baseline.value)} (n=${t.baseline.n}) | ${r4(t.current.value)} (n=${t.current.n}) | ${r4(t.drop.lower)} \u2013 ${r4(t.drop.upper)} (${t.confidence * 100}%) | ${t.max_drop} | ${RESULT[t.result]} |`);
    out.push("");
  }
  if (s.shadow.length > 0) {
    out.push("**Shadow gates** (evaluated, never enforced)", "");
    for (const g of s.shadow) out.push(`- ${RESULT[g.result]} \xB7 ${md(g.reason, 400)}`);
    out.push("");
  }
  if (s.notices.length > 0) out.push(...s.notices.map((n2) => `- ${md(n2, 400)}`), "");
  return out;
}
var WIDTH = 24;
function strip(b) {
  const max = b.method === "bootstrap" ? 2 * Math.max(b.threshold, Number.isFinite(b.upper) ? b.upper : b.threshold) || 1 : 1;
  const at = (x) => Math.max(0, Math.min(WIDTH - 1, Math.round(Math.min(x, max) / max * (WIDTH - 1))));
  const cells = Array.from({ length: WIDTH }, () => "\xB7");
  const lo = at(b.lower);
  const hi = Number.isFinite(b.upper) ? at(b.upper) : WIDTH - 1;
  for (let i = lo; i <= hi; i++) cells[i] = "=";
  cells[lo] = "[";
  cells[hi] = "]";
  cells[at(b.value)] = "\u25CF";
  cells[at(b.threshold)] = "|";
  return cells.join("");
}

// src/report/charts.ts
var MAX_BARS = 15;
var LABEL = 34;
function chartLabel(s, max = LABEL) {
  const clean2 = s.replace(/["`\\<>;#%{}[\]]/g, "").replace(/\s+/g, " ").trim();
  return `"${clean2.length > max ? `${clean2.slice(0, max - 1)}\u2026` : clean2}"`;
}
function margin(g) {
  if (typeof g.value !== "number" || !Number.isFinite(g.value)) return void 0;
  const [diff, base] = g.floor !== void 0 ? [g.value - g.floor, g.floor] : g.ceiling !== void 0 ? [g.ceiling - g.value, g.ceiling] : [void 0, 0];
  if (diff === void 0) return void 0;
  return diff / (base === 0 ? 1 : Math.abs(base)) * 100;
}
function config(height, palette) {
  return ["---", "config:", "  xyChart:", `    height: ${height}`, "  themeVariables:", "    xyChart:", `      plotColorPalette: "${palette}"`, "---"];
}
var AXIS_MAX = 200;
function standing(g) {
  const m = margin(g);
  if (m === void 0) return void 0;
  const v = g.value;
  let pct;
  if (g.floor !== void 0) pct = g.floor > 0 && v >= 0 ? v / g.floor * 100 : m >= 0 ? AXIS_MAX : 0;
  else pct = g.ceiling > 0 && v > 0 ? g.ceiling / v * 100 : m >= 0 ? AXIS_MAX : 0;
  return Math.max(0, Math.min(AXIS_MAX, Math.round(pct * 10) / 10));
}
function marginChart(gates) {
  const measured = gates.map((g) => ({ g, m: margin(g), s: standing(g) })).filter((x) => x.m !== void 0 && x.s !== void 0);
  if (measured.length === 0) return [];
  measured.sort((a, b) => a.m - b.m);
  const shown = measured.slice(0, MAX_BARS);
  const fails = (x) => x.g.result === "fail" || x.m < 0;
  const of = measured.length > shown.length ? `the ${shown.length} of ${measured.length} gates closest to failing, failing first` : "failing first";
  return [
    { kind: "text", text: `**Each gate against its own threshold**: the bar is the value in % of the threshold (for a ceiling, the threshold in % of the value), the red line at 100 the threshold; \u2717 marks a failing gate (${of}; bars stop at ${AXIS_MAX} %)` },
    {
      kind: "text",
      text: [
        "```mermaid",
        ...config(60 + 40 * shown.length, "#0969da, #cf222e"),
        "xychart-beta horizontal",
        `  x-axis [${shown.map((x) => chartLabel(`${fails(x) ? "\u2717 " : ""}${x.g.id}${x.g.split ? ` ${x.g.split}` : ""}`)).join(", ")}]`,
        `  y-axis "% of threshold" 0 --> ${AXIS_MAX}`,
        `  bar [${shown.map((x) => x.s).join(", ")}]`,
        `  line [${shown.map(() => 100).join(", ")}]`,
        "```"
      ].join("\n")
    }
  ];
}
function reliabilityChart2(buckets) {
  const used = buckets.filter((b) => b.n > 0);
  if (used.length === 0) return [];
  const label4 = (b) => b.to.toFixed(1);
  const r3 = (x) => x === null ? 0 : Math.round(x * 1e3) / 1e3;
  return [
    { kind: "text", text: "**Reliability diagram**: per confidence bucket (up to the value shown), bars are the success rate and the line the mean confidence; where they meet, confidence is calibrated" },
    {
      kind: "text",
      text: ["```mermaid", ...config(400, "#54aeff, #cf222e"), "xychart-beta", `  x-axis [${used.map((b) => `"${label4(b)}"`).join(", ")}]`, '  y-axis "rate" 0 --> 1', `  bar [${used.map((b) => r3(b.successRate)).join(", ")}]`, `  line [${used.map((b) => r3(b.meanConfidence)).join(", ")}]`, "```"].join("\n")
    },
    {
      kind: "text",
      text: [`| confidence up to | ${used.map(label4).join(" | ")} |`, `|---|${used.map(() => "---|").join("")}`, `| samples | ${used.map((b) => b.n.toLocaleString("en-US")).join(" | ")} |`].join("\n")
    }
  ];
}

// src/report/page.ts
var utf8Bytes = (s) => Buffer.byteLength(s, "utf8");
var utf16Units = (s) => s.length;
var SEP = "\n\n";
function renderBlock(b) {
  if (b.kind === "text") return b.text;
  if (b.kind === "list") return b.items.join("\n");
  return [...b.header, ...b.rows].join("\n");
}
function renderSection(s, blocks) {
  return [...s.open === void 0 ? [] : [s.open], ...blocks, ...s.close === void 0 ? [] : [s.close]].join(SEP);
}
function partial(s, room, size) {
  const frame = size(renderSection(s, []));
  let used = frame;
  const out = [];
  const done = () => out.length === 0 ? void 0 : renderSection(s, out);
  for (const b of s.blocks) {
    const whole = renderBlock(b);
    const sep3 = size(SEP);
    if (used + sep3 + size(whole) <= room) {
      out.push(whole);
      used += sep3 + size(whole);
      continue;
    }
    if (b.kind === "text") {
      out.push(s.dropped);
      return used + sep3 + size(s.dropped) <= room ? done() : void 0;
    }
    const lines = b.kind === "table" ? b.rows : b.items;
    const head = b.kind === "table" ? b.header : [];
    const noteFor = (n2) => `${SEP}${b.more(n2)}`;
    let budget = room - used - sep3 - size(head.join("\n")) - size(noteFor(lines.length)) - (head.length ? 1 : 0);
    let keep = 0;
    for (const line of lines) {
      const cost = size(line) + 1;
      if (cost > budget) break;
      budget -= cost;
      keep++;
    }
    if (keep === 0) {
      if (used + sep3 + size(b.more(lines.length)) <= room) out.push(b.more(lines.length));
      return done();
    }
    out.push([...head, ...lines.slice(0, keep)].join("\n") + noteFor(lines.length - keep));
    return done();
  }
  return done();
}
function fitPage(sections2, limit, size) {
  const out = [];
  let used = 0;
  let cutting = false;
  const sep3 = size(SEP);
  for (const [i, s] of sections2.entries()) {
    const reserve = sections2.slice(i + 1).reduce((n2, t) => n2 + sep3 + size(t.dropped), 0);
    const lead = out.length === 0 ? 0 : sep3;
    if (!cutting) {
      const whole = renderSection(s, s.blocks.map(renderBlock));
      if (used + lead + size(whole) + reserve <= limit) {
        out.push(whole);
        used += lead + size(whole);
        continue;
      }
      cutting = true;
      const part = partial(s, limit - used - lead - reserve, size);
      const text = part ?? s.dropped;
      if (used + lead + size(text) + reserve <= limit) {
        out.push(text);
        used += lead + size(text);
      }
      continue;
    }
    if (used + lead + size(s.dropped) <= limit) {
      out.push(s.dropped);
      used += lead + size(s.dropped);
    }
  }
  return out.join(SEP);
}

// src/report/markdown.ts
var COMMENT_LIMIT = 65536;
var COMMENT_BUDGET = COMMENT_LIMIT - 1536;
var SUMMARY_LIMIT = 1024 * 1024;
var SUMMARY_BUDGET = SUMMARY_LIMIT - 4096;
var MAX_REASONS = 20;
var ICON = { ship: "\u2705", hold: "\u23F8\uFE0F", reject: "\u26D4" };
var plural = (n2, one, many = `${one}s`) => `${n2.toLocaleString("en-US")} ${n2 === 1 ? one : many}`;
function where(v) {
  return `the record${v.artifact ? ` (artifact \`${md(v.artifact)}\`)` : ""}`;
}
function gateRow(g) {
  const threshold2 = g.floor !== void 0 ? `\u2265 ${num3(g.floor)}` : g.ceiling !== void 0 ? `\u2264 ${num3(g.ceiling)}` : "\u2013";
  return `| ${md(g.id)}${g.split ? ` (${md(g.split)})` : ""} | ${num3(g.value)} | ${threshold2} | ${g.source} | ${g.result === "pass" ? "pass \u2705" : g.result === "fail" ? "**fail** \u26D4" : g.result === "inconclusive" ? "inconclusive \u23F8\uFE0F" : "no evidence \u23F8\uFE0F"} |`;
}
var GATE_HEADER = ["| gate | value | threshold | source | result |", "|---|---|---|---|---|"];
function sections(v, summary2, appendix) {
  const out = [];
  const rest = where(v);
  const head = [
    { kind: "text", text: `### ${ICON[v.verdict]} Agent release gate: **${v.verdict}**` },
    { kind: "text", text: `Agent ${md(v.agent)} \xB7 profile ${md(v.profile)} \xB7 conformance **${v.level ?? "below L1"}** \xB7 record \`${v.recordDigest}\`${v.artifact ? ` \xB7 artifact \`${md(v.artifact)}\`` : ""}` }
  ];
  if (v.reasons.length > 0) {
    const shown = v.reasons.slice(0, MAX_REASONS);
    const items = shown.map((r) => `- ${r.verdict} \xB7 \`${r.code}\` \xB7 ${md(r.message, 300)}`);
    if (v.reasons.length > shown.length) items.push(`- \u2026and ${plural(v.reasons.length - shown.length, "more reason")}, every one in ${rest}`);
    head.push({ kind: "text", text: "**Why**" }, { kind: "list", items, more: (n2) => `_\u2026and ${plural(n2, "more reason")}, every one in ${rest}._` });
  }
  out.push({ blocks: head, dropped: `### ${ICON[v.verdict]} Agent release gate: **${v.verdict}**` });
  if (v.barChange) out.push({ blocks: [{ kind: "text", text: barChangeLines(v.barChange, v.verdict, v.reasons).join("\n").trim() }], dropped: "> [!WARNING]\n> **This pull request changes the bar.** The differences are left out for space; see the job summary." });
  const failing = v.gates.filter((g) => g.result !== "pass");
  const passing = v.gates.filter((g) => g.result === "pass");
  if (failing.length > 0)
    out.push({
      blocks: [{ kind: "text", text: `**Gates that fail or lack evidence** (${failing.length.toLocaleString("en-US")} of ${v.gates.length.toLocaleString("en-US")})` }, { kind: "table", header: GATE_HEADER, rows: failing.map(gateRow), more: (n2) => `_\u2026${plural(n2, "more failing gate")} not shown here; every gate is in ${rest}._` }],
      dropped: `_${plural(failing.length, "gate")} that fail or lack evidence are not shown here for space; every gate is in ${rest}._`
    });
  if (passing.length > 0)
    out.push({
      blocks: [{ kind: "text", text: failing.length > 0 ? `**Gates that pass** (${passing.length.toLocaleString("en-US")} of ${v.gates.length.toLocaleString("en-US")})` : `**Gates** (all ${v.gates.length.toLocaleString("en-US")} pass)` }, { kind: "table", header: GATE_HEADER, rows: passing.map(gateRow), more: (n2) => `_\u2026${plural(n2, "more passing gate")} not shown here; every gate is in ${rest}._` }],
      dropped: `_${plural(passing.length, "passing gate")} not shown here for space; every gate is in ${rest}._`
    });
  const stats = statsLines(v.stats);
  if (stats.length > 0) out.push({ blocks: [{ kind: "text", text: stats.join("\n").trim() }], dropped: `_The confidence bounds are left out for space; they are in the stats sidecar beside ${rest}._` });
  const findings = [];
  if (v.acceptance.length > 0)
    findings.push({ kind: "text", text: "**Acceptance rule**" }, {
      kind: "list",
      items: v.acceptance.map((a) => `- ${md(a.rule)}${a.run ? ` (run ${md(a.run)})` : ""}: ${a.result}${a.tier ? `, tier ${a.tier}` : ""}${a.reasons.length ? ` (${a.reasons.map((r) => md(r)).join(", ")})` : ""}${a.details.length ? `; details: ${a.details.map((d) => md(d)).join(", ")}` : ""}`),
      more: (n2) => `_\u2026${plural(n2, "more run")} not shown here; see the signals analysis beside the record._`
    });
  if (v.advisory.length > 0)
    findings.push({ kind: "text", text: "**Advisory** (reported, never a gate)" }, { kind: "list", items: v.advisory.map((a) => `- ${md(a, 300)}`), more: (n2) => `_\u2026${plural(n2, "more finding")} in the signals analysis beside the record._` });
  if (findings.length > 0) out.push({ blocks: findings, dropped: "_The acceptance rule and advisory findings are not shown here for space; see the signals analysis beside the record._" });
  if (v.measures.length > 0) {
    const against = v.baseline ? `against the last shipped record (${md(v.baseline.record_id)}, ${md(v.baseline.emitted_at)})` : "(no earlier shipped record to compare with)";
    const rows = v.measures.map((m) => {
      const unit = m.unit ? ` ${md(m.unit)}` : "";
      const change = typeof m.value === "number" && typeof m.baseline === "number" ? `${m.value - m.baseline >= 0 ? "+" : ""}${num3(m.value - m.baseline)}${unit}` : "\u2013";
      return `| ${md(m.id)}${m.k !== void 0 ? ` (k=${m.k})` : ""} | ${m.split ? md(m.split) : "\u2013"} | ${num3(m.value)}${unit} | ${m.baseline === void 0 ? "\u2013" : `${num3(m.baseline)}${unit}`} | ${change} |`;
    });
    out.push({
      blocks: [{ kind: "text", text: `**Measures** ${against}` }, { kind: "table", header: ["| measure | split | value | baseline | change |", "|---|---|---|---|---|"], rows, more: (n2) => `_\u2026${plural(n2, "more measure")} not shown here; every measure is in ${rest}._` }],
      dropped: `_${plural(v.measures.length, "measure")} not shown here for space; every measure is in ${rest}._`
    });
  }
  if (summary2) {
    const charts = [...marginChart(v.gates), ...reliabilityChart2(v.confidenceBuckets)];
    if (charts.length > 0) out.push({ blocks: charts, dropped: "_The charts are left out for space._" });
    if (appendix && appendix.length > 0)
      out.push({ open: "<details><summary>Signals analysis</summary>", blocks: appendix, close: "</details>", dropped: "_The signals analysis is left out for space; it is beside the record (`.signals.json`)._" });
  }
  return out;
}
var BAR_LINES = 40;
function barChangeLines(b, verdict, reasons) {
  const out = [];
  const own = b.enforced === "base" ? `It is judged by the bar at ${md(b.base)} (the base), not by its own.` : b.accepted ? `The change was ${md(b.accepted)}, so it is judged by its own bar.` : `The bar at ${md(b.base)} cannot judge it, so it is judged by its own, at best hold.`;
  out.push(`> [!WARNING]`, `> **This pull request changes the bar.** ${own}`, "");
  for (const l of b.lines.slice(0, BAR_LINES)) out.push(`- ${md(l, 300)}`);
  if (b.lines.length > BAR_LINES) out.push(`- \u2026and ${b.lines.length - BAR_LINES} more differences`);
  out.push("", "| bar | verdict | why |", "|---|---|---|");
  const named2 = (which2) => which2 === "base" ? `the base's (${md(b.base)})` : "this pull request's own";
  const codes = (rs) => [...new Set(rs.map((r) => `\`${r.code}\``))].join(", ") || "\u2013";
  out.push(`| **enforced**: ${named2(b.enforced)} | ${ICON[verdict]} **${verdict}** | ${codes(reasons)} |`);
  const s = b.shadow;
  if (s) {
    const why = s.error ? md(s.error, 300) : codes(s.reasons ?? []);
    out.push(`| shadow: ${named2(s.bar)} | ${s.verdict ? `${ICON[s.verdict]} ${s.verdict}` : "cannot judge"} | ${why}; never enforced |`);
  }
  out.push("");
  return out;
}
function commentMarker(key) {
  return `<!-- agent-release-gate:${key.replace(/--+/g, "-").replace(/[^\w@./:-]/g, "_")} -->`;
}
function renderComment(v, key) {
  const stable = sections({ ...v, recordDigest: "" }, false, void 0).flatMap((s) => s.blocks.map(renderBlock)).join("\n");
  const hash = createHash2("sha256").update(stable).digest("hex").slice(0, 16);
  const head = `${commentMarker(key)}
<!-- aqr-content:${hash} -->
`;
  return { body: head + fitPage(sections(v, false, void 0), COMMENT_BUDGET - head.length, utf16Units), hash };
}
function renderSummary(v, appendix) {
  return fitPage(sections(v, true, appendix), SUMMARY_BUDGET, utf8Bytes);
}

// src/report/view.ts
function barChangeView(run) {
  if (!run.barChange) return void 0;
  return { ...run.barChange, ...run.barShadow ? { shadow: run.barShadow } : {} };
}
function gateView(input) {
  const { record, signals, baseline } = input;
  const key = (m) => `${m.id}|${m.split ?? ""}|${m.k ?? ""}`;
  const before = new Map((baseline?.measures ?? []).map((m) => [key(m), m.value]));
  const advisory = [];
  if (signals) {
    for (const h of signals.softHolds) advisory.push(`${h.code}: ${h.message}`);
    for (const a of signals.agents.agents) if (a.gamingTell && !signals.softHolds.some((h) => h.code === "SOFT_FLAT_CONFIDENCE")) advisory.push(`agent ${a.agent} reports flat confidence with good calibration (a gaming tell)`);
    for (const s of signals.confidence.summaries) if (s.calibrationInversion && !signals.softHolds.some((h) => h.code === "SOFT_CALIBRATION_INVERSION")) advisory.push(`${s.agentName}::${s.skill} is more confident when it fails than when it succeeds`);
    if (signals.privacy.flagged > 0) advisory.push(`${signals.privacy.flagged} signal values look like ${Object.keys(signals.privacy.byKind).join(", ")}: signals must not carry them`);
    if (signals.deviations.total > 0) advisory.push(`${signals.deviations.total} signal deviations from their contracts (see the signals analysis)`);
  }
  return {
    verdict: input.verdict,
    reasons: input.reasons,
    gates: input.gates,
    measures: record.measures.map((m) => {
      const b = before.get(key(m));
      return b === void 0 ? m : { ...m, baseline: b };
    }),
    ...baseline ? { baseline: { record_id: baseline.record_id, emitted_at: baseline.emitted_at } } : {},
    acceptance: (signals?.acceptance ?? []).map((a) => ({ rule: a.rule, ...a.run ? { run: a.run } : {}, result: a.result, tier: a.tier, reasons: a.reasons, details: a.details })),
    advisory,
    level: input.level,
    profile: `${record.profile.id}@${record.profile.version} (${record.profile.tier})`,
    agent: record.subject.agent,
    recordDigest: input.recordDigest,
    ...input.artifact ? { artifact: input.artifact } : {},
    confidenceBuckets: signals?.confidence.buckets ?? [],
    ...input.stats && usesStats(input.stats) ? { stats: input.stats } : {},
    ...input.barChange ? { barChange: input.barChange } : {}
  };
}

// src/signals/markdown.ts
var n = num3;
var more = (what) => (k) => `_\u2026${k.toLocaleString("en-US")} more ${what} not shown here; all are in the signals analysis beside the record (\`.signals.json\`)._`;
function signalsBlocks(r) {
  const out = [];
  out.push({ kind: "text", text: `**Signals**: ${r.counts.records} records from ${r.files} file${r.files === 1 ? "" : "s"}: ${r.counts.ocpRuns} OCP runs, ${r.counts.ocpSignals} OCP signals, ${r.counts.agentSignals} agent signals, ${r.counts.confidenceSamples} confidence samples; ${r.counts.skipped} skipped, ${r.deviations.total} deviations reported.` });
  if (r.acceptance.length > 0)
    out.push({ kind: "table", header: ["| acceptance rule | run | result | tier | reasons |", "|---|---|---|---|---|"], rows: r.acceptance.map((a) => `| ${md(a.rule)} | ${md(a.run ?? "\u2013")} | ${a.result} | ${a.tier ?? "\u2013"} | ${a.reasons.map((x) => md(x)).join(", ") || "\u2013"} |`), more: more("runs") });
  const cal = r.agents.calibration;
  if (cal.n > 0 || r.agents.agents.length > 0) {
    out.push({
      kind: "table",
      header: ["| agent | runs | confidence mean \xB1 sd | modal share | calibration mean | gaming tell |", "|---|---|---|---|---|---|"],
      rows: r.agents.agents.map((a) => `| ${md(a.agent)} | ${a.executions} | ${n(a.confidence.mean)} \xB1 ${n(a.confidence.stddev)} | ${n(a.confidence.modeShare)} | ${n(a.calibration.mean)} | ${a.gamingTell ? "**flat confidence, good calibration**" : "no"} |`),
      more: more("agents")
    });
    out.push({ kind: "text", text: `Calibration (5 \u2212 |confidence \u2212 quality|) over ${cal.n} joined runs: mean ${n(cal.mean)}; ${cal.unjoinedExecutions} executions and ${cal.unjoinedOutcomes} outcomes without a partner.` });
  }
  const c = r.agents.continuation;
  if (c.handoffs > 0 || c.chains.links > 0)
    out.push({ kind: "text", text: `Continuation: ${c.handoffs} handoffs, gap mean ${n(c.gap.mean)}, recovery mean ${n(c.recovery.mean)}, ${c.delta.overclaimed} overclaimed, ${c.zeroGapFailedRecovery} with zero gap but failed recovery; ${c.chains.links} resumed runs (${c.chains.unverifiedLinks} unverified), longest chain ${c.chains.longest}.` });
  const esc2 = Object.entries(r.agents.escalations.bySeverity);
  if (esc2.length > 0) {
    out.push({ kind: "text", text: `Escalations: ${esc2.map(([s, v]) => `${md(s)} ${v.blocking + v.nonBlocking} (${v.blocking} blocking)`).join(", ")}; ${r.agents.escalations.unresolvedBlockingCount} blocking unresolved.` });
    const open3 = r.agents.escalations.unresolvedBlocking;
    if (open3.length > 0) out.push({ kind: "table", header: ["| unresolved blocking escalation: run | severity |", "|---|---|"], rows: open3.map((u) => `| ${md(u.run_id)} | ${md(u.severity)} |`), more: more("open escalations") });
  }
  const p = r.agents.partnership;
  if (p.total > 0) {
    out.push({ kind: "text", text: `Partnership: ${p.total} recommendations, ${p.outcomeValidated} outcome-validated (ranked validated first, then by priority).` });
    out.push({
      kind: "table",
      header: ["| validation | priority | type | target | about agent |", "|---|---|---|---|---|"],
      rows: p.recommendations.map((x) => `| ${x.validation_status} | ${md(x.priority ?? "\u2013")} | ${md(x.type ?? "\u2013")} | ${md(x.target ?? "\u2013")} | ${md(x.agent)} |`),
      more: more("recommendations")
    });
  }
  if (r.confidence.summaries.length > 0)
    out.push({
      kind: "table",
      header: ["| agent::skill | samples | avg | on success | on failure | high-confidence failures | inversion |", "|---|---|---|---|---|---|---|"],
      rows: r.confidence.summaries.map((s) => `| ${md(s.agentName)}::${md(s.skill)} | ${s.sampleCount} | ${n(s.avgConfidence)} | ${n(s.avgConfidenceOnSuccess)} | ${n(s.avgConfidenceOnFailure)} | ${s.highConfFailures} | ${s.calibrationInversion ? "**yes**" : "no"} |`),
      more: more("agent::skill rows")
    });
  if (r.privacy.flagged > 0) out.push({ kind: "text", text: `**Privacy**: ${r.privacy.flagged} values look like ${Object.keys(r.privacy.byKind).join(", ")}; signals must not carry them (see the JSON report for file, line and field).` });
  if (r.softHolds.length > 0) out.push({ kind: "text", text: "**Advisory holds**:" }, { kind: "list", items: r.softHolds.map((h) => `- ${h.code}: ${md(h.message)}`), more: more("advisory holds") });
  return out;
}

// src/action/inputs.ts
function readInputs() {
  const flags = {};
  for (const [name, f] of Object.entries(EVALUATE_FLAGS)) {
    if (f.kind === "list") {
      const list = getMultilineInput(name);
      if (list.length > 0) flags[name] = list;
    } else if (f.kind === "boolean") {
      const v = getInput(name).toLowerCase();
      if (v !== "") {
        if (v !== "true" && v !== "false") throw new AqrError("ERR_USAGE", `input ${name} must be true or false, got ${JSON.stringify(v)}`);
        flags[name] = v === "true";
      }
    } else {
      const v = getInput(name);
      if (v !== "") flags[name] = v;
    }
  }
  const comment2 = getInput("comment") || "always";
  if (!["always", "on-change", "never"].includes(comment2)) throw new AqrError("ERR_USAGE", `input comment must be always, on-change or never, got ${JSON.stringify(comment2)}`);
  const failOn = new Set((getInput("fail-on") || "hold,reject").split(",").map((s) => s.trim()).filter(Boolean));
  for (const v of failOn) if (!["ship", "hold", "reject"].includes(v)) throw new AqrError("ERR_USAGE", `input fail-on lists verdicts (hold, reject), got ${JSON.stringify(v)}`);
  const signingKey = getInput("signing-key");
  if (signingKey) {
    for (const line of [signingKey, ...signingKey.split(/\r?\n/)]) if (line.trim().length >= 8) setSecret(line.trim());
  }
  const out = { flags, token: getInput("github-token"), comment: comment2, failOn, artifactName: getInput("artifact-name") || "agent-quality-record" };
  const config2 = getInput("config");
  if (config2) out.config = config2;
  if (signingKey) out.signingKey = signingKey;
  const commentKey2 = getInput("comment-key");
  if (commentKey2) out.commentKey = commentKey2;
  const environment = getInput("environment");
  if (environment) out.environment = environment;
  const publicKey = getInput("public-key");
  if (publicKey) out.publicKey = publicKey;
  return out;
}

// src/action/log.ts
var log = {
  info: (m) => info(safeLines(m)),
  notice: (m) => notice(safeLines(m)),
  warning: (m) => warning(safeLines(m)),
  error: (m) => error(safeLines(m)),
  setFailed: (m) => setFailed(safeLines(m))
};

// src/check/types.ts
var LEVELS = ["L1", "L2", "L3", "L4"];

// src/check/release.ts
function releaseVerdict(value, level, more2 = {}) {
  const blockers = [];
  const add = (code, message2) => blockers.push({ code, message: message2 });
  const record = isObject2(value) ? value : {};
  const decision2 = isObject2(record.decision) ? record.decision : {};
  if (decision2["verdict"] !== "ship") add("RELEASE_NOT_SHIP", `release requires decision.verdict: ship, not ${JSON.stringify(decision2["verdict"] ?? null)}`);
  const actor = decision2["actor"];
  if (typeof actor !== "string" || actor.trim() === "" || actor.trim().toLowerCase() === "unknown") add("RELEASE_ACTOR", `release requires a named decision.actor, not ${JSON.stringify(actor ?? null)}`);
  const gates = Array.isArray(record.gates) ? record.gates : [];
  const failing = gates.filter((g) => !isObject2(g) || g["result"] !== "pass").map((g) => isObject2(g) ? String(g["id"]) : JSON.stringify(g));
  if (gates.length === 0) add("RELEASE_GATES", "release requires passing deterministic gates, and there are none");
  else if (failing.length > 0) add("RELEASE_GATES", `release requires every gate passing: ${failing.join(", ")} did not`);
  if (level === null || LEVELS.indexOf(level) < LEVELS.indexOf("L2")) add("RELEASE_BELOW_L2", `release requires L2 or higher; the record is at ${level ?? "below L1"}`);
  if (more2.signature && !more2.signature.ok) add("RELEASE_SIGNATURE", `release with --key requires a signature that verifies: ${more2.signature.message} (${more2.signature.code})`);
  if (more2.replay && more2.replay.length > 0) add("RELEASE_REPLAY", `release with --ledger requires a replay that matches: ${more2.replay.map((m) => `${m.code} ${m.what}`).join(", ")}`);
  return { permitted: blockers.length === 0, blockers };
}
function isObject2(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

// src/github/contents.ts
function contentsSource(octokit, repo, sha, root) {
  const short = sha.slice(0, 12);
  return {
    ref: sha,
    label: `commit ${short}`,
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => {
      const rel = insideRoot(path, root);
      if (rel === void 0) return void 0;
      const fail2 = (e) => new BarSourceError("ERR_INPUT_READ", `cannot be read at commit ${short} through GitHub's contents API (${describeFailure(e)}); the workflow needs \`permissions: contents: read\``, { file: path });
      const route = "GET /repos/{owner}/{repo}/contents/{path}";
      const params = { owner: repo.owner, repo: repo.repo, path: rel, ref: sha };
      let data;
      try {
        ({ data } = await octokit.request(route, params));
      } catch (e) {
        if (httpStatus(e) === 404) return void 0;
        throw fail2(e);
      }
      if (Array.isArray(data)) throw new BarSourceError("ERR_INPUT_READ", `is a folder at commit ${short}, expected a ${what}`, { file: path });
      const f = data;
      if (f.type !== "file") throw new BarSourceError("ERR_INPUT_READ", `is a ${f.type ?? "thing"} at commit ${short}, expected a ${what} file`, { file: path });
      if (typeof f.size === "number" && f.size > maxBytes) throw new BarSourceError("ERR_INPUT_TOO_LARGE", `is ${f.size} bytes at commit ${short}; a ${what} is at most ${maxBytes}`, { file: path });
      if (f.encoding === "base64" && typeof f.content === "string") return Buffer.from(f.content, "base64");
      let raw;
      try {
        ({ data: raw } = await octokit.request(route, { ...params, mediaType: { format: "raw" } }));
      } catch (e) {
        throw fail2(e);
      }
      const bytes = typeof raw === "string" ? Buffer.from(raw, "utf8") : raw instanceof ArrayBuffer ? Buffer.from(raw) : void 0;
      if (!bytes) throw new BarSourceError("ERR_INPUT_READ", `came back from GitHub's contents API in a form aqr does not read`, { file: path });
      if (bytes.length > maxBytes) throw new BarSourceError("ERR_INPUT_TOO_LARGE", `is over ${maxBytes} bytes at commit ${short}; a ${what} is at most that`, { file: path });
      return bytes;
    }
  };
}

// src/action/bar.ts
async function pinnedBarSource(octokit, ctx, flags) {
  const given = typeof flags["bar-ref"] === "string" && flags["bar-ref"] !== "" ? flags["bar-ref"] : void 0;
  delete flags["bar-ref"];
  const ref = given ?? ctx.baseSha;
  if (ref === void 0) {
    if (ctx.prNumber !== void 0) warning("the pull_request event names no base commit: the bar is read from the checkout");
    return void 0;
  }
  const sha = await gitCommit(ref);
  if (sha) {
    info(`the bar is read at ${sha} from the git history of the checkout`);
    return gitSource(sha);
  }
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(ref)) throw new AqrError("ERR_USAGE", `bar-ref ${JSON.stringify(ref)} names no commit in the checkout (give a commit SHA, or check out with fetch-depth: 0)`);
  if (!octokit) throw new AqrError("ERR_USAGE", `the bar must be read at ${ref.slice(0, 12)}, which the checkout does not hold, and there is no github-token to read it through GitHub's API (give github-token with contents: read, or check out with fetch-depth: 0)`);
  info(`the bar is read at ${ref} through GitHub's contents API`);
  return contentsSource(octokit, ctx, ref, process.env["GITHUB_WORKSPACE"] ?? process.cwd());
}
async function barPathsAtBase(source, inputs) {
  const file = inputs.config;
  const bytes = await source.read(file, "config");
  if (!bytes) return void 0;
  let base;
  try {
    base = { ...await configFromText(decodeText(bytes, file, "config"), file), ...inputs.flags };
  } catch (e) {
    if (!isAqrError(e)) throw e;
    warning(`the config file at ${source.label} does not load (${e.format()}); the bar's paths are this pull request's`);
    return void 0;
  }
  const str = (v) => typeof v === "string" && v !== "" ? v : void 0;
  const out = {};
  const profile2 = str(base.profile);
  const taskManifest = str(base["task-manifest"]);
  const authority = str(base.authority);
  if (profile2) out.profile = profile2;
  if (taskManifest) out.taskManifest = taskManifest;
  if (authority) out.authority = authority;
  const decisions = base.decisions;
  out.decisions = Array.isArray(decisions) ? decisions : typeof decisions === "string" && decisions !== "" ? [decisions] : [];
  return out;
}

// src/action/report.ts
var ANNOTATION_REASONS = 3;
var ANNOTATION_REASON_CHARS = 160;
function commentKey(ctx, key) {
  return [ctx.workflow, ctx.job ?? "job", ...key ? [key] : []].join(":");
}
function legacyMarker(ctx) {
  const prefix = commentMarker(`${ctx.workflow}:`).replace(/ -->$/, "");
  const re = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[\\w./:-]*@[\\w@./:-]+ -->`);
  return (body) => re.test(body);
}
function failureLine(verdict, reasons) {
  if (reasons.length === 0) return `verdict ${verdict}: see the job summary`;
  const shown = reasons.slice(0, ANNOTATION_REASONS).map((r) => {
    const m = r.message.replace(/\s+/g, " ");
    return m.length > ANNOTATION_REASON_CHARS ? `${m.slice(0, ANNOTATION_REASON_CHARS - 1)}\u2026` : m;
  });
  const rest = reasons.length - shown.length;
  return `verdict ${verdict}: ${shown.join("; ")}${rest > 0 ? `; and ${rest} more (see the job summary)` : ""}`;
}
async function needsApproval(flags, inputs) {
  if (inputs.environment) return true;
  if (flags.tier === "T2") return true;
  if (typeof flags.profile !== "string") return false;
  try {
    return (await loadProfile(flags.profile)).tier === "T2";
  } catch {
    return false;
  }
}

// src/action/main.ts
var PERMISSION_HINT = "the comment needs `permissions: pull-requests: write`; a pull request from a fork never gets it, so use the two-workflow pattern (a `workflow_run` workflow that comments, see the README)";
async function main() {
  let inputs;
  let run;
  let ctx;
  let octokit;
  let baseline;
  try {
    inputs = readInputs();
    ctx = runContext(process.env, readEvent());
    octokit = inputs.token ? (await import("./action/client-CO4FDM53.js")).createClient(inputs.token, (m) => log.info(m)) : void 0;
    const config2 = inputs.config ? await readConfig(inputs.config) : {};
    for (const k of ["bar-ref", "allow-bar-change"])
      if (config2[k] !== void 0) throw new AqrError("ERR_USAGE", `${k} is set in the config file ${inputs.config}, which the pull request can edit; set it as an input of the workflow step`);
    const flags = { ...config2, ...inputs.flags };
    if (flags.agent === void 0 && ctx.repo) flags.agent = ctx.repo;
    flags.out ??= join4(process.env["RUNNER_TEMP"] ?? tmpdir(), "agent-quality-record.json");
    flags.predicate ??= besideRecord(flags.out, ".predicate.json");
    const holds = [];
    const notes = [];
    const rollback = flags["rollback-to"];
    if (rollback === "auto" || rollback === "auto-unverified") {
      delete flags["rollback-to"];
      const found = await lookUpBaseline(octokit, ctx, inputs, rollback === "auto-unverified");
      baseline = found.baseline;
      const target = baseline?.record.subject.harness_digest;
      if (baseline && typeof target === "string" && DIGEST_RE.test(target)) {
        flags["rollback-to"] = target;
        log.info(`rollback target: ${quote(target)} from run ${baseline.runId} (${quote(baseline.file)})${baseline.verified ? "" : ", NOT verified (rollback-to: auto-unverified)"}`);
      } else {
        baseline = void 0;
        notes.push(found.note);
      }
    }
    const barSource = await pinnedBarSource(octokit, ctx, flags);
    const approval = await needsApproval(flags, inputs) || barSource !== void 0 ? await lookUpApproval(octokit, ctx) : void 0;
    const judged = approval ? judgeApproval(approval, ctx.prAuthor) : void 0;
    if (judged?.valid) {
      flags.actor = judged.actor;
      notes.push(judged.note);
    } else if (judged) holds.push(judged.hold);
    if (flags.actor === void 0 && ctx.actor) flags.actor = ctx.actor;
    const options = toEvaluateOptions(flags);
    if (baseline && options.baseline === void 0) options.baselineFound = { record_id: baseline.record.record_id, measures: baseline.record.measures, verified: inputs.publicKey !== void 0 };
    if (inputs.signingKey) options.key = { text: inputs.signingKey, label: "signing-key input" };
    const basePaths = barSource && inputs.config ? await barPathsAtBase(barSource, inputs) : void 0;
    run = await runEvaluate({ ...options, holds, notes, words: ACTION_WORDS, ...process.env["GITHUB_WORKSPACE"] ? { pathBase: process.env["GITHUB_WORKSPACE"] } : {}, ...barSource ? { barSource } : {}, ...basePaths ? { basePaths } : {}, ...judged ? { approval: judged } : {} });
  } catch (e) {
    log.setFailed(isAqrError(e) ? `aqr input error: ${e.format()}` : `aqr internal error: ${e.message}`);
    return;
  }
  for (const w of run.warnings) log.warning(w);
  const out = run.out;
  const digest2 = await fileDigest(out);
  const view = gateView({ verdict: run.verdict, reasons: run.reasons, gates: run.gates, record: run.record, level: run.check.level, recordDigest: digest2, signals: run.signals, baseline: baseline?.record, artifact: inputs.artifactName, stats: run.stats, barChange: barChangeView(run) });
  if (process.env["GITHUB_STEP_SUMMARY"]) {
    try {
      await summary.addRaw(renderSummary(view, run.signals ? signalsBlocks(run.signals) : void 0), true).write();
    } catch (e) {
      log.warning(`the job summary could not be written: ${e.message}`);
    }
  }
  await comment(octokit, ctx, inputs, view, run);
  try {
    await writeHtmlReport({ record: out, out: besideRecord(out, ".html"), signals: run.signalsOut, baselineRecord: baseline?.record, key: inputs.publicKey });
  } catch (e) {
    warning(`the report page could not be written beside the record (${isAqrError(e) ? e.format() : e.message})`);
  }
  setOutput("verdict", run.verdict);
  setOutput("record-path", out);
  setOutput("record-digest", digest2);
  setOutput("level", run.check.level ?? "");
  setOutput("release-permitted", String(releaseVerdict(run.record, run.check.level).permitted));
  setOutput("failed-gates", run.gates.filter((g) => g.result === "fail").map((g) => g.id).join(","));
  setOutput("signals-path", run.signalsOut ?? "");
  setOutput("predicate-path", run.predicateOut ?? "");
  setOutput("predicate-type", PREDICATE_TYPE);
  setOutput("attestation-path", run.attestOut ?? "");
  setOutput("stats-path", run.statsOut ?? "");
  log.info(`verdict: ${run.verdict}; record ${out} (${digest2}), conformance ${run.check.level ?? "below L1"}`);
  for (const r of run.reasons) log.info(`  ${r.verdict} ${r.code}: ${r.message}`);
  if (inputs.failOn.has(run.verdict)) log.setFailed(failureLine(run.verdict, run.reasons));
}
function readEvent() {
  const path = process.env["GITHUB_EVENT_PATH"];
  if (!path || !existsSync6(path)) return {};
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    log.warning(`the event file ${path} is not JSON; running without pull-request context`);
    return {};
  }
}
var NO_BASELINE = "No earlier shipped record was found, so this release has no rollback target.";
async function lookUpBaseline(octokit, ctx, inputs, unverified) {
  if (!octokit) {
    log.warning("rollback-to auto needs github-token to read earlier runs; continuing without a rollback target");
    return { note: NO_BASELINE };
  }
  if (inputs.publicKey === void 0 && !unverified) {
    log.warning("rollback-to auto: no public-key input, so no earlier record can be verified and none is used; this release has no rollback target (rollback-to: auto-unverified takes unverified records, which anyone able to upload an artifact could forge)");
    return { note: "No earlier record could be verified (rollback-to auto without public-key), so this release has no rollback target." };
  }
  try {
    const keys = inputs.publicKey === void 0 ? void 0 : await readPublicKeys(inputs.publicKey, "public-key input");
    if (!keys) log.warning("rollback-to auto-unverified: earlier records are taken without verifying a signature (unsafe)");
    const { findBaseline } = await import("./action/history-T3OCOI73.js");
    const baseline = await findBaseline(octokit, ctx, { artifactName: inputs.artifactName, verifier: keys ? keyVerifier(keys) : void 0, warn: log.warning, info: log.info });
    return { baseline, note: keys ? "No earlier shipped record verified under public-key, so this release has no rollback target." : NO_BASELINE };
  } catch (e) {
    log.warning(`rollback-to auto: earlier runs could not be read (${isAqrError(e) ? e.format() : describeFailure(e)}); continuing without a rollback target`);
    return { note: NO_BASELINE };
  }
}
async function lookUpApproval(octokit, ctx) {
  if (!octokit || ctx.runId === void 0) return void 0;
  try {
    return await runApproval(octokit, { ...ctx, runId: ctx.runId });
  } catch (e) {
    if (httpStatus(e) !== 404) log.warning(`the run's environment approvals could not be read (${describeFailure(e)})`);
    return void 0;
  }
}
async function comment(octokit, ctx, inputs, view, run) {
  if (ctx.prNumber === void 0) return;
  const key = commentKey(ctx, inputs.commentKey);
  const { body, hash } = renderComment(view, key);
  try {
    await writeFileAtomic(besideRecord(run.out, ".comment.md"), body);
  } catch (e) {
    log.warning(`the comment body could not be written beside the record (${e.message})`);
  }
  if (inputs.comment === "never") return;
  if (!octokit) return log.warning(`no github-token: the pull-request comment was not written; ${PERMISSION_HINT}`);
  if (ctx.fromFork) log.info("this pull request comes from a fork: its token is read-only, so the comment will likely be refused");
  try {
    const r = await upsertComment(octokit, { ...ctx, prNumber: ctx.prNumber }, { marker: commentMarker(key), body, hash, onlyOnChange: inputs.comment === "on-change", legacy: legacyMarker(ctx) });
    log.info(`pull-request comment ${r.outcome} (${r.id})`);
  } catch (e) {
    const status = httpStatus(e);
    log.warning(`the pull-request comment was not written (${describeFailure(e)})${status === 403 || status === 404 || ctx.fromFork ? `: ${PERMISSION_HINT}` : ""}`);
  }
}
await main().catch((e) => log.setFailed(`aqr internal error: ${e.message}`));
export {
  main
};
