import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  RELEASE_TIERS,
  gateKey
} from "./chunk-LAFYHAOY.js";
import {
  RATIO_MEASURES
} from "./chunk-G5BI6QA6.js";
import {
  isExtension,
  lookupMeasure
} from "./chunk-QW2EUGQH.js";
import {
  posixRelative,
  sha256Hex
} from "./chunk-JCEPN43F.js";
import {
  closestMatch
} from "./chunk-6QWBJ7IX.js";
import {
  tierBelow
} from "./chunk-FANIYTUJ.js";
import {
  parseDocument
} from "./chunk-6QFHXJLZ.js";
import {
  SCHEMAS,
  require_ucs2length
} from "./chunk-DQRIIOGQ.js";
import {
  formatPath,
  pointerToPath
} from "./chunk-STKYN4C7.js";
import {
  MAX_TEXT_BYTES,
  decodeText,
  readFileBytes
} from "./chunk-RNNNK2KU.js";
import {
  AqrError
} from "./chunk-4XSZKK7O.js";

// src/io/bar-source.ts
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
var BarSourceError = class extends AqrError {
};
function checkoutSource() {
  return {
    ref: null,
    label: "the checkout",
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => existsSync(path) ? readFileBytes(path, what, maxBytes) : void 0
  };
}
function insideRoot(path, root) {
  const rel = relative(root, resolve(path));
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return void 0;
  return sep === "/" ? rel : rel.split(sep).join("/");
}
function git(args, cwd, maxBuffer = 1024 * 1024) {
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
      const rel = insideRoot(resolve(cwd, path), root);
      if (rel === void 0) return void 0;
      const size = await git(["cat-file", "-s", `${sha}:${rel}`], root);
      if (!size.ok) {
        if (/does not exist|exists on disk, but not in|not a valid object name|Not a valid object name/i.test(size.err)) return void 0;
        throw new BarSourceError("ERR_INPUT_READ", `cannot be read at commit ${sha.slice(0, 12)} (${size.err.trim().split("\n")[0] ?? "git failed"})`, { file: path });
      }
      const type = await git(["cat-file", "-t", `${sha}:${rel}`], root);
      if (type.out.toString("utf8").trim() !== "blob") throw new BarSourceError("ERR_INPUT_READ", `is a folder at commit ${sha.slice(0, 12)}, expected a ${what}`, { file: path });
      const n = Number(size.out.toString("utf8").trim());
      if (n > maxBytes) throw new BarSourceError("ERR_INPUT_TOO_LARGE", `is ${n} bytes at commit ${sha.slice(0, 12)}; a ${what} is at most ${maxBytes}`, { file: path });
      const blob = await git(["cat-file", "blob", `${sha}:${rel}`], root, maxBytes + 1024);
      if (!blob.ok) throw new BarSourceError("ERR_INPUT_READ", `cannot be read at commit ${sha.slice(0, 12)} (${blob.err.trim().split("\n")[0] ?? "git failed"})`, { file: path });
      return blob.out;
    }
  };
}

// src/io/profile-file.ts
import { existsSync as existsSync2, readdirSync } from "node:fs";
import { dirname, join, resolve as resolve2, sep as sep2 } from "node:path";
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

// src/record/schema-error.ts
function schemaError(errors, parsed, file, code = "ERR_INPUT_INVALID") {
  const list = [...errors ?? []].filter((e2) => e2.keyword !== "if" && e2.keyword !== "anyOf" && e2.keyword !== "oneOf");
  list.sort((a, b) => b.instancePath.length - a.instancePath.length);
  const e = list[0] ?? errors?.[0];
  if (!e) return new AqrError(code, "is invalid", { file });
  let path = pointerToPath(e.instancePath);
  let message = e.message ?? "is invalid";
  if (e.keyword === "additionalProperties") {
    const extra = e.params.additionalProperty;
    path = [...path, extra];
    message = "is not a known field";
  } else if (e.keyword === "required") {
    message = `is missing required field '${e.params.missingProperty}'`;
  } else if (e.keyword === "enum") {
    message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  const line = parsed.lineOf(path);
  return new AqrError(code, message, { file, field: formatPath(path), ...line === void 0 ? {} : { line } });
}

// aqr-validator:profile
var profile = validate5;
var schema23 = SCHEMAS["profile"];
var schema24 = SCHEMAS["profile"]["$defs"]["gate"];
var func0 = Object.prototype.hasOwnProperty;
var func1 = require_ucs2length().default;
var pattern1 = new RegExp("^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$", "u");
var pattern8 = new RegExp("^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", "u");
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate5.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema23.required, parentSchema: schema23, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.version === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema23.required, parentSchema: schema23, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func0.call(schema23.properties, key0)) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema23, data };
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
        if (!pattern1.test(data0)) {
          const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$" }, message: 'must match pattern "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$"', schema: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$", parentSchema: schema23.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.id.type, parentSchema: schema23.properties.id, data: data0 };
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
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema23.properties.version, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.version.type, parentSchema: schema23.properties.version, data: data1 };
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
          const err7 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema23.properties.extends, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.extends.type, parentSchema: schema23.properties.extends, data: data2 };
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
        const err9 = { instancePath: instancePath + "/tier", schemaPath: "#/properties/tier/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.tier.type, parentSchema: schema23.properties.tier, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data3 === "T0" || data3 === "T1" || data3 === "T2")) {
        const err10 = { instancePath: instancePath + "/tier", schemaPath: "#/properties/tier/enum", keyword: "enum", params: { allowedValues: schema23.properties.tier.enum }, message: "must be equal to one of the allowed values", schema: schema23.properties.tier.enum, parentSchema: schema23.properties.tier, data: data3 };
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
        const err11 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.description.type, parentSchema: schema23.properties.description, data: data4 };
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
        const err12 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema23.properties.k.type, parentSchema: schema23.properties.k, data: data5 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 2 || isNaN(data5)) {
          const err13 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema23.properties.k, data: data5 };
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
          let data7 = data6[i0];
          if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
            if (data7.id === void 0) {
              const err14 = { instancePath: instancePath + "/gates/" + i0, schemaPath: "#/$defs/gate/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema24.required, parentSchema: schema24, data: data7 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            for (const key1 in data7) {
              if (!func0.call(schema24.properties, key1)) {
                const err15 = { instancePath: instancePath + "/gates/" + i0, schemaPath: "#/$defs/gate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema24, data: data7 };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data7.id !== void 0) {
              let data8 = data7.id;
              if (typeof data8 === "string") {
                if (!pattern8.test(data8)) {
                  const err16 = { instancePath: instancePath + "/gates/" + i0 + "/id", schemaPath: "#/$defs/gate/properties/id/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema24.properties.id, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              } else {
                const err17 = { instancePath: instancePath + "/gates/" + i0 + "/id", schemaPath: "#/$defs/gate/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.id.type, parentSchema: schema24.properties.id, data: data8 };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
            if (data7.split !== void 0) {
              let data9 = data7.split;
              if (typeof data9 !== "string") {
                const err18 = { instancePath: instancePath + "/gates/" + i0 + "/split", schemaPath: "#/$defs/gate/properties/split/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.split.type, parentSchema: schema24.properties.split, data: data9 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              if (!(data9 === "held-in" || data9 === "held-out" || data9 === "all")) {
                const err19 = { instancePath: instancePath + "/gates/" + i0 + "/split", schemaPath: "#/$defs/gate/properties/split/enum", keyword: "enum", params: { allowedValues: schema24.properties.split.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.split.enum, parentSchema: schema24.properties.split, data: data9 };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data7.k !== void 0) {
              let data10 = data7.k;
              if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
                const err20 = { instancePath: instancePath + "/gates/" + i0 + "/k", schemaPath: "#/$defs/gate/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.k.type, parentSchema: schema24.properties.k, data: data10 };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
              if (typeof data10 == "number" && isFinite(data10)) {
                if (data10 < 2 || isNaN(data10)) {
                  const err21 = { instancePath: instancePath + "/gates/" + i0 + "/k", schemaPath: "#/$defs/gate/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema24.properties.k, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              }
            }
            if (data7.floor !== void 0) {
              let data11 = data7.floor;
              if (!(typeof data11 == "number" && isFinite(data11))) {
                const err22 = { instancePath: instancePath + "/gates/" + i0 + "/floor", schemaPath: "#/$defs/gate/properties/floor/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.floor.type, parentSchema: schema24.properties.floor, data: data11 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data7.ceiling !== void 0) {
              let data12 = data7.ceiling;
              if (!(typeof data12 == "number" && isFinite(data12))) {
                const err23 = { instancePath: instancePath + "/gates/" + i0 + "/ceiling", schemaPath: "#/$defs/gate/properties/ceiling/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.ceiling.type, parentSchema: schema24.properties.ceiling, data: data12 };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data7.source !== void 0) {
              let data13 = data7.source;
              if (typeof data13 !== "string") {
                const err24 = { instancePath: instancePath + "/gates/" + i0 + "/source", schemaPath: "#/$defs/gate/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.source.type, parentSchema: schema24.properties.source, data: data13 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
              if (!(data13 === "acs" || data13 === "assert" || data13 === "native" || data13 === "custom")) {
                const err25 = { instancePath: instancePath + "/gates/" + i0 + "/source", schemaPath: "#/$defs/gate/properties/source/enum", keyword: "enum", params: { allowedValues: schema24.properties.source.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.source.enum, parentSchema: schema24.properties.source, data: data13 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data7.evidence !== void 0) {
              let data14 = data7.evidence;
              if (typeof data14 === "string") {
                if (func1(data14) < 1) {
                  const err26 = { instancePath: instancePath + "/gates/" + i0 + "/evidence", schemaPath: "#/$defs/gate/properties/evidence/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema24.properties.evidence, data: data14 };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              } else {
                const err27 = { instancePath: instancePath + "/gates/" + i0 + "/evidence", schemaPath: "#/$defs/gate/properties/evidence/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.evidence.type, parentSchema: schema24.properties.evidence, data: data14 };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
            if (data7.confidence !== void 0) {
              let data15 = data7.confidence;
              if (typeof data15 == "number" && isFinite(data15)) {
                if (data15 >= 1 || isNaN(data15)) {
                  const err28 = { instancePath: instancePath + "/gates/" + i0 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema24.properties.confidence, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
                if (data15 <= 0.5 || isNaN(data15)) {
                  const err29 = { instancePath: instancePath + "/gates/" + i0 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema24.properties.confidence, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              } else {
                const err30 = { instancePath: instancePath + "/gates/" + i0 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.confidence.type, parentSchema: schema24.properties.confidence, data: data15 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            if (data7.min_n !== void 0) {
              let data16 = data7.min_n;
              if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
                const err31 = { instancePath: instancePath + "/gates/" + i0 + "/min_n", schemaPath: "#/$defs/gate/properties/min_n/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.min_n.type, parentSchema: schema24.properties.min_n, data: data16 };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
              if (typeof data16 == "number" && isFinite(data16)) {
                if (data16 < 1 || isNaN(data16)) {
                  const err32 = { instancePath: instancePath + "/gates/" + i0 + "/min_n", schemaPath: "#/$defs/gate/properties/min_n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema24.properties.min_n, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
            }
            if (data7.method !== void 0) {
              let data17 = data7.method;
              if (typeof data17 !== "string") {
                const err33 = { instancePath: instancePath + "/gates/" + i0 + "/method", schemaPath: "#/$defs/gate/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.method.type, parentSchema: schema24.properties.method, data: data17 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
              if (!(data17 === "wilson" || data17 === "exact")) {
                const err34 = { instancePath: instancePath + "/gates/" + i0 + "/method", schemaPath: "#/$defs/gate/properties/method/enum", keyword: "enum", params: { allowedValues: schema24.properties.method.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.method.enum, parentSchema: schema24.properties.method, data: data17 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data7.resamples !== void 0) {
              let data18 = data7.resamples;
              if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)) && isFinite(data18))) {
                const err35 = { instancePath: instancePath + "/gates/" + i0 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.resamples.type, parentSchema: schema24.properties.resamples, data: data18 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
              if (typeof data18 == "number" && isFinite(data18)) {
                if (data18 > 1e5 || isNaN(data18)) {
                  const err36 = { instancePath: instancePath + "/gates/" + i0 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema24.properties.resamples, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
                if (data18 < 100 || isNaN(data18)) {
                  const err37 = { instancePath: instancePath + "/gates/" + i0 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema24.properties.resamples, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              }
            }
            if (data7.regression !== void 0) {
              let data19 = data7.regression;
              if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                if (data19.max_drop === void 0) {
                  const err38 = { instancePath: instancePath + "/gates/" + i0 + "/regression", schemaPath: "#/$defs/gate/properties/regression/required", keyword: "required", params: { missingProperty: "max_drop" }, message: "must have required property 'max_drop'", schema: schema24.properties.regression.required, parentSchema: schema24.properties.regression, data: data19 };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
                if (data19.confidence === void 0) {
                  const err39 = { instancePath: instancePath + "/gates/" + i0 + "/regression", schemaPath: "#/$defs/gate/properties/regression/required", keyword: "required", params: { missingProperty: "confidence" }, message: "must have required property 'confidence'", schema: schema24.properties.regression.required, parentSchema: schema24.properties.regression, data: data19 };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                for (const key2 in data19) {
                  if (!(key2 === "max_drop" || key2 === "confidence")) {
                    const err40 = { instancePath: instancePath + "/gates/" + i0 + "/regression", schemaPath: "#/$defs/gate/properties/regression/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema24.properties.regression, data: data19 };
                    if (vErrors === null) {
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                }
                if (data19.max_drop !== void 0) {
                  let data20 = data19.max_drop;
                  if (typeof data20 == "number" && isFinite(data20)) {
                    if (data20 > 1 || isNaN(data20)) {
                      const err41 = { instancePath: instancePath + "/gates/" + i0 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema24.properties.regression.properties.max_drop, data: data20 };
                      if (vErrors === null) {
                        vErrors = [err41];
                      } else {
                        vErrors.push(err41);
                      }
                      errors++;
                    }
                    if (data20 < 0 || isNaN(data20)) {
                      const err42 = { instancePath: instancePath + "/gates/" + i0 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema24.properties.regression.properties.max_drop, data: data20 };
                      if (vErrors === null) {
                        vErrors = [err42];
                      } else {
                        vErrors.push(err42);
                      }
                      errors++;
                    }
                  } else {
                    const err43 = { instancePath: instancePath + "/gates/" + i0 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.regression.properties.max_drop.type, parentSchema: schema24.properties.regression.properties.max_drop, data: data20 };
                    if (vErrors === null) {
                      vErrors = [err43];
                    } else {
                      vErrors.push(err43);
                    }
                    errors++;
                  }
                }
                if (data19.confidence !== void 0) {
                  let data21 = data19.confidence;
                  if (typeof data21 == "number" && isFinite(data21)) {
                    if (data21 >= 1 || isNaN(data21)) {
                      const err44 = { instancePath: instancePath + "/gates/" + i0 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema24.properties.regression.properties.confidence, data: data21 };
                      if (vErrors === null) {
                        vErrors = [err44];
                      } else {
                        vErrors.push(err44);
                      }
                      errors++;
                    }
                    if (data21 <= 0.5 || isNaN(data21)) {
                      const err45 = { instancePath: instancePath + "/gates/" + i0 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema24.properties.regression.properties.confidence, data: data21 };
                      if (vErrors === null) {
                        vErrors = [err45];
                      } else {
                        vErrors.push(err45);
                      }
                      errors++;
                    }
                  } else {
                    const err46 = { instancePath: instancePath + "/gates/" + i0 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.regression.properties.confidence.type, parentSchema: schema24.properties.regression.properties.confidence, data: data21 };
                    if (vErrors === null) {
                      vErrors = [err46];
                    } else {
                      vErrors.push(err46);
                    }
                    errors++;
                  }
                }
              } else {
                const err47 = { instancePath: instancePath + "/gates/" + i0 + "/regression", schemaPath: "#/$defs/gate/properties/regression/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema24.properties.regression.type, parentSchema: schema24.properties.regression, data: data19 };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
            if (data7.mode !== void 0) {
              let data22 = data7.mode;
              if (typeof data22 !== "string") {
                const err48 = { instancePath: instancePath + "/gates/" + i0 + "/mode", schemaPath: "#/$defs/gate/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.mode.type, parentSchema: schema24.properties.mode, data: data22 };
                if (vErrors === null) {
                  vErrors = [err48];
                } else {
                  vErrors.push(err48);
                }
                errors++;
              }
              if (!(data22 === "enforce" || data22 === "shadow")) {
                const err49 = { instancePath: instancePath + "/gates/" + i0 + "/mode", schemaPath: "#/$defs/gate/properties/mode/enum", keyword: "enum", params: { allowedValues: schema24.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.mode.enum, parentSchema: schema24.properties.mode, data: data22 };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
          } else {
            const err50 = { instancePath: instancePath + "/gates/" + i0, schemaPath: "#/$defs/gate/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema24.type, parentSchema: schema24, data: data7 };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
      } else {
        const err51 = { instancePath: instancePath + "/gates", schemaPath: "#/properties/gates/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema23.properties.gates.type, parentSchema: schema23.properties.gates, data: data6 };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.tier_gates !== void 0) {
      let data23 = data.tier_gates;
      if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
        for (const key3 in data23) {
          if (!(key3 === "T0" || key3 === "T1" || key3 === "T2")) {
            const err52 = { instancePath: instancePath + "/tier_gates", schemaPath: "#/properties/tier_gates/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema23.properties.tier_gates, data: data23 };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
        if (data23.T0 !== void 0) {
          let data24 = data23.T0;
          if (Array.isArray(data24)) {
            const len1 = data24.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data25 = data24[i1];
              if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                if (data25.id === void 0) {
                  const err53 = { instancePath: instancePath + "/tier_gates/T0/" + i1, schemaPath: "#/$defs/gate/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema24.required, parentSchema: schema24, data: data25 };
                  if (vErrors === null) {
                    vErrors = [err53];
                  } else {
                    vErrors.push(err53);
                  }
                  errors++;
                }
                for (const key4 in data25) {
                  if (!func0.call(schema24.properties, key4)) {
                    const err54 = { instancePath: instancePath + "/tier_gates/T0/" + i1, schemaPath: "#/$defs/gate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema24, data: data25 };
                    if (vErrors === null) {
                      vErrors = [err54];
                    } else {
                      vErrors.push(err54);
                    }
                    errors++;
                  }
                }
                if (data25.id !== void 0) {
                  let data26 = data25.id;
                  if (typeof data26 === "string") {
                    if (!pattern8.test(data26)) {
                      const err55 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/id", schemaPath: "#/$defs/gate/properties/id/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema24.properties.id, data: data26 };
                      if (vErrors === null) {
                        vErrors = [err55];
                      } else {
                        vErrors.push(err55);
                      }
                      errors++;
                    }
                  } else {
                    const err56 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/id", schemaPath: "#/$defs/gate/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.id.type, parentSchema: schema24.properties.id, data: data26 };
                    if (vErrors === null) {
                      vErrors = [err56];
                    } else {
                      vErrors.push(err56);
                    }
                    errors++;
                  }
                }
                if (data25.split !== void 0) {
                  let data27 = data25.split;
                  if (typeof data27 !== "string") {
                    const err57 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/split", schemaPath: "#/$defs/gate/properties/split/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.split.type, parentSchema: schema24.properties.split, data: data27 };
                    if (vErrors === null) {
                      vErrors = [err57];
                    } else {
                      vErrors.push(err57);
                    }
                    errors++;
                  }
                  if (!(data27 === "held-in" || data27 === "held-out" || data27 === "all")) {
                    const err58 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/split", schemaPath: "#/$defs/gate/properties/split/enum", keyword: "enum", params: { allowedValues: schema24.properties.split.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.split.enum, parentSchema: schema24.properties.split, data: data27 };
                    if (vErrors === null) {
                      vErrors = [err58];
                    } else {
                      vErrors.push(err58);
                    }
                    errors++;
                  }
                }
                if (data25.k !== void 0) {
                  let data28 = data25.k;
                  if (!(typeof data28 == "number" && (!(data28 % 1) && !isNaN(data28)) && isFinite(data28))) {
                    const err59 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/k", schemaPath: "#/$defs/gate/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.k.type, parentSchema: schema24.properties.k, data: data28 };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                  if (typeof data28 == "number" && isFinite(data28)) {
                    if (data28 < 2 || isNaN(data28)) {
                      const err60 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/k", schemaPath: "#/$defs/gate/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema24.properties.k, data: data28 };
                      if (vErrors === null) {
                        vErrors = [err60];
                      } else {
                        vErrors.push(err60);
                      }
                      errors++;
                    }
                  }
                }
                if (data25.floor !== void 0) {
                  let data29 = data25.floor;
                  if (!(typeof data29 == "number" && isFinite(data29))) {
                    const err61 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/floor", schemaPath: "#/$defs/gate/properties/floor/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.floor.type, parentSchema: schema24.properties.floor, data: data29 };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                }
                if (data25.ceiling !== void 0) {
                  let data30 = data25.ceiling;
                  if (!(typeof data30 == "number" && isFinite(data30))) {
                    const err62 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/ceiling", schemaPath: "#/$defs/gate/properties/ceiling/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.ceiling.type, parentSchema: schema24.properties.ceiling, data: data30 };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
                if (data25.source !== void 0) {
                  let data31 = data25.source;
                  if (typeof data31 !== "string") {
                    const err63 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/source", schemaPath: "#/$defs/gate/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.source.type, parentSchema: schema24.properties.source, data: data31 };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                  if (!(data31 === "acs" || data31 === "assert" || data31 === "native" || data31 === "custom")) {
                    const err64 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/source", schemaPath: "#/$defs/gate/properties/source/enum", keyword: "enum", params: { allowedValues: schema24.properties.source.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.source.enum, parentSchema: schema24.properties.source, data: data31 };
                    if (vErrors === null) {
                      vErrors = [err64];
                    } else {
                      vErrors.push(err64);
                    }
                    errors++;
                  }
                }
                if (data25.evidence !== void 0) {
                  let data32 = data25.evidence;
                  if (typeof data32 === "string") {
                    if (func1(data32) < 1) {
                      const err65 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/evidence", schemaPath: "#/$defs/gate/properties/evidence/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema24.properties.evidence, data: data32 };
                      if (vErrors === null) {
                        vErrors = [err65];
                      } else {
                        vErrors.push(err65);
                      }
                      errors++;
                    }
                  } else {
                    const err66 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/evidence", schemaPath: "#/$defs/gate/properties/evidence/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.evidence.type, parentSchema: schema24.properties.evidence, data: data32 };
                    if (vErrors === null) {
                      vErrors = [err66];
                    } else {
                      vErrors.push(err66);
                    }
                    errors++;
                  }
                }
                if (data25.confidence !== void 0) {
                  let data33 = data25.confidence;
                  if (typeof data33 == "number" && isFinite(data33)) {
                    if (data33 >= 1 || isNaN(data33)) {
                      const err67 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema24.properties.confidence, data: data33 };
                      if (vErrors === null) {
                        vErrors = [err67];
                      } else {
                        vErrors.push(err67);
                      }
                      errors++;
                    }
                    if (data33 <= 0.5 || isNaN(data33)) {
                      const err68 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema24.properties.confidence, data: data33 };
                      if (vErrors === null) {
                        vErrors = [err68];
                      } else {
                        vErrors.push(err68);
                      }
                      errors++;
                    }
                  } else {
                    const err69 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.confidence.type, parentSchema: schema24.properties.confidence, data: data33 };
                    if (vErrors === null) {
                      vErrors = [err69];
                    } else {
                      vErrors.push(err69);
                    }
                    errors++;
                  }
                }
                if (data25.min_n !== void 0) {
                  let data34 = data25.min_n;
                  if (!(typeof data34 == "number" && (!(data34 % 1) && !isNaN(data34)) && isFinite(data34))) {
                    const err70 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/min_n", schemaPath: "#/$defs/gate/properties/min_n/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.min_n.type, parentSchema: schema24.properties.min_n, data: data34 };
                    if (vErrors === null) {
                      vErrors = [err70];
                    } else {
                      vErrors.push(err70);
                    }
                    errors++;
                  }
                  if (typeof data34 == "number" && isFinite(data34)) {
                    if (data34 < 1 || isNaN(data34)) {
                      const err71 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/min_n", schemaPath: "#/$defs/gate/properties/min_n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema24.properties.min_n, data: data34 };
                      if (vErrors === null) {
                        vErrors = [err71];
                      } else {
                        vErrors.push(err71);
                      }
                      errors++;
                    }
                  }
                }
                if (data25.method !== void 0) {
                  let data35 = data25.method;
                  if (typeof data35 !== "string") {
                    const err72 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/method", schemaPath: "#/$defs/gate/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.method.type, parentSchema: schema24.properties.method, data: data35 };
                    if (vErrors === null) {
                      vErrors = [err72];
                    } else {
                      vErrors.push(err72);
                    }
                    errors++;
                  }
                  if (!(data35 === "wilson" || data35 === "exact")) {
                    const err73 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/method", schemaPath: "#/$defs/gate/properties/method/enum", keyword: "enum", params: { allowedValues: schema24.properties.method.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.method.enum, parentSchema: schema24.properties.method, data: data35 };
                    if (vErrors === null) {
                      vErrors = [err73];
                    } else {
                      vErrors.push(err73);
                    }
                    errors++;
                  }
                }
                if (data25.resamples !== void 0) {
                  let data36 = data25.resamples;
                  if (!(typeof data36 == "number" && (!(data36 % 1) && !isNaN(data36)) && isFinite(data36))) {
                    const err74 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.resamples.type, parentSchema: schema24.properties.resamples, data: data36 };
                    if (vErrors === null) {
                      vErrors = [err74];
                    } else {
                      vErrors.push(err74);
                    }
                    errors++;
                  }
                  if (typeof data36 == "number" && isFinite(data36)) {
                    if (data36 > 1e5 || isNaN(data36)) {
                      const err75 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema24.properties.resamples, data: data36 };
                      if (vErrors === null) {
                        vErrors = [err75];
                      } else {
                        vErrors.push(err75);
                      }
                      errors++;
                    }
                    if (data36 < 100 || isNaN(data36)) {
                      const err76 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema24.properties.resamples, data: data36 };
                      if (vErrors === null) {
                        vErrors = [err76];
                      } else {
                        vErrors.push(err76);
                      }
                      errors++;
                    }
                  }
                }
                if (data25.regression !== void 0) {
                  let data37 = data25.regression;
                  if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
                    if (data37.max_drop === void 0) {
                      const err77 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/regression", schemaPath: "#/$defs/gate/properties/regression/required", keyword: "required", params: { missingProperty: "max_drop" }, message: "must have required property 'max_drop'", schema: schema24.properties.regression.required, parentSchema: schema24.properties.regression, data: data37 };
                      if (vErrors === null) {
                        vErrors = [err77];
                      } else {
                        vErrors.push(err77);
                      }
                      errors++;
                    }
                    if (data37.confidence === void 0) {
                      const err78 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/regression", schemaPath: "#/$defs/gate/properties/regression/required", keyword: "required", params: { missingProperty: "confidence" }, message: "must have required property 'confidence'", schema: schema24.properties.regression.required, parentSchema: schema24.properties.regression, data: data37 };
                      if (vErrors === null) {
                        vErrors = [err78];
                      } else {
                        vErrors.push(err78);
                      }
                      errors++;
                    }
                    for (const key5 in data37) {
                      if (!(key5 === "max_drop" || key5 === "confidence")) {
                        const err79 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/regression", schemaPath: "#/$defs/gate/properties/regression/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema24.properties.regression, data: data37 };
                        if (vErrors === null) {
                          vErrors = [err79];
                        } else {
                          vErrors.push(err79);
                        }
                        errors++;
                      }
                    }
                    if (data37.max_drop !== void 0) {
                      let data38 = data37.max_drop;
                      if (typeof data38 == "number" && isFinite(data38)) {
                        if (data38 > 1 || isNaN(data38)) {
                          const err80 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema24.properties.regression.properties.max_drop, data: data38 };
                          if (vErrors === null) {
                            vErrors = [err80];
                          } else {
                            vErrors.push(err80);
                          }
                          errors++;
                        }
                        if (data38 < 0 || isNaN(data38)) {
                          const err81 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema24.properties.regression.properties.max_drop, data: data38 };
                          if (vErrors === null) {
                            vErrors = [err81];
                          } else {
                            vErrors.push(err81);
                          }
                          errors++;
                        }
                      } else {
                        const err82 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.regression.properties.max_drop.type, parentSchema: schema24.properties.regression.properties.max_drop, data: data38 };
                        if (vErrors === null) {
                          vErrors = [err82];
                        } else {
                          vErrors.push(err82);
                        }
                        errors++;
                      }
                    }
                    if (data37.confidence !== void 0) {
                      let data39 = data37.confidence;
                      if (typeof data39 == "number" && isFinite(data39)) {
                        if (data39 >= 1 || isNaN(data39)) {
                          const err83 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema24.properties.regression.properties.confidence, data: data39 };
                          if (vErrors === null) {
                            vErrors = [err83];
                          } else {
                            vErrors.push(err83);
                          }
                          errors++;
                        }
                        if (data39 <= 0.5 || isNaN(data39)) {
                          const err84 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema24.properties.regression.properties.confidence, data: data39 };
                          if (vErrors === null) {
                            vErrors = [err84];
                          } else {
                            vErrors.push(err84);
                          }
                          errors++;
                        }
                      } else {
                        const err85 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.regression.properties.confidence.type, parentSchema: schema24.properties.regression.properties.confidence, data: data39 };
                        if (vErrors === null) {
                          vErrors = [err85];
                        } else {
                          vErrors.push(err85);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err86 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/regression", schemaPath: "#/$defs/gate/properties/regression/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema24.properties.regression.type, parentSchema: schema24.properties.regression, data: data37 };
                    if (vErrors === null) {
                      vErrors = [err86];
                    } else {
                      vErrors.push(err86);
                    }
                    errors++;
                  }
                }
                if (data25.mode !== void 0) {
                  let data40 = data25.mode;
                  if (typeof data40 !== "string") {
                    const err87 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/mode", schemaPath: "#/$defs/gate/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.mode.type, parentSchema: schema24.properties.mode, data: data40 };
                    if (vErrors === null) {
                      vErrors = [err87];
                    } else {
                      vErrors.push(err87);
                    }
                    errors++;
                  }
                  if (!(data40 === "enforce" || data40 === "shadow")) {
                    const err88 = { instancePath: instancePath + "/tier_gates/T0/" + i1 + "/mode", schemaPath: "#/$defs/gate/properties/mode/enum", keyword: "enum", params: { allowedValues: schema24.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.mode.enum, parentSchema: schema24.properties.mode, data: data40 };
                    if (vErrors === null) {
                      vErrors = [err88];
                    } else {
                      vErrors.push(err88);
                    }
                    errors++;
                  }
                }
              } else {
                const err89 = { instancePath: instancePath + "/tier_gates/T0/" + i1, schemaPath: "#/$defs/gate/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema24.type, parentSchema: schema24, data: data25 };
                if (vErrors === null) {
                  vErrors = [err89];
                } else {
                  vErrors.push(err89);
                }
                errors++;
              }
            }
          } else {
            const err90 = { instancePath: instancePath + "/tier_gates/T0", schemaPath: "#/properties/tier_gates/properties/T0/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema23.properties.tier_gates.properties.T0.type, parentSchema: schema23.properties.tier_gates.properties.T0, data: data24 };
            if (vErrors === null) {
              vErrors = [err90];
            } else {
              vErrors.push(err90);
            }
            errors++;
          }
        }
        if (data23.T1 !== void 0) {
          let data41 = data23.T1;
          if (Array.isArray(data41)) {
            const len2 = data41.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data42 = data41[i2];
              if (data42 && typeof data42 == "object" && !Array.isArray(data42)) {
                if (data42.id === void 0) {
                  const err91 = { instancePath: instancePath + "/tier_gates/T1/" + i2, schemaPath: "#/$defs/gate/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema24.required, parentSchema: schema24, data: data42 };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
                for (const key6 in data42) {
                  if (!func0.call(schema24.properties, key6)) {
                    const err92 = { instancePath: instancePath + "/tier_gates/T1/" + i2, schemaPath: "#/$defs/gate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema24, data: data42 };
                    if (vErrors === null) {
                      vErrors = [err92];
                    } else {
                      vErrors.push(err92);
                    }
                    errors++;
                  }
                }
                if (data42.id !== void 0) {
                  let data43 = data42.id;
                  if (typeof data43 === "string") {
                    if (!pattern8.test(data43)) {
                      const err93 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/id", schemaPath: "#/$defs/gate/properties/id/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema24.properties.id, data: data43 };
                      if (vErrors === null) {
                        vErrors = [err93];
                      } else {
                        vErrors.push(err93);
                      }
                      errors++;
                    }
                  } else {
                    const err94 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/id", schemaPath: "#/$defs/gate/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.id.type, parentSchema: schema24.properties.id, data: data43 };
                    if (vErrors === null) {
                      vErrors = [err94];
                    } else {
                      vErrors.push(err94);
                    }
                    errors++;
                  }
                }
                if (data42.split !== void 0) {
                  let data44 = data42.split;
                  if (typeof data44 !== "string") {
                    const err95 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/split", schemaPath: "#/$defs/gate/properties/split/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.split.type, parentSchema: schema24.properties.split, data: data44 };
                    if (vErrors === null) {
                      vErrors = [err95];
                    } else {
                      vErrors.push(err95);
                    }
                    errors++;
                  }
                  if (!(data44 === "held-in" || data44 === "held-out" || data44 === "all")) {
                    const err96 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/split", schemaPath: "#/$defs/gate/properties/split/enum", keyword: "enum", params: { allowedValues: schema24.properties.split.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.split.enum, parentSchema: schema24.properties.split, data: data44 };
                    if (vErrors === null) {
                      vErrors = [err96];
                    } else {
                      vErrors.push(err96);
                    }
                    errors++;
                  }
                }
                if (data42.k !== void 0) {
                  let data45 = data42.k;
                  if (!(typeof data45 == "number" && (!(data45 % 1) && !isNaN(data45)) && isFinite(data45))) {
                    const err97 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/k", schemaPath: "#/$defs/gate/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.k.type, parentSchema: schema24.properties.k, data: data45 };
                    if (vErrors === null) {
                      vErrors = [err97];
                    } else {
                      vErrors.push(err97);
                    }
                    errors++;
                  }
                  if (typeof data45 == "number" && isFinite(data45)) {
                    if (data45 < 2 || isNaN(data45)) {
                      const err98 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/k", schemaPath: "#/$defs/gate/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema24.properties.k, data: data45 };
                      if (vErrors === null) {
                        vErrors = [err98];
                      } else {
                        vErrors.push(err98);
                      }
                      errors++;
                    }
                  }
                }
                if (data42.floor !== void 0) {
                  let data46 = data42.floor;
                  if (!(typeof data46 == "number" && isFinite(data46))) {
                    const err99 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/floor", schemaPath: "#/$defs/gate/properties/floor/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.floor.type, parentSchema: schema24.properties.floor, data: data46 };
                    if (vErrors === null) {
                      vErrors = [err99];
                    } else {
                      vErrors.push(err99);
                    }
                    errors++;
                  }
                }
                if (data42.ceiling !== void 0) {
                  let data47 = data42.ceiling;
                  if (!(typeof data47 == "number" && isFinite(data47))) {
                    const err100 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/ceiling", schemaPath: "#/$defs/gate/properties/ceiling/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.ceiling.type, parentSchema: schema24.properties.ceiling, data: data47 };
                    if (vErrors === null) {
                      vErrors = [err100];
                    } else {
                      vErrors.push(err100);
                    }
                    errors++;
                  }
                }
                if (data42.source !== void 0) {
                  let data48 = data42.source;
                  if (typeof data48 !== "string") {
                    const err101 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/source", schemaPath: "#/$defs/gate/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.source.type, parentSchema: schema24.properties.source, data: data48 };
                    if (vErrors === null) {
                      vErrors = [err101];
                    } else {
                      vErrors.push(err101);
                    }
                    errors++;
                  }
                  if (!(data48 === "acs" || data48 === "assert" || data48 === "native" || data48 === "custom")) {
                    const err102 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/source", schemaPath: "#/$defs/gate/properties/source/enum", keyword: "enum", params: { allowedValues: schema24.properties.source.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.source.enum, parentSchema: schema24.properties.source, data: data48 };
                    if (vErrors === null) {
                      vErrors = [err102];
                    } else {
                      vErrors.push(err102);
                    }
                    errors++;
                  }
                }
                if (data42.evidence !== void 0) {
                  let data49 = data42.evidence;
                  if (typeof data49 === "string") {
                    if (func1(data49) < 1) {
                      const err103 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/evidence", schemaPath: "#/$defs/gate/properties/evidence/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema24.properties.evidence, data: data49 };
                      if (vErrors === null) {
                        vErrors = [err103];
                      } else {
                        vErrors.push(err103);
                      }
                      errors++;
                    }
                  } else {
                    const err104 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/evidence", schemaPath: "#/$defs/gate/properties/evidence/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.evidence.type, parentSchema: schema24.properties.evidence, data: data49 };
                    if (vErrors === null) {
                      vErrors = [err104];
                    } else {
                      vErrors.push(err104);
                    }
                    errors++;
                  }
                }
                if (data42.confidence !== void 0) {
                  let data50 = data42.confidence;
                  if (typeof data50 == "number" && isFinite(data50)) {
                    if (data50 >= 1 || isNaN(data50)) {
                      const err105 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema24.properties.confidence, data: data50 };
                      if (vErrors === null) {
                        vErrors = [err105];
                      } else {
                        vErrors.push(err105);
                      }
                      errors++;
                    }
                    if (data50 <= 0.5 || isNaN(data50)) {
                      const err106 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema24.properties.confidence, data: data50 };
                      if (vErrors === null) {
                        vErrors = [err106];
                      } else {
                        vErrors.push(err106);
                      }
                      errors++;
                    }
                  } else {
                    const err107 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.confidence.type, parentSchema: schema24.properties.confidence, data: data50 };
                    if (vErrors === null) {
                      vErrors = [err107];
                    } else {
                      vErrors.push(err107);
                    }
                    errors++;
                  }
                }
                if (data42.min_n !== void 0) {
                  let data51 = data42.min_n;
                  if (!(typeof data51 == "number" && (!(data51 % 1) && !isNaN(data51)) && isFinite(data51))) {
                    const err108 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/min_n", schemaPath: "#/$defs/gate/properties/min_n/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.min_n.type, parentSchema: schema24.properties.min_n, data: data51 };
                    if (vErrors === null) {
                      vErrors = [err108];
                    } else {
                      vErrors.push(err108);
                    }
                    errors++;
                  }
                  if (typeof data51 == "number" && isFinite(data51)) {
                    if (data51 < 1 || isNaN(data51)) {
                      const err109 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/min_n", schemaPath: "#/$defs/gate/properties/min_n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema24.properties.min_n, data: data51 };
                      if (vErrors === null) {
                        vErrors = [err109];
                      } else {
                        vErrors.push(err109);
                      }
                      errors++;
                    }
                  }
                }
                if (data42.method !== void 0) {
                  let data52 = data42.method;
                  if (typeof data52 !== "string") {
                    const err110 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/method", schemaPath: "#/$defs/gate/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.method.type, parentSchema: schema24.properties.method, data: data52 };
                    if (vErrors === null) {
                      vErrors = [err110];
                    } else {
                      vErrors.push(err110);
                    }
                    errors++;
                  }
                  if (!(data52 === "wilson" || data52 === "exact")) {
                    const err111 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/method", schemaPath: "#/$defs/gate/properties/method/enum", keyword: "enum", params: { allowedValues: schema24.properties.method.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.method.enum, parentSchema: schema24.properties.method, data: data52 };
                    if (vErrors === null) {
                      vErrors = [err111];
                    } else {
                      vErrors.push(err111);
                    }
                    errors++;
                  }
                }
                if (data42.resamples !== void 0) {
                  let data53 = data42.resamples;
                  if (!(typeof data53 == "number" && (!(data53 % 1) && !isNaN(data53)) && isFinite(data53))) {
                    const err112 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.resamples.type, parentSchema: schema24.properties.resamples, data: data53 };
                    if (vErrors === null) {
                      vErrors = [err112];
                    } else {
                      vErrors.push(err112);
                    }
                    errors++;
                  }
                  if (typeof data53 == "number" && isFinite(data53)) {
                    if (data53 > 1e5 || isNaN(data53)) {
                      const err113 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema24.properties.resamples, data: data53 };
                      if (vErrors === null) {
                        vErrors = [err113];
                      } else {
                        vErrors.push(err113);
                      }
                      errors++;
                    }
                    if (data53 < 100 || isNaN(data53)) {
                      const err114 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema24.properties.resamples, data: data53 };
                      if (vErrors === null) {
                        vErrors = [err114];
                      } else {
                        vErrors.push(err114);
                      }
                      errors++;
                    }
                  }
                }
                if (data42.regression !== void 0) {
                  let data54 = data42.regression;
                  if (data54 && typeof data54 == "object" && !Array.isArray(data54)) {
                    if (data54.max_drop === void 0) {
                      const err115 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/regression", schemaPath: "#/$defs/gate/properties/regression/required", keyword: "required", params: { missingProperty: "max_drop" }, message: "must have required property 'max_drop'", schema: schema24.properties.regression.required, parentSchema: schema24.properties.regression, data: data54 };
                      if (vErrors === null) {
                        vErrors = [err115];
                      } else {
                        vErrors.push(err115);
                      }
                      errors++;
                    }
                    if (data54.confidence === void 0) {
                      const err116 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/regression", schemaPath: "#/$defs/gate/properties/regression/required", keyword: "required", params: { missingProperty: "confidence" }, message: "must have required property 'confidence'", schema: schema24.properties.regression.required, parentSchema: schema24.properties.regression, data: data54 };
                      if (vErrors === null) {
                        vErrors = [err116];
                      } else {
                        vErrors.push(err116);
                      }
                      errors++;
                    }
                    for (const key7 in data54) {
                      if (!(key7 === "max_drop" || key7 === "confidence")) {
                        const err117 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/regression", schemaPath: "#/$defs/gate/properties/regression/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties", schema: false, parentSchema: schema24.properties.regression, data: data54 };
                        if (vErrors === null) {
                          vErrors = [err117];
                        } else {
                          vErrors.push(err117);
                        }
                        errors++;
                      }
                    }
                    if (data54.max_drop !== void 0) {
                      let data55 = data54.max_drop;
                      if (typeof data55 == "number" && isFinite(data55)) {
                        if (data55 > 1 || isNaN(data55)) {
                          const err118 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema24.properties.regression.properties.max_drop, data: data55 };
                          if (vErrors === null) {
                            vErrors = [err118];
                          } else {
                            vErrors.push(err118);
                          }
                          errors++;
                        }
                        if (data55 < 0 || isNaN(data55)) {
                          const err119 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema24.properties.regression.properties.max_drop, data: data55 };
                          if (vErrors === null) {
                            vErrors = [err119];
                          } else {
                            vErrors.push(err119);
                          }
                          errors++;
                        }
                      } else {
                        const err120 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.regression.properties.max_drop.type, parentSchema: schema24.properties.regression.properties.max_drop, data: data55 };
                        if (vErrors === null) {
                          vErrors = [err120];
                        } else {
                          vErrors.push(err120);
                        }
                        errors++;
                      }
                    }
                    if (data54.confidence !== void 0) {
                      let data56 = data54.confidence;
                      if (typeof data56 == "number" && isFinite(data56)) {
                        if (data56 >= 1 || isNaN(data56)) {
                          const err121 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema24.properties.regression.properties.confidence, data: data56 };
                          if (vErrors === null) {
                            vErrors = [err121];
                          } else {
                            vErrors.push(err121);
                          }
                          errors++;
                        }
                        if (data56 <= 0.5 || isNaN(data56)) {
                          const err122 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema24.properties.regression.properties.confidence, data: data56 };
                          if (vErrors === null) {
                            vErrors = [err122];
                          } else {
                            vErrors.push(err122);
                          }
                          errors++;
                        }
                      } else {
                        const err123 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.regression.properties.confidence.type, parentSchema: schema24.properties.regression.properties.confidence, data: data56 };
                        if (vErrors === null) {
                          vErrors = [err123];
                        } else {
                          vErrors.push(err123);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err124 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/regression", schemaPath: "#/$defs/gate/properties/regression/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema24.properties.regression.type, parentSchema: schema24.properties.regression, data: data54 };
                    if (vErrors === null) {
                      vErrors = [err124];
                    } else {
                      vErrors.push(err124);
                    }
                    errors++;
                  }
                }
                if (data42.mode !== void 0) {
                  let data57 = data42.mode;
                  if (typeof data57 !== "string") {
                    const err125 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/mode", schemaPath: "#/$defs/gate/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.mode.type, parentSchema: schema24.properties.mode, data: data57 };
                    if (vErrors === null) {
                      vErrors = [err125];
                    } else {
                      vErrors.push(err125);
                    }
                    errors++;
                  }
                  if (!(data57 === "enforce" || data57 === "shadow")) {
                    const err126 = { instancePath: instancePath + "/tier_gates/T1/" + i2 + "/mode", schemaPath: "#/$defs/gate/properties/mode/enum", keyword: "enum", params: { allowedValues: schema24.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.mode.enum, parentSchema: schema24.properties.mode, data: data57 };
                    if (vErrors === null) {
                      vErrors = [err126];
                    } else {
                      vErrors.push(err126);
                    }
                    errors++;
                  }
                }
              } else {
                const err127 = { instancePath: instancePath + "/tier_gates/T1/" + i2, schemaPath: "#/$defs/gate/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema24.type, parentSchema: schema24, data: data42 };
                if (vErrors === null) {
                  vErrors = [err127];
                } else {
                  vErrors.push(err127);
                }
                errors++;
              }
            }
          } else {
            const err128 = { instancePath: instancePath + "/tier_gates/T1", schemaPath: "#/properties/tier_gates/properties/T1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema23.properties.tier_gates.properties.T1.type, parentSchema: schema23.properties.tier_gates.properties.T1, data: data41 };
            if (vErrors === null) {
              vErrors = [err128];
            } else {
              vErrors.push(err128);
            }
            errors++;
          }
        }
        if (data23.T2 !== void 0) {
          let data58 = data23.T2;
          if (Array.isArray(data58)) {
            const len3 = data58.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data59 = data58[i3];
              if (data59 && typeof data59 == "object" && !Array.isArray(data59)) {
                if (data59.id === void 0) {
                  const err129 = { instancePath: instancePath + "/tier_gates/T2/" + i3, schemaPath: "#/$defs/gate/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema24.required, parentSchema: schema24, data: data59 };
                  if (vErrors === null) {
                    vErrors = [err129];
                  } else {
                    vErrors.push(err129);
                  }
                  errors++;
                }
                for (const key8 in data59) {
                  if (!func0.call(schema24.properties, key8)) {
                    const err130 = { instancePath: instancePath + "/tier_gates/T2/" + i3, schemaPath: "#/$defs/gate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema24, data: data59 };
                    if (vErrors === null) {
                      vErrors = [err130];
                    } else {
                      vErrors.push(err130);
                    }
                    errors++;
                  }
                }
                if (data59.id !== void 0) {
                  let data60 = data59.id;
                  if (typeof data60 === "string") {
                    if (!pattern8.test(data60)) {
                      const err131 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/id", schemaPath: "#/$defs/gate/properties/id/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema24.properties.id, data: data60 };
                      if (vErrors === null) {
                        vErrors = [err131];
                      } else {
                        vErrors.push(err131);
                      }
                      errors++;
                    }
                  } else {
                    const err132 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/id", schemaPath: "#/$defs/gate/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.id.type, parentSchema: schema24.properties.id, data: data60 };
                    if (vErrors === null) {
                      vErrors = [err132];
                    } else {
                      vErrors.push(err132);
                    }
                    errors++;
                  }
                }
                if (data59.split !== void 0) {
                  let data61 = data59.split;
                  if (typeof data61 !== "string") {
                    const err133 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/split", schemaPath: "#/$defs/gate/properties/split/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.split.type, parentSchema: schema24.properties.split, data: data61 };
                    if (vErrors === null) {
                      vErrors = [err133];
                    } else {
                      vErrors.push(err133);
                    }
                    errors++;
                  }
                  if (!(data61 === "held-in" || data61 === "held-out" || data61 === "all")) {
                    const err134 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/split", schemaPath: "#/$defs/gate/properties/split/enum", keyword: "enum", params: { allowedValues: schema24.properties.split.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.split.enum, parentSchema: schema24.properties.split, data: data61 };
                    if (vErrors === null) {
                      vErrors = [err134];
                    } else {
                      vErrors.push(err134);
                    }
                    errors++;
                  }
                }
                if (data59.k !== void 0) {
                  let data62 = data59.k;
                  if (!(typeof data62 == "number" && (!(data62 % 1) && !isNaN(data62)) && isFinite(data62))) {
                    const err135 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/k", schemaPath: "#/$defs/gate/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.k.type, parentSchema: schema24.properties.k, data: data62 };
                    if (vErrors === null) {
                      vErrors = [err135];
                    } else {
                      vErrors.push(err135);
                    }
                    errors++;
                  }
                  if (typeof data62 == "number" && isFinite(data62)) {
                    if (data62 < 2 || isNaN(data62)) {
                      const err136 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/k", schemaPath: "#/$defs/gate/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema24.properties.k, data: data62 };
                      if (vErrors === null) {
                        vErrors = [err136];
                      } else {
                        vErrors.push(err136);
                      }
                      errors++;
                    }
                  }
                }
                if (data59.floor !== void 0) {
                  let data63 = data59.floor;
                  if (!(typeof data63 == "number" && isFinite(data63))) {
                    const err137 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/floor", schemaPath: "#/$defs/gate/properties/floor/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.floor.type, parentSchema: schema24.properties.floor, data: data63 };
                    if (vErrors === null) {
                      vErrors = [err137];
                    } else {
                      vErrors.push(err137);
                    }
                    errors++;
                  }
                }
                if (data59.ceiling !== void 0) {
                  let data64 = data59.ceiling;
                  if (!(typeof data64 == "number" && isFinite(data64))) {
                    const err138 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/ceiling", schemaPath: "#/$defs/gate/properties/ceiling/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.ceiling.type, parentSchema: schema24.properties.ceiling, data: data64 };
                    if (vErrors === null) {
                      vErrors = [err138];
                    } else {
                      vErrors.push(err138);
                    }
                    errors++;
                  }
                }
                if (data59.source !== void 0) {
                  let data65 = data59.source;
                  if (typeof data65 !== "string") {
                    const err139 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/source", schemaPath: "#/$defs/gate/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.source.type, parentSchema: schema24.properties.source, data: data65 };
                    if (vErrors === null) {
                      vErrors = [err139];
                    } else {
                      vErrors.push(err139);
                    }
                    errors++;
                  }
                  if (!(data65 === "acs" || data65 === "assert" || data65 === "native" || data65 === "custom")) {
                    const err140 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/source", schemaPath: "#/$defs/gate/properties/source/enum", keyword: "enum", params: { allowedValues: schema24.properties.source.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.source.enum, parentSchema: schema24.properties.source, data: data65 };
                    if (vErrors === null) {
                      vErrors = [err140];
                    } else {
                      vErrors.push(err140);
                    }
                    errors++;
                  }
                }
                if (data59.evidence !== void 0) {
                  let data66 = data59.evidence;
                  if (typeof data66 === "string") {
                    if (func1(data66) < 1) {
                      const err141 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/evidence", schemaPath: "#/$defs/gate/properties/evidence/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema24.properties.evidence, data: data66 };
                      if (vErrors === null) {
                        vErrors = [err141];
                      } else {
                        vErrors.push(err141);
                      }
                      errors++;
                    }
                  } else {
                    const err142 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/evidence", schemaPath: "#/$defs/gate/properties/evidence/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.evidence.type, parentSchema: schema24.properties.evidence, data: data66 };
                    if (vErrors === null) {
                      vErrors = [err142];
                    } else {
                      vErrors.push(err142);
                    }
                    errors++;
                  }
                }
                if (data59.confidence !== void 0) {
                  let data67 = data59.confidence;
                  if (typeof data67 == "number" && isFinite(data67)) {
                    if (data67 >= 1 || isNaN(data67)) {
                      const err143 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema24.properties.confidence, data: data67 };
                      if (vErrors === null) {
                        vErrors = [err143];
                      } else {
                        vErrors.push(err143);
                      }
                      errors++;
                    }
                    if (data67 <= 0.5 || isNaN(data67)) {
                      const err144 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema24.properties.confidence, data: data67 };
                      if (vErrors === null) {
                        vErrors = [err144];
                      } else {
                        vErrors.push(err144);
                      }
                      errors++;
                    }
                  } else {
                    const err145 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/confidence", schemaPath: "#/$defs/gate/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.confidence.type, parentSchema: schema24.properties.confidence, data: data67 };
                    if (vErrors === null) {
                      vErrors = [err145];
                    } else {
                      vErrors.push(err145);
                    }
                    errors++;
                  }
                }
                if (data59.min_n !== void 0) {
                  let data68 = data59.min_n;
                  if (!(typeof data68 == "number" && (!(data68 % 1) && !isNaN(data68)) && isFinite(data68))) {
                    const err146 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/min_n", schemaPath: "#/$defs/gate/properties/min_n/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.min_n.type, parentSchema: schema24.properties.min_n, data: data68 };
                    if (vErrors === null) {
                      vErrors = [err146];
                    } else {
                      vErrors.push(err146);
                    }
                    errors++;
                  }
                  if (typeof data68 == "number" && isFinite(data68)) {
                    if (data68 < 1 || isNaN(data68)) {
                      const err147 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/min_n", schemaPath: "#/$defs/gate/properties/min_n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema24.properties.min_n, data: data68 };
                      if (vErrors === null) {
                        vErrors = [err147];
                      } else {
                        vErrors.push(err147);
                      }
                      errors++;
                    }
                  }
                }
                if (data59.method !== void 0) {
                  let data69 = data59.method;
                  if (typeof data69 !== "string") {
                    const err148 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/method", schemaPath: "#/$defs/gate/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.method.type, parentSchema: schema24.properties.method, data: data69 };
                    if (vErrors === null) {
                      vErrors = [err148];
                    } else {
                      vErrors.push(err148);
                    }
                    errors++;
                  }
                  if (!(data69 === "wilson" || data69 === "exact")) {
                    const err149 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/method", schemaPath: "#/$defs/gate/properties/method/enum", keyword: "enum", params: { allowedValues: schema24.properties.method.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.method.enum, parentSchema: schema24.properties.method, data: data69 };
                    if (vErrors === null) {
                      vErrors = [err149];
                    } else {
                      vErrors.push(err149);
                    }
                    errors++;
                  }
                }
                if (data59.resamples !== void 0) {
                  let data70 = data59.resamples;
                  if (!(typeof data70 == "number" && (!(data70 % 1) && !isNaN(data70)) && isFinite(data70))) {
                    const err150 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema24.properties.resamples.type, parentSchema: schema24.properties.resamples, data: data70 };
                    if (vErrors === null) {
                      vErrors = [err150];
                    } else {
                      vErrors.push(err150);
                    }
                    errors++;
                  }
                  if (typeof data70 == "number" && isFinite(data70)) {
                    if (data70 > 1e5 || isNaN(data70)) {
                      const err151 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema24.properties.resamples, data: data70 };
                      if (vErrors === null) {
                        vErrors = [err151];
                      } else {
                        vErrors.push(err151);
                      }
                      errors++;
                    }
                    if (data70 < 100 || isNaN(data70)) {
                      const err152 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/resamples", schemaPath: "#/$defs/gate/properties/resamples/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema24.properties.resamples, data: data70 };
                      if (vErrors === null) {
                        vErrors = [err152];
                      } else {
                        vErrors.push(err152);
                      }
                      errors++;
                    }
                  }
                }
                if (data59.regression !== void 0) {
                  let data71 = data59.regression;
                  if (data71 && typeof data71 == "object" && !Array.isArray(data71)) {
                    if (data71.max_drop === void 0) {
                      const err153 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/regression", schemaPath: "#/$defs/gate/properties/regression/required", keyword: "required", params: { missingProperty: "max_drop" }, message: "must have required property 'max_drop'", schema: schema24.properties.regression.required, parentSchema: schema24.properties.regression, data: data71 };
                      if (vErrors === null) {
                        vErrors = [err153];
                      } else {
                        vErrors.push(err153);
                      }
                      errors++;
                    }
                    if (data71.confidence === void 0) {
                      const err154 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/regression", schemaPath: "#/$defs/gate/properties/regression/required", keyword: "required", params: { missingProperty: "confidence" }, message: "must have required property 'confidence'", schema: schema24.properties.regression.required, parentSchema: schema24.properties.regression, data: data71 };
                      if (vErrors === null) {
                        vErrors = [err154];
                      } else {
                        vErrors.push(err154);
                      }
                      errors++;
                    }
                    for (const key9 in data71) {
                      if (!(key9 === "max_drop" || key9 === "confidence")) {
                        const err155 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/regression", schemaPath: "#/$defs/gate/properties/regression/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema24.properties.regression, data: data71 };
                        if (vErrors === null) {
                          vErrors = [err155];
                        } else {
                          vErrors.push(err155);
                        }
                        errors++;
                      }
                    }
                    if (data71.max_drop !== void 0) {
                      let data72 = data71.max_drop;
                      if (typeof data72 == "number" && isFinite(data72)) {
                        if (data72 > 1 || isNaN(data72)) {
                          const err156 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema24.properties.regression.properties.max_drop, data: data72 };
                          if (vErrors === null) {
                            vErrors = [err156];
                          } else {
                            vErrors.push(err156);
                          }
                          errors++;
                        }
                        if (data72 < 0 || isNaN(data72)) {
                          const err157 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema24.properties.regression.properties.max_drop, data: data72 };
                          if (vErrors === null) {
                            vErrors = [err157];
                          } else {
                            vErrors.push(err157);
                          }
                          errors++;
                        }
                      } else {
                        const err158 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/regression/max_drop", schemaPath: "#/$defs/gate/properties/regression/properties/max_drop/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.regression.properties.max_drop.type, parentSchema: schema24.properties.regression.properties.max_drop, data: data72 };
                        if (vErrors === null) {
                          vErrors = [err158];
                        } else {
                          vErrors.push(err158);
                        }
                        errors++;
                      }
                    }
                    if (data71.confidence !== void 0) {
                      let data73 = data71.confidence;
                      if (typeof data73 == "number" && isFinite(data73)) {
                        if (data73 >= 1 || isNaN(data73)) {
                          const err159 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema24.properties.regression.properties.confidence, data: data73 };
                          if (vErrors === null) {
                            vErrors = [err159];
                          } else {
                            vErrors.push(err159);
                          }
                          errors++;
                        }
                        if (data73 <= 0.5 || isNaN(data73)) {
                          const err160 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema24.properties.regression.properties.confidence, data: data73 };
                          if (vErrors === null) {
                            vErrors = [err160];
                          } else {
                            vErrors.push(err160);
                          }
                          errors++;
                        }
                      } else {
                        const err161 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/regression/confidence", schemaPath: "#/$defs/gate/properties/regression/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema24.properties.regression.properties.confidence.type, parentSchema: schema24.properties.regression.properties.confidence, data: data73 };
                        if (vErrors === null) {
                          vErrors = [err161];
                        } else {
                          vErrors.push(err161);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err162 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/regression", schemaPath: "#/$defs/gate/properties/regression/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema24.properties.regression.type, parentSchema: schema24.properties.regression, data: data71 };
                    if (vErrors === null) {
                      vErrors = [err162];
                    } else {
                      vErrors.push(err162);
                    }
                    errors++;
                  }
                }
                if (data59.mode !== void 0) {
                  let data74 = data59.mode;
                  if (typeof data74 !== "string") {
                    const err163 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/mode", schemaPath: "#/$defs/gate/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.properties.mode.type, parentSchema: schema24.properties.mode, data: data74 };
                    if (vErrors === null) {
                      vErrors = [err163];
                    } else {
                      vErrors.push(err163);
                    }
                    errors++;
                  }
                  if (!(data74 === "enforce" || data74 === "shadow")) {
                    const err164 = { instancePath: instancePath + "/tier_gates/T2/" + i3 + "/mode", schemaPath: "#/$defs/gate/properties/mode/enum", keyword: "enum", params: { allowedValues: schema24.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema24.properties.mode.enum, parentSchema: schema24.properties.mode, data: data74 };
                    if (vErrors === null) {
                      vErrors = [err164];
                    } else {
                      vErrors.push(err164);
                    }
                    errors++;
                  }
                }
              } else {
                const err165 = { instancePath: instancePath + "/tier_gates/T2/" + i3, schemaPath: "#/$defs/gate/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema24.type, parentSchema: schema24, data: data59 };
                if (vErrors === null) {
                  vErrors = [err165];
                } else {
                  vErrors.push(err165);
                }
                errors++;
              }
            }
          } else {
            const err166 = { instancePath: instancePath + "/tier_gates/T2", schemaPath: "#/properties/tier_gates/properties/T2/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema23.properties.tier_gates.properties.T2.type, parentSchema: schema23.properties.tier_gates.properties.T2, data: data58 };
            if (vErrors === null) {
              vErrors = [err166];
            } else {
              vErrors.push(err166);
            }
            errors++;
          }
        }
      } else {
        const err167 = { instancePath: instancePath + "/tier_gates", schemaPath: "#/properties/tier_gates/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.properties.tier_gates.type, parentSchema: schema23.properties.tier_gates, data: data23 };
        if (vErrors === null) {
          vErrors = [err167];
        } else {
          vErrors.push(err167);
        }
        errors++;
      }
    }
    if (data.task_set !== void 0) {
      let data75 = data.task_set;
      if (data75 && typeof data75 == "object" && !Array.isArray(data75)) {
        for (const key10 in data75) {
          if (!(key10 === "min_held_out_share" || key10 === "min_canaries" || key10 === "reset_between_attempts")) {
            const err168 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema23.properties.task_set, data: data75 };
            if (vErrors === null) {
              vErrors = [err168];
            } else {
              vErrors.push(err168);
            }
            errors++;
          }
        }
        if (data75.min_held_out_share !== void 0) {
          let data76 = data75.min_held_out_share;
          if (typeof data76 == "number" && isFinite(data76)) {
            if (data76 > 1 || isNaN(data76)) {
              const err169 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema23.properties.task_set.properties.min_held_out_share, data: data76 };
              if (vErrors === null) {
                vErrors = [err169];
              } else {
                vErrors.push(err169);
              }
              errors++;
            }
            if (data76 < 0 || isNaN(data76)) {
              const err170 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema23.properties.task_set.properties.min_held_out_share, data: data76 };
              if (vErrors === null) {
                vErrors = [err170];
              } else {
                vErrors.push(err170);
              }
              errors++;
            }
          } else {
            const err171 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.task_set.properties.min_held_out_share.type, parentSchema: schema23.properties.task_set.properties.min_held_out_share, data: data76 };
            if (vErrors === null) {
              vErrors = [err171];
            } else {
              vErrors.push(err171);
            }
            errors++;
          }
        }
        if (data75.min_canaries !== void 0) {
          let data77 = data75.min_canaries;
          if (!(typeof data77 == "number" && (!(data77 % 1) && !isNaN(data77)) && isFinite(data77))) {
            const err172 = { instancePath: instancePath + "/task_set/min_canaries", schemaPath: "#/properties/task_set/properties/min_canaries/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema23.properties.task_set.properties.min_canaries.type, parentSchema: schema23.properties.task_set.properties.min_canaries, data: data77 };
            if (vErrors === null) {
              vErrors = [err172];
            } else {
              vErrors.push(err172);
            }
            errors++;
          }
          if (typeof data77 == "number" && isFinite(data77)) {
            if (data77 < 0 || isNaN(data77)) {
              const err173 = { instancePath: instancePath + "/task_set/min_canaries", schemaPath: "#/properties/task_set/properties/min_canaries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema23.properties.task_set.properties.min_canaries, data: data77 };
              if (vErrors === null) {
                vErrors = [err173];
              } else {
                vErrors.push(err173);
              }
              errors++;
            }
          }
        }
        if (data75.reset_between_attempts !== void 0) {
          let data78 = data75.reset_between_attempts;
          if (typeof data78 !== "boolean") {
            const err174 = { instancePath: instancePath + "/task_set/reset_between_attempts", schemaPath: "#/properties/task_set/properties/reset_between_attempts/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema23.properties.task_set.properties.reset_between_attempts.type, parentSchema: schema23.properties.task_set.properties.reset_between_attempts, data: data78 };
            if (vErrors === null) {
              vErrors = [err174];
            } else {
              vErrors.push(err174);
            }
            errors++;
          }
        }
      } else {
        const err175 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.properties.task_set.type, parentSchema: schema23.properties.task_set, data: data75 };
        if (vErrors === null) {
          vErrors = [err175];
        } else {
          vErrors.push(err175);
        }
        errors++;
      }
    }
    if (data.reported !== void 0) {
      let data79 = data.reported;
      if (Array.isArray(data79)) {
        const len4 = data79.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data80 = data79[i4];
          if (typeof data80 !== "string") {
            const err176 = { instancePath: instancePath + "/reported/" + i4, schemaPath: "#/properties/reported/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.reported.items.type, parentSchema: schema23.properties.reported.items, data: data80 };
            if (vErrors === null) {
              vErrors = [err176];
            } else {
              vErrors.push(err176);
            }
            errors++;
          }
        }
      } else {
        const err177 = { instancePath: instancePath + "/reported", schemaPath: "#/properties/reported/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema23.properties.reported.type, parentSchema: schema23.properties.reported, data: data79 };
        if (vErrors === null) {
          vErrors = [err177];
        } else {
          vErrors.push(err177);
        }
        errors++;
      }
    }
    if (data.signals !== void 0) {
      let data81 = data.signals;
      if (data81 && typeof data81 == "object" && !Array.isArray(data81)) {
        for (const key11 in data81) {
          if (!(key11 === "min_tier" || key11 === "require_acceptance" || key11 === "blocking_escalation" || key11 === "soft_holds")) {
            const err178 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties", schema: false, parentSchema: schema23.properties.signals, data: data81 };
            if (vErrors === null) {
              vErrors = [err178];
            } else {
              vErrors.push(err178);
            }
            errors++;
          }
        }
        if (data81.min_tier !== void 0) {
          let data82 = data81.min_tier;
          if (typeof data82 !== "string") {
            const err179 = { instancePath: instancePath + "/signals/min_tier", schemaPath: "#/properties/signals/properties/min_tier/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.signals.properties.min_tier.type, parentSchema: schema23.properties.signals.properties.min_tier, data: data82 };
            if (vErrors === null) {
              vErrors = [err179];
            } else {
              vErrors.push(err179);
            }
            errors++;
          }
          if (!(data82 === "verified" || data82 === "reported" || data82 === "heuristic" || data82 === "asserted")) {
            const err180 = { instancePath: instancePath + "/signals/min_tier", schemaPath: "#/properties/signals/properties/min_tier/enum", keyword: "enum", params: { allowedValues: schema23.properties.signals.properties.min_tier.enum }, message: "must be equal to one of the allowed values", schema: schema23.properties.signals.properties.min_tier.enum, parentSchema: schema23.properties.signals.properties.min_tier, data: data82 };
            if (vErrors === null) {
              vErrors = [err180];
            } else {
              vErrors.push(err180);
            }
            errors++;
          }
        }
        if (data81.require_acceptance !== void 0) {
          let data83 = data81.require_acceptance;
          if (typeof data83 !== "boolean") {
            const err181 = { instancePath: instancePath + "/signals/require_acceptance", schemaPath: "#/properties/signals/properties/require_acceptance/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema23.properties.signals.properties.require_acceptance.type, parentSchema: schema23.properties.signals.properties.require_acceptance, data: data83 };
            if (vErrors === null) {
              vErrors = [err181];
            } else {
              vErrors.push(err181);
            }
            errors++;
          }
        }
        if (data81.blocking_escalation !== void 0) {
          let data84 = data81.blocking_escalation;
          if (Array.isArray(data84)) {
            const len5 = data84.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data85 = data84[i5];
              if (typeof data85 !== "string") {
                const err182 = { instancePath: instancePath + "/signals/blocking_escalation/" + i5, schemaPath: "#/properties/signals/properties/blocking_escalation/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.signals.properties.blocking_escalation.items.type, parentSchema: schema23.properties.signals.properties.blocking_escalation.items, data: data85 };
                if (vErrors === null) {
                  vErrors = [err182];
                } else {
                  vErrors.push(err182);
                }
                errors++;
              }
              if (!(data85 === "low" || data85 === "medium" || data85 === "high" || data85 === "critical")) {
                const err183 = { instancePath: instancePath + "/signals/blocking_escalation/" + i5, schemaPath: "#/properties/signals/properties/blocking_escalation/items/enum", keyword: "enum", params: { allowedValues: schema23.properties.signals.properties.blocking_escalation.items.enum }, message: "must be equal to one of the allowed values", schema: schema23.properties.signals.properties.blocking_escalation.items.enum, parentSchema: schema23.properties.signals.properties.blocking_escalation.items, data: data85 };
                if (vErrors === null) {
                  vErrors = [err183];
                } else {
                  vErrors.push(err183);
                }
                errors++;
              }
            }
            let i6 = data84.length;
            let j0;
            if (i6 > 1) {
              const indices0 = {};
              for (; i6--; ) {
                let item0 = data84[i6];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err184 = { instancePath: instancePath + "/signals/blocking_escalation", schemaPath: "#/properties/signals/properties/blocking_escalation/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i6 + " are identical)", schema: true, parentSchema: schema23.properties.signals.properties.blocking_escalation, data: data84 };
                  if (vErrors === null) {
                    vErrors = [err184];
                  } else {
                    vErrors.push(err184);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i6;
              }
            }
          } else {
            const err185 = { instancePath: instancePath + "/signals/blocking_escalation", schemaPath: "#/properties/signals/properties/blocking_escalation/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema23.properties.signals.properties.blocking_escalation.type, parentSchema: schema23.properties.signals.properties.blocking_escalation, data: data84 };
            if (vErrors === null) {
              vErrors = [err185];
            } else {
              vErrors.push(err185);
            }
            errors++;
          }
        }
        if (data81.soft_holds !== void 0) {
          let data86 = data81.soft_holds;
          if (data86 && typeof data86 == "object" && !Array.isArray(data86)) {
            for (const key12 in data86) {
              if (!(key12 === "min_calibration" || key12 === "flat_confidence" || key12 === "calibration_inversion" || key12 === "max_high_conf_failures" || key12 === "continuation_overclaim")) {
                const err186 = { instancePath: instancePath + "/signals/soft_holds", schemaPath: "#/properties/signals/properties/soft_holds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema23.properties.signals.properties.soft_holds, data: data86 };
                if (vErrors === null) {
                  vErrors = [err186];
                } else {
                  vErrors.push(err186);
                }
                errors++;
              }
            }
            if (data86.min_calibration !== void 0) {
              let data87 = data86.min_calibration;
              if (typeof data87 == "number" && isFinite(data87)) {
                if (data87 > 5 || isNaN(data87)) {
                  const err187 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5 }, message: "must be <= 5", schema: 5, parentSchema: schema23.properties.signals.properties.soft_holds.properties.min_calibration, data: data87 };
                  if (vErrors === null) {
                    vErrors = [err187];
                  } else {
                    vErrors.push(err187);
                  }
                  errors++;
                }
                if (data87 < 1 || isNaN(data87)) {
                  const err188 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema23.properties.signals.properties.soft_holds.properties.min_calibration, data: data87 };
                  if (vErrors === null) {
                    vErrors = [err188];
                  } else {
                    vErrors.push(err188);
                  }
                  errors++;
                }
              } else {
                const err189 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.signals.properties.soft_holds.properties.min_calibration.type, parentSchema: schema23.properties.signals.properties.soft_holds.properties.min_calibration, data: data87 };
                if (vErrors === null) {
                  vErrors = [err189];
                } else {
                  vErrors.push(err189);
                }
                errors++;
              }
            }
            if (data86.flat_confidence !== void 0) {
              let data88 = data86.flat_confidence;
              if (typeof data88 !== "boolean") {
                const err190 = { instancePath: instancePath + "/signals/soft_holds/flat_confidence", schemaPath: "#/properties/signals/properties/soft_holds/properties/flat_confidence/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema23.properties.signals.properties.soft_holds.properties.flat_confidence.type, parentSchema: schema23.properties.signals.properties.soft_holds.properties.flat_confidence, data: data88 };
                if (vErrors === null) {
                  vErrors = [err190];
                } else {
                  vErrors.push(err190);
                }
                errors++;
              }
            }
            if (data86.calibration_inversion !== void 0) {
              let data89 = data86.calibration_inversion;
              if (typeof data89 !== "boolean") {
                const err191 = { instancePath: instancePath + "/signals/soft_holds/calibration_inversion", schemaPath: "#/properties/signals/properties/soft_holds/properties/calibration_inversion/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema23.properties.signals.properties.soft_holds.properties.calibration_inversion.type, parentSchema: schema23.properties.signals.properties.soft_holds.properties.calibration_inversion, data: data89 };
                if (vErrors === null) {
                  vErrors = [err191];
                } else {
                  vErrors.push(err191);
                }
                errors++;
              }
            }
            if (data86.max_high_conf_failures !== void 0) {
              let data90 = data86.max_high_conf_failures;
              if (!(typeof data90 == "number" && (!(data90 % 1) && !isNaN(data90)) && isFinite(data90))) {
                const err192 = { instancePath: instancePath + "/signals/soft_holds/max_high_conf_failures", schemaPath: "#/properties/signals/properties/soft_holds/properties/max_high_conf_failures/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema23.properties.signals.properties.soft_holds.properties.max_high_conf_failures.type, parentSchema: schema23.properties.signals.properties.soft_holds.properties.max_high_conf_failures, data: data90 };
                if (vErrors === null) {
                  vErrors = [err192];
                } else {
                  vErrors.push(err192);
                }
                errors++;
              }
              if (typeof data90 == "number" && isFinite(data90)) {
                if (data90 < 0 || isNaN(data90)) {
                  const err193 = { instancePath: instancePath + "/signals/soft_holds/max_high_conf_failures", schemaPath: "#/properties/signals/properties/soft_holds/properties/max_high_conf_failures/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema23.properties.signals.properties.soft_holds.properties.max_high_conf_failures, data: data90 };
                  if (vErrors === null) {
                    vErrors = [err193];
                  } else {
                    vErrors.push(err193);
                  }
                  errors++;
                }
              }
            }
            if (data86.continuation_overclaim !== void 0) {
              let data91 = data86.continuation_overclaim;
              if (typeof data91 !== "boolean") {
                const err194 = { instancePath: instancePath + "/signals/soft_holds/continuation_overclaim", schemaPath: "#/properties/signals/properties/soft_holds/properties/continuation_overclaim/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema23.properties.signals.properties.soft_holds.properties.continuation_overclaim.type, parentSchema: schema23.properties.signals.properties.soft_holds.properties.continuation_overclaim, data: data91 };
                if (vErrors === null) {
                  vErrors = [err194];
                } else {
                  vErrors.push(err194);
                }
                errors++;
              }
            }
          } else {
            const err195 = { instancePath: instancePath + "/signals/soft_holds", schemaPath: "#/properties/signals/properties/soft_holds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.properties.signals.properties.soft_holds.type, parentSchema: schema23.properties.signals.properties.soft_holds, data: data86 };
            if (vErrors === null) {
              vErrors = [err195];
            } else {
              vErrors.push(err195);
            }
            errors++;
          }
        }
      } else {
        const err196 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.properties.signals.type, parentSchema: schema23.properties.signals, data: data81 };
        if (vErrors === null) {
          vErrors = [err196];
        } else {
          vErrors.push(err196);
        }
        errors++;
      }
    }
  } else {
    const err197 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data };
    if (vErrors === null) {
      vErrors = [err197];
    } else {
      vErrors.push(err197);
    }
    errors++;
  }
  validate5.errors = vErrors;
  return errors === 0;
}
validate5.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// src/record/profile-validator.ts
var profileValidator = () => profile;

// src/profile/validate.ts
function validateProfile(parsed, file) {
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v)) throw new AqrError("ERR_PROFILE_INVALID", "a profile is a mapping with id, version and gates", { file, line: 1 });
  const validate = profileValidator();
  if (!validate(v)) throw schemaError(validate.errors, parsed, file, "ERR_PROFILE_INVALID");
  const doc = v;
  const check = (gates, at) => gates?.forEach((g, i) => {
    const problem = gateProblem(g);
    if (problem) {
      const path = [...at, i];
      const line = parsed.lineOf(path);
      throw new AqrError("ERR_PROFILE_INVALID", problem, { file, field: `${at.join(".")}[${i}] ${g.id}`, ...line === void 0 ? {} : { line } });
    }
  });
  check(doc.gates, ["gates"]);
  for (const [tier, gates] of Object.entries(doc.tier_gates ?? {})) check(gates, ["tier_gates", tier]);
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

// src/io/profile-file.ts
var BUILT_IN = /^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9][0-9A-Za-z.-]*$/;
function builtInProfileDir() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const candidate = join(dir, "profiles");
    if (existsSync2(join(dir, "package.json")) && existsSync2(candidate)) return candidate;
    const up = dirname(dir);
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
  if (seen.includes(file)) throw new AqrError("ERR_PROFILE_INVALID", `extends itself through ${[...seen, file].join(" → ")}`, { file });
  files.push({ role: "profile", path: name, sha256: sha256Hex(bytes) });
  const parsed = parseDocument(decodeText(bytes, file, "profile"), file);
  const doc = validateProfile(parsed, file);
  if (doc.extends === void 0) return fromDoc(doc);
  const parent = await load(doc.extends, dirname(file), [...seen, file], source, files, { file, line: parsed.lineOf(["extends"]) });
  return extendProfile(parent, doc, file);
}
async function locate(ref, from, source) {
  const path = posixRelative(resolve2(from, ref));
  const bytes = await source.read(path, "profile");
  if (bytes) return { file: path, bytes, name: path };
  if (BUILT_IN.test(ref)) {
    const builtIn = join(builtInProfileDir(), `${ref}.yaml`);
    if (existsSync2(builtIn)) return { file: posixRelative(builtIn), bytes: await readFileBytes(builtIn, "profile"), name: ref };
    throw new AqrError("ERR_PROFILE_NOT_FOUND", `no built-in profile ${ref}${builtInHint(ref)}`, { file: ref });
  }
  const versions = builtInProfiles().filter((p) => p.startsWith(`${ref}@`));
  if (versions.length > 0) throw new AqrError("ERR_PROFILE_NOT_FOUND", `a built-in profile is named with its version: ${versions.join(", ")}`, { file: ref });
  const where = source.ref === null ? "" : ` at ${source.label}`;
  throw new AqrError("ERR_PROFILE_NOT_FOUND", `no such profile file${where} (tried ${path})${/^[a-z0-9-]+\/[a-z0-9._-]+$/i.test(ref) && !/\.(ya?ml|json)$/i.test(ref) ? `; built-in profiles: ${builtInProfiles().join(", ")}` : ""}`, { file: ref });
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

export {
  schemaError,
  BarSourceError,
  checkoutSource,
  insideRoot,
  gitCommit,
  gitSource,
  BUILT_IN,
  builtInProfileDir,
  loadProfile
};
