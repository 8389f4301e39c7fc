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

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports2) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports2.ALIAS = ALIAS;
    exports2.DOC = DOC;
    exports2.MAP = MAP;
    exports2.NODE_TYPE = NODE_TYPE;
    exports2.PAIR = PAIR;
    exports2.SCALAR = SCALAR;
    exports2.SEQ = SEQ;
    exports2.hasAnchor = hasAnchor;
    exports2.isAlias = isAlias;
    exports2.isCollection = isCollection;
    exports2.isDocument = isDocument;
    exports2.isMap = isMap2;
    exports2.isNode = isNode;
    exports2.isPair = isPair;
    exports2.isScalar = isScalar2;
    exports2.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i2 = 0; i2 < node.items.length; ++i2) {
            const ci = visit_(i2, node.items[i2], visitor, path);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i2, 1);
              i2 -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i2 = 0; i2 < node.items.length; ++i2) {
            const ci = await visitAsync_(i2, node.items[i2], visitor, path);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i2, 1);
              i2 -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports2.visit = visit;
    exports2.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports2.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i2 = 1; true; ++i2) {
        const name = `${prefix}${i2}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports2.anchorIsValid = anchorIsValid;
    exports2.anchorNames = anchorNames;
    exports2.createNodeAnchors = createNodeAnchors;
    exports2.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports2) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i2 = 0, len = val.length; i2 < len; ++i2) {
            const v0 = val[i2];
            const v1 = applyReviver(reviver, val, String(i2), v0);
            if (v1 === void 0)
              delete val[i2];
            else if (v1 !== v0)
              val[i2] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports2.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports2) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i2) => toJS(v, String(i2), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports2.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports2) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports2.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports2) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports2.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports2.Scalar = Scalar;
    exports2.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports2.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value) {
      let v = value;
      for (let i2 = path.length - 1; i2 >= 0; --i2) {
        const k = path[i2];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key, ...rest] = path;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports2.Collection = Collection;
    exports2.collectionFromPath = collectionFromPath;
    exports2.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports2) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports2.indentComment = indentComment;
    exports2.lineComment = lineComment;
    exports2.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports2) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i2 = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i2 = consumeMoreIndentedLines(text, i2, indent.length);
        if (i2 !== -1)
          end = i2 + endStep;
      }
      for (let ch; ch = text[i2 += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i2;
          switch (text[i2 + 1]) {
            case "x":
              i2 += 3;
              break;
            case "u":
              i2 += 5;
              break;
            case "U":
              i2 += 9;
              break;
            default:
              i2 += 1;
          }
          escEnd = i2;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i2 = consumeMoreIndentedLines(text, i2, indent.length);
          end = i2 + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i2 + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i2;
          }
          if (i2 >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i2 += 1];
                overflow = true;
              }
              const j = i2 > escEnd + 1 ? i2 - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i3 = 0; i3 < folds.length; ++i3) {
        const fold = folds[i3];
        const end2 = folds[i3 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i2, indent) {
      let end = i2;
      let start = i2 + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i2 < start + indent) {
          ch = text[++i2];
        } else {
          do {
            ch = text[++i2];
          } while (ch && ch !== "\n");
          end = i2;
          start = i2 + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports2.FOLD_BLOCK = FOLD_BLOCK;
    exports2.FOLD_FLOW = FOLD_FLOW;
    exports2.FOLD_QUOTED = FOLD_QUOTED;
    exports2.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i2 = 0, start = 0; i2 < strLen; ++i2) {
        if (str[i2] === "\n") {
          if (i2 - start > limit)
            return true;
          start = i2 + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i2 = 0, ch = json[i2]; ch; ch = json[++i2]) {
        if (ch === " " && json[i2 + 1] === "\\" && json[i2 + 2] === "n") {
          str += json.slice(start, i2) + "\\ ";
          i2 += 1;
          start = i2;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i2 + 1]) {
            case "u":
              {
                str += json.slice(start, i2);
                const code = json.substr(i2 + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i2, 6);
                }
                i2 += 5;
                start = i2 + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i2 + 2] === '"' || json.length < minMultiLineLength) {
                i2 += 1;
              } else {
                str += json.slice(start, i2) + "\n\n";
                while (json[i2 + 2] === "\\" && json[i2 + 3] === "n" && json[i2 + 4] !== '"') {
                  str += "\n";
                  i2 += 2;
                }
                str += indent;
                if (json[i2 + 2] === " ")
                  str += "\\";
                i2 += 1;
                start = i2 + 1;
              }
              break;
            default:
              i2 += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports2.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports2) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports2.createStringifyContext = createStringifyContext;
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports2.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports2) {
    "use strict";
    var node_process = require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports2.debug = debug;
    exports2.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports2.addMergeToJSMap = addMergeToJSMap;
    exports2.isMergeKey = isMergeKey;
    exports2.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports2) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports2.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports2.Pair = Pair;
    exports2.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i2 = 0; i2 < items.length; ++i2) {
        const item = items[i2];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i2 = 1; i2 < lines.length; ++i2) {
          const line = lines[i2];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i2 = 0; i2 < items.length; ++i2) {
        const item = items[i2];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i2 < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports2.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports2) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i2 = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i2 === -1)
            this.items.push(_pair);
          else
            this.items.splice(i2, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports2.YAMLMap = YAMLMap;
    exports2.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports2.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i2 = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i2++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i2 = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i2++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports2.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports2.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports2) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports2.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports2.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports2.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports2) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i2 = n.indexOf(".");
        if (i2 < 0) {
          i2 = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i2 - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports2.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports2.float = float;
    exports2.floatExp = floatExp;
    exports2.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports2.int = int;
    exports2.intHex = intHex;
    exports2.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports2) {
    "use strict";
    var node_buffer = require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i2 = 0; i2 < str.length; ++i2)
            buffer[i2] = str.charCodeAt(i2);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i2 = 0; i2 < buf.length; ++i2)
            s += String.fromCharCode(buf[i2]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i2 = 0, o = 0; i2 < n; ++i2, o += lineWidth) {
            lines[i2] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports2.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i2 = 0; i2 < seq.items.length; ++i2) {
          let item = seq.items[i2];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i2] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i2 = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i2++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports2.createPairs = createPairs;
    exports2.pairs = pairs;
    exports2.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports2.YAMLOMap = YAMLOMap;
    exports2.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports2.falseTag = falseTag;
    exports2.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports2.float = float;
    exports2.floatExp = floatExp;
    exports2.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports2.int = int;
    exports2.intBin = intBin;
    exports2.intHex = intHex;
    exports2.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports2.YAMLSet = YAMLSet;
    exports2.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports2.floatTime = floatTime;
    exports2.intTime = intTime;
    exports2.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports2.coreKnownTags = coreKnownTags;
    exports2.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports2.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports2.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports2.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports2) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports2.YAMLError = YAMLError;
    exports2.YAMLParseError = YAMLParseError;
    exports2.YAMLWarning = YAMLWarning;
    exports2.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports2) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports2.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports2) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports2.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports2) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports2.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports2) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports2.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports2) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports2.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports2) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports2.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports2) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports2.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i2 = 0; i2 < fc.items.length; ++i2) {
        const collItem = fc.items[i2];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i2 === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i2 < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i2 === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports2.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports2.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i2 = lines.length - 1; i2 >= 0; --i2) {
        const content = lines[i2][1];
        if (content === "" || content === "\r")
          chompStart = i2;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i2 = 0; i2 < chompStart; ++i2) {
        const [indent, content] = lines[i2];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i2;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i2 = lines.length - 1; i2 >= chompStart; --i2) {
        if (lines[i2][0].length > trimIndent)
          chompStart = i2 + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i2 = 0; i2 < contentStart; ++i2)
        value += lines[i2][0].slice(trimIndent) + "\n";
      for (let i2 = contentStart; i2 < chompStart; ++i2) {
        let [indent, content] = lines[i2];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i2 = chompStart; i2 < lines.length; ++i2)
            value += "\n" + lines[i2][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i2 = 1; i2 < source.length; ++i2) {
        const ch = source[i2];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i2;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i2 = 1; i2 < props.length; ++i2) {
        const token = props[i2];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i2 = 1; i2 < split.length; i2 += 2)
        lines.push([split[i2], split[i2 + 1]]);
      return lines;
    }
    exports2.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i2 = 1; i2 < source.length - 1; ++i2) {
        const ch = source[i2];
        if (ch === "\r" && source[i2 + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i2);
          res += fold;
          i2 = offset;
        } else if (ch === "\\") {
          let next = source[++i2];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i2 + 1];
            while (next === " " || next === "	")
              next = source[++i2 + 1];
          } else if (next === "\r" && source[i2 + 1] === "\n") {
            next = source[++i2 + 1];
            while (next === " " || next === "	")
              next = source[++i2 + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i2 + 1, length, onError);
            i2 += length;
          } else {
            const raw = source.substr(i2 - 1, 2);
            onError(i2 - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i2;
          let next = source[i2 + 1];
          while (next === " " || next === "	")
            next = source[++i2 + 1];
          if (next !== "\n" && !(next === "\r" && source[i2 + 2] === "\n"))
            res += i2 > wsStart ? source.slice(wsStart, i2 + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports2.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports2.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports2) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i2 = pos - 1; i2 >= 0; --i2) {
          let st = before[i2];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i2];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i2];
          }
          break;
        }
      }
      return offset;
    }
    exports2.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports2.composeEmptyNode = composeEmptyNode;
    exports2.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports2) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports2.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports2) {
    "use strict";
    var node_process = require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i2 = 0; i2 < prelude.length; ++i2) {
        const source = prelude[i2];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i2 + 1]?.[0] !== "#")
              i2 += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i2 = 0; i2 < this.errors.length; ++i2)
            doc.errors.push(this.errors[i2]);
          for (let i2 = 0; i2 < this.warnings.length; ++i2)
            doc.warnings.push(this.warnings[i2]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports2.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports2) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports2.createScalarToken = createScalarToken;
    exports2.resolveAsScalar = resolveAsScalar;
    exports2.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports2) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports2) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      const parent = visit.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i2 = 0; i2 < token.items.length; ++i2) {
            const ci = _visit(Object.freeze(path.concat([[field, i2]])), token.items[i2], visitor);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i2, 1);
              i2 -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports2.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports2) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports2.createScalarToken = cstScalar.createScalarToken;
    exports2.resolveAsScalar = cstScalar.resolveAsScalar;
    exports2.setScalarValue = cstScalar.setScalarValue;
    exports2.stringify = cstStringify.stringify;
    exports2.visit = cstVisit.visit;
    exports2.BOM = BOM;
    exports2.DOCUMENT = DOCUMENT;
    exports2.FLOW_END = FLOW_END;
    exports2.SCALAR = SCALAR;
    exports2.isCollection = isCollection;
    exports2.isScalar = isScalar2;
    exports2.prettyToken = prettyToken;
    exports2.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports2) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i2 = this.pos;
        let ch = this.buffer[i2];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i2];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i2 + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote2 = this.charAt(0);
        let end = this.buffer.indexOf(quote2, this.pos + 1);
        if (quote2 === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i2 = this.pos;
        while (true) {
          const ch = this.buffer[++i2];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i3 = this.pos; ch = this.buffer[i3]; ++i3) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i3;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i3 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i2 = nl + 1;
        ch = this.buffer[i2];
        while (ch === " ")
          ch = this.buffer[++i2];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i2];
          nl = i2 - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i3 = nl - 1;
            let ch2 = this.buffer[i3];
            if (ch2 === "\r")
              ch2 = this.buffer[--i3];
            const lastChar = i3;
            while (ch2 === " ")
              ch2 = this.buffer[--i3];
            if (ch2 === "\n" && i3 >= this.pos && i3 + 1 + indent > lastChar)
              nl = i3;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i2 = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i2]) {
          if (ch === ":") {
            const next = this.buffer[i2 + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i2;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i2 + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i2 += 1;
                ch = "\n";
                next = this.buffer[i2 + 1];
              } else
                end = i2;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i2 + 1);
              if (cs === -1)
                break;
              i2 = Math.max(i2, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i2;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i2, allowEmpty) {
        const s = this.buffer.slice(this.pos, i2);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i2 = this.pos + 2;
          let ch = this.buffer[i2];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i2];
          return yield* this.pushToIndex(ch === ">" ? i2 + 1 : i2, false);
        } else {
          let i2 = this.pos + 1;
          let ch = this.buffer[i2];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i2];
            else if (ch === "%" && hexDigits.has(this.buffer[i2 + 1]) && hexDigits.has(this.buffer[i2 + 2])) {
              ch = this.buffer[i2 += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i2, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i2 = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i2];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i2 - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i2;
        }
        return n;
      }
      *pushUntil(test) {
        let i2 = this.pos;
        let ch = this.buffer[i2];
        while (!test(ch))
          ch = this.buffer[++i2];
        return yield* this.pushToIndex(i2, false);
      }
    };
    exports2.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports2) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports2.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports2) {
    "use strict";
    var node_process = require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i2 = 0; i2 < list.length; ++i2)
        if (list[i2].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i2 = 0; i2 < list.length; ++i2) {
        switch (list[i2].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i2;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i2 = prev.length;
      loop: while (--i2 >= 0) {
        switch (prev[i2].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i2]?.type === "space") {
      }
      return prev.splice(i2, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i2 = 0; i2 < source.length; ++i2)
          target.push(source[i2]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i2 = 0; i2 < it.sep.length; ++i2) {
              const st = it.sep[i2];
              switch (st.type) {
                case "newline":
                  nl.push(i2);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports2.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports2) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports2.parse = parse;
    exports2.parseAllDocuments = parseAllDocuments2;
    exports2.parseDocument = parseDocument2;
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports2) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports2.Composer = composer.Composer;
    exports2.Document = Document.Document;
    exports2.Schema = Schema.Schema;
    exports2.YAMLError = errors.YAMLError;
    exports2.YAMLParseError = errors.YAMLParseError;
    exports2.YAMLWarning = errors.YAMLWarning;
    exports2.Alias = Alias.Alias;
    exports2.isAlias = identity.isAlias;
    exports2.isCollection = identity.isCollection;
    exports2.isDocument = identity.isDocument;
    exports2.isMap = identity.isMap;
    exports2.isNode = identity.isNode;
    exports2.isPair = identity.isPair;
    exports2.isScalar = identity.isScalar;
    exports2.isSeq = identity.isSeq;
    exports2.Pair = Pair.Pair;
    exports2.Scalar = Scalar.Scalar;
    exports2.YAMLMap = YAMLMap.YAMLMap;
    exports2.YAMLSeq = YAMLSeq.YAMLSeq;
    exports2.CST = cst;
    exports2.Lexer = lexer.Lexer;
    exports2.LineCounter = lineCounter.LineCounter;
    exports2.Parser = parser.Parser;
    exports2.parse = publicApi.parse;
    exports2.parseAllDocuments = publicApi.parseAllDocuments;
    exports2.parseDocument = publicApi.parseDocument;
    exports2.stringify = publicApi.stringify;
    exports2.visit = visit.visit;
    exports2.visitAsync = visit.visitAsync;
  }
});

// src/github/history.ts
var history_exports = {};
__export(history_exports, {
  findBaseline: () => findBaseline
});
module.exports = __toCommonJS(history_exports);

// src/record/digest.ts
var HEX = "0123456789abcdef";
var MAX_SHARE = 0.5;
var DIGEST_RE = /^sha256:[a-f0-9]{64}$/;
function digestPlaceholderReason(digest) {
  if (!DIGEST_RE.test(digest)) return void 0;
  const hex = digest.slice("sha256:".length);
  if (/^(.)\1*$/.test(hex)) return `is one repeated hex digit ('${hex[0]}'), a placeholder`;
  const d = Array.from(hex, (c) => HEX.indexOf(c));
  for (let lag = 1; lag <= 16; lag++) {
    const counts = new Array(16).fill(0);
    const pairs = d.length - lag;
    for (let i2 = 0; i2 < pairs; i2++) {
      const step = (d[i2 + lag] - d[i2] + 16) % 16;
      counts[step] = counts[step] + 1;
    }
    const top = Math.max(...counts);
    if (top / pairs >= MAX_SHARE) return `has a regular pattern (hex digits ${lag} apart differ by the same step in ${top} of ${pairs} places), not a sha256 output`;
  }
  return void 0;
}
function* digestFields(value, path = []) {
  if (Array.isArray(value)) {
    for (let i2 = 0; i2 < value.length; i2++) yield* digestFields(value[i2], [...path, i2]);
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === "string" && (k === "rolls_back_to" || k === "digest" || k.endsWith("_digest"))) yield { path: [...path, k], digest: v };
      else yield* digestFields(v, [...path, k]);
    }
  }
}

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
  const t2 = issues.filter((i2) => i2.code === "T2_DECISION_INCOMPLETE");
  const first = t2[0];
  if (!first || t2.length < 2) return issues;
  const fields = [...new Set(t2.map((i2) => `decision.${String(i2.path.at(-1))}`))];
  const merged = { ...first, message: `tier T2 needs ${fields.join(", ")} (a recorded human decision and a signature)` };
  return issues.flatMap((i2) => i2 === first ? [merged] : i2.code === "T2_DECISION_INCOMPLETE" ? [] : [i2]);
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
  const out = schemaIssues(value).map((i2) => ({ level: "L1", ...i2 }));
  for (const { path, digest } of digestFields(value)) {
    const why = digestPlaceholderReason(digest);
    if (why) out.push({ level: "L1", code: "DIGEST_PLACEHOLDER", path, message: `${formatPath(path)} ${why}` });
  }
  const measures = value?.measures;
  if (Array.isArray(measures)) {
    measures.forEach((m, i2) => {
      if (m === null || typeof m !== "object" || typeof m.id !== "string") return;
      for (const p of measureProblems(m)) {
        out.push({ level: "L1", code: p.code, path: ["measures", i2, p.field], message: `measures[${i2}]: ${p.message}` });
      }
    });
  }
  const seen = /* @__PURE__ */ new Set();
  return out.filter((u) => {
    const key = `${u.code}|${(u.path ?? []).join("/")}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
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
  constructor(code, message, where = {}, options) {
    super(message, options);
    this.code = code;
    this.where = where;
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

// src/record/parse.ts
var import_yaml = __toESM(require_dist(), 1);

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
  for (let i2 = from; i2 < stop; i2++) {
    const c = text.charCodeAt(i2);
    if (c === 32) continue;
    if (c === 35) {
      if (i2 > from && text.charCodeAt(i2 - 1) === 32) break;
      return NOT;
    }
    const letter = c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95;
    const digit = c >= 48 && c <= 57;
    if (i2 === from ? !(letter || digit) : !(letter || digit || c === 46 || c === 47 || c === 64 || c === 43 || c === 45)) return NOT;
    if (!digit) digits = false;
    end = i2 + 1;
  }
  const value = text.slice(from, end);
  if (digits) return INTEGER.test(value) ? Number(value) : NOT;
  if (first >= 48 && first <= 57) return NOT;
  const w = coreWord(value);
  return w === void 0 ? value : w;
}
var valueStart = 0;
function keyAt(text, from, stop, known) {
  let i2 = from;
  for (; i2 < stop; i2++) {
    const c = text.charCodeAt(i2);
    const ok = c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || i2 > from && (c >= 48 && c <= 57 || c === 45);
    if (!ok) break;
  }
  if (i2 === from || text.charCodeAt(i2) !== 58 || text.charCodeAt(i2 + 1) !== 32) return void 0;
  let v = i2 + 2;
  while (v < stop && text.charCodeAt(v) === 32) v++;
  if (v >= stop) return void 0;
  valueStart = v;
  for (const k2 of known) if (k2.length === i2 - from && text.startsWith(k2, from)) return k2;
  const k = text.slice(from, i2);
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
  const shape = scanBlockList(text, (item, line, offset) => {
    items.push(item);
    itemLines.push(line);
    itemOffsets.push(offset);
  });
  if (shape === void 0) return void 0;
  const { key, keyLine, fieldIndent } = shape;
  const layout = { keyLine, key, itemLines, itemOffsets, fieldIndent, text };
  return { value: key === void 0 ? items : { [key]: items }, lineOf: (path) => lineOf(layout, path) };
}
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
  for (let n = 0, start = 0; start < text.length; n++) {
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
        keyLine = n + 1;
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
      itemLine = n + 1;
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
  const i2 = path[at];
  if (typeof i2 !== "number" || l.itemLines[i2] === void 0) return line;
  line = l.itemLines[i2];
  const field = path[at + 1];
  if (field === void 0) return line;
  const seqPrefix = `${" ".repeat(l.fieldIndent - 2)}- `;
  const fieldPrefix = " ".repeat(l.fieldIndent);
  const stop = l.itemOffsets[i2 + 1] ?? l.text.length;
  for (let n = line, at2 = l.itemOffsets[i2]; at2 < stop; n++) {
    let end = l.text.indexOf("\n", at2);
    if (end === -1) end = l.text.length;
    const text = l.text.slice(at2, end);
    at2 = end + 1;
    const prefix = text.slice(0, l.fieldIndent);
    if ((prefix === seqPrefix || prefix === fieldPrefix) && text.startsWith(`${String(field)}:`, l.fieldIndent)) return n;
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
  for (let n = 1, start = 0; start < text.length; n++) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const stop = text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    let indent = start;
    while (text.charCodeAt(indent) === 32) indent++;
    if (indent < stop && text.charCodeAt(indent) !== 35) lines.push({ n, indent: indent - start, text: text.slice(indent, stop) });
    start = end + 1;
  }
  if (lines.length === 0) return void 0;
  const plain = [];
  try {
    const root = new Reader(lines, plain);
    const { value, shape, next } = root.block(0);
    if (next !== lines.length) return void 0;
    const rootLine = lines[0].n;
    return { value, plain, lineOf: (path) => lineOfShape(rootLine, shape, path) };
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
  block(i2) {
    const line = this.lines[i2];
    if (++this.depth > MAX_DEPTH) decline();
    const node = isDash(line.text) ? this.seq(i2, line.indent) : this.map(i2, line.indent);
    this.depth--;
    return node;
  }
  /** The indentation of lines[i], or -1 past the end. */
  indentAt(i2) {
    return this.lines[i2]?.indent ?? -1;
  }
  seq(i2, indent) {
    const value = [];
    const shape = [];
    while (i2 < this.lines.length && this.indentAt(i2) === indent && isDash(this.lines[i2].text)) {
      const line = this.lines[i2];
      let at = 1;
      while (line.text.charCodeAt(at) === 32) at++;
      const rest = line.text.slice(at);
      if (rest === "") {
        if (this.indentAt(i2 + 1) <= indent) decline();
        const item = this.block(i2 + 1);
        value.push(item.value);
        shape.push({ line: this.lines[i2 + 1].n, shape: item.shape });
        i2 = item.next;
      } else if (rest.startsWith("#")) decline();
      else if (KEY.test(rest) || isDash(rest)) {
        this.lines[i2] = { n: line.n, indent: indent + at, text: rest };
        const item = this.block(i2);
        value.push(item.value);
        shape.push({ line: line.n, shape: item.shape });
        i2 = item.next;
      } else {
        const item = this.inline(rest, line.n);
        value.push(item.value);
        shape.push({ line: line.n, shape: item.shape });
        i2++;
        if (this.indentAt(i2) > indent) decline();
      }
    }
    if (this.indentAt(i2) > indent) decline();
    return { value, shape, next: i2 };
  }
  map(i2, indent) {
    const value = {};
    const shape = /* @__PURE__ */ new Map();
    while (i2 < this.lines.length && this.indentAt(i2) === indent) {
      const line = this.lines[i2];
      const m = KEY.exec(line.text);
      if (!m) decline();
      const key = m[1] ?? m[2] ?? m[3];
      if (m[1] !== void 0) {
        if (coreWord(key) !== void 0) decline();
        this.plain.push(key);
      }
      if (key === "__proto__" || shape.has(key)) decline();
      const rest = m[4];
      i2++;
      if (rest !== void 0 && rest !== "" && !rest.startsWith("#")) {
        const item = this.inline(rest, line.n);
        value[key] = item.value;
        shape.set(key, { line: line.n, shape: item.shape });
        if (this.indentAt(i2) > indent) decline();
      } else if (this.indentAt(i2) > indent || this.indentAt(i2) === indent && isDash(this.lines[i2].text)) {
        const item = this.block(i2);
        value[key] = item.value;
        shape.set(key, { line: line.n, shape: item.shape });
        i2 = item.next;
      } else {
        this.plain.push("");
        value[key] = null;
        shape.set(key, { line: line.n, shape: void 0 });
      }
    }
    if (this.indentAt(i2) > indent) decline();
    return { value, shape, next: i2 };
  }
  /** A value written on the line of its key or dash: a scalar, or a flow collection of scalars on that line. */
  inline(text, n) {
    const first = text.charCodeAt(0);
    if (first === 91 || first === 123) return this.flow(text, n);
    const v = this.scalar(text);
    if (v === NOT2) decline();
    return { value: v, shape: void 0 };
  }
  /** `[a, b]` or `{k: v, k2: v2}` of simple scalars, nothing nested, then at most a comment. */
  flow(text, n) {
    const isMap2 = text[0] === "{";
    const close = isMap2 ? "}" : "]";
    const items = [];
    const seqShape = [];
    const obj = {};
    const mapShape = /* @__PURE__ */ new Map();
    let at = 1;
    const skip = () => {
      while (text.charCodeAt(at) === 32) at++;
    };
    skip();
    if (text[at] !== close) {
      for (; ; ) {
        skip();
        if (isMap2) {
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
          obj[key] = v;
          mapShape.set(key, { line: n, shape: void 0 });
          at = next;
        } else {
          const [v, next] = this.flowScalar(text, at);
          items.push(v);
          seqShape.push({ line: n, shape: void 0 });
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
    return isMap2 ? { value: obj, shape: mapShape } : { value: items, shape: seqShape };
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
  let shape = root;
  for (const seg of path) {
    const step = shape instanceof Map ? shape.get(String(seg)) : Array.isArray(shape) && typeof seg === "number" ? shape[seg] : void 0;
    if (!step) break;
    line = step.line;
    shape = step.shape;
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
      const shape = /* @__PURE__ */ new Map();
      depth++;
      at++;
      space();
      if (text.charCodeAt(at) === 125) {
        at++;
        depth--;
        return shape;
      }
      for (; ; ) {
        space();
        const keyLine = line;
        const key = string(true);
        if (key === "__proto__" || shape.has(key) || key.length > 1e3) throw new Decline2();
        space();
        if (line !== keyLine) throw new Decline2();
        at++;
        space();
        shape.set(key, { line: keyLine, shape: node() });
        space();
        if (text.charCodeAt(at++) === 125) {
          depth--;
          return shape;
        }
      }
    }
    if (c === 91) {
      const shape = [];
      depth++;
      at++;
      space();
      if (text.charCodeAt(at) === 93) {
        at++;
        depth--;
        return shape;
      }
      for (; ; ) {
        space();
        const itemLine = line;
        shape.push({ line: itemLine, shape: node() });
        space();
        if (text.charCodeAt(at++) === 93) {
          depth--;
          return shape;
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
var MAX_NESTING = 512;
function nestingBound(text) {
  let flow = 0;
  let max2 = 0;
  let lead = 0;
  let leading = true;
  for (let i2 = 0; i2 < text.length; i2++) {
    const c = text.charCodeAt(i2);
    if (c === 10) {
      lead = 0;
      leading = true;
      continue;
    }
    if (c === 91 || c === 123) flow++;
    else if ((c === 93 || c === 125) && flow > 0) flow--;
    if (leading) {
      const next = text.charCodeAt(i2 + 1);
      if (c === 32 || c === 9 || (c === 45 || c === 63 || c === 58) && (next === 32 || next === 9 || next === 10 || Number.isNaN(next))) lead++;
      else leading = false;
    }
    if (flow + lead > max2) max2 = flow + lead;
  }
  return max2;
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

// src/record/parse.ts
function parseDocument(text, file, options = {}) {
  if (text.charCodeAt(0) === 65279) text = text.slice(1);
  if (text.trim() === "") throw new AqrError("ERR_INPUT_EMPTY", "file is empty", { file });
  if (detectSyntax(text) === "json") {
    if (options.bulk) {
      let value;
      try {
        value = JSON.parse(text);
      } catch {
        strictJson(text, file);
      }
      let full;
      if (text.length > MAX_YAML_CHARS) return { value, syntax: "json", lineOf: () => void 0 };
      return { value, syntax: "json", lineOf: (path) => (full ??= parseDocument(text, file)).lineOf(path) };
    }
    strictJson(text, file);
  }
  if (text.length > MAX_YAML_CHARS)
    throw new AqrError("ERR_INPUT_TOO_LARGE", `is a ${detectSyntax(text) === "json" ? "JSON" : "YAML"} document of ${(text.length / 1048576).toFixed(1)} MiB; such a document is at most ${MAX_YAML_CHARS / 1048576} MiB (write large sets as JSON Lines)`, { file });
  if (options.full) return readFull(text, file);
  return readFast(text, options.bulk) ?? readFull(text, file);
}
function readFull(text, file) {
  if (nestingBound(text) > MAX_NESTING) throw new AqrError("ERR_INPUT_PARSE", "cannot be parsed: nested too deeply", { file });
  try {
    return parseYaml(text, file);
  } catch (e) {
    if (e instanceof AqrError) throw e;
    throw new AqrError("ERR_INPUT_PARSE", `cannot be parsed: ${e instanceof RangeError ? "nested too deeply" : firstLine(String(e.message))}`, { file }, { cause: e });
  }
}
function parseYaml(text, file) {
  const lines = new import_yaml.LineCounter();
  const docs = (0, import_yaml.parseAllDocuments)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  if (!Array.isArray(docs)) {
    throw new AqrError("ERR_INPUT_EMPTY", "file holds no document", { file });
  }
  const nonEmpty = docs.filter((d) => d.contents !== null || d.errors.length > 0);
  for (const d of docs) {
    const err2 = d.errors[0];
    if (err2) {
      const line = lines.linePos(err2.pos[0]).line;
      throw new AqrError("ERR_INPUT_PARSE", `invalid ${detectSyntax(text) === "json" ? "JSON" : "YAML"}: ${firstLine(err2.message)}`, { file, line });
    }
  }
  if (nonEmpty.length === 0) throw new AqrError("ERR_INPUT_EMPTY", "file holds no document", { file });
  if (nonEmpty.length > 1) {
    const second = nonEmpty[1];
    const line = second.range ? lines.linePos(second.range[0]).line : void 0;
    throw new AqrError("ERR_INPUT_PARSE", `holds ${nonEmpty.length} YAML documents; expected one`, line === void 0 ? { file } : { file, line });
  }
  const doc = nonEmpty[0];
  const dup = duplicateKey(doc.contents);
  if (dup) throw new AqrError("ERR_INPUT_PARSE", `invalid ${detectSyntax(text) === "json" ? "JSON" : "YAML"}: Map keys must be unique`, { file, ...dup.range ? { line: lines.linePos(dup.range[0]).line } : {} });
  let value;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    throw new AqrError("ERR_INPUT_PARSE", `invalid YAML: ${firstLine(e.message)}`, { file });
  }
  return {
    value,
    syntax: detectSyntax(text),
    yaml: { doc, lines },
    lineOf(path) {
      let node = doc.contents;
      let line = lineOfNode(node, lines);
      for (const seg of path) {
        const step = child(node, seg);
        if (!step) break;
        line = lineOfNode(step.at, lines) ?? line;
        node = step.node;
      }
      return line;
    }
  };
}
function duplicateKey(root) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if ((0, import_yaml.isMap)(node)) {
      const seen = /* @__PURE__ */ new Set();
      for (const p of node.items) {
        if ((0, import_yaml.isScalar)(p.key)) {
          const k = String(p.key.value);
          if (seen.has(k)) return p.key;
          seen.add(k);
        } else if (p.key) stack.push(p.key);
        stack.push(p.value);
      }
    } else if ((0, import_yaml.isSeq)(node)) for (const item of node.items) stack.push(item);
  }
  return void 0;
}
var keyIndex = /* @__PURE__ */ new WeakMap();
function child(node, seg) {
  if ((0, import_yaml.isMap)(node)) {
    let index = keyIndex.get(node);
    if (!index) {
      index = /* @__PURE__ */ new Map();
      for (const p of node.items) if ((0, import_yaml.isScalar)(p.key) && !index.has(String(p.key.value))) index.set(String(p.key.value), p);
      keyIndex.set(node, index);
    }
    const pair = index.get(String(seg));
    return pair ? { node: pair.value, at: pair.key } : void 0;
  }
  if ((0, import_yaml.isSeq)(node) && typeof seg === "number") {
    const item = node.items[seg];
    return item === void 0 ? void 0 : { node: item, at: item };
  }
  return void 0;
}
function lineOfNode(node, lines) {
  const range = node?.range;
  return range ? lines.linePos(range[0]).line : void 0;
}
function firstLine(s) {
  return (s.split("\n")[0] ?? s).replace(/ at line \d+, column \d+:?$/, "").trim();
}
function strictJson(text, file) {
  try {
    JSON.parse(text);
    return;
  } catch {
  }
  const ok = (n) => {
    try {
      JSON.parse(text.slice(0, n));
      return true;
    } catch (e) {
      const msg = e.message;
      const at = /at position (\d+)/.exec(msg)?.[1];
      return /Unexpected end of JSON input/i.test(msg) || at !== void 0 && Number(at) >= n;
    }
  };
  let lo = 0;
  let hi = text.length;
  if (ok(hi)) throw new AqrError("ERR_INPUT_PARSE", "invalid JSON: the text ends before the document does", { file, line: lineAt(text, hi) });
  while (hi - lo > 1) {
    const mid = lo + hi >>> 1;
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  const bad = text[hi - 1] ?? "";
  throw new AqrError("ERR_INPUT_PARSE", `invalid JSON: unexpected ${JSON.stringify(bad)}`, { file, line: lineAt(text, hi - 1) });
}
function lineAt(text, offset) {
  let line = 1;
  for (let i2 = 0; i2 < offset && i2 < text.length; i2++) if (text.charCodeAt(i2) === 10) line++;
  return line;
}

// src/report/log-line.ts
var QUOTE_MAX = 200;
function quote(value) {
  const s = typeof value === "string" ? value : String(value);
  const cut = s.length > QUOTE_MAX ? `${s.slice(0, QUOTE_MAX)}\u2026` : s;
  return JSON.stringify(cut).replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

// node_modules/fflate/esm/index.mjs
var import_module = require("module");
var require2 = (0, import_module.createRequire)("/");
var _a;
var Worker;
var isMarkedAsUntransferable;
try {
  _a = require2("worker_threads"), Worker = _a.Worker, isMarkedAsUntransferable = _a.isMarkedAsUntransferable;
} catch (e) {
}
var u8 = Uint8Array;
var u16 = Uint16Array;
var i32 = Int32Array;
var fleb = new u8([
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  1,
  1,
  1,
  1,
  2,
  2,
  2,
  2,
  3,
  3,
  3,
  3,
  4,
  4,
  4,
  4,
  5,
  5,
  5,
  5,
  0,
  /* unused */
  0,
  0,
  /* impossible */
  0
]);
var fdeb = new u8([
  0,
  0,
  0,
  0,
  1,
  1,
  2,
  2,
  3,
  3,
  4,
  4,
  5,
  5,
  6,
  6,
  7,
  7,
  8,
  8,
  9,
  9,
  10,
  10,
  11,
  11,
  12,
  12,
  13,
  13,
  /* unused */
  0,
  0
]);
var clim = new u8([16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]);
var freb = function(eb, start) {
  var b = new u16(31);
  for (var i2 = 0; i2 < 31; ++i2) {
    b[i2] = start += 1 << eb[i2 - 1];
  }
  var r = new i32(b[30]);
  for (var i2 = 1; i2 < 30; ++i2) {
    for (var j = b[i2]; j < b[i2 + 1]; ++j) {
      r[j] = j - b[i2] << 5 | i2;
    }
  }
  return { b, r };
};
var _a = freb(fleb, 2);
var fl = _a.b;
var revfl = _a.r;
fl[28] = 258, revfl[258] = 28;
var _b = freb(fdeb, 0);
var fd = _b.b;
var revfd = _b.r;
var rev = new u16(32768);
for (i = 0; i < 32768; ++i) {
  x = (i & 43690) >> 1 | (i & 21845) << 1;
  x = (x & 52428) >> 2 | (x & 13107) << 2;
  x = (x & 61680) >> 4 | (x & 3855) << 4;
  rev[i] = ((x & 65280) >> 8 | (x & 255) << 8) >> 1;
}
var x;
var i;
var hMap = (function(cd, mb, r) {
  var s = cd.length;
  var i2 = 0;
  var l = new u16(mb);
  for (; i2 < s; ++i2) {
    if (cd[i2])
      ++l[cd[i2] - 1];
  }
  var le = new u16(mb);
  for (i2 = 1; i2 < mb; ++i2) {
    le[i2] = le[i2 - 1] + l[i2 - 1] << 1;
  }
  var co;
  if (r) {
    co = new u16(1 << mb);
    var rvb = 15 - mb;
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        var sv = i2 << 4 | cd[i2];
        var r_1 = mb - cd[i2];
        var v = le[cd[i2] - 1]++ << r_1;
        for (var m = v | (1 << r_1) - 1; v <= m; ++v) {
          co[rev[v] >> rvb] = sv;
        }
      }
    }
  } else {
    co = new u16(s);
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        co[i2] = rev[le[cd[i2] - 1]++] >> 15 - cd[i2];
      }
    }
  }
  return co;
});
var flt = new u8(288);
for (i = 0; i < 144; ++i)
  flt[i] = 8;
var i;
for (i = 144; i < 256; ++i)
  flt[i] = 9;
var i;
for (i = 256; i < 280; ++i)
  flt[i] = 7;
var i;
for (i = 280; i < 288; ++i)
  flt[i] = 8;
var i;
var fdt = new u8(32);
for (i = 0; i < 32; ++i)
  fdt[i] = 5;
var i;
var flrm = /* @__PURE__ */ hMap(flt, 9, 1);
var fdrm = /* @__PURE__ */ hMap(fdt, 5, 1);
var max = function(a) {
  var m = a[0];
  for (var i2 = 1; i2 < a.length; ++i2) {
    if (a[i2] > m)
      m = a[i2];
  }
  return m;
};
var bits = function(d, p, m) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8) >> (p & 7) & m;
};
var bits16 = function(d, p) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8 | d[o + 2] << 16) >> (p & 7);
};
var shft = function(p) {
  return (p + 7) / 8 | 0;
};
var slc = function(v, s, e) {
  if (s == null || s < 0)
    s = 0;
  if (e == null || e > v.length)
    e = v.length;
  return new u8(v.subarray(s, e));
};
var ec = [
  "unexpected EOF",
  "invalid block type",
  "invalid length/literal",
  "invalid distance",
  "stream finished",
  "no stream handler",
  ,
  // determined by compression function
  "no callback",
  "invalid UTF-8 data",
  "extra field too long",
  "date not in range 1980-2099",
  "filename too long",
  "stream finishing",
  "invalid zip data"
  // determined by unknown compression method
];
var err = function(ind, msg, nt) {
  var e = new Error(msg || ec[ind]);
  e.code = ind;
  if (Error.captureStackTrace)
    Error.captureStackTrace(e, err);
  if (!nt)
    throw e;
  return e;
};
var inflt = function(dat, st, buf, dict) {
  var sl = dat.length, dl = dict ? dict.length : 0;
  if (!sl || st.f && !st.l)
    return buf || new u8(0);
  var noBuf = !buf;
  var resize = noBuf || st.i != 2;
  var noSt = st.i;
  if (noBuf)
    buf = new u8(sl * 3);
  var cbuf = function(l2) {
    var bl = buf.length;
    if (l2 > bl) {
      var nbuf = new u8(Math.max(bl * 2, l2));
      nbuf.set(buf);
      buf = nbuf;
    }
  };
  var final = st.f || 0, pos = st.p || 0, bt = st.b || 0, lm = st.l, dm = st.d, lbt = st.m, dbt = st.n;
  var tbts = sl * 8;
  do {
    if (!lm) {
      final = bits(dat, pos, 1);
      var type = bits(dat, pos + 1, 3);
      pos += 3;
      if (!type) {
        var s = shft(pos) + 4, l = dat[s - 4] | dat[s - 3] << 8, t = s + l;
        if (t > sl) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + l);
        buf.set(dat.subarray(s, t), bt);
        st.b = bt += l, st.p = pos = t * 8, st.f = final;
        continue;
      } else if (type == 1)
        lm = flrm, dm = fdrm, lbt = 9, dbt = 5;
      else if (type == 2) {
        var hLit = bits(dat, pos, 31) + 257, hcLen = bits(dat, pos + 10, 15) + 4;
        var tl = hLit + bits(dat, pos + 5, 31) + 1;
        pos += 14;
        var ldt = new u8(tl);
        var clt = new u8(19);
        for (var i2 = 0; i2 < hcLen; ++i2) {
          clt[clim[i2]] = bits(dat, pos + i2 * 3, 7);
        }
        pos += hcLen * 3;
        var clb = max(clt), clbmsk = (1 << clb) - 1;
        var clm = hMap(clt, clb, 1);
        for (var i2 = 0; i2 < tl; ) {
          var r = clm[bits(dat, pos, clbmsk)];
          pos += r & 15;
          var s = r >> 4;
          if (s < 16) {
            ldt[i2++] = s;
          } else {
            var c = 0, n = 0;
            if (s == 16)
              n = 3 + bits(dat, pos, 3), pos += 2, c = ldt[i2 - 1];
            else if (s == 17)
              n = 3 + bits(dat, pos, 7), pos += 3;
            else if (s == 18)
              n = 11 + bits(dat, pos, 127), pos += 7;
            while (n--)
              ldt[i2++] = c;
          }
        }
        var lt = ldt.subarray(0, hLit), dt = ldt.subarray(hLit);
        lbt = max(lt);
        dbt = max(dt);
        lm = hMap(lt, lbt, 1);
        dm = hMap(dt, dbt, 1);
      } else
        err(1);
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
    }
    if (resize)
      cbuf(bt + 131072);
    var lms = (1 << lbt) - 1, dms = (1 << dbt) - 1;
    var lpos = pos;
    for (; ; lpos = pos) {
      var c = lm[bits16(dat, pos) & lms], sym = c >> 4;
      pos += c & 15;
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
      if (!c)
        err(2);
      if (sym < 256)
        buf[bt++] = sym;
      else if (sym == 256) {
        lpos = pos, lm = null;
        break;
      } else {
        var add = sym - 254;
        if (sym > 264) {
          var i2 = sym - 257, b = fleb[i2];
          add = bits(dat, pos, (1 << b) - 1) + fl[i2];
          pos += b;
        }
        var d = dm[bits16(dat, pos) & dms], dsym = d >> 4;
        if (!d)
          err(3);
        pos += d & 15;
        var dt = fd[dsym];
        if (dsym > 3) {
          var b = fdeb[dsym];
          dt += bits16(dat, pos) & (1 << b) - 1, pos += b;
        }
        if (pos > tbts) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + 131072);
        var end = bt + add;
        if (bt < dt) {
          var shift = dl - dt, dend = Math.min(dt, end);
          if (shift + bt < 0)
            err(3);
          for (; bt < dend; ++bt)
            buf[bt] = dict[shift + bt];
        }
        for (; bt < end; ++bt)
          buf[bt] = buf[bt - dt];
      }
    }
    st.l = lm, st.p = lpos, st.b = bt, st.f = final;
    if (lm)
      final = 1, st.m = lbt, st.d = dm, st.n = dbt;
  } while (!final);
  return bt != buf.length && noBuf ? slc(buf, 0, bt) : buf.subarray(0, bt);
};
var et = /* @__PURE__ */ new u8(0);
var Inflate = /* @__PURE__ */ (function() {
  function Inflate2(opts, cb) {
    if (typeof opts == "function")
      cb = opts, opts = {};
    this.ondata = cb;
    var dict = opts && opts.dictionary && opts.dictionary.subarray(-32768);
    this.s = { i: 0, b: dict ? dict.length : 0 };
    this.o = new u8(32768);
    this.p = new u8(0);
    if (dict)
      this.o.set(dict);
  }
  Inflate2.prototype.e = function(c) {
    if (!this.ondata)
      err(5);
    if (this.d)
      err(4);
    if (!this.p.length)
      this.p = c;
    else if (c.length) {
      var n = new u8(this.p.length + c.length);
      n.set(this.p), n.set(c, this.p.length), this.p = n;
    }
  };
  Inflate2.prototype.c = function(final) {
    this.s.i = +(this.d = final || false);
    var bts = this.s.b;
    var dt = inflt(this.p, this.s, this.o);
    this.ondata(slc(dt, bts, this.s.b), this.d);
    this.o = slc(dt, this.s.b - 32768), this.s.b = this.o.length;
    this.p = slc(this.p, this.s.p / 8 | 0), this.s.p &= 7;
  };
  Inflate2.prototype.push = function(chunk, final) {
    this.e(chunk), this.c(final);
  };
  return Inflate2;
})();
var td = typeof TextDecoder != "undefined" && /* @__PURE__ */ new TextDecoder();
var tds = 0;
try {
  td.decode(et, { stream: true });
  tds = 1;
} catch (e) {
}

// src/github/artifact-zip.ts
var ZIP_LIMITS = { maxZipBytes: 64 * 1024 * 1024, maxEntries: 1e4, maxChosen: 16, maxEntryBytes: 8 * 1024 * 1024, maxTotalBytes: 32 * 1024 * 1024 };
var ZipRefused = class extends Error {
};
var CHUNK = 1024;
function isSafeEntryName(name) {
  if (name === "" || name.startsWith("/") || name.includes("\\") || /^[A-Za-z]:/.test(name)) return false;
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  return !name.split("/").some((s) => s === ".." || s === ".");
}
function readZipEntries(zip, want, limits = ZIP_LIMITS) {
  if (zip.byteLength > limits.maxZipBytes) throw new ZipRefused(`is ${zip.byteLength} bytes, over the ${limits.maxZipBytes}-byte limit`);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = findEndOfDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 65535 || cdOffset === 4294967295) throw new ZipRefused("is a ZIP64 archive, which no record artifact needs");
  if (count > limits.maxEntries) throw new ZipRefused(`has ${count} entries, over the limit of ${limits.maxEntries}`);
  if (cdOffset + cdSize > eocd) throw new ZipRefused("has a central directory outside the file");
  const out = { entries: [], skipped: [] };
  const chosen = [];
  let p = cdOffset;
  for (let i2 = 0; i2 < count; i2++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== 33639248) throw new ZipRefused("has a malformed central directory");
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const csize = view.getUint32(p + 20, true);
    const usize = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const next = p + 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    const local = view.getUint32(p + 42, true);
    if (next > eocd) throw new ZipRefused("has a malformed central directory");
    const name = new TextDecoder("utf-8").decode(zip.subarray(p + 46, p + 46 + nameLen));
    p = next;
    if (name.endsWith("/") && usize === 0) continue;
    if (!want(name)) continue;
    const skip = (reason) => void out.skipped.push({ name, reason });
    if (!isSafeEntryName(name)) skip("an unsafe name (absolute, a backslash, a .. segment or a control character)");
    else if (flags & 1) skip("encrypted");
    else if (method !== 0 && method !== 8) skip(`compression method ${method}`);
    else if (usize > limits.maxEntryBytes || csize > limits.maxEntryBytes) skip(`declares ${Math.max(usize, csize)} bytes, over the ${limits.maxEntryBytes}-byte limit`);
    else if (method === 0 && csize !== usize) skip("a stored entry whose sizes disagree");
    else if (chosen.length >= limits.maxChosen) skip(`more than ${limits.maxChosen} candidate entries`);
    else {
      if (local + 30 > zip.byteLength || view.getUint32(local, true) !== 67324752) {
        skip("a local header outside the file");
        continue;
      }
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const end = start + csize;
      if (end > cdOffset) skip("data outside the file");
      else if (chosen.some((c) => start < c.end && c.start < end)) skip("data overlapping another entry");
      else chosen.push({ name, method, start, end, size: usize });
    }
  }
  let budget = limits.maxTotalBytes;
  for (const c of chosen) {
    const data = zip.subarray(c.start, c.end);
    if (c.method === 0) {
      if (c.size > budget) {
        out.skipped.push({ name: c.name, reason: `over the ${limits.maxTotalBytes}-byte total` });
        continue;
      }
      budget -= c.size;
      out.entries.push({ name: c.name, bytes: data.slice() });
      continue;
    }
    const cap = Math.min(c.size, budget);
    const bytes = inflateCapped(data, cap);
    if (typeof bytes === "string") {
      out.skipped.push({ name: c.name, reason: bytes });
      continue;
    }
    budget -= bytes.byteLength;
    out.entries.push({ name: c.name, bytes });
  }
  return out;
}
function findEndOfDirectory(view) {
  const min = Math.max(0, view.byteLength - 22 - 65535);
  for (let i2 = view.byteLength - 22; i2 >= min; i2--) if (view.getUint32(i2, true) === 101010256) return i2;
  throw new ZipRefused("is not a zip (no end of central directory)");
}
var OverBudget = class extends Error {
};
function inflateCapped(data, cap) {
  const parts = [];
  let size = 0;
  let done = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.byteLength;
    if (size > cap) throw new OverBudget();
    parts.push(chunk);
    if (final) done = true;
  });
  try {
    for (let i2 = 0; i2 < data.byteLength; i2 += CHUNK) inflate.push(data.subarray(i2, i2 + CHUNK), i2 + CHUNK >= data.byteLength);
    if (data.byteLength === 0) inflate.push(new Uint8Array(0), true);
  } catch (e) {
    if (e instanceof OverBudget) return `inflates past ${cap} bytes (its declared size or the total left)`;
    return "not a valid deflate stream";
  }
  if (!done) return "a deflate stream that does not end";
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

// src/io/read-capped.ts
async function readCapped(body, max2) {
  if (body === null || body === void 0) return new Uint8Array(0);
  if (body instanceof ArrayBuffer) return body.byteLength > max2 ? void 0 : new Uint8Array(body);
  const chunks = [];
  let total = 0;
  const reader = body.getReader();
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max2) {
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

// src/github/failure.ts
function httpStatus(e) {
  const s = e.status;
  return typeof s === "number" ? s : void 0;
}
function describeFailure(e) {
  const status = httpStatus(e);
  const message = (e.message ?? String(e)).split("\n")[0] ?? "";
  return status ? `HTTP ${status}: ${message.replace(/ - https:\/\/docs\.github\.com\S*/, "")}` : message;
}

// src/github/history.ts
var RUNS_LOOKED_AT = 20;
var PAGES = 3;
var PER_PAGE = 100;
var TRUSTED_EVENTS = /* @__PURE__ */ new Set(["push", "workflow_dispatch", "schedule"]);
async function findBaseline(octokit, ctx, search) {
  const { warn } = search;
  if (!ctx.workflowFile) {
    warn("rollback-to auto: the workflow file is unknown (GITHUB_WORKFLOW_REF), so earlier runs cannot be listed");
    return void 0;
  }
  const branch = ctx.defaultBranch ?? (await octokit.request("GET /repos/{owner}/{repo}", { owner: ctx.owner, repo: ctx.repo })).data.default_branch;
  const runs = await trustedRuns(octokit, ctx, branch, search);
  for (const runId of runs) {
    try {
      const found = await fromRun(octokit, ctx, runId, search);
      if (found) return found;
    } catch (e) {
      warn(`rollback-to auto: run ${quote(runId)} could not be read (${describeFailure(e)}); looking further back`);
    }
  }
  return void 0;
}
async function trustedRuns(octokit, ctx, branch, search) {
  const self = `${ctx.owner}/${ctx.repo}`.toLowerCase();
  const out = [];
  let others = 0;
  for (let page = 1; page <= PAGES && out.length < RUNS_LOOKED_AT; page++) {
    const { data } = await octokit.request("GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs", { owner: ctx.owner, repo: ctx.repo, workflow_id: ctx.workflowFile, branch, status: "success", exclude_pull_requests: true, per_page: PER_PAGE, page });
    const list = data.workflow_runs ?? [];
    if (!Array.isArray(list)) break;
    for (const r of list) {
      if (typeof r?.id !== "number" || r.id === ctx.runId) continue;
      const trusted = typeof r.event === "string" && TRUSTED_EVENTS.has(r.event) && r.head_branch === branch && r.conclusion === "success" && typeof r.head_repository?.full_name === "string" && r.head_repository.full_name.toLowerCase() === self;
      if (!trusted) others++;
      else if (out.length < RUNS_LOOKED_AT) out.push(r.id);
    }
    if (list.length < PER_PAGE) break;
  }
  if (others > 0) search.info(`rollback-to auto: ${others} earlier run${others === 1 ? "" : "s"} skipped: not a push, workflow_dispatch or schedule run of ${self}'s ${quote(branch)} branch`);
  return out;
}
async function fromRun(octokit, ctx, runId, search) {
  const { artifactName, warn } = search;
  const arts = (await octokit.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts", { owner: ctx.owner, repo: ctx.repo, run_id: runId, name: artifactName, per_page: 100 })).data.artifacts;
  const art = (Array.isArray(arts) ? arts : []).find((a) => a?.name === artifactName && a.expired !== true && typeof a.id === "number");
  if (!art) return void 0;
  const where = `artifact ${quote(artifactName)} of run ${runId}`;
  if (typeof art.size_in_bytes === "number" && art.size_in_bytes > ZIP_LIMITS.maxZipBytes) {
    warn(`rollback-to auto: ${where} is ${art.size_in_bytes} bytes, over the ${ZIP_LIMITS.maxZipBytes}-byte limit; skipped`);
    return void 0;
  }
  let zip;
  try {
    const res = await octokit.request("GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}", { owner: ctx.owner, repo: ctx.repo, artifact_id: art.id, archive_format: "zip", request: { parseSuccessResponseBody: false } });
    const bytes = await readCapped(res.data, ZIP_LIMITS.maxZipBytes);
    if (!bytes) throw new Error(`the body is over ${ZIP_LIMITS.maxZipBytes} bytes`);
    zip = bytes;
  } catch (e) {
    warn(`rollback-to auto: ${where} could not be downloaded (${describeFailure(e)})`);
    return void 0;
  }
  let contents;
  try {
    contents = readZipEntries(zip, isCandidateName);
  } catch (e) {
    if (!(e instanceof ZipRefused)) throw e;
    warn(`rollback-to auto: ${where} ${e.message}; skipped`);
    return void 0;
  }
  if (contents.skipped.length > 0) {
    const shown = contents.skipped.slice(0, 3).map((s) => `${quote(s.name)}: ${s.reason}`).join("; ");
    warn(`rollback-to auto: ${where}: ${contents.skipped.length} entr${contents.skipped.length === 1 ? "y" : "ies"} not read (${shown}${contents.skipped.length > 3 ? "; \u2026" : ""})`);
  }
  for (const entry of contents.entries) {
    const at = `${quote(entry.name)} of run ${runId}`;
    try {
      const found = await candidate(entry.name, entry.bytes, at, search);
      if (found) return { ...found, runId, file: entry.name };
    } catch (e) {
      warn(`rollback-to auto: ${at} could not be checked (${isAqrError(e) ? e.format() : e.message}); looking further back`);
    }
  }
  return void 0;
}
function isCandidateName(name) {
  return /\.(json|ya?ml)$/i.test(name) && !/\.signals\.json$/i.test(name);
}
async function candidate(name, bytes, at, search) {
  let value;
  try {
    value = parseDocument(new TextDecoder("utf-8", { fatal: true }).decode(bytes), name).value;
  } catch (e) {
    search.warn(`rollback-to auto: ${at} is not readable YAML or JSON (${isAqrError(e) ? e.code : "ERR_INPUT_ENCODING"}); skipped`);
    return void 0;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value) || !Object.hasOwn(value, "supergauge")) return void 0;
  const unmet = level1(value);
  const first = unmet[0];
  if (first) {
    search.warn(`rollback-to auto: ${at} is not a valid record (${unmet.length} problem${unmet.length === 1 ? "" : "s"}, first ${first.code}${first.path ? ` at ${quote(formatPath(first.path))}` : ""}: ${quote(first.message)}); skipped`);
    return void 0;
  }
  const record2 = value;
  if (record2.decision.verdict !== "ship") return void 0;
  if (!search.verifier) return { record: record2, verified: false };
  const v = await search.verifier.verify(record2);
  if (!v.ok) {
    search.warn(`rollback-to auto: ${at} ships but its signature does not verify (${v.code}: ${v.message}); looking further back`);
    return void 0;
  }
  return { record: record2, verified: true };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  findBaseline
});
