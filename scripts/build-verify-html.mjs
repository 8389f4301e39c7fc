// dist/verify.html: the browser verifier as one self-contained file. The page
// runs the CLI's pure core (src/web/ is its edge), bundled by esbuild for the
// browser, inlined with its styles, under a Content-Security-Policy that allows
// exactly this script and this style (by sha256) and no request of any kind.
// Called by scripts/build.mjs; deterministic like the other bundles.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import formatsModule from 'ajv-formats';

const standalone = standaloneModule.default ?? standaloneModule;
const addFormats = formatsModule.default ?? formatsModule;
const SCHEMA_FILE = resolve('src/record/record.schema.json');

/** The record schema compiled by ajv with src/record/validate.ts's options, as an ES module. */
async function recordValidatorSource() {
  const schema = JSON.parse(await readFile(SCHEMA_FILE, 'utf8'));
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictTypes: false, strictRequired: false, validateSchema: false, code: { source: true, esm: true } });
  addFormats(ajv, ['date-time']);
  let code = standalone(ajv, ajv.compile(schema));
  // The checker tells some errors apart by the identity of the schema object
  // they come from (src/record/validate.ts), so each schema literal the code
  // carries becomes a reference into the one imported schema.
  const paths = new Map();
  const walk = (node, path) => {
    if (node === null || typeof node !== 'object') return;
    const key = canonical(node);
    if (!paths.has(key)) paths.set(key, path);
    for (const [k, v] of Object.entries(node)) walk(v, `${path}[${JSON.stringify(Array.isArray(node) ? Number(k) : k)}]`);
  };
  walk(schema, '__aqrSchema');
  let out = '';
  let at = 0;
  for (const m of code.matchAll(/const (schema\d+) = (?=[{[])/g)) {
    const start = m.index + m[0].length;
    const end = jsonEnd(code, start);
    const path = paths.get(canonical(JSON.parse(code.slice(start, end))));
    if (path === undefined) throw new Error(`build: ${m[1]} in the compiled record schema is not part of the schema`);
    out += code.slice(at, start) + path;
    at = end;
  }
  code = out + code.slice(at);
  return code.replace('"use strict";', `"use strict";import __aqrSchema from ${JSON.stringify(SCHEMA_FILE)} with { type: "json" };`);
}

function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
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

/** Module ids the page swaps for its own edges (see each file's header). */
const PAGE_EDGES = {
  'node:crypto': 'src/web/node-crypto.ts',
  'ajv/dist/2020.js': 'src/web/ajv.ts',
  'ajv-formats': 'src/web/ajv-formats.ts',
};

const sha256b64 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

export async function buildVerifyHtml(outdir, version) {
  const validator = await recordValidatorSource();
  const result = await build({
    entryPoints: ['src/web/page.ts'],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target: 'chrome120',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
    define: { __AQR_VERSION__: JSON.stringify(version) },
    plugins: [
      {
        name: 'aqr-page-edges',
        setup(b) {
          b.onResolve({ filter: /^(node:crypto|ajv\/dist\/2020\.js|ajv-formats)$/ }, (args) => (args.importer.includes('/src/web/') && args.path !== 'node:crypto' ? undefined : { path: resolve(PAGE_EDGES[args.path]) }));
          b.onResolve({ filter: /^aqr:record-validator$/ }, () => ({ path: 'record-validator', namespace: 'aqr-generated' }));
          b.onLoad({ filter: /.*/, namespace: 'aqr-generated' }, () => ({ contents: validator, loader: 'js', resolveDir: resolve('.') }));
        },
      },
    ],
  });
  const script = result.outputFiles[0].text.trimEnd();
  if (/<\/script|<!--/i.test(script)) throw new Error('build: the page script holds </script or <!--');
  const style = (await readFile('src/web/verify.css', 'utf8')).trimEnd();
  const csp = [`default-src 'none'`, `script-src 'sha256-${sha256b64(script)}'`, `style-src 'sha256-${sha256b64(style)}'`, `img-src data:`, `base-uri 'none'`, `form-action 'none'`].join('; ');
  const template = await readFile('src/web/verify.html', 'utf8');
  // Split and join, not String.replace: the script holds `$` sequences.
  const fill = (text, name, value) => text.split(name).join(value);
  const html = fill(fill(fill(fill(template, '__CSP__', csp), '__VERSION__', version), '__STYLE__', style), '__SCRIPT__', script);
  await writeFile(resolve(outdir, 'verify.html'), html);
}
