import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  readDocument
} from "./chunk-LG445KVJ.js";
import {
  eachBlockListItem
} from "./chunk-QYDK5XCU.js";
import {
  MAX_YAML_CHARS,
  detectSyntax
} from "./chunk-ZWLIFX7L.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

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
    const { id, split, canary, required_steps, forbidden_steps, max_steps } = t;
    if (typeof id !== "string" || id === "") throw new AqrError("ERR_INPUT_INVALID", "needs an id (a non-empty string)", where(i, "id"));
    if (split !== "held-in" && split !== "held-out")
      throw new AqrError("ERR_INPUT_INVALID", `split must be "held-in" or "held-out", got ${JSON.stringify(split)}`, where(i, "split"));
    if (canary !== void 0 && typeof canary !== "boolean") throw new AqrError("ERR_INPUT_INVALID", "canary must be true or false", where(i, "canary"));
    const tasks = this.tasks;
    if (tasks.has(id)) throw new AqrError("ERR_INPUT_DUPLICATE", `task ${id} is listed twice`, where(i, "id"));
    const task = { id, split, canary: canary === true, index: tasks.size };
    if (required_steps !== void 0 || forbidden_steps !== void 0 || max_steps !== void 0) {
      const required = this.names(required_steps, i, "required_steps");
      const forbidden = this.names(forbidden_steps, i, "forbidden_steps");
      if (max_steps !== void 0 && (typeof max_steps !== "number" || !Number.isInteger(max_steps) || max_steps < 0))
        throw new AqrError("ERR_INPUT_INVALID", "must be an integer \u2265 0", where(i, "max_steps"));
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

export {
  manifestFromText
};
