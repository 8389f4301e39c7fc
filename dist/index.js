import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  signalsBlocks
} from "./chunks/chunk-OFPOXWVE.js";
import {
  barChangeView,
  commentMarker,
  gateView,
  renderComment,
  renderSummary
} from "./chunks/chunk-KJSNELK2.js";
import "./chunks/chunk-M7ZVXTED.js";
import {
  writeHtmlReport
} from "./chunks/chunk-FCZSGTFA.js";
import {
  releaseVerdict
} from "./chunks/chunk-BBDJPMTY.js";
import {
  ACTION_WORDS,
  configFromText,
  judgeApproval,
  readConfig,
  runEvaluate
} from "./chunks/chunk-XPQRGUSG.js";
import "./chunks/chunk-JVCPBWHG.js";
import "./chunks/chunk-T2MPUJ5O.js";
import {
  PREDICATE_TYPE
} from "./chunks/chunk-3VQO3E7E.js";
import "./chunks/chunk-FR2ASJXV.js";
import {
  BarSourceError,
  gitCommit,
  gitSource,
  insideRoot,
  loadProfile
} from "./chunks/chunk-WS27B6OD.js";
import "./chunks/chunk-LAFYHAOY.js";
import "./chunks/chunk-2N77AZOV.js";
import "./chunks/chunk-G5BI6QA6.js";
import "./chunks/chunk-KP66GDIZ.js";
import "./chunks/chunk-WT5GNQOB.js";
import "./chunks/chunk-BXLYU2TX.js";
import "./chunks/chunk-EM5K6AHQ.js";
import "./chunks/chunk-RE3RRDPA.js";
import "./chunks/chunk-3VYX6W33.js";
import "./chunks/chunk-QW2EUGQH.js";
import {
  fileDigest
} from "./chunks/chunk-JCEPN43F.js";
import "./chunks/chunk-GLLZNUNT.js";
import {
  writeFileAtomic
} from "./chunks/chunk-ONOBQVIQ.js";
import "./chunks/chunk-IYLHJKSN.js";
import {
  EVALUATE_FLAGS,
  toEvaluateOptions
} from "./chunks/chunk-6QWBJ7IX.js";
import "./chunks/chunk-3EKIORZS.js";
import "./chunks/chunk-4IXCNXHS.js";
import "./chunks/chunk-FANIYTUJ.js";
import "./chunks/chunk-6QFHXJLZ.js";
import "./chunks/chunk-QNGZIB7B.js";
import "./chunks/chunk-MZBVNFUC.js";
import {
  besideRecord
} from "./chunks/chunk-QABMOKKH.js";
import "./chunks/chunk-RO7NX6EI.js";
import {
  DIGEST_RE
} from "./chunks/chunk-KH667CWY.js";
import "./chunks/chunk-FF3GS4VK.js";
import "./chunks/chunk-DQRIIOGQ.js";
import "./chunks/chunk-STKYN4C7.js";
import {
  readPublicKeys
} from "./chunks/chunk-XXKQGM5E.js";
import "./chunks/chunk-AMF72PHS.js";
import "./chunks/chunk-QVSP4LVB.js";
import "./chunks/chunk-IDSE4RHR.js";
import {
  MAX_TEXT_BYTES,
  decodeText
} from "./chunks/chunk-RNNNK2KU.js";
import "./chunks/chunk-IDCMMKND.js";
import {
  AqrError,
  isAqrError
} from "./chunks/chunk-4XSZKK7O.js";
import {
  keyVerifier
} from "./chunks/chunk-RD7YIWT4.js";
import "./chunks/chunk-XIUS5RHN.js";
import {
  quote,
  safeLines
} from "./chunks/chunk-IAEQJC22.js";
import "./chunks/chunk-PGNWOCAG.js";
import {
  describeFailure,
  httpStatus
} from "./chunks/chunk-4L6H6QQI.js";
import "./chunks/chunk-FXVQAL6E.js";

// src/action/main.ts
import { existsSync as existsSync2, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
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
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
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
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
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
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
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
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
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
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
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
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
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
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
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
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
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
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
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
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
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
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
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
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
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
  const config = getInput("config");
  if (config) out.config = config;
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

// src/github/contents.ts
function contentsSource(octokit, repo, sha, root) {
  const short = sha.slice(0, 12);
  return {
    ref: sha,
    label: `commit ${short}`,
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => {
      const rel = insideRoot(path, root);
      if (rel === void 0) return void 0;
      const fail = (e) => new BarSourceError("ERR_INPUT_READ", `cannot be read at commit ${short} through GitHub's contents API (${describeFailure(e)}); the workflow needs \`permissions: contents: read\``, { file: path });
      const route = "GET /repos/{owner}/{repo}/contents/{path}";
      const params = { owner: repo.owner, repo: repo.repo, path: rel, ref: sha };
      let data;
      try {
        ({ data } = await octokit.request(route, params));
      } catch (e) {
        if (httpStatus(e) === 404) return void 0;
        throw fail(e);
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
        throw fail(e);
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
    base = { ...configFromText(decodeText(bytes, file, "config"), file), ...inputs.flags };
  } catch (e) {
    if (!isAqrError(e)) throw e;
    warning(`the config file at ${source.label} does not load (${e.format()}); the bar's paths are this pull request's`);
    return void 0;
  }
  const str = (v) => typeof v === "string" && v !== "" ? v : void 0;
  const out = {};
  const profile = str(base.profile);
  const taskManifest = str(base["task-manifest"]);
  const authority = str(base.authority);
  if (profile) out.profile = profile;
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
    return m.length > ANNOTATION_REASON_CHARS ? `${m.slice(0, ANNOTATION_REASON_CHARS - 1)}…` : m;
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
    octokit = inputs.token ? (await import("./chunks/client-HIR5DRAE.js")).createClient(inputs.token, (m) => log.info(m)) : void 0;
    const config = inputs.config ? await readConfig(inputs.config) : {};
    for (const k of ["bar-ref", "allow-bar-change"])
      if (config[k] !== void 0) throw new AqrError("ERR_USAGE", `${k} is set in the config file ${inputs.config}, which the pull request can edit; set it as an input of the workflow step`);
    const flags = { ...config, ...inputs.flags };
    if (flags.agent === void 0 && ctx.repo) flags.agent = ctx.repo;
    flags.out ??= join(process.env["RUNNER_TEMP"] ?? tmpdir(), "agent-quality-record.json");
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
  const digest = await fileDigest(out);
  const view = gateView({ verdict: run.verdict, reasons: run.reasons, gates: run.gates, record: run.record, level: run.check.level, recordDigest: digest, signals: run.signals, baseline: baseline?.record, artifact: inputs.artifactName, stats: run.stats, barChange: barChangeView(run) });
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
  setOutput("record-digest", digest);
  setOutput("level", run.check.level ?? "");
  setOutput("release-permitted", String(releaseVerdict(run.record, run.check.level).permitted));
  setOutput("failed-gates", run.gates.filter((g) => g.result === "fail").map((g) => g.id).join(","));
  setOutput("signals-path", run.signalsOut ?? "");
  setOutput("predicate-path", run.predicateOut ?? "");
  setOutput("predicate-type", PREDICATE_TYPE);
  setOutput("attestation-path", run.attestOut ?? "");
  setOutput("stats-path", run.statsOut ?? "");
  log.info(`verdict: ${run.verdict}; record ${out} (${digest}), conformance ${run.check.level ?? "below L1"}`);
  for (const r of run.reasons) log.info(`  ${r.verdict} ${r.code}: ${r.message}`);
  if (inputs.failOn.has(run.verdict)) log.setFailed(failureLine(run.verdict, run.reasons));
}
function readEvent() {
  const path = process.env["GITHUB_EVENT_PATH"];
  if (!path || !existsSync2(path)) return {};
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
    const { findBaseline } = await import("./chunks/history-CNQLTE6K.js");
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
