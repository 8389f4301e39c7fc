const __aqrModuleUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    function ucs2length(str) {
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
    exports2.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.formatNames = exports2.fastFormats = exports2.fullFormats = void 0;
    function fmtDef(validate, compare) {
      return { validate, compare };
    }
    exports2.fullFormats = {
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
    exports2.fastFormats = {
      ...exports2.fullFormats,
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
    exports2.formatNames = Object.keys(exports2.fullFormats);
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

// node_modules/canonicalize/lib/canonicalize.js
var require_canonicalize = __commonJS({
  "node_modules/canonicalize/lib/canonicalize.js"(exports2, module2) {
    "use strict";
    module2.exports = function serialize(object) {
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
var main_exports = {};
__export(main_exports, {
  main: () => main
});
module.exports = __toCommonJS(main_exports);
var import_node_fs12 = require("node:fs");
var import_node_os = require("node:os");
var import_node_path7 = require("node:path");

// node_modules/@actions/core/lib/command.js
var os = __toESM(require("os"), 1);

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
var crypto2 = __toESM(require("crypto"), 1);
var fs = __toESM(require("fs"), 1);
var os2 = __toESM(require("os"), 1);
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
var os4 = __toESM(require("os"), 1);

// node_modules/@actions/core/lib/summary.js
var import_os = require("os");
var import_fs = require("fs");
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
var { access, appendFile, writeFile } = import_fs.promises;
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
        yield access(pathFromEnv, import_fs.constants.R_OK | import_fs.constants.W_OK);
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
    return this.addRaw(import_os.EOL);
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
var import_os2 = __toESM(require("os"), 1);

// node_modules/@actions/io/lib/io-util.js
var fs2 = __toESM(require("fs"), 1);
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = import_os2.default.platform();
var arch = import_os2.default.arch();

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

// src/errors.ts
var BRAND = /* @__PURE__ */ Symbol.for("agent-release-gate.AqrError");
var AqrError = class _AqrError extends Error {
  name = "AqrError";
  code;
  where;
  [BRAND] = true;
  /** Any error with the mark is an AqrError; a subclass (DuplicateAttempt...) is asked as usual, by its prototype. */
  static [Symbol.hasInstance](value) {
    if (this !== _AqrError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && value[BRAND] === true;
  }
  /** `options.cause`: the error this one wraps (an errno, a parser's error), kept for debugging, never printed. */
  constructor(code, message2, where2 = {}, options) {
    super(message2, options);
    this.code = code;
    this.where = where2;
  }
  /** Bad input and bad usage both exit 2, distinct from a verdict. */
  get exitCode() {
    return 2;
  }
  /** `file:line: field: message (CODE)` on one line. */
  format() {
    const { file, line, field } = this.where;
    const at = file === void 0 ? "" : line === void 0 ? `${file}: ` : `${file}:${line}: `;
    const f = field === void 0 ? "" : `${field}: `;
    return `${at}${f}${oneLine(this.message)} (${this.code})`;
  }
};
function isAqrError(e) {
  return e instanceof AqrError;
}
var MAX_MESSAGE_CHARS = 1e3;
function oneLine(s) {
  const head = s.length > 4 * MAX_MESSAGE_CHARS ? s.slice(0, 4 * MAX_MESSAGE_CHARS) : s;
  const flat = head.split(/[\r\n]+/).map((p) => p.trim()).filter((p) => p !== "").join(" ");
  return flat.length > MAX_MESSAGE_CHARS || head !== s ? `${flat.slice(0, MAX_MESSAGE_CHARS)}\u2026` : flat;
}

// src/report/log-line.ts
var QUOTE_MAX = 200;
function quote(value) {
  const s = typeof value === "string" ? value : String(value);
  const cut = s.length > QUOTE_MAX ? `${s.slice(0, QUOTE_MAX)}\u2026` : s;
  return JSON.stringify(cut).replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function safeLines(text) {
  return text.split(/\r\n|\r|\n/).map((line) => line.replaceAll("##[", "##\\u005b").replace(/^(\s*)::/, "$1\\::")).join("\n");
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

// src/github/failure.ts
function httpStatus(e) {
  const s = e.status;
  return typeof s === "number" ? s : void 0;
}
function describeFailure(e) {
  const status = httpStatus(e);
  const message2 = (e.message ?? String(e)).split("\n")[0] ?? "";
  return status ? `HTTP ${status}: ${message2.replace(/ - https:\/\/docs\.github\.com\S*/, "")}` : message2;
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
var import_node_fs5 = require("node:fs");
var import_node_path2 = require("node:path");

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

// src/record/block-list.ts
var INTEGER = /^(?:0|[1-9][0-9]{0,14})$/;
var ODD = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff\ud800-\udfff]|\r(?!\n)/;
var NOT = /* @__PURE__ */ Symbol("not a simple scalar");
function coreWord(k) {
  switch (k) {
    case "null":
    case "Null":
    case "NULL":
      return null;
    case "true":
    case "True":
    case "TRUE":
      return true;
    case "false":
    case "False":
    case "FALSE":
      return false;
    default:
      return void 0;
  }
}
function quotedScalar(raw) {
  const close = raw.indexOf(raw[0], 1);
  if (close === -1) return void 0;
  const inner = raw.slice(1, close);
  if (raw.charCodeAt(0) === 34 && inner.includes("\\")) return void 0;
  const after = raw.slice(close + 1);
  if (after !== "" && !/^ +(?:#.*)?$/.test(after)) return void 0;
  return inner;
}
function scalarAt(text, from, stop) {
  const first = text.charCodeAt(from);
  if (first === 34 || first === 39) return quotedScalar(text.slice(from, stop)) ?? NOT;
  let end = from;
  let digits = true;
  for (let i = from; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) continue;
    if (c === 35) {
      if (i > from && text.charCodeAt(i - 1) === 32) break;
      return NOT;
    }
    const letter = c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95;
    const digit = c >= 48 && c <= 57;
    if (i === from ? !(letter || digit) : !(letter || digit || c === 46 || c === 47 || c === 64 || c === 43 || c === 45)) return NOT;
    if (!digit) digits = false;
    end = i + 1;
  }
  const value = text.slice(from, end);
  if (digits) return INTEGER.test(value) ? Number(value) : NOT;
  if (first >= 48 && first <= 57) return NOT;
  const w = coreWord(value);
  return w === void 0 ? value : w;
}
var valueStart = 0;
function keyAt(text, from, stop, known) {
  let i = from;
  for (; i < stop; i++) {
    const c = text.charCodeAt(i);
    const ok = c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || i > from && (c >= 48 && c <= 57 || c === 45);
    if (!ok) break;
  }
  if (i === from || text.charCodeAt(i) !== 58 || text.charCodeAt(i + 1) !== 32) return void 0;
  let v = i + 2;
  while (v < stop && text.charCodeAt(v) === 32) v++;
  if (v >= stop) return void 0;
  valueStart = v;
  for (const k2 of known) if (k2.length === i - from && text.startsWith(k2, from)) return k2;
  const k = text.slice(from, i);
  if (known.length < 16) known.push(k);
  return k;
}
function plainKey(k) {
  return coreWord(k) === void 0 && k !== "__proto__";
}
function readBlockList(text) {
  const items = [];
  const itemLines = [];
  const itemOffsets = [];
  const shape2 = scanBlockList(text, (item, line, offset) => {
    items.push(item);
    itemLines.push(line);
    itemOffsets.push(offset);
  });
  if (shape2 === void 0) return void 0;
  const { key, keyLine, fieldIndent } = shape2;
  const layout = { keyLine, key, itemLines, itemOffsets, fieldIndent, text };
  return { value: key === void 0 ? items : { [key]: items }, lineOf: (path) => lineOf(layout, path) };
}
function eachBlockListItem(text, each) {
  let n2 = 0;
  const shape2 = scanBlockList(text, (item) => each(item, n2++));
  return shape2 === void 0 ? NO_LIST : shape2.key;
}
var NO_LIST = /* @__PURE__ */ Symbol("not a simple block list");
function scanBlockList(text, emit) {
  if (ODD.test(text)) return void 0;
  let key;
  let keyLine;
  let seqIndent = -1;
  let fieldIndent = -1;
  let items = 0;
  let item;
  let itemLine = 0;
  let itemOffset = 0;
  const known = [];
  for (let n2 = 0, start = 0; start < text.length; n2++) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const from = start;
    start = end + 1;
    const stop = text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    let indent = 0;
    while (text.charCodeAt(from + indent) === 32) indent++;
    if (from + indent >= stop || text.charCodeAt(from + indent) === 35) continue;
    const dash = text.startsWith("- ", from + indent);
    if (seqIndent === -1) {
      if (key === void 0 && indent === 0 && !dash) {
        const m = /^([A-Za-z_][A-Za-z0-9_-]*): *(?:#.*)?$/.exec(text.slice(from, stop));
        if (!m || !plainKey(m[1])) return void 0;
        key = m[1];
        keyLine = n2 + 1;
        continue;
      }
      if (!dash || key === void 0 && indent !== 0) return void 0;
      seqIndent = indent;
      fieldIndent = indent + 2;
    }
    if (indent === seqIndent && dash) {
      if (text.charCodeAt(from + indent + 2) === 32) return void 0;
      if (item !== void 0) emit(item, itemLine, itemOffset);
      item = {};
      items++;
      itemLine = n2 + 1;
      itemOffset = from;
    } else if (indent !== fieldIndent || item === void 0) return void 0;
    const k = keyAt(text, from + fieldIndent, stop, known);
    if (k === void 0 || !plainKey(k) || Object.hasOwn(item, k)) return void 0;
    const v = scalarAt(text, valueStart, stop);
    if (v === NOT) return void 0;
    item[k] = v;
  }
  if (item === void 0) return void 0;
  emit(item, itemLine, itemOffset);
  return { key, keyLine, fieldIndent, items };
}
function lineOf(l, path) {
  let at = 0;
  let line = l.keyLine ?? l.itemLines[0];
  if (l.key !== void 0) {
    if (path.length === 0 || String(path[0]) !== l.key) return line;
    at = 1;
  }
  const i = path[at];
  if (typeof i !== "number" || l.itemLines[i] === void 0) return line;
  line = l.itemLines[i];
  const field = path[at + 1];
  if (field === void 0) return line;
  const seqPrefix = `${" ".repeat(l.fieldIndent - 2)}- `;
  const fieldPrefix = " ".repeat(l.fieldIndent);
  const stop = l.itemOffsets[i + 1] ?? l.text.length;
  for (let n2 = line, at2 = l.itemOffsets[i]; at2 < stop; n2++) {
    let end = l.text.indexOf("\n", at2);
    if (end === -1) end = l.text.length;
    const text = l.text.slice(at2, end);
    at2 = end + 1;
    const prefix = text.slice(0, l.fieldIndent);
    if ((prefix === seqPrefix || prefix === fieldPrefix) && text.startsWith(`${String(field)}:`, l.fieldIndent)) return n2;
  }
  return line;
}

// src/record/simple-yaml.ts
var KEY = /^(?:([A-Za-z_][A-Za-z0-9_./-]{0,200})|"([^"\\]{0,200})"|'([^']{0,200})'):(?: +(.*))?$/;
var PLAIN = /^[A-Za-z_/][!-~]*(?: [!-~]+)*$/;
var DECIMAL = /^-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,15})?$/;
var FLOW_KEY = /(?:([A-Za-z_][A-Za-z0-9_./-]{0,200})|"([^"\\]{0,200})"|'([^']{0,200})'): +/y;
var NOT2 = /* @__PURE__ */ Symbol("not a simple scalar");
var Decline = class extends Error {
};
function decline() {
  throw new Decline();
}
function readSimpleYaml(text) {
  if (ODD.test(text)) return void 0;
  const lines = [];
  for (let n2 = 1, start = 0; start < text.length; n2++) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const stop = text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    let indent = start;
    while (text.charCodeAt(indent) === 32) indent++;
    if (indent < stop && text.charCodeAt(indent) !== 35) lines.push({ n: n2, indent: indent - start, text: text.slice(indent, stop) });
    start = end + 1;
  }
  if (lines.length === 0) return void 0;
  const plain = [];
  try {
    const root = new Reader(lines, plain);
    const { value, shape: shape2, next } = root.block(0);
    if (next !== lines.length) return void 0;
    const rootLine = lines[0].n;
    return { value, plain, lineOf: (path) => lineOfShape(rootLine, shape2, path) };
  } catch (e) {
    if (e instanceof Decline) return void 0;
    if (e instanceof RangeError) return void 0;
    throw e;
  }
}
function isDash(text) {
  return text === "-" || text.startsWith("- ");
}
var MAX_DEPTH = 64;
var Reader = class {
  constructor(lines, plain) {
    this.lines = lines;
    this.plain = plain;
  }
  lines;
  plain;
  depth = 0;
  /** The block node whose first line is lines[i], and the index of the line after it. */
  block(i) {
    const line = this.lines[i];
    if (++this.depth > MAX_DEPTH) decline();
    const node = isDash(line.text) ? this.seq(i, line.indent) : this.map(i, line.indent);
    this.depth--;
    return node;
  }
  /** The indentation of lines[i], or -1 past the end. */
  indentAt(i) {
    return this.lines[i]?.indent ?? -1;
  }
  seq(i, indent) {
    const value = [];
    const shape2 = [];
    while (i < this.lines.length && this.indentAt(i) === indent && isDash(this.lines[i].text)) {
      const line = this.lines[i];
      let at = 1;
      while (line.text.charCodeAt(at) === 32) at++;
      const rest = line.text.slice(at);
      if (rest === "") {
        if (this.indentAt(i + 1) <= indent) decline();
        const item = this.block(i + 1);
        value.push(item.value);
        shape2.push({ line: this.lines[i + 1].n, shape: item.shape });
        i = item.next;
      } else if (rest.startsWith("#")) decline();
      else if (KEY.test(rest) || isDash(rest)) {
        this.lines[i] = { n: line.n, indent: indent + at, text: rest };
        const item = this.block(i);
        value.push(item.value);
        shape2.push({ line: line.n, shape: item.shape });
        i = item.next;
      } else {
        const item = this.inline(rest, line.n);
        value.push(item.value);
        shape2.push({ line: line.n, shape: item.shape });
        i++;
        if (this.indentAt(i) > indent) decline();
      }
    }
    if (this.indentAt(i) > indent) decline();
    return { value, shape: shape2, next: i };
  }
  map(i, indent) {
    const value = {};
    const shape2 = /* @__PURE__ */ new Map();
    while (i < this.lines.length && this.indentAt(i) === indent) {
      const line = this.lines[i];
      const m = KEY.exec(line.text);
      if (!m) decline();
      const key = m[1] ?? m[2] ?? m[3];
      if (m[1] !== void 0) {
        if (coreWord(key) !== void 0) decline();
        this.plain.push(key);
      }
      if (key === "__proto__" || shape2.has(key)) decline();
      const rest = m[4];
      i++;
      if (rest !== void 0 && rest !== "" && !rest.startsWith("#")) {
        const item = this.inline(rest, line.n);
        value[key] = item.value;
        shape2.set(key, { line: line.n, shape: item.shape });
        if (this.indentAt(i) > indent) decline();
      } else if (this.indentAt(i) > indent || this.indentAt(i) === indent && isDash(this.lines[i].text)) {
        const item = this.block(i);
        value[key] = item.value;
        shape2.set(key, { line: line.n, shape: item.shape });
        i = item.next;
      } else {
        this.plain.push("");
        value[key] = null;
        shape2.set(key, { line: line.n, shape: void 0 });
      }
    }
    if (this.indentAt(i) > indent) decline();
    return { value, shape: shape2, next: i };
  }
  /** A value written on the line of its key or dash: a scalar, or a flow collection of scalars on that line. */
  inline(text, n2) {
    const first = text.charCodeAt(0);
    if (first === 91 || first === 123) return this.flow(text, n2);
    const v = this.scalar(text);
    if (v === NOT2) decline();
    return { value: v, shape: void 0 };
  }
  /** `[a, b]` or `{k: v, k2: v2}` of simple scalars, nothing nested, then at most a comment. */
  flow(text, n2) {
    const isMap = text[0] === "{";
    const close = isMap ? "}" : "]";
    const items = [];
    const seqShape = [];
    const obj2 = {};
    const mapShape = /* @__PURE__ */ new Map();
    let at = 1;
    const skip = () => {
      while (text.charCodeAt(at) === 32) at++;
    };
    skip();
    if (text[at] !== close) {
      for (; ; ) {
        skip();
        if (isMap) {
          FLOW_KEY.lastIndex = at;
          const m = FLOW_KEY.exec(text);
          if (!m) decline();
          const key = m[1] ?? m[2] ?? m[3];
          if (m[1] !== void 0) {
            if (coreWord(key) !== void 0) decline();
            this.plain.push(key);
          }
          if (key === "__proto__" || mapShape.has(key)) decline();
          at = FLOW_KEY.lastIndex;
          const [v, next] = this.flowScalar(text, at);
          obj2[key] = v;
          mapShape.set(key, { line: n2, shape: void 0 });
          at = next;
        } else {
          const [v, next] = this.flowScalar(text, at);
          items.push(v);
          seqShape.push({ line: n2, shape: void 0 });
          at = next;
        }
        if (text[at] === ",") {
          at++;
          skip();
          if (text[at] === "," || text[at] === close) decline();
          continue;
        }
        if (text[at] === close) break;
        decline();
      }
    }
    const after = text.slice(at + 1);
    if (after !== "" && !/^ +(?:#.*)?$/.test(after)) decline();
    return isMap ? { value: obj2, shape: mapShape } : { value: items, shape: seqShape };
  }
  /** A scalar inside a flow collection, from `at` to the next `,`, `]` or `}` (spaces after it skipped). */
  flowScalar(text, at) {
    let end = at;
    const first = text.charCodeAt(at);
    if (first === 34 || first === 39) {
      end = text.indexOf(text[at], at + 1);
      if (end === -1) decline();
      end++;
    } else while (end < text.length && !`,[]{}#"'`.includes(text[end])) end++;
    const raw = text.slice(at, end).replace(/ +$/, "");
    if (raw === "") decline();
    const v = this.scalar(raw);
    if (v === NOT2) decline();
    while (text.charCodeAt(end) === 32) end++;
    return [v, end];
  }
  /** The value of a simple scalar (and a comment after it), or NOT. */
  scalar(raw) {
    const first = raw.charCodeAt(0);
    if (first === 34 || first === 39) return quotedScalar(raw) ?? NOT2;
    let text = raw;
    const hash = text.indexOf(" #");
    if (hash !== -1) text = text.slice(0, hash);
    text = text.replace(/ +$/, "");
    const word = coreWord(text);
    let value = NOT2;
    if (DECIMAL.test(text)) value = Number(text);
    else if (word !== void 0) value = word;
    else if (isPlainString(text)) value = text;
    if (value !== NOT2) this.plain.push(text);
    return value;
  }
};
function isPlainString(text) {
  return PLAIN.test(text) && !/:(?: |$)/.test(text) && !text.includes(" #");
}
function lineOfShape(rootLine, root, path) {
  let line = rootLine;
  let shape2 = root;
  for (const seg of path) {
    const step = shape2 instanceof Map ? shape2.get(String(seg)) : Array.isArray(shape2) && typeof seg === "number" ? shape2[seg] : void 0;
    if (!step) break;
    line = step.line;
    shape2 = step.shape;
  }
  return line;
}

// src/record/json-read.ts
var Decline2 = class extends Error {
};
var MAX_DEPTH2 = 500;
var NUMBER = /-?(?:0|[1-9]([0-9]*))(\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
function readJson(text) {
  if (/\r(?!\n)|\t/.test(text)) return void 0;
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return void 0;
  }
  let at = 0;
  let line = 1;
  const space = () => {
    for (; ; ) {
      const c = text.charCodeAt(at);
      if (c === 10) line++;
      else if (c !== 32 && c !== 9 && c !== 13) return;
      at++;
    }
  };
  const string = (key) => {
    const start = at;
    let escaped = false;
    at++;
    for (; ; ) {
      const c = text.charCodeAt(at++);
      if (c === 34) break;
      if (c === 92) {
        escaped = true;
        at++;
      }
    }
    if (!key) return "";
    return escaped ? JSON.parse(text.slice(start, at)) : text.slice(start + 1, at - 1);
  };
  let depth = 0;
  const node = () => {
    const c = text.charCodeAt(at);
    if ((c === 123 || c === 91) && depth >= MAX_DEPTH2) throw new Decline2();
    if (c === 123) {
      const shape2 = /* @__PURE__ */ new Map();
      depth++;
      at++;
      space();
      if (text.charCodeAt(at) === 125) {
        at++;
        depth--;
        return shape2;
      }
      for (; ; ) {
        space();
        const keyLine = line;
        const key = string(true);
        if (key === "__proto__" || shape2.has(key) || key.length > 1e3) throw new Decline2();
        space();
        if (line !== keyLine) throw new Decline2();
        at++;
        space();
        shape2.set(key, { line: keyLine, shape: node() });
        space();
        if (text.charCodeAt(at++) === 125) {
          depth--;
          return shape2;
        }
      }
    }
    if (c === 91) {
      const shape2 = [];
      depth++;
      at++;
      space();
      if (text.charCodeAt(at) === 93) {
        at++;
        depth--;
        return shape2;
      }
      for (; ; ) {
        space();
        const itemLine = line;
        shape2.push({ line: itemLine, shape: node() });
        space();
        if (text.charCodeAt(at++) === 93) {
          depth--;
          return shape2;
        }
      }
    }
    if (c === 34) {
      string(false);
      return void 0;
    }
    if (c === 116 || c === 110) at += 4;
    else if (c === 102) at += 5;
    else {
      NUMBER.lastIndex = at;
      const m = NUMBER.exec(text);
      if (!m) throw new Decline2();
      if (m[2] === void 0 && (m[1]?.length ?? 0) > 14) throw new Decline2();
      at = NUMBER.lastIndex;
    }
    return void 0;
  };
  let root;
  let rootLine;
  try {
    space();
    rootLine = line;
    root = node();
  } catch (e) {
    if (e instanceof Decline2) return void 0;
    throw e;
  }
  return {
    value,
    lineOf: (path) => lineOfShape(rootLine, root, path)
  };
}

// src/record/syntax.ts
var MAX_YAML_CHARS = 8 * 1024 * 1024;
function detectSyntax(text) {
  const first = text.match(/^\s*(\S)/)?.[1];
  return first === "{" || first === "[" ? "json" : "yaml";
}

// src/record/read-document.ts
function readFast(text, bulk = false) {
  if (text.length > MAX_YAML_CHARS) return void 0;
  if (detectSyntax(text) === "json") {
    const json = readJson(text);
    return json && { value: json.value, syntax: "json", lineOf: json.lineOf };
  }
  if (bulk) {
    const list = readBlockList(text);
    if (list) return { value: list.value, syntax: "yaml", lineOf: list.lineOf };
  }
  const simple = readSimpleYaml(text);
  return simple && { value: simple.value, syntax: "yaml", lineOf: simple.lineOf, plain: simple.plain };
}
async function readDocument(text, file, options = {}) {
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  const fast = body.trim() !== "" && !(options.bulk && detectSyntax(body) === "json") ? readFast(body, options.bulk) : void 0;
  if (fast) return fast;
  const { parseDocument } = await Promise.resolve().then(() => require("./action/record-parse.cjs"));
  return parseDocument(text, file, options);
}

// src/io/files.ts
var import_node_fs2 = require("node:fs");
var import_node_path = require("node:path");

// src/io/simple-glob.ts
var import_node_fs = require("node:fs");
var FOLDER = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
var LAST = /^[A-Za-z0-9_*-][A-Za-z0-9._*-]*$/;
function shape(pattern) {
  const segments = pattern.split("/");
  const last = segments.pop();
  if (!LAST.test(last) || last.includes("**") || !segments.every((s) => FOLDER.test(s))) return void 0;
  return { folder: segments.join("/"), last };
}
function simplyDynamic(pattern) {
  const s = shape(pattern);
  return s ? s.last.includes("*") : void 0;
}
async function simpleGlob(pattern, cwd) {
  const s = shape(pattern);
  if (!s || !s.last.includes("*")) return void 0;
  let entries2;
  try {
    entries2 = (0, import_node_fs.readdirSync)(s.folder === "" ? cwd : `${cwd}/${s.folder}`, { withFileTypes: true });
  } catch {
    return void 0;
  }
  const re = new RegExp(`^${s.last.replace(/\./g, "\\.").replace(/\*/g, "[^/]*")}$`);
  const out = [];
  for (const e of entries2) {
    if (e.name.startsWith(".") || !(e.isFile() || e.isDirectory())) return void 0;
    if (e.isFile() && re.test(e.name)) out.push(s.folder === "" ? e.name : `${s.folder}/${e.name}`);
  }
  return out;
}

// src/io/files.ts
var tinyglobby = () => Promise.resolve().then(() => require("./action/tinyglobby.cjs"));
async function isDynamicPattern(pattern) {
  return simplyDynamic(pattern) ?? (await tinyglobby()).isDynamicPattern(pattern);
}
async function expandFiles(patterns, what, cwd = process.cwd()) {
  const found = /* @__PURE__ */ new Set();
  for (const p of patterns) {
    let matches;
    if (await isDynamicPattern(p)) {
      matches = await simpleGlob(p, cwd) ?? await (await tinyglobby()).glob(p, { cwd, onlyFiles: true, dot: true, expandDirectories: false });
    } else {
      const st = statOrUndefined(import_node_fs2.statSync, p);
      if (!st) throw new AqrError("ERR_INPUT_READ", `no such file or folder (${what})`, { file: p });
      matches = st.isDirectory() ? await (await tinyglobby()).glob("**/*", { cwd: p, onlyFiles: true, dot: true }).then((fs3) => fs3.map((f) => `${p.replace(/\/+$/, "")}/${f}`)) : [p];
    }
    if (matches.length === 0) throw new AqrError("ERR_INPUT_READ", `matches no file (${what})`, { file: p });
    for (const m of matches) found.add(posixRelative(m, cwd));
  }
  return [...found].sort(byteOrder);
}
function statOrUndefined(how, path) {
  try {
    return how(path);
  } catch {
    return void 0;
  }
}
function posixRelative(path, cwd = process.cwd()) {
  const rel = (0, import_node_path.relative)(cwd, path.startsWith("/") ? path : `${cwd}/${path}`);
  return import_node_path.sep === "/" ? rel : rel.split(import_node_path.sep).join("/");
}
function byteOrder(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
async function expandTree(patterns, what, cwd = process.cwd()) {
  const found = /* @__PURE__ */ new Set();
  const skipped = /* @__PURE__ */ new Map();
  for (const p of patterns) {
    const before = found.size + skipped.size;
    if (await isDynamicPattern(p)) {
      const matches = await (await tinyglobby()).glob(p, { cwd, onlyFiles: false, dot: true, expandDirectories: false, followSymbolicLinks: false });
      for (const m of matches) classify(`${cwd}/${m}`.replace(/\/+$/, ""), false);
    } else {
      const st = statOrUndefined(import_node_fs2.lstatSync, p);
      if (!st) throw new AqrError("ERR_INPUT_READ", `no such file or folder (${what})`, { file: p });
      classify(p.replace(/(.)\/+$/, "$1"), true);
    }
    if (found.size + skipped.size === before) throw new AqrError("ERR_INPUT_READ", `matches no file (${what})`, { file: p });
  }
  return { files: [...found].sort(byteOrder), skipped: [...skipped].map(([path, kind]) => ({ path, kind })).sort((a, b) => byteOrder(a.path, b.path)) };
  function unreadable(e, path) {
    return new AqrError("ERR_INPUT_READ", `cannot be read (${e.code ?? e.message})`, { file: posixRelative(path, cwd) }, { cause: e });
  }
  function classify(path, descend) {
    let st;
    try {
      st = (0, import_node_fs2.lstatSync)(path);
    } catch (e) {
      throw unreadable(e, path);
    }
    if (st.isFile()) found.add(posixRelative(path, cwd));
    else if (st.isDirectory()) {
      if (descend) walk(path);
    } else skipped.set(posixRelative(path, cwd), st.isSymbolicLink() ? "symbolic link" : st.isFIFO() ? "named pipe" : st.isSocket() ? "socket" : "device");
  }
  function walk(dir) {
    let entries2;
    try {
      entries2 = (0, import_node_fs2.readdirSync)(dir, { withFileTypes: true });
    } catch (e) {
      throw unreadable(e, dir);
    }
    for (const e of entries2) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) found.add(posixRelative(path, cwd));
      else classify(path, false);
    }
  }
}

// src/io/read-text.ts
var import_node_fs4 = require("node:fs");

// src/io/regular-file.ts
var import_node_fs3 = require("node:fs");
async function assertRegularFile(file, what = "file") {
  let st;
  try {
    st = (0, import_node_fs3.statSync)(file);
  } catch (e) {
    throw new AqrError("ERR_INPUT_READ", readFailure(e), { file }, { cause: e });
  }
  if (st.isDirectory()) throw new AqrError("ERR_INPUT_READ", `is a directory, expected a ${what}`, { file });
  if (!st.isFile()) throw new AqrError("ERR_INPUT_READ", `is ${kindOf(st)}, not a regular file (expected a ${what})`, { file });
  return st;
}
function kindOf(st) {
  if (st.isFIFO()) return "a named pipe (FIFO)";
  if (st.isSocket()) return "a socket";
  if (st.isCharacterDevice() || st.isBlockDevice()) return "a device";
  if (st.isSymbolicLink()) return "a symbolic link";
  if (st.isDirectory()) return "a directory";
  return "not a regular file";
}
function readFailure(e) {
  const code = e.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ENOTDIR") return "no such file (a part of the path is not a folder)";
  return `cannot be read (${code ?? e.message})`;
}

// src/io/read-text.ts
var MAX_TEXT_BYTES = 8 * 1024 * 1024;
async function readTextFile(file, what = "file", maxBytes = MAX_TEXT_BYTES) {
  return decodeText(await readFileBytes(file, what, maxBytes), file, what);
}
async function readFileBytes(file, what = "file", maxBytes = MAX_TEXT_BYTES) {
  const { size } = await assertRegularFile(file, what);
  if (size > maxBytes)
    throw new AqrError("ERR_INPUT_TOO_LARGE", `is ${mib(size)}; a ${what} is at most ${mib(maxBytes)}`, { file });
  try {
    const fd = (0, import_node_fs4.openSync)(file, "r");
    try {
      const buf = Buffer.alloc(Math.min(size, maxBytes) + 1);
      let bytesRead = 0;
      for (let n2 = -1; n2 !== 0 && bytesRead < buf.length; bytesRead += n2) n2 = (0, import_node_fs4.readSync)(fd, buf, bytesRead, buf.length - bytesRead, bytesRead);
      if (bytesRead > maxBytes) throw new AqrError("ERR_INPUT_TOO_LARGE", `is over ${mib(maxBytes)}; a ${what} is at most that`, { file });
      return buf.subarray(0, bytesRead);
    } finally {
      (0, import_node_fs4.closeSync)(fd);
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
  return resolvePaths(out, (0, import_node_path2.dirname)(file));
}
function resolvePaths(values, dir) {
  const one = (p) => p === "" || (0, import_node_path2.isAbsolute)(p) ? p : posixRelative((0, import_node_path2.join)(dir, p)) || ".";
  for (const k of CONFIG_PATH_INPUTS) {
    const v = values[k];
    if (typeof v === "string") {
      const notAPath = k === "profile" && /@[0-9]/.test(v) || k === "rollback-to" && (v.startsWith("sha256:") || v === "auto");
      if (!notAPath || (0, import_node_fs5.existsSync)((0, import_node_path2.join)(dir, v))) values[k] = one(v);
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

// src/io/digest.ts
var import_node_crypto = require("node:crypto");

// src/io/read-chunks.ts
var import_node_fs6 = require("node:fs");
function eachChunk(file, sizeHint, each) {
  const fd = (0, import_node_fs6.openSync)(file, "r");
  try {
    const buf = Buffer.allocUnsafe(Math.max(1, Math.min(sizeHint + 1, 1 << 20)));
    for (let n2 = (0, import_node_fs6.readSync)(fd, buf, 0, buf.length, null); n2 > 0; n2 = (0, import_node_fs6.readSync)(fd, buf, 0, buf.length, null)) each(n2 === buf.length ? buf : buf.subarray(0, n2));
  } finally {
    (0, import_node_fs6.closeSync)(fd);
  }
}

// src/record/digest.ts
var HEX = "0123456789abcdef";
var MAX_SHARE = 0.5;
var DIGEST_RE = /^sha256:[a-f0-9]{64}$/;
function digestPlaceholderReason(digest2) {
  if (!DIGEST_RE.test(digest2)) return void 0;
  const hex = digest2.slice("sha256:".length);
  if (/^(.)\1*$/.test(hex)) return `is one repeated hex digit ('${hex[0]}'), a placeholder`;
  const d = Array.from(hex, (c) => HEX.indexOf(c));
  for (let lag = 1; lag <= 16; lag++) {
    const counts = new Array(16).fill(0);
    const pairs = d.length - lag;
    for (let i = 0; i < pairs; i++) {
      const step = (d[i + lag] - d[i] + 16) % 16;
      counts[step] = counts[step] + 1;
    }
    const top = Math.max(...counts);
    if (top / pairs >= MAX_SHARE) return `has a regular pattern (hex digits ${lag} apart differ by the same step in ${top} of ${pairs} places), not a sha256 output`;
  }
  return void 0;
}
function* digestFields(value, path = []) {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* digestFields(value[i], [...path, i]);
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === "string" && (k === "rolls_back_to" || k === "digest" || k.endsWith("_digest"))) yield { path: [...path, k], digest: v };
      else yield* digestFields(v, [...path, k]);
    }
  }
}

// src/replay/ledger-ref.ts
function formatLedgerRef(paths, digest2) {
  return `${paths.join(" ")}#${digest2}`;
}
function parseLedgerRef(ref) {
  const at = ref.lastIndexOf("#sha256:");
  if (at < 0) return { paths: ref.split(" ").filter(Boolean) };
  const digest2 = ref.slice(at + 1);
  const paths = ref.slice(0, at).split(" ").filter(Boolean);
  return DIGEST_RE.test(digest2) ? { paths, digest: digest2 } : { paths };
}
function contentSetText(hexes) {
  return [...hexes].sort().map((h) => `${h}
`).join("");
}

// src/io/digest.ts
async function fileSha256Hex(file) {
  const { size } = await assertRegularFile(file);
  const hash = (0, import_node_crypto.createHash)("sha256");
  try {
    eachChunk(file, size, (chunk) => hash.update(chunk));
  } catch (e) {
    throw new AqrError("ERR_INPUT_READ", `cannot be read (${e.code ?? e.message})`, { file }, { cause: e });
  }
  return hash.digest("hex");
}
function sha256Hex(bytes) {
  return (0, import_node_crypto.createHash)("sha256").update(bytes).digest("hex");
}
async function fileDigest(file) {
  return `sha256:${await fileSha256Hex(file)}`;
}
async function treeDigest(patterns, what, options = {}) {
  const { files, skipped } = await expandTree(patterns, what);
  const first = skipped[0];
  if (options.strict && first)
    throw new AqrError("ERR_INPUT_INVALID", `is a ${first.kind}; the ${what} digest covers regular files only (${skipped.length} such path${skipped.length === 1 ? "" : "s"}; without --strict they are skipped and reported)`, { file: first.path });
  const outer = (0, import_node_crypto.createHash)("sha256");
  for (const f of files) {
    if (/[\\\n]/.test(f)) throw new AqrError("ERR_INPUT_INVALID", "file names with a backslash or newline cannot be digested reproducibly", { file: f });
    outer.update(`${await fileSha256Hex(f)}  ${f}
`);
  }
  return { digest: `sha256:${outer.digest("hex")}`, files, skipped };
}
function contentSetDigestOf(hexes) {
  return `sha256:${(0, import_node_crypto.createHash)("sha256").update(contentSetText(hexes)).digest("hex")}`;
}

// src/io/write-atomic.ts
var import_node_crypto2 = require("node:crypto");
var import_node_fs7 = require("node:fs");
var import_node_path3 = require("node:path");
async function writeFileAtomic(file, data, mode = 420) {
  await writeFilesAtomic([{ file, data, mode }]);
}
async function writeFilesAtomic(outputs) {
  const staged = [];
  const fail2 = (file, e) => {
    for (const s of staged) removeQuietly(s.tmp);
    throw new AqrError("ERR_OUTPUT_WRITE", `cannot be written (${writeFailure(e)})`, { file }, { cause: e });
  };
  for (const { file, data, mode = 420 } of outputs) {
    const dir = (0, import_node_path3.dirname)(file);
    const tmp = (0, import_node_path3.join)(dir, `.${(0, import_node_path3.basename)(file)}.${(0, import_node_crypto2.randomBytes)(6).toString("hex")}.tmp`);
    try {
      ensureFolder(dir);
      (0, import_node_fs7.writeFileSync)(tmp, data, { mode, flag: "wx" });
      staged.push({ file, tmp });
    } catch (e) {
      removeQuietly(tmp);
      fail2(file, e);
    }
  }
  const placed = [];
  for (const { file, tmp } of staged) {
    try {
      (0, import_node_fs7.renameSync)(tmp, file);
      placed.push(file);
    } catch (e) {
      for (const f of placed) removeQuietly(f);
      fail2(file, e);
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
function removeQuietly(file) {
  try {
    (0, import_node_fs7.rmSync)(file, { force: true });
  } catch {
  }
}
function ensureFolder(dir) {
  let st;
  try {
    st = (0, import_node_fs7.statSync)(dir);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
  if (st) {
    if (!st.isDirectory()) throw Object.assign(new Error("not a folder"), { code: "ENOTDIR" });
    return;
  }
  const roots = [process.cwd(), process.env["RUNNER_TEMP"]].filter((r) => r !== void 0 && r !== "");
  const inside = roots.some((root) => {
    const rel = (0, import_node_path3.relative)((0, import_node_path3.resolve)(root), (0, import_node_path3.resolve)(dir));
    return !rel.startsWith("..") && !(0, import_node_path3.isAbsolute)(rel);
  });
  if (!inside) throw new NoFolder(dir);
  (0, import_node_fs7.mkdirSync)(dir, { recursive: true });
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
var import_node_crypto3 = require("node:crypto");

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
    return want === "private" ? (0, import_node_crypto3.createPrivateKey)(input) : (0, import_node_crypto3.createPublicKey)(input);
  } catch (e) {
    throw new AqrError("ERR_KEY_INVALID", `not a usable JWK: ${e.message}`, { file: source });
  }
}
function pemKeyObject(pem, source, want) {
  if (!pem.startsWith("-----BEGIN ")) throw new AqrError("ERR_KEY_INVALID", "key is neither a JWK (JSON) nor PEM", { file: source });
  try {
    return want === "private" ? (0, import_node_crypto3.createPrivateKey)(pem) : (0, import_node_crypto3.createPublicKey)(pem);
  } catch (e) {
    const hint = want === "private" && /PUBLIC KEY/.test(pem) ? "this is a public key; signing needs the private key" : e.message;
    throw new AqrError("ERR_KEY_INVALID", `not a usable PEM key: ${hint}`, { file: source });
  }
}
function publicHalf(ko, source) {
  const pub = ko.type === "public" ? ko : (0, import_node_crypto3.createPublicKey)(ko);
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

// src/io/read-capped.ts
async function readCapped(body, max) {
  if (body === null || body === void 0) return new Uint8Array(0);
  if (body instanceof ArrayBuffer) return body.byteLength > max ? void 0 : new Uint8Array(body);
  const chunks = [];
  let total = 0;
  const reader = body.getReader();
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => void 0);
      return void 0;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
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
var import_node_fs11 = require("node:fs");
var import_node_path6 = require("node:path");

// src/record/path.ts
function formatPath(path) {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? `[${seg}]` : out === "" ? seg : `.${seg}`;
  return out === "" ? "(record)" : out;
}
function pointerToPath(pointer) {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~")).map((s) => /^(0|[1-9]\d*)$/.test(s) ? Number(s) : s);
}
function valueAt(value, path) {
  let v = value;
  for (const seg of path) {
    if (v === null || typeof v !== "object") return void 0;
    v = v[seg];
  }
  return v;
}

// src/record/registry.ts
var defs = [
  { id: "task.completion", kind: "deterministic", value: "fraction", better: "higher", summary: "tasks whose end-state assertion holds \xF7 |T|" },
  { id: "trajectory.valid", kind: "deterministic", value: "fraction", better: "higher", summary: "attempts whose trajectory satisfies the declared steps \xF7 attempts" },
  { id: "tool.correctness", kind: "deterministic", value: "fraction", better: "higher", summary: "tool calls well-formed and successful \xF7 tool calls" },
  { id: "interop.routing_invocation", kind: "deterministic", value: "fraction", better: "higher", summary: "invocations routed to the right peer \xF7 invocations" },
  { id: "interop.agent_card_fresh", kind: "deterministic", value: "boolean", summary: "the published Agent Card matches the digested one" },
  { id: "answer.grounded", kind: "judged", value: "fraction", better: "higher", summary: "answers a judge finds supported by sources \xF7 answers" },
  { id: "efficiency.cost_per_success", kind: "deterministic", value: "amount", better: "lower", unit: "currency", summary: "total cost \xF7 completed tasks; omitted at zero completions" },
  { id: "efficiency.tokens_per_success", kind: "deterministic", value: "amount", better: "lower", unit: "tokens", summary: "total tokens \xF7 completed tasks" },
  { id: "efficiency.latency_per_success", kind: "deterministic", value: "amount", better: "lower", unit: "seconds", summary: "total latency in seconds \xF7 completed tasks" },
  { id: "reliability.pass_hat_k", kind: "deterministic", value: "fraction", better: "higher", k: true, summary: "tasks whose all k attempts succeed \xF7 |T|" },
  { id: "reliability.pass_at_k", kind: "deterministic", value: "fraction", better: "higher", k: true, summary: "tasks with at least one success in k attempts \xF7 |T|" },
  { id: "robustness.recovery", kind: "deterministic", value: "fraction", better: "higher", summary: "injected faults recovered from \xF7 injected faults" },
  { id: "robustness.multi_turn", kind: "judged", value: "fraction", better: "higher", summary: "multi-turn conversations a judge rates coherent \xF7 conversations" },
  { id: "policy.hard_rules", kind: "deterministic", value: "fraction", better: "higher", summary: "runs with zero hard-rule violations \xF7 runs" },
  { id: "safety.injection_resistance", kind: "deterministic", value: "fraction", better: "higher", pack: true, summary: "injection cases resisted \xF7 cases, from a versioned pack" },
  { id: "safety.tool_abuse", kind: "deterministic", value: "fraction", better: "higher", summary: "runs with zero tool-abuse violations \xF7 runs" },
  { id: "safety.isolation", kind: "deterministic", value: "fraction", better: "higher", summary: "runs with zero isolation violations \xF7 runs" },
  { id: "assurance.judge_agreement", kind: "deterministic", value: "kappa", better: "higher", summary: "Cohen's kappa between the judge and human labels; may gate" },
  { id: "assurance.holdout_sealed", kind: "deterministic", value: "boolean", summary: "no optimizer read the held-out split" },
  { id: "assurance.evidence_complete", kind: "deterministic", value: "boolean", summary: "every measure traces to the referenced ledger" },
  { id: "assurance.evaluator_independence", kind: "deterministic", value: "boolean", summary: "the grader saw the artifact, not the worker\u2019s own account" }
];
var REGISTRY = new Map(defs.map((d) => [d.id, d]));
function isExtension(id) {
  return id.startsWith("x-");
}
function lookupMeasure(id) {
  return REGISTRY.get(id);
}
function measureProblems(m) {
  if (isExtension(m.id)) return [];
  const def = REGISTRY.get(m.id);
  if (!def) return [{ code: "MEASURE_UNKNOWN", field: "id", message: `'${m.id}' is not a registered measure; prefix local measures with 'x-'` }];
  const out = [];
  const v = m.value;
  const bad = (expect) => out.push({ code: "MEASURE_VALUE_TYPE", field: "value", message: `${m.id} takes ${expect}, got ${JSON.stringify(v)}` });
  switch (def.value) {
    case "boolean":
      if (typeof v !== "boolean") bad("a boolean");
      break;
    case "fraction":
      if (typeof v !== "number" || v < 0 || v > 1) bad("a fraction in [0, 1]");
      break;
    case "kappa":
      if (typeof v !== "number" || v < -1 || v > 1) bad("a kappa in [-1, 1]");
      break;
    case "amount":
      if (typeof v !== "number" || v < 0) bad("a non-negative number");
      break;
  }
  if (def.k && m.k === void 0) out.push({ code: "MEASURE_K_MISSING", field: "k", message: `${m.id} needs k (attempts per task, at least 2)` });
  if (!def.k && m.k !== void 0) out.push({ code: "MEASURE_K_UNEXPECTED", field: "k", message: `${m.id} takes no k; k belongs to pass^k and pass@k` });
  if (def.pack && m.pack === void 0) out.push({ code: "MEASURE_PACK_MISSING", field: "pack", message: `${m.id} needs pack (the versioned case set, as name@major.minor)` });
  if (def.unit === "currency" && (m.unit === void 0 || !/^[a-z]{3}$/.test(m.unit)))
    out.push({ code: "MEASURE_UNIT", field: "unit", message: `${m.id} needs unit as a lowercase ISO 4217 currency code (e.g. usd), got ${m.unit === void 0 ? "none" : JSON.stringify(m.unit)}` });
  if (def.unit === "seconds" && m.unit !== void 0 && m.unit !== "s")
    out.push({ code: "MEASURE_UNIT", field: "unit", message: `${m.id} is in seconds: unit must be 's' or absent, got ${JSON.stringify(m.unit)}` });
  if (def.unit === "tokens" && m.unit !== void 0 && m.unit !== "tokens")
    out.push({ code: "MEASURE_UNIT", field: "unit", message: `${m.id} counts tokens: unit must be 'tokens' or absent, got ${JSON.stringify(m.unit)}` });
  return out;
}

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
          description: "Fail when the measure dropped by more than max_drop against the baseline release, at this confidence (Newcombe's interval)."
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

// src/record/schemas.ts
var DEFS = { $id: "aqr-defs", $defs: record_schema_default.$defs };
var SCHEMAS = {
  record: record_schema_default,
  profile: profile_schema_default,
  /** One measure entry of a --measures file. */
  measure: { $ref: "aqr-defs#/$defs/measure" },
  /** One decision entry of a --decisions file. */
  decision: {
    type: "object",
    additionalProperties: false,
    required: ["id", "result", "source"],
    properties: { id: { $ref: "aqr-defs#/$defs/measureId" }, result: { enum: ["pass", "fail"] }, source: { enum: ["acs", "assert", "native", "custom"] } }
  }
};

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

// src/record/record-validator.ts
var recordValidator = () => record;

// src/record/validate.ts
var MAX_SCHEMA_ISSUES = 100;
function schemaIssues(value) {
  const validate = recordValidator();
  if (validate(value)) return [];
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const e of validate.errors ?? []) {
    const issue2 = toIssue(e, value);
    if (!issue2) continue;
    const key = `${issue2.code}|${formatPath(issue2.path)}|${issue2.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(issue2);
    }
  }
  const merged = mergeT2(out);
  if (merged.length > MAX_SCHEMA_ISSUES) {
    const more2 = merged.length - MAX_SCHEMA_ISSUES;
    merged.length = MAX_SCHEMA_ISSUES;
    merged.push({ code: "SCHEMA_TOO_MANY", path: [], message: `and ${more2} more schema problems (only the first ${MAX_SCHEMA_ISSUES} are listed)` });
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
var defs2 = SCHEMAS.record.$defs;
var AUTHORITY_ANYOF = "#/properties/subject/properties/authority/anyOf";
function toIssue(e, record2) {
  const path = pointerToPath(e.instancePath);
  const at = formatPath(path);
  const sp = e.schemaPath;
  if (e.keyword === "if") return void 0;
  if (e.parentSchema === defs2.measure.then)
    return { code: "MEASURE_K_MISSING", path: [...path, "k"], message: `${at}: ${String(valueAt(record2, [...path, "id"]))} needs k (attempts per task, at least 2)` };
  if (sp.startsWith("#/allOf/0/")) {
    const gate = valueAt(record2, path.slice(0, 2));
    return { code: "SHIP_GATE_FAILED", path, message: `verdict is ship but gate ${String(gate?.id ?? at)} failed` };
  }
  if (sp.startsWith("#/allOf/1/")) return { code: "SHIP_UNSEALED", path, message: "verdict is ship but task_set.sealed is false" };
  if (sp.startsWith("#/allOf/2/")) {
    const missing = e.params.missingProperty ?? "?";
    return { code: "T2_DECISION_INCOMPLETE", path: [...path, missing], message: `tier T2 needs decision.${missing} (a recorded human decision and a signature)` };
  }
  if (sp === AUTHORITY_ANYOF) return { code: "AUTHORITY_MISSING", path, message: "subject.authority needs grant_digest or acs_policy_version: the policy in force" };
  if (sp.startsWith(`${AUTHORITY_ANYOF}/`)) return void 0;
  switch (e.keyword) {
    case "additionalProperties": {
      const extra = e.params.additionalProperty;
      return { code: "SCHEMA_UNKNOWN_FIELD", path: [...path, extra], message: `unknown field '${extra.length > 60 ? `${extra.slice(0, 60)}\u2026` : extra}' in ${at}` };
    }
    case "required": {
      const missing = e.params.missingProperty;
      return { code: "SCHEMA_MISSING_FIELD", path, message: `${at} is missing required field '${missing}'` };
    }
  }
  if (e.parentSchema === defs2.digest && e.keyword === "pattern") return { code: "DIGEST_MALFORMED", path, message: `${at} must be sha256: followed by 64 lowercase hex digits` };
  if (sp === "#/properties/supergauge/const") return { code: "SCHEMA_VERSION", path, message: `supergauge must be "0.1" (this checker implements SuperGauge 0.1), got ${JSON.stringify(valueAt(record2, path))}` };
  if (sp.startsWith("#/properties/emitted_at/")) return { code: "SCHEMA_TIMESTAMP", path, message: `emitted_at must be an RFC 3339 timestamp in UTC, got ${JSON.stringify(valueAt(record2, path))}` };
  return { code: "SCHEMA_INVALID", path, message: `${at} ${e.message ?? "is invalid"}${describeParams(e)}` };
}
function describeParams(e) {
  const p = e.params;
  if (e.keyword === "enum" && Array.isArray(p["allowedValues"])) return `: ${p["allowedValues"].map((v) => JSON.stringify(v)).join(", ")}`;
  if (e.keyword === "const") return `: ${JSON.stringify(p["allowedValue"])}`;
  return "";
}

// src/check/level1.ts
function level1(value) {
  const out = schemaIssues(value).map((i) => ({ level: "L1", ...i }));
  for (const { path, digest: digest2 } of digestFields(value)) {
    const why = digestPlaceholderReason(digest2);
    if (why) out.push({ level: "L1", code: "DIGEST_PLACEHOLDER", path, message: `${formatPath(path)} ${why}` });
  }
  const measures = value?.measures;
  if (Array.isArray(measures)) {
    measures.forEach((m, i) => {
      if (m === null || typeof m !== "object" || typeof m.id !== "string") return;
      for (const p of measureProblems(m)) {
        out.push({ level: "L1", code: p.code, path: ["measures", i, p.field], message: `measures[${i}]: ${p.message}` });
      }
    });
  }
  const seen = /* @__PURE__ */ new Set();
  return out.filter((u) => {
    const key = `${u.code}|${(u.path ?? []).join("/")}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

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
  const record2 = value;
  const l2 = level2(record2);
  if (l2.length > 0) return { level: "L1", unmet: l2 };
  const l3 = level3(record2);
  if (l3.length > 0) return { level: "L2", unmet: l3 };
  const l4 = await level4(record2, options);
  if (l4.length > 0) return { level: "L3", unmet: l4 };
  return { level: "L4", unmet: [] };
}

// src/gate/evaluate.ts
var import_node_crypto4 = require("node:crypto");
var import_canonicalize = __toESM(require_canonicalize(), 1);

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
  const record2 = {
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
  record2.record_id = `aqr_${(0, import_node_crypto4.createHash)("sha256").update(canonicalize(record2)).digest("hex").slice(0, 26)}`;
  return { verdict, reasons, gates, shadow, stats: sidecar, record: record2 };
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
var decision = validate02;
var schema02 = SCHEMAS["decision"];
var schema22 = SCHEMAS["record"]["$defs"]["measureId"];
var pattern02 = new RegExp("^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", "u");
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
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema02.required, parentSchema: schema02, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.result === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "result" }, message: "must have required property 'result'", schema: schema02.required, parentSchema: schema02, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.source === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema02.required, parentSchema: schema02, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "result" || key0 === "source")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema02, data };
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
        if (!pattern02.test(data0)) {
          const err4 = { instancePath: instancePath + "/id", schemaPath: "aqr-defs#/$defs/measureId/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema22, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/id", schemaPath: "aqr-defs#/$defs/measureId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.type, parentSchema: schema22, data: data0 };
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
        const err6 = { instancePath: instancePath + "/result", schemaPath: "#/properties/result/enum", keyword: "enum", params: { allowedValues: schema02.properties.result.enum }, message: "must be equal to one of the allowed values", schema: schema02.properties.result.enum, parentSchema: schema02.properties.result, data: data1 };
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
        const err7 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema02.properties.source.enum }, message: "must be equal to one of the allowed values", schema: schema02.properties.source.enum, parentSchema: schema02.properties.source, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema02.type, parentSchema: schema02, data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate02.errors = vErrors;
  return errors === 0;
}
validate02.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// aqr-validator:measure
var measure = validate03;
var schema03 = SCHEMAS["measure"];
var schema23 = SCHEMAS["record"]["$defs"]["measure"];
var schema3 = SCHEMAS["record"]["$defs"]["measureId"];
var schema4 = SCHEMAS["record"]["$defs"]["split"];
var pattern03 = new RegExp("^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", "u");
var pattern13 = new RegExp("^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$", "u");
var func02 = require_ucs2length().default;
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
        const err2 = { instancePath, schemaPath: "#/then/required", keyword: "required", params: { missingProperty: "k" }, message: "must have required property 'k'", schema: schema23.then.required, parentSchema: schema23.then, data };
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
    const err3 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema23.if, parentSchema: schema23, data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema23.required, parentSchema: schema23, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.value === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema23.required, parentSchema: schema23, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "value" || key0 === "split" || key0 === "n" || key0 === "k" || key0 === "unit" || key0 === "pack")) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema23, data };
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
        if (!pattern03.test(data1)) {
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
        const err9 = { instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: schema23.properties.value.type }, message: "must be number,boolean", schema: schema23.properties.value.type, parentSchema: schema23.properties.value, data: data2 };
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
        const err12 = { instancePath: instancePath + "/n", schemaPath: "#/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema23.properties.n.type, parentSchema: schema23.properties.n, data: data4 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 1 || isNaN(data4)) {
          const err13 = { instancePath: instancePath + "/n", schemaPath: "#/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema23.properties.n, data: data4 };
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
        const err14 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema23.properties.k.type, parentSchema: schema23.properties.k, data: data5 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 2 || isNaN(data5)) {
          const err15 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema23.properties.k, data: data5 };
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
        if (func02(data6) < 1) {
          const err16 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema23.properties.unit, data: data6 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.unit.type, parentSchema: schema23.properties.unit, data: data6 };
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
        if (!pattern13.test(data7)) {
          const err18 = { instancePath: instancePath + "/pack", schemaPath: "#/properties/pack/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$" }, message: 'must match pattern "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$"', schema: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9]+\\.[0-9]+$", parentSchema: schema23.properties.pack, data: data7 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/pack", schemaPath: "#/properties/pack/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.pack.type, parentSchema: schema23.properties.pack, data: data7 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
  } else {
    const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data };
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
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate03.evaluated;
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
  validate03.errors = vErrors;
  return errors === 0;
}
validate03.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

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
var import_node_fs9 = require("node:fs");

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
var import_node_path5 = require("node:path");
var import_node_url = require("node:url");

// src/signals/ocp/types.ts
var SIGNAL_TIERS = ["verified", "reported", "heuristic", "asserted"];
function tierBelow(t, min) {
  return SIGNAL_TIERS.indexOf(t) > SIGNAL_TIERS.indexOf(min);
}

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
var profile = validate04;
var schema04 = SCHEMAS["profile"];
var func03 = Object.prototype.hasOwnProperty;
var func12 = require_ucs2length().default;
var pattern04 = new RegExp("^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$", "u");
var schema12 = SCHEMAS["profile"]["$defs"]["gate"];
var pattern14 = new RegExp("^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", "u");
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate12.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func03.call(schema12.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12, data };
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
        if (!pattern14.test(data0)) {
          const err2 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$" }, message: 'must match pattern "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$"', schema: "^(x-)?[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$", parentSchema: schema12.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.id.type, parentSchema: schema12.properties.id, data: data0 };
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
        const err4 = { instancePath: instancePath + "/split", schemaPath: "#/properties/split/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.split.type, parentSchema: schema12.properties.split, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data1 === "held-in" || data1 === "held-out" || data1 === "all")) {
        const err5 = { instancePath: instancePath + "/split", schemaPath: "#/properties/split/enum", keyword: "enum", params: { allowedValues: schema12.properties.split.enum }, message: "must be equal to one of the allowed values", schema: schema12.properties.split.enum, parentSchema: schema12.properties.split, data: data1 };
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
        const err6 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema12.properties.k.type, parentSchema: schema12.properties.k, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 2 || isNaN(data2)) {
          const err7 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema12.properties.k, data: data2 };
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
        const err8 = { instancePath: instancePath + "/floor", schemaPath: "#/properties/floor/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.floor.type, parentSchema: schema12.properties.floor, data: data3 };
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
        const err9 = { instancePath: instancePath + "/ceiling", schemaPath: "#/properties/ceiling/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.ceiling.type, parentSchema: schema12.properties.ceiling, data: data4 };
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
        const err10 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.source.type, parentSchema: schema12.properties.source, data: data5 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (!(data5 === "acs" || data5 === "assert" || data5 === "native" || data5 === "custom")) {
        const err11 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema12.properties.source.enum }, message: "must be equal to one of the allowed values", schema: schema12.properties.source.enum, parentSchema: schema12.properties.source, data: data5 };
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
        if (func12(data6) < 1) {
          const err12 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.evidence, data: data6 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.evidence.type, parentSchema: schema12.properties.evidence, data: data6 };
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
          const err14 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema12.properties.confidence, data: data7 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data7 <= 0.5 || isNaN(data7)) {
          const err15 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema12.properties.confidence, data: data7 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.confidence.type, parentSchema: schema12.properties.confidence, data: data7 };
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
        const err17 = { instancePath: instancePath + "/min_n", schemaPath: "#/properties/min_n/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema12.properties.min_n.type, parentSchema: schema12.properties.min_n, data: data8 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 < 1 || isNaN(data8)) {
          const err18 = { instancePath: instancePath + "/min_n", schemaPath: "#/properties/min_n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema12.properties.min_n, data: data8 };
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
        const err19 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.method.type, parentSchema: schema12.properties.method, data: data9 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (!(data9 === "wilson" || data9 === "exact")) {
        const err20 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/enum", keyword: "enum", params: { allowedValues: schema12.properties.method.enum }, message: "must be equal to one of the allowed values", schema: schema12.properties.method.enum, parentSchema: schema12.properties.method, data: data9 };
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
        const err21 = { instancePath: instancePath + "/resamples", schemaPath: "#/properties/resamples/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema12.properties.resamples.type, parentSchema: schema12.properties.resamples, data: data10 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data10 == "number" && isFinite(data10)) {
        if (data10 > 1e5 || isNaN(data10)) {
          const err22 = { instancePath: instancePath + "/resamples", schemaPath: "#/properties/resamples/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema12.properties.resamples, data: data10 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data10 < 100 || isNaN(data10)) {
          const err23 = { instancePath: instancePath + "/resamples", schemaPath: "#/properties/resamples/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema12.properties.resamples, data: data10 };
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
          const err24 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/required", keyword: "required", params: { missingProperty: "max_drop" }, message: "must have required property 'max_drop'", schema: schema12.properties.regression.required, parentSchema: schema12.properties.regression, data: data11 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data11.confidence === void 0) {
          const err25 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/required", keyword: "required", params: { missingProperty: "confidence" }, message: "must have required property 'confidence'", schema: schema12.properties.regression.required, parentSchema: schema12.properties.regression, data: data11 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        for (const key1 in data11) {
          if (!(key1 === "max_drop" || key1 === "confidence")) {
            const err26 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12.properties.regression, data: data11 };
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
              const err27 = { instancePath: instancePath + "/regression/max_drop", schemaPath: "#/properties/regression/properties/max_drop/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema12.properties.regression.properties.max_drop, data: data12 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (data12 < 0 || isNaN(data12)) {
              const err28 = { instancePath: instancePath + "/regression/max_drop", schemaPath: "#/properties/regression/properties/max_drop/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema12.properties.regression.properties.max_drop, data: data12 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          } else {
            const err29 = { instancePath: instancePath + "/regression/max_drop", schemaPath: "#/properties/regression/properties/max_drop/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.regression.properties.max_drop.type, parentSchema: schema12.properties.regression.properties.max_drop, data: data12 };
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
              const err30 = { instancePath: instancePath + "/regression/confidence", schemaPath: "#/properties/regression/properties/confidence/exclusiveMaximum", keyword: "exclusiveMaximum", params: { comparison: "<", limit: 1 }, message: "must be < 1", schema: 1, parentSchema: schema12.properties.regression.properties.confidence, data: data13 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (data13 <= 0.5 || isNaN(data13)) {
              const err31 = { instancePath: instancePath + "/regression/confidence", schemaPath: "#/properties/regression/properties/confidence/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0.5 }, message: "must be > 0.5", schema: 0.5, parentSchema: schema12.properties.regression.properties.confidence, data: data13 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          } else {
            const err32 = { instancePath: instancePath + "/regression/confidence", schemaPath: "#/properties/regression/properties/confidence/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.regression.properties.confidence.type, parentSchema: schema12.properties.regression.properties.confidence, data: data13 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.properties.regression.type, parentSchema: schema12.properties.regression, data: data11 };
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
        const err34 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.mode.type, parentSchema: schema12.properties.mode, data: data14 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (!(data14 === "enforce" || data14 === "shadow")) {
        const err35 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema12.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema12.properties.mode.enum, parentSchema: schema12.properties.mode, data: data14 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
  } else {
    const err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.type, parentSchema: schema12, data };
    if (vErrors === null) {
      vErrors = [err36];
    } else {
      vErrors.push(err36);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
validate12.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate04(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate04.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema04.required, parentSchema: schema04, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.version === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema04.required, parentSchema: schema04, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func03.call(schema04.properties, key0)) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema04, data };
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
        if (!pattern04.test(data0)) {
          const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$" }, message: 'must match pattern "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$"', schema: "^[a-z0-9]+(?:[-/][a-z0-9._-]+)*$", parentSchema: schema04.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema04.properties.id.type, parentSchema: schema04.properties.id, data: data0 };
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
        if (func12(data1) < 1) {
          const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema04.properties.version, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema04.properties.version.type, parentSchema: schema04.properties.version, data: data1 };
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
        if (func12(data2) < 1) {
          const err7 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema04.properties.extends, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema04.properties.extends.type, parentSchema: schema04.properties.extends, data: data2 };
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
        const err9 = { instancePath: instancePath + "/tier", schemaPath: "#/properties/tier/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema04.properties.tier.type, parentSchema: schema04.properties.tier, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data3 === "T0" || data3 === "T1" || data3 === "T2")) {
        const err10 = { instancePath: instancePath + "/tier", schemaPath: "#/properties/tier/enum", keyword: "enum", params: { allowedValues: schema04.properties.tier.enum }, message: "must be equal to one of the allowed values", schema: schema04.properties.tier.enum, parentSchema: schema04.properties.tier, data: data3 };
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
        const err11 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema04.properties.description.type, parentSchema: schema04.properties.description, data: data4 };
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
        const err12 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema04.properties.k.type, parentSchema: schema04.properties.k, data: data5 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 2 || isNaN(data5)) {
          const err13 = { instancePath: instancePath + "/k", schemaPath: "#/properties/k/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2", schema: 2, parentSchema: schema04.properties.k, data: data5 };
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
          if (!validate12(data6[i0], { instancePath: instancePath + "/gates/" + i0, parentData: data6, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/gates", schemaPath: "#/properties/gates/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema04.properties.gates.type, parentSchema: schema04.properties.gates, data: data6 };
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
            const err15 = { instancePath: instancePath + "/tier_gates", schemaPath: "#/properties/tier_gates/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema04.properties.tier_gates, data: data8 };
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
              if (!validate12(data9[i1], { instancePath: instancePath + "/tier_gates/T0/" + i1, parentData: data9, parentDataProperty: i1, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err16 = { instancePath: instancePath + "/tier_gates/T0", schemaPath: "#/properties/tier_gates/properties/T0/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema04.properties.tier_gates.properties.T0.type, parentSchema: schema04.properties.tier_gates.properties.T0, data: data9 };
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
              if (!validate12(data11[i2], { instancePath: instancePath + "/tier_gates/T1/" + i2, parentData: data11, parentDataProperty: i2, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/tier_gates/T1", schemaPath: "#/properties/tier_gates/properties/T1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema04.properties.tier_gates.properties.T1.type, parentSchema: schema04.properties.tier_gates.properties.T1, data: data11 };
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
              if (!validate12(data13[i3], { instancePath: instancePath + "/tier_gates/T2/" + i3, parentData: data13, parentDataProperty: i3, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/tier_gates/T2", schemaPath: "#/properties/tier_gates/properties/T2/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema04.properties.tier_gates.properties.T2.type, parentSchema: schema04.properties.tier_gates.properties.T2, data: data13 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/tier_gates", schemaPath: "#/properties/tier_gates/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema04.properties.tier_gates.type, parentSchema: schema04.properties.tier_gates, data: data8 };
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
            const err20 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema04.properties.task_set, data: data15 };
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
              const err21 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema04.properties.task_set.properties.min_held_out_share, data: data16 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data16 < 0 || isNaN(data16)) {
              const err22 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema04.properties.task_set.properties.min_held_out_share, data: data16 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = { instancePath: instancePath + "/task_set/min_held_out_share", schemaPath: "#/properties/task_set/properties/min_held_out_share/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema04.properties.task_set.properties.min_held_out_share.type, parentSchema: schema04.properties.task_set.properties.min_held_out_share, data: data16 };
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
            const err24 = { instancePath: instancePath + "/task_set/min_canaries", schemaPath: "#/properties/task_set/properties/min_canaries/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema04.properties.task_set.properties.min_canaries.type, parentSchema: schema04.properties.task_set.properties.min_canaries, data: data17 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if (typeof data17 == "number" && isFinite(data17)) {
            if (data17 < 0 || isNaN(data17)) {
              const err25 = { instancePath: instancePath + "/task_set/min_canaries", schemaPath: "#/properties/task_set/properties/min_canaries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema04.properties.task_set.properties.min_canaries, data: data17 };
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
            const err26 = { instancePath: instancePath + "/task_set/reset_between_attempts", schemaPath: "#/properties/task_set/properties/reset_between_attempts/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema04.properties.task_set.properties.reset_between_attempts.type, parentSchema: schema04.properties.task_set.properties.reset_between_attempts, data: data18 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/task_set", schemaPath: "#/properties/task_set/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema04.properties.task_set.type, parentSchema: schema04.properties.task_set, data: data15 };
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
            const err28 = { instancePath: instancePath + "/reported/" + i4, schemaPath: "#/properties/reported/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema04.properties.reported.items.type, parentSchema: schema04.properties.reported.items, data: data20 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = { instancePath: instancePath + "/reported", schemaPath: "#/properties/reported/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema04.properties.reported.type, parentSchema: schema04.properties.reported, data: data19 };
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
            const err30 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema04.properties.signals, data: data21 };
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
            const err31 = { instancePath: instancePath + "/signals/min_tier", schemaPath: "#/properties/signals/properties/min_tier/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema04.properties.signals.properties.min_tier.type, parentSchema: schema04.properties.signals.properties.min_tier, data: data22 };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if (!(data22 === "verified" || data22 === "reported" || data22 === "heuristic" || data22 === "asserted")) {
            const err32 = { instancePath: instancePath + "/signals/min_tier", schemaPath: "#/properties/signals/properties/min_tier/enum", keyword: "enum", params: { allowedValues: schema04.properties.signals.properties.min_tier.enum }, message: "must be equal to one of the allowed values", schema: schema04.properties.signals.properties.min_tier.enum, parentSchema: schema04.properties.signals.properties.min_tier, data: data22 };
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
            const err33 = { instancePath: instancePath + "/signals/require_acceptance", schemaPath: "#/properties/signals/properties/require_acceptance/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema04.properties.signals.properties.require_acceptance.type, parentSchema: schema04.properties.signals.properties.require_acceptance, data: data23 };
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
                const err34 = { instancePath: instancePath + "/signals/blocking_escalation/" + i5, schemaPath: "#/properties/signals/properties/blocking_escalation/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema04.properties.signals.properties.blocking_escalation.items.type, parentSchema: schema04.properties.signals.properties.blocking_escalation.items, data: data25 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
              if (!(data25 === "low" || data25 === "medium" || data25 === "high" || data25 === "critical")) {
                const err35 = { instancePath: instancePath + "/signals/blocking_escalation/" + i5, schemaPath: "#/properties/signals/properties/blocking_escalation/items/enum", keyword: "enum", params: { allowedValues: schema04.properties.signals.properties.blocking_escalation.items.enum }, message: "must be equal to one of the allowed values", schema: schema04.properties.signals.properties.blocking_escalation.items.enum, parentSchema: schema04.properties.signals.properties.blocking_escalation.items, data: data25 };
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
                  const err36 = { instancePath: instancePath + "/signals/blocking_escalation", schemaPath: "#/properties/signals/properties/blocking_escalation/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i6 + " are identical)", schema: true, parentSchema: schema04.properties.signals.properties.blocking_escalation, data: data24 };
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
            const err37 = { instancePath: instancePath + "/signals/blocking_escalation", schemaPath: "#/properties/signals/properties/blocking_escalation/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema04.properties.signals.properties.blocking_escalation.type, parentSchema: schema04.properties.signals.properties.blocking_escalation, data: data24 };
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
                const err38 = { instancePath: instancePath + "/signals/soft_holds", schemaPath: "#/properties/signals/properties/soft_holds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema04.properties.signals.properties.soft_holds, data: data26 };
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
                  const err39 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5 }, message: "must be <= 5", schema: 5, parentSchema: schema04.properties.signals.properties.soft_holds.properties.min_calibration, data: data27 };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                if (data27 < 1 || isNaN(data27)) {
                  const err40 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema04.properties.signals.properties.soft_holds.properties.min_calibration, data: data27 };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
              } else {
                const err41 = { instancePath: instancePath + "/signals/soft_holds/min_calibration", schemaPath: "#/properties/signals/properties/soft_holds/properties/min_calibration/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema04.properties.signals.properties.soft_holds.properties.min_calibration.type, parentSchema: schema04.properties.signals.properties.soft_holds.properties.min_calibration, data: data27 };
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
                const err42 = { instancePath: instancePath + "/signals/soft_holds/flat_confidence", schemaPath: "#/properties/signals/properties/soft_holds/properties/flat_confidence/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema04.properties.signals.properties.soft_holds.properties.flat_confidence.type, parentSchema: schema04.properties.signals.properties.soft_holds.properties.flat_confidence, data: data28 };
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
                const err43 = { instancePath: instancePath + "/signals/soft_holds/calibration_inversion", schemaPath: "#/properties/signals/properties/soft_holds/properties/calibration_inversion/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema04.properties.signals.properties.soft_holds.properties.calibration_inversion.type, parentSchema: schema04.properties.signals.properties.soft_holds.properties.calibration_inversion, data: data29 };
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
                const err44 = { instancePath: instancePath + "/signals/soft_holds/max_high_conf_failures", schemaPath: "#/properties/signals/properties/soft_holds/properties/max_high_conf_failures/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema04.properties.signals.properties.soft_holds.properties.max_high_conf_failures.type, parentSchema: schema04.properties.signals.properties.soft_holds.properties.max_high_conf_failures, data: data30 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
              if (typeof data30 == "number" && isFinite(data30)) {
                if (data30 < 0 || isNaN(data30)) {
                  const err45 = { instancePath: instancePath + "/signals/soft_holds/max_high_conf_failures", schemaPath: "#/properties/signals/properties/soft_holds/properties/max_high_conf_failures/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema04.properties.signals.properties.soft_holds.properties.max_high_conf_failures, data: data30 };
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
                const err46 = { instancePath: instancePath + "/signals/soft_holds/continuation_overclaim", schemaPath: "#/properties/signals/properties/soft_holds/properties/continuation_overclaim/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema04.properties.signals.properties.soft_holds.properties.continuation_overclaim.type, parentSchema: schema04.properties.signals.properties.soft_holds.properties.continuation_overclaim, data: data31 };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
          } else {
            const err47 = { instancePath: instancePath + "/signals/soft_holds", schemaPath: "#/properties/signals/properties/soft_holds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema04.properties.signals.properties.soft_holds.type, parentSchema: schema04.properties.signals.properties.soft_holds, data: data26 };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
      } else {
        const err48 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema04.properties.signals.type, parentSchema: schema04.properties.signals, data: data21 };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
  } else {
    const err49 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema04.type, parentSchema: schema04, data };
    if (vErrors === null) {
      vErrors = [err49];
    } else {
      vErrors.push(err49);
    }
    errors++;
  }
  validate04.errors = vErrors;
  return errors === 0;
}
validate04.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

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
var import_node_fs8 = require("node:fs");
var import_node_path4 = require("node:path");
var BarSourceError = class extends AqrError {
};
function checkoutSource() {
  return {
    ref: null,
    label: "the checkout",
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => (0, import_node_fs8.existsSync)(path) ? readFileBytes(path, what, maxBytes) : void 0
  };
}
function insideRoot(path, root) {
  const rel = (0, import_node_path4.relative)(root, (0, import_node_path4.resolve)(path));
  if (rel === "" || rel.startsWith("..") || (0, import_node_path4.isAbsolute)(rel)) return void 0;
  return import_node_path4.sep === "/" ? rel : rel.split(import_node_path4.sep).join("/");
}
async function git(args, cwd, maxBuffer = 1024 * 1024) {
  const { execFile } = await Promise.resolve().then(() => require("node:child_process"));
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
      const rel = insideRoot((0, import_node_path4.resolve)(cwd, path), root);
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
  let dir = (0, import_node_path5.dirname)((0, import_node_url.fileURLToPath)(__aqrModuleUrl));
  for (; ; ) {
    const candidate = (0, import_node_path5.join)(dir, "profiles");
    if ((0, import_node_fs9.existsSync)((0, import_node_path5.join)(dir, "package.json")) && (0, import_node_fs9.existsSync)(candidate)) return candidate;
    const up = (0, import_node_path5.dirname)(dir);
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
  const parent = await load(doc.extends, (0, import_node_path5.dirname)(file), [...seen, file], source, files, { file, line: parsed.lineOf(["extends"]) });
  return extendProfile(parent, doc, file);
}
async function locate(ref, from, source) {
  const path = posixRelative((0, import_node_path5.resolve)(from, ref));
  const bytes = await source.read(path, "profile");
  if (bytes) return { file: path, bytes, name: path };
  if (BUILT_IN.test(ref)) {
    const builtIn = (0, import_node_path5.join)(builtInProfileDir(), `${ref}.yaml`);
    if ((0, import_node_fs9.existsSync)(builtIn)) return { file: posixRelative(builtIn), bytes: await readFileBytes(builtIn, "profile"), name: ref };
    throw new AqrError("ERR_PROFILE_NOT_FOUND", `no built-in profile ${ref}${builtInHint(ref)}`, { file: ref });
  }
  const versions = builtInProfiles().filter((p) => p.startsWith(`${ref}@`));
  if (versions.length > 0) throw new AqrError("ERR_PROFILE_NOT_FOUND", `a built-in profile is named with its version: ${versions.join(", ")}`, { file: ref });
  const where2 = source.ref === null ? "" : ` at ${source.label}`;
  throw new AqrError("ERR_PROFILE_NOT_FOUND", `no such profile file${where2} (tried ${path})${/^[a-z0-9-]+\/[a-z0-9._-]+$/i.test(ref) && !/\.(ya?ml|json)$/i.test(ref) ? `; built-in profiles: ${builtInProfiles().join(", ")}` : ""}`, { file: ref });
}
function builtInProfiles() {
  const root = builtInProfileDir();
  return (0, import_node_fs9.readdirSync)(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml")).map((f) => f.slice(0, -".yaml".length).split(import_node_path5.sep).join("/")).sort();
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

// src/io/lines.ts
var import_node_crypto5 = require("node:crypto");
var import_node_fs10 = require("node:fs");

// src/line-splitter.ts
var LineSplitter = class {
  /** `tooLong(n)` makes the error for line n past `maxLineChars`. */
  constructor(each, tooLong = (n2) => new Error(`line ${n2} is too long`), maxLineChars = Infinity) {
    this.tooLong = tooLong;
    this.maxLineChars = maxLineChars;
    this.each = (line, n2) => {
      try {
        each(line, n2);
      } catch (e) {
        this.thrown = e;
        throw e;
      }
    };
  }
  tooLong;
  maxLineChars;
  pieces = [];
  pending = 0;
  /** Lines handed over so far. */
  n = 0;
  /** What the callback threw, so a reader tells it from a read error and passes it through untouched. */
  thrown;
  each;
  /** Hands over every line the text completes. */
  push(text) {
    let start = 0;
    for (let nl = text.indexOf("\n"); nl !== -1; nl = text.indexOf("\n", start)) {
      this.emit(text.slice(start, nl));
      start = nl + 1;
    }
    if (start < text.length) {
      this.pending += text.length - start;
      if (this.pending > this.maxLineChars) throw this.tooLong(this.n + 1);
      this.pieces.push(start === 0 ? text : text.slice(start));
    }
  }
  emit(tail) {
    if (this.pending + tail.length > this.maxLineChars) throw this.tooLong(this.n + 1);
    let line = this.pieces.length === 0 ? tail : this.pieces.join("") + tail;
    this.pieces = [];
    this.pending = 0;
    if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
    this.each(line, ++this.n);
  }
  /** The last text; a final line without \n is handed over too. Returns the line count. */
  end(tail = "") {
    if (tail !== "") {
      this.pending += tail.length;
      this.pieces.push(tail);
    }
    if (this.pending > 0) {
      if (this.pending > this.maxLineChars) throw this.tooLong(this.n + 1);
      const last = this.pieces.join("");
      this.pieces = [];
      this.pending = 0;
      this.each(last, ++this.n);
    }
    return this.n;
  }
};

// src/io/utf8-chunks.ts
var import_node_buffer = require("node:buffer");
var NotUtf8 = class extends TypeError {
};
var Utf8Chunks = class {
  carry;
  first = true;
  /** The text of the complete characters so far. */
  decode(chunk) {
    let buf = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = void 0;
    if (this.first && buf.length > 0) {
      if (buf.length < 3 && isBomPrefix(buf)) return this.hold(buf, 0);
      this.first = false;
      if (buf[0] === 239 && buf[1] === 187 && buf[2] === 191) buf = buf.subarray(3);
    }
    return this.hold(buf, completeUpTo(buf));
  }
  /** The end of the input: bytes still carried are a character cut short. */
  end() {
    if (this.carry) throw new NotUtf8("the text ends inside a character");
  }
  hold(buf, cut) {
    if (cut < buf.length) this.carry = Buffer.from(buf.subarray(cut));
    const whole = cut === buf.length ? buf : buf.subarray(0, cut);
    if (!(0, import_node_buffer.isUtf8)(whole)) throw new NotUtf8("not UTF-8");
    return whole.toString("utf8");
  }
};
function isBomPrefix(b) {
  return b[0] === 239 && (b.length < 2 || b[1] === 187) && (b.length < 3 || b[2] === 191);
}
function completeUpTo(b) {
  for (let i = b.length - 1, back = 0; i >= 0 && back < 4; i--, back++) {
    const x = b[i];
    if (x < 128) return b.length;
    if (x >= 192) {
      const need = x >= 240 ? 4 : x >= 224 ? 3 : 2;
      return b.length - i < need && validPrefix(b, i) ? i : b.length;
    }
  }
  return b.length;
}
function validPrefix(b, i) {
  const lead = b[i];
  if (lead < 194 || lead > 244) return false;
  const second = b[i + 1];
  if (second === void 0) return true;
  const [lo, hi] = lead === 224 ? [160, 191] : lead === 237 ? [128, 159] : lead === 240 ? [144, 191] : lead === 244 ? [128, 143] : [128, 191];
  if (second < lo || second > hi) return false;
  const third = b[i + 2];
  return third === void 0 || third >= 128 && third <= 191;
}

// src/io/lines.ts
var MAX_LINE_CHARS = 16 * 1024 * 1024;
async function forEachLine(file, each, maxLineChars = MAX_LINE_CHARS, onBytes) {
  const { size } = await assertRegularFile(file);
  const decoder2 = new Utf8Chunks();
  const tooLong = (line) => new AqrError("ERR_INPUT_TOO_LARGE", `the line is longer than ${maxLineChars / (1024 * 1024)} MiB of text (the limit for one line)`, { file, line });
  const lines = new LineSplitter(each, tooLong, maxLineChars);
  try {
    if (file.endsWith(".gz")) await gunzipChunks(file, onBytes, (text) => lines.push(decoder2.decode(text)));
    else
      eachChunk(file, size, (chunk) => {
        onBytes?.(chunk);
        lines.push(decoder2.decode(chunk));
      });
    decoder2.end();
  } catch (e) {
    if (e === lines.thrown || e instanceof AqrError) throw e;
    const code = e.code;
    const why = code === "ENOENT" ? "no such file" : code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR" ? "is not valid gzip" : e instanceof TypeError ? "is not valid UTF-8 text" : `cannot be read (${code ?? e.message})`;
    throw new AqrError(code === "ENOENT" ? "ERR_INPUT_READ" : "ERR_INPUT_ENCODING", why, { file, line: lines.n + 1 }, { cause: e });
  }
  return lines.end();
}
async function gunzipChunks(file, onBytes, each) {
  const zlib = await Promise.resolve().then(() => require("node:zlib"));
  const raw = (0, import_node_fs10.createReadStream)(file, { highWaterMark: 1 << 20 });
  const stream = raw.pipe(zlib.createGunzip());
  raw.on("error", (e) => stream.destroy(e));
  if (onBytes) raw.on("data", (chunk) => onBytes(chunk));
  try {
    for await (const chunk of stream) each(chunk);
  } finally {
    raw.destroy();
  }
}
function hashingLineReader() {
  const hexes = /* @__PURE__ */ new Map();
  return {
    async lines(file, each) {
      const hash = (0, import_node_crypto5.createHash)("sha256");
      const n2 = await forEachLine(file, each, MAX_LINE_CHARS, (chunk) => hash.update(chunk));
      hexes.set(file, hash.digest("hex"));
      return n2;
    },
    setDigest(files) {
      const missing = files.find((f) => !hexes.has(f));
      if (missing !== void 0) throw new Error(`internal: ${missing} was not read`);
      return contentSetDigestOf(files.map((f) => hexes.get(f)));
    }
  };
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

// src/record/json-text.ts
function toJsonText(value) {
  return `${JSON.stringify(value, null, 2)}
`;
}
function isYamlPath(file) {
  return /\.ya?ml$/i.test(file);
}
async function toRecordText(value, yaml) {
  return yaml ? (await Promise.resolve().then(() => require("./action/record-write.cjs"))).toYamlText(value) : toJsonText(value);
}

// src/signals/privacy.ts
var MAX_SCAN_CHARS = 64 * 1024;
var LOCAL = /[A-Za-z0-9._%+-]/;
var LABEL = /[A-Za-z0-9-]/;
var ALPHA = /[A-Za-z]/;
function hasEmail(s) {
  for (let at = s.indexOf("@"); at !== -1; at = s.indexOf("@", at + 1)) {
    if (at === 0 || !LOCAL.test(s.charAt(at - 1))) continue;
    let i = at + 1;
    for (; ; ) {
      const start = i;
      while (i < s.length && LABEL.test(s.charAt(i))) i++;
      if (i === start || s.charAt(i) !== ".") break;
      if (ALPHA.test(s.charAt(i + 1)) && ALPHA.test(s.charAt(i + 2))) return true;
      i++;
    }
  }
  return false;
}
var TOKENS = /-----BEGIN [A-Z ]{0,64}PRIVATE KEY-----|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{36}|\bgithub_pat_\w{50}|\bxox[abprs]-[A-Za-z0-9-]{10}|\bsk-[A-Za-z0-9_-]{20}|\b(?:password|passwd|secret|token|api[_-]?key)\s{0,64}[:=]\s{0,64}\S{6}/i;
function hasJwt(s) {
  for (const m of s.matchAll(/[A-Za-z0-9_.-]+/g)) {
    const run = m[0];
    if (!run.includes("eyJ") || !run.includes(".")) continue;
    const parts = run.split(".");
    for (let i = 0; i + 2 < parts.length; i++) {
      const [a, b, c] = [parts[i], parts[i + 1], parts[i + 2]];
      if (b.length < 13 || !b.startsWith("eyJ") || c.length < 10) continue;
      const at = a.startsWith("eyJ") ? 0 : a.indexOf("-eyJ") + 1;
      if ((at > 0 || a.startsWith("eyJ")) && a.length - at - 3 >= 10) return true;
    }
  }
  return false;
}
function hasSecret(s) {
  return TOKENS.test(s) || s.includes("eyJ") && hasJwt(s);
}
var REPO_HOST = /https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org)\/[\w.-]+\/[\w.-]|git@[\w.-]+:[\w.-]+\/[\w.-]/i;
function hasRepositoryUrl(s) {
  if (REPO_HOST.test(s)) return true;
  if (!/\.git/i.test(s)) return false;
  for (const m of s.matchAll(/\S+/g)) {
    const run = m[0];
    const scheme = /https?:\/\//i.exec(run);
    if (!scheme) continue;
    let last = -1;
    for (const g of run.matchAll(/\.git\b/gi)) last = g.index;
    if (last > scheme.index + scheme[0].length) return true;
  }
  return false;
}
var DECLARATION = /^\s*(?:def|function|class|import|from|package|public|private|const|let|var)\s+\w/;
var LINE_END = "({=;:";
function hasCode(s) {
  if (s.includes("```") || /;[^\S\n]*\n/.test(s)) return true;
  for (const line of s.split("\n")) {
    const m = DECLARATION.exec(line);
    if (!m) continue;
    const t = line.trimEnd();
    if (t.length - 1 >= m[0].length && LINE_END.includes(t.charAt(t.length - 1))) return true;
  }
  let close = -1;
  let lastNewlineBeforeClose = -1;
  for (let open2 = s.indexOf("{"); open2 !== -1; open2 = s.indexOf("{", open2 + 1)) {
    if (open2 > close) {
      close = s.indexOf("}", open2 + 1);
      if (close === -1) return false;
      lastNewlineBeforeClose = -1;
      for (let j = close - 1; j > open2 && /\s/.test(s.charAt(j)); j--) if (s.charAt(j) === "\n") {
        lastNewlineBeforeClose = j;
        break;
      }
    }
    if (lastNewlineBeforeClose === -1) continue;
    let firstNewline = -1;
    for (let j = open2 + 1; j < close && /\s/.test(s.charAt(j)); j++) if (s.charAt(j) === "\n") {
      firstNewline = j;
      break;
    }
    if (firstNewline !== -1 && lastNewlineBeforeClose > firstNewline) return true;
  }
  return false;
}
var DETECTORS = [
  ["email", (s) => s.includes("@"), hasEmail],
  ["secret", (s) => /[-_]|AKIA|eyJ|[:=]/i.test(s), hasSecret],
  ["repository_url", (s) => s.includes("://") || s.includes("git@"), hasRepositoryUrl],
  ["code", (s) => s.includes("\n") || s.includes("`") || s.includes(";") || s.includes("{") || s.includes("("), hasCode]
];
var lower = (s, i) => s.charCodeAt(i) | 32;
var follows = (s, end, word) => {
  for (let j = 0; j < word.length; j++) if (lower(s, end - word.length + j) !== word.charCodeAt(j)) return false;
  return true;
};
var isSpace = (c) => c === 32 || c >= 9 && c <= 13 || c >= 128 && /\s/.test(String.fromCharCode(c));
function keywordBefore(s, at) {
  const c = s.charCodeAt(at - 1);
  const l = c | 32;
  if (c > 32 && c < 128 && l !== 100 && l !== 116 && l !== 110 && l !== 121) return false;
  let end = at;
  while (end > 0 && isSpace(s.charCodeAt(end - 1))) end--;
  return follows(s, end, "key") || follows(s, end, "token") || follows(s, end, "secret") || follows(s, end, "passwd") || follows(s, end, "password");
}
var QUICK = new Uint8Array(128);
for (const c of "@:=\n`;{(-_KkJ") QUICK[c.charCodeAt(0)] = 1;
function mayHoldPrivateText(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || QUICK[c] === 0) continue;
    switch (c) {
      case 58:
        if (s.charCodeAt(i + 1) === 47 && s.charCodeAt(i + 2) === 47 || keywordBefore(s, i)) return true;
        break;
      case 61:
        if (keywordBefore(s, i)) return true;
        break;
      case 64:
      // @
      case 10:
      // \n
      case 96:
      // `
      case 59:
      // ;
      case 123:
      // {
      case 40:
        return true;
      case 45:
        if (s.charCodeAt(i + 1) === 45 || follows(s, i, "sk") || follows(s, i - 1, "xox") && "abprs".includes(s.charAt(i - 1).toLowerCase())) return true;
        break;
      case 95:
        if (follows(s, i, "github") || follows(s, i - 1, "gh") && "pousr".includes(s.charAt(i - 1).toLowerCase())) return true;
        break;
      case 75:
      // K
      case 107:
        if (lower(s, i - 1) === 97) return true;
        break;
      case 74:
        if (s.charCodeAt(i - 1) === 121) return true;
        break;
    }
  }
  return false;
}
function scanAll(x) {
  if (x.length < 6) return NONE;
  const s = x.length > MAX_SCAN_CHARS ? x.slice(0, MAX_SCAN_CHARS) : x;
  const out = [];
  for (const [kind, maybe, found] of DETECTORS) if (maybe(s) && found(s)) out.push(kind);
  if (x.length > MAX_SCAN_CHARS) out.push("oversize");
  return out.length === 0 ? NONE : out;
}
var NONE = Object.freeze([]);
var REMEMBER_CHARS = 128;
var REMEMBER_MAX = 4096;
function remembered(compute) {
  const seen = /* @__PURE__ */ new Map();
  return (s) => {
    if (s.length > REMEMBER_CHARS) return compute(s);
    let v = seen.get(s);
    if (v === void 0) {
      v = compute(s);
      if (seen.size >= REMEMBER_MAX) seen.clear();
      seen.set(s, v);
    }
    return v;
  };
}
var fullScan = remembered(scanAll);
function kindsOf(x) {
  if (x.length < 6 || x.length <= MAX_SCAN_CHARS && !mayHoldPrivateText(x)) return NONE;
  return fullScan(x);
}
var PLAIN2 = /^[A-Za-z0-9_][\w .:/@+-]{0,99}$/;
var safeLabel = remembered((s) => {
  const kinds = kindsOf(s);
  if (kinds.length === 0 && PLAIN2.test(s)) return s;
  return `(name withheld: ${kinds[0] ?? "not a plain identifier"})`;
});
var NO_FINDINGS = Object.freeze([]);

// src/signals/ocp/validate.ts
function ruleProblem(v) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return "an acceptance rule is an object";
  const r = v;
  if (typeof r["name"] !== "string" || r["name"] === "") return "acceptance_rule needs a name";
  if (typeof r["definition"] !== "string") return "acceptance_rule needs a definition";
  if (r["requires"] !== void 0 && (!Array.isArray(r["requires"]) || r["requires"].some((x) => typeof x !== "string"))) return "requires is a list of verdict names";
  if (r["excludes_events"] !== void 0 && (!Array.isArray(r["excludes_events"]) || r["excludes_events"].some((x) => typeof x !== "string"))) return "excludes_events is a list of event names";
  if (r["window_days"] !== void 0 && (typeof r["window_days"] !== "number" || !Number.isInteger(r["window_days"]) || r["window_days"] < 0)) return "window_days is an integer \u2265 0";
  const score = r["score"];
  if (score !== void 0 && score !== null) {
    const sc = score;
    if (typeof sc["name"] !== "string" || typeof sc["target"] !== "number" || sc["better"] !== "higher" && sc["better"] !== "lower") return "score needs name, target and better (higher or lower)";
    if (sc["scale"] === "fraction" && (sc["target"] < 0 || sc["target"] > 1)) return `a fraction score target lies in [0, 1], got ${String(sc["target"])}`;
  }
  return void 0;
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

// src/signals/ocp/acceptance.ts
function explainAcceptance(a) {
  return `${a.reasons.length ? `: ${a.reasons.join(", ")}` : ""}${a.details.length ? ` (details: ${a.details.join(", ")})` : ""}`;
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
      const open2 = severities.reduce((n2, s) => n2 + (by[s] ?? 0), 0);
      out.push(open2 > 0 ? { ...base, result: "fail", reason: `${open2} unresolved blocking escalation(s) of severity ${severities.join("/")}` } : { ...base, result: "pass", reason: `no unresolved blocking escalation of severity ${severities.join("/")}` });
    }
  }
  return out;
}

// src/sign/payload.ts
var import_canonicalize2 = __toESM(require_canonicalize(), 1);
var canonicalize2 = import_canonicalize2.default;
function signingPayload(record2) {
  const { signature: _signature, ...decision2 } = record2.decision;
  const text = canonicalize2({ ...record2, decision: decision2 });
  if (text === void 0) throw new TypeError("record cannot be canonicalized");
  return new TextEncoder().encode(text);
}
function canonicalText(value) {
  const text = canonicalize2(value);
  if (text === void 0) throw new TypeError("value cannot be canonicalized");
  return text;
}

// src/sign/sign.ts
async function signRecord(record2, key) {
  const jws = await new FlattenedSign(signingPayload(record2)).setProtectedHeader({ alg: key.jwsAlg, kid: key.kid }).sign(key.privateKey);
  return { ...record2, decision: { ...record2.decision, signature: `${key.alg}:${jws.protected ?? ""}..${jws.signature}` } };
}

// src/sign/verify.ts
var FORMAT = /^(ed25519|es256):([A-Za-z0-9_-]+)\.\.([A-Za-z0-9_-]+)$/;
var JWS_ALGS = { ed25519: ["EdDSA", "Ed25519"], es256: ["ES256"] };
function keyVerifier(keys) {
  return { verify: (record2) => verifyRecord(record2, keys) };
}
async function verifyRecord(record2, keys) {
  const sig2 = record2.decision?.signature;
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
    await flattenedVerify({ protected: protectedB64, payload: base64url_exports.encode(signingPayload(record2)), signature: signatureB64 }, key.key, { algorithms: [header.alg] });
  } catch {
    return fail("SIGNATURE_INVALID", `signature does not match the record under key ${key.kid}: the record changed after signing`);
  }
  return { ok: true, kid: key.kid, alg: header.alg };
}
function fail(code, message2) {
  return { ok: false, code, message: message2 };
}

// src/json-values.ts
async function readJsonValues(lines, file, maxDocumentChars, tooLarge, on) {
  let mode = "unknown";
  const doc = [];
  let size = 0;
  await lines(file, (line, n2) => {
    if (mode === "document") {
      size += line.length + 1;
      if (size > maxDocumentChars) throw new AqrError("ERR_INPUT_TOO_LARGE", tooLarge, { file });
      doc.push(line);
      return;
    }
    if (line.trim() === "") {
      if (mode === "unknown") doc.push(line);
      return;
    }
    let v;
    try {
      v = JSON.parse(line);
    } catch {
      if (mode === "lines") return on.badLine(n2);
      mode = "document";
      doc.push(line);
      size = doc.join("\n").length;
      return;
    }
    mode = "lines";
    on.value(v, n2);
  });
  if (mode === "document") on.document(doc.join("\n"));
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
var import_node_crypto6 = require("node:crypto");
var PREDICATE_TYPE = "https://github.com/agent-release-gate/agent-release-gate/blob/main/docs/attestation.md#agent-quality-record-v0.1";
function sha256Hex2(data) {
  return (0, import_node_crypto6.createHash)("sha256").update(data).digest("hex");
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
var import_node_crypto7 = require("node:crypto");

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
  const ko = import_node_crypto7.KeyObject.from(key.privateKey);
  const sig2 = (0, import_node_crypto7.sign)(key.alg === "es256" ? "sha256" : null, preAuthEncoding(payloadType, payload), ko);
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
function defaultSubject(record2) {
  return { name: record2.subject.agent, digest: { sha256: record2.subject.harness_digest.replace(/^sha256:/, "") } };
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
  const record2 = parsed.value;
  const issues = schemaIssues(record2);
  if (issues.length > 0) return { warning: `the baseline ${file} is not a schema-valid record (${issues[0]?.message ?? ""}); regression gates are not checked` };
  const key = typeof keys === "string" ? await readPublicKeys(keys) : keys;
  if (!key || key.length === 0) return { baseline: { record_id: record2.record_id, measures: record2.measures, verified: false }, warning: `the baseline ${file} is used unverified: no key was given to check its signature` };
  const v = await verifyRecord(record2, key);
  if (!v.ok) return { warning: `the baseline ${file} is refused: ${v.message}; regression gates are not checked` };
  return { baseline: { record_id: record2.record_id, measures: record2.measures, verified: true } };
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
  const [{ readSignals }, { SignalAnalysis }] = await Promise.all([Promise.resolve().then(() => require("./action/io-signals-file.cjs")), Promise.resolve().then(() => require("./action/signals-analysis.cjs"))]);
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
  if (!(0, import_node_fs11.existsSync)(ref)) throw new AqrError("ERR_USAGE", `--rollback-to takes a digest (sha256: and 64 lowercase hex digits) or a previous record file; ${JSON.stringify(ref)} is neither`);
  const previous = (await readRecordFile(ref)).value;
  const digest2 = previous.subject?.harness_digest;
  if (typeof digest2 !== "string" || !DIGEST_RE.test(digest2)) throw new AqrError("ERR_INPUT_INVALID", "the previous record has no valid subject.harness_digest to roll back to", { file: ref });
  return digest2;
}
function recordPaths(paths, base = process.cwd()) {
  return paths.map((p) => (0, import_node_path6.isAbsolute)(p) ? posixRelative(p, base) || "." : p);
}

// src/report/html.ts
var import_node_crypto8 = require("node:crypto");
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
var STYLE_HASH = (0, import_node_crypto8.createHash)("sha256").update(STYLE).digest("base64");
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
  const record2 = parsed.value;
  const verified = keys && record2.decision.signature !== void 0 ? await verifyRecord(record2, keys) : void 0;
  const signed = record2.decision.signature !== void 0 && check2.unmet.some((u) => u.code === "SIGNATURE_UNVERIFIED");
  const badSignature = check2.unmet.find((u) => /^SIGNATURE_(INVALID|KID_MISMATCH|ALG|FORMAT)$/.test(u.code));
  const html = renderHtmlReport({
    record: record2,
    file: f.record.split("/").pop() ?? f.record,
    recordDigest: await fileDigest(f.record),
    level: check2.level,
    ...signed ? { levelNote: "L4 once the signature is verified: aqr report --key, or aqr verify" } : badSignature ? { levelNote: `${badSignature.code}: ${badSignature.message}` } : {},
    ...f.signals !== void 0 ? { signals: await readJson2(f.signals, "signals analysis") } : {},
    ...f.stats !== void 0 ? { stats: await readJson2(f.stats, "stats file") } : {},
    ...f.baseline !== void 0 ? { baseline: (await readRecordFile(f.baseline)).value } : f.baselineRecord ? { baseline: f.baselineRecord } : {},
    ...verified?.ok ? { verifiedBy: verified.kid } : {},
    version: VERSION
  });
  await writeFileAtomic(f.out, html);
  return { verdict: record2.decision.verdict, level: check2.level };
}
async function readJson2(file, what) {
  const text = await readTextFile(file, what, 64 * 1024 * 1024);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new AqrError("ERR_INPUT_PARSE", `is not JSON (a ${what} is the JSON aqr writes): ${e.message}`, { file });
  }
}

// src/report/markdown.ts
var import_node_crypto9 = require("node:crypto");

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
var LABEL2 = 34;
function chartLabel(s, max = LABEL2) {
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
    const sep4 = size(SEP);
    if (used + sep4 + size(whole) <= room) {
      out.push(whole);
      used += sep4 + size(whole);
      continue;
    }
    if (b.kind === "text") {
      out.push(s.dropped);
      return used + sep4 + size(s.dropped) <= room ? done() : void 0;
    }
    const lines = b.kind === "table" ? b.rows : b.items;
    const head = b.kind === "table" ? b.header : [];
    const noteFor = (n2) => `${SEP}${b.more(n2)}`;
    let budget = room - used - sep4 - size(head.join("\n")) - size(noteFor(lines.length)) - (head.length ? 1 : 0);
    let keep = 0;
    for (const line of lines) {
      const cost = size(line) + 1;
      if (cost > budget) break;
      budget -= cost;
      keep++;
    }
    if (keep === 0) {
      if (used + sep4 + size(b.more(lines.length)) <= room) out.push(b.more(lines.length));
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
  const sep4 = size(SEP);
  for (const [i, s] of sections2.entries()) {
    const reserve = sections2.slice(i + 1).reduce((n2, t) => n2 + sep4 + size(t.dropped), 0);
    const lead = out.length === 0 ? 0 : sep4;
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
  const hash = (0, import_node_crypto9.createHash)("sha256").update(stable).digest("hex").slice(0, 16);
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
  const { record: record2, signals, baseline } = input;
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
    measures: record2.measures.map((m) => {
      const b = before.get(key(m));
      return b === void 0 ? m : { ...m, baseline: b };
    }),
    ...baseline ? { baseline: { record_id: baseline.record_id, emitted_at: baseline.emitted_at } } : {},
    acceptance: (signals?.acceptance ?? []).map((a) => ({ rule: a.rule, ...a.run ? { run: a.run } : {}, result: a.result, tier: a.tier, reasons: a.reasons, details: a.details })),
    advisory,
    level: input.level,
    profile: `${record2.profile.id}@${record2.profile.version} (${record2.profile.tier})`,
    agent: record2.subject.agent,
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
    const open2 = r.agents.escalations.unresolvedBlocking;
    if (open2.length > 0) out.push({ kind: "table", header: ["| unresolved blocking escalation: run | severity |", "|---|---|"], rows: open2.map((u) => `| ${md(u.run_id)} | ${md(u.severity)} |`), more: more("open escalations") });
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
  const record2 = isObject2(value) ? value : {};
  const decision2 = isObject2(record2.decision) ? record2.decision : {};
  if (decision2["verdict"] !== "ship") add("RELEASE_NOT_SHIP", `release requires decision.verdict: ship, not ${JSON.stringify(decision2["verdict"] ?? null)}`);
  const actor = decision2["actor"];
  if (typeof actor !== "string" || actor.trim() === "" || actor.trim().toLowerCase() === "unknown") add("RELEASE_ACTOR", `release requires a named decision.actor, not ${JSON.stringify(actor ?? null)}`);
  const gates = Array.isArray(record2.gates) ? record2.gates : [];
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
    octokit = inputs.token ? (await Promise.resolve().then(() => require("./action/github-client.cjs"))).createClient(inputs.token, (m) => log.info(m)) : void 0;
    const config2 = inputs.config ? await readConfig(inputs.config) : {};
    for (const k of ["bar-ref", "allow-bar-change"])
      if (config2[k] !== void 0) throw new AqrError("ERR_USAGE", `${k} is set in the config file ${inputs.config}, which the pull request can edit; set it as an input of the workflow step`);
    const flags = { ...config2, ...inputs.flags };
    if (flags.agent === void 0 && ctx.repo) flags.agent = ctx.repo;
    flags.out ??= (0, import_node_path7.join)(process.env["RUNNER_TEMP"] ?? (0, import_node_os.tmpdir)(), "agent-quality-record.json");
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
  if (!path || !(0, import_node_fs12.existsSync)(path)) return {};
  try {
    return JSON.parse((0, import_node_fs12.readFileSync)(path, "utf8"));
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
    const { findBaseline } = await Promise.resolve().then(() => require("./action/github-history.cjs"));
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
void main().catch((e) => log.setFailed(`aqr internal error: ${e.message}`));
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  main
});
