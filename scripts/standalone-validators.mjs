// The JSON Schema validators compiled ahead of time. An esbuild plugin for
// scripts/build.mjs (the CLI, the action, the page): it replaces
// src/doc/validators.ts, which compiles the schemas with ajv at first use,
// with ajv's standalone code for the same schemas and options, so a run loads
// neither ajv nor its compiler and compiles nothing. The code refers to the
// schema objects of src/doc/schemas.ts (not copies of them), so errors can
// still be told apart by the identity of their schema (src/record/validate.ts).
// test/doc/standalone.test.ts holds the two to the same verdicts and errors.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const VALIDATORS_TS = /[\\/]src[\\/]doc[\\/]validators\.ts$/;
const SOME_VALIDATORS_TS = /[\\/]src[\\/]doc[\\/]validator[\\/][a-z]+\.ts$/;

/**
 * The module made by bundling `entry` (TypeScript source, paths from `root`)
 * for Node with these esbuild plugins, loaded from a throwaway file, and the
 * bundle's text.
 */
export async function importBundled(entry, root = resolve('.'), plugins = []) {
  const { outputFiles } = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
    plugins,
  });
  const text = outputFiles[0].text;
  const dir = await mkdtemp(join(tmpdir(), 'aqr-bundle-'));
  try {
    const file = join(dir, 'bundle.mjs');
    await writeFile(file, text);
    return { module: await import(pathToFileURL(file).href), text };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What src/doc/validators.ts and schemas.ts export, loaded from a throwaway bundle of them. */
async function loadSources(root) {
  // ajv's code generator must be the copy that compiled the schemas: its
  // code objects are told apart by class.
  const entry =
    "export { validatorAjv, SCHEMA_OPTIONS } from './src/doc/validators.ts';\nexport { SCHEMAS, REFERRED_SCHEMAS } from './src/doc/schemas.ts';\nexport { default as standaloneCode } from 'ajv/dist/standalone/index.js';\n";
  return (await importBundled(entry, root)).module;
}

/**
 * ajv's standalone code for each name of SCHEMAS, one ES module each (a bundle
 * carries only the validators it calls), every schema literal in it turned into
 * a reference into schemas.ts.
 */
export async function validatorModules(root = resolve('.')) {
  const { validatorAjv, SCHEMA_OPTIONS, SCHEMAS, REFERRED_SCHEMAS, standaloneCode } = await loadSources(root);
  const paths = new Map();
  const walk = (node, path) => {
    if (node === null || typeof node !== 'object') return;
    const key = canonical(node);
    if (!paths.has(key)) paths.set(key, path);
    for (const [k, v] of Object.entries(node)) walk(v, `${path}[${JSON.stringify(Array.isArray(node) ? Number(k) : k)}]`);
  };
  walk(SCHEMAS, '__aqrSchemas.SCHEMAS');
  walk(REFERRED_SCHEMAS, '__aqrSchemas.REFERRED_SCHEMAS');
  const modules = {};
  for (const name of Object.keys(SCHEMAS)) {
    // The options validators.ts compiles this schema with (SCHEMA_OPTIONS).
    const ajv = validatorAjv({ ...SCHEMA_OPTIONS[name], code: { source: true, esm: true } });
    const code = standaloneCode(ajv, { [name]: name });
    if (!code.startsWith('"use strict";')) throw new Error('build: unexpected standalone code from ajv');
    let out = '';
    let at = '"use strict";'.length;
    for (const m of code.matchAll(/const (schema\d+) = (?=[{[])/g)) {
      const start = m.index + m[0].length;
      const end = jsonEnd(code, start);
      const path = paths.get(canonical(JSON.parse(code.slice(start, end))));
      if (path === undefined) throw new Error(`build: ${m[1]} in the compiled ${name} validator is not part of src/doc/schemas.ts`);
      out += code.slice(at, start) + path;
      at = end;
    }
    const text = `${out}${code.slice(at)}`;
    modules[name] = `import * as __aqrSchemas from "./schemas.ts";\n${text}\n`;
  }
  return modules;
}

function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** Index just past the JSON value starting at `start`. */
function jsonEnd(text, start) {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('build: unterminated schema literal');
}

/**
 * The esbuild plugin (one instance compiles once): src/doc/validators.ts,
 * and each module beside it that re-exports some of its validators
 * (validator/record.ts...), becomes `<name>Validator()` for each name it
 * exports, from that validator's own module of code compiled ahead of time;
 * a chunk carries only the validators what it loads calls.
 *
 * `apart` names validators kept out of the bundle (see apartValidator): the
 * bundle requires each one the first time it is asked for, through a
 * function `__aqrValidatorApart(name)` its banner defines.
 */
export function standaloneValidators(root = resolve('.'), { apart = [], shared } = {}) {
  const generated = shared?.generated ?? (() => (modules ??= validatorModules(root)));
  let modules;
  // `schemas`: src/doc/schemas.ts as the loaded module imports it.
  const facade = (names, schemas = './schemas.ts') =>
    (names.some((n) => apart.includes(n)) ? `import * as __aqrSchemas from ${JSON.stringify(schemas)};\n` : '') +
    names
      .map((n) =>
        apart.includes(n)
          ? `let ${n};\nexport const ${n}Validator = () => (${n} ??= __aqrValidatorApart(${JSON.stringify(n)})(__aqrSchemas));\n`
          : `import { ${n} } from "aqr-validator:${n}";\nexport const ${n}Validator = () => ${n};\n`,
      )
      .join('');
  const plugin = {
    name: 'aqr-standalone-validators',
    setup(b) {
      b.onLoad({ filter: VALIDATORS_TS }, async () => ({ contents: facade(Object.keys(await generated())), loader: 'js' }));
      b.onLoad({ filter: SOME_VALIDATORS_TS }, async (args) => {
        const all = Object.keys(await generated());
        const text = await readFile(args.path, 'utf8');
        const exported = /^export \{ ([\w, ]+) \} from '\.\.\/validators\.js';$/m.exec(text)?.[1]?.split(/,\s*/) ?? [];
        const names = exported.map((e) => e.replace(/Validator$/, ''));
        if (names.length === 0 || names.some((n) => !all.includes(n)))
          throw new Error(`build: ${args.path} must only re-export <name>Validator from ../validators.js`);
        return { contents: facade(names, '../schemas.ts'), loader: 'js' };
      });
      b.onResolve({ filter: /^aqr-validator:/ }, (args) => ({
        path: args.path.slice('aqr-validator:'.length),
        namespace: 'aqr-validator',
        sideEffects: false,
      }));
      b.onLoad({ filter: /.*/, namespace: 'aqr-validator' }, async (args) => ({
        contents: (await generated())[args.path],
        loader: 'js',
        resolveDir: join(root, 'src/doc'),
      }));
    },
  };
  // The compiled modules, for another instance (`shared`) and apartValidator; not an option esbuild reads.
  return Object.defineProperty(plugin, 'generated', { value: generated, enumerable: false });
}

/**
 * One validator as a CommonJS file of its own: `module.exports(schemas)` is
 * the validate function, over the schema objects of the bundle that requires
 * it (so errors are still told apart by schema identity). The action keeps
 * every validator so: a valid input is answered by src/doc/fast/conforms.ts, and
 * a validator is read and compiled only for a value it cannot pass.
 */
export async function apartValidator(plugin, name, outfile, root = resolve('.'), options = {}) {
  const code = (await plugin.generated())[name];
  const importLine = 'import * as __aqrSchemas from "./schemas.ts";\n';
  const exported = new RegExp(`export const ${name} = (validate\\d+);`).exec(code);
  if (!code.startsWith(importLine) || !exported) throw new Error(`build: the compiled ${name} validator is not in the expected shape; review apartValidator`);
  const body = code.slice(importLine.length).replace(exported[0], '');
  // `options`: the esbuild options of the bundles that require it (scripts/build.mjs).
  await build({
    logLevel: 'warning',
    ...options,
    stdin: {
      contents: `"use strict";\nmodule.exports = function (__aqrSchemas) {\n${body}\nreturn ${exported[1]};\n};\n`,
      resolveDir: join(root, 'src/doc'),
      loader: 'js',
    },
    bundle: true,
    outfile,
    platform: 'node',
    format: 'cjs',
  });
}
