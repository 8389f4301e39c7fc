import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readDocument
} from "./chunk-RHRCZFGS.js";
import {
  NO_LIST,
  eachBlockListItem
} from "./chunk-BFIPOHE7.js";
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-YAMR5NNT.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/doc/fast/json-list.ts
var Decline = class extends Error {
};
var NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
function eachJsonListItem(text, each) {
  let at = 0;
  const space = () => {
    for (let c = text.charCodeAt(at); c === 32 || c === 10 || c === 13 || c === 9; c = text.charCodeAt(++at)) ;
  };
  const expect = (c) => {
    space();
    if (text.charCodeAt(at) !== c) throw new Decline();
    at++;
  };
  const string = () => {
    if (text.charCodeAt(at) !== 34) throw new Decline();
    const start = ++at;
    let escaped = false;
    for (; ; ) {
      const c = text.charCodeAt(at);
      if (c === 34) break;
      if (Number.isNaN(c) || c < 32) throw new Decline();
      if (c === 92) {
        escaped = true;
        at++;
      }
      at++;
    }
    at++;
    if (!escaped) return text.slice(start, at - 1);
    try {
      return JSON.parse(text.slice(start - 1, at));
    } catch {
      throw new Decline();
    }
  };
  const scalar = () => {
    const c = text.charCodeAt(at);
    if (c === 34) return string();
    for (const [word, value] of WORDS)
      if (text.startsWith(word, at)) {
        at += word.length;
        return value;
      }
    NUMBER.lastIndex = at;
    const m = NUMBER.exec(text);
    if (!m) throw new Decline();
    at = NUMBER.lastIndex;
    return Number(m[0]);
  };
  const item = () => {
    expect(123);
    const out = {};
    space();
    if (text.charCodeAt(at) === 125) {
      at++;
      return out;
    }
    for (; ; ) {
      space();
      const key = string();
      if (key === "__proto__") throw new Decline();
      expect(58);
      space();
      out[key] = scalar();
      space();
      const c = text.charCodeAt(at++);
      if (c === 125) return out;
      if (c !== 44) throw new Decline();
    }
  };
  try {
    space();
    let key;
    if (text.charCodeAt(at) === 123) {
      at++;
      space();
      key = string();
      if (key !== "tasks") throw new Decline();
      expect(58);
    }
    expect(91);
    space();
    let n = 0;
    if (text.charCodeAt(at) === 93) at++;
    else
      for (; ; ) {
        each(item(), n++);
        space();
        const c = text.charCodeAt(at++);
        if (c === 93) break;
        if (c !== 44) throw new Decline();
      }
    if (key !== void 0) expect(125);
    space();
    if (at !== text.length) throw new Decline();
    return key;
  } catch (e) {
    if (e instanceof Decline) return NO_LIST;
    throw e;
  }
}
var WORDS = [
  ["true", true],
  ["false", false],
  ["null", null]
];

// src/taskset/manifest.ts
var TaskList = class {
  constructor(where) {
    this.where = where;
  }
  where;
  tasks = /* @__PURE__ */ new Map();
  canary_ids = [];
  held_in = 0;
  held_out = 0;
  add(t, i) {
    const where = this.where;
    if (t === null || typeof t !== "object" || Array.isArray(t)) throw new AqrError("ERR_INPUT_INVALID", "a task is a mapping with id and split", where(i));
    const { id, split, canary, required_steps, forbidden_steps, max_steps, definition, skill } = t;
    if (typeof id !== "string" || id === "") throw new AqrError("ERR_INPUT_INVALID", "needs an id (a non-empty string)", where(i, "id"));
    if (split !== "held-in" && split !== "held-out")
      throw new AqrError("ERR_INPUT_INVALID", `split must be "held-in" or "held-out", got ${JSON.stringify(split)}`, where(i, "split"));
    if (canary !== void 0 && typeof canary !== "boolean") throw new AqrError("ERR_INPUT_INVALID", "canary must be true or false", where(i, "canary"));
    const tasks = this.tasks;
    if (tasks.has(id)) throw new AqrError("ERR_INPUT_DUPLICATE", `task ${id} is listed twice`, where(i, "id"));
    const task = { id, split: split === "held-in" ? "held-in" : "held-out", canary: canary === true, index: tasks.size };
    if (required_steps !== void 0 || forbidden_steps !== void 0 || max_steps !== void 0) {
      const required = this.names(required_steps, i, "required_steps");
      const forbidden = this.names(forbidden_steps, i, "forbidden_steps");
      if (max_steps !== void 0 && (typeof max_steps !== "number" || !Number.isInteger(max_steps) || max_steps < 0))
        throw new AqrError("ERR_INPUT_INVALID", "must be an integer \u2265 0", where(i, "max_steps"));
      task.steps = { ...required ? { required } : {}, ...forbidden ? { forbidden } : {}, ...max_steps !== void 0 ? { max: max_steps } : {} };
    }
    if (definition !== void 0) task.definition = this.definition(definition, i);
    if (skill !== void 0) {
      if (typeof skill !== "string" || skill === "")
        throw new AqrError("ERR_INPUT_INVALID", "skill must be a non-empty string (an Agent Card skill id)", where(i, "skill"));
      task.skill = skill;
    }
    tasks.set(id, task);
    if (canary === true) this.canary_ids.push(id);
    else if (split === "held-in") this.held_in++;
    else this.held_out++;
  }
  manifest() {
    return { tasks: this.tasks, held_in: this.held_in, held_out: this.held_out, canary_ids: this.canary_ids };
  }
  definition(v, i) {
    const digest = /^sha256:[0-9a-f]{64}$/;
    if (v === null || typeof v !== "object" || Array.isArray(v) || Object.keys(v).length === 0)
      throw new AqrError(
        "ERR_INPUT_INVALID",
        'must map each part of the definition to its digest ({assert: "sha256:\u2026", vars: "sha256:\u2026"})',
        this.where(i, "definition")
      );
    const out = {};
    for (const [part, d] of Object.entries(v)) {
      if (typeof d !== "string" || !digest.test(d))
        throw new AqrError("ERR_INPUT_INVALID", "must be a sha256 digest (sha256: and 64 lowercase hex digits)", this.where(i, `definition.${part}`));
      out[part] = d;
    }
    return out;
  }
  names(v, i, field) {
    if (v === void 0) return void 0;
    if (!Array.isArray(v) || v.some((x) => typeof x !== "string" || x === ""))
      throw new AqrError("ERR_INPUT_INVALID", "must be a list of step (tool) names", this.where(i, field));
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
  const json = detectSyntax(body) === "json";
  if (json || body.length <= MAX_YAML_CHARS) {
    const set = new TaskList(() => ({ file, field: "" }));
    try {
      const key = (json ? eachJsonListItem : eachBlockListItem)(body, (t, i) => set.add(t, i));
      if (key === void 0 || key === "tasks") return set.manifest();
    } catch (e) {
      if (!(e instanceof AqrError)) throw e;
    }
  }
  return readManifest(await readDocument(text, file, { bulk: true }), file);
}

export {
  manifestFromText
};
