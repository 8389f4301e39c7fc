// The one build: bundles the action (dist/index.js), the CLI (dist/cli.js), the
// chunks they share or load on demand (dist/chunks/), and the browser verifier (dist/verify.html, scripts/build-verify-html.mjs).
// `node scripts/build.mjs [outdir]`; the dist freshness test builds into a
// temporary folder and compares, so the output must be deterministic.
import { build } from 'esbuild';
import { chmod, readFile, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
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
const common = {
  define: { __AQR_VERSION__: JSON.stringify(version) },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'eof',
  logLevel: 'warning',
  charset: 'utf8',
  plugins: [validators, coreOidcUnused],
};

// One build for the action and the CLI, split (ES modules): what a command or
// the action loads only on some runs (another command, the REST client, sigstore)
// sits in dist/chunks/ and is imported when used. Chunk names carry a hash of
// their content, so the build stays deterministic; old chunks are removed.
await rm(resolve(outdir, 'chunks'), { recursive: true, force: true });
await build({ ...common, entryPoints: { index: 'src/action/main.ts', cli: 'src/cli/bin.ts' }, outdir, splitting: true, chunkNames: 'chunks/[name]-[hash]', banner: { js: banner } });
await chmod(resolve(outdir, 'cli.js'), 0o755);
await buildVerifyHtml(outdir, version, validators);
