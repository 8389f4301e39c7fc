import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  SCHEMAS,
  require_ucs2length
} from "./chunk-G3XACPNI.js";

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
      if (!(data2 === "acs" || data2 === "assert" || data2 === "custom")) {
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

export {
  decision,
  measure
};
