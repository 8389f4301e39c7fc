// The one build: bundles the action (dist/index.js, its chunks in dist/action/),
// the CLI (dist/cli.js, its chunks in dist/chunks/), and the browser verifier (dist/verify.html, scripts/build-verify-html.mjs).
// `node scripts/build.mjs [outdir]`; the dist freshness test builds into a
// temporary folder and compares, so the output must be deterministic.
import { build } from 'esbuild';
import { chmod, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { buildVerifyHtml } from './build-verify-html.mjs';
import { standaloneValidators } from './standalone-validators.mjs';

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
    b.onResolve({ filter: /^\.\/oidc-utils\.js$/ }, (args) => (/[\\/]@actions[\\/]core[\\/]/.test(args.importer) ? { path: resolve(dirname(args.importer), args.path), sideEffects: false } : undefined));
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

// Two split builds (ES modules): what a command or the action loads only on
// some runs (another command, the REST client, sigstore) sits in a chunk and is
// imported when used. The action is built on its own, so what it always runs is
// one file (dist/index.js) and its chunks (dist/action/) are only the code it
// loads on demand: built together with the CLI, its path was some 50 small
// shared chunks, each a module for Node to resolve and link at every cold start.
// The CLI's chunks sit in dist/chunks/. Chunk names carry a hash of their
// content, so the build stays deterministic; old chunks are removed.
for (const dir of ['chunks', 'action']) await rm(resolve(outdir, dir), { recursive: true, force: true });
await build({ ...common, entryPoints: { index: 'src/action/main.ts' }, outdir, splitting: true, chunkNames: 'action/[name]-[hash]', banner: { js: banner } });
await build({ ...common, entryPoints: { cli: 'src/cli/bin.ts' }, outdir, splitting: true, chunkNames: 'chunks/[name]-[hash]', banner: { js: banner } });
await asciiOnly(outdir);
await chmod(resolve(outdir, 'cli.js'), 0o755);
await buildVerifyHtml(outdir, version, validators);

/** Any character past ASCII that esbuild leaves in a bundle (it keeps some comments as written) as a \\u escape, so each file stays one-byte. */
async function asciiOnly(dir) {
  for (const d of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!d.isFile() || !d.name.endsWith('.js')) continue;
    const file = join(d.parentPath, d.name);
    const text = await readFile(file, 'utf8');
    // eslint-disable-next-line no-control-regex
    if (/[^\x00-\x7f]/.test(text)) await writeFile(file, text.replace(/[^\x00-\x7f]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`));
  }
}
