// A JSON Schema reader for the valid case: it walks a schema of SCHEMAS over a
// value and answers true only when the value is valid, the same answer ajv's
// compiled validator gives. It knows the keywords our schemas use, with ajv's
// meaning of each (draft 2020-12, the options of ./validators.ts); a keyword,
// reference or value outside them (a Date, an Infinity, an object in an enum)
// makes it answer false, and the caller asks ajv, whose answer and errors stand.
// (So does a date-time in any but its plain form: ajv-formats judges those.)
// So it may send a valid value to ajv, never pass an invalid one.
//
// Why: ajv's code for the record schema is 30 kB in one function, and V8
// compiles the whole of a function the first time it runs. Each run that
// checks one record or one profile paid that compile (a tenth of the action's
// cold start); this reader is a few hundred bytes of code walked over a few
// hundred nodes. test/doc/fast/conforms.test.ts and test/doc/fast-readers.test.ts
// hold it to ajv's verdicts. Measured against the validators compiled ahead
// of time (dist/), whole process, median of 15 pairs: the action's cold start
// on the bundled example takes 0.90 of the CPU time with it, `aqr check
// examples/record.yaml` 0.97, and each some 1.7 MiB less memory.
import ucs2length from 'ajv/dist/runtime/ucs2length.js';
import { REFERRED_SCHEMAS, SCHEMAS, type SchemaName } from '../schemas.js';

/** True when `value` is valid under SCHEMAS[name]; false when it is not, or when this reader cannot tell (ask ajv). */
export function conformsTo(name: SchemaName, value: unknown): boolean {
  return conformsToSchema(SCHEMAS[name], value);
}

/** conformsTo for any schema object (its `$ref`s resolved in it and in REFERRED_SCHEMAS). */
export function conformsToSchema(schema: object, value: unknown): boolean {
  try {
    return valid(schema as SchemaObject, value, schema as SchemaObject);
  } catch (e) {
    if (e instanceof Unknown) return false;
    throw e;
  }
}

type SchemaObject = { readonly [keyword: string]: unknown };
type Schema = boolean | SchemaObject;

/** Thrown where this reader would have to guess: the answer is ajv's to give. */
class Unknown extends Error {}
const unknown = (): never => {
  throw new Unknown();
};

// Keywords that assert nothing about a value.
const ANNOTATIONS = new Set(['$schema', '$comment', 'title', 'description', '$defs', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);
const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
const countLength = (ucs2length as unknown as { default?: (s: string) => number }).default ?? (ucs2length as unknown as (s: string) => number);
const patterns = new Map<string, RegExp>();

type Kind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

/** The JSON kind of a value; anything JSON cannot hold (Infinity, a Date, undefined) is not for this reader. */
function kindOf(v: unknown): Kind {
  switch (typeof v) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isFinite(v) ? 'number' : unknown();
    case 'object': {
      if (v === null) return 'null';
      if (Array.isArray(v)) return Object.getPrototypeOf(v) === Array.prototype ? 'array' : unknown();
      const proto = Object.getPrototypeOf(v) as unknown;
      return proto === Object.prototype || proto === null ? 'object' : unknown();
    }
    default:
      return unknown();
  }
}

function typeMatches(type: unknown, v: unknown, kind: Kind): boolean {
  if (Array.isArray(type)) return type.some((t) => typeMatches(t, v, kind));
  if (type === 'integer') return kind === 'number' && Number.isInteger(v);
  if (type === 'null' || type === 'boolean' || type === 'number' || type === 'string' || type === 'array' || type === 'object') return type === kind;
  return unknown();
}

const DATE_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d(?:\.\d+)?)(?:Z|[+-](\d\d):(\d\d))$/;

/**
 * An RFC 3339 date-time in its plain form (`2026-11-29T12:00:00Z`, a
 * fraction, an offset), each field in range: each of these ajv-formats' full
 * date-time passes too. Any other string (lower case, a leap second, a space)
 * is ajv-formats' to judge: the caller answers "cannot tell", not "invalid".
 */
function plainDateTime(s: string): boolean {
  const m = DATE_TIME.exec(s);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offH, offM] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x))) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  // The seconds with their fraction, as one number (as ajv-formats reads them): 59.9999999999999999 is 60.
  return month >= 1 && month <= 12 && day >= 1 && day <= days && hour <= 23 && minute <= 59 && second < 60 && offH <= 23 && offM <= 59;
}

/** A value an enum or const may compare with `===` (as ajv's code for them does). */
const primitive = (x: unknown): boolean => x === null || typeof x === 'string' || typeof x === 'boolean' || (typeof x === 'number' && Number.isFinite(x));

function regExp(source: unknown): RegExp {
  if (typeof source !== 'string') return unknown();
  let re = patterns.get(source);
  if (!re) patterns.set(source, (re = new RegExp(source, 'u')));
  return re;
}

const resolved = new WeakMap<SchemaObject, Map<string, { target: Schema; root: SchemaObject }>>();

/** The schema a `$ref` names: `#/...` in the schema it is written in, `<id>#/...` in the referred schema of that $id. */
function resolveRef(ref: unknown, root: SchemaObject): { target: Schema; root: SchemaObject } {
  if (typeof ref !== 'string') return unknown();
  let known = resolved.get(root);
  if (!known) resolved.set(root, (known = new Map()));
  let found = known.get(ref);
  if (!found) known.set(ref, (found = lookUp(ref, root)));
  return found;
}

function lookUp(ref: string, root: SchemaObject): { target: Schema; root: SchemaObject } {
  const hash = ref.indexOf('#');
  if (hash < 0) return unknown();
  const id = ref.slice(0, hash);
  const base = id === '' ? root : ((REFERRED_SCHEMAS as readonly SchemaObject[]).find((s) => s.$id === id) ?? unknown());
  const pointer = ref.slice(hash + 1);
  if (pointer !== '' && !pointer.startsWith('/')) return unknown();
  let at: unknown = base;
  for (const raw of pointer === '' ? [] : pointer.slice(1).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object' || !hasOwn(at, key)) return unknown();
    at = (at as SchemaObject)[key];
  }
  if (typeof at !== 'boolean' && (at === null || typeof at !== 'object' || Array.isArray(at))) return unknown();
  return { target: at as Schema, root: base };
}

function valid(schema: Schema, v: unknown, root: SchemaObject): boolean {
  if (schema === true) return true;
  if (schema === false) return false;
  const kind = kindOf(v);
  for (const keyword in schema) {
    const arg = schema[keyword];
    switch (keyword) {
      case 'type':
        if (!typeMatches(arg, v, kind)) return false;
        break;
      case 'enum':
        if (!Array.isArray(arg) || !arg.every(primitive)) return unknown();
        if (!arg.includes(v)) return false;
        break;
      case 'const':
        if (!primitive(arg)) return unknown();
        if (v !== arg) return false;
        break;
      case 'required':
        if (!Array.isArray(arg)) return unknown();
        if (kind === 'object') for (const k of arg as string[]) if ((v as SchemaObject)[k] === undefined) return false;
        break;
      case 'properties':
        if (kind === 'object') {
          const props = arg as { [k: string]: Schema };
          for (const k in props) {
            const x = (v as SchemaObject)[k];
            if (x !== undefined && !valid(props[k] as Schema, x, root)) return false;
          }
        }
        break;
      case 'additionalProperties':
        if (hasOwn(schema, 'patternProperties')) return unknown();
        if (kind === 'object') {
          const props = (schema.properties ?? {}) as object;
          for (const k in v as object) if (!hasOwn(props, k) && !valid(arg as Schema, (v as SchemaObject)[k], root)) return false;
        }
        break;
      case 'items':
        if (hasOwn(schema, 'prefixItems') || typeof arg !== 'object' || arg === null) return unknown();
        // Index by index, as ajv's code does (an iterator of its own would not be asked).
        if (kind === 'array') for (let i = 0, a = v as unknown[]; i < a.length; i++) if (!valid(arg as Schema, a[i], root)) return false;
        break;
      case 'minItems':
        if (kind === 'array' && (v as unknown[]).length < (arg as number)) return false;
        break;
      case 'maxItems':
        if (kind === 'array' && (v as unknown[]).length > (arg as number)) return false;
        break;
      case 'uniqueItems':
        if (arg === true && kind === 'array') {
          const items = v as unknown[];
          const seen = new Set<unknown>();
          for (let i = 0; i < items.length; i++) {
            if (!primitive(items[i])) return unknown();
            if (seen.has(items[i])) return false;
            seen.add(items[i]);
          }
        }
        break;
      case 'minLength':
        if (kind === 'string' && countLength(v as string) < (arg as number)) return false;
        break;
      case 'maxLength':
        if (kind === 'string' && countLength(v as string) > (arg as number)) return false;
        break;
      case 'pattern':
        if (kind === 'string' && !regExp(arg).test(v as string)) return false;
        break;
      case 'format':
        if (arg !== 'date-time') return unknown();
        if (kind === 'string' && !plainDateTime(v as string)) return unknown();
        break;
      case 'minimum':
        if (kind === 'number' && (v as number) < (arg as number)) return false;
        break;
      case 'maximum':
        if (kind === 'number' && (v as number) > (arg as number)) return false;
        break;
      case 'exclusiveMinimum':
        if (kind === 'number' && (v as number) <= (arg as number)) return false;
        break;
      case 'exclusiveMaximum':
        if (kind === 'number' && (v as number) >= (arg as number)) return false;
        break;
      case 'allOf':
        if (!Array.isArray(arg)) return unknown();
        for (const s of arg as Schema[]) if (!valid(s, v, root)) return false;
        break;
      case 'anyOf':
        if (!Array.isArray(arg)) return unknown();
        if (!(arg as Schema[]).some((s) => valid(s, v, root))) return false;
        break;
      case 'if': {
        const branch = valid(arg as Schema, v, root) ? schema.then : schema.else;
        if (branch !== undefined && !valid(branch as Schema, v, root)) return false;
        break;
      }
      case 'then':
      case 'else':
        break;
      case '$ref': {
        const { target, root: base } = resolveRef(arg, root);
        if (!valid(target, v, base)) return false;
        break;
      }
      case '$id':
        // Only a schema's own $id (at its root): another would move what its $refs resolve against.
        if (schema !== root) return unknown();
        break;
      default:
        if (!ANNOTATIONS.has(keyword)) return unknown();
    }
  }
  return true;
}
