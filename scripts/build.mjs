// The one build: bundles the action (dist/index.js), the CLI (dist/cli.js) and
// the browser verifier (dist/verify.html, scripts/build-verify-html.mjs).
// `node scripts/build.mjs [outdir]`; the dist freshness test builds into a
// temporary folder and compares, so the output must be deterministic.
import { build } from 'esbuild';
import { chmod, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildVerifyHtml } from './build-verify-html.mjs';
import { standaloneValidators } from './standalone-validators.mjs';

const outdir = resolve(process.argv[2] ?? 'dist');
// Bundled CommonJS dependencies (ajv) call require(); give the ESM bundle one.
const banner = "import { createRequire as __aqrCreateRequire } from 'node:module';\nconst require = __aqrCreateRequire(import.meta.url);";

const { version } = JSON.parse(await readFile('package.json', 'utf8'));
// The schemas compiled once, ahead of time, for all three bundles.
const validators = standaloneValidators();
const common = {
  define: { __AQR_VERSION__: JSON.stringify(version) },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'eof',
  logLevel: 'warning',
  charset: 'utf8',
  plugins: [validators],
};

await build({ ...common, entryPoints: { index: 'src/action/main.ts' }, outdir, banner: { js: banner } });
await build({ ...common, entryPoints: { cli: 'src/cli/bin.ts' }, outdir, banner: { js: `#!/usr/bin/env node\n${banner}` } });
await chmod(resolve(outdir, 'cli.js'), 0o755);
await buildVerifyHtml(outdir, version, validators);
