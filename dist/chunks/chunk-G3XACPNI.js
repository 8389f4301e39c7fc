import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  formatPath,
  pointerToPath,
  valueAt
} from "./chunk-A74B5NYC.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";
import {
  __commonJS,
  __toESM
} from "./chunk-FXVQAL6E.js";

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length2(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length2;
    ucs2length2.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate, compare) {
      return { validate, compare };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      const matches = DATE.exec(str);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time = getTime(strictTimeZone);
      return function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});

// src/record/record.schema.json
var record_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/agent-release-gate/agent-release-gate/schema/agent-quality-record-0.1.schema.json",
  title: "Agent Quality Record (SuperGauge 0.1), as agent-release-gate checks it",
  description: "Agrees with the public SuperGauge 0.1 schema and is stricter in two places: the version must be 0.1, and emitted_at must be a UTC RFC 3339 timestamp. Registry rules (value types, k, pack) and the conformance rules above L1 are checked in code (src/record/registry.ts, src/check/).",
  type: "object",
  required: [
    "supergauge",
    "record_id",
    "emitted_at",
    "profile",
    "subject",
    "task_set",
    "measures",
    "gates",
    "assurance",
    "decision"
  ],
  additionalProperties: false,
  properties: {
    supergauge: {
      description: "Specification version; this project implements 0.1.",
      type: "string",
      const: "0.1"
    },
    record_id: {
      type: "string",
      minLength: 1,
      maxLength: 128
    },
    emitted_at: {
      description: "RFC 3339 timestamp in UTC.",
      type: "string",
      format: "date-time",
      pattern: "(?:[Zz]|[+-]00:00)$"
    },
    profile: {
      type: "object",
      required: [
        "id",
        "version",
        "tier"
      ],
      additionalProperties: false,
      properties: {
        id: {
          type: "string",
          pattern: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$"
        },
        version: {
          type: "string",
          minLength: 1
        },
        tier: {
          $ref: "#/$defs/tier"
        }
      }
    },
    subject: {
      type: "object",
      required: [
        "agent",
        "harness_digest",
        "authority"
      ],
      additionalProperties: false,
      properties: {
        agent: {
          type: "string",
          minLength: 1
        },
        harness_digest: {
          $ref: "#/$defs/digest"
        },
        code_digest: {
          $ref: "#/$defs/digest"
        },
        model: {
          type: "object",
          required: [
            "provider",
            "id"
          ],
          additionalProperties: false,
          properties: {
            provider: {
              type: "string",
              minLength: 1
            },
            id: {
              type: "string",
              minLength: 1
            },
            digest: {
              $ref: "#/$defs/digest"
            }
          }
        },
        authority: {
          description: "The policy in force during measurement: a grant digest or an ACS policy version.",
          type: "object",
          additionalProperties: false,
          anyOf: [
            {
              required: [
                "grant_digest"
              ]
            },
            {
              required: [
                "acs_policy_version"
              ]
            }
          ],
          properties: {
            grant_digest: {
              $ref: "#/$defs/digest"
            },
            acs_policy_version: {
              type: "string",
              minLength: 1
            },
            sandbox: {
              type: "string",
              minLength: 1
            },
            egress: {
              type: "string",
              enum: [
                "deny-by-default",
                "allow-list",
                "unrestricted"
              ]
            },
            capabilities: {
              type: "array",
              items: {
                type: "string",
                minLength: 1
              },
              uniqueItems: true
            }
          }
        },
        agent_card: {
          type: "object",
          required: [
            "well_known_url",
            "card_digest"
          ],
          additionalProperties: false,
          properties: {
            well_known_url: {
              type: "string",
              minLength: 1
            },
            card_digest: {
              $ref: "#/$defs/digest"
            },
            version: {
              type: "string",
              minLength: 1
            },
            etag: {
              type: "string",
              minLength: 1
            },
            skill_ids: {
              type: "array",
              items: {
                type: "string",
                minLength: 1
              },
              uniqueItems: true
            }
          }
        }
      }
    },
    task_set: {
      type: "object",
      required: [
        "manifest_digest",
        "sealed"
      ],
      additionalProperties: false,
      properties: {
        manifest_digest: {
          $ref: "#/$defs/digest"
        },
        held_in: {
          type: "integer",
          minimum: 0
        },
        held_out: {
          type: "integer",
          minimum: 0
        },
        sealed: {
          type: "boolean"
        },
        canary_ids: {
          type: "array",
          items: {
            type: "string",
            minLength: 1
          },
          uniqueItems: true
        }
      }
    },
    measures: {
      type: "array",
      minItems: 1,
      items: {
        $ref: "#/$defs/measure"
      }
    },
    gates: {
      type: "array",
      items: {
        $ref: "#/$defs/gate"
      }
    },
    assurance: {
      type: "object",
      required: [
        "evidence",
        "evaluator_independent"
      ],
      additionalProperties: false,
      properties: {
        judge: {
          type: "object",
          required: [
            "id",
            "model"
          ],
          additionalProperties: false,
          properties: {
            id: {
              type: "string",
              minLength: 1
            },
            model: {
              type: "string",
              minLength: 1
            },
            human_agreement_kappa: {
              type: "number",
              minimum: -1,
              maximum: 1
            },
            sampled: {
              type: "integer",
              minimum: 1
            },
            pack_digest: {
              $ref: "#/$defs/digest"
            },
            calibration_ece: {
              type: "number",
              minimum: 0,
              maximum: 1
            }
          }
        },
        evidence: {
          type: "object",
          required: [
            "ledger",
            "format",
            "replayable"
          ],
          additionalProperties: false,
          properties: {
            ledger: {
              type: "string",
              minLength: 1
            },
            format: {
              type: "string",
              pattern: "^(opentelemetry/1\\.[0-9x]+|superqode\\.harness-protocol/1|[a-z0-9._-]+/[0-9]+)$"
            },
            events: {
              type: "integer",
              minimum: 0
            },
            replayable: {
              type: "boolean"
            }
          }
        },
        evaluator_independent: {
          type: "boolean"
        },
        integrity: {
          type: "object",
          additionalProperties: false,
          properties: {
            metric_custody: {
              type: "string",
              enum: [
                "external",
                "shared",
                "agent-writable"
              ]
            },
            recompute_digest: {
              $ref: "#/$defs/digest"
            },
            recompute_party: {
              type: "string",
              minLength: 1
            },
            protected_metric_ids: {
              type: "array",
              items: {
                type: "string",
                minLength: 1
              }
            },
            canaries: {
              type: "array",
              items: {
                type: "object",
                required: [
                  "id",
                  "expected",
                  "observed"
                ],
                additionalProperties: false,
                properties: {
                  id: {
                    type: "string",
                    minLength: 1
                  },
                  expected: {
                    type: "string",
                    enum: [
                      "pass",
                      "fail"
                    ]
                  },
                  observed: {
                    type: "string",
                    enum: [
                      "pass",
                      "fail"
                    ]
                  }
                }
              }
            },
            hermetic_workspace: {
              type: "boolean"
            },
            capability_disjoint_roles: {
              type: "boolean"
            },
            review_feedback: {
              type: "string",
              enum: [
                "opaque",
                "generic-reject",
                "detailed"
              ]
            },
            mechanical_override: {
              type: "boolean"
            }
          }
        }
      }
    },
    decision: {
      type: "object",
      required: [
        "verdict",
        "actor"
      ],
      additionalProperties: false,
      properties: {
        verdict: {
          type: "string",
          enum: [
            "ship",
            "hold",
            "reject"
          ]
        },
        actor: {
          type: "string",
          minLength: 1
        },
        rolls_back_to: {
          $ref: "#/$defs/digest"
        },
        signature: {
          type: "string",
          pattern: "^[a-z0-9-]+:.+$"
        },
        question: {
          type: "string",
          minLength: 1
        },
        options: {
          type: "array",
          minItems: 2,
          items: {
            type: "string",
            minLength: 1
          }
        },
        rationale: {
          type: "string",
          minLength: 1
        }
      }
    },
    supply_chain: {
      type: "object",
      additionalProperties: false,
      properties: {
        aibom_digest: {
          $ref: "#/$defs/digest"
        },
        aibom_format: {
          type: "string",
          minLength: 1
        },
        slsa_provenance_digest: {
          $ref: "#/$defs/digest"
        },
        provenance_format: {
          type: "string",
          minLength: 1
        },
        model_digests: {
          type: "array",
          items: {
            type: "object",
            required: [
              "provider",
              "id",
              "digest"
            ],
            additionalProperties: false,
            properties: {
              provider: {
                type: "string",
                minLength: 1
              },
              id: {
                type: "string",
                minLength: 1
              },
              digest: {
                $ref: "#/$defs/digest"
              }
            }
          }
        },
        tool_digests: {
          type: "array",
          items: {
            type: "object",
            required: [
              "name",
              "digest"
            ],
            additionalProperties: false,
            properties: {
              name: {
                type: "string",
                minLength: 1
              },
              digest: {
                $ref: "#/$defs/digest"
              }
            }
          }
        },
        mcp_servers: {
          type: "array",
          items: {
            type: "object",
            required: [
              "name"
            ],
            additionalProperties: false,
            properties: {
              name: {
                type: "string",
                minLength: 1
              },
              version: {
                type: "string",
                minLength: 1
              },
              digest: {
                $ref: "#/$defs/digest"
              },
              endpoint_digest: {
                $ref: "#/$defs/digest"
              }
            }
          }
        }
      }
    },
    export: {
      type: "object",
      additionalProperties: false,
      properties: {
        profiles: {
          type: "array",
          minItems: 1,
          items: {
            type: "object",
            required: [
              "id",
              "version"
            ],
            additionalProperties: false,
            properties: {
              id: {
                type: "string",
                minLength: 1
              },
              version: {
                type: "string",
                minLength: 1
              },
              standard_cut: {
                type: "string",
                minLength: 1
              },
              controls: {
                type: "array",
                items: {
                  type: "string",
                  minLength: 1
                }
              }
            }
          }
        }
      }
    }
  },
  allOf: [
    {
      $comment: "ship-gates",
      description: "Ship rule: a ship verdict requires every gate to have passed.",
      if: {
        required: [
          "decision"
        ],
        properties: {
          decision: {
            required: [
              "verdict"
            ],
            properties: {
              verdict: {
                const: "ship"
              }
            }
          }
        }
      },
      then: {
        properties: {
          gates: {
            items: {
              properties: {
                result: {
                  const: "pass"
                }
              }
            }
          }
        }
      }
    },
    {
      $comment: "ship-sealed",
      description: "Ship rule: an unsealed held-out split cannot carry a ship verdict.",
      if: {
        required: [
          "decision"
        ],
        properties: {
          decision: {
            required: [
              "verdict"
            ],
            properties: {
              verdict: {
                const: "ship"
              }
            }
          }
        }
      },
      then: {
        properties: {
          task_set: {
            properties: {
              sealed: {
                const: true
              }
            }
          }
        }
      }
    },
    {
      $comment: "t2-decision",
      description: "Tier T2 requires a recorded human decision and a signature.",
      if: {
        required: [
          "profile"
        ],
        properties: {
          profile: {
            required: [
              "tier"
            ],
            properties: {
              tier: {
                const: "T2"
              }
            }
          }
        }
      },
      then: {
        properties: {
          decision: {
            required: [
              "question",
              "options",
              "rationale",
              "signature"
            ]
          }
        }
      }
    }
  ],
  $defs: {
    digest: {
      type: "string",
      pattern: "^sha256:[a-f0-9]{64}$"
    },
    tier: {
      type: "string",
      enum: [
        "T0",
        "T1",
        "T2"
      ]
    },
    split: {
      type: "string",
      enum: [
        "held-in",
        "held-out",
        "all"
      ]
    },
    measureId: {
      type: "string",
      pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"
    },
    measure: {
      type: "object",
      required: [
        "id",
        "value"
      ],
      additionalProperties: false,
      properties: {
        id: {
          $ref: "#/$defs/measureId"
        },
        value: {
          type: [
            "number",
            "boolean"
          ]
        },
        split: {
          $ref: "#/$defs/split"
        },
        n: {
          type: "integer",
          minimum: 1
        },
        k: {
          type: "integer",
          minimum: 2
        },
        unit: {
          type: "string",
          minLength: 1
        },
        pack: {
          type: "string",
          pattern: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$"
        }
      },
      if: {
        required: [
          "id"
        ],
        properties: {
          id: {
            enum: [
              "reliability.pass_hat_k",
              "reliability.pass_at_k"
            ]
          }
        }
      },
      then: {
        required: [
          "k"
        ]
      }
    },
    gate: {
      type: "object",
      required: [
        "id",
        "result"
      ],
      additionalProperties: false,
      properties: {
        id: {
          $ref: "#/$defs/measureId"
        },
        result: {
          type: "string",
          enum: [
            "pass",
            "fail"
          ]
        },
        floor: {
          type: "number"
        },
        split: {
          $ref: "#/$defs/split"
        },
        source: {
          type: "string",
          enum: [
            "acs",
            "assert",
            "native",
            "custom"
          ]
        }
      }
    }
  }
};

// src/profile/profile.schema.json
var profile_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/agent-release-gate/agent-release-gate/schema/profile.schema.json",
  title: "agent-release-gate profile",
  description: "The bar a release is held to: tier, gates with their thresholds and the evidence for them, and task-set rules. A profile may extend another and only tighten it.",
  type: "object",
  additionalProperties: false,
  required: [
    "id",
    "version"
  ],
  properties: {
    id: {
      type: "string",
      pattern: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$"
    },
    version: {
      type: "string",
      minLength: 1
    },
    extends: {
      type: "string",
      minLength: 1,
      description: "A built-in profile as id@version, or a path relative to this file."
    },
    tier: {
      type: "string",
      enum: [
        "T0",
        "T1",
        "T2"
      ]
    },
    description: {
      type: "string"
    },
    k: {
      type: "integer",
      minimum: 2,
      description: "Attempts per task for pass^k and pass@k."
    },
    gates: {
      type: "array",
      items: {
        $ref: "#/$defs/gate"
      }
    },
    tier_gates: {
      type: "object",
      additionalProperties: false,
      properties: {
        T0: {
          type: "array",
          items: {
            $ref: "#/$defs/gate"
          }
        },
        T1: {
          type: "array",
          items: {
            $ref: "#/$defs/gate"
          }
        },
        T2: {
          type: "array",
          items: {
            $ref: "#/$defs/gate"
          }
        }
      }
    },
    task_set: {
      type: "object",
      additionalProperties: false,
      properties: {
        min_held_out_share: {
          type: "number",
          minimum: 0,
          maximum: 1
        },
        min_canaries: {
          type: "integer",
          minimum: 0
        },
        reset_between_attempts: {
          type: "boolean"
        }
      }
    },
    reported: {
      type: "array",
      items: {
        type: "string"
      }
    },
    signals: {
      type: "object",
      additionalProperties: false,
      description: "How agent and run signals count: the acceptance rule's minimum tier, which blocking escalations gate, and the advisory soft holds the profile opts in to.",
      properties: {
        min_tier: {
          type: "string",
          enum: [
            "verified",
            "reported",
            "heuristic",
            "asserted"
          ],
          description: "Signals below this tier cannot satisfy the acceptance rule."
        },
        require_acceptance: {
          type: "boolean",
          description: "Hold when no acceptance rule could be evaluated."
        },
        blocking_escalation: {
          type: "array",
          items: {
            type: "string",
            enum: [
              "low",
              "medium",
              "high",
              "critical"
            ]
          },
          uniqueItems: true,
          description: "Severities whose unresolved blocking escalations fail the gate signals.no_blocking_escalation."
        },
        soft_holds: {
          type: "object",
          additionalProperties: false,
          properties: {
            min_calibration: {
              type: "number",
              minimum: 1,
              maximum: 5
            },
            flat_confidence: {
              type: "boolean"
            },
            calibration_inversion: {
              type: "boolean"
            },
            max_high_conf_failures: {
              type: "integer",
              minimum: 0
            },
            continuation_overclaim: {
              type: "boolean"
            },
            max_judged_failures: {
              type: "integer",
              minimum: 0,
              description: "Hold (advisory, never a reject) when the eval tool itself failed more attempts than this on judged checks alone (promptfoo llm-rubric, DeepEval's model-judged metrics, Inspect's model-graded scorers): failures its deterministic verdict does not see. aqr init --from writes 0."
            }
          }
        }
      }
    }
  },
  $defs: {
    gate: {
      type: "object",
      additionalProperties: false,
      required: [
        "id"
      ],
      properties: {
        id: {
          type: "string",
          pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"
        },
        split: {
          type: "string",
          enum: [
            "held-in",
            "held-out",
            "all"
          ]
        },
        k: {
          type: "integer",
          minimum: 2
        },
        floor: {
          type: "number"
        },
        ceiling: {
          type: "number"
        },
        source: {
          type: "string",
          enum: [
            "acs",
            "assert",
            "native",
            "custom"
          ]
        },
        evidence: {
          type: "string",
          minLength: 1,
          description: "Why this number: the study, incident or baseline behind the threshold."
        },
        confidence: {
          type: "number",
          exclusiveMinimum: 0.5,
          exclusiveMaximum: 1,
          description: "Judge the threshold on a one-sided confidence bound at this level (e.g. 0.95): pass when the bound clears it, fail when the other bound misses it, hold in between."
        },
        min_n: {
          type: "integer",
          minimum: 1,
          description: "With fewer observations the gate holds (GATE_INCONCLUSIVE)."
        },
        method: {
          type: "string",
          enum: [
            "wilson",
            "exact"
          ],
          description: "The bound of a proportion: Wilson score (default) or exact Clopper-Pearson."
        },
        resamples: {
          type: "integer",
          minimum: 100,
          maximum: 1e5,
          description: "Bootstrap resamples for a per-success ceiling (default 1000)."
        },
        regression: {
          type: "object",
          additionalProperties: false,
          required: [
            "max_drop",
            "confidence"
          ],
          properties: {
            max_drop: {
              type: "number",
              minimum: 0,
              maximum: 1
            },
            confidence: {
              type: "number",
              exclusiveMinimum: 0.5,
              exclusiveMaximum: 1
            }
          },
          description: "Fail when the measure dropped by more than max_drop against the baseline release, at this confidence: paired on the tasks both runs answered (McNemar's exact test) when the baseline's per-task results are at hand, else Newcombe's interval."
        },
        mode: {
          type: "string",
          enum: [
            "enforce",
            "shadow"
          ],
          description: "shadow: evaluated and reported, never enforced, not written among the record's gates."
        }
      }
    }
  }
};

// src/policy/policy.schema.json
var policy_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/agent-release-gate/agent-release-gate/blob/main/src/policy/policy.schema.json",
  title: "aqr deploy policy",
  description: "What a deployment needs of an Agent Quality Record: who signed it, how old it may be, the artifact it names and the bar it was judged by. Read by aqr deploy-check, the action's check run and the protection rule server alike (docs/enforce-at-deploy.md).",
  type: "object",
  additionalProperties: false,
  required: ["deploy_policy", "signer"],
  properties: {
    deploy_policy: { const: 1, description: "The policy format's version." },
    signer: {
      description: "Who must have signed: a key (key or jwks), or keyless a workflow identity (certificate_identity exactly, or certificate_identity_regexp anchored at both ends).",
      type: "object",
      additionalProperties: false,
      properties: {
        key: { type: "string", minLength: 1, description: "A public key file (JWK, JWK Set or PEM), relative to the policy file." },
        jwks: { type: "string", minLength: 1, description: "A JWK Set file (relative to the policy file) or https URL." },
        certificate_identity: {
          type: "string",
          minLength: 1,
          description: "Keyless: the certificate's SAN, compared exactly, e.g. https://github.com/OWNER/REPO/.github/workflows/gate.yml@refs/heads/main."
        },
        certificate_identity_regexp: {
          type: "string",
          minLength: 1,
          description: "Keyless: a pattern the whole SAN must match (anchored at both ends), given on purpose."
        },
        certificate_oidc_issuer: { type: "string", minLength: 1, description: "Keyless: the OIDC issuer, compared exactly; default GitHub Actions'." },
        trusted_root: {
          type: "string",
          minLength: 1,
          description: "Keyless: the Sigstore trusted root (JSON, or one a line as gh attestation trusted-root prints), relative to the policy file."
        }
      }
    },
    max_age: {
      type: "string",
      pattern: "^[1-9][0-9]{0,5}(s|m|h|d)$",
      description: "How old the record may be at deploy time (emitted_at to now): a number and s, m, h or d. Absent: any age."
    },
    artifact: {
      type: "string",
      enum: ["required", "optional"],
      description: "required (the default): the deployment must name its artifact by digest and the record's statement must list it among its subjects."
    },
    min_level: { enum: ["L2", "L3", "L4"], description: "The lowest conformance level a record may release at; default L2 (the release rule's own)." },
    bar: {
      description: "The bar the record must have been judged by: the files at ref, each compared with the signed bar the record carries.",
      type: "object",
      additionalProperties: false,
      required: ["ref", "files"],
      properties: {
        ref: { type: "string", minLength: 1, description: "The branch, tag or commit the files are read at (the default branch, say)." },
        files: {
          type: "array",
          minItems: 1,
          uniqueItems: true,
          items: { type: "string", minLength: 1 },
          description: "Repository paths of the bar's files."
        }
      }
    },
    record: {
      description: "Where a record is found for a commit (aqr deploy-check --repo --commit, the server).",
      type: "object",
      additionalProperties: false,
      properties: {
        artifact_name: { type: "string", minLength: 1, description: "The workflow artifact holding the record; default agent-quality-record." },
        workflow: { type: "string", minLength: 1, description: "Only runs of this workflow file (e.g. gate.yml)." }
      }
    }
  }
};

// src/doc/schemas.ts
var DEFS = { $id: "aqr-defs", $defs: record_schema_default.$defs };
var SCHEMAS = {
  record: record_schema_default,
  profile: profile_schema_default,
  /** A deploy policy (src/policy/): who signs, how old, which artifact, which bar. */
  deployPolicy: policy_schema_default,
  /** One measure entry of a --measures file. */
  measure: { $ref: "aqr-defs#/$defs/measure" },
  /** One decision entry of a --decisions file: never `native`, which names the measurement deciding a gate. */
  decision: {
    type: "object",
    additionalProperties: false,
    required: ["id", "result", "source"],
    properties: { id: { $ref: "aqr-defs#/$defs/measureId" }, result: { enum: ["pass", "fail"] }, source: { enum: ["acs", "assert", "custom"] } }
  }
};
var REFERRED_SCHEMAS = [DEFS];

// src/doc/fast/conforms.ts
var import_ucs2length = __toESM(require_ucs2length(), 1);
function conformsTo(name, value) {
  return conformsToSchema(SCHEMAS[name], value);
}
function conformsToSchema(schema, value) {
  try {
    return valid(schema, value, schema);
  } catch (e) {
    if (e instanceof Unknown) return false;
    throw e;
  }
}
var Unknown = class extends Error {
};
var unknown = () => {
  throw new Unknown();
};
var ANNOTATIONS = /* @__PURE__ */ new Set(["$schema", "$comment", "title", "description", "$defs", "examples", "default", "deprecated", "readOnly", "writeOnly"]);
var hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
var countLength = import_ucs2length.default.default ?? import_ucs2length.default;
var patterns = /* @__PURE__ */ new Map();
function kindOf(v) {
  switch (typeof v) {
    case "string":
      return "string";
    case "boolean":
      return "boolean";
    case "number":
      return Number.isFinite(v) ? "number" : unknown();
    case "object": {
      if (v === null) return "null";
      if (Array.isArray(v)) return Object.getPrototypeOf(v) === Array.prototype ? "array" : unknown();
      const proto = Object.getPrototypeOf(v);
      return proto === Object.prototype || proto === null ? "object" : unknown();
    }
    default:
      return unknown();
  }
}
function typeMatches(type, v, kind) {
  if (Array.isArray(type)) return type.some((t) => typeMatches(t, v, kind));
  if (type === "integer") return kind === "number" && Number.isInteger(v);
  if (type === "null" || type === "boolean" || type === "number" || type === "string" || type === "array" || type === "object") return type === kind;
  return unknown();
}
var DATE_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d(?:\.\d+)?)(?:Z|[+-](\d\d):(\d\d))$/;
function plainDateTime(s) {
  const m = DATE_TIME.exec(s);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offH, offM] = m.slice(1).map((x) => x === void 0 ? 0 : Number(x));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? leap ? 29 : 28 : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days && hour <= 23 && minute <= 59 && second < 60 && offH <= 23 && offM <= 59;
}
var primitive = (x) => x === null || typeof x === "string" || typeof x === "boolean" || typeof x === "number" && Number.isFinite(x);
function regExp(source) {
  if (typeof source !== "string") return unknown();
  let re = patterns.get(source);
  if (!re) patterns.set(source, re = new RegExp(source, "u"));
  return re;
}
var resolved = /* @__PURE__ */ new WeakMap();
function resolveRef(ref, root) {
  if (typeof ref !== "string") return unknown();
  let known = resolved.get(root);
  if (!known) resolved.set(root, known = /* @__PURE__ */ new Map());
  let found = known.get(ref);
  if (!found) known.set(ref, found = lookUp(ref, root));
  return found;
}
function lookUp(ref, root) {
  const hash = ref.indexOf("#");
  if (hash < 0) return unknown();
  const id = ref.slice(0, hash);
  const base = id === "" ? root : REFERRED_SCHEMAS.find((s) => s.$id === id) ?? unknown();
  const pointer = ref.slice(hash + 1);
  if (pointer !== "" && !pointer.startsWith("/")) return unknown();
  let at = base;
  for (const raw of pointer === "" ? [] : pointer.slice(1).split("/")) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (at === null || typeof at !== "object" || !hasOwn(at, key)) return unknown();
    at = at[key];
  }
  if (typeof at !== "boolean" && (at === null || typeof at !== "object" || Array.isArray(at))) return unknown();
  return { target: at, root: base };
}
function valid(schema, v, root) {
  if (schema === true) return true;
  if (schema === false) return false;
  const kind = kindOf(v);
  for (const keyword in schema) {
    const arg = schema[keyword];
    switch (keyword) {
      case "type":
        if (!typeMatches(arg, v, kind)) return false;
        break;
      case "enum":
        if (!Array.isArray(arg) || !arg.every(primitive)) return unknown();
        if (!arg.includes(v)) return false;
        break;
      case "const":
        if (!primitive(arg)) return unknown();
        if (v !== arg) return false;
        break;
      case "required":
        if (!Array.isArray(arg)) return unknown();
        if (kind === "object") {
          for (const k of arg) if (v[k] === void 0) return false;
        }
        break;
      case "properties":
        if (kind === "object") {
          const props = arg;
          for (const k in props) {
            const x = v[k];
            if (x !== void 0 && !valid(props[k], x, root)) return false;
          }
        }
        break;
      case "additionalProperties":
        if (hasOwn(schema, "patternProperties")) return unknown();
        if (kind === "object") {
          const props = schema.properties ?? {};
          for (const k in v) if (!hasOwn(props, k) && !valid(arg, v[k], root)) return false;
        }
        break;
      case "items":
        if (hasOwn(schema, "prefixItems") || typeof arg !== "object" || arg === null) return unknown();
        if (kind === "array") {
          for (let i = 0, a = v; i < a.length; i++) if (!valid(arg, a[i], root)) return false;
        }
        break;
      case "minItems":
        if (kind === "array" && v.length < arg) return false;
        break;
      case "maxItems":
        if (kind === "array" && v.length > arg) return false;
        break;
      case "uniqueItems":
        if (arg === true && kind === "array") {
          const items = v;
          const seen = /* @__PURE__ */ new Set();
          for (let i = 0; i < items.length; i++) {
            if (!primitive(items[i])) return unknown();
            if (seen.has(items[i])) return false;
            seen.add(items[i]);
          }
        }
        break;
      case "minLength":
        if (kind === "string" && countLength(v) < arg) return false;
        break;
      case "maxLength":
        if (kind === "string" && countLength(v) > arg) return false;
        break;
      case "pattern":
        if (kind === "string" && !regExp(arg).test(v)) return false;
        break;
      case "format":
        if (arg !== "date-time") return unknown();
        if (kind === "string" && !plainDateTime(v)) return unknown();
        break;
      case "minimum":
        if (kind === "number" && v < arg) return false;
        break;
      case "maximum":
        if (kind === "number" && v > arg) return false;
        break;
      case "exclusiveMinimum":
        if (kind === "number" && v <= arg) return false;
        break;
      case "exclusiveMaximum":
        if (kind === "number" && v >= arg) return false;
        break;
      case "allOf":
        if (!Array.isArray(arg)) return unknown();
        for (const s of arg) if (!valid(s, v, root)) return false;
        break;
      case "anyOf":
        if (!Array.isArray(arg)) return unknown();
        if (!arg.some((s) => valid(s, v, root))) return false;
        break;
      case "if": {
        const branch = valid(arg, v, root) ? schema.then : schema.else;
        if (branch !== void 0 && !valid(branch, v, root)) return false;
        break;
      }
      case "then":
      case "else":
        break;
      case "$ref": {
        const { target, root: base } = resolveRef(arg, root);
        if (!valid(target, v, base)) return false;
        break;
      }
      case "$id":
        if (schema !== root) return unknown();
        break;
      default:
        if (!ANNOTATIONS.has(keyword)) return unknown();
    }
  }
  return true;
}

// aqr-validator:record
var record = validate0;
var schema0 = SCHEMAS["record"];
var schema1 = SCHEMAS["record"]["$defs"]["tier"];
var schema2 = SCHEMAS["record"]["$defs"]["digest"];
var func0 = Object.prototype.hasOwnProperty;
var func1 = require_ucs2length().default;
var formats0 = require_formats().fullFormats["date-time"];
var pattern0 = new RegExp("(?:[Zz]|[+-]00:00)$", "u");
var pattern1 = new RegExp("^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$", "u");
var pattern2 = new RegExp("^sha256:[a-f0-9]{64}$", "u");
var pattern12 = new RegExp("^(opentelemetry/1\\.[0-9x]+|superqode\\.harness-protocol/1|[a-z0-9._-]+/[0-9]+)$", "u");
var pattern15 = new RegExp("^[a-z0-9-]+:.+$", "u");
var schema8 = SCHEMAS["record"]["$defs"]["measure"];
var schema9 = SCHEMAS["record"]["$defs"]["measureId"];
var schema10 = SCHEMAS["record"]["$defs"]["split"];
var pattern8 = new RegExp("^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", "u");
var pattern9 = new RegExp("^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$", "u");
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
        const err2 = { instancePath, schemaPath: "#/then/required", keyword: "required", params: { missingProperty: "k" }, message: "must have required property 'k'", schema: schema8.then.required, parentSchema: schema8.then, data };
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
    const err3 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema8.if, parentSchema: schema8, data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema8.required, parentSchema: schema8, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.value === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema8.required, parentSchema: schema8, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "value" || key0 === "split" || key0 === "n" || key0 === "k" || key0 === "unit" || key0 === "pack")) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema8, data };
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
        if (!pattern8.test(data1)) {
          const err7 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/measureId/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema9, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/measureId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.type, parentSchema: schema9, data: data1 };
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
        const err9 = { instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: schema8.properties.value.type }, message: "must be number,boolean", schema: schema8.properties.value.type, parentSchema: schema8.properties.value, data: data2 };
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
        const err10 = { instancePath: instancePath + "/split", schemaPath: "#/$defs/split/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.type, parentSchema: schema10, data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (!(data3 === "held-in" || data3 === "held-out" || data3 === "all")) {
        const err11 = { instancePath: instancePath + "/split", schemaPath: "#/$defs/split/enum", keyword: "enum", params: { allowedValues: schema10.enum }, message: "must be equal to one of the allowed values", schema: schema10.enum, parentSchema: schema10, data: data3 };
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
        const err12 = { instancePath: instancePath + "/n", schemaPath: "#/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema8.properties.n.type, parentSchema: schema8.properties.n, data: data4 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 1 || isNaN(data4)) {
          const err13 = { instancePath: instancePath + "/n", schemaPath: "#/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema8.properties.n, data: data4 };
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
        const err14 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema8.properties.k.type, parentSchema: schema8.properties.k, data: data5 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 2 || isNaN(data5)) {
          const err15 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema8.properties.k, data: data5 };
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
        if (func1(data6) < 1) {
          const err16 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema8.properties.unit, data: data6 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.unit.type, parentSchema: schema8.properties.unit, data: data6 };
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
        if (!pattern9.test(data7)) {
          const err18 = { instancePath: instancePath + "/pack", schemaPath: "#/properties/pack/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$" }, message: 'must match pattern "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$"', schema: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$", parentSchema: schema8.properties.pack, data: data7 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/pack", schemaPath: "#/properties/pack/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema8.properties.pack.type, parentSchema: schema8.properties.pack, data: data7 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
  } else {
    const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema8.type, parentSchema: schema8, data };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate1.errors = vErrors;
  return errors === 0;
}
validate1.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema11 = SCHEMAS["record"]["$defs"]["gate"];
function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate3.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema11.required, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.result === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "result" }, message: "must have required property 'result'", schema: schema11.required, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "result" || key0 === "floor" || key0 === "split" || key0 === "source")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
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
        if (!pattern8.test(data0)) {
          const err3 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/measureId/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema9, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/measureId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.type, parentSchema: schema9, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.result !== void 0) {
      let data1 = data.result;
      if (typeof data1 !== "string") {
        const err5 = { instancePath: instancePath + "/result", schemaPath: "#/properties/result/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.result.type, parentSchema: schema11.properties.result, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (!(data1 === "pass" || data1 === "fail")) {
        const err6 = { instancePath: instancePath + "/result", schemaPath: "#/properties/result/enum", keyword: "enum", params: { allowedValues: schema11.properties.result.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.result.enum, parentSchema: schema11.properties.result, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.floor !== void 0) {
      let data2 = data.floor;
      if (!(typeof data2 == "number" && isFinite(data2))) {
        const err7 = { instancePath: instancePath + "/floor", schemaPath: "#/properties/floor/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.floor.type, parentSchema: schema11.properties.floor, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.split !== void 0) {
      let data3 = data.split;
      if (typeof data3 !== "string") {
        const err8 = { instancePath: instancePath + "/split", schemaPath: "#/$defs/split/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema10.type, parentSchema: schema10, data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (!(data3 === "held-in" || data3 === "held-out" || data3 === "all")) {
        const err9 = { instancePath: instancePath + "/split", schemaPath: "#/$defs/split/enum", keyword: "enum", params: { allowedValues: schema10.enum }, message: "must be equal to one of the allowed values", schema: schema10.enum, parentSchema: schema10, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data4 = data.source;
      if (typeof data4 !== "string") {
        const err10 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.source.type, parentSchema: schema11.properties.source, data: data4 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (!(data4 === "acs" || data4 === "assert" || data4 === "native" || data4 === "custom")) {
        const err11 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema11.properties.source.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.source.enum, parentSchema: schema11.properties.source, data: data4 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate3.errors = vErrors;
  return errors === 0;
}
validate3.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
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
  const _errs3 = errors;
  let valid1 = true;
  const _errs4 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.decision === void 0 && (missing0 = "decision")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.decision !== void 0) {
        let data0 = data.decision;
        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
          let missing1;
          if (data0.verdict === void 0 && (missing1 = "verdict")) {
            const err1 = {};
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          } else {
            if (data0.verdict !== void 0) {
              if ("ship" !== data0.verdict) {
                const err2 = {};
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
          }
        }
      }
    }
  }
  var _valid0 = _errs4 === errors;
  errors = _errs3;
  if (vErrors !== null) {
    if (_errs3) {
      vErrors.length = _errs3;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs7 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.gates !== void 0) {
        let data2 = data.gates;
        if (Array.isArray(data2)) {
          const len0 = data2.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data3 = data2[i0];
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.result !== void 0) {
                let data4 = data3.result;
                if ("pass" !== data4) {
                  const err3 = { instancePath: instancePath + "/gates/" + i0 + "/result", schemaPath: "#/allOf/0/then/properties/gates/items/properties/result/const", keyword: "const", params: { allowedValue: "pass" }, message: "must be equal to constant", schema: "pass", parentSchema: schema0.allOf[0].then.properties.gates.items.properties.result, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err3];
                  } else {
                    vErrors.push(err3);
                  }
                  errors++;
                }
              }
            }
          }
        }
      }
    }
    var _valid0 = _errs7 === errors;
    valid1 = _valid0;
    if (valid1) {
      var props0 = {};
      props0.gates = true;
      props0.decision = true;
    }
  }
  if (!valid1) {
    const err4 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema0.allOf[0].if, parentSchema: schema0.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  const _errs13 = errors;
  let valid8 = true;
  const _errs14 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if (data.decision === void 0 && (missing2 = "decision")) {
      const err5 = {};
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    } else {
      if (data.decision !== void 0) {
        let data5 = data.decision;
        if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
          let missing3;
          if (data5.verdict === void 0 && (missing3 = "verdict")) {
            const err6 = {};
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          } else {
            if (data5.verdict !== void 0) {
              if ("ship" !== data5.verdict) {
                const err7 = {};
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
          }
        }
      }
    }
  }
  var _valid1 = _errs14 === errors;
  errors = _errs13;
  if (vErrors !== null) {
    if (_errs13) {
      vErrors.length = _errs13;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs17 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.task_set !== void 0) {
        let data7 = data.task_set;
        if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
          if (data7.sealed !== void 0) {
            let data8 = data7.sealed;
            if (true !== data8) {
              const err8 = { instancePath: instancePath + "/task_set/sealed", schemaPath: "#/allOf/1/then/properties/task_set/properties/sealed/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant", schema: true, parentSchema: schema0.allOf[1].then.properties.task_set.properties.sealed, data: data8 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
        }
      }
    }
    var _valid1 = _errs17 === errors;
    valid8 = _valid1;
    if (valid8) {
      var props1 = {};
      props1.task_set = true;
      props1.decision = true;
    }
  }
  if (!valid8) {
    const err9 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema0.allOf[1].if, parentSchema: schema0.allOf[1], data };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  if (props0 !== true && props1 !== void 0) {
    if (props1 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props1);
    }
  }
  const _errs22 = errors;
  let valid13 = true;
  const _errs23 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing4;
    if (data.profile === void 0 && (missing4 = "profile")) {
      const err10 = {};
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    } else {
      if (data.profile !== void 0) {
        let data9 = data.profile;
        if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
          let missing5;
          if (data9.tier === void 0 && (missing5 = "tier")) {
            const err11 = {};
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          } else {
            if (data9.tier !== void 0) {
              if ("T2" !== data9.tier) {
                const err12 = {};
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
          }
        }
      }
    }
  }
  var _valid2 = _errs23 === errors;
  errors = _errs22;
  if (vErrors !== null) {
    if (_errs22) {
      vErrors.length = _errs22;
    } else {
      vErrors = null;
    }
  }
  if (_valid2) {
    const _errs26 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.decision !== void 0) {
        let data11 = data.decision;
        if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
          if (data11.question === void 0) {
            const err13 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/2/then/properties/decision/required", keyword: "required", params: { missingProperty: "question" }, message: "must have required property 'question'", schema: schema0.allOf[2].then.properties.decision.required, parentSchema: schema0.allOf[2].then.properties.decision, data: data11 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if (data11.options === void 0) {
            const err14 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/2/then/properties/decision/required", keyword: "required", params: { missingProperty: "options" }, message: "must have required property 'options'", schema: schema0.allOf[2].then.properties.decision.required, parentSchema: schema0.allOf[2].then.properties.decision, data: data11 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (data11.rationale === void 0) {
            const err15 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/2/then/properties/decision/required", keyword: "required", params: { missingProperty: "rationale" }, message: "must have required property 'rationale'", schema: schema0.allOf[2].then.properties.decision.required, parentSchema: schema0.allOf[2].then.properties.decision, data: data11 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          if (data11.signature === void 0) {
            const err16 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/2/then/properties/decision/required", keyword: "required", params: { missingProperty: "signature" }, message: "must have required property 'signature'", schema: schema0.allOf[2].then.properties.decision.required, parentSchema: schema0.allOf[2].then.properties.decision, data: data11 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      }
    }
    var _valid2 = _errs26 === errors;
    valid13 = _valid2;
    if (valid13) {
      var props2 = {};
      props2.decision = true;
      props2.profile = true;
    }
  }
  if (!valid13) {
    const err17 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema0.allOf[2].if, parentSchema: schema0.allOf[2], data };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  if (props0 !== true && props2 !== void 0) {
    if (props2 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props2);
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.supergauge === void 0) {
      const err18 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "supergauge" }, message: "must have required property 'supergauge'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err18];
      } else {
        vErrors.push(err18);
      }
      errors++;
    }
    if (data.record_id === void 0) {
      const err19 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "record_id" }, message: "must have required property 'record_id'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err19];
      } else {
        vErrors.push(err19);
      }
      errors++;
    }
    if (data.emitted_at === void 0) {
      const err20 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "emitted_at" }, message: "must have required property 'emitted_at'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err20];
      } else {
        vErrors.push(err20);
      }
      errors++;
    }
    if (data.profile === void 0) {
      const err21 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "profile" }, message: "must have required property 'profile'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
    }
    if (data.subject === void 0) {
      const err22 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "subject" }, message: "must have required property 'subject'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err22];
      } else {
        vErrors.push(err22);
      }
      errors++;
    }
    if (data.task_set === void 0) {
      const err23 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "task_set" }, message: "must have required property 'task_set'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err23];
      } else {
        vErrors.push(err23);
      }
      errors++;
    }
    if (data.measures === void 0) {
      const err24 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "measures" }, message: "must have required property 'measures'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err24];
      } else {
        vErrors.push(err24);
      }
      errors++;
    }
    if (data.gates === void 0) {
      const err25 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "gates" }, message: "must have required property 'gates'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    if (data.assurance === void 0) {
      const err26 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "assurance" }, message: "must have required property 'assurance'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    if (data.decision === void 0) {
      const err27 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "decision" }, message: "must have required property 'decision'", schema: schema0.required, parentSchema: schema0, data };
      if (vErrors === null) {
        vErrors = [err27];
      } else {
        vErrors.push(err27);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func0.call(schema0.properties, key0)) {
        const err28 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0, data };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.supergauge !== void 0) {
      let data12 = data.supergauge;
      if (typeof data12 !== "string") {
        const err29 = { instancePath: instancePath + "/supergauge", schemaPath: "#/properties/supergauge/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.supergauge.type, parentSchema: schema0.properties.supergauge, data: data12 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if ("0.1" !== data12) {
        const err30 = { instancePath: instancePath + "/supergauge", schemaPath: "#/properties/supergauge/const", keyword: "const", params: { allowedValue: "0.1" }, message: "must be equal to constant", schema: "0.1", parentSchema: schema0.properties.supergauge, data: data12 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.record_id !== void 0) {
      let data13 = data.record_id;
      if (typeof data13 === "string") {
        if (func1(data13) > 128) {
          const err31 = { instancePath: instancePath + "/record_id", schemaPath: "#/properties/record_id/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema0.properties.record_id, data: data13 };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (func1(data13) < 1) {
          const err32 = { instancePath: instancePath + "/record_id", schemaPath: "#/properties/record_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.record_id, data: data13 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      } else {
        const err33 = { instancePath: instancePath + "/record_id", schemaPath: "#/properties/record_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.record_id.type, parentSchema: schema0.properties.record_id, data: data13 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.emitted_at !== void 0) {
      let data14 = data.emitted_at;
      if (typeof data14 === "string") {
        if (!pattern0.test(data14)) {
          const err34 = { instancePath: instancePath + "/emitted_at", schemaPath: "#/properties/emitted_at/pattern", keyword: "pattern", params: { pattern: "(?:[Zz]|[+-]00:00)$" }, message: 'must match pattern "(?:[Zz]|[+-]00:00)$"', schema: "(?:[Zz]|[+-]00:00)$", parentSchema: schema0.properties.emitted_at, data: data14 };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        if (!formats0.validate(data14)) {
          const err35 = { instancePath: instancePath + "/emitted_at", schemaPath: "#/properties/emitted_at/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"', schema: "date-time", parentSchema: schema0.properties.emitted_at, data: data14 };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      } else {
        const err36 = { instancePath: instancePath + "/emitted_at", schemaPath: "#/properties/emitted_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.emitted_at.type, parentSchema: schema0.properties.emitted_at, data: data14 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.profile !== void 0) {
      let data15 = data.profile;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        if (data15.id === void 0) {
          const err37 = { instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema0.properties.profile.required, parentSchema: schema0.properties.profile, data: data15 };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        if (data15.version === void 0) {
          const err38 = { instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema0.properties.profile.required, parentSchema: schema0.properties.profile, data: data15 };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (data15.tier === void 0) {
          const err39 = { instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/required", keyword: "required", params: { missingProperty: "tier" }, message: "must have required property 'tier'", schema: schema0.properties.profile.required, parentSchema: schema0.properties.profile, data: data15 };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        for (const key1 in data15) {
          if (!(key1 === "id" || key1 === "version" || key1 === "tier")) {
            const err40 = { instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.profile, data: data15 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
        if (data15.id !== void 0) {
          let data16 = data15.id;
          if (typeof data16 === "string") {
            if (!pattern1.test(data16)) {
              const err41 = { instancePath: instancePath + "/profile/id", schemaPath: "#/properties/profile/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$" }, message: 'must match pattern "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$"', schema: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$", parentSchema: schema0.properties.profile.properties.id, data: data16 };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          } else {
            const err42 = { instancePath: instancePath + "/profile/id", schemaPath: "#/properties/profile/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.profile.properties.id.type, parentSchema: schema0.properties.profile.properties.id, data: data16 };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
        if (data15.version !== void 0) {
          let data17 = data15.version;
          if (typeof data17 === "string") {
            if (func1(data17) < 1) {
              const err43 = { instancePath: instancePath + "/profile/version", schemaPath: "#/properties/profile/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.profile.properties.version, data: data17 };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          } else {
            const err44 = { instancePath: instancePath + "/profile/version", schemaPath: "#/properties/profile/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.profile.properties.version.type, parentSchema: schema0.properties.profile.properties.version, data: data17 };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
        if (data15.tier !== void 0) {
          let data18 = data15.tier;
          if (typeof data18 !== "string") {
            const err45 = { instancePath: instancePath + "/profile/tier", schemaPath: "#/$defs/tier/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.type, parentSchema: schema1, data: data18 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
          if (!(data18 === "T0" || data18 === "T1" || data18 === "T2")) {
            const err46 = { instancePath: instancePath + "/profile/tier", schemaPath: "#/$defs/tier/enum", keyword: "enum", params: { allowedValues: schema1.enum }, message: "must be equal to one of the allowed values", schema: schema1.enum, parentSchema: schema1, data: data18 };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
      } else {
        const err47 = { instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.profile.type, parentSchema: schema0.properties.profile, data: data15 };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.subject !== void 0) {
      let data19 = data.subject;
      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
        if (data19.agent === void 0) {
          const err48 = { instancePath: instancePath + "/subject", schemaPath: "#/properties/subject/required", keyword: "required", params: { missingProperty: "agent" }, message: "must have required property 'agent'", schema: schema0.properties.subject.required, parentSchema: schema0.properties.subject, data: data19 };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        if (data19.harness_digest === void 0) {
          const err49 = { instancePath: instancePath + "/subject", schemaPath: "#/properties/subject/required", keyword: "required", params: { missingProperty: "harness_digest" }, message: "must have required property 'harness_digest'", schema: schema0.properties.subject.required, parentSchema: schema0.properties.subject, data: data19 };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        if (data19.authority === void 0) {
          const err50 = { instancePath: instancePath + "/subject", schemaPath: "#/properties/subject/required", keyword: "required", params: { missingProperty: "authority" }, message: "must have required property 'authority'", schema: schema0.properties.subject.required, parentSchema: schema0.properties.subject, data: data19 };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
        for (const key2 in data19) {
          if (!(key2 === "agent" || key2 === "harness_digest" || key2 === "code_digest" || key2 === "model" || key2 === "authority" || key2 === "agent_card")) {
            const err51 = { instancePath: instancePath + "/subject", schemaPath: "#/properties/subject/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.subject, data: data19 };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
        if (data19.agent !== void 0) {
          let data20 = data19.agent;
          if (typeof data20 === "string") {
            if (func1(data20) < 1) {
              const err52 = { instancePath: instancePath + "/subject/agent", schemaPath: "#/properties/subject/properties/agent/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.subject.properties.agent, data: data20 };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          } else {
            const err53 = { instancePath: instancePath + "/subject/agent", schemaPath: "#/properties/subject/properties/agent/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.subject.properties.agent.type, parentSchema: schema0.properties.subject.properties.agent, data: data20 };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data19.harness_digest !== void 0) {
          let data21 = data19.harness_digest;
          if (typeof data21 === "string") {
            if (!pattern2.test(data21)) {
              const err54 = { instancePath: instancePath + "/subject/harness_digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data21 };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          } else {
            const err55 = { instancePath: instancePath + "/subject/harness_digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data21 };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
        if (data19.code_digest !== void 0) {
          let data22 = data19.code_digest;
          if (typeof data22 === "string") {
            if (!pattern2.test(data22)) {
              const err56 = { instancePath: instancePath + "/subject/code_digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data22 };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          } else {
            const err57 = { instancePath: instancePath + "/subject/code_digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data22 };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data19.model !== void 0) {
          let data23 = data19.model;
          if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
            if (data23.provider === void 0) {
              const err58 = { instancePath: instancePath + "/subject/model", schemaPath: "#/properties/subject/properties/model/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'", schema: schema0.properties.subject.properties.model.required, parentSchema: schema0.properties.subject.properties.model, data: data23 };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
            if (data23.id === void 0) {
              const err59 = { instancePath: instancePath + "/subject/model", schemaPath: "#/properties/subject/properties/model/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema0.properties.subject.properties.model.required, parentSchema: schema0.properties.subject.properties.model, data: data23 };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
            for (const key3 in data23) {
              if (!(key3 === "provider" || key3 === "id" || key3 === "digest")) {
                const err60 = { instancePath: instancePath + "/subject/model", schemaPath: "#/properties/subject/properties/model/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.subject.properties.model, data: data23 };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            }
            if (data23.provider !== void 0) {
              let data24 = data23.provider;
              if (typeof data24 === "string") {
                if (func1(data24) < 1) {
                  const err61 = { instancePath: instancePath + "/subject/model/provider", schemaPath: "#/properties/subject/properties/model/properties/provider/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.subject.properties.model.properties.provider, data: data24 };
                  if (vErrors === null) {
                    vErrors = [err61];
                  } else {
                    vErrors.push(err61);
                  }
                  errors++;
                }
              } else {
                const err62 = { instancePath: instancePath + "/subject/model/provider", schemaPath: "#/properties/subject/properties/model/properties/provider/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.subject.properties.model.properties.provider.type, parentSchema: schema0.properties.subject.properties.model.properties.provider, data: data24 };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            }
            if (data23.id !== void 0) {
              let data25 = data23.id;
              if (typeof data25 === "string") {
                if (func1(data25) < 1) {
                  const err63 = { instancePath: instancePath + "/subject/model/id", schemaPath: "#/properties/subject/properties/model/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.subject.properties.model.properties.id, data: data25 };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
              } else {
                const err64 = { instancePath: instancePath + "/subject/model/id", schemaPath: "#/properties/subject/properties/model/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.subject.properties.model.properties.id.type, parentSchema: schema0.properties.subject.properties.model.properties.id, data: data25 };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
            if (data23.digest !== void 0) {
              let data26 = data23.digest;
              if (typeof data26 === "string") {
                if (!pattern2.test(data26)) {
                  const err65 = { instancePath: instancePath + "/subject/model/digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data26 };
                  if (vErrors === null) {
                    vErrors = [err65];
                  } else {
                    vErrors.push(err65);
                  }
                  errors++;
                }
              } else {
                const err66 = { instancePath: instancePath + "/subject/model/digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data26 };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
            }
          } else {
            const err67 = { instancePath: instancePath + "/subject/model", schemaPath: "#/properties/subject/properties/model/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.subject.properties.model.type, parentSchema: schema0.properties.subject.properties.model, data: data23 };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data19.authority !== void 0) {
          let data27 = data19.authority;
          const _errs68 = errors;
          let valid25 = false;
          const _errs69 = errors;
          if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
            if (data27.grant_digest === void 0) {
              const err68 = { instancePath: instancePath + "/subject/authority", schemaPath: "#/properties/subject/properties/authority/anyOf/0/required", keyword: "required", params: { missingProperty: "grant_digest" }, message: "must have required property 'grant_digest'", schema: schema0.properties.subject.properties.authority.anyOf[0].required, parentSchema: schema0.properties.subject.properties.authority.anyOf[0], data: data27 };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
          }
          var _valid3 = _errs69 === errors;
          valid25 = valid25 || _valid3;
          const _errs70 = errors;
          if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
            if (data27.acs_policy_version === void 0) {
              const err69 = { instancePath: instancePath + "/subject/authority", schemaPath: "#/properties/subject/properties/authority/anyOf/1/required", keyword: "required", params: { missingProperty: "acs_policy_version" }, message: "must have required property 'acs_policy_version'", schema: schema0.properties.subject.properties.authority.anyOf[1].required, parentSchema: schema0.properties.subject.properties.authority.anyOf[1], data: data27 };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
          }
          var _valid3 = _errs70 === errors;
          valid25 = valid25 || _valid3;
          if (!valid25) {
            const err70 = { instancePath: instancePath + "/subject/authority", schemaPath: "#/properties/subject/properties/authority/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema0.properties.subject.properties.authority.anyOf, parentSchema: schema0.properties.subject.properties.authority, data: data27 };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          } else {
            errors = _errs68;
            if (vErrors !== null) {
              if (_errs68) {
                vErrors.length = _errs68;
              } else {
                vErrors = null;
              }
            }
          }
          if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
            for (const key4 in data27) {
              if (!(key4 === "grant_digest" || key4 === "acs_policy_version" || key4 === "sandbox" || key4 === "egress" || key4 === "capabilities")) {
                const err71 = { instancePath: instancePath + "/subject/authority", schemaPath: "#/properties/subject/properties/authority/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.subject.properties.authority, data: data27 };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
            if (data27.grant_digest !== void 0) {
              let data28 = data27.grant_digest;
              if (typeof data28 === "string") {
                if (!pattern2.test(data28)) {
                  const err72 = { instancePath: instancePath + "/subject/authority/grant_digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data28 };
                  if (vErrors === null) {
                    vErrors = [err72];
                  } else {
                    vErrors.push(err72);
                  }
                  errors++;
                }
              } else {
                const err73 = { instancePath: instancePath + "/subject/authority/grant_digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data28 };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            }
            if (data27.acs_policy_version !== void 0) {
              let data29 = data27.acs_policy_version;
              if (typeof data29 === "string") {
                if (func1(data29) < 1) {
                  const err74 = { instancePath: instancePath + "/subject/authority/acs_policy_version", schemaPath: "#/properties/subject/properties/authority/properties/acs_policy_version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.subject.properties.authority.properties.acs_policy_version, data: data29 };
                  if (vErrors === null) {
                    vErrors = [err74];
                  } else {
                    vErrors.push(err74);
                  }
                  errors++;
                }
              } else {
                const err75 = { instancePath: instancePath + "/subject/authority/acs_policy_version", schemaPath: "#/properties/subject/properties/authority/properties/acs_policy_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.subject.properties.authority.properties.acs_policy_version.type, parentSchema: schema0.properties.subject.properties.authority.properties.acs_policy_version, data: data29 };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
            if (data27.sandbox !== void 0) {
              let data30 = data27.sandbox;
              if (typeof data30 === "string") {
                if (func1(data30) < 1) {
                  const err76 = { instancePath: instancePath + "/subject/authority/sandbox", schemaPath: "#/properties/subject/properties/authority/properties/sandbox/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.subject.properties.authority.properties.sandbox, data: data30 };
                  if (vErrors === null) {
                    vErrors = [err76];
                  } else {
                    vErrors.push(err76);
                  }
                  errors++;
                }
              } else {
                const err77 = { instancePath: instancePath + "/subject/authority/sandbox", schemaPath: "#/properties/subject/properties/authority/properties/sandbox/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.subject.properties.authority.properties.sandbox.type, parentSchema: schema0.properties.subject.properties.authority.properties.sandbox, data: data30 };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            }
            if (data27.egress !== void 0) {
              let data31 = data27.egress;
              if (typeof data31 !== "string") {
                const err78 = { instancePath: instancePath + "/subject/authority/egress", schemaPath: "#/properties/subject/properties/authority/properties/egress/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.subject.properties.authority.properties.egress.type, parentSchema: schema0.properties.subject.properties.authority.properties.egress, data: data31 };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
              if (!(data31 === "deny-by-default" || data31 === "allow-list" || data31 === "unrestricted")) {
                const err79 = { instancePath: instancePath + "/subject/authority/egress", schemaPath: "#/properties/subject/properties/authority/properties/egress/enum", keyword: "enum", params: { allowedValues: schema0.properties.subject.properties.authority.properties.egress.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.subject.properties.authority.properties.egress.enum, parentSchema: schema0.properties.subject.properties.authority.properties.egress, data: data31 };
                if (vErrors === null) {
                  vErrors = [err79];
                } else {
                  vErrors.push(err79);
                }
                errors++;
              }
            }
            if (data27.capabilities !== void 0) {
              let data32 = data27.capabilities;
              if (Array.isArray(data32)) {
                const len1 = data32.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data33 = data32[i1];
                  if (typeof data33 === "string") {
                    if (func1(data33) < 1) {
                      const err80 = { instancePath: instancePath + "/subject/authority/capabilities/" + i1, schemaPath: "#/properties/subject/properties/authority/properties/capabilities/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.subject.properties.authority.properties.capabilities.items, data: data33 };
                      if (vErrors === null) {
                        vErrors = [err80];
                      } else {
                        vErrors.push(err80);
                      }
                      errors++;
                    }
                  } else {
                    const err81 = { instancePath: instancePath + "/subject/authority/capabilities/" + i1, schemaPath: "#/properties/subject/properties/authority/properties/capabilities/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.subject.properties.authority.properties.capabilities.items.type, parentSchema: schema0.properties.subject.properties.authority.properties.capabilities.items, data: data33 };
                    if (vErrors === null) {
                      vErrors = [err81];
                    } else {
                      vErrors.push(err81);
                    }
                    errors++;
                  }
                }
                let i2 = data32.length;
                let j0;
                if (i2 > 1) {
                  const indices0 = {};
                  for (; i2--; ) {
                    let item0 = data32[i2];
                    if (typeof item0 !== "string") {
                      continue;
                    }
                    if (typeof indices0[item0] == "number") {
                      j0 = indices0[item0];
                      const err82 = { instancePath: instancePath + "/subject/authority/capabilities", schemaPath: "#/properties/subject/properties/authority/properties/capabilities/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)", schema: true, parentSchema: schema0.properties.subject.properties.authority.properties.capabilities, data: data32 };
                      if (vErrors === null) {
                        vErrors = [err82];
                      } else {
                        vErrors.push(err82);
                      }
                      errors++;
                      break;
                    }
                    indices0[item0] = i2;
                  }
                }
              } else {
                const err83 = { instancePath: instancePath + "/subject/authority/capabilities", schemaPath: "#/properties/subject/properties/authority/properties/capabilities/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.subject.properties.authority.properties.capabilities.type, parentSchema: schema0.properties.subject.properties.authority.properties.capabilities, data: data32 };
                if (vErrors === null) {
                  vErrors = [err83];
                } else {
                  vErrors.push(err83);
                }
                errors++;
              }
            }
          } else {
            const err84 = { instancePath: instancePath + "/subject/authority", schemaPath: "#/properties/subject/properties/authority/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.subject.properties.authority.type, parentSchema: schema0.properties.subject.properties.authority, data: data27 };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
        }
        if (data19.agent_card !== void 0) {
          let data34 = data19.agent_card;
          if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
            if (data34.well_known_url === void 0) {
              const err85 = { instancePath: instancePath + "/subject/agent_card", schemaPath: "#/properties/subject/properties/agent_card/required", keyword: "required", params: { missingProperty: "well_known_url" }, message: "must have required property 'well_known_url'", schema: schema0.properties.subject.properties.agent_card.required, parentSchema: schema0.properties.subject.properties.agent_card, data: data34 };
              if (vErrors === null) {
                vErrors = [err85];
              } else {
                vErrors.push(err85);
              }
              errors++;
            }
            if (data34.card_digest === void 0) {
              const err86 = { instancePath: instancePath + "/subject/agent_card", schemaPath: "#/properties/subject/properties/agent_card/required", keyword: "required", params: { missingProperty: "card_digest" }, message: "must have required property 'card_digest'", schema: schema0.properties.subject.properties.agent_card.required, parentSchema: schema0.properties.subject.properties.agent_card, data: data34 };
              if (vErrors === null) {
                vErrors = [err86];
              } else {
                vErrors.push(err86);
              }
              errors++;
            }
            for (const key5 in data34) {
              if (!(key5 === "well_known_url" || key5 === "card_digest" || key5 === "version" || key5 === "etag" || key5 === "skill_ids")) {
                const err87 = { instancePath: instancePath + "/subject/agent_card", schemaPath: "#/properties/subject/properties/agent_card/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.subject.properties.agent_card, data: data34 };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
            }
            if (data34.well_known_url !== void 0) {
              let data35 = data34.well_known_url;
              if (typeof data35 === "string") {
                if (func1(data35) < 1) {
                  const err88 = { instancePath: instancePath + "/subject/agent_card/well_known_url", schemaPath: "#/properties/subject/properties/agent_card/properties/well_known_url/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.subject.properties.agent_card.properties.well_known_url, data: data35 };
                  if (vErrors === null) {
                    vErrors = [err88];
                  } else {
                    vErrors.push(err88);
                  }
                  errors++;
                }
              } else {
                const err89 = { instancePath: instancePath + "/subject/agent_card/well_known_url", schemaPath: "#/properties/subject/properties/agent_card/properties/well_known_url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.subject.properties.agent_card.properties.well_known_url.type, parentSchema: schema0.properties.subject.properties.agent_card.properties.well_known_url, data: data35 };
                if (vErrors === null) {
                  vErrors = [err89];
                } else {
                  vErrors.push(err89);
                }
                errors++;
              }
            }
            if (data34.card_digest !== void 0) {
              let data36 = data34.card_digest;
              if (typeof data36 === "string") {
                if (!pattern2.test(data36)) {
                  const err90 = { instancePath: instancePath + "/subject/agent_card/card_digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data36 };
                  if (vErrors === null) {
                    vErrors = [err90];
                  } else {
                    vErrors.push(err90);
                  }
                  errors++;
                }
              } else {
                const err91 = { instancePath: instancePath + "/subject/agent_card/card_digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data36 };
                if (vErrors === null) {
                  vErrors = [err91];
                } else {
                  vErrors.push(err91);
                }
                errors++;
              }
            }
            if (data34.version !== void 0) {
              let data37 = data34.version;
              if (typeof data37 === "string") {
                if (func1(data37) < 1) {
                  const err92 = { instancePath: instancePath + "/subject/agent_card/version", schemaPath: "#/properties/subject/properties/agent_card/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.subject.properties.agent_card.properties.version, data: data37 };
                  if (vErrors === null) {
                    vErrors = [err92];
                  } else {
                    vErrors.push(err92);
                  }
                  errors++;
                }
              } else {
                const err93 = { instancePath: instancePath + "/subject/agent_card/version", schemaPath: "#/properties/subject/properties/agent_card/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.subject.properties.agent_card.properties.version.type, parentSchema: schema0.properties.subject.properties.agent_card.properties.version, data: data37 };
                if (vErrors === null) {
                  vErrors = [err93];
                } else {
                  vErrors.push(err93);
                }
                errors++;
              }
            }
            if (data34.etag !== void 0) {
              let data38 = data34.etag;
              if (typeof data38 === "string") {
                if (func1(data38) < 1) {
                  const err94 = { instancePath: instancePath + "/subject/agent_card/etag", schemaPath: "#/properties/subject/properties/agent_card/properties/etag/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.subject.properties.agent_card.properties.etag, data: data38 };
                  if (vErrors === null) {
                    vErrors = [err94];
                  } else {
                    vErrors.push(err94);
                  }
                  errors++;
                }
              } else {
                const err95 = { instancePath: instancePath + "/subject/agent_card/etag", schemaPath: "#/properties/subject/properties/agent_card/properties/etag/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.subject.properties.agent_card.properties.etag.type, parentSchema: schema0.properties.subject.properties.agent_card.properties.etag, data: data38 };
                if (vErrors === null) {
                  vErrors = [err95];
                } else {
                  vErrors.push(err95);
                }
                errors++;
              }
            }
            if (data34.skill_ids !== void 0) {
              let data39 = data34.skill_ids;
              if (Array.isArray(data39)) {
                const len2 = data39.length;
                for (let i3 = 0; i3 < len2; i3++) {
                  let data40 = data39[i3];
                  if (typeof data40 === "string") {
                    if (func1(data40) < 1) {
                      const err96 = { instancePath: instancePath + "/subject/agent_card/skill_ids/" + i3, schemaPath: "#/properties/subject/properties/agent_card/properties/skill_ids/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.subject.properties.agent_card.properties.skill_ids.items, data: data40 };
                      if (vErrors === null) {
                        vErrors = [err96];
                      } else {
                        vErrors.push(err96);
                      }
                      errors++;
                    }
                  } else {
                    const err97 = { instancePath: instancePath + "/subject/agent_card/skill_ids/" + i3, schemaPath: "#/properties/subject/properties/agent_card/properties/skill_ids/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.subject.properties.agent_card.properties.skill_ids.items.type, parentSchema: schema0.properties.subject.properties.agent_card.properties.skill_ids.items, data: data40 };
                    if (vErrors === null) {
                      vErrors = [err97];
                    } else {
                      vErrors.push(err97);
                    }
                    errors++;
                  }
                }
                let i4 = data39.length;
                let j1;
                if (i4 > 1) {
                  const indices1 = {};
                  for (; i4--; ) {
                    let item1 = data39[i4];
                    if (typeof item1 !== "string") {
                      continue;
                    }
                    if (typeof indices1[item1] == "number") {
                      j1 = indices1[item1];
                      const err98 = { instancePath: instancePath + "/subject/agent_card/skill_ids", schemaPath: "#/properties/subject/properties/agent_card/properties/skill_ids/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i4 + " are identical)", schema: true, parentSchema: schema0.properties.subject.properties.agent_card.properties.skill_ids, data: data39 };
                      if (vErrors === null) {
                        vErrors = [err98];
                      } else {
                        vErrors.push(err98);
                      }
                      errors++;
                      break;
                    }
                    indices1[item1] = i4;
                  }
                }
              } else {
                const err99 = { instancePath: instancePath + "/subject/agent_card/skill_ids", schemaPath: "#/properties/subject/properties/agent_card/properties/skill_ids/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.subject.properties.agent_card.properties.skill_ids.type, parentSchema: schema0.properties.subject.properties.agent_card.properties.skill_ids, data: data39 };
                if (vErrors === null) {
                  vErrors = [err99];
                } else {
                  vErrors.push(err99);
                }
                errors++;
              }
            }
          } else {
            const err100 = { instancePath: instancePath + "/subject/agent_card", schemaPath: "#/properties/subject/properties/agent_card/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.subject.properties.agent_card.type, parentSchema: schema0.properties.subject.properties.agent_card, data: data34 };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
        }
      } else {
        const err101 = { instancePath: instancePath + "/subject", schemaPath: "#/properties/subject/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.subject.type, parentSchema: schema0.properties.subject, data: data19 };
        if (vErrors === null) {
          vErrors = [err101];
        } else {
          vErrors.push(err101);
        }
        errors++;
      }
    }
    if (data.task_set !== void 0) {
      let data41 = data.task_set;
      if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
        if (data41.manifest_digest === void 0) {
          const err102 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/required", keyword: "required", params: { missingProperty: "manifest_digest" }, message: "must have required property 'manifest_digest'", schema: schema0.properties.task_set.required, parentSchema: schema0.properties.task_set, data: data41 };
          if (vErrors === null) {
            vErrors = [err102];
          } else {
            vErrors.push(err102);
          }
          errors++;
        }
        if (data41.sealed === void 0) {
          const err103 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/required", keyword: "required", params: { missingProperty: "sealed" }, message: "must have required property 'sealed'", schema: schema0.properties.task_set.required, parentSchema: schema0.properties.task_set, data: data41 };
          if (vErrors === null) {
            vErrors = [err103];
          } else {
            vErrors.push(err103);
          }
          errors++;
        }
        for (const key6 in data41) {
          if (!(key6 === "manifest_digest" || key6 === "held_in" || key6 === "held_out" || key6 === "sealed" || key6 === "canary_ids")) {
            const err104 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.task_set, data: data41 };
            if (vErrors === null) {
              vErrors = [err104];
            } else {
              vErrors.push(err104);
            }
            errors++;
          }
        }
        if (data41.manifest_digest !== void 0) {
          let data42 = data41.manifest_digest;
          if (typeof data42 === "string") {
            if (!pattern2.test(data42)) {
              const err105 = { instancePath: instancePath + "/task_set/manifest_digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data42 };
              if (vErrors === null) {
                vErrors = [err105];
              } else {
                vErrors.push(err105);
              }
              errors++;
            }
          } else {
            const err106 = { instancePath: instancePath + "/task_set/manifest_digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data42 };
            if (vErrors === null) {
              vErrors = [err106];
            } else {
              vErrors.push(err106);
            }
            errors++;
          }
        }
        if (data41.held_in !== void 0) {
          let data43 = data41.held_in;
          if (!(typeof data43 == "number" && (!(data43 % 1) && !isNaN(data43)) && isFinite(data43))) {
            const err107 = { instancePath: instancePath + "/task_set/held_in", schemaPath: "#/properties/task_set/properties/held_in/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.task_set.properties.held_in.type, parentSchema: schema0.properties.task_set.properties.held_in, data: data43 };
            if (vErrors === null) {
              vErrors = [err107];
            } else {
              vErrors.push(err107);
            }
            errors++;
          }
          if (typeof data43 == "number" && isFinite(data43)) {
            if (data43 < 0 || isNaN(data43)) {
              const err108 = { instancePath: instancePath + "/task_set/held_in", schemaPath: "#/properties/task_set/properties/held_in/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema0.properties.task_set.properties.held_in, data: data43 };
              if (vErrors === null) {
                vErrors = [err108];
              } else {
                vErrors.push(err108);
              }
              errors++;
            }
          }
        }
        if (data41.held_out !== void 0) {
          let data44 = data41.held_out;
          if (!(typeof data44 == "number" && (!(data44 % 1) && !isNaN(data44)) && isFinite(data44))) {
            const err109 = { instancePath: instancePath + "/task_set/held_out", schemaPath: "#/properties/task_set/properties/held_out/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.task_set.properties.held_out.type, parentSchema: schema0.properties.task_set.properties.held_out, data: data44 };
            if (vErrors === null) {
              vErrors = [err109];
            } else {
              vErrors.push(err109);
            }
            errors++;
          }
          if (typeof data44 == "number" && isFinite(data44)) {
            if (data44 < 0 || isNaN(data44)) {
              const err110 = { instancePath: instancePath + "/task_set/held_out", schemaPath: "#/properties/task_set/properties/held_out/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema0.properties.task_set.properties.held_out, data: data44 };
              if (vErrors === null) {
                vErrors = [err110];
              } else {
                vErrors.push(err110);
              }
              errors++;
            }
          }
        }
        if (data41.sealed !== void 0) {
          let data45 = data41.sealed;
          if (typeof data45 !== "boolean") {
            const err111 = { instancePath: instancePath + "/task_set/sealed", schemaPath: "#/properties/task_set/properties/sealed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.task_set.properties.sealed.type, parentSchema: schema0.properties.task_set.properties.sealed, data: data45 };
            if (vErrors === null) {
              vErrors = [err111];
            } else {
              vErrors.push(err111);
            }
            errors++;
          }
        }
        if (data41.canary_ids !== void 0) {
          let data46 = data41.canary_ids;
          if (Array.isArray(data46)) {
            const len3 = data46.length;
            for (let i5 = 0; i5 < len3; i5++) {
              let data47 = data46[i5];
              if (typeof data47 === "string") {
                if (func1(data47) < 1) {
                  const err112 = { instancePath: instancePath + "/task_set/canary_ids/" + i5, schemaPath: "#/properties/task_set/properties/canary_ids/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.task_set.properties.canary_ids.items, data: data47 };
                  if (vErrors === null) {
                    vErrors = [err112];
                  } else {
                    vErrors.push(err112);
                  }
                  errors++;
                }
              } else {
                const err113 = { instancePath: instancePath + "/task_set/canary_ids/" + i5, schemaPath: "#/properties/task_set/properties/canary_ids/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.task_set.properties.canary_ids.items.type, parentSchema: schema0.properties.task_set.properties.canary_ids.items, data: data47 };
                if (vErrors === null) {
                  vErrors = [err113];
                } else {
                  vErrors.push(err113);
                }
                errors++;
              }
            }
            let i6 = data46.length;
            let j2;
            if (i6 > 1) {
              const indices2 = {};
              for (; i6--; ) {
                let item2 = data46[i6];
                if (typeof item2 !== "string") {
                  continue;
                }
                if (typeof indices2[item2] == "number") {
                  j2 = indices2[item2];
                  const err114 = { instancePath: instancePath + "/task_set/canary_ids", schemaPath: "#/properties/task_set/properties/canary_ids/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i6 + " are identical)", schema: true, parentSchema: schema0.properties.task_set.properties.canary_ids, data: data46 };
                  if (vErrors === null) {
                    vErrors = [err114];
                  } else {
                    vErrors.push(err114);
                  }
                  errors++;
                  break;
                }
                indices2[item2] = i6;
              }
            }
          } else {
            const err115 = { instancePath: instancePath + "/task_set/canary_ids", schemaPath: "#/properties/task_set/properties/canary_ids/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.task_set.properties.canary_ids.type, parentSchema: schema0.properties.task_set.properties.canary_ids, data: data46 };
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
        }
      } else {
        const err116 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.task_set.type, parentSchema: schema0.properties.task_set, data: data41 };
        if (vErrors === null) {
          vErrors = [err116];
        } else {
          vErrors.push(err116);
        }
        errors++;
      }
    }
    if (data.measures !== void 0) {
      let data48 = data.measures;
      if (Array.isArray(data48)) {
        if (data48.length < 1) {
          const err117 = { instancePath: instancePath + "/measures", schemaPath: "#/properties/measures/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema0.properties.measures, data: data48 };
          if (vErrors === null) {
            vErrors = [err117];
          } else {
            vErrors.push(err117);
          }
          errors++;
        }
        const len4 = data48.length;
        for (let i7 = 0; i7 < len4; i7++) {
          if (!validate1(data48[i7], { instancePath: instancePath + "/measures/" + i7, parentData: data48, parentDataProperty: i7, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err118 = { instancePath: instancePath + "/measures", schemaPath: "#/properties/measures/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.measures.type, parentSchema: schema0.properties.measures, data: data48 };
        if (vErrors === null) {
          vErrors = [err118];
        } else {
          vErrors.push(err118);
        }
        errors++;
      }
    }
    if (data.gates !== void 0) {
      let data50 = data.gates;
      if (Array.isArray(data50)) {
        const len5 = data50.length;
        for (let i8 = 0; i8 < len5; i8++) {
          if (!validate3(data50[i8], { instancePath: instancePath + "/gates/" + i8, parentData: data50, parentDataProperty: i8, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err119 = { instancePath: instancePath + "/gates", schemaPath: "#/properties/gates/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.gates.type, parentSchema: schema0.properties.gates, data: data50 };
        if (vErrors === null) {
          vErrors = [err119];
        } else {
          vErrors.push(err119);
        }
        errors++;
      }
    }
    if (data.assurance !== void 0) {
      let data52 = data.assurance;
      if (data52 && typeof data52 == "object" && !Array.isArray(data52)) {
        if (data52.evidence === void 0) {
          const err120 = { instancePath: instancePath + "/assurance", schemaPath: "#/properties/assurance/required", keyword: "required", params: { missingProperty: "evidence" }, message: "must have required property 'evidence'", schema: schema0.properties.assurance.required, parentSchema: schema0.properties.assurance, data: data52 };
          if (vErrors === null) {
            vErrors = [err120];
          } else {
            vErrors.push(err120);
          }
          errors++;
        }
        if (data52.evaluator_independent === void 0) {
          const err121 = { instancePath: instancePath + "/assurance", schemaPath: "#/properties/assurance/required", keyword: "required", params: { missingProperty: "evaluator_independent" }, message: "must have required property 'evaluator_independent'", schema: schema0.properties.assurance.required, parentSchema: schema0.properties.assurance, data: data52 };
          if (vErrors === null) {
            vErrors = [err121];
          } else {
            vErrors.push(err121);
          }
          errors++;
        }
        for (const key7 in data52) {
          if (!(key7 === "judge" || key7 === "evidence" || key7 === "evaluator_independent" || key7 === "integrity")) {
            const err122 = { instancePath: instancePath + "/assurance", schemaPath: "#/properties/assurance/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.assurance, data: data52 };
            if (vErrors === null) {
              vErrors = [err122];
            } else {
              vErrors.push(err122);
            }
            errors++;
          }
        }
        if (data52.judge !== void 0) {
          let data53 = data52.judge;
          if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
            if (data53.id === void 0) {
              const err123 = { instancePath: instancePath + "/assurance/judge", schemaPath: "#/properties/assurance/properties/judge/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema0.properties.assurance.properties.judge.required, parentSchema: schema0.properties.assurance.properties.judge, data: data53 };
              if (vErrors === null) {
                vErrors = [err123];
              } else {
                vErrors.push(err123);
              }
              errors++;
            }
            if (data53.model === void 0) {
              const err124 = { instancePath: instancePath + "/assurance/judge", schemaPath: "#/properties/assurance/properties/judge/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'", schema: schema0.properties.assurance.properties.judge.required, parentSchema: schema0.properties.assurance.properties.judge, data: data53 };
              if (vErrors === null) {
                vErrors = [err124];
              } else {
                vErrors.push(err124);
              }
              errors++;
            }
            for (const key8 in data53) {
              if (!(key8 === "id" || key8 === "model" || key8 === "human_agreement_kappa" || key8 === "sampled" || key8 === "pack_digest" || key8 === "calibration_ece")) {
                const err125 = { instancePath: instancePath + "/assurance/judge", schemaPath: "#/properties/assurance/properties/judge/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.assurance.properties.judge, data: data53 };
                if (vErrors === null) {
                  vErrors = [err125];
                } else {
                  vErrors.push(err125);
                }
                errors++;
              }
            }
            if (data53.id !== void 0) {
              let data54 = data53.id;
              if (typeof data54 === "string") {
                if (func1(data54) < 1) {
                  const err126 = { instancePath: instancePath + "/assurance/judge/id", schemaPath: "#/properties/assurance/properties/judge/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.assurance.properties.judge.properties.id, data: data54 };
                  if (vErrors === null) {
                    vErrors = [err126];
                  } else {
                    vErrors.push(err126);
                  }
                  errors++;
                }
              } else {
                const err127 = { instancePath: instancePath + "/assurance/judge/id", schemaPath: "#/properties/assurance/properties/judge/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.assurance.properties.judge.properties.id.type, parentSchema: schema0.properties.assurance.properties.judge.properties.id, data: data54 };
                if (vErrors === null) {
                  vErrors = [err127];
                } else {
                  vErrors.push(err127);
                }
                errors++;
              }
            }
            if (data53.model !== void 0) {
              let data55 = data53.model;
              if (typeof data55 === "string") {
                if (func1(data55) < 1) {
                  const err128 = { instancePath: instancePath + "/assurance/judge/model", schemaPath: "#/properties/assurance/properties/judge/properties/model/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.assurance.properties.judge.properties.model, data: data55 };
                  if (vErrors === null) {
                    vErrors = [err128];
                  } else {
                    vErrors.push(err128);
                  }
                  errors++;
                }
              } else {
                const err129 = { instancePath: instancePath + "/assurance/judge/model", schemaPath: "#/properties/assurance/properties/judge/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.assurance.properties.judge.properties.model.type, parentSchema: schema0.properties.assurance.properties.judge.properties.model, data: data55 };
                if (vErrors === null) {
                  vErrors = [err129];
                } else {
                  vErrors.push(err129);
                }
                errors++;
              }
            }
            if (data53.human_agreement_kappa !== void 0) {
              let data56 = data53.human_agreement_kappa;
              if (typeof data56 == "number" && isFinite(data56)) {
                if (data56 > 1 || isNaN(data56)) {
                  const err130 = { instancePath: instancePath + "/assurance/judge/human_agreement_kappa", schemaPath: "#/properties/assurance/properties/judge/properties/human_agreement_kappa/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema0.properties.assurance.properties.judge.properties.human_agreement_kappa, data: data56 };
                  if (vErrors === null) {
                    vErrors = [err130];
                  } else {
                    vErrors.push(err130);
                  }
                  errors++;
                }
                if (data56 < -1 || isNaN(data56)) {
                  const err131 = { instancePath: instancePath + "/assurance/judge/human_agreement_kappa", schemaPath: "#/properties/assurance/properties/judge/properties/human_agreement_kappa/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1", schema: -1, parentSchema: schema0.properties.assurance.properties.judge.properties.human_agreement_kappa, data: data56 };
                  if (vErrors === null) {
                    vErrors = [err131];
                  } else {
                    vErrors.push(err131);
                  }
                  errors++;
                }
              } else {
                const err132 = { instancePath: instancePath + "/assurance/judge/human_agreement_kappa", schemaPath: "#/properties/assurance/properties/judge/properties/human_agreement_kappa/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema0.properties.assurance.properties.judge.properties.human_agreement_kappa.type, parentSchema: schema0.properties.assurance.properties.judge.properties.human_agreement_kappa, data: data56 };
                if (vErrors === null) {
                  vErrors = [err132];
                } else {
                  vErrors.push(err132);
                }
                errors++;
              }
            }
            if (data53.sampled !== void 0) {
              let data57 = data53.sampled;
              if (!(typeof data57 == "number" && (!(data57 % 1) && !isNaN(data57)) && isFinite(data57))) {
                const err133 = { instancePath: instancePath + "/assurance/judge/sampled", schemaPath: "#/properties/assurance/properties/judge/properties/sampled/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.assurance.properties.judge.properties.sampled.type, parentSchema: schema0.properties.assurance.properties.judge.properties.sampled, data: data57 };
                if (vErrors === null) {
                  vErrors = [err133];
                } else {
                  vErrors.push(err133);
                }
                errors++;
              }
              if (typeof data57 == "number" && isFinite(data57)) {
                if (data57 < 1 || isNaN(data57)) {
                  const err134 = { instancePath: instancePath + "/assurance/judge/sampled", schemaPath: "#/properties/assurance/properties/judge/properties/sampled/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema0.properties.assurance.properties.judge.properties.sampled, data: data57 };
                  if (vErrors === null) {
                    vErrors = [err134];
                  } else {
                    vErrors.push(err134);
                  }
                  errors++;
                }
              }
            }
            if (data53.pack_digest !== void 0) {
              let data58 = data53.pack_digest;
              if (typeof data58 === "string") {
                if (!pattern2.test(data58)) {
                  const err135 = { instancePath: instancePath + "/assurance/judge/pack_digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data58 };
                  if (vErrors === null) {
                    vErrors = [err135];
                  } else {
                    vErrors.push(err135);
                  }
                  errors++;
                }
              } else {
                const err136 = { instancePath: instancePath + "/assurance/judge/pack_digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data58 };
                if (vErrors === null) {
                  vErrors = [err136];
                } else {
                  vErrors.push(err136);
                }
                errors++;
              }
            }
            if (data53.calibration_ece !== void 0) {
              let data59 = data53.calibration_ece;
              if (typeof data59 == "number" && isFinite(data59)) {
                if (data59 > 1 || isNaN(data59)) {
                  const err137 = { instancePath: instancePath + "/assurance/judge/calibration_ece", schemaPath: "#/properties/assurance/properties/judge/properties/calibration_ece/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema0.properties.assurance.properties.judge.properties.calibration_ece, data: data59 };
                  if (vErrors === null) {
                    vErrors = [err137];
                  } else {
                    vErrors.push(err137);
                  }
                  errors++;
                }
                if (data59 < 0 || isNaN(data59)) {
                  const err138 = { instancePath: instancePath + "/assurance/judge/calibration_ece", schemaPath: "#/properties/assurance/properties/judge/properties/calibration_ece/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema0.properties.assurance.properties.judge.properties.calibration_ece, data: data59 };
                  if (vErrors === null) {
                    vErrors = [err138];
                  } else {
                    vErrors.push(err138);
                  }
                  errors++;
                }
              } else {
                const err139 = { instancePath: instancePath + "/assurance/judge/calibration_ece", schemaPath: "#/properties/assurance/properties/judge/properties/calibration_ece/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema0.properties.assurance.properties.judge.properties.calibration_ece.type, parentSchema: schema0.properties.assurance.properties.judge.properties.calibration_ece, data: data59 };
                if (vErrors === null) {
                  vErrors = [err139];
                } else {
                  vErrors.push(err139);
                }
                errors++;
              }
            }
          } else {
            const err140 = { instancePath: instancePath + "/assurance/judge", schemaPath: "#/properties/assurance/properties/judge/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.assurance.properties.judge.type, parentSchema: schema0.properties.assurance.properties.judge, data: data53 };
            if (vErrors === null) {
              vErrors = [err140];
            } else {
              vErrors.push(err140);
            }
            errors++;
          }
        }
        if (data52.evidence !== void 0) {
          let data60 = data52.evidence;
          if (data60 && typeof data60 == "object" && !Array.isArray(data60)) {
            if (data60.ledger === void 0) {
              const err141 = { instancePath: instancePath + "/assurance/evidence", schemaPath: "#/properties/assurance/properties/evidence/required", keyword: "required", params: { missingProperty: "ledger" }, message: "must have required property 'ledger'", schema: schema0.properties.assurance.properties.evidence.required, parentSchema: schema0.properties.assurance.properties.evidence, data: data60 };
              if (vErrors === null) {
                vErrors = [err141];
              } else {
                vErrors.push(err141);
              }
              errors++;
            }
            if (data60.format === void 0) {
              const err142 = { instancePath: instancePath + "/assurance/evidence", schemaPath: "#/properties/assurance/properties/evidence/required", keyword: "required", params: { missingProperty: "format" }, message: "must have required property 'format'", schema: schema0.properties.assurance.properties.evidence.required, parentSchema: schema0.properties.assurance.properties.evidence, data: data60 };
              if (vErrors === null) {
                vErrors = [err142];
              } else {
                vErrors.push(err142);
              }
              errors++;
            }
            if (data60.replayable === void 0) {
              const err143 = { instancePath: instancePath + "/assurance/evidence", schemaPath: "#/properties/assurance/properties/evidence/required", keyword: "required", params: { missingProperty: "replayable" }, message: "must have required property 'replayable'", schema: schema0.properties.assurance.properties.evidence.required, parentSchema: schema0.properties.assurance.properties.evidence, data: data60 };
              if (vErrors === null) {
                vErrors = [err143];
              } else {
                vErrors.push(err143);
              }
              errors++;
            }
            for (const key9 in data60) {
              if (!(key9 === "ledger" || key9 === "format" || key9 === "events" || key9 === "replayable")) {
                const err144 = { instancePath: instancePath + "/assurance/evidence", schemaPath: "#/properties/assurance/properties/evidence/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.assurance.properties.evidence, data: data60 };
                if (vErrors === null) {
                  vErrors = [err144];
                } else {
                  vErrors.push(err144);
                }
                errors++;
              }
            }
            if (data60.ledger !== void 0) {
              let data61 = data60.ledger;
              if (typeof data61 === "string") {
                if (func1(data61) < 1) {
                  const err145 = { instancePath: instancePath + "/assurance/evidence/ledger", schemaPath: "#/properties/assurance/properties/evidence/properties/ledger/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.assurance.properties.evidence.properties.ledger, data: data61 };
                  if (vErrors === null) {
                    vErrors = [err145];
                  } else {
                    vErrors.push(err145);
                  }
                  errors++;
                }
              } else {
                const err146 = { instancePath: instancePath + "/assurance/evidence/ledger", schemaPath: "#/properties/assurance/properties/evidence/properties/ledger/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.assurance.properties.evidence.properties.ledger.type, parentSchema: schema0.properties.assurance.properties.evidence.properties.ledger, data: data61 };
                if (vErrors === null) {
                  vErrors = [err146];
                } else {
                  vErrors.push(err146);
                }
                errors++;
              }
            }
            if (data60.format !== void 0) {
              let data62 = data60.format;
              if (typeof data62 === "string") {
                if (!pattern12.test(data62)) {
                  const err147 = { instancePath: instancePath + "/assurance/evidence/format", schemaPath: "#/properties/assurance/properties/evidence/properties/format/pattern", keyword: "pattern", params: { pattern: "^(opentelemetry/1\\.[0-9x]+|superqode\\.harness-protocol/1|[a-z0-9._-]+/[0-9]+)$" }, message: 'must match pattern "^(opentelemetry/1\\.[0-9x]+|superqode\\.harness-protocol/1|[a-z0-9._-]+/[0-9]+)$"', schema: "^(opentelemetry/1\\.[0-9x]+|superqode\\.harness-protocol/1|[a-z0-9._-]+/[0-9]+)$", parentSchema: schema0.properties.assurance.properties.evidence.properties.format, data: data62 };
                  if (vErrors === null) {
                    vErrors = [err147];
                  } else {
                    vErrors.push(err147);
                  }
                  errors++;
                }
              } else {
                const err148 = { instancePath: instancePath + "/assurance/evidence/format", schemaPath: "#/properties/assurance/properties/evidence/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.assurance.properties.evidence.properties.format.type, parentSchema: schema0.properties.assurance.properties.evidence.properties.format, data: data62 };
                if (vErrors === null) {
                  vErrors = [err148];
                } else {
                  vErrors.push(err148);
                }
                errors++;
              }
            }
            if (data60.events !== void 0) {
              let data63 = data60.events;
              if (!(typeof data63 == "number" && (!(data63 % 1) && !isNaN(data63)) && isFinite(data63))) {
                const err149 = { instancePath: instancePath + "/assurance/evidence/events", schemaPath: "#/properties/assurance/properties/evidence/properties/events/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.assurance.properties.evidence.properties.events.type, parentSchema: schema0.properties.assurance.properties.evidence.properties.events, data: data63 };
                if (vErrors === null) {
                  vErrors = [err149];
                } else {
                  vErrors.push(err149);
                }
                errors++;
              }
              if (typeof data63 == "number" && isFinite(data63)) {
                if (data63 < 0 || isNaN(data63)) {
                  const err150 = { instancePath: instancePath + "/assurance/evidence/events", schemaPath: "#/properties/assurance/properties/evidence/properties/events/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema0.properties.assurance.properties.evidence.properties.events, data: data63 };
                  if (vErrors === null) {
                    vErrors = [err150];
                  } else {
                    vErrors.push(err150);
                  }
                  errors++;
                }
              }
            }
            if (data60.replayable !== void 0) {
              let data64 = data60.replayable;
              if (typeof data64 !== "boolean") {
                const err151 = { instancePath: instancePath + "/assurance/evidence/replayable", schemaPath: "#/properties/assurance/properties/evidence/properties/replayable/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.assurance.properties.evidence.properties.replayable.type, parentSchema: schema0.properties.assurance.properties.evidence.properties.replayable, data: data64 };
                if (vErrors === null) {
                  vErrors = [err151];
                } else {
                  vErrors.push(err151);
                }
                errors++;
              }
            }
          } else {
            const err152 = { instancePath: instancePath + "/assurance/evidence", schemaPath: "#/properties/assurance/properties/evidence/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.assurance.properties.evidence.type, parentSchema: schema0.properties.assurance.properties.evidence, data: data60 };
            if (vErrors === null) {
              vErrors = [err152];
            } else {
              vErrors.push(err152);
            }
            errors++;
          }
        }
        if (data52.evaluator_independent !== void 0) {
          let data65 = data52.evaluator_independent;
          if (typeof data65 !== "boolean") {
            const err153 = { instancePath: instancePath + "/assurance/evaluator_independent", schemaPath: "#/properties/assurance/properties/evaluator_independent/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.assurance.properties.evaluator_independent.type, parentSchema: schema0.properties.assurance.properties.evaluator_independent, data: data65 };
            if (vErrors === null) {
              vErrors = [err153];
            } else {
              vErrors.push(err153);
            }
            errors++;
          }
        }
        if (data52.integrity !== void 0) {
          let data66 = data52.integrity;
          if (data66 && typeof data66 == "object" && !Array.isArray(data66)) {
            for (const key10 in data66) {
              if (!func0.call(schema0.properties.assurance.properties.integrity.properties, key10)) {
                const err154 = { instancePath: instancePath + "/assurance/integrity", schemaPath: "#/properties/assurance/properties/integrity/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.assurance.properties.integrity, data: data66 };
                if (vErrors === null) {
                  vErrors = [err154];
                } else {
                  vErrors.push(err154);
                }
                errors++;
              }
            }
            if (data66.metric_custody !== void 0) {
              let data67 = data66.metric_custody;
              if (typeof data67 !== "string") {
                const err155 = { instancePath: instancePath + "/assurance/integrity/metric_custody", schemaPath: "#/properties/assurance/properties/integrity/properties/metric_custody/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.assurance.properties.integrity.properties.metric_custody.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.metric_custody, data: data67 };
                if (vErrors === null) {
                  vErrors = [err155];
                } else {
                  vErrors.push(err155);
                }
                errors++;
              }
              if (!(data67 === "external" || data67 === "shared" || data67 === "agent-writable")) {
                const err156 = { instancePath: instancePath + "/assurance/integrity/metric_custody", schemaPath: "#/properties/assurance/properties/integrity/properties/metric_custody/enum", keyword: "enum", params: { allowedValues: schema0.properties.assurance.properties.integrity.properties.metric_custody.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.assurance.properties.integrity.properties.metric_custody.enum, parentSchema: schema0.properties.assurance.properties.integrity.properties.metric_custody, data: data67 };
                if (vErrors === null) {
                  vErrors = [err156];
                } else {
                  vErrors.push(err156);
                }
                errors++;
              }
            }
            if (data66.recompute_digest !== void 0) {
              let data68 = data66.recompute_digest;
              if (typeof data68 === "string") {
                if (!pattern2.test(data68)) {
                  const err157 = { instancePath: instancePath + "/assurance/integrity/recompute_digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data68 };
                  if (vErrors === null) {
                    vErrors = [err157];
                  } else {
                    vErrors.push(err157);
                  }
                  errors++;
                }
              } else {
                const err158 = { instancePath: instancePath + "/assurance/integrity/recompute_digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data68 };
                if (vErrors === null) {
                  vErrors = [err158];
                } else {
                  vErrors.push(err158);
                }
                errors++;
              }
            }
            if (data66.recompute_party !== void 0) {
              let data69 = data66.recompute_party;
              if (typeof data69 === "string") {
                if (func1(data69) < 1) {
                  const err159 = { instancePath: instancePath + "/assurance/integrity/recompute_party", schemaPath: "#/properties/assurance/properties/integrity/properties/recompute_party/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.assurance.properties.integrity.properties.recompute_party, data: data69 };
                  if (vErrors === null) {
                    vErrors = [err159];
                  } else {
                    vErrors.push(err159);
                  }
                  errors++;
                }
              } else {
                const err160 = { instancePath: instancePath + "/assurance/integrity/recompute_party", schemaPath: "#/properties/assurance/properties/integrity/properties/recompute_party/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.assurance.properties.integrity.properties.recompute_party.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.recompute_party, data: data69 };
                if (vErrors === null) {
                  vErrors = [err160];
                } else {
                  vErrors.push(err160);
                }
                errors++;
              }
            }
            if (data66.protected_metric_ids !== void 0) {
              let data70 = data66.protected_metric_ids;
              if (Array.isArray(data70)) {
                const len6 = data70.length;
                for (let i9 = 0; i9 < len6; i9++) {
                  let data71 = data70[i9];
                  if (typeof data71 === "string") {
                    if (func1(data71) < 1) {
                      const err161 = { instancePath: instancePath + "/assurance/integrity/protected_metric_ids/" + i9, schemaPath: "#/properties/assurance/properties/integrity/properties/protected_metric_ids/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.assurance.properties.integrity.properties.protected_metric_ids.items, data: data71 };
                      if (vErrors === null) {
                        vErrors = [err161];
                      } else {
                        vErrors.push(err161);
                      }
                      errors++;
                    }
                  } else {
                    const err162 = { instancePath: instancePath + "/assurance/integrity/protected_metric_ids/" + i9, schemaPath: "#/properties/assurance/properties/integrity/properties/protected_metric_ids/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.assurance.properties.integrity.properties.protected_metric_ids.items.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.protected_metric_ids.items, data: data71 };
                    if (vErrors === null) {
                      vErrors = [err162];
                    } else {
                      vErrors.push(err162);
                    }
                    errors++;
                  }
                }
              } else {
                const err163 = { instancePath: instancePath + "/assurance/integrity/protected_metric_ids", schemaPath: "#/properties/assurance/properties/integrity/properties/protected_metric_ids/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.assurance.properties.integrity.properties.protected_metric_ids.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.protected_metric_ids, data: data70 };
                if (vErrors === null) {
                  vErrors = [err163];
                } else {
                  vErrors.push(err163);
                }
                errors++;
              }
            }
            if (data66.canaries !== void 0) {
              let data72 = data66.canaries;
              if (Array.isArray(data72)) {
                const len7 = data72.length;
                for (let i10 = 0; i10 < len7; i10++) {
                  let data73 = data72[i10];
                  if (data73 && typeof data73 == "object" && !Array.isArray(data73)) {
                    if (data73.id === void 0) {
                      const err164 = { instancePath: instancePath + "/assurance/integrity/canaries/" + i10, schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema0.properties.assurance.properties.integrity.properties.canaries.items.required, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries.items, data: data73 };
                      if (vErrors === null) {
                        vErrors = [err164];
                      } else {
                        vErrors.push(err164);
                      }
                      errors++;
                    }
                    if (data73.expected === void 0) {
                      const err165 = { instancePath: instancePath + "/assurance/integrity/canaries/" + i10, schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/items/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property 'expected'", schema: schema0.properties.assurance.properties.integrity.properties.canaries.items.required, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries.items, data: data73 };
                      if (vErrors === null) {
                        vErrors = [err165];
                      } else {
                        vErrors.push(err165);
                      }
                      errors++;
                    }
                    if (data73.observed === void 0) {
                      const err166 = { instancePath: instancePath + "/assurance/integrity/canaries/" + i10, schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/items/required", keyword: "required", params: { missingProperty: "observed" }, message: "must have required property 'observed'", schema: schema0.properties.assurance.properties.integrity.properties.canaries.items.required, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries.items, data: data73 };
                      if (vErrors === null) {
                        vErrors = [err166];
                      } else {
                        vErrors.push(err166);
                      }
                      errors++;
                    }
                    for (const key11 in data73) {
                      if (!(key11 === "id" || key11 === "expected" || key11 === "observed")) {
                        const err167 = { instancePath: instancePath + "/assurance/integrity/canaries/" + i10, schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries.items, data: data73 };
                        if (vErrors === null) {
                          vErrors = [err167];
                        } else {
                          vErrors.push(err167);
                        }
                        errors++;
                      }
                    }
                    if (data73.id !== void 0) {
                      let data74 = data73.id;
                      if (typeof data74 === "string") {
                        if (func1(data74) < 1) {
                          const err168 = { instancePath: instancePath + "/assurance/integrity/canaries/" + i10 + "/id", schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/items/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.id, data: data74 };
                          if (vErrors === null) {
                            vErrors = [err168];
                          } else {
                            vErrors.push(err168);
                          }
                          errors++;
                        }
                      } else {
                        const err169 = { instancePath: instancePath + "/assurance/integrity/canaries/" + i10 + "/id", schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.id.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.id, data: data74 };
                        if (vErrors === null) {
                          vErrors = [err169];
                        } else {
                          vErrors.push(err169);
                        }
                        errors++;
                      }
                    }
                    if (data73.expected !== void 0) {
                      let data75 = data73.expected;
                      if (typeof data75 !== "string") {
                        const err170 = { instancePath: instancePath + "/assurance/integrity/canaries/" + i10 + "/expected", schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/items/properties/expected/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.expected.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.expected, data: data75 };
                        if (vErrors === null) {
                          vErrors = [err170];
                        } else {
                          vErrors.push(err170);
                        }
                        errors++;
                      }
                      if (!(data75 === "pass" || data75 === "fail")) {
                        const err171 = { instancePath: instancePath + "/assurance/integrity/canaries/" + i10 + "/expected", schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/items/properties/expected/enum", keyword: "enum", params: { allowedValues: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.expected.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.expected.enum, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.expected, data: data75 };
                        if (vErrors === null) {
                          vErrors = [err171];
                        } else {
                          vErrors.push(err171);
                        }
                        errors++;
                      }
                    }
                    if (data73.observed !== void 0) {
                      let data76 = data73.observed;
                      if (typeof data76 !== "string") {
                        const err172 = { instancePath: instancePath + "/assurance/integrity/canaries/" + i10 + "/observed", schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/items/properties/observed/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.observed.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.observed, data: data76 };
                        if (vErrors === null) {
                          vErrors = [err172];
                        } else {
                          vErrors.push(err172);
                        }
                        errors++;
                      }
                      if (!(data76 === "pass" || data76 === "fail")) {
                        const err173 = { instancePath: instancePath + "/assurance/integrity/canaries/" + i10 + "/observed", schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/items/properties/observed/enum", keyword: "enum", params: { allowedValues: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.observed.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.observed.enum, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries.items.properties.observed, data: data76 };
                        if (vErrors === null) {
                          vErrors = [err173];
                        } else {
                          vErrors.push(err173);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err174 = { instancePath: instancePath + "/assurance/integrity/canaries/" + i10, schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.assurance.properties.integrity.properties.canaries.items.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries.items, data: data73 };
                    if (vErrors === null) {
                      vErrors = [err174];
                    } else {
                      vErrors.push(err174);
                    }
                    errors++;
                  }
                }
              } else {
                const err175 = { instancePath: instancePath + "/assurance/integrity/canaries", schemaPath: "#/properties/assurance/properties/integrity/properties/canaries/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.assurance.properties.integrity.properties.canaries.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.canaries, data: data72 };
                if (vErrors === null) {
                  vErrors = [err175];
                } else {
                  vErrors.push(err175);
                }
                errors++;
              }
            }
            if (data66.hermetic_workspace !== void 0) {
              let data77 = data66.hermetic_workspace;
              if (typeof data77 !== "boolean") {
                const err176 = { instancePath: instancePath + "/assurance/integrity/hermetic_workspace", schemaPath: "#/properties/assurance/properties/integrity/properties/hermetic_workspace/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.assurance.properties.integrity.properties.hermetic_workspace.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.hermetic_workspace, data: data77 };
                if (vErrors === null) {
                  vErrors = [err176];
                } else {
                  vErrors.push(err176);
                }
                errors++;
              }
            }
            if (data66.capability_disjoint_roles !== void 0) {
              let data78 = data66.capability_disjoint_roles;
              if (typeof data78 !== "boolean") {
                const err177 = { instancePath: instancePath + "/assurance/integrity/capability_disjoint_roles", schemaPath: "#/properties/assurance/properties/integrity/properties/capability_disjoint_roles/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.assurance.properties.integrity.properties.capability_disjoint_roles.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.capability_disjoint_roles, data: data78 };
                if (vErrors === null) {
                  vErrors = [err177];
                } else {
                  vErrors.push(err177);
                }
                errors++;
              }
            }
            if (data66.review_feedback !== void 0) {
              let data79 = data66.review_feedback;
              if (typeof data79 !== "string") {
                const err178 = { instancePath: instancePath + "/assurance/integrity/review_feedback", schemaPath: "#/properties/assurance/properties/integrity/properties/review_feedback/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.assurance.properties.integrity.properties.review_feedback.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.review_feedback, data: data79 };
                if (vErrors === null) {
                  vErrors = [err178];
                } else {
                  vErrors.push(err178);
                }
                errors++;
              }
              if (!(data79 === "opaque" || data79 === "generic-reject" || data79 === "detailed")) {
                const err179 = { instancePath: instancePath + "/assurance/integrity/review_feedback", schemaPath: "#/properties/assurance/properties/integrity/properties/review_feedback/enum", keyword: "enum", params: { allowedValues: schema0.properties.assurance.properties.integrity.properties.review_feedback.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.assurance.properties.integrity.properties.review_feedback.enum, parentSchema: schema0.properties.assurance.properties.integrity.properties.review_feedback, data: data79 };
                if (vErrors === null) {
                  vErrors = [err179];
                } else {
                  vErrors.push(err179);
                }
                errors++;
              }
            }
            if (data66.mechanical_override !== void 0) {
              let data80 = data66.mechanical_override;
              if (typeof data80 !== "boolean") {
                const err180 = { instancePath: instancePath + "/assurance/integrity/mechanical_override", schemaPath: "#/properties/assurance/properties/integrity/properties/mechanical_override/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.assurance.properties.integrity.properties.mechanical_override.type, parentSchema: schema0.properties.assurance.properties.integrity.properties.mechanical_override, data: data80 };
                if (vErrors === null) {
                  vErrors = [err180];
                } else {
                  vErrors.push(err180);
                }
                errors++;
              }
            }
          } else {
            const err181 = { instancePath: instancePath + "/assurance/integrity", schemaPath: "#/properties/assurance/properties/integrity/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.assurance.properties.integrity.type, parentSchema: schema0.properties.assurance.properties.integrity, data: data66 };
            if (vErrors === null) {
              vErrors = [err181];
            } else {
              vErrors.push(err181);
            }
            errors++;
          }
        }
      } else {
        const err182 = { instancePath: instancePath + "/assurance", schemaPath: "#/properties/assurance/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.assurance.type, parentSchema: schema0.properties.assurance, data: data52 };
        if (vErrors === null) {
          vErrors = [err182];
        } else {
          vErrors.push(err182);
        }
        errors++;
      }
    }
    if (data.decision !== void 0) {
      let data81 = data.decision;
      if (data81 && typeof data81 == "object" && !Array.isArray(data81)) {
        if (data81.verdict === void 0) {
          const err183 = { instancePath: instancePath + "/decision", schemaPath: "#/properties/decision/required", keyword: "required", params: { missingProperty: "verdict" }, message: "must have required property 'verdict'", schema: schema0.properties.decision.required, parentSchema: schema0.properties.decision, data: data81 };
          if (vErrors === null) {
            vErrors = [err183];
          } else {
            vErrors.push(err183);
          }
          errors++;
        }
        if (data81.actor === void 0) {
          const err184 = { instancePath: instancePath + "/decision", schemaPath: "#/properties/decision/required", keyword: "required", params: { missingProperty: "actor" }, message: "must have required property 'actor'", schema: schema0.properties.decision.required, parentSchema: schema0.properties.decision, data: data81 };
          if (vErrors === null) {
            vErrors = [err184];
          } else {
            vErrors.push(err184);
          }
          errors++;
        }
        for (const key12 in data81) {
          if (!(key12 === "verdict" || key12 === "actor" || key12 === "rolls_back_to" || key12 === "signature" || key12 === "question" || key12 === "options" || key12 === "rationale")) {
            const err185 = { instancePath: instancePath + "/decision", schemaPath: "#/properties/decision/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.decision, data: data81 };
            if (vErrors === null) {
              vErrors = [err185];
            } else {
              vErrors.push(err185);
            }
            errors++;
          }
        }
        if (data81.verdict !== void 0) {
          let data82 = data81.verdict;
          if (typeof data82 !== "string") {
            const err186 = { instancePath: instancePath + "/decision/verdict", schemaPath: "#/properties/decision/properties/verdict/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.decision.properties.verdict.type, parentSchema: schema0.properties.decision.properties.verdict, data: data82 };
            if (vErrors === null) {
              vErrors = [err186];
            } else {
              vErrors.push(err186);
            }
            errors++;
          }
          if (!(data82 === "ship" || data82 === "hold" || data82 === "reject")) {
            const err187 = { instancePath: instancePath + "/decision/verdict", schemaPath: "#/properties/decision/properties/verdict/enum", keyword: "enum", params: { allowedValues: schema0.properties.decision.properties.verdict.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.decision.properties.verdict.enum, parentSchema: schema0.properties.decision.properties.verdict, data: data82 };
            if (vErrors === null) {
              vErrors = [err187];
            } else {
              vErrors.push(err187);
            }
            errors++;
          }
        }
        if (data81.actor !== void 0) {
          let data83 = data81.actor;
          if (typeof data83 === "string") {
            if (func1(data83) < 1) {
              const err188 = { instancePath: instancePath + "/decision/actor", schemaPath: "#/properties/decision/properties/actor/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.decision.properties.actor, data: data83 };
              if (vErrors === null) {
                vErrors = [err188];
              } else {
                vErrors.push(err188);
              }
              errors++;
            }
          } else {
            const err189 = { instancePath: instancePath + "/decision/actor", schemaPath: "#/properties/decision/properties/actor/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.decision.properties.actor.type, parentSchema: schema0.properties.decision.properties.actor, data: data83 };
            if (vErrors === null) {
              vErrors = [err189];
            } else {
              vErrors.push(err189);
            }
            errors++;
          }
        }
        if (data81.rolls_back_to !== void 0) {
          let data84 = data81.rolls_back_to;
          if (typeof data84 === "string") {
            if (!pattern2.test(data84)) {
              const err190 = { instancePath: instancePath + "/decision/rolls_back_to", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data84 };
              if (vErrors === null) {
                vErrors = [err190];
              } else {
                vErrors.push(err190);
              }
              errors++;
            }
          } else {
            const err191 = { instancePath: instancePath + "/decision/rolls_back_to", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data84 };
            if (vErrors === null) {
              vErrors = [err191];
            } else {
              vErrors.push(err191);
            }
            errors++;
          }
        }
        if (data81.signature !== void 0) {
          let data85 = data81.signature;
          if (typeof data85 === "string") {
            if (!pattern15.test(data85)) {
              const err192 = { instancePath: instancePath + "/decision/signature", schemaPath: "#/properties/decision/properties/signature/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9-]+:.+$" }, message: 'must match pattern "^[a-z0-9-]+:.+$"', schema: "^[a-z0-9-]+:.+$", parentSchema: schema0.properties.decision.properties.signature, data: data85 };
              if (vErrors === null) {
                vErrors = [err192];
              } else {
                vErrors.push(err192);
              }
              errors++;
            }
          } else {
            const err193 = { instancePath: instancePath + "/decision/signature", schemaPath: "#/properties/decision/properties/signature/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.decision.properties.signature.type, parentSchema: schema0.properties.decision.properties.signature, data: data85 };
            if (vErrors === null) {
              vErrors = [err193];
            } else {
              vErrors.push(err193);
            }
            errors++;
          }
        }
        if (data81.question !== void 0) {
          let data86 = data81.question;
          if (typeof data86 === "string") {
            if (func1(data86) < 1) {
              const err194 = { instancePath: instancePath + "/decision/question", schemaPath: "#/properties/decision/properties/question/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.decision.properties.question, data: data86 };
              if (vErrors === null) {
                vErrors = [err194];
              } else {
                vErrors.push(err194);
              }
              errors++;
            }
          } else {
            const err195 = { instancePath: instancePath + "/decision/question", schemaPath: "#/properties/decision/properties/question/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.decision.properties.question.type, parentSchema: schema0.properties.decision.properties.question, data: data86 };
            if (vErrors === null) {
              vErrors = [err195];
            } else {
              vErrors.push(err195);
            }
            errors++;
          }
        }
        if (data81.options !== void 0) {
          let data87 = data81.options;
          if (Array.isArray(data87)) {
            if (data87.length < 2) {
              const err196 = { instancePath: instancePath + "/decision/options", schemaPath: "#/properties/decision/properties/options/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items", schema: 2, parentSchema: schema0.properties.decision.properties.options, data: data87 };
              if (vErrors === null) {
                vErrors = [err196];
              } else {
                vErrors.push(err196);
              }
              errors++;
            }
            const len8 = data87.length;
            for (let i11 = 0; i11 < len8; i11++) {
              let data88 = data87[i11];
              if (typeof data88 === "string") {
                if (func1(data88) < 1) {
                  const err197 = { instancePath: instancePath + "/decision/options/" + i11, schemaPath: "#/properties/decision/properties/options/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.decision.properties.options.items, data: data88 };
                  if (vErrors === null) {
                    vErrors = [err197];
                  } else {
                    vErrors.push(err197);
                  }
                  errors++;
                }
              } else {
                const err198 = { instancePath: instancePath + "/decision/options/" + i11, schemaPath: "#/properties/decision/properties/options/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.decision.properties.options.items.type, parentSchema: schema0.properties.decision.properties.options.items, data: data88 };
                if (vErrors === null) {
                  vErrors = [err198];
                } else {
                  vErrors.push(err198);
                }
                errors++;
              }
            }
          } else {
            const err199 = { instancePath: instancePath + "/decision/options", schemaPath: "#/properties/decision/properties/options/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.decision.properties.options.type, parentSchema: schema0.properties.decision.properties.options, data: data87 };
            if (vErrors === null) {
              vErrors = [err199];
            } else {
              vErrors.push(err199);
            }
            errors++;
          }
        }
        if (data81.rationale !== void 0) {
          let data89 = data81.rationale;
          if (typeof data89 === "string") {
            if (func1(data89) < 1) {
              const err200 = { instancePath: instancePath + "/decision/rationale", schemaPath: "#/properties/decision/properties/rationale/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.decision.properties.rationale, data: data89 };
              if (vErrors === null) {
                vErrors = [err200];
              } else {
                vErrors.push(err200);
              }
              errors++;
            }
          } else {
            const err201 = { instancePath: instancePath + "/decision/rationale", schemaPath: "#/properties/decision/properties/rationale/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.decision.properties.rationale.type, parentSchema: schema0.properties.decision.properties.rationale, data: data89 };
            if (vErrors === null) {
              vErrors = [err201];
            } else {
              vErrors.push(err201);
            }
            errors++;
          }
        }
      } else {
        const err202 = { instancePath: instancePath + "/decision", schemaPath: "#/properties/decision/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.decision.type, parentSchema: schema0.properties.decision, data: data81 };
        if (vErrors === null) {
          vErrors = [err202];
        } else {
          vErrors.push(err202);
        }
        errors++;
      }
    }
    if (data.supply_chain !== void 0) {
      let data90 = data.supply_chain;
      if (data90 && typeof data90 == "object" && !Array.isArray(data90)) {
        for (const key13 in data90) {
          if (!(key13 === "aibom_digest" || key13 === "aibom_format" || key13 === "slsa_provenance_digest" || key13 === "provenance_format" || key13 === "model_digests" || key13 === "tool_digests" || key13 === "mcp_servers")) {
            const err203 = { instancePath: instancePath + "/supply_chain", schemaPath: "#/properties/supply_chain/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.supply_chain, data: data90 };
            if (vErrors === null) {
              vErrors = [err203];
            } else {
              vErrors.push(err203);
            }
            errors++;
          }
        }
        if (data90.aibom_digest !== void 0) {
          let data91 = data90.aibom_digest;
          if (typeof data91 === "string") {
            if (!pattern2.test(data91)) {
              const err204 = { instancePath: instancePath + "/supply_chain/aibom_digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data91 };
              if (vErrors === null) {
                vErrors = [err204];
              } else {
                vErrors.push(err204);
              }
              errors++;
            }
          } else {
            const err205 = { instancePath: instancePath + "/supply_chain/aibom_digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data91 };
            if (vErrors === null) {
              vErrors = [err205];
            } else {
              vErrors.push(err205);
            }
            errors++;
          }
        }
        if (data90.aibom_format !== void 0) {
          let data92 = data90.aibom_format;
          if (typeof data92 === "string") {
            if (func1(data92) < 1) {
              const err206 = { instancePath: instancePath + "/supply_chain/aibom_format", schemaPath: "#/properties/supply_chain/properties/aibom_format/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.supply_chain.properties.aibom_format, data: data92 };
              if (vErrors === null) {
                vErrors = [err206];
              } else {
                vErrors.push(err206);
              }
              errors++;
            }
          } else {
            const err207 = { instancePath: instancePath + "/supply_chain/aibom_format", schemaPath: "#/properties/supply_chain/properties/aibom_format/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.supply_chain.properties.aibom_format.type, parentSchema: schema0.properties.supply_chain.properties.aibom_format, data: data92 };
            if (vErrors === null) {
              vErrors = [err207];
            } else {
              vErrors.push(err207);
            }
            errors++;
          }
        }
        if (data90.slsa_provenance_digest !== void 0) {
          let data93 = data90.slsa_provenance_digest;
          if (typeof data93 === "string") {
            if (!pattern2.test(data93)) {
              const err208 = { instancePath: instancePath + "/supply_chain/slsa_provenance_digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data93 };
              if (vErrors === null) {
                vErrors = [err208];
              } else {
                vErrors.push(err208);
              }
              errors++;
            }
          } else {
            const err209 = { instancePath: instancePath + "/supply_chain/slsa_provenance_digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data93 };
            if (vErrors === null) {
              vErrors = [err209];
            } else {
              vErrors.push(err209);
            }
            errors++;
          }
        }
        if (data90.provenance_format !== void 0) {
          let data94 = data90.provenance_format;
          if (typeof data94 === "string") {
            if (func1(data94) < 1) {
              const err210 = { instancePath: instancePath + "/supply_chain/provenance_format", schemaPath: "#/properties/supply_chain/properties/provenance_format/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.supply_chain.properties.provenance_format, data: data94 };
              if (vErrors === null) {
                vErrors = [err210];
              } else {
                vErrors.push(err210);
              }
              errors++;
            }
          } else {
            const err211 = { instancePath: instancePath + "/supply_chain/provenance_format", schemaPath: "#/properties/supply_chain/properties/provenance_format/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.supply_chain.properties.provenance_format.type, parentSchema: schema0.properties.supply_chain.properties.provenance_format, data: data94 };
            if (vErrors === null) {
              vErrors = [err211];
            } else {
              vErrors.push(err211);
            }
            errors++;
          }
        }
        if (data90.model_digests !== void 0) {
          let data95 = data90.model_digests;
          if (Array.isArray(data95)) {
            const len9 = data95.length;
            for (let i12 = 0; i12 < len9; i12++) {
              let data96 = data95[i12];
              if (data96 && typeof data96 == "object" && !Array.isArray(data96)) {
                if (data96.provider === void 0) {
                  const err212 = { instancePath: instancePath + "/supply_chain/model_digests/" + i12, schemaPath: "#/properties/supply_chain/properties/model_digests/items/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'", schema: schema0.properties.supply_chain.properties.model_digests.items.required, parentSchema: schema0.properties.supply_chain.properties.model_digests.items, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err212];
                  } else {
                    vErrors.push(err212);
                  }
                  errors++;
                }
                if (data96.id === void 0) {
                  const err213 = { instancePath: instancePath + "/supply_chain/model_digests/" + i12, schemaPath: "#/properties/supply_chain/properties/model_digests/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema0.properties.supply_chain.properties.model_digests.items.required, parentSchema: schema0.properties.supply_chain.properties.model_digests.items, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err213];
                  } else {
                    vErrors.push(err213);
                  }
                  errors++;
                }
                if (data96.digest === void 0) {
                  const err214 = { instancePath: instancePath + "/supply_chain/model_digests/" + i12, schemaPath: "#/properties/supply_chain/properties/model_digests/items/required", keyword: "required", params: { missingProperty: "digest" }, message: "must have required property 'digest'", schema: schema0.properties.supply_chain.properties.model_digests.items.required, parentSchema: schema0.properties.supply_chain.properties.model_digests.items, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err214];
                  } else {
                    vErrors.push(err214);
                  }
                  errors++;
                }
                for (const key14 in data96) {
                  if (!(key14 === "provider" || key14 === "id" || key14 === "digest")) {
                    const err215 = { instancePath: instancePath + "/supply_chain/model_digests/" + i12, schemaPath: "#/properties/supply_chain/properties/model_digests/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.supply_chain.properties.model_digests.items, data: data96 };
                    if (vErrors === null) {
                      vErrors = [err215];
                    } else {
                      vErrors.push(err215);
                    }
                    errors++;
                  }
                }
                if (data96.provider !== void 0) {
                  let data97 = data96.provider;
                  if (typeof data97 === "string") {
                    if (func1(data97) < 1) {
                      const err216 = { instancePath: instancePath + "/supply_chain/model_digests/" + i12 + "/provider", schemaPath: "#/properties/supply_chain/properties/model_digests/items/properties/provider/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.supply_chain.properties.model_digests.items.properties.provider, data: data97 };
                      if (vErrors === null) {
                        vErrors = [err216];
                      } else {
                        vErrors.push(err216);
                      }
                      errors++;
                    }
                  } else {
                    const err217 = { instancePath: instancePath + "/supply_chain/model_digests/" + i12 + "/provider", schemaPath: "#/properties/supply_chain/properties/model_digests/items/properties/provider/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.supply_chain.properties.model_digests.items.properties.provider.type, parentSchema: schema0.properties.supply_chain.properties.model_digests.items.properties.provider, data: data97 };
                    if (vErrors === null) {
                      vErrors = [err217];
                    } else {
                      vErrors.push(err217);
                    }
                    errors++;
                  }
                }
                if (data96.id !== void 0) {
                  let data98 = data96.id;
                  if (typeof data98 === "string") {
                    if (func1(data98) < 1) {
                      const err218 = { instancePath: instancePath + "/supply_chain/model_digests/" + i12 + "/id", schemaPath: "#/properties/supply_chain/properties/model_digests/items/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.supply_chain.properties.model_digests.items.properties.id, data: data98 };
                      if (vErrors === null) {
                        vErrors = [err218];
                      } else {
                        vErrors.push(err218);
                      }
                      errors++;
                    }
                  } else {
                    const err219 = { instancePath: instancePath + "/supply_chain/model_digests/" + i12 + "/id", schemaPath: "#/properties/supply_chain/properties/model_digests/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.supply_chain.properties.model_digests.items.properties.id.type, parentSchema: schema0.properties.supply_chain.properties.model_digests.items.properties.id, data: data98 };
                    if (vErrors === null) {
                      vErrors = [err219];
                    } else {
                      vErrors.push(err219);
                    }
                    errors++;
                  }
                }
                if (data96.digest !== void 0) {
                  let data99 = data96.digest;
                  if (typeof data99 === "string") {
                    if (!pattern2.test(data99)) {
                      const err220 = { instancePath: instancePath + "/supply_chain/model_digests/" + i12 + "/digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data99 };
                      if (vErrors === null) {
                        vErrors = [err220];
                      } else {
                        vErrors.push(err220);
                      }
                      errors++;
                    }
                  } else {
                    const err221 = { instancePath: instancePath + "/supply_chain/model_digests/" + i12 + "/digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data99 };
                    if (vErrors === null) {
                      vErrors = [err221];
                    } else {
                      vErrors.push(err221);
                    }
                    errors++;
                  }
                }
              } else {
                const err222 = { instancePath: instancePath + "/supply_chain/model_digests/" + i12, schemaPath: "#/properties/supply_chain/properties/model_digests/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.supply_chain.properties.model_digests.items.type, parentSchema: schema0.properties.supply_chain.properties.model_digests.items, data: data96 };
                if (vErrors === null) {
                  vErrors = [err222];
                } else {
                  vErrors.push(err222);
                }
                errors++;
              }
            }
          } else {
            const err223 = { instancePath: instancePath + "/supply_chain/model_digests", schemaPath: "#/properties/supply_chain/properties/model_digests/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.supply_chain.properties.model_digests.type, parentSchema: schema0.properties.supply_chain.properties.model_digests, data: data95 };
            if (vErrors === null) {
              vErrors = [err223];
            } else {
              vErrors.push(err223);
            }
            errors++;
          }
        }
        if (data90.tool_digests !== void 0) {
          let data100 = data90.tool_digests;
          if (Array.isArray(data100)) {
            const len10 = data100.length;
            for (let i13 = 0; i13 < len10; i13++) {
              let data101 = data100[i13];
              if (data101 && typeof data101 == "object" && !Array.isArray(data101)) {
                if (data101.name === void 0) {
                  const err224 = { instancePath: instancePath + "/supply_chain/tool_digests/" + i13, schemaPath: "#/properties/supply_chain/properties/tool_digests/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema0.properties.supply_chain.properties.tool_digests.items.required, parentSchema: schema0.properties.supply_chain.properties.tool_digests.items, data: data101 };
                  if (vErrors === null) {
                    vErrors = [err224];
                  } else {
                    vErrors.push(err224);
                  }
                  errors++;
                }
                if (data101.digest === void 0) {
                  const err225 = { instancePath: instancePath + "/supply_chain/tool_digests/" + i13, schemaPath: "#/properties/supply_chain/properties/tool_digests/items/required", keyword: "required", params: { missingProperty: "digest" }, message: "must have required property 'digest'", schema: schema0.properties.supply_chain.properties.tool_digests.items.required, parentSchema: schema0.properties.supply_chain.properties.tool_digests.items, data: data101 };
                  if (vErrors === null) {
                    vErrors = [err225];
                  } else {
                    vErrors.push(err225);
                  }
                  errors++;
                }
                for (const key15 in data101) {
                  if (!(key15 === "name" || key15 === "digest")) {
                    const err226 = { instancePath: instancePath + "/supply_chain/tool_digests/" + i13, schemaPath: "#/properties/supply_chain/properties/tool_digests/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.supply_chain.properties.tool_digests.items, data: data101 };
                    if (vErrors === null) {
                      vErrors = [err226];
                    } else {
                      vErrors.push(err226);
                    }
                    errors++;
                  }
                }
                if (data101.name !== void 0) {
                  let data102 = data101.name;
                  if (typeof data102 === "string") {
                    if (func1(data102) < 1) {
                      const err227 = { instancePath: instancePath + "/supply_chain/tool_digests/" + i13 + "/name", schemaPath: "#/properties/supply_chain/properties/tool_digests/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.supply_chain.properties.tool_digests.items.properties.name, data: data102 };
                      if (vErrors === null) {
                        vErrors = [err227];
                      } else {
                        vErrors.push(err227);
                      }
                      errors++;
                    }
                  } else {
                    const err228 = { instancePath: instancePath + "/supply_chain/tool_digests/" + i13 + "/name", schemaPath: "#/properties/supply_chain/properties/tool_digests/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.supply_chain.properties.tool_digests.items.properties.name.type, parentSchema: schema0.properties.supply_chain.properties.tool_digests.items.properties.name, data: data102 };
                    if (vErrors === null) {
                      vErrors = [err228];
                    } else {
                      vErrors.push(err228);
                    }
                    errors++;
                  }
                }
                if (data101.digest !== void 0) {
                  let data103 = data101.digest;
                  if (typeof data103 === "string") {
                    if (!pattern2.test(data103)) {
                      const err229 = { instancePath: instancePath + "/supply_chain/tool_digests/" + i13 + "/digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data103 };
                      if (vErrors === null) {
                        vErrors = [err229];
                      } else {
                        vErrors.push(err229);
                      }
                      errors++;
                    }
                  } else {
                    const err230 = { instancePath: instancePath + "/supply_chain/tool_digests/" + i13 + "/digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data103 };
                    if (vErrors === null) {
                      vErrors = [err230];
                    } else {
                      vErrors.push(err230);
                    }
                    errors++;
                  }
                }
              } else {
                const err231 = { instancePath: instancePath + "/supply_chain/tool_digests/" + i13, schemaPath: "#/properties/supply_chain/properties/tool_digests/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.supply_chain.properties.tool_digests.items.type, parentSchema: schema0.properties.supply_chain.properties.tool_digests.items, data: data101 };
                if (vErrors === null) {
                  vErrors = [err231];
                } else {
                  vErrors.push(err231);
                }
                errors++;
              }
            }
          } else {
            const err232 = { instancePath: instancePath + "/supply_chain/tool_digests", schemaPath: "#/properties/supply_chain/properties/tool_digests/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.supply_chain.properties.tool_digests.type, parentSchema: schema0.properties.supply_chain.properties.tool_digests, data: data100 };
            if (vErrors === null) {
              vErrors = [err232];
            } else {
              vErrors.push(err232);
            }
            errors++;
          }
        }
        if (data90.mcp_servers !== void 0) {
          let data104 = data90.mcp_servers;
          if (Array.isArray(data104)) {
            const len11 = data104.length;
            for (let i14 = 0; i14 < len11; i14++) {
              let data105 = data104[i14];
              if (data105 && typeof data105 == "object" && !Array.isArray(data105)) {
                if (data105.name === void 0) {
                  const err233 = { instancePath: instancePath + "/supply_chain/mcp_servers/" + i14, schemaPath: "#/properties/supply_chain/properties/mcp_servers/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema0.properties.supply_chain.properties.mcp_servers.items.required, parentSchema: schema0.properties.supply_chain.properties.mcp_servers.items, data: data105 };
                  if (vErrors === null) {
                    vErrors = [err233];
                  } else {
                    vErrors.push(err233);
                  }
                  errors++;
                }
                for (const key16 in data105) {
                  if (!(key16 === "name" || key16 === "version" || key16 === "digest" || key16 === "endpoint_digest")) {
                    const err234 = { instancePath: instancePath + "/supply_chain/mcp_servers/" + i14, schemaPath: "#/properties/supply_chain/properties/mcp_servers/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.supply_chain.properties.mcp_servers.items, data: data105 };
                    if (vErrors === null) {
                      vErrors = [err234];
                    } else {
                      vErrors.push(err234);
                    }
                    errors++;
                  }
                }
                if (data105.name !== void 0) {
                  let data106 = data105.name;
                  if (typeof data106 === "string") {
                    if (func1(data106) < 1) {
                      const err235 = { instancePath: instancePath + "/supply_chain/mcp_servers/" + i14 + "/name", schemaPath: "#/properties/supply_chain/properties/mcp_servers/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.supply_chain.properties.mcp_servers.items.properties.name, data: data106 };
                      if (vErrors === null) {
                        vErrors = [err235];
                      } else {
                        vErrors.push(err235);
                      }
                      errors++;
                    }
                  } else {
                    const err236 = { instancePath: instancePath + "/supply_chain/mcp_servers/" + i14 + "/name", schemaPath: "#/properties/supply_chain/properties/mcp_servers/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.supply_chain.properties.mcp_servers.items.properties.name.type, parentSchema: schema0.properties.supply_chain.properties.mcp_servers.items.properties.name, data: data106 };
                    if (vErrors === null) {
                      vErrors = [err236];
                    } else {
                      vErrors.push(err236);
                    }
                    errors++;
                  }
                }
                if (data105.version !== void 0) {
                  let data107 = data105.version;
                  if (typeof data107 === "string") {
                    if (func1(data107) < 1) {
                      const err237 = { instancePath: instancePath + "/supply_chain/mcp_servers/" + i14 + "/version", schemaPath: "#/properties/supply_chain/properties/mcp_servers/items/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.supply_chain.properties.mcp_servers.items.properties.version, data: data107 };
                      if (vErrors === null) {
                        vErrors = [err237];
                      } else {
                        vErrors.push(err237);
                      }
                      errors++;
                    }
                  } else {
                    const err238 = { instancePath: instancePath + "/supply_chain/mcp_servers/" + i14 + "/version", schemaPath: "#/properties/supply_chain/properties/mcp_servers/items/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.supply_chain.properties.mcp_servers.items.properties.version.type, parentSchema: schema0.properties.supply_chain.properties.mcp_servers.items.properties.version, data: data107 };
                    if (vErrors === null) {
                      vErrors = [err238];
                    } else {
                      vErrors.push(err238);
                    }
                    errors++;
                  }
                }
                if (data105.digest !== void 0) {
                  let data108 = data105.digest;
                  if (typeof data108 === "string") {
                    if (!pattern2.test(data108)) {
                      const err239 = { instancePath: instancePath + "/supply_chain/mcp_servers/" + i14 + "/digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data108 };
                      if (vErrors === null) {
                        vErrors = [err239];
                      } else {
                        vErrors.push(err239);
                      }
                      errors++;
                    }
                  } else {
                    const err240 = { instancePath: instancePath + "/supply_chain/mcp_servers/" + i14 + "/digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data108 };
                    if (vErrors === null) {
                      vErrors = [err240];
                    } else {
                      vErrors.push(err240);
                    }
                    errors++;
                  }
                }
                if (data105.endpoint_digest !== void 0) {
                  let data109 = data105.endpoint_digest;
                  if (typeof data109 === "string") {
                    if (!pattern2.test(data109)) {
                      const err241 = { instancePath: instancePath + "/supply_chain/mcp_servers/" + i14 + "/endpoint_digest", schemaPath: "#/$defs/digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: 'must match pattern "^sha256:[a-f0-9]{64}$"', schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema2, data: data109 };
                      if (vErrors === null) {
                        vErrors = [err241];
                      } else {
                        vErrors.push(err241);
                      }
                      errors++;
                    }
                  } else {
                    const err242 = { instancePath: instancePath + "/supply_chain/mcp_servers/" + i14 + "/endpoint_digest", schemaPath: "#/$defs/digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data109 };
                    if (vErrors === null) {
                      vErrors = [err242];
                    } else {
                      vErrors.push(err242);
                    }
                    errors++;
                  }
                }
              } else {
                const err243 = { instancePath: instancePath + "/supply_chain/mcp_servers/" + i14, schemaPath: "#/properties/supply_chain/properties/mcp_servers/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.supply_chain.properties.mcp_servers.items.type, parentSchema: schema0.properties.supply_chain.properties.mcp_servers.items, data: data105 };
                if (vErrors === null) {
                  vErrors = [err243];
                } else {
                  vErrors.push(err243);
                }
                errors++;
              }
            }
          } else {
            const err244 = { instancePath: instancePath + "/supply_chain/mcp_servers", schemaPath: "#/properties/supply_chain/properties/mcp_servers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.supply_chain.properties.mcp_servers.type, parentSchema: schema0.properties.supply_chain.properties.mcp_servers, data: data104 };
            if (vErrors === null) {
              vErrors = [err244];
            } else {
              vErrors.push(err244);
            }
            errors++;
          }
        }
      } else {
        const err245 = { instancePath: instancePath + "/supply_chain", schemaPath: "#/properties/supply_chain/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.supply_chain.type, parentSchema: schema0.properties.supply_chain, data: data90 };
        if (vErrors === null) {
          vErrors = [err245];
        } else {
          vErrors.push(err245);
        }
        errors++;
      }
    }
    if (data.export !== void 0) {
      let data110 = data.export;
      if (data110 && typeof data110 == "object" && !Array.isArray(data110)) {
        for (const key17 in data110) {
          if (!(key17 === "profiles")) {
            const err246 = { instancePath: instancePath + "/export", schemaPath: "#/properties/export/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.export, data: data110 };
            if (vErrors === null) {
              vErrors = [err246];
            } else {
              vErrors.push(err246);
            }
            errors++;
          }
        }
        if (data110.profiles !== void 0) {
          let data111 = data110.profiles;
          if (Array.isArray(data111)) {
            if (data111.length < 1) {
              const err247 = { instancePath: instancePath + "/export/profiles", schemaPath: "#/properties/export/properties/profiles/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema0.properties.export.properties.profiles, data: data111 };
              if (vErrors === null) {
                vErrors = [err247];
              } else {
                vErrors.push(err247);
              }
              errors++;
            }
            const len12 = data111.length;
            for (let i15 = 0; i15 < len12; i15++) {
              let data112 = data111[i15];
              if (data112 && typeof data112 == "object" && !Array.isArray(data112)) {
                if (data112.id === void 0) {
                  const err248 = { instancePath: instancePath + "/export/profiles/" + i15, schemaPath: "#/properties/export/properties/profiles/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema0.properties.export.properties.profiles.items.required, parentSchema: schema0.properties.export.properties.profiles.items, data: data112 };
                  if (vErrors === null) {
                    vErrors = [err248];
                  } else {
                    vErrors.push(err248);
                  }
                  errors++;
                }
                if (data112.version === void 0) {
                  const err249 = { instancePath: instancePath + "/export/profiles/" + i15, schemaPath: "#/properties/export/properties/profiles/items/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema0.properties.export.properties.profiles.items.required, parentSchema: schema0.properties.export.properties.profiles.items, data: data112 };
                  if (vErrors === null) {
                    vErrors = [err249];
                  } else {
                    vErrors.push(err249);
                  }
                  errors++;
                }
                for (const key18 in data112) {
                  if (!(key18 === "id" || key18 === "version" || key18 === "standard_cut" || key18 === "controls")) {
                    const err250 = { instancePath: instancePath + "/export/profiles/" + i15, schemaPath: "#/properties/export/properties/profiles/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.export.properties.profiles.items, data: data112 };
                    if (vErrors === null) {
                      vErrors = [err250];
                    } else {
                      vErrors.push(err250);
                    }
                    errors++;
                  }
                }
                if (data112.id !== void 0) {
                  let data113 = data112.id;
                  if (typeof data113 === "string") {
                    if (func1(data113) < 1) {
                      const err251 = { instancePath: instancePath + "/export/profiles/" + i15 + "/id", schemaPath: "#/properties/export/properties/profiles/items/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.export.properties.profiles.items.properties.id, data: data113 };
                      if (vErrors === null) {
                        vErrors = [err251];
                      } else {
                        vErrors.push(err251);
                      }
                      errors++;
                    }
                  } else {
                    const err252 = { instancePath: instancePath + "/export/profiles/" + i15 + "/id", schemaPath: "#/properties/export/properties/profiles/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.export.properties.profiles.items.properties.id.type, parentSchema: schema0.properties.export.properties.profiles.items.properties.id, data: data113 };
                    if (vErrors === null) {
                      vErrors = [err252];
                    } else {
                      vErrors.push(err252);
                    }
                    errors++;
                  }
                }
                if (data112.version !== void 0) {
                  let data114 = data112.version;
                  if (typeof data114 === "string") {
                    if (func1(data114) < 1) {
                      const err253 = { instancePath: instancePath + "/export/profiles/" + i15 + "/version", schemaPath: "#/properties/export/properties/profiles/items/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.export.properties.profiles.items.properties.version, data: data114 };
                      if (vErrors === null) {
                        vErrors = [err253];
                      } else {
                        vErrors.push(err253);
                      }
                      errors++;
                    }
                  } else {
                    const err254 = { instancePath: instancePath + "/export/profiles/" + i15 + "/version", schemaPath: "#/properties/export/properties/profiles/items/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.export.properties.profiles.items.properties.version.type, parentSchema: schema0.properties.export.properties.profiles.items.properties.version, data: data114 };
                    if (vErrors === null) {
                      vErrors = [err254];
                    } else {
                      vErrors.push(err254);
                    }
                    errors++;
                  }
                }
                if (data112.standard_cut !== void 0) {
                  let data115 = data112.standard_cut;
                  if (typeof data115 === "string") {
                    if (func1(data115) < 1) {
                      const err255 = { instancePath: instancePath + "/export/profiles/" + i15 + "/standard_cut", schemaPath: "#/properties/export/properties/profiles/items/properties/standard_cut/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.export.properties.profiles.items.properties.standard_cut, data: data115 };
                      if (vErrors === null) {
                        vErrors = [err255];
                      } else {
                        vErrors.push(err255);
                      }
                      errors++;
                    }
                  } else {
                    const err256 = { instancePath: instancePath + "/export/profiles/" + i15 + "/standard_cut", schemaPath: "#/properties/export/properties/profiles/items/properties/standard_cut/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.export.properties.profiles.items.properties.standard_cut.type, parentSchema: schema0.properties.export.properties.profiles.items.properties.standard_cut, data: data115 };
                    if (vErrors === null) {
                      vErrors = [err256];
                    } else {
                      vErrors.push(err256);
                    }
                    errors++;
                  }
                }
                if (data112.controls !== void 0) {
                  let data116 = data112.controls;
                  if (Array.isArray(data116)) {
                    const len13 = data116.length;
                    for (let i16 = 0; i16 < len13; i16++) {
                      let data117 = data116[i16];
                      if (typeof data117 === "string") {
                        if (func1(data117) < 1) {
                          const err257 = { instancePath: instancePath + "/export/profiles/" + i15 + "/controls/" + i16, schemaPath: "#/properties/export/properties/profiles/items/properties/controls/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.export.properties.profiles.items.properties.controls.items, data: data117 };
                          if (vErrors === null) {
                            vErrors = [err257];
                          } else {
                            vErrors.push(err257);
                          }
                          errors++;
                        }
                      } else {
                        const err258 = { instancePath: instancePath + "/export/profiles/" + i15 + "/controls/" + i16, schemaPath: "#/properties/export/properties/profiles/items/properties/controls/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.export.properties.profiles.items.properties.controls.items.type, parentSchema: schema0.properties.export.properties.profiles.items.properties.controls.items, data: data117 };
                        if (vErrors === null) {
                          vErrors = [err258];
                        } else {
                          vErrors.push(err258);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err259 = { instancePath: instancePath + "/export/profiles/" + i15 + "/controls", schemaPath: "#/properties/export/properties/profiles/items/properties/controls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.export.properties.profiles.items.properties.controls.type, parentSchema: schema0.properties.export.properties.profiles.items.properties.controls, data: data116 };
                    if (vErrors === null) {
                      vErrors = [err259];
                    } else {
                      vErrors.push(err259);
                    }
                    errors++;
                  }
                }
              } else {
                const err260 = { instancePath: instancePath + "/export/profiles/" + i15, schemaPath: "#/properties/export/properties/profiles/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.export.properties.profiles.items.type, parentSchema: schema0.properties.export.properties.profiles.items, data: data112 };
                if (vErrors === null) {
                  vErrors = [err260];
                } else {
                  vErrors.push(err260);
                }
                errors++;
              }
            }
          } else {
            const err261 = { instancePath: instancePath + "/export/profiles", schemaPath: "#/properties/export/properties/profiles/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.export.properties.profiles.type, parentSchema: schema0.properties.export.properties.profiles, data: data111 };
            if (vErrors === null) {
              vErrors = [err261];
            } else {
              vErrors.push(err261);
            }
            errors++;
          }
        }
      } else {
        const err262 = { instancePath: instancePath + "/export", schemaPath: "#/properties/export/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.export.type, parentSchema: schema0.properties.export, data: data110 };
        if (vErrors === null) {
          vErrors = [err262];
        } else {
          vErrors.push(err262);
        }
        errors++;
      }
    }
  } else {
    const err263 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.type, parentSchema: schema0, data };
    if (vErrors === null) {
      vErrors = [err263];
    } else {
      vErrors.push(err263);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
validate0.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// src/doc/validator/record.ts
var recordValidator = () => record;

// src/record/validate.ts
var MAX_SCHEMA_ISSUES = 100;
function assertSchemaValid(record2, reasons = []) {
  const issues = schemaIssues(record2);
  const first = issues[0];
  if (!first) return;
  const said = first.code === "T2_DECISION_INCOMPLETE" ? reasons.filter((r) => r.code.startsWith("T2_")).map((r) => r.message) : [];
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  throw new AqrError(
    "ERR_RECORD_INVALID",
    `the record these inputs make would fail the record schema: ${said.length > 0 ? said.join("; ") : first.message}${more}; nothing was written`
  );
}
function schemaIssues(value) {
  if (conformsTo("record", value)) return [];
  const validate = recordValidator();
  if (validate(value)) return [];
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const e of validate.errors ?? []) {
    const issue = toIssue(e, value);
    if (!issue) continue;
    const key = `${issue.code}|${formatPath(issue.path)}|${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(issue);
    }
  }
  const merged = mergeT2(out);
  if (merged.length > MAX_SCHEMA_ISSUES) {
    const more = merged.length - MAX_SCHEMA_ISSUES;
    merged.length = MAX_SCHEMA_ISSUES;
    merged.push({ code: "SCHEMA_TOO_MANY", path: [], message: `and ${more} more schema problems (only the first ${MAX_SCHEMA_ISSUES} are listed)` });
  }
  return merged;
}
function mergeT2(issues) {
  const t2 = issues.filter((i) => i.code === "T2_DECISION_INCOMPLETE");
  const first = t2[0];
  if (!first || t2.length < 2) return issues;
  const fields = [...new Set(t2.map((i) => `decision.${String(i.path.at(-1))}`))];
  const merged = { ...first, message: `tier T2 needs ${fields.join(", ")} (a recorded human decision and a signature)` };
  return issues.flatMap((i) => i === first ? [merged] : i.code === "T2_DECISION_INCOMPLETE" ? [] : [i]);
}
var defs = SCHEMAS.record.$defs;
var AUTHORITY_ANYOF = "#/properties/subject/properties/authority/anyOf";
function toIssue(e, record2) {
  const path = pointerToPath(e.instancePath);
  const at = formatPath(path);
  const sp = e.schemaPath;
  if (e.keyword === "if") return void 0;
  if (e.parentSchema === defs.measure.then)
    return {
      code: "MEASURE_K_MISSING",
      path: [...path, "k"],
      message: `${at}: ${String(valueAt(record2, [...path, "id"]))} needs k (attempts per task, at least 2)`
    };
  if (sp.startsWith("#/allOf/0/")) {
    const gate = valueAt(record2, path.slice(0, 2));
    return { code: "SHIP_GATE_FAILED", path, message: `verdict is ship but gate ${String(gate?.id ?? at)} failed` };
  }
  if (sp.startsWith("#/allOf/1/")) return { code: "SHIP_UNSEALED", path, message: "verdict is ship but task_set.sealed is false" };
  if (sp.startsWith("#/allOf/2/")) {
    const missing = e.params.missingProperty ?? "?";
    return {
      code: "T2_DECISION_INCOMPLETE",
      path: [...path, missing],
      message: `tier T2 needs decision.${missing} (a recorded human decision and a signature)`
    };
  }
  if (sp === AUTHORITY_ANYOF)
    return { code: "AUTHORITY_MISSING", path, message: "subject.authority needs grant_digest or acs_policy_version: the policy in force" };
  if (sp.startsWith(`${AUTHORITY_ANYOF}/`)) return void 0;
  switch (e.keyword) {
    case "additionalProperties": {
      const extra = e.params.additionalProperty;
      return {
        code: "SCHEMA_UNKNOWN_FIELD",
        path: [...path, extra],
        message: `unknown field '${extra.length > 60 ? `${extra.slice(0, 60)}\u2026` : extra}' in ${at}`
      };
    }
    case "required": {
      const missing = e.params.missingProperty;
      return { code: "SCHEMA_MISSING_FIELD", path, message: `${at} is missing required field '${missing}'` };
    }
  }
  if (e.parentSchema === defs.digest && e.keyword === "pattern")
    return { code: "DIGEST_MALFORMED", path, message: `${at} must be sha256: followed by 64 lowercase hex digits` };
  if (sp === "#/properties/supergauge/const")
    return {
      code: "SCHEMA_VERSION",
      path,
      message: `supergauge must be "0.1" (this checker implements SuperGauge 0.1), got ${JSON.stringify(valueAt(record2, path))}`
    };
  if (sp.startsWith("#/properties/emitted_at/"))
    return { code: "SCHEMA_TIMESTAMP", path, message: `emitted_at must be an RFC 3339 timestamp in UTC, got ${JSON.stringify(valueAt(record2, path))}` };
  return { code: "SCHEMA_INVALID", path, message: `${at} ${e.message ?? "is invalid"}${describeParams(e)}` };
}
function describeParams(e) {
  const p = e.params;
  if (e.keyword === "enum" && Array.isArray(p["allowedValues"])) return `: ${p["allowedValues"].map((v) => JSON.stringify(v)).join(", ")}`;
  if (e.keyword === "const") return `: ${JSON.stringify(p["allowedValue"])}`;
  return "";
}

export {
  SCHEMAS,
  require_ucs2length,
  conformsTo,
  assertSchemaValid,
  schemaIssues
};
