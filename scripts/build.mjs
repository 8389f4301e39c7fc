// The one build: bundles the action (dist/index.cjs, what it loads on demand in dist/action/),
// the CLI (dist/cli.js, its chunks in dist/chunks/), the protection rule server (dist/server.js),
// and the browser verifier (dist/verify.html, scripts/build-verify-html.mjs).
// `node scripts/build.mjs [outdir]`; the dist freshness test builds into a
// temporary folder and compares, so the output must be deterministic.
import { build } from 'esbuild';
import { chmod, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { buildVerifyHtml } from './build-verify-html.mjs';
import { apartValidator, standaloneValidators } from './standalone-validators.mjs';

const outdir = resolve(process.argv[2] ?? 'dist');
// Bundled CommonJS dependencies (ajv) call require(); give the ESM bundle one.
const banner = "import { createRequire as __aqrCreateRequire } from 'node:module';\nconst require = __aqrCreateRequire(import.meta.url);";

const { version } = JSON.parse(await readFile('package.json', 'utf8'));
// The schemas compiled once, ahead of time, for all three bundles.
const validators = standaloneValidators();
// @actions/core imports its OIDC client, and with it @actions/http-client and
// undici (some 800 kB run at start-up), even when getIDToken is never called.
// That module only defines a class; declared free of side effects, the bundle
// drops it (and what it imports) when nothing uses it.
const coreOidcUnused = {
  name: 'aqr-core-oidc',
  setup(b) {
    b.onResolve({ filter: /^\.\/oidc-utils\.js$/ }, (args) =>
      /[\\/]@actions[\\/]core[\\/]/.test(args.importer) ? { path: resolve(dirname(args.importer), args.path), sideEffects: false } : undefined,
    );
  },
};
// fdir looks for picomatch beside it at load (require.resolve, then require:
// not bundled) for a glob method tinyglobby never calls. Run from a checkout
// with node_modules, that loaded a second picomatch at every start; without
// node_modules (a runner), it searched for it in vain.
const fdirNoPicomatch = {
  name: 'aqr-fdir-no-picomatch',
  setup(b) {
    b.onLoad({ filter: /[\\/]fdir[\\/]dist[\\/]index\.mjs$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const probe = /try \{\s*__require\.resolve\("picomatch"\);\s*pm = __require\("picomatch"\);\s*\} catch \{\}/;
      if (!probe.test(text)) throw new Error(`build: ${args.path} no longer loads picomatch as expected; review aqr-fdir-no-picomatch`);
      return { contents: text.replace(probe, ''), loader: 'js' };
    });
  },
};
const common = {
  define: { __AQR_VERSION__: JSON.stringify(version) },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'eof',
  logLevel: 'warning',
  // ASCII source: Node hands V8 a file with any other character as a two-byte
  // string, which it scans more slowly (8% of the action's cold start).
  // esbuild escapes every other character in code; asciiOnly (below) escapes
  // those it leaves in comments.
  charset: 'ascii',
  plugins: [validators, coreOidcUnused, fdirNoPicomatch],
};

// The CLI is a split build (ES modules): what a command loads only on some runs
// (another command, sigstore) sits in a chunk and is imported when used. Chunk
// names carry a hash of their content, so the build stays deterministic; old
// chunks are removed.
for (const dir of ['chunks', 'action']) await rm(resolve(outdir, dir), { recursive: true, force: true });
await buildAction();
await build({ ...common, entryPoints: { cli: 'src/cli/bin.ts' }, outdir, splitting: true, chunkNames: 'chunks/[name]-[hash]', banner: { js: banner } });
// The deployment protection rule server (docs/protection-rule-server.md): one
// file, so a container copies dist/server.js alone.
await build({ ...common, entryPoints: { server: 'src/server/main.ts' }, outdir, banner: { js: banner } });
await asciiOnly(outdir);
await chmod(resolve(outdir, 'cli.js'), 0o755);
await buildVerifyHtml(outdir, version, validators);

/**
 * The action, as CommonJS: Node starts a CommonJS file without its ES module
 * loader, which alone cost a sixth of a cold start on the example, and reads
 * each file it requires synchronously (an ES module graph of 11 files was read
 * through the thread pool, some 40 round trips). dist/index.cjs holds what
 * every run needs; each module it imports dynamically (the REST client, the
 * earlier runs' reader, the YAML document parser and writer, the signals
 * code, tinyglobby) is a bundle of its own in dist/action/, required when the
 * import runs. A module two bundles both hold is a copy in each: nothing
 * crosses between them but plain data, functions, and AqrError (told by a
 * brand, src/errors.ts, not by which copy of the class made it).
 */
async function buildAction() {
  const parts = new Map([[resolve('src/action/main.ts'), 'index.cjs']]);
  const queue = [...parts];
  // Each validator, a file of its own (see apartValidator): a valid input is
  // answered by src/doc/fast/conforms.ts and never reads it.
  const apart = Object.keys(await validators.generated());
  const apartFile = (name) => `action/validator-${name}.cjs`;
  const plugins = [standaloneValidators(resolve('.'), { apart, shared: validators }), ...common.plugins.filter((p) => p !== validators)];
  const cjs = {
    ...common,
    format: 'cjs',
    // Minified: V8 scans and pre-parses every byte of a file it loads, and the
    // action's cold start is mostly that. src/ is the code to read; the test
    // run fails when dist/ is not what the build makes of it.
    minify: true,
    define: { ...common.define, 'import.meta.url': '__aqrModuleUrl' },
  };
  for (let part = queue.shift(); part; part = queue.shift()) {
    const [entry, file] = part;
    const here = (name) => JSON.stringify(`./${relative(dirname(file), name)}`);
    // "use strict" first: esbuild writes none when it makes CommonJS of ES
    // modules, which are strict (a write to a frozen list must throw, here too).
    const banner = [
      '"use strict";',
      "const __aqrModuleUrl = require('node:url').pathToFileURL(__filename).href;",
      `const __aqrValidatorApart = (name) => require({ ${apart.map((n) => `${n}: ${here(apartFile(n))}`).join(', ')} }[name]);`,
    ].join('\n');
    const lazyParts = {
      name: 'aqr-action-parts',
      setup(b) {
        b.onResolve({ filter: /.*/ }, async (args) => {
          if (args.kind !== 'dynamic-import' || args.path.startsWith('node:')) return undefined;
          const found = await b.resolve(args.path, { kind: 'import-statement', importer: args.importer, resolveDir: args.resolveDir });
          if (found.errors.length > 0) return { errors: found.errors };
          let name = parts.get(found.path);
          if (name === undefined) {
            name = `action/${partName(found.path)}.cjs`;
            if ([...parts.values()].includes(name)) throw new Error(`build: two modules the action imports on demand would both be ${name}; review partName`);
            parts.set(found.path, name);
            queue.push([found.path, name]);
          }
          return { path: `./${relative(dirname(file), name)}`, external: true };
        });
      },
    };
    const out = resolve(outdir, file);
    await build({ ...cjs, entryPoints: [entry], outfile: out, banner: { js: banner }, plugins: [...plugins, lazyParts] });
    // esbuild keeps a dynamic import() in CommonJS, and the first one run would
    // start the ES module loader after all: each becomes a require, still
    // answered as a promise. (esbuild writes a string in code with double
    // quotes; `import('...')` is left only in comments, as JSDoc types.) The
    // promise holds the module's exports, not a namespace: no caller reads a
    // dynamic import's `default`.
    const text = (await readFile(out, 'utf8')).replace(/\bimport\(("(?:\.\/|node:)[\w./-]+")\)/g, 'Promise.resolve().then(() => require($1))');
    if (/\bimport\((?!')/.test(text)) throw new Error(`build: ${file} still has an import() the action build does not turn into require; review buildAction`);
    await writeFile(out, text);
  }
  for (const name of apart) await apartValidator(validators, name, resolve(outdir, apartFile(name)), resolve('.'), cjs);
}

/** src/github/client.ts is `github-client`; a package's entry (wherever node_modules is), the package's name. */
function partName(path) {
  const parts = path.split(/[\\/]/);
  const nm = parts.lastIndexOf('node_modules');
  if (nm >= 0) return parts[nm + 1].startsWith('@') ? `${parts[nm + 1].slice(1)}-${parts[nm + 2]}` : parts[nm + 1];
  return relative(resolve('src'), path)
    .split(/[\\/]/)
    .join('-')
    .replace(/\.[cm]?[jt]s$/, '');
}

/** Any character past ASCII that esbuild leaves in a bundle (it keeps some comments as written) as a \\u escape, so each file stays one-byte. */
async function asciiOnly(dir) {
  // eslint-disable-next-line no-control-regex
  const NOT_ASCII = /[^\x00-\x7f]/;
  // eslint-disable-next-line no-control-regex
  const NOT_ASCII_ALL = /[^\x00-\x7f]/gu;
  for (const d of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!d.isFile() || !/\.c?js$/.test(d.name)) continue;
    const file = join(d.parentPath, d.name);
    const text = await readFile(file, 'utf8');
    if (NOT_ASCII.test(text))
      await writeFile(
        file,
        text.replace(NOT_ASCII_ALL, (c) => `\\u{${c.codePointAt(0).toString(16)}}`),
      );
  }
}
