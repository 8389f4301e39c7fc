import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  DEFAULT_RECORD_ARTIFACT,
  checkDeployPolicy
} from "./chunk-WRB6PKTW.js";
import "./chunk-BXMPWXKW.js";
import {
  isRfc3339
} from "./chunk-FSOK7FNT.js";
import {
  ledgerSource
} from "./chunk-LOXEPOLY.js";
import "./chunk-K5K7RWKF.js";
import "./chunk-WUMGQ3YS.js";
import {
  isBundleFile
} from "./chunk-P373R5FI.js";
import "./chunk-B3DIRFFH.js";
import "./chunk-VFM2G6YV.js";
import "./chunk-VJ3KPJV5.js";
import {
  gitSource,
  schemaError
} from "./chunk-HQ6HBTRQ.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-QIHL3Z5K.js";
import "./chunk-CPV5JXSL.js";
import "./chunk-TLEL4NPO.js";
import "./chunk-XFGAI2GH.js";
import "./chunk-NL7M2VS2.js";
import "./chunk-7CSC2EXP.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-TA25MMNT.js";
import "./chunk-32R52CTD.js";
import "./chunk-3LHYYOLB.js";
import "./chunk-4HCHGIET.js";
import "./chunk-CRYWO3G5.js";
import "./chunk-K6OQSGEN.js";
import "./chunk-XDYC6BPR.js";
import "./chunk-ZZ52A57W.js";
import {
  besideRecord
} from "./chunk-QABMOKKH.js";
import "./chunk-B7PSI4WC.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-N3NFBNC2.js";
import {
  fileSha256Hex
} from "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MYKBDVWF.js";
import "./chunk-VU3GVDTU.js";
import "./chunk-6B5RA472.js";
import "./chunk-APF4LJVI.js";
import {
  SCHEMAS,
  require_ucs2length
} from "./chunk-G3XACPNI.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-H3GVQIAQ.js";
import {
  readDocument
} from "./chunk-RHRCZFGS.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
import "./chunk-DQU47NJ7.js";
import {
  identityPolicy
} from "./chunk-QZA6O76R.js";
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
import {
  readPublicKeys
} from "./chunk-UKLP2F2A.js";
import "./chunk-5CCUPJUU.js";
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import {
  AqrError,
  isAqrError
} from "./chunk-DMNESY7P.js";
import "./chunk-SHO3CQ7S.js";
import "./chunk-NYJ5TMSC.js";
import "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";

// src/cli/deploy-check.ts
import { existsSync } from "node:fs";

// src/io/policy-file.ts
import { dirname, isAbsolute, join, relative } from "node:path";

// aqr-validator:deployPolicy
var deployPolicy = validate0;
var schema0 = SCHEMAS["deployPolicy"];
var func0 = require_ucs2length().default;
var pattern0 = new RegExp("^[1-9][0-9]{0,5}(s|m|h|d)$", "u");
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
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
    if (data.deploy_policy === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "deploy_policy" }, message: "must have required property 'deploy_policy'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.signer === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signer" }, message: "must have required property 'signer'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "deploy_policy" || key0 === "signer" || key0 === "max_age" || key0 === "artifact" || key0 === "min_level" || key0 === "bar" || key0 === "record")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.deploy_policy !== void 0) {
      let data0 = data.deploy_policy;
      if (1 !== data0) {
        const err3 = { instancePath: instancePath + "/deploy_policy", schemaPath: "#/properties/deploy_policy/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant", schema: 1, parentSchema: schema0.properties.deploy_policy, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.signer !== void 0) {
      let data1 = data.signer;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        for (const key1 in data1) {
          if (!(key1 === "key" || key1 === "jwks" || key1 === "certificate_identity" || key1 === "certificate_identity_regexp" || key1 === "certificate_oidc_issuer" || key1 === "trusted_root")) {
            const err4 = { instancePath: instancePath + "/signer", schemaPath: "#/properties/signer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.signer, data: data1 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data1.key !== void 0) {
          let data2 = data1.key;
          if (typeof data2 === "string") {
            if (func0(data2) < 1) {
              const err5 = { instancePath: instancePath + "/signer/key", schemaPath: "#/properties/signer/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.signer.properties.key, data: data2 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/signer/key", schemaPath: "#/properties/signer/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.signer.properties.key.type, parentSchema: schema0.properties.signer.properties.key, data: data2 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data1.jwks !== void 0) {
          let data3 = data1.jwks;
          if (typeof data3 === "string") {
            if (func0(data3) < 1) {
              const err7 = { instancePath: instancePath + "/signer/jwks", schemaPath: "#/properties/signer/properties/jwks/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.signer.properties.jwks, data: data3 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/signer/jwks", schemaPath: "#/properties/signer/properties/jwks/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.signer.properties.jwks.type, parentSchema: schema0.properties.signer.properties.jwks, data: data3 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data1.certificate_identity !== void 0) {
          let data4 = data1.certificate_identity;
          if (typeof data4 === "string") {
            if (func0(data4) < 1) {
              const err9 = { instancePath: instancePath + "/signer/certificate_identity", schemaPath: "#/properties/signer/properties/certificate_identity/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.signer.properties.certificate_identity, data: data4 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/signer/certificate_identity", schemaPath: "#/properties/signer/properties/certificate_identity/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.signer.properties.certificate_identity.type, parentSchema: schema0.properties.signer.properties.certificate_identity, data: data4 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data1.certificate_identity_regexp !== void 0) {
          let data5 = data1.certificate_identity_regexp;
          if (typeof data5 === "string") {
            if (func0(data5) < 1) {
              const err11 = { instancePath: instancePath + "/signer/certificate_identity_regexp", schemaPath: "#/properties/signer/properties/certificate_identity_regexp/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.signer.properties.certificate_identity_regexp, data: data5 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/signer/certificate_identity_regexp", schemaPath: "#/properties/signer/properties/certificate_identity_regexp/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.signer.properties.certificate_identity_regexp.type, parentSchema: schema0.properties.signer.properties.certificate_identity_regexp, data: data5 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data1.certificate_oidc_issuer !== void 0) {
          let data6 = data1.certificate_oidc_issuer;
          if (typeof data6 === "string") {
            if (func0(data6) < 1) {
              const err13 = { instancePath: instancePath + "/signer/certificate_oidc_issuer", schemaPath: "#/properties/signer/properties/certificate_oidc_issuer/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.signer.properties.certificate_oidc_issuer, data: data6 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          } else {
            const err14 = { instancePath: instancePath + "/signer/certificate_oidc_issuer", schemaPath: "#/properties/signer/properties/certificate_oidc_issuer/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.signer.properties.certificate_oidc_issuer.type, parentSchema: schema0.properties.signer.properties.certificate_oidc_issuer, data: data6 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data1.trusted_root !== void 0) {
          let data7 = data1.trusted_root;
          if (typeof data7 === "string") {
            if (func0(data7) < 1) {
              const err15 = { instancePath: instancePath + "/signer/trusted_root", schemaPath: "#/properties/signer/properties/trusted_root/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.signer.properties.trusted_root, data: data7 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/signer/trusted_root", schemaPath: "#/properties/signer/properties/trusted_root/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.signer.properties.trusted_root.type, parentSchema: schema0.properties.signer.properties.trusted_root, data: data7 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/signer", schemaPath: "#/properties/signer/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.signer.type, parentSchema: schema0.properties.signer, data: data1 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.max_age !== void 0) {
      let data8 = data.max_age;
      if (typeof data8 === "string") {
        if (!pattern0.test(data8)) {
          const err18 = { instancePath: instancePath + "/max_age", schemaPath: "#/properties/max_age/pattern", keyword: "pattern", params: { pattern: "^[1-9][0-9]{0,5}(s|m|h|d)$" }, message: 'must match pattern "^[1-9][0-9]{0,5}(s|m|h|d)$"', schema: "^[1-9][0-9]{0,5}(s|m|h|d)$", parentSchema: schema0.properties.max_age, data: data8 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/max_age", schemaPath: "#/properties/max_age/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.max_age.type, parentSchema: schema0.properties.max_age, data: data8 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.artifact !== void 0) {
      let data9 = data.artifact;
      if (typeof data9 !== "string") {
        const err20 = { instancePath: instancePath + "/artifact", schemaPath: "#/properties/artifact/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.artifact.type, parentSchema: schema0.properties.artifact, data: data9 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (!(data9 === "required" || data9 === "optional")) {
        const err21 = { instancePath: instancePath + "/artifact", schemaPath: "#/properties/artifact/enum", keyword: "enum", params: { allowedValues: schema0.properties.artifact.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.artifact.enum, parentSchema: schema0.properties.artifact, data: data9 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.min_level !== void 0) {
      let data10 = data.min_level;
      if (!(data10 === "L2" || data10 === "L3" || data10 === "L4")) {
        const err22 = { instancePath: instancePath + "/min_level", schemaPath: "#/properties/min_level/enum", keyword: "enum", params: { allowedValues: schema0.properties.min_level.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.min_level.enum, parentSchema: schema0.properties.min_level, data: data10 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.bar !== void 0) {
      let data11 = data.bar;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        if (data11.ref === void 0) {
          const err23 = { instancePath: instancePath + "/bar", schemaPath: "#/properties/bar/required", keyword: "required", params: { missingProperty: "ref" }, message: "must have required property 'ref'", schema: schema0.properties.bar.required, parentSchema: schema0.properties.bar, data: data11 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data11.files === void 0) {
          const err24 = { instancePath: instancePath + "/bar", schemaPath: "#/properties/bar/required", keyword: "required", params: { missingProperty: "files" }, message: "must have required property 'files'", schema: schema0.properties.bar.required, parentSchema: schema0.properties.bar, data: data11 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        for (const key2 in data11) {
          if (!(key2 === "ref" || key2 === "files")) {
            const err25 = { instancePath: instancePath + "/bar", schemaPath: "#/properties/bar/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.bar, data: data11 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data11.ref !== void 0) {
          let data12 = data11.ref;
          if (typeof data12 === "string") {
            if (func0(data12) < 1) {
              const err26 = { instancePath: instancePath + "/bar/ref", schemaPath: "#/properties/bar/properties/ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.bar.properties.ref, data: data12 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          } else {
            const err27 = { instancePath: instancePath + "/bar/ref", schemaPath: "#/properties/bar/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.bar.properties.ref.type, parentSchema: schema0.properties.bar.properties.ref, data: data12 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data11.files !== void 0) {
          let data13 = data11.files;
          if (Array.isArray(data13)) {
            if (data13.length < 1) {
              const err28 = { instancePath: instancePath + "/bar/files", schemaPath: "#/properties/bar/properties/files/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema0.properties.bar.properties.files, data: data13 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            const len0 = data13.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data14 = data13[i0];
              if (typeof data14 === "string") {
                if (func0(data14) < 1) {
                  const err29 = { instancePath: instancePath + "/bar/files/" + i0, schemaPath: "#/properties/bar/properties/files/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.bar.properties.files.items, data: data14 };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              } else {
                const err30 = { instancePath: instancePath + "/bar/files/" + i0, schemaPath: "#/properties/bar/properties/files/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.bar.properties.files.items.type, parentSchema: schema0.properties.bar.properties.files.items, data: data14 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            let i1 = data13.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data13[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err31 = { instancePath: instancePath + "/bar/files", schemaPath: "#/properties/bar/properties/files/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema0.properties.bar.properties.files, data: data13 };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err32 = { instancePath: instancePath + "/bar/files", schemaPath: "#/properties/bar/properties/files/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.bar.properties.files.type, parentSchema: schema0.properties.bar.properties.files, data: data13 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = { instancePath: instancePath + "/bar", schemaPath: "#/properties/bar/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.bar.type, parentSchema: schema0.properties.bar, data: data11 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.record !== void 0) {
      let data15 = data.record;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        for (const key3 in data15) {
          if (!(key3 === "artifact_name" || key3 === "workflow")) {
            const err34 = { instancePath: instancePath + "/record", schemaPath: "#/properties/record/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.record, data: data15 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data15.artifact_name !== void 0) {
          let data16 = data15.artifact_name;
          if (typeof data16 === "string") {
            if (func0(data16) < 1) {
              const err35 = { instancePath: instancePath + "/record/artifact_name", schemaPath: "#/properties/record/properties/artifact_name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.record.properties.artifact_name, data: data16 };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          } else {
            const err36 = { instancePath: instancePath + "/record/artifact_name", schemaPath: "#/properties/record/properties/artifact_name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.record.properties.artifact_name.type, parentSchema: schema0.properties.record.properties.artifact_name, data: data16 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data15.workflow !== void 0) {
          let data17 = data15.workflow;
          if (typeof data17 === "string") {
            if (func0(data17) < 1) {
              const err37 = { instancePath: instancePath + "/record/workflow", schemaPath: "#/properties/record/properties/workflow/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.record.properties.workflow, data: data17 };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          } else {
            const err38 = { instancePath: instancePath + "/record/workflow", schemaPath: "#/properties/record/properties/workflow/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.record.properties.workflow.type, parentSchema: schema0.properties.record.properties.workflow, data: data17 };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
      } else {
        const err39 = { instancePath: instancePath + "/record", schemaPath: "#/properties/record/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.record.type, parentSchema: schema0.properties.record, data: data15 };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
  } else {
    const err40 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.type, parentSchema: schema0, data };
    if (vErrors === null) {
      vErrors = [err40];
    } else {
      vErrors.push(err40);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
validate0.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// src/doc/validators.ts
var deployPolicyValidator = () => deployPolicy;

// src/policy/validate.ts
var UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 };
function durationSeconds(text) {
  const m = /^([1-9][0-9]{0,5})(s|m|h|d)$/.exec(text);
  if (!m) throw new Error(`not a duration: ${text}`);
  return Number(m[1]) * UNIT_SECONDS[m[2]];
}
function validatePolicy(parsed, file) {
  const v = parsed.value;
  if (v === null || typeof v !== "object" || Array.isArray(v))
    throw new AqrError("ERR_INPUT_INVALID", "a deploy policy is a mapping with deploy_policy: 1 and signer", { file, line: 1 });
  const validate = deployPolicyValidator();
  if (!validate(v)) throw schemaError(validate.errors, parsed, file);
  const doc = v;
  const at = (path) => {
    const line = parsed.lineOf(path);
    return { file, field: path.join("."), ...line === void 0 ? {} : { line } };
  };
  const s = doc.signer;
  const keyed = s.key !== void 0 || s.jwks !== void 0;
  const keyless = s.certificate_identity !== void 0 || s.certificate_identity_regexp !== void 0;
  if (s.key !== void 0 && s.jwks !== void 0) throw new AqrError("ERR_INPUT_INVALID", "give key or jwks, not both", at(["signer", "jwks"]));
  if (keyed && keyless)
    throw new AqrError(
      "ERR_INPUT_INVALID",
      "a signer is a key (key or jwks) or a keyless identity (certificate_identity...), not both",
      at(["signer", s.certificate_identity !== void 0 ? "certificate_identity" : "certificate_identity_regexp"])
    );
  if (!keyed && !keyless)
    throw new AqrError(
      "ERR_INPUT_INVALID",
      "names no signer: give key or jwks, or certificate_identity (exact) or certificate_identity_regexp (anchored) with trusted_root",
      at(["signer"])
    );
  if (keyed && (s.certificate_oidc_issuer !== void 0 || s.trusted_root !== void 0))
    throw new AqrError(
      "ERR_INPUT_INVALID",
      "certificate_oidc_issuer and trusted_root are for a keyless signer, and this one is a key",
      at(["signer", s.trusted_root !== void 0 ? "trusted_root" : "certificate_oidc_issuer"])
    );
  if (keyless) {
    if (s.trusted_root === void 0)
      throw new AqrError("ERR_INPUT_INVALID", "a keyless signer needs trusted_root: the Sigstore trusted root its certificates chain to", at(["signer"]));
    signerIdentity(doc, (field, e) => new AqrError("ERR_INPUT_INVALID", e.message, at(["signer", field])));
  }
  return doc;
}
function signerIdentity(doc, wrap = (_, e) => e) {
  const s = doc.signer;
  try {
    return identityPolicy({ identity: s.certificate_identity, identityRegexp: s.certificate_identity_regexp, issuer: s.certificate_oidc_issuer });
  } catch (e) {
    const field = s.certificate_identity !== void 0 ? "certificate_identity" : "certificate_identity_regexp";
    throw wrap(field, new Error(e.message.replace(/^is not/, `${field} is not`)));
  }
}

// src/io/policy-file.ts
var MAX_POLICY_BYTES = 1024 * 1024;
async function readPolicyFile(file, read = readTextFile) {
  const parsed = await readDocument(await read(file, "deploy policy", MAX_POLICY_BYTES), file);
  const doc = validatePolicy(parsed, file);
  const beside = (p) => isAbsolute(p) || /^https?:\/\//i.test(p) ? p : relative(process.cwd(), join(dirname(file), p)) || ".";
  const s = doc.signer;
  let signer;
  if (s.key !== void 0 || s.jwks !== void 0) {
    const field = s.key !== void 0 ? "key" : "jwks";
    const source = beside(s.key ?? s.jwks);
    try {
      signer = { kind: "key", source, keys: await readPublicKeys(source, field === "key" ? "public key" : "JWK Set", read) };
    } catch (e) {
      if (!isAqrError(e)) throw e;
      const line = parsed.lineOf(["signer", field]);
      throw new AqrError(e.code, `signer.${field} ${source}: ${e.message}`, { file, field: `signer.${field}`, ...line === void 0 ? {} : { line } });
    }
  } else {
    const identity = signerIdentity(doc);
    signer = {
      kind: "keyless",
      identity,
      trustedRoot: s.trusted_root === void 0 ? void 0 : beside(s.trusted_root),
      describe: `${"exact" in identity.identity ? identity.identity.exact : `/${identity.identity.pattern.source}/`} (issuer ${identity.issuer})`
    };
  }
  return {
    file,
    signer,
    maxAgeSeconds: doc.max_age === void 0 ? null : durationSeconds(doc.max_age),
    maxAge: doc.max_age ?? null,
    artifact: doc.artifact ?? "required",
    minLevel: doc.min_level ?? "L2",
    bar: doc.bar ? { ref: doc.bar.ref, files: [...doc.bar.files] } : null,
    record: { artifactName: doc.record?.artifact_name ?? DEFAULT_RECORD_ARTIFACT, workflow: doc.record?.workflow ?? null }
  };
}

// src/cli/deploy-check.ts
var MAX_RECORD_BYTES = 32 * 1024 * 1024;
async function deployCheckCommand(argv, io) {
  const parsed = parseCommand("deploy-check", argv, io);
  if (!parsed) return 0;
  const { positionals } = parsed;
  const v = parsed.values;
  const usage = `usage: ${synopsis("deploy-check")}`;
  if (v.policy === void 0) throw new AqrError("ERR_USAGE", `give --policy FILE, the deploy policy; ${usage}`);
  const remote = v.repo !== void 0 || v.commit !== void 0;
  if (remote && (v.repo === void 0 || v.commit === void 0))
    throw new AqrError("ERR_USAGE", "--repo and --commit go together: the repository and the commit being deployed");
  if (remote && positionals.length > 0) throw new AqrError("ERR_USAGE", `give a record or --repo and --commit, not both; ${usage}`);
  if (!remote && positionals.length !== 1) throw new AqrError("ERR_USAGE", `give one record or bundle, or --repo and --commit; ${usage}`);
  if (v.repo !== void 0 && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(v.repo)) throw new AqrError("ERR_USAGE", "is not OWNER/NAME", { field: "--repo" });
  if (v.commit !== void 0 && !/^[0-9a-f]{40}$/i.test(v.commit)) throw new AqrError("ERR_USAGE", "is not a 40-hex commit SHA", { field: "--commit" });
  if (remote && (v.bundle !== void 0 || v.ledger !== void 0))
    throw new AqrError("ERR_USAGE", "--bundle and --ledger are for a record given here; with --repo the record and its bundle are found");
  if (v.ledger && v["task-manifest"] === void 0)
    throw new AqrError("ERR_USAGE", "--ledger needs --task-manifest: replay takes the splits and canaries from it");
  if (v["subject-digest"] !== void 0 && v.subject !== void 0) throw new AqrError("ERR_USAGE", "give --subject-digest or --subject, not both");
  if (v["subject-digest"] !== void 0 && !/^(sha256:)?[0-9a-fA-F]{64}$/.test(v["subject-digest"]))
    throw new AqrError("ERR_USAGE", "is not sha256:HEX (64 hex digits)", { field: "--subject-digest" });
  if (v.now !== void 0 && !isRfc3339(v.now)) throw new AqrError("ERR_USAGE", "is not an RFC 3339 time", { field: "--now" });
  const now = v.now === void 0 ? /* @__PURE__ */ new Date() : new Date(v.now);
  const subjectDigest = v.subject !== void 0 ? `sha256:${await fileSha256Hex(v.subject)}` : v["subject-digest"];
  const policy = await readPolicyFile(v.policy);
  let result;
  let source;
  if (remote) {
    const [owner, repo] = v.repo.split("/");
    const token = process.env["GITHUB_TOKEN"];
    if (!token) throw new AqrError("ERR_USAGE", "--repo needs a token in GITHUB_TOKEN with actions: read, contents: read and attestations: read");
    const { createClient } = await import("./client-A3WB5XLW.js");
    const { checkCommitDeploy } = await import("./deploy-check-4ZFP6CEI.js");
    const octokit = createClient(token, (m) => io.err(`aqr: ${m}`));
    let checked;
    try {
      checked = await checkCommitDeploy(octokit, {
        owner,
        repo,
        commit: v.commit.toLowerCase(),
        subjectDigest,
        policy,
        now,
        warn: (m) => io.err(`aqr: warning: ${m}`)
      });
    } catch (e) {
      if (e instanceof AqrError) throw e;
      const { describeFailure } = await import("./failure-ASAOGZ3S.js");
      throw new AqrError("ERR_INPUT_READ", `GitHub's API failed while looking for the record of ${v.commit ?? ""}: ${describeFailure(e)}`, { field: "--repo" });
    }
    result = checked.result;
    source = checked.found ? `${checked.found.source}${checked.found.runUrl ? ` (${checked.found.runUrl})` : ""}` : `${v.repo ?? ""}@${v.commit ?? ""}`;
  } else {
    const file = positionals[0];
    const text = await readTextFile(file, "record or bundle", MAX_RECORD_BYTES);
    const asBundle = await isBundleFile(file);
    const bundleFile = v.bundle ?? (asBundle ? void 0 : existing(besideRecord(file, ".sigstore.json")));
    const barFile = asBundle ? void 0 : existing(besideRecord(file, ".bar.json"));
    let bars;
    result = await checkDeployPolicy({
      policy,
      ...asBundle ? { bundle: text } : { record: text },
      recordName: file,
      ...bundleFile !== void 0 ? { bundle: await readTextFile(bundleFile, "bundle", MAX_RECORD_BYTES) } : {},
      ...barFile !== void 0 ? { barStatement: await readTextFile(barFile, "bar sidecar") } : {},
      ...subjectDigest !== void 0 ? { subjectDigest } : {},
      readBarFile: async (path, ref) => (bars ??= await gitSource(ref)).read(path, "bar file"),
      ...v.ledger ? { ledger: ledgerSource(v) } : {},
      now
    });
    await bars?.close?.();
    source = file;
  }
  if (v.json) io.out(JSON.stringify({ source, ...result }));
  else printResult(source, result, io);
  return result.ok ? 0 : 1;
}
function existing(f) {
  return existsSync(f) ? f : void 0;
}
function printResult(source, r, io) {
  io.out(`${source}: ${r.record_id ? `record ${r.record_id}, verdict ${r.verdict ?? "?"} at ${r.level ?? "below L1"}` : "no record"}`);
  for (const p of r.passed) io.out(`  ok    ${p}`);
  for (const f of r.failures) io.out(`  FAIL  ${f.code}  ${f.message}`);
  io.out(r.ok ? "deploy: permitted" : `deploy: refused (${r.failures.length} check${r.failures.length === 1 ? "" : "s"} failed)`);
}
export {
  deployCheckCommand
};
